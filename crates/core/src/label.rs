//! Limits on the words people type into a slip or a file: names, IDs, labels and
//! reasons ("names, IDs, table and property labels have sensible length limits
//! and refuse control characters").
//!
//! A slip prints these words inside fixed fields; a newline or tab in a supervisor's
//! name could print a second line that reads as something else ("Approved by GM:
//! $1,000,000"), and a bidirectional override can make text display in another order
//! than it is stored. So every such text is one line of printable characters, of a
//! length that fits its field on the page.

use pitpay_language::{sentence, Sentence};

/// What a text is, with its limit in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// A person's name (supervisor, dealer): 80 characters.
    Name,
    /// An ID (supervisor ID, paytable or house-rules id, rack): 40 characters.
    Id,
    /// A table label: 40 characters.
    Table,
    /// A property (casino) name: 100 characters.
    Property,
    /// A paytable's or house-rules file's display name: 100 characters.
    Title,
    /// A void's reason: 500 characters.
    Reason,
    /// A station's name (the podium that issued a slip): 40 characters.
    Station,
}

impl Label {
    /// The most characters allowed.
    pub(crate) fn limit(self) -> usize {
        match self {
            Label::Name => 80,
            Label::Id | Label::Table | Label::Station => 40,
            Label::Property | Label::Title => 100,
            Label::Reason => 500,
        }
    }

    /// What it is, as the selector of its words.
    fn what(self) -> &'static str {
        match self {
            Label::Name | Label::Title => "name",
            Label::Id => "id",
            Label::Table => "table",
            Label::Property => "property",
            Label::Reason => "reason",
            Label::Station => "station",
        }
    }
}

/// Why a text does not fit its field. Its words follow what the text is ("the name is
/// 81 characters long; …"): the caller says which text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabelError {
    /// Longer than the field holds.
    TooLong {
        /// What the text is.
        label: Label,
        /// How many characters it has.
        count: usize,
    },
    /// A control or invisible formatting character, which could print a second line or
    /// reorder the text.
    Unprintable {
        /// What the text is.
        label: Label,
        /// The character.
        character: char,
        /// Its 1-based position, in characters.
        position: usize,
    },
}

/// Checks a text against its limits: `Err` says what is wrong.
pub fn check(label: Label, text: &str) -> Result<(), LabelError> {
    let count = text.chars().count();
    if count > label.limit() {
        return Err(LabelError::TooLong { label, count });
    }
    if let Some((at, character)) = text.char_indices().find(|(_, c)| unprintable(*c)) {
        let position = text.get(..at).map_or(0, |s| s.chars().count()) + 1;
        return Err(LabelError::Unprintable {
            label,
            character,
            position,
        });
    }
    Ok(())
}

/// Control characters (newline, tab, escape …) and the invisible marks that reorder
/// or hide text (bidirectional overrides and isolates, zero-width characters).
fn unprintable(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// The kind of an unprintable character, as the selector of its words.
fn describe(c: char) -> &'static str {
    match c {
        '\n' => "line-break",
        '\r' => "carriage-return",
        '\t' => "tab",
        c if c.is_control() => "control",
        _ => "invisible",
    }
}

impl LabelError {
    /// What is wrong, said of the text `subject` names: `table` (the table label) or
    /// `dealer` (the dealer's name) as a round file's reader says it; `none` for the
    /// fragment a caller writes after its own subject ("is 81 characters long; …").
    pub(crate) fn said_of(&self, subject: &'static str) -> Sentence {
        match self {
            LabelError::TooLong { label, count } => sentence!(
                "value-label-too-long",
                subject = subject,
                count = *count,
                what = label.what(),
                limit = label.limit()
            ),
            LabelError::Unprintable {
                label,
                character,
                position,
            } => sentence!(
                "value-label-unprintable",
                subject = subject,
                character = describe(*character),
                code = format!("{:04X}", u32::from(*character)),
                position = *position,
                what = label.what()
            ),
        }
    }
}

impl LabelError {
    /// What is wrong with a data file's key (`id`, `name`, `title`, `rack-id`), said
    /// after it ("the id is 41 characters long; …") in the sentence's language.
    pub(crate) fn of_key(&self, key: &'static str) -> Sentence {
        sentence!("table-error-label", key = key, why = self.said_of("none"))
    }
}

impl From<&LabelError> for Sentence {
    fn from(e: &LabelError) -> Sentence {
        e.said_of("none")
    }
}

impl From<LabelError> for Sentence {
    fn from(e: LabelError) -> Sentence {
        e.said_of("none")
    }
}

pitpay_language::english_display!(LabelError);

impl std::error::Error for LabelError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_with_a_newline_or_tab_is_refused_and_says_where() {
        let e = check(Label::Name, "Ana\nApproved by GM: $1,000,000")
            .unwrap_err()
            .to_string();
        assert!(e.contains("a line break at character 4"), "{e}");
        let e = check(Label::Name, "Ana\tReyes").unwrap_err().to_string();
        assert!(e.contains("a tab at character 4"), "{e}");
        let e = check(Label::Name, "Ana\u{202E}seyeR").unwrap_err();
        assert!(matches!(e, LabelError::Unprintable { position: 4, .. }));
        let e = e.to_string();
        assert!(e.contains("U+202E"), "{e}");
    }

    #[test]
    fn limits_count_characters_not_bytes() {
        assert!(check(Label::Name, &"é".repeat(80)).is_ok());
        let e = check(Label::Name, &"é".repeat(81)).unwrap_err().to_string();
        assert!(
            e.contains("81 characters long; a name may be at most 80"),
            "{e}"
        );
        assert!(check(Label::Id, &"x".repeat(41)).is_err());
        assert!(check(Label::Reason, &"x".repeat(500)).is_ok());
    }
}

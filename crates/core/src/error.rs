//! Errors that say where: the file, the line and the field at fault; and the one error of
//! a word or value that could not be read, which names what was expected.
//!
//! Every input the calculator reads (round files, paytables, house-rules files) is
//! refused with a [`FileError`], so a supervisor can go straight to the mistake; a value
//! read on its own (a card's suit, odds, a date, a vocabulary's word) is refused with a
//! [`ParseError`], which a file's reader places with its line and field.

use std::fmt;
use std::ops::Range;

use pitpay_language::{sentence, Sentence, Words};

/// A problem in an input file, located as precisely as the input allows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileError {
    /// The file's name as given (or `<round>` for text typed in the app).
    pub file: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// The field at fault, e.g. `seat 1 hands[0]` or `tier[2].odds`.
    pub field: String,
    /// What is wrong, in English words; rule numbers where a rule decides it: what
    /// JSON carries. The reader writes it from the typed error of the value at fault (a
    /// [`ParseError`], a house option's error …).
    pub message: String,
    /// The same, to be written in the reader's language ([`FileError::message_in`]).
    pub sentence: Sentence,
}

impl FileError {
    /// A problem with `field` in `file`, at the line holding `span` in `source`.
    pub fn at(
        file: &str,
        source: &str,
        span: Option<Range<usize>>,
        field: impl Into<String>,
        message: impl Into<Sentence>,
    ) -> FileError {
        FileError::placed(
            file,
            span.map(|s| line_of(source, s.start)),
            &field.into(),
            message,
        )
    }

    /// A problem with a whole file (it cannot be read at all).
    pub fn whole(file: &str, message: impl Into<Sentence>) -> FileError {
        FileError::placed(file, None, "", message)
    }

    /// A problem with `field` in `file` at `line`, where the reader already knows the
    /// line. What the file said is escaped before it is echoed (control characters as
    /// their escapes).
    pub fn placed(
        file: &str,
        line: Option<usize>,
        field: &str,
        message: impl Into<Sentence>,
    ) -> FileError {
        let sentence = message.into().map_text(escaped);
        FileError {
            file: escaped(file),
            line,
            field: escaped(field),
            message: sentence.to_string(),
            sentence,
        }
    }

    /// What is wrong, in `words`' language.
    pub fn message_in(&self, words: &Words) -> String {
        self.sentence.in_words(words)
    }

    /// The whole refusal (`file:line: field: what is wrong`) in `words`' language: the
    /// place is the file's own (its name, line and key), the words are the reader's.
    pub fn in_words(&self, words: &Words) -> String {
        format!("{}: {}", self.place(), self.message_in(words))
    }

    /// The whole refusal as a sentence, for a refusal that holds it (a journal whose
    /// settings do not read): the file's place as it is written, then what is wrong.
    pub fn placed_sentence(&self) -> Sentence {
        pitpay_language::sentence!(
            "file-placed",
            place = self.place(),
            why = self.sentence.clone()
        )
    }

    /// `file:line: field`, as the file names them.
    fn place(&self) -> String {
        let mut place = self.file.clone();
        if let Some(line) = self.line {
            place.push_str(&format!(":{line}"));
        }
        if !self.field.is_empty() {
            place.push_str(&format!(": {}", self.field));
        }
        place
    }

    /// A TOML syntax or shape error, with the line the parser reports.
    ///
    /// The field is read from the file at the error's span: the key itself where the
    /// span covers a key (an unknown or repeated key), else the key written on the line
    /// of the value at fault. Only a missing key has no place in the file; serde names
    /// it in its fixed `missing field` wording, and that name is used. The parser's
    /// wording is put into user words (`user_words`).
    pub fn from_toml(file: &str, source: &str, e: &toml::de::Error) -> FileError {
        let span = e.span();
        let field = missing_key(e.message())
            .or_else(|| {
                let span = span.clone()?;
                key_at(source, &span).or_else(|| key_on_line(source, span.start))
            })
            .unwrap_or_default();
        let message = user_words(e.message().trim());
        FileError::at(file, source, span, field, message)
    }
}

/// Text for a terminal: every control character written as its escape (`\u0000`), as
/// a TOML file writes it. An error echoes what the file said (a key, a value), and a raw
/// NUL, escape or carriage return would garble or rewrite the line it is printed on.
fn escaped(text: &str) -> String {
    if !text.chars().any(char::is_control) {
        return text.to_string();
    }
    text.chars()
        .map(|c| {
            if c.is_control() {
                format!("\\u{:04X}", u32::from(c))
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// The key serde reports missing (`missing field `version``): the one error whose key is
/// not in the file, so that the span cannot name it.
fn missing_key(message: &str) -> Option<String> {
    let name = message.strip_prefix("missing field `")?.strip_suffix('`')?;
    (!name.is_empty()).then(|| name.to_string())
}

/// The key at `span`, when the span covers a key (bare, or quoted) followed by `=`, `.`
/// or the `]` of a table header: `colour = 1` → `colour`, `[seat.wagers]` → `wagers`.
fn key_at(source: &str, span: &Range<usize>) -> Option<String> {
    let text = source.get(span.clone())?;
    let key = match text.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(quoted) => quoted,
        None if is_bare_key(text) => text,
        None => return None,
    };
    let after = source.get(span.end..)?.trim_start_matches([' ', '\t']);
    let line_start = source.get(..span.start)?.rfind('\n').map_or(0, |i| i + 1);
    let in_header = source
        .get(line_start..span.start)
        .is_some_and(|before| before.trim_start().starts_with('[') && !before.contains('='));
    let follows =
        after.starts_with('=') || after.starts_with('.') || (in_header && after.starts_with(']'));
    (follows && !key.is_empty()).then(|| key.to_string())
}

fn is_bare_key(text: &str) -> bool {
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The key written at the start of the line holding `offset` (`decks = "8"` → `decks`).
fn key_on_line(source: &str, offset: usize) -> Option<String> {
    let start = source.get(..offset)?.rfind('\n').map_or(0, |i| i + 1);
    let line = source.get(start..)?.lines().next()?;
    let (key, _) = line.split_once('=')?;
    let key = key.trim().trim_matches('"');
    (!key.is_empty() && !key.starts_with('[')).then(|| key.to_string())
}

/// The parser's message in the words of the people who write round files: serde's
/// `invalid type: string "x", expected i64` becomes `expected a whole number, found the
/// text "x"`; Rust type names (`i64`, `struct RawCards`, `sequence`, `map`) become
/// "a whole number", "a table", "a list". A message with no words of its own (a syntax
/// error) is kept as the parser wrote it, with advice where a common mistake is behind it
/// (an unquoted key holding `+`, a backslash in double quotes).
fn user_words(message: &str) -> Sentence {
    if let Some(said) = shape_words(message).or_else(|| key_words(message)) {
        return said;
    }
    if message.contains("unquoted key") {
        sentence!("value-toml-unquoted-key", problem = message)
    } else if message.contains("escape") {
        // In double quotes a backslash starts an escape, so a Windows path written as
        // on Windows fails here: say how to write one.
        sentence!("value-toml-backslash", problem = message)
    } else {
        // The reader's words are English only; a translation says around them that the
        // file's syntax is at fault.
        sentence!("value-toml-syntax", problem = message)
    }
}

/// `invalid type: …, expected …` in user words, when both what was expected and what
/// was found have words here.
fn shape_words(message: &str) -> Option<Sentence> {
    let shape = message
        .strip_prefix("invalid type: ")
        .or_else(|| message.strip_prefix("invalid value: "))?;
    let (found, expected) = shape.rsplit_once(", expected ")?;
    let expected = expected_kind(expected)?;
    let (found, value) = found_kind(found)?;
    Some(sentence!(
        "value-expected-found",
        expected = expected,
        found = found,
        value = value
    ))
}

/// serde's words for a key: one it does not know, one that is missing, a number its
/// own reader found too large.
fn key_words(message: &str) -> Option<Sentence> {
    if let Some(rest) = message.strip_prefix("unknown field `") {
        let (key, expected) = rest.split_once("`, expected ")?;
        return Some(match expected.strip_prefix("one of ") {
            Some(keys) => sentence!("value-unknown-field-one-of", key = key, keys = keys),
            None => sentence!("value-unknown-field", key = key, expected = expected),
        });
    }
    if let Some(key) = missing_key(message) {
        return Some(sentence!("value-missing-field", key = key));
    }
    let number = message.strip_suffix(" is too large")?;
    number
        .bytes()
        .all(|b| b.is_ascii_digit() || b == b'-')
        .then(|| sentence!("value-too-large", number = number))
}

/// What serde says it expected, as the selector of its user words.
fn expected_kind(expected: &str) -> Option<&'static str> {
    let integer = |t: &str| {
        t.len() > 1
            && (t.starts_with('i') || t.starts_with('u'))
            && t.get(1..)
                .is_some_and(|d| d.bytes().all(|b| b.is_ascii_digit()))
    };
    Some(match expected {
        t if integer(t) => "whole-number",
        "a whole number" => "whole-number",
        "a string" | "a borrowed string" | "a character" => "text",
        "a sequence" => "list",
        "a boolean" => "boolean",
        "f32" | "f64" => "number",
        t if t == "a map" || t.starts_with("struct ") || t.starts_with("map") => "table",
        "an amount: a string such as \"25.50\" or a whole number" => "amount",
        "a game id such as \"lucky9\", or a list of them" => "game-ids",
        _ => return None,
    })
}

/// What serde says it found (`string "x"`, `integer `5``, `sequence` …), as the selector
/// of its user words and the value written in the file (empty when there is none).
fn found_kind(found: &str) -> Option<(&'static str, String)> {
    let quoted = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .and_then(|t| t.strip_prefix('`'))
            .and_then(|t| t.split_once('`'))
    };
    if let Some(text) = found.strip_prefix("string ") {
        return Some(("text", text.to_string()));
    }
    if let Some((number, rest)) = quoted("integer ") {
        // `as i128`: the number did not fit the 64 bits TOML integers are read into.
        let kind = if rest.trim().is_empty() {
            "number"
        } else {
            "too-large"
        };
        return Some((kind, number.to_string()));
    }
    if let Some((number, _)) = quoted("floating point ") {
        return Some(("number", number.to_string()));
    }
    if let Some((value, _)) = quoted("boolean ") {
        return Some(("boolean", value.to_string()));
    }
    match found {
        "sequence" => Some(("list", String::new())),
        "map" => Some(("table", String::new())),
        _ => None,
    }
}

/// The 1-based line holding byte `offset` of `source`.
pub fn line_of(source: &str, offset: usize) -> usize {
    source
        .get(..offset.min(source.len()))
        .map_or(1, |s| s.bytes().filter(|&b| b == b'\n').count() + 1)
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if !self.field.is_empty() {
            write!(f, ": {}", self.field)?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for FileError {}

/// A word or value that is not one of the kind asked for: `"poker" is not a game (one of
/// lucky9, blackjack, stadium-blackjack)`. The reader of a file, the command line and the
/// window each place it (a field, a flag, a box); it says only what was written and what
/// would have been read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// What was written.
    pub text: String,
    /// What it should have been, with its article: "a game", "odds".
    pub what: &'static str,
    /// What would have been read: "one of to, for", "YYYY-MM-DD".
    pub expected: String,
}

impl ParseError {
    /// `text` is not `what`; `expected` says what would be.
    pub(crate) fn new(text: &str, what: &'static str, expected: impl Into<String>) -> ParseError {
        ParseError {
            text: text.to_string(),
            what,
            expected: expected.into(),
        }
    }
}

impl From<&ParseError> for Sentence {
    fn from(e: &ParseError) -> Sentence {
        let text = e.text.as_str();
        if let Some(ids) = e.expected.strip_prefix("one of ") {
            if let Some(what) = vocabulary_kind(e.what) {
                return sentence!("value-not-one-of", text = text, what = what, ids = ids);
            }
        }
        match e.what {
            "a date" => sentence!("value-not-a-date", text = text),
            "a suit" => sentence!("value-not-a-suit", text = text),
            "a convention" => sentence!("value-not-a-convention", text = text),
            "odds" => sentence!("value-not-odds", text = text),
            // A kind with no message yet is said in its own English words.
            what => Sentence::from(format!("\"{text}\" is not {what} ({})", e.expected)),
        }
    }
}

impl From<ParseError> for Sentence {
    fn from(e: ParseError) -> Sentence {
        Sentence::from(&e)
    }
}

pitpay_language::english_display!(ParseError);

impl std::error::Error for ParseError {}

/// The selector of a closed vocabulary's name ([`crate::vocabulary!`]), by the words
/// its declaration gives it.
fn vocabulary_kind(what: &str) -> Option<&'static str> {
    Some(match what {
        "a game" => "game",
        "a party" => "party",
        "a currency this calculator knows" => "currency",
        "a rounding" => "rounding",
        "a card set" => "card-set",
        "a value" => "value",
        "a level" => "level",
        "a mode" => "mode",
        "a dealer error" => "dealer-error",
        "a drill" => "drill",
        "a count" => "count",
        "a house option" => "house-option",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;
    use crate::paytable::raw::RawPaytable;
    use crate::round::Round;

    /// The contract's Lucky 9 round (ROUND-FILE.md "Round file").
    const ROUND: &str = "game = \"lucky9\"\ndecks = 8\ntable = \"L9-4\"\n\n[cards]\ndealer = \"KC 4H 3D\"\n\n[[seat]]\nseat = 1\nhands = [\"AS 8D\"]\n[seat.wagers]\nmain = \"25\"\nbonus9 = \"5\"\n";

    /// The round with `from` replaced by `to`, read as a round: the error it gives.
    /// Type errors come from the parser ([`FileError::from_toml`]) or, for text where a
    /// number belongs, from the reader, in the same words.
    fn error(from: &str, to: &str) -> FileError {
        let text = ROUND.replacen(from, to, 1);
        assert_ne!(text, ROUND, "{from} is in the round");
        match Round::parse("round.toml", &text, &Catalog::shipped()) {
            Ok(_) => panic!("read, but should be refused:\n{text}"),
            Err(e) => e,
        }
    }

    #[track_caller]
    fn says(e: &FileError, line: usize, field: &str, message: &str) {
        assert_eq!(
            (e.line, e.field.as_str(), e.message.as_str()),
            (Some(line), field, message),
            "{e}"
        );
    }

    /// A control character in what the file said (a NUL in a quoted key) is echoed as
    /// its escape, never raw: the message, its field and the JSON carry `\u0000`.
    #[test]
    fn a_control_character_in_a_key_is_escaped_in_the_message() {
        let e = error("table = \"L9-4\"", "\"ta\\u0000ble\" = \"L9-4\"");
        assert!(!e.to_string().contains('\0'), "{e:?}");
        assert!(!e.field.chars().any(char::is_control), "{e:?}");
        assert!(e.message.contains("ta\\u0000ble"), "{e:?}");
        let e = FileError::whole("bell\u{7}.toml", "says \u{1b}[2J");
        assert_eq!(e.to_string(), "bell\\u0007.toml: says \\u001B[2J");
    }

    #[test]
    fn a_deck_count_written_as_text_says_whole_number_and_the_text() {
        let e = error("decks = 8", "decks = \"x\"");
        says(
            &e,
            2,
            "decks",
            "expected a whole number, found the text \"x\"",
        );
        assert_eq!(
            e.to_string(),
            "round.toml:2: decks: expected a whole number, found the text \"x\""
        );
    }

    /// A Windows path written in double quotes, as Windows shows it, is refused
    /// naming the file, line and key, and saying how to write it; in single quotes it reads.
    #[test]
    fn a_windows_path_in_double_quotes_says_how_to_write_one() {
        let text = "station = 'Pit 2'\nmark_folder = \"D:\\PitpayMarks\"\n";
        let e = toml::from_str::<toml::Table>(text).unwrap_err();
        let e = FileError::from_toml("settings.toml", text, &e);
        assert_eq!((e.line, e.field.as_str()), (Some(2), "mark_folder"), "{e}");
        assert!(
            e.message.ends_with("write a Windows path in single quotes, e.g. 'D:\\Pitpay\\marks', or with doubled backslashes)"),
            "{e}"
        );
        let single = "mark_folder = 'D:\\PitpayMarks'\n";
        let read = toml::from_str::<toml::Table>(single).unwrap();
        assert_eq!(read["mark_folder"].as_str(), Some("D:\\PitpayMarks"));
    }

    #[test]
    fn numbers_of_the_wrong_kind_are_named_in_user_words() {
        let e = error("decks = 8", "decks = 2.5");
        says(
            &e,
            2,
            "decks",
            "expected a whole number, found the number 2.5",
        );
        let e = error("decks = 8", "decks = 300000000000000000000");
        says(
            &e,
            2,
            "decks",
            "expected a whole number, found the number 300000000000000000000, which is too large",
        );
        let e = error("decks = 8", "decks = true");
        says(&e, 2, "decks", "expected a whole number, found true");
        let e = error("seat = 1", "seat = \"one\"");
        says(
            &e,
            9,
            "seat",
            "expected a whole number, found the text \"one\"",
        );
    }

    #[test]
    fn lists_tables_and_text_are_named_in_user_words() {
        let e = error("hands = [\"AS 8D\"]", "hands = \"AS 8D\"");
        says(&e, 10, "hands", "expected a list, found the text \"AS 8D\"");
        let e = error("hands = [\"AS 8D\"]", "hands = [1]");
        says(
            &e,
            10,
            "hands",
            "expected text in quotes, found the number 1",
        );
        let e = error("game = \"lucky9\"", "game = 9");
        says(&e, 1, "game", "expected text in quotes, found the number 9");
        let e = error("dealer = \"KC 4H 3D\"", "dealer = { a = 1 }");
        says(&e, 6, "dealer", "expected text in quotes, found a table");
        let e = error("[cards]", "cards = 5\n[foo]");
        says(&e, 5, "cards", "expected a table, found the number 5");
        let e = error("main = \"25\"", "main = [25]");
        says(
            &e,
            12,
            "main",
            "expected an amount: a string such as \"25.50\" or a whole number, found a list",
        );
        for e in [&e, &error("decks = 8", "decks = [8]")] {
            for rust in ["i64", "i128", "sequence", "struct", "map", "invalid type"] {
                assert!(!e.message.contains(rust), "{e}");
            }
        }
    }

    #[test]
    fn an_unknown_key_is_named_from_its_place_in_the_file() {
        let e = error("table = \"L9-4\"", "colour = \"red\"");
        assert_eq!((e.line, e.field.as_str()), (Some(3), "colour"), "{e}");
        assert!(e.message.starts_with("unknown field `colour`"), "{e}");
        // A quoted key is named without its quotes.
        let e = error("table = \"L9-4\"", "\"colour\" = \"red\"");
        assert_eq!(e.field, "colour", "{e}");
        // The key the span covers, not a word that merely appears in the message.
        let e = error("[cards]\n", "[cards]\nburn = \"2C\"\n");
        assert_eq!((e.line, e.field.as_str()), (Some(6), "burn"), "{e}");
    }

    #[test]
    fn a_key_written_twice_is_named() {
        let e = error("[seat.wagers]", "[seat.wagers]\n[seat.wagers]");
        assert_eq!((e.line, e.field.as_str()), (Some(12), "wagers"), "{e}");
    }

    #[test]
    fn a_missing_key_is_named_and_located_at_its_table() {
        let e = error("decks = 8\n", "");
        says(&e, 1, "decks", "missing field `decks`");
    }

    #[test]
    fn a_key_with_a_plus_gets_the_quoting_hint() {
        let e = error("bonus9 = \"5\"", "21+3-progressive = \"5\"");
        assert_eq!(e.line, Some(13), "{e}");
        assert!(e.message.contains("must be quoted"), "{e}");
    }

    #[test]
    fn paytable_files_get_the_same_words() {
        let text = "id = 5\n";
        let e = toml::from_str::<RawPaytable>(text).unwrap_err();
        let e = FileError::from_toml("bad.toml", text, &e);
        says(&e, 1, "id", "expected text in quotes, found the number 5");
        let text = "game = 9\n";
        let e = toml::from_str::<RawPaytable>(text).unwrap_err();
        let e = FileError::from_toml("bad.toml", text, &e);
        says(
            &e,
            1,
            "game",
            "expected a game id such as \"lucky9\", or a list of them, found the number 9",
        );
    }
}

//! Which languages Pitpay speaks: those with a folder of shipped messages, plus `en-XA`,
//! the pseudo-language of the checks (English accented and lengthened, in brackets, so a
//! word left outside the message files stands out as plain English).

use std::fmt;

use unic_langid::LanguageIdentifier;

/// The pseudo-language's tag (Android's and CLDR's tag for accented pseudo-English).
pub(crate) const PSEUDO: &str = "en-XA";

/// A language Pitpay speaks, by its BCP 47 tag as the shipped folder spells it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Language {
    tag: &'static str,
}

/// A language asked for that Pitpay does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LanguageError {
    /// Not a language with shipped messages.
    #[error("\"{given}\" is not a language Pitpay speaks; it speaks {}", list(.known))]
    Unknown {
        /// As given.
        given: String,
        /// The tags there are.
        known: Vec<&'static str>,
    },
    /// A property's own message file that does not read.
    #[error("{file}, line {line}: {message}")]
    Operator {
        /// The file, as messages name it.
        file: String,
        /// Its 1-based line.
        line: usize,
        /// What is wrong, in words.
        message: String,
    },
}

/// A language refused, in any language: a data file's `[names]` nests it in the file's
/// refusal, so the whole refusal is in one language (its English as above).
impl From<&LanguageError> for crate::Sentence {
    fn from(e: &LanguageError) -> crate::Sentence {
        match e {
            LanguageError::Unknown { given, known } => crate::sentence!(
                "table-error-language-unknown",
                given = given,
                known = known.join(", "),
                pseudo = PSEUDO
            ),
            LanguageError::Operator {
                file,
                line,
                message,
            } => crate::sentence!(
                "table-error-language-operator",
                file = file,
                line = line.to_string(),
                message = message
            ),
        }
    }
}

fn list(known: &[&str]) -> String {
    let mut out = known.join(", ");
    out.push_str(" (and ");
    out.push_str(PSEUDO);
    out.push_str(", pseudo-English for testing)");
    out
}

impl Language {
    /// English, the language every message is written in first.
    pub const ENGLISH: Language = Language { tag: "en" };

    /// Every language with shipped messages, English first.
    pub fn all() -> Vec<Language> {
        let mut tags: Vec<&'static str> = crate::shipped().iter().map(|(tag, _, _)| *tag).collect();
        tags.dedup();
        tags.sort_by_key(|t| (*t != "en", *t));
        tags.into_iter().map(|tag| Language { tag }).collect()
    }

    /// The language `given` names: a shipped tag in any letter case (`zh-hant` is
    /// `zh-Hant`), or the pseudo-language.
    pub fn parse(given: &str) -> Result<Language, LanguageError> {
        let wanted = given.trim();
        let canonical = wanted
            .parse::<LanguageIdentifier>()
            .map(|id| id.to_string())
            .unwrap_or_else(|_| wanted.to_string());
        let found = (crate::shipped().iter().map(|(tag, _, _)| *tag))
            .chain(std::iter::once(PSEUDO))
            .find(|tag| tag.eq_ignore_ascii_case(&canonical));
        found
            .map(|tag| Language { tag })
            .ok_or_else(|| LanguageError::Unknown {
                given: wanted.to_string(),
                known: Language::all().iter().map(|l| l.tag).collect(),
            })
    }

    /// Its BCP 47 tag (`zh-Hant`).
    pub fn tag(&self) -> &'static str {
        self.tag
    }

    /// Its name in itself ("繁體中文"), as the palette lists it.
    pub fn own_name(&self) -> &'static str {
        static NAMES: std::sync::LazyLock<Vec<(&'static str, String)>> =
            std::sync::LazyLock::new(|| {
                let all = Language::all().into_iter();
                all.map(|l| (l.tag, crate::t!(crate::Words::shipped(l), "language-name")))
                    .collect()
            });
        (NAMES.iter().find(|(tag, _)| *tag == self.tag)).map_or(self.tag, |(_, name)| name.as_str())
    }

    /// Whether it is the pseudo-language of the checks.
    pub fn is_pseudo(&self) -> bool {
        self.tag == PSEUDO
    }

    /// Whether it is English.
    pub(crate) fn is_english(&self) -> bool {
        self.tag == "en"
    }

    /// The language whose shipped messages it reads: itself, or English for the
    /// pseudo-language.
    pub(crate) fn source(&self) -> &'static str {
        if self.is_pseudo() {
            "en"
        } else {
            self.tag
        }
    }

    /// Its identifier, for CLDR's plural rules.
    pub(crate) fn identifier(&self) -> LanguageIdentifier {
        self.source().parse().unwrap_or_default()
    }
}

impl Default for Language {
    fn default() -> Self {
        Language::ENGLISH
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shipped_tag_reads_in_any_case_and_others_are_refused_with_the_list() {
        assert_eq!(Language::parse("zh-hant").map(|l| l.tag()), Ok("zh-Hant"));
        assert_eq!(Language::parse(" EN ").map(|l| l.tag()), Ok("en"));
        assert!(Language::parse("en-xa").is_ok_and(|l| l.is_pseudo()));
        let refused = Language::parse("fr").unwrap_err().to_string();
        assert!(refused.contains("\"fr\""), "{refused}");
        for tag in ["en", "zh-Hans", "zh-Hant"] {
            assert!(refused.contains(tag), "{refused}");
        }
    }
}

//! A sentence said once and written in any language: what a library refuses with.
//!
//! A library that refuses a round file, a paytable or a setting does not know who will
//! read the refusal: the command line in the podium's language, the window in the
//! language chosen from its palette, a script reading `--json` in English. So it says
//! what is wrong as a [`Sentence`] (a message id and its variables, [`sentence!`]), and
//! whoever shows it writes it in their [`Words`]. Its English is what JSON carries.

use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use crate::{english, Names, Words};

/// What is wrong, as a message and its variables, written in any language by
/// [`Sentence::in_words`]; or, where a library still words a refusal itself (a parser's
/// own message echoed as it is), those English words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sentence(Box<Said>);

#[derive(Debug, Clone, PartialEq, Eq)]
enum Said {
    Message {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    Written(String),
}

/// A variable of a sentence: text (an amount is passed already written) or a whole
/// count, which a translation may choose a plural form by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Text, as it is.
    Text(String),
    /// A whole count.
    Count(i64),
    /// Another sentence (a refusal's cause), written in the same language as the one
    /// it is part of.
    Said(Box<Sentence>),
    /// A name a data file gives (a side bet's title, a tier's name): in the reader's
    /// language where the file's `[names]` give one, else in English ([`Arg::named`]).
    Named {
        /// The file's `name` (or `title`).
        english: String,
        /// Its `[names]`.
        names: Names,
    },
}

impl Arg {
    /// The variable as text in `words`' language (a count as its digits).
    pub fn in_words(&self, words: &Words) -> String {
        match self {
            Arg::Text(t) => t.clone(),
            Arg::Count(n) => n.to_string(),
            Arg::Said(s) => s.in_words(words),
            Arg::Named { english, names } => names.or(words.language(), english).to_string(),
        }
    }

    /// A data file's name with its `[names]`, said in the language of the sentence it
    /// is part of.
    pub fn named(english: &str, names: &Names) -> Arg {
        Arg::Named {
            english: english.to_string(),
            names: names.clone(),
        }
    }
}

impl Sentence {
    /// Message `id` with no variables yet (use [`sentence!`], which names them).
    #[doc(hidden)]
    pub fn message(id: &'static str) -> Sentence {
        Sentence(Box::new(Said::Message {
            id,
            args: Vec::new(),
        }))
    }

    /// The sentence with variable `name` set to `value`.
    #[doc(hidden)]
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Sentence {
        if let Said::Message { args, .. } = &mut *self.0 {
            args.push((name, value.into()));
        }
        self
    }

    /// Words a library still writes itself, in English, shown as they are.
    fn written(text: impl Into<String>) -> Sentence {
        Sentence(Box::new(Said::Written(text.into())))
    }

    /// The sentence in `words`' language.
    pub fn in_words(&self, words: &Words) -> String {
        match &*self.0 {
            Said::Written(text) => text.clone(),
            Said::Message { id, args } => {
                let mut fluent = FluentArgs::new();
                for (name, value) in args {
                    match value {
                        Arg::Count(n) => fluent.set(*name, FluentValue::from(*n)),
                        text => fluent.set(*name, FluentValue::from(text.in_words(words))),
                    }
                }
                words.message(id, Some(&fluent))
            }
        }
    }

    /// The sentence with every text variable (or the written words) passed through
    /// `f`: how a file's reader escapes what the file said before it is echoed.
    #[must_use]
    pub fn map_text(self, f: impl Fn(&str) -> String) -> Sentence {
        self.map_dyn(&f)
    }

    fn map_dyn(self, f: &dyn Fn(&str) -> String) -> Sentence {
        Sentence(Box::new(match *self.0 {
            Said::Written(text) => Said::Written(f(&text)),
            Said::Message { id, args } => Said::Message {
                id,
                args: args
                    .into_iter()
                    .map(|(name, value)| match value {
                        Arg::Text(t) => (name, Arg::Text(f(&t))),
                        Arg::Said(s) => (name, Arg::Said(Box::new(s.map_dyn(f)))),
                        Arg::Named { english, names } => (
                            name,
                            Arg::Named {
                                english: f(&english),
                                names: names.map(f),
                            },
                        ),
                        count => (name, count),
                    })
                    .collect(),
            },
        }))
    }
}

/// In English, as JSON and logs carry it.
impl fmt::Display for Sentence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_words(english()))
    }
}

impl From<String> for Sentence {
    fn from(text: String) -> Sentence {
        Sentence::written(text)
    }
}

impl From<&str> for Sentence {
    fn from(text: &str) -> Sentence {
        Sentence::written(text)
    }
}

impl From<&String> for Sentence {
    fn from(text: &String) -> Sentence {
        Sentence::written(text.as_str())
    }
}

impl From<Sentence> for Arg {
    fn from(s: Sentence) -> Arg {
        Arg::Said(Box::new(s))
    }
}

impl From<&Sentence> for Arg {
    fn from(s: &Sentence) -> Arg {
        Arg::Said(Box::new(s.clone()))
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_string())
    }
}

impl From<&String> for Arg {
    fn from(t: &String) -> Arg {
        Arg::Text(t.clone())
    }
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
counts!(i8, i16, i32, i64, u8, u16, u32, u64, usize);

/// A sentence to be written in any language: `sentence!("cli-error", message = text)`. Each variable is text or a whole count ([`Arg`]). The id is always a
/// literal, so that the checks can find every message the code uses.
#[macro_export]
macro_rules! sentence {
    ($id:literal) => {
        $crate::Sentence::message($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::Sentence::message($id)$(.with(stringify!($name), $value))+
    };
}

/// `Display` in English for each error type given, from its sentence
/// (`impl From<&E> for Sentence`): a library's refusal has one wording, which logs,
/// tests and `--json` read in English and a person reads in their language.
#[macro_export]
macro_rules! english_display {
    ($($t:ty),* $(,)?) => {$(
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::Sentence::from(self).to_string())
            }
        }
    )*};
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Language, Words};

    /// The same sentence reads in each language, with its variables in place: the
    /// language file's own message, not English under it.
    #[test]
    fn a_sentence_is_written_in_the_words_asked_for() {
        let s = sentence!("cli-error", message = "xx");
        let english = s.in_words(english());
        let chinese = s.in_words(&Words::shipped(Language::parse("zh-Hant").unwrap()));
        assert!(
            english.contains("xx") && chinese.contains("xx"),
            "{english} / {chinese}"
        );
        assert_ne!(english, chinese);
        assert_eq!(s.to_string(), english);
    }

    #[test]
    fn escaping_reaches_text_variables_and_written_words_but_not_counts() {
        let s = sentence!("cli-error", message = "a\u{0}b", n = 3_u8)
            .map_text(|t| t.replace('\0', "\\0"));
        assert_eq!(
            s,
            Sentence::message("cli-error")
                .with("message", "a\\0b")
                .with("n", 3_u8)
        );
        let w = Sentence::written("x\0").map_text(|t| t.replace('\0', "\\0"));
        assert_eq!(w.in_words(english()), "x\\0");
    }

    /// A data file's name inside a sentence is said in the sentence's language where
    /// the file's `[names]` give one, and in English where they do not (issue: "a
    /// missing one falls back to English"); escaping reaches every name.
    #[test]
    fn a_named_variable_takes_the_name_the_file_gives_in_the_readers_language() {
        let names = Names::new([("zh-Hant".to_string(), "同花三條".to_string())]).unwrap();
        let s = sentence!("cli-error", message = Arg::named("Suited trips", &names));
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let hans = Words::shipped(Language::parse("zh-Hans").unwrap());
        assert!(
            s.in_words(&hant).contains("同花三條"),
            "{}",
            s.in_words(&hant)
        );
        assert!(s.in_words(english()).contains("Suited trips"));
        assert!(
            s.in_words(&hans).contains("Suited trips"),
            "no zh-Hans name: English"
        );
        let escaped = s.map_text(|t| t.replace('三', "3"));
        assert!(escaped.in_words(&hant).contains("同花3條"));
    }
}

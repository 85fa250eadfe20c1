//! A name a data file gives in other languages: a paytable, side bet, rack or house
//! rule's `[names]` table (`zh-Hant = "幸運九"`) beside its English `name`. Names in
//! other languages are not part of what a fingerprint covers: they are how a thing is
//! called, not what it pays.

use std::collections::BTreeMap;

use crate::Language;

/// Names by language tag; a name it lacks falls back to the English one.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Names {
    by_tag: BTreeMap<String, String>,
}

impl Names {
    /// Names from `(tag, name)` pairs; each tag must be a language Pitpay speaks.
    pub fn new(
        pairs: impl IntoIterator<Item = (String, String)>,
    ) -> Result<Names, crate::LanguageError> {
        let mut by_tag = BTreeMap::new();
        for (tag, name) in pairs {
            let language = Language::parse(&tag)?;
            by_tag.insert(language.tag().to_string(), name);
        }
        Ok(Names { by_tag })
    }

    /// The name in `language`, if the file gives one (the pseudo-language reads the
    /// English name, so it has none of its own).
    pub fn get(&self, language: &Language) -> Option<&str> {
        self.by_tag.get(language.tag()).map(String::as_str)
    }

    /// The name in `language`, else `english`.
    pub fn or<'a>(&'a self, language: &Language, english: &'a str) -> &'a str {
        self.get(language).unwrap_or(english)
    }

    /// Each name passed through `f` (a reader's escaping, before a name is echoed).
    pub(crate) fn map(self, f: &dyn Fn(&str) -> String) -> Names {
        Names {
            by_tag: self
                .by_tag
                .into_iter()
                .map(|(tag, name)| (tag, f(&name)))
                .collect(),
        }
    }
}

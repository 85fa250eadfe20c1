//! Names a data file gives in other languages: a paytable's, side bet's, tier's, rack's
//! or house-rules file's `[names]` table (`zh-Hant = "幸運九"`) beside its English
//! `name`. They are how a thing is called, not what it pays, so no fingerprint covers
//! them; a tag Pitpay does not speak is refused like any other data mistake, naming
//! the file, line and field.

use std::collections::BTreeMap;

use pitpay_language::{sentence, Language, Names, Sentence};
use toml::Spanned;

use crate::error::FileError;

/// `[names]` as TOML writes it: language tag to name.
pub(crate) type RawNames = Spanned<BTreeMap<String, Spanned<String>>>;

/// Reads `[names]` (`field` is where it stands: `names`, `side_bet.names`,
/// `tier[2].names`). English is the file's own `name` and the pseudo-language has no
/// names of its own, so both are refused here.
pub(crate) fn read(
    file: &str,
    source: &str,
    raw: Option<&RawNames>,
    field: &str,
) -> Result<Names, FileError> {
    let Some(raw) = raw else {
        return Ok(Names::default());
    };
    let mut pairs = Vec::new();
    for (tag, name) in raw.get_ref() {
        let here = |message: Sentence| {
            FileError::at(
                file,
                source,
                Some(name.span()),
                format!("{field}.{tag}"),
                message,
            )
        };
        let language = Language::parse(tag).map_err(|e| here(Sentence::from(&e)))?;
        if language == Language::ENGLISH || language.is_pseudo() {
            let message = sentence!("file-no-names-of-its-own", tag = tag);
            return Err(here(message));
        }
        let text = name.get_ref().trim().to_string();
        crate::label::check(crate::label::Label::Title, &text)
            .map_err(|m| here(m.of_key("name")))?;
        pairs.push((language.tag().to_string(), text));
    }
    Names::new(pairs)
        .map_err(|e| FileError::at(file, source, Some(raw.span()), field, e.to_string()))
}

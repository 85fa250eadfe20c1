//! The messages of one language, with English under them and a property's own files over
//! both.
//!
//! Looking a message up goes through a short chain of bundles: the language's (the
//! property's `.ftl` files added over the shipped ones, message by message), then
//! English's, so a message a translation lacks still says something, in English. The
//! checks (tests/source/languages.rs) keep every shipped translation whole.

use std::borrow::Cow;
use std::path::Path;
use std::sync::{Arc, LazyLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::{Language, LanguageError};

type Bundle = FluentBundle<Arc<FluentResource>>;

/// The messages of one language.
pub struct Words {
    language: Language,
    /// The language's bundle, then English's (none for English itself).
    chain: Vec<Bundle>,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("language", &self.language)
            .finish()
    }
}

static ENGLISH: LazyLock<Words> = LazyLock::new(|| Words::shipped(Language::ENGLISH));

/// The shipped English messages: what machine-read text (JSON's reasons) and anything
/// with no language of its own is written in.
pub fn english() -> &'static Words {
    &ENGLISH
}

impl Words {
    /// The shipped messages of `language`.
    pub fn shipped(language: Language) -> Words {
        Words::build(language, &[])
    }

    /// The messages of `language`, with a property's own files over the shipped ones:
    /// every `.ftl` file in `folder/<tag>/` (and `folder/en/` under it). A folder that is
    /// not there adds nothing; a file that does not read is refused, naming its line.
    pub fn load(language: Language, folder: &Path) -> Result<Words, LanguageError> {
        let mut own = Vec::new();
        let mut tags = vec![language.source()];
        if !language.is_english() {
            tags.push("en");
        }
        for tag in tags {
            own.extend(read_folder(tag, &folder.join(tag))?);
        }
        Ok(Words::build(language, &own))
    }

    fn build(language: Language, own: &[(&'static str, Arc<FluentResource>)]) -> Words {
        let mut tags = vec![language.source()];
        if language.source() != "en" {
            tags.push("en");
        }
        let chain = tags
            .into_iter()
            .map(|tag| {
                let id = if tag == language.source() {
                    language.identifier()
                } else {
                    Language::ENGLISH.identifier()
                };
                let mut bundle = Bundle::new_concurrent(vec![id]);
                // No Unicode isolation marks around variables: none of these languages is
                // written right to left, and the marks would print on slips as boxes.
                bundle.set_use_isolating(false);
                if language.is_pseudo() {
                    bundle.set_transform(Some(pseudo));
                }
                for (_, _, text) in crate::shipped().iter().filter(|(t, _, _)| *t == tag) {
                    bundle.add_resource_overriding(Arc::new(read_shipped(text)));
                }
                for (_, resource) in own.iter().filter(|(t, _)| *t == tag) {
                    bundle.add_resource_overriding(Arc::clone(resource));
                }
                bundle
            })
            .collect();
        Words { language, chain }
    }

    /// Its language.
    pub fn language(&self) -> &Language {
        &self.language
    }

    /// Message `id` with its variables (use [`crate::t!`], which names them). A message
    /// no bundle has is written as its id in brackets, which the checks refuse.
    pub fn message(&self, id: &str, args: Option<&FluentArgs>) -> String {
        for bundle in &self.chain {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            return bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned();
        }
        format!("[{id}]")
    }

    /// Whether this language's own messages (shipped or the property's) lack `id`, so
    /// that it is said in English.
    #[cfg(test)]
    fn lacks(&self, id: &str) -> bool {
        self.chain.first().is_none_or(|b| !b.has_message(id))
    }
}

/// Fluent's accented, lengthened pseudo-English, in brackets.
fn pseudo(text: &str) -> Cow<'_, str> {
    fluent_pseudo::transform_dom(text, false, true, true)
}

/// A shipped file, whatever in it fails to read left out (the checks refuse any such).
fn read_shipped(text: &'static str) -> FluentResource {
    FluentResource::try_new(text.to_string()).unwrap_or_else(|(resource, _)| resource)
}

/// A property's `.ftl` files in `folder`, in name order.
fn read_folder(
    tag: &'static str,
    folder: &Path,
) -> Result<Vec<(&'static str, Arc<FluentResource>)>, LanguageError> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Ok(Vec::new());
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|file| Ok((tag, Arc::new(read_file(file)?))))
        .collect()
}

fn read_file(file: &Path) -> Result<FluentResource, LanguageError> {
    let name = file.display().to_string();
    let refuse = |line: usize, message: String| LanguageError::Operator {
        file: name.clone(),
        line,
        message,
    };
    let text = std::fs::read_to_string(file)
        .map_err(|e| refuse(1, format!("cannot be read as UTF-8 text ({e})")))?;
    FluentResource::try_new(text.clone()).map_err(|(_, errors)| {
        let first = &errors[..1];
        // The start of the entry that failed (its junk), not where the parser gave up.
        let at = first
            .first()
            .map_or(0, |e| e.slice.as_ref().map_or(e.pos.start, |s| s.start));
        let line = text[..at.min(text.len())].matches('\n').count() + 1;
        let why = first
            .first()
            .map_or_else(String::new, |e| e.kind.to_string());
        refuse(line, format!("is not a Fluent message file here ({why})"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_message_says_its_id_and_a_lacking_translation_falls_back_to_english() {
        let en = english();
        assert_eq!(en.message("no-such-message", None), "[no-such-message]");
        assert!(en.lacks("no-such-message"));
    }

    #[test]
    fn a_property_file_overrides_one_message_and_a_broken_one_is_refused_by_line() {
        let dir = tempfile::tempdir().unwrap();
        let zh = dir.path().join("zh-Hant");
        std::fs::create_dir_all(&zh).unwrap();
        std::fs::write(zh.join("ours.ftl"), "language-name = 繁體中文（本場）\n").unwrap();
        let words = Words::load(Language::parse("zh-Hant").unwrap(), dir.path()).unwrap();
        assert_eq!(crate::t!(words, "language-name"), "繁體中文（本場）");
        std::fs::write(zh.join("ours.ftl"), "ok = fine\n\nbroken = {\n").unwrap();
        let refused = Words::load(Language::parse("zh-Hant").unwrap(), dir.path()).unwrap_err();
        assert!(
            matches!(refused, LanguageError::Operator { line: 3, .. }),
            "{refused}"
        );
    }

    #[test]
    fn the_pseudo_language_accents_and_brackets_english() {
        let words = Words::shipped(Language::parse("en-XA").unwrap());
        let text = crate::t!(words, "language-name");
        assert!(text.starts_with('[') && text.ends_with(']'), "{text}");
        assert!(!text.is_ascii(), "{text}");
    }
}

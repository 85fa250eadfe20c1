//! The words Pitpay writes, in each language it speaks.
//!
//! Every sentence a person reads (on the window, slips, signs, reports, worksheets and
//! the command line's messages) is a message in a Fluent file (Project Fluent, the
//! localization system of Firefox): `locales/<tag>/*.ftl` in the source tree, one folder
//! per language, named by its BCP 47 tag (`en`, `zh-Hant`, `zh-Hans`). The code names a
//! message by its id and hands it its variables ([`t!`]); the translation chooses the
//! word order and, through CLDR's plural rules, the plural forms.
//!
//! - [`Language`]: a language Pitpay speaks, read from a setting or `--language`; any
//!   other is refused with the list of those there are.
//! - [`Words`]: the messages of one language, with English under them for any message
//!   a translation lacks, and a property's own `.ftl` files over both (read at start, so
//!   a property's translator changes a word without a rebuild).
//! - [`Names`]: a name a data file gives in other languages (a paytable's `[names]`).
//! - [`Sentence`]: what a library refuses with, said once ([`sentence!`]) and written
//!   in whatever language its reader speaks.
//! - [`pad`], [`pad_start`]: a listing's cells padded by the columns they show at, where
//!   a Chinese character takes two.
//!
//! Machine contracts have no language: JSON, CSV, exit codes, the round file and ids are
//! the same whatever the language.

mod columns;
mod language;
mod names;
mod sentence;
mod words;

pub use columns::{pad, pad_start, width};
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use language::{Language, LanguageError};
pub use names::Names;
pub use sentence::{Arg, Sentence};
pub use words::{english, Words};

/// Every shipped message file, as the build embedded it: (language tag, file name,
/// contents). The checks read it; [`Words`] builds from it.
pub fn shipped() -> &'static [(&'static str, &'static str, &'static str)] {
    SHIPPED
}

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

/// A message in `words`' language: `t!(words, "language-name")`, or with its variables,
/// `t!(words, "cmd-print-sent", file = name, request = job)`. Each variable is a
/// [`FluentValue`]: text (amounts are passed already written, never as numbers) or a
/// whole count, which a translation may choose a plural form by.
///
/// The id is always a literal, so that the checks can find every message the code uses.
#[macro_export]
macro_rules! t {
    ($words:expr, $id:literal) => {
        $words.message($id, None)
    };
    ($words:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::FluentArgs::new();
        $( args.set(stringify!($name), $crate::FluentValue::from($value)); )+
        $words.message($id, Some(&args))
    }};
}

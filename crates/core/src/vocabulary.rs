//! One declaration for every small closed vocabulary: house option values,
//! games, practice drills, modes, levels, counts and mispays. Each gets `ALL`, `id`
//! (how files, the command line and JSON write it), `title` (how people read it),
//! `Display` (the one of the two its declaration names) and `FromStr` (either, refusing
//! any other word with a [`crate::ParseError`] that lists the ids), so every value reads
//! back what it writes.

/// Declares a closed vocabulary:
///
/// ```ignore
/// vocabulary! {
///     /// A practice level.
///     #[derive(Default)]
///     pub enum Level ("a level", display title) {
///         #[default]
///         Easy = "easy" / "Easy",
///         Hard = "hard" / "Hard",
///     }
/// }
/// ```
///
/// A value without `/ "Title"` is read as its id. `FromStr` takes the id or the form
/// `Display` writes; `display id, any case` also takes the id in any letter case.
#[macro_export]
macro_rules! vocabulary {
    (
        $(#[$doc:meta])*
        $vis:vis enum $name:ident ($what:literal, display $display:ident $(, $any:ident case)?) {
            $($(#[$vdoc:meta])* $variant:ident = $id:literal $(/ $title:literal)?),+ $(,)?
        }
    ) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis enum $name {
            $($(#[$vdoc])* $variant),+
        }

        impl $name {
            /// Every value, in the order declared.
            pub const ALL: [$name; $crate::vocabulary!(@count $($variant)+)] = [$($name::$variant),+];

            /// How files, the command line and JSON write it.
            pub fn id(self) -> &'static str {
                match self { $($name::$variant => $id),+ }
            }

            /// How people read it.
            pub fn title(self) -> &'static str {
                match self { $($name::$variant => $crate::vocabulary!(@title $id $(, $title)?)),+ }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str($crate::vocabulary!(@display self, $display))
            }
        }

        impl std::str::FromStr for $name {
            type Err = $crate::ParseError;
            /// The id, or the form `Display` writes.
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                let s = s.trim();
                let any_case = $crate::vocabulary!(@any_case $($any)?);
                $name::ALL
                    .into_iter()
                    .find(|v| {
                        v.id() == s
                            || $crate::vocabulary!(@display v, $display) == s
                            || (any_case && v.id().eq_ignore_ascii_case(s))
                    })
                    .ok_or_else(|| {
                        let ids: Vec<&str> = $name::ALL.iter().map(|v| v.id()).collect();
                        $crate::ParseError {
                            text: s.to_string(),
                            what: $what,
                            expected: format!("one of {}", ids.join(", ")),
                        }
                    })
            }
        }
    };
    (@count) => { 0usize };
    (@count $head:ident $($tail:ident)*) => { 1usize + $crate::vocabulary!(@count $($tail)*) };
    (@title $id:literal) => { $id };
    (@title $id:literal, $title:literal) => { $title };
    (@display $v:ident, id) => { $v.id() };
    (@display $v:ident, title) => { $v.title() };
    (@any_case) => { false };
    (@any_case any) => { true };
}

#[cfg(test)]
mod tests {
    use crate::bet::Game;
    use crate::house::{BlackjackPays, Nines};

    /// Each value's `Display` parses back to the value, and so do its id and title.
    fn reads_back<T>(all: &[T])
    where
        T: Copy + PartialEq + std::fmt::Debug + std::fmt::Display + std::str::FromStr,
    {
        for v in all {
            assert_eq!(v.to_string().parse::<T>().ok(), Some(*v), "{v:?}");
        }
    }

    #[test]
    fn every_vocabulary_reads_back_what_it_writes() {
        reads_back(&Game::ALL);
        reads_back(&Nines::ALL);
        reads_back(&BlackjackPays::ALL);
        let e = "poker".parse::<Game>().unwrap_err();
        assert_eq!((e.text.as_str(), e.what), ("poker", "a game"));
        assert_eq!(
            e.to_string(),
            "\"poker\" is not a game (one of lucky9, blackjack, stadium-blackjack)"
        );
    }
}

//! An ID box beside a PIN field never shows a PIN (docs/who-signs.md, "Signing in"):
//! with a staff register, an ID box keeps only what can still become an enrolled ID.
//!
//! A supervisor who types their ID and goes straight on to the PIN without Enter would
//! otherwise leave the PIN in clear in the ID box ("M-1482913"). So each keystroke in an
//! ID box is judged against the register's IDs:
//! - text that still begins an enrolled ID stays;
//! - once the box holds a whole ID, what is typed after it goes to the PIN field, masked,
//!   and the focus with it (the register refuses to enroll an ID that begins another, so
//!   a whole ID is known as soon as it is typed);
//! - anything else is refused and the box emptied at once (the refused text is never
//!   shown, not even in the message: it may hold a PIN).
//!
//! Enter (or Tab) after the ID goes to the PIN field as before. Without a register
//! there are no PINs, and the box takes anything.

/// What a keystroke in an ID box does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Judged {
    /// Keep the text: it begins an enrolled ID (or there is no register).
    Keep,
    /// The box held a whole ID and more was typed after it: the box keeps the ID, and
    /// this goes to the PIN field (with the focus).
    ToPin(String),
    /// Empty the box: no enrolled ID begins so.
    Refused,
}

/// Judges the box's text `now`, typed over `before`, against the enrolled IDs (none:
/// no staff register). IDs are compared as the register compares them, ignoring case
/// and the spaces around.
pub(crate) fn judge(before: &str, now: &str, enrolled: &[String]) -> Judged {
    if enrolled.is_empty() || now.trim().is_empty() {
        return Judged::Keep;
    }
    if whole(before, enrolled) {
        if let Some(after) = now.strip_prefix(before).filter(|a| !a.is_empty()) {
            return Judged::ToPin(after.to_string());
        }
    }
    let typed = now.trim().to_lowercase();
    if enrolled
        .iter()
        .any(|id| id.trim().to_lowercase().starts_with(&typed))
    {
        Judged::Keep
    } else {
        Judged::Refused
    }
}

/// Whether `text` is a whole enrolled ID that begins no other.
fn whole(text: &str, enrolled: &[String]) -> bool {
    let text = text.trim().to_lowercase();
    if text.is_empty() {
        return false;
    }
    let begun = enrolled
        .iter()
        .map(|id| id.trim().to_lowercase())
        .filter(|id| id.starts_with(&text))
        .count();
    begun == 1 && enrolled.iter().any(|id| id.trim().to_lowercase() == text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn register() -> Vec<String> {
        vec!["M-1482".into(), "S-1042".into(), "1042".into()]
    }

    #[test]
    fn a_beginning_is_kept_a_whole_id_passes_on_what_follows_anything_else_is_emptied() {
        let r = register();
        assert_eq!(judge("", "S", &r), Judged::Keep);
        assert_eq!(judge("S-", "s-10", &r), Judged::Keep, "case is ignored");
        assert_eq!(judge("S-104", "S-1042", &r), Judged::Keep);
        // The PIN typed on without Enter: it goes to the PIN field, never the box.
        assert_eq!(judge("M-1482", "M-14829", &r), Judged::ToPin("9".into()));
        assert_eq!(
            judge("m-1482", "m-1482913", &r),
            Judged::ToPin("913".into())
        );
        assert_eq!(judge("M-148", "M-1489", &r), Judged::Refused);
        assert_eq!(judge("", "9", &r), Judged::Refused);
    }

    #[test]
    fn without_a_register_the_box_takes_anything() {
        assert_eq!(judge("anything 123", "anything 1234", &[]), Judged::Keep);
        assert_eq!(judge("x", "", &register()), Judged::Keep);
    }

    /// Every enrolled ID typed, then a PIN straight after it, key by key, as the box
    /// and the PIN field take them: the box never holds a character of the PIN, and
    /// the PIN field ends with all of it.
    #[test]
    fn no_pin_typed_after_an_id_is_ever_in_the_box() {
        let r = register();
        for id in &r {
            for pin in ["0000", "1234", "9139", "2077", "1042", "M-14"] {
                let (mut shown, mut secret, mut in_pin) = (String::new(), String::new(), false);
                for c in id.chars().chain(pin.chars()) {
                    if in_pin {
                        secret.push(c);
                        continue;
                    }
                    let next = format!("{shown}{c}");
                    match judge(&shown, &next, &r) {
                        Judged::Keep => shown = next,
                        Judged::ToPin(rest) => {
                            secret.push_str(&rest);
                            in_pin = true;
                        }
                        Judged::Refused => shown.clear(),
                    }
                }
                assert_eq!(&shown, id, "{id} then {pin}");
                assert_eq!(secret, pin, "{id} then {pin}");
            }
        }
    }
}

//! Where PINs come from: typed at the terminal without echo, or, when
//! standard input is not a terminal (a script, a test), read from it one line per PIN in
//! the order the command asks for them: the acting supervisor's or manager's first, then
//! the witness's, then a new member's.

use std::collections::VecDeque;
use std::io::{BufRead as _, IsTerminal as _, Read as _};

use pitpay_language::{sentence, Sentence, Words};

use super::StaffError;

/// A source of PINs (never printed: its debug form names only the source).
#[derive(Clone)]
pub enum Pins {
    /// The terminal: each PIN typed without echo after a prompt in these words.
    Terminal(&'static Words),
    /// Standard input, one line per PIN.
    Lines,
    /// PINs already in hand (the app's sign-in box, tests).
    Given(VecDeque<String>),
}

impl Default for Pins {
    /// None in hand: an installation with no staff register asks for none.
    fn default() -> Pins {
        Pins::Given(VecDeque::new())
    }
}

impl std::fmt::Debug for Pins {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Pins::Terminal(_) => "Pins::Terminal",
            Pins::Lines => "Pins::Lines",
            Pins::Given(_) => "Pins::Given(…)",
        })
    }
}

impl Pins {
    /// The terminal when standard input is one, its prompts in `words` (the podium's
    /// language), else standard input's lines.
    pub fn standard(words: &'static Words) -> Pins {
        if std::io::stdin().is_terminal() {
            Pins::Terminal(words)
        } else {
            Pins::Lines
        }
    }

    /// PINs in hand, in the order they will be asked for.
    pub fn given<I: IntoIterator<Item = String>>(pins: I) -> Pins {
        Pins::Given(pins.into_iter().collect())
    }

    /// The next PIN, for `whose` ("S-1042", "the new member S-2001"). A line's end is
    /// not part of the PIN; nothing else is trimmed.
    pub(crate) fn next(&mut self, whose: impl Into<Sentence>) -> Result<String, StaffError> {
        let whose = whose.into();
        match self {
            Pins::Terminal(words) => {
                let prompt = sentence!("journal-state-pin-prompt", whose = &whose);
                // The prompt ends in a space, after the message, where the PIN is typed.
                rpassword::prompt_password(format!("{} ", prompt.in_words(words))).map_err(|e| {
                    StaffError::PinNotRead {
                        whose,
                        why: e.to_string(),
                    }
                })
            }
            Pins::Lines => read_line(&mut std::io::stdin().lock(), whose),
            Pins::Given(pins) => pins.pop_front().ok_or(StaffError::NoPinGiven(whose)),
        }
    }

    /// PINs typed at a terminal, where a new PIN is asked twice.
    pub(crate) fn at_terminal(&self) -> bool {
        matches!(self, Pins::Terminal(_))
    }
}

/// The most a PIN line may hold: a PIN is short, and standard input may be
/// anything (`< /dev/zero` would otherwise fill memory).
pub(crate) const MAX_LINE: usize = 256;

/// One PIN line from `input`, read at most [`MAX_LINE`] bytes (and its line end) far.
fn read_line(input: &mut dyn std::io::BufRead, whose: Sentence) -> Result<String, StaffError> {
    let mut bytes = Vec::new();
    let read = input
        .take(MAX_LINE as u64 + 2)
        .read_until(b'\n', &mut bytes);
    match read {
        Ok(0) => Err(StaffError::NoPinLine(whose)),
        Ok(_) => {
            let line = strip_line_end(String::from_utf8_lossy(&bytes).into_owned());
            if line.len() > MAX_LINE || line.contains('\n') {
                return Err(StaffError::PinLineTooLong(whose));
            }
            if std::str::from_utf8(&bytes).is_err() {
                return Err(StaffError::PinNotText(whose));
            }
            Ok(line)
        }
        Err(e) => Err(StaffError::PinNotReadFromInput {
            whose,
            why: e.to_string(),
        }),
    }
}

fn strip_line_end(mut line: String) -> String {
    if line.ends_with('\n') {
        line.pop();
        if line.ends_with('\r') {
            line.pop();
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PIN line is read at most 256 bytes far; a longer one (`< /dev/zero`)
    /// is refused in words, without reading on.
    #[test]
    fn a_pin_line_is_read_at_most_256_bytes_far() {
        let mut zeros = std::io::BufReader::new(std::io::repeat(0).take(1 << 30));
        let e = read_line(&mut zeros, "M-1".into()).unwrap_err().to_string();
        assert!(e.contains("longer than 256 bytes"), "{e}");
        let mut ok = std::io::Cursor::new(format!("{}\n", "7".repeat(256)).into_bytes());
        assert_eq!(read_line(&mut ok, "M-1".into()).unwrap().len(), 256);
        let mut long = std::io::Cursor::new(format!("{}\n", "7".repeat(257)).into_bytes());
        assert!(read_line(&mut long, "M-1".into()).is_err());
    }

    #[test]
    fn a_line_end_is_not_part_of_a_pin_and_spaces_are() {
        assert_eq!(strip_line_end("482913\n".into()), "482913");
        assert_eq!(strip_line_end("482913\r\n".into()), "482913");
        assert_eq!(strip_line_end(" pass phrase \n".into()), " pass phrase ");
        let mut p = Pins::given(["111111".to_string()]);
        assert_eq!(p.next("S-1").unwrap(), "111111");
        assert!(matches!(p.next("S-2"), Err(StaffError::NoPinGiven(_))));
    }
}

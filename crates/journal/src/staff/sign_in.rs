//! Proving who one is: an enrolled member's ID and PIN open their own key.
//!
//! A wrong PIN is recorded in the journal (who was tried, when, at which station) and
//! refused; five within 15 minutes lock the ID for 15 minutes from the fifth, and while
//! it is locked no PIN is even tried. An empty or malformed PIN is refused without being
//! counted: it cannot be anyone's.

use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

use super::credential::{self, Unlock};
use super::pins::Pins;
use super::{Act, Member, Register, StaffError};
use crate::journal::{Journal, JournalError};
use crate::keys::Keys;

/// Wrong PINs that lock an ID.
pub(crate) const LOCK_AFTER: usize = 5;
/// Within this long, and for this long.
pub(crate) const LOCK_MINUTES: i64 = 15;

/// A member who proved who they are, with their own key unsealed.
pub struct SignedIn {
    /// The member, as the register holds them.
    pub member: Member,
    /// Their own signing key.
    pub keys: Keys,
}

/// Why someone could not sign in.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SignInError {
    /// Not allowed, wrong PIN, locked …
    Staff(#[from] StaffError),
    /// The journal could not be read or written.
    Journal(#[from] JournalError),
}

pitpay_language::english_display!(SignInError);

/// A wrong PIN, a lock, a journal that does not open: the register's or the journal's
/// own sentence.
impl From<&SignInError> for pitpay_language::Sentence {
    fn from(e: &SignInError) -> pitpay_language::Sentence {
        match e {
            SignInError::Staff(e) => e.into(),
            SignInError::Journal(e) => e.into(),
        }
    }
}

fn parse(t: &str) -> Option<OffsetDateTime> {
    OffsetDateTime::parse(t, &Rfc3339).ok()
}

fn format(t: OffsetDateTime) -> String {
    let f = time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z");
    t.format(&f).unwrap_or_default()
}

/// Until when an ID with wrong PINs at `failures` (UTC text, any order) is locked at
/// `now`: five within 15 minutes lock it for 15 minutes from the fifth.
pub(crate) fn locked_until(failures: &[String], now: &str) -> Option<String> {
    let now = parse(now)?;
    let mut times: Vec<OffsetDateTime> = failures.iter().filter_map(|t| parse(t)).collect();
    times.sort();
    let window = Duration::minutes(LOCK_MINUTES);
    times
        .windows(LOCK_AFTER)
        .filter_map(|w| Some((*w.first()?, *w.last()?)))
        .filter(|(first, last)| *last - *first <= window)
        .map(|(_, last)| last + window)
        .filter(|until| now < *until)
        .max()
        .map(format)
}

/// When to read wrong PINs from: long enough to see any lock still running at `now`.
pub(crate) fn look_back(now: &str) -> String {
    parse(now)
        .map(|t| format(t - Duration::minutes(2 * LOCK_MINUTES)))
        .unwrap_or_default()
}

/// Signs in `id` for `act` with the next PIN from `pins`: they must be allowed to, not
/// locked, and the PIN theirs. A wrong PIN is recorded (signed with the station's
/// `station` key) before it is refused; with no station key to sign with (a rotation
/// replacing a lost one), the station keeps it until a key does. Every check
/// counts: one that cannot be recorded is refused.
pub fn sign_in(
    journal: &mut Journal,
    station: Option<&Keys>,
    register: &Register,
    id: &str,
    act: Act,
    pins: &mut Pins,
) -> Result<SignedIn, SignInError> {
    let member = register.authorize(id, act)?.clone();
    let now = crate::journal::now();
    let failures = journal.wrong_pins(&member.id, &look_back(&now))?;
    if let Some(until) = locked_until(&failures, &now) {
        return Err(StaffError::Locked {
            id: member.id.clone(),
            until,
        }
        .into());
    }
    let pin = pins.next(&member.id)?;
    credential::check_pin(&pin).map_err(StaffError::BadPin)?;
    match member.credential.unlock(&pin) {
        Ok(keys) => Ok(SignedIn { member, keys }),
        Err(Unlock::WrongPin) => {
            match station {
                Some(station) => journal.refuse(station, &member.id, &now)?,
                None => journal.refuse_unsigned(&member.id, &now)?,
            }
            let mut all = failures;
            all.push(now.clone());
            match locked_until(&all, &now) {
                Some(until) => Err(StaffError::Locked {
                    id: member.id.clone(),
                    until,
                }
                .into()),
                None => Err(StaffError::WrongPin(member.id.clone()).into()),
            }
        }
        Err(Unlock::Damaged(why)) => Err(StaffError::DamagedCredential {
            id: member.id.clone(),
            why,
        }
        .into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minute: u32, second: u32) -> String {
        format!("2026-11-25T14:{minute:02}:{second:02}Z")
    }

    /// Five wrong PINs within 15 minutes lock the ID for 15 minutes.
    #[test]
    fn five_wrong_pins_within_fifteen_minutes_lock_for_fifteen() {
        let four: Vec<String> = (0..4).map(|i| at(i, 0)).collect();
        assert_eq!(locked_until(&four, &at(4, 0)), None);
        let mut five = four.clone();
        five.push(at(10, 0));
        assert_eq!(locked_until(&five, &at(10, 0)), Some(at(25, 0)));
        assert_eq!(locked_until(&five, &at(24, 59)), Some(at(25, 0)));
        assert_eq!(locked_until(&five, &at(25, 0)), None);
        // Five spread over more than 15 minutes do not lock.
        let spread: Vec<String> = [0, 4, 8, 12, 16].iter().map(|m| at(*m, 1)).collect();
        assert_eq!(locked_until(&spread, &at(16, 30)), None);
    }
}

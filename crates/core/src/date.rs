//! Calendar dates as files write them, `YYYY-MM-DD` (ROUND-FILE.md: a paytable's
//! `effective` date, a round's optional `date`).
//!
//! Only real dates are accepted: the month 1 to 12, the day within the month, 29
//! February in leap years only (Gregorian rule: every fourth year, except centuries not
//! divisible by 400).

use std::fmt;
use std::str::FromStr;

use crate::error::ParseError;

/// A checked calendar date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

impl Date {
    /// The year.
    pub(crate) fn year(self) -> u16 {
        self.year
    }

    /// The next day.
    ///
    /// ```
    /// use pitpay_core::Date;
    /// let d: Date = "2024-02-28".parse().unwrap();
    /// assert_eq!(d.next_day().to_string(), "2024-02-29");
    /// assert_eq!(d.next_day().next_day().to_string(), "2024-03-01");
    /// let y: Date = "2026-12-31".parse().unwrap();
    /// assert_eq!(y.next_day().to_string(), "2027-01-01");
    /// ```
    pub fn next_day(self) -> Date {
        if self.day < days_in(self.year, self.month) {
            Date {
                day: self.day + 1,
                ..self
            }
        } else if self.month < 12 {
            Date {
                month: self.month + 1,
                day: 1,
                ..self
            }
        } else {
            Date {
                year: self.year.saturating_add(1),
                month: 1,
                day: 1,
            }
        }
    }
}

/// 1 January 1970, where a date must be given and none reads.
impl Default for Date {
    fn default() -> Date {
        Date {
            year: 1970,
            month: 1,
            day: 1,
        }
    }
}

fn days_in(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => 0,
    }
}

impl FromStr for Date {
    type Err = ParseError;

    /// Reads `YYYY-MM-DD`; the error is the sentence files show:
    /// `"2026-02-30" is not a date (YYYY-MM-DD)`.
    ///
    /// ```
    /// use pitpay_core::Date;
    /// assert_eq!("2024-02-29".parse::<Date>().unwrap().to_string(), "2024-02-29");
    /// assert!("2026-02-29".parse::<Date>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Date, ParseError> {
        let refuse = || ParseError::new(s, "a date", "YYYY-MM-DD");
        let b = s.as_bytes();
        let shape = b.len() == 10
            && b.iter().enumerate().all(|(i, c)| match i {
                4 | 7 => *c == b'-',
                _ => c.is_ascii_digit(),
            });
        if !shape {
            return Err(refuse());
        }
        let num = |r: std::ops::Range<usize>| s.get(r).and_then(|t| t.parse::<u16>().ok());
        let (Some(year), Some(month), Some(day)) = (num(0..4), num(5..7), num(8..10)) else {
            return Err(refuse());
        };
        let (Ok(month), Ok(day)) = (u8::try_from(month), u8::try_from(day)) else {
            return Err(refuse());
        };
        if !(1..=days_in(year, month)).contains(&day) {
            return Err(refuse());
        }
        Ok(Date { year, month, day })
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn real_dates_read_and_print_as_written() {
        for s in ["2026-01-31", "2024-02-29", "2000-02-29", "1999-12-01"] {
            assert_eq!(s.parse::<Date>().unwrap().to_string(), s);
        }
    }

    #[test]
    fn impossible_dates_and_other_shapes_are_refused() {
        for s in [
            "2026-02-29", // not a leap year
            "1900-02-29", // a century not divisible by 400
            "2026-04-31",
            "2026-13-01",
            "2026-00-10",
            "2026-01-00",
            "2026-1-5",
            "26-01-05",
            "2026/01/05",
            "2026-01-05T10:00",
            "",
        ] {
            let e = s.parse::<Date>().unwrap_err();
            assert_eq!(e.to_string(), format!("\"{s}\" is not a date (YYYY-MM-DD)"));
        }
    }
}

//! The property's clock (docs/operations.md, "The property's clock"): its time
//! zone, the hour its **gaming day** starts, and its named **shifts**.
//!
//! The journal and every signed record keep time in UTC; what people see is the
//! property's local time with its offset (`2026-11-26 13:06:01 -08:00`), the gaming day
//! (a casino's business day: from `gaming_day_starts` local, 00:00 by default, to the
//! same hour the next day, so 23 or 25 hours long when daylight saving starts or ends
//! in it) and the shift. A shift runs from its start to the next shift's start, across
//! midnight where it must (`graveyard` 22:00 to 06:00), and belongs to the gaming day it
//! starts in. A local time that does not exist (the hour skipped in spring) is read as
//! the time after the skip; one that exists twice (the hour repeated in autumn) as the
//! earlier: the "compatible" rule of RFC 5545 and Temporal.
//!
//! The zones are the IANA database's, bundled in the program so that every podium (a
//! Windows one too) reads the same rules.

use jiff::civil::{Date as CivilDate, DateTime, Time};
use jiff::tz::TimeZone;
use jiff::{Timestamp, ToSpan as _};

use pitpay_core::Date;

/// A named shift and the local time it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shift {
    /// Its name (`day`, `swing`, `graveyard`).
    pub name: String,
    /// When it starts, local time of day.
    pub starts: Time,
}

/// The property's clock: zone, gaming day, shifts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PropertyClock {
    zone: TimeZone,
    zone_name: String,
    day_starts: Time,
    /// Ordered by start time, at least one.
    shifts: Vec<Shift>,
}

/// A moment as the property reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stamp {
    /// Local date and time, `2026-11-26 13:06:01`.
    pub local: String,
    /// The offset from UTC there and then, `-08:00`.
    pub offset: String,
    /// The zone's name, `America/Los_Angeles`.
    pub zone: String,
    /// The gaming day.
    pub gaming_day: Date,
    /// The shift's name.
    pub shift: String,
}

impl Stamp {
    /// `2026-11-26 13:06:01 -08:00`.
    pub fn local_with_offset(&self) -> String {
        format!("{} {}", self.local, self.offset)
    }

    /// `2026-11-26T13:06:01-08:00` (RFC 3339, for JSON and CSV).
    pub fn rfc3339(&self) -> String {
        format!("{}{}", self.local.replace(' ', "T"), self.offset)
    }
}

/// The default shifts: day 06:00, swing 14:00, graveyard 22:00.
pub(crate) fn default_shifts() -> Vec<Shift> {
    [("day", 6), ("swing", 14), ("graveyard", 22)]
        .into_iter()
        .map(|(name, hour)| Shift {
            name: name.to_string(),
            starts: Time::constant(hour, 0, 0, 0),
        })
        .collect()
}

impl PropertyClock {
    /// A clock in the zone named `zone` (IANA), its gaming day from `day_starts`, with
    /// `shifts` (at least one; names and start times distinct). `Err` says what is
    /// wrong.
    pub(crate) fn new(
        zone: &str,
        day_starts: Time,
        mut shifts: Vec<Shift>,
    ) -> Result<Self, ClockError> {
        let tz = TimeZone::get(zone).map_err(|_| ClockError::NoZone(zone.to_string()))?;
        if shifts.is_empty() {
            return Err(ClockError::NoShift);
        }
        shifts.sort_by_key(|s| s.starts);
        for pair in shifts.windows(2) {
            if let [a, b] = pair {
                if a.starts == b.starts {
                    return Err(ClockError::SameStart {
                        first: a.name.clone(),
                        second: b.name.clone(),
                        at: hh_mm(a.starts),
                    });
                }
            }
        }
        for (i, s) in shifts.iter().enumerate() {
            if shifts[..i]
                .iter()
                .any(|o| o.name.eq_ignore_ascii_case(&s.name))
            {
                return Err(ClockError::SameName(s.name.clone()));
            }
        }
        Ok(PropertyClock {
            zone: tz,
            zone_name: zone.to_string(),
            day_starts,
            shifts,
        })
    }

    /// The computer's own zone (UTC where it has none it can name), gaming days from
    /// midnight, the default shifts: a clock where the settings name none.
    pub fn computer() -> PropertyClock {
        let zone = TimeZone::system();
        let name = zone.iana_name().unwrap_or("UTC").to_string();
        PropertyClock {
            zone,
            zone_name: name,
            day_starts: Time::midnight(),
            shifts: default_shifts(),
        }
    }

    /// The zone's name.
    pub fn zone_name(&self) -> &str {
        &self.zone_name
    }

    /// When the gaming day starts, local.
    pub(crate) fn day_starts(&self) -> Time {
        self.day_starts
    }

    /// The shifts, in the order they start.
    pub(crate) fn shifts(&self) -> &[Shift] {
        &self.shifts
    }

    /// "America/Los_Angeles; gaming day from 06:00; shifts day 06:00, swing 14:00,
    /// graveyard 22:00": how the settings read, to compare podiums' and to show.
    pub(crate) fn describe(&self) -> String {
        let shifts: Vec<String> = self
            .shifts
            .iter()
            .map(|s| format!("{} {}", s.name, hh_mm(s.starts)))
            .collect();
        format!(
            "{}; gaming day from {}; shifts {}",
            self.zone_name,
            hh_mm(self.day_starts),
            shifts.join(", ")
        )
    }

    /// A moment as the property reads it.
    pub fn stamp(&self, at: Timestamp) -> Stamp {
        let local = at.to_zoned(self.zone.clone());
        let dt = local.datetime();
        Stamp {
            local: dt.strftime("%Y-%m-%d %H:%M:%S").to_string(),
            offset: local.strftime("%:z").to_string(),
            zone: self.zone_name.clone(),
            gaming_day: to_date(self.gaming_day_of_local(dt)),
            shift: self.shift_at(dt.time()).name.clone(),
        }
    }

    /// A journal time (`YYYY-MM-DDTHH:MM:SSZ`) as the property reads it; `None` when it
    /// does not read.
    pub fn stamp_utc(&self, utc: &str) -> Option<Stamp> {
        utc.parse::<Timestamp>().ok().map(|t| self.stamp(t))
    }

    /// The gaming day a local date and time falls in: its date, or the day before when
    /// it is earlier than the hour the gaming day starts.
    fn gaming_day_of_local(&self, dt: DateTime) -> CivilDate {
        if dt.time() >= self.day_starts {
            dt.date()
        } else {
            dt.date().yesterday().unwrap_or(dt.date())
        }
    }

    /// The shift running at a local time of day: the last to start at or before it,
    /// else (before the first start) the last of the day before.
    fn shift_at(&self, t: Time) -> &Shift {
        let mut found = self.shifts.last();
        for s in &self.shifts {
            if s.starts <= t {
                found = Some(s);
            }
        }
        // `new` keeps at least one shift.
        found.unwrap_or(&self.shifts[0])
    }

    /// The moment a local date and time names (the compatible rule for a skipped or a
    /// repeated hour, see the module docs).
    fn at(&self, date: CivilDate, time: Time) -> Timestamp {
        let dt = date.to_datetime(time);
        self.zone
            .to_ambiguous_timestamp(dt)
            .compatible()
            .unwrap_or(Timestamp::UNIX_EPOCH)
    }

    /// Gaming days `first` to `last` as UTC moments, or shift `shift` of gaming day
    /// `first` when one is named: the start, included, and the end, excluded. `Err`
    /// names the shifts there are when `shift` is none of them.
    pub fn range(
        &self,
        first: Date,
        last: Date,
        shift: Option<&str>,
    ) -> Result<(Timestamp, Timestamp), ClockError> {
        match shift {
            Some(name) => self.shift_range(first, name),
            None => Ok((self.day_range(first).0, self.day_range(last).1)),
        }
    }

    /// Gaming day `day` as UTC moments: its start, included, and the next gaming day's
    /// start, excluded (23 or 25 hours apart across a change of offset).
    pub(crate) fn day_range(&self, day: Date) -> (Timestamp, Timestamp) {
        let d = to_civil(day);
        let next = d.tomorrow().unwrap_or(d);
        (self.at(d, self.day_starts), self.at(next, self.day_starts))
    }

    /// Shift `name` of gaming day `day` as UTC moments: from the start of the shift of
    /// that name that starts within the gaming day, to the start of the shift after it.
    /// `Err` names the shifts there are.
    pub(crate) fn shift_range(
        &self,
        day: Date,
        name: &str,
    ) -> Result<(Timestamp, Timestamp), ClockError> {
        let i = self
            .shifts
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| self.not_a_shift(name))?;
        let d = to_civil(day);
        let starts_on = |t: Time| {
            if t >= self.day_starts {
                d
            } else {
                d.tomorrow().unwrap_or(d)
            }
        };
        let shift = &self.shifts[i];
        let start_date = starts_on(shift.starts);
        let next = &self.shifts[(i + 1) % self.shifts.len()];
        let end_date = if next.starts > shift.starts {
            start_date
        } else {
            start_date.tomorrow().unwrap_or(start_date)
        };
        Ok((
            self.at(start_date, shift.starts),
            self.at(end_date, next.starts),
        ))
    }

    /// The refusal of `name`, which is none of the shifts: it names those there are.
    pub(crate) fn not_a_shift(&self, name: &str) -> ClockError {
        ClockError::NotAShift {
            name: name.trim().to_string(),
            shifts: self.shifts.iter().map(|s| s.name.clone()).collect(),
        }
    }

    /// The property's calendar year at a moment (W-2G and withholding years follow it).
    pub fn year_at(&self, at: Timestamp) -> i16 {
        at.to_zoned(self.zone.clone()).year()
    }

    /// A bound of a period as written on the command line: a gaming day (`YYYY-MM-DD`:
    /// its start, or with `end` the next gaming day's start, so that the day is
    /// included) or a full local date and time with its offset (RFC 3339,
    /// `2026-11-26T14:00:00-08:00`). `Err` says what it should look like.
    pub(crate) fn bound(&self, text: &str, end: bool) -> Result<Timestamp, ClockError> {
        let text = text.trim();
        match text.parse::<Date>() {
            Ok(day) => {
                let (start, next) = self.day_range(day);
                return Ok(if end { next } else { start });
            }
            // Written as a date, but not one on the calendar: say so.
            Err(e) if text.len() == 10 && !text.contains('T') => {
                return Err(ClockError::NotADay(pitpay_language::Sentence::from(&e)))
            }
            Err(_) => {}
        }
        text.parse::<Timestamp>()
            .map_err(|_| ClockError::NotABound(text.to_string()))
    }
}

/// UTC as the journal writes it, `2026-11-26T21:06:01Z`.
pub fn utc_text(at: Timestamp) -> String {
    at.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// A property clock as [`PropertyClock::describe`] writes it (the words a shared
/// journal keeps, or a podium's own), in the reader's language: the zone, the hour the
/// gaming day starts and the shifts, as written. Words that are not in that form (kept
/// by another version) are quoted as they are.
pub(crate) fn said(text: &str) -> pitpay_language::Sentence {
    let parts = text.split("; ").collect::<Vec<_>>();
    match parts.as_slice() {
        [zone, day, shifts] => match (
            day.strip_prefix("gaming day from "),
            shifts.strip_prefix("shifts "),
        ) {
            (Some(day), Some(shifts)) => pitpay_language::sentence!(
                "journal-state-clock",
                zone = *zone,
                day = day,
                shifts = shifts
            ),
            _ => pitpay_language::Sentence::from(text),
        },
        _ => pitpay_language::Sentence::from(text),
    }
}

/// `06:00`.
pub(crate) fn hh_mm(t: Time) -> String {
    t.strftime("%H:%M").to_string()
}

/// Why the property's clock, or a time or period read by it, is not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockError {
    /// A zone the time zone database does not know.
    NoZone(String),
    /// No shift.
    NoShift,
    /// Two shifts that start at one time.
    SameStart {
        /// The one.
        first: String,
        /// The other.
        second: String,
        /// When both start (`HH:MM`).
        at: String,
    },
    /// Two shifts of one name.
    SameName(String),
    /// A shift that is none of the property's.
    NotAShift {
        /// The name given.
        name: String,
        /// The shifts there are.
        shifts: Vec<String>,
    },
    /// Written as a date but not one on the calendar (the core's words).
    NotADay(pitpay_language::Sentence),
    /// Neither a gaming day nor a date and time with its offset.
    NotABound(String),
    /// A time of day that is not one.
    NotATime(String),
}

impl From<&ClockError> for pitpay_language::Sentence {
    fn from(e: &ClockError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            ClockError::NoZone(zone) => sentence!("file-not-a-time-zone", zone = zone),
            ClockError::NoShift => sentence!("file-no-shift"),
            ClockError::SameStart { first, second, at } => sentence!(
                "file-shifts-start-together",
                first = first,
                second = second,
                at = at
            ),
            ClockError::SameName(name) => sentence!("file-shifts-one-name", name = name),
            ClockError::NotAShift { name, shifts } => {
                sentence!("file-not-a-shift", name = name, shifts = shifts.join(", "))
            }
            // The core's own words, as the date's reader said them.
            ClockError::NotADay(why) => why.clone(),
            ClockError::NotABound(text) => sentence!("file-not-a-bound", text = text),
            ClockError::NotATime(text) => sentence!("file-not-a-time", text = text),
        }
    }
}

impl From<ClockError> for pitpay_language::Sentence {
    fn from(e: ClockError) -> pitpay_language::Sentence {
        pitpay_language::Sentence::from(&e)
    }
}

/// In English, as the sentence says it.
impl std::fmt::Display for ClockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", pitpay_language::Sentence::from(self))
    }
}

impl std::error::Error for ClockError {}

/// A local time of day written `HH:MM` (00:00 to 23:59). `Err` says what it should be.
pub(crate) fn parse_hh_mm(text: &str) -> Result<Time, ClockError> {
    let bad = || ClockError::NotATime(text.to_string());
    let (h, m) = text.trim().split_once(':').ok_or_else(bad)?;
    let (h, m): (i8, i8) = (h.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if h.to_string().len() > 2 || m < 0 || !(0..24).contains(&h) || !(0..60).contains(&m) {
        return Err(bad());
    }
    Time::new(h, m, 0, 0).map_err(|_| bad())
}

// A date crosses from the core as it is written, `YYYY-MM-DD`, which both calendars read.
fn to_civil(d: Date) -> CivilDate {
    d.to_string().parse().unwrap_or_default()
}

fn to_date(d: CivilDate) -> Date {
    // A civil date before year 0 is not a file's date: the epoch stands in.
    d.to_string().parse().unwrap_or_default()
}

/// Minutes between two moments, `later - earlier`.
pub(crate) fn minutes_between(earlier: Timestamp, later: Timestamp) -> i64 {
    let span = later.since(earlier).unwrap_or(0.seconds());
    span.get_seconds() / 60
}

/// A shift's name in `w`'s words: the default shifts (`day`, `swing`, `graveyard`) have
/// a name in each language; a shift the property named itself in its settings is said as
/// it is written there. The name stays what the settings, `--shift` and the journal use.
pub fn shift_name(w: &pitpay_language::Words, name: &str) -> String {
    pitpay_language::t!(
        w,
        "shift-name",
        key = name.trim().to_ascii_lowercase(),
        name = name
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(zone: &str, starts: &str) -> PropertyClock {
        PropertyClock::new(zone, parse_hh_mm(starts).unwrap(), default_shifts()).unwrap()
    }

    fn utc(s: &str) -> Timestamp {
        s.parse().unwrap()
    }

    fn day(s: &str) -> Date {
        s.parse().unwrap()
    }

    fn hours(r: (Timestamp, Timestamp)) -> i64 {
        minutes_between(r.0, r.1) / 60
    }

    /// In Las Vegas daylight saving starts at 02:00 on 8 March 2026 and ends at
    /// 02:00 on 1 November. A gaming day from 06:00 that holds the change is the one
    /// that starts the day before: 7 March loses the skipped hour (23 hours), 31 October
    /// gains the repeated one (25); 8 March and 1 November are 24 hours.
    #[test]
    fn a_gaming_day_across_a_change_of_offset_is_23_or_25_hours() {
        let la = clock("America/Los_Angeles", "06:00");
        assert_eq!(hours(la.day_range(day("2026-03-07"))), 23);
        assert_eq!(hours(la.day_range(day("2026-10-31"))), 25);
        for d in ["2026-03-08", "2026-11-01", "2026-11-02"] {
            assert_eq!(hours(la.day_range(day(d))), 24, "{d}");
        }
        let (start, end) = la.day_range(day("2026-03-07"));
        assert_eq!(utc_text(start), "2026-03-07T14:00:00Z", "06:00 PST");
        assert_eq!(utc_text(end), "2026-03-08T13:00:00Z", "06:00 PDT");
        // From midnight, the day of the change itself is the short or the long one.
        let midnight = clock("America/Los_Angeles", "00:00");
        assert_eq!(hours(midnight.day_range(day("2026-03-08"))), 23);
        assert_eq!(hours(midnight.day_range(day("2026-11-01"))), 25);
        // A gaming day from midnight, in London (BST ends 25 October 2026) and in Macau
        // (no daylight saving: every day 24 hours).
        let london = clock("Europe/London", "00:00");
        assert_eq!(hours(london.day_range(day("2026-10-25"))), 25);
        assert_eq!(hours(london.day_range(day("2026-03-29"))), 23);
        let macau = clock("Asia/Macau", "00:00");
        for d in ["2026-03-08", "2026-03-29", "2026-10-25", "2026-11-01"] {
            assert_eq!(hours(macau.day_range(day(d))), 24, "{d}");
        }
    }

    /// The repeated hour of 1 November 2026 in Los Angeles: 01:30 PDT and 01:30
    /// PST are an hour apart, each shown with its own offset, both in gaming day 31
    /// October (the gaming day starts at 06:00) and in the graveyard shift.
    #[test]
    fn the_repeated_hour_shows_each_moment_with_its_own_offset() {
        let la = clock("America/Los_Angeles", "06:00");
        let first = la.stamp(utc("2026-11-01T08:30:00Z"));
        let second = la.stamp(utc("2026-11-01T09:30:00Z"));
        assert_eq!(first.local_with_offset(), "2026-11-01 01:30:00 -07:00");
        assert_eq!(second.local_with_offset(), "2026-11-01 01:30:00 -08:00");
        for s in [&first, &second] {
            assert_eq!(s.gaming_day.to_string(), "2026-10-31");
            assert_eq!(s.shift, "graveyard");
        }
    }

    /// A swing shift in Las Vegas (18:00 to 02:00 PST) crosses midnight and
    /// belongs to the gaming day it starts in; a slip at 00:30 is in it, and in the
    /// gaming day before when the gaming day starts at 06:00.
    #[test]
    fn a_shift_across_midnight_belongs_to_the_gaming_day_it_starts_in() {
        let shifts = vec![
            Shift {
                name: "day".into(),
                starts: Time::constant(10, 0, 0, 0),
            },
            Shift {
                name: "swing".into(),
                starts: Time::constant(18, 0, 0, 0),
            },
            Shift {
                name: "graveyard".into(),
                starts: Time::constant(2, 0, 0, 0),
            },
        ];
        let vegas =
            PropertyClock::new("America/Los_Angeles", Time::constant(6, 0, 0, 0), shifts).unwrap();
        let (start, end) = vegas.shift_range(day("2026-11-26"), "swing").unwrap();
        assert_eq!(
            utc_text(start),
            "2026-11-27T02:00:00Z",
            "18:00 PST on the 26th"
        );
        assert_eq!(
            utc_text(end),
            "2026-11-27T10:00:00Z",
            "02:00 PST on the 27th"
        );
        let late = vegas.stamp(utc("2026-11-27T08:30:00Z"));
        assert_eq!(late.local_with_offset(), "2026-11-27 00:30:00 -08:00");
        assert_eq!(
            (late.gaming_day.to_string().as_str(), late.shift.as_str()),
            ("2026-11-26", "swing")
        );
        // The graveyard shift of gaming day 26 November starts at 02:00 on the 27th.
        let (g, _) = vegas.shift_range(day("2026-11-26"), "graveyard").unwrap();
        assert_eq!(utc_text(g), "2026-11-27T10:00:00Z");
        assert!(vegas
            .shift_range(day("2026-11-26"), "night")
            .unwrap_err()
            .to_string()
            .contains("graveyard, day, swing"));
    }

    /// A gaming day that starts before a change of offset: the gaming day of
    /// 7 March 2026 starting at 06:00 in Los Angeles ends at 06:00 PDT on the 8th, an
    /// hour after the change; the default graveyard shift of that day is 7 hours.
    #[test]
    fn a_gaming_day_that_starts_before_a_change_keeps_its_local_hours() {
        let la = clock("America/Los_Angeles", "06:00");
        let (start, end) = la.day_range(day("2026-03-07"));
        assert_eq!(utc_text(start), "2026-03-07T14:00:00Z", "06:00 PST");
        assert_eq!(
            utc_text(end),
            "2026-03-08T13:00:00Z",
            "06:00 PDT, an hour after"
        );
        let (g0, g1) = la.shift_range(day("2026-03-07"), "graveyard").unwrap();
        assert_eq!(hours((g0, g1)), 7, "22:00 PST to 06:00 PDT");
        // A slip at 02:30 local on a Macau podium is in the gaming day before when the
        // gaming day starts at 06:00, and of its own date from midnight.
        let at = utc("2026-11-25T18:30:00Z");
        assert_eq!(
            clock("Asia/Macau", "06:00")
                .stamp(at)
                .gaming_day
                .to_string(),
            "2026-11-25"
        );
        assert_eq!(
            clock("Asia/Macau", "00:00")
                .stamp(at)
                .gaming_day
                .to_string(),
            "2026-11-26"
        );
        assert_eq!(clock("Asia/Macau", "00:00").stamp(at).offset, "+08:00");
    }

    #[test]
    fn settings_values_are_checked_in_words() {
        assert!(
            PropertyClock::new("Mars/Olympus", Time::midnight(), default_shifts())
                .unwrap_err()
                .to_string()
                .contains("is not a time zone")
        );
        assert!(parse_hh_mm("25:00").is_err());
        assert!(parse_hh_mm("6").is_err());
        assert_eq!(hh_mm(parse_hh_mm("06:00").unwrap()), "06:00");
        let two = vec![
            Shift {
                name: "a".into(),
                starts: Time::midnight(),
            },
            Shift {
                name: "A".into(),
                starts: Time::constant(12, 0, 0, 0),
            },
        ];
        assert_eq!(
            PropertyClock::new("UTC", Time::midnight(), two).unwrap_err(),
            ClockError::SameName("A".into())
        );
        let bound = clock("America/Los_Angeles", "06:00");
        assert_eq!(
            utc_text(bound.bound("2026-11-26", true).unwrap()),
            "2026-11-27T14:00:00Z"
        );
        assert_eq!(
            utc_text(bound.bound("2026-11-26T14:00:00-08:00", false).unwrap()),
            "2026-11-26T22:00:00Z"
        );
        assert!(bound.bound("26/11/2026", false).is_err());
    }

    /// The default shifts are named in the reader's language on reports, slips and the
    /// window's clock (a Macau floor says 中班 for swing); a shift a property named itself
    /// is said as its settings write it; English says the settings' word.
    #[test]
    fn a_shift_is_named_in_the_language_and_a_propertys_own_as_written() {
        use pitpay_language::{english, Language, Words};
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let hans = Words::shipped(Language::parse("zh-Hans").unwrap());
        assert_eq!(shift_name(&hant, "swing"), "中班");
        assert_eq!(shift_name(&hans, "Graveyard"), "夜班");
        assert_eq!(shift_name(&hant, "早更"), "早更");
        assert_eq!(shift_name(english(), "swing"), "swing");
        for shift in default_shifts() {
            assert!(!shift_name(&hant, &shift.name).is_ascii(), "{}", shift.name);
        }
    }

    /// The clock a shared journal keeps is said in the reader's language from the words
    /// a podium wrote (the zone and shift names as the settings write them); the English
    /// reads as it always did, and words in another form are quoted as they are.
    #[test]
    fn a_kept_clock_is_said_in_the_readers_language() {
        let hant =
            pitpay_language::Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let kept = clock("Asia/Macau", "06:00").describe();
        assert_eq!(said(&kept).to_string(), kept);
        let chinese = said(&kept).in_words(&hant);
        assert!(
            chinese.starts_with("Asia/Macau；博彩日由 06:00 開始；班次 "),
            "{chinese}"
        );
        assert!(!chinese.contains("gaming day"), "{chinese}");
        assert_eq!(said("a clock of 2025").in_words(&hant), "a clock of 2025");
    }
}

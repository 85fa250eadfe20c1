//! The property's clock: slips show the property's local time with its offset,
//! the gaming day and the shift; the journal lists, exports and reports by gaming day;
//! every podium of a shared journal keeps one clock; a podium whose clock is behind the
//! journal is refused. The moments of the daylight-saving cases are the library's own
//! (a test may give the slip its time; the program never takes one from outside).

use std::path::Path;

use serde_json::Value;

use super::pg::Pg;
use crate::install::{file_text, flat, lucky_break, s, Podium};

/// A slip of the R6.4 worked round issued at `at` (UTC) in the data folder `data`, whose
/// settings say `settings`: its number and the file.
fn issue_at(data: &Path, settings: &str, at: &str, table: &str) -> (i64, std::path::PathBuf) {
    std::fs::write(data.join("settings.toml"), settings).unwrap();
    let out = data.join(format!("slip-{table}.pdf"));
    let round = lucky_break().replace("table = \"BJ-2\"", &format!("table = \"{table}\""));
    let who = pitpay_documents::slip::SignOff {
        supervisor: "Ana Reyes".into(),
        supervisor_id: "S-77".into(),
        ..Default::default()
    };
    let options = pitpay_documents::slip::Options {
        again: true,
        at: Some(at.parse().unwrap()),
        ..Default::default()
    };
    let issued = pitpay_documents::slip::issue(
        "round.toml",
        &round,
        &pitpay_core::Catalog::with_operator_dir(None),
        &who,
        Some(&out),
        data,
        &options,
    )
    .unwrap();
    (issued.number, out)
}

/// The slip's signed record.
fn record(slip: &Path) -> Value {
    let bytes = std::fs::read(slip).unwrap();
    crate::install::record(&bytes)
}

/// A slip issued in each of three zones shows its local time, its
/// offset and its gaming day, and lists under exactly that gaming day. The moments are
/// 02:30 local (before a gaming day that starts at 06:00), in the repeated hour of Los
/// Angeles' autumn change, and in London's summer time.
#[test]
fn a_slip_in_each_of_three_zones_shows_and_lists_its_local_time_and_gaming_day() {
    let cases = [
        // Macau: no daylight saving; 02:30 on the 27th is in gaming day 26 November.
        (
            "Asia/Macau",
            "06:00",
            "2026-11-26T18:30:00Z",
            "2026-11-27 02:30:00 +08:00",
            "2026-11-26",
            "graveyard",
        ),
        // Los Angeles, 1 November 2026: 01:30 happens twice; this is the second (PST).
        (
            "America/Los_Angeles",
            "06:00",
            "2026-11-01T09:30:00Z",
            "2026-11-01 01:30:00 -08:00",
            "2026-10-31",
            "graveyard",
        ),
        // London in summer time, gaming day from midnight.
        (
            "Europe/London",
            "00:00",
            "2026-07-04T12:15:00Z",
            "2026-07-04 13:15:00 +01:00",
            "2026-07-04",
            "day",
        ),
    ];
    for (zone, starts, at, local, gaming_day, shift) in cases {
        let data = tempfile::tempdir().unwrap();
        let settings = format!("time_zone = \"{zone}\"\ngaming_day_starts = \"{starts}\"\n");
        let (number, slip) = issue_at(data.path(), &settings, at, "BJ-1");
        let v = record(&slip);
        let l = &v["signed"]["local"];
        assert_eq!(l["zone"], zone);
        assert_eq!(l["gaming_day"], gaming_day, "{zone}");
        assert_eq!(l["shift"], shift, "{zone}");
        assert_eq!(v["signed"]["time"], at.replace(".000", ""), "UTC kept");
        let text = flat(&file_text(&slip));
        assert!(text.contains(local), "{zone}: {local} in {text}");
        assert!(
            text.contains(&format!("Gaming day {gaming_day} · {shift} shift · {zone}")),
            "{text}"
        );
        // Listed under exactly that gaming day, and not the day after or before.
        let journal = pitpay_journal::Journal::open(data.path()).unwrap();
        let listed = |day: &str| {
            let asked = pitpay_journal::export::Asked {
                gaming_day: Some(day.to_string()),
                ..Default::default()
            };
            let selection = asked.selection(journal.clock()).unwrap();
            let mut found = Vec::new();
            journal
                .slips(&selection.filter, &mut |e| {
                    found.push((e.number, e.local_time, e.gaming_day));
                    Ok(true)
                })
                .unwrap();
            found
        };
        let here = listed(gaming_day);
        assert_eq!(here.len(), 1, "{zone}: {here:?}");
        assert_eq!(here[0].0, number);
        assert_eq!(here[0].2, gaming_day);
        let day: jiff::civil::Date = gaming_day.parse().unwrap();
        assert!(
            listed(&day.tomorrow().unwrap().to_string()).is_empty(),
            "{zone}"
        );
        assert!(
            listed(&day.yesterday().unwrap().to_string()).is_empty(),
            "{zone}"
        );
        drop(journal);
        let summary = pitpay_documents::slip::verify(&std::fs::read(&slip).unwrap(), data.path())
            .unwrap()
            .summary;
        assert!(
            summary.contains(&format!("gaming day {gaming_day}, {shift} shift")),
            "{summary}"
        );
    }
}

/// Two slips in the repeated hour keep their journal order, each with its own
/// offset; a swing shift across midnight lists both halves under one gaming day.
#[test]
fn the_repeated_hour_and_a_shift_across_midnight_list_in_order() {
    let data = tempfile::tempdir().unwrap();
    let settings = "time_zone = \"America/Los_Angeles\"\ngaming_day_starts = \"06:00\"\n\n[[shift]]\nname = \"day\"\nstarts = \"10:00\"\n\n[[shift]]\nname = \"swing\"\nstarts = \"18:00\"\n\n[[shift]]\nname = \"graveyard\"\nstarts = \"02:00\"\n";
    issue_at(data.path(), settings, "2026-11-01T08:40:00Z", "T-1");
    issue_at(data.path(), settings, "2026-11-01T09:10:00Z", "T-2");
    // Swing of gaming day 26 November: 23:00 on the 26th and 00:30 on the 27th.
    issue_at(data.path(), settings, "2026-11-27T07:00:00Z", "T-3");
    issue_at(data.path(), settings, "2026-11-27T08:30:00Z", "T-4");
    let journal = pitpay_journal::Journal::open(data.path()).unwrap();
    let mut rows = Vec::new();
    journal
        .slips(&pitpay_journal::SlipFilter::default(), &mut |e| {
            rows.push((e.number, e.local_time, e.gaming_day, e.shift));
            Ok(true)
        })
        .unwrap();
    assert_eq!(rows[0].1, "2026-11-01T01:40:00-07:00");
    assert_eq!(
        rows[1].1, "2026-11-01T01:10:00-08:00",
        "later, though it reads earlier"
    );
    assert_eq!((rows[0].0, rows[1].0), (1, 2));
    for r in &rows[2..] {
        assert_eq!(
            (r.2.as_str(), r.3.as_str()),
            ("2026-11-26", "swing"),
            "{r:?}"
        );
    }
    let asked = pitpay_journal::export::Asked {
        gaming_day: Some("2026-11-26".into()),
        shift: Some("swing".into()),
        ..Default::default()
    };
    let selection = asked.selection(journal.clock()).unwrap();
    let mut swing = Vec::new();
    journal
        .slips(&selection.filter, &mut |e| {
            swing.push(e.number);
            Ok(true)
        })
        .unwrap();
    assert_eq!(swing, [3, 4]);
}

/// A podium whose clock is 10 minutes behind the journal's newest entry is
/// refused with both times, the podium that wrote the newer entry, and exit 3.
#[test]
fn a_podium_clock_ten_minutes_behind_the_journal_is_refused() {
    let p = Podium::new(None);
    let settings = "time_zone = \"Asia/Macau\"\nstation = \"Pit 9\"\n";
    // The newest entry is dated ten minutes from now, as another podium's clock had it.
    let ahead = jiff::Timestamp::now() + jiff::SignedDuration::from_mins(10);
    issue_at(p.data.path(), settings, &ahead.to_string(), "BJ-9");
    let (r, out) = p.slip(
        &lucky_break(),
        "S-77",
        &["--supervisor", "Ana Reyes", "--again"],
        &[],
    );
    assert_eq!(r.code, 3, "{r:?}");
    for words in [
        "this podium's clock says",
        "+08:00",
        "written by podium \"Pit 9\"",
        "set this podium's clock",
    ] {
        assert!(r.stderr.contains(words), "{words} in {r:?}");
    }
    assert!(!out.exists());
    // The shift report is refused the same way.
    let r = p.run(
        &[
            "report",
            "--gaming-day",
            "2026-11-26",
            "--out",
            s(&p.path("r.pdf")),
        ],
        &[],
    );
    assert_eq!(r.code, 3, "{r:?}");
}

/// A shared journal with two podiums in Las Vegas lists, reports and exports by
/// gaming day the same on both; a podium whose `time_zone` differs is refused naming both
/// clocks; an unknown zone is refused naming `time_zone`.
#[test]
fn two_podiums_of_a_shared_journal_read_one_clock_and_a_third_is_refused() {
    let Some(pg) = Pg::start("clock", false) else {
        return;
    };
    let url = pg.database("clock");
    let vegas = "time_zone = \"America/Los_Angeles\"\ngaming_day_starts = \"06:00\"\n";
    let podium = |name: &str, clock: &str| {
        let p = Podium::new(Some(&url));
        let settings = format!("station = \"{name}\"\njournal = \"{url}\"\n{clock}");
        std::fs::write(p.data.path().join("settings.toml"), settings).unwrap();
        p
    };
    let (a, b) = (podium("Pit 1", vegas), podium("Pit 2", vegas));
    for p in [&a, &b] {
        p.ok(&["keys", "--register"], &[]);
        let (r, _) = p.slip(
            &lucky_break(),
            "S-77",
            &["--supervisor", "Ana Reyes", "--again"],
            &[],
        );
        assert_eq!(r.code, 0, "{r:?}");
    }
    let today: Value = serde_json::from_str(&a.ok(&["journal", "--json"], &[]).stdout).unwrap();
    let day = today["slips"][0]["gaming_day"]
        .as_str()
        .unwrap()
        .to_string();
    let on = |p: &Podium, args: &[&str]| p.ok(args, &[]).stdout;
    for args in [
        vec!["journal", "--gaming-day", &day, "--json"],
        vec!["journal", "--gaming-day", &day, "--csv"],
        vec!["jackpots", "--gaming-day", &day, "--json"],
    ] {
        assert_eq!(on(&a, &args), on(&b, &args), "{args:?}");
    }
    let listed: Value =
        serde_json::from_str(&on(&a, &["journal", "--gaming-day", &day, "--json"])).unwrap();
    assert_eq!(listed["slips"].as_array().unwrap().len(), 2);
    for p in [&a, &b] {
        let out = p.path("report.pdf");
        p.ok(&["report", "--gaming-day", &day, "--out", s(&out)], &[]);
        let text = flat(&file_text(&out));
        assert!(
            text.contains(&format!("Period: gaming day {day}")),
            "{text}"
        );
        assert!(text.contains("America/Los_Angeles"), "{text}");
        assert!(text.contains("2 issued in the period"), "{text}");
        // The second podium issued the same round again: found by the round index of
        // the shared journal.
        assert!(text.contains("Re-issue of slip 1"), "{text}");
    }
    let macau = podium("Pit 3", "time_zone = \"Asia/Macau\"\n");
    let r = macau.run(&["journal"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr
            .contains("America/Los_Angeles; gaming day from 06:00")
            && r.stderr.contains("Asia/Macau; gaming day from 00:00"),
        "{r:?}"
    );
    let mars = podium("Pit 4", "time_zone = \"Mars/Olympus\"\n");
    let (r, _) = mars.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!(r.code, 2, "{r:?}");
    assert!(
        r.stderr.contains("time_zone") && r.stderr.contains("is not a time zone"),
        "{r:?}"
    );
}

//! Station names are compared as people read them, through the real `pitpay` binary on
//! a journal shared by the podiums of one computer (`journal = "sqlite:PATH"`): a name
//! that reads as one already registered by another podium's key (another case, another
//! run of spaces, a no-break space, a Cyrillic letter, a full-width digit, an accent) is
//! refused, showing the name registered; another name is not.

use crate::install::{lucky_break, Podium};

/// A podium of the shared journal `journal` named `station`.
fn podium(journal: &str, station: &str) -> Podium {
    let p = Podium::new(None);
    std::fs::write(
        p.data.path().join("settings.toml"),
        format!("station = \"{station}\"\njournal = \"{journal}\"\n"),
    )
    .unwrap();
    p
}

#[test]
fn a_station_name_that_reads_as_a_registered_one_is_refused() {
    let shared = tempfile::tempdir().unwrap();
    let journal = format!("sqlite:{}", shared.path().join("pit.sqlite3").display());
    let first = podium(&journal, "Pit 1");
    first.ok(&["keys", "--register"], &[]);
    for alike in [
        "pit 1",
        "PIT 1",
        "Pit  1",
        "Pit\\u00a01",
        "\\u0420it 1",
        "Pit \\uff11",
        "P\\u00edt 1",
    ] {
        let p = podium(&journal, alike);
        let r = p.run(&["keys", "--register"], &[]);
        assert_eq!(r.code, 2, "{alike}: {r:?}");
        assert!(
            r.stderr.contains("reads as station \"Pit 1\"")
                && r.stderr.contains("by another podium"),
            "{alike}: {r:?}"
        );
        let (r, out) = p.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
        assert_eq!(r.code, 2, "{alike}: {r:?}");
        assert!(r.stderr.contains("reads as station \"Pit 1\""), "{r:?}");
        assert!(!out.exists());
    }
    let other = podium(&journal, "Pit 2");
    other.ok(&["keys", "--register"], &[]);
    let (r, _) = other.slip(&lucky_break(), "S-77", &["--supervisor", "Ana Reyes"], &[]);
    assert_eq!((r.code, r.stdout.trim()), (0, "1"), "{r:?}");
}

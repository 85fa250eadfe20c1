//! The property's clock on the podium's screen: the status line shows the
//! local time with its offset, the gaming day and the shift, by the settings' clock.

use super::app_in;
use crate::gui::message::Message;
use crate::gui::testing::Window;

/// 18:30 UTC on 26 November is 02:30 on the 27th in Macau: with a gaming day from 06:00
/// that is still gaming day 26 November, in the graveyard shift; the wall clock's tick
/// moves the line on.
#[test]
fn the_status_line_shows_the_local_time_gaming_day_and_shift() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("settings.toml"),
        "time_zone = \"Asia/Macau\"\ngaming_day_starts = \"06:00\"\n",
    )
    .unwrap();
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    let _ = a.update(Message::WallClock("2026-11-26T18:30:00Z".parse().unwrap()));
    let line = "02:30 +08:00 · gaming day 2026-11-26 · graveyard";
    assert_eq!(a.local_now(), line);
    assert!(w.find(&a, line).is_some(), "shown at 1024×700");
    let _ = a.update(Message::WallClock("2026-11-26T22:00:00Z".parse().unwrap()));
    assert!(w
        .find(&a, "06:00 +08:00 · gaming day 2026-11-27 · day")
        .is_some());
}

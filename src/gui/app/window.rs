//! The window on a podium's screen: its size is at most the screen's (a
//! 1024×700 kiosk included) and the size it was last given, remembered in the data
//! folder; it takes the keyboard as it appears, with or without a window manager.
//!
//! The window is made hidden, at the size wanted; once it exists the monitor's size is
//! known, and it is fitted and centred there, then shown: the first window anyone sees
//! already fits (asking the X server for the screen before the window is made took a
//! connection of its own, and under load made the window's own fail more often).
//! Nothing here can stop the app: a missing or unreadable size file, no monitor size,
//! a window manager that refuses the focus, each leaves the defaults, and the window is
//! shown whatever the answers.

use std::path::Path;

use iced::{Size, Task};

use super::{App, Message};

/// The size the window opens at when none is remembered and the screen is larger.
pub(crate) const PREFERRED: Size = Size::new(1280.0, 800.0);

/// The smallest size remembered (a size below it is a mistake, not a wish).
const SMALLEST: Size = Size::new(640.0, 480.0);

/// The file the window's size is kept in, in the data folder.
pub(crate) const FILE: &str = "window.toml";

/// The size to open at: the remembered one (else [`PREFERRED`]), within the screen.
pub(crate) fn first_size(data: Option<&Path>, screen: Option<Size>) -> Size {
    let wanted = data.and_then(remembered).unwrap_or(PREFERRED);
    fit(wanted, screen)
}

/// `wanted`, no larger than `screen` (when known) and no smaller than 640×480
/// unless the screen is.
pub(crate) fn fit(wanted: Size, screen: Option<Size>) -> Size {
    let at_least = Size::new(
        wanted.width.max(SMALLEST.width),
        wanted.height.max(SMALLEST.height),
    );
    match screen {
        Some(s) => Size::new(at_least.width.min(s.width), at_least.height.min(s.height)),
        None => at_least,
    }
}

/// The size kept in the data folder, if it reads.
pub(crate) fn remembered(data: &Path) -> Option<Size> {
    let text = std::fs::read_to_string(data.join(FILE)).ok()?;
    let table: toml::Table = text.parse().ok()?;
    let number = |key: &str| -> Option<f32> {
        let v = table.get(key)?;
        let n = v.as_float().or_else(|| v.as_integer().map(|i| i as f64))?;
        (n.is_finite() && (1.0..=100_000.0).contains(&n)).then_some(n as f32)
    };
    Some(Size::new(number("width")?, number("height")?))
}

/// Keeps the window's size for the next launch (a failed write is not worth a word:
/// the next launch opens at the default).
pub(crate) fn remember(data: &Path, size: Size) {
    if size.width < SMALLEST.width || size.height < SMALLEST.height {
        return;
    }
    let text = format!(
        "# Pitpay's window, as last sized; delete this file to open at the default.\nwidth = {}\nheight = {}\n",
        size.width.round(),
        size.height.round()
    );
    if remembered(data) == Some(Size::new(size.width.round(), size.height.round())) {
        return;
    }
    let _ = crate::gui::dialog::write_atomic(&data.join(FILE), &text);
}

impl App {
    /// The window was resized: remembered.
    pub(super) fn resized(&mut self, size: Size) -> Task<Message> {
        if let Some(dir) = &self.data {
            remember(dir, size);
        }
        Task::none()
    }
}

/// The window's settings: hidden, at the size wanted (shown by [`on_open`]).
pub(crate) fn settings(data: Option<&Path>) -> iced::window::Settings {
    iced::window::Settings {
        size: first_size(data, None),
        visible: false,
        ..iced::window::Settings::default()
    }
}

/// Once the window exists: fitted to the monitor and centred (a window larger than the
/// monitor is shrunk to it), shown, and given the keyboard (the window manager is
/// asked, and the X server told directly, which is what works without one).
pub(crate) fn on_open() -> Task<Message> {
    iced::window::oldest().then(|id| {
        let Some(id) = id else {
            return Task::none();
        };
        iced::window::monitor_size(id).then(move |monitor| {
            iced::window::size(id).then(move |now| {
                let place = match monitor {
                    Some(m) => {
                        let fitted = fit(now, Some(m));
                        let corner = iced::Point::new(
                            ((m.width - fitted.width) / 2.0).max(0.0).floor(),
                            ((m.height - fitted.height) / 2.0).max(0.0).floor(),
                        );
                        Task::batch([
                            iced::window::resize(id, fitted),
                            iced::window::move_to(id, corner),
                        ])
                    }
                    None => Task::none(),
                };
                let x_focus = iced::window::raw_id::<Message>(id).then(|raw| {
                    Task::perform(async move { x11::take_focus(raw) }, |_| ()).discard()
                });
                place
                    .chain(iced::window::set_mode(id, iced::window::Mode::Windowed))
                    .chain(Task::batch([iced::window::gain_focus(id), x_focus]))
            })
        })
    })
}

#[cfg(target_os = "linux")]
mod x11 {
    use x11rb::protocol::xproto::{ConnectionExt, InputFocus};

    /// Gives window `raw` the keyboard, trying for a second while it is being mapped
    /// (a window not yet viewable cannot take the focus).
    pub(super) fn take_focus(raw: u64) {
        let Ok(window) = u32::try_from(raw) else {
            return;
        };
        let Ok((conn, _)) = x11rb::connect(None) else {
            return;
        };
        for _ in 0..20 {
            let asked = conn
                .set_input_focus(InputFocus::PARENT, window, x11rb::CURRENT_TIME)
                .ok()
                .and_then(|c| c.check().ok());
            let has = conn
                .get_input_focus()
                .ok()
                .and_then(|c| c.reply().ok())
                .is_some_and(|r| r.focus == window);
            if asked.is_some() && has {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod x11 {
    pub(crate) fn take_focus(_raw: u64) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_window_is_never_larger_than_the_screen() {
        let podium = Some(Size::new(1024.0, 700.0));
        assert_eq!(first_size(None, podium), Size::new(1024.0, 700.0));
        assert_eq!(first_size(None, None), PREFERRED);
        assert_eq!(
            fit(Size::new(1000.0, 600.0), Some(Size::new(1600.0, 900.0))),
            Size::new(1000.0, 600.0)
        );
    }

    #[test]
    fn the_size_is_remembered_and_a_bad_file_is_ignored() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        assert_eq!(remembered(d), None);
        remember(d, Size::new(1100.4, 650.0));
        assert_eq!(remembered(d), Some(Size::new(1100.0, 650.0)));
        assert_eq!(
            first_size(Some(d), Some(Size::new(1024.0, 700.0))),
            Size::new(1024.0, 650.0)
        );
        for bad in [
            "width = \"wide\"\nheight = 3",
            "not toml at all [",
            "width = -5\nheight = 700",
            "width = inf\nheight = 700",
        ] {
            std::fs::write(d.join(FILE), bad).unwrap();
            assert_eq!(remembered(d), None, "{bad}");
            assert_eq!(first_size(Some(d), None), PREFERRED);
        }
        std::fs::write(d.join(FILE), [0xff, 0xfe, 0x00]).unwrap();
        assert_eq!(first_size(Some(d), None), PREFERRED);
        remember(d, Size::new(10.0, 10.0));
        assert_eq!(remembered(d), None, "a tiny size is not remembered");
    }
}

//! What the window shows: the toolbar (screens, New / Open / Save, the path field,
//! theme, study view), the status line with who is signed in and the property's time
//!, the screen in its scrolling panes, and a dialog over it all on a dimmed
//! layer. Every button is a tab stop.

use iced::widget::{
    button, center, column, container, mouse_area, opaque, row, stack, text, toggler,
};
use iced::{Color, Element, Length, Theme};

use super::{App, Message, Screen, SIGN_IN_ID, SIGN_OUT_ID};
use crate::gui::keymap::{keymap, Shortcut};
use crate::gui::screen::{cage, confirm, palette, paytables, practice, settle, signoff};
use crate::gui::theme::Look;
use crate::gui::widget::ERROR;
use crate::gui::{scroll, tab_stop};
use pitpay_language::t;

impl App {
    /// The window's contents.
    pub(crate) fn view(&self) -> Element<'_, Message> {
        // The panel has a slot of its own, open or not, so the body's widget state
        // (scroll position, focused field) stays put when the panel opens or closes.
        let mut panel = column![];
        if let Some(p) = &self.signoff {
            panel = panel.push(self.signoff_view(p));
        }
        // The filed document's strip has a slot of its own too.
        let mut strip = column![];
        if let Some(f) = &self.filed {
            strip = strip.push(f.view(
                &self.words,
                Message::Print,
                Message::OpenFolder,
                Message::SaveCopy,
            ));
        }
        let page = column![
            self.toolbar(),
            self.status_line(),
            strip,
            panel,
            self.body()
        ]
        .spacing(8)
        .padding(10);
        // The page is always the stack's first child, dialog or not, so its widget
        // state (the focused field, the scroll position) survives a dialog.
        let over: Element<'_, Message> = match (&self.confirm, &self.palette) {
            (Some(c), _) => modal(
                c.view(&confirm::Context { words: &self.words })
                    .map(Message::Confirm),
                false,
            ),
            (None, Some(p)) => modal(
                p.view(&palette::Context { words: &self.words })
                    .map(Message::Palette),
                true,
            ),
            (None, None) => iced::widget::space().into(),
        };
        let window = stack![page, over];
        keymap(window, self.mode(), self.reading_pane(), Message::Key)
    }

    fn toolbar(&self) -> Element<'_, Message> {
        let w = &*self.words;
        let tab = |label: String, screen: Screen| {
            let style = if self.screen == screen {
                button::primary
            } else {
                button::secondary
            };
            tab_stop::press(
                button(text(label))
                    .style(style)
                    .on_press(Message::Show(screen)),
            )
        };
        let look = match self.look {
            Look::Light => t!(w, "window-theme-dark"),
            Look::Dark => t!(w, "window-theme-light"),
        };
        let screens = row![
            text("Pitpay").size(22),
            tab(t!(w, "window-tab-settle"), Screen::Settle),
            tab(t!(w, "window-tab-paytables"), Screen::Paytables),
            tab(t!(w, "window-tab-history"), Screen::History),
            tab(t!(w, "window-tab-practice"), Screen::Practice),
            tab(t!(w, "window-tab-staff"), Screen::Staff),
            tab(t!(w, "window-tab-cage"), Screen::Cage),
            iced::widget::space::horizontal(),
            tab_stop::press(
                button(text(t!(w, "window-commands")))
                    .on_press(Message::Key(Shortcut::Palette))
                    .style(button::text)
            ),
            tab_stop::press(
                toggler(self.settle.show_steps)
                    .label(t!(w, "window-show-steps"))
                    .on_toggle(|on| Message::Settle(settle::Message::ShowSteps(on)))
            ),
            tab_stop::press(
                button(text(look))
                    .on_press(Message::ToggleLook)
                    .style(button::text)
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        let nowrap = |s: String| text(s).wrapping(text::Wrapping::None);
        let files = row![
            tab_stop::press(button(nowrap(t!(w, "window-new"))).on_press(Message::New)),
            tab_stop::press(button(nowrap(t!(w, "window-open-round"))).on_press(Message::Open)),
            tab_stop::press(button(nowrap(t!(w, "window-save-round"))).on_press(Message::Save)),
            tab_stop::press(
                button(nowrap(t!(w, "window-issue-slip")))
                    .on_press(Message::ExportSlip)
                    .style(button::success)
            ),
            self.path
                .view(w, Message::PathChanged, Message::PathSubmitted),
            tab_stop::press(
                button(nowrap(t!(w, "window-open-path")))
                    .on_press(Message::OpenPath)
                    .style(button::secondary)
            ),
            tab_stop::press(
                button(nowrap(t!(w, "window-save-path")))
                    .on_press(Message::SavePath)
                    .style(button::secondary)
            ),
        ]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        column![screens, files].spacing(6).into()
    }

    /// The sign-off panel, with what it says of the settings (the property, the
    /// location, the slips folder).
    fn signoff_view<'a>(&'a self, p: &'a signoff::SignOff) -> Element<'a, Message> {
        p.view(&self.signoff_context()).map(Message::SignOff)
    }

    /// Who is signed in, in the header, with the way out (or in).
    fn session_line(&self) -> Element<'_, Message> {
        let w = &*self.words;
        match &self.staff.session {
            Some(s) => row![
                text(t!(
                    w,
                    "window-signed-in",
                    name = s.name.as_str(),
                    id = s.id.as_str()
                ))
                .size(13)
                .wrapping(text::Wrapping::None),
                tab_stop::stop(
                    button(text(t!(w, "window-sign-out")).size(14))
                        .on_press(Message::Key(Shortcut::SignOut))
                        .style(button::text),
                    tab_stop::Kind::Press
                )
                .id(SIGN_OUT_ID),
            ]
            .spacing(4)
            .align_y(iced::Alignment::Center)
            .into(),
            None => tab_stop::stop(
                button(text(t!(w, "window-sign-in")).size(14))
                    .on_press(Message::Key(Shortcut::Staff))
                    .style(button::text),
                tab_stop::Kind::Press,
            )
            .id(SIGN_IN_ID)
            .into(),
        }
    }

    /// The status line: the last message on the left, in a slot of a fixed height that
    /// takes the whole width left by the clock and who is signed in (two lines at most,
    /// never reflowing anything above or below it); the property's time; who is
    /// signed in.
    fn status_line(&self) -> Element<'_, Message> {
        let w = &*self.words;
        let said = match &self.status {
            Some(Ok(s)) => text(s.clone()).size(13),
            Some(Err(e)) => text(e.said(w)).size(13).color(ERROR),
            None => text(t!(w, "window-keys-hint")).size(13),
        };
        let said = container(said)
            .width(Length::Fill)
            .height(Length::Fixed(STATUS_HEIGHT))
            .align_y(iced::Alignment::Center)
            .clip(true);
        row![
            said,
            text(self.local_now())
                .size(13)
                .wrapping(text::Wrapping::None),
            self.session_line(),
        ]
        .spacing(10)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// The year whose tax thresholds a round without a date is flagged under: this
    /// year on the property's calendar.
    pub(crate) fn tax_year(&self) -> i32 {
        i32::from(self.clock.year_at(self.now))
    }

    /// The podium's local time, offset and gaming day: "13:06 -08:00 · gaming day
    /// 2026-11-26 · swing" (the gaming day and the shift, by the property's clock).
    pub(crate) fn local_now(&self) -> String {
        let stamp = self.clock.stamp(self.now);
        let hhmm = stamp.local.get(11..16).unwrap_or_default();
        let w = &*self.words;
        t!(
            w,
            "window-clock",
            time = hhmm,
            offset = stamp.offset.to_string(),
            day = stamp.gaming_day.to_string(),
            shift = pitpay_journal::shift_name(w, &stamp.shift)
        )
    }

    /// The screen shown: each draws its own panes.
    fn body(&self) -> Element<'_, Message> {
        match self.screen {
            Screen::Settle => self
                .settle
                .view(&self.settle_context(), &self.words)
                .map(Message::Settle),
            Screen::Paytables => {
                let cx = paytables::Context {
                    catalog: &self.catalog,
                    words: &self.words,
                };
                self.paytables.view(&cx).map(Message::Paytables)
            }
            Screen::History => {
                let cx = super::screens::history_context(&self.data, &self.staff, &self.words);
                self.history.view(&cx, &self.words).map(Message::History)
            }
            Screen::Staff => {
                let cx = super::screens::staff_context(&self.data, self.lock_after, &self.words);
                self.staff.view(&cx).map(Message::Staff)
            }
            Screen::Practice => {
                let cx = practice::Context {
                    data: self.data.as_deref(),
                    words: &self.words,
                };
                self.practice.view(&cx, &self.words).map(Message::Practice)
            }
            Screen::Cage => {
                let cx = cage::Context {
                    words: &self.words,
                    data: self.data.as_deref(),
                    enrolled: self.staff.enrolled(),
                };
                self.cage.view(&cx).map(Message::Cage)
            }
        }
    }

    /// The scrollable Ctrl+Up and Ctrl+Down move on the screen shown: what a supervisor
    /// reads (the settlement beside the form, the slips under the search box).
    pub(crate) fn reading_pane(&self) -> String {
        let name = match self.screen {
            Screen::Settle => "settlement",
            Screen::Paytables => "paytables",
            Screen::History => "history",
            Screen::Staff => "staff",
            Screen::Practice => "practice",
            Screen::Cage => "cage",
        };
        scroll::pane_ids(name).1
    }
}

/// The status line's height: two lines of its text, so a long message never pushes the
/// screen down.
const STATUS_HEIGHT: f32 = 34.0;

/// `dialog` on a dimmed layer over the page; the palette sits near the top, a
/// question in the middle. A click on the dimmed part closes it.
fn modal(dialog: Element<'_, Message>, top: bool) -> Element<'_, Message> {
    let dim = |_: &Theme| container::Style {
        background: Some(
            Color {
                a: 0.45,
                ..Color::BLACK
            }
            .into(),
        ),
        ..container::Style::default()
    };
    let placed: Element<'_, Message> = if top {
        container(opaque(dialog))
            .center_x(Length::Fill)
            .height(Length::Fill)
            .padding([70, 0])
            .style(dim)
            .into()
    } else {
        center(opaque(dialog)).style(dim).into()
    };
    opaque(mouse_area(placed).on_press(Message::Key(Shortcut::Cancel)))
}

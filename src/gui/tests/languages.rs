//! The window in every language: each screen drawn in the pseudo-language `en-XA`
//! (English accented and lengthened, so a word that still reads as plain ASCII English
//! never went through the Fluent files), and in Chinese with no missing-glyph boxes
//! (the embedded CJK face, `crate::gui::CJK_FONT`). Every string a person reads comes
//! from `locales/<tag>/*.ftl` (the property's language, docs and GLOSSARY-zh.md).
//!
//! [`drawn_texts`] and [`english_left`] are for any screen's test: draw a view, then
//! look for what was left outside the words.

use std::path::Path;
use std::sync::Arc;

use iced::advanced::renderer::Style;
use iced::keyboard::key::Named;
use iced::{mouse, Element, Size, Theme};
use iced_runtime::user_interface::{Cache, UserInterface};
use iced_tiny_skia::graphics::text::Text;
use pitpay_language::{Language, Words};

use super::*;
use crate::gui::app::Screen;
use pitpay_journal::staff::{NewMember, Pins, Role};

/// Every text `view` draws in a window `size` (logical pixels), in drawing order:
/// paragraphs (labels, buttons, fields' values and placeholders) and the texts drawn
/// with `fill_text` (pick lists). Make the window tall enough for the whole screen:
/// what lies below a scrollable's edge is not drawn.
pub(crate) fn drawn_texts<M>(view: Element<'_, M>, size: Size) -> Vec<String> {
    drawn(view, size)
        .into_iter()
        .map(|(text, _)| text)
        .collect()
}

/// The texts `view` draws with a glyph no face holds (drawn as an empty box).
pub(crate) fn missing_glyphs<M>(view: Element<'_, M>, size: Size) -> Vec<String> {
    drawn(view, size)
        .into_iter()
        .filter(|(_, missing)| *missing)
        .map(|(text, _)| text)
        .collect()
}

/// Each text drawn, and whether a glyph of it is missing (paragraphs only: the
/// renderer shapes `fill_text` texts as it draws them).
fn drawn<M>(view: Element<'_, M>, size: Size) -> Vec<(String, bool)> {
    let mut renderer = crate::gui::crisp::tests::renderer();
    let mut ui = UserInterface::build(view, size, Cache::default(), &mut renderer);
    let style = Style {
        text_color: iced::Color::BLACK,
    };
    ui.draw(
        &mut renderer,
        &Theme::Light,
        &style,
        mouse::Cursor::Unavailable,
    );
    let mut out = Vec::new();
    for layer in renderer.layers() {
        for item in &layer.text {
            for t in item.as_slice() {
                match t {
                    Text::Paragraph { paragraph, .. } => {
                        if let Some(p) = paragraph.upgrade() {
                            let buffer = p.buffer();
                            let text: Vec<&str> = buffer.lines.iter().map(|l| l.text()).collect();
                            let missing = buffer
                                .layout_runs()
                                .any(|run| run.glyphs.iter().any(|g| g.glyph_id == 0));
                            out.push((text.join("\n"), missing));
                        }
                    }
                    Text::Cached { content, .. } => out.push((content.clone(), false)),
                    _ => {}
                }
            }
        }
    }
    out
}

/// The plain-ASCII English words (three letters or more) left in `texts` once the
/// `data` in them (names, IDs, amounts, another area's words) is taken out: in `en-XA`
/// every word of a message is accented, so any such word was written outside Fluent.
pub(crate) fn english_left(texts: &[String], data: &[&str]) -> Vec<String> {
    let mut left = Vec::new();
    for t in texts {
        let mut rest = t.clone();
        for d in data.iter().filter(|d| !d.is_empty()) {
            rest = rest.replace(d, " ");
        }
        for word in rest.split(|c: char| !c.is_alphanumeric()) {
            if word.len() >= 3 && word.chars().all(|c| c.is_ascii_alphabetic()) {
                left.push(format!("{word:?} in {t:?}"));
            }
        }
    }
    left
}

/// What any screen may show that is not the window's words: the app's name and the
/// keys' names, which a keyboard prints in Latin letters in every language.
const ALWAYS: [&str; 9] = [
    "Pitpay",
    "Ctrl",
    "Shift",
    "Home",
    "End",
    "Enter",
    "Escape",
    "Tab",
    "PITPAY-SLIP",
];

fn language(tag: &str) -> Arc<Words> {
    Arc::new(Words::shipped(Language::parse(tag).unwrap()))
}

const MANAGER: &str = "M-1482";
const MANAGER_PIN: &str = "913579";

/// A data folder with slip 1 (the Lucky 9 example) paid at the cage over 1.00, and a
/// staff register holding a manager.
fn podium(dir: &Path) {
    std::fs::write(dir.join("settings.toml"), "[cage]\nover = \"1\"\n").unwrap();
    issue(dir, 0);
    let manager = NewMember {
        id: MANAGER,
        name: "Maria Gomez",
        role: Role::Manager,
    };
    let mut pins = Pins::given([MANAGER_PIN.to_string()]);
    pitpay_journal::staff::add(dir, &manager, None, &mut pins).unwrap();
}

/// The window as a test looks at it: 1024 wide, tall enough for every screen's whole.
fn size() -> Size {
    Size::new(1024.0, 2400.0)
}

/// The words left in English on the app's whole window.
fn left_on(a: &App, data: &[&str]) -> Vec<String> {
    let all: Vec<&str> = ALWAYS.iter().copied().chain(data.iter().copied()).collect();
    english_left(&drawn_texts(a.view(), size()), &all)
}

/// The register's data as the Staff screen lists it: names, IDs, keys' fingerprints.
fn register_data(dir: &Path) -> Vec<String> {
    let register = pitpay_journal::staff::register(dir).unwrap();
    let mut out = Vec::new();
    for m in register.members() {
        out.extend([m.id.clone(), m.name.clone(), m.fingerprint.to_string()]);
    }
    out
}

/// The status line's shift, a name the settings give.
fn shift(a: &App) -> String {
    a.clock.stamp(a.now).shift
}

/// The toolbar, the status line, the Staff screen (the register, then signed in as a
/// manager with the forms that change it) and the Cage screen (a slip to pay, with the
/// cashier's and the manager's fields) in `en-XA`: no plain English word is left but
/// the names, IDs and amounts of the data.
#[test]
fn the_chrome_staff_and_cage_screens_leave_no_english_in_en_xa() {
    let dir = tempfile::tempdir().unwrap();
    podium(dir.path());
    let mut a = app_in(dir.path());
    a.words = language("en-XA");
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "i");
    assert_eq!(a.screen, Screen::Staff);
    let mut data = register_data(dir.path());
    data.push(shift(&a));
    let data_ref: Vec<&str> = data.iter().map(String::as_str).collect();
    let left = left_on(&a, &data_ref);
    assert!(left.is_empty(), "English on the Staff screen: {left:#?}");

    // Signed in as the manager: the banner, the forms that change the register.
    w.type_text(&mut a, MANAGER);
    press(&mut w, &mut a, Named::Tab);
    w.type_text(&mut a, MANAGER_PIN);
    press(&mut w, &mut a, Named::Enter);
    assert!(a.staff.session.is_some(), "signed in: {:?}", a.status);
    let left = left_on(&a, &data_ref);
    assert!(
        left.is_empty(),
        "English on the Staff screen signed in: {left:#?}"
    );

    // The Cage screen with slip 1 looked up.
    ctrl(&mut w, &mut a, "g");
    w.type_text(&mut a, "1");
    press(&mut w, &mut a, Named::Enter);
    let crate::gui::screen::cage::Shown::Slip(l) = &a.cage.shown else {
        panic!("slip 1 is shown: {:?}", a.cage.shown);
    };
    // The slip's facts are data (its table, time, amounts and people, as recorded);
    // every word around them, the game's name included, is the window's.
    let f = &l.found;
    let mut data = data.clone();
    data.extend([f.table.clone(), f.issued.clone(), f.amount.clone()]);
    if let Some((_, withheld, net)) = &f.withholding {
        data.extend([withheld.clone(), net.clone()]);
    }
    data.extend([f.supervisor.name.clone(), f.supervisor.id.clone()]);
    if let Some(p) = &f.patron {
        data.extend([p.name.clone(), p.id_type.clone(), p.id_last4.clone()]);
    }
    if let Some(by) = &f.witness {
        data.extend([by.name.clone(), by.id.clone()]);
    }
    let data_ref: Vec<&str> = data.iter().map(String::as_str).collect();
    let left = left_on(&a, &data_ref);
    assert!(left.is_empty(), "English on the Cage screen: {left:#?}");
}

/// The command palette's own lines and its first entries (the actions), and the
/// question before an unsaved round is replaced, in `en-XA`.
#[test]
fn the_palette_and_the_question_leave_no_english_in_en_xa() {
    let mut a = app();
    a.words = language("en-XA");
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "k");
    let p = a.palette.as_ref().expect("the palette is open");
    let cx = crate::gui::screen::palette::Context { words: &a.words };
    let texts = drawn_texts(p.view(&cx), size());
    let left = english_left(&texts, &ALWAYS);
    assert!(left.is_empty(), "English in the palette: {left:#?}");
    press(&mut w, &mut a, Named::Escape);

    // A round with changes, then another game: the question.
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "2");
    let c = a.confirm.as_ref().expect("the question is asked");
    let cx = crate::gui::screen::confirm::Context { words: &a.words };
    let texts = drawn_texts(c.view(&cx), size());
    let left = english_left(&texts, &ALWAYS);
    assert!(left.is_empty(), "English in the question: {left:#?}");
}

/// The sign-off panel (Ctrl+E) in `en-XA`: its labels, buttons and where the slip is
/// filed.
#[test]
fn the_signoff_panel_leaves_no_english_in_en_xa() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    a.words = language("en-XA");
    let mut w = Window::new(1024.0, 700.0);
    type_lucky9_round(&mut w, &mut a);
    ctrl(&mut w, &mut a, "e");
    let p = a.signoff.as_ref().expect("the panel is open");
    let texts = drawn_texts(p.view(&a.signoff_context()), size());
    let folder = pitpay_journal::Shelf::Slips.folder(dir.path()).unwrap();
    let folder = folder.display().to_string();
    let data: Vec<&str> = ALWAYS.iter().copied().chain([folder.as_str()]).collect();
    let left = english_left(&texts, &data);
    assert!(left.is_empty(), "English in the sign-off panel: {left:#?}");
}

/// A $1 21+3 Progressive meter hit of $25,000, dated 2026: flagged W-2G and withholding,
/// with a meter award, so its slip needs the patron and a witness.
const METER_HIT: &str = "game = \"blackjack\"\ndecks = 6\ndate = \"2026-03-14\"\n[cards]\ndealer = \"AS 9C\"\n[progressive]\nmeter = \"25,000\"\n[[seat]]\nseat = 3\nhands = [\"AS AS\"]\n[seat.wagers]\nmain = \"10\"\n\"21+3-progressive\" = \"1\"\n";

/// The sign-off panel of a slip that needs the patron says why in the window's words:
/// in `en-XA` no English is left (each reason went through Fluent), in zh-Hant the
/// reasons are the glossary's, joined with 及.
#[test]
fn why_a_patron_is_needed_is_said_in_the_windows_words() {
    let dir = tempfile::tempdir().unwrap();
    let folder = pitpay_journal::Shelf::Slips.folder(dir.path()).unwrap();
    let folder = folder.display().to_string();
    let data: Vec<&str> = ALWAYS.iter().copied().chain([folder.as_str()]).collect();
    let mut a = app_in(dir.path());
    a.settle.load("hit.toml", METER_HIT).unwrap();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "e");
    for tag in ["en-XA", "zh-Hant"] {
        a.words = language(tag);
        let cx = a.signoff_context();
        assert!(cx.needs_patron.is_some(), "the slip needs the patron");
        let p = a.signoff.as_ref().expect("the panel is open");
        let texts = drawn_texts(p.view(&cx), size());
        let left = english_left(&texts, &data);
        if tag == "en-XA" {
            assert!(left.is_empty(), "English in the sign-off panel: {left:#?}");
        } else {
            let why = "此派彩單涉及W-2G 標記及預扣稅標記及累積大獎派彩：";
            assert!(texts.iter().any(|t| t.starts_with(why)), "{texts:#?}");
        }
    }
}

/// The welcome panel (beside the empty Settle form) and its example rounds' titles, in
/// `en-XA`.
#[test]
fn the_welcome_panel_and_its_examples_leave_no_english_in_en_xa() {
    use crate::gui::screen::welcome::{Context, Welcome};
    let xa = language("en-XA");
    let texts = drawn_texts(Welcome.view(&Context, &xa), size());
    let first = crate::gui::examples::ALL[0].title(&xa);
    assert!(
        texts.contains(&first),
        "the examples are listed: {texts:#?}"
    );
    let left = english_left(&texts, &ALWAYS);
    assert!(left.is_empty(), "English on the welcome panel: {left:#?}");
}

/// The check itself finds an English word a screen forgot, and lets data through.
#[test]
fn english_left_finds_a_plain_word_and_spares_data() {
    let texts = vec![
        "[Ŝîîĝƞ ĩƞ] Sign out".to_string(),
        "Maria Gomez (M-1)".to_string(),
    ];
    assert_eq!(
        english_left(&texts, &["Maria Gomez"]).len(),
        2,
        "\"Sign\" and \"out\""
    );
}

/// In Traditional and Simplified Chinese, the Staff and Cage screens draw their words
/// with the embedded CJK face: no glyph is missing, and the glossary's words are there
/// (GLOSSARY-zh.md: 賬房 / 账房 for the cage, 經理 for the manager).
#[test]
fn chinese_draws_with_no_missing_glyph() {
    let dir = tempfile::tempdir().unwrap();
    podium(dir.path());
    let mut a = app_in(dir.path());
    a.words = language("zh-Hant");
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "i");
    let texts = drawn_texts(a.view(), size());
    assert!(texts.iter().any(|t| t.contains("經理")), "{texts:#?}");
    let missing = missing_glyphs(a.view(), size());
    assert!(
        missing.is_empty(),
        "drawn with missing glyphs: {missing:#?}"
    );
    ctrl(&mut w, &mut a, "g");
    let texts = drawn_texts(a.view(), size());
    assert!(texts.iter().any(|t| t.contains("賬房")), "{texts:#?}");
    let missing = missing_glyphs(a.view(), size());
    assert!(
        missing.is_empty(),
        "drawn with missing glyphs: {missing:#?}"
    );
    // Simplified: 账房 (GLOSSARY-zh.md), from the same face.
    a.words = language("zh-Hans");
    let texts = drawn_texts(a.view(), size());
    assert!(texts.iter().any(|t| t.contains("账房")), "{texts:#?}");
    let missing = missing_glyphs(a.view(), size());
    assert!(
        missing.is_empty(),
        "drawn with missing glyphs: {missing:#?}"
    );
}

/// The palette's language entries switch the whole window at once, and the palette
/// still finds a command by its English title ("theme: dark") as well as by the
/// shown one.
#[test]
fn the_palette_switches_the_language_and_finds_english_commands_too() {
    let mut a = app();
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "繁體");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.words.language().tag(), "zh-Hant");
    let texts = drawn_texts(a.view(), size());
    assert!(
        texts.iter().any(|t| t.contains("賬房")),
        "the toolbar is in Chinese: {texts:#?}"
    );
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "theme: dark");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(
        a.look,
        crate::gui::theme::Look::Dark,
        "found by its English title"
    );
    ctrl(&mut w, &mut a, "k");
    w.type_text(&mut a, "English");
    press(&mut w, &mut a, Named::Enter);
    assert_eq!(a.words.language().tag(), "en");
    let texts = drawn_texts(a.view(), size());
    assert!(texts.iter().any(|t| t == "Cage"), "{texts:#?}");
}

/// The Staff screen before anyone is enrolled (the first manager's form) in `en-XA`.
#[test]
fn the_first_enrolment_leaves_no_english_in_en_xa() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = app_in(dir.path());
    a.words = language("en-XA");
    let mut w = Window::new(1024.0, 700.0);
    ctrl(&mut w, &mut a, "i");
    let texts = drawn_texts(a.view(), size());
    assert!(
        texts.iter().any(|t| t.contains("ƒiřşŧ ḿaaƞaaɠeeř")),
        "the first manager's form is shown: {texts:#?}"
    );
    let left = left_on(&a, &[shift(&a).as_str()]);
    assert!(left.is_empty(), "English on the first enrolment: {left:#?}");
}

/// The status line's refusals that a library words (a search that does not read, a
/// file too large to open, a printer that refused, a backup with no journal yet) are
/// written in the window's language, the file's name and the figures as they are.
#[test]
fn the_status_lines_refusals_leave_no_english_in_en_xa() {
    use crate::gui::error::Error;
    use pitpay_language::Sentence;
    let clock = pitpay_journal::PropertyClock::computer();
    let search = pitpay_journal::export::search("day:yesterday", &clock).unwrap_err();
    let big = Path::new("round.toml");
    let too_large = pitpay_core::ReadError::TooLarge {
        size: 2_000_000,
        limit: 1 << 20,
        what: pitpay_core::Input::Round,
    };
    let no_file = pitpay_documents::print::PrintError::NoFile("slip-000001.pdf".into());
    let errors = [
        Error::Search(Sentence::from(&search)),
        Error::unreadable(big, &too_large),
        Error::NotPrinted("slip-000001.pdf".into(), Sentence::from(&no_file)),
        Error::Export(pitpay_language::sentence!("history-nothing-to-back-up")),
    ];
    let xa = language("en-XA");
    let said: Vec<String> = errors.iter().map(|e| e.said(&xa)).collect();
    let data = [
        "round.toml",
        "slip-000001.pdf",
        "yesterday",
        "day",
        "2000000",
    ];
    assert_eq!(english_left(&said, &data), Vec::<String>::new(), "{said:?}");
    let hant = language("zh-Hant");
    for e in &errors {
        let (english, chinese) = (e.to_string(), e.said(&hant));
        assert_ne!(english, chinese);
        assert!(!chinese.is_ascii(), "{chinese}");
    }
    // The figures and the file stay as they are: 2,000,000 bytes of round.toml.
    let said = errors[1].said(&hant);
    assert!(
        said.contains("round.toml") && said.contains("2000000"),
        "{said}"
    );
}

/// A gap in the journal is said on History in the window's language, with the same
/// entries, manager, station and slip number as in English.
#[test]
fn history_says_a_gap_in_the_windows_language() {
    let dir = tempfile::tempdir().unwrap();
    podium(dir.path());
    let mut a = app_in(dir.path());
    let mut w = Window::new(1024.0, 700.0);
    w.send(&mut a, crate::gui::app::Message::Show(Screen::History));
    let gap: pitpay_journal::Gap = serde_json::from_value(serde_json::json!({
        "seq": 57,
        "record": {
            "pitpay_gap": 1, "station": "Pit 3", "time": "2026-11-26T23:10:00Z",
            "by": "Maria Gomez (M-1)", "lost_from": 31, "lost_to": 41, "last_slip": 17,
            "lost": [], "known": []
        }
    }))
    .unwrap();
    a.history.page.as_mut().unwrap().gaps.push(gap);
    let english = drawn_texts(a.view(), size()).join("\n");
    assert!(
        english.contains("Gap in the journal: gap at entry 57 (recorded by Maria Gomez (M-1)"),
        "{english}"
    );
    a.words = language("zh-Hant");
    let chinese = drawn_texts(a.view(), size()).join("\n");
    let line = chinese
        .lines()
        .find(|l| l.starts_with("記錄簿有缺漏："))
        .unwrap_or_else(|| panic!("{chinese}"));
    for figure in ["57", "Maria Gomez (M-1)", "Pit 3", "31-41", "17"] {
        assert!(line.contains(figure), "{figure} in {line}");
    }
    assert!(
        !line.contains("gap at entry") && !line.contains("were lost"),
        "{line}"
    );
}

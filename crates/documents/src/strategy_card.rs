//! The basic strategy card: the chart of [`crate::analysis::main_game`] printed for the
//! break room on one page of Letter or A4, drawn like the paytable signs (a bold title,
//! the table's options, the figures, then the grid), each cell shaded by what it says so
//! a dealer finds the doubles and splits at a glance. The footer gives the command that
//! prints the card again.

use time::OffsetDateTime;

use crate::analysis::main_game::MainGame;
use crate::pdf::flow::{Flow, Margins};
use crate::pdf::{self, Page, Paper, PdfError, Weight};
use pitpay_edge as edge;
use pitpay_language::{t, Words};

/// The card's margin, mm.
const MARGIN: f32 = 14.0;

/// The shade of a cell: stands white, hits pale red, doubles green, splits blue,
/// surrenders grey, as the common printed charts colour them.
fn shade(code: &str) -> (f32, f32, f32) {
    match code {
        "H" => (0.98, 0.82, 0.82),
        "S" => (1.0, 1.0, 1.0),
        "D" | "Ds" => (0.75, 0.92, 0.75),
        "P" => (0.78, 0.86, 1.0),
        _ => (0.85, 0.85, 0.85),
    }
}

/// One page: the strategy card of an analysed main game, in `words`' language (the
/// chart's codes and the options' `key = value` stay as the command line writes them).
/// `command` is the command line that prints it again, for the footer.
pub fn render(
    m: &MainGame,
    paper: Paper,
    command: &str,
    created: OffsetDateTime,
    words: &Words,
) -> Result<Vec<u8>, PdfError> {
    let (w, h) = paper.size();
    let mut flow = Flow::new(
        (w, h),
        Margins {
            side: MARGIN,
            top: MARGIN,
            bottom: MARGIN,
        },
    );
    let page = &mut flow.page;
    let title = t!(
        words,
        "card-title",
        game = t!(words, "settlement-game", game = m.game.id()),
        decks = i64::from(m.decks)
    );
    let mut y = h - MARGIN - 8.0;
    // A language that writes the title long prints it smaller, inside the margins.
    let size = pdf::fit(&title, w - 2.0 * MARGIN, 20.0, 12.0, Weight::Bold);
    page.text(MARGIN, y, size, Weight::Bold, &title);
    y -= 7.0;
    // The table's rules as a supervisor says them, in the card's language.
    let options: Vec<String> = m
        .options
        .iter()
        .map(|(k, v)| pitpay_core::option_phrase(m.game, *k, v, words))
        .collect();
    for line in pdf::wrap(&options.join(" · "), w - 2.0 * MARGIN, 8.5, Weight::Regular) {
        page.text(MARGIN, y, 8.5, Weight::Regular, &line);
        y -= 4.0;
    }
    y -= 1.0;
    let a = &m.analysis;
    let figures = t!(
        words,
        "card-figures",
        edge = format!("{:.2}%", -100.0 * a.basic.ev),
        best = format!("{:.2}%", -100.0 * a.composition.ev),
        wins = format!("{:.1}%", 100.0 * a.basic.win),
        pushes = format!("{:.1}%", 100.0 * a.basic.push),
        losses = format!("{:.1}%", 100.0 * a.basic.loss)
    );
    // Wrapped like the options: a longer language's figures take two lines.
    for line in pdf::wrap(&figures, w - 2.0 * MARGIN, 8.5, Weight::Regular) {
        page.text(MARGIN, y, 8.5, Weight::Regular, &line);
        y -= 4.0;
    }
    grid(page, a, (y, w), words);
    let mut key_y = MARGIN + 13.0;
    // In English the key reads as the chart's own `CHART_KEY` (which --json carries).
    let key = t!(words, "card-key");
    for line in pdf::wrap(&key, w - 2.0 * MARGIN, 8.0, Weight::Regular) {
        page.text(MARGIN, key_y, 8.0, Weight::Regular, &line);
        key_y -= 4.0;
    }
    // One page through the documents' page flow, its footer the command that prints it.
    flow.finish(&title, created, |page, _, _| {
        page.text_center(w / 2.0, MARGIN / 2.0, 7.0, Weight::Regular, command);
    })
    .finish()
}

/// The chart as a grid under `top`: hard totals, soft totals and pairs, each under its
/// heading, the dealer's up cards across.
fn grid(page: &mut Page, a: &edge::Analysis, (top, w): (f32, f32), words: &Words) {
    let rows = a.chart.printed();
    let sections = 3.0;
    // Every row the same height, whatever the paper: what is left between the figures
    // and the key, over the rows, the column heading and the three section headings.
    let row_h = ((top - MARGIN - 22.0) / (rows.len() as f32 + 1.0 + sections)).min(7.0);
    let label_w = 22.0;
    let col_w = ((w - 2.0 * MARGIN - label_w) / 10.0).min(16.0);
    let x0 = MARGIN;
    let mut y = top - row_h;
    let ups = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "A"];
    // Set smaller where a language's words are longer than the label column.
    let shows = t!(words, "card-dealer-shows");
    let size = pdf::fit(&shows, label_w - 1.0, 8.0, 4.5, Weight::Bold);
    page.text(x0, y + 1.5, size, Weight::Bold, &shows);
    for (i, up) in ups.iter().enumerate() {
        let cx = x0 + label_w + col_w * (i as f32 + 0.5);
        page.text_center(cx, y + 1.5, 10.0, Weight::Bold, up);
    }
    let mut last = None;
    for (row, label, codes) in rows {
        let section = std::mem::discriminant(&row);
        if last != Some(section) {
            let heading = match row {
                edge::Row::Hard(_) => t!(words, "card-hard-totals"),
                edge::Row::Soft(_) => t!(words, "card-soft-totals"),
                edge::Row::Pair(_) => t!(words, "card-pairs"),
            };
            y -= row_h;
            page.text(x0, y + 1.5, 9.0, Weight::Bold, &heading);
            last = Some(section);
        }
        y -= row_h;
        page.text(x0 + 2.0, y + 1.5, 9.0, Weight::Regular, &label);
        for (i, code) in codes.into_iter().enumerate() {
            let x = x0 + label_w + col_w * i as f32;
            page.fill(shade(code));
            page.fill_rect(x, y, col_w, row_h);
            page.fill(pdf::BLACK);
            page.stroke_rect(x, y, col_w, row_h, 0.2);
            page.text_center(x + col_w / 2.0, y + row_h * 0.3, 9.0, Weight::Bold, code);
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::layout_tests::{assert_no_overlap, read};
    use pitpay_language::Language;

    /// The card in zh-Hant, zh-Hans and en-XA (longer than English) keeps inside the
    /// side margins on both papers, no text over text, and the zh-Hant card says the Glossary's words
    /// (shared/GLOSSARY-zh.md: hit 要牌, stand 停牌, double 加倍, split 分牌, surrender
    /// 投降, dealer 莊家, house edge 莊家優勢, decks 副牌).
    #[test]
    fn the_card_fits_and_speaks_the_floor_s_words() {
        let game = pitpay_core::Game::Blackjack;
        let house = pitpay_core::HouseOptions::defaults(game);
        let m = crate::analysis::main_game::analyze(game, &house, 6).unwrap();
        let created = OffsetDateTime::UNIX_EPOCH;
        for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
            let words = Words::shipped(Language::parse(tag).unwrap());
            for paper in [Paper::Letter, Paper::A4] {
                let what = format!("{tag} card on {paper:?}");
                let r = read(&render(&m, paper, "pitpay analyze", created, &words).unwrap());
                // Every run within the card's side margins (the footer, the command,
                // sits lower than the layout checks' 10 mm in every language alike).
                let right = (paper.size().0 - MARGIN) * 72.0 / 25.4 + 0.5;
                for run in &r.runs {
                    assert!(run.bbox[2] <= right, "{what}: {} {:?}", run.text, run.bbox);
                }
                assert_no_overlap(&what, &r);
                let all: String = r.runs.iter().map(|run| run.text.as_str()).collect();
                if tag == "zh-Hant" {
                    for term in [
                        "要牌",
                        "停牌",
                        "加倍",
                        "分牌",
                        "投降",
                        "莊家明牌",
                        "莊家優勢",
                        "6副牌",
                    ] {
                        assert!(all.contains(term), "{what}: {term} in {all}");
                    }
                }
                for english in [
                    "basic strategy",
                    "Hard totals",
                    "Dealer shows",
                    "House edge",
                ] {
                    assert!(!all.contains(english), "{what}: {english} in {all}");
                }
            }
        }
    }
}

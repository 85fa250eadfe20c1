//! The worksheet as a PDF: each question's cards drawn as cards (red hearts and
//! diamonds), the table's rules and paytables, the marked wager boxed with a line to
//! write the amount on, and the answer key on a page of its own. Drawn with the public
//! drawing calls of [`pitpay_documents::pdf`] only, through its page flow; every page says the
//! sheet, its seed and "page x of y" at the foot.

use time::OffsetDateTime;

use pitpay_core::Card;
use pitpay_core::HouseOptions;
use pitpay_documents::pdf::{self, Page, PdfError, Weight};
use pitpay_documents::pdf::{Flow, Margins};
use pitpay_language::{t, Words};

use super::payit::{seat_words, stake_parts, PayIt};
use super::worksheet::Worksheet;

/// US Letter, portrait, in mm.
const W: f32 = 215.9;
const H: f32 = 279.4;
const MARGIN: f32 = 16.0;
/// Cards small enough that five questions fit a page, big enough to read at
/// arm's length: 8 × 11 mm, the rank at 7.5 pt and the suit at 10 pt.
const CARD_W: f32 = 8.0;
const CARD_H: f32 = 11.0;
/// A table line's type size and the width it may take.
const LINE_PT: f32 = 8.0;

/// The worksheet's margins: text and cards start 16 mm in from every edge, and the page
/// footer sits in the bottom margin.
const MARGINS: Margins = Margins {
    side: MARGIN,
    top: MARGIN,
    bottom: MARGIN,
};

/// Draws the worksheet in `words`' language: questions, then the answer key on its own
/// page. The PDF is dated `created` in its metadata; the questions depend on the seed
/// alone.
pub(crate) fn render(
    sheet: &Worksheet,
    created: OffsetDateTime,
    words: &Words,
) -> Result<Vec<u8>, PdfError> {
    let title = t!(words, "worksheet-title", game = sheet.game.title());
    let mut flow = Flow::new((W, H), MARGINS);
    header(&mut flow, sheet, &title, words);
    for (i, q) in sheet.questions.iter().enumerate() {
        let height = question_height(q, words);
        flow.room(height);
        question(&mut flow, i + 1, q, words);
    }
    flow.new_page();
    answer_key(&mut flow, sheet, words);
    let seed = sheet.seed.to_string();
    flow.finish(&title, created, |page, n, total| {
        let footer = t!(
            words,
            "worksheet-footer",
            title = title.as_str(),
            seed = seed.as_str(),
            page = n.to_string(),
            pages = total.to_string()
        );
        let size = fit(&footer, W - 2.0 * MARGIN, 8.0, 5.0, Weight::Regular);
        page.text_center(W / 2.0, MARGIN / 2.0, size, Weight::Regular, &footer);
    })
    .finish()
}

/// The type size at which `text` fits `max` mm: `size`, or smaller down to `min`.
fn fit(text: &str, max: f32, size: f32, min: f32, weight: Weight) -> f32 {
    let width = pdf::width(text, size, weight);
    if width <= max {
        size
    } else {
        (size * max / width).max(min)
    }
}

/// A line of the header, made smaller when it would run past the right margin.
fn header_line(f: &mut Flow, dy: f32, size: f32, text: &str) {
    let size = fit(text, W - 2.0 * MARGIN, size, 5.0, Weight::Regular);
    f.page.text(MARGIN, f.y - dy, size, Weight::Regular, text);
}

fn header(f: &mut Flow, sheet: &Worksheet, title: &str, words: &Words) {
    let size = fit(title, W - 2.0 * MARGIN, 16.0, 9.0, Weight::Bold);
    f.page.text(MARGIN, f.y - 6.0, size, Weight::Bold, title);
    let sub = t!(
        words,
        "worksheet-subtitle",
        count = sheet.questions.len(),
        level = sheet.level.name(words),
        seed = sheet.seed.to_string()
    );
    header_line(f, 11.5, 9.0, &sub);
    header_line(f, 17.5, 10.0, &t!(words, "worksheet-fill-in"));
    header_line(f, 22.5, 8.5, &t!(words, "worksheet-how"));
    f.y -= 25.5;
    f.page.line(MARGIN, f.y, W - MARGIN, f.y, 0.6);
    f.y -= 2.0;
}

/// The table's rules as written in the round (the options that are not the default)
/// and the paytables and meters in play.
fn table_lines(q: &PayIt, words: &Words) -> Vec<String> {
    let s = &q.round.settlement;
    let defaults = HouseOptions::defaults(s.game);
    let options: Vec<String> = q
        .statement
        .house
        .iter()
        .filter(|h| defaults.value_text(h.key) != h.value)
        .filter_map(|h| h.phrase.clone())
        .collect();
    // Each rule a piece of its own, so that a language that writes them long wraps.
    let decks = t!(words, "worksheet-decks", decks = i64::from(s.decks));
    let mut out: Vec<String> = std::iter::once(decks).chain(options).collect();
    let tables: Vec<String> = q.statement.paytables.iter().map(|p| p.id.clone()).collect();
    let tables = tables.join(&t!(words, "worksheet-list-separator"));
    out.push(t!(words, "worksheet-paytables", paytables = tables));
    out.extend(s.meters.iter().map(|m| {
        // The bet as the statement names it in `words`, from any of its lines.
        let bet = q
            .statement
            .seats
            .iter()
            .flat_map(|seat| &seat.rows)
            .find(|r| r.bet == m.bet)
            .map_or_else(|| m.bet.id().to_string(), |r| r.bet_title.clone());
        let amount = q.statement.currency.format(m.before);
        t!(words, "worksheet-meter", bet = bet, amount = amount)
    }));
    if let Some(suit) = s.declared_suit {
        out.push(t!(
            words,
            "worksheet-declared-suit",
            suit = suit.symbol().to_string()
        ));
    }
    let seat = q
        .seat()
        .and_then(|st| q.round.round.seats.iter().find(|x| x.number == st.number));
    if let Some(seat) = seat {
        if let Some(d) = &seat.decisions {
            out.push(if d.is_empty() {
                t!(words, "worksheet-no-decisions")
            } else {
                let said: Vec<String> = d
                    .iter()
                    .map(|word| t!(words, "worksheet-decision", word = word.as_str()))
                    .collect();
                t!(words, "worksheet-decisions", decisions = said.join(" "))
            });
        }
        if seat.even_money {
            out.push(t!(words, "worksheet-even-money"));
        }
    }
    pack(out, W - MARGIN - (MARGIN + 10.0))
}

/// Puts the pieces of a question's facts side by side ("6 decks · Paytables: …"), as
/// many to a line as fit `width`, so that a question takes few lines.
fn pack(pieces: Vec<String>, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for piece in pieces {
        match lines.last_mut() {
            Some(last)
                if pdf::width(&format!("{last} · {piece}"), LINE_PT, Weight::Regular) <= width =>
            {
                last.push_str(" · ");
                last.push_str(&piece);
            }
            _ => lines.push(piece),
        }
    }
    lines
}

/// The rows of cards a question shows, with their labels.
fn card_rows(q: &PayIt, words: &Words) -> Vec<(String, Vec<Card>)> {
    let s = &q.round.settlement;
    let mut rows = Vec::new();
    let spec = pitpay_core::spec(s.game);
    if spec.community() {
        rows.push((t!(words, "worksheet-player-cards"), s.shared_player.clone()));
        rows.push((t!(words, "worksheet-dealer-cards"), s.dealer_hand.clone()));
        rows.push((t!(words, "worksheet-community"), s.community.clone()));
    } else {
        rows.push((t!(words, "worksheet-dealer"), s.dealer_hand.clone()));
    }
    if let Some(seat) = q.seat() {
        let split = seat.hands.len() > 1;
        for (n, h) in seat.hands.iter().enumerate() {
            let label = if split {
                t!(words, "worksheet-hand-of-split", hand = (n + 1).to_string())
            } else {
                t!(words, "worksheet-hand")
            };
            let tags: Vec<String> = h
                .tags
                .iter()
                .filter_map(|tag| match *tag {
                    "split" => None,
                    tag => Some(t!(words, "settlement-hand-tag", tag = tag)),
                })
                .collect();
            let label = if tags.is_empty() {
                label
            } else {
                let tags = tags.join(&t!(words, "worksheet-list-separator"));
                t!(words, "worksheet-hand-tagged", hand = label, tags = tags)
            };
            rows.push((label, h.cards.clone()));
        }
    }
    rows
}

/// Where each group of cards goes: groups side by side, a new row when one does not
/// fit. Gives each group's (x, row) and the number of rows.
fn place(rows: &[(String, Vec<Card>)], x0: f32) -> (Vec<(f32, usize)>, usize) {
    let width = |n: usize| (n as f32 * (CARD_W + 1.8)).max(24.0);
    let mut at = Vec::with_capacity(rows.len());
    let (mut x, mut row) = (x0, 0);
    for (_, cards) in rows {
        let w = width(cards.len());
        if x > x0 && x + w > W - MARGIN {
            x = x0;
            row += 1;
        }
        at.push((x, row));
        x += w + 8.0;
    }
    (at, row + 1)
}

const GROUP_H: f32 = 3.8 + CARD_H + 2.0;
const LINE_H: f32 = 3.8;

/// The height a question takes: its number and fact lines, its rows of cards, the
/// wagers (one line, or two when they wrap), the answer line and the rule under it.
fn question_height(q: &PayIt, words: &Words) -> f32 {
    let (_, rows) = place(&card_rows(q, words), MARGIN + 10.0);
    let lines = table_lines(q, words).len() as f32;
    let (ask, beside) = ask_lines(q, words);
    let blank_line = (ask.len() - 1) as f32 * 5.0 + if beside { 0.0 } else { 5.0 };
    let wrapped = wager_layout(q, MARGIN + 10.0, &wager_title(q, words), words)
        .last()
        .map_or(0, |p| p.line) as f32
        * 5.5;
    4.5 + lines * LINE_H + 0.5 + rows as f32 * GROUP_H + 15.0 + blank_line + wrapped
}

fn question(f: &mut Flow, n: usize, q: &PayIt, words: &Words) {
    f.page
        .text(MARGIN, f.y - 4.5, 12.0, Weight::Bold, &format!("{n}."));
    let x = MARGIN + 10.0;
    f.y -= 4.5;
    for line in table_lines(q, words) {
        f.page.text(x, f.y, LINE_PT, Weight::Regular, &line);
        f.y -= LINE_H;
    }
    f.y -= 0.5;
    let groups = card_rows(q, words);
    let (at, rows) = place(&groups, x);
    for ((label, cards), (gx, row)) in groups.iter().zip(at) {
        let top = f.y - row as f32 * GROUP_H;
        f.page.text(gx, top - 2.8, 7.5, Weight::Regular, label);
        let mut cx = gx;
        for c in cards {
            card(&mut f.page, cx, top - 3.8 - CARD_H, *c);
            cx += CARD_W + 1.8;
        }
    }
    f.y -= rows as f32 * GROUP_H;
    wagers(f, q, x, words);
    f.y -= 2.0;
    f.page.line(MARGIN, f.y, W - MARGIN, f.y, 0.2);
    f.y -= 2.0;
}

/// A wager as the question lists it: its words, whether it is the marked one, and
/// where it goes (x, and the line below the first, from 0).
struct Placed {
    text: String,
    marked: bool,
    x: f32,
    line: usize,
}

/// The seat's wagers laid out after the title, wrapping at the right margin.
fn wager_layout(q: &PayIt, x: f32, title: &str, words: &Words) -> Vec<Placed> {
    let Some(seat) = q.seat() else {
        return Vec::new();
    };
    let start = x + pdf::width(title, 9.0, Weight::Bold) + 4.0;
    let (mut wx, mut line) = (start, 0);
    let mut out = Vec::new();
    for (i, r) in seat.rows.iter().enumerate() {
        if r.bet_id.ends_with("-envy") {
            continue;
        }
        let dealer = r.party == pitpay_core::Party::Dealer;
        let split = seat.hands.len() > 1 && r.bet == pitpay_core::Bet::Main;
        let stake = stake_parts(seat, r, &|m| q.stake_text(m, words), words);
        let (bet, hand) = (r.bet_title.as_str(), r.hand.to_string());
        let text = match (dealer, split) {
            (false, false) => t!(words, "worksheet-wager", bet = bet, stake = stake),
            (true, false) => t!(words, "worksheet-wager-dealer", bet = bet, stake = stake),
            (false, true) => {
                t!(
                    words,
                    "worksheet-wager-hand",
                    bet = bet,
                    hand = hand,
                    stake = stake
                )
            }
            (true, true) => {
                t!(
                    words,
                    "worksheet-wager-dealer-hand",
                    bet = bet,
                    hand = hand,
                    stake = stake
                )
            }
        };
        let marked = i == q.marked.row;
        let w = pdf::width(&text, 8.5, weight(marked));
        if wx + w > W - MARGIN {
            line += 1;
            // A wager too long for the column after the title starts at the left.
            wx = if start + w > W - MARGIN { x } else { start };
        }
        out.push(Placed {
            text,
            marked,
            x: wx,
            line,
        });
        wx += w + 5.0;
    }
    out
}

fn weight(marked: bool) -> Weight {
    if marked {
        Weight::Bold
    } else {
        Weight::Regular
    }
}

fn wager_title(q: &PayIt, words: &Words) -> String {
    let number = q.seat().map_or(0, |s| s.number);
    let place = seat_words(q.statement.game, number, words);
    t!(words, "worksheet-wagers", place = place)
}

/// The seat's wagers, the marked one boxed, and the answer line.
fn wagers(f: &mut Flow, q: &PayIt, x: f32, words: &Words) {
    let title = wager_title(q, words);
    f.page.text(x, f.y - 4.0, 9.0, Weight::Bold, &title);
    let top = f.y;
    for p in wager_layout(q, x, &title, words) {
        let y = top - p.line as f32 * 5.5;
        let w = pdf::width(&p.text, 8.5, weight(p.marked));
        if p.marked {
            f.page.stroke_rect(p.x - 1.2, y - 5.6, w + 2.4, 5.0, 0.9);
        }
        f.page.text(p.x, y - 4.0, 8.5, weight(p.marked), &p.text);
        f.y = f.y.min(y);
    }
    f.y -= 9.0;
    let (ask, beside) = ask_lines(q, words);
    let blank = format!("   {}", t!(words, "worksheet-blank"));
    let last = ask.len() - 1;
    for (i, line) in ask.iter().enumerate() {
        if i == last && beside {
            f.page
                .text(x, f.y, 10.0, Weight::Bold, &format!("{line}{blank}"));
        } else {
            f.page.text(x, f.y, 10.0, Weight::Bold, line);
            f.y -= 5.0;
        }
    }
    if !beside {
        f.page.text(x, f.y, 10.0, Weight::Bold, blank.trim_start());
    }
    f.y -= 0.5;
}

/// The question's last lines, and whether the blank fits beside the last: a long
/// question (a chip stack, a doubled hand) puts the blank on a line of its own, and
/// one too long for the page ("… not per split hand)") wraps inside the margin.
fn ask_lines(q: &PayIt, words: &Words) -> (Vec<String>, bool) {
    let ask = format!("▶ {}", q.wager_words(words));
    let blank = format!("   {}", t!(words, "worksheet-blank"));
    let room = W - MARGIN - (MARGIN + 10.0);
    let mut lines = pdf::wrap(&ask, room, 10.0, Weight::Bold);
    if lines.is_empty() {
        lines.push(ask);
    }
    let beside = lines
        .last()
        .is_some_and(|l| pdf::width(&format!("{l}{blank}"), 10.0, Weight::Bold) <= room);
    (lines, beside)
}

/// One card: a white card with its rank in the corner and its suit in the middle.
fn card(page: &mut Page, x: f32, y: f32, c: Card) {
    page.stroke_rect(x, y, CARD_W, CARD_H, 0.6);
    if c.suit.is_red() {
        page.fill((0.78, 0.08, 0.12));
    }
    page.text(
        x + 0.9,
        y + CARD_H - 3.4,
        7.5,
        Weight::Bold,
        c.rank.symbol(),
    );
    page.text_center(
        x + CARD_W / 2.0,
        y + 1.6,
        10.0,
        Weight::Regular,
        &c.suit.symbol().to_string(),
    );
    page.fill(pdf::BLACK);
}

/// The answer key: number, wager, paid, net and the reason, on a page of its own.
fn answer_key(f: &mut Flow, sheet: &Worksheet, words: &Words) {
    let title = t!(
        words,
        "worksheet-key-title",
        game = sheet.game.title(),
        seed = sheet.seed.to_string()
    );
    f.page.text(MARGIN, f.y - 6.0, 15.0, Weight::Bold, &title);
    f.y -= 14.0;
    let cols = [MARGIN, MARGIN + 10.0, MARGIN + 122.0, MARGIN + 152.0];
    let heads = [
        t!(words, "worksheet-col-number"),
        t!(words, "worksheet-col-wager"),
        t!(words, "worksheet-col-pay-across"),
        t!(words, "worksheet-col-net"),
    ];
    // Each heading within its column: a longer language's is set smaller.
    let ends = [cols[1], cols[2], cols[3], W - MARGIN];
    for ((x, end), h) in cols.iter().zip(ends).zip(&heads) {
        let size = fit(h, end - x - 1.5, 9.0, 5.0, Weight::Bold);
        f.page.text(*x, f.y, size, Weight::Bold, h);
    }
    f.y -= 2.0;
    f.page.line(MARGIN, f.y, W - MARGIN, f.y, 0.5);
    f.y -= 5.0;
    for (i, q) in sheet.questions.iter().enumerate() {
        let Some(r) = q.row() else { continue };
        let cur = q.statement.currency;
        let reason = pdf::wrap(
            &r.explanation(),
            W - 2.0 * MARGIN - 10.0,
            8.0,
            Weight::Regular,
        );
        // The wager wraps inside its own column: a long one ("… on hand 2 of the
        // split, not per split hand)") would otherwise run under the amount paid.
        let wager = pdf::wrap(
            &q.wager_words(words),
            cols[2] - cols[1] - 4.0,
            9.0,
            Weight::Regular,
        );
        f.room(6.0 + 4.2 * wager.len() as f32 + 4.0 * reason.len() as f32);
        f.page
            .text(cols[0], f.y, 9.0, Weight::Bold, &format!("{}", i + 1));
        f.page
            .text(cols[2], f.y, 9.0, Weight::Bold, &cur.format(r.paid));
        f.page
            .text(cols[3], f.y, 9.0, Weight::Regular, &cur.format(r.net));
        for line in wager {
            f.page.text(cols[1], f.y, 9.0, Weight::Regular, &line);
            f.y -= 4.2;
        }
        for line in reason {
            f.page.text(cols[1], f.y, 8.0, Weight::Regular, &line);
            f.y -= 3.8;
        }
        f.y -= 2.0;
    }
}

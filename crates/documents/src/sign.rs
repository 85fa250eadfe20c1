//! Printable paytable signs (ROUND-FILE.md `sign`): Letter, A4 and a folded table tent,
//! drawn from the very paytable that settles the bets.
//!
//! A sign shows the game and bet, the tiers in order with their pay in the paytable's
//! own convention (`to` / `for`, fixed amounts, percent of meter), the stake limits, a
//! short rules summary for main games and the rules a side bet's disputes turn on
//! (R4.3, R4.6, R5), version, effective date and fingerprint. Tiers the shoe cannot
//! produce at the sign's deck count are marked "not available" (R1.2). An unverified
//! paytable prints as a proof, its mark in a band outside the panel (R5).

use time::OffsetDateTime;

use pitpay_language::{t, Words};

use crate::pdf::flow::{Flow, Margins};
use crate::pdf::{fit, leading, width, wrap, Page, PdfError, Rgb3, Weight, BLACK};
use pitpay_core::spec;
use pitpay_core::Catalog;
use pitpay_core::HouseOptions;
use pitpay_core::{Bet, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use pitpay_core::{PayLine, Posted};

mod bilingual;
use bilingual::parts;

/// Paper sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Size {
    /// US Letter, portrait.
    #[default]
    Letter,
    /// ISO A4, portrait.
    A4,
    /// A Letter sheet in landscape, folded in half into a table tent: the same panel
    /// on both faces, the upper one upside down.
    Tent,
}

/// Why a sign could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SignError {
    /// No paytable has the id asked for.
    NoPaytable(String),
    /// The paytable is not dealt from the deck count asked for (R1.2).
    Decks {
        /// The paytable.
        id: String,
        /// The deck count asked for.
        decks: u8,
        /// The deck counts it allows, as a list: `6, 8`.
        allowed: String,
    },
    /// No house-rules file has the id asked for.
    NoHouseRules(String),
    /// The house rules are for a game the paytable does not serve.
    HouseRulesGame {
        /// The house-rules file.
        id: String,
        /// Its game, as a title.
        game: &'static str,
    },
    /// A house option of the house-rules file does not apply.
    HouseOption(String),
    /// The house advantage was asked for a paytable the analysis does not cover.
    Edge(String),
    /// The PDF could not be drawn.
    Pdf(#[from] PdfError),
}

pitpay_language::english_display!(SignError);

/// Why a sign could not be made, in any language; what the house-rules reader and the
/// analysis word is passed as their text.
impl From<&SignError> for pitpay_language::Sentence {
    fn from(e: &SignError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            SignError::NoPaytable(id) => sentence!("document-error-sign-no-paytable", id = id),
            SignError::Decks { id, decks, allowed } => sentence!(
                "document-error-sign-decks",
                id = id,
                decks = *decks,
                allowed = allowed
            ),
            SignError::NoHouseRules(id) => sentence!("document-error-sign-no-house-rules", id = id),
            SignError::HouseRulesGame { id, game } => sentence!(
                "document-error-sign-house-rules-game",
                id = id,
                game = *game
            ),
            SignError::HouseOption(why) => why.into(),
            SignError::Edge(why) => sentence!("document-error-sign-edge", why = why),
            SignError::Pdf(e) => e.into(),
        }
    }
}

/// Draws the sign for a paytable in English. `decks` defaults to the paytable's
/// largest deck count; `house_rules` names a house-rules file whose options the rules
/// summary uses; `show_edge` adds the house advantage at that deck count under those
/// options.
pub fn render(
    catalog: &Catalog,
    id: &str,
    size: Size,
    decks: Option<u8>,
    house_rules: Option<&str>,
    show_edge: bool,
) -> Result<Vec<u8>, SignError> {
    let english = [pitpay_language::english()];
    render_in(catalog, id, size, (decks, house_rules, show_edge), &english)
}

/// The sign in the languages of `words`, in order: one language, or several on one
/// sign (each line in each language on Letter and A4; one language on each face of a
/// tent, the first two). `(decks, house_rules, show_edge)` are as [`render`] takes them.
pub fn render_in(
    catalog: &Catalog,
    id: &str,
    size: Size,
    (decks, house_rules, show_edge): (Option<u8>, Option<&str>, bool),
    words: &[&Words],
) -> Result<Vec<u8>, SignError> {
    let table = catalog
        .paytable(id)
        .ok_or_else(|| SignError::NoPaytable(id.to_string()))?;
    let decks = match decks {
        Some(d) if table.decks.contains(&d) => d,
        Some(d) => {
            return Err(SignError::Decks {
                id: id.to_string(),
                decks: d,
                allowed: table
                    .decks
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", "),
            })
        }
        None => table.decks.iter().copied().max().unwrap_or(8),
    };
    let game = table.home_game;
    let mut house = HouseOptions::defaults(game);
    if let Some(hr) = house_rules {
        let rules = catalog
            .house_rules(hr)
            .ok_or_else(|| SignError::NoHouseRules(hr.to_string()))?;
        if !table.serves(rules.game) {
            return Err(SignError::HouseRulesGame {
                id: hr.to_string(),
                game: rules.game.title(),
            });
        }
        house = HouseOptions::defaults(rules.game);
        for (k, v, _) in &rules.options {
            house
                .set(k, v)
                .map_err(|e| SignError::HouseOption(e.to_string()))?;
        }
    }
    let english = [pitpay_language::english()];
    let words = if words.is_empty() {
        &english[..]
    } else {
        words
    };
    let mut postings = Vec::new();
    for w in words {
        let mut posted = Posted::in_words(table, decks, &house, w);
        if show_edge {
            posted.edge = Some(edge_line(table, decks, &house, w)?);
        }
        // The sign's own lines, worded here so that merged languages keep their own.
        posted.decks = match &posted.edge {
            Some(edge) => t!(
                w,
                "sign-dealt-edge",
                decks = posted.decks.as_str(),
                edge = edge.as_str()
            ),
            None => t!(w, "sign-dealt", decks = posted.decks.as_str()),
        };
        posted.example = (posted.example.take()).map(|e| t!(w, "sign-example", example = e));
        postings.push(posted);
    }
    // One fitted page through the documents' page flow: the flow makes the
    // sheet and the document; a sign is posted, so its pages carry no footer.
    let mut flow = Flow::new(sheet(size), MARGINS);
    draw(&mut flow.page, &postings, words, size);
    let first = words.first().copied().unwrap_or(pitpay_language::english());
    let title = t!(
        first,
        "sign-pdf-title",
        name = table.names.or(first.language(), &table.name)
    );
    Ok(flow
        .finish(&title, OffsetDateTime::now_utc(), |_, _, _| {})
        .finish()?)
}

/// The sheet a sign is printed on, in mm: portrait Letter or A4, or landscape Letter
/// folded into a tent.
fn sheet(size: Size) -> (f32, f32) {
    match size {
        Size::A4 => (210.0, 297.0),
        Size::Letter => (215.9, 279.4),
        Size::Tent => (279.4, 215.9),
    }
}

/// A sign's margins: its panel's border stands `EDGE` in from every edge of the sheet.
const MARGINS: Margins = Margins {
    side: EDGE,
    top: EDGE,
    bottom: EDGE,
};

/// "House advantage 3.24%", from the exact analysis at the sign's deck count and house
/// options; a progressive's is taken with the meter at its reseed, and says so (its edge
/// falls as the meter grows, R4.3). Two decimals, as casinos post it.
fn edge_line(
    table: &pitpay_core::Paytable,
    decks: u8,
    house: &HouseOptions,
    w: &Words,
) -> Result<String, SignError> {
    let q =
        crate::analysis::quick(table, decks, house).map_err(|e| SignError::Edge(e.to_string()))?;
    let percent = format!("{:.2}", q.house_edge * 100.0);
    Ok(match table.reseed {
        Some(reseed) => {
            // In the paytable's currency, as the rest of the sign is posted (posted.rs).
            let cur = table.currency.unwrap_or(pitpay_core::Currency::USD);
            let reseed = cur.format(reseed);
            t!(w, "sign-edge-meter", percent = percent, reseed = reseed)
        }
        None => t!(w, "sign-edge", percent = percent),
    })
}

/// The sign's one page: a portrait sheet holding one panel, or a landscape Letter sheet
/// folded into a tent, the same panel on both faces (the upper one upside down, so that
/// it reads upright from the other side of the table).
fn draw(page: &mut Page, postings: &[Posted], words: &[&Words], size: Size) {
    let (Some(p), Some(first)) = (bilingual::merge(postings), postings.first()) else {
        return;
    };
    let p = &p;
    let (w, h) = sheet(size);
    // An unverified paytable prints as a proof (R5): the mark stands in a band of its
    // own outside the panel, so the panel reads as it will be posted and the sheet
    // cannot pass for a verified sign.
    let proof = if p.warning.is_some() { PROOF_BAND } else { 0.0 };
    match size {
        Size::Letter | Size::A4 => {
            let frame = Frame {
                left: EDGE,
                bottom: EDGE,
                width: w - 2.0 * EDGE,
                height: h - 2.0 * EDGE - proof,
                pay: (MIN_PAY, 56.0),
                side: false,
            };
            panel(page, p, frame);
            if p.warning.is_some() {
                proof_mark(page, frame, frame.top() + PROOF_BAND, words);
            }
        }
        Size::Tent => {
            let half = h / 2.0;
            let mut frame = Frame {
                left: EDGE,
                bottom: EDGE + proof,
                width: w - 2.0 * EDGE,
                height: half - EDGE - FOLD_GAP - proof,
                pay: (MIN_PAY_TENT, 30.0),
                side: true,
            };
            // Both faces' pay lines in one size, the largest both fit: one language is
            // set no smaller than the other.
            if postings.len() > 1 {
                let faces = postings.iter().take(2);
                let pay = faces
                    .map(|p| largest_pay(p, frame))
                    .fold(f32::MAX, f32::min);
                frame.pay = (pay, pay);
            }
            // The band below each face: along the sheet's outer edges, away from the fold.
            // One language on each face: the first upright towards the seats, the
            // second (or the first again) on the face turned to the other side.
            let face = |page: &mut Page, n: usize| {
                let p = postings.get(n).unwrap_or(first);
                panel(page, p, frame);
                if p.warning.is_some() {
                    let w = words.get(n).or(words.first());
                    proof_mark(
                        page,
                        frame,
                        EDGE + PROOF_BAND - 1.5,
                        w.map(std::slice::from_ref).unwrap_or(&[]),
                    );
                }
            };
            face(page, 0);
            page.half_turn();
            face(page, 1);
            page.restore();
            page.stroke((0.6, 0.6, 0.6));
            page.dots(EDGE, w - EDGE, half, 0.6, 2.5);
            page.stroke(BLACK);
        }
    }
}

/// Where a panel is drawn: its box on the page (mm) and the range its pay lines' type
/// may take (points).
#[derive(Debug, Clone, Copy)]
struct Frame {
    left: f32,
    bottom: f32,
    width: f32,
    height: f32,
    pay: (f32, f32),
    /// The wide, short face of a tent: the pay lines in one column on the left, the
    /// notes, rules and footer beside them on the right.
    side: bool,
}

/// The height of the proof band outside an unverified paytable's panel.
pub(crate) const PROOF_BAND: f32 = 15.0;

/// What the proof band says first, in large capitals (in English).
#[cfg(test)]
pub(crate) const PROOF: &str = "PROOF — NOT FOR POSTING";

/// The proof band (R5): red, across the panel's width, its top at `top`; the mark (in
/// each language of `words`) and under it the unverified-paytable warning (in the
/// first). Drawn outside the panel's border.
fn proof_mark(page: &mut Page, f: Frame, top: f32, words: &[&Words]) {
    let height = PROOF_BAND - 1.5;
    page.fill((0.62, 0.08, 0.06));
    page.fill_rect(f.left, top - height, f.width, height);
    page.fill((1.0, 1.0, 1.0));
    let marks: Vec<String> = words.iter().map(|w| t!(w, "sign-proof")).collect();
    let mark = marks.join(" · ");
    let mark_size = fit(&mark, f.width - 8.0, 15.0, 8.0, Weight::Bold);
    page.text_center(f.cx(), top - 6.6, mark_size, Weight::Bold, &mark);
    let english = pitpay_language::english();
    let why = t!(words.first().copied().unwrap_or(english), "sign-proof-why");
    let size = fit(&why, f.width - 8.0, 8.5, 6.5, Weight::Regular);
    page.text_center(f.cx(), top - 11.2, size, Weight::Regular, &why);
    page.fill(BLACK);
}

/// From the sheet's edge to the panel's border: inside every printer's unprintable
/// margin.
pub(crate) const EDGE: f32 = 9.0;
/// From the tent's fold to each panel.
pub(crate) const FOLD_GAP: f32 = 5.0;
/// From the border to the text.
const PAD: f32 = 7.0;
/// The smallest pay-line type on a wall or stand sign, readable at two metres: 20 pt
/// DejaVu Sans has capitals 5.1 mm high, the 1:400 of letter height to reading distance
/// that sign guidance gives for comfortable reading.
pub(crate) const MIN_PAY: f32 = 20.0;
/// On a table tent, read from the seats across the table (about one metre): 14 pt
/// capitals are 3.6 mm high, well above the 1:400 at that distance.
pub(crate) const MIN_PAY_TENT: f32 = 14.0;
/// On a tent, the share of the text's width the pay column takes.
const SIDE_SPLIT: f32 = 0.58;

impl Frame {
    fn top(&self) -> f32 {
        self.bottom + self.height
    }
    fn cx(&self) -> f32 {
        self.left + self.width / 2.0
    }
    /// The text's left and right edges.
    fn inner(&self) -> (f32, f32) {
        (self.left + PAD, self.left + self.width - PAD)
    }
    fn inner_width(&self) -> f32 {
        self.width - 2.0 * PAD
    }
    /// Where the lead and the pay lines go: the text's width, or on a tent its left part.
    fn pays(&self) -> (f32, f32) {
        let (left, right) = self.inner();
        if self.side {
            (left, left + (right - left) * SIDE_SPLIT)
        } else {
            (left, right)
        }
    }
    /// Where the notes, rules and footer go: under the pay lines, or on a tent beside
    /// them.
    fn notes(&self) -> (f32, f32) {
        let (left, right) = self.inner();
        if self.side {
            (self.pays().1 + COLUMN_GAP, right)
        } else {
            (left, right)
        }
    }
}

/// A region's width and centre.
fn span((x0, x1): (f32, f32)) -> (f32, f32) {
    (x1 - x0, (x0 + x1) / 2.0)
}

/// The type sizes of a panel, all following the pay lines' size.
#[derive(Debug, Clone, Copy)]
struct Sizes {
    pay: f32,
    title: f32,
    subtitle: f32,
    lead: f32,
    heading: f32,
    text: f32,
    stake: f32,
    small: f32,
    /// Between pay lines, as a share of their leading: a tent's short face sets them
    /// closer.
    gap: f32,
}

impl Sizes {
    fn of(pay: f32, f: Frame) -> Sizes {
        // A tent's face is short: its title is a smaller step up from the pay lines.
        let title = if f.side { 1.25 } else { 1.6 };
        Sizes {
            pay,
            title: pay * title,
            subtitle: (pay * 0.6).max(9.0),
            lead: (pay * 2.0).min(64.0),
            heading: (pay * 0.6).max(9.0),
            text: (pay * 0.6).clamp(9.0, 18.0),
            stake: (pay * 0.7).max(10.0),
            small: (pay * 0.35).clamp(6.5, 8.0),
            gap: if f.side { 0.05 } else { 0.25 },
        }
    }
}

/// A game's colours: a light tint for the title band and a deep shade for the border
/// and headings. Tints stay light and shades dark in greyscale, so black type reads on
/// both a colour and a black-and-white printer.
#[derive(Debug, Clone, Copy)]
struct Scheme {
    tint: Rgb3,
    shade: Rgb3,
}

fn scheme(p: &Posted) -> Scheme {
    let (tint, shade) = match (p.game, p.bet) {
        (_, Bet::LuckyBreak) => ((0.99, 0.90, 0.78), (0.66, 0.32, 0.04)),
        (_, PROGRESSIVE_BET) => ((0.98, 0.86, 0.86), (0.62, 0.10, 0.12)),
        (_, SUITED_OR_BOOTED_BET) => ((0.98, 0.95, 0.78), (0.52, 0.42, 0.04)),
        (game, _) => spec(game).sign_colours,
    };
    Scheme { tint, shade }
}

/// How the body opens up to fill its panel: extra space around each pay line, and
/// between the body's blocks (banner and lead, pay lines, notes).
#[derive(Debug, Clone, Copy, Default)]
struct Spacing {
    line: f32,
    block: f32,
}

/// One sign panel: border, title band, the lead pay, the pay lines, the notes and
/// rules, and the footer. The pay lines take the largest type that lets everything
/// fit; space left over opens the pay lines up and then spreads evenly between the
/// blocks, so no part of the sheet is left blank.
fn panel(page: &mut Page, p: &Posted, f: Frame) {
    let sizes = Sizes::of(largest_pay(p, f), f);
    let colours = scheme(p);
    let m = measure(p, f, &sizes);
    // On a tent only the pay column opens up; the notes beside it keep their place.
    let spare = if f.side {
        m.pays_bottom - f.bottom - SIDE_FLOOR
    } else {
        m.room(f)
    }
    .max(0.0);
    let lines = p.sections.iter().map(|s| s.lines.len()).sum::<usize>();
    let rows = lines.max(1) as f32;
    let line = (spare * 0.5 / rows).min(leading(sizes.pay));
    let space = Spacing {
        line,
        block: (spare - line * rows) / 4.0,
    };
    border(page, f, colours);
    band(page, p, f, &sizes, colours);
    footer(page, p, f, &sizes, colours);
    body(page, p, f, &sizes, colours, m.below_band, space);
}

/// From a tent panel's bottom border to its lowest pay line.
const SIDE_FLOOR: f32 = 3.0;

/// Where a panel's parts end, unspaced.
struct Measure {
    below_band: f32,
    above_footer: f32,
    pays_bottom: f32,
    notes_bottom: f32,
}

impl Measure {
    /// The height to spare, negative when the panel does not fit: the notes must stay
    /// above the footer, and on a tent the pay column above the panel's bottom.
    fn room(&self, f: Frame) -> f32 {
        let notes = self.notes_bottom - self.above_footer - 2.0;
        if f.side {
            notes.min(self.pays_bottom - f.bottom - SIDE_FLOOR)
        } else {
            notes
        }
    }
}

/// Where the band ends, the footer begins and the unspaced pay lines and notes end.
fn measure(p: &Posted, f: Frame, sizes: &Sizes) -> Measure {
    let colours = scheme(p);
    let mut scratch = Page::new(1.0, 1.0);
    let below_band = band(&mut scratch, p, f, sizes, colours);
    let above_footer = footer(&mut scratch, p, f, sizes, colours);
    let (pays_bottom, notes_bottom) = body(
        &mut scratch,
        p,
        f,
        sizes,
        colours,
        below_band,
        Spacing::default(),
    );
    Measure {
        below_band,
        above_footer,
        pays_bottom,
        notes_bottom,
    }
}

/// The largest pay-line size at which everything fits with every label on one line,
/// within the frame's range; failing that, on two lines, then three; failing that,
/// below the range (a paytable too long for its sheet still prints whole, smaller).
fn largest_pay(p: &Posted, f: Frame) -> f32 {
    let (min, max) = f.pay;
    let one = search(p, f, (min, max), 1);
    let two = search(p, f, (min, max), 2);
    // Two-line labels are worth it only for much larger type (a short table whose one
    // long label would otherwise keep every line small).
    let pick = match (one, two) {
        (Some(a), Some(b)) if b < a * 1.4 => Some(a),
        (a, b) => b.or(a),
    };
    pick.or_else(|| search(p, f, (min, max), 3))
        .or_else(|| search(p, f, (min * 0.4, min), 3))
        .unwrap_or(min * 0.4)
}

/// Bisection for the largest fitting size in `lo..=hi`, or none when `lo` does not fit.
fn search(p: &Posted, f: Frame, (mut lo, mut hi): (f32, f32), label_lines: usize) -> Option<f32> {
    if !fits(p, f, lo, label_lines) {
        return None;
    }
    if fits(p, f, hi, label_lines) {
        return Some(hi);
    }
    while hi - lo > 0.25 {
        let mid = (lo + hi) / 2.0;
        if fits(p, f, mid, label_lines) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

/// Whether the panel fits at this pay size: in height, with the widest pay in at most
/// half its column, every label in at most `label_lines` lines beside its pay, and the
/// title on one line at no less than [`TITLE_MIN`] of the pay lines' size.
fn fits(p: &Posted, f: Frame, pay: f32, label_lines: usize) -> bool {
    let m = measure(p, f, &Sizes::of(pay, f));
    let widest_pay = p
        .sections
        .iter()
        .flat_map(|s| &s.lines)
        .map(|l| width(&l.pays, pay, Weight::Bold))
        .fold(0.0, f32::max);
    let (column, _) = span(f.pays());
    let label_room = column - widest_pay - LEADER_ROOM;
    let labels_fit = p
        .sections
        .iter()
        .flat_map(|s| &s.lines)
        .all(|l| wrap(&l.label, label_room, pay, Weight::Bold).len() <= label_lines);
    let title_fits = parts(&p.title)
        .all(|t| width(&t.to_uppercase(), pay * TITLE_MIN, Weight::Bold) <= f.inner_width());
    m.room(f) >= 0.0 && widest_pay <= column * 0.5 && labels_fit && title_fits
}

/// The smallest title, as a share of the pay lines' size: the band sets it apart.
const TITLE_MIN: f32 = 0.7;

/// The least room between a label and its pay, for the dotted leader.
const LEADER_ROOM: f32 = 6.0;

/// Between a tent's pay column and its notes.
const COLUMN_GAP: f32 = 12.0;

/// A heavy outer rule in the game's shade and a fine inner one.
fn border(page: &mut Page, f: Frame, c: Scheme) {
    page.stroke(c.shade);
    page.stroke_rect(f.left, f.bottom, f.width, f.height, 3.0);
    page.stroke_rect(
        f.left + 1.8,
        f.bottom + 1.8,
        f.width - 3.6,
        f.height - 3.6,
        0.7,
    );
    page.stroke(BLACK);
}

/// The title band: the paytable's name in capitals on the game's tint, the games and
/// bet beneath. Returns the band's bottom.
fn band(page: &mut Page, p: &Posted, f: Frame, s: &Sizes, c: Scheme) -> f32 {
    let titles: Vec<String> = parts(&p.title).map(str::to_uppercase).collect();
    // One line each, never much smaller than the pay lines ([`fits`] sees to it), every
    // language in the same type; a name too long for that even in the smallest wraps.
    let size = (titles.iter())
        .map(|t| fit(t, f.inner_width(), s.title, s.pay * TITLE_MIN, Weight::Bold))
        .fold(s.title, f32::min);
    let lines: Vec<String> = (titles.iter())
        .flat_map(|t| wrap(t, f.inner_width(), size, Weight::Bold))
        .collect();
    let sub: Vec<String> = parts(&p.subtitle)
        .flat_map(|t| wrap(t, f.inner_width(), s.subtitle, Weight::Regular))
        .collect();
    let height =
        4.0 + lines.len() as f32 * leading(size) + sub.len() as f32 * leading(s.subtitle) + 3.0;
    let top = f.top() - 3.2;
    page.fill(c.tint);
    page.fill_rect(f.left + 3.2, top - height, f.width - 6.4, height);
    page.fill(BLACK);
    let mut y = top - 2.5;
    for l in &lines {
        y -= leading(size) * 0.85;
        page.text_center(f.cx(), y, size, Weight::Bold, l);
        y -= leading(size) * 0.15;
    }
    for l in &sub {
        y -= leading(s.subtitle);
        page.text_center(f.cx(), y, s.subtitle, Weight::Regular, l);
    }
    top - height
}

/// The body under the band, from `top` down: the lead and the pay lines, then (under
/// them, or on a tent beside them) the cards note, rules and example, opened up by
/// `space`. Returns the bottoms of the pay lines and of the notes.
fn body(
    page: &mut Page,
    p: &Posted,
    f: Frame,
    s: &Sizes,
    c: Scheme,
    top: f32,
    space: Spacing,
) -> (f32, f32) {
    let (width_pays, centre) = span(f.pays());
    let mut y = top - 2.0 - space.block;
    if let Some(lead) = &p.lead {
        let size = parts(lead)
            .map(|l| fit(l, width_pays, s.lead, s.pay, Weight::Bold))
            .fold(s.lead, f32::min);
        for l in parts(lead).flat_map(|l| wrap(l, width_pays, size, Weight::Bold)) {
            y -= leading(size);
            page.text_center(centre, y, size, Weight::Bold, &l);
        }
        y -= leading(size) * 0.3;
    }
    let pays_bottom = pay_list(page, p, f.pays(), s, c, y - space.block, space.line);
    let mut y = if f.side {
        top - 2.0
    } else {
        pays_bottom - leading(s.text) * 0.5 - space.block
    };
    let (width_notes, centre) = span(f.notes());
    let texts = p.cards_note.iter().chain(&p.rules).chain(&p.example);
    for text in texts.flat_map(|t| parts(t)) {
        for l in wrap(text, width_notes, s.text, Weight::Regular) {
            y -= leading(s.text);
            page.text_center(centre, y, s.text, Weight::Regular, &l);
        }
    }
    (pays_bottom, y)
}

/// The pay lines in one column, between `x0` and `x1`: sections in order, each under
/// its heading.
fn pay_list(
    page: &mut Page,
    p: &Posted,
    (x0, x1): (f32, f32),
    s: &Sizes,
    c: Scheme,
    top: f32,
    spread: f32,
) -> f32 {
    let mut y = top;
    for section in &p.sections {
        for h in section.heading.iter().flat_map(|h| parts(h)) {
            y -= leading(s.heading) * 1.2;
            page.fill(c.shade);
            page.text_center((x0 + x1) / 2.0, y, s.heading, Weight::Bold, h);
            page.fill(BLACK);
        }
        for line in &section.lines {
            y = pay_line(page, line, (x0, x1), s, y, spread);
        }
    }
    y
}

/// One pay line: the label on the left (wrapped, never shrunk: every tier in the same
/// type), a dotted leader, the pay on the right on the label's last line. A tier the
/// shoe cannot produce is greyed. Returns the new baseline position.
fn pay_line(
    page: &mut Page,
    line: &PayLine,
    (x0, x1): (f32, f32),
    s: &Sizes,
    top: f32,
    spread: f32,
) -> f32 {
    let size = s.pay;
    let pay_w = width(&line.pays, size, Weight::Bold);
    let labels = wrap(
        &line.label,
        x1 - x0 - pay_w - LEADER_ROOM,
        size,
        Weight::Bold,
    );
    let grey = (0.45, 0.45, 0.45);
    if !line.available {
        page.fill(grey);
    }
    let mut y = top - spread / 2.0;
    let mut end = x0;
    for l in &labels {
        y -= leading(size);
        page.text(x0, y, size, Weight::Bold, l);
        end = x0 + width(l, size, Weight::Bold);
    }
    page.stroke(if line.available { BLACK } else { grey });
    page.dots(end + 2.0, x1 - pay_w - 2.0, y + 0.6, 1.4, 2.4);
    page.stroke(BLACK);
    let weight = if line.available {
        Weight::Bold
    } else {
        Weight::Regular
    };
    page.text_right(x1, y, size, weight, &line.pays);
    page.fill(BLACK);
    y - leading(size) * s.gap - spread / 2.0
}

/// The footer, from the panel's bottom up (on a tent, under the notes): the
/// paytable's identity and note in small type, wrapped to its column, under the stake
/// limits and the deck count. Returns its top.
fn footer(page: &mut Page, p: &Posted, f: Frame, s: &Sizes, c: Scheme) -> f32 {
    let (left, right) = f.notes();
    let (room, cx) = span((left, right));
    let mut small: Vec<String> = wrap(&p.identity, room, s.small, Weight::Regular);
    if let Some(note) = &p.note {
        small.extend(wrap(note, room, s.small, Weight::Regular));
    }
    let mut y = f.bottom + 4.5;
    for l in small.iter().rev() {
        page.text_center(cx, y, s.small, Weight::Regular, l);
        y += leading(s.small);
    }
    y += 1.0;
    // `decks` holds the whole line ("Dealt from 8 decks · House advantage …"), in
    // each language of the sign.
    let decks = (parts(&p.decks).map(|d| fit(d, room, s.stake * 0.75, 7.0, Weight::Regular)))
        .fold(s.stake * 0.75, f32::min);
    let dealt: Vec<String> =
        (parts(&p.decks).flat_map(|d| wrap(d, room, decks, Weight::Regular))).collect();
    for l in dealt.iter().rev() {
        page.text_center(cx, y, decks, Weight::Regular, l);
        y += leading(decks);
    }
    let stake =
        (parts(&p.stake).map(|t| fit(t, room, s.stake, 9.0, Weight::Bold))).fold(s.stake, f32::min);
    let stakes: Vec<String> =
        (parts(&p.stake).flat_map(|t| wrap(t, room, stake, Weight::Bold))).collect();
    for l in stakes.iter().rev() {
        page.text_center(cx, y, stake, Weight::Bold, l);
        y += leading(stake);
    }
    page.stroke(c.shade);
    page.line(left, y, right, y, 0.8);
    page.stroke(BLACK);
    y + 1.5
}

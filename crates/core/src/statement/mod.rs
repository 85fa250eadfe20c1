//! The statement of a settlement: everything a reader sees, built once from one
//! [`Settlement`] with one set of labels. The command line's table and JSON
//! (`report`), the signed slip's layout and the app's settlement screen only
//! lay it out, so they can never disagree (STYLE.md "One model, many renderers").
//!
//! It holds the heading, the dealer's hand, the house options in force in words, the
//! paytables and their fingerprints, the cards as entered, per seat its hands, its
//! Stadium replay and its rows (cells, the reason with its rule, the rounding and
//! standoff notes, the study view's working), per-seat and overall totals and the
//! meters (RULES.md R1.5, R1.7, R4.3, R7.4).

pub(crate) mod floor;
pub(crate) mod pattern_words;
pub(crate) mod study;
pub(crate) mod words;

use pitpay_language::{t, Words};

use crate::bet::{Bet, Game};
use crate::card::{cards_pretty, Card, Suit};
use crate::floor::FloorCatalog;
use crate::game::lucky9::classify;
use crate::house::HouseKey;
use crate::money::{Convention, Currency, Money};
use crate::names;
use crate::paytable::Paytable;
use crate::round::Party;
use crate::settlement::{Outcome, SeatSettlement, Settlement, Sums, WagerLine};
use crate::spec::{spec, Totals};

use floor::{Chips, FlagView, Floor};
use words::{place, yes, Table};

/// The column labels of a wager row, in order (the reason follows the row).
pub const COLUMNS: [&str; 8] = [
    "seat", "bet", "hand", "stake", "result", "odds", "paid", "net",
];

/// Which columns hold amounts or counts, right-aligned in every layout.
pub const RIGHT_ALIGNED: [bool; 8] = [false, false, true, true, false, false, true, true];

/// The note on a line whose pushed stake stays on the layout (R7.4), in English: the
/// message `settlement-note-standoff` says it in each language, and a test keeps the two
/// the same for the layouts' checks that compare with it.
pub const STANDOFF_NOTE: &str = "standoff: the stake stays on the layout";

/// The column headings of a wager row in `w`'s language, in [`COLUMNS`]' order, then
/// the reason's. Other layouts name the same messages (`settlement-column-*`) with their
/// own `t!` calls.
pub(crate) fn column_headings(w: &Words) -> [String; 9] {
    [
        t!(w, "settlement-column-seat"),
        t!(w, "settlement-column-bet"),
        t!(w, "settlement-column-hand"),
        t!(w, "settlement-column-stake"),
        t!(w, "settlement-column-result"),
        t!(w, "settlement-column-odds"),
        t!(w, "settlement-column-paid"),
        t!(w, "settlement-column-net"),
        t!(w, "settlement-column-reason"),
    ]
}

/// What a reader sees of a settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Statement {
    /// The game.
    pub game: Game,
    /// The round's currency.
    pub currency: Currency,
    /// "Lucky 9 · 8 decks · USD · table L9-4".
    pub heading: String,
    /// How the dealer's hand reads (Stadium: the shared and community cards).
    pub dealer: String,
    /// The dealer's cards (Stadium: dealer card 1).
    pub dealer_cards: Vec<Card>,
    /// The study view: the dealer's hand card by card with the draw rule at each step.
    pub dealer_study: Vec<String>,
    /// The house options in force, in display order.
    pub house: Vec<HouseLine>,
    /// The paytables in use.
    pub paytables: Vec<PaytableLine>,
    /// One warning per unverified paytable in use (R5).
    pub warnings: Vec<String>,
    /// The cards as entered: the dealer's hand and how it reads (Stadium: the shared and
    /// community cards), then one line per seat.
    pub cards: Vec<String>,
    /// Seats in seat order.
    pub seats: Vec<SeatStatement>,
    /// One line per progressive meter in play (R4.3).
    pub meters: Vec<String>,
    /// The declared suit, when the round or its house rules name one: "Spades ♠" (R4.3).
    pub declared_suit: Option<String>,
    /// Each meter in play fact by fact: before, each award, reseed, after (R4.3).
    pub progressives: Vec<MeterStatement>,
    /// The overall totals: the player's, then (when any) the dealer's.
    pub totals: Vec<String>,
    /// The player's money.
    pub player: Sums,
    /// The money of wagers placed for the dealer.
    pub dealer_money: Sums,
    /// The rack the chips come from: its id and chip values, lowest first.
    pub rack: Option<(String, Vec<Money>)>,
    /// Plain notices about the floor notes (a tax year the jurisdiction file lacks).
    pub notices: Vec<String>,
    /// What the slip pays: the amount to be paid and what the paperwork takes from it.
    pub to_pay: ToPay,
    /// The same in words, a line each: the amount to be paid (the stake that stays
    /// stated apart), the withholding, the net to the patron, the forms, the cage.
    pub to_pay_lines: Vec<String>,
}

/// The amount to be paid on a round's slip: what leaves the rack or the cage for the
/// player's winning lines (their winnings; a `for` table's whole return), the stake that
/// stays with the player stated apart, the tax withheld and the net to the patron.
/// Wagers placed for the dealer (R7.7) go to the dealer, not the patron: not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ToPay {
    /// The amount to be paid.
    pub amount: Money,
    /// The stakes that stay with the player: a won `to` line's, a push's, a
    /// surrender's half. With the amount, the lines' `paid`.
    pub stake_stays: Money,
    /// Tax withheld from it (withholding flags).
    pub withheld: Money,
    /// The withholding rate in percent, where tax is withheld (one jurisdiction and
    /// year per round, so one rate).
    pub withholding_rate: Option<u32>,
    /// What the patron receives: the amount less the tax withheld.
    pub net_to_patron: Money,
    /// Some of it is paid at the cage.
    pub at_cage: bool,
}

/// The part of a line's return that is its own stake left with the player.
fn stays(row: &Row) -> Money {
    Money::from_cents(row.paid.cents().saturating_sub(row.payout.cents()).max(0))
}

impl ToPay {
    fn of(seats: &[SeatStatement]) -> ToPay {
        let mut t = ToPay::default();
        let add = |a: Money, b: Money| Money::from_cents(a.cents().saturating_add(b.cents()));
        for row in seats.iter().flat_map(|s| &s.rows) {
            if row.party == Party::Dealer {
                continue;
            }
            t.amount = add(t.amount, row.payout);
            // What a line returns beyond its payout is stake left where it was: a won
            // `to` line's, a push's, a surrender's half (R1.4).
            t.stake_stays = add(t.stake_stays, stays(row));
            for (rate, tax) in row.flags.iter().filter_map(|f| f.withheld) {
                t.withheld = add(t.withheld, tax);
                t.withholding_rate = Some(rate);
            }
            t.at_cage |= row.at_cage;
        }
        t.net_to_patron = Money::from_cents(t.amount.cents().saturating_sub(t.withheld.cents()));
        t
    }
}

/// A progressive meter in play, one fact a line (R4.3); its one-line summary is the
/// same meter's line in [`Statement::meters`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeterStatement {
    /// What and how much: "Before the round" $25,000.00; "Award to seat 3 (Suited three
    /// aces or kings): 100% of $25,000.00" $25,000.00; "Reseed" $2,000.00; "After the
    /// round" $2,000.00.
    pub lines: Vec<(String, String)>,
}

/// One house option in force.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HouseLine {
    /// The option (its round-file key is `key.id()`).
    pub key: HouseKey,
    /// The value as a round file writes it.
    pub value: String,
    /// The option as a supervisor says it ("Dealer hits soft 17"); none where another
    /// line already says it (the rounding unit is part of the rounding phrase).
    pub phrase: Option<String>,
}

/// A paytable in use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaytableLine {
    /// Its id.
    pub id: String,
    /// Its version.
    pub version: String,
    /// Its fingerprint.
    pub fingerprint: String,
    /// Whether it is verified (R5).
    pub verified: bool,
    /// "Paytable lucky9-bonus (Lucky 9 Bonus) version 1 fingerprint b03eaa5b9cf5".
    pub text: String,
}

/// One seat (or Stadium terminal).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatStatement {
    /// Seat or terminal number.
    pub number: u32,
    /// "Seat 1" or "Terminal 14".
    pub title: String,
    /// Its hands.
    pub hands: Vec<HandView>,
    /// Stadium: this terminal's own dealer hand (R7.3).
    pub dealer_hand: Option<Vec<Card>>,
    /// Stadium: how its decisions used the community cards, step by step (R7.2).
    pub replay: Vec<String>,
    /// The study view: each hand and why it is what it is, a terminal's own dealer hand
    /// card by card, Lucky Break's bust total and suited count, meters.
    pub study: Vec<String>,
    /// Its wager lines.
    pub rows: Vec<Row>,
    /// The player's money at this seat.
    pub player: Sums,
    /// Money placed for the dealer at this seat.
    pub dealer: Sums,
    /// What the dealer pays the seat from the rack, the stakes left with it said
    /// apart: "Pay seat 3: $153.00 (the $1.00 staked stays)".
    pub pay: String,
}

/// One hand as the reader sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandView {
    /// "Hand 1".
    pub label: String,
    /// Its cards.
    pub cards: Vec<Card>,
    /// Its value in words: "Lucky 9 (A-8)", "soft 18 (A-7)", "bust 24 (10-4-K)".
    pub value: String,
    /// "split", "doubled", "surrendered".
    pub tags: Vec<&'static str>,
}

/// One wager line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// Seat or terminal.
    pub seat: u32,
    /// The bet.
    pub bet: Bet,
    /// The bet as JSON names it (`21+3-progressive-envy` for an envy line, R4.5).
    pub bet_id: String,
    /// The bet as people name it: a side bet's title from its paytable file.
    pub bet_title: String,
    /// Whose.
    pub party: Party,
    /// 1-based hand.
    pub hand: usize,
    /// Win, lose, push or surrender.
    pub result: Outcome,
    /// Stake.
    pub stake: Money,
    /// Paid across.
    pub paid: Money,
    /// Net to the player.
    pub net: Money,
    /// The odds applied, as written ("3 to 2", "3 to 1 + 3 to 1 × 50").
    pub odds: Option<String>,
    /// A fixed or percent-of-meter award applied.
    pub amount: Option<Money>,
    /// Winnings before rounding, when rounding changed them (R1.5).
    pub exact: Option<String>,
    /// The rounding rule, when it changed the amount: "down to $1.00".
    pub rounding: Option<String>,
    /// Its paytable's id.
    pub paytable: Option<String>,
    /// Its paytable is unverified (R5).
    pub unverified: bool,
    /// The stake stays on the layout (R7.4).
    pub standoff: bool,
    /// The cells of the row, labelled by [`COLUMNS`].
    pub cells: [String; 8],
    /// The reason in dealer language.
    pub reason: String,
    /// The RULES.md section that decided it.
    pub rule: &'static str,
    /// Notes read with the reason: rounding, standoff, unverified paytable.
    pub notes: Vec<String>,
    /// The study view's working, step by step.
    pub working: Vec<String>,
    /// The chips that pay it, from the table's rack (winning lines only).
    pub chips: Option<Chips>,
    /// Tax and hand-pay flags its win raises.
    pub flags: Vec<FlagView>,
    /// A progressive meter award (R4.3).
    pub meter_award: bool,
    /// What leaves the rack (or the cage) for it: the winnings at a `to` table, the
    /// whole return at a `for` table (R1.4); nothing for a line that did not win.
    pub payout: Money,
    /// Paid at the cage: a meter award or a win with tax paperwork.
    pub at_cage: bool,
}

impl Row {
    /// The reason as every layout prints it under (or beside) the row: the reason, its
    /// rule, then its notes.
    pub fn explanation(&self) -> String {
        let mut s = format!("{} ({})", self.reason, self.rule);
        for n in &self.notes {
            s.push_str(" · ");
            s.push_str(n);
        }
        s
    }
}

/// The overall totals: `Player totals: stake $35.00, paid $92.50, net $57.50`, then the
/// wagers placed for the dealer's when there are any (R7.7).
fn totals(w: &Words, s: &Settlement) -> Vec<String> {
    let cur = s.currency;
    let sums = |x: &Sums| [cur.format(x.stake), cur.format(x.paid), cur.format(x.net)];
    let [stake, paid, net] = sums(&s.player);
    let mut out = vec![t!(
        w,
        "settlement-totals-player",
        stake = stake,
        paid = paid,
        net = net
    )];
    if s.dealer.stake != Money::ZERO {
        let [stake, paid, net] = sums(&s.dealer);
        out.push(t!(
            w,
            "settlement-totals-dealer",
            stake = stake,
            paid = paid,
            net = net
        ));
    }
    out
}

impl Statement {
    /// The house options in force as one line of phrases.
    pub fn house_text(&self) -> String {
        let phrases: Vec<&str> = self
            .house
            .iter()
            .filter_map(|h| h.phrase.as_deref())
            .collect();
        phrases.join(" · ")
    }

    /// Builds the statement of a settlement in `words`' language, without floor notes.
    /// What machines read (the contract JSON) is built with `pitpay_language::english()`.
    pub fn of(s: &Settlement, words: &Words) -> Statement {
        Statement::with_floor(s, &Floor::default(), words)
    }

    /// Builds the statement of a settlement in `words`' language, with the chips and
    /// flags of each winning line from the floor's rack and jurisdiction.
    pub fn with_floor(s: &Settlement, floor: &Floor<'_>, words: &Words) -> Statement {
        let w = words;
        let cur = s.currency;
        let mut notices = Vec::new();
        let seats: Vec<SeatStatement> = s
            .seats
            .iter()
            .map(|seat| seat_statement(w, s, seat, floor, &mut notices))
            .collect();
        let to_pay = ToPay::of(&seats);
        let to_pay_lines = to_pay_lines(w, &to_pay, &seats, cur);
        Statement {
            game: s.game,
            currency: cur,
            heading: heading(w, s),
            dealer: words::dealer_note(w, s),
            dealer_cards: s.dealer_hand.clone(),
            dealer_study: study::dealer(w, s),
            house: house_lines(s, w),
            paytables: paytable_lines(w, s),
            warnings: warnings(w, s),
            cards: card_lines(w, s),
            seats,
            meters: meter_lines(w, s),
            declared_suit: s.declared_suit.map(|suit| suit_name(w, suit)),
            progressives: progressives(w, s),
            totals: totals(w, s),
            player: s.player,
            dealer_money: s.dealer,
            rack: floor.rack.map(|r| (r.id.clone(), r.values().collect())),
            notices,
            to_pay,
            to_pay_lines,
        }
    }

    /// Every row, seat by seat.
    pub fn rows(&self) -> impl Iterator<Item = &Row> {
        self.seats.iter().flat_map(|s| &s.rows)
    }
}

/// The statement of a settlement with the floor notes of `floor` (the racks and
/// jurisdictions of the folders the caller read) for `year` when the round
/// has no date; a round whose rack cannot be found gets none. In `words`' language.
pub fn statement(s: &Settlement, floor: &FloorCatalog, year: i32, words: &Words) -> Statement {
    match floor.for_round(s.header.rack.as_deref(), s.currency, s.header.date, year) {
        Ok(table) => Statement::with_floor(s, &Floor::of(&table, false), words),
        Err(_) => Statement::of(s, words),
    }
}

fn heading(w: &Words, s: &Settlement) -> String {
    // The game's name in the reader's words (二十一點); the brands stay as they are.
    let game = t!(w, "settlement-game", game = s.game.id());
    let currency = s.currency.id();
    match &s.header.table {
        Some(table) => t!(
            w,
            "settlement-heading-table",
            game = game,
            decks = s.decks,
            currency = currency,
            table = table.as_str()
        ),
        None => t!(
            w,
            "settlement-heading",
            game = game,
            decks = s.decks,
            currency = currency
        ),
    }
}

fn house_lines(s: &Settlement, w: &Words) -> Vec<HouseLine> {
    s.house
        .in_force()
        .into_iter()
        .map(|(key, value)| HouseLine {
            key,
            // The rounding rule reads as one phrase with its unit (R1.5).
            phrase: match key {
                HouseKey::Rounding => Some(names::rounding_phrase(s.house.rounding, s.currency, w)),
                HouseKey::RoundingUnit => None,
                _ => Some(names::option_phrase(s.game, key, &value, w)),
            },
            value,
        })
        .collect()
}

fn paytable_lines(w: &Words, s: &Settlement) -> Vec<PaytableLine> {
    s.paytables
        .iter()
        .map(|t| PaytableLine {
            id: t.id.clone(),
            version: t.version.clone(),
            fingerprint: t.fingerprint.clone(),
            verified: t.verified,
            text: t!(
                w,
                "settlement-paytable",
                id = t.id.as_str(),
                name = t.names.or(w.language(), &t.name),
                version = t.version.as_str(),
                fingerprint = t.fingerprint.as_str(),
                verified = yes(t.verified)
            ),
        })
        .collect()
}

/// One warning per unverified paytable in use (R5).
fn warnings(w: &Words, s: &Settlement) -> Vec<String> {
    s.paytables
        .iter()
        .filter(|t| !t.verified)
        .map(|t| t!(w, "settlement-warning-unverified", paytable = t.id.as_str()))
        .collect()
}

fn card_lines(w: &Words, s: &Settlement) -> Vec<String> {
    let mut out = Vec::with_capacity(s.seats.len() + 1);
    let note = words::dealer_note(w, s);
    if spec(s.game).community() {
        out.push(note);
    } else {
        out.push(t!(
            w,
            "settlement-cards-dealer",
            cards = cards_pretty(&s.dealer_hand),
            note = note
        ));
    }
    for seat in &s.seats {
        let hands: Vec<String> = seat
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| {
                t!(
                    w,
                    "settlement-cards-hand",
                    hand = (i + 1).to_string(),
                    cards = cards_pretty(h)
                )
            })
            .collect();
        let hands = if hands.is_empty() {
            t!(w, "settlement-cards-no-hand")
        } else {
            hands.join(" · ")
        };
        let mut line = t!(
            w,
            "settlement-cards-seat",
            place = place(s.game),
            seat = seat.seat.to_string(),
            hands = hands
        );
        if let Some(d) = &seat.dealer_hand {
            line = t!(
                w,
                "settlement-cards-its-dealer",
                line = line,
                cards = cards_pretty(d)
            );
        }
        out.push(line);
    }
    out
}

/// "Seat 3" or, in Stadium, "Terminal 14".
fn seat_title(w: &Words, game: Game, seat: u32) -> String {
    t!(
        w,
        "settlement-seat",
        place = place(game),
        seat = seat.to_string()
    )
}

fn meter_lines(w: &Words, s: &Settlement) -> Vec<String> {
    s.meters
        .iter()
        .map(|m| {
            t!(
                w,
                "settlement-meter",
                bet = s.bet_title_in(m.bet, w.language()),
                before = s.currency.format(m.before),
                after = s.currency.format(m.after)
            )
        })
        .collect()
}

/// "Spades ♠".
fn suit_name(w: &Words, suit: Suit) -> String {
    let name = match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    };
    t!(
        w,
        "settlement-suit",
        suit = name,
        symbol = suit.symbol().to_string()
    )
}

fn progressives(w: &Words, s: &Settlement) -> Vec<MeterStatement> {
    let cur = s.currency;
    s.meters
        .iter()
        .map(|m| {
            let mut lines = vec![(t!(w, "settlement-meter-before"), cur.format(m.before))];
            let before_awards = lines.len();
            for seat in &s.seats {
                for line in seat.wagers.iter().filter(|l| l.bet == m.bet) {
                    let Some(work) = &line.meter else { continue };
                    let tier = tier_name(w, s, line);
                    let what = t!(
                        w,
                        "settlement-meter-award",
                        place = place(s.game),
                        seat = seat.seat.to_string(),
                        named = yes(tier.is_some()),
                        tier = tier.unwrap_or_default(),
                        percent = work.percent.to_string(),
                        pool = cur.format(work.pool),
                        shared = work.shared_by.unwrap_or(0)
                    );
                    lines.push((what, cur.format(work.award)));
                }
            }
            if lines.len() == before_awards {
                lines.push((t!(w, "settlement-meter-no-award"), cur.format(Money::ZERO)));
            }
            if let Some(r) = m.reseed {
                lines.push((t!(w, "settlement-meter-reseed"), cur.format(r)));
            }
            lines.push((t!(w, "settlement-meter-after"), cur.format(m.after)));
            MeterStatement { lines }
        })
        .collect()
}

/// The name of the paytable tier a side-bet line met.
fn tier_name<'s>(w: &Words, s: &'s Settlement, line: &WagerLine) -> Option<&'s str> {
    let crate::settlement::Reason::SideBet { tier: Some(i), .. } = line.reason else {
        return None;
    };
    let table = s.table_of(line.bet)?;
    table
        .tiers()
        .get(usize::from(i))
        .map(|t| t.names.or(w.language(), &t.name))
}

fn seat_statement(
    w: &Words,
    s: &Settlement,
    seat: &SeatSettlement,
    floor: &Floor<'_>,
    notices: &mut Vec<String>,
) -> SeatStatement {
    let cur = s.currency;
    let table = Table {
        game: s.game,
        hands: &seat.hands,
        dealer: seat.dealer_hand.as_deref().unwrap_or(&s.dealer_hand),
    };
    let rows: Vec<Row> = seat
        .wagers
        .iter()
        .map(|l| {
            row(
                w,
                seat.seat,
                l,
                s.table_of(l.bet).map(|t| &**t),
                &table,
                floor,
                cur,
                notices,
            )
        })
        .collect();
    let player = seat.sums(Party::Player).unwrap_or_default();
    let dealer = seat.sums(Party::Dealer).unwrap_or_default();
    let title = seat_title(w, s.game, seat.seat);
    // What leaves the rack for the seat, the stakes left with it said apart: the same
    // figure as the slip's amount to be paid.
    let mine = rows.iter().filter(|r| r.party == Party::Player);
    let payout = Money::from_cents(mine.clone().map(|r| r.payout.cents()).sum());
    let stays = Money::from_cents(mine.map(|r| stays(r).cents()).sum());
    let pay = t!(
        w,
        "settlement-pay",
        place = place(s.game),
        seat = seat.seat.to_string(),
        amount = cur.format(payout),
        stays = yes(stays != Money::ZERO),
        stake = cur.format(stays),
        for_dealer = yes(dealer.stake != Money::ZERO),
        dealer = cur.format(dealer.paid)
    );
    SeatStatement {
        number: seat.seat,
        hands: hand_views(w, s.game, seat),
        dealer_hand: seat.dealer_hand.clone(),
        replay: seat.replay.iter().map(|x| words::step(w, x)).collect(),
        study: study::seat(w, s, seat),
        rows,
        player,
        dealer,
        pay,
        title,
    }
}

fn hand_views(w: &Words, game: Game, seat: &SeatSettlement) -> Vec<HandView> {
    let split = seat.hands.len() > 1;
    seat.hands
        .iter()
        .enumerate()
        .map(|(i, cards)| {
            let value = if spec(game).totals == Totals::Baccarat {
                words::nine_name(w, classify(cards, split))
            } else {
                words::hand_text(w, cards, !split)
            };
            let mut tags = Vec::new();
            if split {
                tags.push("split");
            }
            if seat.doubled.get(i).copied().unwrap_or(false) {
                tags.push("doubled");
            }
            let surrendered = seat
                .wagers
                .iter()
                .any(|l| l.bet == Bet::Main && l.hand == i + 1 && l.result == Outcome::Surrender);
            if surrendered {
                tags.push("surrendered");
            }
            HandView {
                label: t!(w, "settlement-hand-label", hand = (i + 1).to_string()),
                cards: cards.to_vec(),
                value,
                tags,
            }
        })
        .collect()
}

/// How a line is paid: its chips from the rack, its paperwork flags, what leaves the
/// rack or the cage, and whether the cage pays it.
struct PaidHow {
    chips: Option<Chips>,
    flags: Vec<FlagView>,
    payout: Money,
    at_cage: bool,
}

impl PaidHow {
    fn of(
        l: &WagerLine,
        convention: Convention,
        floor: &Floor<'_>,
        cur: Currency,
        notices: &mut Vec<String>,
        w: &Words,
    ) -> PaidHow {
        let (chips, flags, notice) = floor::line(l, convention, floor, cur, w);
        if let Some(n) = notice.filter(|n| !notices.contains(n)) {
            notices.push(n);
        }
        // A meter award, or a win with tax paperwork, is paid at the cage, where the
        // patron's forms are done: no table chips are planned for it.
        let at_cage = l.meter.is_some() || flags.iter().any(FlagView::needs_patron);
        PaidHow {
            chips: chips.filter(|_| !at_cage),
            flags,
            payout: floor::payout(l, convention),
            at_cage,
        }
    }

    /// The notes read with the reason: where it is paid, its chips, its flags.
    fn notes(&self, w: &Words, cur: Currency) -> Vec<String> {
        let mut notes = Vec::new();
        if self.at_cage {
            notes.push(t!(w, "settlement-note-cage"));
        }
        notes.extend(self.chips.as_ref().map(|c| c.text_in(w, cur)));
        notes.extend(self.flags.iter().map(|f| f.text.clone()));
        notes
    }
}

/// The amount to be paid in words, as the slip prints it in its body at body size and the
/// window and the command line show it: what leaves the rack or the
/// cage (the winnings; a `for` table's whole return), the stakes that stay with the
/// player stated apart, and where paperwork applies the tax withheld, the net to the
/// patron and the forms. A slip that pays nothing says so.
pub(crate) fn to_pay_lines(
    w: &Words,
    t: &ToPay,
    seats: &[SeatStatement],
    cur: Currency,
) -> Vec<String> {
    let mut lines = vec![t!(
        w,
        "settlement-to-pay",
        amount = cur.format(t.amount),
        stays = yes(t.stake_stays != Money::ZERO),
        stake = cur.format(t.stake_stays)
    )];
    let flags: Vec<&FlagView> = seats
        .iter()
        .flat_map(|s| &s.rows)
        .flat_map(|r| &r.flags)
        .collect();
    if let Some(rate) = t.withholding_rate {
        lines.push(t!(
            w,
            "settlement-to-pay-withholding",
            rate = rate.to_string(),
            withheld = cur.format(t.withheld)
        ));
        lines.push(t!(
            w,
            "settlement-to-pay-net",
            net = cur.format(t.net_to_patron)
        ));
    }
    if flags.iter().any(|f| f.id == "w2g") {
        lines.push(t!(w, "settlement-to-pay-w2g"));
    }
    if t.at_cage {
        lines.push(t!(w, "settlement-to-pay-cage"));
    }
    lines
}

// One argument per thing a row is read against; a struct would only rename them.
#[allow(clippy::too_many_arguments)]
fn row(
    w: &Words,
    seat: u32,
    l: &WagerLine,
    paytable: Option<&Paytable>,
    table: &Table<'_>,
    floor: &Floor<'_>,
    cur: Currency,
    notices: &mut Vec<String>,
) -> Row {
    let bet_id = if l.is_envy() {
        format!("{}-envy", l.bet)
    } else {
        l.bet.to_string()
    };
    let odds = l.odds.map(|o| o.to_string());
    let rounding = l.rounding.map(|r| r.describe(cur));
    let exact = l.exact.as_ref().map(|e| e.to_string());
    let mut notes = Vec::new();
    notes.extend(words::rounding_note(w, l, cur));
    if l.standoff {
        notes.push(t!(w, "settlement-note-standoff"));
    }
    let unverified = paytable.is_some_and(|t| !t.verified);
    if unverified {
        notes.push(t!(w, "settlement-note-unverified"));
    }
    let convention = paytable.map_or(Convention::To, |t| t.convention);
    let paid = PaidHow::of(l, convention, floor, cur, notices, w);
    notes.extend(paid.notes(w, cur));
    // A side bet is named by its file, in the statement's language where it has one.
    let side = paytable
        .filter(|t| t.bet == l.bet)
        .and_then(|t| t.side_bet.as_ref());
    let title = match side {
        Some(def) => def.names.or(w.language(), &def.title).to_string(),
        None => code_title(w, l.bet),
    };
    let bet_label = t!(
        w,
        "settlement-bet-label",
        bet = title.as_str(),
        envy = yes(l.is_envy()),
        dealer = yes(l.party == Party::Dealer)
    );
    let cells = [
        seat.to_string(),
        bet_label,
        l.hand.to_string(),
        cur.format(l.stake),
        result_word(w, l.result),
        l.odds
            .map(|o| words::line_odds(w, o))
            .or_else(|| l.amount.map(|a| cur.format(a)))
            .unwrap_or_default(),
        cur.format(l.paid),
        cur.format(l.net),
    ];
    Row {
        seat,
        bet: l.bet,
        bet_id,
        bet_title: title,
        party: l.party,
        hand: l.hand,
        result: l.result,
        stake: l.stake,
        paid: l.paid,
        net: l.net,
        odds,
        amount: l.amount,
        exact,
        rounding,
        paytable: paytable.map(|t| t.id.clone()),
        unverified,
        standoff: l.standoff,
        cells,
        reason: words::reason(w, l, paytable, table),
        rule: l.rule,
        notes,
        working: words::working(w, l, cur),
        meter_award: l.meter.is_some(),
        chips: paid.chips,
        flags: paid.flags,
        payout: paid.payout,
        at_cage: paid.at_cage,
    }
}

/// A bet's name where no paytable file names it (the main wager, Tie, Insurance, Lucky
/// Break), in `w`'s language; a side bet without its paytable is named by its id.
fn code_title(w: &Words, bet: Bet) -> String {
    match bet {
        Bet::Main => t!(w, "settlement-bet-main"),
        Bet::Tie => t!(w, "settlement-bet-tie"),
        Bet::Insurance => t!(w, "settlement-bet-insurance"),
        Bet::LuckyBreak => t!(w, "settlement-bet-lucky-break"),
        Bet::Side(_) => bet.id().to_string(),
    }
}

/// A line's result in words: win, lose, push, surrender.
fn result_word(w: &Words, result: Outcome) -> String {
    let id = result.id();
    t!(w, "settlement-result", result = id)
}

#[cfg(test)]
mod tests;

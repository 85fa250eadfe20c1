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

use crate::bet::{Bet, Game};
use crate::card::{cards_pretty, Card, Suit};
use crate::floor::FloorCatalog;
use crate::game::hand::describe;
use crate::game::lucky9::classify;
use crate::house::HouseKey;
use crate::money::{Convention, Currency, Money};
use crate::names;
use crate::paytable::{Paytable, UNVERIFIED_WARNING};
use crate::round::Party;
use crate::settlement::{Outcome, SeatSettlement, Settlement, Sums, WagerLine};
use crate::spec::{spec, Totals};

use floor::{Chips, FlagView, Floor};
use words::Table;

/// The column labels of a wager row, in order (the reason follows the row).
pub const COLUMNS: [&str; 8] = [
    "seat", "bet", "hand", "stake", "result", "odds", "paid", "net",
];

/// Which columns hold amounts or counts, right-aligned in every layout.
pub const RIGHT_ALIGNED: [bool; 8] = [false, false, true, true, false, false, true, true];

/// The label of the player's totals.
pub(crate) const PLAYER_TOTALS: &str = "Player totals";

/// The label of the totals of wagers placed for the dealer (R7.7).
pub(crate) const DEALER_TOTALS: &str = "Wagers for the dealer";

/// The note on a line whose pushed stake stays on the layout (R7.4).
pub const STANDOFF_NOTE: &str = "standoff: the stake stays on the layout";

/// The note on a line paid at the cage rather than from the table's rack.
pub(crate) const AT_CAGE_NOTE: &str = "paid at the cage: no table chips";

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

/// "$35.00 staked" lines: `Player totals: stake $35.00, paid $92.50, net $57.50`.
pub(crate) fn sums_line(label: &str, s: &Sums, cur: Currency) -> String {
    format!(
        "{label}: stake {}, paid {}, net {}",
        cur.format(s.stake),
        cur.format(s.paid),
        cur.format(s.net)
    )
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

    /// Builds the statement of a settlement, without floor notes.
    pub fn of(s: &Settlement) -> Statement {
        Statement::with_floor(s, &Floor::default())
    }

    /// Builds the statement of a settlement, with the chips and flags of each winning
    /// line from the floor's rack and jurisdiction.
    pub fn with_floor(s: &Settlement, floor: &Floor<'_>) -> Statement {
        let cur = s.currency;
        let mut notices = Vec::new();
        let seats: Vec<SeatStatement> = s
            .seats
            .iter()
            .map(|seat| seat_statement(s, seat, floor, &mut notices))
            .collect();
        let to_pay = ToPay::of(&seats);
        let to_pay_lines = to_pay_lines(&to_pay, &seats, cur);
        let mut totals = vec![sums_line(PLAYER_TOTALS, &s.player, cur)];
        if s.dealer.stake != Money::ZERO {
            totals.push(sums_line(DEALER_TOTALS, &s.dealer, cur));
        }
        Statement {
            game: s.game,
            currency: cur,
            heading: heading(s),
            dealer: words::dealer_note(s),
            dealer_cards: s.dealer_hand.clone(),
            dealer_study: study::dealer(s),
            house: house_lines(s),
            paytables: paytable_lines(s),
            warnings: warnings(s),
            cards: card_lines(s),
            seats,
            meters: meter_lines(s),
            declared_suit: s.declared_suit.map(suit_name),
            progressives: progressives(s),
            totals,
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
/// has no date; a round whose rack cannot be found gets none.
pub fn statement(s: &Settlement, floor: &FloorCatalog, year: i32) -> Statement {
    match floor.for_round(s.header.rack.as_deref(), s.currency, s.header.date, year) {
        Ok(table) => Statement::with_floor(s, &Floor::of(&table, false)),
        Err(_) => Statement::of(s),
    }
}

fn heading(s: &Settlement) -> String {
    let mut h = format!(
        "{} · {} · {}",
        s.game.title(),
        names::decks(s.decks),
        s.currency.id()
    );
    if let Some(t) = &s.header.table {
        h.push_str(&format!(" · table {t}"));
    }
    h
}

fn house_lines(s: &Settlement) -> Vec<HouseLine> {
    s.house
        .in_force()
        .into_iter()
        .map(|(key, value)| HouseLine {
            key,
            // The rounding rule reads as one phrase with its unit (R1.5).
            phrase: match key {
                HouseKey::Rounding => Some(names::rounding_phrase(s.house.rounding, s.currency)),
                HouseKey::RoundingUnit => None,
                _ => Some(names::option_phrase(s.game, key, &value)),
            },
            value,
        })
        .collect()
}

fn paytable_lines(s: &Settlement) -> Vec<PaytableLine> {
    s.paytables
        .iter()
        .map(|t| PaytableLine {
            id: t.id.clone(),
            version: t.version.clone(),
            fingerprint: t.fingerprint.clone(),
            verified: t.verified,
            text: format!(
                "Paytable {} ({}) version {} fingerprint {}{}",
                t.id,
                t.name,
                t.version,
                t.fingerprint,
                if t.verified { "" } else { " — UNVERIFIED" }
            ),
        })
        .collect()
}

/// One warning per unverified paytable in use (R5).
fn warnings(s: &Settlement) -> Vec<String> {
    s.paytables
        .iter()
        .filter(|t| !t.verified)
        .map(|t| format!("{}: {UNVERIFIED_WARNING}", t.id))
        .collect()
}

fn card_lines(s: &Settlement) -> Vec<String> {
    let mut out = Vec::with_capacity(s.seats.len() + 1);
    let note = words::dealer_note(s);
    if spec(s.game).community() {
        out.push(note);
    } else {
        out.push(format!("Dealer: {} — {note}", cards_pretty(&s.dealer_hand)));
    }
    for seat in &s.seats {
        let hands: Vec<String> = seat
            .hands
            .iter()
            .enumerate()
            .map(|(i, h)| format!("hand {}: {}", i + 1, cards_pretty(h)))
            .collect();
        let mut line = format!(
            "{} {}: {}",
            seat_word(s.game),
            seat.seat,
            if hands.is_empty() {
                "no hand (dealer side bets only)".to_string()
            } else {
                hands.join(" · ")
            }
        );
        if let Some(d) = &seat.dealer_hand {
            line.push_str(&format!(" · its dealer: {}", cards_pretty(d)));
        }
        out.push(line);
    }
    out
}

/// "Seat" or, in Stadium, "Terminal".
pub fn seat_word(game: Game) -> &'static str {
    spec(game).seat_word
}

fn meter_lines(s: &Settlement) -> Vec<String> {
    s.meters
        .iter()
        .map(|m| {
            format!(
                "{} meter: {} before, {} after",
                s.bet_title(m.bet),
                s.currency.format(m.before),
                s.currency.format(m.after)
            )
        })
        .collect()
}

/// "Spades ♠".
fn suit_name(suit: Suit) -> String {
    let name = match suit {
        Suit::Spades => "Spades",
        Suit::Hearts => "Hearts",
        Suit::Diamonds => "Diamonds",
        Suit::Clubs => "Clubs",
    };
    format!("{name} {}", suit.symbol())
}

fn progressives(s: &Settlement) -> Vec<MeterStatement> {
    let cur = s.currency;
    s.meters
        .iter()
        .map(|m| {
            let mut lines = vec![("Before the round".to_string(), cur.format(m.before))];
            let before_awards = lines.len();
            for seat in &s.seats {
                for line in seat.wagers.iter().filter(|l| l.bet == m.bet) {
                    let Some(work) = &line.meter else { continue };
                    let tier = tier_name(s, line)
                        .map(|t| format!(" ({t})"))
                        .unwrap_or_default();
                    let shared = work
                        .shared_by
                        .map(|n| format!(", shared by {n} hits"))
                        .unwrap_or_default();
                    let what = format!(
                        "Award to {} {}{tier}: {}% of {}{shared}",
                        seat_word(s.game).to_lowercase(),
                        seat.seat,
                        work.percent,
                        cur.format(work.pool)
                    );
                    lines.push((what, cur.format(work.award)));
                }
            }
            if lines.len() == before_awards {
                lines.push(("No award this round".to_string(), cur.format(Money::ZERO)));
            }
            if let Some(r) = m.reseed {
                lines.push(("Reseed value".to_string(), cur.format(r)));
            }
            lines.push(("After the round".to_string(), cur.format(m.after)));
            MeterStatement { lines }
        })
        .collect()
}

/// The name of the paytable tier a side-bet line met.
fn tier_name<'s>(s: &'s Settlement, line: &WagerLine) -> Option<&'s str> {
    let crate::settlement::Reason::SideBet { tier: Some(i), .. } = line.reason else {
        return None;
    };
    let table = s.table_of(line.bet)?;
    table.tiers().get(usize::from(i)).map(|t| t.name.as_str())
}

fn seat_statement(
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
    let title = format!("{} {}", seat_word(s.game), seat.seat);
    // What leaves the rack for the seat, the stakes left with it said apart: the same
    // figure as the slip's amount to be paid.
    let mine = rows.iter().filter(|r| r.party == Party::Player);
    let payout = Money::from_cents(mine.clone().map(|r| r.payout.cents()).sum());
    let stays = Money::from_cents(mine.map(|r| stays(r).cents()).sum());
    let mut pay = format!("Pay {}: {}", title.to_lowercase(), cur.format(payout));
    if stays != Money::ZERO {
        pay.push_str(&format!(" (the {} staked stays)", cur.format(stays)));
    }
    if dealer.stake != Money::ZERO {
        pay.push_str(&format!("; for the dealer {}", cur.format(dealer.paid)));
    }
    SeatStatement {
        number: seat.seat,
        hands: hand_views(s.game, seat),
        dealer_hand: seat.dealer_hand.clone(),
        replay: seat.replay.iter().map(words::step).collect(),
        study: study::seat(s, seat),
        rows,
        player,
        dealer,
        pay,
        title,
    }
}

fn hand_views(game: Game, seat: &SeatSettlement) -> Vec<HandView> {
    let split = seat.hands.len() > 1;
    seat.hands
        .iter()
        .enumerate()
        .map(|(i, cards)| {
            let value = if spec(game).totals == Totals::Baccarat {
                let v = classify(cards, split);
                match v.nine {
                    Some(n) => format!("{n}"),
                    None => v.total.to_string(),
                }
            } else {
                describe(cards, !split)
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
                label: format!("Hand {}", i + 1),
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
    ) -> PaidHow {
        let (chips, flags, notice) = floor::line(l, convention, floor, cur);
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
    fn notes(&self, cur: Currency) -> Vec<String> {
        let mut notes = Vec::new();
        if self.at_cage {
            notes.push(AT_CAGE_NOTE.to_string());
        }
        notes.extend(self.chips.as_ref().map(|c| c.text(cur)));
        notes.extend(self.flags.iter().map(|f| f.text.clone()));
        notes
    }
}

/// The amount to be paid in words, as the slip prints it in its body at body size and the
/// window and the command line show it: what leaves the rack or the
/// cage (the winnings; a `for` table's whole return), the stakes that stay with the
/// player stated apart, and where paperwork applies the tax withheld, the net to the
/// patron and the forms. A slip that pays nothing says so.
pub(crate) fn to_pay_lines(t: &ToPay, seats: &[SeatStatement], cur: Currency) -> Vec<String> {
    let mut lines = vec![format!("Amount to be paid: {}", cur.format(t.amount))];
    if t.stake_stays != Money::ZERO {
        lines[0].push_str(&format!(
            " (winnings; the {} staked stays with the player)",
            cur.format(t.stake_stays)
        ));
    }
    let flags: Vec<&FlagView> = seats
        .iter()
        .flat_map(|s| &s.rows)
        .flat_map(|r| &r.flags)
        .collect();
    if let Some(rate) = t.withholding_rate {
        lines.push(format!(
            "Federal withholding ({rate}% of the winnings less the wager, rounded half up to the cent): {}",
            cur.format(t.withheld)
        ));
        lines.push(format!(
            "Net to the patron: {}",
            cur.format(t.net_to_patron)
        ));
    }
    if flags.iter().any(|f| f.id == "w2g") {
        lines.push("Form W-2G: completed with the patron before payment".into());
    }
    if t.at_cage {
        lines.push(
            "Paid at the cage: the patron's forms are completed there; no table chips for it"
                .into(),
        );
    }
    lines
}

// One argument per thing a row is read against; a struct would only rename them.
#[allow(clippy::too_many_arguments)]
fn row(
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
    notes.extend(words::rounding_note(l, cur));
    if l.standoff {
        notes.push(STANDOFF_NOTE.to_string());
    }
    let unverified = paytable.is_some_and(|t| !t.verified);
    if unverified {
        notes.push("unverified paytable".to_string());
    }
    let convention = paytable.map_or(Convention::To, |t| t.convention);
    let paid = PaidHow::of(l, convention, floor, cur, notices);
    notes.extend(paid.notes(cur));
    let who = if l.party == Party::Dealer {
        " (dealer)"
    } else {
        ""
    };
    let title = match paytable.filter(|t| t.bet == l.bet) {
        Some(t) => t.bet_title(),
        None => l.bet.code_title().unwrap_or(l.bet.id()).to_string(),
    };
    let bet_label = if l.is_envy() {
        format!("{title} envy")
    } else {
        title.clone()
    };
    let cells = [
        seat.to_string(),
        format!("{bet_label}{who}"),
        l.hand.to_string(),
        cur.format(l.stake),
        l.result.id().to_string(),
        odds.clone()
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
        reason: words::reason(l, paytable, table),
        rule: l.rule,
        notes,
        working: words::working(l, cur),
        meter_award: l.meter.is_some(),
        chips: paid.chips,
        flags: paid.flags,
        payout: paid.payout,
        at_cage: paid.at_cage,
    }
}

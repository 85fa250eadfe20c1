//! "Pay it": one wager of a dealt round is marked; the learner types what the dealer
//! pays across (R1.7: stake returned plus winnings, 0 on a loss) and, if they like, the
//! chips from the rack (the fewest chips, as the floor notes break them down). A miss
//! shows the engine's line with the study view's explanation: the reason and its rule,
//! the working, each hand's value, the dealer's hand card by card; first, the likely
//! mistake when the amount typed is exactly what one pays (`super::mistake`).

use std::sync::Arc;

use pitpay_core::Bet;
use pitpay_core::Party;
use pitpay_core::Rack;
use pitpay_core::WagerLine;
use pitpay_core::{Currency, Money};
use pitpay_core::{Row, SeatStatement, Statement};

use super::deal::Rng;
use super::generate::Generated;
use super::item::{pay_key, AnswerError, Drill, Graded, ItemType};
use super::mistake;
use pitpay_language::{t, Words};

/// The wager a question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marked {
    /// Index of the seat in the statement.
    pub seat: usize,
    /// Index of the row in that seat.
    pub row: usize,
}

/// A "Pay it" question.
#[derive(Debug, Clone)]
pub struct PayIt {
    /// The round.
    pub round: Generated,
    /// What every reader sees of its settlement, with chips from the table's rack.
    pub statement: Statement,
    /// The rack the chips come from.
    pub rack: Option<Arc<Rack>>,
    /// The marked wager.
    pub marked: Marked,
    /// Its item type.
    pub item: ItemType,
    /// Stakes shown as chip stacks to read (the Chip stacks level), not as amounts.
    pub stacks: bool,
}

impl PayIt {
    /// A question on a round: a line whose item key is `want` (any when `None`; a bet
    /// with a trailing slash, `lucky-break/`, for any line of that bet), the
    /// steered line first, winning lines more often than the rest.
    pub(crate) fn build(
        round: Generated,
        statement: Statement,
        rack: Option<Arc<Rack>>,
        rng: &mut Rng,
        want: Option<&str>,
    ) -> Option<PayIt> {
        let mut candidates: Vec<(Marked, String, u32)> = Vec::new();
        for (si, seat) in statement.seats.iter().enumerate() {
            for (ri, row) in seat.rows.iter().enumerate() {
                if row.bet_id.ends_with("-envy") {
                    continue;
                }
                let key = key_of(&round, si, row);
                let focused = round.focus.is_some_and(|f| {
                    f.seat == row.seat && f.bet == row.bet && f.party == row.party
                });
                let weight = match (focused, row.result) {
                    (true, _) => 12,
                    (_, pitpay_core::Outcome::Win) => 6,
                    _ => 1,
                };
                candidates.push((Marked { seat: si, row: ri }, key, weight));
            }
        }
        // A key ending in "/" asks for any line of that bet ("lucky-break/").
        if let Some(w) = want {
            candidates.retain(|(_, k, _)| k == w || (w.ends_with('/') && k.starts_with(w)));
        }
        let total: u32 = candidates.iter().map(|c| c.2).sum();
        let mut r = u32::try_from(rng.below(u64::from(total))).unwrap_or(0);
        let (marked, key, _) = candidates.into_iter().find(|c| {
            let hit = r < c.2;
            r = r.saturating_sub(c.2);
            hit
        })?;
        let item = ItemType::new(Drill::PayIt, round.round.game, key);
        Some(PayIt {
            round,
            statement,
            rack,
            marked,
            item,
            stacks: false,
        })
    }

    /// The marked seat.
    pub(crate) fn seat(&self) -> Option<&SeatStatement> {
        self.statement.seats.get(self.marked.seat)
    }

    /// The marked line, as the engine settled it.
    pub fn row(&self) -> Option<&Row> {
        self.seat().and_then(|s| s.rows.get(self.marked.row))
    }

    /// The question in words: "Seat 2 · Lucky Break $1.00 · hand 1: what do you pay across?"
    pub fn prompt(&self, words: &Words) -> String {
        if self.row().is_none() {
            return String::new();
        }
        t!(
            words,
            "practice-pay-it-prompt",
            wager = self.wager_words(words)
        )
    }

    /// The marked wager in words, as the question and the worksheet's answer key name
    /// it: "Seat 2 · Lucky Break $1.00 on hand 1 of the split".
    pub(crate) fn wager_words(&self, words: &Words) -> String {
        let Some(r) = self.row() else {
            return String::new();
        };
        let place = seat_words(self.statement.game, r.seat, words);
        let stake = match self.seat() {
            Some(seat) => stake_parts(seat, r, &|m| self.stake_text(m, words), words),
            None => self.stake_text(r.stake, words),
        };
        let split = self.seat().is_some_and(|s| s.hands.len() > 1);
        let bet = r.bet_title.as_str();
        match (r.party == Party::Dealer, split) {
            (false, false) => t!(
                words,
                "practice-wager",
                place = place,
                bet = bet,
                stake = stake
            ),
            (true, false) => {
                t!(
                    words,
                    "practice-wager-for-dealer",
                    place = place,
                    bet = bet,
                    stake = stake
                )
            }
            (false, true) => t!(
                words,
                "practice-wager-split",
                place = place,
                bet = bet,
                stake = stake,
                split = split_words(r, words)
            ),
            (true, true) => t!(
                words,
                "practice-wager-for-dealer-split",
                place = place,
                bet = bet,
                stake = stake,
                split = split_words(r, words)
            ),
        }
    }

    /// A stake as the question shows it: an amount, or at the Chip stacks level the
    /// stack on the layout ("a stack of 1 green, 2 whites") when the rack can make it.
    pub fn stake_text(&self, stake: Money, words: &Words) -> String {
        let stack = self
            .rack
            .as_deref()
            .filter(|_| self.stacks)
            .and_then(|rack| stack_words(rack, stake, words));
        stack.unwrap_or_else(|| self.statement.currency.format(stake))
    }

    /// What the chips of the marked line pay, as a selector the window words:
    /// `winnings` (a `to` line: the stake stays on the layout) or `whole-payment` (a `for`
    /// line, R1.4).
    pub fn chips_for(&self) -> &'static str {
        match self.row() {
            Some(r)
                if r.paid > Money::ZERO
                    && r.paid != r.net
                    && expected_chips(r).total() == r.paid =>
            {
                "whole-payment"
            }
            _ => "winnings",
        }
    }

    /// Grades the amount typed (and the chips, when typed). A typed text that is not an
    /// amount is refused, not counted wrong.
    pub(crate) fn grade(
        &self,
        paid: &str,
        chips: &str,
        words: &Words,
    ) -> Result<Graded, AnswerError> {
        let Some(row) = self.row() else {
            return Err(AnswerError::NoQuestion);
        };
        let cur = self.statement.currency;
        let (typed, symbol) =
            Money::parse_allowing_zero(paid.trim()).map_err(|why| AnswerError::NotAnAmount {
                typed: paid.trim().to_string(),
                why,
            })?;
        if symbol.is_some_and(|s| s != cur) {
            return Err(AnswerError::RoundCurrency(cur));
        }
        let chips_answer = if chips.trim().is_empty() {
            None
        } else {
            Some(parse_chips(chips, cur, self.rack.as_deref())?)
        };
        let amount_right = typed == row.paid;
        let dealer = expected_chips(row);
        // Any chips that add up to what the chips pay are right; the dealer's
        // own breakdown is shown beside them when they differ.
        let chips_right = chips_answer.as_ref().map(|c| c.total() == dealer.total());
        let right = amount_right && chips_right.unwrap_or(true);
        let amount = match (amount_right, chips_right) {
            (true, Some(false)) => {
                t!(
                    words,
                    "practice-pay-it-amount-right",
                    paid = cur.format(row.paid)
                )
            }
            (true, _) => t!(words, "practice-pay-it-right", paid = cur.format(row.paid)),
            (false, _) => t!(
                words,
                "practice-pay-it-wrong",
                paid = cur.format(row.paid),
                typed = cur.format(typed),
                net = cur.format(row.net)
            ),
        };
        let headline = match self.chips_said(chips_answer.as_ref(), &dealer, words) {
            Some(chips) => t!(
                words,
                "practice-pay-it-and-chips",
                amount = amount,
                chips = chips
            ),
            None => amount,
        };
        let mut explanation = self.explanation();
        if !amount_right {
            if let Some(said) = self.likely_mistake(typed, words) {
                explanation.insert(0, said);
            }
        }
        let noted = right && chips_answer.as_ref().is_some_and(|c| *c != dealer);
        Ok(Graded {
            right,
            headline,
            explanation,
            noted,
        })
    }

    /// What the headline says of the chips typed (none when none were typed), against
    /// the dealer's own breakdown of what the chips pay.
    fn chips_said(
        &self,
        typed: Option<&ChipAnswer>,
        dealer: &ChipAnswer,
        words: &Words,
    ) -> Option<String> {
        let row = self.row()?;
        let cur = self.statement.currency;
        let typed = typed?;
        let dealer_words = || {
            row.chips.as_ref().map_or_else(
                || t!(words, "practice-no-chips"),
                |c| {
                    let text = c.text(cur);
                    text.strip_prefix("pay ").unwrap_or(&text).to_string()
                },
            )
        };
        Some(if typed.total() != dealer.total() {
            let (made, owed) = (cur.format(typed.total()), cur.format(dealer.total()));
            if self.chips_for() == "whole-payment" {
                t!(
                    words,
                    "practice-chips-wrong-whole",
                    made = made,
                    owed = owed,
                    dealer = dealer_words()
                )
            } else {
                t!(
                    words,
                    "practice-chips-wrong-winnings",
                    made = made,
                    owed = owed,
                    dealer = dealer_words()
                )
            }
        } else if typed == dealer {
            t!(words, "practice-chips-right")
        } else {
            t!(words, "practice-chips-right-as", dealer = dealer_words())
        })
    }

    /// The likely mistake behind a wrong amount, in words.
    fn likely_mistake(&self, typed: Money, words: &Words) -> Option<String> {
        let row = self.row()?;
        let (line, doubled) = line_of(&self.round, self.marked.seat, row)?;
        let table = self.round.settlement.table_of(line.bet).map(|t| &**t);
        mistake::name(
            line.into(),
            doubled,
            table,
            typed,
            self.statement.currency,
            words,
        )
    }

    /// The study view's explanation of the marked line.
    pub(crate) fn explanation(&self) -> Vec<String> {
        let Some(row) = self.row() else {
            return Vec::new();
        };
        let mut out = Vec::new();
        out.push(row.explanation());
        out.extend(row.working.iter().cloned());
        if let Some(seat) = self.seat() {
            out.extend(seat.study.iter().cloned());
            out.extend(seat.replay.iter().cloned());
        }
        out.extend(self.statement.dealer_study.iter().cloned());
        out
    }
}

/// The settled line behind a row of seat `si`, and whether its hand was doubled.
fn line_of<'a>(round: &'a Generated, si: usize, row: &Row) -> Option<(&'a WagerLine, bool)> {
    let seat = round.settlement.seats.get(si)?;
    let line = seat
        .wagers
        .iter()
        .find(|l| l.bet == row.bet && l.hand == row.hand && l.party == row.party && !l.is_envy())?;
    let doubled = seat
        .doubled
        .get(row.hand.saturating_sub(1))
        .copied()
        .unwrap_or(false);
    Some((line, doubled))
}

/// The item key of a row of seat `si`.
pub(crate) fn key_of(round: &Generated, si: usize, row: &Row) -> String {
    match line_of(round, si, row) {
        Some((l, doubled)) => pay_key(l, doubled, round.settlement.table_of(l.bet).map(|t| &**t)),
        None => format!("{}/{}", row.bet.id(), row.result),
    }
}

/// Which bet of a split seat is asked ("on hand 1" was said of a bet settled
/// on the pair): a player's main wager is one per hand; the Tie and the dealer's wager
/// ride on hand 1 (R2.6, R3.4); every other bet is one bet on the pair as dealt.
fn split_words(r: &Row, words: &Words) -> String {
    match (r.party, r.bet) {
        (Party::Player | Party::Dealer, Bet::Main) | (Party::Dealer, _) => {
            t!(words, "practice-split-hand", hand = r.hand.to_string())
        }
        (_, Bet::Tie) => t!(words, "practice-split-tie"),
        _ => t!(words, "practice-split-pair"),
    }
}

/// "Seat 2", or "Terminal 2" at a game played at terminals.
pub(crate) fn seat_words(game: pitpay_core::Game, seat: impl ToString, words: &Words) -> String {
    let seat = seat.to_string();
    if pitpay_core::spec(game).community() {
        t!(words, "practice-terminal", seat = seat)
    } else {
        t!(words, "practice-seat", seat = seat)
    }
}

/// A stake as a dealer reads it off the layout: a doubled hand's two equal
/// parts ("$105.00 + $105.00 doubled"); a split hand's is its own stake.
pub fn stake_parts(
    seat: &SeatStatement,
    r: &Row,
    f: &dyn Fn(Money) -> String,
    words: &Words,
) -> String {
    let tags = seat
        .hands
        .get(r.hand.saturating_sub(1))
        .map(|h| h.tags.as_slice())
        .unwrap_or_default();
    // The hand's tags are the player's: a wager for the dealer may not have followed.
    let hand_bet = r.bet == Bet::Main && r.party == Party::Player;
    if hand_bet && tags.contains(&"doubled") && r.stake.cents() % 2 == 0 {
        let half = f(Money::from_cents(r.stake.cents() / 2));
        // An amount reads as its two parts; a chip stack, long already, as two of it.
        return if half.chars().count() <= 12 {
            t!(words, "practice-stake-doubled", half = half)
        } else {
            t!(words, "practice-stake-doubled-stack", half = half)
        };
    }
    // A split hand's stake is its own already, shown against its hand.
    f(r.stake)
}

/// A stake as the chips a player stacks, by colour, highest first ("a stack of 1 green,
/// 2 whites"), made as a dealer would pay it (whole dollars in whole-dollar chips);
/// `None` when the rack cannot make it in chips.
pub(crate) fn stack_words(rack: &Rack, stake: Money, words: &Words) -> Option<String> {
    let b = rack.breakdown(stake);
    if b.cash() != Money::ZERO {
        return None;
    }
    let parts: Vec<String> = b
        .chips()
        .filter(|c| c.count > 0)
        .map(|c| match rack.chips.get(c.chip) {
            Some(ch) => t!(
                words,
                "practice-chips-coloured",
                count = c.count,
                colour = pitpay_core::chip_colour(words, &ch.colour)
            ),
            None => t!(words, "practice-chips", count = c.count),
        })
        .collect();
    let parts = parts.join(&t!(words, "practice-list-separator"));
    Some(t!(words, "practice-stack", chips = parts))
}

/// Chips as counted: value → how many, and the cash remainder.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct ChipAnswer {
    /// Chip values and counts, highest value first.
    pub chips: Vec<(Money, u64)>,
    /// Paid in cash or coin.
    pub cash: Money,
}

impl ChipAnswer {
    /// What the chips and the cash add up to (saturating: no real answer comes near).
    pub(crate) fn total(&self) -> Money {
        let chips = self.chips.iter().fold(0i128, |sum, (v, n)| {
            sum + i128::from(v.cents()) * i128::from(*n)
        });
        let cents = chips + i128::from(self.cash.cents());
        Money::from_cents(i64::try_from(cents).unwrap_or(i64::MAX))
    }
}

fn expected_chips(row: &Row) -> ChipAnswer {
    match &row.chips {
        Some(c) => ChipAnswer {
            chips: c.chips.iter().map(|v| (v.value, v.count)).collect(),
            cash: c.cash,
        },
        None => ChipAnswer::default(),
    }
}

/// Reads chips as a dealer says them: `2 x 25 + 1 x 5 + 0.50 cash`, `2 green 1 red`,
/// `4 blacks`, `1x$100`, `a green and two reds`, `25 25 5` (each number a chip), or
/// `none`. A colour must be one of the rack's.
pub(crate) fn parse_chips(
    text: &str,
    cur: Currency,
    rack: Option<&Rack>,
) -> Result<ChipAnswer, AnswerError> {
    let mut counts: std::collections::BTreeMap<Money, u64> = Default::default();
    let mut cash = Money::ZERO;
    let words = dealer_words(text);
    let mut i = 0;
    while i < words.len() {
        let w = words.get(i).map(String::as_str).unwrap_or("");
        if w == "none" || w == "no" || w == "chips" {
            i += 1;
            continue;
        }
        let (count, at) = match (w.parse::<u64>(), words.get(i + 1).map(String::as_str)) {
            (Ok(n), Some("x")) => (n, i + 2),
            (Ok(n), Some(next)) if colour_value(next, rack).is_some() => (n, i + 1),
            _ => (1, i),
        };
        let word = words.get(at).map(String::as_str).unwrap_or("");
        let value = match colour_value(word, rack) {
            Some(v) => v,
            None => {
                let (v, symbol) =
                    Money::parse(word).map_err(|_| AnswerError::NotAChip(word.to_string()))?;
                if symbol.is_some_and(|s| s != cur) {
                    return Err(AnswerError::ChipCurrency(cur));
                }
                v
            }
        };
        if words.get(at + 1).map(String::as_str) == Some("cash") {
            cash = cash
                .checked_add(
                    value
                        .checked_mul(i64::try_from(count).unwrap_or(1))
                        .unwrap_or(value),
                )
                .unwrap_or(cash);
            i = at + 2;
        } else {
            *counts.entry(value).or_default() += count;
            i = at + 1;
        }
    }
    Ok(ChipAnswer {
        chips: counts.into_iter().rev().collect(),
        cash,
    })
}

/// The words of a chip answer as a dealer says it: lower case, `+`, `,` and
/// "and" dropped, `1x$100` split into `1 x $100`, and "a", "an", "one" … "twelve" as
/// numbers: "a green and two reds" reads as `1 green 2 reds`.
fn dealer_words(text: &str) -> Vec<String> {
    const NUMBERS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    let spaced = text
        .to_lowercase()
        .replace(['+', ','], " ")
        .replace(['×', '*'], " x ");
    let mut out = Vec::new();
    for word in spaced.split_whitespace() {
        let digits = word.chars().take_while(char::is_ascii_digit).count();
        match word.get(digits..) {
            // "1x$100", "2x25": a count, then the chip.
            Some(rest) if digits > 0 && rest.len() > 1 && rest.starts_with('x') => {
                out.extend([
                    word[..digits].to_string(),
                    "x".into(),
                    rest[1..].to_string(),
                ]);
            }
            _ if word == "and" => {}
            _ if word == "a" || word == "an" => out.push("1".into()),
            _ => match NUMBERS.iter().position(|n| *n == word) {
                Some(n) => out.push(n.to_string()),
                None => out.push(word.to_string()),
            },
        }
    }
    out
}

/// The value of a chip named by its colour on this rack: "black", or "blacks".
fn colour_value(word: &str, rack: Option<&Rack>) -> Option<Money> {
    let rack = rack?;
    let find = |w: &str| {
        rack.chips
            .iter()
            .find(|c| c.colour.eq_ignore_ascii_case(w))
            .map(|c| c.value)
    };
    find(word).or_else(|| word.strip_suffix('s').and_then(find))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn us() -> Arc<Rack> {
        pitpay_core::FloorCatalog::with_operator_dir(None)
            .rack("us-standard")
            .cloned()
            .unwrap()
    }

    /// A split pair's question named "hand 1" for a bet settled on the pair.
    #[test]
    fn a_split_seats_question_says_which_bet_is_asked() {
        let catalog = pitpay_core::Catalog::with_operator_dir(None);
        let text = include_str!("../../../tests/rounds/lucky9-split-tie.toml");
        let round = pitpay_core::Round::parse("r", text, &catalog).unwrap();
        let settled = pitpay_core::settle(&round).unwrap();
        let st =
            pitpay_core::statement(&settled, catalog.floor(), 2026, pitpay_language::english());
        let seat = st.seats.iter().find(|s| s.hands.len() > 1).unwrap();
        let said = |bet: Bet, hand: usize| {
            let r = seat
                .rows
                .iter()
                .find(|r| r.bet == bet && r.hand == hand)
                .unwrap();
            split_words(r, pitpay_language::english())
        };
        assert_eq!(said(Bet::Main, 2), "on hand 2 of the split");
        assert_eq!(
            said(Bet::Tie, 1),
            "(one bet, riding on hand 1 of the split)"
        );
        let bonus = seat
            .rows
            .iter()
            .find(|r| matches!(r.bet, Bet::Side(_)))
            .unwrap();
        assert_eq!(
            split_words(bonus, pitpay_language::english()),
            "(one bet on the pair as dealt, not per split hand)"
        );
    }

    #[test]
    fn chips_are_read_as_dealers_say_them() {
        let rack = us();
        let want = ChipAnswer {
            chips: vec![(Money::from_cents(2500), 2), (Money::from_cents(500), 1)],
            cash: Money::from_cents(50),
        };
        for text in [
            "2 x 25 + 1 x 5 + 0.50 cash",
            "2×$25, 1×$5, $0.50 cash",
            "2 green 1 red 0.50 cash",
            "25 25 5 0.50 cash",
        ] {
            assert_eq!(
                parse_chips(text, Currency::USD, Some(&rack)),
                Ok(want.clone()),
                "{text}"
            );
        }
        assert_eq!(
            parse_chips("none", Currency::USD, Some(&rack)),
            Ok(ChipAnswer::default())
        );
        assert!(parse_chips("2 mauve", Currency::USD, Some(&rack)).is_err());
        // Dealer words.
        let chips = |text: &str| parse_chips(text, Currency::USD, Some(&rack)).map(|c| c.chips);
        let m = Money::from_cents;
        assert_eq!(chips("4 blacks"), Ok(vec![(m(10_000), 4)]));
        assert_eq!(chips("1x$100"), Ok(vec![(m(10_000), 1)]));
        assert_eq!(
            chips("a green and two reds"),
            Ok(vec![(m(2_500), 1), (m(500), 2)])
        );
        assert_eq!(chips("four whites"), Ok(vec![(m(100), 4)]));
        assert!(parse_chips("£5", Currency::USD, Some(&rack)).is_err());
    }
}

//! The study view's narration: what a dealer on break needs to see, not only the
//! arithmetic. The dealer's hand card by card with the draw rule at each step (R2.2,
//! R3.3, R7.3), why a Lucky 9 hand is a Lucky 9 rather than a Natural 9 or a split 9
//! (R2.1, R2.3, R2.4), soft and hard blackjack totals (R3.1), each Stadium terminal's
//! own dealer hand from the community cards it did not use (R7.3), Lucky Break's bust
//! total and suited count (R6.2, R6.3), and what a side bet that watches the dealer saw
//! (the up card's matches, the dealer's final hand, the first two cards'
//! points).

use pitpay_language::{t, Words};

use crate::card::{ranks_text, Card};
use crate::game::hand::{dealer_draws, hard_total, is_two_card_21, total};
use crate::game::lucky9::{classify, Nine};
use crate::game::lucky_break::suited_count;
use crate::house::{HouseOptions, Qualify, Soft17, SuitedCount};
use crate::settlement::{Reason, SeatSettlement, Settlement};
use crate::spec::{spec, Layout, Totals};

use super::pattern_words;
use super::words::yes;

/// A blackjack total in words: "soft 18", "hard 16", "blackjack", "bust 24".
fn bj_total(w: &Words, cards: &[Card], can_be_blackjack: bool) -> String {
    let tot = total(cards);
    let kind = if can_be_blackjack && is_two_card_21(cards) {
        "blackjack"
    } else if tot.is_bust() {
        "bust"
    } else if tot.soft {
        "soft"
    } else {
        "hard"
    };
    t!(
        w,
        "settlement-study-total",
        kind = kind,
        total = tot.value.to_string()
    )
}

/// The blackjack dealer's draw rule at a total, in words (R3.1, R3.3).
fn bj_rule(w: &Words, cards: &[Card], soft17: Soft17) -> String {
    let tot = total(cards);
    let rule = if tot.is_bust() {
        "busts"
    } else if dealer_draws(cards, soft17) {
        if tot.value == 17 {
            "hits-soft-17"
        } else {
            "draws"
        }
    } else if tot.value == 17 && tot.soft {
        "stands-soft-17"
    } else {
        "stands"
    };
    t!(w, "settlement-study-dealer-rule", rule = rule)
}

/// Who draws each card after a blackjack dealer's first: the table's dealer (its hole
/// card, then cards it takes) or a Stadium terminal's (community cards from `C{n}`).
#[derive(Clone, Copy)]
enum Draws {
    Table,
    /// The number of community cards the terminal's hands used.
    Terminal(usize),
}

/// A blackjack dealer's hand card by card.
fn bj_dealer(w: &Words, cards: &[Card], soft17: Soft17, draws: Draws) -> String {
    let Some(first) = cards.first() else {
        return String::new();
    };
    let mut steps = vec![match draws {
        Draws::Table => t!(w, "settlement-study-dealer-up", card = first.pretty()),
        Draws::Terminal(_) => t!(w, "settlement-study-terminal-up", card = first.pretty()),
    }];
    for k in 2..=cards.len() {
        let hand = cards.get(..k).unwrap_or_default();
        let card = cards.get(k - 1).map(|c| c.pretty()).unwrap_or_default();
        let value = bj_total(w, hand, k == 2);
        steps.push(match draws {
            Draws::Table if k == 2 => t!(
                w,
                "settlement-study-dealer-hole",
                card = card,
                total = value
            ),
            Draws::Table => t!(
                w,
                "settlement-study-dealer-takes",
                card = card,
                total = value
            ),
            Draws::Terminal(used) => t!(
                w,
                "settlement-study-terminal-takes",
                index = (used + k - 1).to_string(),
                card = card,
                total = value
            ),
        });
        if k == 2 && is_two_card_21(hand) {
            return steps.join(", ");
        }
    }
    let steps = steps.join(", ");
    let complete = !dealer_draws(cards, soft17) || total(cards).is_bust();
    if complete {
        t!(
            w,
            "settlement-study-dealer-done",
            steps = steps,
            rule = bj_rule(w, cards, soft17)
        )
    } else {
        t!(w, "settlement-study-dealer-short", steps = steps)
    }
}

/// A Lucky 9 dealer (R2.2): draws one card on 0-4, stands on 5-9.
fn lucky9_dealer(w: &Words, cards: &[Card]) -> String {
    let [up, hole] = match cards {
        [a, b, ..] => [*a, *b],
        _ => return String::new(),
    };
    let two = classify(&[up, hole], false).total;
    let sum = up.rank.baccarat_points() + hole.rank.baccarat_points();
    let up_points = up.rank.baccarat_points().to_string();
    let hole_points = hole.rank.baccarat_points().to_string();
    match cards.get(2) {
        Some(third) => t!(
            w,
            "settlement-study-l9-dealer-draws",
            up = up.pretty(),
            up_points = up_points,
            hole = hole.pretty(),
            hole_points = hole_points,
            over = yes(sum >= 10),
            sum = sum.to_string(),
            value = two.to_string(),
            third = third.pretty(),
            total = classify(cards, false).total.to_string()
        ),
        None => t!(
            w,
            "settlement-study-l9-dealer-stands",
            up = up.pretty(),
            up_points = up_points,
            hole = hole.pretty(),
            hole_points = hole_points,
            over = yes(sum >= 10),
            sum = sum.to_string(),
            value = two.to_string()
        ),
    }
}

/// How the dealer's hand was played, card by card.
pub(crate) fn dealer(w: &Words, s: &Settlement) -> Vec<String> {
    let spec = spec(s.game);
    match (spec.layout, spec.totals) {
        // Each terminal's dealer hand is explained with the terminal (R7.3).
        (Layout::Community, _) => Vec::new(),
        (Layout::Hands, Totals::Baccarat) => vec![lucky9_dealer(w, &s.dealer_hand)],
        (Layout::Hands, Totals::Blackjack) => {
            vec![bj_dealer(w, &s.dealer_hand, s.house.soft17, Draws::Table)]
        }
    }
}

/// A Lucky 9 hand and why it is the 9 it is (R2.1, R2.3, R2.4).
fn lucky9_hand(w: &Words, i: usize, cards: &[Card], split: bool, house: &HouseOptions) -> String {
    let v = classify(cards, split);
    let points: Vec<String> = cards
        .iter()
        .map(|c| c.rank.baccarat_points().to_string())
        .collect();
    let sum: u32 = cards
        .iter()
        .map(|c| u32::from(c.rank.baccarat_points()))
        .sum();
    let why = match v.nine {
        Some(Nine::Lucky) => "lucky",
        Some(Nine::Natural) => "natural",
        Some(Nine::Split) => "split",
        Some(Nine::ThreeCard) => "three-card",
        None if v.total <= 2 => match house.qualify {
            Qualify::AnyHand => "not-qualified",
            Qualify::ThreeCard if v.cards == 3 => "three-card-not-qualified",
            Qualify::ThreeCard => "two-card-qualifies",
        },
        None => "none",
    };
    t!(
        w,
        "settlement-study-l9-hand",
        hand = (i + 1).to_string(),
        cards = ranks_text(cards),
        points = points.join(" + "),
        sum = sum.to_string(),
        value = v.total.to_string(),
        why = why
    )
}

/// A blackjack hand and its total: soft while an Ace counts 11 (R3.1).
fn bj_hand(w: &Words, i: usize, cards: &[Card], split: bool) -> String {
    let tot = total(cards);
    let note = if tot.soft && tot.value < 21 {
        "soft"
    } else if split && is_two_card_21(cards) {
        "split-21"
    } else {
        "none"
    };
    t!(
        w,
        "settlement-study-bj-hand",
        hand = (i + 1).to_string(),
        cards = ranks_text(cards),
        total = bj_total(w, cards, !split),
        note = note
    )
}

/// A Stadium terminal's own dealer hand: dealer card 1, then the community cards its
/// hands did not use (R7.3).
fn terminal_dealer(w: &Words, s: &Settlement, seat: &SeatSettlement) -> Option<String> {
    let dealer = seat.dealer_hand.as_ref()?;
    if seat.hands.is_empty() {
        return Some(t!(w, "settlement-study-terminal-no-hand"));
    }
    let used: usize = seat
        .hands
        .iter()
        .map(|h| h.len())
        .sum::<usize>()
        .saturating_sub(2);
    let mut line = bj_dealer(w, dealer, s.house.soft17, Draws::Terminal(used));
    if dealer.len() == 1 {
        line = t!(w, "settlement-study-terminal-alone", dealer = line);
    }
    Some(t!(
        w,
        "settlement-study-terminal",
        used = used,
        dealer = line
    ))
}

/// Lucky Break's facts: the dealer's bust total with Aces as 1, and the suited count
/// under the option in force (R6.2, R6.3).
fn lucky_break(w: &Words, s: &Settlement, dealer: &[Card]) -> String {
    let tot = hard_total(dealer);
    let count = suited_count(dealer, s.house.suited_count);
    let how = match s.house.suited_count {
        SuitedCount::AllOneSuit => "all",
        SuitedCount::LargestSuitGroup => "largest",
    };
    t!(
        w,
        "settlement-study-lucky-break",
        total = tot.to_string(),
        bust = yes(tot > 21),
        suited = yes(count >= 3),
        count = count,
        how = how
    )
}

/// Each side bet of the seat that watches the dealer, and what it saw: "Match
/// the Dealer: your 8♥ matches the dealer's 8♥ in rank and suit; …", "Buster Blackjack:
/// the dealer busts with 6 cards (…); the dealer completed the hand for it (R3.3)".
fn watching(w: &Words, s: &Settlement, seat: &SeatSettlement) -> Vec<String> {
    let dealer = seat.dealer_hand.as_deref().unwrap_or(&s.dealer_hand);
    let mut out = Vec::new();
    for line in &seat.wagers {
        let Reason::SideBet { seen, .. } = line.reason else {
            continue;
        };
        let Some(table) = s.table_of(line.bet) else {
            continue;
        };
        let Some(facts) = pattern_words::watched(w, table, &seen, dealer) else {
            continue;
        };
        let text = t!(
            w,
            "settlement-study-watching",
            bet = table.side_bet.as_ref().map_or_else(
                || table.bet_title(),
                |d| d.names.or(w.language(), &d.title).to_string()
            ),
            facts = facts,
            played = yes(table.reads_dealer_hand())
        );
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// What a seat's study view explains, above its lines.
pub(crate) fn seat(w: &Words, s: &Settlement, seat: &SeatSettlement) -> Vec<String> {
    let split = seat.hands.len() > 1;
    let mut out: Vec<String> = seat
        .hands
        .iter()
        .enumerate()
        .map(|(i, cards)| match spec(s.game).totals {
            Totals::Baccarat => lucky9_hand(w, i, cards, split, &s.house),
            Totals::Blackjack => bj_hand(w, i, cards, split),
        })
        .collect();
    out.extend(terminal_dealer(w, s, seat));
    if seat
        .wagers
        .iter()
        .any(|l| matches!(l.reason, Reason::LuckyBreak(_)))
    {
        out.push(lucky_break(w, s, &s.dealer_hand));
    }
    out.extend(watching(w, s, seat));
    for m in &s.meters {
        let hits = seat
            .wagers
            .iter()
            .any(|l| l.bet == m.bet && l.meter.is_some());
        if hits {
            out.push(t!(
                w,
                "settlement-study-meter",
                bet = s.bet_title_in(m.bet, w.language()),
                before = s.currency.format(m.before),
                after = s.currency.format(m.after),
                reseeds = yes(m.reseed.is_some()),
                reseed = m.reseed.map(|r| s.currency.format(r)).unwrap_or_default()
            ));
        }
    }
    out
}

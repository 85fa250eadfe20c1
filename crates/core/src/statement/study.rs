//! The study view's narration: what a dealer on break needs to see, not only the
//! arithmetic. The dealer's hand card by card with the draw rule at each step (R2.2,
//! R3.3, R7.3), why a Lucky 9 hand is a Lucky 9 rather than a Natural 9 or a split 9
//! (R2.1, R2.3, R2.4), soft and hard blackjack totals (R3.1), each Stadium terminal's
//! own dealer hand from the community cards it did not use (R7.3), Lucky Break's bust
//! total and suited count (R6.2, R6.3), and what a side bet that watches the dealer saw
//! (the up card's matches, the dealer's final hand, the first two cards'
//! points).

use crate::card::{ranks_text, Card};
use crate::game::hand::{dealer_draws, hard_total, is_two_card_21, total};
use crate::game::lucky9::{classify, Nine};
use crate::game::lucky_break::suited_count;
use crate::house::{HouseOptions, Qualify, Soft17, SuitedCount};
use crate::settlement::{Reason, SeatSettlement, Settlement};
use crate::spec::{spec, Layout, Totals};

use super::pattern_words;

/// A blackjack total in words: "soft 18", "hard 16", "blackjack", "bust 24".
fn bj_total(cards: &[Card], can_be_blackjack: bool) -> String {
    let t = total(cards);
    if can_be_blackjack && is_two_card_21(cards) {
        "blackjack".to_string()
    } else if t.is_bust() {
        format!("bust {}", t.value)
    } else if t.soft {
        format!("soft {}", t.value)
    } else {
        format!("hard {}", t.value)
    }
}

/// The blackjack dealer's draw rule at a total, in words (R3.1, R3.3).
fn bj_rule(cards: &[Card], soft17: Soft17) -> &'static str {
    let t = total(cards);
    if t.is_bust() {
        "busts"
    } else if dealer_draws(cards, soft17) {
        if t.value == 17 {
            "hits soft 17 (soft17 = hit)"
        } else {
            "draws below 17"
        }
    } else if t.value == 17 && t.soft {
        "stands on soft 17 (soft17 = stand)"
    } else {
        "stands on 17 or more"
    }
}

/// A blackjack dealer's hand card by card. `labels` names each card after the first
/// ("hole", "C4" …).
fn bj_dealer(cards: &[Card], soft17: Soft17, labels: &[String]) -> String {
    let Some(first) = cards.first() else {
        return String::new();
    };
    let mut s = format!("Dealer: up {}", first.pretty());
    for k in 2..=cards.len() {
        let hand = cards.get(..k).unwrap_or_default();
        let card = cards.get(k - 1).map(|c| c.pretty()).unwrap_or_default();
        let label = labels.get(k - 2).map(String::as_str).unwrap_or("");
        s.push_str(&format!(", {label} {card} = {}", bj_total(hand, k == 2)));
        if k == 2 && is_two_card_21(hand) {
            return s;
        }
    }
    let complete = !dealer_draws(cards, soft17) || total(cards).is_bust();
    if complete {
        s.push_str(&format!(": {}", bj_rule(cards, soft17)));
    } else {
        s.push_str(": stopped short; nothing depended on the rest of the hand");
    }
    s
}

/// A Lucky 9 dealer (R2.2): draws one card on 0-4, stands on 5-9.
fn lucky9_dealer(cards: &[Card]) -> String {
    let [up, hole] = match cards {
        [a, b, ..] => [*a, *b],
        _ => return String::new(),
    };
    let two = classify(&[up, hole], false).total;
    let sum = up.rank.baccarat_points() + hole.rank.baccarat_points();
    let value = if sum >= 10 {
        format!("{sum}, value {two}")
    } else {
        two.to_string()
    };
    let mut s = format!(
        "Dealer: up {} ({}), hole {} ({}) = {value}",
        up.pretty(),
        up.rank.baccarat_points(),
        hole.pretty(),
        hole.rank.baccarat_points()
    );
    match cards.get(2) {
        Some(third) => s.push_str(&format!(
            ": draws on 0-4; takes {} = {}: stands",
            third.pretty(),
            classify(cards, false).total
        )),
        None => s.push_str(": stands on 5-9"),
    }
    s
}

/// How the dealer's hand was played, card by card.
pub(crate) fn dealer(s: &Settlement) -> Vec<String> {
    let spec = spec(s.game);
    match (spec.layout, spec.totals) {
        // Each terminal's dealer hand is explained with the terminal (R7.3).
        (Layout::Community, _) => Vec::new(),
        (Layout::Hands, Totals::Baccarat) => vec![lucky9_dealer(&s.dealer_hand)],
        (Layout::Hands, Totals::Blackjack) => {
            let labels: Vec<String> = (0..s.dealer_hand.len())
                .map(|i| {
                    if i == 0 {
                        "hole".into()
                    } else {
                        "takes".into()
                    }
                })
                .collect();
            vec![bj_dealer(&s.dealer_hand, s.house.soft17, &labels)]
        }
    }
}

/// A Lucky 9 hand and why it is the 9 it is (R2.1, R2.3, R2.4).
fn lucky9_hand(i: usize, cards: &[Card], split: bool, house: &HouseOptions) -> String {
    let v = classify(cards, split);
    let points: Vec<String> = cards
        .iter()
        .map(|c| c.rank.baccarat_points().to_string())
        .collect();
    let sum: u32 = cards
        .iter()
        .map(|c| u32::from(c.rank.baccarat_points()))
        .sum();
    let mut s = format!(
        "Hand {}: {} counts {} = {sum}, value {}",
        i + 1,
        ranks_text(cards),
        points.join(" + "),
        v.total
    );
    let why = match v.nine {
        Some(Nine::Lucky) => {
            ": a two-card 9 with no ten or face card on an unsplit hand is a Lucky 9 (pays 3 to 2)"
        }
        Some(Nine::Natural) => {
            ": a two-card 9 with a ten or face card is a Natural 9 (pays 1 to 1)"
        }
        Some(Nine::Split) => ": a two-card 9 on a split hand is a split 9 (pays 1 to 1)",
        Some(Nine::ThreeCard) => ": a 9 of three cards is a three-card 9",
        None if v.total <= 2 => match house.qualify {
            Qualify::AnyHand => ": 0, 1 or 2 does not qualify and loses",
            Qualify::ThreeCard if v.cards == 3 => {
                ": a three-card 0, 1 or 2 does not qualify and loses"
            }
            Qualify::ThreeCard => {
                ": a two-card hand qualifies at this table (qualify = three-card)"
            }
        },
        None => "",
    };
    s.push_str(why);
    s
}

/// A blackjack hand and its total: soft while an Ace counts 11 (R3.1).
fn bj_hand(i: usize, cards: &[Card], split: bool) -> String {
    let t = total(cards);
    let mut s = format!(
        "Hand {}: {} = {}",
        i + 1,
        ranks_text(cards),
        bj_total(cards, !split)
    );
    if t.soft && t.value < 21 {
        s.push_str(" (an Ace counts 11; it would be hard if it counted 1)");
    } else if split && is_two_card_21(cards) {
        s.push_str(" (21 after a split is not a blackjack, R3.2)");
    }
    s
}

/// A Stadium terminal's own dealer hand: dealer card 1, then the community cards its
/// hands did not use (R7.3).
fn terminal_dealer(s: &Settlement, seat: &SeatSettlement) -> Option<String> {
    let dealer = seat.dealer_hand.as_ref()?;
    if seat.hands.is_empty() {
        return Some("No hand of its own: its side bets settle on the first cards".into());
    }
    let used: usize = seat
        .hands
        .iter()
        .map(|h| h.len())
        .sum::<usize>()
        .saturating_sub(2);
    let labels: Vec<String> = (0..dealer.len())
        .map(|i| format!("takes C{}", used + i + 1))
        .collect();
    let mut line = bj_dealer(dealer, s.house.soft17, &labels);
    if dealer.len() == 1 {
        line.push_str(": nothing this terminal holds depends on the rest (R7.3)");
    }
    let used_text = match used {
        0 => "Its hands used no community card".to_string(),
        1 => "Its hands used C1".to_string(),
        n => format!("Its hands used C1 to C{n}"),
    };
    Some(format!(
        "{used_text}; {}",
        line.replacen("Dealer: up", "its dealer: card 1", 1)
    ))
}

/// Lucky Break's facts: the dealer's bust total with Aces as 1, and the suited count
/// under the option in force (R6.2, R6.3).
fn lucky_break(s: &Settlement, dealer: &[Card]) -> String {
    let t = hard_total(dealer);
    let count = suited_count(dealer, s.house.suited_count);
    let how = match s.house.suited_count {
        SuitedCount::AllOneSuit => "all the dealer's cards one suit",
        SuitedCount::LargestSuitGroup => "the largest group of one suit",
    };
    let suited = if count >= 3 {
        format!("{count} suited cards ({how})")
    } else {
        format!("unsuited (suited counts {how}, 3 or more)")
    };
    format!(
        "Lucky Break: the dealer's total with every Ace as 1 is {t}{}; {suited}",
        if t > 21 { ", a bust" } else { "" }
    )
}

/// Each side bet of the seat that watches the dealer, and what it saw: "Match
/// the Dealer: your 8♥ matches the dealer's 8♥ in rank and suit; …", "Buster Blackjack:
/// the dealer busts with 6 cards (…); the dealer completed the hand for it (R3.3)".
fn watching(s: &Settlement, seat: &SeatSettlement) -> Vec<String> {
    let dealer = seat.dealer_hand.as_deref().unwrap_or(&s.dealer_hand);
    let mut out = Vec::new();
    for line in &seat.wagers {
        let Reason::SideBet { seen, .. } = line.reason else {
            continue;
        };
        let Some(table) = s.table_of(line.bet) else {
            continue;
        };
        let Some(facts) = pattern_words::watched(table, &seen, dealer) else {
            continue;
        };
        let played_out = if table.reads_dealer_hand() {
            ": the dealer completes the hand while this bet is in action (R3.3)"
        } else {
            ""
        };
        let text = format!("{}: {facts}{played_out}", table.bet_title());
        if !out.contains(&text) {
            out.push(text);
        }
    }
    out
}

/// What a seat's study view explains, above its lines.
pub(crate) fn seat(s: &Settlement, seat: &SeatSettlement) -> Vec<String> {
    let split = seat.hands.len() > 1;
    let mut out: Vec<String> = seat
        .hands
        .iter()
        .enumerate()
        .map(|(i, cards)| match spec(s.game).totals {
            Totals::Baccarat => lucky9_hand(i, cards, split, &s.house),
            Totals::Blackjack => bj_hand(i, cards, split),
        })
        .collect();
    out.extend(terminal_dealer(s, seat));
    if seat
        .wagers
        .iter()
        .any(|l| matches!(l.reason, Reason::LuckyBreak(_)))
    {
        out.push(lucky_break(s, &s.dealer_hand));
    }
    out.extend(watching(s, seat));
    for m in &s.meters {
        let hits = seat
            .wagers
            .iter()
            .any(|l| l.bet == m.bet && l.meter.is_some());
        if hits {
            out.push(format!(
                "{} meter: {} before this round's hits, {} after{}",
                s.bet_title(m.bet),
                s.currency.format(m.before),
                s.currency.format(m.after),
                m.reseed
                    .map(|r| format!(" (reseed {})", s.currency.format(r)))
                    .unwrap_or_default()
            ));
        }
    }
    out
}

//! A brute-force counter over individual cards, kept to prove the fast analysis right
//! (issue 13): it deals every hand of the shoe card by card and asks the settlement's
//! own classifier ([`best_tier`], R1.6) which tier pays, so it shares nothing with
//! `pitpay::analysis::side_bet` but the paytable. Used by `tests/analysis.rs` and
//! `benches/analysis.rs`.
#![allow(dead_code)]

use pitpay::card::{Card, Suit};
use pitpay::game::side_bet::best_tier;
use pitpay::pattern::{CardsUsed, SideBetCards};
use pitpay::paytable::Paytable;

/// Hands per tier (paytable order) and hands dealt, counting every card of `decks`
/// decks as its own card.
pub fn count_by_cards(table: &Paytable, decks: u8, declared: Option<Suit>) -> (Vec<u128>, u128) {
    let shoe: Vec<Card> = (0..decks).flat_map(|_| Card::deck()).collect();
    let uses = |c: CardsUsed| table.tiers().iter().any(|t| t.pattern.cards == c);
    let (two, up, hit) = (
        uses(CardsUsed::FirstTwo),
        uses(CardsUsed::FirstTwoAndUp),
        uses(CardsUsed::FirstTwoAndHit),
    );
    let mut per_tier = vec![0u128; table.tiers().len()];
    let mut total = 0u128;
    let dealer = table.tiers().iter().any(|t| {
        t.pattern
            .conditions
            .iter()
            .any(pitpay::pattern::Condition::uses_dealer_blackjack)
    });
    let mut count = |seen: SideBetCards| {
        total += 1;
        if let Some((i, _)) = best_tier(table, &seen, declared) {
            per_tier[i] += 1;
        }
    };
    let n = shoe.len();
    for i in 0..n {
        for j in i + 1..n {
            let first_two = [shoe[i], shoe[j]];
            if dealer {
                // The dealer's up card and hole card, told apart (a dealer blackjack).
                for k in (0..n).filter(|&k| k != i && k != j) {
                    for h in (0..n).filter(|&h| h != i && h != j && h != k) {
                        let two_card_21 = pitpay::game::hand::is_two_card_21(&[shoe[k], shoe[h]]);
                        count(SideBetCards {
                            first_two,
                            up: shoe[k],
                            hit: None,
                            dealer_blackjack: Some(two_card_21),
                        });
                    }
                }
                continue;
            }
            match (two, up, hit) {
                (_, false, false) => count(SideBetCards {
                    first_two,
                    up: shoe[i],
                    hit: None,
                    dealer_blackjack: None,
                }),
                // One three-card set for every tier: unordered hands.
                (false, true, false) | (false, false, true) => {
                    for &c in &shoe[j + 1..] {
                        count(SideBetCards {
                            first_two,
                            up: c,
                            hit: Some(c),
                            dealer_blackjack: None,
                        });
                    }
                }
                // The third (and fourth) card told apart from the first two.
                (_, up_used, _) => {
                    for k in (0..n).filter(|&k| k != i && k != j) {
                        if up_used && hit {
                            for h in (0..n).filter(|&h| h != i && h != j && h != k) {
                                count(SideBetCards {
                                    first_two,
                                    up: shoe[k],
                                    hit: Some(shoe[h]),
                                    dealer_blackjack: None,
                                });
                            }
                        } else {
                            count(SideBetCards {
                                first_two,
                                up: shoe[k],
                                hit: Some(shoe[k]),
                                dealer_blackjack: None,
                            });
                        }
                    }
                }
            }
        }
    }
    (per_tier, total)
}

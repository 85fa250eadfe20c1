//! A brute-force counter over individual cards, kept to prove the fast analysis right
//!: it deals every hand of the shoe card by card and asks the settlement's
//! own classifier ([`best_tier`], R1.6) which tier pays, so it shares nothing with
//! `pitpay_core::analysis::side_bet` but the paytable. Used by `tests/analysis.rs` and
//! `benches/analysis.rs`. A paytable on the dealer's final hand is dealt
//! rank by rank with the settlement's own draw rule ([`dealer_final_by_ranks`]).
#![allow(dead_code)]

use pitpay_core::game::best_tier;
use pitpay_core::game::{dealer_draws, is_two_card_21};
use pitpay_core::Paytable;
use pitpay_core::Soft17;
use pitpay_core::{Card, Rank, Suit};
use pitpay_core::{CardsUsed, DealerHand, SideBetCards};

/// Hands per tier (paytable order) and hands dealt, counting every card of `decks`
/// decks as its own card.
pub(crate) fn count_by_cards(
    table: &Paytable,
    decks: u8,
    declared: Option<Suit>,
) -> (Vec<u128>, u128) {
    let shoe: Vec<Card> = (0..decks).flat_map(|_| Card::deck()).collect();
    let uses = |c: CardsUsed| table.tiers().iter().any(|t| t.pattern.cards == c);
    let (two, up, hit) = (
        uses(CardsUsed::FirstTwo),
        uses(CardsUsed::FirstTwoAndUp),
        uses(CardsUsed::FirstTwoAndHit),
    );
    // A tier comparing the player's cards with the up card tells the up card apart.
    let up_apart = table.tiers().iter().any(|t| {
        t.pattern
            .conditions
            .iter()
            .any(pitpay_core::Condition::uses_up_card)
    });
    let mut per_tier = vec![0u128; table.tiers().len()];
    let mut total = 0u128;
    let dealer = table.tiers().iter().any(|t| {
        t.pattern
            .conditions
            .iter()
            .any(pitpay_core::Condition::uses_dealer_blackjack)
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
                        let two_card_21 = pitpay_core::game::is_two_card_21(&[shoe[k], shoe[h]]);
                        count(SideBetCards {
                            first_two,
                            up: shoe[k],
                            hit: None,
                            dealer_blackjack: Some(two_card_21),
                            dealer: None,
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
                    dealer: None,
                }),
                // One three-card set for every tier: unordered hands.
                (false, true, false) | (false, false, true) if !up_apart => {
                    for &c in &shoe[j + 1..] {
                        count(SideBetCards {
                            first_two,
                            up: c,
                            hit: Some(c),
                            dealer_blackjack: None,
                            dealer: None,
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
                                    dealer: None,
                                });
                            }
                        } else {
                            count(SideBetCards {
                                first_two,
                                up: shoe[k],
                                hit: Some(shoe[k]),
                                dealer_blackjack: None,
                                dealer: None,
                            });
                        }
                    }
                }
            }
        }
    }
    (per_tier, total)
}

/// Each tier's probability of paying first (R1.6) on a paytable on the dealer's final
/// hand, from `decks` decks with the dealer drawing under `soft17`: every
/// sequence of the thirteen ranks the dealer can draw, stopped where the settlement's own
/// draw rule ([`dealer_draws`], R3.3) stands or at a blackjack, classified by the
/// settlement's own [`best_tier`] on the hand as [`DealerHand::of`] reads it. The cards of
/// one rank differ only by suit, which no dealer condition reads, so a sequence of ranks
/// stands for the product of what was left of each rank as it was drawn: the count card
/// by card, in groups. Exact in integers by hand length, divided out at the end.
pub(crate) fn dealer_final_by_ranks(table: &Paytable, decks: u8, soft17: Soft17) -> Vec<f64> {
    struct Deal<'t> {
        table: &'t Paytable,
        soft17: Soft17,
        left: [u32; 13],
        hand: Vec<Card>,
        /// Ways per tier (and a last row for no tier) by hand length.
        ways: Vec<[u128; 16]>,
    }
    fn deal(d: &mut Deal<'_>, ways: u128) {
        let n = d.hand.len();
        let stands = n >= 2 && (is_two_card_21(&d.hand) || !dealer_draws(&d.hand, d.soft17));
        if stands {
            let seen = SideBetCards {
                first_two: [d.hand[0], d.hand[1]],
                up: d.hand[0],
                hit: None,
                dealer_blackjack: Some(is_two_card_21(&d.hand[..2])),
                dealer: Some(DealerHand::of(&d.hand)),
            };
            let row = best_tier(d.table, &seen, None).map_or(d.ways.len() - 1, |(i, _)| i);
            d.ways[row][n] += ways;
            return;
        }
        for (r, rank) in Rank::ALL.into_iter().enumerate() {
            let left = d.left[r];
            if left == 0 {
                continue;
            }
            d.left[r] -= 1;
            d.hand.push(Card::new(rank, Suit::Spades));
            deal(d, ways * u128::from(left));
            d.hand.pop();
            d.left[r] += 1;
        }
    }
    let mut d = Deal {
        table,
        soft17,
        left: [4 * u32::from(decks); 13],
        hand: Vec::new(),
        ways: vec![[0; 16]; table.tiers().len() + 1],
    };
    deal(&mut d, 1);
    let n = 52 * u128::from(decks);
    let falling = |k: usize| (0..k as u128).fold(1u128, |acc, i| acc * (n - i));
    let probabilities: Vec<f64> = d
        .ways
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(k, w)| *w as f64 / falling(k) as f64)
                .sum()
        })
        .collect();
    let all: f64 = probabilities.iter().sum();
    assert!(
        (all - 1.0).abs() < 1e-12,
        "every deal is counted once: {all}"
    );
    probabilities[..table.tiers().len()].to_vec()
}

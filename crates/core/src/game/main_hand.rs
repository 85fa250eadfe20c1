//! A blackjack-family main hand settled against the dealer: the one place blackjack
//! (R3) and Stadium Blackjack (R7) decide a win, a blackjack, a push, even money, a
//! surrender, insurance and the partial loss against a dealer blackjack.
//!
//! Against a dealer blackjack in a no-peek game (R3.2), and always in Stadium (R7.6),
//! a spot loses only its original stake, taken from the first of its hands still
//! standing; every other stake those hands hold is returned. [`Spot`] keeps that
//! bookkeeping as a spot's hands are settled in order.

use std::sync::Arc;

use crate::card::Card;
use crate::game::hand::{is_two_card_21, total, Total};
use crate::money::{Money, Odds};
use crate::paytable::Paytable;
use crate::settlement::{Award, HandVerdict, Outcome, Reason, Verdict};

/// The rule numbers a game settles its main hands under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// A hand against the dealer.
    pub hand: &'static str,
    /// A surrender.
    pub surrender: &'static str,
    /// Even money.
    pub even_money: &'static str,
    /// Insurance.
    pub insurance: &'static str,
    /// A wager placed for the dealer.
    pub dealer_wager: &'static str,
}

/// Blackjack (R3).
pub(crate) const BLACKJACK: Rules = Rules {
    hand: "R3.2",
    surrender: "R3.2",
    even_money: "R3.1",
    insurance: "R3.1",
    dealer_wager: "R3.4",
};

/// Stadium Blackjack (R7).
pub const STADIUM: Rules = Rules {
    hand: "R7.6",
    surrender: "R7.4",
    even_money: "R7.6",
    insurance: "R7.6",
    dealer_wager: "R7.7",
};

/// The dealer's hand as the spot's hands meet it.
#[derive(Debug, Clone, Copy)]
pub struct Dealer<'a> {
    /// The dealer's final cards.
    pub cards: &'a [Card],
    /// Whether they are a blackjack.
    pub blackjack: bool,
    /// Their total, worked out once for every hand of the round.
    pub total: Total,
    /// What a player blackjack pays (R3.1, R7.4).
    pub blackjack_pays: Odds,
    /// Whether a surrender loses its whole stake to this dealer's blackjack: in a
    /// no-peek blackjack game (R3.2), or in Stadium under
    /// `surrender = enabled-except-dealer-blackjack` (R7.4).
    pub surrender_loses_to_blackjack: bool,
    /// The main paytable (even money and insurance odds).
    pub main: Option<&'a Arc<Paytable>>,
    /// The rule numbers in force.
    pub rules: Rules,
}

/// What a hand did, for settlement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandFacts<'a> {
    /// Its cards.
    pub cards: &'a [Card],
    /// Its stake (doubled where doubled).
    pub stake: Money,
    /// The spot's original stake.
    pub original: Money,
    /// Whether it can be a blackjack (an unsplit hand).
    pub unsplit: bool,
    /// Surrendered.
    pub surrendered: bool,
}

impl HandFacts<'_> {
    /// Still standing against the dealer: not busted and not a blackjack.
    fn standing(&self) -> bool {
        !(total(self.cards).is_bust() || self.unsplit && is_two_card_21(self.cards))
    }
}

/// One spot's hands, settled in order (R3.2, R7.6).
#[derive(Debug, Clone, Copy, Default)]
pub struct Spot {
    first_standing_taken: bool,
}

impl Spot {
    /// Settles the spot's next hand: surrender, or the hand against the dealer.
    pub fn settle(&mut self, hand: HandFacts<'_>, dealer: &Dealer<'_>) -> Verdict {
        if hand.surrendered {
            return surrender(hand, dealer);
        }
        let standing = hand.standing();
        let first = standing && !self.first_standing_taken;
        self.first_standing_taken |= standing;
        against_dealer(hand, dealer, first)
    }
}

fn verdict(award: Award, why: HandVerdict, rule: &'static str) -> Verdict {
    Verdict {
        award,
        reason: Reason::Hand(why),
        rule,
    }
}

/// A hand that was not surrendered against the dealer's hand (R3.2, R7.6).
/// `first_standing` says whether it is the first hand of the spot still standing,
/// which takes the spot's loss against a dealer blackjack.
pub(crate) fn against_dealer(
    hand: HandFacts<'_>,
    dealer: &Dealer<'_>,
    first_standing: bool,
) -> Verdict {
    let rule = dealer.rules.hand;
    let t = total(hand.cards);
    if t.is_bust() {
        return verdict(Award::Lose, HandVerdict::Bust, rule);
    }
    if hand.unsplit && is_two_card_21(hand.cards) {
        return if dealer.blackjack {
            verdict(Award::Push, HandVerdict::BlackjackPush, rule)
        } else {
            verdict(
                Award::Odds(dealer.blackjack_pays),
                HandVerdict::Blackjack,
                rule,
            )
        };
    }
    if dealer.blackjack {
        return against_dealer_blackjack(hand, first_standing, rule);
    }
    let dt = dealer.total;
    let (award, why) = if dt.is_bust() {
        (Award::Odds(Odds::to(1, 1)), HandVerdict::DealerBusts)
    } else {
        match t.value.cmp(&dt.value) {
            std::cmp::Ordering::Greater => (Award::Odds(Odds::to(1, 1)), HandVerdict::Higher),
            std::cmp::Ordering::Less => (Award::Lose, HandVerdict::Lower),
            std::cmp::Ordering::Equal => (Award::Push, HandVerdict::Equal),
        }
    };
    verdict(award, why, rule)
}

/// R3.2 / R7.6: the spot loses only its original stake, from its first standing hand.
fn against_dealer_blackjack(
    hand: HandFacts<'_>,
    first_standing: bool,
    rule: &'static str,
) -> Verdict {
    if !first_standing {
        verdict(
            Award::Returned(hand.stake, Outcome::Push),
            HandVerdict::DealerBlackjackStakeReturned,
            rule,
        )
    } else if hand.stake > hand.original {
        let back = hand.stake.checked_sub(hand.original).unwrap_or(Money::ZERO);
        verdict(
            Award::Returned(back, Outcome::Lose),
            HandVerdict::DealerBlackjackOriginalOnly,
            rule,
        )
    } else {
        verdict(Award::Lose, HandVerdict::DealerBlackjack, rule)
    }
}

/// A surrendered hand: half the stake back (rounded down to the cent, R1.5), unless
/// the dealer's blackjack takes it all (R3.2, R7.4).
pub(crate) fn surrender(hand: HandFacts<'_>, dealer: &Dealer<'_>) -> Verdict {
    let lost = dealer.blackjack && dealer.surrender_loses_to_blackjack;
    let award = if lost {
        Award::Lose
    } else {
        Award::Returned(hand.stake.half_down(), Outcome::Surrender)
    };
    Verdict {
        award,
        reason: Reason::Surrender {
            lost_to_blackjack: lost,
        },
        rule: dealer.rules.surrender,
    }
}

/// Even money on a blackjack against a dealer Ace, paid at once (R3.1, R7.6).
pub(crate) fn even_money(dealer: &Dealer<'_>) -> Verdict {
    let odds = dealer
        .main
        .and_then(|t| t.main_odds("even-money"))
        .unwrap_or(Odds::to(1, 1));
    Verdict {
        award: Award::Odds(odds),
        reason: Reason::EvenMoney,
        rule: dealer.rules.even_money,
    }
}

/// Insurance: pays 2 to 1 (the main paytable's odds) when the dealer has blackjack,
/// else loses (R3.1, R7.6).
pub(crate) fn insurance(dealer: &Dealer<'_>) -> Verdict {
    let award = if dealer.blackjack {
        Award::Odds(
            dealer
                .main
                .and_then(|t| t.main_odds("insurance"))
                .unwrap_or(Odds::to(2, 1)),
        )
    } else {
        Award::Lose
    };
    Verdict {
        award,
        reason: Reason::Insurance {
            dealer_blackjack: dealer.blackjack,
        },
        rule: dealer.rules.insurance,
    }
}

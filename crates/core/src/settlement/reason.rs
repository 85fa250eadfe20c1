//! Why a wager settled as it did, kept as facts (RULES.md R1.7).
//!
//! Settling records *which* rule decided a line and the facts it looked at; it writes no
//! prose. The words a dealer reads ("Dealer busts 24 with 4 suited cards: …") are written
//! once, by `statement`, from these facts and the cards the settlement already
//! holds (the seat's hands and the dealer's hand), so the hot path allocates nothing and
//! every view says the same thing.

use crate::house::{MultiplierMode, TieWins};
use crate::pattern::SideBetCards;

/// The facts behind one settled line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A Lucky 9 main wager on one hand against the dealer (R2.3-R2.5).
    Lucky9(Lucky9Verdict),
    /// The Lucky 9 Tie wager, which follows hand 1 (R2.6).
    Tie(TieVerdict),
    /// A side bet: the cards it saw and the tier paid (its index in the paytable), or
    /// none (R1.6).
    SideBet {
        /// The cards the bet can see.
        seen: SideBetCards,
        /// Index of the tier met, highest first; `None` when no line is met.
        tier: Option<u16>,
    },
    /// An envy bonus because another seat hit a tier (R4.5).
    Envy {
        /// The seat that hit.
        seat: u32,
        /// The tier it hit (index in the paytable).
        tier: u16,
    },
    /// A blackjack-family main hand against the dealer (R3.2, R7.6).
    Hand(HandVerdict),
    /// Even money taken on a blackjack against a dealer Ace (R3.1, R7.6).
    EvenMoney,
    /// A surrendered hand (R3.2, R7.4).
    Surrender {
        /// The surrender lost the whole stake to a dealer blackjack (no-peek blackjack,
        /// or Stadium's `enabled-except-dealer-blackjack`).
        lost_to_blackjack: bool,
    },
    /// Insurance (R3.1, R7.6).
    Insurance {
        /// Whether the dealer had blackjack (insurance pays).
        dealer_blackjack: bool,
    },
    /// Lucky Break (R6.2-R6.4).
    LuckyBreak(LuckyBreakVerdict),
}

/// How a Lucky 9 main wager was decided (R2.3-R2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lucky9Verdict {
    /// The player's 0, 1 or 2 does not qualify (R2.4).
    NotQualified,
    /// A player Lucky 9 beats a dealer three-card 9 (R2.3).
    LuckyBeatsThreeCard,
    /// A dealer Lucky 9 beats a player three-card 9 (R2.3).
    DealerLuckyBeatsThreeCard,
    /// Any other 9 against a 9 pushes (R2.3, `nines = lucky-beats-three-card`).
    NinesPush,
    /// Every 9 against a 9 pushes (R2.3, `nines = all-push`).
    NinesAllPush,
    /// The higher total wins (R2.5).
    Higher,
    /// The lower total loses (R2.5).
    Lower,
    /// Equal totals push (R2.5).
    Equal,
}

/// How the Lucky 9 Tie wager was decided (R2.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieVerdict {
    /// It wins, under the option in force.
    Wins(TieWins),
    /// Equal totals, but the main wager did not push (`tie_wins = main-pushes`).
    MainDidNotPush,
    /// The totals differ.
    NoTie,
}

/// How a blackjack-family hand met the dealer's hand (R3.2, R7.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandVerdict {
    /// The hand busted: it loses whatever the dealer holds.
    Bust,
    /// A player blackjack against a dealer blackjack.
    BlackjackPush,
    /// A player blackjack paid at the table's blackjack odds.
    Blackjack,
    /// A dealer blackjack, and an earlier hand of the spot already lost its original
    /// stake: this stake comes back.
    DealerBlackjackStakeReturned,
    /// A dealer blackjack against a doubled hand: only the original stake is lost.
    DealerBlackjackOriginalOnly,
    /// A dealer blackjack beats the hand.
    DealerBlackjack,
    /// The dealer busted.
    DealerBusts,
    /// The higher total wins.
    Higher,
    /// The lower total loses.
    Lower,
    /// Equal totals push.
    Equal,
}

/// How a Lucky Break wager was decided (R6.2-R6.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LuckyBreakVerdict {
    /// A dealer blackjack loses every Lucky Break wager.
    DealerBlackjack,
    /// The dealer's final hand is 21 or less.
    DealerStands,
    /// The dealer busted but a hand of the spot is over the player cap (`player_cap = 26`).
    OverCap {
        /// The dealer's bust total (hard).
        total: u8,
        /// The spot's largest hand total.
        biggest: u8,
    },
    /// The dealer busted 22-26: base pay, with the suited multiplier when suited.
    Wins {
        /// The dealer's bust total (hard).
        total: u8,
        /// The suited count (0 when unsuited, R6.3).
        suited: u8,
        /// Base pay `to 1` for the total (R6.5).
        base: u32,
        /// The multiplier for the suited count (R6.5).
        multiplier: u32,
        /// How the multiplier pays (R6.4).
        mode: MultiplierMode,
    },
}

impl LuckyBreakVerdict {
    /// The whole pay `to 1` of a win: the base, with the multiplier added to it or
    /// replacing it (R6.4).
    pub(crate) fn pays_to_one(base: u32, multiplier: u32, suited: u8, mode: MultiplierMode) -> u32 {
        match (suited, mode) {
            (0, _) => base,
            (_, MultiplierMode::AddsToBase) => base.saturating_add(base.saturating_mul(multiplier)),
            (_, MultiplierMode::ReplacesBase) => base.saturating_mul(multiplier),
        }
    }
}

//! Stadium Blackjack (RULES.md R7): its options, and the edges of a terminal that plays
//! best and of one that always times out.
//!
//! One terminal sees player card 1, dealer card 1, player card 2, then community cards; its
//! hands take a prefix of them and its dealer takes the next unused ones (R7.2, R7.3). From a
//! shuffled shoe that is the same as a no-hole-card game in which the dealer draws after the
//! player, and a dealer blackjack takes only the spot's original stake from standing hands
//! while busts are lost in full (R7.6), which is `HoleCard::NoPeekOriginalBets`.

use crate::analysis::{analyze, analyze_hit_stand, Analysis, Figures};
use crate::player::HitTable;
use crate::rules::{BlackjackPays, DoubleOn, HoleCard, Rules, RulesError, Soft17, Surrender};

/// R7.4 `double_on`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StadiumDouble {
    /// Paytables 1-4: two-card hard totals 2-20, never a hand holding an Ace.
    TwoToTwenty,
    /// Paytable 5: two-card 10 or 11 (never an Ace).
    TenToEleven,
}

/// R7.4 `surrender`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StadiumSurrender {
    Disabled,
    /// Half back even if the terminal's dealer then has blackjack.
    Enabled,
    /// Half back, but the whole stake lost when the terminal's dealer has blackjack.
    EnabledExceptDealerBlackjack,
}

/// R7.5 auto-rule: what a timed-out terminal does (stand on soft S+ or hard H+, else hit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AutoRule {
    S17H12,
    S17H17,
    S18H17,
    S18H12,
}

impl AutoRule {
    pub(crate) const ALL: [AutoRule; 4] = [
        AutoRule::S17H12,
        AutoRule::S17H17,
        AutoRule::S18H17,
        AutoRule::S18H12,
    ];

    /// (soft total to stand on, hard total to stand on).
    pub(crate) fn stands(self) -> (u32, u32) {
        match self {
            AutoRule::S17H12 => (17, 12),
            AutoRule::S17H17 => (17, 17),
            AutoRule::S18H17 => (18, 17),
            AutoRule::S18H12 => (18, 12),
        }
    }

    pub(crate) fn table(self) -> HitTable {
        let (soft, hard) = self.stands();
        HitTable::stand_on(soft, hard)
    }
}

/// A Stadium table's options that bear on the main wager (R7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StadiumRules {
    /// 6 or 8 (R1.2).
    pub decks: u32,
    pub blackjack_pays: BlackjackPays,
    pub soft17: Soft17,
    pub double_on: StadiumDouble,
    pub double_after_split: bool,
    /// 2 or 3.
    pub max_hands: u8,
    pub surrender: StadiumSurrender,
}

impl StadiumRules {
    /// Paytables 1-4: double 2-20, double after split, up to three hands.
    pub fn paytables_1_to_4(decks: u32) -> StadiumRules {
        StadiumRules {
            decks,
            blackjack_pays: BlackjackPays::ThreeToTwo,
            soft17: Soft17::Stand,
            double_on: StadiumDouble::TwoToTwenty,
            double_after_split: true,
            max_hands: 3,
            surrender: StadiumSurrender::Disabled,
        }
    }

    /// Paytable 5: double 10-11 only, no double after split, one split (two hands).
    pub fn paytable_5(decks: u32) -> StadiumRules {
        StadiumRules {
            double_on: StadiumDouble::TenToEleven,
            double_after_split: false,
            max_hands: 2,
            ..Self::paytables_1_to_4(decks)
        }
    }

    /// Checks that these are a Stadium table's options (R1.2, R7.4).
    pub fn validate(&self) -> Result<(), RulesError> {
        if self.decks != 6 && self.decks != 8 {
            return Err(RulesError::StadiumDecks(self.decks));
        }
        if !(2..=3).contains(&self.max_hands) {
            return Err(RulesError::StadiumMaxHands(self.max_hands));
        }
        Ok(())
    }

    /// The equivalent blackjack rules for one terminal.
    pub fn to_rules(&self) -> Rules {
        Rules {
            decks: self.decks,
            blackjack_pays: self.blackjack_pays,
            soft17: self.soft17,
            hole_card: HoleCard::NoPeekOriginalBets,
            double_on: match self.double_on {
                StadiumDouble::TwoToTwenty => DoubleOn::NoAceTwoToTwenty,
                StadiumDouble::TenToEleven => DoubleOn::TenToEleven,
            },
            double_after_split: self.double_after_split,
            max_hands: self.max_hands,
            surrender: match self.surrender {
                StadiumSurrender::Disabled => Surrender::None,
                StadiumSurrender::Enabled => Surrender::HalfEvenAgainstBlackjack,
                StadiumSurrender::EnabledExceptDealerBlackjack => Surrender::Late,
            },
            resplit_aces: false,
            hit_split_aces: false,
        }
    }
}

/// Edges of one Stadium configuration.
#[derive(Clone, Debug)]
pub struct StadiumAnalysis {
    pub rules: StadiumRules,
    /// A terminal that plays best (basic strategy and composition-dependent).
    pub best: Analysis,
    /// A terminal that always times out, under each auto-rule.
    pub timeouts: Vec<(AutoRule, Figures)>,
}

/// Analyzes a Stadium table: a terminal playing best, and one that always times out under
/// each auto-rule; refused when the options are not a Stadium table's.
pub fn analyze_stadium(rules: &StadiumRules) -> Result<StadiumAnalysis, RulesError> {
    rules.validate()?;
    let r = rules.to_rules();
    Ok(StadiumAnalysis {
        rules: *rules,
        best: analyze(&r)?,
        timeouts: AutoRule::ALL
            .iter()
            .map(|&a| Ok((a, analyze_hit_stand(&r, a)?)))
            .collect::<Result<_, RulesError>>()?,
    })
}

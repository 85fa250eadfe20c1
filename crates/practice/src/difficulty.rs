//! How hard a practice round is: the stakes (their range and the chips they are made
//! of), how many side bets a seat plays, how many seats, how often a rare tier is dealt
//! on purpose, and whether the table's house options vary.
//!
//! Rare tiers come up on purpose because a drill that waits for them waits for ever: a
//! suited 3-3-3 with the dealer's up card comes about once in 30,000 rounds at eight
//! decks. Stakes are always within each bet's paytable limits (R1.3); a stake is a sum
//! of chips from the level's chip mix, so it is an amount a player could put down.

use pitpay_core::Money;

vocabulary! {
    /// A difficulty level.
    #[derive(Default)]
    pub enum Level ("a level", display title, any case) {
        /// Round stakes of $5 chips, few side bets, one or two seats, house defaults.
        Easy = "easy" / "Easy",
        /// $1, $5, $25 and $100 chips, some side bets, up to three seats.
        #[default]
        Standard = "standard" / "Standard",
        /// Half-dollar and $2.50 chips too (3 to 2 on $12.50), every side bet, up to five
        /// seats, and the table's options vary (6 to 5 blackjack, dealer hits soft 17 …).
        Hard = "hard" / "Hard",
        /// Standard's rounds, with every stake shown as the chip stack on the layout
        /// ("a green and two whites") for the dealer to read.
        ChipStacks = "chip-stacks" / "Chip stacks",
    }
}

impl Level {
    /// The level's name in `words`' language, as a worksheet or the practice screen
    /// shows it (the `Display` title stays the English one typed and stored).
    pub(crate) fn name(self, words: &pitpay_language::Words) -> String {
        use pitpay_language::t;
        match self {
            Level::Easy => t!(words, "practice-level-easy"),
            Level::Standard => t!(words, "practice-level-standard"),
            Level::Hard => t!(words, "practice-level-hard"),
            Level::ChipStacks => t!(words, "practice-level-chip-stacks"),
        }
    }

    /// What the level deals.
    pub(crate) fn difficulty(self) -> Difficulty {
        let c = Money::from_cents;
        match self {
            Level::Easy => Difficulty {
                level: self,
                stakes: (c(500), c(10_000)),
                chips: vec![c(500)],
                side_bets: (0, 1),
                seats: (1, 2),
                rare_percent: 15,
                vary_house: false,
            },
            Level::Standard | Level::ChipStacks => Difficulty {
                level: self,
                stakes: (c(500), c(50_000)),
                chips: vec![c(100), c(500), c(2_500), c(10_000)],
                side_bets: (0, 2),
                seats: (1, 3),
                rare_percent: 25,
                vary_house: false,
            },
            Level::Hard => Difficulty {
                level: self,
                stakes: (c(100), c(200_000)),
                chips: vec![c(50), c(250), c(500), c(2_500), c(10_000), c(50_000)],
                side_bets: (1, 4),
                seats: (2, 5),
                rare_percent: 35,
                vary_house: true,
            },
        }
    }
}

/// What a level deals, as figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difficulty {
    /// The level these figures belong to.
    pub level: Level,
    /// The smallest and largest main stake (side bets stay within their own limits).
    pub stakes: (Money, Money),
    /// The chips stakes are made of, smallest first.
    pub chips: Vec<Money>,
    /// The fewest and most side bets a seat plays.
    pub side_bets: (u32, u32),
    /// The fewest and most seats (terminals) in a round.
    pub seats: (u32, u32),
    /// How often, in percent, a rare tier or hand is dealt on purpose.
    pub rare_percent: u32,
    /// Whether the table's house options vary from the defaults.
    pub vary_house: bool,
}

impl Difficulty {
    /// Whether stakes are shown as chip stacks to read rather than as amounts.
    pub(crate) fn stakes_as_chips(&self) -> bool {
        self.level == Level::ChipStacks
    }
}

impl Default for Difficulty {
    fn default() -> Self {
        Level::default().difficulty()
    }
}

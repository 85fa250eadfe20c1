//! The closed lists of house option values (RULES.md R2-R7), each with its round-file
//! spelling, the first the default. They stand under the game registry
//! ([`crate::spec`]), which names which values each game offers; `house` shows them as
//! its own.

/// Declares a closed set of option values with their round-file spellings, the first
/// the default: a [`vocabulary!`] whose id is how a round file writes the value.
macro_rules! option_enum {
    (
        $(#[$doc:meta])* $name:ident {
            $(#[$fdoc:meta])* $first:ident = $ftext:literal
            $(, $(#[$vdoc:meta])* $variant:ident = $text:literal)* $(,)?
        }
    ) => {
        vocabulary! {
            $(#[$doc])*
            #[derive(Default)]
            pub enum $name ("a value", display id) {
                $(#[$fdoc])*
                #[default]
                $first = $ftext,
                $($(#[$vdoc])* $variant = $text),*
            }
        }
    };
}

option_enum!(
    /// R2.3: how a 9 against a 9 settles.
    Nines { LuckyBeatsThreeCard = "lucky-beats-three-card", AllPush = "all-push" }
);
option_enum!(
    /// R2.4: which hands must qualify (0, 1 or 2 loses).
    Qualify { AnyHand = "any-hand", ThreeCard = "three-card" }
);
option_enum!(
    /// R2.2, R3.1, R7.4: which pairs may split.
    SplitOn { SameValue = "same-value", SameRank = "same-rank" }
);
option_enum!(
    /// R2.6: when the Lucky 9 Tie wager wins.
    TieWins { MainPushes = "main-pushes", EqualTotals = "equal-totals" }
);
option_enum!(
    /// R3.1, R7.4: what a blackjack pays.
    BlackjackPays { ThreeToTwo = "3-to-2", SixToFive = "6-to-5" }
);
option_enum!(
    /// R3.1, R7.3: the dealer on soft 17.
    Soft17 { Stand = "stand", Hit = "hit" }
);
option_enum!(
    /// R3.1: whether the dealer checks for blackjack.
    Peek { Yes = "yes", No = "no" }
);
option_enum!(
    /// R3.1 (blackjack) and R7.4 (stadium): which totals may double.
    DoubleOn { AnyTwo = "any-two", NineToEleven = "9-11", TenToEleven = "10-11", TwoToTwenty = "2-20" }
);
option_enum!(
    /// R3.1 (blackjack) and R7.4 (stadium): surrender.
    Surrender {
        Late = "late",
        None = "none",
        Disabled = "disabled",
        Enabled = "enabled",
        EnabledExceptDealerBlackjack = "enabled-except-dealer-blackjack",
    }
);
option_enum!(
    /// R7.4: whether a pushed stake stays on the layout.
    Standoff {
        Disabled = "disabled",
        Always = "always",
        WhenNotInsured = "when-not-insured",
        AlwaysPushInsurance = "always-push-insurance",
    }
);
option_enum!(
    /// R7.5: the automatic decision on a timeout.
    AutoRule { S17H12 = "s17-h12", S17H17 = "s17-h17", S18H17 = "s18-h17", S18H12 = "s18-h12" }
);
option_enum!(
    /// R6.2: the player cap on Lucky Break.
    PlayerCap { TwentySix = "26", Off = "off" }
);
option_enum!(
    /// R6.3: how suited cards are counted for the Lucky Break multiplier.
    SuitedCount { AllOneSuit = "all-one-suit", LargestSuitGroup = "largest-suit-group" }
);
option_enum!(
    /// R6.4: how the Lucky Break multiplier pays.
    MultiplierMode { AddsToBase = "adds-to-base", ReplacesBase = "replaces-base" }
);
option_enum!(
    /// R4.4: two or more meter hits in one round.
    MeterHits { SeatOrder = "seat-order", ShareEqually = "share-equally" }
);

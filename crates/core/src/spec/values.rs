//! The closed lists of house option values (RULES.md R2-R7), each with its round-file
//! spelling, the first the default, and the list of the option keys themselves. They
//! stand under the game registry ([`crate::spec`]), which names which keys and values
//! each game offers; `house` shows them as its own.

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

vocabulary! {
    /// A house option's key, as round files, house-rules files and the command line's
    /// `--set` write it (ROUND-FILE.md "House options", in the order of its table). Code
    /// names an option by this value, never by its text; the text is read and written
    /// only at a file's or a person's edge.
    pub enum HouseKey ("a house option", display id) {
        /// R1.5.
        Rounding = "rounding",
        /// R1.5.
        RoundingUnit = "rounding_unit",
        /// R2.3.
        Nines = "nines",
        /// R2.4.
        Qualify = "qualify",
        /// R2.2, R3.1, R7.4.
        SplitOn = "split_on",
        /// R2.6.
        TieWins = "tie_wins",
        /// R3.1, R7.4.
        BlackjackPays = "blackjack_pays",
        /// R3.1, R7.3.
        Soft17 = "soft17",
        /// R3.1.
        Peek = "peek",
        /// R3.1, R7.4.
        DoubleOn = "double_on",
        /// R3.1, R7.4.
        DoubleAfterSplit = "double_after_split",
        /// R3.1, R7.4.
        MaxHands = "max_hands",
        /// R3.1, R7.4.
        Surrender = "surrender",
        /// R7.4.
        Standoff = "standoff",
        /// R7.5.
        AutoRule = "auto_rule",
        /// R7.7.
        DealerWagers = "dealer_wagers",
        /// R7.7.
        DealerDoubleSplit = "dealer_double_split",
        /// R6.2.
        PlayerCap = "player_cap",
        /// R6.3.
        SuitedCount = "suited_count",
        /// R6.4.
        Multiplier = "multiplier",
        /// R4.4.
        MeterHits = "meter_hits",
    }
}

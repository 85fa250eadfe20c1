//! The words people read for the table's settings: one table of display names shared
//! by the settlement statement (screen, command line, slip) and the app's pickers, so
//! a house option reads "Dealer hits soft 17" everywhere and never as its file key.
//!
//! Round files keep their keys and values (ROUND-FILE.md); these are only the names a
//! supervisor says. Each option also names the RULES.md section it comes from.

use crate::bet::Game;
use crate::catalog::Catalog;
use crate::house::HouseKey;
use crate::money::{Currency, Rounding};
use crate::spec::spec;

/// A house option's title (the label beside its picker) and the rule it sets.
pub fn option_title(key: HouseKey) -> (&'static str, &'static str) {
    use HouseKey as K;
    match key {
        K::Rounding => ("Rounding", "R1.5"),
        K::RoundingUnit => ("Smallest payable unit", "R1.5"),
        K::Nines => ("9 against 9", "R2.3"),
        K::Qualify => ("0, 1 or 2 loses", "R2.4"),
        K::SplitOn => ("Pairs that split", "R2.2, R3.1, R7.4"),
        K::TieWins => ("Tie wins", "R2.6"),
        K::BlackjackPays => ("Blackjack pays", "R3.1, R7.4"),
        K::Soft17 => ("Dealer on soft 17", "R3.1, R7.3"),
        K::Peek => ("Dealer peek", "R3.1"),
        K::DoubleOn => ("Double on", "R3.1, R7.4"),
        K::DoubleAfterSplit => ("Double after split", "R3.1, R7.4"),
        K::MaxHands => ("Most hands after splits", "R3.1, R7.4"),
        K::Surrender => ("Surrender", "R3.1, R7.4"),
        K::Standoff => ("Standoff", "R7.4"),
        K::AutoRule => ("Timeout auto-rule", "R7.5"),
        K::DealerWagers => ("Wagers for the dealer", "R7.7"),
        K::DealerDoubleSplit => ("Dealer wager follows splits and doubles", "R7.7"),
        K::PlayerCap => ("Lucky Break player cap", "R6.2"),
        K::SuitedCount => ("Lucky Break suited count", "R6.3"),
        K::Multiplier => ("Lucky Break multiplier", "R6.4"),
        K::MeterHits => ("Two or more meter hits", "R4.4"),
    }
}

/// An option's value as a supervisor says it: `soft17 = hit` is "Dealer hits soft 17".
/// `value` is the value as a round file writes it; a value the key does not take reads
/// `key: value`.
pub fn option_phrase(game: Game, key: HouseKey, value: &str) -> String {
    use HouseKey as K;
    let fixed = match (key, value) {
        (K::Rounding, "down") => "Winnings rounded down",
        (K::Rounding, "half-up") => "Winnings rounded to the nearest unit, halves up",
        (K::Nines, "lucky-beats-three-card") => "A Lucky 9 beats a three-card 9; other 9s push",
        (K::Nines, "all-push") => "Every 9 against 9 pushes",
        (K::Qualify, "any-hand") => "A total of 0, 1 or 2 loses on any hand",
        (K::Qualify, "three-card") => "A total of 0, 1 or 2 loses on three-card hands only",
        (K::SplitOn, "same-value") => "Any two cards of the same value split",
        (K::SplitOn, "same-rank") => "Only two cards of the same rank split",
        (K::TieWins, "main-pushes") => "Tie wins when the main wager pushes",
        (K::TieWins, "equal-totals") => "Tie wins on equal totals",
        (K::BlackjackPays, "3-to-2") => "Blackjack pays 3 to 2",
        (K::BlackjackPays, "6-to-5") => "Blackjack pays 6 to 5",
        (K::Soft17, "stand") => "Dealer stands on soft 17",
        (K::Soft17, "hit") => "Dealer hits soft 17",
        (K::Peek, "yes") => "Dealer peeks for blackjack",
        (K::Peek, "no") => "Dealer does not peek (no hole card)",
        (K::DoubleOn, "any-two") => "Double on any two cards",
        (K::DoubleOn, "9-11") => "Double on hard 9, 10 or 11",
        (K::DoubleOn, "10-11") if !spec(game).doubles_with_ace => "Double on 10 or 11",
        (K::DoubleOn, "10-11") => "Double on hard 10 or 11",
        (K::DoubleOn, "2-20") => "Double on 2 to 20",
        (K::DoubleAfterSplit, "true") => "Double after a split allowed",
        (K::DoubleAfterSplit, "false") => "No double after a split",
        (K::Surrender, "late") => "Late surrender",
        (K::Surrender, "none" | "disabled") => "No surrender",
        (K::Surrender, "enabled") => "Surrender allowed",
        (K::Surrender, "enabled-except-dealer-blackjack") => {
            "Surrender allowed; lost to a dealer blackjack"
        }
        (K::Standoff, "disabled") => "No standoff",
        (K::Standoff, "always") => "Standoff: a push stays on the layout",
        (K::Standoff, "when-not-insured") => "Standoff unless insured",
        (K::Standoff, "always-push-insurance") => "Standoff, insurance included",
        (K::AutoRule, "s17-h12") => "Timeout stands on soft 17+ and hard 12+",
        (K::AutoRule, "s17-h17") => "Timeout stands on soft 17+ and hard 17+",
        (K::AutoRule, "s18-h17") => "Timeout stands on soft 18+ and hard 17+",
        (K::AutoRule, "s18-h12") => "Timeout stands on soft 18+ and hard 12+",
        (K::DealerWagers, "true") => "Wagers for the dealer allowed",
        (K::DealerWagers, "false") => "No wagers for the dealer",
        (K::DealerDoubleSplit, "true") => "Dealer wagers may follow splits and doubles",
        (K::DealerDoubleSplit, "false") => "Dealer wagers never split or double",
        (K::PlayerCap, "26") => "Lucky Break: every hand of the spot 26 or less",
        (K::PlayerCap, "off") => "Lucky Break: no player cap",
        (K::SuitedCount, "all-one-suit") => "Suited: the dealer's cards all one suit",
        (K::SuitedCount, "largest-suit-group") => "Suited: the largest suit group counts",
        (K::Multiplier, "adds-to-base") => "Multiplier adds to the base pay",
        (K::Multiplier, "replaces-base") => "Multiplier replaces the base pay",
        (K::MeterHits, "seat-order") => "Meter hits paid in seat order",
        (K::MeterHits, "share-equally") => "Meter hits share the meter equally",
        (K::MaxHands, n) => return format!("Split to {n} hands at most"),
        (K::RoundingUnit, unit) => return format!("Smallest payable unit {unit}"),
        _ => return format!("{key}: {value}"),
    };
    fixed.to_string()
}

/// The rounding rule in force, as slips and screens print it: "Winnings rounded down to
/// $0.01" (R1.5).
pub(crate) fn rounding_phrase(rounding: Rounding, currency: Currency) -> String {
    let how = match rounding.mode {
        crate::money::RoundingMode::Down => "down",
        crate::money::RoundingMode::HalfUp => "half up",
    };
    format!(
        "Winnings rounded {how} to {}",
        currency.format(rounding.unit)
    )
}

/// A field of a round as a supervisor would name it: `seat 1 hands[2]` is "Seat 1,
/// hand 2"; `house.soft17` is "Dealer on soft 17". The screen names the field at fault
/// this way; files keep their own paths (ROUND-FILE.md).
pub fn field_words(catalog: &Catalog, game: Game, field: &str) -> String {
    let seat_word = spec(game).seat_word;
    if let Some(rest) = field.strip_prefix("seat ") {
        let (n, what) = rest.split_once(' ').unwrap_or((rest, ""));
        let what = match what {
            "" => String::new(),
            "hands" => ", hands".to_string(),
            "decisions" => ", decisions".to_string(),
            "even_money" => ", even money".to_string(),
            w => seat_part(catalog, w),
        };
        return format!("{seat_word} {n}{what}");
    }
    if let Some(key) = field.strip_prefix("house.") {
        return key
            .parse::<HouseKey>()
            .map_or_else(|_| key.to_string(), |k| option_title(k).0.to_string());
    }
    if let Some(bet) = field.strip_prefix("paytables.") {
        return match bet.parse::<crate::bet::Bet>() {
            Ok(b) => format!("{} paytable", catalog.bet_title(b)),
            Err(_) => format!("{bet} paytable"),
        };
    }
    match field {
        "cards.dealer" => spec(game).dealer_cards.into(),
        "cards.player" => "Player cards 1 and 2".into(),
        "cards.community" => "Community cards".into(),
        "cards" => "Cards".into(),
        "decks" => "Decks".into(),
        "game" => "Game".into(),
        "table" => "Table".into(),
        "date" => "Date".into(),
        "rack" => "Rack".into(),
        "progressive.meter" => "21+3 Progressive meter".into(),
        "progressive.suited-or-booted.meter" => "Suited or Booted meter".into(),
        "progressive.declared_suit" => "Declared suit".into(),
        other => other.to_string(),
    }
}

/// The part of a seat's field after its number: `hands[2]`, `wagers.bonus9`.
fn seat_part(catalog: &Catalog, what: &str) -> String {
    if let Some(i) = what
        .strip_prefix("hands[")
        .and_then(|r| r.strip_suffix(']'))
    {
        return format!(", hand {i}");
    }
    let wager = |bet: &str, whose: &str| match bet.parse::<crate::bet::Bet>() {
        Ok(b) => format!(", {}{whose}", catalog.bet_title(b)),
        Err(_) => format!(", {bet}{whose}"),
    };
    if let Some(bet) = what.strip_prefix("dealer_wagers.") {
        return wager(bet, " for the dealer");
    }
    if let Some(bet) = what.strip_prefix("wagers.") {
        return wager(bet, "");
    }
    format!(", {what}")
}

/// A deck count with the right plural: "1 deck", "6 decks".
pub fn decks(n: u8) -> String {
    if n == 1 {
        "1 deck".to_string()
    } else {
        format!("{n} decks")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::house::keys::{choices, keys_for};

    /// Every value of every option of every game has a phrase of its own, and every key
    /// a title and a rule: no file key reaches a reader.
    #[test]
    fn every_option_value_has_words() {
        for game in Game::ALL {
            for &key in keys_for(game) {
                let (title, rule) = option_title(key);
                assert!(!title.is_empty() && rule.starts_with('R'), "{key}");
                for value in choices(game, key) {
                    let phrase = option_phrase(game, key, &value);
                    assert!(!phrase.contains(&format!("{key}:")), "{key} = {value}");
                }
            }
        }
    }

    #[test]
    fn fields_read_as_a_supervisor_names_them() {
        assert_eq!(
            field_words(&Catalog::shipped(), Game::Lucky9, "seat 1 hands[2]"),
            "Seat 1, hand 2"
        );
        assert_eq!(
            field_words(&Catalog::shipped(), Game::Lucky9, "seat 3 wagers.bonus9"),
            "Seat 3, Lucky 9 Bonus"
        );
        assert_eq!(
            field_words(
                &Catalog::shipped(),
                Game::Stadium,
                "seat 14 dealer_wagers.main"
            ),
            "Terminal 14, Main wager for the dealer"
        );
        assert_eq!(
            field_words(&Catalog::shipped(), Game::Blackjack, "house.soft17"),
            "Dealer on soft 17"
        );
        assert_eq!(
            field_words(&Catalog::shipped(), Game::Blackjack, "cards.dealer"),
            "Dealer's cards"
        );
    }

    #[test]
    fn r1_2_deck_counts_read_naturally() {
        assert_eq!(decks(1), "1 deck");
        assert_eq!(decks(8), "8 decks");
    }
}

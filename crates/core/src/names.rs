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
use pitpay_language::{t, Words};

/// A house option's title (the label beside its picker) in `w`'s language, and the
/// rule it sets.
pub fn option_title(key: HouseKey, w: &Words) -> (String, &'static str) {
    use HouseKey as K;
    let (title, rule) = match key {
        K::Rounding => (t!(w, "house-title-rounding"), "R1.5"),
        K::RoundingUnit => (t!(w, "house-title-rounding-unit"), "R1.5"),
        K::Nines => (t!(w, "house-title-nines"), "R2.3"),
        K::Qualify => (t!(w, "house-title-qualify"), "R2.4"),
        K::SplitOn => (t!(w, "house-title-split-on"), "R2.2, R3.1, R7.4"),
        K::TieWins => (t!(w, "house-title-tie-wins"), "R2.6"),
        K::BlackjackPays => (t!(w, "house-title-blackjack-pays"), "R3.1, R7.4"),
        K::Soft17 => (t!(w, "house-title-soft17"), "R3.1, R7.3"),
        K::Peek => (t!(w, "house-title-peek"), "R3.1"),
        K::DoubleOn => (t!(w, "house-title-double-on"), "R3.1, R7.4"),
        K::DoubleAfterSplit => (t!(w, "house-title-double-after-split"), "R3.1, R7.4"),
        K::MaxHands => (t!(w, "house-title-max-hands"), "R3.1, R7.4"),
        K::Surrender => (t!(w, "house-title-surrender"), "R3.1, R7.4"),
        K::Standoff => (t!(w, "house-title-standoff"), "R7.4"),
        K::AutoRule => (t!(w, "house-title-auto-rule"), "R7.5"),
        K::DealerWagers => (t!(w, "house-title-dealer-wagers"), "R7.7"),
        K::DealerDoubleSplit => (t!(w, "house-title-dealer-double-split"), "R7.7"),
        K::PlayerCap => (t!(w, "house-title-player-cap"), "R6.2"),
        K::SuitedCount => (t!(w, "house-title-suited-count"), "R6.3"),
        K::Multiplier => (t!(w, "house-title-multiplier"), "R6.4"),
        K::MeterHits => (t!(w, "house-title-meter-hits"), "R4.4"),
    };
    (title, rule)
}

/// An option's value as a supervisor says it, in `w`'s language: `soft17 = hit` is
/// "Dealer hits soft 17". `value` is the value as a round file writes it; a value the
/// key does not take reads `key: value`.
pub fn option_phrase(game: Game, key: HouseKey, value: &str, w: &Words) -> String {
    use HouseKey as K;
    match (key, value) {
        (K::Rounding, "down") => t!(w, "house-rounding-down"),
        (K::Rounding, "half-up") => t!(w, "house-rounding-half-up"),
        (K::Nines, "lucky-beats-three-card") => t!(w, "house-nines-lucky-beats-three-card"),
        (K::Nines, "all-push") => t!(w, "house-nines-all-push"),
        (K::Qualify, "any-hand") => t!(w, "house-qualify-any-hand"),
        (K::Qualify, "three-card") => t!(w, "house-qualify-three-card"),
        (K::SplitOn, "same-value") => t!(w, "house-split-on-same-value"),
        (K::SplitOn, "same-rank") => t!(w, "house-split-on-same-rank"),
        (K::TieWins, "main-pushes") => t!(w, "house-tie-wins-main-pushes"),
        (K::TieWins, "equal-totals") => t!(w, "house-tie-wins-equal-totals"),
        (K::BlackjackPays, "3-to-2") => t!(w, "house-blackjack-pays-3-to-2"),
        (K::BlackjackPays, "6-to-5") => t!(w, "house-blackjack-pays-6-to-5"),
        (K::Soft17, "stand") => t!(w, "house-soft17-stand"),
        (K::Soft17, "hit") => t!(w, "house-soft17-hit"),
        (K::Peek, "yes") => t!(w, "house-peek-yes"),
        (K::Peek, "no") => t!(w, "house-peek-no"),
        (K::DoubleOn, "any-two") => t!(w, "house-double-on-any-two"),
        (K::DoubleOn, "9-11") => t!(w, "house-double-on-9-11"),
        (K::DoubleOn, "10-11") if !spec(game).doubles_with_ace => {
            t!(w, "house-double-on-10-11-no-ace")
        }
        (K::DoubleOn, "10-11") => t!(w, "house-double-on-10-11"),
        (K::DoubleOn, "2-20") => t!(w, "house-double-on-2-20"),
        (K::DoubleAfterSplit, "true") => t!(w, "house-double-after-split-true"),
        (K::DoubleAfterSplit, "false") => t!(w, "house-double-after-split-false"),
        (K::Surrender, "late") => t!(w, "house-surrender-late"),
        (K::Surrender, "none" | "disabled") => t!(w, "house-surrender-none-or-disabled"),
        (K::Surrender, "enabled") => t!(w, "house-surrender-enabled"),
        (K::Surrender, "enabled-except-dealer-blackjack") => {
            t!(w, "house-surrender-enabled-except-dealer-blackjack")
        }
        (K::Standoff, "disabled") => t!(w, "house-standoff-disabled"),
        (K::Standoff, "always") => t!(w, "house-standoff-always"),
        (K::Standoff, "when-not-insured") => t!(w, "house-standoff-when-not-insured"),
        (K::Standoff, "always-push-insurance") => t!(w, "house-standoff-always-push-insurance"),
        (K::AutoRule, "s17-h12") => t!(w, "house-auto-rule-s17-h12"),
        (K::AutoRule, "s17-h17") => t!(w, "house-auto-rule-s17-h17"),
        (K::AutoRule, "s18-h17") => t!(w, "house-auto-rule-s18-h17"),
        (K::AutoRule, "s18-h12") => t!(w, "house-auto-rule-s18-h12"),
        (K::DealerWagers, "true") => t!(w, "house-dealer-wagers-true"),
        (K::DealerWagers, "false") => t!(w, "house-dealer-wagers-false"),
        (K::DealerDoubleSplit, "true") => t!(w, "house-dealer-double-split-true"),
        (K::DealerDoubleSplit, "false") => t!(w, "house-dealer-double-split-false"),
        (K::PlayerCap, "26") => t!(w, "house-player-cap-26"),
        (K::PlayerCap, "off") => t!(w, "house-player-cap-off"),
        (K::SuitedCount, "all-one-suit") => t!(w, "house-suited-count-all-one-suit"),
        (K::SuitedCount, "largest-suit-group") => t!(w, "house-suited-count-largest-suit-group"),
        (K::Multiplier, "adds-to-base") => t!(w, "house-multiplier-adds-to-base"),
        (K::Multiplier, "replaces-base") => t!(w, "house-multiplier-replaces-base"),
        (K::MeterHits, "seat-order") => t!(w, "house-meter-hits-seat-order"),
        (K::MeterHits, "share-equally") => t!(w, "house-meter-hits-share-equally"),
        (K::MaxHands, n) => t!(w, "house-max-hands-n", hands = n),
        (K::RoundingUnit, unit) => t!(w, "house-rounding-unit-n", unit = unit),
        _ => format!("{key}: {value}"),
    }
}

/// The rounding rule in force, as slips and screens print it: "Winnings rounded down to
/// $0.01" (R1.5).
pub(crate) fn rounding_phrase(rounding: Rounding, currency: Currency, w: &Words) -> String {
    let unit = currency.format(rounding.unit);
    match rounding.mode {
        crate::money::RoundingMode::Down => t!(w, "house-rounded-down-to", unit = unit),
        crate::money::RoundingMode::HalfUp => t!(w, "house-rounded-half-up-to", unit = unit),
    }
}

/// A field of a round as a supervisor would name it, in `w`'s language: `seat 1
/// hands[2]` is "Seat 1, hand 2"; `house.soft17` is "Dealer on soft 17". The screen
/// names the field at fault this way; files keep their own paths (ROUND-FILE.md).
pub fn field_words(catalog: &Catalog, game: Game, field: &str, w: &Words) -> String {
    if let Some(rest) = field.strip_prefix("seat ") {
        return seat_words(catalog, game, rest, w);
    }
    if let Some(key) = field.strip_prefix("house.") {
        return key
            .parse::<HouseKey>()
            .map_or_else(|_| key.to_string(), |k| option_title(k, w).0);
    }
    if let Some(bet) = field.strip_prefix("paytables.") {
        let (bet, title) = bet_words(catalog, bet);
        return t!(
            w,
            "round-field-paytable",
            bet = bet,
            title = title.in_words(w)
        );
    }
    match field {
        "cards.dealer" => t!(w, "round-field-dealer-cards", game = game.id()),
        "cards.player" => t!(w, "round-field-player-cards"),
        "cards.community" => t!(w, "round-field-community-cards"),
        "cards" => t!(w, "round-field-cards"),
        "decks" => t!(w, "round-field-decks"),
        "game" => t!(w, "round-field-game"),
        "table" => t!(w, "round-field-table"),
        "date" => t!(w, "round-field-date"),
        "rack" => t!(w, "round-field-rack"),
        "progressive.meter" => t!(w, "round-field-progressive-meter"),
        "progressive.suited-or-booted.meter" => t!(w, "round-field-sob-meter"),
        "progressive.declared_suit" => t!(w, "round-field-declared-suit"),
        other => other.to_string(),
    }
}

/// A seat's field after `seat `: its number, then the part (`hands[2]`, `wagers.bonus9`).
fn seat_words(catalog: &Catalog, game: Game, rest: &str, w: &Words) -> String {
    let place = if spec(game).community() {
        "terminal"
    } else {
        "seat"
    };
    let (number, what) = rest.split_once(' ').unwrap_or((rest, ""));
    let hand = what
        .strip_prefix("hands[")
        .and_then(|r| r.strip_suffix(']'))
        .unwrap_or("");
    let dealer_bet = what.strip_prefix("dealer_wagers.");
    let player_bet = what.strip_prefix("wagers.");
    let part = match what {
        "" => "none",
        "hands" => "hands",
        "decisions" => "decisions",
        "even_money" => "even-money",
        _ if !hand.is_empty() => "hand",
        _ if dealer_bet.is_some() => "dealer-wager",
        _ if player_bet.is_some() => "wager",
        _ => "other",
    };
    let (bet, title) = bet_words(catalog, dealer_bet.or(player_bet).unwrap_or(""));
    t!(
        w,
        "round-field-seat",
        place = place,
        number = number,
        part = part,
        hand = hand,
        bet = bet,
        title = title.in_words(w),
        other = what
    )
}

/// A bet a field names, as the selector of a bet the program settles itself, or `side`
/// with the side bet's title (or the id as written, when it is no bet).
fn bet_words(catalog: &Catalog, id: &str) -> (&'static str, pitpay_language::Arg) {
    match id.parse::<crate::bet::Bet>() {
        Ok(bet) => crate::round::parts::bet_said(catalog, bet),
        Err(_) => ("side", id.into()),
    }
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
    /// a title and a rule, in every language: no file key reaches a reader, and no
    /// Chinese phrase is left in English (GLOSSARY-zh.md's words: 莊家/庄家 dealer,
    /// 投降 surrender, 分牌 split, 加倍 double where the English names them).
    #[test]
    fn every_option_value_has_words_in_every_language() {
        use pitpay_language::Language;
        let en = pitpay_language::english();
        for tag in ["zh-Hant", "zh-Hans", "en-XA"] {
            let w = Words::shipped(Language::parse(tag).unwrap());
            for game in Game::ALL {
                for &key in keys_for(game) {
                    let (title, rule) = option_title(key, &w);
                    assert!(!title.is_empty() && rule.starts_with('R'), "{key}");
                    assert_ne!(title, option_title(key, en).0, "{tag} {key}");
                    for value in choices(game, key) {
                        let phrase = option_phrase(game, key, &value, &w);
                        let english = option_phrase(game, key, &value, en);
                        assert!(!phrase.contains(&format!("{key}:")), "{key} = {value}");
                        assert_ne!(phrase, english, "{tag}: {key} = {value}");
                        let chinese = tag.starts_with("zh");
                        if chinese && english.contains("Surrender") {
                            assert!(phrase.contains("投降"), "{tag}: {phrase}");
                        }
                        if chinese && english.contains("Dealer") {
                            assert!(
                                phrase.contains("莊家") || phrase.contains("庄家"),
                                "{phrase}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn fields_read_as_a_supervisor_names_them() {
        let en = pitpay_language::english();
        let words = |game, field| field_words(&Catalog::shipped(), game, field, en);
        assert_eq!(words(Game::Lucky9, "seat 1 hands[2]"), "Seat 1, hand 2");
        assert_eq!(
            words(Game::Lucky9, "seat 3 wagers.bonus9"),
            "Seat 3, Lucky 9 Bonus"
        );
        assert_eq!(
            words(Game::Stadium, "seat 14 dealer_wagers.main"),
            "Terminal 14, Main wager for the dealer"
        );
        assert_eq!(words(Game::Blackjack, "house.soft17"), "Dealer on soft 17");
        assert_eq!(words(Game::Blackjack, "cards.dealer"), "Dealer's cards");
        assert_eq!(words(Game::Stadium, "cards.dealer"), "Dealer card 1");
        assert_eq!(words(Game::Lucky9, "seat 2"), "Seat 2");
        assert_eq!(words(Game::Lucky9, "seat 2 hands"), "Seat 2, hands");
        assert_eq!(words(Game::Blackjack, "paytables.tie"), "Tie paytable");
        assert_eq!(words(Game::Lucky9, "decks"), "Decks");
        assert_eq!(words(Game::Lucky9, "no.such"), "no.such");
    }

    /// In Traditional Chinese a field is named in its words (GLOSSARY-zh.md: 座位
    /// seat, 莊家 dealer, 副牌 deck), the seat's number and a side bet's title kept.
    #[test]
    fn fields_are_named_in_the_readers_language() {
        use pitpay_language::Language;
        let zh = Words::shipped(Language::parse("zh-Hant").unwrap());
        let words = |game, field| field_words(&Catalog::shipped(), game, field, &zh);
        assert_eq!(words(Game::Lucky9, "seat 1 hands[2]"), "座位 1，第 2 手牌");
        assert_eq!(words(Game::Blackjack, "cards.dealer"), "莊家的牌");
        assert_eq!(
            words(Game::Stadium, "seat 14 dealer_wagers.main"),
            "終端機 14，為莊家下的主注"
        );
        assert!(words(Game::Lucky9, "decks").contains("副牌"));
    }

    #[test]
    fn r1_2_deck_counts_read_naturally() {
        assert_eq!(decks(1), "1 deck");
        assert_eq!(decks(8), "8 decks");
    }
}

//! The words a posted paytable writes itself, in the sign's language: pays in the
//! paytable's convention ("3 to 2", "3賠2"), the house options a sign summarises, the
//! rules of a main game and which cards a side bet reads. Each is a message of
//! `locales/<tag>/sign.ftl`; data (names, amounts) is passed in as written.

use pitpay_language::{t, Words};

use crate::bet::Game;
use crate::house::HouseKey;
use crate::money::{Convention, Currency, Odds};
use crate::names;
use crate::pattern::CardsUsed;
use crate::paytable::Pay;

/// Odds as the sign posts them: `3 to 2`, `25 for 1` (R1.4).
pub(crate) fn odds(w: &Words, o: Odds) -> String {
    let (n, d) = (o.numerator, o.denominator);
    match o.convention {
        Convention::To => t!(w, "sign-pays-to", n = n, d = d),
        Convention::For => t!(w, "sign-pays-for", n = n, d = d),
    }
}

/// A tier's pay: odds, a fixed amount, or a share of the meter.
pub(crate) fn pay(w: &Words, p: Pay, cur: Currency) -> String {
    match p {
        Pay::Odds(o) => odds(w, o),
        Pay::Amount(m) => cur.format(m),
        Pay::MeterPercent(percent) => t!(w, "sign-pays-meter", percent = percent),
    }
}

/// A game's name: a brand stays as it is (GLOSSARY-zh.md: Lucky 9, Stadium Blackjack
/// are printed in English), Blackjack is translated.
pub(crate) fn game(w: &Words, g: Game) -> String {
    t!(w, "sign-game", game = g.id(), title = g.title())
}

/// "8 decks".
pub(crate) fn decks(w: &Words, n: u8) -> String {
    t!(w, "sign-decks", count = n)
}

/// Which cards a side bet reads, as a phrase (a Fluent key cannot hold the `+` of
/// `first-two+up`, so it reads `first-two-up`).
pub(crate) fn cards(w: &Words, c: CardsUsed) -> String {
    t!(w, "sign-cards", cards = c.id().replace('+', "-"))
}

/// A main game's rule text, by the English text its registry entry gives; a text with
/// no message of its own (none today: a test holds every registry text to one) stays
/// English.
pub(crate) fn rule_text(w: &Words, english: &str) -> String {
    match english {
        t if t.starts_with("Baccarat count") => t!(w, "sign-rule-baccarat-count"),
        t if t.starts_with("A two-card 9 on a split hand") => t!(w, "sign-rule-split-nine"),
        t if t.starts_with("Shared community cards") => t!(w, "sign-rule-community"),
        other => other.to_string(),
    }
}

/// A house option as a sign posts it: `soft17 = hit` is "Dealer hits soft 17". The
/// options a sign shows have messages of their own; any other reads as the settlement
/// statement words it (English).
pub(crate) fn option(w: &Words, game: Game, key: HouseKey, value: &str) -> String {
    use HouseKey as K;
    let id = match (key, value) {
        (K::Nines, "lucky-beats-three-card") => t!(w, "sign-nines-lucky-beats-three-card"),
        (K::Nines, "all-push") => t!(w, "sign-nines-all-push"),
        (K::Qualify, "any-hand") => t!(w, "sign-qualify-any-hand"),
        (K::Qualify, "three-card") => t!(w, "sign-qualify-three-card"),
        (K::TieWins, "main-pushes") => t!(w, "sign-tie-wins-main-pushes"),
        (K::TieWins, "equal-totals") => t!(w, "sign-tie-wins-equal-totals"),
        (K::BlackjackPays, "3-to-2") => {
            t!(w, "sign-blackjack-pays", pays = odds(w, Odds::to(3, 2)))
        }
        (K::BlackjackPays, "6-to-5") => {
            t!(w, "sign-blackjack-pays", pays = odds(w, Odds::to(6, 5)))
        }
        (K::Soft17, "stand") => t!(w, "sign-soft17-stand"),
        (K::Soft17, "hit") => t!(w, "sign-soft17-hit"),
        (K::Peek, "yes") => t!(w, "sign-peek-yes"),
        (K::Peek, "no") => t!(w, "sign-peek-no"),
        (K::DoubleOn, "any-two") => t!(w, "sign-double-any-two"),
        (K::DoubleOn, "9-11") => t!(w, "sign-double-9-11"),
        (K::DoubleOn, "10-11") if !crate::spec::spec(game).doubles_with_ace => {
            t!(w, "sign-double-10-11")
        }
        (K::DoubleOn, "10-11") => t!(w, "sign-double-hard-10-11"),
        (K::DoubleOn, "2-20") => t!(w, "sign-double-2-20"),
        (K::Surrender, "late") => t!(w, "sign-surrender-late"),
        (K::Surrender, "none" | "disabled") => t!(w, "sign-surrender-none"),
        (K::Surrender, "enabled") => t!(w, "sign-surrender-enabled"),
        (K::Surrender, "enabled-except-dealer-blackjack") => {
            t!(w, "sign-surrender-except-dealer-blackjack")
        }
        (K::Multiplier, "adds-to-base") => t!(w, "sign-multiplier-adds-to-base"),
        (K::Multiplier, "replaces-base") => t!(w, "sign-multiplier-replaces-base"),
        _ => names::option_phrase(game, key, value, w),
    };
    id
}

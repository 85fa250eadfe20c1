//! Example rounds compiled into the app, for a first look ("Open an example"): one or
//! more per game, each a round file from `examples/rounds/` that settles as is.

use pitpay_core::Game;
use pitpay_language::{t, Words};

/// A shipped example round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Example {
    /// Which it is, for its title's words (`window-example`).
    pub id: &'static str,
    /// Its game.
    pub game: Game,
    /// The file name it is shown under (no folder: it is compiled in).
    pub file: &'static str,
    /// The round file.
    pub text: &'static str,
}

impl Example {
    /// What it shows, as a supervisor would say it, in the window's language.
    pub(crate) fn title(&self, w: &Words) -> String {
        t!(w, "window-example", example = self.id)
    }
}

/// Every example, grouped by game.
pub(crate) const ALL: &[Example] = &[
    Example {
        id: "lucky9",
        game: Game::Lucky9,
        file: "example-lucky9.toml",
        text: include_str!("../../examples/rounds/lucky9.toml"),
    },
    Example {
        id: "lucky9-split",
        game: Game::Lucky9,
        file: "example-lucky9-split.toml",
        text: include_str!("../../examples/rounds/lucky9-split.toml"),
    },
    Example {
        id: "blackjack-lucky-break",
        game: Game::Blackjack,
        file: "example-blackjack-lucky-break.toml",
        text: include_str!("../../examples/rounds/blackjack-lucky-break.toml"),
    },
    Example {
        id: "blackjack-seven-seats",
        game: Game::Blackjack,
        file: "example-blackjack-seven-seats.toml",
        text: include_str!("../../examples/rounds/blackjack-seven-seats.toml"),
    },
    Example {
        id: "stadium",
        game: Game::Stadium,
        file: "example-stadium.toml",
        text: include_str!("../../examples/rounds/stadium.toml"),
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_core::settle;
    use pitpay_core::Bet;
    use pitpay_core::Catalog;
    use pitpay_core::Money;
    use pitpay_core::Round;

    #[test]
    fn every_example_settles_and_every_game_has_one() {
        let catalog = Catalog::with_operator_dir(None);
        for e in ALL {
            let round = Round::parse(e.file, e.text, &catalog)
                .unwrap_or_else(|err| panic!("{}: {err}", e.file));
            assert_eq!(round.game, e.game, "{}", e.file);
            settle(&round).unwrap_or_else(|err| panic!("{}: {err:?}", e.file));
        }
        for g in Game::ALL {
            assert!(ALL.iter().any(|e| e.game == g), "no example for {g}");
        }
    }

    /// The Lucky Break seed (lucky-break.txt, R6.4): $1 wagered, the dealer busts 26 with
    /// five suited cards: $3 base + $150 multiplier = $153 won, $154 paid.
    #[test]
    fn the_lucky_break_example_pays_the_seed_r6_4() {
        let e = ALL.iter().find(|e| e.file.contains("lucky-break")).unwrap();
        let round = Round::parse(e.file, e.text, &Catalog::with_operator_dir(None)).unwrap();
        let st = settle(&round).unwrap();
        let line = st.seats[0]
            .wagers
            .iter()
            .find(|l| l.bet == Bet::LuckyBreak)
            .unwrap();
        assert_eq!(line.net, Money::from_cents(15300));
        assert_eq!(line.paid, Money::from_cents(15400));
    }
}

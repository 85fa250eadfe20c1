//! The game registry (part 3): one place per game for what every consumer
//! needs to know of it as data: the decks it is dealt from (R1.2), the bets the program
//! settles itself and their default paytables, its house options and the values each
//! may take (the first the default), what its seats are called, its sign's colours. The
//! reader, the house options, the catalog, the statement, the sign and the app read a
//! game through [`spec`]; a game's play lives in its own module in `game/`
//! (`crate::game::settle_seats` dispatches to it).
//!
//! Adding a game is one more [`Spec`] here, one more arm in [`spec`], and its module.
//! This module depends only on the bets and the house option values (its `values`),
//! so that every other module, `house` and `game` included, may depend on it and it on
//! none of them.

pub(crate) mod values;

use crate::bet::{Bet, Game, Party};
use values::{DoubleOn, HouseKey, Surrender};

/// How a game's cards are written and dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Each seat's hands and the dealer's hand (Lucky 9, blackjack).
    Hands,
    /// Shared first cards, the dealer's card 1 and community cards, each terminal
    /// playing by its own decisions (Stadium, R7.1-R7.3).
    Community,
}

/// How a game counts a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Totals {
    /// Baccarat count, the last digit of the points (R2.1): Lucky 9.
    Baccarat,
    /// Blackjack totals, an Ace 1 or 11 (R3, R7).
    Blackjack,
}

/// How a game's main wager is priced by the analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MainEdge {
    /// Its paytable prices every outcome of a fixed play (Lucky 9, R2).
    Paytable,
    /// The player chooses how to play: priced under basic strategy by the edge engine
    /// (blackjack, Stadium).
    Strategy,
}

/// A line of the rules a main wager's sign prints (R2, R3, R7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignLine {
    /// Words of its own.
    Text(&'static str),
    /// The phrases of these house options as the table sets them, one sentence each.
    Options(&'static [HouseKey]),
}

/// The pay a player looks for first on a main wager's sign.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SignLead {
    /// A pay of the paytable, its key and what it is called ("Lucky 9 pays 3 to 2").
    Pay(&'static str, &'static str),
    /// A house option's phrase ("Blackjack pays 3 to 2").
    Option(HouseKey),
}

/// What a game is, as data.
#[derive(Debug)]
pub struct Spec {
    /// The game.
    pub game: Game,
    /// Deck counts it can be dealt from (R1.2).
    pub decks: &'static [u8],
    /// The player's bets the program settles itself, before and after the card-pattern
    /// side bets in a settlement's order (the side bets come from the catalog).
    pub player_bets: (&'static [Bet], &'static [Bet]),
    /// The same for wagers placed for the dealer (R6.1, R7.7); none: the game takes no
    /// wagers for the dealer.
    pub dealer_bets: (&'static [Bet], &'static [Bet]),
    /// The paytable a bet the program settles itself uses when a round names none (the
    /// first id ROUND-FILE.md lists); a side bet's default is the catalog's.
    pub default_paytables: &'static [(Bet, &'static str)],
    /// The house option keys the game accepts, in the order they are shown.
    pub house_keys: &'static [HouseKey],
    /// `double_on` values, the default first (R3.1, R7.4).
    pub double_on: &'static [DoubleOn],
    /// `surrender` values, the default first.
    pub surrender: &'static [Surrender],
    /// `max_hands` values, the default (the most) first.
    pub max_hands: &'static [u8],
    /// How its cards are written and dealt.
    pub layout: Layout,
    /// Whether a hand may carry a play mark (`double`, `surrender`) and a seat the
    /// `even_money` key: blackjack's hands (R3); Stadium records play as decisions.
    pub marked_hands: bool,
    /// The deck count a new round in the app starts with.
    pub form_decks: u8,
    /// A table label as a floor names this game's tables ("BJ-2"): the app's hint in
    /// the table field.
    pub table_example: &'static str,
    /// What its round file's `cards.dealer` holds, in words.
    pub dealer_cards: &'static str,
    /// The sign's tint and shade for its own bets (R, G, B, 0-1).
    pub sign_colours: ((f32, f32, f32), (f32, f32, f32)),
    /// One letter for charts that label runs by game.
    pub letter: char,
    /// Other names a command line accepts for the game ("stadium").
    pub aliases: &'static [&'static str],
    /// How it counts a hand.
    pub totals: Totals,
    /// How the analysis prices its main wager.
    pub main_edge: MainEdge,
    /// The outcomes its main paytable must price, beside the win.
    pub main_pays: &'static [&'static str],
    /// Whether every seat must wager the main bet: a Stadium terminal may wager for the
    /// dealer alone (R7.7).
    pub main_required: bool,
    /// Whether a dealer blackjack is one fact for the whole table, known before the side
    /// bets are paid, so a side bet's tier may depend on it (blackjack, R3.1). In
    /// Stadium each terminal's dealer hand differs (R7.3); Lucky 9 has no blackjack.
    pub table_dealer_blackjack: bool,
    /// Whether the dealer plays one hand out for the whole table under the blackjack
    /// draw rule (R3.3), so a side bet may be paid on its final hand:
    /// blackjack. A Stadium terminal meets its own dealer hand (R7.3) and its side bets
    /// settle before any decision (R7.8); Lucky 9's dealer draws once, baccarat-style
    /// (R2.2), and never busts.
    pub table_dealer_hand: bool,
    /// Whether a hand holding an Ace may double (R3.1); Stadium's never does (R7.4),
    /// so its "10 or 11" needs no "hard".
    pub doubles_with_ace: bool,
    /// Whether insurance is offered against a dealer Ace (R3.1, R7.6).
    pub offers_insurance: bool,
    /// The pay its main wager's sign leads with.
    pub sign_lead: SignLead,
    /// The rules its main wager's sign prints.
    pub sign_rules: &'static [SignLine],
}

impl Spec {
    /// Whether the game deals community cards (and seats play by decisions).
    pub fn community(&self) -> bool {
        self.layout == Layout::Community
    }

    /// The bets the program settles itself for a party: before and after the side bets.
    pub(crate) fn code_bets(&self, party: Party) -> (&'static [Bet], &'static [Bet]) {
        match party {
            Party::Player => self.player_bets,
            Party::Dealer => self.dealer_bets,
        }
    }

    /// Whether the game offers a bet the program settles itself, to either party.
    pub fn offers_code_bet(&self, bet: Bet) -> bool {
        [Party::Player, Party::Dealer].into_iter().any(|p| {
            let (before, after) = self.code_bets(p);
            before.contains(&bet) || after.contains(&bet)
        })
    }

    /// Whether a table of the game may take wagers for the dealer at all.
    pub(crate) fn takes_dealer_wagers(&self) -> bool {
        !self.dealer_bets.0.is_empty() || !self.dealer_bets.1.is_empty()
    }

    /// The deck counts in words: "1 to 8" for a run, "6 or 8" otherwise.
    pub(crate) fn decks_words(&self) -> String {
        match self.decks {
            [] => String::new(),
            [one] => one.to_string(),
            [first, .., last] if usize::from(last - first) + 1 == self.decks.len() => {
                format!("{first} to {last}")
            }
            [rest @ .., end] => {
                let rest: Vec<String> = rest.iter().map(u8::to_string).collect();
                format!("{} or {end}", rest.join(", "))
            }
        }
    }

    /// The default paytable of a bet the program settles itself.
    pub(crate) fn default_paytable(&self, bet: Bet) -> Option<&'static str> {
        self.default_paytables
            .iter()
            .find(|(b, _)| *b == bet)
            .map(|(_, id)| *id)
    }
}

/// The game's registry entry.
pub fn spec(game: Game) -> &'static Spec {
    match game {
        Game::Lucky9 => &LUCKY9,
        Game::Blackjack => &BLACKJACK,
        Game::Stadium => &STADIUM,
    }
}

const ALL_DECKS: &[u8] = &[1, 2, 3, 4, 5, 6, 7, 8];

/// Lucky 9 (R2).
const LUCKY9: Spec = Spec {
    game: Game::Lucky9,
    decks: ALL_DECKS,
    player_bets: (&[Bet::Main], &[Bet::Tie]),
    dealer_bets: (&[], &[]),
    default_paytables: &[(Bet::Main, "lucky9-main"), (Bet::Tie, "lucky9-tie")],
    house_keys: &[
        HouseKey::Rounding,
        HouseKey::RoundingUnit,
        HouseKey::Nines,
        HouseKey::Qualify,
        HouseKey::SplitOn,
        HouseKey::TieWins,
        HouseKey::MeterHits,
    ],
    // Lucky 9 has no double or surrender: the defaults stand, and are not shown.
    double_on: &[DoubleOn::AnyTwo],
    surrender: &[Surrender::Late],
    max_hands: &[4, 3, 2],
    layout: Layout::Hands,
    marked_hands: false,
    form_decks: 8,
    table_example: "L9-4",
    dealer_cards: "Dealer's cards",
    sign_colours: ((0.86, 0.95, 0.87), (0.08, 0.42, 0.20)),
    letter: 'L',
    aliases: &[],
    totals: Totals::Baccarat,
    main_edge: MainEdge::Paytable,
    main_pays: &["lucky-nine"],
    main_required: true,
    table_dealer_blackjack: false,
    table_dealer_hand: false,
    doubles_with_ace: false,
    offers_insurance: false,
    sign_lead: SignLead::Pay("lucky-nine", "Lucky 9"),
    sign_rules: &[
        SignLine::Text("Baccarat count: Ace 1, 2-9 face value, tens and faces 0. The player may hit once; the dealer draws on 0-4 and stands on 5-9."),
        // R2.3: only an unsplit hand makes a Lucky 9; a split 9 pays even money.
        SignLine::Text("A two-card 9 on a split hand is no Lucky 9: it pays even money (1 to 1)."),
        SignLine::Options(&[HouseKey::Nines]),
        SignLine::Options(&[HouseKey::Qualify]),
    ],
};

/// Blackjack, the host of Lucky Break and the progressives (R3).
const BLACKJACK: Spec = Spec {
    game: Game::Blackjack,
    decks: ALL_DECKS,
    player_bets: (&[Bet::Main, Bet::Insurance, Bet::LuckyBreak], &[]),
    dealer_bets: (&[Bet::Main, Bet::LuckyBreak], &[]),
    default_paytables: &[
        (Bet::Main, "blackjack-main"),
        (Bet::Insurance, "blackjack-main"),
        (Bet::LuckyBreak, "lucky-break-1"),
    ],
    house_keys: &[
        HouseKey::Rounding,
        HouseKey::RoundingUnit,
        HouseKey::BlackjackPays,
        HouseKey::Soft17,
        HouseKey::Peek,
        HouseKey::DoubleOn,
        HouseKey::DoubleAfterSplit,
        HouseKey::MaxHands,
        HouseKey::SplitOn,
        HouseKey::Surrender,
        HouseKey::PlayerCap,
        HouseKey::SuitedCount,
        HouseKey::Multiplier,
        HouseKey::MeterHits,
    ],
    double_on: &[
        DoubleOn::AnyTwo,
        DoubleOn::NineToEleven,
        DoubleOn::TenToEleven,
    ],
    surrender: &[Surrender::Late, Surrender::None],
    max_hands: &[4, 3, 2],
    layout: Layout::Hands,
    marked_hands: true,
    form_decks: 8,
    table_example: "BJ-2",
    dealer_cards: "Dealer's cards",
    sign_colours: ((0.85, 0.91, 0.98), (0.10, 0.28, 0.58)),
    letter: 'B',
    aliases: &[],
    totals: Totals::Blackjack,
    main_edge: MainEdge::Strategy,
    main_pays: &["insurance"],
    main_required: true,
    table_dealer_blackjack: true,
    table_dealer_hand: true,
    doubles_with_ace: true,
    offers_insurance: true,
    sign_lead: SignLead::Option(HouseKey::BlackjackPays),
    sign_rules: &[
        SignLine::Options(&[HouseKey::Soft17, HouseKey::Peek]),
        SignLine::Options(&[HouseKey::DoubleOn, HouseKey::Surrender]),
    ],
};

/// Stadium Blackjack (R7).
const STADIUM: Spec = Spec {
    game: Game::Stadium,
    decks: &[6, 8],
    player_bets: (&[Bet::Main], &[]),
    dealer_bets: (&[Bet::Main], &[]),
    default_paytables: &[(Bet::Main, "stadium-main")],
    house_keys: &[
        HouseKey::Rounding,
        HouseKey::RoundingUnit,
        HouseKey::BlackjackPays,
        HouseKey::Soft17,
        HouseKey::DoubleOn,
        HouseKey::DoubleAfterSplit,
        HouseKey::MaxHands,
        HouseKey::SplitOn,
        HouseKey::Surrender,
        HouseKey::Standoff,
        HouseKey::AutoRule,
        HouseKey::DealerWagers,
        HouseKey::DealerDoubleSplit,
    ],
    double_on: &[DoubleOn::TwoToTwenty, DoubleOn::TenToEleven],
    surrender: &[
        Surrender::Disabled,
        Surrender::Enabled,
        Surrender::EnabledExceptDealerBlackjack,
    ],
    max_hands: &[3, 2],
    layout: Layout::Community,
    marked_hands: false,
    form_decks: 6,
    table_example: "SB-1",
    dealer_cards: "Dealer card 1",
    sign_colours: ((0.92, 0.88, 0.97), (0.38, 0.20, 0.58)),
    letter: 'S',
    aliases: &["stadium"],
    totals: Totals::Blackjack,
    main_edge: MainEdge::Strategy,
    main_pays: &["insurance"],
    main_required: false,
    table_dealer_blackjack: false,
    table_dealer_hand: false,
    doubles_with_ace: false,
    offers_insurance: true,
    sign_lead: SignLead::Option(HouseKey::BlackjackPays),
    sign_rules: &[
        SignLine::Text("Shared community cards; each terminal decides for itself."),
        SignLine::Options(&[HouseKey::Soft17, HouseKey::DoubleOn]),
    ],
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Every game has its entry, under its own name, with at least one deck count and
    /// a default for each option list.
    #[test]
    fn every_game_is_registered_once() {
        for game in Game::ALL {
            let s = spec(game);
            assert_eq!(s.game, game);
            assert!(!s.decks.is_empty() && !s.double_on.is_empty());
            assert!(!s.surrender.is_empty() && !s.max_hands.is_empty());
            assert!(s.default_paytable(Bet::Main).is_some(), "{game}");
        }
        let letters: std::collections::BTreeSet<char> =
            Game::ALL.iter().map(|g| spec(*g).letter).collect();
        assert_eq!(letters.len(), Game::ALL.len());
    }

    /// What a sign prints of a game names only options the game has and pays its main
    /// paytable must price (ROUND-FILE.md "House options"; R2, R3, R7).
    #[test]
    fn sign_words_name_the_games_own_options_and_pays() {
        for game in Game::ALL {
            let s = spec(game);
            for line in s.sign_rules {
                if let SignLine::Options(keys) = line {
                    for key in *keys {
                        assert!(s.house_keys.contains(key), "{game}: {key}");
                    }
                }
            }
            match s.sign_lead {
                SignLead::Option(key) => assert!(s.house_keys.contains(&key), "{game}"),
                SignLead::Pay(key, _) => assert!(s.main_pays.contains(&key), "{game}"),
            }
            // A game that is priced by strategy pays insurance on its main paytable.
            if s.main_edge == MainEdge::Strategy {
                assert!(s.offers_insurance && s.main_pays.contains(&"insurance"));
            }
        }
    }
}

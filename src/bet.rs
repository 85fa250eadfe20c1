//! The games and the bets each offers (ROUND-FILE.md "Bets each game offers").
//!
//! These are the vocabulary every other module speaks: round files, paytables, house
//! options, settlement and the statement all name games and bets with these types.

use std::fmt;
use std::str::FromStr;

/// A table game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Game {
    /// Lucky 9 (R2).
    Lucky9,
    /// Blackjack, the host of Lucky Break and the progressives (R3).
    Blackjack,
    /// Stadium Blackjack (R7).
    Stadium,
}

impl Game {
    /// Every game.
    pub const ALL: [Game; 3] = [Game::Lucky9, Game::Blackjack, Game::Stadium];

    /// The id used in round and paytable files.
    pub fn id(self) -> &'static str {
        match self {
            Game::Lucky9 => "lucky9",
            Game::Blackjack => "blackjack",
            Game::Stadium => "stadium-blackjack",
        }
    }

    /// The name people use.
    pub fn title(self) -> &'static str {
        match self {
            Game::Lucky9 => "Lucky 9",
            Game::Blackjack => "Blackjack",
            Game::Stadium => "Stadium Blackjack",
        }
    }

    /// Deck counts the game can be dealt from (R1.2).
    pub fn deck_range(self) -> &'static [u8] {
        match self {
            Game::Stadium => &[6, 8],
            Game::Lucky9 | Game::Blackjack => &[1, 2, 3, 4, 5, 6, 7, 8],
        }
    }

    /// The player bets of the game, in the order a settlement lists them.
    pub fn player_bets(self) -> &'static [Bet] {
        match self {
            Game::Lucky9 => &[
                Bet::Main,
                Bet::Bonus9,
                Bet::Tie,
                Bet::Progressive21Plus3,
                Bet::SuitedOrBooted,
            ],
            Game::Blackjack => &[
                Bet::Main,
                Bet::Insurance,
                Bet::LuckyBreak,
                Bet::Progressive21Plus3,
                Bet::SuitedOrBooted,
            ],
            Game::Stadium => &[
                Bet::Main,
                Bet::BetTheSet,
                Bet::RoyalMatch,
                Bet::TriLux,
                Bet::Super3,
            ],
        }
    }

    /// The bets that may be placed for the dealer (`[seat.dealer_wagers]`).
    pub fn dealer_bets(self) -> &'static [Bet] {
        match self {
            Game::Lucky9 => &[],
            Game::Blackjack => &[Bet::Main, Bet::LuckyBreak],
            Game::Stadium => &[
                Bet::Main,
                Bet::BetTheSet,
                Bet::RoyalMatch,
                Bet::TriLux,
                Bet::Super3,
            ],
        }
    }

    /// Whether the game offers the bet at all (for either party); insurance has a
    /// paytable of its own only as part of the main paytable.
    pub fn offers(self, bet: Bet) -> bool {
        self.player_bets().contains(&bet) || self.dealer_bets().contains(&bet)
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Game {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Game::ALL
            .into_iter()
            .find(|g| g.id() == s)
            .ok_or_else(|| format!("\"{s}\" is not a game (lucky9, blackjack, stadium-blackjack)"))
    }
}

/// A wager's bet, by its round-file name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Bet {
    /// The main wager of the game.
    Main,
    /// Lucky 9 Tie (R2.6).
    Tie,
    /// Lucky 9 Bonus (R2.7).
    Bonus9,
    /// 21+3 Progressive (R4).
    Progressive21Plus3,
    /// Suited or Booted (R5).
    SuitedOrBooted,
    /// Blackjack insurance (R3.1).
    Insurance,
    /// Lucky Break (R6).
    LuckyBreak,
    /// Bet the Set 21 (R4.6).
    BetTheSet,
    /// Royal Match 21 (R4.6).
    RoyalMatch,
    /// TriLux (R4.6).
    TriLux,
    /// Super 3 (R4.6).
    Super3,
}

impl Bet {
    /// Every bet.
    pub const ALL: [Bet; 11] = [
        Bet::Main,
        Bet::Tie,
        Bet::Bonus9,
        Bet::Progressive21Plus3,
        Bet::SuitedOrBooted,
        Bet::Insurance,
        Bet::LuckyBreak,
        Bet::BetTheSet,
        Bet::RoyalMatch,
        Bet::TriLux,
        Bet::Super3,
    ];

    /// The name used in round files, paytables and JSON.
    pub fn id(self) -> &'static str {
        match self {
            Bet::Main => "main",
            Bet::Tie => "tie",
            Bet::Bonus9 => "bonus9",
            Bet::Progressive21Plus3 => "21+3-progressive",
            Bet::SuitedOrBooted => "suited-or-booted",
            Bet::Insurance => "insurance",
            Bet::LuckyBreak => "lucky-break",
            Bet::BetTheSet => "bet-the-set",
            Bet::RoyalMatch => "royal-match",
            Bet::TriLux => "trilux",
            Bet::Super3 => "super3",
        }
    }

    /// The name people use.
    pub fn title(self) -> &'static str {
        match self {
            Bet::Main => "Main wager",
            Bet::Tie => "Tie",
            Bet::Bonus9 => "Lucky 9 Bonus",
            Bet::Progressive21Plus3 => "21+3 Progressive",
            Bet::SuitedOrBooted => "Suited or Booted",
            Bet::Insurance => "Insurance",
            Bet::LuckyBreak => "Lucky Break",
            Bet::BetTheSet => "Bet the Set 21",
            Bet::RoyalMatch => "Royal Match 21",
            Bet::TriLux => "TriLux",
            Bet::Super3 => "Super 3",
        }
    }

    /// Whether the bet is a progressive with a meter (R4.3).
    pub fn is_progressive(self) -> bool {
        matches!(self, Bet::Progressive21Plus3 | Bet::SuitedOrBooted)
    }
}

impl fmt::Display for Bet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Bet {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Bet::ALL
            .into_iter()
            .find(|b| b.id() == s)
            .ok_or_else(|| format!("\"{s}\" is not a bet"))
    }
}

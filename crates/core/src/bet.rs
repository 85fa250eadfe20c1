//! The games and the bets each offers (ROUND-FILE.md "Bets each game offers").
//!
//! These are the vocabulary every other module speaks: round files, paytables, house
//! options, settlement and the statement all name games and bets with these types.

use std::fmt;
use std::str::FromStr;

vocabulary! {
    /// A table game.
    pub enum Game ("a game", display id) {
        /// Lucky 9 (R2).
        Lucky9 = "lucky9" / "Lucky 9",
        /// Blackjack, the host of Lucky Break and the progressives (R3).
        Blackjack = "blackjack" / "Blackjack",
        /// Stadium Blackjack (R7).
        Stadium = "stadium-blackjack" / "Stadium Blackjack",
    }
}

vocabulary! {
    /// Who a wager is for (R1.7).
    pub enum Party ("a party", display id) {
        /// The player's own wager.
        Player = "player",
        /// A wager placed for the dealer (a toke).
        Dealer = "dealer",
    }
}

/// The longest id a side bet may have (the paytable id limit, [`crate::label`]).
pub(crate) const SIDE_BET_ID_MAX: usize = 40;

/// Why a word cannot be a bet's id: each case says what the word must change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BetIdError {
    /// The id of a bet the program settles itself (`main`, `tie`, `insurance`,
    /// `lucky-break`), given where a side bet is defined.
    SettledByTheProgram(String),
    /// Not one word of letters, digits, `+`, `-` and `_`.
    NotOneWord(String),
    /// Longer than a side bet's id may be.
    TooLong(String),
}

impl From<&BetIdError> for pitpay_language::Sentence {
    fn from(e: &BetIdError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            BetIdError::SettledByTheProgram(id) => {
                sentence!("value-bet-settled-by-program", id = id)
            }
            BetIdError::NotOneWord(id) => sentence!("value-bet-not-one-word", id = id),
            BetIdError::TooLong(id) => {
                sentence!("value-bet-too-long", id = id, max = SIDE_BET_ID_MAX)
            }
        }
    }
}

impl From<BetIdError> for pitpay_language::Sentence {
    fn from(e: BetIdError) -> pitpay_language::Sentence {
        pitpay_language::Sentence::from(&e)
    }
}

pitpay_language::english_display!(BetIdError);

impl std::error::Error for BetIdError {}

/// A card-pattern side bet, by its id. Which side bets exist, their titles, games,
/// parties and requirements are data: each is defined by a paytable file's
/// `[side_bet]` table and known from the catalog (`catalog.rs`, above). The id
/// is held inline so that a bet stays a small `Copy` value, compared by its text.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SideBet {
    bytes: [u8; SIDE_BET_ID_MAX],
    len: u8,
}

impl SideBet {
    /// The smallest side bet in the order of ids, to start a range from.
    pub(crate) const MIN: SideBet = SideBet {
        bytes: [0; SIDE_BET_ID_MAX],
        len: 0,
    };

    /// The side bet with this id, when the id is one word of at most 40 characters
    /// (letters, digits, `+`, `-`, `_`) and not the id of a bet the program settles
    /// itself (`main`, `tie`, `insurance`, `lucky-break`).
    pub(crate) fn new(id: &str) -> Result<SideBet, BetIdError> {
        if CODE_BETS.iter().any(|b| b.code_id() == Some(id)) {
            return Err(BetIdError::SettledByTheProgram(id.to_string()));
        }
        let ok_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '_');
        if id.is_empty() || !id.chars().all(ok_char) {
            return Err(BetIdError::NotOneWord(id.to_string()));
        }
        if id.len() > SIDE_BET_ID_MAX {
            return Err(BetIdError::TooLong(id.to_string()));
        }
        let mut bytes = [0u8; SIDE_BET_ID_MAX];
        bytes[..id.len()].copy_from_slice(id.as_bytes());
        Ok(SideBet {
            bytes,
            len: id.len() as u8,
        })
    }

    /// The id, as round files and paytables write it.
    pub(crate) fn id(&self) -> &str {
        // Only ASCII is ever stored (`new`), so this never fails.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or_default()
    }
}

impl fmt::Debug for SideBet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SideBet({})", self.id())
    }
}

impl fmt::Display for SideBet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The ids of the two progressives whose meters the round file names (ROUND-FILE.md
/// `[progressive] meter` and `[progressive.suited-or-booted] meter`, R4.3): the one
/// place the program knows a side bet by name, because the round file's meter fields
/// do.
pub(crate) const PROGRESSIVE_21_3: &str = "21+3-progressive";
/// See [`PROGRESSIVE_21_3`].
pub(crate) const SUITED_OR_BOOTED: &str = "suited-or-booted";

impl SideBet {
    /// A side bet the program names itself; an id over 40 bytes fails to compile.
    pub const fn known(id: &str) -> SideBet {
        let text = id.as_bytes();
        let mut bytes = [0u8; SIDE_BET_ID_MAX];
        let mut i = 0;
        while i < text.len() {
            bytes[i] = text[i];
            i += 1;
        }
        SideBet {
            bytes,
            len: text.len() as u8,
        }
    }
}

/// The 21+3 Progressive, whose meter is `[progressive] meter` (R4.3).
pub const PROGRESSIVE_BET: Bet = Bet::Side(SideBet::known(PROGRESSIVE_21_3));
/// Suited or Booted, whose meter is `[progressive.suited-or-booted] meter` (R4.3, R5).
pub const SUITED_OR_BOOTED_BET: Bet = Bet::Side(SideBet::known(SUITED_OR_BOOTED));

/// A wager's bet, by its round-file name: one the program settles itself (its outcome
/// needs play, R2.5, R2.6, R3.1, R6), or a card-pattern side bet a paytable defines.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Bet {
    /// The main wager of the game.
    Main,
    /// Lucky 9 Tie (R2.6).
    Tie,
    /// Blackjack insurance (R3.1).
    Insurance,
    /// Lucky Break (R6).
    LuckyBreak,
    /// A card-pattern side bet defined by a paytable file (R1.6).
    Side(SideBet),
}

/// The bets the program settles itself.
pub(crate) const CODE_BETS: [Bet; 4] = [Bet::Main, Bet::Tie, Bet::Insurance, Bet::LuckyBreak];

impl Bet {
    /// The id of a bet the program settles itself; `None` for a side bet.
    pub(crate) fn code_id(self) -> Option<&'static str> {
        Some(match self {
            Bet::Main => "main",
            Bet::Tie => "tie",
            Bet::Insurance => "insurance",
            Bet::LuckyBreak => "lucky-break",
            Bet::Side(_) => return None,
        })
    }

    /// The name used in round files, paytables and JSON.
    pub fn id(&self) -> &str {
        match self {
            Bet::Side(s) => s.id(),
            code => code.code_id().unwrap_or_default(),
        }
    }

    /// The side bet, if this is one.
    pub fn side(self) -> Option<SideBet> {
        match self {
            Bet::Side(s) => Some(s),
            _ => None,
        }
    }

    /// The name people use, for a bet the program settles itself. A side bet's title is
    /// in its paytable file: ask the catalog (`Catalog::bet_title`).
    pub(crate) fn code_title(self) -> Option<&'static str> {
        Some(match self {
            Bet::Main => "Main wager",
            Bet::Tie => "Tie",
            Bet::Insurance => "Insurance",
            Bet::LuckyBreak => "Lucky Break",
            Bet::Side(_) => return None,
        })
    }

    /// Whether the bet is one of the progressives the round file has a meter for (R4.3).
    pub(crate) fn is_progressive(self) -> bool {
        self.side()
            .is_some_and(|s| matches!(s.id(), PROGRESSIVE_21_3 | SUITED_OR_BOOTED))
    }
}

impl fmt::Display for Bet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for Bet {
    type Err = BetIdError;
    /// Any bet the program settles itself, or any well-formed side-bet id: whether a
    /// paytable defines that side bet for the game is the catalog's to say.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Some(code) = CODE_BETS.into_iter().find(|b| b.code_id() == Some(s)) {
            return Ok(code);
        }
        SideBet::new(s).map(Bet::Side)
    }
}

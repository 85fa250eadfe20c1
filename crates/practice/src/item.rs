//! Drills and item types: what kind of question was asked, so that progress is kept
//! per drill, game and item type and a missed type comes back in
//! review.
//!
//! A "Pay it" item is the bet and what decided the line: `main/lucky-9` (a Lucky 9 paid
//! 3 to 2, R2.3), `lucky-break/suited-4` (R6.3), `bonus9/tier:Suited 3-3-3` (R2.7),
//! `insurance/win` (R3.1) … A "Spot the mispay" item is the dealer error seeded (or
//! `all-correct`); a "Count it" item is the count asked for. Keys are words, stored as
//! they are in the progress database.

use super::mispay::Mispay;
use pitpay_language::{t, Words};
use std::fmt;

use pitpay_core::Party;
use pitpay_core::Paytable;
use pitpay_core::{AmountError, Currency};
use pitpay_core::{Bet, Game};
use pitpay_core::{HandVerdict, Lucky9Verdict, LuckyBreakVerdict, Outcome, Reason, WagerLine};

use super::generate::Steer;

vocabulary! {
    /// A drill.
    #[derive(Default)]
    pub enum Drill ("a drill", display title) {
        /// One wager of a dealt round: type what it pays across.
        #[default]
        PayIt = "pay-it" / "Pay it",
        /// A settled table with one line that may be wrong: pick it, or "all correct".
        SpotTheMispay = "spot-the-mispay" / "Spot the mispay",
        /// Speed counts: hand values, soft and hard totals, bust totals, community cards.
        CountIt = "count-it" / "Count it",
    }
}

/// A kind of question: drill, game and what it asks.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ItemType {
    /// The drill.
    pub drill: Drill,
    /// The game.
    pub game: Game,
    /// What it asks, as a key (`main/lucky-9`).
    pub key: String,
}

impl ItemType {
    /// An item type.
    pub(crate) fn new(drill: Drill, game: Game, key: impl Into<String>) -> ItemType {
        ItemType {
            drill,
            game,
            key: key.into(),
        }
    }

    /// The item type in words: "Lucky 9 · Pay it · Main wager: Lucky 9 (3 to 2)", in
    /// `words`' language (`--stats --json` keeps the English, as every machine reads it).
    pub fn label(&self, words: &Words) -> String {
        t!(
            words,
            "practice-item-label",
            game = t!(words, "settlement-game", game = self.game.id()),
            drill = self.drill.name(words),
            what = key_words(self, words)
        )
    }

    /// The steering that deals this kind of question on purpose (Pay it items).
    pub(crate) fn steer(&self) -> Steer {
        if self.drill != Drill::PayIt {
            return Steer::Natural;
        }
        let (party_bet, class) = self.key.split_once('/').unwrap_or((&self.key, ""));
        let bet = party_bet.strip_prefix("dealer:").unwrap_or(party_bet);
        let Ok(bet) = bet.parse::<Bet>() else {
            return Steer::Natural;
        };
        if let Some(name) = class.strip_prefix("tier:") {
            return Steer::Tier {
                bet,
                tier: Some(name.to_string()),
            };
        }
        match (bet, class) {
            (Bet::Main, "lucky-9") => Steer::LuckyNine,
            (Bet::Main, "blackjack" | "even-money") => Steer::Blackjack,
            (Bet::Insurance, "win") => Steer::DealerBlackjackInsured,
            (Bet::LuckyBreak, "unsuited") => Steer::LuckyBreak { suited: 0 },
            (Bet::LuckyBreak, "suited-3") => Steer::LuckyBreak { suited: 3 },
            (Bet::LuckyBreak, "suited-4") => Steer::LuckyBreak { suited: 4 },
            (Bet::LuckyBreak, "suited-5+") => Steer::LuckyBreak { suited: 5 },
            _ => Steer::Natural,
        }
    }
}

impl fmt::Display for ItemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label(pitpay_language::english()))
    }
}

/// The "Pay it" key of a settled line: its bet (and party) and what decided it.
pub(crate) fn pay_key(line: &WagerLine, doubled: bool, table: Option<&Paytable>) -> String {
    let bet = match line.party {
        Party::Player => line.bet.id().to_string(),
        Party::Dealer => format!("dealer:{}", line.bet.id()),
    };
    let result = line.result;
    let class = match line.reason {
        Reason::Lucky9(Lucky9Verdict::Higher | Lucky9Verdict::LuckyBeatsThreeCard)
            if line.rule == "R2.3" && line.result == Outcome::Win =>
        {
            "lucky-9".to_string()
        }
        Reason::SideBet { tier: Some(i), .. } => {
            let name = table
                .and_then(|t| t.tiers().get(usize::from(i)))
                .map_or_else(|| format!("tier {}", i + 1), |t| t.name.clone());
            format!("tier:{name}")
        }
        Reason::SideBet { tier: None, .. } => "no-win".to_string(),
        Reason::Envy { .. } => "envy".to_string(),
        Reason::Hand(HandVerdict::Blackjack) => "blackjack".to_string(),
        Reason::Hand(
            HandVerdict::DealerBlackjackOriginalOnly | HandVerdict::DealerBlackjackStakeReturned,
        ) => "dealer-blackjack-partial".to_string(),
        Reason::Hand(_) if doubled => format!("double-{result}"),
        Reason::EvenMoney => "even-money".to_string(),
        Reason::LuckyBreak(LuckyBreakVerdict::Wins { suited, .. }) => match suited {
            0 => "unsuited".to_string(),
            5.. => "suited-5+".to_string(),
            k => format!("suited-{k}"),
        },
        _ => result.to_string(),
    };
    format!("{bet}/{class}")
}

/// The shipped files, read once: an item's label is written where no catalog is at hand
/// (an operator's side bet reads as its id).
fn shipped() -> &'static pitpay_core::Catalog {
    static SHIPPED: std::sync::OnceLock<pitpay_core::Catalog> = std::sync::OnceLock::new();
    SHIPPED.get_or_init(|| pitpay_core::Catalog::with_operator_dir(None))
}

/// A bet's name in `words`' language, as the window names it: the program's own bets by
/// the window's words, a side bet by its file's `[names]` (its English title where the
/// file gives none). The key stores only the bet's id, so a stored run reads in any
/// language.
fn bet_words(bet: Bet, words: &Words) -> String {
    if bet.side().is_none() {
        return t!(words, "window-bet", bet = bet.id());
    }
    Game::ALL
        .into_iter()
        .find_map(|g| {
            let id = shipped().default_paytable(g, bet)?;
            let def = shipped().paytable(&id)?.side_bet.clone()?;
            Some(def.names.or(words.language(), &def.title).to_string())
        })
        .unwrap_or_else(|| shipped().bet_title(bet))
}

/// A tier's name in `words`' language: the key stores the English name the paytable
/// posts ("tier:Suited 3-3-3"); a shipped paytable of the bet with a tier of that name
/// gives its `[names]`, and any other tier reads as stored.
fn tier_words(bet: Bet, name: &str, words: &Words) -> String {
    shipped()
        .paytables()
        .filter(|t| t.bet == bet)
        .flat_map(|t| t.tiers().iter())
        .find(|t| t.name == name)
        .map_or_else(
            || name.to_string(),
            |t| t.names.or(words.language(), &t.name).to_string(),
        )
}

impl Drill {
    /// The drill's name in `words`' language (the `Display` title stays the English one
    /// stored and typed).
    pub(crate) fn name(self, words: &Words) -> String {
        match self {
            Drill::PayIt => t!(words, "practice-drill-pay-it"),
            Drill::SpotTheMispay => t!(words, "practice-drill-spot-the-mispay"),
            Drill::CountIt => t!(words, "practice-drill-count-it"),
        }
    }
}

/// A key in words.
fn key_words(item: &ItemType, words: &Words) -> String {
    let key = item.key.as_str();
    // Only a Pay it key names a bet ("bonus9/tier:…"); the other drills' keys are
    // their own words, which any side-bet id could otherwise be mistaken for.
    if item.drill != Drill::PayIt {
        return fallback_words(key, words);
    }
    let (party_bet, class) = key.split_once('/').unwrap_or((key, ""));
    let (dealer, bet_id) = match party_bet.strip_prefix("dealer:") {
        Some(b) => (true, b),
        None => (false, party_bet),
    };
    let Ok(bet) = bet_id.parse::<Bet>() else {
        return fallback_words(key, words);
    };
    let what = match class.strip_prefix("tier:") {
        Some(name) => tier_words(bet, name, words),
        None => class_words(class, words),
    };
    let bet = bet_words(bet, words);
    if dealer {
        t!(
            words,
            "practice-item-bet-for-dealer",
            bet = bet,
            what = what
        )
    } else {
        t!(words, "practice-item-bet", bet = bet, what = what)
    }
}

/// What decided a Pay it line, in words.
fn class_words(class: &str, words: &Words) -> String {
    match class {
        "lucky-9" => t!(words, "practice-item-lucky-9"),
        "blackjack" => t!(words, "practice-item-blackjack"),
        "even-money" => t!(words, "practice-item-even-money"),
        "dealer-blackjack-partial" => t!(words, "practice-item-dealer-blackjack-partial"),
        "no-win" => t!(words, "practice-item-no-win"),
        "envy" => t!(words, "practice-item-envy"),
        "unsuited" => t!(words, "practice-item-unsuited"),
        "suited-5+" => t!(words, "practice-item-suited-5-or-more"),
        c if c.starts_with("suited-") => {
            t!(words, "practice-item-suited", count = c[7..].to_string())
        }
        c if c.starts_with("tier:") => c[5..].to_string(),
        c if c.starts_with("double-") => {
            t!(words, "practice-item-doubled", result = c[7..].to_string())
        }
        c => c.to_string(),
    }
}

/// Words for keys that are not a bet's (mispays, counts).
fn fallback_words(key: &str, words: &Words) -> String {
    if key == "all-correct" {
        return t!(words, "practice-item-all-correct");
    }
    if let Ok(m) = key.parse::<super::mispay::Mispay>() {
        return match m {
            Mispay::ThreeToTwoAsEven => t!(words, "practice-error-three-to-two-as-even"),
            Mispay::InsuranceReturned => t!(words, "practice-error-insurance-returned"),
            Mispay::MultiplierReplacesBase => t!(words, "practice-error-multiplier-replaces-base"),
            Mispay::WrongTier => t!(words, "practice-error-wrong-tier"),
            Mispay::PushPaidAsWin => t!(words, "practice-error-push-paid-as-win"),
            Mispay::CommunityCardWrongHand => t!(words, "practice-error-community-card-wrong-hand"),
            Mispay::SplitSideBetTwice => t!(words, "practice-error-split-side-bet-twice"),
        };
    }
    if let Ok(c) = key.parse::<Count>() {
        return match c {
            Count::HandValue => t!(words, "practice-counted-hand-value"),
            Count::LuckyOrNatural => t!(words, "practice-counted-lucky-or-natural"),
            Count::SoftTotal => t!(words, "practice-counted-soft-total"),
            Count::HardTotal => t!(words, "practice-counted-hard-total"),
            Count::BustAndSuited => t!(words, "practice-counted-bust-and-suited"),
            Count::DealerCommunity => t!(words, "practice-counted-dealer-community"),
        };
    }
    key.to_string()
}

// The counts a "Count it" item asks for: keys like the drills (the drill is `count.rs`).
vocabulary! {
    /// What is counted.
    pub enum Count ("a count", display id) {
        /// A Lucky 9 hand's value, 0-9.
        HandValue = "hand-value" / "Lucky 9 hand value",
        /// A two-card 9: Lucky 9 or Natural 9.
        LuckyOrNatural = "lucky-or-natural" / "Lucky 9 or Natural 9",
        /// A soft blackjack total.
        SoftTotal = "soft-total" / "soft totals",
        /// A hard blackjack total (or a bust).
        HardTotal = "hard-total" / "hard totals",
        /// The dealer's Lucky Break bust total and suited count.
        BustAndSuited = "bust-and-suited" / "the dealer's Lucky Break bust total and suited count",
        /// The community cards a Stadium terminal's dealer takes.
        DealerCommunity = "dealer-community" / "which community cards a terminal's dealer takes",
    }
}

/// How an answer went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graded {
    /// Right or not.
    pub right: bool,
    /// One line: "Right: pay $154.00" or what was expected.
    pub headline: String,
    /// Why, in the study view's words.
    pub explanation: Vec<String>,
    /// A right answer with something worth reading (chips that add up but are not the
    /// dealer's breakdown): the run stops on it instead of going straight on.
    pub noted: bool,
}

/// Why a typed answer was refused rather than graded: it cannot be read as an answer to
/// the question on screen. The question stays; the learner types again.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerError {
    /// Nothing typed.
    Empty,
    /// A count's answer that does not read as one; `hint` shows how one is typed.
    NotACount {
        /// What was typed.
        typed: String,
        /// How an answer is typed: "type a value 0-9", "e.g. soft 17 or hard 14".
        hint: &'static str,
    },
    /// A mispay's answer that is not a line number.
    NotALine {
        /// What was typed.
        typed: String,
        /// The lines of the table.
        lines: usize,
    },
    /// A line number past the table.
    NoSuchLine {
        /// The line typed.
        line: usize,
        /// The lines of the table.
        lines: usize,
    },
    /// A payment that is not an amount.
    NotAnAmount {
        /// What was typed.
        typed: String,
        /// Why not.
        why: AmountError,
    },
    /// A payment in another currency than the round's.
    RoundCurrency(Currency),
    /// A chip word that is neither a chip's value nor one of the rack's colours.
    NotAChip(String),
    /// Chips in another currency than the round's.
    ChipCurrency(Currency),
    /// No question on screen to answer.
    NoQuestion,
}

pitpay_language::english_display!(AnswerError);

/// How a count's answer is typed, as an id the translation chooses its words by.
fn hint_id(hint: &str) -> &str {
    match hint {
        "type a value 0-9" => "value",
        "type lucky or natural" => "lucky",
        "e.g. soft 17 or hard 14" => "hand",
        "e.g. 24 4, or 23 unsuited" => "points",
        "e.g. C4 C5" => "cards",
        other => other,
    }
}

/// Why a typed answer was refused, in any language.
impl From<&AnswerError> for pitpay_language::Sentence {
    fn from(e: &AnswerError) -> pitpay_language::Sentence {
        use pitpay_language::{sentence, Sentence};
        match e {
            AnswerError::Empty => sentence!("practice-error-answer-empty"),
            AnswerError::NotACount { typed, hint } => sentence!(
                "practice-error-answer-not-a-count",
                typed = typed,
                hint = hint_id(hint)
            ),
            AnswerError::NotALine { typed, lines } => sentence!(
                "practice-error-answer-not-a-line",
                typed = typed,
                lines = *lines
            ),
            AnswerError::NoSuchLine { line, lines } => sentence!(
                "practice-error-answer-no-such-line",
                line = line.to_string(),
                lines = *lines
            ),
            AnswerError::NotAnAmount { typed, why } => sentence!(
                "practice-error-answer-not-an-amount",
                typed = typed,
                why = Sentence::from(why)
            ),
            AnswerError::RoundCurrency(c) => {
                sentence!("practice-error-answer-round-currency", currency = c.id())
            }
            AnswerError::NotAChip(word) => {
                sentence!("practice-error-answer-not-a-chip", word = word)
            }
            AnswerError::ChipCurrency(c) => {
                sentence!("practice-error-answer-chip-currency", currency = c.id())
            }
            AnswerError::NoQuestion => sentence!("practice-error-answer-no-question"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_back_as_the_steering_that_deals_them() {
        let item = |k: &str| ItemType::new(Drill::PayIt, Game::Blackjack, k);
        assert_eq!(item("main/blackjack").steer(), Steer::Blackjack);
        assert_eq!(
            item("lucky-break/suited-5+").steer(),
            Steer::LuckyBreak { suited: 5 }
        );
        assert_eq!(
            item("bonus9/tier:Suited 3-3-3").steer(),
            Steer::Tier {
                bet: "bonus9".parse().unwrap(),
                tier: Some("Suited 3-3-3".into())
            }
        );
        assert_eq!(item("main/push").steer(), Steer::Natural);
        assert_eq!(
            item("lucky-break/suited-4").label(pitpay_language::english()),
            "Blackjack · Pay it · Lucky Break: the dealer busts with 4 suited cards"
        );
        let m = ItemType::new(
            Drill::SpotTheMispay,
            Game::Stadium,
            "community-card-wrong-hand",
        );
        assert_eq!(
            m.label(pitpay_language::english()),
            "Stadium Blackjack · Spot the mispay · a community card given to the wrong hand"
        );
    }

    /// A weak item's label names the game, the bet and the tier in the reader's language
    /// from the stored key alone (the key keeps the English the run was stored with); the
    /// English stays as it was.
    #[test]
    fn labels_name_game_bet_and_tier_in_the_language() {
        let hant = Words::shipped(pitpay_language::Language::parse("zh-Hant").unwrap());
        let item = |g, k: &str| ItemType::new(Drill::PayIt, g, k);
        let side = item(Game::Blackjack, "21+3-progressive/tier:Flush");
        assert_eq!(
            side.label(pitpay_language::english()),
            "Blackjack · Pay it · 21+3 Progressive: Flush"
        );
        let said = side.label(&hant);
        for word in ["二十一點", "21+3 累積大獎", "同花"] {
            assert!(said.contains(word), "{word} in {said}");
        }
        let main = item(Game::Lucky9, "main/lucky-9").label(&hant);
        assert!(main.contains("Lucky 9") && main.contains("主注"), "{main}");
        for said in [said, main] {
            for english in ["Blackjack", "Pay it", "Progressive", "Flush", "Main wager"] {
                assert!(!said.contains(english), "{english} in {said}");
            }
        }
    }
}

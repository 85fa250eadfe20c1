//! Why a tier's condition cannot be read (R4.1, the vocabulary of `pattern.rs`): each case
//! names the words at fault and how the condition is written, so a paytable's author can
//! put the tier right. The paytable's reader places it with its file, line and tier.

use pitpay_language::{sentence, Sentence};

use super::watch::Reads;
use super::CardsUsed;
use crate::card::CardError;

/// A condition that is not one of the vocabulary's, or that its tier's cards cannot meet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ConditionError {
    /// A word the vocabulary does not know.
    Unknown(String),
    /// `any` with fewer than two conditions.
    AnyOfOne(String),
    /// A condition that takes nothing, written with something after it.
    TakesNothing {
        /// The condition's word.
        word: String,
        /// The whole condition.
        text: String,
    },
    /// A number missing or out of its range; `how` says how it is written.
    Number {
        /// The whole condition.
        text: String,
        /// The range, and the condition written right.
        how: Sentence,
    },
    /// `ranks` or `top-rank` with no rank after it.
    NoRanks {
        /// The condition's word.
        word: String,
        /// The whole condition.
        text: String,
    },
    /// More ranks than a side bet's three cards.
    TooManyRanks(String),
    /// A word after `ranks` or `top-rank` that is not a rank.
    NotARank {
        /// The word.
        rank: String,
        /// The whole condition.
        text: String,
    },
    /// A word after `cards` that is not a card.
    NotACard {
        /// The word.
        card: String,
        /// The whole condition.
        text: String,
        /// Why it is not a card.
        why: CardError,
    },
    /// `cards` with none, or more than three.
    CardCount(String),
    /// A condition its tier's card set cannot meet: it reads other cards.
    ReadsOtherCards {
        /// The part of the condition at fault.
        condition: String,
        /// What that part reads (its refusal names the card set a tier using it names).
        needs: Reads,
        /// The cards the tier names.
        cards: CardsUsed,
    },
}

pitpay_language::english_display!(ConditionError);

/// Why a condition cannot be read, in any language: the paytable's reader nests it in
/// the file's refusal, so the whole refusal is in one language.
impl From<&ConditionError> for Sentence {
    fn from(e: &ConditionError) -> Sentence {
        match e {
            ConditionError::Unknown(text) => {
                sentence!("table-error-condition-unknown", text = text)
            }
            ConditionError::AnyOfOne(text) => {
                sentence!("table-error-condition-any-of-one", text = text)
            }
            ConditionError::TakesNothing { word, text } => sentence!(
                "table-error-condition-takes-nothing",
                word = word,
                text = text
            ),
            ConditionError::Number { text, how } => {
                sentence!(
                    "table-error-condition-number",
                    text = text,
                    how = how.clone()
                )
            }
            ConditionError::NoRanks { word, text } => {
                sentence!("table-error-condition-no-ranks", word = word, text = text)
            }
            ConditionError::TooManyRanks(text) => {
                sentence!("table-error-condition-too-many-ranks", text = text)
            }
            ConditionError::NotARank { rank, text } => {
                sentence!("table-error-condition-not-a-rank", rank = rank, text = text)
            }
            ConditionError::NotACard { card, text, why } => sentence!(
                "table-error-condition-not-a-card",
                card = card,
                text = text,
                why = Sentence::from(why)
            ),
            ConditionError::CardCount(text) => {
                sentence!("table-error-condition-card-count", text = text)
            }
            ConditionError::ReadsOtherCards {
                condition,
                needs,
                cards,
            } => sentence!(
                "table-error-condition-reads-other-cards",
                condition = condition,
                needs = needs.id(),
                cards = cards_key(*cards)
            ),
        }
    }
}

/// A card set as a message's variant key (Fluent's keys take no `+`).
fn cards_key(cards: CardsUsed) -> &'static str {
    match cards {
        CardsUsed::FirstTwo => "first-two",
        CardsUsed::FirstTwoAndUp => "first-two-up",
        CardsUsed::FirstTwoAndHit => "first-two-hit",
        CardsUsed::DealerFinal => "dealer-final",
    }
}

//! Why a tier's condition cannot be read (R4.1, the vocabulary of `pattern.rs`): each case
//! names the words at fault and how the condition is written, so a paytable's author can
//! put the tier right. The paytable's reader places it with its file, line and tier.

use crate::card::CardError;

/// A condition that is not one of the vocabulary's, or that its tier's cards cannot meet.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ConditionError {
    /// A word the vocabulary does not know.
    #[error(
        "\"{0}\" is not a card condition (suited, pair, straight, flush, \
         three-of-a-kind, straight-flush, suited-three-of-a-kind, mini-royal, \
         declared-suit, red, black, same-colour, ranks …, top-rank …, cards …, \
         total N, blackjack-total N, soft N, hard N, points N-M, up-card-matches N, \
         up-card-matches-suited N, dealer-blackjack, dealer-busts, dealer-cards N, \
         dealer-cards N+, dealer-total N, any … | …, not …)"
    )]
    Unknown(String),
    /// `any` with fewer than two conditions.
    #[error(
        "\"{0}\": \"any\" takes two or more conditions split by |, e.g. \"any straight | flush\""
    )]
    AnyOfOne(String),
    /// A condition that takes nothing, written with something after it.
    #[error("\"{word}\" takes nothing after it (in \"{text}\")")]
    TakesNothing {
        /// The condition's word.
        word: String,
        /// The whole condition.
        text: String,
    },
    /// A number missing or out of its range; `how` says how it is written.
    #[error("\"{text}\": {how}")]
    Number {
        /// The whole condition.
        text: String,
        /// The range, and the condition written right.
        how: String,
    },
    /// `ranks` or `top-rank` with no rank after it.
    #[error("\"{text}\" needs ranks after it, e.g. \"{word} A K\"")]
    NoRanks {
        /// The condition's word.
        word: String,
        /// The whole condition.
        text: String,
    },
    /// More ranks than a side bet's three cards.
    #[error("\"{0}\": a side bet looks at three cards at most")]
    TooManyRanks(String),
    /// A word after `ranks` or `top-rank` that is not a rank.
    #[error("\"{rank}\" in \"{text}\" is not a rank")]
    NotARank {
        /// The word.
        rank: String,
        /// The whole condition.
        text: String,
    },
    /// A word after `cards` that is not a card.
    #[error("\"{card}\" in \"{text}\" is not a card ({why})")]
    NotACard {
        /// The word.
        card: String,
        /// The whole condition.
        text: String,
        /// Why it is not a card.
        why: CardError,
    },
    /// `cards` with none, or more than three.
    #[error("\"{0}\": name one to three cards, e.g. \"cards QH QH\"")]
    CardCount(String),
    /// A condition its tier's card set cannot meet: it reads other cards.
    #[error("\"{condition}\" {needs} (this tier reads {cards})")]
    ReadsOtherCards {
        /// The part of the condition at fault.
        condition: String,
        /// What that part reads, and the card set a tier using it names.
        needs: &'static str,
        /// The cards the tier names, in words.
        cards: &'static str,
    },
}

//! Paper for the break room: N "Pay it" questions on one game, each
//! a dealt round with one wager marked, and an answer key on a page of its own. The
//! same game, count, seed and level give the same sheet. The JSON form carries each
//! question's round as a round file, the wager and the answer (paid and net), so
//! anyone can check the key with `pitpay settle`.
//!
//! A worksheet round has one seat (or terminal): what decides the marked wager is all
//! on the page (with several seats, a progressive hit earlier in seat order would
//! change the meter a later seat is paid from, R4.4, and that would not be shown).

use serde_json::{json, Value};

use pitpay_core::Catalog;
use pitpay_core::Game;

use super::deal::derive;
use super::difficulty::Level;
use super::generate::GenerateError;
use super::item::Drill;
use super::payit::PayIt;
use super::question::{ask, Dealing, Question};

/// The most questions one worksheet holds.
pub(crate) const MAX_QUESTIONS: u32 = 200;

/// A worksheet.
#[derive(Debug, Clone)]
pub(crate) struct Worksheet {
    /// The game.
    pub game: Game,
    /// The seed it was dealt from.
    pub seed: u64,
    /// The level.
    pub level: Level,
    /// Its questions, numbered from 1.
    pub questions: Vec<PayIt>,
}

impl Worksheet {
    /// Deals `count` questions (1 to [`MAX_QUESTIONS`]), each round's settlement said in
    /// `words` (the same questions in every language: words choose no card).
    pub(crate) fn deal(
        game: Game,
        count: u32,
        seed: u64,
        level: Level,
        catalog: &Catalog,
        words: &pitpay_language::Words,
    ) -> Result<Worksheet, GenerateError> {
        if !(1..=MAX_QUESTIONS).contains(&count) {
            return Err(GenerateError::Count(count));
        }
        let mut difficulty = level.difficulty();
        difficulty.seats = (1, 1);
        let d = Dealing {
            drill: Drill::PayIt,
            game,
            bet: None,
            difficulty: &difficulty,
            catalog,
            words,
        };
        let mut questions = Vec::with_capacity(count as usize);
        for n in 0..count {
            match ask(&d, derive(seed, u64::from(n)), None)? {
                Question::PayIt(q) => questions.push(*q),
                _ => return Err(crate::generate::could_not_deal("pay-it")),
            }
        }
        Ok(Worksheet {
            game,
            seed,
            level,
            questions,
        })
    }

    /// The worksheet as JSON: `{"questions": [{"number", "round", "wager": {"seat",
    /// "bet", "hand", "for"}, "answer": {"paid", "net"}}]}`, with the game, seed and
    /// level beside them.
    pub(crate) fn json(&self) -> Value {
        let questions: Vec<Value> = self
            .questions
            .iter()
            .enumerate()
            .filter_map(|(i, q)| {
                let r = q.row()?;
                Some(json!({
                    "number": i + 1,
                    "round": q.round.text,
                    "wager": {
                        "seat": r.seat,
                        "bet": r.bet_id,
                        "hand": r.hand,
                        "for": r.party.id(),
                    },
                    "answer": {
                        "paid": r.paid.to_string(),
                        "net": r.net.to_string(),
                    },
                }))
            })
            .collect();
        json!({
            "game": self.game.id(),
            "seed": self.seed,
            "level": self.level.id(),
            "questions": questions,
        })
    }
}

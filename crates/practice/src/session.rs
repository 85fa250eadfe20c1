//! A practice run: one drill on one game, in one mode. Practice is
//! untimed with an explanation after each answer; a timed exam asks N questions in T
//! seconds ([`super::exam`]) and explains the misses at the end; review asks the item
//! types waiting in the Leitner boxes (`super::review`). The clock is the caller's:
//! each call says what time it is, in milliseconds.
//!
//! Question `n` of a run is dealt from the run's seed and `n`, so a run can be dealt
//! again exactly.

use std::sync::Arc;

use pitpay_core::Catalog;
use pitpay_core::{Bet, Game};

use super::deal::derive;
use super::difficulty::{Difficulty, Level};
use super::exam::{Exam, ExamRules};
use super::generate::GenerateError;
use super::item::{AnswerError, Graded};
use super::item::{Drill, ItemType};
use super::progress::{Answered, Mode, RunInfo};
use super::question::{ask, Dealing, Question};
use pitpay_language::{t, Words};

/// What the learner chose.
/// How long a break set lasts: five minutes. The question on screen when the
/// time is up is still answered; no new one is dealt after it.
pub const BREAK_MS: u64 = 5 * 60 * 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The drill.
    pub drill: Drill,
    /// The game.
    pub game: Game,
    /// The mode.
    pub mode: Mode,
    /// The level.
    pub level: Level,
    /// Pay it on one bet only (`None`: any wager of the round).
    pub bet: Option<Bet>,
    /// The exam's length.
    pub exam: ExamRules,
    /// The run's seed.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            drill: Drill::PayIt,
            game: Game::Lucky9,
            mode: Mode::Practice,
            level: Level::Standard,
            bet: None,
            exam: ExamRules::default(),
            seed: 1,
        }
    }
}

impl Settings {
    /// The run as the progress database records it.
    pub(crate) fn run_info(&self) -> RunInfo {
        RunInfo {
            mode: self.mode,
            drill: self.drill,
            game: self.game,
            level: self.level.id().to_string(),
            seed: self.seed,
        }
    }
}

/// One question asked and how it went.
#[derive(Debug, Clone)]
pub struct Turn {
    /// The question.
    pub question: Question,
    /// What was typed (empty when the time ran out).
    pub typed: String,
    /// The grading, with the explanation.
    pub graded: Graded,
    /// Time taken, ms.
    pub ms: u64,
    /// The exam's time ran out on it.
    pub timed_out: bool,
}

impl Turn {
    /// The answer as the progress database records it.
    pub(crate) fn answered(&self) -> Answered {
        Answered {
            item: self.question.item().clone(),
            right: self.graded.right,
            ms: self.ms,
            timed_out: self.timed_out,
        }
    }
}

/// Why a run could not start or go on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SessionError {
    /// Review asked with no item type waiting: nothing was missed in this game and drill.
    NothingToReview {
        /// The game.
        game: Game,
        /// The drill.
        drill: Drill,
    },
    /// No round could be dealt for the question.
    Deal(#[from] GenerateError),
}

pitpay_language::english_display!(SessionError);

/// Why a run could not start, in any language; the game's and the drill's titles as
/// they are written.
impl From<&SessionError> for pitpay_language::Sentence {
    fn from(e: &SessionError) -> pitpay_language::Sentence {
        match e {
            SessionError::NothingToReview { game, drill } => pitpay_language::sentence!(
                "practice-error-nothing-to-review",
                game = game.title(),
                drill = drill.title()
            ),
            SessionError::Deal(e) => e.into(),
        }
    }
}

/// A run in progress.
#[derive(Debug, Clone)]
pub struct Session {
    /// What was chosen.
    pub settings: Settings,
    /// The question on screen and when it was shown.
    pub current: Option<(Question, u64)>,
    /// Every question answered (or timed out), in order.
    pub turns: Vec<Turn>,
    /// The exam's clock, in exam mode.
    pub exam: Option<Exam>,
    /// Review: the item types to ask, in order.
    pub queue: Vec<ItemType>,
    /// Questions dealt so far.
    pub dealt: u32,
    /// When the run started (ms), for a break's five minutes.
    pub started: u64,
    /// A break whose five minutes are over: no new question is dealt.
    pub closed: bool,
    difficulty: Difficulty,
    catalog: Arc<Catalog>,
    /// The language its questions and feedback are in.
    words: Arc<Words>,
}

impl Session {
    /// Starts a run at `now` and deals its first question. `queue` is what review asks
    /// (ignored in the other modes); a review with nothing waiting does not start.
    /// Its questions and feedback are in `words`' language (the window passes its own).
    pub fn start(
        settings: Settings,
        catalog: Arc<Catalog>,
        queue: Vec<ItemType>,
        now: u64,
        words: Arc<Words>,
    ) -> Result<Session, SessionError> {
        if settings.mode == Mode::Review && queue.is_empty() {
            return Err(SessionError::NothingToReview {
                game: settings.game,
                drill: settings.drill,
            });
        }
        let mut s = Session {
            settings,
            current: None,
            turns: Vec::new(),
            exam: (settings.mode == Mode::Exam).then(|| Exam::start(settings.exam, now)),
            queue,
            dealt: 0,
            started: now,
            closed: false,
            difficulty: settings.level.difficulty(),
            catalog,
            words,
        };
        s.next(now)?;
        Ok(s)
    }

    /// Whether the run is over: the exam's questions answered or its time up, the review
    /// queue asked (practice goes on until the learner stops).
    pub fn finished(&self) -> bool {
        if self.exam.is_some_and(|e| e.over()) {
            return true;
        }
        if self.settings.mode == Mode::Break {
            return self.current.is_none() && self.closed;
        }
        self.current.is_none() && self.planned().is_some_and(|n| self.dealt >= n)
    }

    /// How many questions the run asks, when it has a number.
    pub fn planned(&self) -> Option<u32> {
        match self.settings.mode {
            Mode::Practice => None,
            Mode::Exam => Some(self.settings.exam.questions),
            Mode::Review => u32::try_from(self.queue.len()).ok(),
            Mode::Break => None,
        }
    }

    /// Deals the next question, unless the run is over.
    pub fn next(&mut self, now: u64) -> Result<(), SessionError> {
        if self.current.is_some() || self.finished() {
            return Ok(());
        }
        if self.settings.mode == Mode::Break && now.saturating_sub(self.started) >= BREAK_MS {
            self.closed = true;
            return Ok(());
        }
        let want = match self.settings.mode {
            // A break starts with what review has due, then deals new questions.
            Mode::Review | Mode::Break => self.queue.get(self.dealt as usize).cloned(),
            _ => None,
        };
        let d = Dealing {
            drill: self.settings.drill,
            game: self.settings.game,
            bet: self.settings.bet,
            difficulty: &self.difficulty,
            catalog: &self.catalog,
            words: &self.words,
        };
        let seed = derive(self.settings.seed, u64::from(self.dealt));
        let q = ask(&d, seed, want.as_ref())?;
        self.dealt += 1;
        self.current = Some((q, now));
        Ok(())
    }

    /// Grades an answer given at `now`. A typed text that cannot be an answer is
    /// refused (the question stays). In an exam, an answer after the time is up is
    /// not counted: the question is recorded as timed out.
    pub fn answer(&mut self, typed: &str, chips: &str, now: u64) -> Result<&Turn, AnswerError> {
        let words = Arc::clone(&self.words);
        let words = &*words;
        let Some((question, shown)) = &self.current else {
            return Err(AnswerError::NoQuestion);
        };
        let graded = question.grade(typed, chips, words)?;
        let (question, shown) = (question.clone(), *shown);
        self.current = None;
        let counted = match &mut self.exam {
            Some(e) => e.answer(graded.right, now),
            None => true,
        };
        let turn = if counted {
            Turn {
                question,
                typed: typed.trim().to_string(),
                graded,
                ms: now.saturating_sub(shown),
                timed_out: false,
            }
        } else {
            timed_out(question, now.saturating_sub(shown), words)
        };
        self.turns.push(turn);
        self.turns.last().ok_or(AnswerError::NoQuestion)
    }

    /// Checks the exam's clock at `now`: when the time is up, the question on screen is
    /// recorded as timed out (returned) and the run ends.
    pub fn tick(&mut self, now: u64) -> Option<&Turn> {
        let words = Arc::clone(&self.words);
        let words = &*words;
        let ended = self.exam.as_mut().is_some_and(|e| e.tick(now));
        if !ended {
            return None;
        }
        let (question, shown) = self.current.take()?;
        self.turns
            .push(timed_out(question, now.saturating_sub(shown), words));
        self.turns.last()
    }

    /// Questions answered right, and out of how many (an exam: out of N).
    pub fn score(&self) -> (u32, u32) {
        let right = self.turns.iter().filter(|t| t.graded.right).count();
        let asked = match self.settings.mode {
            Mode::Exam => self.settings.exam.questions as usize,
            _ => self.turns.len(),
        };
        (
            u32::try_from(right).unwrap_or(0),
            u32::try_from(asked).unwrap_or(0),
        )
    }

    /// The turns answered wrong or timed out.
    pub fn misses(&self) -> impl Iterator<Item = &Turn> {
        self.turns.iter().filter(|t| !t.graded.right)
    }
}

fn timed_out(question: Question, ms: u64, words: &Words) -> Turn {
    let mut graded = question.solution(words);
    graded.headline = t!(words, "practice-time-ran-out", solution = graded.headline);
    Turn {
        question,
        typed: String::new(),
        graded,
        ms,
        timed_out: true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::question::Question;

    fn english_arc() -> Arc<Words> {
        Arc::new(Words::shipped(pitpay_language::Language::ENGLISH))
    }

    fn right_answer(q: &Question) -> String {
        match q {
            Question::PayIt(p) => p.row().map(|r| r.paid.to_string()).unwrap_or_default(),
            Question::SpotTheMispay(m) => m
                .wrong
                .as_ref()
                .map_or("0".into(), |w| (w.line + 1).to_string()),
            Question::CountIt(c) => c.answer.to_string(),
        }
    }

    /// A timed 10-question exam; two misses; the time runs out before the
    /// tenth: the score is out of ten and the misses carry their explanations.
    #[test]
    fn a_timed_exam_scores_out_of_n_and_explains_each_miss() {
        let settings = Settings {
            game: Game::Blackjack,
            mode: Mode::Exam,
            seed: 7,
            ..Settings::default()
        };
        let mut s = Session::start(
            settings,
            Arc::new(Catalog::with_operator_dir(None)),
            Vec::new(),
            0,
            english_arc(),
        )
        .unwrap();
        for i in 0..9u64 {
            let q = s.current.as_ref().unwrap().0.clone();
            let typed = if i == 2 || i == 5 {
                "0.01".to_string()
            } else {
                right_answer(&q)
            };
            let t = s.answer(&typed, "", (i + 1) * 10_000).unwrap();
            assert_eq!(
                t.graded.right,
                i != 2 && i != 5,
                "question {i}: {}",
                t.graded.headline
            );
            s.next((i + 1) * 10_000).unwrap();
        }
        assert!(!s.finished());
        let t = s.tick(120_000).unwrap();
        assert!(t.timed_out && !t.graded.right);
        assert!(s.finished());
        assert_eq!(s.score(), (7, 10));
        assert_eq!(s.misses().count(), 3);
        for m in s.misses() {
            assert!(!m.graded.explanation.is_empty(), "{}", m.graded.headline);
        }
    }

    #[test]
    fn review_asks_the_queue_and_nothing_else() {
        let settings = Settings {
            game: Game::Blackjack,
            mode: Mode::Review,
            ..Settings::default()
        };
        let catalog = Arc::new(Catalog::with_operator_dir(None));
        assert!(
            Session::start(settings, Arc::clone(&catalog), Vec::new(), 0, english_arc()).is_err()
        );
        let want = ItemType::new(Drill::PayIt, Game::Blackjack, "lucky-break/suited-4");
        let mut s =
            Session::start(settings, catalog, vec![want.clone()], 0, english_arc()).unwrap();
        assert_eq!(s.current.as_ref().unwrap().0.item(), &want);
        let typed = right_answer(&s.current.as_ref().unwrap().0);
        assert!(s.answer(&typed, "", 1_000).unwrap().graded.right);
        s.next(1_000).unwrap();
        assert!(s.finished());
    }
}

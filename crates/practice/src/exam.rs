//! The timed exam: N questions in T seconds, set by the learner (10
//! in 2 minutes by default). The clock is the caller's: every call says what time it
//! is, in milliseconds from any fixed start, so the rules below are tested without
//! waiting and the app can use its own clock.
//!
//! The exam ends when the last question is answered or the time is up; a question on
//! screen when the time runs out is missed ("time ran out"), and so is each question
//! never reached: the score is out of N.

/// The exam's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamRules {
    /// How many questions.
    pub questions: u32,
    /// How long, in seconds.
    pub seconds: u32,
}

impl Default for ExamRules {
    fn default() -> Self {
        ExamRules {
            questions: 10,
            seconds: 120,
        }
    }
}

impl ExamRules {
    /// Reads the learner's settings: 1-200 questions in 10 seconds to 2 hours.
    pub fn new(questions: u32, seconds: u32) -> Result<ExamRules, ExamError> {
        if !(1..=200).contains(&questions) {
            return Err(ExamError::Questions(questions));
        }
        if !(10..=7200).contains(&seconds) {
            return Err(ExamError::Seconds(seconds));
        }
        Ok(ExamRules { questions, seconds })
    }
}

/// An exam the learner asked for that is too short or too long.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ExamError {
    /// Fewer than 1 or more than 200 questions.
    Questions(u32),
    /// Under 10 seconds or over 2 hours.
    Seconds(u32),
}

pitpay_language::english_display!(ExamError);

/// An exam too short or too long, in any language.
impl From<&ExamError> for pitpay_language::Sentence {
    fn from(e: &ExamError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            ExamError::Questions(n) => sentence!("practice-error-exam-questions", count = *n),
            ExamError::Seconds(n) => sentence!("practice-error-exam-seconds", count = *n),
        }
    }
}

/// A running exam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exam {
    /// Its settings.
    pub rules: ExamRules,
    /// When it started (ms).
    pub started: u64,
    /// Questions answered so far.
    pub answered: u32,
    /// Answered right.
    pub right: u32,
    /// When it ended, once it has.
    pub ended: Option<u64>,
}

impl Exam {
    /// An exam started at `now`.
    pub(crate) fn start(rules: ExamRules, now: u64) -> Exam {
        Exam {
            rules,
            started: now,
            answered: 0,
            right: 0,
            ended: None,
        }
    }

    fn limit_ms(&self) -> u64 {
        u64::from(self.rules.seconds) * 1000
    }

    /// Milliseconds left at `now` (0 once the time is up).
    pub fn left(&self, now: u64) -> u64 {
        let end = self.ended.unwrap_or(now);
        self.limit_ms()
            .saturating_sub(end.saturating_sub(self.started))
    }

    /// Whether the time is up at `now`.
    pub(crate) fn time_up(&self, now: u64) -> bool {
        self.left(now) == 0
    }

    /// Records an answer given at `now`. An answer after the time is up does not
    /// count: it returns false and the exam ends.
    pub(crate) fn answer(&mut self, right: bool, now: u64) -> bool {
        if self.ended.is_some() {
            return false;
        }
        if self.time_up(now) {
            self.ended = Some(self.started + self.limit_ms());
            return false;
        }
        self.answered += 1;
        if right {
            self.right += 1;
        }
        if self.answered >= self.rules.questions {
            self.ended = Some(now);
        }
        true
    }

    /// Checks the clock: ends the exam once the time is up. Returns whether it ended now.
    pub(crate) fn tick(&mut self, now: u64) -> bool {
        if self.ended.is_none() && self.time_up(now) {
            self.ended = Some(self.started + self.limit_ms());
            return true;
        }
        false
    }

    /// Whether the exam is over.
    pub fn over(&self) -> bool {
        self.ended.is_some()
    }

    /// Questions not answered in time (the one on screen and those never reached).
    #[cfg(test)]
    pub(crate) fn missed_by_time(&self) -> u32 {
        if self.over() {
            self.rules.questions.saturating_sub(self.answered)
        } else {
            0
        }
    }

    /// "0:42" left.
    pub fn clock(&self, now: u64) -> String {
        let s = self.left(now).div_ceil(1000);
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 10 questions in 2 minutes by default; answers count until the time is
    /// up, and the score is out of all ten.
    #[test]
    fn ten_questions_in_two_minutes_and_not_a_second_more() {
        let rules = ExamRules::default();
        assert_eq!((rules.questions, rules.seconds), (10, 120));
        let mut e = Exam::start(rules, 5_000);
        assert_eq!(e.clock(5_000), "2:00");
        for i in 0..7u64 {
            assert!(e.answer(i % 2 == 0, 5_000 + (i + 1) * 10_000));
        }
        assert_eq!((e.answered, e.right), (7, 4));
        assert_eq!(e.clock(124_500), "0:01");
        assert!(!e.tick(124_999));
        assert!(e.tick(125_000), "the time is up at exactly 120 s");
        assert!(
            !e.answer(true, 125_001),
            "an answer after the bell does not count"
        );
        assert_eq!((e.answered, e.right, e.missed_by_time()), (7, 4, 3));
        assert_eq!(e.left(500_000), 0);
    }

    #[test]
    fn the_last_answer_ends_the_exam_early() {
        let mut e = Exam::start(ExamRules::new(2, 60).unwrap(), 0);
        assert!(e.answer(true, 1_000));
        assert!(e.answer(true, 2_000));
        assert!(e.over());
        assert_eq!((e.missed_by_time(), e.left(90_000)), (0, 58_000));
        assert!(!e.answer(true, 3_000));
    }

    #[test]
    fn settings_out_of_range_are_refused() {
        assert!(ExamRules::new(0, 120).is_err());
        assert!(ExamRules::new(10, 5).is_err());
        assert!(ExamRules::new(201, 120).is_err());
    }
}

#[cfg(test)]
mod refusal_tests {
    use pitpay_language::{english, Language, Sentence, Words};

    use super::ExamError;
    use crate::item::AnswerError;

    /// A learner's typed answer and an exam's length are refused in the trainer's
    /// language; the English is what it was.
    #[test]
    fn a_learners_refusals_are_said_in_the_trainers_language() {
        let hant = Words::shipped(Language::parse("zh-Hant").unwrap());
        let pseudo = Words::shipped(Language::parse("en-XA").unwrap());
        let cases: Vec<(Sentence, &str)> = vec![
            ((&AnswerError::Empty).into(), "type an answer first"),
            (
                (&AnswerError::NotACount {
                    typed: "x".into(),
                    hint: "e.g. soft 17 or hard 14",
                })
                    .into(),
                "\"x\" is not an answer here: e.g. soft 17 or hard 14",
            ),
            (
                (&ExamError::Questions(500)).into(),
                "500 questions: an exam has 1 to 200",
            ),
        ];
        for (said, english_words) in &cases {
            assert_eq!(said.in_words(english()), *english_words);
            assert_eq!(said.to_string(), *english_words);
            let chinese = said.in_words(&hant);
            assert!(
                !chinese.contains("an answer") && !chinese.contains("exam"),
                "{chinese}"
            );
            let accented = said.in_words(&pseudo);
            assert!(
                accented.contains('[') && accented != *english_words,
                "{accented}"
            );
        }
        assert_eq!(
            ExamError::Seconds(5).to_string(),
            "5 seconds: an exam lasts 10 seconds to 2 hours"
        );
    }
}

//! The Practice screen (Ctrl+D): dealers on break drill any game against the
//! engine. Pick a drill (Pay it, Spot the mispay, Count it), a game, a mode (practice,
//! a timed exam, review) and a level; each question is a generated round settled by
//! the engine ([`pitpay_practice`]). Practice explains every answer; the exam explains
//! its misses at the end; review asks the item types in the Leitner boxes. Every answer
//! is kept in the data folder's progress database, and the right-hand pane charts the
//! last runs and lists the weakest item types.
//!
//! The screen owns its state; the app gives it the data folder and runs its tasks.
//! What it draws is in `view`, the chart of the last runs in `chart`.

mod chart;
mod view;

use std::path::Path;
#[cfg(test)]
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use iced::Task;

use crate::gui::focus::Target;
use pitpay_core::Catalog;
use pitpay_core::{Bet, Game};
use pitpay_language::Sentence;
use pitpay_practice::focus_bets;
use pitpay_practice::ExamRules;
use pitpay_practice::Level;
use pitpay_practice::{Drill, ItemType};
use pitpay_practice::{Mode, Remembered, Stats};
use pitpay_practice::{Session, Settings, Turn};

/// The id of the answer field.
pub(crate) const ANSWER_ID: &str = "practice-answer";
/// The id of the chips field (Pay it).
pub(crate) const CHIPS_ID: &str = "practice-chips";
/// The id of the scrolling left pane (questions and the end of a run).
pub(crate) const PANE_ID: &str = "pane-practice-scroll";
/// How many runs the chart shows.
pub(crate) const CHART_RUNS: usize = 20;

/// What the Practice screen can be told.
#[derive(Debug, Clone)]
pub(crate) enum Message {
    /// A drill was chosen.
    DrillPicked(Drill),
    /// A game was chosen.
    GamePicked(Game),
    /// Pay it on one bet (`None`: any wager).
    BetPicked(Option<Bet>),
    /// A mode was chosen.
    ModePicked(Mode),
    /// A level was chosen.
    LevelPicked(Level),
    /// The exam's question count was edited.
    QuestionsChanged(String),
    /// The exam's seconds were edited.
    SecondsChanged(String),
    /// The seed was edited (empty: a new seed each run).
    SeedChanged(String),
    /// Start a run with the settings shown.
    Start,
    /// The run was recorded as started (its number; review: the item types to ask).
    Started(Result<(Option<i64>, Vec<ItemType>), Sentence>),
    /// The answer was edited.
    AnswerChanged(String),
    /// The chips were edited.
    ChipsChanged(String),
    /// Check the answer (Enter); with an explanation on screen, go to the next question.
    Submit,
    /// An answer given by a button (a line of the table, Lucky or Natural).
    Pick(String),
    /// The next question.
    Next,
    /// The exam's clock.
    Tick,
    /// End the run now.
    Stop,
    /// Back to the settings after a run.
    NewRun,
    /// Review the item types missed (a review run).
    ReviewMisses,
    /// An answer was (or was not) kept.
    Recorded(Result<(), Sentence>),
    /// The progress was read.
    StatsLoaded(Result<Stats, Sentence>),
    /// The settings of the last run started were read.
    Recalled(Remembered),
}

/// What the screen asks of the app.
#[derive(Debug)]
pub(crate) enum Action {
    /// Nothing more.
    None,
    /// Run this task.
    Run(Task<Message>),
    /// Run this task and move the focus.
    RunAndFocus(Task<Message>, Target),
}

/// What the screen needs from the app.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Context<'a> {
    /// The data folder (none: nothing is kept).
    pub data: Option<&'a Path>,
    /// The window's words, which a run keeps for its questions and feedback.
    pub words: &'a Arc<pitpay_language::Words>,
}

/// The screen's clock, in milliseconds: the system's, or one a test moves by hand.
#[derive(Debug, Clone)]
pub(crate) enum Clock {
    /// Real time since the screen was made.
    System(Instant),
    /// A test's clock.
    #[cfg(test)]
    Manual(Arc<AtomicU64>),
}

impl Default for Clock {
    fn default() -> Self {
        Clock::System(Instant::now())
    }
}

impl Clock {
    /// A clock a test moves, and its hand.
    #[cfg(test)]
    pub(crate) fn manual() -> (Clock, Arc<AtomicU64>) {
        let hand = Arc::new(AtomicU64::new(0));
        (Clock::Manual(Arc::clone(&hand)), hand)
    }

    /// Milliseconds since the start.
    pub(crate) fn now(&self) -> u64 {
        match self {
            Clock::System(start) => u64::try_from(start.elapsed().as_millis()).unwrap_or(u64::MAX),
            #[cfg(test)]
            Clock::Manual(hand) => hand.load(Ordering::SeqCst),
        }
    }
}

/// Why something did not happen, kept as what happened and said in the window's
/// words when drawn (the palette may switch the language in between).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    /// Said by the practice crate or the run's store, in any language.
    Said(Sentence),
    /// The run's record could not be kept: why.
    NotKept(Sentence),
    /// The exam's questions or seconds are not whole numbers.
    WholeNumbers,
    /// The seed typed is not a whole number.
    Seed(String),
    /// The bet (its title) is not offered at the game (its title).
    NotABet(String, String),
}

impl Note {
    /// The note in these words.
    pub(crate) fn said(&self, w: &pitpay_language::Words) -> String {
        use pitpay_language::t;
        match self {
            Note::Said(s) => s.in_words(w),
            Note::NotKept(why) => t!(w, "practice-not-kept", why = why.in_words(w)),
            Note::WholeNumbers => t!(w, "practice-whole-numbers"),
            Note::Seed(seed) => t!(w, "practice-bad-seed", seed = seed.as_str()),
            Note::NotABet(bet, game) => {
                t!(
                    w,
                    "practice-not-a-bet",
                    bet = bet.as_str(),
                    game = game.as_str()
                )
            }
        }
    }
}

/// The screen's state.
#[derive(Debug, Clone)]
pub(crate) struct Practice {
    /// What the next run will be.
    pub settings: Settings,
    /// The exam's question count, as typed.
    pub questions: String,
    /// The exam's seconds, as typed.
    pub seconds: String,
    /// The seed, as typed (empty: a new one each run).
    pub seed: String,
    /// The run on screen.
    pub session: Option<Session>,
    /// Its number in the progress database.
    pub run: Option<i64>,
    /// The answer being typed.
    pub answer: String,
    /// The chips being typed (Pay it).
    pub chips: String,
    /// The last answer, explained (practice and review): a miss, or a right answer with
    /// a note (chips that are not the dealer's breakdown).
    pub feedback: Option<Turn>,
    /// The last answer was right and the run went straight on (one Enter on
    /// a right answer): its headline, shown above the next question.
    pub cheer: Option<String>,
    /// Why something did not happen (a refused answer, a run that could not start).
    pub note: Option<Note>,
    /// The run was ended before its last question.
    pub stopped: bool,
    /// The progress as last read.
    pub stats: Result<Stats, Sentence>,
    /// The clock.
    pub clock: Clock,
    /// The last run's settings were read back once (later visits keep what is shown).
    recalled: bool,
    catalog: Arc<Catalog>,
}

impl Practice {
    /// The screen with these paytables.
    pub(crate) fn new(catalog: Arc<Catalog>) -> Practice {
        Practice {
            settings: Settings::default(),
            questions: "10".into(),
            seconds: "120".into(),
            seed: String::new(),
            session: None,
            run: None,
            answer: String::new(),
            chips: String::new(),
            feedback: None,
            cheer: None,
            note: None,
            stopped: false,
            stats: Ok(Stats::default()),
            clock: Clock::default(),
            recalled: false,
            catalog,
        }
    }

    /// Whether a run is under way (a question or an explanation on screen).
    pub(crate) fn running(&self) -> bool {
        self.session
            .as_ref()
            .is_some_and(|s| !s.finished() && !self.stopped)
    }

    /// Whether the exam's clock must tick.
    pub(crate) fn ticking(&self) -> bool {
        self.running()
            && self
                .session
                .as_ref()
                .is_some_and(|s| s.exam.is_some_and(|e| !e.over()))
    }

    /// Reads the progress (the chart, the weakest item types, the boxes), and the
    /// settings of the last run started.
    pub(crate) fn load(data: Option<&Path>) -> Task<Message> {
        let recall = data.map(Path::to_path_buf);
        let data = data.map(Path::to_path_buf);
        Task::batch([
            Task::perform(
                async move {
                    pitpay_practice::stats_of(data.as_deref(), CHART_RUNS)
                        .map_err(|e| Sentence::from(&e))
                },
                Message::StatsLoaded,
            ),
            Task::perform(
                async move { pitpay_practice::last_settings(recall.as_deref()) },
                Message::Recalled,
            ),
        ])
    }

    /// Puts back the settings of the last run started, once, each only if this build
    /// still knows it.
    fn recall(&mut self, r: Remembered) {
        if std::mem::replace(&mut self.recalled, true) {
            return;
        }
        let s = &mut self.settings;
        if let Some(d) = r.drill.and_then(|v| v.parse().ok()) {
            s.drill = d;
        }
        if let Some(g) = r.game.and_then(|v| v.parse().ok()) {
            s.game = g;
        }
        if let Some(m) = r.mode.and_then(|v| v.parse().ok()) {
            s.mode = m;
        }
        if let Some(l) = r.level.and_then(|v| v.parse().ok()) {
            s.level = l;
        }
    }

    /// Handles a message.
    pub(crate) fn update(&mut self, message: Message, cx: &Context<'_>) -> Action {
        match message {
            Message::DrillPicked(d) => self.settings.drill = d,
            Message::GamePicked(g) => {
                self.settings.game = g;
                // A bet the new game does not offer is dropped rather than refused later.
                if self
                    .settings
                    .bet
                    .is_some_and(|b| !self.catalog.offers(g, b))
                {
                    self.settings.bet = None;
                }
            }
            Message::BetPicked(b) => self.settings.bet = b,
            Message::ModePicked(m) => self.settings.mode = m,
            Message::LevelPicked(l) => self.settings.level = l,
            Message::QuestionsChanged(v) => self.questions = v,
            Message::SecondsChanged(v) => self.seconds = v,
            Message::SeedChanged(v) => self.seed = v,
            Message::Start => return self.start(cx),
            Message::Started(Ok((run, queue))) => return self.begin(run, queue, cx.words),
            Message::Started(Err(e)) => self.note = Some(Note::Said(e)),
            Message::AnswerChanged(v) => self.answer = v,
            Message::ChipsChanged(v) => self.chips = v,
            Message::Submit if self.feedback.is_some() => return self.next(cx),
            Message::Submit => return self.submit(cx),
            Message::Pick(v) if self.feedback.is_none() => {
                self.answer = v;
                return self.submit(cx);
            }
            Message::Pick(_) => {}
            Message::Next => return self.next(cx),
            Message::Tick => return self.tick(cx),
            Message::Stop => {
                self.stopped = true;
                self.feedback = None;
                return self.finish(cx);
            }
            Message::NewRun => {
                self.session = None;
                self.feedback = None;
                self.cheer = None;
                self.stopped = false;
                self.note = None;
            }
            Message::ReviewMisses => {
                self.settings.mode = Mode::Review;
                return self.start(cx);
            }
            Message::Recorded(Ok(())) => {}
            Message::Recorded(Err(e)) => self.note = Some(Note::NotKept(e)),
            Message::StatsLoaded(r) => self.stats = r,
            Message::Recalled(r) => self.recall(r),
        }
        Action::None
    }

    /// Checks the settings and starts a run: recorded first, and for review the item
    /// types waiting are read.
    fn start(&mut self, cx: &Context<'_>) -> Action {
        let rules = match (self.questions.trim().parse(), self.seconds.trim().parse()) {
            (Ok(q), Ok(s)) => ExamRules::new(q, s).map_err(|e| Note::Said(Sentence::from(&e))),
            _ => Err(Note::WholeNumbers),
        };
        match rules {
            Ok(r) => self.settings.exam = r,
            Err(e) if self.settings.mode == Mode::Exam => {
                self.note = Some(e);
                return Action::None;
            }
            Err(_) => {}
        }
        self.settings.seed = match self.seed.trim() {
            "" => pitpay_practice::fresh_seed(),
            s => match s.parse() {
                Ok(n) => n,
                Err(_) => {
                    self.note = Some(Note::Seed(s.to_string()));
                    return Action::None;
                }
            },
        };
        if let Some(b) = self.settings.bet {
            if !focus_bets(&self.catalog, self.settings.game).contains(&b) {
                self.note = Some(Note::NotABet(
                    crate::gui::titles::bet(&self.catalog, b, cx.words),
                    crate::gui::titles::game(self.settings.game, cx.words),
                ));
                return Action::None;
            }
        }
        self.note = None;
        let settings = self.settings;
        let data = cx.data.map(Path::to_path_buf);
        Action::Run(Task::perform(
            async move {
                pitpay_practice::open_run(data.as_deref(), &settings)
                    .map_err(|e| Sentence::from(&e))
            },
            Message::Started,
        ))
    }

    /// Deals the first question of a run that was recorded as started.
    fn begin(
        &mut self,
        run: Option<i64>,
        queue: Vec<ItemType>,
        words: &Arc<pitpay_language::Words>,
    ) -> Action {
        let now = self.clock.now();
        match Session::start(
            self.settings,
            Arc::clone(&self.catalog),
            queue,
            now,
            Arc::clone(words),
        ) {
            Ok(s) => {
                self.session = Some(s);
                self.run = run;
                self.stopped = false;
                self.feedback = None;
                self.cheer = None;
                self.answer.clear();
                self.chips.clear();
                Action::RunAndFocus(Task::none(), Target::Id(ANSWER_ID.into()))
            }
            Err(e) => {
                self.note = Some(Note::Said(Sentence::from(&e)));
                Action::None
            }
        }
    }

    /// Grades the answer; keeps it; explains it (practice, review) or goes on (exam).
    fn submit(&mut self, cx: &Context<'_>) -> Action {
        let now = self.clock.now();
        let Some(session) = &mut self.session else {
            return Action::None;
        };
        let turn = match session.answer(&self.answer, &self.chips, now) {
            Ok(t) => t.clone(),
            Err(e) => {
                self.note = Some(Note::Said(Sentence::from(&e)));
                return Action::None;
            }
        };
        self.note = None;
        let n = session.turns.len();
        let record = record(cx.data, self.run, n, turn.clone());
        if session.settings.mode == Mode::Exam {
            self.answer.clear();
            self.chips.clear();
            let _ = session.next(now);
            if session.finished() {
                return self.finish_with(cx, record);
            }
            return Action::RunAndFocus(record, Target::Id(ANSWER_ID.into()));
        }
        // A plain right answer goes straight on: one Enter per question.
        if turn.graded.right && !turn.graded.noted {
            self.cheer = Some(turn.graded.headline.clone());
            return match self.next(cx) {
                Action::RunAndFocus(t, f) => Action::RunAndFocus(record.chain(t), f),
                Action::Run(t) => Action::Run(record.chain(t)),
                Action::None => Action::Run(record),
            };
        }
        // The answer field moves under the explanation; the focus follows it.
        self.cheer = None;
        self.feedback = Some(turn);
        self.answer.clear();
        Action::RunAndFocus(record, Target::Id(ANSWER_ID.into()))
    }

    /// The next question, or the end of the run.
    fn next(&mut self, cx: &Context<'_>) -> Action {
        let now = self.clock.now();
        self.feedback = None;
        self.answer.clear();
        self.chips.clear();
        let Some(session) = &mut self.session else {
            return Action::None;
        };
        if let Err(e) = session.next(now) {
            self.note = Some(Note::Said(Sentence::from(&e)));
        }
        if session.finished() {
            return self.finish(cx);
        }
        Action::RunAndFocus(Task::none(), Target::Id(ANSWER_ID.into()))
    }

    /// The exam's clock: a question on screen when the time runs out is kept as missed.
    fn tick(&mut self, cx: &Context<'_>) -> Action {
        let now = self.clock.now();
        let Some(session) = &mut self.session else {
            return Action::None;
        };
        let timed_out = session.tick(now).cloned();
        if !session.finished() {
            return Action::None;
        }
        let n = session.turns.len();
        let record = match timed_out {
            Some(a) => record(cx.data, self.run, n, a),
            None => Task::none(),
        };
        self.finish_with(cx, record)
    }

    fn finish(&mut self, cx: &Context<'_>) -> Action {
        self.finish_with(cx, Task::none())
    }

    /// Ends the run in the database and reads the progress again (after `first`).
    fn finish_with(&mut self, cx: &Context<'_>, first: Task<Message>) -> Action {
        let data = cx.data.map(Path::to_path_buf);
        let run = self.run.take();
        let done = Task::perform(
            async move {
                if let (Some(dir), Some(run)) = (&data, run) {
                    pitpay_practice::close_run(dir, run).map_err(|e| Sentence::from(&e))?;
                }
                pitpay_practice::stats_of(data.as_deref(), CHART_RUNS)
                    .map_err(|e| Sentence::from(&e))
            },
            Message::StatsLoaded,
        );
        // The end of a run is read from its top, whatever answer field was scrolled to.
        let top = iced::widget::operation::snap_to(
            PANE_ID,
            iced::widget::operation::RelativeOffset::START,
        );
        Action::Run(Task::batch([first.chain(done), top]))
    }
}

/// Keeps answer `n` of a run.
fn record(data: Option<&Path>, run: Option<i64>, n: usize, turn: Turn) -> Task<Message> {
    let (Some(dir), Some(run)) = (data.map(Path::to_path_buf), run) else {
        return Task::none();
    };
    Task::perform(
        async move { pitpay_practice::keep_answer(&dir, run, n, &turn).map_err(|e| Sentence::from(&e)) },
        Message::Recorded,
    )
}

impl Practice {
    /// The paytables and side bets practice deals from.
    pub(crate) fn catalog(&self) -> &Catalog {
        &self.catalog
    }
}

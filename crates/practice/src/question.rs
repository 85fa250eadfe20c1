//! One question of a drill, dealt from a seed: "Pay it", "Spot the mispay" or "Count
//! it", graded against the engine's settlement of its round. A review asks for an item
//! type: its rounds are steered toward it and dealt until one holds it.

use std::sync::Arc;

use pitpay_core::Catalog;
use pitpay_core::Floor;
use pitpay_core::Money;
use pitpay_core::Party;
use pitpay_core::Rack;
use pitpay_core::Settlement;
use pitpay_core::Statement;
use pitpay_core::{Bet, Game};

use super::count::CountIt;
use super::deal::{derive, Rng};
use super::difficulty::Difficulty;
use super::generate::{could_not_deal, generate, GenerateError, Generated, Steer};
use super::item::Count;
use super::item::{AnswerError, Graded};
use super::item::{Drill, ItemType};
use super::mispay::{self, table_rows, Mispay, Wrong};
use super::payit::PayIt;
use pitpay_language::sentence;
use pitpay_language::{t, Words};

/// A "Spot the mispay" question: a settled table, one line perhaps paid wrong.
#[derive(Debug, Clone)]
pub struct SpotTheMispay {
    /// The round.
    pub round: Generated,
    /// Its statement (the lines as the engine settled them).
    pub statement: Statement,
    /// The line paid wrong, if any.
    pub wrong: Option<Wrong>,
    /// Its item type (`all-correct` or the error's id).
    pub item: ItemType,
}

impl SpotTheMispay {
    /// What the dealer paid across on each line, in table order.
    pub fn paid(&self) -> Vec<Money> {
        table_rows(&self.statement)
            .iter()
            .enumerate()
            .map(|(i, (_, r))| match &self.wrong {
                Some(w) if w.line == i => w.paid,
                _ => r.paid,
            })
            .collect()
    }

    /// Grades a typed line number (0 or "all correct": every line is right).
    pub(crate) fn grade(&self, typed: &str, words: &Words) -> Result<Graded, AnswerError> {
        let t = typed.trim().to_lowercase();
        let n = table_rows(&self.statement).len();
        let picked =
            if t.starts_with("all") || t == "0" || t == "none" {
                None
            } else {
                let k: usize = t.trim_start_matches("line").trim().parse().map_err(|_| {
                    AnswerError::NotALine {
                        typed: typed.trim().to_string(),
                        lines: n,
                    }
                })?;
                if k == 0 || k > n {
                    return Err(AnswerError::NoSuchLine { line: k, lines: n });
                }
                Some(k - 1)
            };
        let truth = self.wrong.as_ref().map(|w| w.line);
        let right = picked == truth;
        let cur = self.statement.currency;
        let rows = table_rows(&self.statement);
        let headline = match (&self.wrong, right) {
            (None, true) => t!(words, "practice-mispay-none-right"),
            (None, false) => t!(words, "practice-mispay-none"),
            (Some(w), _) => {
                let row = rows.get(w.line).map(|(_, r)| *r);
                let right_paid = row.map(|r| cur.format(r.paid)).unwrap_or_default();
                let (line, how, paid) =
                    ((w.line + 1).to_string(), w.how.as_str(), cur.format(w.paid));
                if right {
                    t!(
                        words,
                        "practice-mispay-found",
                        line = line,
                        how = how,
                        paid = paid,
                        pays = right_paid
                    )
                } else {
                    t!(
                        words,
                        "practice-mispay-was",
                        line = line,
                        how = how,
                        paid = paid,
                        pays = right_paid
                    )
                }
            }
        };
        let mut explanation = Vec::new();
        if let Some(row) = self
            .wrong
            .as_ref()
            .and_then(|w| rows.get(w.line))
            .map(|(_, r)| *r)
        {
            explanation.push(row.explanation());
            explanation.extend(row.working.iter().cloned());
        }
        if let (Some(k), false) = (picked, right) {
            if let Some((_, r)) = rows.get(k) {
                explanation.push(t!(
                    words,
                    "practice-mispay-line-right",
                    line = (k + 1).to_string(),
                    why = r.explanation()
                ));
            }
        }
        Ok(Graded {
            right,
            headline,
            explanation,
            noted: false,
        })
    }
}

/// A question of any drill.
#[derive(Debug, Clone)]
pub enum Question {
    /// "Pay it".
    PayIt(Box<PayIt>),
    /// "Spot the mispay".
    SpotTheMispay(Box<SpotTheMispay>),
    /// "Count it".
    CountIt(Box<CountIt>),
}

impl Question {
    /// Its item type.
    pub fn item(&self) -> &ItemType {
        match self {
            Question::PayIt(q) => &q.item,
            Question::SpotTheMispay(q) => &q.item,
            Question::CountIt(q) => &q.item,
        }
    }

    /// Grades an answer (and, for "Pay it", the chips typed).
    pub(crate) fn grade(
        &self,
        answer: &str,
        chips: &str,
        words: &Words,
    ) -> Result<Graded, AnswerError> {
        match self {
            Question::PayIt(q) => q.grade(answer, chips, words),
            Question::SpotTheMispay(q) => q.grade(answer, words),
            Question::CountIt(q) => q.grade(answer, words),
        }
    }

    /// The right answer and its explanation, for a question left unanswered.
    pub(crate) fn solution(&self, words: &Words) -> Graded {
        let (headline, explanation) = match self {
            Question::PayIt(q) => (
                q.row().map_or_else(String::new, |r| {
                    t!(
                        words,
                        "practice-pay-it-solution",
                        paid = q.statement.currency.format(r.paid),
                        net = q.statement.currency.format(r.net)
                    )
                }),
                q.explanation(),
            ),
            Question::SpotTheMispay(q) => {
                let g = q.grade(if q.wrong.is_some() { "all" } else { "1" }, words);
                let g = g.unwrap_or_else(|e| Graded {
                    right: false,
                    headline: e.to_string(),
                    explanation: Vec::new(),
                    noted: false,
                });
                (g.headline, g.explanation)
            }
            Question::CountIt(q) => (
                t!(
                    words,
                    "practice-count-solution",
                    answer = q.answer.words(words)
                ),
                q.explanation.clone(),
            ),
        };
        Graded {
            right: false,
            headline,
            explanation,
            noted: false,
        }
    }
}

/// What a settlement looks like to every reader, with the floor notes of the drill's
/// catalog (chips from the table's rack), and that rack. A dealt round has no date: its
/// flags use this year's thresholds on the computer's calendar.
pub(crate) fn statement_of(
    s: &Settlement,
    catalog: &Catalog,
    words: &pitpay_language::Words,
) -> (Statement, Option<Arc<Rack>>) {
    let year = i32::from(jiff::Zoned::now().year());
    match catalog
        .floor()
        .for_round(s.header.rack.as_deref(), s.currency, s.header.date, year)
    {
        Ok(table) => (
            Statement::with_floor(s, &Floor::of(&table, false), words),
            table.rack.clone(),
        ),
        Err(_) => (Statement::of(s, words), None),
    }
}

/// What to deal a question from.
#[derive(Debug, Clone, Copy)]
pub struct Dealing<'a> {
    /// The drill.
    pub drill: Drill,
    /// The game.
    pub game: Game,
    /// Pay it on this bet only (`None`: any wager).
    pub bet: Option<Bet>,
    /// The level.
    pub difficulty: &'a Difficulty,
    /// The paytables.
    pub catalog: &'a Catalog,
    /// The language the question is asked in.
    pub words: &'a Words,
}

/// Rounds dealt per question at most, when a review asks for an item type that
/// natural rounds rarely hold.
const TRIES: u64 = 48;

/// Deals question `seed`, of the item type `want` when given (else any).
pub fn ask(d: &Dealing<'_>, seed: u64, want: Option<&ItemType>) -> Result<Question, GenerateError> {
    let want = want.filter(|w| w.drill == d.drill && w.game == d.game);
    match d.drill {
        Drill::PayIt => pay_it(d, seed, want),
        Drill::SpotTheMispay => spot(d, seed, want),
        Drill::CountIt => count(d, seed, want),
    }
}

/// The bets a Pay it drill can keep to in a game: the main wager and each side bet a
/// seat plays (insurance comes with a dealer Ace, so it is asked among the rest).
pub fn focus_bets(catalog: &Catalog, game: Game) -> Vec<Bet> {
    catalog
        .bets(game, Party::Player)
        .into_iter()
        .filter(|b| *b != Bet::Insurance)
        .collect()
}

/// How a round on one bet is dealt: the bet on the focus seat, and at the level's rate
/// a rare result of it dealt on purpose (a Lucky Break bust, a side bet's tier).
fn bet_steer(bet: Bet, d: &Dealing<'_>, rng: &mut Rng) -> Steer {
    if bet == Bet::Main {
        return Steer::Natural;
    }
    if !rng.chance(d.difficulty.rare_percent) {
        return Steer::Wager(bet);
    }
    match bet {
        Bet::LuckyBreak => Steer::LuckyBreak {
            suited: *rng.pick(&[0, 3, 4, 5]).unwrap_or(&0),
        },
        // A tier of a paytable: a side bet's, or the Tie's and insurance's one line.
        Bet::Side(_) | Bet::Tie | Bet::Insurance | Bet::Main => Steer::Tier { bet, tier: None },
    }
}

fn pay_it(d: &Dealing<'_>, seed: u64, want: Option<&ItemType>) -> Result<Question, GenerateError> {
    let mut rng = Rng::new(derive(seed, 1));
    let key = match (want, d.bet) {
        (Some(w), _) => Some(w.key.clone()),
        (None, Some(b)) => Some(format!("{}/", b.id())),
        (None, None) => None,
    };
    for attempt in 0..TRIES {
        let steer = match (want, d.bet) {
            (Some(w), _) => w.steer(),
            (None, Some(b)) => bet_steer(b, d, &mut rng),
            (None, None) => Steer::Natural,
        };
        let g = match generate(
            d.game,
            derive(seed, attempt),
            d.difficulty,
            steer,
            d.catalog,
        ) {
            Ok(g) => g,
            // A steered deal this shoe cannot give: deal the next.
            Err(GenerateError::Steer(_)) if d.bet.is_some() => continue,
            Err(e) => return Err(e),
        };
        let (st, rack) = statement_of(&g.settlement, d.catalog, d.words);
        if let Some(mut q) = PayIt::build(g, st, rack, &mut rng, key.as_deref()) {
            q.stacks = d.difficulty.stakes_as_chips();
            return Ok(Question::PayIt(Box::new(q)));
        }
    }
    // The item type would not come: ask any question rather than none.
    let g = generate(d.game, seed, d.difficulty, Steer::Natural, d.catalog)?;
    let (st, rack) = statement_of(&g.settlement, d.catalog, d.words);
    PayIt::build(g, st, rack, &mut rng, None)
        .map(|mut q| {
            q.stacks = d.difficulty.stakes_as_chips();
            Question::PayIt(Box::new(q))
        })
        .ok_or_else(|| could_not_deal("wager"))
}

fn spot(d: &Dealing<'_>, seed: u64, want: Option<&ItemType>) -> Result<Question, GenerateError> {
    let mut rng = Rng::new(derive(seed, 2));
    let kinds = Mispay::of(d.game);
    let kind: Option<Mispay> = match want {
        Some(w) if w.key == "all-correct" => None,
        Some(w) => w.key.parse().ok(),
        None if rng.chance(20) => None,
        None => rng.pick(&kinds).copied(),
    };
    // A table to check has several seats.
    let mut level = d.difficulty.clone();
    level.seats = (level.seats.0.max(2), level.seats.1.max(3));
    for attempt in 0..TRIES {
        let steer = match kind {
            Some(k) if attempt % 3 != 2 => k.steer(d.game, &mut rng),
            _ => Steer::Natural,
        };
        let g = generate(d.game, derive(seed, attempt), &level, steer, d.catalog)?;
        let (statement, _) = statement_of(&g.settlement, d.catalog, d.words);
        let wrong = match kind {
            Some(k) => match mispay::apply(k, (&g, &statement), &mut rng, d.words) {
                Some(w) => Some(w),
                None => continue,
            },
            None => None,
        };
        let key = wrong.as_ref().map_or("all-correct", |w| w.kind.id());
        let item = ItemType::new(Drill::SpotTheMispay, d.game, key);
        return Ok(Question::SpotTheMispay(Box::new(SpotTheMispay {
            round: g,
            statement,
            wrong,
            item,
        })));
    }
    Err(GenerateError::Steer(sentence!(
        "practice-item-steer-mispay",
        error = kind.map_or("", Mispay::id)
    )))
}

fn count(d: &Dealing<'_>, seed: u64, want: Option<&ItemType>) -> Result<Question, GenerateError> {
    let mut rng = Rng::new(derive(seed, 3));
    let kinds = Count::of(d.game);
    let kind = want
        .and_then(|w| w.key.parse::<Count>().ok())
        .filter(|k| kinds.contains(k))
        .or_else(|| rng.pick(&kinds).copied())
        .ok_or_else(|| could_not_deal("count"))?;
    for attempt in 0..TRIES {
        let steer = CountIt::steer(kind, &mut rng);
        let g = generate(
            d.game,
            derive(seed, attempt),
            d.difficulty,
            steer,
            d.catalog,
        )?;
        let (st, _) = statement_of(&g.settlement, d.catalog, d.words);
        if let Some(q) = CountIt::build(kind, g, &st, &mut rng, d.words) {
            return Ok(Question::CountIt(Box::new(q)));
        }
    }
    Err(GenerateError::Steer(sentence!(
        "practice-item-steer-count",
        count = kind.id()
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_drill_asks_in_every_game() {
        let catalog = Catalog::with_operator_dir(None);
        let level = Difficulty::default();
        for drill in Drill::ALL {
            for game in Game::ALL {
                let d = Dealing {
                    drill,
                    game,
                    bet: None,
                    difficulty: &level,
                    catalog: &catalog,
                    words: pitpay_language::english(),
                };
                for seed in 0..40 {
                    let q = ask(&d, seed, None)
                        .unwrap_or_else(|e| panic!("{drill} {game} {seed}: {e}"));
                    let s = q.solution(pitpay_language::english());
                    assert!(
                        !s.headline.is_empty() && !s.explanation.is_empty(),
                        "{drill} {game} {seed}"
                    );
                }
            }
        }
    }

    fn words(tag: &str) -> Words {
        Words::shipped(pitpay_language::Language::parse(tag).unwrap())
    }

    /// Every drill's question and feedback in zh-Hant use the Glossary's words
    /// (shared/GLOSSARY-zh.md: payout 派彩, dealer 莊家/荷官, seat 座位): "Pay it" asks
    /// and answers with 派/應派 and the amount, a wrong amount is told "不是" the typed one;
    /// in en-XA none of the English feedback's words are left.
    #[test]
    fn the_feedback_is_in_the_session_s_language() {
        let catalog = Catalog::with_operator_dir(None);
        let level = Difficulty::default();
        let (hant, pseudo) = (words("zh-Hant"), words("en-XA"));
        for drill in Drill::ALL {
            for game in Game::ALL {
                for w in [&hant, &pseudo] {
                    let d = Dealing {
                        drill,
                        game,
                        bet: None,
                        difficulty: &level,
                        catalog: &catalog,
                        words: w,
                    };
                    for seed in 0..8 {
                        let q = ask(&d, seed, None).unwrap();
                        let said = q.solution(w).headline;
                        let wrong = q.grade("0.01", "", w).map(|g| g.headline);
                        let all = format!("{said} {}", wrong.clone().unwrap_or_default());
                        let what = format!("{} {drill} {game} {seed}: {all}", w.language().tag());
                        if w.language().tag() == "zh-Hant" {
                            let glossary = ["派", "莊家", "荷官", "答案", "正確", "行"];
                            assert!(glossary.iter().any(|g| all.contains(g)), "{what}");
                            if let (Question::PayIt(p), Ok(wrong)) = (&q, &wrong) {
                                assert!(wrong.contains("不是"), "{what}");
                                assert!(
                                    p.prompt(w).contains("座位") || p.prompt(w).contains("終端機"),
                                    "{what}"
                                );
                            }
                        } else {
                            for english in ["Pay ", "across", "Right", "It is", "Line ", "mispaid"]
                            {
                                assert!(!all.contains(english), "{what}");
                            }
                        }
                    }
                }
            }
        }
    }
}

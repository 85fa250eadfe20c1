//! "Count it": speed drills on what a hand is worth, each asked of a generated round
//! and explained by the statement's study view:
//!
//! - a Lucky 9 hand's value (R2.1), and whether a two-card 9 is a Lucky 9 or a Natural
//!   9 (R2.3);
//! - a blackjack hand's soft or hard total (R3.1);
//! - the dealer's Lucky Break bust total, Aces as 1, and suited count (R6.2, R6.3);
//! - which community cards a Stadium terminal's own dealer takes (R7.3).

use pitpay_language::{t, Words};
use std::fmt;

use pitpay_core::baccarat_total;
use pitpay_core::game::lucky9::{classify, Nine};
use pitpay_core::game::suited_count;
use pitpay_core::game::{hard_total, is_two_card_21, total};
use pitpay_core::Statement;
use pitpay_core::{cards_pretty, Card};
use pitpay_core::{Bet, Game};

use super::deal::Rng;
use super::generate::{Generated, Steer};
use super::item::{AnswerError, Count, Drill, Graded, ItemType};

impl Count {
    /// The game it is counted in.
    pub(crate) fn game(self) -> Game {
        match self {
            Count::HandValue | Count::LuckyOrNatural => Game::Lucky9,
            Count::SoftTotal | Count::HardTotal | Count::BustAndSuited => Game::Blackjack,
            Count::DealerCommunity => Game::Stadium,
        }
    }

    /// The counts of a game.
    pub(crate) fn of(game: Game) -> Vec<Count> {
        Count::ALL
            .into_iter()
            .filter(|c| c.game() == game)
            .collect()
    }

    fn steer(self, rng: &mut Rng) -> Steer {
        match self {
            Count::LuckyOrNatural if rng.chance(50) => Steer::LuckyNine,
            Count::LuckyOrNatural => Steer::NaturalNine,
            Count::SoftTotal => Steer::Soft,
            Count::BustAndSuited => Steer::LuckyBreak {
                suited: *rng.pick(&[0, 3, 4, 5]).unwrap_or(&0),
            },
            _ => Steer::Natural,
        }
    }
}

/// Cards shown with a label.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    /// "Hand", "Dealer", "Community".
    pub label: String,
    /// The cards.
    pub cards: Vec<Card>,
}

/// The right answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// A Lucky 9 value.
    Value(u8),
    /// Lucky or Natural.
    Nine(Nine),
    /// A blackjack total.
    Total {
        /// The total.
        value: u8,
        /// Soft.
        soft: bool,
        /// A blackjack (two-card 21 on an unsplit hand).
        blackjack: bool,
    },
    /// A Lucky Break bust: the total with Aces as 1, and the suited count (0 unsuited).
    Bust {
        /// 22-26.
        total: u8,
        /// 0, 3, 4, 5 …
        suited: usize,
    },
    /// Community card numbers (1-based), in order.
    Community(Vec<usize>),
}

impl Answer {
    /// The answer as the feedback says it, in `words`' language (the `Display` form is
    /// what an answer is typed as, and stays English).
    pub(crate) fn words(&self, words: &Words) -> String {
        match self {
            Answer::Total {
                blackjack: true, ..
            } => t!(words, "practice-answer-blackjack"),
            Answer::Total { value, .. } if *value > 21 => {
                t!(words, "practice-answer-bust", total = value.to_string())
            }
            Answer::Total {
                value, soft: true, ..
            } => t!(words, "practice-answer-soft", total = value.to_string()),
            Answer::Total { value, .. } => {
                t!(words, "practice-answer-hard", total = value.to_string())
            }
            Answer::Bust { total, suited: 0 } => {
                t!(words, "practice-answer-unsuited", total = total.to_string())
            }
            Answer::Bust { total, suited } => t!(
                words,
                "practice-answer-suited",
                total = total.to_string(),
                suited = *suited
            ),
            Answer::Community(v) if v.is_empty() => t!(words, "practice-answer-no-cards"),
            other => other.to_string(),
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Value(v) => write!(f, "{v}"),
            Answer::Nine(n) => write!(f, "{n}"),
            Answer::Total {
                blackjack: true, ..
            } => f.write_str("blackjack"),
            Answer::Total { value, .. } if *value > 21 => write!(f, "bust ({value})"),
            Answer::Total {
                value, soft: true, ..
            } => write!(f, "soft {value}"),
            Answer::Total { value, .. } => write!(f, "hard {value}"),
            Answer::Bust { total, suited: 0 } => write!(f, "{total}, unsuited"),
            Answer::Bust { total, suited } => write!(f, "{total}, {suited} suited"),
            Answer::Community(v) if v.is_empty() => f.write_str("none"),
            Answer::Community(v) => {
                let list: Vec<String> = v.iter().map(|i| format!("C{i}")).collect();
                f.write_str(&list.join(" "))
            }
        }
    }
}

/// A "Count it" question.
#[derive(Debug, Clone)]
pub struct CountIt {
    /// What is counted.
    pub kind: Count,
    /// The round it is asked of.
    pub round: Generated,
    /// The question.
    pub prompt: String,
    /// The cards to look at.
    pub shown: Vec<Shown>,
    /// More to read (a terminal's decisions).
    pub notes: Vec<String>,
    /// The right answer.
    pub answer: Answer,
    /// Why, in the study view's words.
    pub explanation: Vec<String>,
    /// Its item type.
    pub item: ItemType,
}

impl CountIt {
    /// The steering a count is dealt with.
    pub(crate) fn steer(kind: Count, rng: &mut Rng) -> Steer {
        kind.steer(rng)
    }

    /// A question of this kind on the round, if the round has one.
    pub(crate) fn build(
        kind: Count,
        round: Generated,
        st: &Statement,
        rng: &mut Rng,
        words: &Words,
    ) -> Option<CountIt> {
        let item = ItemType::new(Drill::CountIt, kind.game(), kind.id());
        let q = match kind {
            Count::HandValue => hand_value(&round, st, rng, words),
            Count::LuckyOrNatural => lucky_or_natural(&round, st, words),
            Count::SoftTotal | Count::HardTotal => blackjack_total(kind, (&round, st), rng, words),
            Count::BustAndSuited => bust(&round, st, words),
            Count::DealerCommunity => community(&round, st, rng, words),
        }?;
        Some(CountIt {
            kind,
            round,
            prompt: q.prompt,
            shown: q.shown,
            notes: q.notes,
            answer: q.answer,
            explanation: q.explanation,
            item,
        })
    }

    /// Grades a typed answer; text that cannot be read as this kind of answer is
    /// refused, not counted wrong.
    pub(crate) fn grade(&self, typed: &str, words: &Words) -> Result<Graded, AnswerError> {
        let right = matches(&self.answer, typed)?;
        let answer = self.answer.words(words);
        let headline = if right {
            t!(words, "practice-count-right", answer = answer)
        } else {
            t!(
                words,
                "practice-count-wrong",
                answer = answer,
                typed = typed.trim()
            )
        };
        Ok(Graded {
            right,
            headline,
            explanation: self.explanation.clone(),
            noted: false,
        })
    }
}

/// A question's parts before it is a [`CountIt`].
struct Parts {
    prompt: String,
    shown: Vec<Shown>,
    notes: Vec<String>,
    answer: Answer,
    explanation: Vec<String>,
}

fn shown(label: impl Into<String>, cards: &[Card]) -> Vec<Shown> {
    vec![Shown {
        label: label.into(),
        cards: cards.to_vec(),
    }]
}

/// The study line of a seat's hand ("Hand 2: …").
fn study_line(st: &Statement, seat: usize, hand: usize) -> Vec<String> {
    let prefix = format!("Hand {}:", hand + 1);
    st.seats
        .get(seat)
        .map(|s| {
            s.study
                .iter()
                .filter(|l| l.starts_with(&prefix))
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

/// A hand of the round: at (seat, hand), or the dealer's (`None`), and its cards.
type PlacedHand = (Option<(usize, usize)>, Vec<Card>);

fn hand_value(round: &Generated, st: &Statement, rng: &mut Rng, words: &Words) -> Option<Parts> {
    let s = &round.settlement;
    let mut hands: Vec<PlacedHand> = vec![(None, s.dealer_hand.clone())];
    for (si, seat) in s.seats.iter().enumerate() {
        for (hi, h) in seat.hands.iter().enumerate() {
            hands.push((Some((si, hi)), h.to_vec()));
        }
    }
    let (at, cards) = rng.pick(&hands)?.clone();
    let explanation = match at {
        Some((si, hi)) => study_line(st, si, hi),
        None => st.dealer_study.clone(),
    };
    Some(Parts {
        prompt: t!(words, "practice-count-hand-value"),
        shown: shown(
            if at.is_some() {
                t!(words, "practice-count-hand")
            } else {
                t!(words, "practice-count-dealer")
            },
            &cards,
        ),
        notes: Vec::new(),
        answer: Answer::Value(baccarat_total(&cards)),
        explanation,
    })
}

fn lucky_or_natural(round: &Generated, st: &Statement, words: &Words) -> Option<Parts> {
    let s = &round.settlement;
    let (si, seat) = s.seats.iter().enumerate().find(|(_, seat)| {
        seat.hands.len() == 1
            && seat.hands.first().is_some_and(|h| {
                matches!(classify(h, false).nine, Some(Nine::Lucky | Nine::Natural))
            })
    })?;
    let cards = seat.hands.first()?.to_vec();
    let nine = classify(&cards, false).nine?;
    Some(Parts {
        prompt: t!(words, "practice-count-lucky-or-natural"),
        shown: shown(t!(words, "practice-count-hand"), &cards),
        notes: Vec::new(),
        answer: Answer::Nine(nine),
        explanation: study_line(st, si, 0),
    })
}

fn blackjack_total(
    kind: Count,
    (round, st): (&Generated, &Statement),
    rng: &mut Rng,
    words: &Words,
) -> Option<Parts> {
    let s = &round.settlement;
    let mut pool = Vec::new();
    for (si, seat) in s.seats.iter().enumerate() {
        let unsplit = seat.hands.len() == 1;
        for (hi, h) in seat.hands.iter().enumerate() {
            let t = total(h);
            let blackjack = unsplit && is_two_card_21(h);
            let soft = t.soft && !t.is_bust();
            if soft == (kind == Count::SoftTotal) {
                let answer = Answer::Total {
                    value: t.value,
                    soft,
                    blackjack,
                };
                pool.push((si, hi, h.to_vec(), answer));
            }
        }
    }
    let (si, hi, cards, answer) = rng.pick(&pool)?.clone();
    Some(Parts {
        prompt: t!(words, "practice-count-blackjack-total"),
        shown: shown(t!(words, "practice-count-hand"), &cards),
        notes: if s.seats.get(si).is_some_and(|x| x.hands.len() > 1) {
            vec![t!(words, "practice-count-was-split")]
        } else {
            Vec::new()
        },
        answer,
        explanation: study_line(st, si, hi),
    })
}

fn bust(round: &Generated, st: &Statement, words: &Words) -> Option<Parts> {
    let s = &round.settlement;
    let dealer = &s.dealer_hand;
    let t = hard_total(dealer);
    if !(22..=26).contains(&t) {
        return None;
    }
    let suited = suited_count(dealer, s.house.suited_count);
    let explanation: Vec<String> = st
        .seats
        .iter()
        .flat_map(|x| x.study.iter())
        .filter(|l| l.starts_with("Lucky Break:"))
        .take(1)
        .cloned()
        .chain(st.dealer_study.iter().cloned())
        .collect();
    Some(Parts {
        prompt: t!(words, "practice-count-bust"),
        shown: shown(t!(words, "practice-count-dealer"), dealer),
        notes: vec![match s.house.suited_count {
            pitpay_core::SuitedCount::AllOneSuit => t!(
                words,
                "practice-count-suited-all-one-suit",
                option = s.house.suited_count.to_string()
            ),
            pitpay_core::SuitedCount::LargestSuitGroup => t!(
                words,
                "practice-count-suited-largest-group",
                option = s.house.suited_count.to_string()
            ),
        }],
        answer: Answer::Bust { total: t, suited },
        explanation,
    })
}

fn community(round: &Generated, st: &Statement, rng: &mut Rng, words: &Words) -> Option<Parts> {
    let s = &round.settlement;
    let candidates: Vec<usize> = s
        .seats
        .iter()
        .enumerate()
        .filter(|(_, x)| !x.hands.is_empty() && x.wagers.iter().any(|l| l.bet == Bet::Main))
        .map(|(i, _)| i)
        .collect();
    let si = *rng.pick(&candidates)?;
    let seat = s.seats.get(si)?;
    let used = seat
        .hands
        .iter()
        .map(|h| h.len())
        .sum::<usize>()
        .checked_sub(2)?;
    let dealer = seat.dealer_hand.as_ref()?;
    let taken: Vec<usize> = (1..dealer.len()).map(|k| used + k).collect();
    let decisions = round
        .round
        .seats
        .get(si)
        .and_then(|x| x.decisions.clone())
        .unwrap_or_default();
    let mut shown = shown(t!(words, "worksheet-player-cards"), &s.shared_player);
    shown.extend(self::shown(
        t!(words, "worksheet-dealer-cards"),
        &s.dealer_hand,
    ));
    shown.extend(self::shown(t!(words, "worksheet-community"), &s.community));
    let mut explanation = st
        .seats
        .get(si)
        .map(|x| x.replay.clone())
        .unwrap_or_default();
    explanation.extend(
        st.seats
            .get(si)
            .map(|x| x.study.clone())
            .unwrap_or_default(),
    );
    Some(Parts {
        prompt: t!(
            words,
            "practice-count-community",
            terminal = seat.seat.to_string()
        ),
        shown,
        notes: vec![
            if decisions.is_empty() {
                t!(words, "practice-count-no-decisions")
            } else {
                t!(
                    words,
                    "practice-count-decisions",
                    decisions = decisions.join(" ")
                )
            },
            t!(
                words,
                "practice-count-hands",
                hands = seat
                    .hands
                    .iter()
                    .map(|h| cards_pretty(h))
                    .collect::<Vec<_>>()
                    .join(" · ")
            ),
        ],
        answer: Answer::Community(taken),
        explanation,
    })
}

/// Whether a typed answer says the same as the right one.
fn matches(answer: &Answer, typed: &str) -> Result<bool, AnswerError> {
    let t = typed.trim().to_lowercase();
    if t.is_empty() {
        return Err(AnswerError::Empty);
    }
    let numbers: Vec<u32> = t
        .split(|c: char| !c.is_ascii_digit())
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.parse().ok())
        .collect();
    let unreadable = |hint| AnswerError::NotACount {
        typed: typed.trim().to_string(),
        hint,
    };
    Ok(match answer {
        Answer::Value(v) => match numbers.as_slice() {
            [n] if *n <= 9 => *n == u32::from(*v),
            _ => return Err(unreadable("type a value 0-9")),
        },
        Answer::Nine(n) => {
            let said = if t.starts_with('l') {
                Nine::Lucky
            } else if t.starts_with('n') {
                Nine::Natural
            } else {
                return Err(unreadable("type lucky or natural"));
            };
            said == *n
        }
        Answer::Total {
            value,
            soft,
            blackjack,
        } => {
            let said_bj = t.contains("blackjack") || t == "bj";
            let said_bust = t.contains("bust");
            if said_bj || said_bust {
                return Ok((said_bj && *blackjack) || (said_bust && *value > 21));
            }
            let [n] = numbers.as_slice() else {
                return Err(unreadable("e.g. soft 17 or hard 14"));
            };
            let said_soft = t.contains("soft") || t.starts_with('s');
            *n == u32::from(*value) && *value <= 21 && said_soft == *soft && !*blackjack
                || (*blackjack && *n == 21 && said_soft)
        }
        Answer::Bust { total, suited } => {
            let unsuited = t.contains("unsuited") || t.contains('u');
            match numbers.as_slice() {
                [tt] if unsuited => *tt == u32::from(*total) && *suited == 0,
                [tt, s] => *tt == u32::from(*total) && *s as usize == *suited,
                _ => return Err(unreadable("e.g. 24 4, or 23 unsuited")),
            }
        }
        Answer::Community(v) => {
            if t.contains("none") || numbers == [0] {
                v.is_empty()
            } else if numbers.is_empty() {
                return Err(unreadable("e.g. C4 C5"));
            } else {
                let said = expand(&t, &numbers);
                said == *v
            }
        }
    })
}

/// Community numbers as typed: `C4 C5`, `4 5`, `C4-C6` (a range).
fn expand(text: &str, numbers: &[u32]) -> Vec<usize> {
    if let ([a, b], true) = (numbers, text.contains('-') || text.contains(" to ")) {
        return (*a as usize..=*b as usize).collect();
    }
    numbers.iter().map(|n| *n as usize).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_answers_are_read_leniently_but_exactly() {
        let soft17 = Answer::Total {
            value: 17,
            soft: true,
            blackjack: false,
        };
        assert_eq!(matches(&soft17, "soft 17"), Ok(true));
        assert_eq!(matches(&soft17, "S17"), Ok(true));
        assert_eq!(
            matches(&soft17, "17"),
            Ok(false),
            "a soft total must say soft"
        );
        let hard14 = Answer::Total {
            value: 14,
            soft: false,
            blackjack: false,
        };
        assert_eq!(matches(&hard14, "14"), Ok(true));
        assert_eq!(matches(&hard14, "hard 14"), Ok(true));
        assert_eq!(matches(&hard14, "soft 14"), Ok(false));
        let bust = Answer::Total {
            value: 24,
            soft: false,
            blackjack: false,
        };
        assert_eq!(matches(&bust, "bust"), Ok(true));
        let bj = Answer::Total {
            value: 21,
            soft: true,
            blackjack: true,
        };
        assert_eq!(matches(&bj, "blackjack"), Ok(true));
        let lb = Answer::Bust {
            total: 24,
            suited: 4,
        };
        assert_eq!(matches(&lb, "24 4"), Ok(true));
        assert_eq!(matches(&lb, "24 unsuited"), Ok(false));
        assert_eq!(
            matches(
                &Answer::Bust {
                    total: 23,
                    suited: 0
                },
                "23 unsuited"
            ),
            Ok(true)
        );
        let c = Answer::Community(vec![4, 5, 6]);
        assert_eq!(matches(&c, "C4 C5 C6"), Ok(true));
        assert_eq!(matches(&c, "c4-c6"), Ok(true));
        assert_eq!(matches(&c, "C4 C5"), Ok(false));
        assert_eq!(matches(&Answer::Community(vec![]), "none"), Ok(true));
        assert!(matches(&Answer::Value(7), "seven").is_err());
        assert_eq!(matches(&Answer::Nine(Nine::Lucky), "Lucky 9"), Ok(true));
    }
}

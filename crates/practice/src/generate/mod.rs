//! The round generator: legal rounds for every game, seeded and reproducible
//!.
//!
//! A round is dealt the way a table deals it: cards drawn without replacement from a
//! shoe of the round's deck count (R1.2), players acting sensibly by a simple basic
//! strategy (`strategy`), the dealer drawing exactly as the rules require (Lucky 9
//! R2.2; blackjack R3.3; each Stadium terminal's own dealer R7.3), Stadium decisions
//! made one at a time against the community cards (R7.2, R7.5, R7.7), stakes within
//! each paytable's limits (R1.3) and made of the difficulty's chips.
//!
//! The generator writes what it dealt as a round file ([`RawRound`] and its
//! `to_toml`), then reads it back with [`Round::parse`] and settles it with
//! [`settle`]: a generated round passes exactly the checks a typed one does, and its
//! answers come from the engine that settles real rounds.
//!
//! Rare tiers are dealt on purpose ([`Steer`]): the cards a tier needs are found in the
//! shoe first (`steer`), then the rest of the round is dealt around them.

mod blackjack;
mod forced;
mod lucky9;
mod plan;
mod stadium;
pub(crate) mod steer;
pub(crate) mod strategy;

use std::collections::BTreeMap;

use pitpay_core::Catalog;
use pitpay_core::Money;
use pitpay_core::Rank;
use pitpay_core::{settle, Settlement};
use pitpay_core::{unplaced, RawRound, RawSeat, RawWagers};
use pitpay_core::{Bet, Game, HouseKey};
use pitpay_core::{Party, Round};
use pitpay_core::{WrittenAmount, WrittenNumber};

use super::deal::{derive, Pack, Rng};
use super::difficulty::Difficulty;

pub(crate) use forced::Forced;
pub(crate) use plan::{Plan, SeatPlan};
pub(crate) use steer::Steer;

/// A generated round: its file, the checked round and its settlement.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The seed it was dealt from.
    pub seed: u64,
    /// The round file's text (TOML), as `pitpay settle` reads it.
    pub text: String,
    /// The round as read back.
    pub round: Round,
    /// The engine's settlement.
    pub settlement: Settlement,
    /// The wager the steering aimed at, if any: seat and bet.
    pub focus: Option<Focus>,
    /// What was steered.
    pub steer: Steer,
}

/// The wager a steered round was dealt for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focus {
    /// Seat (or terminal) number.
    pub seat: u32,
    /// The bet the steering is about.
    pub bet: pitpay_core::Bet,
    /// Whose wager.
    pub party: Party,
}

/// Why no round came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The steering asked for cards this shoe or these bets cannot give: what it could
    /// not deal, in words.
    Steer(pitpay_language::Sentence),
    /// A worksheet of this many questions.
    Count(u32),
    /// The engine refused a generated round: a bug in the generator.
    Refused(String),
}

pitpay_language::english_display!(GenerateError);

/// Why no round came out, in any language; what the steering and the engine say is
/// passed as their text.
impl From<&GenerateError> for pitpay_language::Sentence {
    fn from(e: &GenerateError) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        match e {
            GenerateError::Steer(what) => {
                sentence!("practice-error-generate-steer", what = what.clone())
            }
            GenerateError::Count(n) => sentence!("practice-error-generate-count", count = *n),
            GenerateError::Refused(why) => {
                sentence!("practice-error-generate-refused", why = why)
            }
        }
    }
}

/// The steering could not deal `what`, one of `practice-item-steer`'s keys.
pub(crate) fn could_not_deal(what: &'static str) -> GenerateError {
    GenerateError::Steer(pitpay_language::sentence!(
        "practice-item-steer",
        what = what
    ))
}

/// A paytable's bet as the window names it: the program's own by the window's words, a
/// side bet by its file's title, in the reader's language where its `[side_bet.names]`
/// give one.
pub(crate) fn bet_said(table: &pitpay_core::Paytable) -> pitpay_language::Arg {
    match (&table.side_bet, table.bet) {
        (Some(def), _) => pitpay_language::Arg::named(&def.title, &def.names),
        (None, pitpay_core::Bet::Side(_)) => table.bet_title().into(),
        (None, bet) => pitpay_language::sentence!("window-bet", bet = bet.id()).into(),
    }
}

/// What a game deals with: the random stream and the cards left in the shoe.
pub(crate) struct Gen {
    pub rng: Rng,
    pub pack: Pack,
}

/// What practice needs of a main game (part 3), declared once in the game's
/// own practice module (`lucky9.rs`, `blackjack.rs`, `stadium.rs` here) and looked up by
/// [`practice_of`]: how it deals a round, the rare hands it steers for beside its side
/// bets' tiers, what a hard level varies, and the bets its dealer-error drills use. What
/// the game is as data (its bets, options, layout) is its registry entry,
/// [`pitpay_core::spec`].
pub(crate) struct GamePractice {
    /// Deals the round a plan describes, the forced cards first.
    pub(crate) deal: fn(&mut Gen, &Plan, &Forced) -> Result<RawRound, GenerateError>,
    /// Seats (terminals) are numbered 1 to this.
    pub top_seat: u32,
    /// Its own rare hands, drawn from beside its side bets' tiers.
    pub rare_hands: &'static [Steer],
    /// House options a hard level sets: key, value and how often, in percent.
    pub house_variations: &'static [(HouseKey, &'static str, u32)],
    /// Wagers a player places for the dealer, at times (tokes).
    pub(crate) dealer_wagers: fn(&mut Rng, &Plan, &Difficulty) -> Vec<(Bet, Money)>,
    /// The pairs a practice player splits.
    pub split_ranks: &'static [Rank],
    /// The deal a 3 to 2 paid 1 to 1 needs: a Lucky 9, or a blackjack.
    pub three_to_two: Steer,
    /// A many-tiered side bet whose neighbouring tiers pay differently, for the
    /// wrong-tier error (Bonus 9, TriLux); none: the error is not drilled.
    pub wrong_tier: Option<Bet>,
    /// A side bet a split seat might be paid twice.
    pub split_side_bet: Bet,
}

/// The game's practice entry.
pub(crate) fn practice_of(game: Game) -> &'static GamePractice {
    match game {
        Game::Lucky9 => &lucky9::PRACTICE,
        Game::Blackjack => &blackjack::PRACTICE,
        Game::Stadium => &stadium::PRACTICE,
    }
}

/// Deals a round of `game` from `seed`. With [`Steer::Natural`] a rare hand is still
/// dealt on purpose at the level's rate.
pub fn generate(
    game: Game,
    seed: u64,
    difficulty: &Difficulty,
    steer: Steer,
    catalog: &Catalog,
) -> Result<Generated, GenerateError> {
    // A deal that cannot be finished (the steered cards are not in this shoe, a small
    // shoe runs out) is dealt again from a seed derived from this one: still the same
    // round for the same seed.
    let mut last = could_not_deal("round");
    for attempt in 0..8 {
        let s = if attempt == 0 {
            seed
        } else {
            derive(seed, attempt)
        };
        match deal_once(game, s, difficulty, steer.clone(), catalog) {
            Ok(mut g) => {
                g.seed = seed;
                return Ok(g);
            }
            Err(e @ GenerateError::Refused(_)) => return Err(e),
            Err(e) => last = e,
        }
    }
    Err(last)
}

fn deal_once(
    game: Game,
    seed: u64,
    difficulty: &Difficulty,
    steer: Steer,
    catalog: &Catalog,
) -> Result<Generated, GenerateError> {
    let mut rng = Rng::new(seed);
    let plan = Plan::draw(&mut rng, game, difficulty, steer, catalog);
    let mut g = Gen {
        rng,
        pack: Pack::new(plan.decks),
    };
    let forced = forced::resolve(&mut g, &plan)?;
    let raw = (practice_of(game).deal)(&mut g, &plan, &forced)?;
    let text = raw
        .to_toml()
        .map_err(|e| GenerateError::Refused(e.to_string()))?;
    let file = format!("practice-{seed}.toml");
    let round =
        Round::parse(&file, &text, catalog).map_err(|e| GenerateError::Refused(e.to_string()))?;
    let settlement =
        settle(&round).map_err(|e| GenerateError::Refused(round.locate(e).to_string()))?;
    Ok(Generated {
        seed,
        text,
        round,
        settlement,
        focus: plan.focus(),
        steer: plan.steer,
    })
}

/// The round file's top: game, decks, house options, paytables and meters.
pub(crate) fn raw_round(plan: &Plan) -> RawRound {
    let mut raw = RawRound::new(
        plan.game.id(),
        WrittenNumber::Integer(i64::from(plan.decks)),
    );
    if !plan.house.is_empty() {
        raw.house = Some(
            plan.house
                .iter()
                .map(|(k, v)| (k.clone(), unplaced(v.clone())))
                .collect(),
        );
    }
    if !plan.paytables.is_empty() {
        let named: std::collections::BTreeMap<_, _> = plan
            .paytables
            .iter()
            .filter(|(b, _)| plan.wagered(**b))
            .map(|(b, id)| (b.id().to_string(), unplaced(id.clone())))
            .collect();
        raw.paytables = (!named.is_empty()).then_some(named);
    }
    raw.progressive = plan.meters.raw().map(unplaced);
    raw
}

/// A seat's wagers as written.
fn wagers(list: &[(pitpay_core::Bet, pitpay_core::Money)]) -> Option<toml::Spanned<RawWagers>> {
    if list.is_empty() {
        return None;
    }
    let table: BTreeMap<_, _> = list
        .iter()
        .map(|(b, m)| {
            (
                b.id().to_string(),
                unplaced(WrittenAmount::Text(m.to_string())),
            )
        })
        .collect();
    Some(unplaced(table))
}

/// A seat of the round file, with its wagers; the game fills in hands or decisions.
pub(crate) fn raw_seat(seat: &SeatPlan) -> RawSeat {
    let mut raw = RawSeat::new(WrittenNumber::Integer(i64::from(seat.number)));
    raw.wagers = wagers(&seat.wagers);
    raw.dealer_wagers = wagers(&seat.dealer_wagers);
    raw
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each game's practice entry names what the game has: options it takes, with a
    /// value a table may choose; side bets the shipped catalog offers in it; seats
    /// enough for the level with the most (part 3).
    #[test]
    fn every_practice_entry_names_what_its_game_has() {
        let catalog = Catalog::with_operator_dir(None);
        for game in Game::ALL {
            let p = practice_of(game);
            let offered = catalog.bets(game, Party::Player);
            for (key, value, percent) in p.house_variations {
                let choices = pitpay_core::choices(game, *key);
                assert!(
                    choices.iter().any(|c| c == value),
                    "{game}: {key} = {value}"
                );
                assert!((1..=100).contains(percent), "{game}: {key}");
            }
            assert!(offered.contains(&p.split_side_bet), "{game}");
            assert!(p.wrong_tier.is_none_or(|b| offered.contains(&b)), "{game}");
            assert!(!p.rare_hands.is_empty() && !p.split_ranks.is_empty());
            let most = crate::difficulty::Level::ALL
                .iter()
                .map(|l| l.difficulty().seats.1)
                .max()
                .unwrap_or(1);
            assert!(p.top_seat >= most, "{game}: {} seats", p.top_seat);
        }
    }

    #[test]
    fn quick_every_game_deals() {
        let catalog = Catalog::with_operator_dir(None);
        for level in crate::difficulty::Level::ALL {
            let d = level.difficulty();
            for game in Game::ALL {
                for seed in 0..300 {
                    if let Err(e) = generate(game, seed, &d, Steer::Natural, &catalog) {
                        panic!("{game} {level} seed {seed}: {e}");
                    }
                }
            }
        }
    }
}

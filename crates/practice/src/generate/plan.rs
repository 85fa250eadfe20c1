//! What a round will hold before a card is dealt: its seats and their wagers, the
//! paytables, the deck count, the house options and the progressive meters.
//!
//! Stakes are sums of the level's chips within each paytable's limits (R1.3);
//! progressive bets take their fixed stake and a meter at or above the reseed (R4.3);
//! the deck count is one every paytable in play allows (R1.2) and, for a steered tier,
//! one that can produce it (suited three of a kind needs three decks).

use std::collections::BTreeMap;
use std::sync::Arc;

use pitpay_core::Catalog;
use pitpay_core::Party;
use pitpay_core::Paytable;
use pitpay_core::Suit;
use pitpay_core::WrittenAmount;
use pitpay_core::{unplaced, RawMeter, RawProgressive};
use pitpay_core::{Bet, Game, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use pitpay_core::{Currency, Money};
use pitpay_core::{HouseKey, HouseOptions, OptionValue};

use super::steer::Steer;
use super::{practice_of, Focus};
use crate::deal::Rng;
use crate::difficulty::{Difficulty, Level};
use pitpay_core::spec;

/// One seat's wagers before the deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SeatPlan {
    /// Seat (terminal) number.
    pub number: u32,
    /// The player's wagers, in the game's bet order.
    pub wagers: Vec<(Bet, Money)>,
    /// Wagers placed for the dealer.
    pub dealer_wagers: Vec<(Bet, Money)>,
}

impl SeatPlan {
    /// The player's stake on a bet.
    pub(crate) fn stake(&self, bet: Bet) -> Option<Money> {
        self.wagers.iter().find(|(b, _)| *b == bet).map(|(_, m)| *m)
    }

    /// The stake on a bet for the dealer.
    pub(crate) fn dealer_stake(&self, bet: Bet) -> Option<Money> {
        self.dealer_wagers
            .iter()
            .find(|(b, _)| *b == bet)
            .map(|(_, m)| *m)
    }
}

/// The progressive meters and the declared suit.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Meters {
    /// 21+3 Progressive.
    pub progressive: Option<Money>,
    /// Suited or Booted.
    pub suited_or_booted: Option<Money>,
    /// The table's declared suit.
    pub declared: Option<Suit>,
}

impl Meters {
    /// `[progressive]` as written, when a progressive is in play.
    pub(crate) fn raw(&self) -> Option<RawProgressive> {
        if self.progressive.is_none() && self.suited_or_booted.is_none() {
            return None;
        }
        let amount = |m: Money| unplaced(WrittenAmount::Text(m.to_string()));
        Some(RawProgressive {
            meter: self.progressive.map(amount),
            declared_suit: self
                .progressive
                .and(self.declared)
                .map(|s| unplaced(s.letter().to_string())),
            suited_or_booted: self.suited_or_booted.map(|m| {
                unplaced(RawMeter {
                    meter: Some(amount(m)),
                })
            }),
        })
    }
}

/// A round before the deal.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    /// The game.
    pub game: Game,
    /// Deck count.
    pub decks: u8,
    /// Seats in seat order.
    pub seats: Vec<SeatPlan>,
    /// The seat the steering is for (an index into `seats`).
    pub focus_seat: usize,
    /// What is steered.
    pub steer: Steer,
    /// The steered tier's index in its paytable.
    pub tier: Option<usize>,
    /// House options written into the round (`[house]`).
    pub house: BTreeMap<String, toml::Value>,
    /// Every house option in force.
    pub options: HouseOptions,
    /// Paytables named in the round (`[paytables]`): the ones that are not the default.
    pub paytables: BTreeMap<Bet, String>,
    /// The paytable of each bet of the game.
    pub tables: BTreeMap<Bet, Arc<Paytable>>,
    /// Meters.
    pub meters: Meters,
    /// The bets a player may wager, in the game's order (the catalog's).
    pub player_bets: Vec<Bet>,
    /// The bets that may be placed for the dealer, in the game's order.
    pub dealer_bets: Vec<Bet>,
}

/// The bets beside the main wager a game's seats may play, in the game's order: the
/// catalog's, so a side bet an operator's paytable file adds is dealt too.
pub(super) fn side_bets(player_bets: &[Bet]) -> Vec<Bet> {
    player_bets
        .iter()
        .copied()
        .filter(|b| !matches!(b, Bet::Main | Bet::Insurance))
        .collect()
}

impl Plan {
    /// Draws the plan of a round. A natural steer becomes a rare one at the level's rate.
    pub(crate) fn draw(
        rng: &mut Rng,
        game: Game,
        d: &Difficulty,
        steer: Steer,
        catalog: &Catalog,
    ) -> Plan {
        let steer = match steer {
            Steer::Natural if rng.chance(d.rare_percent) => {
                Steer::rare(rng, game, &catalog.bets(game, Party::Player))
            }
            other => other,
        };
        let (house, options) = house(rng, game, d, &steer);
        let (paytables, tables) = paytables(rng, game, d, &steer, catalog);
        let mut plan = Plan {
            game,
            player_bets: catalog.bets(game, Party::Player),
            dealer_bets: catalog.bets(game, Party::Dealer),
            decks: 8,
            seats: Vec::new(),
            focus_seat: 0,
            steer,
            tier: None,
            house,
            options,
            paytables,
            tables,
            meters: Meters::default(),
        };
        plan.seats = seats(rng, &plan, d);
        plan.focus_seat = rng.index(plan.seats.len());
        plan.require_steered_bet(rng, d);
        plan.tier = plan.steered_tier(rng);
        plan.decks = plan.deck_count(rng, d);
        plan.keep_wagers_the_shoe_allows();
        plan.meters = plan.meters(rng);
        plan
    }

    /// The wager the steering aims at.
    pub(crate) fn focus(&self) -> Option<Focus> {
        let bet = self.steer.bet()?;
        let seat = self.seats.get(self.focus_seat)?;
        Some(Focus {
            seat: seat.number,
            bet,
            party: Party::Player,
        })
    }

    /// The paytable of a bet.
    pub(crate) fn table(&self, bet: Bet) -> Option<&Arc<Paytable>> {
        self.tables.get(&bet)
    }

    /// The other side bet a side bet needs of the same party, as its paytable file
    /// says (Super 3 needs TriLux, R7.8); the main wager is not counted.
    pub(crate) fn requires(&self, bet: Bet, party: Party) -> Option<Bet> {
        let def = self.tables.get(&bet)?.side_bet.as_ref()?;
        def.needs(party).filter(|n| *n != Bet::Main)
    }

    /// Puts the steered bet (and what it needs) on the focus seat.
    fn require_steered_bet(&mut self, rng: &mut Rng, d: &Difficulty) {
        let Some(bet) = self.steer.bet() else { return };
        let mut needed = vec![bet];
        needed.extend(self.requires(bet, Party::Player));
        for b in needed {
            let Some(table) = self.tables.get(&b).cloned() else {
                continue;
            };
            let Some(seat) = self.seats.get_mut(self.focus_seat) else {
                return;
            };
            if b != Bet::Main && seat.stake(b).is_none() {
                seat.wagers.push((b, stake(rng, d, &table, true)));
            }
            sort_bets(&self.player_bets, &mut seat.wagers);
        }
    }

    /// The steered tier, when the steer is a tier: by name if it names one the
    /// paytable has, else one at random.
    fn steered_tier(&self, rng: &mut Rng) -> Option<usize> {
        let Steer::Tier { bet, tier } = &self.steer else {
            return None;
        };
        let tiers = self.tables.get(bet)?.tiers();
        let by_name = tier
            .as_deref()
            .and_then(|name| tiers.iter().position(|t| t.name == name));
        by_name.or_else(|| (!tiers.is_empty()).then(|| rng.index(tiers.len())))
    }

    /// A deck count every paytable in play allows, and that can produce the steered tier.
    fn deck_count(&self, rng: &mut Rng, d: &Difficulty) -> u8 {
        let needs = match (&self.steer, self.tier) {
            (Steer::Tier { bet, .. }, Some(i)) => self
                .tables
                .get(bet)
                .and_then(|t| t.tiers().get(i))
                .map_or(1, |t| t.pattern.min_decks()),
            _ => 1,
        };
        let in_play: Vec<&Arc<Paytable>> = self
            .tables
            .iter()
            .filter(|(b, _)| self.wagered(**b))
            .map(|(_, t)| t)
            .collect();
        let suits = |tables: &[&Arc<Paytable>]| -> Vec<u8> {
            spec(self.game)
                .decks
                .iter()
                .copied()
                .filter(|n| *n >= needs && tables.iter().all(|t| t.decks.contains(n)))
                .collect()
        };
        let mut allowed = suits(&in_play);
        if allowed.is_empty() {
            // Operator files whose shoes do not meet (a four-deck Match the Dealer beside
            // a six-or-eight-deck Lucky Lucky): the main wager and the steered bet choose,
            // and the wagers the shoe does not allow are taken off afterwards.
            let mut kept: Vec<Bet> = vec![Bet::Main];
            kept.extend(self.steer.bet());
            kept.extend(
                self.steer
                    .bet()
                    .and_then(|b| self.requires(b, Party::Player)),
            );
            let chosen: Vec<&Arc<Paytable>> =
                kept.iter().filter_map(|b| self.tables.get(b)).collect();
            allowed = suits(&chosen);
        }
        let usual: Vec<u8> = allowed.iter().copied().filter(|n| *n >= 6).collect();
        let list = if d.level == Level::Hard || usual.is_empty() {
            &allowed
        } else {
            &usual
        };
        rng.pick(list).copied().unwrap_or(8)
    }

    /// Takes off every wager whose paytable is not dealt from the round's shoe, and then
    /// any side bet left without the bet it requires (R1.2, R7.8). Where every paytable in
    /// play allows the deck count (every shipped one does) nothing changes.
    fn keep_wagers_the_shoe_allows(&mut self) {
        let decks = self.decks;
        let fits = |tables: &BTreeMap<Bet, Arc<Paytable>>, b: &Bet| {
            *b == Bet::Main || tables.get(b).is_none_or(|t| t.decks.contains(&decks))
        };
        let tables = self.tables.clone();
        for seat in &mut self.seats {
            seat.wagers.retain(|(b, _)| fits(&tables, b));
            seat.dealer_wagers.retain(|(b, _)| fits(&tables, b));
        }
        let needs: Vec<(Bet, Option<Bet>, Option<Bet>)> = tables
            .keys()
            .map(|b| {
                (
                    *b,
                    self.requires(*b, Party::Player),
                    self.requires(*b, Party::Dealer),
                )
            })
            .collect();
        for seat in &mut self.seats {
            let has = |list: &[(Bet, Money)], b: Bet| list.iter().any(|(x, _)| *x == b);
            let player = seat.wagers.clone();
            seat.wagers.retain(|(b, _)| {
                needs
                    .iter()
                    .all(|(x, p, _)| x != b || p.is_none_or(|n| has(&player, n)))
            });
            let dealer = seat.dealer_wagers.clone();
            seat.dealer_wagers.retain(|(b, _)| {
                needs
                    .iter()
                    .all(|(x, _, d)| x != b || d.is_none_or(|n| has(&dealer, n)))
            });
        }
    }

    /// Whether any seat wagers on a bet (either party).
    pub(crate) fn wagered(&self, bet: Bet) -> bool {
        bet == Bet::Main
            || self
                .seats
                .iter()
                .any(|s| s.stake(bet).is_some() || s.dealer_stake(bet).is_some())
    }

    /// Meters at or above the reseed, and a declared suit for half the tables.
    fn meters(&self, rng: &mut Rng) -> Meters {
        let meter = |rng: &mut Rng, bet: Bet| {
            let table = self.tables.get(&bet)?;
            let reseed = table.reseed.unwrap_or(Money::from_cents(200_000)).cents();
            let extra = i64::try_from(rng.below(u64::try_from(reseed.max(1) * 12).unwrap_or(1)))
                .unwrap_or(0);
            Some(Money::from_cents(reseed + extra))
        };
        let steered_declared = match (&self.steer, self.tier) {
            (Steer::Tier { bet, .. }, Some(i)) => self
                .tables
                .get(bet)
                .and_then(|t| t.tiers().get(i))
                .is_some_and(|t| {
                    t.pattern
                        .conditions
                        .contains(&pitpay_core::Condition::DeclaredSuit)
                }),
            _ => false,
        };
        let progressive = if self.wagered(PROGRESSIVE_BET) {
            meter(rng, PROGRESSIVE_BET)
        } else {
            None
        };
        Meters {
            progressive,
            suited_or_booted: if self.wagered(SUITED_OR_BOOTED_BET) {
                meter(rng, SUITED_OR_BOOTED_BET)
            } else {
                None
            },
            declared: (progressive.is_some() && (steered_declared || rng.chance(50)))
                .then(|| rng.pick(&Suit::ALL).copied())
                .flatten(),
        }
    }
}

/// Orders wagers as the game lists its bets.
pub(super) fn sort_bets(order: &[Bet], wagers: &mut [(Bet, Money)]) {
    let at = |b: &Bet| order.iter().position(|x| x == b);
    wagers.sort_by_key(|(b, _)| at(b));
}

/// A stake made of the level's chips, within the paytable's limits (R1.3). Side bets
/// stay small beside the main wager; progressives take their fixed stake.
pub(super) fn stake(rng: &mut Rng, d: &Difficulty, table: &Paytable, side: bool) -> Money {
    if let Some(fixed) = table.fixed_stake {
        return fixed;
    }
    let (lo, mut hi) = d.stakes;
    if side {
        hi = Money::from_cents((hi.cents() / 10).max(lo.cents()));
    }
    let lo = lo.max(table.min);
    let hi = hi.min(table.max);
    let (lo, hi) = if lo > hi {
        (table.min, table.max)
    } else {
        (lo, hi)
    };
    for _ in 0..32 {
        let fits: Vec<Money> = d.chips.iter().copied().filter(|c| *c <= hi).collect();
        let Some(big) = rng.pick(&fits).copied() else {
            break;
        };
        let mut cents = big.cents() * i64::from(rng.between(1, 4));
        for _ in 0..rng.between(0, 2) {
            cents += rng.pick(&fits).map_or(0, |c| c.cents());
        }
        let m = Money::from_cents(cents);
        if m >= lo && m <= hi {
            return m;
        }
    }
    lo
}

/// The seats and their wagers.
fn seats(rng: &mut Rng, plan: &Plan, d: &Difficulty) -> Vec<SeatPlan> {
    let count = rng.between(d.seats.0, d.seats.1).max(1);
    let top = practice_of(plan.game).top_seat;
    let mut numbers: Vec<u32> = (1..=top).collect();
    rng.shuffle(&mut numbers);
    let mut numbers: Vec<u32> = numbers.into_iter().take(count as usize).collect();
    numbers.sort_unstable();
    numbers
        .into_iter()
        .map(|number| seat(rng, plan, d, number))
        .collect()
}

fn seat(rng: &mut Rng, plan: &Plan, d: &Difficulty, number: u32) -> SeatPlan {
    let table = |b: Bet| plan.tables.get(&b).cloned();
    let mut wagers = Vec::new();
    if let Some(t) = table(Bet::Main) {
        wagers.push((Bet::Main, stake(rng, d, &t, false)));
    }
    let mut sides: Vec<Bet> = side_bets(&plan.player_bets);
    rng.shuffle(&mut sides);
    let k = rng.between(d.side_bets.0, d.side_bets.1) as usize;
    let mut chosen: Vec<Bet> = sides.into_iter().take(k).collect();
    // A side bet that needs another (Super 3 needs TriLux, R7.8) brings it along.
    for i in 0..chosen.len() {
        let need = chosen.get(i).and_then(|b| plan.requires(*b, Party::Player));
        if let Some(need) = need.filter(|n| !chosen.contains(n)) {
            chosen.push(need);
        }
    }
    for b in chosen {
        if let Some(t) = table(b) {
            wagers.push((b, stake(rng, d, &t, true)));
        }
    }
    sort_bets(&plan.player_bets, &mut wagers);
    SeatPlan {
        number,
        wagers,
        dealer_wagers: (practice_of(plan.game).dealer_wagers)(rng, plan, d),
    }
}

/// A small main wager for the dealer: $1 to $5.
pub(super) fn toke(rng: &mut Rng) -> Money {
    Money::from_cents(100 * i64::from(rng.between(1, 5)))
}

/// House options: the defaults, varied at the hard level (each written into the round).
fn house(
    rng: &mut Rng,
    game: Game,
    d: &Difficulty,
    steer: &Steer,
) -> (BTreeMap<String, toml::Value>, HouseOptions) {
    let mut set: BTreeMap<String, toml::Value> = BTreeMap::new();
    let mut put = |key: HouseKey, value: &str| {
        set.insert(key.id().to_string(), toml::Value::String(value.to_string()));
    };
    if d.vary_house {
        let choices = practice_of(game).house_variations;
        for (key, value, percent) in choices {
            if rng.chance(*percent) {
                put(*key, value);
            }
        }
    }
    if matches!(steer, Steer::LuckyBreak { .. }) {
        // The steered multiplier is the seed's default (R6.4).
        set.remove(HouseKey::Multiplier.id());
    }
    let mut options = HouseOptions::defaults(game);
    for (k, v) in &set {
        let _ = options.set(k, &OptionValue::from_toml(v));
    }
    (set, options)
}

/// The paytable of every bet of the game: the default, or at the harder levels one of
/// the others shipped for it in the round's currency (named in `[paytables]`).
fn paytables(
    rng: &mut Rng,
    game: Game,
    d: &Difficulty,
    steer: &Steer,
    catalog: &Catalog,
) -> (BTreeMap<Bet, String>, BTreeMap<Bet, Arc<Paytable>>) {
    let mut named = BTreeMap::new();
    let mut tables = BTreeMap::new();
    for bet in catalog.bets(game, Party::Player) {
        let default = catalog.default_paytable(game, bet);
        let Some(default) = default.and_then(|id| catalog.paytable(&id)) else {
            continue;
        };
        let others: Vec<&Arc<Paytable>> = catalog
            .paytables()
            .filter(|t| t.bet == bet && t.serves(game) && t.id != default.id)
            .filter(|t| t.currency.is_none_or(|c| c == Currency::USD) && bet != Bet::Main)
            .collect();
        let wanted_tier = match steer {
            Steer::Tier {
                bet: b,
                tier: Some(name),
            } if *b == bet => Some(name.as_str()),
            _ => None,
        };
        let has = |t: &Paytable| wanted_tier.is_none_or(|n| t.tiers().iter().any(|x| x.name == n));
        let chosen = if d.level != Level::Easy && !others.is_empty() && rng.chance(50) {
            rng.pick(&others)
                .copied()
                .filter(|t| has(t))
                .unwrap_or(default)
        } else {
            default
        };
        if chosen.id != default.id {
            named.insert(bet, chosen.id.clone());
        }
        tables.insert(bet, Arc::clone(chosen));
    }
    (named, tables)
}

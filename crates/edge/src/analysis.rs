//! Whole-game figures: average the up-card results over the up card's chance.

use crate::cards::{Counts, RANKS, TEN};
use crate::outcome::PayoffDist;
use crate::player::UpcardCtx;
use crate::round::{evaluate_upcard, Mode};
use crate::rules::{priced_decks, Rules, RulesError};
use crate::stadium::AutoRule;
use crate::strategy::{derive_upcard, Chart};

/// Figures for one way of playing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figures {
    /// Player's expected return per initial unit (negative: the house's edge).
    pub ev: f64,
    /// Chances that the round's net result is a win, a push, a loss.
    pub win: f64,
    pub push: f64,
    pub loss: f64,
    /// Standard deviation of the round's net result, per initial unit.
    pub sd: f64,
}

impl Figures {
    fn from(ev: f64, dist: &PayoffDist) -> Figures {
        let (win, push, loss) = dist.win_push_loss();
        Figures {
            ev,
            win,
            push,
            loss,
            sd: dist.sd(),
        }
    }
}

/// Result of [`analyze`].
#[derive(Clone, Debug)]
pub struct Analysis {
    pub rules: Rules,
    /// Total-dependent basic strategy (the chart below).
    pub basic: Figures,
    /// Composition-dependent strategy: the best action for the exact cards of the hand at
    /// every decision, including after splits.
    pub composition: Figures,
    pub chart: Chart,
    /// Expected return of an insurance bet (per unit insured) off a full shoe.
    pub insurance_ev: f64,
}

/// Chance of each up card off a full shoe.
fn up_chances(decks: u32) -> [f64; RANKS] {
    let shoe = Counts::shoe(decks);
    let n = shoe.total() as f64;
    let mut p = [0.0; RANKS];
    for (r, p) in p.iter_mut().enumerate() {
        *p = shoe.get(r) as f64 / n;
    }
    p
}

/// Analyzes a blackjack game: both strategies, the chart and the insurance edge; refused
/// when the rules are outside the ranges the engine prices.
pub fn analyze(rules: &Rules) -> Result<Analysis, RulesError> {
    rules.validate()?;
    let chances = up_chances(rules.decks);
    let mut by_up = Vec::with_capacity(RANKS);
    let (mut basic_ev, mut comp_ev) = (0.0, 0.0);
    let (mut basic_dist, mut comp_dist) = (PayoffDist::default(), PayoffDist::default());
    for (up, &p) in chances.iter().enumerate() {
        let ctx = UpcardCtx::new(*rules, up);
        let comp = evaluate_upcard(&ctx, Mode::Optimal);
        comp_ev += p * comp.ev;
        comp_dist.merge(&comp.dist, p);
        let column = derive_upcard(&ctx);
        let basic = evaluate_upcard(&ctx, Mode::Chart(&column));
        basic_ev += p * basic.ev;
        basic_dist.merge(&basic.dist, p);
        by_up.push(column);
    }
    Ok(Analysis {
        rules: *rules,
        basic: Figures::from(basic_ev, &basic_dist),
        composition: Figures::from(comp_ev, &comp_dist),
        chart: Chart { by_up },
        insurance_ev: insurance_ev(rules.decks)?,
    })
}

/// Figures for a player who only hits or stands, by the auto-rule `rule` (no double,
/// split, surrender or insurance): a Stadium terminal that always times out. Refused as
/// [`analyze`] is.
pub fn analyze_hit_stand(rules: &Rules, rule: AutoRule) -> Result<Figures, RulesError> {
    rules.validate()?;
    let table = &rule.table();
    let mut ev = 0.0;
    let mut dist = PayoffDist::default();
    for (up, &p) in up_chances(rules.decks).iter().enumerate() {
        let ctx = UpcardCtx::new(*rules, up);
        let r = evaluate_upcard(&ctx, Mode::HitStandOnly(table));
        ev += p * r.ev;
        dist.merge(&r.dist, p);
    }
    Ok(Figures::from(ev, &dist))
}

/// Expected return of insurance (pays 2 to 1) per unit insured, knowing only the dealer's
/// Ace: the hole card is a ten with chance 16d/(52d-1). Refused outside 1 to 8 decks, as
/// an analysis is.
pub fn insurance_ev(decks: u32) -> Result<f64, RulesError> {
    priced_decks(decks)?;
    let shoe = Counts::shoe(decks);
    let p = shoe.get(TEN) as f64 / (shoe.total() - 1) as f64;
    Ok(2.0 * p - (1.0 - p))
}

//! One progressive's meter paying a round's meter hits (RULES.md R4.3, R4.4).
//!
//! Every award is worked out before any line is settled, because under
//! `meter_hits = share-equally` the order the meter pays in is not seat order: the hits
//! below 100% are paid first, in seat order, each its percent of the meter as it stands,
//! and then the 100% hits split what is left. A percent hit lowers the meter by what it
//! paid but never below its reseed (the house's reserve makes up the difference), so the
//! next round can always enter the meter a slip printed; a 100% hit resets it.
//!
//! Slips issued under the first rulebook re-settle with [`Edition::First`]: no floor at
//! the reseed, and shared hits each taking an equal share of the meter as entered.

use smallvec::SmallVec;

use crate::house::{Edition, MeterHits};
use crate::money::{AmountError, Money};
use crate::settlement::MeterWork;

/// A meter as the round found it and the rules it pays under.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Meter {
    /// As entered (it already holds this round's contributions).
    pub before: Money,
    /// The paytable's reseed value.
    pub reseed: Money,
    /// House option `meter_hits`.
    pub mode: MeterHits,
    /// The rulebook edition settled under.
    pub edition: Edition,
}

/// Each wager's meter award (none where it did not hit the meter), in the wagers' seat
/// order, and the meter after the round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MeterPlan {
    /// One entry per wager, in the order given.
    pub works: SmallVec<[Option<MeterWork>; 8]>,
    /// The meter after every hit is paid (and reseeded).
    pub after: Money,
}

impl Meter {
    /// Plans the awards of `hits` (each wager's percent-of-meter tier, in seat order).
    /// `taken` is what the meter gives up for an award: the award itself, or in a `to`
    /// table the award as rounded.
    pub(crate) fn plan(
        self,
        hits: &[Option<u32>],
        taken: impl Fn(Money) -> Money,
    ) -> Result<MeterPlan, AmountError> {
        let count = hits.iter().flatten().count();
        let shared = self.mode == MeterHits::ShareEqually && count > 1;
        match (shared, self.edition) {
            (true, Edition::First) => self.shared_first_edition(hits, count, taken),
            (true, Edition::Amended) => self.shared(hits, taken),
            (false, _) => self.in_seat_order(hits, |p| p.is_some(), taken),
        }
    }

    /// Seat order (R4.4 default): each hit is paid from the meter the one before left.
    /// Only the hits `pays_now` picks are paid; the rest are left for the caller.
    fn in_seat_order(
        self,
        hits: &[Option<u32>],
        pays_now: impl Fn(Option<u32>) -> bool,
        taken: impl Fn(Money) -> Money,
    ) -> Result<MeterPlan, AmountError> {
        let mut level = self.before;
        let mut works = SmallVec::from_elem(None, hits.len());
        for (work, &hit) in works.iter_mut().zip(hits) {
            let Some(percent) = hit.filter(|_| pays_now(hit)) else {
                continue;
            };
            let award = percent_of(level, percent);
            let found = level;
            level = if percent == 100 {
                self.reseed
            } else {
                self.lowered(level, taken(award))?
            };
            *work = Some(MeterWork {
                percent,
                pool: found,
                found,
                award,
                shared_by: None,
                after: Some(level),
            });
        }
        Ok(MeterPlan {
            works,
            after: level,
        })
    }

    /// Share-equally (R4.4): the hits below 100% first, in seat order; then the 100%
    /// hits split what is left equally, remainder cents to the lowest seat, and the
    /// meter reseeds once. With no 100% hit the meter keeps what is left.
    fn shared(
        self,
        hits: &[Option<u32>],
        taken: impl Fn(Money) -> Money,
    ) -> Result<MeterPlan, AmountError> {
        let mut plan = self.in_seat_order(hits, |h| h.is_some_and(|p| p < 100), taken)?;
        let full = hits.iter().filter(|h| **h == Some(100)).count();
        if full == 0 {
            return Ok(plan);
        }
        let left = plan.after;
        let n = i64::try_from(full).unwrap_or(i64::MAX);
        let mut remainder = Money::from_cents(left.cents() % n);
        for (work, _) in plan
            .works
            .iter_mut()
            .zip(hits)
            .filter(|(_, h)| **h == Some(100))
        {
            let share = Money::from_cents(left.cents() / n).checked_add(remainder)?;
            remainder = Money::ZERO;
            *work = Some(MeterWork {
                percent: 100,
                pool: share,
                found: left,
                award: share,
                shared_by: (full > 1).then_some(full),
                after: (full == 1).then_some(self.reseed),
            });
        }
        plan.after = self.reseed;
        Ok(plan)
    }

    /// Share-equally as the first rulebook had it, for slips issued under it: every
    /// hit takes its percent of an equal share of the meter as entered.
    fn shared_first_edition(
        self,
        hits: &[Option<u32>],
        count: usize,
        taken: impl Fn(Money) -> Money,
    ) -> Result<MeterPlan, AmountError> {
        let n = i64::try_from(count).unwrap_or(i64::MAX);
        let mut remainder = Money::from_cents(self.before.cents() % n);
        let mut level = self.before;
        let mut works = SmallVec::from_elem(None, hits.len());
        for (work, &hit) in works.iter_mut().zip(hits) {
            let Some(percent) = hit else { continue };
            let mut pool = Money::from_cents(self.before.cents() / n);
            if percent == 100 {
                pool = pool.checked_add(remainder)?;
                remainder = Money::ZERO;
            }
            let award = percent_of(pool, percent);
            level = level.checked_sub(taken(award))?;
            *work = Some(MeterWork {
                percent,
                pool,
                found: self.before,
                award,
                shared_by: Some(count),
                after: None,
            });
        }
        let any_full = hits.contains(&Some(100));
        Ok(MeterPlan {
            works,
            after: if any_full { self.reseed } else { level },
        })
    }

    /// The meter after a percent hit took `taken`: never below the reseed under the
    /// amended R4.3.
    fn lowered(self, level: Money, taken: Money) -> Result<Money, AmountError> {
        let lowered = level.checked_sub(taken)?;
        Ok(match self.edition {
            Edition::First => lowered,
            Edition::Amended => lowered.max(self.reseed),
        })
    }
}

/// `percent`% of an amount, whole cents rounded down so no award exceeds the meter.
fn percent_of(pool: Money, percent: u32) -> Money {
    let cents = i128::from(pool.cents()) * i128::from(percent) / 100;
    Money::from_cents(i64::try_from(cents).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meter(before: i64, mode: MeterHits, edition: Edition) -> Meter {
        Meter {
            before: Money::from_cents(before),
            reseed: Money::from_cents(200_000),
            mode,
            edition,
        }
    }

    fn awards(plan: &MeterPlan) -> Vec<Option<i64>> {
        plan.works
            .iter()
            .map(|w| w.map(|w| w.award.cents()))
            .collect()
    }

    #[test]
    fn r4_3_a_ten_percent_hit_at_the_reseed_leaves_the_reseed() {
        // The case: a 10% Suited or Booted hit on a meter at its $2,000.00 reseed
        // pays $200.00 and leaves $2,000.00 (RULES.md R4.3).
        let m = meter(200_000, MeterHits::SeatOrder, Edition::Amended);
        let plan = m.plan(&[Some(10)], |a| a).unwrap();
        assert_eq!(awards(&plan), [Some(20_000)]);
        assert_eq!(plan.after, Money::from_cents(200_000));
        // The first rulebook left it at $1,800.00.
        let old = meter(200_000, MeterHits::SeatOrder, Edition::First);
        assert_eq!(
            old.plan(&[Some(10)], |a| a).unwrap().after,
            Money::from_cents(180_000)
        );
    }

    #[test]
    fn r4_4_share_equally_pays_the_smaller_hits_first() {
        // The case: a 100% hit (seat 1) and a 10% hit (seat 2) on a $34,007.20
        // meter: the 10% hit is paid first ($3,400.72), the 100% hit takes what is left
        // ($30,606.48), and nothing is neither paid nor kept (RULES.md R4.4).
        let m = meter(3_400_720, MeterHits::ShareEqually, Edition::Amended);
        let plan = m.plan(&[Some(100), Some(10)], |a| a).unwrap();
        assert_eq!(awards(&plan), [Some(3_060_648), Some(340_072)]);
        assert_eq!(plan.after, Money::from_cents(200_000));
        // The first rulebook paid $17,003.60 and $1,700.36 and reseeded.
        let old = meter(3_400_720, MeterHits::ShareEqually, Edition::First);
        let plan = old.plan(&[Some(100), Some(10)], |a| a).unwrap();
        assert_eq!(awards(&plan), [Some(1_700_360), Some(170_036)]);
    }

    #[test]
    fn r4_4_full_hits_split_what_is_left_remainder_to_the_lowest_seat() {
        // $10,000.01 with a 10% hit at seat 2 and 100% hits at seats 1 and 3: the 10%
        // hit takes $1,000.00, the two full hits split $9,000.01: $4,500.01 and $4,500.00.
        let m = meter(1_000_001, MeterHits::ShareEqually, Edition::Amended);
        let plan = m.plan(&[Some(100), Some(10), Some(100)], |a| a).unwrap();
        assert_eq!(awards(&plan), [Some(450_001), Some(100_000), Some(450_000)]);
        let paid: i64 = awards(&plan).iter().flatten().sum();
        assert_eq!(paid, 1_000_001);
        assert_eq!(plan.works[0].unwrap().shared_by, Some(2));
    }

    #[test]
    fn r4_4_share_equally_without_a_full_hit_keeps_the_rest_never_below_the_reseed() {
        let m = meter(210_000, MeterHits::ShareEqually, Edition::Amended);
        let plan = m.plan(&[Some(10), Some(10)], |a| a).unwrap();
        // $21,000 × 10% = $2,100 leaves $2,000 at the reseed; the second 10% is $200.
        assert_eq!(awards(&plan), [Some(21_000), Some(20_000)]);
        assert_eq!(plan.after, Money::from_cents(200_000));
    }

    #[test]
    fn r4_4_seat_order_reseeds_before_the_next_hit() {
        let m = meter(500_000, MeterHits::SeatOrder, Edition::Amended);
        let plan = m.plan(&[Some(100), None, Some(10)], |a| a).unwrap();
        assert_eq!(awards(&plan), [Some(500_000), None, Some(20_000)]);
        assert_eq!(plan.after, Money::from_cents(200_000));
    }

    proptest::proptest! {
        /// R4.3, R4.4: whatever the hits and either house option, the meter ends at or
        /// above its reseed (so the next round can enter it), no award exceeds the meter
        /// it was taken from, and under share-equally with a 100% hit the awards use up
        /// the whole meter: nothing is neither paid nor kept.
        #[test]
        fn r4_3_r4_4_the_meter_never_ends_below_its_reseed(
            before in 200_000i64..50_000_000,
            hits in proptest::collection::vec(
                proptest::option::of(proptest::sample::select(vec![5u32, 10, 25, 50, 100])),
                0..7,
            ),
            share in proptest::bool::ANY,
        ) {
            let mode = if share { MeterHits::ShareEqually } else { MeterHits::SeatOrder };
            let plan = meter(before, mode, Edition::Amended).plan(&hits, |a| a).unwrap();
            proptest::prop_assert!(plan.after >= Money::from_cents(200_000));
            for w in plan.works.iter().flatten() {
                proptest::prop_assert!(w.award <= w.found);
            }
            let only_full_hits = hits.iter().flatten().all(|p| *p == 100);
            if share && hits.contains(&Some(100)) && only_full_hits {
                let paid: i64 = plan.works.iter().flatten().map(|w| w.award.cents()).sum();
                proptest::prop_assert_eq!(paid, before);
            }
        }
    }
}

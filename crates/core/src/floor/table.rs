//! The fewest-chip table behind a rack's breakdown: built once per rack,
//! it answers any amount in one division, a lookup and one step per chip value.
//!
//! **Why a table and large chips.** Per rack, a table of fewest-chip answers is built once
//! up to a bound `T`; above `T` an amount is first cut down by whole largest chips. That
//! this is exact rests on two facts, in units of the greatest common divisor of the chip
//! values:
//!
//! 1. *Exchange.* In a fewest-chip set, a chip `c` appears fewer than `d / gcd(c, d)` times
//!    for every larger chip `d`: that many `c` make `lcm(c, d)`, which `c / gcd(c, d)`
//!    chips `d` make with strictly fewer chips. So the chips other than the largest add up
//!    to at most `B = Σ_c (min_{d > c} d / gcd(c, d) − 1) × c`; any fewest-chip set of an
//!    amount above `B` holds a largest chip `L`, and removing it leaves a fewest-chip set
//!    of the amount less `L` (and the one with most large chips stays the one with most).
//! 2. *Every amount past the last gap is payable.* The table records the largest unpayable
//!    amount `F` (it stops looking once it has seen as many payable amounts in a row as
//!    the smallest chip, after which every amount is payable). Above `F`, the largest
//!    payable amount not above `u` is `u` itself.
//!
//! With `T = max(B, F + 1) + L`, an amount `u > T` is cut by `k = ⌈(u − T) / L⌉` largest
//! chips to `u − kL`, which lies in `(T − L, T]`, above both `B` and `F`: so it is payable,
//! and each cut kept the set fewest. The US rack's table has 20,005 entries (in units of
//! $0.50); a breakdown is one division, a lookup and a walk of one step per chip value
//! (a fewest set's chips, largest first, come in runs the table records).
//!

use std::fmt;

use crate::money::Money;

/// The most chips a rack may have.
pub(crate) const MAX_CHIPS: usize = 16;

/// The most entries a rack's table may have. Racks whose chip values are far from
/// multiples of each other (e.g. $0.99 and $1,000) need larger tables and are refused.
pub(crate) const MAX_TABLE: usize = 1 << 18;

/// `first` for an amount the rack cannot make.
const UNPAYABLE: u8 = u8::MAX;

/// A step packs a chip index (top 5 bits) and a run length (the rest).
const RUN_BITS: u32 = 27;
const RUN_MASK: u32 = (1 << RUN_BITS) - 1;

/// A rack's precomputed answers (see the module docs).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Table {
    /// The greatest common divisor of the chip values, in cents.
    unit: u64,
    /// Chip values in units, ascending (the rack's order).
    units: [u64; MAX_CHIPS],
    /// Chip values as money, ascending, copied into every breakdown.
    pub(super) values: [Money; MAX_CHIPS],
    /// How many chips the rack has.
    pub(super) len: usize,
    /// Above this many units, whole largest chips are taken first.
    top: u64,
    /// For each amount `u ≤ top` (units): the largest payable amount not above it.
    floor: Vec<u32>,
    /// For each payable amount: the largest chip that starts its fewest-chip set and how
    /// many of that chip the set holds (the chips of such a set come in non-increasing
    /// order, so a walk takes one step per chip value). Unused at 0 and where unpayable.
    step: Vec<u32>,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Table {{ unit: {}, chips: {:?}, top: {} }}",
            self.unit,
            &self.units[..self.len],
            self.top
        )
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Why a rack's table cannot be built.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TableError {
    /// More than [`MAX_TABLE`] entries would be needed.
    TooLarge(u64),
}

impl Table {
    /// Builds the table for chip values in cents, positive, distinct and ascending
    /// (the rack checks these first), at most [`MAX_CHIPS`] of them.
    pub(crate) fn build(values: &[i64]) -> Result<Table, TableError> {
        let len = values.len().min(MAX_CHIPS);
        let values = &values[..len];
        let unit = values
            .iter()
            .fold(0u64, |g, v| gcd(g, v.unsigned_abs()))
            .max(1);
        let mut units = [0u64; MAX_CHIPS];
        let mut money = [Money::ZERO; MAX_CHIPS];
        for ((slot, m), v) in units.iter_mut().zip(money.iter_mut()).zip(values) {
            *slot = v.unsigned_abs() / unit;
            *m = Money::from_cents(*v);
        }
        let (first, floor) = fewest_sets(&units[..len])?;
        let step = runs(&units[..len], &first);
        Ok(Table {
            unit,
            units,
            values: money,
            len,
            top: (floor.len() as u64).saturating_sub(1),
            floor,
            step,
        })
    }

    /// The chip count by chip index (ascending value) and the cash remainder, for a
    /// non-negative amount in cents.
    pub(super) fn counts(&self, cents: i64) -> ([u64; MAX_CHIPS], i64) {
        let mut counts = [0u64; MAX_CHIPS];
        let Some(last) = self.len.checked_sub(1) else {
            return (counts, cents);
        };
        let cents = cents.unsigned_abs();
        // One division (32-bit where the amount allows: several times faster).
        let mut u = match (u32::try_from(cents), u32::try_from(self.unit)) {
            (Ok(c), Ok(unit)) => u64::from(c / unit),
            _ => cents / self.unit,
        };
        let cash_below_unit = cents - u * self.unit;
        let largest = self.units[last];
        if u > self.top {
            let k = (u - self.top).div_ceil(largest);
            counts[last] = k;
            u -= k * largest;
        }
        // u ≤ top: the table holds it.
        let mut paid = self.floor.get(u as usize).copied().map_or(0, u64::from);
        let cash = cash_below_unit + (u - paid) * self.unit;
        while paid > 0 {
            let Some(&step) = self.step.get(paid as usize) else {
                break;
            };
            let i = (step >> RUN_BITS) as usize;
            let run = u64::from(step & RUN_MASK);
            let (Some(count), Some(&v)) = (counts.get_mut(i), self.units.get(i)) else {
                break;
            };
            *count += run;
            paid = paid.saturating_sub(run * v);
        }
        (counts, cash as i64)
    }
}

/// The fewest-chip table over chip values in units (ascending): for each amount up to the
/// top, the largest chip starting a fewest set (`UNPAYABLE` where none), and the largest
/// payable amount not above it. Entries are added until the top is known and reached:
/// the top needs the last gap, which is known once `smallest` payable amounts have come
/// in a row (see the module docs).
fn fewest_sets(chips: &[u64]) -> Result<(Vec<u8>, Vec<u32>), TableError> {
    let (Some(&smallest), Some(&largest)) = (chips.first(), chips.last()) else {
        return Ok((vec![UNPAYABLE], vec![0]));
    };
    let bound = exchange_bound(chips);
    let mut count: Vec<u32> = vec![0];
    let mut first: Vec<u8> = vec![UNPAYABLE];
    let mut floor: Vec<u32> = vec![0];
    let mut run = 1u64; // 0 is payable (no chips)
    let mut last_gap: Option<u64> = None;
    let mut top: Option<u64> = None;
    let mut u = 0u64;
    while top.is_none_or(|t| u < t) {
        u += 1;
        if u as usize >= MAX_TABLE {
            return Err(TableError::TooLarge(top.unwrap_or(u)));
        }
        let (best, chip) = fewest_ending(chips, &count, &first, u);
        count.push(best);
        first.push(chip);
        if chip == UNPAYABLE {
            run = 0;
            last_gap = Some(u);
            floor.push(floor.last().copied().unwrap_or(0));
        } else {
            run += 1;
            floor.push(u32::try_from(u).map_err(|_| TableError::TooLarge(u))?);
        }
        if top.is_none() && run >= smallest {
            let past_gap = last_gap.map_or(0, |g| g + 1);
            top = Some(bound.max(past_gap).saturating_add(largest));
        }
    }
    Ok((first, floor))
}

/// For each payable amount, its first chip and how many of it its fewest set holds:
/// one more than the amount less that chip holds when that amount starts with the same
/// chip (a fewest set's chips come in non-increasing order), else one.
fn runs(chips: &[u64], first: &[u8]) -> Vec<u32> {
    let mut step = vec![0u32; first.len()];
    for u in 1..first.len() {
        let i = first[u];
        let Some(&c) = chips.get(usize::from(i)) else {
            continue; // unpayable
        };
        let rest = u - c as usize;
        let before = if rest > 0 && first[rest] == i {
            step[rest] & RUN_MASK
        } else {
            0
        };
        step[u] = (u32::from(i) << RUN_BITS) | (before + 1);
    }
    step
}

/// `B` of the module docs: what the chips other than the largest can add up to in a
/// fewest-chip set.
fn exchange_bound(chips: &[u64]) -> u64 {
    let mut bound = 0u64;
    for (i, &c) in chips.iter().enumerate() {
        let most = chips.iter().skip(i + 1).map(|&d| d / gcd(c, d)).min();
        if let Some(m) = most {
            bound = bound.saturating_add((m - 1).saturating_mul(c));
        }
    }
    bound
}

/// The fewest chips for `u` given the answers below it, and the largest chip that starts
/// such a set (`UNPAYABLE` when no chip does).
fn fewest_ending(chips: &[u64], count: &[u32], first: &[u8], u: u64) -> (u32, u8) {
    let mut best = (u32::MAX, UNPAYABLE);
    // Largest chip first, and only a strictly better count replaces: among equally few,
    // the set with the largest chip wins (see the module docs).
    for (i, &c) in chips.iter().enumerate().rev() {
        let Some(rest) = u.checked_sub(c) else {
            continue;
        };
        let rest = rest as usize;
        let payable = rest == 0 || first.get(rest).is_some_and(|&f| f != UNPAYABLE);
        if let (true, Some(&n)) = (payable, count.get(rest)) {
            if n + 1 < best.0 {
                best = (n + 1, i as u8);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(values: &[i64]) -> Table {
        Table::build(values).unwrap()
    }

    #[test]
    fn the_us_table_has_the_size_the_docs_give() {
        let t = table(&[50, 100, 250, 500, 2500, 10_000, 50_000, 100_000, 500_000]);
        assert_eq!(t.unit, 50);
        // $4,999.50: the walk takes one step per chip value, highest first.
        assert_eq!(t.counts(499_950).0[..9], [0, 2, 1, 4, 3, 4, 1, 4, 0]);
        // B = $5,002 (10,004 units), no gaps (the $0.50 coin), L = 10,000 units.
        assert_eq!(exchange_bound(&t.units[..t.len]), 10_004);
        assert_eq!(t.top, 20_004);
        assert_eq!(t.floor.len(), 20_005);
    }

    #[test]
    fn gaps_are_found_and_the_rest_is_cash() {
        // $5 and $25 only: $7 pays $5 and $2 cash; $20 is four $5.
        let t = table(&[500, 2500]);
        assert_eq!(
            t.counts(700),
            ([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 200)
        );
        // $3 and $5 (no $1, $2, $4 or $7): $7 pays $6 (two $3) and $1 cash.
        let t = table(&[300, 500]);
        assert_eq!(t.counts(700).0[..2], [2, 0]);
        assert_eq!(t.counts(700).1, 100);
    }

    #[test]
    fn a_rack_too_far_from_multiples_is_refused() {
        assert!(matches!(
            Table::build(&[99, 100_000_000]),
            Err(TableError::TooLarge(_))
        ));
    }
}

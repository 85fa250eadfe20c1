//! The chips to pay an amount with: the fewest chips from a rack, exactly, and the
//! colour-for-colour mode.
//!
//! **The breakdown, as a dealer pays**. From the chips in the dealer's tray
//! (a rack file may leave a chip out with `in_tray = false`): a whole-dollar payout in
//! whole-dollar chips ($4 is four whites, not a pink, a white and a coin); a fraction
//! chip (the $2.50 pink, the 50¢ coin) only for the half a 3 to 2 or 5 to 2 leaves, one
//! of them ($7.50 is a red and a pink; $10.50 two reds and a coin); within those rules
//! the fewest pieces. What the tray cannot make is the remainder paid in cash. Each way
//! of paying is the fewest chips of its set of chips: of all the amounts those chips can
//! make that are not above the amount, the largest is paid in chips, in the fewest chips
//! that make it. Where several sets of chips are equally few, the one with the most of
//! the largest chip is paid (then the most of the next, and so on). Greedy is wrong as soon as the
//! chips are not multiples of each other: with $1, $2.50 and $5 chips, greedy pays $9 as
//! 5 + 2.50 + 1 and is left with 0.50, while 5 + 1 + 1 + 1 + 1 pays it all. So the
//! breakdown is found by dynamic programming over the rack.
//!
//! The table of fewest-chip answers behind it, and why it is exact, is in [`super::table`].
//!
//! **Colour for colour** (optional; dealer-school practice for black chips and up): see
//! [`Rack::colour_for_colour`].

use std::fmt;

use crate::money::Money;

use super::rack::Rack;
use super::table::MAX_CHIPS;

/// A number of chips of one value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChipCount {
    /// The chip's index in [`Rack::chips`] (ascending value), for its colour.
    pub chip: usize,
    /// The chip's value.
    pub value: Money,
    /// How many.
    pub count: u64,
}

/// The chips that pay an amount, and the remainder in cash or coin. No allocation: a
/// count per chip of the rack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Breakdown {
    counts: [u64; MAX_CHIPS],
    values: [Money; MAX_CHIPS],
    len: usize,
    cash: Money,
}

impl Breakdown {
    /// Nothing: no chips, no cash.
    fn empty(rack: &Rack) -> Breakdown {
        Breakdown {
            counts: [0; MAX_CHIPS],
            values: rack.table.values,
            len: rack.table.len,
            cash: Money::ZERO,
        }
    }

    /// The chips, highest value first, each value once, none with a zero count.
    pub fn chips(&self) -> impl Iterator<Item = ChipCount> + '_ {
        (0..self.len).rev().filter_map(|i| {
            let count = self.counts[i];
            (count > 0).then(|| ChipCount {
                chip: i,
                value: self.values[i],
                count,
            })
        })
    }

    /// The remainder paid in cash or coin (zero when the chips pay it all).
    pub fn cash(&self) -> Money {
        self.cash
    }

    /// How many chips in all.
    #[cfg(test)]
    pub(crate) fn chip_count(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// What the chips add up to, without the cash (saturating: a real amount never
    /// comes near the limit).
    #[cfg(test)]
    pub(crate) fn in_chips(&self) -> Money {
        let cents = (0..self.len).fold(0i128, |sum, i| {
            sum + i128::from(self.counts[i]) * i128::from(self.values[i].cents())
        });
        Money::from_cents(i64::try_from(cents).unwrap_or(i64::MAX))
    }

    /// Chips and cash together: the amount broken down.
    #[cfg(test)]
    pub(crate) fn total(&self) -> Money {
        Money::from_cents(self.in_chips().cents().saturating_add(self.cash.cents()))
    }

    /// Adds another breakdown over the same rack.
    fn add(&mut self, other: &Breakdown) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts) {
            *mine += theirs;
        }
        self.cash = Money::from_cents(self.cash.cents().saturating_add(other.cash.cents()));
    }
}

/// `5 × $25.00 + 1 × $5.00 + $0.25 cash`, highest first; `$0.00` for nothing.
impl fmt::Display for Breakdown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut sep = "";
        for c in self.chips() {
            write!(f, "{sep}{} × {}", c.count, c.value)?;
            sep = " + ";
        }
        if self.cash != Money::ZERO {
            write!(f, "{sep}{} cash", self.cash)?;
        } else if sep.is_empty() {
            f.write_str("0.00")?;
        }
        Ok(())
    }
}

/// The winnings on the stake chips of one colour, under colour for colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    /// The stake chips of this colour (value and how many).
    pub stake: ChipCount,
    /// Their share of the amount paid.
    pub amount: Money,
    /// The chips that pay it: that colour, then smaller chips, then cash.
    pub pays: Breakdown,
}

/// An amount paid colour for colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ColourForColour {
    /// The stake as the rack's fewest chips (the round file does not say which chips the
    /// player bet; a dealer colours a stake up to these).
    pub stake: Breakdown,
    /// Each stake colour's share, highest first; empty when no stake chip reaches the
    /// rack's `colour_for_colour_from`, and the amount is paid by the ordinary breakdown.
    pub shares: Vec<Share>,
    /// Every chip paid, and the cash.
    pub pays: Breakdown,
}

impl ColourForColour {
    /// Whether colour for colour applied (some stake chip reached the rack's threshold).
    pub(crate) fn applies(&self) -> bool {
        !self.shares.is_empty()
    }
}

impl Rack {
    /// The chips a dealer pays `amount` with, highest first, and the cash remainder (see
    /// the module docs): chips from the tray; whole-unit chips where they pay it all; a
    /// fraction chip (the $2.50 pink, the 50¢ coin) only for the part of a payout that
    /// needs one, once; the fewest pieces within those rules. An amount of zero or less is
    /// not paid in chips: no chips, and the amount itself as the "cash" so that chips and
    /// cash always add up to it.
    ///
    /// ```
    /// use pitpay_core::FloorCatalog;
    /// use pitpay_core::Money;
    /// let floor = FloorCatalog::with_operator_dir(None);
    /// let us = floor.rack("us-standard").unwrap();
    /// // A $7 blackjack at 3 to 2 wins $10.50: two red $5 and a half-dollar coin.
    /// assert_eq!(us.breakdown(Money::from_cents(1050)).to_string(), "2 × 5.00 + 1 × 0.50");
    /// // $4 is four whites, never a pink, a white and a coin; $7.50 a red and a pink.
    /// assert_eq!(us.breakdown(Money::from_cents(400)).to_string(), "4 × 1.00");
    /// assert_eq!(us.breakdown(Money::from_cents(750)).to_string(), "1 × 5.00 + 1 × 2.50");
    /// ```
    pub fn breakdown(&self, amount: Money) -> Breakdown {
        let mut out = Breakdown::empty(self);
        if amount.cents() <= 0 {
            out.cash = amount;
            return out;
        }
        let (counts, cash) = self.dealer_counts(amount.cents());
        out.counts = counts;
        out.cash = Money::from_cents(cash);
        out
    }

    /// The fewest chips of the whole rack that pay `amount`, whatever the tray
    /// and the dealer's habits: the exact table each of the dealer's ways is read from,
    /// and the answer to "how few pieces could pay this". The tests hold the dealer's
    /// ways to it; the program pays with [`Rack::breakdown`].
    #[cfg(test)]
    pub(crate) fn fewest(&self, amount: Money) -> Breakdown {
        let mut out = Breakdown::empty(self);
        if amount.cents() <= 0 {
            out.cash = amount;
            return out;
        }
        let (counts, cash) = self.table.counts(amount.cents());
        out.counts = counts;
        out.cash = Money::from_cents(cash);
        out
    }

    /// The dealer's choice among the ways the tray can pay `cents`: the least left in
    /// cash, then the fewest fraction chips, then the fewest pieces, then the most of the
    /// largest chips. The ways: whole-unit chips alone; one fraction chip and whole-unit
    /// chips for the rest; and, for a tray whose whole chips cannot pay it, the fewest
    /// pieces of anything in the tray.
    fn dealer_counts(&self, cents: i64) -> ([u64; MAX_CHIPS], i64) {
        // Every line of every settlement is broken down: no allocation here, and the
        // common cases answered by one table or two.
        let Some(whole) = &self.tray_whole else {
            return self.tray.counts(cents);
        };
        // Most payouts are whole amounts, which whole chips pay outright.
        if cents % 100 == 0 {
            let whole_way = whole.counts(cents);
            if whole_way.1 == 0 {
                return whole_way;
            }
        }
        let mut best = self.tray.counts(cents);
        // The tray's fewest pieces leave the least cash any way can. When they pay the
        // rest with no fraction chip (a whole amount) or with one (an amount with a
        // half), nothing ranks before them.
        let payable = cents - best.1;
        if self.fraction_chips(&best.0) == u64::from(payable % 100 != 0) {
            return best;
        }
        let whole_way = whole.counts(cents);
        if whole_way.1 == best.1 {
            return whole_way; // as little cash, and no fraction chip at all
        }
        let mut consider = |way: ([u64; MAX_CHIPS], i64)| {
            if self.dealer_key(&way) < self.dealer_key(&best) {
                best = way;
            }
        };
        consider(whole_way);
        for (i, chip) in self.chips.iter().enumerate() {
            let value = chip.value.cents();
            if chip.in_tray && chip.is_fraction() && value <= cents {
                let (mut counts, cash) = whole.counts(cents - value);
                if let Some(slot) = counts.get_mut(i) {
                    *slot += 1;
                }
                consider((counts, cash));
            }
        }
        best
    }

    /// How many fraction chips ($2.50, coins) a way to pay uses.
    fn fraction_chips(&self, counts: &[u64; MAX_CHIPS]) -> u64 {
        counts
            .iter()
            .zip(self.fraction)
            .filter(|(_, fraction)| *fraction)
            .map(|(n, _)| n)
            .sum()
    }

    /// How a dealer ranks a way to pay, least first: the cash left, the fraction chips,
    /// the pieces, then the counts from the largest chip down, most first.
    fn dealer_key(
        &self,
        (counts, cash): &([u64; MAX_CHIPS], i64),
    ) -> (i64, u64, u64, [std::cmp::Reverse<u64>; MAX_CHIPS]) {
        let fractions = self.fraction_chips(counts);
        let mut largest_first = [std::cmp::Reverse(0); MAX_CHIPS];
        for (slot, n) in largest_first.iter_mut().zip(counts.iter().rev()) {
            *slot = std::cmp::Reverse(*n);
        }
        (*cash, fractions, counts.iter().sum(), largest_first)
    }

    /// `amount` won on `stake`, paid **colour for colour**: each stake chip's winnings in
    /// chips of its own colour, as far as the rack allows. Precisely:
    ///
    /// 1. The stake is taken as the rack's fewest chips ([`Rack::breakdown`] of the stake);
    ///    any part of it the rack cannot make is a cash stake.
    /// 2. If no stake chip reaches the rack's `colour_for_colour_from` (all chips when the
    ///    rack names none), the amount is paid by the ordinary breakdown.
    /// 3. Otherwise each stake colour (value `c`, `n` chips) takes the share
    ///    `⌊amount × n·c / stake⌋` of the amount, in proportion to what it staked (for
    ///    `to` odds exactly its own winnings). The cents this rounding leaves, and the
    ///    cash stake's share, go to the smallest stake colour.
    /// 4. A share is paid in chips of its colour as far as whole chips go
    ///    (`⌊share / c⌋`), and the rest, less than one such chip, by the ordinary
    ///    breakdown, which can only use smaller chips and cash.
    ///
    /// So no share is ever paid with a chip larger than its stake chip. `amount` is what
    /// the dealer pays across: the winnings, or for a `for` table the whole return (R1.4).
    pub(crate) fn colour_for_colour(&self, stake: Money, amount: Money) -> ColourForColour {
        let stake_chips = self.breakdown(stake);
        let ordinary = |stake_chips| ColourForColour {
            stake: stake_chips,
            shares: Vec::new(),
            pays: self.breakdown(amount),
        };
        let from = self
            .colour_for_colour_from
            .or(self.chips.first().map(|c| c.value));
        let reaches = stake_chips
            .chips()
            .any(|c| from.is_some_and(|f| c.value >= f));
        if stake.cents() <= 0 || amount.cents() <= 0 || !reaches {
            return ordinary(stake_chips);
        }
        let (whole, stake_cents) = (i128::from(amount.cents()), i128::from(stake.cents()));
        let mut shares: Vec<(ChipCount, i128)> = stake_chips
            .chips()
            .map(|c| {
                let staked = i128::from(c.count) * i128::from(c.value.cents());
                (c, whole * staked / stake_cents)
            })
            .collect();
        let given: i128 = shares.iter().map(|(_, s)| s).sum();
        if let Some((_, smallest)) = shares.last_mut() {
            *smallest += whole - given;
        }
        let mut pays = Breakdown::empty(self);
        let mut out = Vec::with_capacity(shares.len());
        for (chip, share) in shares {
            let share = Money::from_cents(i64::try_from(share).unwrap_or(i64::MAX));
            let c = chip.value.cents();
            let own = share.cents() / c;
            let mut part = self.breakdown(Money::from_cents(share.cents() - own * c));
            part.counts[chip.chip] += own.unsigned_abs();
            pays.add(&part);
            out.push(Share {
                stake: chip,
                amount: share,
                pays: part,
            });
        }
        ColourForColour {
            stake: stake_chips,
            shares: out,
            pays,
        }
    }
}

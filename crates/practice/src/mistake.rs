//! The likely mistake behind a wrong "Pay it" amount: a dealer who typed the
//! winnings without the stake, paid a doubled hand as if it were not doubled, paid a
//! blackjack 1 to 1, paid the wrong tier of a side bet, or left the base out of a Lucky
//! Break multiplier (or the bonus out of the base) is told so in those words, with the
//! amounts. Each mistake is recognised only when the typed amount is exactly what it
//! would have paid; any other wrong amount gets the plain explanation.

use pitpay_core::Bet;
use pitpay_core::MultiplierMode;
use pitpay_core::{Convention, Currency, Money, Odds};
use pitpay_core::{LineOdds, WagerLine};
use pitpay_core::{Pay, Paytable};
use pitpay_language::{t, Words};

/// What a settled line paid, as the mistakes are measured against it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Paid<'a> {
    /// The bet.
    pub bet: Bet,
    /// Its whole stake (a doubled hand's both parts).
    pub stake: Money,
    /// Paid across.
    pub paid: Money,
    /// Net.
    pub net: Money,
    /// The odds paid.
    pub odds: Option<&'a LineOdds>,
}

impl<'a> From<&'a WagerLine> for Paid<'a> {
    fn from(l: &'a WagerLine) -> Paid<'a> {
        Paid {
            bet: l.bet,
            stake: l.stake,
            paid: l.paid,
            net: l.net,
            odds: l.odds.as_ref(),
        }
    }
}

/// What the dealer most likely did, when `typed` is exactly what that mistake pays.
pub(crate) fn name(
    line: Paid<'_>,
    doubled: bool,
    table: Option<&Paytable>,
    typed: Money,
    cur: Currency,
    words: &Words,
) -> Option<String> {
    let f = |m: Money| cur.format(m);
    // A doubled hand's half is also its net on a 1-to-1 win: the double is named first,
    // as the likelier slip.
    if doubled && line.paid.cents() % 2 == 0 && typed.cents() * 2 == line.paid.cents() {
        return Some(t!(
            words,
            "practice-mistake-not-doubled",
            stake = f(line.stake)
        ));
    }
    let stake_back = line.paid.checked_sub(line.net).ok()?;
    if typed == line.net && stake_back > Money::ZERO && line.net > Money::ZERO {
        return Some(t!(
            words,
            "practice-mistake-net-only",
            net = f(line.net),
            stake = f(stake_back)
        ));
    }
    if let Some(said) = blackjack_one_to_one(line, typed, cur, words) {
        return Some(said);
    }
    if let Some(LineOdds::LuckyBreak { base, mode, .. }) = line.odds {
        return lucky_break_part(line, (*base, *mode), typed, cur, words);
    }
    wrong_tier(line, table?, typed, cur, words)
}

/// A blackjack paid 1 to 1 (R3.1: it pays 3 to 2 or 6 to 5).
fn blackjack_one_to_one(
    line: Paid<'_>,
    typed: Money,
    cur: Currency,
    words: &Words,
) -> Option<String> {
    let Some(LineOdds::Plain(odds)) = line.odds else {
        return None;
    };
    let is_blackjack = line.bet == Bet::Main && (odds.numerator, odds.denominator) != (1, 1);
    let even = line.stake.checked_mul(2).ok()?;
    (is_blackjack && odds.convention == Convention::To && typed == even).then(|| {
        t!(
            words,
            "practice-mistake-blackjack-even",
            paid = cur.format(even),
            odds = odds.to_string()
        )
    })
}

/// A Lucky Break win whose base or bonus was left out (R6.4: the bonus is added to the
/// base, or replaces it).
fn lucky_break_part(
    line: Paid<'_>,
    (base, mode): (u32, MultiplierMode),
    typed: Money,
    cur: Currency,
    words: &Words,
) -> Option<String> {
    let base_won = line.stake.checked_mul(i64::from(base)).ok()?;
    let base_only = line.stake.checked_add(base_won).ok()?;
    if mode != MultiplierMode::AddsToBase {
        return None;
    }
    if typed == base_only && base_only != line.paid {
        return Some(t!(
            words,
            "practice-mistake-base-only",
            base = base.to_string(),
            won = cur.format(base_won)
        ));
    }
    let bonus_only = line.paid.checked_sub(base_won).ok()?;
    (typed == bonus_only && base_won > Money::ZERO).then(|| {
        t!(
            words,
            "practice-mistake-bonus-only",
            base = base.to_string(),
            won = cur.format(base_won)
        )
    })
}

/// Another tier of the bet's paytable paid instead of the one the cards made.
fn wrong_tier(
    line: Paid<'_>,
    table: &Paytable,
    typed: Money,
    cur: Currency,
    words: &Words,
) -> Option<String> {
    let rounding_free = |odds: Odds| -> Option<Money> {
        let won = odds.winnings(line.stake).ok()?;
        // Only a tier whose pay is whole cents is compared: no rounding is guessed.
        let won = Money::try_from(won).ok()?;
        line.stake.checked_add(won).ok()
    };
    let own = line.odds.map(ToString::to_string);
    table.tiers().iter().find_map(|tier| {
        let Pay::Odds(odds) = tier.pays else {
            return None;
        };
        let pays = rounding_free(odds)?;
        let other = own.as_deref() != Some(odds.to_string().as_str());
        (other && pays == typed && pays != line.paid).then(|| {
            let (tier, odds, pays) = (tier.name.as_str(), odds.to_string(), cur.format(pays));
            match own.as_deref() {
                Some(own) => t!(
                    words,
                    "practice-mistake-tier",
                    tier = tier,
                    odds = odds,
                    paid = pays,
                    own = own
                ),
                None => t!(
                    words,
                    "practice-mistake-tier-no-win",
                    tier = tier,
                    odds = odds,
                    paid = pays
                ),
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(bet: Bet, stake: i64, paid: i64, odds: &LineOdds) -> Paid<'_> {
        Paid {
            bet,
            stake: Money::from_cents(stake),
            paid: Money::from_cents(paid),
            net: Money::from_cents(paid - stake),
            odds: Some(odds),
        }
    }

    const USD: Currency = Currency::USD;
    const EVEN: LineOdds = LineOdds::Plain(Odds::to(1, 1));

    /// "You paid the net and left out the $50 stake" (a $50 main wins 1 to 1:
    /// paid $100, net $50).
    #[test]
    fn the_net_for_the_whole_payment_is_named() {
        let l = line(Bet::Main, 5_000, 10_000, &EVEN);
        let said = name(
            l,
            false,
            None,
            Money::from_cents(5_000),
            USD,
            pitpay_language::english(),
        )
        .unwrap();
        assert!(said.contains("left out the $50.00 stake"), "{said}");
    }

    /// R3.1: a $10 blackjack pays 3 to 2, $25 across; $20 is the 1-to-1 mistake.
    #[test]
    fn r3_1_a_blackjack_paid_one_to_one_is_named() {
        let bj = LineOdds::Plain(Odds::to(3, 2));
        let l = line(Bet::Main, 1_000, 2_500, &bj);
        let said = name(
            l,
            false,
            None,
            Money::from_cents(2_000),
            USD,
            pitpay_language::english(),
        )
        .unwrap();
        assert!(said.contains("1 to 1") && said.contains("3 to 2"), "{said}");
    }

    /// A doubled $10 hand (stake $20) wins: $40 across; $20 forgets the double.
    #[test]
    fn a_doubled_hand_paid_on_its_first_stake_is_named() {
        let l = line(Bet::Main, 2_000, 4_000, &EVEN);
        let said = name(
            l,
            true,
            None,
            Money::from_cents(2_000),
            USD,
            pitpay_language::english(),
        )
        .unwrap();
        assert!(said.contains("not doubled"), "{said}");
    }

    /// R6.4 worked example: $1 Lucky Break, base 3 to 1 ($3) plus 3 × 50 ($150): paid
    /// $154. $4 is the base alone; $151 the bonus without the base.
    #[test]
    fn r6_4_a_lucky_break_base_or_bonus_left_out_is_named() {
        let odds = LineOdds::LuckyBreak {
            base: 3,
            multiplier: 50,
            mode: MultiplierMode::AddsToBase,
        };
        let l = line(Bet::LuckyBreak, 100, 15_400, &odds);
        let base = name(
            l,
            false,
            None,
            Money::from_cents(400),
            USD,
            pitpay_language::english(),
        )
        .unwrap();
        assert!(base.contains("left out the suited bonus"), "{base}");
        let bonus = name(
            l,
            false,
            None,
            Money::from_cents(15_100),
            USD,
            pitpay_language::english(),
        )
        .unwrap();
        assert!(bonus.contains("without the base 3 to 1 ($3.00)"), "{bonus}");
        assert_eq!(
            name(
                l,
                false,
                None,
                Money::from_cents(999),
                USD,
                pitpay_language::english()
            ),
            None
        );
    }
}

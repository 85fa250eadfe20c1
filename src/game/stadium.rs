//! Stadium Blackjack (RULES.md R7): one layout, many terminals.
//!
//! Every terminal shares player card 1, dealer card 1 and player card 2 (R7.1); then
//! community cards are drawn one at a time. A terminal's decisions are replayed in
//! order against the community cards (R7.2): its hands take a prefix C1…Ck, and its
//! own dealer hand is dealer card 1 followed by Ck+1, … (R7.3), drawn only as far as
//! the terminal's wagers depend on it. So every terminal can see a different dealer
//! hand, and this module shows each one card by card.

use crate::card::{Card, Rank};
use crate::game::blackjack::{blackjack_odds, hand_against_dealer, HandFacts, HandResult};
use crate::game::hand::{dealer_draws, describe, is_two_card_21, splits, total};
use crate::game::side_bet::{settle_side_bet, SideBetEntry};
use crate::game::Bet;
use crate::house::{AutoRule, DoubleOn, Standoff, Surrender};
use crate::money::{Money, Odds};
use crate::pattern::SideBetCards;
use crate::round::{wager_field, Party, PlayError, Round, Seat};
use crate::settle::{Award, MeterChange, Outcome, SeatSettlement, WagerLine};

/// One hand of a terminal during the replay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StadiumHand {
    /// Cards in order.
    pub cards: Vec<Card>,
    /// Doubled.
    pub doubled: bool,
    /// Surrendered.
    pub surrendered: bool,
    /// Finished (stood, doubled, busted, 21, surrendered, split Ace).
    pub done: bool,
    /// The dealer wager's stake riding on this hand (R7.7), zero for none.
    pub dealer_stake: Money,
}

/// A terminal after its decisions have been replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// Final hands in R1.10 order.
    pub hands: Vec<StadiumHand>,
    /// Insurance taken.
    pub insured: bool,
    /// Even money taken.
    pub even_money: bool,
    /// How many community cards the hands used (C1…Ck).
    pub used: usize,
    /// Each step in words, for the study view.
    pub steps: Vec<Step>,
}

/// One event of a terminal's replay, kept as data and put into words only when the
/// study view or a slip asks (R7.2, R7.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The insurance point: the decision taken.
    InsurancePoint(&'static str),
    /// A blackjack on the first two cards, with or without even money.
    Blackjack {
        /// Even money taken.
        even_money: bool,
    },
    /// Community card `index` (0-based) went to a hand.
    Draw {
        /// 0-based community index (printed C1, C2 …).
        index: usize,
        /// The card.
        card: Card,
        /// 1-based hand.
        hand: usize,
        /// Why: "split", "hit", "double".
        why: &'static str,
    },
    /// A timeout resolved by the auto-rule.
    Timeout {
        /// 1-based hand.
        hand: usize,
        /// Total at the time.
        value: u8,
        /// Soft total.
        soft: bool,
        /// Stood (else hit).
        stands: bool,
        /// The rule in force.
        rule: AutoRule,
    },
    /// A hand ended: stood, reached 21, busted, surrendered, split Ace.
    Ends {
        /// 1-based hand.
        hand: usize,
        /// How.
        how: &'static str,
    },
    /// A split: the new hand's number and first card.
    Split {
        /// 1-based hand split.
        hand: usize,
        /// The new hand.
        new_hand: usize,
        /// Its first card.
        card: Card,
    },
    /// The dealer wager followed a split or a double (R7.7).
    DealerWagerFollows(&'static str),
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::InsurancePoint(w) => write!(f, "Dealer card 1 is an Ace: {w}"),
            Step::Blackjack { even_money: true } => {
                f.write_str("Blackjack: even money paid at once")
            }
            Step::Blackjack { even_money: false } => f.write_str("Blackjack stands by itself"),
            Step::Draw {
                index,
                card,
                hand,
                why,
            } => {
                write!(f, "C{} {} → hand {hand} ({why})", index + 1, card.pretty())
            }
            Step::Timeout {
                hand,
                value,
                soft,
                stands,
                rule,
            } => write!(
                f,
                "hand {hand}: timeout on {}{value} → {} (auto_rule = {rule})",
                if *soft { "soft " } else { "" },
                if *stands { "stand" } else { "hit" }
            ),
            Step::Ends { hand, how } => write!(f, "hand {hand}: {how}"),
            Step::Split {
                hand,
                new_hand,
                card,
            } => {
                write!(
                    f,
                    "hand {hand} splits; hand {new_hand} starts with {}",
                    card.pretty()
                )
            }
            Step::DealerWagerFollows(what) => write!(f, "the dealer wager {what} too"),
        }
    }
}

/// Where a decision stands in a terminal's list, for errors.
fn decision_error(seat: u32, index: usize, word: &str, why: String) -> PlayError {
    PlayError::new(
        format!("seat {seat} decisions"),
        format!("decision {} \"{word}\": {why}", index + 1),
    )
}

/// Replays one terminal's decisions (R7.2, R7.5, R7.7).
pub fn replay(round: &Round, seat: &Seat) -> Result<Replay, PlayError> {
    let house = &round.house;
    let n = seat.number;
    let words: Vec<&str> = seat
        .decisions
        .iter()
        .flatten()
        .map(String::as_str)
        .collect();
    let no_hand = !seat.wagers.contains_key(&Bet::Main);
    if no_hand {
        if let Some(w) = words.first() {
            return Err(decision_error(n, 0, w, "R7.2: a terminal with no blackjack wager of its own has no hand and takes no decisions".into()));
        }
        return Ok(Replay {
            hands: Vec::new(),
            insured: false,
            even_money: false,
            used: 0,
            steps: Vec::new(),
        });
    }
    let [p1, p2] = [round.shared_player.first(), round.shared_player.get(1)];
    let (Some(&p1), Some(&p2)) = (p1, p2) else {
        return Err(PlayError::new(
            "cards.player",
            "R7.1: two shared player cards are needed",
        ));
    };
    let d1 = *round
        .dealer
        .first()
        .ok_or_else(|| PlayError::new("cards.dealer", "R7.1: dealer card 1 is missing"))?;
    let community = &round.community;
    let mut next = 0usize;
    let mut pos = 0usize;
    let mut steps = Vec::new();
    let dealer_main = seat.stake(Party::Dealer, Bet::Main).unwrap_or(Money::ZERO);
    let mut hands = vec![StadiumHand {
        cards: vec![p1, p2],
        doubled: false,
        surrendered: false,
        done: false,
        dealer_stake: dealer_main,
    }];
    let player_bj = is_two_card_21(&[p1, p2]);
    let mut insured = false;
    let mut even_money = false;

    // The insurance point comes first when dealer card 1 is an Ace (R7.2).
    if d1.rank == Rank::Ace {
        let Some(&w) = words.get(pos) else {
            return Err(PlayError::new(format!("seat {n} decisions"), "R7.2: dealer card 1 is an Ace, so the first decision is insurance, no-insurance or (with a blackjack) even-money; none is given"));
        };
        match (w, player_bj) {
            ("insurance", false) => insured = true,
            ("even-money", true) => even_money = true,
            ("no-insurance" | "timeout", _) => {}
            ("insurance", true) => return Err(decision_error(n, pos, w, "R7.2: with a blackjack the choice is even-money or no-insurance".into())),
            ("even-money", false) => return Err(decision_error(n, pos, w, "R7.2: even money is only for a blackjack".into())),
            _ => return Err(decision_error(n, pos, w, "R7.2: dealer card 1 is an Ace, so the first decision is insurance, no-insurance, even-money or timeout".into())),
        }
        steps.push(Step::InsurancePoint(match w {
            "insurance" => "insurance",
            "even-money" => "even-money",
            "timeout" => "timeout (declined)",
            _ => "no-insurance",
        }));
        pos += 1;
    }
    if even_money || player_bj {
        hands[0].done = true;
        steps.push(Step::Blackjack { even_money });
    }

    let draw = |next: &mut usize,
                hand: usize,
                why: &'static str,
                steps: &mut Vec<Step>|
     -> Result<Card, PlayError> {
        let c = community.get(*next).copied().ok_or_else(|| {
            PlayError::new(
                "cards.community",
                format!(
                    "terminal {n}: hand {hand} needs community card C{}, but only {} were drawn",
                    *next + 1,
                    community.len()
                ),
            )
        })?;
        steps.push(Step::Draw {
            index: *next,
            card: c,
            hand,
            why,
        });
        *next += 1;
        Ok(c)
    };

    let mut h = 0usize;
    while h < hands.len() {
        loop {
            // Whether the hand is part of a split, as it stands at this decision.
            let split = hands.len() > 1;
            let hand = &mut hands[h];
            if hand.done {
                break;
            }
            if hand.cards.len() == 1 {
                let c = draw(&mut next, h + 1, "split", &mut steps)?;
                hand.cards.push(c);
                if hand.cards.first().is_some_and(|c| c.rank == Rank::Ace) {
                    hand.done = true; // split Aces get one card each
                    steps.push(Step::Ends {
                        hand: h + 1,
                        how: "split Ace takes one card",
                    });
                    break;
                }
            }
            let t = total(&hand.cards);
            if t.value >= 21 {
                hand.done = true;
                let how = if t.is_bust() {
                    "busts"
                } else {
                    "reaches 21 and stands by itself"
                };
                steps.push(Step::Ends { hand: h + 1, how });
                break;
            }
            let Some(&w) = words.get(pos) else {
                return Err(PlayError::new(
                    format!("seat {n} decisions"),
                    format!(
                        "R7.2: hand {} ({}) needs a decision; none is left",
                        h + 1,
                        describe(&hand.cards, !split)
                    ),
                ));
            };
            let at = pos;
            pos += 1;
            let word = if w == "timeout" {
                let stand = auto_stands(house.auto_rule, t.value, t.soft);
                steps.push(Step::Timeout {
                    hand: h + 1,
                    value: t.value,
                    soft: t.soft,
                    stands: stand,
                    rule: house.auto_rule,
                });
                if stand {
                    "stand"
                } else {
                    "hit"
                }
            } else {
                w
            };
            let first_two = hand.cards.len() == 2;
            match word {
                "hit" => {
                    let c = draw(&mut next, h + 1, "hit", &mut steps)?;
                    hands[h].cards.push(c);
                }
                "stand" => {
                    hand.done = true;
                    steps.push(Step::Ends {
                        hand: h + 1,
                        how: "stands",
                    });
                }
                "double" => {
                    let has_ace = hand.cards.iter().any(|c| c.rank == Rank::Ace);
                    let ok_total = match house.double_on {
                        DoubleOn::TenToEleven => (10..=11).contains(&t.value),
                        _ => (2..=20).contains(&t.value),
                    };
                    let why = if !first_two {
                        Some("only on a hand's first two cards".to_string())
                    } else if has_ace {
                        Some("never on a hand holding an Ace".to_string())
                    } else if !ok_total {
                        Some(format!(
                            "double_on = {} does not allow {}",
                            house.double_on, t.value
                        ))
                    } else if split && !house.double_after_split {
                        Some("no double after a split (double_after_split = false)".to_string())
                    } else {
                        None
                    };
                    if let Some(why) = why {
                        return Err(decision_error(n, at, w, format!("R7.4: {why}")));
                    }
                    hand.doubled = true;
                    let c = draw(&mut next, h + 1, "double", &mut steps)?;
                    let hand = &mut hands[h];
                    hand.cards.push(c);
                    hand.done = true;
                    if words.get(pos) == Some(&"double-dealer") {
                        if !house.dealer_double_split || hand.dealer_stake == Money::ZERO {
                            return Err(decision_error(n, pos, "double-dealer", "R7.7: allowed only with dealer_double_split = true and a dealer wager on this hand".into()));
                        }
                        hand.dealer_stake = hand.dealer_stake.checked_mul(2).map_err(|e| {
                            PlayError::new(format!("seat {n} decisions"), e.to_string())
                        })?;
                        steps.push(Step::DealerWagerFollows("doubles"));
                        pos += 1;
                    }
                }
                "split" => {
                    let pair = match hand.cards.as_slice() {
                        [a, b] => splits(a.rank, b.rank, house.split_on).then_some(a.rank),
                        _ => None,
                    };
                    let Some(rank) = pair else {
                        return Err(decision_error(
                            n,
                            at,
                            w,
                            format!(
                                "R7.4: only a pair on its first two cards splits (split_on = {})",
                                house.split_on
                            ),
                        ));
                    };
                    if hands.len() >= usize::from(house.max_hands) {
                        return Err(decision_error(
                            n,
                            at,
                            w,
                            format!("R7.4: at most {} hands (max_hands)", house.max_hands),
                        ));
                    }
                    if rank == Rank::Ace && split {
                        return Err(decision_error(n, at, w, "R7.4: Aces split once".into()));
                    }
                    let hand = &mut hands[h];
                    let moved = hand.cards.pop().ok_or_else(|| {
                        PlayError::new(format!("seat {n} decisions"), "split of an empty hand")
                    })?;
                    let mut new = StadiumHand {
                        cards: vec![moved],
                        doubled: false,
                        surrendered: false,
                        done: false,
                        dealer_stake: Money::ZERO,
                    };
                    steps.push(Step::Split {
                        hand: h + 1,
                        new_hand: hands.len() + 1,
                        card: moved,
                    });
                    if words.get(pos) == Some(&"split-dealer") {
                        if !house.dealer_double_split || hands[h].dealer_stake == Money::ZERO {
                            return Err(decision_error(n, pos, "split-dealer", "R7.7: allowed only with dealer_double_split = true and a dealer wager on this hand".into()));
                        }
                        new.dealer_stake = dealer_main;
                        steps.push(Step::DealerWagerFollows("splits"));
                        pos += 1;
                    }
                    hands.push(new);
                }
                "surrender" => {
                    if house.surrender == Surrender::Disabled {
                        return Err(decision_error(
                            n,
                            at,
                            w,
                            "R7.4: surrender is disabled at this table".into(),
                        ));
                    }
                    if split || !first_two {
                        return Err(decision_error(
                            n,
                            at,
                            w,
                            "R7.4: surrender only on the first two cards of an unsplit hand".into(),
                        ));
                    }
                    hand.surrendered = true;
                    hand.done = true;
                    steps.push(Step::Ends {
                        hand: h + 1,
                        how: "surrenders",
                    });
                }
                "split-dealer" | "double-dealer" => {
                    return Err(decision_error(
                        n,
                        at,
                        w,
                        "R7.7: comes only immediately after the split or double it follows".into(),
                    ));
                }
                "insurance" | "no-insurance" | "even-money" => {
                    return Err(decision_error(n, at, w, "R7.2: the insurance decision comes first, and only when dealer card 1 is an Ace".into()));
                }
                _ => {
                    return Err(decision_error(n, at, w, "not a decision word (hit stand double split surrender insurance no-insurance even-money timeout split-dealer double-dealer)".into()));
                }
            }
        }
        h += 1;
    }
    if let Some(w) = words.get(pos) {
        return Err(decision_error(
            n,
            pos,
            w,
            "R7.2: left over after every hand has finished".into(),
        ));
    }
    Ok(Replay {
        hands,
        insured,
        even_money,
        used: next,
        steps,
    })
}

/// Whether the auto-rule stands on this total (R7.5).
pub fn auto_stands(rule: AutoRule, value: u8, soft: bool) -> bool {
    let (soft_min, hard_min) = match rule {
        AutoRule::S17H12 => (17, 12),
        AutoRule::S17H17 => (17, 17),
        AutoRule::S18H17 => (18, 17),
        AutoRule::S18H12 => (18, 12),
    };
    if soft {
        value >= soft_min
    } else {
        value >= hard_min
    }
}

/// This terminal's dealer hand: dealer card 1, then the community cards its hands did
/// not use, drawn only as far as its wagers depend on it (R7.3).
pub fn dealer_hand(round: &Round, seat: &Seat, r: &Replay) -> Result<Vec<Card>, PlayError> {
    let house = &round.house;
    let d1 = *round
        .dealer
        .first()
        .ok_or_else(|| PlayError::new("cards.dealer", "dealer card 1 is missing"))?;
    let mut dealer = vec![d1];
    if r.hands.is_empty() {
        return Ok(dealer); // side bets only: they settle on the first cards
    }
    let ace_or_ten = d1.rank == Rank::Ace || d1.rank.is_ten_value();
    let split = r.hands.len() > 1;
    let finished = |h: &StadiumHand| total(&h.cards).is_bust() || (h.surrendered) || r.even_money;
    let live_dealer_wager = r
        .hands
        .iter()
        .any(|h| h.dealer_stake > Money::ZERO && !total(&h.cards).is_bust() && !h.surrendered);
    // How many cards the dealer takes: Some(k) for a fixed number, None to play out.
    let cards_wanted = if r.hands.iter().all(finished) {
        if live_dealer_wager {
            None
        } else {
            let check = r.insured
                || (house.surrender == Surrender::EnabledExceptDealerBlackjack
                    && ace_or_ten
                    && r.hands.iter().any(|h| h.surrendered));
            Some(usize::from(check))
        }
    } else if !split
        && r.hands
            .iter()
            .all(|h| finished(h) || is_two_card_21(&h.cards))
    {
        Some(usize::from(ace_or_ten))
    } else {
        None
    };
    let mut next = r.used;
    let mut take = |dealer: &mut Vec<Card>| -> Result<(), PlayError> {
        let c = round.community.get(next).copied().ok_or_else(|| {
            PlayError::new(
                "cards.community",
                format!("terminal {}: the dealer needs at least one more community card (C{}); only {} were drawn", seat.number, next + 1, round.community.len()),
            )
        })?;
        dealer.push(c);
        next += 1;
        Ok(())
    };
    match cards_wanted {
        Some(k) => {
            for _ in 0..k {
                take(&mut dealer)?;
            }
        }
        None => {
            while dealer_draws(&dealer, house.soft17) {
                take(&mut dealer)?;
            }
        }
    }
    Ok(dealer)
}

/// Settles every terminal of a Stadium round.
pub fn settle_seats(
    round: &Round,
) -> Result<(String, Vec<SeatSettlement>, Vec<MeterChange>), PlayError> {
    let mut out = Vec::new();
    for seat in &round.seats {
        out.push(settle_terminal(round, seat)?);
    }
    let note = format!(
        "Shared cards: player {} · dealer {} · player {}; community {}",
        round
            .shared_player
            .first()
            .map(|c| c.pretty())
            .unwrap_or_default(),
        round.dealer.first().map(|c| c.pretty()).unwrap_or_default(),
        round
            .shared_player
            .get(1)
            .map(|c| c.pretty())
            .unwrap_or_default(),
        round
            .community
            .iter()
            .enumerate()
            .map(|(i, c)| format!("C{} {}", i + 1, c.pretty()))
            .collect::<Vec<_>>()
            .join(" ")
    );
    Ok((note, out, Vec::new()))
}

fn settle_terminal(round: &Round, seat: &Seat) -> Result<SeatSettlement, PlayError> {
    let house = &round.house;
    let r = replay(round, seat)?;
    let dealer = dealer_hand(round, seat, &r)?;
    let dealer_blackjack = dealer.len() == 2 && is_two_card_21(&dealer);
    let bj_pays = blackjack_odds(house.blackjack_pays);
    let main_table = round.paytable(Bet::Main);
    let money = |party: Party, bet: Bet| {
        move |e: crate::money::AmountError| {
            PlayError::new(wager_field(seat.number, party, bet), e.to_string())
        }
    };
    let mut lines = Vec::new();
    let split = r.hands.len() > 1;
    let main = seat.stake(Party::Player, Bet::Main).unwrap_or(Money::ZERO);
    let standoff = |line: &mut WagerLine| {
        let stays = match house.standoff {
            Standoff::Disabled => false,
            Standoff::Always | Standoff::AlwaysPushInsurance => true,
            Standoff::WhenNotInsured => !r.insured,
        };
        if line.result == Outcome::Push && stays {
            line.standoff = Some(true);
        }
    };
    for party in [Party::Player, Party::Dealer] {
        let mut first_standing_taken = false;
        for (i, h) in r.hands.iter().enumerate() {
            let base = match party {
                Party::Player => main,
                Party::Dealer => h.dealer_stake,
            };
            if base == Money::ZERO {
                continue;
            }
            let stake = if h.doubled && party == Party::Player {
                base.checked_mul(2).map_err(money(party, Bet::Main))?
            } else {
                base
            };
            let original = match party {
                Party::Player => main,
                Party::Dealer => seat.stake(Party::Dealer, Bet::Main).unwrap_or(base),
            };
            let result = if party == Party::Player && i == 0 && r.even_money {
                let odds = main_table
                    .and_then(|t| t.main_odds("even-money"))
                    .unwrap_or(Odds::to(1, 1));
                HandResult {
                    award: Award::Odds(odds),
                    reason: "Blackjack against a dealer Ace: even money taken".into(),
                    rule: "R7.6",
                }
            } else if h.surrendered {
                if dealer_blackjack && house.surrender == Surrender::EnabledExceptDealerBlackjack {
                    HandResult { award: Award::Lose, reason: format!("Surrendered, but this terminal's dealer has blackjack ({}): the whole stake is lost", describe(&dealer, true)), rule: "R7.4" }
                } else {
                    HandResult {
                        award: Award::Returned(stake.half_down(), Outcome::Surrender),
                        reason: format!(
                            "Surrendered {}: half the stake returned",
                            describe(&h.cards, false)
                        ),
                        rule: "R7.4",
                    }
                }
            } else {
                let standing = !(total(&h.cards).is_bust() || !split && is_two_card_21(&h.cards));
                let first = standing && !first_standing_taken;
                if standing {
                    first_standing_taken = true;
                }
                let mut res = hand_against_dealer(
                    HandFacts {
                        cards: &h.cards,
                        stake,
                        original,
                        unsplit: !split,
                        surrendered: false,
                    },
                    &dealer,
                    dealer_blackjack,
                    first,
                    bj_pays,
                );
                res.rule = "R7.6";
                res
            };
            let reason = match party {
                Party::Player => result.reason,
                Party::Dealer => format!("Dealer's wager on hand {}: {}", i + 1, result.reason),
            };
            let mut line = WagerLine::settle(
                Bet::Main,
                i + 1,
                party,
                stake,
                result.award,
                house.rounding,
                round.currency,
                reason,
                if party == Party::Dealer {
                    "R7.7"
                } else {
                    result.rule
                },
                main_table,
            )
            .map_err(money(party, Bet::Main))?;
            standoff(&mut line);
            lines.push(line);
        }
    }
    if r.insured {
        let stake = main.half_down();
        let odds = main_table
            .and_then(|t| t.main_odds("insurance"))
            .unwrap_or(Odds::to(2, 1));
        let (award, reason) = if dealer_blackjack {
            (
                Award::Odds(odds),
                format!(
                    "This terminal's dealer has blackjack ({}): insurance pays {odds}",
                    describe(&dealer, true)
                ),
            )
        } else {
            (
                Award::Lose,
                "This terminal's dealer has no blackjack: insurance loses".to_string(),
            )
        };
        let mut line = WagerLine::settle(
            Bet::Insurance,
            1,
            Party::Player,
            stake,
            award,
            house.rounding,
            round.currency,
            reason,
            "R7.6",
            main_table,
        )
        .map_err(money(Party::Player, Bet::Insurance))?;
        if house.standoff == Standoff::AlwaysPushInsurance
            && lines
                .iter()
                .any(|l| l.party == Party::Player && l.result == Outcome::Push)
        {
            line.standoff = Some(true);
        }
        lines.push(line);
    }
    // Side bets settle on the first cards, before any decision (R7.8, R4.6).
    let seen = SideBetCards {
        first_two: [
            round
                .shared_player
                .first()
                .copied()
                .ok_or_else(|| PlayError::new("cards.player", "missing"))?,
            round
                .shared_player
                .get(1)
                .copied()
                .ok_or_else(|| PlayError::new("cards.player", "missing"))?,
        ],
        up: *round
            .dealer
            .first()
            .ok_or_else(|| PlayError::new("cards.dealer", "missing"))?,
        hit: None,
    };
    for party in [Party::Player, Party::Dealer] {
        for bet in [Bet::BetTheSet, Bet::RoyalMatch, Bet::TriLux, Bet::Super3] {
            if let Some(stake) = seat.stake(party, bet) {
                lines.push(settle_side_bet(
                    round,
                    bet,
                    &SideBetEntry {
                        seat: seat.number,
                        party,
                        stake,
                        seen,
                    },
                )?);
            }
        }
    }
    Ok(SeatSettlement {
        seat: seat.number,
        hands: r.hands.iter().map(|h| h.cards.clone()).collect(),
        dealer_hand: Some(dealer),
        replay: r.steps,
        wagers: lines,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r7_5_auto_rules() {
        assert!(auto_stands(AutoRule::S17H12, 12, false));
        assert!(!auto_stands(AutoRule::S17H17, 12, false));
        assert!(!auto_stands(AutoRule::S18H17, 17, true));
        assert!(auto_stands(AutoRule::S17H12, 17, true));
        assert!(!auto_stands(AutoRule::S18H12, 16, true));
    }
}

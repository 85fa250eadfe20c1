//! Blackjack as the host game (RULES.md R3), with insurance and even money, wagers for
//! the dealer (R3.4), Lucky Break (R6) and the progressives (R4, R5).
//!
//! The round file holds final hands; this module checks that play could have produced
//! them (R1.8, R3.3: no card after 21 or a bust, doubles and surrenders on a hand's
//! first two cards only, Aces split once, the dealer's draw rule, the peek) and then
//! settles every wager.

use crate::card::{Card, Rank};
use crate::game::hand::{dealer_draws, describe, is_two_card_21, splits, total};
use crate::game::lucky_break;
use crate::game::side_bet::settle_seat_progressives;
use crate::game::Bet;
use crate::house::{BlackjackPays, DoubleOn, HouseOptions, Peek, Surrender};
use crate::money::{Money, Odds};
use crate::round::{wager_field, HandMark, Party, PlayError, PlayerHand, Round, Seat};
use crate::settle::{Award, MeterChange, Outcome, SeatSettlement, WagerLine};

/// The odds a blackjack pays under the house option (R3.1, R7.4).
pub fn blackjack_odds(pays: BlackjackPays) -> Odds {
    match pays {
        BlackjackPays::ThreeToTwo => Odds::to(3, 2),
        BlackjackPays::SixToFive => Odds::to(6, 5),
    }
}

/// How one hand's main wager ends against a dealer hand, before money (R3.2, R7.6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandResult {
    /// The award.
    pub award: Award,
    /// Dealer-language reason.
    pub reason: String,
    /// The rule that decided it.
    pub rule: &'static str,
}

/// What a hand did, for settlement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandFacts<'a> {
    /// Its cards.
    pub cards: &'a [Card],
    /// Its stake (doubled where doubled).
    pub stake: Money,
    /// The spot's original stake (the main wager).
    pub original: Money,
    /// Whether it can be a blackjack (an unsplit hand).
    pub unsplit: bool,
    /// Surrendered.
    pub surrendered: bool,
}

/// Settles a hand that is not surrendered or settled by even money against the
/// dealer's hand. `first_standing` says whether this is the first hand of the spot
/// still standing, which takes the spot's loss against a no-peek dealer blackjack.
pub fn hand_against_dealer(
    hand: HandFacts<'_>,
    dealer: &[Card],
    dealer_blackjack: bool,
    first_standing: bool,
    bj_pays: Odds,
) -> HandResult {
    let t = total(hand.cards);
    let player_bj = hand.unsplit && is_two_card_21(hand.cards);
    let ps = describe(hand.cards, hand.unsplit);
    let ds = describe(dealer, true);
    let r = |award, reason: String, rule| HandResult {
        award,
        reason,
        rule,
    };
    if t.is_bust() {
        return r(
            Award::Lose,
            format!("Player {ps}: a bust loses whatever the dealer holds"),
            "R3.2",
        );
    }
    if player_bj {
        return if dealer_blackjack {
            r(
                Award::Push,
                format!("Player {ps} against dealer {ds}: push"),
                "R3.2",
            )
        } else {
            r(
                Award::Odds(bj_pays),
                format!("Player {ps} beats dealer {ds}: pays {bj_pays}"),
                "R3.2",
            )
        };
    }
    if dealer_blackjack {
        // R3.2 / R7.6: the spot loses only its original stake, from its first standing hand.
        return if !first_standing {
            r(
                Award::Returned(hand.stake, Outcome::Push),
                format!("Dealer {ds}: the spot already lost its original stake on an earlier hand; this stake is returned"),
                "R3.2",
            )
        } else if hand.stake > hand.original {
            let back = hand.stake.checked_sub(hand.original).unwrap_or(Money::ZERO);
            r(
                Award::Returned(back, Outcome::Lose),
                format!("Dealer {ds} beats player {ps}: only the original stake is lost, the rest is returned"),
                "R3.2",
            )
        } else {
            r(
                Award::Lose,
                format!("Dealer {ds} beats player {ps}"),
                "R3.2",
            )
        };
    }
    let dt = total(dealer);
    if dt.is_bust() {
        return r(
            Award::Odds(Odds::to(1, 1)),
            format!(
                "Dealer busts {} ({}): player {ps} wins",
                dt.value,
                crate::card::ranks_text(dealer)
            ),
            "R3.2",
        );
    }
    match t.value.cmp(&dt.value) {
        std::cmp::Ordering::Greater => r(
            Award::Odds(Odds::to(1, 1)),
            format!("Player {ps} beats dealer {ds}"),
            "R3.2",
        ),
        std::cmp::Ordering::Less => r(
            Award::Lose,
            format!("Dealer {ds} beats player {ps}"),
            "R3.2",
        ),
        std::cmp::Ordering::Equal => r(
            Award::Push,
            format!("Player {ps} against dealer {ds}: push"),
            "R3.2",
        ),
    }
}

/// Checks the dealer's hand against the draw rule (R3.3): at least two cards, nothing
/// after a blackjack, no card after a standing total. Returns whether it is complete.
pub fn check_dealer(dealer: &[Card], house: &HouseOptions, field: &str) -> Result<bool, PlayError> {
    if dealer.len() < 2 {
        return Err(PlayError::new(
            field,
            "R3.3: the dealer's hand always shows at least two cards",
        ));
    }
    if is_two_card_21(dealer.get(..2).unwrap_or_default()) && dealer.len() > 2 {
        return Err(PlayError::new(
            field,
            "R1.8: cards after a dealer blackjack",
        ));
    }
    for k in 2..dealer.len() {
        let before = dealer.get(..k).unwrap_or_default();
        if !dealer_draws(before, house.soft17) {
            let t = total(before);
            return Err(PlayError::new(
                field,
                format!(
                    "R3.3: the dealer drew on {}{} (soft17 = {}): the dealer stands there",
                    if t.soft { "soft " } else { "" },
                    t.value,
                    house.soft17
                ),
            ));
        }
    }
    Ok(!dealer_draws(dealer, house.soft17))
}

/// Checks one seat's hands against play (R1.8, R1.10, R3.1).
fn check_seat(
    seat: &Seat,
    house: &HouseOptions,
    dealer: &[Card],
    dealer_blackjack: bool,
) -> Result<(), PlayError> {
    let n = seat.number;
    let field = |i: usize| format!("seat {n} hands[{}]", i + 1);
    let hands = &seat.hands;
    if hands.len() > usize::from(house.max_hands) {
        return Err(PlayError::new(
            format!("seat {n} hands"),
            format!(
                "R3.1: at most {} hands (max_hands), not {}",
                house.max_hands,
                hands.len()
            ),
        ));
    }
    let split = hands.len() > 1;
    let first_rank = hands.first().and_then(|h| h.cards.first()).map(|c| c.rank);
    if split {
        let Some(pair) = first_rank else {
            return Err(PlayError::new(field(0), "the hand has no cards"));
        };
        for (i, h) in hands.iter().enumerate() {
            let Some(c) = h.cards.first() else { continue };
            if !splits(c.rank, pair, house.split_on) {
                return Err(PlayError::new(
                    field(i),
                    format!(
                        "R1.10: hand {} starts with {} but the split pair was {} (split_on = {})",
                        i + 1,
                        c.rank,
                        pair,
                        house.split_on
                    ),
                ));
            }
        }
        if pair == Rank::Ace && hands.len() > 2 {
            return Err(PlayError::new(
                format!("seat {n} hands"),
                "R3.1: Aces split once",
            ));
        }
    }
    for (i, h) in hands.iter().enumerate() {
        let cards = &h.cards;
        if cards.len() < 2 {
            return Err(PlayError::new(
                field(i),
                format!(
                    "R1.8: a hand has at least two cards; hand {} has {}",
                    i + 1,
                    cards.len()
                ),
            ));
        }
        if split && first_rank == Some(Rank::Ace) && cards.len() != 2 {
            return Err(PlayError::new(
                field(i),
                "R3.1: split Aces get one card each",
            ));
        }
        for k in 2..cards.len() {
            let t = total(cards.get(..k).unwrap_or_default());
            if t.value >= 21 {
                return Err(PlayError::new(
                    field(i),
                    format!(
                        "R1.8: the hand went on after {}",
                        if t.is_bust() {
                            format!("a bust ({})", t.value)
                        } else {
                            "21".to_string()
                        }
                    ),
                ));
            }
        }
        let first_two = cards.get(..2).unwrap_or_default();
        match h.mark {
            Some(HandMark::Double) => {
                if cards.len() != 3 {
                    return Err(PlayError::new(
                        field(i),
                        format!(
                            "R3.1: a doubled hand has exactly three cards, not {}",
                            cards.len()
                        ),
                    ));
                }
                if split && !house.double_after_split {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: no double after a split at this table (double_after_split = false)",
                    ));
                }
                if split && first_rank == Some(Rank::Ace) {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: split Aces get one card each and cannot double",
                    ));
                }
                let t = total(first_two);
                let ok = match house.double_on {
                    DoubleOn::AnyTwo | DoubleOn::TwoToTwenty => true,
                    DoubleOn::NineToEleven => !t.soft && (9..=11).contains(&t.value),
                    DoubleOn::TenToEleven => !t.soft && (10..=11).contains(&t.value),
                };
                if !ok {
                    return Err(PlayError::new(
                        field(i),
                        format!(
                            "R3.1: double_on = {} does not allow doubling {}{}",
                            house.double_on,
                            if t.soft { "soft " } else { "" },
                            t.value
                        ),
                    ));
                }
                if !split && is_two_card_21(first_two) {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: a blackjack is paid, not doubled",
                    ));
                }
            }
            Some(HandMark::Surrender) => {
                if house.surrender == Surrender::None {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: no surrender at this table (surrender = none)",
                    ));
                }
                if split || cards.len() != 2 {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: surrender only on the first two cards of an unsplit hand",
                    ));
                }
                if is_two_card_21(cards) {
                    return Err(PlayError::new(
                        field(i),
                        "R3.1: a blackjack is not surrendered",
                    ));
                }
            }
            None => {}
        }
        if dealer_blackjack
            && house.peek == Peek::Yes
            && (split || cards.len() != 2 || h.mark.is_some())
        {
            return Err(PlayError::new(field(i), "R3.3: the dealer peeked and had blackjack, so no player could act (every hand is its first two cards, unmarked)"));
        }
    }
    let up_ace = dealer.first().is_some_and(|c| c.rank == Rank::Ace);
    if seat.even_money {
        let bj = !split && hands.first().is_some_and(|h| is_two_card_21(&h.cards));
        if !bj || !up_ace {
            return Err(PlayError::new(
                format!("seat {n} even_money"),
                "R3.1: even money is only for a player blackjack against a dealer Ace",
            ));
        }
        if seat.wagers.contains_key(&Bet::Insurance) {
            return Err(PlayError::new(
                format!("seat {n} even_money"),
                "R3.1: even money and insurance cannot both be taken",
            ));
        }
    }
    Ok(())
}

/// Settles every seat of a blackjack round.
pub fn settle_seats(
    round: &Round,
) -> Result<(String, Vec<SeatSettlement>, Vec<MeterChange>), PlayError> {
    let house = &round.house;
    let dealer = &round.dealer;
    let complete = check_dealer(dealer, house, "cards.dealer")?;
    let dealer_blackjack = is_two_card_21(dealer.get(..2).unwrap_or_default());
    for seat in &round.seats {
        check_seat(seat, house, dealer, dealer_blackjack)?;
    }
    let lucky_break_in_action = round.seats.iter().any(|s| {
        s.wagers.contains_key(&Bet::LuckyBreak) || s.dealer_wagers.contains_key(&Bet::LuckyBreak)
    });
    let all_settled_early = round.seats.iter().all(|s| {
        s.even_money
            || s.hands.iter().all(|h| {
                total(&h.cards).is_bust()
                    || h.mark == Some(HandMark::Surrender)
                    || (s.hands.len() == 1 && is_two_card_21(&h.cards))
            })
    });
    if !complete && !dealer_blackjack && (lucky_break_in_action || !all_settled_early) {
        let t = total(dealer);
        let why = if lucky_break_in_action {
            "; the dealer completes the hand while a Lucky Break wager is in action"
        } else {
            ""
        };
        return Err(PlayError::new(
            "cards.dealer",
            format!(
                "R3.3: the dealer stopped on {}{} but must draw (soft17 = {}){why}",
                if t.soft { "soft " } else { "" },
                t.value,
                house.soft17
            ),
        ));
    }
    let up = *dealer
        .first()
        .ok_or_else(|| PlayError::new("cards.dealer", "no dealer cards"))?;
    let bj_pays = blackjack_odds(house.blackjack_pays);
    let dt = total(dealer);
    let dealer_note = format!(
        "Dealer {}{}",
        describe(dealer, true),
        if dealer_blackjack || dt.is_bust() {
            ""
        } else if complete {
            ", stands"
        } else {
            ", stopped short (nothing depended on it)"
        },
    );
    let mut out = Vec::new();
    let main_table = round.paytable(Bet::Main);
    for seat in &round.seats {
        let money = |bet: Bet, party: Party| {
            move |e: crate::money::AmountError| {
                PlayError::new(wager_field(seat.number, party, bet), e.to_string())
            }
        };
        let mut lines = Vec::new();
        let split = seat.hands.len() > 1;
        let main = seat.stake(Party::Player, Bet::Main).unwrap_or(Money::ZERO);
        let mut first_standing_taken = false;
        for (i, h) in seat.hands.iter().enumerate() {
            let stake = if h.mark == Some(HandMark::Double) {
                main.checked_mul(2)
                    .map_err(money(Bet::Main, Party::Player))?
            } else {
                main
            };
            let facts = HandFacts {
                cards: &h.cards,
                stake,
                original: main,
                unsplit: !split,
                surrendered: h.mark == Some(HandMark::Surrender),
            };
            let r = if i == 0 && seat.even_money {
                let odds = main_table
                    .and_then(|t| t.main_odds("even-money"))
                    .unwrap_or(Odds::to(1, 1));
                HandResult {
                    award: Award::Odds(odds),
                    reason: format!(
                        "Player {} against a dealer Ace: even money taken",
                        describe(&h.cards, true)
                    ),
                    rule: "R3.1",
                }
            } else {
                settle_hand(
                    facts,
                    dealer,
                    dealer_blackjack,
                    house,
                    &mut first_standing_taken,
                    bj_pays,
                )
            };
            let line = WagerLine::settle(
                Bet::Main,
                i + 1,
                Party::Player,
                stake,
                r.award,
                house.rounding,
                round.currency,
                r.reason,
                r.rule,
                main_table,
            )
            .map_err(money(Bet::Main, Party::Player))?;
            lines.push(line);
        }
        if let Some(stake) = seat.stake(Party::Player, Bet::Insurance) {
            let odds = main_table
                .and_then(|t| t.main_odds("insurance"))
                .unwrap_or(Odds::to(2, 1));
            let (award, reason) = if dealer_blackjack {
                (
                    Award::Odds(odds),
                    format!(
                        "Dealer has blackjack ({}): insurance pays {odds}",
                        crate::card::ranks_text(dealer.get(..2).unwrap_or_default())
                    ),
                )
            } else {
                (
                    Award::Lose,
                    "Dealer has no blackjack: insurance loses".to_string(),
                )
            };
            lines.push(
                WagerLine::settle(
                    Bet::Insurance,
                    1,
                    Party::Player,
                    stake,
                    award,
                    house.rounding,
                    round.currency,
                    reason,
                    "R3.1",
                    main_table,
                )
                .map_err(money(Bet::Insurance, Party::Player))?,
            );
        }
        for party in [Party::Player, Party::Dealer] {
            if let Some(stake) = seat.stake(party, Bet::LuckyBreak) {
                lines.push(lucky_break::settle_line(
                    round,
                    seat,
                    party,
                    stake,
                    dealer,
                    dealer_blackjack,
                )?);
            }
        }
        if let Some(stake) = seat.stake(Party::Dealer, Bet::Main) {
            lines.push(dealer_main_line(
                round,
                seat,
                stake,
                dealer,
                dealer_blackjack,
                bj_pays,
            )?);
        }
        out.push(SeatSettlement::with_hands(seat, lines));
    }
    let meters = settle_seat_progressives(round, up, &mut out)?;
    Ok((dealer_note, out, meters))
}

/// One hand's main wager, surrender included (R3.2).
fn settle_hand(
    facts: HandFacts<'_>,
    dealer: &[Card],
    dealer_blackjack: bool,
    house: &HouseOptions,
    first_standing_taken: &mut bool,
    bj_pays: Odds,
) -> HandResult {
    if facts.surrendered {
        return if dealer_blackjack && house.peek == Peek::No {
            HandResult { award: Award::Lose, reason: format!("Surrendered, but the dealer has blackjack ({}) in a no-peek game: the whole stake is lost", describe(dealer, true)), rule: "R3.2" }
        } else {
            HandResult {
                award: Award::Returned(facts.stake.half_down(), Outcome::Surrender),
                reason: format!(
                    "Player surrendered {}: half the stake returned",
                    describe(facts.cards, false)
                ),
                rule: "R3.2",
            }
        };
    }
    let standing = !(total(facts.cards).is_bust() || facts.unsplit && is_two_card_21(facts.cards));
    let first = standing && !*first_standing_taken;
    if standing {
        *first_standing_taken = true;
    }
    hand_against_dealer(facts, dealer, dealer_blackjack, first, bj_pays)
}

/// A main wager placed for the dealer: it rides on hand 1 and follows its fate (R3.4).
fn dealer_main_line(
    round: &Round,
    seat: &Seat,
    stake: Money,
    dealer: &[Card],
    dealer_blackjack: bool,
    bj_pays: Odds,
) -> Result<WagerLine, PlayError> {
    let house = &round.house;
    let hand: &PlayerHand = seat
        .hands
        .first()
        .ok_or_else(|| PlayError::new(format!("seat {} hands", seat.number), "no hand"))?;
    let split = seat.hands.len() > 1;
    let surrendered = hand.mark == Some(HandMark::Surrender);
    let r = if surrendered {
        let mut f = false;
        settle_hand(
            HandFacts {
                cards: &hand.cards,
                stake,
                original: stake,
                unsplit: true,
                surrendered: true,
            },
            dealer,
            dealer_blackjack,
            house,
            &mut f,
            bj_pays,
        )
    } else {
        // Against the dealer's hand at its own stake; even money is the player's only.
        hand_against_dealer(
            HandFacts {
                cards: &hand.cards,
                stake,
                original: stake,
                unsplit: !split,
                surrendered: false,
            },
            dealer,
            dealer_blackjack,
            true,
            bj_pays,
        )
    };
    let mut line = WagerLine::settle(
        Bet::Main,
        1,
        Party::Dealer,
        stake,
        r.award,
        house.rounding,
        round.currency,
        format!("Dealer's wager on hand 1: {}", r.reason),
        "R3.4",
        round.paytable(Bet::Main),
    )
    .map_err(|e| {
        PlayError::new(
            wager_field(seat.number, Party::Dealer, Bet::Main),
            e.to_string(),
        )
    })?;
    line.rule = "R3.4";
    Ok(line)
}

//! Blackjack as the host game (RULES.md R3), with insurance and even money, wagers for
//! the dealer (R3.4), Lucky Break (R6) and the progressives (R4, R5).
//!
//! The round file holds final hands; this module checks that play could have produced
//! them (R1.8, R3.3: no card after 21 or a bust, doubles and surrenders on a hand's
//! first two cards only, Aces split once, the dealer's draw rule, the peek) and then
//! settles every wager. A main hand is settled by [`main_hand`], shared with Stadium.

use crate::bet::Bet;
use crate::card::{cards_pretty, Card, Rank};
use crate::game::hand::{dealer_draws, is_two_card_21, splits, total};
use crate::game::lucky_break;
use crate::game::main_hand::{self, Dealer, HandFacts, Spot};
use crate::game::side_bet::{seat_cards, settle_plain_side_bets, settle_seat_progressives};
use crate::house::{BlackjackPays, DoubleOn, HouseOptions, Peek, Surrender};
use crate::money::{AmountError, Money, Odds};
use crate::pattern::{DealerHand, SideBetCards};
use crate::round::{wager_field, HandMark, Party, PlayError, PlayerHand, Round, Seat};
use crate::settlement::{DealerNote, SeatSettlement, Settled, Verdict, Wager, WagerLine};
use pitpay_language::{sentence, Sentence};

/// The odds a blackjack pays under the house option (R3.1, R7.4).
pub fn blackjack_odds(pays: BlackjackPays) -> Odds {
    match pays {
        BlackjackPays::ThreeToTwo => Odds::to(3, 2),
        BlackjackPays::SixToFive => Odds::to(6, 5),
    }
}

/// Checks the dealer's hand against the draw rule (R3.3): at least two cards, nothing
/// after a blackjack, no card after a standing total. Returns whether it is complete.
pub(crate) fn check_dealer(
    dealer: &[Card],
    house: &HouseOptions,
    field: &str,
) -> Result<bool, PlayError> {
    if dealer.len() < 2 {
        return Err(PlayError::new(
            field,
            sentence!("round-bj-dealer-two-cards"),
        ));
    }
    if is_two_card_21(dealer.get(..2).unwrap_or_default()) && dealer.len() > 2 {
        return Err(PlayError::new(
            field,
            sentence!("round-bj-after-dealer-blackjack"),
        ));
    }
    for k in 2..dealer.len() {
        let before = dealer.get(..k).unwrap_or_default();
        if !dealer_draws(before, house.soft17) {
            let t = total(before);
            return Err(PlayError::new(
                field,
                sentence!(
                    "round-bj-dealer-drew",
                    soft = yes(t.soft),
                    total = t.value,
                    soft17 = house.soft17.id()
                ),
            ));
        }
    }
    Ok(!dealer_draws(dealer, house.soft17))
}

/// Checks one seat's hands against play (R1.8, R1.10, R3.1, R3.3).
fn check_seat(
    seat: &Seat,
    house: &HouseOptions,
    dealer: &[Card],
    dealer_blackjack: bool,
) -> Result<(), PlayError> {
    let pair = check_split(seat, house)?;
    let split = seat.hands.len() > 1;
    for (i, h) in seat.hands.iter().enumerate() {
        // The field is written only when a hand is refused: this runs on every round.
        let at = |m: HandError| PlayError::new(hand_field(seat.number, i), m);
        check_cards(h, i, pair).map_err(at)?;
        match h.mark {
            Some(HandMark::Double) => check_double(h, split, pair, house).map_err(at)?,
            Some(HandMark::Surrender) => check_surrender(h, split, house).map_err(at)?,
            None => {}
        }
        if dealer_blackjack
            && house.peek == Peek::Yes
            && (split || h.cards.len() != 2 || h.mark.is_some())
        {
            return Err(at(HandError::ActedAfterPeek));
        }
    }
    check_even_money(seat, dealer)
}

fn hand_field(seat: u32, i: usize) -> String {
    format!("seat {seat} hands[{}]", i + 1)
}

/// The hand count and the split pair (R3.1, R1.10): returns the pair's rank when the
/// seat split.
fn check_split(seat: &Seat, house: &HouseOptions) -> Result<Option<Rank>, PlayError> {
    let n = seat.number;
    let hands = &seat.hands;
    if hands.len() > usize::from(house.max_hands) {
        return Err(PlayError::new(
            format!("seat {n} hands"),
            sentence!(
                "round-bj-max-hands",
                max = house.max_hands,
                count = hands.len()
            ),
        ));
    }
    if hands.len() < 2 {
        return Ok(None);
    }
    let Some(pair) = hands.first().and_then(|h| h.cards.first()).map(|c| c.rank) else {
        let message = sentence!("round-hand-no-cards");
        return Err(PlayError::new(hand_field(n, 0), message));
    };
    for (i, h) in hands.iter().enumerate() {
        let Some(c) = h.cards.first() else { continue };
        if !splits(c.rank, pair, house.split_on) {
            return Err(PlayError::new(
                hand_field(n, i),
                sentence!(
                    "round-split-pair",
                    rule = "R1.10",
                    hand = i + 1,
                    rank = c.rank.symbol(),
                    pair = pair.symbol(),
                    split_on = house.split_on.id()
                ),
            ));
        }
    }
    if pair == Rank::Ace && hands.len() > 2 {
        return Err(PlayError::new(
            format!("seat {n} hands"),
            sentence!("round-bj-aces-split-once"),
        ));
    }
    Ok(Some(pair))
}

/// Why a player's hand could not have been played as written, citing the rule (R1.8,
/// R3.1, R3.3); the round's checker places it on the hand's field.
#[derive(Debug, Clone, PartialEq, Eq)]
enum HandError {
    TooFewCards {
        hand: usize,
        cards: usize,
    },
    SplitAcesDrew,
    WentOnAfter {
        total: u8,
        bust: bool,
    },
    DoubleCards(usize),
    NoDoubleAfterSplit,
    SplitAcesDoubled,
    DoubleOn {
        double_on: DoubleOn,
        soft: bool,
        total: u8,
    },
    BlackjackDoubled,
    NoSurrender,
    SurrenderLate,
    BlackjackSurrendered,
    ActedAfterPeek,
}

/// `yes` or `no`: a sentence's selector for a fact that changes its words.
fn yes(fact: bool) -> &'static str {
    if fact {
        "yes"
    } else {
        "no"
    }
}

impl From<HandError> for Sentence {
    fn from(e: HandError) -> Sentence {
        match e {
            HandError::TooFewCards { hand, cards } => {
                sentence!("round-bj-too-few-cards", hand = hand, cards = cards)
            }
            HandError::SplitAcesDrew => sentence!("round-bj-split-aces-drew"),
            HandError::WentOnAfter { total, bust } => {
                sentence!("round-bj-went-on-after", bust = yes(bust), total = total)
            }
            HandError::DoubleCards(cards) => sentence!("round-bj-double-cards", cards = cards),
            HandError::NoDoubleAfterSplit => sentence!("round-bj-no-double-after-split"),
            HandError::SplitAcesDoubled => sentence!("round-bj-split-aces-doubled"),
            HandError::DoubleOn {
                double_on,
                soft,
                total,
            } => sentence!(
                "round-bj-double-on",
                double_on = double_on.id(),
                soft = yes(soft),
                total = total
            ),
            HandError::BlackjackDoubled => sentence!("round-bj-blackjack-doubled"),
            HandError::NoSurrender => sentence!("round-bj-no-surrender"),
            HandError::SurrenderLate => sentence!("round-bj-surrender-late"),
            HandError::BlackjackSurrendered => sentence!("round-bj-blackjack-surrendered"),
            HandError::ActedAfterPeek => sentence!("round-bj-acted-after-peek"),
        }
    }
}

/// A hand's cards: at least two, one card each on split Aces, nothing after 21 or a
/// bust (R1.8, R3.1).
fn check_cards(h: &PlayerHand, i: usize, split_pair: Option<Rank>) -> Result<(), HandError> {
    let cards = &h.cards;
    if cards.len() < 2 {
        return Err(HandError::TooFewCards {
            hand: i + 1,
            cards: cards.len(),
        });
    }
    if split_pair == Some(Rank::Ace) && cards.len() != 2 {
        return Err(HandError::SplitAcesDrew);
    }
    for k in 2..cards.len() {
        let t = total(cards.get(..k).unwrap_or_default());
        if t.value >= 21 {
            return Err(HandError::WentOnAfter {
                total: t.value,
                bust: t.is_bust(),
            });
        }
    }
    Ok(())
}

/// A doubled hand (R3.1): three cards, the table's double_on and double after split.
fn check_double(
    h: &PlayerHand,
    split: bool,
    pair: Option<Rank>,
    house: &HouseOptions,
) -> Result<(), HandError> {
    let cards = &h.cards;
    if cards.len() != 3 {
        return Err(HandError::DoubleCards(cards.len()));
    }
    if split && !house.double_after_split {
        return Err(HandError::NoDoubleAfterSplit);
    }
    if split && pair == Some(Rank::Ace) {
        return Err(HandError::SplitAcesDoubled);
    }
    let first_two = cards.get(..2).unwrap_or_default();
    let t = total(first_two);
    let ok = match house.double_on {
        DoubleOn::AnyTwo | DoubleOn::TwoToTwenty => true,
        DoubleOn::NineToEleven => !t.soft && (9..=11).contains(&t.value),
        DoubleOn::TenToEleven => !t.soft && (10..=11).contains(&t.value),
    };
    if !ok {
        return Err(HandError::DoubleOn {
            double_on: house.double_on,
            soft: t.soft,
            total: t.value,
        });
    }
    if !split && is_two_card_21(first_two) {
        return Err(HandError::BlackjackDoubled);
    }
    Ok(())
}

/// A surrendered hand (R3.1): allowed at the table, first two cards of an unsplit hand.
fn check_surrender(h: &PlayerHand, split: bool, house: &HouseOptions) -> Result<(), HandError> {
    if house.surrender == Surrender::None {
        return Err(HandError::NoSurrender);
    }
    if split || h.cards.len() != 2 {
        return Err(HandError::SurrenderLate);
    }
    if is_two_card_21(&h.cards) {
        return Err(HandError::BlackjackSurrendered);
    }
    Ok(())
}

/// Even money: a player blackjack against a dealer Ace, never with insurance (R3.1).
fn check_even_money(seat: &Seat, dealer: &[Card]) -> Result<(), PlayError> {
    if !seat.even_money {
        return Ok(());
    }
    let field = || format!("seat {} even_money", seat.number);
    let up_ace = dealer.first().is_some_and(|c| c.rank == Rank::Ace);
    let bj = seat.hands.len() == 1 && seat.hands.first().is_some_and(|h| is_two_card_21(&h.cards));
    if !bj || !up_ace {
        return Err(PlayError::new(
            field(),
            sentence!("round-bj-even-money-ace"),
        ));
    }
    if seat.wagers.contains_key(&Bet::Insurance) {
        return Err(PlayError::new(
            field(),
            sentence!("round-bj-even-money-insurance"),
        ));
    }
    Ok(())
}

/// Checks the dealer and every seat, and that the dealer drew as far as the round
/// needed (R3.3). Returns whether the dealer's hand is complete.
fn check_round(round: &Round, dealer_blackjack: bool) -> Result<bool, PlayError> {
    let house = &round.house;
    let dealer = &round.dealer;
    let complete = check_dealer(dealer, house, "cards.dealer")?;
    for seat in &round.seats {
        check_seat(seat, house, dealer, dealer_blackjack)?;
    }
    let in_action = |bet: Bet| {
        round
            .seats
            .iter()
            .any(|s| s.wagers.contains_key(&bet) || s.dealer_wagers.contains_key(&bet))
    };
    let lucky_break_in_action = in_action(Bet::LuckyBreak);
    // A side bet on the dealer's final hand keeps the dealer drawing too.
    let on_dealer = round
        .paytables
        .values()
        .filter(|t| t.reads_dealer_hand() && in_action(t.bet))
        .map(|t| t.bet_title())
        .next();
    let all_settled_early = round.seats.iter().all(|s| {
        s.even_money
            || s.hands.iter().all(|h| {
                total(&h.cards).is_bust()
                    || h.mark == Some(HandMark::Surrender)
                    || (s.hands.len() == 1 && is_two_card_21(&h.cards))
            })
    });
    let must_complete = lucky_break_in_action || on_dealer.is_some() || !all_settled_early;
    if !complete && !dealer_blackjack && must_complete {
        let t = total(dealer);
        let message = match (lucky_break_in_action, on_dealer) {
            (false, Some(title)) => sentence!(
                "round-bj-dealer-must-complete-for",
                cards = cards_pretty(dealer),
                soft = yes(t.soft),
                total = t.value,
                soft17 = house.soft17.id(),
                title = title
            ),
            (lucky_break, _) => sentence!(
                "round-bj-dealer-must-draw",
                soft = yes(t.soft),
                total = t.value,
                soft17 = house.soft17.id(),
                lucky_break = yes(lucky_break)
            ),
        };
        return Err(PlayError::new("cards.dealer", message));
    }
    Ok(complete)
}

/// Settles every seat of a blackjack round.
pub(crate) fn settle_seats(round: &Round) -> Result<Settled, PlayError> {
    let dealer_cards = &round.dealer;
    let dealer_blackjack = is_two_card_21(dealer_cards.get(..2).unwrap_or_default());
    let complete = check_round(round, dealer_blackjack)?;
    let up = *dealer_cards
        .first()
        .ok_or_else(|| PlayError::new("cards.dealer", sentence!("round-no-dealer-cards")))?;
    let dealer = Dealer {
        cards: dealer_cards,
        blackjack: dealer_blackjack,
        total: total(dealer_cards),
        blackjack_pays: blackjack_odds(round.house.blackjack_pays),
        surrender_loses_to_blackjack: round.house.peek == Peek::No,
        main: round.paytable(Bet::Main),
        rules: main_hand::BLACKJACK,
    };
    let lucky_break = lucky_break::Dealer::of(round, dealer.cards, dealer.blackjack)?;
    let mut seats = Vec::with_capacity(round.seats.len());
    for seat in &round.seats {
        let lines = seat_lines(round, seat, &dealer, lucky_break.as_ref())?;
        seats.push(SeatSettlement::with_hands(seat, lines));
    }

    let meters = settle_seat_progressives(round, up, &mut seats)?;
    Ok(Settled {
        dealer_note: DealerNote::Blackjack { complete },
        seats,
        meters,
    })
}

/// A seat's lines: each hand's main wager, insurance, Lucky Break (player and dealer)
/// and the dealer's main wager.
fn seat_lines(
    round: &Round,
    seat: &Seat,
    dealer: &Dealer<'_>,
    lucky_break: Option<&lucky_break::Dealer>,
) -> Result<Vec<WagerLine>, PlayError> {
    let money = |bet: Bet, party: Party| {
        move |e: AmountError| PlayError::new(wager_field(seat.number, party, bet), e)
    };
    let rounding = round.house.rounding;
    // Room for every line a seat can hold, the progressives added later included.
    let mut lines = Vec::with_capacity(seat.hands.len() + 7);
    let main = seat.stake(Party::Player, Bet::Main).unwrap_or(Money::ZERO);
    let unsplit = seat.hands.len() == 1;
    let mut spot = Spot::default();
    for (i, h) in seat.hands.iter().enumerate() {
        let stake = if h.mark == Some(HandMark::Double) {
            main.checked_mul(2)
                .map_err(money(Bet::Main, Party::Player))?
        } else {
            main
        };
        let verdict = if i == 0 && seat.even_money {
            main_hand::even_money(dealer)
        } else {
            spot.settle(hand_facts(h, stake, main, unsplit), dealer)
        };
        let wager = Wager {
            bet: Bet::Main,
            hand: i + 1,
            party: Party::Player,
            stake,
        };
        lines.push(
            wager
                .settle(verdict, rounding)
                .map_err(money(Bet::Main, Party::Player))?,
        );
    }
    if let Some(stake) = seat.stake(Party::Player, Bet::Insurance) {
        let wager = Wager::side(Bet::Insurance, Party::Player, stake);
        lines.push(
            wager
                .settle(main_hand::insurance(dealer), rounding)
                .map_err(money(Bet::Insurance, Party::Player))?,
        );
    }
    for party in [Party::Player, Party::Dealer] {
        if let (Some(stake), Some(lb)) = (seat.stake(party, Bet::LuckyBreak), lucky_break) {
            lines.push(lb.settle(round, seat, party, stake)?);
        }
    }
    if let Some(stake) = seat.stake(Party::Dealer, Bet::Main) {
        lines.push(dealer_main_line(round, seat, stake, dealer)?);
    }
    // Side bets a paytable file defines for blackjack, without a meter; the
    // progressives are settled across the table afterwards.
    let up = dealer.cards.first().copied();
    // The hole card settles a dealer-blackjack tier; without it that is not known. A
    // tier on the dealer's final hand reads the hand as entered, which the round checked
    // is complete when such a bet is on the layout (R3.3).
    let dealer_blackjack = (dealer.cards.len() >= 2).then_some(dealer.blackjack);
    let seen = seat
        .first_two()
        .zip(up)
        .map(|(first_two, up)| SideBetCards {
            dealer_blackjack,
            dealer: dealer_blackjack.map(|_| DealerHand::of(dealer.cards)),
            ..seat_cards(first_two, up, seat.first_hit())
        });
    for party in [Party::Player, Party::Dealer] {
        lines.extend(settle_plain_side_bets(round, seat, party, seen)?);
    }
    Ok(lines)
}

fn hand_facts(h: &PlayerHand, stake: Money, original: Money, unsplit: bool) -> HandFacts<'_> {
    HandFacts {
        cards: &h.cards,
        stake,
        original,
        unsplit,
        surrendered: h.mark == Some(HandMark::Surrender),
    }
}

/// A main wager placed for the dealer: it rides on hand 1 at its own stake and follows
/// its fate; even money is the player's only (R3.4).
fn dealer_main_line(
    round: &Round,
    seat: &Seat,
    stake: Money,
    dealer: &Dealer<'_>,
) -> Result<WagerLine, PlayError> {
    let hand = seat.hands.first().ok_or_else(|| {
        PlayError::new(
            format!("seat {} hands", seat.number),
            sentence!("round-no-hand-to-settle"),
        )
    })?;
    let facts = hand_facts(hand, stake, stake, seat.hands.len() == 1);
    let verdict = Verdict {
        rule: dealer.rules.dealer_wager,
        ..Spot::default().settle(facts, dealer)
    };
    Wager {
        bet: Bet::Main,
        hand: 1,
        party: Party::Dealer,
        stake,
    }
    .settle(verdict, round.house.rounding)
    .map_err(|e| PlayError::new(wager_field(seat.number, Party::Dealer, Bet::Main), e))
}

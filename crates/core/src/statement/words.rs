//! The dealer-language words of a settlement: each line's reason (RULES.md R1.7), the
//! dealer's hand, each Stadium terminal's replay (R7.2, R7.3) and the study view's
//! working. Settling records facts ([`crate::settlement::Reason`]); this is the one place
//! they become sentences, each a Fluent message (`locales/<tag>/settlement.ftl`) whose
//! variables are its facts, so that a translation chooses the word order. Cards, totals
//! and amounts are handed over already written.

use pitpay_language::{t, Words};

use crate::bet::{Bet, Game};
use crate::card::{ranks_text, Card};
use crate::game::hand::{is_two_card_21, total};
use crate::game::lucky9::{classify, Nine, Value};
use crate::house::{MultiplierMode, TieWins};
use crate::money::{Convention, Currency, Exact, Odds, Rounding, RoundingMode};
use crate::paytable::Paytable;
use crate::spec::spec;

use super::pattern_words;
use crate::round::Party;
use crate::settlement::{
    DealerNote, DrawWhy, Follows, HandCards, HandEnd, HandVerdict, InsuranceChoice, LineOdds,
    Lucky9Verdict, LuckyBreakVerdict, Reason, Settlement, Step, TieVerdict, WagerLine,
};

/// What a line's reason is read against: the game, the seat's hands and the dealer's
/// hand that seat met (a Stadium terminal's own).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Table<'a> {
    /// The game.
    pub game: Game,
    /// The seat's final hands, in split order.
    pub hands: &'a [HandCards],
    /// The dealer's hand the seat met.
    pub dealer: &'a [Card],
}

impl Table<'_> {
    /// Whether each seat meets its own dealer hand, made of the community cards it did
    /// not take (Stadium, R7.3), rather than one dealer hand for the table.
    fn terminal_dealer(&self) -> bool {
        spec(self.game).community()
    }

    fn hand(&self, n: usize) -> &[Card] {
        n.checked_sub(1)
            .and_then(|i| self.hands.get(i))
            .map(|h| h.as_slice())
            .unwrap_or_default()
    }

    fn split(&self) -> bool {
        self.hands.len() > 1
    }
}

/// "yes" or "no", the selector a message chooses a variant by.
pub(crate) fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// "seat" or, in Stadium, "terminal": the selector of a seat's name.
pub(crate) fn place(game: Game) -> &'static str {
    if spec(game).community() {
        "terminal"
    } else {
        "seat"
    }
}

/// Odds in words: `3 to 2`, `25 for 1`.
pub(crate) fn odds(w: &Words, o: Odds) -> String {
    o.sentence().in_words(w)
}

/// A line's odds in words: plain odds, or Lucky Break's base and multiplier (R6.4).
pub(crate) fn line_odds(w: &Words, o: LineOdds) -> String {
    match o {
        LineOdds::Plain(o) => odds(w, o),
        LineOdds::LuckyBreak {
            base,
            multiplier,
            mode: MultiplierMode::AddsToBase,
        } => t!(
            w,
            "settlement-odds-lucky-break-adds",
            base = base.to_string(),
            multiplier = multiplier.to_string()
        ),
        LineOdds::LuckyBreak {
            base,
            multiplier,
            mode: MultiplierMode::ReplacesBase,
        } => t!(
            w,
            "settlement-odds-lucky-break-replaces",
            base = base.to_string(),
            multiplier = multiplier.to_string()
        ),
    }
}

/// A rounding rule in words: `down to $1.00` (R1.5).
pub(crate) fn rounding_rule(w: &Words, r: Rounding, cur: Currency) -> String {
    let mode = match r.mode {
        RoundingMode::Down => "down",
        RoundingMode::HalfUp => "half-up",
    };
    t!(
        w,
        "settlement-rounding-rule",
        mode = mode,
        unit = cur.format(r.unit)
    )
}

/// A blackjack hand and its cards: `blackjack (A-K)`, `bust 24 (10-4-K)`, `soft 18
/// (A-7)`, `20 (10-K)` (R3.1).
pub(crate) fn hand_text(w: &Words, cards: &[Card], can_be_blackjack: bool) -> String {
    let tot = total(cards);
    let kind = if can_be_blackjack && is_two_card_21(cards) {
        "blackjack"
    } else if tot.is_bust() {
        "bust"
    } else if tot.soft && tot.value < 21 {
        "soft"
    } else {
        "hard"
    };
    t!(
        w,
        "settlement-hand",
        kind = kind,
        total = tot.value.to_string(),
        cards = ranks_text(cards)
    )
}

/// A Lucky 9 value in words: `Lucky 9`, `Natural 9`, `7` (R2.1, R2.3).
pub(crate) fn nine_name(w: &Words, v: Value) -> String {
    let nine = match v.nine {
        Some(Nine::Lucky) => "lucky",
        Some(Nine::Natural) => "natural",
        Some(Nine::Split) => "split",
        Some(Nine::ThreeCard) => "three-card",
        None => "none",
    };
    t!(
        w,
        "settlement-nine-name",
        nine = nine,
        total = v.total.to_string()
    )
}

/// A Lucky 9 hand for a reason: `Lucky 9 (A-8)`, `7 (K-4-3)` (R2.1, R2.3).
fn nine_text(w: &Words, v: Value, cards: &[Card]) -> String {
    t!(
        w,
        "settlement-nine",
        value = nine_name(w, v),
        cards = ranks_text(cards)
    )
}

/// A line's reason in dealer language; `table` is the paytable it was settled at.
pub(crate) fn reason(
    w: &Words,
    line: &WagerLine,
    table: Option<&Paytable>,
    t: &Table<'_>,
) -> String {
    let text = match line.reason {
        Reason::Lucky9(v) => lucky9(w, v, t.hand(line.hand), t.split(), t.dealer),
        Reason::Tie(v) => tie(w, v, t),
        Reason::SideBet { seen, tier } => pattern_words::side_bet(w, table, seen, tier, t.dealer),
        Reason::Envy { seat, tier } => t!(
            w,
            "settlement-envy",
            seat = seat.to_string(),
            tier = tier_name(w, table, tier)
        ),
        Reason::Hand(v) => hand(w, v, line, t),
        Reason::EvenMoney if t.terminal_dealer() => t!(w, "settlement-even-money-terminal"),
        Reason::EvenMoney => t!(
            w,
            "settlement-even-money",
            player = hand_text(w, t.hand(1), true)
        ),
        Reason::Surrender { lost_to_blackjack } => surrender(w, lost_to_blackjack, line, t),
        Reason::Insurance { dealer_blackjack } => insurance(w, dealer_blackjack, line, t),
        Reason::LuckyBreak(v) => lucky_break(w, v, line, t.dealer),
    };
    let for_dealer = line.party == Party::Dealer && line.bet == Bet::Main;
    if for_dealer {
        t!(
            w,
            "settlement-dealer-wager",
            hand = line.hand.to_string(),
            reason = text
        )
    } else {
        text
    }
}

fn lucky9(w: &Words, v: Lucky9Verdict, player: &[Card], split: bool, dealer: &[Card]) -> String {
    let pv = classify(player, split);
    let ps = nine_text(w, pv, player);
    let ds = nine_text(w, classify(dealer, false), dealer);
    let (player, dealer) = (ps.as_str(), ds.as_str());
    match v {
        Lucky9Verdict::NotQualified => t!(w, "settlement-l9-not-qualified", player = player),
        Lucky9Verdict::LuckyBeatsThreeCard => t!(
            w,
            "settlement-l9-lucky-beats-three-card",
            player = player,
            dealer = dealer
        ),
        Lucky9Verdict::DealerLuckyBeatsThreeCard => t!(
            w,
            "settlement-l9-dealer-lucky-beats-three-card",
            player = player,
            dealer = dealer
        ),
        Lucky9Verdict::NinesPush => {
            t!(
                w,
                "settlement-l9-nines-push",
                player = player,
                dealer = dealer
            )
        }
        Lucky9Verdict::NinesAllPush => t!(
            w,
            "settlement-l9-nines-all-push",
            player = player,
            dealer = dealer
        ),
        Lucky9Verdict::Higher => t!(
            w,
            "settlement-l9-higher",
            lucky = yes(pv.nine == Some(Nine::Lucky)),
            player = player,
            dealer = dealer
        ),
        Lucky9Verdict::Lower => t!(w, "settlement-l9-lower", player = player, dealer = dealer),
        Lucky9Verdict::Equal => t!(w, "settlement-l9-equal", player = player, dealer = dealer),
    }
}

fn tie(w: &Words, v: TieVerdict, t: &Table<'_>) -> String {
    let player = classify(t.hand(1), t.split()).total.to_string();
    let dealer = classify(t.dealer, false).total.to_string();
    let split = yes(t.split());
    match v {
        TieVerdict::Wins(TieWins::MainPushes) => t!(
            w,
            "settlement-tie-wins-main-pushed",
            player = player,
            dealer = dealer,
            split = split
        ),
        TieVerdict::Wins(TieWins::EqualTotals) => t!(
            w,
            "settlement-tie-wins-equal",
            player = player,
            dealer = dealer,
            split = split
        ),
        TieVerdict::MainDidNotPush => t!(
            w,
            "settlement-tie-main-did-not-push",
            player = player,
            dealer = dealer,
            split = split
        ),
        TieVerdict::NoTie => t!(
            w,
            "settlement-tie-none",
            player = player,
            dealer = dealer,
            split = split
        ),
    }
}

/// A paytable tier's name (data: the paytable file's own words).
pub(crate) fn tier_name(w: &Words, table: Option<&Paytable>, tier: u16) -> String {
    table
        .and_then(|t| t.tiers().get(usize::from(tier)))
        .map(|t| t.names.or(w.language(), &t.name).to_string())
        .unwrap_or_default()
}

fn hand(w: &Words, v: HandVerdict, line: &WagerLine, t: &Table<'_>) -> String {
    let ps = hand_text(w, t.hand(line.hand), !t.split());
    let ds = hand_text(w, t.dealer, true);
    let (player, dealer) = (ps.as_str(), ds.as_str());
    match v {
        HandVerdict::Bust => t!(w, "settlement-bj-bust", player = player),
        HandVerdict::BlackjackPush | HandVerdict::Equal => {
            t!(w, "settlement-bj-push", player = player, dealer = dealer)
        }
        HandVerdict::Blackjack => t!(
            w,
            "settlement-bj-blackjack",
            player = player,
            dealer = dealer,
            odds = line.odds.map(|o| line_odds(w, o)).unwrap_or_default()
        ),
        HandVerdict::DealerBlackjackStakeReturned => {
            t!(w, "settlement-bj-stake-returned", dealer = dealer)
        }
        HandVerdict::DealerBlackjackOriginalOnly => t!(
            w,
            "settlement-bj-original-only",
            player = player,
            dealer = dealer
        ),
        HandVerdict::DealerBlackjack | HandVerdict::Lower => {
            t!(
                w,
                "settlement-bj-dealer-wins",
                player = player,
                dealer = dealer
            )
        }
        HandVerdict::DealerBusts => t!(
            w,
            "settlement-bj-dealer-busts",
            total = total(t.dealer).value.to_string(),
            cards = ranks_text(t.dealer),
            player = player
        ),
        HandVerdict::Higher => t!(w, "settlement-bj-higher", player = player, dealer = dealer),
    }
}

fn surrender(w: &Words, lost: bool, line: &WagerLine, t: &Table<'_>) -> String {
    let dealer = hand_text(w, t.dealer, true);
    let cards = hand_text(w, t.hand(line.hand), false);
    match (t.terminal_dealer(), lost) {
        (true, true) => t!(w, "settlement-surrender-terminal-lost", dealer = dealer),
        (true, false) => t!(w, "settlement-surrender-terminal", cards = cards),
        (false, true) => t!(w, "settlement-surrender-no-peek-lost", dealer = dealer),
        (false, false) => t!(w, "settlement-surrender", cards = cards),
    }
}

fn insurance(w: &Words, dealer_blackjack: bool, line: &WagerLine, t: &Table<'_>) -> String {
    let odds = line.odds.map(|o| line_odds(w, o)).unwrap_or_default();
    match (t.terminal_dealer(), dealer_blackjack) {
        (true, true) => t!(
            w,
            "settlement-insurance-terminal-pays",
            dealer = hand_text(w, t.dealer, true),
            odds = odds
        ),
        (true, false) => t!(w, "settlement-insurance-terminal-loses"),
        (false, true) => t!(
            w,
            "settlement-insurance-pays",
            cards = ranks_text(t.dealer.get(..2).unwrap_or_default()),
            odds = odds
        ),
        (false, false) => t!(w, "settlement-insurance-loses"),
    }
}

fn lucky_break(w: &Words, v: LuckyBreakVerdict, line: &WagerLine, dealer: &[Card]) -> String {
    match v {
        LuckyBreakVerdict::DealerBlackjack => t!(w, "settlement-lb-dealer-blackjack"),
        LuckyBreakVerdict::DealerStands => t!(
            w,
            "settlement-lb-dealer-stands",
            total = total(dealer).value.to_string()
        ),
        LuckyBreakVerdict::OverCap { total, biggest } => t!(
            w,
            "settlement-lb-over-cap",
            total = total.to_string(),
            biggest = biggest.to_string()
        ),
        LuckyBreakVerdict::Wins {
            total,
            suited,
            base,
            multiplier,
            mode,
        } => {
            let pays = LuckyBreakVerdict::pays_to_one(base, multiplier, suited, mode);
            let odds = line
                .odds
                .filter(|o| matches!(o, LineOdds::LuckyBreak { .. }))
                .map_or_else(|| self::odds(w, Odds::to(base, 1)), |o| line_odds(w, o));
            t!(
                w,
                "settlement-lb-wins",
                total = total.to_string(),
                suited = u32::from(suited),
                odds = odds,
                pays = self::odds(w, Odds::to(pays, 1))
            )
        }
    }
}

/// How the dealer's hand reads: "Dealer K-4-3: 7 (drew on 0-4)", "Dealer 20 (10-K),
/// stands", or Stadium's shared and community cards (R2.2, R3.3, R7.1).
pub(crate) fn dealer_note(w: &Words, s: &Settlement) -> String {
    let dealer = &s.dealer_hand;
    match s.dealer_note {
        DealerNote::Lucky9 => t!(
            w,
            "settlement-dealer-lucky9",
            cards = ranks_text(dealer),
            value = nine_name(w, classify(dealer, false)),
            drew = yes(dealer.len() == 3)
        ),
        DealerNote::Blackjack { complete } => {
            let blackjack = is_two_card_21(dealer.get(..2).unwrap_or_default());
            let how = if blackjack || total(dealer).is_bust() {
                "none"
            } else if complete {
                "stands"
            } else {
                "short"
            };
            t!(
                w,
                "settlement-dealer-blackjack",
                hand = hand_text(w, dealer, true),
                how = how
            )
        }
        DealerNote::Stadium => {
            let card = |c: Option<&Card>| c.map(|c| c.pretty()).unwrap_or_default();
            let community: Vec<String> = s
                .community
                .iter()
                .enumerate()
                .map(|(i, c)| format!("C{} {}", i + 1, c.pretty()))
                .collect();
            t!(
                w,
                "settlement-dealer-stadium",
                first = card(s.shared_player.first()),
                dealer = card(dealer.first()),
                second = card(s.shared_player.get(1)),
                community = community.join(" ")
            )
        }
    }
}

/// The selector of a terminal's choice at the insurance point (R7.5).
fn insurance_choice(c: InsuranceChoice) -> &'static str {
    match c {
        InsuranceChoice::Insurance => "insurance",
        InsuranceChoice::EvenMoney => "even-money",
        InsuranceChoice::NoInsurance => "no-insurance",
        InsuranceChoice::TimeoutDeclined => "timeout",
    }
}

/// The selector of how a terminal's hand ended (R7.2).
fn hand_end(how: HandEnd) -> &'static str {
    match how {
        HandEnd::Stands => "stands",
        HandEnd::TwentyOne => "twenty-one",
        HandEnd::Busts => "busts",
        HandEnd::Surrenders => "surrenders",
        HandEnd::SplitAce => "split-ace",
    }
}

/// One step of a Stadium terminal's replay (R7.2, R7.5, R7.7).
pub(crate) fn step(w: &Words, s: &Step) -> String {
    match *s {
        Step::InsurancePoint(c) => {
            t!(w, "settlement-step-insurance", choice = insurance_choice(c))
        }
        Step::Blackjack { even_money: true } => t!(w, "settlement-step-blackjack-even-money"),
        Step::Blackjack { even_money: false } => t!(w, "settlement-step-blackjack"),
        Step::Draw {
            index,
            card,
            hand,
            why,
        } => {
            let why = match why {
                DrawWhy::Split => "split",
                DrawWhy::Hit => "hit",
                DrawWhy::Double => "double",
            };
            t!(
                w,
                "settlement-step-draw",
                index = (index + 1).to_string(),
                card = card.pretty(),
                hand = hand.to_string(),
                why = why
            )
        }
        Step::Timeout {
            hand,
            value,
            soft,
            stands,
            rule,
        } => t!(
            w,
            "settlement-step-timeout",
            hand = hand.to_string(),
            value = value.to_string(),
            soft = yes(soft),
            stands = yes(stands),
            rule = rule.to_string()
        ),
        Step::Ends { hand, how } => t!(
            w,
            "settlement-step-ends",
            hand = hand.to_string(),
            how = hand_end(how)
        ),
        Step::Split {
            hand,
            new_hand,
            card,
        } => t!(
            w,
            "settlement-step-split",
            hand = hand.to_string(),
            new = new_hand.to_string(),
            card = card.pretty()
        ),
        Step::DealerWagerFollows(f) => {
            let how = match f {
                Follows::Splits => "splits",
                Follows::Doubles => "doubles",
            };
            t!(w, "settlement-step-dealer-follows", how = how)
        }
    }
}

/// What rounding did to a line (R1.5): in a `to` table the winnings were rounded; in a
/// `for` table no stake comes back, so what was rounded is the whole return, and a
/// return rounded below the stake was raised to it.
pub(crate) fn rounding_note(w: &Words, line: &WagerLine, cur: Currency) -> Option<String> {
    let r = line.rounding?;
    let exact = line.exact.as_deref()?;
    let rule = rounding_rule(w, r, cur);
    let for_table =
        matches!(line.odds, Some(LineOdds::Plain(o)) if o.convention == Convention::For);
    if !for_table {
        return Some(t!(
            w,
            "settlement-rounding-to",
            exact = exact.to_string(),
            rule = rule,
            amount = cur.format(line.winnings())
        ));
    }
    let exact_return = exact.checked_add(Exact::whole(line.stake)).ok()?;
    let rounded = r.apply(exact_return);
    Some(if rounded < line.paid {
        t!(
            w,
            "settlement-rounding-for-raised",
            exact = exact_return.to_string(),
            rule = rule,
            amount = cur.format(rounded),
            paid = cur.format(line.paid)
        )
    } else {
        t!(
            w,
            "settlement-rounding-for",
            exact = exact_return.to_string(),
            rule = rule,
            amount = cur.format(rounded)
        )
    })
}

/// A line's working, step by step, for the study view: a meter award's share, the odds
/// or award, the exact winnings and the rounding (R1.5), then stake, paid and net.
pub(crate) fn working(w: &Words, line: &WagerLine, cur: Currency) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(m) = line.meter.as_deref() {
        out.push(t!(
            w,
            "settlement-working-meter",
            percent = m.percent.to_string(),
            shared = yes(m.shared_by.is_some()),
            pool = cur.format(m.pool),
            award = cur.format(m.award)
        ));
        if let Some(n) = m.shared_by {
            out.push(t!(
                w,
                "settlement-working-shared",
                hits = n,
                found = cur.format(m.found)
            ));
        }
        if let Some(after) = m.after {
            out.push(t!(
                w,
                "settlement-working-meter-after",
                after = cur.format(after)
            ));
        }
    }
    let won = line.winnings();
    match (&line.odds, line.amount) {
        (Some(o), _) => out.push(t!(
            w,
            "settlement-working-odds",
            stake = cur.format(line.stake),
            odds = line_odds(w, *o),
            winnings = line.exact.as_ref().map_or_else(
                || cur.format(won),
                |e| t!(w, "settlement-working-exact", exact = e.to_string())
            )
        )),
        (None, Some(a)) => out.push(t!(w, "settlement-working-award", amount = cur.format(a))),
        _ => {}
    }
    out.extend(rounding_note(w, line, cur));
    out.push(t!(
        w,
        "settlement-working-sums",
        stake = cur.format(line.stake),
        paid = cur.format(line.paid),
        net = cur.format(line.net)
    ));
    out
}

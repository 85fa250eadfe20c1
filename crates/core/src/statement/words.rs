//! The dealer-language words of a settlement: each line's reason (RULES.md R1.7), the
//! dealer's hand, each Stadium terminal's replay (R7.2, R7.3) and the study view's
//! working. Settling records facts ([`crate::settlement::Reason`]); this is the one place
//! they become sentences.

use crate::bet::{Bet, Game};
use crate::card::{ranks_text, Card};
use crate::game::hand::{describe, is_two_card_21, total};
use crate::game::lucky9::{classify, Value};
use crate::house::TieWins;
use crate::money::{Convention, Currency, Exact};
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

/// A line's reason in dealer language; `table` is the paytable it was settled at.
pub(crate) fn reason(line: &WagerLine, table: Option<&Paytable>, t: &Table<'_>) -> String {
    let text = match line.reason {
        Reason::Lucky9(v) => lucky9(v, t.hand(line.hand), t.split(), t.dealer),
        Reason::Tie(v) => tie(v, t),
        Reason::SideBet { seen, tier } => pattern_words::side_bet(table, seen, tier, t.dealer),
        Reason::Envy { seat, tier } => {
            format!("Envy bonus: seat {seat} hit {}", tier_name(table, tier))
        }
        Reason::Hand(v) => hand(v, line, t),
        Reason::EvenMoney if t.terminal_dealer() => {
            "Blackjack against a dealer Ace: even money taken".to_string()
        }
        Reason::EvenMoney => format!(
            "Player {} against a dealer Ace: even money taken",
            describe(t.hand(1), true)
        ),
        Reason::Surrender { lost_to_blackjack } => surrender(lost_to_blackjack, line, t),
        Reason::Insurance { dealer_blackjack } => insurance(dealer_blackjack, line, t),
        Reason::LuckyBreak(v) => lucky_break(v, line, t.dealer),
    };
    let for_dealer = line.party == Party::Dealer && line.bet == Bet::Main;
    if for_dealer {
        format!("Dealer's wager on hand {}: {text}", line.hand)
    } else {
        text
    }
}

/// A Lucky 9 hand for a reason: `Lucky 9 (A-8)`, `7 (K-4-3)` (R2.1, R2.3).
fn nine_text(v: Value, cards: &[Card]) -> String {
    match v.nine {
        Some(n) => format!("{n} ({})", ranks_text(cards)),
        None => format!("{} ({})", v.total, ranks_text(cards)),
    }
}

fn lucky9(v: Lucky9Verdict, player: &[Card], split: bool, dealer: &[Card]) -> String {
    let ps = nine_text(classify(player, split), player);
    let ds = nine_text(classify(dealer, false), dealer);
    match v {
        Lucky9Verdict::NotQualified => {
            format!("Player {ps} does not qualify (0, 1 or 2 loses whatever the dealer holds)")
        }
        Lucky9Verdict::LuckyBeatsThreeCard => format!("{ps} beats dealer's {ds}"),
        Lucky9Verdict::DealerLuckyBeatsThreeCard => format!("Dealer's {ds} beats player's {ps}"),
        Lucky9Verdict::NinesPush => format!("{ps} against dealer's {ds}: 9 against 9 pushes"),
        Lucky9Verdict::NinesAllPush => {
            format!("{ps} against dealer's {ds}: every 9 against 9 pushes (nines = all-push)")
        }
        Lucky9Verdict::Higher if ps.starts_with("Lucky") => format!("{ps} beats dealer {ds}"),
        Lucky9Verdict::Higher => format!("Player {ps} beats dealer {ds}"),
        Lucky9Verdict::Lower => format!("Dealer {ds} beats player {ps}"),
        Lucky9Verdict::Equal => format!("Player {ps} against dealer {ds}: equal totals push"),
    }
}

fn tie(v: TieVerdict, t: &Table<'_>) -> String {
    let p = classify(t.hand(1), t.split()).total;
    let d = classify(t.dealer, false).total;
    let after = if t.split() {
        " (hand 1 after the split)"
    } else {
        ""
    };
    match v {
        TieVerdict::Wins(TieWins::MainPushes) => {
            format!("{p} against {d}{after}: tie wins (the main wager pushed)")
        }
        TieVerdict::Wins(TieWins::EqualTotals) => {
            format!("{p} against {d}{after}: tie wins (equal totals)")
        }
        TieVerdict::MainDidNotPush => format!("{p} against {d}{after}: the main wager did not push, so no tie (tie_wins = main-pushes)"),
        TieVerdict::NoTie => format!("{p} against {d}{after} is no tie"),
    }
}

fn tier_name(table: Option<&Paytable>, tier: u16) -> String {
    table
        .and_then(|t| t.tiers().get(usize::from(tier)))
        .map(|t| t.name.clone())
        .unwrap_or_default()
}

fn hand(v: HandVerdict, line: &WagerLine, t: &Table<'_>) -> String {
    let ps = describe(t.hand(line.hand), !t.split());
    let ds = describe(t.dealer, true);
    match v {
        HandVerdict::Bust => format!("Player {ps}: a bust loses whatever the dealer holds"),
        HandVerdict::BlackjackPush | HandVerdict::Equal => {
            format!("Player {ps} against dealer {ds}: push")
        }
        HandVerdict::Blackjack => format!(
            "Player {ps} beats dealer {ds}: pays {}",
            line.odds.map(|o| o.to_string()).unwrap_or_default()
        ),
        HandVerdict::DealerBlackjackStakeReturned => format!("Dealer {ds}: the spot already lost its original stake on an earlier hand; this stake is returned"),
        HandVerdict::DealerBlackjackOriginalOnly => format!("Dealer {ds} beats player {ps}: only the original stake is lost, the rest is returned"),
        HandVerdict::DealerBlackjack | HandVerdict::Lower => {
            format!("Dealer {ds} beats player {ps}")
        }
        HandVerdict::DealerBusts => format!(
            "Dealer busts {} ({}): player {ps} wins",
            total(t.dealer).value,
            ranks_text(t.dealer)
        ),
        HandVerdict::Higher => format!("Player {ps} beats dealer {ds}"),
    }
}

fn surrender(lost: bool, line: &WagerLine, t: &Table<'_>) -> String {
    let ds = describe(t.dealer, true);
    let cards = describe(t.hand(line.hand), false);
    match (t.terminal_dealer(), lost) {
        (true, true) => format!("Surrendered, but this terminal's dealer has blackjack ({ds}): the whole stake is lost"),
        (true, false) => format!("Surrendered {cards}: half the stake returned"),
        (false, true) => format!("Surrendered, but the dealer has blackjack ({ds}) in a no-peek game: the whole stake is lost"),
        (false, false) => format!("Player surrendered {cards}: half the stake returned"),
    }
}

fn insurance(dealer_blackjack: bool, line: &WagerLine, t: &Table<'_>) -> String {
    let odds = line.odds.map(|o| o.to_string()).unwrap_or_default();
    match (t.terminal_dealer(), dealer_blackjack) {
        (true, true) => format!(
            "This terminal's dealer has blackjack ({}): insurance pays {odds}",
            describe(t.dealer, true)
        ),
        (true, false) => "This terminal's dealer has no blackjack: insurance loses".to_string(),
        (false, true) => format!(
            "Dealer has blackjack ({}): insurance pays {odds}",
            ranks_text(t.dealer.get(..2).unwrap_or_default())
        ),
        (false, false) => "Dealer has no blackjack: insurance loses".to_string(),
    }
}

fn lucky_break(v: LuckyBreakVerdict, line: &WagerLine, dealer: &[Card]) -> String {
    match v {
        LuckyBreakVerdict::DealerBlackjack => {
            "Dealer blackjack: every Lucky Break wager loses".to_string()
        }
        LuckyBreakVerdict::DealerStands => format!(
            "Dealer stands on {}: Lucky Break needs a dealer bust",
            total(dealer).value
        ),
        LuckyBreakVerdict::OverCap { total, biggest } => format!(
            "Dealer busts {total} but a hand of the spot totals {biggest}, over 26 (player_cap = 26)"
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
                .map_or_else(|| format!("{base} to 1"), |o| o.to_string());
            if suited == 0 {
                format!("Dealer busts {total} unsuited: {odds} = {pays} to 1")
            } else {
                format!("Dealer busts {total} with {suited} suited cards: {odds} = {pays} to 1")
            }
        }
    }
}

/// How the dealer's hand reads: "Dealer K-4-3: 7 (drew on 0-4)", "Dealer 20 (10-K),
/// stands", or Stadium's shared and community cards (R2.2, R3.3, R7.1).
pub(crate) fn dealer_note(s: &Settlement) -> String {
    let dealer = &s.dealer_hand;
    match s.dealer_note {
        DealerNote::Lucky9 => {
            let v = classify(dealer, false);
            format!(
                "Dealer {}: {}{}",
                ranks_text(dealer),
                v.nine
                    .map_or_else(|| v.total.to_string(), |n| n.to_string()),
                if dealer.len() == 3 {
                    " (drew on 0-4)"
                } else {
                    ""
                }
            )
        }
        DealerNote::Blackjack { complete } => {
            let blackjack = is_two_card_21(dealer.get(..2).unwrap_or_default());
            let how = if blackjack || total(dealer).is_bust() {
                ""
            } else if complete {
                ", stands"
            } else {
                ", stopped short (nothing depended on it)"
            };
            format!("Dealer {}{how}", describe(dealer, true))
        }
        DealerNote::Stadium => {
            let card = |c: Option<&Card>| c.map(|c| c.pretty()).unwrap_or_default();
            let community: Vec<String> = s
                .community
                .iter()
                .enumerate()
                .map(|(i, c)| format!("C{} {}", i + 1, c.pretty()))
                .collect();
            format!(
                "Shared cards: player {} · dealer {} · player {}; community {}",
                card(s.shared_player.first()),
                card(dealer.first()),
                card(s.shared_player.get(1)),
                community.join(" ")
            )
        }
    }
}

/// One step of a Stadium terminal's replay (R7.2, R7.5, R7.7).
pub(crate) fn step(s: &Step) -> String {
    match *s {
        Step::InsurancePoint(c) => {
            let w = match c {
                InsuranceChoice::Insurance => "insurance",
                InsuranceChoice::EvenMoney => "even-money",
                InsuranceChoice::NoInsurance => "no-insurance",
                InsuranceChoice::TimeoutDeclined => "timeout (declined)",
            };
            format!("Dealer card 1 is an Ace: {w}")
        }
        Step::Blackjack { even_money: true } => "Blackjack: even money paid at once".to_string(),
        Step::Blackjack { even_money: false } => "Blackjack stands by itself".to_string(),
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
            format!("C{} {} → hand {hand} ({why})", index + 1, card.pretty())
        }
        Step::Timeout {
            hand,
            value,
            soft,
            stands,
            rule,
        } => format!(
            "hand {hand}: timeout on {}{value} → {} (auto_rule = {rule})",
            if soft { "soft " } else { "" },
            if stands { "stand" } else { "hit" }
        ),
        Step::Ends { hand, how } => {
            let how = match how {
                HandEnd::Stands => "stands",
                HandEnd::TwentyOne => "reaches 21 and stands by itself",
                HandEnd::Busts => "busts",
                HandEnd::Surrenders => "surrenders",
                HandEnd::SplitAce => "split Ace takes one card",
            };
            format!("hand {hand}: {how}")
        }
        Step::Split {
            hand,
            new_hand,
            card,
        } => format!(
            "hand {hand} splits; hand {new_hand} starts with {}",
            card.pretty()
        ),
        Step::DealerWagerFollows(f) => format!(
            "the dealer wager {} too",
            match f {
                Follows::Splits => "splits",
                Follows::Doubles => "doubles",
            }
        ),
    }
}

/// What rounding did to a line (R1.5): in a `to` table the winnings were rounded; in a
/// `for` table no stake comes back, so what was rounded is the whole return, and a
/// return rounded below the stake was raised to it.
pub(crate) fn rounding_note(line: &WagerLine, cur: Currency) -> Option<String> {
    let r = line.rounding?;
    let exact = line.exact.as_deref()?;
    let for_table =
        matches!(line.odds, Some(LineOdds::Plain(o)) if o.convention == Convention::For);
    if !for_table {
        return Some(format!(
            "exact winnings {exact} rounded {} = {} (R1.5)",
            r.describe(cur),
            cur.format(line.winnings())
        ));
    }
    let exact_return = exact.checked_add(Exact::whole(line.stake)).ok()?;
    let rounded = r.apply(exact_return);
    let raised = if rounded < line.paid {
        format!(
            ", below the stake, so the stake is paid: {} (R1.5)",
            cur.format(line.paid)
        )
    } else {
        " (R1.5)".to_string()
    };
    Some(format!(
        "return {exact_return} rounded {} = {}{raised}",
        r.describe(cur),
        cur.format(rounded)
    ))
}

/// A line's working, step by step, for the study view: a meter award's share, the odds
/// or award, the exact winnings and the rounding (R1.5), then stake, paid and net.
pub(crate) fn working(line: &WagerLine, cur: Currency) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(m) = line.meter.as_deref() {
        let whose = if m.shared_by.is_some() {
            "an equal share of the"
        } else {
            "the"
        };
        out.push(format!(
            "{}% of {whose} meter {} = {}",
            m.percent,
            cur.format(m.pool),
            cur.format(m.award)
        ));
        if let Some(n) = m.shared_by {
            out.push(format!(
                "{n} hits share the meter's {} equally; remainder cents to the lowest seat (R4.4)",
                cur.format(m.found)
            ));
        }
        if let Some(after) = m.after {
            out.push(format!("meter after this hit: {}", cur.format(after)));
        }
    }
    let won = line.winnings();
    match (&line.odds, line.amount) {
        (Some(o), _) => out.push(format!(
            "{} at {o}: winnings {}",
            cur.format(line.stake),
            line.exact
                .as_ref()
                .map_or_else(|| cur.format(won), |e| format!("{e} exact")),
        )),
        (None, Some(a)) => out.push(format!("award {}", cur.format(a))),
        _ => {}
    }
    out.extend(rounding_note(line, cur));
    out.push(format!(
        "stake {}, paid {}, net {}",
        cur.format(line.stake),
        cur.format(line.paid),
        cur.format(line.net)
    ));
    out
}

//! The dealer-language words of a card-pattern side bet's line (RULES.md R1.6, R1.7):
//! the cards its tiers read and the tier met. A side bet whose tiers watch the dealer
//! says what they saw in the dealer's words: "Your 8♥ matches the dealer's 8♥
//! in rank and suit", "The dealer busts with 6 cards (2-3-2-4-5-K, 26)", "K♠ 5♦ count
//! 10 + 5 = 15 points", then the tier and what it pays. Every other side bet reads as it
//! always has: its cards, then the tier's name.

use pitpay_language::{t, Words};

use crate::card::{ranks_text, Card};
use crate::money::Currency;
use crate::pattern::{CardsUsed, Condition, DealerHand, Reads, SideBetCards};
use crate::paytable::{Pay, Paytable};

use super::words::yes;

/// The cards a side-bet tier looked at: `A♠ 8♠ with dealer K♦`.
pub(crate) fn side_bet_cards(w: &Words, used: CardsUsed, seen: &SideBetCards) -> String {
    let [a, b] = seen.first_two.map(|c| c.pretty());
    let (a, b) = (a.as_str(), b.as_str());
    match used {
        CardsUsed::FirstTwo => t!(w, "settlement-side-cards", a = a, b = b),
        CardsUsed::FirstTwoAndUp => t!(
            w,
            "settlement-side-cards-up",
            a = a,
            b = b,
            up = seen.up.pretty()
        ),
        CardsUsed::FirstTwoAndHit => match seen.hit {
            Some(h) => t!(
                w,
                "settlement-side-cards-hit",
                a = a,
                b = b,
                hit = h.pretty()
            ),
            None => t!(w, "settlement-side-cards-no-hit", a = a, b = b),
        },
        CardsUsed::DealerFinal => t!(
            w,
            "settlement-side-cards-dealer",
            a = a,
            b = b,
            count = seen.dealer.map(|d| d.cards).unwrap_or_default()
        ),
    }
}

/// What a tier pays, as a sign prints it: `200 to 1`, `$10,000`, `100% of meter`.
fn pays(w: &Words, pay: Pay, cur: Currency) -> String {
    pay.said(cur).in_words(w)
}

/// A side bet's line: what its tiers read, then the tier met (R1.6) or that none was.
pub(super) fn side_bet(
    w: &Words,
    table: Option<&Paytable>,
    seen: SideBetCards,
    tier: Option<u16>,
    dealer: &[Card],
) -> String {
    let Some(table) = table else {
        return String::new();
    };
    let met = tier.and_then(|i| table.tiers().get(usize::from(i)));
    if let Some(facts) = watched(w, table, &seen, dealer) {
        let cur = table.currency.unwrap_or_default();
        return match met {
            Some(t) => t!(
                w,
                "settlement-side-met-pays",
                facts = facts,
                tier = t.names.or(w.language(), &t.name),
                pays = pays(w, t.pays, cur)
            ),
            None => t!(
                w,
                "settlement-side-none",
                facts = facts,
                bet = table.names.or(w.language(), &table.name)
            ),
        };
    }
    match met {
        Some(t) => {
            let cards = side_bet_cards(w, t.pattern.cards, &seen);
            match t.pays {
                Pay::MeterPercent(p) => t!(
                    w,
                    "settlement-side-met-meter",
                    facts = cards,
                    tier = t.names.or(w.language(), &t.name),
                    percent = p.to_string()
                ),
                _ => t!(
                    w,
                    "settlement-side-met",
                    facts = cards,
                    tier = t.names.or(w.language(), &t.name)
                ),
            }
        }
        None => {
            let used = table
                .tiers()
                .first()
                .map_or(CardsUsed::FirstTwo, |t| t.pattern.cards);
            t!(
                w,
                "settlement-side-none",
                facts = side_bet_cards(w, used, &seen),
                bet = table.names.or(w.language(), &table.name)
            )
        }
    }
}

/// What the tiers of a side bet that watches the dealer saw, in the dealer's words; `None`
/// for a side bet with no such condition (its words are its cards). `dealer` is the
/// dealer's hand the seat met.
pub(crate) fn watched(
    w: &Words,
    table: &Paytable,
    seen: &SideBetCards,
    dealer: &[Card],
) -> Option<String> {
    let tiers = table.tiers();
    // `any` and `not` read what their parts read.
    let leaf = |x: &Condition| !matches!(x, Condition::Any(_) | Condition::Not(_));
    let reads = |r: Reads| {
        tiers.iter().any(|t| {
            t.pattern
                .conditions
                .iter()
                .any(|c| c.any_part(&|x| leaf(x) && x.reads() == r))
        })
    };
    if table.reads_dealer_hand() {
        return Some(dealer_hand(w, dealer));
    }
    let mut parts = Vec::new();
    let (up, points) = (reads(Reads::UpCard), reads(Reads::FirstTwoPoints));
    if up {
        if reads(Reads::PlayerCards) {
            // Other conditions read the three cards themselves: name them first.
            let cards = side_bet_cards(w, CardsUsed::FirstTwoAndUp, seen);
            parts.push(t!(
                w,
                "settlement-up-after-cards",
                cards = cards,
                matches = up_card(w, seen.first_two, seen.up, false)
            ));
        } else {
            parts.push(up_card(w, seen.first_two, seen.up, true));
        }
    }
    if points {
        parts.push(points_text(w, seen.first_two));
    }
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// "The dealer busts with 6 cards (2-3-2-4-5-K, 26)", "The dealer stands on 19 with 3
/// cards (10-4-5)", "The dealer has blackjack (A-K)".
fn dealer_hand(w: &Words, cards: &[Card]) -> String {
    let hand = DealerHand::of(cards);
    let ranks = ranks_text(cards);
    if hand.blackjack {
        t!(w, "settlement-watch-dealer-blackjack", cards = ranks)
    } else if hand.busts() {
        t!(
            w,
            "settlement-watch-dealer-busts",
            count = hand.cards,
            cards = ranks,
            total = hand.total.to_string()
        )
    } else {
        t!(
            w,
            "settlement-watch-dealer-stands",
            total = hand.total.to_string(),
            count = hand.cards,
            cards = ranks
        )
    }
}

/// "Your 8♥ matches the dealer's 8♥ in rank and suit; your 8♣ matches it in rank",
/// "Neither 5♠ nor K♦ matches the dealer's 8♥". `lead`: it begins a sentence.
fn up_card(w: &Words, first_two: [Card; 2], up: Card, lead: bool) -> String {
    let up_text = up.pretty();
    let how = |c: Card| (c.rank == up.rank).then_some(c.suit == up.suit);
    let matches: Vec<(Card, bool)> = first_two
        .iter()
        .filter_map(|c| how(*c).map(|suited| (*c, suited)))
        .collect();
    let lead = yes(lead);
    match matches.as_slice() {
        [] => t!(
            w,
            "settlement-up-none",
            lead = lead,
            a = first_two[0].pretty(),
            b = first_two[1].pretty(),
            up = up_text
        ),
        [(c, suited)] => {
            let other = first_two.iter().find(|x| how(**x).is_none());
            t!(
                w,
                "settlement-up-one",
                lead = lead,
                card = c.pretty(),
                up = up_text,
                suited = yes(*suited),
                other = other.map(|o| o.pretty()).unwrap_or_default()
            )
        }
        [(a, sa), (b, sb), ..] => t!(
            w,
            "settlement-up-two",
            lead = lead,
            a = a.pretty(),
            a_suited = yes(*sa),
            b = b.pretty(),
            b_suited = yes(*sb),
            up = up_text
        ),
    }
}

/// "K♠ 5♦ count 10 + 5 = 15 points (every Ace one)".
fn points_text(w: &Words, first_two: [Card; 2]) -> String {
    let [a, b] = first_two;
    let (pa, pb) = (a.rank.blackjack_points(), b.rank.blackjack_points());
    t!(
        w,
        "settlement-points",
        a = a.pretty(),
        b = b.pretty(),
        a_points = pa.to_string(),
        b_points = pb.to_string(),
        points = u32::from(pa) + u32::from(pb)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::paytable::{load_file, TableFile};

    /// A blackjack side bet with one tier on `cards` meeting `when`.
    fn table(cards: &str, when: &str) -> Paytable {
        let text = format!(
            "id = \"t\"\nname = \"T\"\ngame = \"blackjack\"\nbet = \"t\"\nkind = \"pattern\"\nversion = \"1\"\neffective = \"2026-11-26\"\ndecks = [6]\nmin = \"1\"\nmax = \"10\"\nconvention = \"to\"\nverified = true\ncards = \"{cards}\"\n\n[[tier]]\nname = \"T\"\nwhen = [{when}]\nodds = \"1 to 1\"\n"
        );
        match load_file("t.toml", &text).unwrap() {
            TableFile::Paytable(p) => *p,
            TableFile::HouseRules(_) => panic!("not a paytable"),
        }
    }

    fn seen(player: &str, dealer: &str) -> (SideBetCards, Vec<Card>) {
        let p = parse_cards(player).unwrap();
        let d = parse_cards(dealer).unwrap();
        let seen = SideBetCards {
            first_two: [p[0], p[1]],
            up: d[0],
            hit: None,
            dealer_blackjack: Some(DealerHand::of(&d).blackjack),
            dealer: Some(DealerHand::of(&d)),
        };
        (seen, d)
    }

    /// Each watching condition in the dealer's words; a bet that watches
    /// nothing of the dealer keeps its words (its cards).
    #[test]
    fn what_a_bet_that_watches_the_dealer_saw() {
        let words = |cards: &str, when: &str, player: &str, dealer: &str| {
            let (s, d) = seen(player, dealer);
            watched(pitpay_language::english(), &table(cards, when), &s, &d)
        };
        let up = "\"up-card-matches 2\"";
        assert_eq!(
            words("first-two+up", up, "8H 8C", "8H 10S").unwrap(),
            "Your 8♥ matches the dealer's 8♥ in rank and suit; your 8♣ matches it in rank"
        );
        assert_eq!(
            words("first-two+up", up, "5S KD", "8H 10S").unwrap(),
            "Neither 5♠ nor K♦ matches the dealer's 8♥"
        );
        assert_eq!(
            words(
                "first-two+up",
                "\"up-card-matches 1\", \"flush\"",
                "8H 5H",
                "8H 10S"
            )
            .unwrap(),
            "8♥ 5♥ with dealer 8♥: your 8♥ matches the dealer's 8♥ in rank and suit (5♥ does not)"
        );
        assert_eq!(
            words("first-two", "\"points 14-20\"", "KS 5D", "8H 10S").unwrap(),
            "K♠ 5♦ count 10 + 5 = 15 points (every Ace one)"
        );
        let bust = "\"dealer-busts\"";
        assert_eq!(
            words("dealer-final", bust, "KS 5D", "10H 6S 9C").unwrap(),
            "The dealer busts with 3 cards (10-6-9, 25)"
        );
        assert_eq!(
            words("dealer-final", bust, "KS 5D", "AH 6S").unwrap(),
            "The dealer stands on 17 with 2 cards (A-6)"
        );
        assert_eq!(
            words("dealer-final", bust, "KS 5D", "AH QS").unwrap(),
            "The dealer has blackjack (A-Q)"
        );
        assert_eq!(words("first-two", "\"pair\"", "KS 5D", "8H 10S"), None);
    }
}

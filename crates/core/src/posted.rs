//! A paytable as it is posted at the table: one model that the printed sign and the
//! app's Paytables screen both draw (STYLE.md "One model, many renderers"), so a pay
//! reads the same on paper and on screen.
//!
//! It holds the title, the most important pay first for main games ("Blackjack pays 3
//! to 2", "Lucky 9 pays 3 to 2"), the pay lines in the paytable's own convention (R1.4)
//! with tiers the shoe cannot produce at the posted deck count marked "not available"
//! (R1.2), which cards a side bet looks at, a short rules summary in the words of the
//! house options in force, Lucky Break's worked example (R6.4), the stake limits and the
//! paytable's identity (version, effective date, fingerprint).

use crate::bet::{Bet, Game};
use crate::house::{HouseKey, HouseOptions, MultiplierMode};
use crate::money::{Convention, Currency, Money, Odds};
use crate::pattern::{CardsUsed, Condition};
use crate::paytable::{LuckyBreakTable, Payouts, Paytable, UNVERIFIED_WARNING};
use crate::spec::{spec, SignLead, SignLine};
use pitpay_language::{t, Words};

mod words;

/// What a tier shows instead of its pay when the shoe cannot produce it (R1.2), in
/// English.
#[cfg(test)]
pub(crate) const NOT_AVAILABLE: &str = "not available";

/// A paytable as posted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Posted {
    /// Its id.
    pub id: String,
    /// The game it is posted at (the first it serves): signs take their colours from it.
    pub game: Game,
    /// The bet.
    pub bet: Bet,
    /// Its name as posted: "Lucky 9 Bonus".
    pub title: String,
    /// The games and the bet: "Lucky 9 · Lucky 9 Bonus".
    pub subtitle: String,
    /// The unverified-paytable warning (R5), when it applies.
    pub warning: Option<&'static str>,
    /// The most important pay, first and large: "Blackjack pays 3 to 2".
    pub lead: Option<String>,
    /// Pay lines, in posted order, grouped under optional headings.
    pub sections: Vec<Section>,
    /// Which cards a side bet looks at, and that only the highest line pays (R1.6).
    pub cards_note: Option<String>,
    /// A short rules summary for main games, in the words of the options in force.
    pub rules: Vec<String>,
    /// A worked example (Lucky Break's multiplier, R6.4).
    pub example: Option<String>,
    /// "Minimum $1.00 · Maximum $1,000.00" or "Wager $1.00 exactly".
    pub stake: String,
    /// The deck count the sign is posted for: "8 decks".
    pub decks: String,
    /// version, effective date, fingerprint, meter increment.
    pub identity: String,
    /// The paytable's own note (e.g. "operator to confirm", R4.3).
    pub note: Option<String>,
    /// "House advantage 3.24%", printed only when asked (`sign --show-edge`: casinos
    /// usually post none).
    pub edge: Option<String>,
}

/// A group of pay lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// "Base pay", "Suited multiplier"; none for a single list.
    pub heading: Option<String>,
    /// The lines.
    pub lines: Vec<PayLine>,
}

/// One pay line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PayLine {
    /// What the cards must be: "Suited 3-3-3", "Dealer busts with 26".
    pub label: String,
    /// What it pays, or `NOT_AVAILABLE`.
    pub pays: String,
    /// Whether the shoe can produce it at the posted deck count (R1.2).
    pub available: bool,
}

impl PayLine {
    fn new(label: impl Into<String>, pays: impl Into<String>) -> PayLine {
        PayLine {
            label: label.into(),
            pays: pays.into(),
            available: true,
        }
    }
}

impl Posted {
    /// The paytable as posted for a deck count and the house options in force, in
    /// English (the tests' shorthand).
    #[cfg(test)]
    pub(crate) fn of(t: &Paytable, decks: u8, house: &HouseOptions) -> Posted {
        Posted::in_words(t, decks, house, pitpay_language::english())
    }

    /// The paytable as posted in the language of `w`: every word the sign writes
    /// itself from `w`, the names from the paytable's `[names]` (English where it
    /// gives none); amounts, ids and the fingerprint as they are.
    pub fn in_words(t: &Paytable, decks: u8, house: &HouseOptions, w: &Words) -> Posted {
        let cur = t.currency.unwrap_or(Currency::USD);
        let lang = w.language();
        let games: Vec<String> = t.games.iter().map(|g| words::game(w, *g)).collect();
        let stake = match t.fixed_stake {
            Some(f) => t!(w, "sign-stake-fixed", amount = cur.format(f)),
            None => t!(
                w,
                "sign-stake-range",
                min = cur.format(t.min),
                max = cur.format(t.max)
            ),
        };
        let (id, version) = (t.id.as_str(), t.version.as_str());
        let (effective, fingerprint) = (t.effective.to_string(), t.fingerprint.as_str());
        let identity = match &t.increment {
            Some(inc) => t!(
                w,
                "sign-identity-meter",
                id = id,
                version = version,
                effective = effective,
                fingerprint = fingerprint,
                increment = t.increment_names.or(lang, inc)
            ),
            None => t!(
                w,
                "sign-identity",
                id = id,
                version = version,
                effective = effective,
                fingerprint = fingerprint
            ),
        };
        let bet = match &t.side_bet {
            Some(def) => def.names.or(lang, &def.title).to_string(),
            None => bet_title(w, t),
        };
        let (sections, cards_note) = sections(t, decks, cur, house, w);
        Posted {
            id: t.id.clone(),
            game: t.home_game,
            bet: t.bet,
            title: t.names.or(lang, &t.name).to_string(),
            subtitle: format!("{} · {bet}", games.join(" · ")),
            warning: (!t.verified).then_some(UNVERIFIED_WARNING),
            lead: lead(t, house, w),
            sections,
            cards_note,
            rules: rules(t, house, w),
            example: example(t, house, cur, w),
            stake,
            decks: words::decks(w, decks),
            identity,
            note: t
                .note
                .as_deref()
                .map(|n| t.note_names.or(lang, n).to_string()),
            edge: None,
        }
    }
}

/// The program's own bets' names (a side bet's comes from its file).
fn bet_title(w: &Words, t: &Paytable) -> String {
    match t.bet {
        Bet::Main => t!(w, "sign-bet-main"),
        Bet::Tie => t!(w, "sign-bet-tie"),
        Bet::Insurance => t!(w, "sign-bet-insurance"),
        Bet::LuckyBreak => t!(w, "sign-bet-lucky-break"),
        Bet::Side(_) => t.bet_title(),
    }
}

fn sections(
    t: &Paytable,
    decks: u8,
    cur: Currency,
    house: &HouseOptions,
    w: &Words,
) -> (Vec<Section>, Option<String>) {
    let lang = w.language();
    match &t.payouts {
        Payouts::Pattern(tiers) => {
            let lines = tiers
                .iter()
                .map(|tier| {
                    let available = tier.pattern.min_decks() <= decks;
                    PayLine {
                        label: tier.names.or(lang, &tier.name).to_string(),
                        pays: if available {
                            words::pay(w, tier.pays, cur)
                        } else {
                            t!(w, "sign-not-available")
                        },
                        available,
                    }
                })
                .collect();
            let same_cards = tiers
                .windows(2)
                .all(|w| w[0].pattern.cards == w[1].pattern.cards);
            let hit = tiers
                .iter()
                .any(|t| t.pattern.cards == CardsUsed::FirstTwoAndHit);
            let highest = if hit {
                t!(w, "sign-highest-line-hit-card")
            } else {
                t!(w, "sign-highest-line")
            };
            let note = match tiers.first() {
                Some(first) if same_cards => t!(
                    w,
                    "sign-cards-note",
                    cards = words::cards(w, first.pattern.cards),
                    highest = highest
                ),
                _ => highest,
            };
            (
                vec![Section {
                    heading: None,
                    lines,
                }],
                Some(note),
            )
        }
        Payouts::Main { pays, .. } => {
            let order = ["lucky-nine", "win", "tie", "insurance", "even-money"];
            let lines = order
                .iter()
                .filter_map(|k| {
                    pays.get(*k)
                        .map(|o| PayLine::new(main_label(t, k, w), words::odds(w, *o)))
                })
                .collect();
            (
                vec![Section {
                    heading: None,
                    lines,
                }],
                None,
            )
        }
        Payouts::LuckyBreak(lb) => (lucky_break_sections(lb, house.multiplier, w), None),
    }
}

/// Base pay by bust total, then the suited multiplier in the words of the house option
/// (R6.4): added to the base pay (the seed's way), or paid instead of it.
fn lucky_break_sections(lb: &LuckyBreakTable, mode: MultiplierMode, w: &Words) -> Vec<Section> {
    let base = (lb.base.iter().enumerate().rev())
        .map(|(i, b)| {
            let total = 22 + i as u32;
            let label = t!(w, "sign-dealer-busts", total = total);
            PayLine::new(label, words::odds(w, Odds::to(*b, 1)))
        })
        .collect();
    let adds = mode == MultiplierMode::AddsToBase;
    let multiplier = [
        (t!(w, "sign-suited-five"), lb.five_plus, false),
        (t!(w, "sign-suited-four"), lb.four, false),
        (t!(w, "sign-suited-three"), lb.three, false),
        (t!(w, "sign-unsuited"), lb.unsuited, true),
    ]
    .into_iter()
    .map(|(label, m, unsuited)| {
        let pays = match (adds, unsuited) {
            (true, true) => t!(w, "sign-base-pay-only"),
            (true, false) => t!(w, "sign-base-plus", times = m),
            (false, _) => t!(w, "sign-base-times", times = m),
        };
        PayLine::new(label, pays)
    })
    .collect();
    let heading = if adds {
        t!(w, "sign-heading-suited-bonus")
    } else {
        t!(w, "sign-heading-suited-multiplier")
    };
    vec![
        Section {
            heading: Some(t!(w, "sign-heading-base-pay")),
            lines: base,
        },
        Section {
            heading: Some(heading),
            lines: multiplier,
        },
    ]
}

/// How a main paytable's outcome is posted.
fn main_label(t: &Paytable, key: &str, w: &Words) -> String {
    match key {
        "lucky-nine" => t!(w, "sign-main-lucky-nine"),
        // Beside a winning hand of its own (a Lucky 9), the rest.
        "win" if t.bet == Bet::Main && t.main_odds("lucky-nine").is_some() => {
            t!(w, "sign-main-other-win")
        }
        "win" => t!(w, "sign-main-win"),
        "tie" => t!(w, "sign-main-tie"),
        "insurance" => t!(w, "sign-main-insurance"),
        "even-money" => t!(w, "sign-main-even-money"),
        other => other.to_string(),
    }
}

/// The pay a player looks for first, for main games (a one-line table such as the
/// Tie needs none: its line is its lead).
fn lead(t: &Paytable, house: &HouseOptions, w: &Words) -> Option<String> {
    let game = t.home_game;
    if t.bet != Bet::Main {
        return None;
    }
    match spec(game).sign_lead {
        SignLead::Pay(key, _) => t.main_odds(key).map(|o| {
            let pays = words::odds(w, o);
            t!(
                w,
                "sign-lead-pays",
                game = words::game(w, game),
                pays = pays
            )
        }),
        SignLead::Option(key) => Some(words::option(w, game, key, &house.value_text(key))),
    }
}

/// A few lines of rules for main games (each game's registry entry lists them) and
/// Lucky Break (R2, R3, R6, R7).
fn rules(t: &Paytable, house: &HouseOptions, w: &Words) -> Vec<String> {
    let game = Some(t.home_game);
    let phrase = |key: HouseKey| words::option(w, house.game, key, &house.value_text(key));
    match (game, t.bet) {
        (Some(game), Bet::Main) => spec(game)
            .sign_rules
            .iter()
            .map(|line| match line {
                SignLine::Text(text) => words::rule_text(w, text),
                SignLine::Options(keys) => {
                    let phrases: Vec<String> = keys
                        .iter()
                        .map(|k| t!(w, "sign-option", option = phrase(*k)))
                        .collect();
                    phrases.join(" ")
                }
            })
            .collect(),
        (_, Bet::Tie) => vec![t!(w, "sign-rule-tie", option = phrase(HouseKey::TieWins))],
        (_, Bet::LuckyBreak) => vec![
            t!(w, "sign-rule-lucky-break-wins"),
            t!(
                w,
                "sign-rule-lucky-break-suited",
                option = phrase(HouseKey::Multiplier)
            ),
        ],
        // A side bet on the dealer's final hand: how that hand is played.
        _ if t.reads_dealer_hand() => vec![
            t!(w, "sign-rule-dealer-completes"),
            t!(w, "sign-option", option = phrase(HouseKey::Soft17)),
        ],
        _ => side_bet_rules(t, w),
    }
}

/// Which card is the first hit card, the point a Suited or Booted dispute turns on
/// (R5): posted wherever a tier counts it (`sign-highest-line-hit-card`).
#[cfg(test)]
const HIT_CARD: &str = "Which cards count: the player's first two cards and, where a line says so, the first hit card: the third card dealt to hand 1 by a hit or a double (a split hand's second card is not one). They count even when the hand busts or has blackjack; with no hit card, a line that needs one cannot win.";

/// The rules that settle a side bet's disputes, as RULES.md states them: the bet it
/// needs beside itself (Super 3 needs TriLux, R4.6 and R7.7), and where a tier names
/// the declared suit, a line to write the table's suit on (R4.3).
fn side_bet_rules(t: &Paytable, w: &Words) -> Vec<String> {
    let mut out = Vec::new();
    if let (Some(needed), Some(def)) = (&t.required_title, &t.side_bet) {
        let bet = def.names.or(w.language(), &def.title);
        let sentence = if def.placed_for(crate::bet::Party::Dealer) {
            t!(
                w,
                "sign-rule-requires-dealer",
                bet = bet,
                needed = needed.as_str()
            )
        } else {
            t!(w, "sign-rule-requires", bet = bet, needed = needed.as_str())
        };
        out.push(sentence);
    }
    let declared = match &t.payouts {
        Payouts::Pattern(tiers) => tiers
            .iter()
            .any(|tier| tier.pattern.conditions.contains(&Condition::DeclaredSuit)),
        _ => false,
    };
    if declared {
        out.push(t!(w, "sign-declared-suit-blank"));
        out.push(t!(w, "sign-rule-no-declared-suit"));
    }
    out
}

/// The write-in line for the table's declared suit (R4.3), in English.
#[cfg(test)]
const DECLARED_SUIT_BLANK: &str = "Declared suit: ______________";

/// Lucky Break's worked example: $1 on a dealer bust of 26 with 5 suited cards (R6.4).
fn example(t: &Paytable, house: &HouseOptions, cur: Currency, w: &Words) -> Option<String> {
    let Payouts::LuckyBreak(lb) = &t.payouts else {
        return None;
    };
    let base = *lb.base.last()?;
    let stake = Money::from_cents(100);
    let won = |n: u32| {
        Odds::to(n, 1)
            .winnings(stake)
            .map(|e| cur.format(crate::money::Rounding::default().apply(e)))
            .unwrap_or_default()
    };
    let bonus = base.saturating_mul(lb.five_plus);
    Some(match (house.multiplier, t.convention) {
        (MultiplierMode::AddsToBase, Convention::To) => t!(
            w,
            "sign-example-adds",
            stake = cur.format(stake),
            base = won(base),
            bonus = won(bonus),
            total = won(base.saturating_add(bonus))
        ),
        _ => t!(
            w,
            "sign-example-replaces",
            stake = cur.format(stake),
            won = won(bonus)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::Catalog;

    fn posted(id: &str, decks: u8) -> Posted {
        let catalog = Catalog::shipped();
        let t = catalog.paytable(id).expect("shipped");
        let game = t.home_game;
        Posted::of(t, decks, &HouseOptions::defaults(game))
    }

    #[test]
    fn r6_4_lucky_break_example_is_the_seeds() {
        // Seed (lucky-break.txt) and R6.4: $1 on 26 with 5 suited cards, paytable 1 =
        // $3 + $150 = $153 won.
        let p = posted("lucky-break-1", 6);
        assert_eq!(
            p.example.as_deref(),
            Some("$1.00 on 26 with 5 suited cards: $3.00 + $150.00 = $153.00 won")
        );
    }

    #[test]
    fn r6_4_the_multiplier_reads_as_the_house_option_says() {
        // R6.4 adds-to-base (the seed's way): the bonus is paid on top, unsuited adds
        // nothing. replaces-base: base × multiplier instead of the base pay.
        let p = posted("lucky-break-1", 6);
        let m = &p.sections[1];
        assert_eq!(
            m.heading.as_deref(),
            Some("Suited bonus, paid on top of the base pay")
        );
        let pays: Vec<&str> = m.lines.iter().map(|l| l.pays.as_str()).collect();
        assert_eq!(
            pays,
            ["+ base × 50", "+ base × 10", "+ base × 2", "base pay only"]
        );
        let catalog = Catalog::shipped();
        let t = catalog.paytable("lucky-break-2").expect("shipped");
        let mut house = HouseOptions::defaults(Game::Blackjack);
        let replaces = crate::house::OptionValue::Text("replaces-base".into());
        house.set("multiplier", &replaces).expect("an option");
        let p = Posted::of(t, 6, &house);
        let pays: Vec<&str> = p.sections[1]
            .lines
            .iter()
            .map(|l| l.pays.as_str())
            .collect();
        assert_eq!(pays, ["base × 100", "base × 10", "base × 2", "base × 1"]);
        assert_eq!(
            p.example.as_deref(),
            Some("$1.00 on 26 with 5 suited cards: $300.00 won")
        );
    }

    #[test]
    fn r1_2_suited_or_booted_suited_pair_needs_two_decks() {
        let one = posted("suited-or-booted-example", 1);
        let unavailable: Vec<&str> = one.sections[0]
            .lines
            .iter()
            .filter(|l| !l.available)
            .map(|l| l.label.as_str())
            .collect();
        assert_eq!(unavailable, ["Suited trips with hit card", "Suited pair"]);
        let two = posted("suited-or-booted-example", 2);
        let unavailable = two.sections[0]
            .lines
            .iter()
            .filter(|l| !l.available)
            .count();
        assert_eq!(unavailable, 1, "only the suited trips need a third deck");
    }

    /// R4.6: Super 3 posts that it needs TriLux (its file's `requires`, joined by the
    /// catalog to TriLux's title); TriLux needs nothing beside the main wager. R4.3: the
    /// 21+3 Progressive paytables 1-11 have a declared-suit tier and post a blank for
    /// the suit; Pay Table 15 has none. The screen and the sign share these lines.
    #[test]
    fn r4_3_r4_6_side_bets_post_their_requirement_and_declared_suit() {
        let rules = |id: &str| posted(id, 6).rules.join(" | ");
        let super3 = rules("super3-1");
        assert!(
            super3.contains("Super 3 is taken only with a TriLux wager on the same spot"),
            "{super3}"
        );
        assert!(!rules("trilux-01").contains("taken only with"));
        assert!(rules("21plus3-progressive-1").contains(DECLARED_SUIT_BLANK));
        assert!(rules("21plus3-progressive-11").contains(DECLARED_SUIT_BLANK));
        assert!(!rules("21plus3-progressive-uk15").contains("Declared suit"));
    }

    /// R5: the Suited or Booted sign says which card is the first hit card.
    #[test]
    fn r5_suited_or_booted_posts_which_cards_count() {
        let note = posted("suited-or-booted-example", 6).cards_note;
        assert!(note.is_some_and(|n| n.ends_with(HIT_CARD)));
        let bonus = posted("lucky9-bonus", 6).cards_note;
        assert!(bonus.is_some_and(|n| !n.contains("hit card")));
    }

    #[test]
    fn r3_1_blackjack_leads_with_its_pay() {
        assert_eq!(
            posted("blackjack-main", 6).lead.as_deref(),
            Some("Blackjack pays 3 to 2")
        );
        assert_eq!(
            posted("lucky9-main", 8).lead.as_deref(),
            Some("Lucky 9 pays 3 to 2")
        );
    }

    #[test]
    fn r1_2_suited_three_of_a_kind_is_not_available_with_two_decks() {
        let p = posted("lucky9-bonus", 2);
        let line = &p.sections[0].lines[0];
        assert_eq!(
            (line.label.as_str(), line.pays.as_str()),
            ("Suited 3-3-3", NOT_AVAILABLE)
        );
        assert!(!line.available);
        assert!(posted("lucky9-bonus", 3).sections[0].lines[0].available);
        assert_eq!(p.decks, "2 decks");
        assert_eq!(posted("lucky9-bonus", 1).decks, "1 deck");
    }
}

//! The command line's two layouts of a settlement's [`Statement`]: a table for people
//! and the contract JSON for programs (ROUND-FILE.md "Settlement JSON").
//!
//! The JSON is written through `#[derive(Serialize)]` structs whose fields are the
//! contract's names in the contract's order; optional members are left out when empty.

use std::fmt::Write as _;

use serde::Serialize;
use serde_json::Value;

use crate::bet::{Bet, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET};
use crate::card::cards_text;
use crate::settlement::{Settlement, Sums};
use crate::statement::{column_headings, Row, Statement, RIGHT_ALIGNED};
use pitpay_language::{t, Words};

/// Money as the contract writes it: two decimals, no symbol or separators.
fn amount(m: crate::money::Money) -> String {
    m.to_string()
}

/// The contract JSON of a settlement.
#[derive(Debug, Serialize)]
pub(crate) struct SettlementJson {
    game: &'static str,
    decks: u8,
    currency: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<String>,
    seats: Vec<SeatJson>,
    totals: TotalsJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    progressive: Option<ProgressiveJson>,
    house: serde_json::Map<String, Value>,
    paytables: Vec<PaytableJson>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    warnings: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rack: Option<RackJson>,
}

#[derive(Debug, Serialize)]
struct SeatJson {
    seat: u32,
    wagers: Vec<LineJson>,
    hands: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dealer_hand: Option<String>,
}

#[derive(Debug, Serialize)]
struct LineJson {
    bet: String,
    hand: usize,
    #[serde(rename = "for")]
    party: &'static str,
    stake: String,
    result: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    odds: Option<String>,
    paid: String,
    net: String,
    reason: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    exact: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    amount: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rounding: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    paytable: Option<String>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    unverified: bool,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    standoff: bool,
    rule: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    chips: Option<Vec<ChipJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cash: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    flags: Vec<FlagJson>,
}

#[derive(Debug, Serialize)]
struct ChipJson {
    value: String,
    count: u64,
}

#[derive(Debug, Serialize)]
struct FlagJson {
    id: &'static str,
    text: String,
}

#[derive(Debug, Serialize)]
struct RackJson {
    id: String,
    chips: Vec<String>,
}

#[derive(Debug, Serialize)]
struct SumsJson {
    stake: String,
    paid: String,
    net: String,
}

impl From<&Sums> for SumsJson {
    fn from(s: &Sums) -> Self {
        SumsJson {
            stake: amount(s.stake),
            paid: amount(s.paid),
            net: amount(s.net),
        }
    }
}

#[derive(Debug, Serialize)]
struct TotalsJson {
    player: SumsJson,
    dealer: SumsJson,
}

#[derive(Debug, Serialize)]
struct MeterJson {
    meter_before: String,
    meter_after: String,
}

#[derive(Debug, Serialize)]
struct ProgressiveJson {
    #[serde(flatten)]
    main: Option<MeterJson>,
    #[serde(rename = "suited-or-booted", skip_serializing_if = "Option::is_none")]
    suited_or_booted: Option<MeterJson>,
}

#[derive(Debug, Serialize)]
struct PaytableJson {
    id: String,
    version: String,
    fingerprint: String,
    verified: bool,
}

impl From<&Row> for LineJson {
    fn from(r: &Row) -> Self {
        LineJson {
            bet: r.bet_id.clone(),
            hand: r.hand,
            party: r.party.id(),
            stake: amount(r.stake),
            result: r.result.id(),
            odds: r.odds.clone(),
            paid: amount(r.paid),
            net: amount(r.net),
            reason: r.reason.clone(),
            exact: r.exact.clone(),
            amount: r.amount.map(amount),
            rounding: r.rounding.clone(),
            paytable: r.paytable.clone(),
            unverified: r.unverified,
            standoff: r.standoff,
            rule: r.rule,
            chips: r.chips.as_ref().map(|c| {
                c.chips
                    .iter()
                    .map(|x| ChipJson {
                        value: amount(x.value),
                        count: x.count,
                    })
                    .collect()
            }),
            cash: r
                .chips
                .as_ref()
                .filter(|c| c.cash != crate::money::Money::ZERO)
                .map(|c| amount(c.cash)),
            flags: r
                .flags
                .iter()
                .map(|f| FlagJson {
                    id: f.id,
                    text: f.text.clone(),
                })
                .collect(),
        }
    }
}

impl SettlementJson {
    /// The contract JSON of a settlement and its statement.
    pub(crate) fn new(s: &Settlement, st: &Statement) -> SettlementJson {
        let meter = |bet: Bet| {
            s.meters.iter().find(|m| m.bet == bet).map(|m| MeterJson {
                meter_before: amount(m.before),
                meter_after: amount(m.after),
            })
        };
        let progressive = (!s.meters.is_empty()).then(|| ProgressiveJson {
            main: meter(PROGRESSIVE_BET),
            suited_or_booted: meter(SUITED_OR_BOOTED_BET),
        });
        SettlementJson {
            game: s.game.id(),
            decks: s.decks,
            currency: s.currency.id(),
            table: s.header.table.clone(),
            seats: s
                .seats
                .iter()
                .zip(&st.seats)
                .map(|(seat, view)| SeatJson {
                    seat: seat.seat,
                    wagers: view.rows.iter().map(LineJson::from).collect(),
                    hands: seat.hands.iter().map(|h| cards_text(h)).collect(),
                    dealer_hand: seat.dealer_hand.as_deref().map(cards_text),
                })
                .collect(),
            totals: TotalsJson {
                player: (&s.player).into(),
                dealer: (&s.dealer).into(),
            },
            progressive,
            house: st
                .house
                .iter()
                .map(|h| (h.key.to_string(), Value::String(h.value.clone())))
                .collect(),
            paytables: st
                .paytables
                .iter()
                .map(|t| PaytableJson {
                    id: t.id.clone(),
                    version: t.version.clone(),
                    fingerprint: t.fingerprint.clone(),
                    verified: t.verified,
                })
                .collect(),
            warnings: st.warnings.clone(),
            rack: st.rack.as_ref().map(|(id, chips)| RackJson {
                id: id.clone(),
                chips: chips.iter().map(|m| amount(*m)).collect(),
            }),
        }
    }
}

/// The settlement as the contract JSON: always in English, whatever the podium's
/// language, since signed slips compare it byte for byte.
pub fn to_json(s: &Settlement) -> Value {
    let st = Statement::of(s, pitpay_language::english());
    serde_json::to_value(SettlementJson::new(s, &st)).unwrap_or(Value::Null)
}

/// The contract JSON of a statement built with floor notes (chips, flags, rack), and
/// the amount to be paid (`to_pay`: the winnings that leave the rack or the cage, the
/// stakes that stay, the tax withheld, the net to the patron, whether the cage pays).
/// `to_pay` is added here only: the signed settlement of a slip ([`to_json`]) stays as
/// every earlier slip signed it. The contract is English: build `st` with
/// `pitpay_language::english()`.
pub fn json(s: &Settlement, st: &Statement) -> Value {
    let mut v = serde_json::to_value(SettlementJson::new(s, st)).unwrap_or(Value::Null);
    let t = &st.to_pay;
    if let Some(doc) = v.as_object_mut() {
        doc.insert(
            "to_pay".into(),
            serde_json::json!({
                "amount": amount(t.amount),
                "stake_stays": amount(t.stake_stays),
                "withheld": amount(t.withheld),
                "net_to_patron": amount(t.net_to_patron),
                "at_cage": t.at_cage,
            }),
        );
    }
    v
}

/// Lays a statement out as a table for people, its headings in `words`' language (the
/// statement's own words are in the language it was built in).
pub fn table(st: &Statement, words: &Words) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", st.heading);
    let _ = writeln!(
        out,
        "{}",
        t!(words, "settlement-table-house", house = st.house_text())
    );
    for t in &st.paytables {
        let _ = writeln!(out, "{}", t.text);
    }
    for w in &st.warnings {
        let _ = writeln!(
            out,
            "{}",
            t!(words, "settlement-table-warning", warning = w.as_str())
        );
    }
    for line in &st.cards {
        let _ = writeln!(out, "{line}");
    }
    let _ = writeln!(out);
    let rows: Vec<[String; 9]> = st
        .rows()
        .map(|r| {
            let [a, b, c, d, e, f, g, h] = r.cells.clone();
            [a, b, c, d, e, f, g, h, r.explanation()]
        })
        .collect();
    let header = column_headings(words);
    let mut widths = header.clone().map(|c| width(&c));
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r.iter()) {
            *w = (*w).max(width(c));
        }
    }
    let _ = writeln!(out, "{}", table_row(&header, &widths));
    for r in &rows {
        let _ = writeln!(out, "{}", table_row(r, &widths));
    }
    for m in &st.meters {
        let _ = writeln!(out, "{m}");
    }
    let _ = writeln!(out);
    for seat in &st.seats {
        let _ = writeln!(out, "{}", seat.pay);
    }
    for t in st.totals.iter().chain(&st.to_pay_lines) {
        let _ = writeln!(out, "{t}");
    }
    for n in &st.notices {
        let _ = writeln!(
            out,
            "{}",
            t!(words, "settlement-table-note", note = n.as_str())
        );
    }
    out
}

fn table_row(cells: &[String; 9], widths: &[usize; 9]) -> String {
    let mut line = String::new();
    for (i, c) in cells.iter().enumerate() {
        let w = widths.get(i).copied().unwrap_or(0);
        let pad = " ".repeat(w.saturating_sub(width(c)));
        if i + 1 == cells.len() {
            line.push_str(c);
        } else if RIGHT_ALIGNED.get(i).copied().unwrap_or(false) {
            let _ = write!(line, "{pad}{c}  ");
        } else {
            let _ = write!(line, "{c}{pad}  ");
        }
    }
    line.trim_end().to_string()
}

/// How many terminal columns `text` takes: a Chinese character (and any other East Asian
/// wide or full-width one) takes two, so that a Chinese table's columns line up.
fn width(text: &str) -> usize {
    text.chars()
        .map(|c| {
            let wide = matches!(u32::from(c),
                0x1100..=0x115F
                | 0x2E80..=0x303E
                | 0x3041..=0x33FF
                | 0x3400..=0x4DBF
                | 0x4E00..=0x9FFF
                | 0xA000..=0xA4CF
                | 0xAC00..=0xD7A3
                | 0xF900..=0xFAFF
                | 0xFE30..=0xFE4F
                | 0xFF00..=0xFF60
                | 0xFFE0..=0xFFE6
                | 0x20000..=0x3FFFD);
            if wide {
                2
            } else {
                1
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pitpay_language::{english, Language};

    fn settle_round(name: &str) -> Settlement {
        let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/rounds"))
            .join(name);
        let text = std::fs::read_to_string(path).unwrap();
        let catalog = crate::catalog::Catalog::shipped();
        let round = crate::round::Round::parse(name, &text, &catalog).unwrap();
        crate::settle::settle(&round).unwrap()
    }

    /// `pitpay settle`'s table in Traditional Chinese: the headings and results are
    /// Chinese (GLOSSARY-zh.md: 注碼 the amount wagered, 派彩/派 paid), the amounts are
    /// English's, the columns line up counting a Chinese character two columns wide, and
    /// the contract JSON stays English.
    #[test]
    fn the_table_speaks_the_podiums_language_and_the_json_stays_english() {
        let s = settle_round("lucky9-contract.toml");
        let zh = Words::shipped(Language::parse("zh-Hant").unwrap());
        let text = table(&Statement::of(&s, &zh), &zh);
        let english_text = table(&Statement::of(&s, english()), english());
        // The table's header, not the cards' line (座位 1：…), which starts the same way.
        let header = (text.lines())
            .find(|l| l.starts_with("座位") && l.contains("投注"))
            .unwrap();
        for heading in ["投注", "注碼", "結果", "賠率", "淨額", "理由"] {
            assert!(header.contains(heading), "{header}");
        }
        assert!(english_text.contains("seat  bet"), "{english_text}");
        // The seat's row, not the house line (which names the main wager too).
        let row = (text.lines())
            .find(|l| l.starts_with('1') && l.contains("主注"))
            .unwrap();
        assert!(row.contains("贏") && row.contains("3賠2"), "{row}");
        for amount in ["$25.00", "$62.50", "$37.50", "$92.50"] {
            assert!(
                text.contains(amount) && english_text.contains(amount),
                "{amount}"
            );
        }
        // The reason column starts at the same terminal column on the heading and rows.
        let at = |line: &str, cell: &str| width(line.get(..line.find(cell).unwrap()).unwrap());
        assert_eq!(at(header, "理由"), at(row, "Lucky 9"), "{text}");
        let json = to_json(&s).to_string();
        assert!(json.contains("beats dealer"), "{json}");
        assert_eq!(width(&json), json.chars().count(), "no Chinese in {json}");
    }
}

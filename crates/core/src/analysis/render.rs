//! Lays out an [`Analysis`] for people (a table) and for programs (JSON, field names as
//! the analysis shows them: `paytable`, `bet`, `decks`, `model`, `combinations`,
//! `house_edge`, `return`, `hit_frequency`, `std_dev`, `tiers`; optional `progressive`,
//! `strategy`, `by_option`, `dealer_busts`). Both read the same value, so they cannot
//! disagree.

use std::fmt::Write as _;

use pitpay_language::{pad, pad_start, t, Sentence, Words};
use serde_json::{json, Map, Value};

use super::figures::{Analysis, MeterFigures, OptionFigure, StrategyRow, TierFigures};

/// The up cards as the strategy chart heads its columns.
pub(crate) const UP_CARDS: [&str; 10] = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

/// A number with `digits` significant digits, plain for ordinary sizes.
fn significant(x: f64, digits: usize) -> String {
    if x == 0.0 || !x.is_finite() {
        return format!("{x}");
    }
    let magnitude = x.abs().log10().floor() as i64;
    if magnitude < -5 {
        return format!("{:.*e}", digits.saturating_sub(1), x);
    }
    let decimals = (digits as i64 - 1 - magnitude).max(0) as usize;
    format!("{x:.decimals$}")
}

/// A whole number with thousands separators.
fn grouped(n: u128) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// "1 in N" for people: `10.33`, `5,802.45`, or never (in `w`).
fn one_in_text(n: Option<f64>, w: &Words) -> String {
    match n {
        None => t!(w, "listing-analysis-never"),
        Some(n) if n >= 1e7 => grouped(n.round() as u128),
        Some(n) => {
            let whole = n.trunc() as u128;
            format!(
                "{}.{:02}",
                grouped(whole),
                ((n - n.trunc()) * 100.0).round() as u32 % 100
            )
        }
    }
}

fn percent(x: f64) -> String {
    format!("{:.4}%", x * 100.0)
}

/// The analysis as a table for people, its headings, labels and units in `w` (the
/// names, the model and the notes as the analysis gives them).
pub fn to_table(a: &Analysis, w: &Words) -> String {
    let mut s = String::new();
    heading(&mut s, a, w);
    let _ = writeln!(s);
    tier_table(&mut s, a, w);
    let _ = writeln!(s);
    summary(&mut s, a, w);
    if let Some(m) = &a.progressive {
        meter_text(&mut s, m, w);
    }
    strategy_text(&mut s, a, w);
    if !a.by_option.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(s, "{}", t!(w, "listing-analysis-by-option"));
        for o in &a.by_option {
            let opts: Vec<String> = o.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            let _ = writeln!(s, "  {:<60} {:>10}", opts.join(" "), percent(o.house_edge));
        }
    }
    if !a.dealer_busts.is_empty() {
        let _ = writeln!(s);
        let _ = writeln!(s, "{}", t!(w, "listing-analysis-dealer-busts"));
        for (cards, p) in &a.dealer_busts {
            let said = t!(
                w,
                "listing-analysis-bust-cards",
                cards = format!("{cards:>2}")
            );
            let _ = writeln!(s, "  {said}  {}", significant(*p, 9));
        }
    }
    for n in &a.notes {
        let _ = writeln!(
            s,
            "{}",
            t!(w, "listing-analysis-note", note = n.in_words(w))
        );
    }
    s
}

/// The paytable, its fingerprint and decks, the model, and the options it ran under.
fn heading(s: &mut String, a: &Analysis, w: &Words) {
    let said = t!(
        w,
        "listing-analysis-heading",
        name = a.names.or(w.language(), &a.name),
        paytable = a.paytable.as_str(),
        fingerprint = a.fingerprint.as_str(),
        decks = a.decks
    );
    let _ = writeln!(s, "{said}");
    let _ = writeln!(
        s,
        "{}",
        t!(w, "listing-analysis-model", model = a.model.in_words(w))
    );
    if !a.options.is_empty() {
        let opts: Vec<String> = a.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let _ = writeln!(
            s,
            "{}",
            t!(w, "listing-analysis-house", options = opts.join(" "))
        );
    }
    if let Some(suit) = a.declared_suit {
        let said = t!(
            w,
            "listing-analysis-declared-suit",
            suit = suit.symbol().to_string()
        );
        let _ = writeln!(s, "{said}");
    }
}

/// The house edge, return, hit frequency and spread, each label in a column of 20.
fn summary(s: &mut String, a: &Analysis, w: &Words) {
    let label = |text: String| pad(&text, 20);
    let _ = writeln!(
        s,
        "{}{:>10}  ({})",
        label(t!(w, "listing-analysis-house-edge")),
        percent(a.house_edge),
        significant(a.house_edge, 10)
    );
    let _ = writeln!(
        s,
        "{}{:>10}",
        label(t!(w, "listing-analysis-return")),
        percent(a.return_rate)
    );
    let one_in = one_in_text((a.hit_frequency > 0.0).then(|| 1.0 / a.hit_frequency), w);
    let _ = writeln!(
        s,
        "{}{:>10}  {}",
        label(t!(w, "listing-analysis-hit-frequency")),
        percent(a.hit_frequency),
        t!(w, "listing-analysis-one-in", n = one_in)
    );
    let _ = writeln!(
        s,
        "{}{:>10}  {}",
        label(t!(w, "listing-analysis-std-dev")),
        format!("{:.4}", a.std_dev),
        t!(w, "listing-analysis-per-unit")
    );
}

fn tier_table(s: &mut String, a: &Analysis, w: &Words) {
    let names: Vec<String> = a.tiers.iter().map(|t| t.name.in_words(w)).collect();
    let width = names
        .iter()
        .map(|n| pitpay_language::width(n))
        .max()
        .unwrap_or(4)
        .max(12);
    let _ = writeln!(
        s,
        "{}  {}  {}  {}  {}  {}",
        pad(&t!(w, "listing-analysis-outcome"), width),
        pad_start(&t!(w, "listing-analysis-combinations"), 14),
        pad_start(&t!(w, "listing-analysis-probability"), 15),
        pad_start(&t!(w, "listing-analysis-one-in-heading"), 14),
        pad(&t!(w, "listing-analysis-pays"), 22),
        pad_start(&t!(w, "listing-analysis-contribution"), 13)
    );
    for (t, name) in a.tiers.iter().zip(&names) {
        let _ = writeln!(
            s,
            "{}  {:>14}  {:>15}  {}  {}  {:>13}",
            pad(name, width),
            t.combinations.map(grouped).unwrap_or_default(),
            significant(t.probability, 9),
            pad_start(&one_in_text(t.one_in(), w), 14),
            pad(&t.pays.in_words(w), 22),
            format!("{:.9}", t.contribution)
        );
    }
    if let Some(total) = a.combinations {
        let won: u128 = a.tiers.iter().filter_map(|t| t.combinations).sum();
        let lose = total.saturating_sub(won);
        let p = lose as f64 / total as f64;
        let _ = writeln!(
            s,
            "{}  {:>14}  {:>15}  {}",
            pad(&t!(w, "listing-analysis-no-win"), width),
            grouped(lose),
            significant(p, 9),
            pad_start(&one_in_text((p > 0.0).then(|| 1.0 / p), w), 14)
        );
        let _ = writeln!(
            s,
            "{}  {:>14}  {:>15}",
            pad(&t!(w, "listing-analysis-total"), width),
            grouped(total),
            "1"
        );
    }
}

fn meter_text(s: &mut String, m: &MeterFigures, w: &Words) {
    let c = m.currency;
    let _ = writeln!(s);
    let said = t!(
        w,
        "listing-analysis-progressive",
        base = significant(m.base, 10),
        per_unit = significant(m.per_unit, 10),
        currency = c.id(),
        stake = c.format(m.stake)
    );
    let _ = writeln!(s, "{said}");
    let label = pad(&t!(w, "listing-analysis-break-even"), 20);
    match m.break_even {
        Some(b) => {
            let _ = writeln!(s, "{label}{}", c.format(b));
        }
        None => {
            let _ = writeln!(s, "{label}{}", t!(w, "listing-analysis-break-even-none"));
        }
    }
    let meter = c.format(m.meter);
    let said = if m.meter == m.reseed {
        t!(w, "listing-analysis-figures-at-reseed", meter = meter)
    } else {
        t!(w, "listing-analysis-figures-at", meter = meter)
    };
    let _ = writeln!(s, "{said}");
}

fn strategy_text(s: &mut String, a: &Analysis, w: &Words) {
    if a.strategy.is_empty() {
        return;
    }
    let _ = writeln!(s);
    let _ = writeln!(s, "{}", t!(w, "listing-analysis-best-play"));
    let _ = write!(s, "{}", pad(&t!(w, "listing-analysis-cards"), 16));
    for u in UP_CARDS {
        let _ = write!(s, "{u:>5}");
    }
    let _ = writeln!(s);
    for r in &a.strategy {
        let _ = write!(s, "{:<16}", r.hand);
        for p in &r.plays {
            let letters: Vec<&str> = p
                .split('/')
                .map(|w| match w {
                    "hit" => "H",
                    "stand" => "S",
                    "split" => "P",
                    _ => "?",
                })
                .collect();
            let _ = write!(s, "{:>5}", letters.join("/"));
        }
        let _ = writeln!(s);
    }
    if a.strategy
        .iter()
        .any(|r| r.plays.iter().any(|p| p.contains('/')))
    {
        let _ = writeln!(s, "{}", t!(w, "listing-analysis-pair-rank"));
    }
}

/// The analysis as JSON.
pub fn to_json(a: &Analysis) -> Value {
    let mut m = Map::new();
    m.insert("paytable".into(), json!(a.paytable));
    m.insert("name".into(), json!(a.name));
    m.insert("fingerprint".into(), json!(a.fingerprint));
    m.insert("bet".into(), json!(a.bet.id()));
    m.insert("decks".into(), json!(a.decks));
    m.insert("model".into(), json!(a.model.to_string()));
    let house: Map<String, Value> = a
        .options
        .iter()
        .map(|(k, v)| (k.id().to_string(), json!(v)))
        .collect();
    m.insert("house".into(), Value::Object(house));
    if let Some(suit) = a.declared_suit {
        m.insert("declared_suit".into(), json!(suit.letter().to_string()));
    }
    if let Some(c) = a.combinations {
        m.insert("combinations".into(), json!(c));
    }
    m.insert("house_edge".into(), json!(a.house_edge));
    m.insert("return".into(), json!(a.return_rate));
    m.insert("hit_frequency".into(), json!(a.hit_frequency));
    m.insert("std_dev".into(), json!(a.std_dev));
    m.insert("pays_player".into(), json!(a.pays_player()));
    m.insert("tiers".into(), a.tiers.iter().map(tier_json).collect());
    if let Some(p) = &a.progressive {
        m.insert(
            "progressive".into(),
            json!({
                "currency": p.currency.id(),
                "stake": p.stake.to_string(),
                "return_base": p.base,
                "return_per_meter_unit": p.per_unit,
                "break_even_meter": p.break_even.map(|b| b.to_string()),
                "meter": p.meter.to_string(),
                "reseed": p.reseed.to_string(),
            }),
        );
    }
    if !a.strategy.is_empty() {
        m.insert(
            "strategy".into(),
            a.strategy.iter().map(strategy_json).collect(),
        );
    }
    if !a.by_option.is_empty() {
        m.insert(
            "by_option".into(),
            a.by_option.iter().map(option_json).collect(),
        );
    }
    if !a.dealer_busts.is_empty() {
        let rows: Vec<Value> = a
            .dealer_busts
            .iter()
            .map(|(c, p)| json!({"cards": c, "probability": p}))
            .collect();
        m.insert("dealer_busts".into(), Value::Array(rows));
    }
    let notes: Vec<String> = a.notes.iter().map(Sentence::to_string).collect();
    m.insert("notes".into(), json!(notes));
    Value::Object(m)
}

/// One tier as JSON: its name, combinations when counted, chance and pay.
fn tier_json(t: &TierFigures) -> Value {
    let mut o = Map::new();
    o.insert("name".into(), json!(t.name.to_string()));
    if let Some(c) = t.combinations {
        o.insert("combinations".into(), json!(c));
    }
    o.insert("probability".into(), json!(t.probability));
    o.insert("one_in".into(), json!(t.one_in()));
    o.insert("pays".into(), json!(t.pays.to_string()));
    o.insert("win".into(), json!(t.win));
    o.insert("contribution".into(), json!(t.contribution));
    Value::Object(o)
}

/// One row of the strategy chart as JSON: the hand, and the play against each up card.
fn strategy_json(r: &StrategyRow) -> Value {
    let plays: Map<String, Value> = UP_CARDS
        .iter()
        .zip(&r.plays)
        .map(|(u, p)| ((*u).to_string(), json!(p)))
        .collect();
    json!({"hand": r.hand, "plays": plays})
}

/// One other value of the options as JSON: the options, then the house edge under them.
fn option_json(o: &OptionFigure) -> Value {
    let mut row: Map<String, Value> = o
        .options
        .iter()
        .map(|(k, v)| (k.id().to_string(), json!(v)))
        .collect();
    row.insert("house_edge".into(), json!(o.house_edge));
    Value::Object(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_for_people() {
        assert_eq!(grouped(5_013_320), "5,013,320");
        assert_eq!(significant(0.000172341, 6), "0.000172341");
        let w = pitpay_language::english();
        assert_eq!(one_in_text(Some(10.334), w), "10.33");
        assert_eq!(one_in_text(None, w), "never");
    }
}

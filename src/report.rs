//! Renders a [`Settlement`] for people (a table) and for programs (the contract JSON of
//! ROUND-FILE.md "Settlement JSON").

use std::fmt::Write as _;

use serde_json::{json, Map, Value};

use crate::card::cards_text;
use crate::game::Bet;
use crate::settle::{Settlement, Sums, WagerLine};

fn sums_json(s: &Sums) -> Value {
    json!({ "stake": s.stake.to_string(), "paid": s.paid.to_string(), "net": s.net.to_string() })
}

/// One wager line as the table and the slip print it: seat, bet (marked "(dealer)" for a
/// wager placed for the dealer), hand, stake, result, odds or award, paid, net.
pub fn line_cells(seat: u32, l: &WagerLine, cur: crate::money::Currency) -> [String; 8] {
    let who = if l.party == crate::round::Party::Dealer {
        " (dealer)"
    } else {
        ""
    };
    [
        seat.to_string(),
        format!("{}{who}", bet_name(l)),
        l.hand.to_string(),
        cur.format(l.stake),
        l.result.id().to_string(),
        l.odds
            .clone()
            .or_else(|| l.amount.map(|a| cur.format(a)))
            .unwrap_or_default(),
        cur.format(l.paid),
        cur.format(l.net),
    ]
}

/// The bet name as the JSON and table print it (`21+3-progressive-envy` for envy lines).
pub fn bet_name(line: &WagerLine) -> String {
    if line.envy {
        format!("{}-envy", line.bet)
    } else {
        line.bet.to_string()
    }
}

fn line_json(l: &WagerLine) -> Value {
    let mut m = Map::new();
    m.insert("bet".into(), json!(bet_name(l)));
    m.insert("hand".into(), json!(l.hand));
    m.insert("for".into(), json!(l.party.id()));
    m.insert("stake".into(), json!(l.stake.to_string()));
    m.insert("result".into(), json!(l.result.id()));
    if let Some(o) = &l.odds {
        m.insert("odds".into(), json!(o));
    }
    m.insert("paid".into(), json!(l.paid.to_string()));
    m.insert("net".into(), json!(l.net.to_string()));
    m.insert("reason".into(), json!(l.reason));
    if let Some(e) = l.exact {
        m.insert("exact".into(), json!(e.to_string()));
    }
    if let Some(a) = l.amount {
        m.insert("amount".into(), json!(a.to_string()));
    }
    if let Some(r) = &l.rounding {
        m.insert("rounding".into(), json!(r));
    }
    if let Some(p) = &l.paytable {
        m.insert("paytable".into(), json!(p.id));
    }
    if l.unverified {
        m.insert("unverified".into(), json!(true));
    }
    if let Some(st) = l.standoff {
        m.insert("standoff".into(), json!(st));
    }
    m.insert("rule".into(), json!(l.rule));
    Value::Object(m)
}

/// The settlement as the contract JSON.
pub fn to_json(s: &Settlement) -> Value {
    let seats: Vec<Value> = s
        .seats
        .iter()
        .map(|seat| {
            let mut m = Map::new();
            m.insert("seat".into(), json!(seat.seat));
            m.insert(
                "wagers".into(),
                Value::Array(seat.wagers.iter().map(line_json).collect()),
            );
            m.insert(
                "hands".into(),
                json!(seat.hands.iter().map(|h| cards_text(h)).collect::<Vec<_>>()),
            );
            if let Some(d) = &seat.dealer_hand {
                m.insert("dealer_hand".into(), json!(cards_text(d)));
            }
            Value::Object(m)
        })
        .collect();
    let mut root = Map::new();
    root.insert("game".into(), json!(s.game.id()));
    root.insert("decks".into(), json!(s.decks));
    root.insert("currency".into(), json!(s.currency.code()));
    if let Some(t) = &s.table {
        root.insert("table".into(), json!(t));
    }
    root.insert("seats".into(), Value::Array(seats));
    root.insert(
        "totals".into(),
        json!({ "player": sums_json(&s.player), "dealer": sums_json(&s.dealer) }),
    );
    let meter = |bet: Bet| s.meters.iter().find(|m| m.bet == bet);
    if !s.meters.is_empty() {
        let mut p = Map::new();
        if let Some(m) = meter(Bet::Progressive21Plus3) {
            p.insert("meter_before".into(), json!(m.before.to_string()));
            p.insert("meter_after".into(), json!(m.after.to_string()));
        }
        if let Some(m) = meter(Bet::SuitedOrBooted) {
            p.insert(
                "suited-or-booted".into(),
                json!({ "meter_before": m.before.to_string(), "meter_after": m.after.to_string() }),
            );
        }
        root.insert("progressive".into(), Value::Object(p));
    }
    root.insert(
        "house".into(),
        Value::Object(
            s.house
                .in_force()
                .into_iter()
                .map(|(k, v)| (k.to_string(), json!(v)))
                .collect(),
        ),
    );
    root.insert(
        "paytables".into(),
        json!(s
            .paytables
            .iter()
            .map(|t| json!({"id": t.id, "version": t.version, "fingerprint": t.fingerprint, "verified": t.verified}))
            .collect::<Vec<_>>()),
    );
    let warnings = s.warnings();
    if !warnings.is_empty() {
        root.insert("warnings".into(), json!(warnings));
    }
    Value::Object(root)
}

fn pretty(cards: &[crate::card::Card]) -> String {
    cards
        .iter()
        .map(|c| c.pretty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The settlement as a table for people.
pub fn to_table(s: &Settlement) -> String {
    let cur = s.currency;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} · {} deck{} · {}{}",
        s.game.title(),
        s.decks,
        if s.decks == 1 { "" } else { "s" },
        cur.code(),
        s.table
            .as_ref()
            .map(|t| format!(" · table {t}"))
            .unwrap_or_default()
    );
    if !s.dealer_note.is_empty() {
        let _ = writeln!(out, "{}", s.dealer_note);
    }
    let opts: Vec<String> = s
        .house
        .in_force()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    let _ = writeln!(out, "House: {}", opts.join(" "));
    for t in &s.paytables {
        let _ = writeln!(
            out,
            "Paytable {} v{} ({}) fingerprint {}{}",
            t.id,
            t.version,
            t.name,
            t.fingerprint,
            if t.verified { "" } else { "  UNVERIFIED" }
        );
    }
    for w in s.warnings() {
        let _ = writeln!(out, "WARNING {w}");
    }
    if s.game == crate::game::Game::Stadium {
        for seat in &s.seats {
            let hands: Vec<String> = seat
                .hands
                .iter()
                .enumerate()
                .map(|(i, h)| format!("hand {}: {}", i + 1, pretty(h)))
                .collect();
            let _ = writeln!(
                out,
                "Terminal {}: {} | its dealer: {}",
                seat.seat,
                if hands.is_empty() {
                    "no hand (dealer side bets only)".to_string()
                } else {
                    hands.join(", ")
                },
                seat.dealer_hand.as_deref().map(pretty).unwrap_or_default()
            );
        }
    }
    let header = [
        "seat", "bet", "hand", "stake", "result", "odds", "paid", "net", "reason",
    ];
    let mut rows: Vec<[String; 9]> = Vec::new();
    for seat in &s.seats {
        for l in &seat.wagers {
            let mut reason = l.reason.clone();
            if let Some(e) = l.exact {
                let _ = write!(
                    reason,
                    " [exact {e}, rounded {}]",
                    l.rounding.clone().unwrap_or_default()
                );
            }
            let [a, b, c, d, e, f, g, h] = line_cells(seat.seat, l, cur);
            rows.push([a, b, c, d, e, f, g, h, reason]);
        }
    }
    let mut widths = header.map(str::len);
    for r in &rows {
        for (w, c) in widths.iter_mut().zip(r.iter()) {
            *w = (*w).max(c.chars().count());
        }
    }
    let right = [false, false, true, true, false, false, true, true, false];
    let fmt_row = |cells: &[String]| {
        let mut line = String::new();
        for (i, c) in cells.iter().enumerate() {
            let w = widths.get(i).copied().unwrap_or(0);
            let pad = w.saturating_sub(c.chars().count());
            if i + 1 == cells.len() {
                line.push_str(c);
            } else if right.get(i).copied().unwrap_or(false) {
                let _ = write!(line, "{}{c}  ", " ".repeat(pad));
            } else {
                let _ = write!(line, "{c}{}  ", " ".repeat(pad));
            }
        }
        line.trim_end().to_string()
    };
    let _ = writeln!(out);
    let _ = writeln!(out, "{}", fmt_row(&header.map(str::to_string)));
    for r in &rows {
        let _ = writeln!(out, "{}", fmt_row(r));
    }
    for m in &s.meters {
        let _ = writeln!(
            out,
            "{} meter: {} before, {} after",
            m.bet.title(),
            cur.format(m.before),
            cur.format(m.after)
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "Player totals: stake {}, paid {}, net {}",
        cur.format(s.player.stake),
        cur.format(s.player.paid),
        cur.format(s.player.net)
    );
    if s.dealer.stake != crate::money::Money::ZERO {
        let _ = writeln!(
            out,
            "Dealer wagers: stake {}, paid {}, net {}",
            cur.format(s.dealer.stake),
            cur.format(s.dealer.paid),
            cur.format(s.dealer.net)
        );
    }
    out
}

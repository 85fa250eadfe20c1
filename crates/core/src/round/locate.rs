//! Where a field named in a play error (`parts.rs`) stands in a round file, so that a
//! problem found while settling (a dealer who drew on 6, R2.2) still names its line.
//! Positions are found only when such an error is reported: a round that settles
//! records none.

use std::ops::Range;

use toml::Spanned;

use super::raw::{RawRound, RawWagers};

/// Where a field named in a [`PlayError`] stands in a round file: `cards.dealer`,
/// `seat 3`, `seat 3 hands`, `seat 3 hands[2]`, `seat 3 decisions`, `seat 3 wagers.bonus9`,
/// `seat 3 dealer_wagers.main`, `progressive.meter` …
pub(super) fn span_of(source: &str, field: &str) -> Option<Range<usize>> {
    let raw = RawRound::from_toml(source).ok()?;
    let cards = raw.cards.get_ref();
    let pick = |v: &Option<Spanned<String>>| v.as_ref().map(Spanned::span);
    match field {
        "cards.dealer" => return pick(&cards.dealer),
        "cards.player" => return pick(&cards.player),
        "cards.community" => return pick(&cards.community),
        "cards" => return Some(raw.cards.span()),
        "game" => return Some(raw.game.span()),
        "decks" => return Some(raw.decks.span()),
        _ => {}
    }
    if let Some(rest) = field.strip_prefix("progressive") {
        let p = raw.progressive.as_ref()?;
        return match rest {
            ".meter" => p.get_ref().meter.as_ref().map(Spanned::span),
            ".suited-or-booted.meter" => p
                .get_ref()
                .suited_or_booted
                .as_ref()
                .and_then(|s| s.get_ref().meter.as_ref().map(Spanned::span)),
            _ => Some(p.span()),
        };
    }
    let rest = field.strip_prefix("seat ")?;
    let (number, what) = rest.split_once(' ').unwrap_or((rest, ""));
    let number: i64 = number.parse().ok()?;
    let seat = raw
        .seat
        .iter()
        .find(|s| s.get_ref().seat.get_ref().integer() == Some(number))?;
    let s = seat.get_ref();
    let wager = |t: &Option<Spanned<RawWagers>>, bet: &str| {
        t.as_ref()
            .and_then(|t| t.get_ref().get(bet).map(Spanned::span))
            .or_else(|| t.as_ref().map(Spanned::span))
    };
    match what {
        "" => Some(seat.span()),
        "hands" => s.hands.as_ref().map(Spanned::span),
        "decisions" => s.decisions.as_ref().map(Spanned::span),
        "even_money" => s.even_money.as_ref().map(Spanned::span),
        w if w.starts_with("hands[") => {
            let i: usize = w
                .trim_start_matches("hands[")
                .trim_end_matches(']')
                .parse()
                .ok()?;
            s.hands
                .as_ref()?
                .get_ref()
                .get(i.checked_sub(1)?)
                .map(Spanned::span)
        }
        w if w.starts_with("wagers.") => wager(&s.wagers, w.trim_start_matches("wagers.")),
        w if w.starts_with("dealer_wagers.") => {
            wager(&s.dealer_wagers, w.trim_start_matches("dealer_wagers."))
        }
        _ => Some(seat.span()),
    }
    .or(Some(seat.span()))
}

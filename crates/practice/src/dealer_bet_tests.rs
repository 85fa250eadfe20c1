//! The dealer bets in practice: the published examples in `examples/paytables/`
//! that read the dealer's final hand (Buster Blackjack, R3.3) and the up card (Match
//! the Dealer, R1.6) are dealt to every tier, asked in Pay it and seeded in the mispay
//! drill. Their figures are checked with the core's analysis (`pitpay-core`'s tests).

use crate::difficulty::Level;
use crate::generate::{generate, Steer};
use crate::item::Drill;
use crate::mispay::table_rows;
use crate::question::{ask, Dealing, Question};
use pitpay_core::{Catalog, Game};

/// The shipped catalog with both published examples in its operator folder.
fn catalog_with_examples() -> Catalog {
    let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("examples/paytables");
    Catalog::with_operator_dir(Some(&dir))
}

/// A round steered to each tier of both examples is dealt (the
/// dealer's hand as the dealer draws it, R3.3; the first two cards against the up card)
/// and the engine pays that tier on the focus seat. The generator re-reads and settles
/// every round it deals, so a dealer stopped short would have been refused.
#[test]
fn practice_deals_every_line_of_the_dealer_bets() {
    use pitpay_core::Reason;
    let catalog = catalog_with_examples();
    for id in ["buster-blackjack", "match-the-dealer"] {
        let bet: pitpay_core::Bet = id.parse().unwrap();
        let table = catalog.paytables().find(|t| t.bet == bet).unwrap().clone();
        for (i, tier) in table.tiers().iter().enumerate() {
            for seed in 0..4 {
                let level = [Level::Easy, Level::Standard, Level::Hard][seed as usize % 3];
                let steer = Steer::Tier {
                    bet,
                    tier: Some(tier.name.clone()),
                };
                let g = generate(Game::Blackjack, seed, &level.difficulty(), steer, &catalog)
                    .unwrap_or_else(|e| panic!("{id} \"{}\" seed {seed}: {e}", tier.name));
                let focus = g.focus.unwrap();
                let line = g
                    .settlement
                    .seats
                    .iter()
                    .find(|s| s.seat == focus.seat)
                    .and_then(|s| s.wagers.iter().find(|l| l.bet == bet))
                    .unwrap_or_else(|| panic!("{id} seed {seed}: no line\n{}", g.text));
                assert!(
                    matches!(line.reason, Reason::SideBet { tier: Some(t), .. } if usize::from(t) == i),
                    "{id} \"{}\" seed {seed}: {:?}\n{}",
                    tier.name,
                    line.reason,
                    g.text
                );
            }
        }
    }
}

/// Pay it on each example bet asks that bet's line, and among its
/// questions some pay a line of it; the dealer-error drill (spot the mispay) deals
/// tables where these bets are wagered and won, with the seeded error on one line.
#[test]
fn the_drills_ask_the_dealer_bets() {
    use pitpay_core::Outcome;
    let catalog = catalog_with_examples();
    let level = Level::Hard.difficulty();
    for id in ["buster-blackjack", "match-the-dealer"] {
        let bet: pitpay_core::Bet = id.parse().unwrap();
        let d = Dealing {
            drill: Drill::PayIt,
            game: Game::Blackjack,
            bet: Some(bet),
            difficulty: &level,
            catalog: &catalog,
            words: pitpay_language::english(),
        };
        let mut wins = 0;
        for seed in 0..40 {
            let q = match ask(&d, seed, None) {
                Ok(Question::PayIt(q)) => q,
                Ok(_) => panic!("{id} seed {seed}: not a Pay it question"),
                Err(e) => panic!("{id} seed {seed}: {e}"),
            };
            let row = q.row().unwrap();
            assert_eq!(row.bet, bet, "{id} seed {seed}");
            wins += usize::from(row.result == Outcome::Win);
        }
        assert!(wins >= 4, "{id}: {wins} of 40 Pay it questions paid a line");
    }
    let d = Dealing {
        drill: Drill::SpotTheMispay,
        game: Game::Blackjack,
        bet: None,
        difficulty: &level,
        catalog: &catalog,
        words: pitpay_language::english(),
    };
    let mut won = std::collections::BTreeSet::new();
    for seed in 0..150 {
        let Ok(Question::SpotTheMispay(q)) = ask(&d, seed, None) else {
            panic!("seed {seed}: no table")
        };
        for (_, row) in table_rows(&q.statement) {
            if row.result == Outcome::Win && row.bet.side().is_some() {
                won.insert(row.bet.id().to_string());
            }
        }
    }
    for id in ["buster-blackjack", "match-the-dealer"] {
        assert!(won.contains(id), "no table paid {id}: {won:?}");
    }
}

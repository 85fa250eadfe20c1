//! A meter award's slip: the declared suit and every meter fact on lines of their own,
//! and what the award's paperwork adds (split from `layout_tests.rs`, no file over
//! 1,000 lines).

use super::*;

/// The declared suit and each meter fact (before, the award
/// with its seat and tier, reseed, after) stand on lines of their own. Seat 1's A♠ A♠
/// with the dealer's A♠ up is three aces of the declared suit: 100% of the $25,000.00
/// meter (21+3 Progressive Pay Table 1, R4.2), which is then reseeded to $2,000.00
/// (2,000 × the $1 fixed stake).
#[test]
fn r4_3_declared_suit_and_every_meter_line_on_its_own_line() {
    let data = tempfile::tempdir().unwrap();
    let round = r#"game = "blackjack"
decks = 6
[cards]
dealer = "AS 6H"
[progressive]
meter = "25,000"
declared_suit = "S"
[[seat]]
seat = 1
hands = ["AS AS"]
[seat.wagers]
main = "10"
"21+3-progressive" = "1"
"#;
    // A meter award needs the patron and a witness.
    let who = SignOff {
        patron: crate::slip::Patron {
            name: "Jo Smith".into(),
            id_type: "Passport".into(),
            id_last4: "4321".into(),
        },
        witness: crate::slip::Witness {
            name: "Sam Lee".into(),
            id: "E-12".into(),
        },
        ..who("Pier", "Ana Reyes", "")
    };
    let slip = issue(data.path(), round, &who, Some(Paper::A4));
    // The award's amount to be paid, withholding and second signatures may take the
    // sign-off onto a second page.
    let text: Vec<String> = (1..=slip.read.pages.len())
        .flat_map(|p| lines(&slip.read, p))
        .collect();
    for want in [
        // Under the number, where a cashier looks first (the cage pays a meter award).
        "PAY AT CAGEAmount to be paid $25,000.00",
        // Side by side, like the dealer and the supervisor above them.
        "Patron: Jo Smith (Passport ending 4321)Witness: Sam Lee (ID E-12)",
        "Declared suit: Spades ♠",
        "21+3 Progressive meter: $25,000.00 before, $2,000.00 after",
        "Before the round$25,000.00",
        "Award to seat 1 (Three aces or kings of the declared suit): 100% of $25,000.00$25,000.00",
        "Reseed value$2,000.00",
        "After the round$2,000.00",
    ] {
        assert!(
            text.iter().any(|l| l == want),
            "no line \"{want}\" in {text:#?}"
        );
    }
    let r = &slip.read;
    assert!((r.pages[0].width - 595.3).abs() < 0.5, "A4 as asked");
}

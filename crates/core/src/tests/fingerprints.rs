//! A regression lock: names in other languages (`[names]`) are how a thing is called,
//! not what it pays, so adding them to the shipped files must leave every fingerprint
//! as it was. The values below are the shipped paytables' fingerprints computed on the
//! commit before `[names]` existed; a change here means a fingerprint moved.

use crate::catalog::Catalog;

/// Every shipped paytable's fingerprint before names in other languages were added.
const BEFORE_NAMES: &[(&str, &str)] = &[
    ("lucky9-main", "a2379936f5ee"),
    ("lucky9-bonus", "b03eaa5b9cf5"),
    ("lucky9-tie", "293c9af7b7b8"),
    ("21plus3-progressive-1", "1b9016a7e42b"),
    ("21plus3-progressive-2", "1b5dde93e7c6"),
    ("21plus3-progressive-3", "6ba79f0295c5"),
    ("21plus3-progressive-4", "1dda49765698"),
    ("21plus3-progressive-5", "feb33e135fd8"),
    ("21plus3-progressive-6", "18df08e44b87"),
    ("21plus3-progressive-7", "01a4621c2859"),
    ("21plus3-progressive-8", "7a8c98d0a15b"),
    ("21plus3-progressive-9", "07a3771745e4"),
    ("21plus3-progressive-10", "f9bbccd46526"),
    ("21plus3-progressive-11", "88d31e6d497a"),
    ("21plus3-progressive-uk15", "e5bec3017eab"),
    ("suited-or-booted-example", "15a83947c742"),
    ("blackjack-main", "5722c6a7897e"),
    ("lucky-break-1", "ba98cfedfbc0"),
    ("lucky-break-2", "efdee7242ab1"),
    ("lucky-break-3", "7495ced4f82d"),
    ("lucky-break-4", "77c5ff959376"),
    ("stadium-main", "f474a50092bc"),
    ("bet-the-set-a", "7382f411d18f"),
    ("royal-match-a", "051daa79273e"),
    ("trilux-01", "e1800be00e2e"),
    ("trilux-02", "f03f0b50d222"),
    ("trilux-03", "11e0f49c6b61"),
    ("super3-1", "76a72507a7f9"),
];

#[test]
fn names_in_other_languages_leave_every_shipped_fingerprint_as_it_was() {
    let catalog = Catalog::shipped();
    let now: Vec<(String, String)> = catalog
        .paytables()
        .map(|t| (t.id.clone(), t.fingerprint.clone()))
        .collect();
    let before: Vec<(String, String)> = BEFORE_NAMES
        .iter()
        .map(|(i, f)| (i.to_string(), f.to_string()))
        .collect();
    assert_eq!(now, before);
}

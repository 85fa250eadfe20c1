//! Marks a reader relies on, measured where they stand on the page: an unverified
//! paytable's sign is a proof whose mark stands outside the posted panel (R5), and a
//! table tent sets its pays in one column at 14 pt or more.

use super::*;
use crate::sign::{EDGE, FOLD_GAP, PROOF, PROOF_BAND};

/// Millimetres to points.
fn pt(mm: f32) -> f32 {
    mm * PT_PER_MM
}

/// The runs of the proof band: the mark and the warning under it.
fn is_mark(run: &Run) -> bool {
    run.text == PROOF || run.text.starts_with("Unverified paytable")
}

/// R5: the example Suited or Booted paytable is unverified, so in every size its sheet
/// is a proof: "PROOF — NOT FOR POSTING" and the warning stand in a band outside the
/// panel's border (above it on a wall sign, along the sheet's outer edge on each face
/// of a tent), and everything else stays inside the panel, which carries no warning.
/// A verified paytable's sign has no band and its panel fills the sheet.
#[test]
fn r5_an_unverified_sign_is_a_proof_marked_outside_its_panel() {
    let catalog = Catalog::with_operator_dir(None);
    for size in [Size::Letter, Size::A4, Size::Tent] {
        let what = format!("suited-or-booted-example {size:?}");
        let id = "suited-or-booted-example";
        let r = read(&sign::render(&catalog, id, size, None, None, false).unwrap());
        let h = r.pages[0].height;
        let band = pt(EDGE + PROOF_BAND);
        // Each panel's bottom and top border, in points.
        let panels = match size {
            Size::Tent => vec![
                (band, h / 2.0 - pt(FOLD_GAP)),
                (h / 2.0 + pt(FOLD_GAP), h - band),
            ],
            _ => vec![(pt(EDGE), h - band)],
        };
        let (marks, panel): (Vec<&Run>, Vec<&Run>) = r.runs.iter().partition(|r| is_mark(r));
        let faces = panels.len();
        assert_eq!(
            marks.len(),
            2 * faces,
            "{what}: the mark and warning per face"
        );
        assert_eq!(
            marks.iter().filter(|m| m.text == PROOF).count(),
            faces,
            "{what}"
        );
        for m in &marks {
            let [_, y0, _, y1] = m.bbox;
            let outside = panels
                .iter()
                .all(|(bottom, top)| y1 <= *bottom || y0 >= *top);
            assert!(
                outside,
                "{what}: \"{}\" {:?} inside a panel",
                m.text, m.bbox
            );
            assert!(m.size >= 6.5, "{what}: \"{}\" at {} pt", m.text, m.size);
        }
        for run in &panel {
            let [_, y0, _, y1] = run.bbox;
            let inside = panels
                .iter()
                .any(|(bottom, top)| y0 >= *bottom && y1 <= *top);
            assert!(
                inside,
                "{what}: \"{}\" {:?} outside the panel",
                run.text, run.bbox
            );
            assert!(
                !run.text.to_lowercase().contains("unverified"),
                "{what}: the posted panel is clean: \"{}\"",
                run.text
            );
        }
        assert_printable(&what, &r);
        assert_no_overlap(&what, &r);
    }
    let r = read(&sign::render(&catalog, "lucky9-bonus", Size::Letter, None, None, false).unwrap());
    assert!(!r.runs.iter().any(is_mark), "a verified sign is no proof");
}

/// Every shipped paytable's tent, at every deck count: on each face the pays stand in
/// one column (one right edge, no two on a baseline, so no "200 to 1 | 40 to 1" rows),
/// every pay line at 14 pt or more, read from the seats across the table.
#[test]
fn tents_set_every_pay_in_one_column_at_14_pt_or_more() {
    let catalog = Catalog::with_operator_dir(None);
    for t in catalog.paytables() {
        for &decks in &t.decks {
            let what = format!("{} tent {decks} decks", t.id);
            let p = posted(&catalog, &t.id, decks);
            let pdf = sign::render(&catalog, &t.id, Size::Tent, Some(decks), None, false).unwrap();
            let r = read(&pdf);
            let half = r.pages[0].height / 2.0;
            let lines: usize = p.sections.iter().map(|s| s.lines.len()).sum();
            for upright in [true, false] {
                let pays: Vec<&Run> = r
                    .runs
                    .iter()
                    .filter(|run| (run.origin.1 < half) == upright)
                    .filter(|run| {
                        p.sections
                            .iter()
                            .flat_map(|s| &s.lines)
                            .any(|l| l.pays == run.text)
                    })
                    .collect();
                assert_eq!(pays.len(), lines, "{what}: every pay once per face");
                // The pay's far edge: its right on the upright face, its left upside down.
                let edge = |run: &Run| if upright { run.bbox[2] } else { run.bbox[0] };
                let first = edge(pays[0]);
                for run in &pays {
                    assert!(
                        (edge(run) - first).abs() < 0.5,
                        "{what}: \"{}\" out of the column",
                        run.text
                    );
                    assert!(
                        run.size >= 14.0 - 0.01,
                        "{what}: \"{}\" {}",
                        run.text,
                        run.size
                    );
                }
                let mut baselines: Vec<f32> = pays.iter().map(|r| r.origin.1).collect();
                baselines.sort_by(f32::total_cmp);
                baselines.dedup_by(|a, b| (*a - *b).abs() < 0.5);
                assert_eq!(baselines.len(), lines, "{what}: one pay to a row");
            }
        }
    }
}

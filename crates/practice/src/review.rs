//! Review: Leitner boxes. An item type answered wrong goes into box
//! 1; each right answer moves it up a box; a right answer in the last box takes it out
//! of review. So a missed item type comes back until it is answered right three times
//! in a row, and any miss sends it back to box 1.
//!
//! Review runs are numbered. Box 1 is due at every run, box 2 at every second, box 3
//! at every fourth: what is known better comes back less often. A run with nothing due
//! reviews what is waiting anyway, lowest box first, rather than nothing.

use super::item::ItemType;

/// The number of boxes; a right answer in the last one takes the item out of review.
pub(crate) const BOXES: u8 = 3;

/// The box after an answer: `None` is "not in review" (a wrong answer: box 1; a right
/// one: the next box, or out of review after the last).
pub(crate) fn after(boxed: Option<u8>, right: bool) -> Option<u8> {
    match (boxed, right) {
        (_, false) => Some(1),
        (None, true) => None,
        (Some(b), true) if b >= BOXES => None,
        (Some(b), true) => Some(b + 1),
    }
}

/// Whether a box is due at review run `run` (1, 2, 3 …): box 1 every run, box 2 every
/// second run, box 3 every fourth.
pub(crate) fn due(boxed: u8, run: u32) -> bool {
    let every = 1u32 << boxed.saturating_sub(1).min(8);
    run.is_multiple_of(every)
}

/// The item types to review at run `run`, lowest box first: the due ones, or when
/// none is due, every item in review.
pub(crate) fn queue(boxes: &[(ItemType, u8)], run: u32) -> Vec<ItemType> {
    let mut due_now: Vec<&(ItemType, u8)> = boxes.iter().filter(|(_, b)| due(*b, run)).collect();
    if due_now.is_empty() {
        due_now = boxes.iter().collect();
    }
    due_now.sort_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    due_now.into_iter().map(|(i, _)| i.clone()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::item::Drill;
    use pitpay_core::Game;

    #[test]
    fn a_wrong_answer_goes_to_box_1_and_a_right_one_up_a_box_then_out() {
        assert_eq!(after(None, false), Some(1));
        assert_eq!(after(Some(1), true), Some(2));
        assert_eq!(after(Some(3), true), None);
        assert_eq!(after(Some(3), false), Some(1));
        assert_eq!(after(None, true), None);
    }

    /// An item type missed comes back until it is answered right three times
    /// in a row; a miss on the way starts it over.
    #[test]
    fn a_miss_comes_back_until_three_right_in_a_row() {
        let mut b = after(None, false);
        assert_eq!(b, Some(1));
        for (right, want) in [(true, Some(2)), (true, Some(3)), (false, Some(1))] {
            b = after(b, right);
            assert_eq!(b, want);
        }
        for want in [Some(2), Some(3), None] {
            b = after(b, true);
            assert_eq!(b, want);
        }
    }

    #[test]
    fn higher_boxes_come_back_less_often() {
        let runs = |b: u8| (1..=8).filter(|r| due(b, *r)).count();
        assert_eq!((runs(1), runs(2), runs(3)), (8, 4, 2));
        let item = |k: &str| ItemType::new(Drill::PayIt, Game::Blackjack, k);
        let boxes = vec![(item("b"), 2), (item("a"), 1), (item("c"), 3)];
        assert_eq!(queue(&boxes, 1), vec![item("a")]);
        assert_eq!(queue(&boxes, 2), vec![item("a"), item("b")]);
        assert_eq!(queue(&boxes, 4), vec![item("a"), item("b"), item("c")]);
        // Nothing due: what waits is reviewed anyway, lowest box first.
        let later = vec![(item("c"), 3), (item("b"), 2)];
        assert_eq!(queue(&later, 1), vec![item("b"), item("c")]);
    }
}

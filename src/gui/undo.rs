//! Undo and redo over the round being entered (Ctrl+Z, Ctrl+Shift+Z).
//!
//! Every change of the form is a step, except that typing on in the same field joins
//! the step already open: undo takes back the whole field's typing, not one key. Steps
//! that replace the round (another game, New, Open, an example) are steps too, so a
//! round replaced by mistake comes back with one Ctrl+Z.

/// The most steps kept; older ones are dropped.
const LIMIT: usize = 200;

/// The undo and redo stacks over snapshots of `T`.
#[derive(Debug, Clone)]
pub(crate) struct Undo<T, G> {
    past: Vec<T>,
    future: Vec<T>,
    /// The field being typed in by the latest step, while it may still grow.
    open: Option<G>,
}

impl<T, G> Default for Undo<T, G> {
    fn default() -> Self {
        Undo {
            past: Vec::new(),
            future: Vec::new(),
            open: None,
        }
    }
}

impl<T: Clone + PartialEq, G: PartialEq> Undo<T, G> {
    /// Records that `before` became `after`. `group` names the field typed in; a change
    /// in the same group as the step still open joins it. Nothing is recorded when
    /// nothing changed.
    pub(crate) fn record(&mut self, before: T, after: &T, group: Option<G>) {
        if before == *after {
            return;
        }
        self.future.clear();
        let joins = group.is_some() && group == self.open && !self.past.is_empty();
        if !joins {
            self.past.push(before);
            if self.past.len() > LIMIT {
                self.past.remove(0);
            }
        }
        self.open = group;
    }

    /// Ends the step being typed: the next keystroke starts a new one.
    pub(crate) fn seal(&mut self) {
        self.open = None;
    }

    /// Steps back: gives the snapshot to show instead of `current`.
    pub(crate) fn undo(&mut self, current: T) -> Option<T> {
        let back = self.past.pop()?;
        self.future.push(current);
        self.open = None;
        Some(back)
    }

    /// Steps forward again after an undo.
    pub(crate) fn redo(&mut self, current: T) -> Option<T> {
        let next = self.future.pop()?;
        self.past.push(current);
        self.open = None;
        Some(next)
    }

    /// Whether there is a step to undo.
    #[cfg(test)]
    pub(crate) fn can_undo(&self) -> bool {
        !self.past.is_empty()
    }

    /// Whether there is a step to redo.
    #[cfg(test)]
    pub(crate) fn can_redo(&self) -> bool {
        !self.future.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(u: &mut Undo<String, u8>, state: &mut String, field: u8, text: &str) {
        let before = state.clone();
        *state = text.to_string();
        u.record(before, state, Some(field));
    }

    #[test]
    fn typing_in_one_field_is_one_step() {
        let mut u = Undo::default();
        let mut s = String::new();
        for t in ["K", "KC", "KC 4", "KC 4H"] {
            typed(&mut u, &mut s, 1, t);
        }
        typed(&mut u, &mut s, 2, "KC 4H|2");
        s = u.undo(s).unwrap();
        assert_eq!(s, "KC 4H", "the second field's typing is taken back");
        s = u.undo(s).unwrap();
        assert_eq!(s, "", "the first field's typing is taken back whole");
        assert!(u.undo(s.clone()).is_none());
        s = u.redo(s).unwrap();
        assert_eq!(s, "KC 4H");
        s = u.redo(s).unwrap();
        assert_eq!(s, "KC 4H|2");
        assert!(u.redo(s).is_none());
    }

    #[test]
    fn a_new_change_after_undo_drops_the_redo_steps() {
        let mut u = Undo::default();
        let mut s = String::new();
        typed(&mut u, &mut s, 1, "a");
        u.seal();
        typed(&mut u, &mut s, 1, "ab");
        s = u.undo(s).unwrap();
        assert_eq!(s, "a", "a sealed step does not join the next one");
        typed(&mut u, &mut s, 3, "x");
        assert!(!u.can_redo());
        assert!(u.can_undo());
    }

    #[test]
    fn no_change_no_step() {
        let mut u: Undo<String, u8> = Undo::default();
        u.record("same".into(), &"same".to_string(), None);
        assert!(!u.can_undo());
    }
}

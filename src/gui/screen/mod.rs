//! The app's screens. Each owns its state and messages; the root only dispatches.

pub mod history;
pub mod paytables;
pub mod round_form;
pub mod settle;
pub mod settlement;

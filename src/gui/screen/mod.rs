//! The app's screens and panels. Each owns its state and messages and hands the app an
//! `Action` when it needs something done outside itself; the root only dispatches.

pub mod confirm;
pub mod history;
pub mod palette;
pub mod paytables;
pub mod practice;
pub mod practice_chart;
pub mod practice_view;
pub mod round_form;
pub mod settle;
pub mod settlement;
pub mod signoff;
pub mod staff;
pub mod welcome;

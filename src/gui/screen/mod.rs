//! The app's screens and panels. Each owns its state and messages and hands the app an
//! `Action` when it needs something done outside itself; the root only dispatches.

pub(crate) mod confirm;
pub(crate) mod history;
pub(crate) mod palette;
pub(crate) mod paytables;
pub(crate) mod practice;
pub(crate) mod practice_chart;
pub(crate) mod practice_view;
pub(crate) mod round_form;
pub(crate) mod settle;
pub(crate) mod settlement;
pub(crate) mod signoff;
pub(crate) mod staff;
pub(crate) mod welcome;

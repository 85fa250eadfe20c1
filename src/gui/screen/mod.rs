//! The app's screens and panels, each of one shape: its `Message`s, an `Action` it
//! hands the app (or the screen that shows it) when it needs something done outside
//! itself, a `Context` of what it reads of the app, `update` and `view`
//! (docs/architecture.md, "A screen"). The root only dispatches.

pub(crate) mod cage;
pub(crate) mod confirm;
pub(crate) mod history;
pub(crate) mod palette;
pub(crate) mod paytables;
pub(crate) mod practice;
pub(crate) mod settle;
pub(crate) mod signoff;
pub(crate) mod staff;
pub(crate) mod welcome;

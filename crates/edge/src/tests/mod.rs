//! The engine checked from outside its modules: the basic-strategy charts, the published
//! house edges it must reproduce, the rule costs and Stadium's figures. Unit tests, so
//! that the engine's inner modules need not be public to be checked.
// A test may run longer than the program's 80-line functions, as a table of cases does.
#![allow(clippy::too_many_lines)]

mod chart;
mod published;
mod rules;
mod stadium;

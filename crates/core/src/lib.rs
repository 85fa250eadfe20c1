//! Pitpay's domain core: cards, money, paytables, round files and settlement for
//! Lucky 9, blackjack with Lucky Break and the progressives, and Stadium Blackjack, with
//! the statements that lay a settlement out and the exact analysis of every paytable.
//!
//! This crate knows nothing of a window, a database, a PDF or a network (issue 33: its
//! dependency tree holds none of iced, rfd, rusqlite, postgres, printpdf or tokio); the
//! layers above it (`pitpay-journal`'s record, the documents, practice and the app) pass
//! it what it needs, the floor catalog included. The rulebook it implements is RULES.md;
//! module docs and test names cite its section numbers (R2.3 …). The flow is: a round
//! file is read into a checked [`round::Round`] against a [`catalog::Catalog`] of
//! paytables, [`settle::settle`] turns it into a [`settlement::Settlement`], and
//! [`statement`] lays that one value out for every renderer.
#![warn(clippy::too_many_lines)]

#[macro_use]
mod vocabulary;

pub mod analysis;
pub mod bet;
pub mod card;
pub mod catalog;
pub mod clock;
pub mod count;
pub mod date;
pub mod error;
pub mod files;
pub mod floor;
pub mod game;
pub mod house;
pub mod label;
pub mod money;
pub mod names;
pub mod pattern;
pub mod paytable;
pub mod posted;
pub mod report;
pub mod round;
pub mod settle;
pub mod settlement;
mod shipped;
pub mod spec;
pub mod statement;
#[cfg(test)]
mod tests;
pub mod written;

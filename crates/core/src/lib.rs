//! Pitpay's domain core: cards, money, paytables, round files and settlement for
//! Lucky 9, blackjack with Lucky Break and the progressives, and Stadium Blackjack, with
//! the statements that lay a settlement out and the exact analysis of every paytable.
//!
//! This crate knows nothing of a window, a database, a PDF or a network (its
//! dependency tree holds none of iced, rfd, rusqlite, postgres, printpdf or tokio); the
//! layers above it (`pitpay-journal`'s record, the documents, practice and the app) pass
//! it what it needs, the floor catalog included. The rulebook it implements is RULES.md;
//! module docs and test names cite its section numbers (R2.3 …). The flow is: a round
//! file is read into a checked [`Round`] against a [`Catalog`] of paytables, [`settle()`]
//! turns it into a [`Settlement`], and [`Statement`] lays that one value out for every
//! renderer.
#![warn(clippy::too_many_lines)]

#[macro_use]
mod vocabulary;

mod bet;
mod card;
mod catalog;
mod count;
mod date;
mod error;
mod files;
mod floor;
mod house;
mod label;
mod money;
mod names;
mod pattern;
mod paytable;
mod posted;
mod round;
mod settle;
mod settlement;
mod shipped;
mod spec;
mod statement;
#[cfg(test)]
mod tests;
mod translated;
// The domain's tests (`tests/engine/`, unit tests so that what only they need is not public) read the crate by its name, as the layers above do.
#[cfg(test)]
extern crate self as pitpay_core;
mod written;

pub mod analysis;
pub mod game;
pub mod report;

// The surface: one list, by the file each item is written in. Three
// folders stay namespaces, as their files' names say what they hold: `analysis` (each
// analysis has its `analyze` and its renderings), `game` (the rules of a
// hand, in one list, with Lucky 9's and the main hand's own namespaces) and `report` (a settlement as JSON or a table).
pub use crate::{
    bet::{Bet, BetIdError, Game, Party, SideBet, PROGRESSIVE_BET, SUITED_OR_BOOTED_BET},
    card::{cards_pretty, cards_text, parse_cards, Card, CardError, Rank, Shoe, Suit},
    catalog::{Catalog, FolderError},
    date::Date,
    error::{line_of, FileError, ParseError},
    files::{read_limited, read_text, Input, ReadError},
    floor::breakdown::{Breakdown, ChipCount, Share},
    floor::jurisdiction::{Approval, Jurisdiction, W2gWinnings, Win, YearFigures},
    floor::rack::{Chip, Rack, Rgb},
    floor::{FloorCatalog, RackError, TableFloor},
    house::keys::{choices, keys_for, value_for, OptionError},
    house::options::{Edition, HouseOptions, OptionValue},
    label::{check, Label, LabelError},
    money::{AmountError, Convention, Currency, Exact, Money, Odds, Rounding, RoundingMode},
    names::{decks, field_words, option_phrase, option_title},
    pattern::watch::{DealerHand, Reads},
    pattern::{baccarat_total, CardsUsed, Condition, FaceSet, Pattern, RankSet, SideBetCards},
    paytable::definition::SideBetDef,
    paytable::house_rules::HouseRules,
    paytable::payouts::{LuckyBreakTable, Pay, Payouts, Tier},
    paytable::{load_file, Paytable, TableFile},
    posted::{PayLine, Posted, Section},
    round::header::Header,
    round::parts::{wager_field, HandMark, Meters, PlayError, PlayerHand, Seat},
    round::raw::{unplaced, RawCards, RawMeter, RawProgressive, RawRound, RawSeat, RawWagers},
    round::Round,
    settle::settle,
    settlement::reason::{HandVerdict, Lucky9Verdict, LuckyBreakVerdict, Reason, TieVerdict},
    settlement::{
        Award, DealerNote, DrawWhy, Follows, HandEnd, InsuranceChoice, LineOdds, MeterChange,
        MeterWork, Outcome, SeatSettlement, Settlement, Step, Sums, Verdict, Wager, WagerLine,
    },
    spec::values::{
        AutoRule, BlackjackPays, DoubleOn, HouseKey, MeterHits, MultiplierMode, Nines, Peek,
        PlayerCap, Qualify, Soft17, SplitOn, Standoff, SuitedCount, Surrender, TieWins,
    },
    spec::{spec, Layout, MainEdge, SignLead, SignLine, Spec, Totals},
    statement::floor::{chip_colour, ChipView, Chips, FlagView, Floor},
    statement::{
        statement, HandView, HouseLine, MeterStatement, PaytableLine, Row, SeatStatement,
        Statement, ToPay, COLUMNS, RIGHT_ALIGNED, STANDOFF_NOTE,
    },
    written::{WrittenAmount, WrittenNumber},
};

//! The round's header: the labels a round file gives its deal (which table,
//! which day, whose rack and house rules, which dealer), read and checked once, and
//! carried whole into the settlement. A new label is its raw field, its line here and
//! whatever shows it: nothing between copies it field by field.

use std::sync::Arc;

use crate::bet::Game;
use crate::date::Date;
use crate::error::FileError;
use crate::label::{check, Label};
use crate::paytable::HouseRules;

use super::reader::Reader;

/// What a round file says about its deal, beside the cards and the wagers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Header {
    /// The table label (`table`).
    pub table: Option<String>,
    /// The day the round was dealt (`date`), which picks the tax year.
    pub date: Option<Date>,
    /// The rack (chip float) the table pays from, by id: the round's `rack`, else the
    /// house rules'. Not yet checked against rack files.
    pub rack: Option<String>,
    /// The house-rules file used, by id (`house_rules`).
    pub house_rules: Option<String>,
    /// The dealer who dealt the round (`dealer_name`), named on the slip's sign-off when
    /// the supervisor does not name one.
    pub dealer_name: Option<String>,
}

impl Reader<'_> {
    /// The header, in the order a mistake is reported (the date, the table, the house
    /// rules, the rack, the dealer), with the house-rules file it names for the steps
    /// after it.
    pub(super) fn header(
        &self,
        game: Game,
    ) -> Result<(Header, Option<Arc<HouseRules>>), FileError> {
        let date = self.date()?;
        let table = self.table()?;
        let rules = self.house_rules(game)?;
        let header = Header {
            table,
            date,
            rack: self.rack(rules.as_deref())?,
            house_rules: rules.as_ref().map(|h| h.id.clone()),
            dealer_name: self.dealer_name()?,
        };
        Ok((header, rules))
    }

    /// `dealer_name`: a person's name, one line of at most 80 characters (optional).
    fn dealer_name(&self) -> Result<Option<String>, FileError> {
        let Some(name) = &self.raw.dealer_name else {
            return Ok(None);
        };
        check(Label::Name, name.get_ref())
            .map_err(|m| self.err(name.span(), "dealer_name", m.said_of("dealer")))?;
        Ok(Some(name.get_ref().clone()))
    }
}

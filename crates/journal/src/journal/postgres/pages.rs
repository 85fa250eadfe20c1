//! The slip listing on PostgreSQL: read a page at a time by slip number, so
//! that the connection is free between pages and memory holds one page however many
//! slips a filter selects, each page down the slip index where no time range is given.

use postgres::Row;

use super::rows::{bound, refs};
use super::wire::DbError;
use super::Postgres;
use crate::journal::entry::{Entry, SlipFilter};
use crate::journal::error::JournalError;
use crate::journal::sql::{listed, slips_query, POSTGRES};

impl Postgres {
    /// The slips `filter` selects, as [`crate::journal::Store::slips`] gives them.
    pub(super) fn slips_by_page(
        &self,
        filter: &SlipFilter,
        each: &mut dyn FnMut(Entry) -> Result<bool, JournalError>,
    ) -> Result<(), JournalError> {
        // Read a page at a time (by slip number, not by offset), so that the connection
        // is free between pages for what `each` asks of the journal, and memory holds
        // one page however many slips are selected. Pages start small (a screen's
        // worth) and grow for a long export.
        let mut page_size = 64;
        let mut after_slip = filter.after;
        loop {
            let paged = SlipFilter {
                after: after_slip,
                ..filter.clone()
            };
            let (sql, values) = slips_query(&paged, &POSTGRES, Some(page_size));
            let page: Vec<Entry> = {
                let values = bound(values);
                let by_number = paged.since.is_none() && paged.until.is_none();
                let rows = self
                    .listing_rows(&sql, &refs(&values), by_number)
                    .map_err(|e| self.fail(e))?;
                rows.iter()
                    .map(|r| listed(|i| r.try_get(i), |i| r.try_get(i)).map_err(|e| self.fail(e)))
                    .collect::<Result<_, _>>()?
            };
            let full = page.len() == page_size;
            let Some(last) = page.last().map(|e| e.number) else {
                return Ok(());
            };
            for entry in page {
                if !each(entry)? {
                    return Ok(());
                }
            }
            if !full {
                return Ok(());
            }
            after_slip = Some(last);
            page_size = (page_size * 4).min(4096);
        }
    }

    /// One page of the listing. Without a time range the page is read down the slip
    /// index and stops when full: the planner, which cannot tell how many slips a
    /// filter keeps, would otherwise gather and sort every match (193 ms for a table's
    /// slips at a million). Parallel workers cost more to start than a page takes.
    fn listing_rows(
        &self,
        sql: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
        by_number: bool,
    ) -> Result<Vec<Row>, DbError> {
        let mut client = self.client.borrow_mut();
        let mut tx = client.transaction()?;
        let mut settings = String::from("SET LOCAL max_parallel_workers_per_gather = 0;");
        if by_number {
            settings.push_str(" SET LOCAL enable_sort = off; SET LOCAL enable_bitmapscan = off;");
        }
        tx.batch_execute(&settings)?;
        let rows = tx.query(sql, params)?;
        tx.commit()?;
        Ok(rows)
    }
}

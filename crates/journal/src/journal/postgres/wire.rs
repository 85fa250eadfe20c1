//! The connection to one server of the shared journal, every exchange with a deadline.
//!
//! A server whose host froze (a stopped virtual machine, a storage stall, its processes
//! stopped) still has a kernel that accepts connections and acknowledges packets, so
//! neither TCP's timeouts nor keepalives ever end the wait: only a deadline kept by the
//! client does. Each statement, each row of a long read, a commit and the handshake are
//! given one ([`Deadlines`]), after which the exchange is given up and the connection
//! dropped. The driver is `tokio-postgres` on a runtime of the connection's own, driven
//! only while Pitpay waits for an answer.

use std::future::Future;
use std::time::Duration;

use futures_util::StreamExt as _;
use postgres::types::ToSql;
use postgres::Row;
use tokio::runtime::Runtime;

use super::explain::Server;

/// How long Pitpay waits for a server: to make a connection (each host of the address
/// in turn), and for each answer once connected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Deadlines {
    /// Reaching a server and its handshake, per host.
    pub connect: Duration,
    /// Each statement's answer (each row of a long read), and a commit's.
    pub statement: Duration,
}

impl Default for Deadlines {
    /// 4 seconds to connect to a host and 5 for each answer: a slip whose server hangs
    /// ends within 15 seconds, with a hung first host skipped after 4 (docs/shared-journal.md).
    fn default() -> Deadlines {
        Deadlines {
            connect: Duration::from_secs(4),
            statement: Duration::from_secs(5),
        }
    }
}

/// Why an exchange with the server failed: the server's own error, or no answer before
/// the deadline.
#[derive(Debug)]
pub(super) enum DbError {
    /// The driver's error (the server's, or the network's).
    Pg(postgres::Error),
    /// No answer within this long.
    Deadline(Duration),
    /// The connection's runtime could not be made (the system's resources).
    Runtime(String),
}

impl From<postgres::Error> for DbError {
    fn from(e: postgres::Error) -> Self {
        DbError::Pg(e)
    }
}

/// A result of an exchange with the server.
pub(super) type DbResult<T> = Result<T, DbError>;

/// One connection to one server, its runtime, its deadline for answers, and the server
/// as messages name it.
pub(super) struct Conn {
    rt: Runtime,
    client: tokio_postgres::Client,
    deadline: Duration,
    /// `user@host:port/database` of the server this connection reached.
    shown: String,
    user: String,
}

impl Server for Conn {
    fn shown(&self) -> &str {
        &self.shown
    }

    fn user(&self) -> &str {
        &self.user
    }
}

/// Runs `f` on `rt` until it ends or `deadline` passes.
fn within<F: Future>(rt: &Runtime, deadline: Duration, f: F) -> DbResult<F::Output> {
    rt.block_on(async { tokio::time::timeout(deadline, f).await })
        .map_err(|_| DbError::Deadline(deadline))
}

impl Conn {
    /// Connects to the one host `config` names, within `d.connect`, with TLS when
    /// `tls` is given. `shown` and `user` name the server in messages.
    pub(super) fn connect(
        config: &tokio_postgres::Config,
        tls: Option<tokio_postgres_rustls::MakeRustlsConnect>,
        d: Deadlines,
        (shown, user): (String, String),
    ) -> DbResult<Conn> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(|e| DbError::Runtime(e.to_string()))?;
        let client = match tls {
            Some(tls) => {
                let (client, connection) = within(&rt, d.connect, config.connect(tls))??;
                rt.spawn(connection);
                client
            }
            None => {
                let connecting = config.connect(tokio_postgres::NoTls);
                let (client, connection) = within(&rt, d.connect, connecting)??;
                rt.spawn(connection);
                client
            }
        };
        Ok(Conn {
            rt,
            client,
            deadline: d.statement,
            shown,
            user,
        })
    }

    pub(super) fn query_one(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Row> {
        Ok(within(
            &self.rt,
            self.deadline,
            self.client.query_one(sql, p),
        )??)
    }

    pub(super) fn query_opt(
        &mut self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> DbResult<Option<Row>> {
        Ok(within(
            &self.rt,
            self.deadline,
            self.client.query_opt(sql, p),
        )??)
    }

    pub(super) fn query(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Vec<Row>> {
        Ok(within(&self.rt, self.deadline, self.client.query(sql, p))??)
    }

    pub(super) fn execute(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<u64> {
        Ok(within(
            &self.rt,
            self.deadline,
            self.client.execute(sql, p),
        )??)
    }

    pub(super) fn batch_execute(&mut self, sql: &str) -> DbResult<()> {
        Ok(within(
            &self.rt,
            self.deadline,
            self.client.batch_execute(sql),
        )??)
    }

    /// The rows `sql` selects, to `each` as they come (a long read holds one row at a
    /// time), each row within the deadline.
    pub(super) fn each_row(
        &mut self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
        each: &mut dyn FnMut(Row) -> Result<(), crate::journal::error::JournalError>,
    ) -> DbResult<Result<(), crate::journal::error::JournalError>> {
        let stream = within(
            &self.rt,
            self.deadline,
            self.client.query_raw(sql, p.iter().copied()),
        )??;
        let mut stream = Box::pin(stream);
        loop {
            match within(&self.rt, self.deadline, stream.next())? {
                None => return Ok(Ok(())),
                Some(row) => {
                    if let Err(e) = each(row?) {
                        return Ok(Err(e));
                    }
                }
            }
        }
    }

    /// Begins a transaction (rolled back when dropped without [`Tx::commit`]).
    pub(super) fn transaction(&mut self) -> DbResult<Tx<'_>> {
        let Conn {
            rt,
            client,
            deadline,
            ..
        } = self;
        let tx = within(rt, *deadline, client.transaction())??;
        Ok(Tx {
            rt,
            tx,
            deadline: *deadline,
        })
    }
}

/// A transaction on a [`Conn`], every statement within its deadline.
pub(super) struct Tx<'a> {
    rt: &'a Runtime,
    tx: tokio_postgres::Transaction<'a>,
    deadline: Duration,
}

impl Tx<'_> {
    pub(super) fn query_one(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Row> {
        Ok(within(self.rt, self.deadline, self.tx.query_one(sql, p))??)
    }

    pub(super) fn query_opt(
        &mut self,
        sql: &str,
        p: &[&(dyn ToSql + Sync)],
    ) -> DbResult<Option<Row>> {
        Ok(within(self.rt, self.deadline, self.tx.query_opt(sql, p))??)
    }

    pub(super) fn query(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Vec<Row>> {
        Ok(within(self.rt, self.deadline, self.tx.query(sql, p))??)
    }

    pub(super) fn execute(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<u64> {
        Ok(within(self.rt, self.deadline, self.tx.execute(sql, p))??)
    }

    pub(super) fn batch_execute(&mut self, sql: &str) -> DbResult<()> {
        Ok(within(self.rt, self.deadline, self.tx.batch_execute(sql))??)
    }

    /// Commits, within the deadline: no answer leaves it unknown whether it was made.
    pub(super) fn commit(self) -> DbResult<()> {
        Ok(within(self.rt, self.deadline, self.tx.commit())??)
    }
}

/// What both a connection and a transaction answer: the reads the head and the chain
/// are made of, used inside and outside a transaction alike.
pub(super) trait Db {
    fn query_one(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Row>;
    fn query_opt(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Option<Row>>;
    fn query(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Vec<Row>>;
}

impl Db for Conn {
    fn query_one(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Row> {
        Conn::query_one(self, sql, p)
    }
    fn query_opt(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Option<Row>> {
        Conn::query_opt(self, sql, p)
    }
    fn query(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Vec<Row>> {
        Conn::query(self, sql, p)
    }
}

impl Db for Tx<'_> {
    fn query_one(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Row> {
        Tx::query_one(self, sql, p)
    }
    fn query_opt(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Option<Row>> {
        Tx::query_opt(self, sql, p)
    }
    fn query(&mut self, sql: &str, p: &[&(dyn ToSql + Sync)]) -> DbResult<Vec<Row>> {
        Tx::query(self, sql, p)
    }
}

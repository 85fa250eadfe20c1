//! A throwaway PostgreSQL server for the shared-journal tests:
//! Debian's `postgresql` binaries, `initdb` into a temporary folder, `pg_ctl start` on a
//! free port of 127.0.0.1 (no Unix socket), stopped and removed when the test ends.
//!
//! initdb refuses to run as root, so as root the server runs as the `postgres` user the
//! package creates. Where PostgreSQL is not installed a test is skipped with a message,
//! unless `PITPAY_REQUIRE_POSTGRES` is set (CI sets it: `.ci/run`), which makes it fail.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// The server's superuser, as the tests create databases with it.
pub(crate) const ADMIN: &str = "pitpay_admin";
pub(crate) const ADMIN_PASSWORD: &str = "admin-password";

/// A running server.
pub(crate) struct Pg {
    dir: tempfile::TempDir,
    bin: PathBuf,
    run_as: Option<String>,
    pub port: u16,
    options: String,
}

/// Whether a missing PostgreSQL is a failure here (CI) rather than a skip.
pub(crate) fn required() -> bool {
    std::env::var("PITPAY_REQUIRE_POSTGRES").is_ok_and(|v| !v.is_empty() && v != "0")
}

/// The folder holding `initdb` and `pg_ctl`: on the PATH, else Debian's versioned
/// folder (the newest).
pub(crate) fn binaries() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .find(|d| d.join("initdb").is_file() && d.join("pg_ctl").is_file())
    });
    on_path.or_else(|| {
        let mut found: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
            .ok()?
            .filter_map(|e| {
                let e = e.ok()?;
                let version = e.file_name().to_str()?.parse().ok()?;
                let bin = e.path().join("bin");
                bin.join("initdb").is_file().then_some((version, bin))
            })
            .collect();
        found.sort();
        found.pop().map(|(_, bin)| bin)
    })
}

pub(crate) fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

pub(crate) fn uid_gid(user: &str) -> (u32, u32) {
    let id = |flag: &str| -> u32 {
        let o = Command::new("id").args([flag, user]).output().unwrap();
        assert!(
            o.status.success(),
            "no user {user} to run PostgreSQL as (initdb refuses root)"
        );
        String::from_utf8_lossy(&o.stdout).trim().parse().unwrap()
    };
    (id("-u"), id("-g"))
}

/// A free port on 127.0.0.1 (free when asked; the start retries on a clash).
pub(crate) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Pg {
    /// Starts a server for test `name`, or `None` (with a message) where PostgreSQL is
    /// not installed and not required. `tls`: with a certificate from a test authority
    /// (`ca_file`), and user `pitpay_tls` allowed in over TLS only.
    pub(crate) fn start(name: &str, tls: bool) -> Option<Pg> {
        let Some(bin) = binaries() else {
            assert!(
                !required(),
                "{name}: PITPAY_REQUIRE_POSTGRES is set, but PostgreSQL's initdb and pg_ctl were not found (install Debian's postgresql package)"
            );
            eprintln!("SKIPPED {name}: PostgreSQL is not installed here (no initdb/pg_ctl); install Debian's postgresql package to run it");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let run_as = is_root().then(|| "postgres".to_string());
        let mut pg = Pg {
            dir,
            bin,
            run_as,
            port: 0,
            options: String::new(),
        };
        pg.own(pg.dir.path());
        let data = pg.data();
        init_cluster(&pg.bin, pg.run_as.as_deref(), pg.dir.path(), &data);
        let mut options = "-c listen_addresses=127.0.0.1 -c unix_socket_directories='' \
                           -c max_connections=40 -c shared_buffers=16MB"
            .to_string();
        if tls {
            pg.certificates();
            let hba = data.join("pg_hba.conf");
            let rest = std::fs::read_to_string(&hba).unwrap();
            std::fs::write(&hba, format!("hostnossl all pitpay_tls all reject\n{rest}")).unwrap();
            options.push_str(&format!(
                " -c ssl=on -c ssl_cert_file={0}/server.pem -c ssl_key_file={0}/server.key",
                pg.dir.path().display()
            ));
        }
        pg.options = options;
        for _ in 0..3 {
            pg.port = free_port();
            if pg.try_start() {
                return Some(pg);
            }
        }
        panic!("{name}: PostgreSQL did not start: {}", pg.log());
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("db")
    }

    /// Gives a file or folder to the user the server runs as.
    fn own(&self, path: &Path) {
        own_as(self.run_as.as_deref(), path);
    }

    fn run(&self, program: &str, args: &[&str]) -> Output {
        run_as(
            &self.bin,
            self.run_as.as_deref(),
            self.dir.path(),
            program,
            args,
        )
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("log")).unwrap_or_default()
    }

    fn try_start(&self) -> bool {
        let data = self.data();
        let log = self.dir.path().join("log");
        let options = format!("-p {} {}", self.port, self.options);
        self.run(
            "pg_ctl",
            &[
                "-D",
                data.to_str().unwrap(),
                "-l",
                log.to_str().unwrap(),
                "-w",
                "-t",
                "30",
                "-o",
                &options,
                "start",
            ],
        )
        .status
        .success()
    }

    /// Starts the server again on its port (after [`Pg::kill`]).
    pub(crate) fn restart(&self) {
        assert!(
            self.try_start(),
            "PostgreSQL did not start again: {}",
            self.log()
        );
    }

    /// Stops the server at once, as a crash would: no checkpoint, recovery on restart.
    pub(crate) fn kill(&self) {
        let o = self.stop_now();
        assert!(
            o.status.success(),
            "pg_ctl stop: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }

    /// `pg_ctl stop -m immediate`: the crash `kill` makes, and the drop's cleanup.
    fn stop_now(&self) -> Output {
        let data = self.data();
        self.run(
            "pg_ctl",
            &[
                "-D",
                data.to_str().unwrap(),
                "-m",
                "immediate",
                "-w",
                "stop",
            ],
        )
    }

    /// A connection as the superuser to database `db`.
    pub(crate) fn admin(&self, db: &str) -> postgres::Client {
        let url = self.url(ADMIN, ADMIN_PASSWORD, db);
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            match postgres::Client::connect(&url, postgres::NoTls) {
                Ok(c) => return c,
                Err(e) if Instant::now() > deadline => panic!("admin connection: {e}"),
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    pub(crate) fn url(&self, user: &str, password: &str, db: &str) -> String {
        format!("postgres://{user}:{password}@127.0.0.1:{}/{db}", self.port)
    }

    /// A database owned by a new user of the same name, as the README has IT create
    /// it; its address for the `journal` setting.
    pub(crate) fn database(&self, name: &str) -> String {
        let mut admin = self.admin("postgres");
        // Two statements: CREATE DATABASE cannot run in the implicit transaction of one.
        admin
            .batch_execute(&format!(
                "CREATE ROLE {name} LOGIN PASSWORD '{name}-password'"
            ))
            .unwrap();
        admin
            .batch_execute(&format!("CREATE DATABASE {name} OWNER {name}"))
            .unwrap();
        self.url(name, &format!("{name}-password"), name)
    }

    /// A PostgreSQL client tool of the same version as the server: beside the real
    /// `initdb` (which may be reached through a link elsewhere).
    fn tool(&self, name: &str) -> PathBuf {
        let initdb = std::fs::canonicalize(self.bin.join("initdb")).unwrap();
        initdb.parent().unwrap().join(name)
    }

    /// `pg_dump -Fc` of database `db` into `file`, as docs/operations.md has IT back up
    /// the shared journal.
    pub(crate) fn dump(&self, db: &str, file: &Path) {
        let port = self.port.to_string();
        let o = Command::new(self.tool("pg_dump"))
            .env("PGPASSWORD", ADMIN_PASSWORD)
            .args(["-Fc", "-h", "127.0.0.1", "-p", &port, "-U", ADMIN, "-f"])
            .arg(file)
            .arg(db)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "pg_dump: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }

    /// Database `db` dropped and made again, empty, by the same owner, then restored from
    /// a `pg_dump -Fc` file with `pg_restore`, as docs/operations.md has IT restore the
    /// shared journal.
    pub(crate) fn restore(&self, db: &str, file: &Path) {
        let mut admin = self.admin("postgres");
        admin
            .batch_execute(&format!(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{db}'"
            ))
            .unwrap();
        admin.batch_execute(&format!("DROP DATABASE {db}")).unwrap();
        admin
            .batch_execute(&format!("CREATE DATABASE {db} OWNER {db}"))
            .unwrap();
        let port = self.port.to_string();
        let o = Command::new(self.tool("pg_restore"))
            .env("PGPASSWORD", ADMIN_PASSWORD)
            .args(["-h", "127.0.0.1", "-p", &port, "-U", ADMIN, "-d", db])
            .arg(file)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "pg_restore: {}",
            String::from_utf8_lossy(&o.stderr)
        );
    }

    /// The test authority's certificate (PEM), for `sslrootcert`.
    pub(crate) fn ca_file(&self) -> PathBuf {
        self.dir.path().join("ca.pem")
    }

    /// A test certificate authority and a server certificate for 127.0.0.1 it signed.
    fn certificates(&self) {
        let dir = self.dir.path();
        std::fs::write(
            dir.join("server.ext"),
            "subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n",
        )
        .unwrap();
        let ec = [
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
        ];
        let steps: [Vec<&str>; 3] = [
            [
                &["req", "-x509"],
                &ec[..],
                &[
                    "-keyout",
                    "ca.key",
                    "-out",
                    "ca.pem",
                    "-days",
                    "2",
                    "-subj",
                    "/CN=Pitpay test authority",
                ],
            ]
            .concat(),
            [
                &["req"],
                &ec[..],
                &[
                    "-keyout",
                    "server.key",
                    "-out",
                    "server.csr",
                    "-subj",
                    "/CN=127.0.0.1",
                ],
            ]
            .concat(),
            vec![
                "x509",
                "-req",
                "-in",
                "server.csr",
                "-CA",
                "ca.pem",
                "-CAkey",
                "ca.key",
                "-CAcreateserial",
                "-out",
                "server.pem",
                "-days",
                "2",
                "-extfile",
                "server.ext",
            ],
        ];
        for args in steps {
            let o = Command::new("openssl")
                .args(&args)
                .current_dir(dir)
                .output()
                .unwrap();
            assert!(
                o.status.success(),
                "openssl {args:?}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
        let key = dir.join("server.key");
        std::fs::set_permissions(&key, std::os::unix::fs::PermissionsExt::from_mode(0o600))
            .unwrap();
        for f in ["server.key", "server.pem", "ca.pem"] {
            self.own(&dir.join(f));
        }
    }
}

impl Drop for Pg {
    fn drop(&mut self) {
        let _ = self.stop_now();
    }
}

/// Gives `path` to the server's user, when the server runs as one.
pub(crate) fn own_as(user: Option<&str>, path: &Path) {
    if let Some(user) = user {
        let (uid, gid) = uid_gid(user);
        std::os::unix::fs::chown(path, Some(uid), Some(gid)).unwrap();
    }
}

/// Runs one of PostgreSQL's programs from `bin` in `dir`, as `user` when given (initdb
/// refuses root).
pub(crate) fn run_as(
    bin: &Path,
    user: Option<&str>,
    dir: &Path,
    program: &str,
    args: &[&str],
) -> Output {
    let exe = bin.join(program);
    let mut cmd = match user {
        Some(user) => {
            let mut c = Command::new("runuser");
            c.args(["-u", user, "--"]).arg(&exe);
            c
        }
        None => Command::new(&exe),
    };
    cmd.args(args).current_dir(dir).output().unwrap()
}

/// A new cluster in `data` (under `dir`), its superuser [`ADMIN`] with its password,
/// made by `initdb` from `bin` as `user` when given.
pub(crate) fn init_cluster(bin: &Path, user: Option<&str>, dir: &Path, data: &Path) {
    let pwfile = dir.join("pw");
    std::fs::write(&pwfile, ADMIN_PASSWORD).unwrap();
    own_as(user, &pwfile);
    let init = run_as(
        bin,
        user,
        dir,
        "initdb",
        &[
            "-D",
            data.to_str().unwrap(),
            "-N",
            "-U",
            ADMIN,
            "-A",
            "scram-sha-256",
            "-E",
            "UTF8",
            "--locale=C",
            &format!("--pwfile={}", pwfile.display()),
        ],
    );
    assert!(
        init.status.success(),
        "initdb: {}",
        String::from_utf8_lossy(&init.stderr)
    );
}

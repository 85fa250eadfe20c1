//! What a station remembers of the journal it writes to, outside the journal
//! (docs/operations.md, "What each podium keeps").
//!
//! A journal can be restored from an older copy, or have its newest entries cut, by
//! anyone with access to its database or its file. The chain cannot tell by itself: an
//! older chain is a sound chain. So every station keeps its own record, as a
//! Certificate Transparency client keeps the newest signed head it has seen:
//!
//! - **its log** (`station/PLACE.log` in the data folder): one JSON line for every entry
//!   the station wrote, whole (the slip record too) and signed as the journal holds it,
//!   and for the head of every check it made. It is what `pitpay journal --recover`
//!   refills a restored journal from, and its newest line is the station's **mark**;
//! - **a copy of the mark outside the data folder** (`mark_folder`, by default the
//!   account's state folder, whatever the data folder), so that restoring the whole data
//!   folder from a backup does not roll the mark back with the journal. It is named after
//!   the journal (its place), the data folder and the station's signing key, all of
//!   which a data folder restored in place brings back with it: several data folders on
//!   one account (even two holding a copy of one key) never read each other's mark, and
//!   a data folder made anew at the same place, with a key of its own, is not held to
//!   its predecessor's.
//!
//! Before a station writes (a slip, a reprint, a void, a register change, a wrong PIN),
//! the journal must still hold its mark: an entry at the mark's place with the mark's
//! hash. A journal that ends before the mark, or holds another entry there, is refused
//! ([`super::error::JournalError::Behind`], [`super::error::JournalError::Diverged`]) and nothing is
//! written, so no slip number is ever issued twice. A mark is trusted only if its entry
//! hashes to its hash and is signed by a key this station writes with or the journal
//! knows; a damaged line (a run killed while writing it) is skipped.
//!
//! A recovery that leaves entries lost keeps an **open gap** beside the log and the mark
//! (`PLACE.lost`): the journal then takes no entry from this station until a manager has
//! recorded the gap, or a later recovery brings the entries back, whatever else of the
//! data folder is restored.

use std::io::{Read as _, Seek as _, SeekFrom, Write as _};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use pitpay_language::{sentence, Sentence};

use super::chain::{self, Record};
use super::kept::{self, Identity};
use crate::files::{Access, Staged};
use crate::keys;

/// The format of a log line and of the outside mark (`"pitpay_station": 1`).
const FORMAT: u32 = 1;

/// How much of the log's end is read first to find its newest line (a line holds a
/// slip record: a few kilobytes).
const TAIL: u64 = 256 << 10;

/// One line of a station's log, and the outside copy of its mark.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Line {
    /// `FORMAT`.
    pub pitpay_station: u32,
    /// The station wrote the entry (else it saw it as the head of a check).
    pub wrote: bool,
    /// The entry, as the journal holds it.
    pub record: Record,
}

/// The newest entry a station wrote or saw, as its memory holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Mark {
    /// The entry (without its slip record).
    pub record: Record,
    /// The station wrote it (else it saw it).
    pub wrote: bool,
}

impl Mark {
    /// "this podium wrote entry 41 (issue of slip 17) on 2026-11-26T14:02:00Z", in the
    /// reader's language: what a journal restored behind it, or holding another entry
    /// there, lost.
    pub(crate) fn said(&self) -> pitpay_language::Sentence {
        let (seq, time) = (self.record.seq.to_string(), &self.record.event.time);
        let event = chain::event_said(&self.record.event);
        if self.wrote {
            pitpay_language::sentence!(
                "journal-state-podium-wrote",
                seq = seq,
                event = event,
                time = time
            )
        } else {
            pitpay_language::sentence!(
                "journal-state-podium-saw",
                seq = seq,
                event = event,
                time = time
            )
        }
    }

    /// "wrote entry 41 (issue of slip 17) on 2026-11-26T14:02:00Z", for messages.
    pub(crate) fn describe(&self) -> String {
        format!(
            "{} entry {}{} on {}",
            if self.wrote { "wrote" } else { "saw" },
            self.record.seq,
            chain::describe(&self.record.event),
            self.record.event.time
        )
    }
}

/// A station's memory of one journal: its log in the data folder, and the outside copy
/// of its mark.
#[derive(Debug, Clone)]
pub(crate) struct Memory {
    data_dir: PathBuf,
    place: String,
    log: PathBuf,
    outside: Option<PathBuf>,
}

/// Entries a recovery found lost and could not bring back, until a manager records them
/// as a gap (or they are brought back).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct OpenGap {
    /// `FORMAT`.
    pub pitpay_lost: u32,
    /// The journal's last entry when the loss was found.
    pub end: i64,
    /// The first entry lost.
    pub lost_from: i64,
    /// The last entry known lost.
    pub lost_to: i64,
    /// Slip numbers up to this one may have been used by the lost entries.
    pub last_slip: i64,
    /// When the loss was found (UTC).
    pub time: String,
}

impl OpenGap {
    /// "entries 2-3" or "entry 2", in the reader's language.
    pub(crate) fn entries(&self) -> pitpay_language::Sentence {
        use pitpay_language::sentence;
        if self.lost_from == self.lost_to {
            sentence!("listing-gap-entry", entry = self.lost_from)
        } else {
            sentence!(
                "listing-gap-entries",
                from = self.lost_from,
                to = self.lost_to
            )
        }
    }
}

impl Memory {
    /// The memory of the journal at `place` ([`super::backend::Location::place`]) for the
    /// station whose data folder is `data_dir`, with its mark also kept in
    /// `outside_folder` when there is one.
    pub(crate) fn new(data_dir: &Path, place: &str, outside_folder: Option<&Path>) -> Memory {
        Memory {
            data_dir: data_dir.to_path_buf(),
            place: place.to_string(),
            log: data_dir.join("station").join(format!("{place}.log")),
            outside: outside_folder.map(Path::to_path_buf),
        }
    }

    /// The station's signing key (hex), as its data folder holds it now.
    pub(crate) fn station_key(&self) -> Option<String> {
        keys::Keys::load(&self.data_dir)
            .ok()
            .flatten()
            .map(|k| k.public_hex())
    }

    /// The outside copy of the mark the station signing with `key` keeps of this journal.
    fn outside_mark(&self, key: &str) -> Option<PathBuf> {
        self.outside_file(
            &format!("{key}\n{}", self.place),
            &format!("{}.mark", self.place),
        )
    }

    /// A file of this data folder's kept outside it: named after the data folder and
    /// `what` (a key and a place), then `name`.
    fn outside_file(&self, what: &str, name: &str) -> Option<PathBuf> {
        let folder = self.outside.as_ref()?;
        let data = std::path::absolute(&self.data_dir).unwrap_or_else(|_| self.data_dir.clone());
        let named = format!("pitpay station mark\n{}\n{what}", data.display());
        let id = chain::sha256_hex(named.as_bytes());
        Some(folder.join(format!("{}-{name}", id.get(..16).unwrap_or_default())))
    }

    /// The log file.
    pub(crate) fn log(&self) -> &Path {
        &self.log
    }

    /// The wrong PINs tried while the station had no key that signs for the journal (a
    /// key rotation's manager): kept beside the log until they can be written to the
    /// journal, and counted toward the lock meanwhile.
    fn refusals_file(&self) -> PathBuf {
        self.log.with_extension("refused")
    }

    /// Keeps a wrong PIN for `id` at `time` (synced), to count now and write to the
    /// journal once a key signs for the station.
    pub(crate) fn add_refusal(&self, id: &str, time: &str) -> std::io::Result<()> {
        let line = serde_json::json!({ "id": id, "time": time });
        let mut text = line.to_string().into_bytes();
        text.push(b'\n');
        append_bytes(&self.refusals_file(), &text)
    }

    /// The wrong PINs kept for `id` (UTC text).
    pub(crate) fn refusals(&self, id: &str) -> Vec<String> {
        self.all_refusals()
            .into_iter()
            .filter(|(who, _)| who.eq_ignore_ascii_case(id))
            .map(|(_, time)| time)
            .collect()
    }

    /// Every wrong PIN kept, as (ID, time), and forgets them (the caller writes them to
    /// the journal).
    pub(crate) fn take_refusals(&self) -> Vec<(String, String)> {
        let all = self.all_refusals();
        if !all.is_empty() {
            let _ = std::fs::remove_file(self.refusals_file());
        }
        all
    }

    fn all_refusals(&self) -> Vec<(String, String)> {
        let text =
            pitpay_core::read_limited(&self.refusals_file(), pitpay_core::Input::Pins, 1 << 20)
                .unwrap_or_default();
        String::from_utf8_lossy(&text)
            .lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| {
                Some((
                    v["id"].as_str()?.to_string(),
                    v["time"].as_str()?.to_string(),
                ))
            })
            .collect()
    }

    /// Remembers an entry the station wrote (`wrote`) or saw as a checked head: a line
    /// appended to the log and synced, and the outside mark replaced (a seen entry only
    /// when it is further than what is remembered). Called after the entry is committed,
    /// so the mark never claims an entry the journal did not take; an entry written is
    /// the mark from then on even where an older mark names a higher entry (one of a
    /// former chain, which a gap recorded as lost).
    pub(crate) fn remember(&self, r: &Record, wrote: bool) -> std::io::Result<()> {
        let newest = self.newest_seq();
        if wrote || r.seq > newest {
            let line = Line {
                pitpay_station: FORMAT,
                wrote,
                record: r.clone(),
            };
            append_line(&self.log, &line)?;
        }
        // Under the key the station signs with now and, for an entry it wrote, the key
        // that signed it; a key a rotation replaced keeps the rotation as its mark, so that
        // a data folder restored with the old key finds the journal went on without it.
        let mut under: Vec<String> = self.station_key().into_iter().collect();
        if wrote {
            under.push(r.event.signer.clone());
            under.extend(replaced_key(r));
        }
        under.retain(|k| !k.is_empty());
        under.dedup();
        for key in under {
            self.remember_outside(r, wrote, &key)?;
        }
        Ok(())
    }

    /// Replaces the outside mark kept under `key` with `r`, a seen entry only when it is
    /// further than the mark there.
    fn remember_outside(&self, r: &Record, wrote: bool, key: &str) -> std::io::Result<()> {
        let Some(outside) = self.outside_mark(key) else {
            return Ok(());
        };
        if !wrote && r.seq <= read_mark(&outside).map_or(0, |l| l.record.seq) {
            return Ok(());
        }
        let mut bare = r.clone();
        bare.event.payload_sha256 = bare.event.payload_hash();
        bare.event.payload.clear();
        let line = Line {
            pitpay_station: FORMAT,
            wrote,
            record: bare,
        };
        crate::files::create_private_dir(crate::files::folder_of(&outside))?;
        let bytes = serde_json::to_vec(&line).unwrap_or_default();
        Staged::write(&outside, &bytes, Access::OwnerOnly)?.commit()
    }

    /// The shared journal's identities and the newest head this podium saw there, as it
    /// remembers them: outside the data folder where kept there (a data folder restored
    /// from a backup does not roll it back), else in the data folder.
    pub(crate) fn journal_identity(&self) -> Option<Remembered> {
        let read = |path: &Path| -> Option<Remembered> {
            let bytes =
                pitpay_core::read_limited(path, pitpay_core::Input::Identity, 1 << 20).ok()?;
            serde_json::from_slice(&bytes).ok()
        };
        self.outside_identity()
            .and_then(|p| read(&p))
            .or_else(|| read(&self.inside_identity()))
    }

    /// Remembers the shared journal's identities, and the head as seen now when it is
    /// further than the one remembered under them (never moved back).
    pub(crate) fn keep_journal_identity(
        &self,
        identity: &Identity,
        head: &chain::Head,
    ) -> std::io::Result<()> {
        let kept = self.journal_identity();
        let same = kept.as_ref().is_some_and(|k| k.identity == *identity);
        if same && kept.as_ref().is_some_and(|k| k.seen >= head.seq) {
            return Ok(());
        }
        let record = remembered(identity, head);
        let bytes = serde_json::to_vec(&record).unwrap_or_default();
        let mut files = vec![self.inside_identity()];
        files.extend(self.outside_identity());
        for file in files {
            crate::files::create_private_dir(crate::files::folder_of(&file))?;
            Staged::write(&file, &bytes, Access::OwnerOnly)?.commit()?;
        }
        Ok(())
    }

    fn inside_identity(&self) -> PathBuf {
        self.log.with_file_name("journal.identity")
    }

    /// The outside copy of the journal's identities: one per data folder and key,
    /// whatever address the journal is reached at (a move to another server is found).
    fn outside_identity(&self) -> Option<PathBuf> {
        let key = self.station_key()?;
        self.outside_file(&format!("journal\n{key}"), "journal.identity")
    }

    /// Keeps the entries a recovery found lost (beside the log, and outside it), so that
    /// the journal takes nothing from this station until a gap records them.
    pub(crate) fn keep_open_gap(&self, gap: &OpenGap) -> std::io::Result<()> {
        let bytes = serde_json::to_vec(gap).unwrap_or_default();
        let mut files = vec![self.log.with_extension("lost")];
        files.extend(self.outside_lost());
        for file in files {
            crate::files::create_private_dir(crate::files::folder_of(&file))?;
            Staged::write(&file, &bytes, Access::OwnerOnly)?.commit()?;
        }
        Ok(())
    }

    /// The open gap, if a recovery left one (the further of the two copies).
    pub(crate) fn open_gap(&self) -> Option<OpenGap> {
        let read = |path: &Path| -> Option<OpenGap> {
            let bytes = pitpay_core::read_limited(path, pitpay_core::Input::Gap, 1 << 20).ok()?;
            serde_json::from_slice(&bytes).ok()
        };
        let inside = read(&self.log.with_extension("lost"));
        let outside = self.outside_lost().and_then(|p| read(&p));
        match (inside, outside) {
            (Some(i), Some(o)) if o.lost_to > i.lost_to => Some(o),
            (Some(i), _) => Some(i),
            (None, o) => o,
        }
    }

    /// Forgets the open gap: it was recorded, or its entries were brought back.
    pub(crate) fn close_gap(&self) {
        let _ = std::fs::remove_file(self.log.with_extension("lost"));
        if let Some(outside) = self.outside_lost() {
            let _ = std::fs::remove_file(outside);
        }
    }

    /// The outside copy of the open gap, beside the outside mark.
    fn outside_lost(&self) -> Option<PathBuf> {
        Some(
            self.outside_mark(&self.station_key()?)?
                .with_extension("lost"),
        )
    }

    /// The station's mark: the log's last line that holds (its hash, its signature, a
    /// signer `trusted` accepts), or the outside copy when that names a higher entry (the
    /// log was rolled back with its data folder).
    pub(crate) fn mark(&self, trusted: &dyn Fn(&str) -> bool) -> Option<Mark> {
        let holds = |l: &Line| {
            let r = &l.record;
            l.pitpay_station == FORMAT
                && !r.event.signer.is_empty()
                && trusted(&r.event.signer)
                && chain::hashes(r)
                && keys::verify(
                    &r.event.signer,
                    &chain::canonical(r.seq, &r.event, &r.prev),
                    &r.signature,
                )
        };
        let last = tail(&self.log).into_iter().rev().find(|l| holds(l));
        let outside = self
            .station_key()
            .and_then(|k| self.outside_mark(&k))
            .and_then(|p| read_mark(&p))
            .filter(|l| holds(l));
        let newest = match (last, outside) {
            (Some(l), Some(o)) if o.record.seq > l.record.seq => Some(o),
            (Some(l), _) => Some(l),
            (None, o) => o,
        };
        newest.map(|l| {
            let mut record = l.record;
            record.event.payload_sha256 = record.event.payload_hash();
            record.event.payload.clear();
            Mark {
                record,
                wrote: l.wrote,
            }
        })
    }

    /// The log's last entry, unchecked (a seen head no further is not logged again).
    fn newest_seq(&self) -> i64 {
        tail(&self.log).last().map_or(0, |l| l.record.seq)
    }
}

/// The key a `rotate` entry replaced, as its record names it.
fn replaced_key(r: &Record) -> Option<String> {
    if r.event.kind != chain::Kind::Rotate {
        return None;
    }
    let record: serde_json::Value = serde_json::from_str(&r.event.payload).ok()?;
    record["change"]["from"].as_str().map(str::to_string)
}

/// Every line of a station's log that reads, in the order written, to `each`: the
/// station's own (`journal --recover` reads it whole) or another podium's, copied here.
pub(crate) fn read_log(path: &Path, each: &mut dyn FnMut(Line)) -> std::io::Result<()> {
    let file = std::fs::File::open(path)?;
    let reader = std::io::BufReader::new(file);
    for line in std::io::BufRead::lines(reader) {
        // A line cut by a kill, or a damaged one, is passed over: every entry is checked
        // again before it is put back.
        if let Ok(line) = serde_json::from_str::<Line>(&line?) {
            each(line);
        }
    }
    Ok(())
}

/// Whether a file is a station's log (its first line reads as one).
pub(crate) fn is_log(path: &Path) -> bool {
    let Ok(file) = std::fs::File::open(path) else {
        return false;
    };
    let mut first = String::new();
    let mut reader = std::io::BufReader::new(file.take(4 << 20));
    std::io::BufRead::read_line(&mut reader, &mut first).is_ok()
        && serde_json::from_str::<Line>(&first).is_ok()
}

/// Appends one line to the log and syncs it; the log and its folder are made readable
/// by their owner only.
fn append_line(log: &Path, line: &Line) -> std::io::Result<()> {
    let mut text = serde_json::to_vec(line).unwrap_or_default();
    text.push(b'\n');
    append_bytes(log, &text)
}

/// Appends bytes to a file (made owner-only, in an owner-only folder) and syncs them.
fn append_bytes(path: &Path, text: &[u8]) -> std::io::Result<()> {
    crate::files::create_private_dir(crate::files::folder_of(path))?;
    let mut options = std::fs::OpenOptions::new();
    options.append(true).create(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    // One write of the whole line: appends from two processes do not interleave.
    file.write_all(text)?;
    file.sync_data()
}

/// The complete lines at the end of the log that read (more of the file is read when
/// its last lines are longer than [`TAIL`]).
fn tail(log: &Path) -> Vec<Line> {
    let Ok(mut file) = std::fs::File::open(log) else {
        return Vec::new();
    };
    let len = file.metadata().map(|m| m.len()).unwrap_or(0);
    let mut window = TAIL;
    loop {
        let from = len.saturating_sub(window);
        let mut bytes = Vec::new();
        let read = file
            .seek(SeekFrom::Start(from))
            .and_then(|_| file.read_to_end(&mut bytes));
        if read.is_err() {
            return Vec::new();
        }
        let text = String::from_utf8_lossy(&bytes);
        let mut pieces: Vec<&str> = text.split('\n').collect();
        if from > 0 && !pieces.is_empty() {
            // The first piece may be the end of a line that began before the window.
            pieces.remove(0);
        }
        let lines: Vec<Line> = pieces
            .iter()
            .filter_map(|p| serde_json::from_str(p).ok())
            .collect();
        if !lines.is_empty() || from == 0 {
            return lines;
        }
        window = window.saturating_mul(4);
    }
}

/// The outside copy of a mark, if it reads.
fn read_mark(path: &Path) -> Option<Line> {
    let bytes = pitpay_core::read_limited(path, pitpay_core::Input::Mark, 1 << 20).ok()?;
    serde_json::from_slice(&bytes).ok()
}

/// What a podium remembers of the shared journal it writes to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Remembered {
    /// `FORMAT`.
    pub pitpay_journal: u32,
    /// The identities it last wrote under.
    pub identity: Identity,
    /// The newest entry it saw there, and its hash.
    pub seen: i64,
    /// That entry's hash.
    pub seen_hash: String,
}

/// The journal's and the database's identity, and the head last seen, as a podium's
/// memory keeps them (JSON).
pub(crate) fn remembered(identity: &Identity, head: &chain::Head) -> Remembered {
    Remembered {
        pitpay_journal: kept::FORMAT,
        identity: identity.clone(),
        seen: head.seq,
        seen_hash: head.hash.clone(),
    }
}

/// What to tell when the station's memory could not be written: the entry is in the
/// journal, but a restore would not be caught by this podium's mark until its next one.
pub(super) fn cannot_remember(memory: &Memory, e: &std::io::Error) -> Sentence {
    sentence!(
        "note-cannot-remember",
        log = memory.log().display().to_string(),
        why = e.to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::journal::chain::{advance, link, Event, Head, Kind};
    use crate::keys::Keys;

    fn entries(keys: &Keys, n: i64) -> Vec<Record> {
        let mut head = Head::default();
        (1..=n)
            .map(|i| {
                let mut e = Event::new(Kind::Issue, i, "2026-11-26T14:02:00Z");
                e.payload = format!("{{\"signed\":{{\"slip\":{i}}}}}");
                let r = link(&head, e, keys);
                head = advance(&head, &r);
                r
            })
            .collect()
    }

    /// The mark is the newest entry remembered, in the log or outside it,
    /// whichever is further; a line cut by a kill and a line signed by a key the
    /// station does not trust are passed over.
    #[test]
    fn the_mark_is_the_newest_trusted_entry_in_the_log_or_outside() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        let keys = Keys::load_or_create(&data).unwrap();
        let outside = dir.path().join("outside");
        let memory = Memory::new(&data, "own", Some(&outside));
        let mine = keys.public_hex();
        let trusted = |k: &str| k == mine;
        assert!(memory.mark(&trusted).is_none());
        let records = entries(&keys, 3);
        for r in &records {
            memory.remember(r, true).unwrap();
        }
        let mark = memory.mark(&trusted).unwrap();
        assert_eq!((mark.record.seq, mark.wrote), (3, true));
        assert_eq!(mark.record.hash, records[2].hash);
        // The log rolled back (restored with its data folder): the outside copy holds.
        std::fs::remove_file(memory.log()).unwrap();
        let old = Line {
            pitpay_station: FORMAT,
            wrote: true,
            record: records[0].clone(),
        };
        append_line(memory.log(), &old).unwrap();
        assert_eq!(memory.mark(&trusted).unwrap().record.seq, 3);
        // A torn last line is passed over.
        let mut log = std::fs::OpenOptions::new()
            .append(true)
            .open(memory.log())
            .unwrap();
        log.write_all(b"{\"pitpay_station\":1,\"wrote\":tr")
            .unwrap();
        assert_eq!(memory.mark(&trusted).unwrap().record.seq, 3);
        // Another key's entries are not this station's mark.
        let (_d, other) = {
            let d = tempfile::tempdir().unwrap();
            let k = Keys::load_or_create(d.path()).unwrap();
            (d, k)
        };
        let stranger = entries(&other, 9);
        let memory2 = Memory::new(&dir.path().join("data2"), "own", None);
        memory2.remember(&stranger[8], true).unwrap();
        assert!(memory2.mark(&trusted).is_none());
    }

    /// A journal restored behind this podium's mark, or holding another entry there,
    /// names the entry the podium wrote (its number, what it was, when) in the
    /// reader's language, and in English as before.
    #[test]
    fn what_a_restored_journal_lost_is_said_in_the_readers_language() {
        use pitpay_language::{Language, Sentence, Words};
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::load_or_create(dir.path()).unwrap();
        let record = entries(&keys, 41).pop().unwrap();
        let wrote = Mark {
            record: Record {
                event: Event::new(Kind::Issue, 17, "2026-11-26T14:02:00Z"),
                ..record.clone()
            },
            wrote: true,
        };
        let behind = crate::JournalError::Behind {
            at: "/data/journal.db".into(),
            end: 40,
            what: wrote.said(),
        };
        assert_eq!(
            behind.to_string(),
            "the journal (/data/journal.db) ends at entry 40, but this podium wrote entry 41 \
             (issue of slip 17) on 2026-11-26T14:02:00Z: it was restored from an older copy or \
             its newest entries were cut. Nothing was written. Bring the missing entries back \
             by recovering the journal (docs/operations.md, \"Restoring and recovering\")"
        );
        let saw = Mark {
            record: Record {
                event: Event::new(Kind::Void, 9, "2026-11-26T15:00:00Z"),
                ..record
            },
            wrote: false,
        };
        assert_eq!(
            saw.said().to_string(),
            "this podium saw entry 41 (void of slip 9) on 2026-11-26T15:00:00Z"
        );
        let diverged = crate::JournalError::Diverged {
            at: "/data/journal.db".into(),
            seq: 41,
            what: saw.said(),
        };
        for tag in ["zh-Hant", "zh-Hans"] {
            let w = Words::shipped(Language::parse(tag).unwrap());
            let chinese = Sentence::from(&behind).in_words(&w);
            for figure in ["/data/journal.db", "40", "41", "17", "2026-11-26T14:02:00Z"] {
                assert!(chinese.contains(figure), "{figure} in {chinese}");
            }
            let other = Sentence::from(&diverged).in_words(&w);
            for figure in ["41", "派彩單 9", "2026-11-26T15:00:00Z"] {
                let figure = if tag == "zh-Hans" {
                    figure.replace('單', "单")
                } else {
                    figure.to_string()
                };
                assert!(other.contains(&figure), "{figure} in {other}");
            }
            for english in [&chinese, &other] {
                for word in ["podium", "wrote", "saw", "issue of", "void of"] {
                    assert!(!english.contains(word), "{word} in {english}");
                }
            }
        }
    }
}

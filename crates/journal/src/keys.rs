//! This installation's signing key and the keys it trusts (ROUND-FILE.md "Verify").
//!
//! The key is an Ed25519 key created on first use in the user's data folder, readable by
//! its owner only. It is created exactly once, whatever runs at the same moment: the new
//! key is written to a temporary file and linked into place only if no key is there yet;
//! a process that loses that race reads the winner's key, so every slip and journal
//! entry of an installation is signed by one key. A key file that does not hold a key is
//! reported as damaged, never replaced.
//!
//! `trusted-keys.toml` in the same folder lists other installations' public keys
//! (`[[key]] name = "…", public_key = "<64 hex digits>"`). A malformed entry is reported
//! by file and line, and the other entries (and this installation's own key) still count.
//!
//! Signatures, seals and keys travel as lower-case hex of exactly the right length; any
//! other spelling of the same bytes (upper case, spaces) is refused, so that each
//! signed object has exactly one written form.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use sha2::{Digest, Sha256};

use pitpay_core::ReadError;
use pitpay_language::{sentence, Sentence};

use crate::files::{Access, Staged};

/// Why a key could not be loaded, created or used.
#[derive(Debug, Clone, thiserror::Error)]
pub enum KeyError {
    /// The key file is there but does not read (the reader's words).
    Unreadable {
        /// The key file.
        path: PathBuf,
        /// Why not.
        why: String,
    },
    /// The key file holds no key.
    Damaged {
        /// The key file.
        path: PathBuf,
    },
    /// The data folder could not be made for a new key.
    NoFolder {
        /// The data folder.
        dir: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The system gave no randomness for a new key.
    NoRandomness(getrandom::Error),
    /// A new key could not be written.
    Unwritable {
        /// The key file.
        path: PathBuf,
        /// Why not.
        source: Arc<std::io::Error>,
    },
    /// The key file vanished while another process made it.
    Vanished {
        /// The key file.
        path: PathBuf,
    },
    /// This installation has no key yet (where one is needed and none is made).
    None {
        /// Where the key file would be.
        path: PathBuf,
    },
    /// This installation has a key already (where a new one was asked for).
    Exists {
        /// Its fingerprint.
        fingerprint: String,
        /// The key file.
        path: PathBuf,
    },
    /// A journal of signed entries, and no key to check them with.
    NoneToCheck {
        /// Where the key file would be.
        path: PathBuf,
    },
}

pitpay_language::english_display!(KeyError);

/// Why a key could not be had, in any language (the system's and the reader's own
/// words as they give them).
impl From<&KeyError> for Sentence {
    fn from(e: &KeyError) -> Sentence {
        let shown = |p: &Path| p.display().to_string();
        match e {
            KeyError::Unreadable { path, why } => {
                sentence!(
                    "journal-error-key-unreadable",
                    path = shown(path),
                    why = why
                )
            }
            KeyError::Damaged { path } => {
                sentence!("journal-error-key-damaged", path = shown(path))
            }
            KeyError::NoFolder { dir, source } => sentence!(
                "journal-error-key-no-folder",
                folder = shown(dir),
                why = source.to_string()
            ),
            KeyError::NoRandomness(why) => {
                sentence!("journal-error-key-no-randomness", why = why.to_string())
            }
            KeyError::Unwritable { path, source } => sentence!(
                "journal-error-key-unwritable",
                path = shown(path),
                why = source.to_string()
            ),
            KeyError::Vanished { path } => {
                sentence!("journal-error-key-vanished", path = shown(path))
            }
            KeyError::None { path } => sentence!("journal-error-key-none", path = shown(path)),
            KeyError::Exists { fingerprint, path } => sentence!(
                "journal-error-key-exists",
                fingerprint = fingerprint,
                path = shown(path)
            ),
            KeyError::NoneToCheck { path } => {
                sentence!("journal-error-key-none-to-check", path = shown(path))
            }
        }
    }
}

/// The installation's signing key.
pub struct Keys {
    signing: SigningKey,
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// Bytes from hex digits (either case, surrounding spaces ignored): for reading key
/// files people may have copied by hand. Signed objects use [`canonical_hex`].
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let s = s.trim();
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| s.get(i..i + 2).and_then(|b| u8::from_str_radix(b, 16).ok()))
        .collect()
}

/// `len` bytes written as exactly `2 × len` lower-case hex digits, and nothing else.
pub fn canonical_hex(s: &str, len: usize) -> Option<Vec<u8>> {
    let ok = s.len() == 2 * len && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
    ok.then(|| unhex(s)).flatten()
}

/// The fingerprint people compare: the first 16 hex digits of the SHA-256 of the key.
pub fn fingerprint(public: &[u8]) -> String {
    let digest = Sha256::digest(public);
    hex(digest.get(..8).unwrap_or_default())
}

impl Keys {
    /// The key file in a data folder.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join("signing-key")
    }

    /// The installation's key, if it has one (nothing is created). A file that is there
    /// but holds no key is an error that says so.
    pub fn load(dir: &Path) -> Result<Option<Keys>, KeyError> {
        let path = Keys::path(dir);
        let text = match pitpay_core::read_text(&path, pitpay_core::Input::SigningKey) {
            Ok(text) => text,
            Err(ReadError::Missing) => return Ok(None),
            Err(e) => {
                return Err(KeyError::Unreadable {
                    path,
                    why: e.to_string(),
                })
            }
        };
        let bytes: [u8; 32] = unhex(&text)
            .and_then(|b| b.try_into().ok())
            .ok_or(KeyError::Damaged { path })?;
        Ok(Some(Keys {
            signing: SigningKey::from_bytes(&bytes),
        }))
    }

    /// Loads the installation's key, creating it (owner-only) on first use. Of several
    /// processes creating it at once, one key wins and all of them use it.
    pub fn load_or_create(dir: &Path) -> Result<Keys, KeyError> {
        if let Some(keys) = Keys::load(dir)? {
            return Ok(keys);
        }
        crate::files::create_private_dir(dir).map_err(|e| KeyError::NoFolder {
            dir: dir.to_path_buf(),
            source: Arc::new(e),
        })?;
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(KeyError::NoRandomness)?;
        let path = Keys::path(dir);
        let cannot = |e: std::io::Error| KeyError::Unwritable {
            path: path.clone(),
            source: Arc::new(e),
        };
        let staged =
            Staged::write(&path, hex(&seed).as_bytes(), Access::OwnerOnly).map_err(cannot)?;
        if staged.commit_if_absent().map_err(cannot)? {
            return Ok(Keys {
                signing: SigningKey::from_bytes(&seed),
            });
        }
        // Another process created the key first: use theirs.
        Keys::load(dir)?.ok_or(KeyError::Vanished { path })
    }

    /// A key from its 32 secret bytes (a person's key, once unsealed).
    pub(crate) fn from_seed(seed: &[u8; 32]) -> Keys {
        Keys {
            signing: SigningKey::from_bytes(seed),
        }
    }

    /// A new key from the system's randomness, and its secret bytes (to be sealed).
    pub(crate) fn generate() -> Result<(Keys, [u8; 32]), KeyError> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(KeyError::NoRandomness)?;
        Ok((Keys::from_seed(&seed), seed))
    }

    /// The public key's bytes.
    pub fn public(&self) -> [u8; 32] {
        self.signing.verifying_key().to_bytes()
    }

    /// The public key as hex.
    pub fn public_hex(&self) -> String {
        hex(&self.public())
    }

    /// Signs bytes; the signature as hex (128 digits).
    pub fn sign(&self, message: &[u8]) -> String {
        hex(&self.signing.sign(message).to_bytes())
    }
}

/// Checks a signature over `message` by a public key, both as canonical hex (lower
/// case, exact length), with Ed25519's strict rules (no malleable encodings).
pub fn verify(public_hex: &str, message: &[u8], signature_hex: &str) -> bool {
    let Some(Ok(key)) = canonical_hex(public_hex, 32)
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .map(|b| VerifyingKey::from_bytes(&b))
    else {
        return false;
    };
    let Some(sig) = canonical_hex(signature_hex, 64).and_then(|b| <[u8; 64]>::try_from(b).ok())
    else {
        return false;
    };
    key.verify_strict(message, &Signature::from_bytes(&sig))
        .is_ok()
}

/// The keys `trusted-keys.toml` lists, and what in it could not be read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Trusted {
    /// Name and public key (lower-case hex) of every entry that reads.
    pub keys: Vec<(String, String)>,
    /// Each problem, as `FILE:LINE: what`.
    pub problems: Vec<String>,
}

/// The names and public keys listed in `trusted-keys.toml`. A file that does not read
/// gives no keys and one problem; an entry that does not read is skipped with a problem
/// naming its line.
pub fn trusted(dir: &Path) -> Trusted {
    let path = dir.join("trusted-keys.toml");
    let name = path.display().to_string();
    let text = match pitpay_core::read_text(&path, pitpay_core::Input::TrustedKeys) {
        Ok(t) => t,
        Err(ReadError::Missing) => return Trusted::default(),
        Err(e) => {
            return Trusted {
                keys: Vec::new(),
                problems: vec![format!("{name}: {e}")],
            }
        }
    };
    match toml::from_str::<TrustedFile>(&text) {
        Ok(file) => entries(&name, &text, file),
        Err(e) => Trusted {
            keys: Vec::new(),
            problems: vec![pitpay_core::FileError::from_toml(&name, &text, &e).to_string()],
        },
    }
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TrustedFile {
    #[serde(default)]
    key: Vec<toml::Spanned<TrustedEntry>>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TrustedEntry {
    name: String,
    public_key: toml::Spanned<String>,
}

fn entries(file: &str, text: &str, parsed: TrustedFile) -> Trusted {
    let mut out = Trusted::default();
    for (i, entry) in parsed.key.into_iter().enumerate() {
        let e = entry.into_inner();
        let written = e.public_key.get_ref().trim().to_ascii_lowercase();
        let valid = canonical_hex(&written, 32)
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .is_some_and(|b| VerifyingKey::from_bytes(&b).is_ok());
        if valid {
            out.keys.push((e.name, written));
        } else {
            let error = pitpay_core::FileError::at(
                file,
                text,
                Some(e.public_key.span()),
                format!("key[{}].public_key", i + 1),
                pitpay_language::sentence!("file-not-a-public-key"),
            );
            out.problems.push(error.to_string());
        }
    }
    out
}

/// Public-key hex for display.
pub fn to_hex(bytes: &[u8]) -> String {
    hex(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_hex_is_lower_case_of_the_exact_length() {
        assert_eq!(canonical_hex("00ff", 2), Some(vec![0, 255]));
        assert_eq!(canonical_hex("00FF", 2), None);
        assert_eq!(canonical_hex("00ff ", 2), None);
        assert_eq!(canonical_hex("00f", 2), None);
        assert_eq!(canonical_hex("00ff00", 2), None);
    }

    #[test]
    fn an_upper_case_signature_does_not_verify() {
        let dir = tempfile::tempdir().unwrap();
        let keys = Keys::load_or_create(dir.path()).unwrap();
        let sig = keys.sign(b"slip");
        assert!(verify(&keys.public_hex(), b"slip", &sig));
        assert!(!verify(&keys.public_hex(), b"slip", &sig.to_uppercase()));
        assert!(!verify(&keys.public_hex().to_uppercase(), b"slip", &sig));
    }

    #[test]
    fn a_key_is_created_once_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        assert!(Keys::load(dir.path()).unwrap().is_none());
        let a = Keys::load_or_create(dir.path()).unwrap();
        let b = Keys::load_or_create(dir.path()).unwrap();
        assert_eq!(a.public(), b.public());
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left");
    }

    #[test]
    fn a_damaged_key_is_reported_as_damaged_and_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(Keys::path(dir.path()), "not a key").unwrap();
        let e = Keys::load_or_create(dir.path()).err().unwrap();
        assert!(matches!(e, KeyError::Damaged { .. }), "{e}");
        assert_eq!(
            std::fs::read_to_string(Keys::path(dir.path())).unwrap(),
            "not a key"
        );
    }
}

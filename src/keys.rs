//! This installation's signing key and the keys it trusts (ROUND-FILE.md "Verify").
//!
//! The key is an Ed25519 key created on first use in the user's data folder, readable by
//! its owner only. `trusted-keys.toml` in the same folder lists other installations'
//! public keys (`[[key]] name = "…", public_key = "<64 hex digits>"`).

use std::path::{Path, PathBuf};

use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use sha2::{Digest, Sha256};

/// Why a key could not be loaded, created or used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct KeyError(pub String);

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

/// Bytes from hex digits.
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let s = s.trim();
    if s.len() % 2 != 0 {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| s.get(i..i + 2).and_then(|b| u8::from_str_radix(b, 16).ok()))
        .collect()
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

    /// Loads the installation's key, creating it (owner-only) on first use.
    pub fn load_or_create(dir: &Path) -> Result<Keys, KeyError> {
        let path = Keys::path(dir);
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                let bytes: [u8; 32] = unhex(&text)
                    .and_then(|b| b.try_into().ok())
                    .ok_or_else(|| KeyError(format!("{}: not a signing key", path.display())))?;
                Ok(Keys {
                    signing: SigningKey::from_bytes(&bytes),
                })
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                std::fs::create_dir_all(dir).map_err(|e| {
                    KeyError(format!(
                        "{}: cannot create the data folder: {e}",
                        dir.display()
                    ))
                })?;
                let mut seed = [0u8; 32];
                getrandom::fill(&mut seed)
                    .map_err(|e| KeyError(format!("no randomness for a new key: {e}")))?;
                write_private(&path, &hex(&seed))?;
                Ok(Keys {
                    signing: SigningKey::from_bytes(&seed),
                })
            }
            Err(e) => Err(KeyError(format!("{}: cannot read: {e}", path.display()))),
        }
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

/// Checks a hex signature over `message` by a hex public key.
pub fn verify(public_hex: &str, message: &[u8], signature_hex: &str) -> bool {
    let Some(Ok(key)) = unhex(public_hex)
        .and_then(|b| <[u8; 32]>::try_from(b).ok())
        .map(|b| VerifyingKey::from_bytes(&b))
    else {
        return false;
    };
    let Some(sig) = unhex(signature_hex).and_then(|b| <[u8; 64]>::try_from(b).ok()) else {
        return false;
    };
    key.verify(message, &Signature::from_bytes(&sig)).is_ok()
}

/// The names and public keys listed in `trusted-keys.toml`.
pub fn trusted(dir: &Path) -> Result<Vec<(String, String)>, KeyError> {
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        #[serde(default)]
        key: Vec<Entry>,
    }
    #[derive(serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Entry {
        name: String,
        public_key: String,
    }
    let path = dir.join("trusted-keys.toml");
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(KeyError(format!("{}: cannot read: {e}", path.display()))),
    };
    let file: File = toml::from_str(&text).map_err(|e| {
        KeyError(
            crate::error::FileError::from_toml(&path.display().to_string(), &text, &e).to_string(),
        )
    })?;
    Ok(file
        .key
        .into_iter()
        .map(|e| (e.name, e.public_key.trim().to_ascii_lowercase()))
        .collect())
}

/// Writes the key file, readable by its owner only, atomically.
fn write_private(path: &Path, text: &str) -> Result<(), KeyError> {
    crate::files::write_private(path, text.as_bytes()).map_err(|e| {
        KeyError(format!(
            "{}: cannot write the signing key: {e}",
            path.display()
        ))
    })
}

/// Public-key hex for display.
pub fn to_hex(bytes: &[u8]) -> String {
    hex(bytes)
}

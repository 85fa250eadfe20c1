//! A staff member's credential: a PIN or passphrase of at least six
//! characters, kept only as an Argon2id hash, and the member's own Ed25519 signing key,
//! kept sealed (ChaCha20-Poly1305) under a key Argon2id derives from the same PIN. The
//! PIN itself is never stored: a register read from a stolen database gives neither the
//! PIN nor the key without guessing the PIN through Argon2id, once per guess.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use chacha20poly1305::aead::Aead;
use chacha20poly1305::{ChaCha20Poly1305, KeyInit, Nonce};

use crate::keys::{self, Keys};

/// The fewest characters a PIN or passphrase may have.
pub(crate) const MIN_PIN: usize = 6;
/// The most (a passphrase, not an essay: it is hashed on every sign-in).
pub(crate) const MAX_PIN: usize = 128;

/// What the register stores of a credential: the PIN's Argon2id hash (PHC string), the
/// member's public key, and their secret key sealed under the PIN (hex: salt, nonce,
/// sealed bytes).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credential {
    /// The PIN's Argon2id hash, as a PHC string (`$argon2id$v=19$m=…`).
    pub pin_hash: String,
    /// The member's public key, hex.
    pub public_key: String,
    /// Their secret key, sealed: 16 bytes of salt, 12 of nonce, 48 sealed, as hex.
    pub sealed_key: String,
}

/// Why a PIN did not open a credential.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Unlock {
    /// The PIN is not this member's.
    WrongPin,
    /// The stored credential does not read or does not hold the key it names (the
    /// register was changed).
    Damaged(CredentialDamage),
}

/// What is wrong with a stored credential (the register was changed), in the words
/// that follow "damaged".
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CredentialDamage {
    /// Its PIN hash does not read.
    HashUnread,
    /// Its PIN hash is of another kind.
    NotArgon2id,
    /// Its sealed key does not read.
    SealedUnread,
    /// The PIN could not be hashed to open it (Argon2's words).
    Hash(String),
    /// Its sealed key does not open with its PIN.
    DoesNotOpen,
    /// What it holds sealed is not a key.
    NotAKey,
    /// Its sealed key is another than the public key it names.
    OtherKey,
}

/// Why a PIN as typed cannot be one, in the words that follow "the PIN" (never the PIN
/// itself).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PinRefused {
    /// Nothing typed.
    Empty,
    /// Fewer characters than a PIN has.
    Short(usize),
    /// More characters than a PIN has.
    Long(usize),
    /// A control character.
    Control,
}

/// Why a credential could not be made.
#[derive(Debug, Clone, thiserror::Error)]
pub enum EnrollError {
    /// The PIN cannot be one.
    Pin(#[from] PinRefused),
    /// No signing key could be made.
    Key(#[from] crate::keys::KeyError),
    /// The system gave no randomness (its words).
    NoRandomness(String),
    /// The PIN could not be hashed (Argon2's words).
    Hash(String),
    /// The signing key could not be sealed.
    Seal,
}

/// A PIN as typed, checked: at least [`MIN_PIN`] characters, at most [`MAX_PIN`], no
/// control characters. `Err` says what is wrong, never the PIN itself.
pub(crate) fn check_pin(pin: &str) -> Result<(), PinRefused> {
    let count = pin.chars().count();
    if count == 0 {
        return Err(PinRefused::Empty);
    }
    if count < MIN_PIN {
        return Err(PinRefused::Short(count));
    }
    if count > MAX_PIN {
        return Err(PinRefused::Long(count));
    }
    if pin.chars().any(char::is_control) {
        return Err(PinRefused::Control);
    }
    Ok(())
}

fn random<const N: usize>() -> Result<[u8; N], EnrollError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|e| EnrollError::NoRandomness(e.to_string()))?;
    Ok(bytes)
}

/// The key that seals a member's signing key: Argon2id of the PIN with its own salt.
fn sealing_key(pin: &str, salt: &[u8]) -> Result<[u8; 32], argon2::Error> {
    let mut key = [0u8; 32];
    Argon2::default().hash_password_into(pin.as_bytes(), salt, &mut key)?;
    Ok(key)
}

/// A new credential for `pin` (checked first): a new signing key, sealed under it.
/// Returns the credential and the key, unsealed, to sign with at once.
pub fn enroll(pin: &str) -> Result<(Credential, Keys), EnrollError> {
    check_pin(pin)?;
    let (keys, seed) = Keys::generate()?;
    let hashing = |e: argon2::password_hash::Error| EnrollError::Hash(e.to_string());
    let salt = SaltString::encode_b64(&random::<16>()?).map_err(hashing)?;
    let pin_hash = Argon2::default()
        .hash_password(pin.as_bytes(), &salt)
        .map_err(hashing)?
        .to_string();
    let key_salt = random::<16>()?;
    let nonce = random::<12>()?;
    let sealing = sealing_key(pin, &key_salt).map_err(|e| EnrollError::Hash(e.to_string()))?;
    let cipher = ChaCha20Poly1305::new(&sealing.into());
    let sealed = cipher
        .encrypt(Nonce::from_slice(&nonce), seed.as_slice())
        .map_err(|_| EnrollError::Seal)?;
    let mut stored = Vec::with_capacity(76);
    stored.extend_from_slice(&key_salt);
    stored.extend_from_slice(&nonce);
    stored.extend_from_slice(&sealed);
    let credential = Credential {
        pin_hash,
        public_key: keys.public_hex(),
        sealed_key: keys::to_hex(&stored),
    };
    Ok((credential, keys))
}

impl Credential {
    /// Whether `pin` is this credential's (by its Argon2id hash).
    pub(crate) fn accepts(&self, pin: &str) -> Result<bool, Unlock> {
        let hash = PasswordHash::new(&self.pin_hash)
            .map_err(|_| Unlock::Damaged(CredentialDamage::HashUnread))?;
        if hash.algorithm.as_str() != "argon2id" {
            return Err(Unlock::Damaged(CredentialDamage::NotArgon2id));
        }
        Ok(Argon2::default()
            .verify_password(pin.as_bytes(), &hash)
            .is_ok())
    }

    /// The member's signing key, unsealed with `pin`: refused for a wrong PIN, and for
    /// a sealed key that does not open or is not the public key the register names.
    pub(crate) fn unlock(&self, pin: &str) -> Result<Keys, Unlock> {
        if !self.accepts(pin)? {
            return Err(Unlock::WrongPin);
        }
        let stored = keys::canonical_hex(&self.sealed_key, 76)
            .ok_or(Unlock::Damaged(CredentialDamage::SealedUnread))?;
        let (key_salt, rest) = stored.split_at(16);
        let (nonce, sealed) = rest.split_at(12);
        let sealing = sealing_key(pin, key_salt)
            .map_err(|e| Unlock::Damaged(CredentialDamage::Hash(e.to_string())))?;
        let seed = ChaCha20Poly1305::new(&sealing.into())
            .decrypt(Nonce::from_slice(nonce), sealed)
            .map_err(|_| Unlock::Damaged(CredentialDamage::DoesNotOpen))?;
        let seed: [u8; 32] = seed
            .try_into()
            .map_err(|_| Unlock::Damaged(CredentialDamage::NotAKey))?;
        let keys = Keys::from_seed(&seed);
        if keys.public_hex() != self.public_key {
            return Err(Unlock::Damaged(CredentialDamage::OtherKey));
        }
        Ok(keys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PIN or passphrase of at least six characters, no control characters.
    #[test]
    fn short_empty_and_control_character_pins_are_refused_in_words() {
        assert_eq!(check_pin("").unwrap_err().to_string(), "is empty");
        let short = check_pin("12345").unwrap_err();
        assert_eq!(short, PinRefused::Short(5));
        assert!(short.to_string().contains("at least 6"));
        assert_eq!(check_pin("1234\t56").unwrap_err(), PinRefused::Control);
        let long = check_pin(&"9".repeat(129)).unwrap_err();
        assert!(long.to_string().contains("at most 128"));
        check_pin("246810").unwrap();
        check_pin("correct horse battery").unwrap();
    }

    /// The PIN is stored only as an Argon2id hash, the key sealed under it;
    /// the right PIN opens the key, a wrong one does not, and a sealed key swapped for
    /// another member's is caught.
    #[test]
    fn a_credential_opens_with_its_pin_only() {
        let (c, keys) = enroll("482913").unwrap();
        assert!(c.pin_hash.starts_with("$argon2id$"), "{}", c.pin_hash);
        assert!(!c.pin_hash.contains("482913") && !c.sealed_key.contains("482913"));
        assert_eq!(c.public_key, keys.public_hex());
        assert_eq!(c.unlock("482913").unwrap().public_hex(), keys.public_hex());
        assert_eq!(c.unlock("482914").err(), Some(Unlock::WrongPin));
        let (other, _) = enroll("482913").unwrap();
        let swapped = Credential {
            sealed_key: other.sealed_key,
            ..c.clone()
        };
        assert!(matches!(swapped.unlock("482913"), Err(Unlock::Damaged(_))));
        let weak = Credential {
            pin_hash: "$argon2i$v=19$m=16,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g".into(),
            ..c
        };
        assert!(matches!(weak.unlock("482913"), Err(Unlock::Damaged(_))));
    }
}

//! The staff register as people use it (docs/who-signs.md): the commands that
//! enrol, reset and disable members ([`add`], [`reset`], [`disable`]) and the sign-in that checks a PIN
//! against the register as the journal holds it ([`sign_in()`]). They stand above the
//! journal; the register's model, which the journal stores and checks, is
//! `register`, below it, and is named here too, as `staff::Register` and
//! so on.

mod command;
mod sign_in;
#[cfg(test)]
mod tests;

pub use crate::{
    register::{
        credential::{enroll, Credential, CredentialDamage, EnrollError, PinRefused},
        pins::Pins,
        *,
    },
    staff::command::{
        add, adopt_database, disable, list, register, reset, rotate, sign_in_member, CommandError,
        NewMember,
    },
    staff::sign_in::{sign_in, SignInError, SignedIn},
};

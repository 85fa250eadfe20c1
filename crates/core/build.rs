//! The shipped files are the `paytables/` folder itself: this script lists
//! `paytables/*.toml`, `paytables/racks/*.toml` and `paytables/jurisdictions/*.toml` and
//! writes one `(file name, contents)` list of each into the build, so a shipped paytable,
//! side bet, rack or jurisdiction is its file alone, with no Rust list to keep beside it.

use std::error::Error;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() -> Result<(), Box<dyn Error>> {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").ok_or("CARGO_MANIFEST_DIR unset")?;
    let out = std::env::var_os("OUT_DIR").ok_or("OUT_DIR unset")?;
    let root = PathBuf::from(manifest).join("../../paytables");
    let mut code = String::new();
    for (name, folder) in [
        ("SHIPPED_PAYTABLES", root.clone()),
        ("SHIPPED_RACKS", root.join("racks")),
        ("SHIPPED_JURISDICTIONS", root.join("jurisdictions")),
    ] {
        println!("cargo:rerun-if-changed={}", folder.display());
        list(&mut code, name, &folder)?;
    }
    std::fs::write(PathBuf::from(out).join("shipped.rs"), code)?;
    Ok(())
}

/// `pub(crate) const NAME: &[(&str, &str)] = &[("file.toml", include_str!("/abs/file.toml")), …];`
/// in file-name order, so the catalog reads them in the same order on every machine.
fn list(code: &mut String, name: &str, folder: &Path) -> Result<(), Box<dyn Error>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(|e| format!("{}: {e}", folder.display()))? {
        let path = entry?.path();
        if path.is_file() && path.extension().is_some_and(|x| x == "toml") {
            files.push(path);
        }
    }
    files.sort();
    writeln!(code, "pub(crate) const {name}: &[(&str, &str)] = &[")?;
    for path in files {
        let file = path
            .file_name()
            .ok_or("a file")?
            .to_string_lossy()
            .into_owned();
        let full = path.canonicalize()?.display().to_string();
        writeln!(code, "    ({file:?}, include_str!({full:?})),")?;
    }
    writeln!(code, "];")?;
    Ok(())
}

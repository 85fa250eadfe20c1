//! The shipped words are the `locales/` folder itself: one folder per language (its BCP 47
//! tag), holding `.ftl` files. This script lists them and writes one
//! `(tag, file name, contents)` list into the build, so adding a language is adding its
//! folder, with no Rust list to keep beside it.

use std::error::Error;
use std::fmt::Write as _;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn Error>> {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").ok_or("CARGO_MANIFEST_DIR unset")?;
    let out = std::env::var_os("OUT_DIR").ok_or("OUT_DIR unset")?;
    let root = PathBuf::from(manifest).join("../../locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut files = Vec::new();
    for language in std::fs::read_dir(&root)? {
        let language = language?.path();
        if !language.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", language.display());
        let tag = language
            .file_name()
            .and_then(|n| n.to_str())
            .ok_or("a locales folder whose name is not UTF-8")?
            .to_string();
        for file in std::fs::read_dir(&language)? {
            let file = file?.path();
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                let name = file
                    .file_name()
                    .and_then(|n| n.to_str())
                    .ok_or("a .ftl file whose name is not UTF-8")?
                    .to_string();
                files.push((tag.clone(), name, file.canonicalize()?));
            }
        }
    }
    // Sorted, so every machine builds the same list in the same order.
    files.sort();
    let mut code = String::from(
        "/// Every shipped `.ftl` file: (language tag, file name, contents).\npub(crate) const SHIPPED: &[(&str, &str, &str)] = &[\n",
    );
    for (tag, name, path) in &files {
        writeln!(
            code,
            "    ({tag:?}, {name:?}, include_str!({:?})),",
            path.display().to_string()
        )?;
    }
    code.push_str("];\n");
    std::fs::write(PathBuf::from(out).join("shipped.rs"), code)?;
    Ok(())
}

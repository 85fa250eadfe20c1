//! The document the window filed last (a slip, a reprint, a sign, a shift report, an
//! export), and what can be done with it from the strip under the status line: print
//! it (Ctrl+Shift+P), open its folder (Ctrl+Shift+O), or save a copy elsewhere ("Save a
//! copy as…", the one place a path is ever asked for an output).
//!
//! Every output of the window is filed in its folder under a name of its own
//! ([`pitpay_journal::Shelf`]): nothing is saved-as, and nothing is ever written over.
//! A copy saved where a file already is takes the next free name and says so.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use iced::widget::{button, row, text};
use iced::{Element, Length};
use pitpay_language::{t, Words};

use super::error::{Error, Note};
use super::tab_stop;

/// A document filed (where, and the status line's words), or why not.
pub(crate) type FiledNote = Result<(PathBuf, String), Error>;

/// The strip's Print button (the focus goes there once a document is filed).
pub(crate) const PRINT_ID: &str = "filed-print";

/// The strip's "Open folder" button (the focus goes there after an export that is
/// not a PDF).
pub(crate) const FOLDER_ID: &str = "filed-folder";

/// A document filed by the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Filed {
    /// Where it is.
    pub path: PathBuf,
}

impl Filed {
    /// A document filed at `path`.
    pub(crate) fn at(path: PathBuf) -> Filed {
        Filed { path }
    }

    /// Whether Print can print it (a PDF; an export of the list or a backup cannot).
    pub(crate) fn printable(&self) -> bool {
        self.path
            .extension()
            .is_some_and(|x| x.eq_ignore_ascii_case("pdf"))
    }

    /// The file's name.
    pub(crate) fn name(&self) -> String {
        self.path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    }

    /// Its folder.
    pub(crate) fn folder(&self) -> PathBuf {
        self.path
            .parent()
            .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
    }

    /// The strip: where the document is, and its three actions.
    pub(crate) fn view<'a, M: Clone + 'a>(
        &'a self,
        w: &pitpay_language::Words,
        print: M,
        folder: M,
        copy: M,
    ) -> Element<'a, M> {
        let place = text(pitpay_language::t!(
            w,
            "window-filed",
            file = self.name(),
            folder = self.folder().display().to_string()
        ))
        .size(13)
        .wrapping(text::Wrapping::None);
        let mut strip = row![iced::widget::container(place)
            .width(Length::Fill)
            .clip(true)]
        .spacing(8)
        .align_y(iced::Alignment::Center);
        if self.printable() {
            strip = strip.push(
                tab_stop::stop(
                    button(text(pitpay_language::t!(w, "window-filed-print")).size(13))
                        .on_press(print)
                        .style(button::success)
                        .padding([3, 8]),
                    tab_stop::Kind::Press,
                )
                .id(PRINT_ID),
            );
        }
        strip
            .push(
                tab_stop::stop(
                    button(text(pitpay_language::t!(w, "window-filed-folder")).size(13))
                        .on_press(folder)
                        .style(button::secondary)
                        .padding([3, 8]),
                    tab_stop::Kind::Press,
                )
                .id(FOLDER_ID),
            )
            .push(tab_stop::press(
                button(text(pitpay_language::t!(w, "window-filed-copy")).size(13))
                    .on_press(copy)
                    .style(button::secondary)
                    .padding([3, 8]),
            ))
            .into()
    }
}

/// Opens `folder` in the system's file manager (`xdg-open` on Linux, Explorer on
/// Windows). A kiosk with none says where the file is instead. The note is in `words`.
pub(crate) async fn open_folder(folder: PathBuf, words: Arc<Words>) -> Note {
    let opener = if cfg!(windows) {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let started = std::process::Command::new(opener)
        .arg(&folder)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    match started {
        // Explorer's exit status says nothing useful; xdg-open's says whether it
        // found a file manager.
        Ok(mut child) => match child.wait() {
            Ok(status) if status.success() || cfg!(windows) => Ok(t!(
                words,
                "window-opened",
                file = folder.display().to_string()
            )),
            _ => Err(Error::NoFolderOpener(folder)),
        },
        Err(_) => Err(Error::NoFolderOpener(folder)),
    }
}

/// Copies the filed document to `to` (a name the save dialog gave, or a typed path),
/// never over a file that is there: then the next free name beside it. The note is in
/// `words`.
pub(crate) async fn save_copy(from: PathBuf, to: PathBuf, words: Arc<Words>) -> Note {
    let bytes = std::fs::read(&from).map_err(|e| Error::read(&from, e))?;
    let folder = to
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let name = to.file_name().map_or_else(
        || "copy.pdf".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let target = pitpay_journal::unused(&folder, &name);
    pitpay_journal::write_atomic(&target, &bytes).map_err(|e| Error::write(&target, e))?;
    let copy = target.display().to_string();
    if target == to {
        Ok(t!(words, "window-copy-saved", copy = copy))
    } else {
        let there = to.display().to_string();
        Ok(t!(
            words,
            "window-copy-saved-beside",
            there = there,
            copy = copy
        ))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_never_replaces_a_file() {
        let dir = tempfile::tempdir().unwrap();
        let from = dir.path().join("slip-000001.pdf");
        std::fs::write(&from, b"slip").unwrap();
        let to = dir.path().join("for-the-patron.pdf");
        std::fs::write(&to, b"someone else's").unwrap();
        let words = Arc::new(Words::shipped(pitpay_language::Language::ENGLISH));
        let copy = save_copy(from, to.clone(), words);
        let said = iced::futures::executor::block_on(copy).unwrap();
        assert!(said.contains("left as it is"), "{said}");
        assert_eq!(std::fs::read(&to).unwrap(), b"someone else's");
        assert_eq!(
            std::fs::read(dir.path().join("for-the-patron (2).pdf")).unwrap(),
            b"slip"
        );
    }
}

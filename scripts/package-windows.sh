#!/usr/bin/env bash
# Builds Pitpay for Windows on Debian and its installer, and prints the
# installer's path last: OUT_DIR/pitpay-VERSION-setup.exe (an NSIS installer: Program
# Files, a Start-menu folder, the example rounds and operator paytables, the licences,
# an uninstaller registered with Windows that leaves every user's data folder).
#
#   scripts/package-windows.sh [OUT_DIR]      # release, with the window; OUT_DIR default target/windows-package
#   PITPAY_WINDOWS_GUI=0 …                    # the command line alone (no iced): CI's build
#   PITPAY_WINDOWS_TARGET_DIR=DIR …           # cargo's target folder (default target/windows)
#
# Every Windows build setting is here, none in Cargo.toml. The Rust standard library for
# x86_64-pc-windows-gnu comes one of two ways:
#
# - rustup's, prebuilt (`rustup target add x86_64-pc-windows-gnu`), with the toolchain
#   that builds Pitpay for Linux: the quicker, used whenever rustup can fetch it;
# - else Debian's Rust (rustc-web and cargo-web, 1.96, by full path: rustup's toolchain
#   may come first on the PATH) builds it from its source (rust-web-src) with cargo's
#   -Zbuild-std (RUSTC_BOOTSTRAP=1 unlocks it on a stable cargo): Debian's packages
#   alone, about 3 CPU-minutes more.
#
#   PITPAY_WINDOWS_RUST=rustup|debian …        # one of the two, and no other
#
# Either way mingw-w64 links, and the program needs only Windows' own DLLs. Installs
# what it needs with apt when run as root (wine64 too, which scripts/check-windows.sh
# runs the installer under). scripts/check-windows.sh INSTALLER LINUX_PITPAY checks
# what this builds.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/windows-package}
gui=${PITPAY_WINDOWS_GUI:-1}
target=x86_64-pc-windows-gnu

rust=${PITPAY_WINDOWS_RUST:-}
if [ -z "$rust" ]; then
  rust=debian
  if command -v rustup >/dev/null 2>&1 && rustup target add "$target" >/dev/null 2>&1; then
    rust=rustup
  fi
elif [ "$rust" = rustup ]; then
  rustup target add "$target" >/dev/null || { echo "package-windows: rustup could not add $target" >&2; exit 1; }
elif [ "$rust" != debian ]; then
  echo "package-windows: PITPAY_WINDOWS_RUST is rustup or debian, not '$rust'" >&2
  exit 1
fi

need=()
if [ "$rust" = debian ]; then
  [ -x /usr/bin/cargo ] || need+=(cargo-web)
  [ -x /usr/bin/rustc ] || need+=(rustc-web)
  [ -d /usr/lib/rustlib/src/rust/library ] || need+=(rust-web-src)
fi
command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || need+=(gcc-mingw-w64-x86-64)
command -v makensis >/dev/null 2>&1 || need+=(nsis)
[ -x /usr/lib/wine/wine64 ] || need+=(wine64)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "package-windows: missing Debian packages: ${need[*]} (run as root to install them)" >&2
    exit 1
  fi
fi

# The build's own settings, whatever the caller's environment says (.ci/run's RUSTFLAGS
# name a Linux linker; its target folder is the Linux build's).
unset RUSTFLAGS CARGO_ENCODED_RUSTFLAGS CARGO_BUILD_RUSTFLAGS CARGO_BUILD_TARGET
export CARGO_TARGET_DIR=${PITPAY_WINDOWS_TARGET_DIR:-target/windows}
export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER=x86_64-w64-mingw32-gcc
features=()
[ "$gui" = 0 ] && features=(--no-default-features)
# Release only: an unoptimized build does not link here (printpdf is also built as a DLL,
# and unoptimized it exports more than a DLL's 65,535 entries).
if [ "$rust" = rustup ]; then
  unset RUSTC RUSTC_BOOTSTRAP
  cargo build --locked --quiet --release \
    --target "$target" --bin pitpay ${features[@]+"${features[@]}"}
else
  export RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1
  /usr/bin/cargo build --locked --quiet --release -Zbuild-std=std,panic_unwind \
    --target "$target" --bin pitpay ${features[@]+"${features[@]}"}
fi
exe="$CARGO_TARGET_DIR/$target/release/pitpay.exe"

version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
x86_64-w64-mingw32-strip -o "$stage/pitpay.exe" "$exe"
# pitpay.com: the same program marked as a console program (the PE header's Subsystem,
# 2 a window program, 3 a console one), which a console runs for `pitpay` since .COM
# comes before .EXE in PATHEXT; it waits for it, sees its exit status and lets it read
# a PIN. One build makes both.
subsystem_at() { # the offset of the Subsystem field of a PE file
  local pe
  pe=$(od -An -tu4 -j60 -N4 "$1" | tr -d ' ')
  [ "$(od -An -c -j"$pe" -N4 "$1" | tr -d ' ')" = 'PE\0\0' ] || return 1
  echo $((pe + 24 + 68)) # the optional header follows the 4-byte signature and 20-byte file header
}
at=$(subsystem_at "$stage/pitpay.exe") || { echo "package-windows: $exe is not a PE program" >&2; exit 1; }
was=$(od -An -tu2 -j"$at" -N2 "$stage/pitpay.exe" | tr -d ' ')
want=2
[ "$gui" = 0 ] && want=3
[ "$was" = "$want" ] || { echo "package-windows: $exe has subsystem $was, not $want" >&2; exit 1; }
cp "$stage/pitpay.exe" "$stage/pitpay.com"
printf '\003' | dd of="$stage/pitpay.com" bs=1 seek="$at" conv=notrunc status=none

{
  echo "Pitpay $version"
  echo
  cat LICENSE
  echo
  echo "The embedded fonts:"
  echo
  cat assets/fonts/LICENSE-DejaVu.txt
  echo
  cat assets/fonts/LICENSE-DroidSansFallback.txt
} | sed 's/$/\r/' > "$stage/LICENSE.txt"
cp README.md "$stage/README.md"
mkdir -p "$stage/examples/paytables" "$stage/docs"
cp examples/rounds/*.toml "$stage/examples/"
# Side bets Pitpay does not ship, written as a games manager would (docs/side-bets.md).
cp examples/paytables/*.toml "$stage/examples/paytables/"
# Example settings files, where the source has them (the installer takes none if not).
mkdir -p "$stage/examples/settings"
if compgen -G 'examples/settings/*.toml' >/dev/null; then
  cp examples/settings/*.toml "$stage/examples/settings/"
fi
cp docs/*.md "$stage/docs/"

mkdir -p "$out"
setup="$(cd "$out" && pwd)/pitpay-$version-setup.exe"
size_kb=$(du -sk "$stage" | cut -f1)
makensis -V2 -NOCD -DVERSION="$version" -DSTAGE="$stage" -DSIZE_KB="$size_kb" \
  -DOUTFILE="$setup" scripts/windows/pitpay.nsi >/dev/null
echo "$setup"

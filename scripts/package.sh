#!/usr/bin/env bash
# Builds Pitpay's Debian package and prints its path: the binary, the desktop
# entry and icon, the manual page, shell completions, the licences and the example
# rounds. Needs dpkg-deb (Debian's dpkg) and a Rust toolchain.
#
#   scripts/package.sh [OUT_DIR]          # release build; the .deb in OUT_DIR (default target/package)
#   PITPAY_PACKAGE_BIN=path/to/pitpay scripts/package.sh   # package a binary already built
#   PITPAY_PACKAGE_COMPRESS=none …        # no compression (CI's check of a debug build)
#
# Install with `sudo dpkg -i pitpay_VERSION_ARCH.deb` (or `sudo apt install ./pitpay_….deb`,
# which fetches the window's X11 libraries too); remove with `sudo dpkg -r pitpay`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-target/package}
bin=${PITPAY_PACKAGE_BIN:-}
if [ -z "$bin" ]; then
  cargo build --release --quiet --bin pitpay
  bin=target/release/pitpay
fi
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/pitpay_${version}_${arch}"

install -D -m 0755 "$bin" "$root/usr/bin/pitpay"
install -D -m 0644 assets/package/pitpay.desktop "$root/usr/share/applications/pitpay.desktop"
install -D -m 0644 assets/package/pitpay.svg "$root/usr/share/icons/hicolor/scalable/apps/pitpay.svg"
mkdir -p "$root/usr/share/man/man1"
"$bin" manual | gzip -9n > "$root/usr/share/man/man1/pitpay.1.gz"
install -d "$root/usr/share/bash-completion/completions" "$root/usr/share/zsh/vendor-completions" \
  "$root/usr/share/fish/vendor_completions.d"
"$bin" completions bash > "$root/usr/share/bash-completion/completions/pitpay"
"$bin" completions zsh > "$root/usr/share/zsh/vendor-completions/_pitpay"
"$bin" completions fish > "$root/usr/share/fish/vendor_completions.d/pitpay.fish"
doc="$root/usr/share/doc/pitpay"
install -d "$doc/examples"
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
} > "$doc/copyright"
install -m 0644 examples/rounds/*.toml "$doc/examples/"
# Side bets Pitpay does not ship, written as a games manager would (docs/side-bets.md).
install -d "$doc/examples/paytables"
install -m 0644 examples/paytables/*.toml "$doc/examples/paytables/"
# The property's clock for two properties (docs/operations.md).
install -d "$doc/examples/settings"
install -m 0644 examples/settings/*.toml "$doc/examples/settings/"
gzip -9n -c README.md > "$doc/README.md.gz"
# The rest of the documentation the README links to (the screenshots stay in the source).
install -d "$doc/docs"
for f in docs/*.md; do
  gzip -9n -c "$f" > "$doc/docs/$(basename "$f").gz"
done
chmod -R u=rwX,go=rX "$root/usr"

size=$(du -sk "$root/usr" | cut -f1)
install -d "$root/DEBIAN"
cat > "$root/DEBIAN/control" <<CONTROL
Package: pitpay
Version: $version
Architecture: $arch
Maintainer: The Pitpay authors <pitpay@localhost>
Installed-Size: $size
Depends: libc6, libgcc-s1
Recommends: libx11-6, libxcursor1, libxrandr2, libxi6, libxkbcommon0, libxkbcommon-x11-0
Suggests: cups-client
Section: misc
Priority: optional
Homepage: https://localhost/pitpay
Description: payout calculator for casino table games
 Settles Lucky 9, blackjack with Lucky Break and the 21+3 Progressive and
 Suited or Booted progressives, and Stadium Blackjack, every wager with the
 rule that decided it; issues numbered, signed payout slips (PDF) kept in a
 tamper-evident journal (SQLite, or PostgreSQL shared by a property's
 podiums); prints paytable signs; analyzes paytables; drills dealers.
 The window needs an X11 display (the Recommends); the command line needs none.
CONTROL

mkdir -p "$out"
deb="$out/pitpay_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Z"${PITPAY_PACKAGE_COMPRESS:-xz}" --build "$root" "$deb" >/dev/null
echo "$deb"

#!/usr/bin/env bash
# Checks a Pitpay Debian package: installs it into a throwaway root with dpkg,
# runs the installed binary from there, checks every file the package promises, removes
# it and checks that nothing of it is left.
#
#   scripts/check-package.sh target/package/pitpay_VERSION_ARCH.deb
set -euo pipefail
deb=$1
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/tmp"
touch "$root/var/lib/dpkg/status"
# A root of its own: the computer's own packages are not in it, so its Depends are not.
dpkg --root="$root" --force-not-root --force-depends --log=/dev/null -i "$deb" >/dev/null 2>&1 \
  || fail "dpkg could not install $deb"
fail() { echo "package check: $*" >&2; exit 1; }
for f in usr/bin/pitpay usr/share/applications/pitpay.desktop \
  usr/share/icons/hicolor/scalable/apps/pitpay.svg usr/share/man/man1/pitpay.1.gz \
  usr/share/bash-completion/completions/pitpay usr/share/zsh/vendor-completions/_pitpay \
  usr/share/fish/vendor_completions.d/pitpay.fish usr/share/doc/pitpay/copyright \
  usr/share/doc/pitpay/examples/blackjack-lucky-break.toml \
  usr/share/doc/pitpay/examples/paytables/perfect-pairs.toml \
  usr/share/doc/pitpay/docs/who-signs.md.gz; do
  [ -e "$root/$f" ] || fail "$f is missing"
done
grep -q '^Exec=pitpay' "$root/usr/share/applications/pitpay.desktop" || fail "the desktop entry does not start pitpay"
grep -q 'MIT License' "$root/usr/share/doc/pitpay/copyright" || fail "the licence is missing"
man=$(zcat "$root/usr/share/man/man1/pitpay.1.gz")
grep -q '^\.TH pitpay 1' <<<"$man" || fail "the manual page does not read"
# The installed binary works: it settles an installed example round.
data=$(mktemp -d)
settled=$(PITPAY_DATA_DIR=$data "$root/usr/bin/pitpay" settle --json \
  "$root/usr/share/doc/pitpay/examples/blackjack-lucky-break.toml")
grep -q '"totals"' <<<"$settled" || fail "the installed pitpay does not settle an example round"
# And analyses an installed example side bet from its operator file.
edge=$(PITPAY_DATA_DIR=$data "$root/usr/bin/pitpay" analyze perfect-pairs-25-12-6 --json \
  --paytables "$root/usr/share/doc/pitpay/examples/paytables")
grep -q '"house_edge"' <<<"$edge" || fail "the installed pitpay does not read an example operator paytable"
rm -rf "$data"
dpkg --root="$root" --force-not-root --log=/dev/null -r pitpay >/dev/null
left=$(find "$root/usr" -type f 2>/dev/null || true)
[ -z "$left" ] || fail "files left after removal: $left"
echo "package check: $deb installs, runs and removes cleanly"

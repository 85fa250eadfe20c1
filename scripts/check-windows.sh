#!/usr/bin/env bash
# The Windows smoke suite: runs a Pitpay installer under wine, in a throwaway
# wine prefix, and checks what it installed against the Linux build:
#
# - the installer installs silently (Program Files, Start menu, the uninstaller
#   registered with Windows);
# - the installed pitpay.com settles every example round with output identical, byte
#   for byte, to the Linux build's (the JSON and the table, exit statuses included:
#   lucky9-refused.toml is refused on purpose, 2);
# - it issues a slip into %APPDATA%\pitpay and verifies it, and `journal --check` holds;
# - paths with drive letters and backslashes, in flags, in PITPAY_DATA_DIR and in
#   settings.toml, and a Windows path in double quotes refused naming the file and key;
# - a bad round file is refused (2), naming the file; --print says, with status 3 and
#   without naming CUPS, that it could not print (wine has no Windows print system);
# - the uninstaller removes the program and keeps the data folder and the mark.
#
#   scripts/check-windows.sh INSTALLER LINUX_PITPAY
#
# Needs wine64 and mingw-w64 (scripts/package-windows.sh installs both). wine 8.0 lacks
# bcryptprimitives.dll, which Rust's standard library takes random bytes from: a
# test-only stand-in (scripts/windows/bcryptprimitives.c) is built into the throwaway
# prefix. It is never shipped: every Windows 10 and 11 has the real one.
set -euo pipefail
cd "$(dirname "$0")/.."
setup=$(realpath "$1")
linux=$(realpath "$2")
fail() { echo "windows check: $*" >&2; exit 1; }

work=$(mktemp -d)
export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko to install, and no menu entries made on this computer for the
# installer's shortcuts (wine's winemenubuilder would write them into ~/.local).
export WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe=d"
unset PITPAY_DATA_DIR PITPAY_MARK_DIR PITPAY_JOURNAL DISPLAY
wine=/usr/lib/wine/wine64
wineserver=/usr/lib/wine/wineserver
[ -x "$wineserver" ] || wineserver=/usr/lib/wine/wineserver64
cleanup() {
  "$wineserver" -k >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"$wine" wineboot --init >/dev/null 2>&1 || true
"$wineserver" -w
x86_64-w64-mingw32-gcc -shared -O2 -o "$work/bcryptprimitives.dll" \
  scripts/windows/bcryptprimitives.c -ladvapi32
cp "$work/bcryptprimitives.dll" "$WINEPREFIX/drive_c/windows/system32/"

c="$WINEPREFIX/drive_c"
user=$(ls "$c/users" | grep -vx Public | head -1)
program="$c/Program Files/Pitpay"
menu="$c/ProgramData/Microsoft/Windows/Start Menu/Programs/Pitpay"
appdata="$c/users/$user/AppData/Roaming/pitpay"
marks="$c/users/$user/AppData/Local/pitpay/marks"
key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Pitpay'

# Install, silently.
"$wine" "$setup" /S
"$wineserver" -w
for f in pitpay.exe pitpay.com uninstall.exe LICENSE.txt README.md examples/lucky9.toml \
  examples/paytables/perfect-pairs.toml docs/operations.md; do
  [ -f "$program/$f" ] || fail "the installer did not install $f"
done
[ -f "$menu/Pitpay.lnk" ] || fail "no Start-menu shortcut"
[ -f "$menu/Pitpay command prompt.lnk" ] || fail "no command-prompt shortcut"
"$wine" reg query "$key" /v UninstallString 2>/dev/null | grep -q 'uninstall.exe' \
  || fail "the uninstaller is not registered with Windows"

# pitpay, as a console runs it: the installed pitpay.com, in the installation folder.
pw() { (cd "$program" && "$wine" 'C:\Program Files\Pitpay\pitpay.com' "$@"); }
# The same, with standard output, standard error and the exit status in files.
run() { # NAME ARGS...
  local name=$1 status=0
  shift
  pw "$@" >"$work/$name.out" 2>"$work/$name.err" || status=$?
  echo "$status" >"$work/$name.status"
}
said() { cat "$work/$1.out" "$work/$1.err"; }
status() { cat "$work/$1.status"; }

# Every example round, settled as JSON and as the table, against the Linux build (run
# on the installed files, in the same folder, so every path it prints is the same).
rounds=0
for round in "$program"/examples/*.toml; do
  name=examples/$(basename "$round")
  for form in json table; do
    args=(settle "$name")
    [ "$form" = json ] && args=(settle --json "$name")
    linux_status=0
    (cd "$program" && PITPAY_DATA_DIR="$work/linux-data" "$linux" "${args[@]}") \
      >"$work/linux.out" 2>"$work/linux.err" || linux_status=$?
    run windows "${args[@]}"
    cmp -s "$work/linux.out" "$work/windows.out" \
      || fail "$name ($form): the output differs from the Linux build's: $(diff "$work/linux.out" "$work/windows.out" | head -5)"
    [ "$(status windows)" = "$linux_status" ] \
      || fail "$name ($form): exit status $(status windows), on Linux $linux_status"
  done
  rounds=$((rounds + 1))
done
[ "$rounds" -ge 6 ] || fail "only $rounds example rounds were installed"
grep -q '"totals"' <(pw settle --json examples/lucky9.toml) || fail "settle --json printed no totals"
[ "$(pw settle examples/lucky9-refused.toml >/dev/null 2>&1; echo $?)" = 2 ] \
  || fail "lucky9-refused.toml was not refused with status 2"
echo "windows check: $rounds example rounds settle as on Linux, byte for byte"

# A slip into the standard data folder (%APPDATA%\pitpay), to a path with a drive
# letter and backslashes, verified; the journal's chain checked.
mkdir -p "$c/slips"
run slip slip examples/blackjack-lucky-break.toml --supervisor "María Peña" \
  --supervisor-id S-1042 --out 'C:\slips\slip-1.pdf'
[ "$(status slip)" = 0 ] || fail "slip: status $(status slip): $(said slip)"
[ -f "$c/slips/slip-1.pdf" ] || fail "slip: no C:\\slips\\slip-1.pdf"
[ -f "$appdata/signing-key" ] || fail "the signing key is not in %APPDATA%\\pitpay"
[ -d "$marks" ] || fail "the mark is not kept in %LOCALAPPDATA%\\pitpay\\marks"
run verify verify 'C:\slips\slip-1.pdf'
[ "$(status verify)" = 0 ] || fail "verify: status $(status verify): $(said verify)"
grep -q 'slip 1 verified: signed off by María Peña' "$work/verify.out" \
  || fail "verify said: $(said verify)"
run check journal --check
[ "$(status check)" = 0 ] || fail "journal --check: status $(status check): $(said check)"
grep -q "the journal's chain holds: 1 entries" "$work/check.out" || fail "journal --check said: $(said check)"
echo "windows check: a slip issued into %APPDATA%\\pitpay, verified, the journal's chain holds"

# A data folder named by PITPAY_DATA_DIR, and settings.toml with Windows paths.
mkdir -p "$c/podium/data"
printf "station = 'Pit 2 podium'\nmark_folder = 'C:\\\\podium\\\\marks'\n" >"$c/podium/data/settings.toml"
export PITPAY_DATA_DIR='C:\podium\data'
run podium slip examples/lucky9.toml --supervisor "Ana Reyes" --supervisor-id S-77 \
  --out 'C:\slips\slip-2.pdf'
[ "$(status podium)" = 0 ] || fail "slip with PITPAY_DATA_DIR: status $(status podium): $(said podium)"
[ -f "$c/podium/data/signing-key" ] || fail "the key is not in PITPAY_DATA_DIR"
[ -n "$(ls "$c/podium/marks" 2>/dev/null)" ] || fail "settings.toml's mark_folder was not used"
run podium-verify verify 'C:\slips\slip-2.pdf'
grep -q 'Pit 2 podium\|verified' "$work/podium-verify.out" || fail "verify said: $(said podium-verify)"
printf 'mark_folder = "C:\\podium\\marks"\n' >"$c/podium/data/settings.toml"
run quoted journal --check
[ "$(status quoted)" != 0 ] || fail "a Windows path in double quotes was not refused"
grep -q "settings.toml" "$work/quoted.err" && grep -q "single quotes" "$work/quoted.err" \
  || fail "a Windows path in double quotes: $(said quoted)"
export PITPAY_DATA_DIR='podium\data'
run relative journal --check
[ "$(status relative)" != 0 ] && grep -q 'PITPAY_DATA_DIR is a relative path' "$work/relative.err" \
  || fail "a relative PITPAY_DATA_DIR: status $(status relative): $(said relative)"
unset PITPAY_DATA_DIR
echo "windows check: drive letters and backslashes in flags, PITPAY_DATA_DIR and settings.toml"

# Bad input is refused (2), naming the file; printing says why not (3), without CUPS.
cp tests/rounds/lucky9-bad-card.toml "$c/slips/bad.toml"
run bad settle 'C:\slips\bad.toml'
[ "$(status bad)" = 2 ] || fail "a bad round file: status $(status bad): $(said bad)"
grep -q 'bad.toml' "$work/bad.err" || fail "a bad round file: the file is not named: $(said bad)"
run print sign lucky-break-1 --out 'C:\slips\sign.pdf' --print
[ "$(status print)" = 3 ] || fail "--print with no print system: status $(status print): $(said print)"
grep -q 'is written but was not printed' "$work/print.err" || fail "--print said: $(said print)"
if grep -qi 'cups\|lpstat' "$work/print.err"; then fail "--print names CUPS on Windows: $(said print)"; fi
echo "windows check: a bad file refused (2); --print without a print system refused (3), in Windows words"

# Uninstall, silently: the program goes, the data folder and the mark stay.
"$wine" 'C:\Program Files\Pitpay\uninstall.exe' /S
"$wineserver" -w
for _ in $(seq 50); do [ -e "$program" ] || break; sleep 0.2; done
[ ! -e "$program" ] || fail "the uninstaller left $(find "$program" | head -5)"
[ ! -e "$menu" ] || fail "the uninstaller left the Start-menu folder"
if "$wine" reg query "$key" >/dev/null 2>&1; then fail "the uninstaller left its registry key"; fi
[ -f "$appdata/signing-key" ] && [ -f "$appdata/journal.sqlite3" ] \
  || fail "the uninstaller removed the data folder"
[ -d "$marks" ] || fail "the uninstaller removed the mark folder"
echo "windows check: $(basename "$setup") installs, settles, issues, verifies and uninstalls cleanly under wine"

#!/usr/bin/env bash
# A screenshot of the Windows build's window under wine: installs the
# installer silently into a throwaway wine prefix, opens the installed pitpay.exe on an
# example round under Xvfb at 1024x700, and writes the screen to OUT.
# Needs: wine64, mingw-w64 (scripts/package-windows.sh installs them), xvfb, xdotool,
# imagemagick.
#
#   scripts/screenshot-windows.sh INSTALLER [OUT] [ROUND]
#   SCREENSHOT_DISPLAY=:108 …          # the X display to start Xvfb on (default :108)
#   SHOT_LANGUAGE=zh-Hant …            # the podium's language (settings.toml), e.g. to see
#                                      # Chinese drawn by the embedded font on Windows
set -euo pipefail
cd "$(dirname "$0")/.."
setup=$(realpath "$1")
out=${2:-screenshots/windows-wine.png}
round=${3:-examples\\blackjack-lucky-break.toml}
mkdir -p "$(dirname "$out")"
work=$(mktemp -d)
export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml,winemenubuilder.exe=d"
unset PITPAY_DATA_DIR PITPAY_MARK_DIR PITPAY_JOURNAL
wine=/usr/lib/wine/wine64
wineserver=/usr/lib/wine/wineserver
export DISPLAY=${SCREENSHOT_DISPLAY:-:108}
Xvfb "$DISPLAY" -screen 0 1024x700x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap '"$wineserver" -k >/dev/null 2>&1 || true; kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

"$wine" wineboot --init >/dev/null 2>&1 || true
"$wineserver" -w
# wine 8.0 lacks bcryptprimitives.dll: the test-only stand-in (scripts/check-windows.sh).
x86_64-w64-mingw32-gcc -shared -O2 -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  scripts/windows/bcryptprimitives.c -ladvapi32
"$wine" "$setup" /S
"$wineserver" -w

program="$WINEPREFIX/drive_c/Program Files/Pitpay"
if [ -n "${SHOT_LANGUAGE:-}" ]; then
  # A data folder of its own, whose settings give the language.
  mkdir -p "$WINEPREFIX/drive_c/pitpay-data"
  printf 'language = "%s"\n' "$SHOT_LANGUAGE" >"$WINEPREFIX/drive_c/pitpay-data/settings.toml"
  export PITPAY_DATA_DIR='C:\pitpay-data'
fi
(cd "$program" && "$wine" 'C:\Program Files\Pitpay\pitpay.exe' open "$round" >"$work/app.log" 2>&1) &
win=""
for _ in $(seq 300); do
  win=$(xdotool search --onlyvisible --name '^Pitpay$' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.2
done
[ -n "$win" ] || { echo "the window did not open: $(tail -3 "$work/app.log")" >&2; exit 1; }
xdotool windowmove "$win" 0 0 windowsize "$win" 1024 700 windowfocus --sync "$win" 2>/dev/null || true
sleep "${WAIT:-4}"
import -window root -crop 1024x700+0+0 "$out"
echo "$out"

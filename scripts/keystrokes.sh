#!/usr/bin/env bash
# Counts the keystrokes of a task typed on the real window, keyboard only, under Xvfb
# with no window manager, as on a kiosk podium. Plays a keys file (scripts/task1.keys:
# "key K" is one keystroke, "type T" one a character) on a fresh data folder, then
# checks the whole task as a supervisor would: the round the app autosaved settles, and,
# when the keys issue a slip, the journal holds slip 1 and the PDF filed in the slips
# folder verifies. Prints the count; fails above MAX_KEYS (75 unless set).
# The window is never given the focus by the script: the app takes it when it opens.
#
#   scripts/keystrokes.sh [KEYS_FILE] [SCREENSHOT.png]
#   PITPAY_BIN=target/debug/pitpay SIZE=1024x700 scripts/keystrokes.sh
#
# Needs: xvfb xauth imagemagick xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
keys=${1:-scripts/task1.keys}
shot=${2:-}
bin=${PITPAY_BIN:-./target/release/pitpay}
if [ -z "${PITPAY_BIN:-}" ]; then cargo build --release --quiet; fi
size=${SIZE:-1024x700}
export DISPLAY=${KEYSTROKES_DISPLAY:-:106}
if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
  Xvfb "$DISPLAY" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  xvfb=$!
  trap 'kill $xvfb 2>/dev/null || true' EXIT
  for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
fi
data=$(mktemp -d)
trap 'rm -rf "$data"; [ -n "${xvfb:-}" ] && kill $xvfb 2>/dev/null || true' EXIT
PITPAY_DATA_DIR=$data "$bin" 2>"$data/app.log" &
pid=$!
win=""
for _ in $(seq 150); do
  win=$(xdotool search --onlyvisible --name '^Pitpay$' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 0.1
done
[ -n "$win" ] || { echo "the app did not start: $(tail -1 "$data/app.log")" >&2; exit 1; }
sleep "${SETTLE:-1.5}"
geometry=$(xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p')
echo "window: $geometry on a $(xdotool getdisplaygeometry | tr ' ' x) screen"
count=0
while IFS= read -r line; do
  case "$line" in
    ''|'#'*) continue ;;
    key\ *) xdotool key --clearmodifiers "${line#key }"; count=$((count + 1)) ;;
    type\ *) text=${line#type }; xdotool type --delay 40 "$text"; count=$((count + ${#text})) ;;
    *) echo "not a step: $line" >&2; exit 2 ;;
  esac
  sleep "${STEP:-0.15}"
done < "$keys"
# A slip is issued off the window's thread: wait for it to be filed (a debug build is
# slow), then a moment for the window to draw what it says.
if grep -qE '^key ctrl\+e$' "$keys"; then
  for _ in $(seq 150); do [ -f "$data/slips/slip-000001.pdf" ] && break; sleep 0.1; done
fi
sleep 1
[ -n "$shot" ] && import -window root -crop "$size+0+0" "$shot"
kill "$pid" 2>/dev/null || true
wait "$pid" 2>/dev/null || true
# What was typed is the autosaved round: it must settle.
if ! "$bin" settle "$data/autosave.toml" >"$data/settled.txt" 2>&1; then
  echo "the typed round does not settle:" >&2
  cat "$data/settled.txt" >&2
  exit 1
fi
grep -E '^(Blackjack|Player totals)' "$data/settled.txt" || true
# A task that issues a slip ends with it in the journal and its PDF filed, verifying.
if grep -qE '^key ctrl\+e$' "$keys"; then
  slip="$data/slips/slip-000001.pdf"
  if ! PITPAY_DATA_DIR=$data "$bin" journal --json | grep -qE '"number": *1[,}]'; then
    echo "the journal holds no slip 1:" >&2
    PITPAY_DATA_DIR=$data "$bin" journal >&2 || true
    tail -5 "$data/app.log" >&2 || true
    exit 1
  fi
  if [ ! -f "$slip" ]; then
    echo "no slip filed at $slip:" >&2
    ls -R "$data" >&2
    exit 1
  fi
  PITPAY_DATA_DIR=$data "$bin" verify "$slip"
fi
max=${MAX_KEYS:-75}
echo "$count keystrokes ($keys)"
if [ "$count" -gt "$max" ]; then
  echo "more than $max keystrokes" >&2
  exit 1
fi

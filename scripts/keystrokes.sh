#!/usr/bin/env bash
# Issue 36: counts the keystrokes of a task typed on the real window, keyboard only,
# under Xvfb with no window manager, as on a kiosk podium. Plays a keys file
# (scripts/task1.keys: "key K" is one keystroke, "type T" one a character), then
# checks what was typed: the round the app autosaved must settle, and prints the count.
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
echo "$count keystrokes ($keys)"

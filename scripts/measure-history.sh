#!/usr/bin/env bash
# The History screen on a big journal, under Xvfb. Builds (once) a data folder
# holding N slips with examples/fill_journal, opens the release app on it, switches to
# History with Ctrl+H and prints how long until the screen changed and settled, and the
# app's resident memory once it shows the page.
# Usage: scripts/measure-history.sh [N] [DATA_FOLDER]   (default 1000000, /tmp/pitpay-N)
# Needs: xvfb xauth imagemagick xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-1000000}
data=${2:-/tmp/pitpay-$n}
cargo build --release --quiet --bin pitpay --example fill_journal
if [ ! -e "$data/journal.sqlite3" ]; then
  ./target/release/examples/fill_journal "$data" "$n"
fi
export DISPLAY=${MEASURE_DISPLAY:-:97}
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export PITPAY_DATA_DIR=$data
now_ms() { date +%s%3N; }
shot() { import -window root -crop 1280x400+0+0 -depth 8 rgb:- 2>/dev/null | md5sum; }
for run in 1 2 3; do
  ./target/release/pitpay &
  pid=$!
  win=""
  for _ in $(seq 400); do
    win=$(xdotool search --onlyvisible --name '^Pitpay$' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 0.01
  done
  sleep 2
  xdotool windowfocus --sync "$win"
  before=$(shot)
  start=$(now_ms)
  xdotool key ctrl+h
  changed=""
  last="$before"
  for _ in $(seq 300); do
    now=$(shot)
    if [ "$now" != "$before" ] && [ "$now" = "$last" ]; then
      changed=$(( $(now_ms) - start ))
      break
    fi
    last="$now"
  done
  sleep 2
  rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
  echo "run $run: $n slips: History drawn and settled ${changed} ms after Ctrl+H (screenshot polling included), RSS $((rss / 1024)) MB"
  kill $pid; wait $pid 2>/dev/null || true
done

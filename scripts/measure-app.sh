#!/usr/bin/env bash
# Measures the release app under Xvfb: time from launch to the first painted frame, and
# resident memory with the 7-seat round open. Prints one line per run.
# Needs: xvfb xauth imagemagick xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
export DISPLAY=${MEASURE_DISPLAY:-:98}
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export PITPAY_DATA_DIR=$(mktemp -d)
now_ms() { date +%s%3N; }
for run in 1 2 3; do
  start=$(now_ms)
  ./target/release/pitpay open tests/rounds/blackjack-seven-seats.toml &
  pid=$!
  mapped=""
  painted=""
  for _ in $(seq 400); do
    if [ -z "$mapped" ] && xdotool search --onlyvisible --name '^Pitpay$' >/dev/null 2>&1; then
      mapped=$(( $(now_ms) - start ))
    fi
    if [ -n "$mapped" ]; then
      # The light theme paints the toolbar row white; before the first frame it is black.
      px=$(import -window root -crop 1x1+640+70 -depth 8 txt:- 2>/dev/null | tail -1 | grep -o '#[0-9A-F]\{6\}' || true)
      if [ -n "$px" ] && [ "$px" != "#000000" ]; then
        painted=$(( $(now_ms) - start ))
        break
      fi
    fi
    sleep 0.01
  done
  sleep 2
  rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
  echo "run $run: window mapped ${mapped} ms, first frame ${painted} ms, RSS $((rss / 1024)) MB (7-seat round open)"
  kill $pid; wait $pid 2>/dev/null || true
done

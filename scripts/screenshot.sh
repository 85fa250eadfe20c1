#!/usr/bin/env bash
# Runs the release app under Xvfb and writes a PNG of each screen to screenshots/
# (git-ignored). Needs: xvfb xauth imagemagick xdotool (apt-get install -y
# --no-install-recommends xvfb xauth imagemagick xdotool).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-screenshots}
mkdir -p "$out"
cargo build --release --quiet
export DISPLAY=${SCREENSHOT_DISPLAY:-:99}
if ! xdpyinfo >/dev/null 2>&1 && ! xset q >/dev/null 2>&1; then
  Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
  sleep 1
fi
export PITPAY_DATA_DIR=$(mktemp -d)

shot() { # name, round file, then optional xdotool steps
  local name=$1 round=$2; shift 2
  ./target/release/pitpay open "$round" &
  local pid=$!
  local win=""
  for _ in $(seq 50); do
    win=$(xdotool search --onlyvisible --name '^Pitpay$' 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 0.1
  done
  xdotool windowmove "$win" 0 0 windowsize "$win" 1280 800 windowfocus --sync "$win" 2>/dev/null || true
  sleep 1.2
  for step in "$@"; do eval "xdotool $step"; sleep 0.6; done
  import -window root "$out/$name.png"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  echo "wrote $out/$name.png"
}

shot settle-lucky9 tests/rounds/lucky9-contract.toml
shot settle-lucky-break tests/rounds/lucky-break-seed.toml
shot settle-stadium tests/rounds/stadium-two-terminals.toml
shot settle-stadium-steps tests/rounds/stadium-two-terminals.toml "key ctrl+t"
shot settle-seven-seats tests/rounds/blackjack-seven-seats.toml
shot new-round-typed tests/rounds/lucky9-contract.toml "key ctrl+n" "type --delay 40 'kc 4h 3d'" "key Tab Tab" "type --delay 40 'as 1d'"
shot export-slip tests/rounds/lucky-break-seed.toml "key ctrl+e" "type --delay 20 'Maria Lopez'"
shot paytables tests/rounds/lucky9-contract.toml "key ctrl+p"
shot history tests/rounds/lucky9-contract.toml "key ctrl+h"
shot dark-lucky-break tests/rounds/lucky-break-seed.toml "key ctrl+t" "mousemove 1210 20 click 1"

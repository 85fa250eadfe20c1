#!/usr/bin/env bash
# Runs the release app under Xvfb and writes a PNG of every screen, at each size and in
# each theme, to screenshots/ (git-ignored): NAME-WIDTHxHEIGHT-THEME.png.
# Needs: xvfb xauth imagemagick xdotool (apt-get install -y --no-install-recommends
# xvfb xauth imagemagick xdotool).
#
#   scripts/screenshot.sh [OUT]
#   SIZES="1024x700" THEMES="light" ONLY="palette confirm" scripts/screenshot.sh
#   PITPAY_BIN=target/debug/pitpay scripts/screenshot.sh    # no release build
#   SHOT_LANGUAGE=zh-Hant ONLY="cage-scan staff-signed-in" scripts/screenshot.sh
#     every data folder's settings.toml says `language = "zh-Hant"` (the podium's
#     language, as IT sets it); the file names end in -zh-Hant.
#   SCREENSHOT_DISPLAY=:106 SIZES=1024x700 UNPLACED=1 scripts/screenshot.sh
#     on an X server of exactly that size with no window manager: the window is not
#     moved, sized or focused by the script (it fits and takes the keyboard
#     by itself); its first geometry is printed.
#
# It also checks for stale pixels: after a game switch made with the
# keyboard, the window is forced to redraw whole and must look the same.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-screenshots}
mkdir -p "$out"
bin=${PITPAY_BIN:-./target/release/pitpay}
if [ -z "${PITPAY_BIN:-}" ]; then cargo build --release --quiet; fi
sizes=${SIZES:-"1024x700 1600x900"}
themes=${THEMES:-"light dark"}
export DISPLAY=${SCREENSHOT_DISPLAY:-:99}
if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
  Xvfb "$DISPLAY" -screen 0 1600x900x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill $xvfb_pid 2>/dev/null || true' EXIT
  for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
  sleep 0.5
fi
work=$(mktemp -d)
trap 'rm -rf "$work"; [ -n "${xvfb_pid:-}" ] && kill $xvfb_pid 2>/dev/null || true' EXIT

# A data folder with two slips in the journal (one of them voided), for History.
journal="$work/journal"
mkdir -p "$journal"
# On a Las Vegas podium: times in Pacific time, gaming days from 06:00.
cp examples/settings/las-vegas.toml "$journal/settings.toml"
PITPAY_DATA_DIR=$journal "$bin" slip tests/rounds/lucky9-contract.toml --supervisor "Maria Lopez" \
  --supervisor-id S-114 --property "Casino Royale" --out "$work/slip-1.pdf" >/dev/null 2>&1
PITPAY_DATA_DIR=$journal "$bin" slip tests/rounds/stadium-two-terminals.toml --supervisor "Ken Adams" \
  --supervisor-id S-207 --out "$work/slip-2.pdf" >/dev/null 2>&1
PITPAY_DATA_DIR=$journal "$bin" void 1 --reason "misdeal at seat 3" >/dev/null 2>&1
# A progressive meter award, with its patron and witness, for the jackpot record.
PITPAY_DATA_DIR=$journal "$bin" slip tests/rounds/lucky9-progressive.toml --supervisor "Maria Lopez" \
  --supervisor-id S-114 --patron "Jo Smith" --patron-id-type Passport --patron-id-last4 4321 \
  --witness "Sam Lee" --witness-id E-12 --out "$work/slip-3.pdf" >/dev/null 2>&1

# Seconds to wait after each step (a debug build needs more: WAIT=1.5).
wait=${WAIT:-0.5}
win=""
start() { # data folder (empty: a fresh one), round file (or none), size
  local data=$1 round=$2 size=$3 try
  if [ -z "$data" ]; then data=$(mktemp -d -p "$work"); fi
  if [ -n "${SHOT_LANGUAGE:-}" ] && ! grep -q '^language' "$data/settings.toml" 2>/dev/null; then
    # At the top: a line after a [table] would belong to that table.
    { echo "language = \"$SHOT_LANGUAGE\""; cat "$data/settings.toml" 2>/dev/null || true; } >"$work/lang.toml"
    mv "$work/lang.toml" "$data/settings.toml"
  fi
  for try in 1 2; do
    if [ -n "$round" ]; then
      PITPAY_DATA_DIR=$data "$bin" open "$round" 2>"$work/app.log" &
    else
      PITPAY_DATA_DIR=$data "$bin" 2>"$work/app.log" &
    fi
    pid=$!
    win=""
    for _ in $(seq 150); do
      win=$(xdotool search --onlyvisible --name '^Pitpay$' 2>/dev/null | head -1 || true)
      [ -n "$win" ] && break
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    [ -n "$win" ] && break
    echo "the app did not start (try $try): $(tail -1 "$work/app.log")" >&2
  done
  if [ -n "${UNPLACED:-}" ]; then
    sleep "$(awk "BEGIN { print $wait * 3 }")"
    echo "first window: $(xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p'), focus on $(xdotool getwindowfocus getwindowname 2>/dev/null || echo none)"
    return
  fi
  xdotool windowmove "$win" 0 0 windowsize "$win" "${size%x*}" "${size#*x}" windowfocus --sync "$win" 2>/dev/null || true
  sleep "$(awk "BEGIN { print $wait * 3 }")"
}

stop() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  # The next start must not find this window while X is still taking it down.
  for _ in $(seq 30); do
    xdotool search --onlyvisible --name '^Pitpay$' >/dev/null 2>&1 || break
    sleep 0.1
  done
}

grab() { # file, size
  import -window root -crop "$2+0+0" "$1"
}

run_steps() {
  for step in "$@"; do eval "xdotool $step"; sleep "$wait"; done
}

shot() { # name, data folder ("" for a fresh one), round file ("" for none), then xdotool steps
  local name=$1 data=$2 round=$3; shift 3
  case " ${ONLY:-$name} " in *" $name "*) ;; *) return 0 ;; esac
  for size in $sizes; do
    for theme in $themes; do
      start "$data" "$round" "$size"
      if [ "$theme" = dark ]; then
        run_steps "key ctrl+k" "type --delay 20 'theme: dark'" "key Return"
      fi
      run_steps "$@"
      sleep "$wait"
      local file="$out/$name-$size-$theme${SHOT_LANGUAGE:+-$SHOT_LANGUAGE}.png"
      grab "$file" "$size"
      stop
      echo "wrote $file"
    done
  done
}

shot first-launch "" ""
shot settle-lucky9 "" tests/rounds/lucky9-contract.toml
shot settle-lucky-break "" tests/rounds/lucky-break-seed.toml
shot settle-stadium "" tests/rounds/stadium-two-terminals.toml
shot settle-stadium-steps "" tests/rounds/stadium-two-terminals.toml "key ctrl+t"
shot settle-seven-seats "" tests/rounds/blackjack-seven-seats.toml
# Ctrl+N on an empty round puts the focus on the dealer's cards, whatever the theme step did.
shot new-round-typed "" "" "key ctrl+n" "type --delay 40 'kc 4h 3d'" "key Return" \
  "type --delay 40 'as 1d'" "key Return" "type 25"
shot confirm "" tests/rounds/lucky9-contract.toml "key ctrl+k" "type --delay 20 'add seat'" "key Return" "key ctrl+2"
shot palette "" tests/rounds/lucky-break-seed.toml "key ctrl+k" "type --delay 30 'soft17'"
shot issue-slip "" tests/rounds/lucky-break-seed.toml "key ctrl+e" "type --delay 20 'Maria Lopez'" \
  "key Return" "type --delay 20 S-1042"
shot issue-slip-patron "" tests/rounds/lucky9-progressive.toml "key ctrl+e" "type --delay 20 'Maria Lopez'"
# The slip issued and filed: the strip with Print (the focus on it), Open folder and
# Save a copy as…, the status line saying where.
shot slip-filed "" tests/rounds/lucky-break-seed.toml "key ctrl+e" "type --delay 20 'Maria Lopez'" \
  "key Return" "type --delay 20 S-1042" "key Return" "key Return"
# The round's slip voided, then issued again: the question in a supervisor's words.
reissue="$work/reissue"
mkdir -p "$reissue"
PITPAY_DATA_DIR=$reissue "$bin" slip tests/rounds/lucky-break-seed.toml --supervisor "Maria Lopez" \
  --supervisor-id S-1042 >/dev/null 2>&1
PITPAY_DATA_DIR=$reissue "$bin" void 1 --reason "misdeal" >/dev/null 2>&1
shot issue-again "$reissue" tests/rounds/lucky-break-seed.toml "key ctrl+h" "key ctrl+r" "key ctrl+e" \
  "type --delay 20 'Maria Lopez'" "key Return" "type --delay 20 S-1042" "key Return" "key Return"
shot paytables "" tests/rounds/lucky9-contract.toml "key ctrl+p"
# Side bets that watch the dealer, from the example operator files.
dealer_bets="$work/dealer-bets"
mkdir -p "$dealer_bets/paytables"
cp examples/paytables/buster-blackjack.toml examples/paytables/match-the-dealer.toml "$dealer_bets/paytables/"
shot settle-dealer-bets "$dealer_bets" tests/rounds/blackjack-dealer-bets.toml
shot study-dealer-bets "$dealer_bets" tests/rounds/blackjack-dealer-bets.toml "key ctrl+t"
shot paytables-dealer-bets "$dealer_bets" tests/rounds/blackjack-dealer-bets.toml "key ctrl+p" \
  "mousemove 500 450" "click --repeat ${DEALER_BETS_SCROLL:-55} --delay 20 5"
shot history "$journal" tests/rounds/lucky9-contract.toml "key ctrl+h"
shot history-void "$journal" tests/rounds/lucky9-contract.toml "key ctrl+h" "key ctrl+k" \
  "type --delay 20 'void slip 2'" "key Return" "type --delay 20 'wrong table'"

# A data folder with a staff register (a manager, a supervisor) and a slip
# signed off by the supervisor: the Staff screen signed in, a supervisor's void refused
# beside the slip.
staffed="$work/staffed"
mkdir -p "$staffed"
echo 246810 | PITPAY_DATA_DIR=$staffed "$bin" staff add M-1 --name "Maria Gomez" --role manager >/dev/null 2>&1
printf '246810\n135790\n' | PITPAY_DATA_DIR=$staffed "$bin" staff add S-1 --name "Dana Reyes" \
  --role supervisor --by M-1 >/dev/null 2>&1
printf '135790\n' | PITPAY_DATA_DIR=$staffed "$bin" slip tests/rounds/lucky9-contract.toml \
  --supervisor "Dana Reyes" --supervisor-id S-1 --out "$work/slip-s1.pdf" >/dev/null 2>&1
sign_in=("key ctrl+i" "type S-1" "key Tab" "type 135790" "key Return")
shot staff-enroll "" "" "key ctrl+i"
shot staff-signed-in "$staffed" "" "${sign_in[@]}"
# With a register and nobody signed in: the ID box, then the PIN, masked.
shot signoff-register "$staffed" tests/rounds/lucky-break-seed.toml "key ctrl+e" "type S-1" "key Return" \
  "type 1357"
# Signed in: the panel signs as them, the focus on "Sign off and issue".
shot signoff-signed-in "$staffed" tests/rounds/lucky-break-seed.toml "${sign_in[@]}" "key ctrl+r" \
  "key ctrl+e"
shot history-refused "$staffed" "" "${sign_in[@]}" "key ctrl+h" "key ctrl+k" "type --delay 20 'void 1'" \
  "key Return" "type --delay 20 misdeal" "key Return" "key Return"
shot palette-exact "$journal" "" "key ctrl+h" "key ctrl+k" "type --delay 20 'reprint 2'"
shot confirm-void "$journal" "" "key ctrl+h" "key ctrl+k" "type --delay 20 'void 2'" "key Return" \
  "type --delay 20 'wrong table'" "key Return"
shot paytables-filter "" "" "key ctrl+p" "type --delay 20 'lucky break'"
shot settle-focus-ring "" tests/rounds/lucky-break-seed.toml "key Tab"
shot settle-seven-seats-end "" tests/rounds/blackjack-seven-seats.toml "key ctrl+End"

# The Cage screen (Ctrl+G): a data folder whose slips over $100 are paid at the cage,
# signed off before a register was kept, then a manager and a cashier enrolled. Slip 1
# is a meter award (withholding, patron, witness), slip 2 is paid at the cage by the
# cashier, slip 3 is paid at the table.
cage="$work/cage"
mkdir -p "$cage"
cp examples/settings/las-vegas.toml "$cage/settings.toml"
printf '\n[cage]\nover = "100"\n' >>"$cage/settings.toml"
PITPAY_DATA_DIR=$cage "$bin" slip tests/rounds/lucky9-progressive.toml --supervisor "Maria Lopez" \
  --supervisor-id S-114 --patron "Jo Smith" --patron-id-type Passport --patron-id-last4 4321 \
  --witness "Sam Lee" --witness-id E-12 --out "$work/cage-1.pdf" >/dev/null 2>&1
PITPAY_DATA_DIR=$cage "$bin" slip tests/rounds/lucky-break-seed.toml --supervisor "Ana Reyes" \
  --supervisor-id S-77 --out "$work/cage-2.pdf" >/dev/null 2>&1
PITPAY_DATA_DIR=$cage "$bin" slip tests/rounds/lucky9-contract.toml --supervisor "Ana Reyes" \
  --supervisor-id S-77 --out "$work/cage-3.pdf" >/dev/null 2>&1
echo 246810 | PITPAY_DATA_DIR=$cage "$bin" staff add M-1 --name "Maria Gomez" --role manager >/dev/null 2>&1
printf '246810\n482916\n' | PITPAY_DATA_DIR=$cage "$bin" staff add C-1 --name "Kim Park" \
  --role cashier --by M-1 >/dev/null 2>&1
printf '482916\n' | PITPAY_DATA_DIR=$cage "$bin" cage pay 2 --cashier C-1 >/dev/null 2>&1
shot cage-scan "$cage" "" "key ctrl+g" "type 000001" "key Return" "type C-1" "key Return" "type 4829"
shot cage-already-paid "$cage" "" "key ctrl+g" "type 2" "key Return"
shot cage-table "$cage" "" "key ctrl+g" "type 3" "key Return"
shot history-cage "$cage" "" "key ctrl+h"

# Practice: the settings, a Pay it question (seed 42), its explanation after
# a wrong answer, a timed Lucky Break exam ended with its misses explained and the chart
# of runs, a Stadium table to check for a mispay, a Count it question.
practice_data="$work/practice"
mkdir -p "$practice_data"
pick() { printf '%s\n' "key ctrl+k" "type --delay 15 '$1'" "key Return"; }
shot practice-setup "" "" "key ctrl+d"
shot practice-pay-it "" "" "key ctrl+d" "type 42" "key Return"
shot practice-explained "" "" "key ctrl+d" "type 42" "key Return" "type 1" "key Return"
mapfile -t exam < <(pick 'practice game: blackjack'; pick 'practice bet: lucky break'; pick 'practice mode: timed'
  printf '%s\n' "key ctrl+d" "type 7" "key Return"
  for _ in 1 2 3 4 5 6 7 8 9 10; do printf '%s\n' "type 0" "key Return"; done)
shot practice-exam "$practice_data" "" "key ctrl+d" "${exam[@]}"
mapfile -t spot < <(pick 'practice drill: spot'; pick 'practice game: stadium'
  printf '%s\n' "key ctrl+d" "type 5" "key Return")
shot practice-mispay "" "" "key ctrl+d" "${spot[@]}"
mapfile -t count < <(pick 'practice drill: count'; pick 'practice game: blackjack'
  printf '%s\n' "key ctrl+d" "type 3" "key Return")
shot practice-count "" "" "key ctrl+d" "${count[@]}"
# The break set's timer in view on its first question.
break_data="$work/practice-break"
mkdir -p "$break_data"
mapfile -t breakset < <(pick 'practice drill: spot'; pick 'practice game: stadium'; pick 'practice mode: break'
  printf '%s\n' "key ctrl+d" "type 5" "key Return")
shot practice-break "$break_data" "" "key ctrl+d" "${breakset[@]}"

# Stale pixels: grab after a change made with the keyboard, then resize the
# window by one pixel and back, which redraws it whole, and grab again: the two must be
# the same. Two changes that left stale pixels: a game switch (the Game list's label)
# and the slip panel pushing the form down before another screen is shown (pick-list
# labels cut by the pane's bottom edge were drawn below it, and stayed). Escape leaves
# the field, so no blinking cursor tells the grabs apart.
stale() { # name, size, round, then xdotool steps
  local name=$1 size=$2 round=$3; shift 3
  start "" "$round" "$size"
  run_steps "$@" "key Escape"
  sleep "$wait"
  grab "$work/partial.png" "$size"
  [ -n "${KEEP:-}" ] && cp "$work/partial.png" "$out/check-$name-$size.png"
  xdotool windowsize "$win" $((${size%x*} - 1)) "${size#*x}"; sleep "$wait"
  xdotool windowsize "$win" "${size%x*}" "${size#*x}"; sleep "$wait"; sleep "$wait"
  grab "$work/whole.png" "$size"
  stop
  # A fuzz of 5% and a few pixels of slack ignore the anti-aliasing of edges cut by a
  # damage region (a 1 px line, a scroller's rounded end); a stale label is hundreds
  # of pixels.
  local diff
  diff=$(compare -metric AE -fuzz 5% "$work/partial.png" "$work/whole.png" null: 2>&1 || true)
  if ! [ "$diff" -le 20 ] 2>/dev/null; then
    cp "$work/partial.png" "$out/stale-$name-$size-partial.png"
    cp "$work/whole.png" "$out/stale-$name-$size-whole.png"
    echo "STALE PIXELS: $name at $size: $diff pixels differ (see $out/stale-$name-$size-*.png)" >&2
    return 1
  fi
  echo "no stale pixels: $name at $size"
}

# The labels of pick lists cut by the bottom of the form's pane were drawn below it, in
# the window's bottom padding, where nothing ever cleared them. Heights from 776 to 794
# put the Lucky 9 round's house-option row across that edge: the padding must stay
# blank (pure white in the light theme).
spill() {
  start "" tests/rounds/lucky9-contract.toml 1280x800
  run_steps "key Escape"
  local h min bad=0
  for h in $(seq 776 2 794); do
    xdotool windowsize "$win" 1280 "$h"; sleep "$wait"
    import -window root -crop "620x9+0+$((h - 9))" "$work/strip.png"
    min=$(convert "$work/strip.png" -format '%[fx:minima.r]' info:)
    if [ "$min" != 1 ]; then
      import -window root -crop "1280x$h+0+0" "$out/spill-1280x$h.png"
      echo "STALE PIXELS: text drawn under the form at 1280x$h (see $out/spill-1280x$h.png)" >&2
      bad=1
    fi
  done
  stop
  [ $bad = 0 ] && echo "no text drawn under the form (1280 x 776..794)"
  return $bad
}

case " ${ONLY:-stale-check} " in *" stale-check "*)
  failed=0
  spill || failed=1
  for size in $sizes 1280x800; do
    stale game-switch "$size" tests/rounds/lucky9-contract.toml "key ctrl+n" "key ctrl+2" || failed=1
    stale slip-panel "$size" tests/rounds/lucky9-contract.toml "key ctrl+e" "key ctrl+h" || failed=1
    stale house-option "$size" tests/rounds/lucky-break-seed.toml "key ctrl+k" \
      "type --delay 20 'soft17 hit'" "key Return" "key ctrl+z" || failed=1
  done
  exit $failed
  ;;
esac

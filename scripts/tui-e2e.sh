#!/usr/bin/env bash
# End-to-end test of the interactive simulator: drives the real `la-sim` in a detached tmux session of
# 120x40 and reads the screen back with `tmux capture-pane`.
#
#   scripts/tui-e2e.sh [PATH-TO-LA-SIM]
#
# Without an argument it builds la-sim (`swift build`, scratch path from $SCRATCH_PATH if set).
# Prints one line per check and a closing line "N passed, M failed"; exits 1 if any check failed,
# 2 if it could not run at all.
set -u

root="$(cd "$(dirname "$0")/.." && pwd)"
if [ $# -ge 1 ]; then
  binary="$1"
else
  scratch=()
  if [ -n "${SCRATCH_PATH:-}" ]; then scratch=(--scratch-path "$SCRATCH_PATH"); fi
  (cd "$root" && swift build "${scratch[@]}" --product la-sim >/dev/null) || { echo "build failed"; exit 2; }
  binary="$(cd "$root" && swift build "${scratch[@]}" --show-bin-path)/la-sim"
fi
[ -x "$binary" ] || { echo "no executable at $binary"; exit 2; }
command -v tmux >/dev/null || { echo "tmux is not installed"; exit 2; }

work="$(mktemp -d)"
socket="la-sim-e2e-$$"
tmux_() { tmux -L "$socket" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

passed=0
failed=0
check() { # check NAME CONDITION-RESULT DETAIL
  if [ "$2" = 0 ]; then
    echo "ok      $1"
    passed=$((passed + 1))
  else
    echo "FAILED  $1${3:+: $3}"
    failed=$((failed + 1))
  fi
}

screen() { tmux_ capture-pane -p -t "$1"; }

# wait_for SESSION TEXT [SECONDS]: until the pane shows TEXT; 0 when it did.
wait_for() {
  local deadline=$((SECONDS + ${3:-5}))
  while [ $SECONDS -le $deadline ]; do
    screen "$1" | grep -qF -- "$2" && return 0
    sleep 0.1
  done
  return 1
}

# wait_file PATH [SECONDS]: until PATH exists; 0 when it does.
wait_file() {
  local deadline=$((SECONDS + ${2:-5}))
  while [ $SECONDS -le $deadline ]; do
    [ -s "$1" ] && return 0
    sleep 0.1
  done
  return 1
}

# start NAME [ENV]: la-sim in a new 120x40 session; the pane records `stty -g` before and after, and the
# exit status.
start() {
  local name="$1"
  tmux_ new-session -d -s "$name" -x 120 -y 40 \
    "stty -g > '$work/$name.before'; LANG=C.UTF-8 ${2:-} '$binary'; echo \$? > '$work/$name.status';
     stty -g > '$work/$name.after'; sleep 60"
  wait_for "$name" "la-sim  Pizza Planet" 10
}

same_settings() { # NAME: 0 when the terminal settings after la-sim equal those before it
  wait_file "$work/$1.after" 5 && cmp -s "$work/$1.before" "$work/$1.after"
}

# 1. The countdown ticks: the compact island's timer (on its middle row, line 8 of the screen) moves on
#    within two seconds (the status clock shows hours and minutes).
if start main; then
  first="$(screen main)"
  sleep 2.2
  second="$(screen main)"
  timer() { echo "$1" | sed -n '8p' | grep -oE '[0-9]+:[0-9]{2}' | tail -1; }
  clock() { echo "$1" | sed -n '2p' | grep -oE '[0-9]{2}:[0-9]{2} UTC'; }
  t1="$(timer "$first")"
  t2="$(timer "$second")"
  seconds() { echo "$1" | awk -F: '{ print $1 * 60 + $2 }'; }
  ticked=1
  if [ -n "$t1" ] && [ -n "$t2" ] && [ "$(seconds "$t2")" -le $(($(seconds "$t1") - 2)) ] \
    && [ -n "$(clock "$second")" ]; then ticked=0; fi
  check "countdown ticks every second ($t1 -> $t2, clock $(clock "$second"))" $ticked

  # 2. n advances the status line to the next pipeline step.
  tmux_ send-keys -t main n
  wait_for main "step 1/5 preparing" 3
  check "n advances the status to step 1/5 preparing" $?

  # 3. e then i ends the activity with the immediate policy: dismissed, the island and card empty: no
  #    countdown on the compact island's middle row (line 8) nor in the expanded island and the Lock Screen
  #    (lines 13-27; the alert panel and the event log, which show times of day, lie outside them).
  tmux_ send-keys -t main e
  wait_for main "End the activity with dismissal:" 3
  prompt=$?
  tmux_ send-keys -t main i
  wait_for main "DISMISSED" 3
  dismissed=$?
  # The status line is painted first: give the rest of the screen a moment to follow it.
  countdowns() { screen main | sed -n '8p;13,27p' | grep -cE '[0-9]+:[0-9]{2}'; }
  deadline=$((SECONDS + 3))
  while [ "$(countdowns)" != 0 ] && [ $SECONDS -le $deadline ]; do sleep 0.1; done
  [ $prompt = 0 ] && [ $dismissed = 0 ] && [ "$(countdowns)" = 0 ]
  check "e then i dismisses the activity" $? "$(screen main | sed -n '8p;13,27p' | grep -E '[0-9]+:[0-9]{2}')"

  # 4. A terminal too small for the screen says what it needs.
  tmux_ resize-window -t main -x 50 -y 12
  wait_for main "terminal too small: need 110×35, have 50×12" 3
  check "a 50x12 terminal shows 'terminal too small: need 110×35, have 50×12'" $?

  # 5. q quits from the small screen and leaves the terminal settings as they were.
  tmux_ send-keys -t main q
  status=1
  if wait_file "$work/main.status" 5 && [ "$(cat "$work/main.status")" = 0 ] && same_settings main; then status=0; fi
  check "q exits 0 and restores the terminal settings (stty -g before = after)" $status
else
  check "la-sim starts in a 120x40 tmux pane" 1 "$(screen main 2>&1 | head -5)"
fi

# 6. SIGTERM, SIGHUP, Ctrl-C and Ctrl-\ (SIGQUIT) also give the terminal back, and so does a crash (SIGSEGV
#    stands in for one; the Swift backtracer is turned off so it does not wait for a key). Ctrl-\ runs with the
#    backtracer on, as a user has it: la-sim must handle SIGQUIT before the runtime prints over the screen.
for signal in TERM HUP INT QUIT SEGV; do
  name="sig$signal"
  environment="SWIFT_BACKTRACE=enable=no"
  [ "$signal" = QUIT ] && environment=""
  if start "$name" "$environment"; then
    if [ "$signal" = INT ]; then
      tmux_ send-keys -t "$name" C-c
    elif [ "$signal" = QUIT ]; then
      tmux_ send-keys -t "$name" 'C-\'
      wait_file "$work/$name.status" 5
      want=$((128 + 3))
      got="$(cat "$work/$name.status" 2>/dev/null)"
      check "Ctrl-\\ exits $want (got $got)" "$([ "$got" = "$want" ] && echo 0 || echo 1)"
      sleep 1
      screen "$name" | grep -qE "Program crashed|Backtrace"
      check "Ctrl-\\ prints no backtrace" "$([ $? = 1 ] && echo 0 || echo 1)"
    else
      # la-sim is the child of the pane's shell: signal exactly that process.
      pid="$(pgrep -P "$(tmux_ display-message -p -t "$name" '#{pane_pid}')" || true)"
      [ -n "$pid" ] && kill -s "$signal" "$pid"
    fi
    status=1
    if wait_file "$work/$name.status" 5 && same_settings "$name"; then status=0; fi
    check "SIG$signal ends la-sim (status $(cat "$work/$name.status" 2>/dev/null)) and restores the terminal" $status
  else
    check "la-sim starts for SIG$signal" 1
  fi
done

echo "$passed passed, $failed failed"
[ $failed = 0 ]

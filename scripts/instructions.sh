#!/usr/bin/env bash
# Instructions per list operation, one app of graft-bench's against the hand-written baseline,
# counted by valgrind's callgrind: the noise-free counterpart of graft-bench's wall-clock
# tables (this machine's wall clock moves by tens of percent between sittings; an instruction
# count moves by a few instructions). `make instructions` builds graft-bench and runs this.
#
#   scripts/instructions.sh [app] [op ...]
#     app: observed (default; the headline app), graft (the diffing app), compose,
#          observedObservable, nodeObserved, fineGrained — graft-bench's --profile apps —
#          embed (mounting 1,000 counters, hosted and through GraftCompose, against inline), or
#          tap (one row's @State write, its pass and batch in a 1,000-row list, against the same
#          node change by hand: graft-bench --profile-tap N [plain|modified|imperative], runs of
#          3,000 and 1,000 taps collected inside FineGrainedBenchmark.tapOnce, the difference
#          over 2,000; with CACHE=1, also each side evicting: a 1 MiB read before each tap,
#          CacheEvictor, so that its data misses are the lines it touches)
#   CACHE=1 scripts/instructions.sh [app] [op ...]   the same, with each count's cache misses
#     op:  create1k replaceAll updateEvery10th select swapRows removeRow create10k append1k
#          clear (all of them by default)
#
# Each count is (the op run 4 times − run 2 times) / 2, collected only inside the op: for the
# app, inside the closure OpRepeater.step runs the op in (graft-bench --profile <op> N <app>);
# for the baseline, inside ImperativeList.apply (graft-bench --profile <op> N imperative); for
# the embed rows, inside EmbedBenchmark's settle (graft-bench --profile-embed N <side>). The
# setup each run repeats (building the list, the process) cancels out in the difference.
# GRAFT_BENCH names another binary (default .build/release/graft-bench).
set -euo pipefail
# A failed count stops the table (command substitutions keep -e).
shopt -s inherit_errexit

bench=${GRAFT_BENCH:-.build/release/graft-bench}
# One hash seed for every run: with the per-process random seed, a table's hashing (the
# Observation module's key-path sets, a dictionary's probing) costs a different number of
# instructions each run (an @Observable row's select: ±1 %).
export SWIFT_DETERMINISTIC_HASHING=1
app=${1:-observed}
if [ $# -gt 0 ]; then shift; fi
ops=("$@")
if [ ${#ops[@]} -eq 0 ]; then
  ops=(create1k replaceAll updateEvery10th select swapRows removeRow create10k append1k clear)
fi
command -v valgrind >/dev/null || { echo "instructions: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
[ -x "$bench" ] || { echo "instructions: no $bench (swift build -c release --product graft-bench)" >&2; exit 1; }

# One callgrind run of graft-bench with the arguments, the word COUNT in them replaced by
# `count`, collected inside `toggle` (the whole run when it is empty), into the file `out`.
# Extra valgrind options go in the array `valgrind_extra`. A failed run stops the script.
valgrind_extra=()
run_callgrind() {
  local toggle=$1 count=$2 out=$3
  shift 3
  local options=(--tool=callgrind --callgrind-out-file="$out" "${valgrind_extra[@]}")
  if [ -n "$toggle" ]; then options+=(--toggle-collect="$toggle"); fi
  if ! valgrind "${options[@]}" "$bench" "${@/COUNT/$count}" >/dev/null 2>&1; then
    echo "instructions: failed: $bench ${*/COUNT/$count}" >&2
    rm -f "$out"
    exit 1
  fi
}

# The totals line of a callgrind file: every event counted, in the order its "events:" line
# names them (Ir alone, or with --cache-sim=yes: Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw).
totals_of() { awk '/^totals:/ { $1 = ""; print substr($0, 2) }' "$1"; }

# The 64-byte lines of code one repetition runs: the instruction addresses whose execution
# count grew from the first callgrind file (--dump-instr=yes, fewer repetitions) to the second,
# by their lines. (Addresses are offsets in their object — the executable, libswiftCore, libc
# —, so a line is an object's: two objects' code at the same offset are two lines. An address
# is written absolute, "+n"/"-n" from the last one, or "*" for the same; "ob=" names the object
# of the cost lines after it, "cob=" only a call's callee.)
code_lines() {
  python3 - "$1" "$2" <<'PYTHON'
import re, sys
from collections import Counter

def executions(path):
    counts, address, after_call, obj = Counter(), 0, False, None
    for text in open(path):
        if text.startswith("ob="):
            obj = text[3:].split(")")[0]  # "(id) path" the first time, "(id)" after
            continue
        if text.startswith("calls="):
            after_call = True  # the next line is the call's inclusive cost
            continue
        match = re.match(r"(0x[0-9a-fA-F]+|[+-]\d+|\*)\s+\S+\s+(\d+)", text)
        if not match:
            continue
        position = match.group(1)
        if position.startswith("0x"):
            address = int(position, 16)
        elif position != "*":
            address += int(position)
        if not after_call:
            counts[(obj, address)] += int(match.group(2))
        after_call = False
    return counts

fewer, more = executions(sys.argv[1]), executions(sys.argv[2])
print(len({(obj, address >> 6) for (obj, address), count in more.items() if count > fewer[(obj, address)]}))
PYTHON
}

# Each event's count per unit of COUNT: collected inside `toggle` (the whole run when empty),
# the arguments run with `low` and with `high` as their count, (the totals at `high` − at
# `low`) / (high − low), one number per event, space-separated — whatever each run does
# besides (the process, the list or fixture it builds) cancels out; with CACHE=1, then the
# lines of code one unit runs (code_lines). Called in a command substitution (its EXIT trap
# removes its files when a run fails).
per_unit() {
  local toggle=$1 low=$2 high=$3
  shift 3
  local at_low at_high low_out high_out
  low_out=$(mktemp)
  high_out=$(mktemp)
  trap 'rm -f "$low_out" "$high_out"' EXIT
  run_callgrind "$toggle" "$low" "$low_out" "$@"
  run_callgrind "$toggle" "$high" "$high_out" "$@"
  at_low=$(totals_of "$low_out")
  at_high=$(totals_of "$high_out")
  awk -v a="$at_low" -v b="$at_high" -v n=$((high - low)) 'BEGIN {
    count = split(a, low, " "); split(b, high, " ")
    for (i = 1; i <= count; i++) printf "%s%d", (i > 1 ? " " : ""), (high[i] - low[i]) / n
  }'
  if [ "$cache" = 1 ]; then printf ' %s' "$(code_lines "$low_out" "$high_out")"; fi
  echo
  rm -f "$low_out" "$high_out"
}

# `a / b` to two decimals.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

# With CACHE=1, under callgrind's cache simulator too (--cache-sim=yes, a 256 KiB last level;
# the L1 caches as the machine's) and with each instruction's count (--dump-instr=yes): each
# count is followed by its L1 instruction-cache misses, its L1 data-cache misses (reads +
# writes) and the lines of code it runs (what a cold cache fetches); the tap table gains the
# evicting rows.
cache=${CACHE:-0}
if [ "$cache" = 1 ]; then
  command -v python3 >/dev/null || { echo "instructions: CACHE=1 needs python3" >&2; exit 1; }
  valgrind_extra=(--cache-sim=yes --LL=262144,8,64 --dump-instr=yes)
fi

# The cells of one count (a per_unit line): its instructions, and with CACHE=1 its L1i and L1d
# misses and its lines of code. `header` instead prints the cells' headings, the first one
# named $2.
cells() {
  if [ "$1" = header ]; then
    printf ' %14s' "$2"
    if [ "$cache" = 1 ]; then printf ' %8s %8s %6s' "L1i" "L1d" "code"; fi
    return
  fi
  local ir i1=0 d1r=0 d1w=0 code=0
  read -r ir _ _ i1 d1r d1w _ _ _ code <<<"$1"
  printf ' %14s' "$ir"
  if [ "$cache" = 1 ]; then printf ' %8s %8s %6s' "$i1" "$((d1r + d1w))" "$code"; fi
}

# The instructions of a per_unit line.
instructions_of() { echo "${1%% *}"; }

# One row of the tap and embed tables: `label`, the cells of `counts` (a per_unit line) and
# their instructions' ratio to those of `base` (1.00 for the base itself).
table_row() {
  printf '%-32s%s %8s\n' "$1" "$(cells "$2")" "$(ratio "$(instructions_of "$2")" "$(instructions_of "$3")")"
}

tap_toggle='*FineGrainedBenchmarkO7tapOnce*'
app_toggle='$s10GraftBench10OpRepeaterC4step6aroundyyyyXEXE_tFyyXEfU_'
hand_toggle='*ImperativeListC5apply*'

if [ "$app" = tap ]; then
  modes=(warm)
  if [ "$cache" = 1 ]; then modes+=(evicting); fi
  printf '%-32s%s %8s\n' "one row's @State tap, 1,000 rows" "$(cells header instructions)" "/ by hand"
  for mode in "${modes[@]}"; do
    extra=()
    suffix=""
    if [ "$mode" = evicting ]; then
      extra=(evicting)
      suffix=", evicting"
    fi
    hand=$(per_unit "$tap_toggle" 1000 3000 --profile-tap COUNT imperative "${extra[@]}")
    for side in plain modified; do
      # Assigned first: a failed count in a command substitution passed as an argument would
      # not stop the script.
      counts=$(per_unit "$tap_toggle" 1000 3000 --profile-tap COUNT "$side" "${extra[@]}")
      table_row "$side$suffix" "$counts" "$hand"
    done
    table_row "by hand$suffix" "$hand" "$hand"
  done
  exit 0
fi

if [ "$app" = embed ]; then
  inline=$(per_unit '*EmbedBenchmark*settle*' 2 4 --profile-embed COUNT inline)
  printf '%-32s%s %8s\n' "mount 1,000 counters" "$(cells header instructions)" "/ inline"
  table_row inline "$inline" "$inline"
  for side in hosted compose; do
    counts=$(per_unit '*EmbedBenchmark*settle*' 2 4 --profile-embed COUNT "$side")
    table_row "$side" "$counts" "$inline"
  done
  exit 0
fi

printf '%-20s%s%s %8s\n' "$app" "$(cells header app)" "$(cells header "by hand")" ratio
logsum=0
for op in "${ops[@]}"; do
  graft=$(per_unit "$app_toggle" 2 4 --profile "$op" COUNT "$app")
  hand=$(per_unit "$hand_toggle" 2 4 --profile "$op" COUNT imperative)
  app_count=$(instructions_of "$graft")
  hand_count=$(instructions_of "$hand")
  # The geomean from the unrounded ratios.
  logsum=$(awk -v s="$logsum" -v a="$app_count" -v b="$hand_count" 'BEGIN { printf "%.9f", s + log(a / b) }')
  printf '%-20s%s%s %8s\n' "$op" "$(cells "$graft")" "$(cells "$hand")" "$(ratio "$app_count" "$hand_count")"
done
awk -v s="$logsum" -v n="${#ops[@]}" 'BEGIN { printf "geomean of the ratios: %.2f\n", exp(s / n) }'

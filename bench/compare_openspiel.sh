#!/usr/bin/env bash
# Compares our engines' random-play speed with OpenSpiel's C++ on the nearest
# games OpenSpiel has: gomoku (15x15) for XOBrainer, maedn (4 players) for
# ODULUDO. A developer tool, not part of `cargo test`. Then the same from
# Python (bench/compare_python.py): random play in games/s through our
# binding (the `tabletop` wheel, built here) against pyspiel's gomoku and
# maedn, per step from a Python loop and in one batch call each.
#
#   bench/compare_openspiel.sh [SECONDS]      (default 5 seconds per measurement)
#   NO_PYTHON=1 bench/compare_openspiel.sh    (the Rust comparison only)
#   ROUNDS=7 bench/compare_openspiel.sh       (pairs per ratio, default 5)
#
# Each pairing reports two ratios, each by CPU time:
# - generic: both sides list every legal move, choose one uniformly and apply
#   it (ours: board_core::bots::listed_step into one reused MoveList; OpenSpiel:
#   pyspiel.evaluate_bots with uniform random bots);
# - fast: each side's fastest supported random play-out (ours:
#   board_core::bots::counted_playout, an engine's whole-play-out loop or its
#   fused random_step in a loop; OpenSpiel: again evaluate_bots, its fastest
#   random play-out callable from Python, see bench/openspiel_random_play.py).
# What each side counts: XOBrainer counts its placements (decisions; a match
# has many rounds, whose round ends are not counted) against gomoku's moves
# (gomoku has no chance nodes, so its moves are its decisions); ODULUDO and
# maedn both count decisions and chance outcomes (die rolls). OpenSpiel's
# moves are counted exactly (len(state.history()) of every game played), ours
# by the step functions.
#
# Each side's time is its own process CPU time over its measured loop (ours:
# cpu_time::ProcessTime in examples/bench.rs; OpenSpiel's: time.process_time());
# wall time is printed beside it. Each ratio is measured in ROUNDS pairs:
# every round measures gomoku, then XOBrainer (generic, then fast), then maedn,
# then ODULUDO (generic, then fast), back to back, and a ratio is the median
# of its pairs with their range (min-max). The machine is shared: CPU time
# removes the time a process waits for a core, not the slow-down of sharing
# caches and memory bandwidth, and a pair measured back to back shares that
# drift. Our play-outs draw from rand's SmallRng (Xoshiro256++), as
# OpenSpiel's uniform random bots draw from std::mt19937 (examples/bench.rs,
# `--rng`).
#
# Build flags: OpenSpiel is PyPI's wheel as its maintainers built it, for
# baseline x86-64 (its pyspiel.so holds no popcnt or BMI instructions); ours
# is the default release build, for the same baseline target. RUSTFLAGS in
# the environment reach our build only, so a run with, say, -C
# target-cpu=native is no longer like for like in build flags.
#
# Targets (issue 33): generic XOBrainer >= 10x gomoku, ODULUDO >= 4x maedn;
# fast XOBrainer >= 60x gomoku, ODULUDO >= 8x maedn.
#
# Installs the `open_spiel` package from PyPI into a throw-away virtualenv
# (reused between runs; OPENSPIEL_VENV overrides its path) if it is not there.
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-5}
venv=${OPENSPIEL_VENV:-${TMPDIR:-/tmp}/tabletop-openspiel-venv}
if ! "$venv/bin/python" -c 'import pyspiel' 2>/dev/null; then
  echo "installing open_spiel into $venv ..." >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q open_spiel
fi
rounds=${ROUNDS:-5}
cargo build -q --release --example bench
# Through cargo (built above, so only a freshness check), wherever the target folder is.
bench() { cargo run -q --release --example bench -- "$@"; }
out=$(mktemp)
for round in $(seq 1 "$rounds"); do
  for pair in "gomoku xobrainer" "maedn oduludo"; do
    set -- $pair
    echo "round=$round" | tee -a "$out"
    "$venv/bin/python" bench/openspiel_random_play.py --game "$1" --seconds "$secs" | tee -a "$out"
    bench --game "$2" --path both --seconds "$secs" | tee -a "$out"
  done
done
# The engines without an OpenSpiel counterpart, for the record.
for g in deblockle numseq; do
  bench --game "$g" --path both --seconds "$secs" --repeat 3
done
python3 - "$out" <<'PY'
import statistics, sys
rounds = {}
r = 0
for line in open(sys.argv[1]):
    kv = dict(p.split("=", 1) for p in line.split() if "=" in p)
    if "round" in kv:
        r = int(kv["round"])
    elif "game" in kv:
        rounds.setdefault(r, {})[(kv["engine"], kv["game"], kv.get("path"))] = kv
def ratio(kind, ours, field, theirs, target):
    pairs = []
    for r in sorted(rounds):
        a = rounds[r].get(("tabletop", ours, kind)); b = rounds[r].get(("openspiel", theirs, "evaluate_bots"))
        if a and b:
            pairs.append((float(a[field]) / float(b["moves_per_cpu_s"]), a, b))
    if not pairs:
        print(f"{kind} ratio {ours}/{theirs}: missing measurement"); return
    ratios = [p[0] for p in pairs]
    m = statistics.median(ratios)
    verdict = "meets" if m >= target else "MISSES"
    each = ", ".join(f"{x:.2f}" for x in ratios)
    ours_cpu = ", ".join(p[1]["cpu_seconds"] for p in pairs)
    theirs_cpu = ", ".join(p[2]["cpu_seconds"] for p in pairs)
    print(f"{kind} ratio, {ours} {field} ({kind} path) / openspiel {theirs} moves_per_cpu_s (evaluate_bots): "
          f"{m:.2f}x median of {len(pairs)} pairs ({min(ratios):.2f}-{max(ratios):.2f}) "
          f"(target {target}x: {verdict})")
    print(f"  pairs: {each}; cpu_seconds ours: {ours_cpu}; openspiel: {theirs_cpu}")
# XOBrainer: placements (decisions) against gomoku's moves (gomoku has no chance).
# ODULUDO: all moves (decisions and die rolls) against maedn's moves (decisions and chance outcomes).
ratio("generic", "xobrainer", "decisions_per_cpu_s", "gomoku", 10)
ratio("generic", "oduludo", "moves_per_cpu_s", "maedn-players4", 4)
ratio("fast", "xobrainer", "decisions_per_cpu_s", "gomoku", 60)
ratio("fast", "oduludo", "moves_per_cpu_s", "maedn-players4", 8)
PY
rm -f "$out"
if [ "${NO_PYTHON:-0}" != 1 ]; then
  echo "== from Python: our wheel against pyspiel (bench/compare_python.py)"
  "$venv/bin/pip" install -q "maturin==1.16.0" numpy
  dist=$(mktemp -d)
  "$venv/bin/maturin" build --release --quiet -m python/Cargo.toml -i "$venv/bin/python" --out "$dist"
  "$venv/bin/pip" install -q --force-reinstall --no-deps "$dist"/tabletop-*.whl
  rm -rf "$dist"
  "$venv/bin/python" bench/compare_python.py --seconds "$secs" --repeat 3
fi

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
#   ROUNDS=5 bench/compare_openspiel.sh       (pairs per ratio, default 3)
#
# Each ratio is measured in ROUNDS pairs, OpenSpiel's game and ours one right
# after the other (gomoku then XOBrainer, maedn then ODULUDO, and again), and
# the median of the pairs' ratios is reported beside each pair. This machine's
# speed drifts by tens of percent over seconds to minutes; a pair measured
# back to back shares the drift, two best-of runs minutes apart do not. Our
# play-outs draw from rand's SmallRng (Xoshiro256++), as OpenSpiel's uniform
# random bots draw from std::mt19937 (examples/bench.rs, `--rng`).
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
rounds=${ROUNDS:-3}
cargo build -q --release --example bench
# Through cargo (built above, so only a freshness check), wherever the target folder is.
bench() { cargo run -q --release --example bench -- "$@"; }
out=$(mktemp)
for round in $(seq 1 "$rounds"); do
  for pair in "gomoku xobrainer" "maedn oduludo"; do
    set -- $pair
    echo "round=$round" | tee -a "$out"
    "$venv/bin/python" bench/openspiel_random_play.py --game "$1" --seconds "$secs" | tee -a "$out"
    bench --game "$2" --seconds "$secs" | tee -a "$out"
  done
done
# The engines without an OpenSpiel counterpart, for the record.
for g in deblockle numseq; do
  bench --game "$g" --seconds "$secs" --repeat 3
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
        rounds.setdefault(r, {})[(kv["engine"], kv["game"])] = kv
def ratio(ours, field, theirs, target):
    pairs = []
    for r in sorted(rounds):
        a = rounds[r].get(("tabletop", ours)); b = rounds[r].get(("openspiel", theirs))
        if a and b:
            pairs.append(float(a[field]) / float(b["moves_per_s"]))
    if not pairs:
        print(f"ratio {ours}/{theirs}: missing measurement"); return
    m = statistics.median(pairs)
    verdict = "meets" if m >= target else "MISSES"
    each = ", ".join(f"{p:.2f}" for p in pairs)
    print(f"ratio {ours} {field} / openspiel {theirs} moves_per_s: {m:.1f}x median of {len(pairs)} pairs ({each}) (target {target}x: {verdict})")
# XOBrainer: placements (decisions) against gomoku's moves (gomoku has no chance).
ratio("xobrainer", "decisions_per_s", "gomoku", 30)
# ODULUDO: all moves (decisions and die rolls) against maedn's moves (which count its chance nodes too).
ratio("oduludo", "moves_per_s", "maedn-players4", 5)
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

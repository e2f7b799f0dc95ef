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
cargo build -q --release --example bench
out=$(mktemp)
"$venv/bin/python" bench/openspiel_random_play.py --seconds "$secs" --repeat 3 | tee -a "$out"
for g in xobrainer oduludo deblockle numseq; do
  cargo run -q --release --example bench -- --game "$g" --seconds "$secs" --repeat 3 | tee -a "$out"
done
python3 - "$out" <<'PY'
import sys
rows = {}
for line in open(sys.argv[1]):
    kv = dict(p.split("=", 1) for p in line.split() if "=" in p)
    if "game" in kv:
        rows[(kv["engine"], kv["game"])] = kv
def ratio(ours, field, theirs, target):
    a = rows.get(("tabletop", ours)); b = rows.get(("openspiel", theirs))
    if not a or not b:
        print(f"ratio {ours}/{theirs}: missing measurement"); return
    r = float(a[field]) / float(b["moves_per_s"])
    verdict = "meets" if r >= target else "MISSES"
    print(f"ratio {ours} {field} / openspiel {theirs} moves_per_s: {r:.1f}x (target {target}x: {verdict})")
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

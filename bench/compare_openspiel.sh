#!/usr/bin/env bash
# Compares our engines' random-play speed with OpenSpiel's C++ on the nearest
# games OpenSpiel has: gomoku (15x15) for XOBrainer, maedn (4 players) for
# ODULUDO. A developer tool, not part of `cargo test`.
#
#   bench/compare_openspiel.sh [SECONDS]      (default 5 seconds per measurement)
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

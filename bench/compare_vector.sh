#!/usr/bin/env bash
# The vector comparison in one command (BENCHMARKS.md, "Vector
# comparison"): makes two virtual environments, or reuses them,
#   DIR/ours  python/ci.sh --install-only: the tabletop wheel (maturin build
#             --release, rebuilt on every run, incrementally) with pyspiel,
#             numpy, gymnasium as ci.sh pins them;
#   DIR/pgx   pgx and the CPU wheel of jax, pinned below;
# then runs bench/compare_vector.py with both (arguments are passed on).
#
#   bench/compare_vector.sh [--dir DIR] [--no-build] [compare_vector.py arguments...]
#   bench/compare_vector.sh --seconds 3 --out vector.json
#
# DIR defaults to ${TMPDIR:-/tmp}/tabletop-compare-vector. --no-build skips
# ci.sh when DIR/ours already has the wheel. The jax compilation cache of
# the pgx cells is kept in DIR/jax-cache (compilation is never timed).
set -euo pipefail
cd "$(dirname "$0")/.."

# Pinned: pgx's last release and the jax that ci.sh pins for the PPO example
# (pgx 2.6.0 runs on it; its auto_reset wrapper takes the step key).
PGX_PINS=(
    "pgx==2.6.0"
    "jax==0.10.2"
    "jaxlib==0.10.2"
    "numpy==2.4.6"
)
PYTHON="${PYTHON:-python3}"

dir="${TMPDIR:-/tmp}/tabletop-compare-vector"
build=1
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --dir) dir="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        *) args+=("$1"); shift ;;
    esac
done
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"

if [ "$build" = 1 ] || ! "$dir/ours/bin/python" -c 'import tabletop.vector, pyspiel' 2>/dev/null; then
    python/ci.sh --install-only "$dir/ours"
fi
if ! "$dir/pgx/bin/python" -c 'import pgx, jax' 2>/dev/null; then
    echo "== pgx venv at $dir/pgx"
    "$PYTHON" -m venv "$dir/pgx"
    "$dir/pgx/bin/python" -m pip install --quiet --disable-pip-version-check "${PGX_PINS[@]}"
fi

exec "$dir/ours/bin/python" bench/compare_vector.py \
    --pgx-python "$dir/pgx/bin/python" --jax-cache "$dir/jax-cache" ${args[@]+"${args[@]}"}

#!/usr/bin/env bash
# The Python package's CI (called by .ci/run): a throw-away virtual
# environment under ${TMPDIR:-/tmp}, the pinned test dependencies from PyPI,
# `ruff check` on every Python file of the repository (ruff.toml), the wheel
# built with `maturin build --release` and installed, then `mypy --strict`
# on the examples and the package, then `pytest python/tests`
# (OpenSpiel's and PettingZoo's own harnesses in test_peer_harnesses.py,
# the Ray example with 1 and 2 workers, round trips and exceptions), then the
# PPO example's smoke run (examples/ppo_vector.py --smoke, ~15 s of training each) on
# Deblockle and XOBrainer one-round.
#
#   python/ci.sh                        the above; the venv is removed after
#   python/ci.sh --install-only DIR     make a venv at DIR with the wheel and
#                                       the dependencies installed, keep it,
#                                       run no test (README: set-up)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"

# Pinned: OpenSpiel 2.0.x and PettingZoo 1.27.x as INTEROP.md says.
PINS=(
    "maturin==1.16.0"
    "numpy==2.4.6"
    "open_spiel==2.0.2"
    "pettingzoo==1.27.0"
    "gymnasium==1.4.0"
    "ray==2.60.0"
    "pytest==9.2.0"
    "mypy==2.4.1"
    "ruff==0.17.6"
    # python/examples/ppo_vector.py: JAX's CPU wheel and optax.
    "jax==0.10.2"
    "jaxlib==0.10.2"
    "optax==0.2.8"
)
PYTHON="${PYTHON:-python3}"

install_only=0
if [ "${1:-}" = "--install-only" ]; then
    install_only=1
    VENV="${2:-.venv}"
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/tabletop-wheel.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
else
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/tabletop-py.XXXXXX")"
    trap 'rm -rf "$WORK"' EXIT
    VENV="$WORK/venv"
fi

echo "== python: venv at $VENV ($("$PYTHON" --version))"
"$PYTHON" -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check "${PINS[@]}"

if [ "$install_only" = 0 ]; then
    echo "== python: ruff check (ruff.toml: every Python file of the repository)"
    "$VENV/bin/ruff" check --no-cache "$ROOT"
fi

echo "== python: maturin build --release"
"$VENV/bin/maturin" build --release --quiet -m python/Cargo.toml -i "$VENV/bin/python" --out "$WORK/dist"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$WORK"/dist/tabletop-*.whl

if [ "$install_only" = 1 ]; then
    echo "installed: . $VENV/bin/activate && python -c 'import tabletop'"
    exit 0
fi

echo "== python: mypy --strict on the examples (against the installed wheel's stubs) and on the package"
(cd "$WORK" && "$VENV/bin/python" -m mypy --config-file "$ROOT/python/pyproject.toml" --cache-dir "$WORK/mypy" "$ROOT/python/examples")
(cd "$ROOT/python/python" && "$VENV/bin/python" -m mypy --config-file "$ROOT/python/pyproject.toml" --cache-dir "$WORK/mypy" -p tabletop)

echo "== python: pytest python/tests"
# From the repository root: the sources live in python/python/tabletop, so
# no directory named `tabletop` shadows the installed wheel (the root's
# tabletop/ is the Rust crate, without __init__.py: a namespace package
# loses to the installed one).
"$VENV/bin/python" -m pytest -q -p no:cacheprovider python/tests

echo "== python: PPO smoke (examples/ppo_vector.py --smoke: runs, finite loss, a score)"
for game in "deblockle" "xobrainer(format=one-round)"; do
    "$VENV/bin/python" python/examples/ppo_vector.py --smoke --game "$game"
done

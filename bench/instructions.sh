#!/usr/bin/env bash
# The instruction-count regression guard: runs the gungraun
# benchmarks of bench/benches/instructions.rs under valgrind's callgrind and
# compares each benchmark's instruction count with the committed baseline in
# bench/instructions-baseline.toml. Fails when any count grew by more than
# 10% (TABLETOP_INSTR_TOLERANCE, in percent, overrides). Instruction counts
# do not depend on the machine's load, so the guard is usable on a shared
# machine and in CI; they do depend on the compiler, so after a toolchain
# change (rust-toolchain, rustc update) re-record with --update and say so
# in the commit.
#
#   bench/instructions.sh            # measure and compare (CI)
#   bench/instructions.sh --update   # measure and rewrite the baselines
#
# Installs what it needs: valgrind (apt-get, when missing) and gungraun-runner
# of exactly the gungraun version in bench/Cargo.lock (`cargo install
# --locked`, into a cache: $TABLETOP_TOOLS_CACHE, default
# ${XDG_CACHE_HOME:-~/.cache}/tabletop-rules, reused between runs).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
baseline=bench/instructions-baseline.toml
tolerance=${TABLETOP_INSTR_TOLERANCE:-10}
update=0
case "${1:-}" in
"") ;;
--update) update=1 ;;
*) echo "usage: $0 [--update]" >&2; exit 2 ;;
esac

if ! command -v valgrind >/dev/null 2>&1; then
    echo "== apt-get install valgrind"
    apt-get update -qq || true
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null
fi

version=$(awk '/^name = "gungraun"$/ { getline; gsub(/version = |"/, ""); print; exit }' bench/Cargo.lock)
[ -n "$version" ] || { echo "instructions.sh: no gungraun in bench/Cargo.lock" >&2; exit 1; }
cache=${TABLETOP_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tabletop-rules}
root=$cache/gungraun-runner-$version
runner=$root/bin/gungraun-runner
if ! [ -x "$runner" ] || [ "$("$runner" --version 2>/dev/null | awk '{ print $2 }')" != "$version" ]; then
    echo "== cargo install gungraun-runner --version =$version --locked --root $root"
    cargo install -q gungraun-runner --version "=$version" --locked --root "$root"
fi
export GUNGRAUN_RUNNER=$runner

out=$(mktemp)
trap 'rm -f "$out"' EXIT
echo "== cargo bench --bench instructions (gungraun $version, $(valgrind --version))"
cargo bench -q --locked --manifest-path bench/Cargo.toml --bench instructions -- \
    --output-format=json >"$out"

python3 - "$out" "$baseline" "$tolerance" "$update" <<'PY'
import json, sys, tomllib

out, baseline_path, tolerance, update = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4] == "1"

def instructions(summary):
    """The callgrind Ir (instructions) of this run: profiles[].data.total."""
    for profile in summary.get("profiles", []):
        try:
            return int(profile["data"]["total"]["metrics"]["Ir"]["values"]["new"])
        except (KeyError, TypeError, ValueError):
            continue
    return None

measured = {}
for line in open(out):
    line = line.strip()
    if not line.startswith("{"):
        continue
    s = json.loads(line)
    name = s["function_name"]
    ir = instructions(s)
    if ir is None:
        sys.exit(f"instructions.sh: no instruction count for {name} in gungraun's output")
    measured[name] = ir
if not measured:
    sys.exit("instructions.sh: gungraun printed no benchmark summaries")

if update:
    with open(baseline_path, "w") as f:
        f.write("# Instruction counts (callgrind Ir) of bench/benches/instructions.rs,\n")
        f.write("# recorded by `bench/instructions.sh --update`; bench/instructions.sh\n")
        f.write("# fails when a count grows by more than 10%. See BENCHMARKS.md,\n")
        f.write('# "Regression guard".\n')
        for name in sorted(measured):
            f.write(f"{name} = {measured[name]}\n")
    for name in sorted(measured):
        print(f"{name}: {measured[name]} instructions (baseline rewritten)")
    sys.exit(0)

with open(baseline_path, "rb") as f:
    base = tomllib.load(f)
failed = []
for name in sorted(set(measured) | set(base)):
    if name not in base:
        failed.append(f"{name}: no baseline (run bench/instructions.sh --update)")
        continue
    if name not in measured:
        failed.append(f"{name}: in the baseline but not measured")
        continue
    b, m = base[name], measured[name]
    change = (m - b) / b * 100
    verdict = "ok" if change <= tolerance else "REGRESSION"
    print(f"{name}: {m} instructions, baseline {b} ({change:+.2f}%) {verdict}")
    if change > tolerance:
        failed.append(f"{name}: {change:+.2f}% > +{tolerance:g}%")
if failed:
    print("instructions.sh: FAILED: " + "; ".join(failed))
    sys.exit(1)
print(f"instructions.sh: {len(measured)} passed, 0 failed (tolerance +{tolerance:g}%)")
PY

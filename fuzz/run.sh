#!/usr/bin/env bash
# fuzz/run.sh SECONDS [TARGET...]   run each target (default: all 16) for SECONDS
# fuzz/run.sh --check               print the route the build would take, or why
#                                   it cannot build here (exit 2), and build nothing
#
# Installs cargo-fuzz (pinned, from crates.io, into a cache dir) if missing,
# builds the targets with debug assertions on, and runs each one for SECONDS,
# one at a time, on a temporary copy of its committed corpus (fuzz/corpus/) so
# a run never changes the repository. Crash inputs are kept under the
# temporary folder, whose path is printed; the script exits 1 if any target
# crashed. fuzz/README.md has the details.
#
# The route: libFuzzer's instrumentation needs nightly compiler flags. The
# default toolchain (stable, the one the project builds with) with
# RUSTC_BOOTSTRAP=1 accepts them; a `nightly` rustup toolchain is the fallback.
#
# Environment:
#   TABLETOP_FUZZ_SANITIZER  address | none (default none: the engines forbid
#                            unsafe code, so ASan would only watch the standard
#                            library and serde_json, at a large cost in speed)
#   TABLETOP_FUZZ_TOOLCHAIN  auto | stable | nightly (default auto: stable with
#                            RUSTC_BOOTSTRAP=1, else nightly)
#   TABLETOP_FUZZ_CACHE      where cargo-fuzz is installed (default
#                            ~/.cache/tabletop-rules)
#   CARGO_TARGET_DIR         the build folder (default fuzz/target, ignored by git)
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
sanitizer=${TABLETOP_FUZZ_SANITIZER:-none}
cache=${TABLETOP_FUZZ_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tabletop-rules}
cargo_fuzz=$cache/cargo-fuzz-$CARGO_FUZZ_VERSION/bin/cargo-fuzz

# The route is checked by compiling an empty library to an object file with
# the flags cargo-fuzz passes (not linked: without a sanitizer the coverage
# callbacks come from libFuzzer itself).
probe() {
    local dir rustc_cmd=("$@")
    dir=$(mktemp -d)
    echo 'pub fn probe() {}' >"$dir/probe.rs"
    local flags=(-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
        -Cllvm-args=-sanitizer-coverage-level=4 --cfg fuzzing)
    if [ "$sanitizer" != none ]; then flags+=("-Zsanitizer=$sanitizer"); fi
    if "${rustc_cmd[@]}" -Zunstable-options "${flags[@]}" --crate-type=lib --emit=obj "$dir/probe.rs" -o "$dir/probe.o" >/dev/null 2>&1; then
        rm -rf "$dir"
        return 0
    fi
    rm -rf "$dir"
    return 1
}
toolchain=()
want=${TABLETOP_FUZZ_TOOLCHAIN:-auto}
if [ "$want" != nightly ] && RUSTC_BOOTSTRAP=1 probe rustc; then
    route="stable with RUSTC_BOOTSTRAP=1 ($(rustc --version))"
    export RUSTC_BOOTSTRAP=1
elif [ "$want" != stable ] && rustup run nightly rustc --version >/dev/null 2>&1 && probe rustup run nightly rustc; then
    route="nightly toolchain ($(rustup run nightly rustc --version))"
    toolchain=(+nightly)
else
    echo "cannot build the fuzz targets here: neither RUSTC_BOOTSTRAP=1 on $(rustc --version) nor a nightly toolchain accepts the libFuzzer flags (sanitizer $sanitizer, toolchain $want)" >&2
    exit 2
fi
route="$route, sanitizer $sanitizer"

if [ "${1:-}" = --check ]; then
    echo "$route"
    exit 0
fi

secs=${1:?usage: fuzz/run.sh SECONDS [TARGET...] | fuzz/run.sh --check}
shift
if [ "$#" -gt 0 ]; then
    targets=("$@")
else
    targets=()
    for f in fuzz/fuzz_targets/*.rs; do targets+=("$(basename "$f" .rs)"); done
fi

if [ ! -x "$cargo_fuzz" ]; then
    echo "== installing cargo-fuzz $CARGO_FUZZ_VERSION into $cache"
    cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked --root "$cache/cargo-fuzz-$CARGO_FUZZ_VERSION"
fi

echo "== fuzz: route $route; ${#targets[@]} target(s), ${secs}s each"
opts=("${toolchain[@]}" --debug-assertions --sanitizer "$sanitizer")
if [ "$#" -gt 0 ]; then
    for t in "${targets[@]}"; do "$cargo_fuzz" build "${opts[@]}" "$t"; done
else
    "$cargo_fuzz" build "${opts[@]}"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-fuzz.XXXXXX")
crashed=()
for t in "${targets[@]}"; do
    mkdir -p "$work/$t/corpus" "$work/$t/artifacts"
    cp fuzz/corpus/"$t"/* "$work/$t/corpus/"
    before=$(find "$work/$t/corpus" -type f | wc -l)
    status=0
    "$cargo_fuzz" run "${opts[@]}" "$t" "$work/$t/corpus" -- \
        -max_total_time="$secs" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$work/$t/artifacts/" >"$work/$t/log" 2>&1 || status=$?
    after=$(find "$work/$t/corpus" -type f | wc -l)
    stat() { sed -n "s/^stat::$1: *//p" "$work/$t/log" | tail -1; }
    crash=$(find "$work/$t/artifacts" -type f | head -1)
    printf '%-16s %10s execs %7s/s  corpus %3s -> %4s  peak %s MB  %s\n' "$t" \
        "$(stat number_of_executed_units)" "$(stat average_exec_per_sec)" "$before" "$after" \
        "$(stat peak_rss_mb)" "${crash:+CRASH $crash}"
    if [ "$status" != 0 ] || [ -n "$crash" ]; then
        crashed+=("$t")
        grep -m1 -A12 "panicked\|ERROR: libFuzzer\|==ERROR" "$work/$t/log" || tail -20 "$work/$t/log"
        echo "   log: $work/$t/log"
        echo "   reproduce: $cargo_fuzz run ${opts[*]} $t ${crash:-<input>}"
    fi
done

if [ "${#crashed[@]}" -gt 0 ]; then
    echo "fuzz: ${#crashed[@]} target(s) crashed: ${crashed[*]} (inputs and logs kept in $work)"
    exit 1
fi
rm -rf "$work"
echo "fuzz: ${#targets[@]} target(s) ran ${secs}s each, no crash"

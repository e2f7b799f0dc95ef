#!/usr/bin/env bash
# Compares Deblockle perft with shakmaty's chess perft, side by side in one
# run. A developer tool, not part of `cargo test` or CI.
#
#   bench/compare_shakmaty.sh [DEPTH] [DEBLOCKLE_DEPTH]    (defaults 6 and 6)
#   ROUNDS=7 bench/compare_shakmaty.sh                     (rounds, default 5)
#
# Two ratios, each by CPU time (leaves per second of the process's own CPU
# time over the perft):
# - like for like: both sides list the legal moves at the last ply into a move
#   list and count them, and clone the position and play each move above it
#   (chess: `shakmaty::perft`; Deblockle: `board_core::testkit::perft_listed`,
#   through `deblockle_profile perft_listed N`);
# - fast: Deblockle's own perft (`board_core::testkit::perft`, through
#   `deblockle_profile perft N`), which counts the last ply without building
#   its moves (`Game::legal_move_count`) and the ply above it without cloning
#   the children (`Game::legal_move_count_after`), against the same
#   `shakmaty::perft` (whose bulk counting is the list's length at the last
#   ply: the moves are built, not played).
# Chess runs from the standard start position at DEPTH, in a throw-away crate
# under ${TMPDIR:-/tmp}/tabletop-shakmaty-perft (created here, reused between
# runs, never part of the repository; shakmaty is GPL-3.0 and only ever built
# there), with shakmaty pinned below; its CPU time is cpu_time::ProcessTime.
# Deblockle runs from position A of games/deblockle/tests/suite/perft.rs (the
# default game after setup, every block Slider up, Star north: one of the
# positions the standard setup can deal) at DEBLOCKLE_DEPTH, whose leaf count
# (301 154 560 at depth 6) is the nearest to chess depth 6's 119 060 324; its
# CPU time is the process's one thread's (/proc/self/schedstat). Each side
# checks its leaf count against the known counts and fails on a mismatch.
# Both sides are built with the default `release` profile, for the default
# target (baseline x86-64 there: no popcnt or BMI instructions). RUSTFLAGS and
# CARGO_PROFILE_RELEASE_* from the environment reach both builds alike, so a
# run with other build flags stays like for like (for example
# RUSTFLAGS='-C target-cpu=native' with CARGO_TARGET_DIR set to a folder of
# its own, which keeps the default build's folder as it is). Each round runs
# chess, then Deblockle like for like, then Deblockle fast, back to back; each
# ratio is the median of the rounds' ratios with their range (the machine is
# shared: CPU time removes the time a process waits for a core, and a pair
# measured back to back shares the rest of the drift). Target (issue 33):
# like for like >= 1.5x.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
SHAKMATY_VERSION=0.30.1
CPU_TIME_VERSION=1.0.0
depth=${1:-6}
deb_depth=${2:-6}
rounds=${ROUNDS:-5}
case "$depth$deb_depth$rounds" in *[!0-9]*) echo "usage: [ROUNDS=N] $0 [DEPTH] [DEBLOCKLE_DEPTH]" >&2; exit 2 ;; esac

# --- chess: shakmaty in a throw-away crate --------------------------------
dir=${TMPDIR:-/tmp}/tabletop-shakmaty-perft
mkdir -p "$dir/src"
cat >"$dir/Cargo.toml" <<EOF
[package]
name = "shakmaty-perft"
version = "0.0.0"
edition = "2024"
publish = false

[workspace]

[dependencies]
shakmaty = "=$SHAKMATY_VERSION"
cpu-time = "=$CPU_TIME_VERSION"
EOF
cat >"$dir/src/main.rs" <<'EOF'
use std::time::Instant;

use cpu_time::ProcessTime;
use shakmaty::{Chess, perft};

/// Known start-position counts (chessprogramming.org, "Perft Results").
const KNOWN: [u64; 8] = [1, 20, 400, 8_902, 197_281, 4_865_609, 119_060_324, 3_195_901_860];

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(6);
    let pos = Chess::default();
    let cpu = ProcessTime::now();
    let t = Instant::now();
    let leaves = perft(std::hint::black_box(&pos), depth);
    let secs = t.elapsed().as_secs_f64().max(1e-9);
    let cpu = cpu.elapsed().as_secs_f64().max(1e-9);
    if let Some(&k) = KNOWN.get(depth as usize) {
        assert_eq!(leaves, k, "shakmaty perft depth {depth}");
    }
    println!(
        "engine=shakmaty game=chess perft=shakmaty depth={depth} leaves={leaves} seconds={secs:.3} cpu_seconds={cpu:.3} leaves_per_s={:.0} leaves_per_cpu_s={:.0}",
        leaves as f64 / secs,
        leaves as f64 / cpu
    );
}
EOF
echo "building shakmaty $SHAKMATY_VERSION (release) in $dir ..." >&2
CARGO_TARGET_DIR="$dir/target" cargo build -q --release --manifest-path "$dir/Cargo.toml"
echo "building deblockle_profile (release) ..." >&2
cargo build -q --release -p deblockle --features testkit --example deblockle_profile
bin=${CARGO_TARGET_DIR:-target}/release/examples/deblockle_profile

# --- the runs, in rounds (chess, then Deblockle like for like, then fast) ---
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for round in $(seq "$rounds"); do
    echo "round=$round $("$dir/target/release/shakmaty-perft" "$depth")" | tee -a "$out"
    echo "round=$round $("$bin" perft_listed "$deb_depth")" | tee -a "$out"
    echo "round=$round $("$bin" perft "$deb_depth")" | tee -a "$out"
done

# --- ratios: the median of the rounds' ratios, and their range --------------
python3 - "$out" <<'PY'
import statistics, sys
rounds = {}
for line in open(sys.argv[1]):
    kv = dict(p.split("=", 1) for p in line.split() if "=" in p)
    rounds.setdefault(int(kv["round"]), {})[kv["perft"]] = kv
def ratio(name, perft, target):
    pairs = [(float(r[perft]["leaves_per_cpu_s"]) / float(r["shakmaty"]["leaves_per_cpu_s"]), r)
             for _, r in sorted(rounds.items()) if perft in r and "shakmaty" in r]
    if not pairs:
        print(f"{name} ratio: missing measurement"); return
    ratios = [p[0] for p in pairs]
    m = statistics.median(ratios)
    goal = f"target {target}x: {'meets' if m >= target else 'MISSES'}" if target else "no target"
    print(f"{name} ratio, deblockle perft ({perft}) / shakmaty chess perft, leaves_per_cpu_s: "
          f"{m:.2f}x median of {len(pairs)} rounds ({min(ratios):.2f}-{max(ratios):.2f}) ({goal})")
    print(f"  rounds: {', '.join(f'{x:.2f}' for x in ratios)}; "
          f"cpu_seconds deblockle: {', '.join(p[1][perft]['cpu_seconds'] for p in pairs)}; "
          f"shakmaty: {', '.join(p[1]['shakmaty']['cpu_seconds'] for p in pairs)}")
ratio("like-for-like", "listed", 1.5)
ratio("fast", "fast", None)
PY

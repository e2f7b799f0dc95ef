#!/usr/bin/env bash
# Compares Deblockle perft with shakmaty's chess perft, side by side in one
# run. A developer tool, not part of `cargo test` or CI.
#
#   bench/compare_shakmaty.sh [DEPTH] [DEBLOCKLE_DEPTH]    (defaults 6 and 6)
#
# Chess: `shakmaty::perft` (bulk counting: the legal moves at the last ply
# are counted, not played) from the standard start position at DEPTH, in a
# throw-away crate under ${TMPDIR:-/tmp}/tabletop-shakmaty-perft (created
# here, reused between runs, never part of the repository; shakmaty is
# GPL-3.0 and only ever built there), with shakmaty pinned below.
# Deblockle: `board_core::testkit::perft` (bulk counting the same way)
# through the existing fixed-work driver `deblockle_profile perft N`, from
# position A of games/deblockle/tests/suite/perft.rs (the default game after setup,
# every block Slider up, Star north: one of the positions the standard setup
# can deal) at DEBLOCKLE_DEPTH, whose leaf count (about 3 x 10^8) is the
# nearest to chess depth 6's 119 060 324.
# Both sides are built with the default `release` profile; each perft runs
# 3 times, in rounds of one run each side, and the ratio is the median of the
# rounds' ratios (the machine is shared and its speed drifts).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
SHAKMATY_VERSION=0.30.1
depth=${1:-6}
deb_depth=${2:-6}
repeat=3
case "$depth$deb_depth" in *[!0-9]*) echo "usage: $0 [DEPTH] [DEBLOCKLE_DEPTH]" >&2; exit 2 ;; esac

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
EOF
cat >"$dir/src/main.rs" <<'EOF'
use std::time::Instant;

use shakmaty::{Chess, perft};

/// Known start-position counts (chessprogramming.org, "Perft Results").
const KNOWN: [u64; 8] = [1, 20, 400, 8_902, 197_281, 4_865_609, 119_060_324, 3_195_901_860];

fn main() {
    let mut args = std::env::args().skip(1);
    let depth: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(6);
    let repeat: u32 = args.next().and_then(|s| s.parse().ok()).unwrap_or(3);
    let pos = Chess::default();
    let mut best = f64::INFINITY;
    let mut leaves = 0;
    for _ in 0..repeat {
        let t = Instant::now();
        leaves = perft(std::hint::black_box(&pos), depth);
        best = best.min(t.elapsed().as_secs_f64());
    }
    if let Some(&k) = KNOWN.get(depth as usize) {
        assert_eq!(leaves, k, "shakmaty perft depth {depth}");
    }
    println!(
        "engine=shakmaty game=chess depth={depth} leaves={leaves} seconds={best:.3} leaves_per_s={:.0}",
        leaves as f64 / best
    );
}
EOF
echo "building shakmaty $SHAKMATY_VERSION (release) in $dir ..." >&2
CARGO_TARGET_DIR="$dir/target" cargo build -q --release --manifest-path "$dir/Cargo.toml"
echo "building deblockle_profile (release) ..." >&2
cargo build -q --release -p deblockle --features testkit --example deblockle_profile
bin=${CARGO_TARGET_DIR:-target}/release/examples/deblockle_profile

# --- the runs, in rounds (chess, then Deblockle) --------------------------
# Each round runs both perfts back to back; the ratio is the median of the
# rounds' ratios (this machine's speed drifts by tens of percent within
# minutes, and a pair measured back to back shares the drift). Every round's
# two lines are printed.
rounds=""
for round in $(seq "$repeat"); do
    chess=$("$dir/target/release/shakmaty-perft" "$depth" 1)
    # "perft depth N: LEAVES leaves in SECS s, X M leaves/s"
    ours=$("$bin" perft "$deb_depth" | awk -v d="$deb_depth" '{ printf "engine=tabletop game=deblockle position=A depth=%s leaves=%s seconds=%.3f leaves_per_s=%.0f", d, $4, $7, $4 / $7 }')
    echo "round=$round $chess"
    echo "round=$round $ours"
    rounds=$(printf '%s\n%s | %s\n' "$rounds" "$ours" "$chess")
done

# --- ratio: the median of the rounds' ratios --------------------------------
printf '%s\n' "$rounds" | awk -F' [|] ' 'NF == 2 {
    n = split($1, x, " "); for (i = 1; i <= n; i++) { split(x[i], kv, "="); A[kv[1]] = kv[2] }
    n = split($2, y, " "); for (i = 1; i <= n; i++) { split(y[i], kv, "="); B[kv[1]] = kv[2] }
    k++; r[k] = A["leaves_per_s"] / B["leaves_per_s"]; each = each (k > 1 ? ", " : "") sprintf("%.2f", r[k])
}
END {
    # insertion sort of the k ratios, then the median
    for (i = 2; i <= k; i++) { v = r[i]; j = i - 1; while (j > 0 && r[j] > v) { r[j + 1] = r[j]; j-- } r[j + 1] = v }
    m = (k % 2) ? r[(k + 1) / 2] : (r[k / 2] + r[k / 2 + 1]) / 2
    printf "ratio deblockle perft / shakmaty chess perft, leaves/s: %.2fx median of %d rounds (%s) (target 1.5x: %s)\n",
        m, k, each, (m >= 1.5 ? "meets" : "MISSES")
}'

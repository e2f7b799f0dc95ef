#!/usr/bin/env bash
# The Elo ladder of the named strength levels (tabletop::Level): a round robin
# of random, beginner, casual, strong and expert per game with the tournament
# runner (examples/tournament.rs: seats swapped each game, games 2k and 2k+1
# share their chance seeds), then bench/elo_ladder.py fits Bradley-Terry
# ratings (random = 0) with 95% bootstrap intervals and writes a CSV and an
# SVG chart. A developer tool, not part of `cargo test`.
#
#   bench/elo_ladder.sh GAMES SEED [GAME ...]
#       GAMES  games per pair of bots (200 for the real ladder)
#       SEED   the tournament seed (use a fresh one, not one tuned on)
#       GAME   game strings (default: xobrainer(format=one-round) deblockle numseq oduludo(players=2))
#
#   OUT=dir        where the files go (default target/elo-ladder): GAME.csv and GAME.txt per
#                  game (the runner's CSV and table), levels.tsv, ladder.csv, ladder.svg
#   THREADS=N      the runner's --threads (default 1)
#   BOTS=list      the bots (default random,beginner,casual,strong,expert)
#   RESAMPLES=N    bootstrap resamples for the intervals (default 1000)
#
# Cost: expert is up to ~1 s a move, and it plays 4 pairs; at 200 games a pair
# a game takes hours on one thread. Run the games in parallel (one per
# process) or with THREADS=2 on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 2 ]; then
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
GAMES="$1"
SEED="$2"
shift 2
if [ $# -eq 0 ]; then
    set -- "xobrainer(format=one-round)" deblockle numseq "oduludo(players=2)"
fi
OUT="${OUT:-target/elo-ladder}"
THREADS="${THREADS:-1}"
BOTS="${BOTS:-random,beginner,casual,strong,expert}"
RESAMPLES="${RESAMPLES:-1000}"
mkdir -p "$OUT"

echo "== building the tournament runner (release)"
cargo build --release --quiet --example tournament
RUNNER="${CARGO_TARGET_DIR:-target}/release/examples/tournament"

: > "$OUT/levels.tsv"
csvs=()
names=()
for game in "$@"; do
    name="$(printf '%s' "$game" | tr -c 'A-Za-z0-9_=,.-' '_')"
    echo "== $game: $BOTS, $GAMES games a pair, seed $SEED, $THREADS thread(s)"
    start=$(date +%s)
    "$RUNNER" --game "$game" --bots "$BOTS" --games "$GAMES" --seed "$SEED" \
        --threads "$THREADS" --no-progress --csv "$OUT/$name.csv" | tee "$OUT/$name.txt"
    echo "   ($(( $(date +%s) - start )) s)"
    # The runner's `level NAME = BOT` lines, keyed by the game string.
    sed -n 's/^level \([a-z]*\) = \(.*\)$/\1\t\2/p' "$OUT/$name.txt" |
        while IFS= read -r line; do printf '%s\t%s\n' "$game" "$line"; done >> "$OUT/levels.tsv"
    csvs+=("$OUT/$name.csv")
    names+=(--name "$game")
done

echo "== ladder"
python3 bench/elo_ladder.py --csv "$OUT/ladder.csv" --svg "$OUT/ladder.svg" \
    --levels "$OUT/levels.tsv" --resamples "$RESAMPLES" "${names[@]}" "${csvs[@]}"
echo "wrote $OUT/ladder.csv and $OUT/ladder.svg"

#!/usr/bin/env python3
"""The Elo ladder of the named strength levels, from tournament CSVs.

Reads the pair results that ``cargo run --release --example tournament --
--csv PATH`` writes (one file per game, a round robin of random, beginner,
casual, strong and expert; ``bench/elo_ladder.sh`` makes them), fits
Bradley-Terry ratings in Elo per game (random = 0) and writes

- a CSV: ``game,seed,bot,bot_string,rating,low,high,games``, one row per bot
  and game; ``low`` and ``high`` bound the 95% interval of the rating
  (parametric bootstrap: each pair's wins, draws and losses drawn again
  from its observed frequencies, the fit repeated, the 2.5% and 97.5%
  percentiles kept);
- an SVG chart: per game, each bot's rating as a dot with its interval as a
  bar, on one Elo axis (hand-written SVG, no plotting library).

The fit is the tournament runner's (src/tournament.rs, ``bradley_terry``):
minorisation-maximisation with one virtual draw per pair as a prior, so a bot
that won or lost every game still has a finite rating.

    bench/elo_ladder.py --csv ladder.csv --svg ladder.svg \\
        [--levels levels.txt] [--resamples 1000] game1.csv game2.csv ...

``--levels`` names a file of ``game<TAB>level<TAB>bot string`` lines (what
each level ran in that game; ``elo_ladder.sh`` writes it from the runner's
output); ``--name GAME`` (once per input, in order) labels the inputs with
their game strings (default: the CSV's game column, the game's bare name).
"""

import argparse
import csv
import math
import random
import sys
from html import escape



def bradley_terry(n, pairs, iterations=200):
    """Ratings in Elo (bot 0 at 0) for ``pairs``: (a, b, games, a_points)."""
    gamma = [1.0] * n
    for _ in range(iterations):
        nxt = list(gamma)
        for i in range(n):
            points = 0.0
            denom = 0.0
            for a, b, games, a_points in pairs:
                if i not in (a, b):
                    continue
                j = b if a == i else a
                mine = (a_points if a == i else games - a_points) + 0.5
                points += mine
                denom += (games + 1.0) / (gamma[i] + gamma[j])
            if denom > 0.0:
                nxt[i] = points / denom
        base = nxt[0]
        gamma = [g / base for g in nxt]
    return [400.0 * math.log10(g) for g in gamma]


def percentile(values, q):
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * q
    lo = math.floor(k)
    hi = math.ceil(k)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def ladder(rows, resamples, rng):
    """One game's ladder: (bots, ratings, lows, highs, games per bot)."""
    bots = []
    for r in rows:
        for name in (r["bot_a"], r["bot_b"]):
            if name not in bots:
                bots.append(name)
    index = {b: i for i, b in enumerate(bots)}
    raw = []
    for r in rows:
        raw.append((index[r["bot_a"]], index[r["bot_b"]], int(r["wins"]), int(r["draws"]), int(r["losses"])))

    def pairs_of(results):
        return [(a, b, w + d + lo, w + 0.5 * d) for a, b, w, d, lo in results]

    ratings = bradley_terry(len(bots), pairs_of(raw))
    samples = [[] for _ in bots]
    for _ in range(resamples):
        drawn = []
        for a, b, w, d, lo in raw:
            n = w + d + lo
            cw, cd, cl = 0, 0, 0
            for _ in range(n):
                u = rng.random() * n
                if u < w:
                    cw += 1
                elif u < w + d:
                    cd += 1
                else:
                    cl += 1
            drawn.append((a, b, cw, cd, cl))
        for i, r in enumerate(bradley_terry(len(bots), pairs_of(drawn), iterations=100)):
            samples[i].append(r)
    lows = [percentile(s, 0.025) if resamples else r for s, r in zip(samples, ratings)]
    highs = [percentile(s, 0.975) if resamples else r for s, r in zip(samples, ratings)]
    games = [0] * len(bots)
    for a, b, w, d, lo in raw:
        games[a] += w + d + lo
        games[b] += w + d + lo
    return bots, ratings, lows, highs, games


def svg_chart(ladders, levels):
    """The chart: one panel per game, one row per bot, Elo across."""
    all_values = [v for lad in ladders for v in lad["lows"] + lad["highs"] + lad["ratings"]]
    lo = min(all_values + [0.0])
    hi = max(all_values + [0.0])
    step = 100.0 if hi - lo <= 1200 else 200.0
    lo = math.floor(lo / step) * step
    hi = math.ceil(hi / step) * step
    if hi <= lo:
        hi = lo + step
    left, right, top, row_h, gap = 230, 40, 60, 24, 36
    width = 900
    plot_w = width - left - right
    height = top + sum(len(lad["bots"]) * row_h + gap for lad in ladders) + 40

    def x(v):
        return left + (v - lo) / (hi - lo) * plot_w

    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="13">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{width / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">'
        "Elo ladder of the named levels (Bradley-Terry, random = 0, 95% bootstrap interval)</text>",
    ]
    # Grid and axis labels.
    v = lo
    while v <= hi + 1e-9:
        gx = x(v)
        out.append(f'<line x1="{gx:.1f}" y1="{top - 10}" x2="{gx:.1f}" y2="{height - 30}" stroke="#ddd"/>')
        out.append(f'<text x="{gx:.1f}" y="{height - 12}" text-anchor="middle" fill="#555">{v:+.0f}</text>')
        v += step
    y = top
    for lad in ladders:
        title = f'{lad["game"]} (seed {lad["seed"]}, {lad["games_per_pair"]} games a pair)'
        out.append(f'<text x="10" y="{y + 4}" font-weight="bold">{escape(title)}</text>')
        y += 12
        order = sorted(range(len(lad["bots"])), key=lambda i: lad["ratings"][i])
        for i in order:
            bot = lad["bots"][i]
            spec = levels.get((lad["game"], bot))
            label = f"{bot} ({spec})" if spec and spec != bot else bot
            cy = y + row_h / 2
            out.append(f'<text x="{left - 10}" y="{cy + 4:.1f}" text-anchor="end">{escape(label)}</text>')
            out.append(
                f'<line x1="{x(lad["lows"][i]):.1f}" y1="{cy:.1f}" x2="{x(lad["highs"][i]):.1f}" y2="{cy:.1f}" '
                'stroke="#1f77b4" stroke-width="3"/>'
            )
            out.append(
                f'<circle cx="{x(lad["ratings"][i]):.1f}" cy="{cy:.1f}" r="5" fill="#d62728">'
                f'<title>{escape(bot)}: {lad["ratings"][i]:+.0f} '
                f'({lad["lows"][i]:+.0f}..{lad["highs"][i]:+.0f})</title></circle>'
            )
            out.append(
                f'<text x="{x(lad["highs"][i]) + 8:.1f}" y="{cy + 4:.1f}" fill="#333">{lad["ratings"][i]:+.0f}</text>'
            )
            y += row_h
        y += gap - 12
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("inputs", nargs="+", help="tournament CSVs (--csv of examples/tournament.rs), one per game")
    p.add_argument("--csv", required=True, help="the ladder CSV to write")
    p.add_argument("--svg", required=True, help="the SVG chart to write")
    p.add_argument("--levels", help="game<TAB>level<TAB>bot string lines")
    p.add_argument(
        "--name",
        action="append",
        default=[],
        help="the game string of each input, in order (default: the game column of its CSV)",
    )
    p.add_argument("--resamples", type=int, default=1000, help="bootstrap resamples (default 1000)")
    p.add_argument("--seed", type=int, default=1, help="the bootstrap's seed (default 1)")
    args = p.parse_args(argv)
    rng = random.Random(args.seed)
    levels = {}
    if args.levels:
        with open(args.levels) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 3:
                    levels[(parts[0], parts[1])] = parts[2]
    ladders = []
    for k, path in enumerate(args.inputs):
        with open(path, newline="") as f:
            rows = list(csv.DictReader(f))
        if not rows:
            print(f"elo_ladder: {path} has no pair results", file=sys.stderr)
            return 1
        bots, ratings, lows, highs, games = ladder(rows, args.resamples, rng)
        ladders.append(
            {
                "game": args.name[k] if k < len(args.name) else rows[0]["game"],
                "seed": rows[0]["seed"],
                "games_per_pair": rows[0]["games"],
                "bots": bots,
                "ratings": ratings,
                "lows": lows,
                "highs": highs,
                "games": games,
            }
        )
    with open(args.csv, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["game", "seed", "bot", "bot_string", "rating", "low", "high", "games"])
        for lad in ladders:
            for i, bot in enumerate(lad["bots"]):
                w.writerow(
                    [
                        lad["game"],
                        lad["seed"],
                        bot,
                        levels.get((lad["game"], bot), bot),
                        f'{lad["ratings"][i]:.1f}',
                        f'{lad["lows"][i]:.1f}',
                        f'{lad["highs"][i]:.1f}',
                        lad["games"][i],
                    ]
                )
    with open(args.svg, "w") as f:
        f.write(svg_chart(ladders, levels))
    for lad in ladders:
        print(f'{lad["game"]} (seed {lad["seed"]}, {lad["games_per_pair"]} games a pair):')
        for i in sorted(range(len(lad["bots"])), key=lambda i: lad["ratings"][i]):
            bot = lad["bots"][i]
            spec = levels.get((lad["game"], bot), bot)
            print(
                f'  {bot:>10} {spec:>14} {lad["ratings"][i]:+7.0f}  '
                f'(95%: {lad["lows"][i]:+.0f} .. {lad["highs"][i]:+.0f})'
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Draw ``ppo_vector.py``'s learning curves (not run by CI: needs matplotlib).

    python ppo_plot.py deblockle.json xobrainer.json --out docs/ppo_learning_curve.png

Score against ``random`` (win 1, draw 0.5, loss 0, greedy policy) against
training wall seconds, one line per JSON file, the 0.9 target dashed; the
commands that made the files go in the caption.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Dict, List, Optional

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="+", help="JSON files written by ppo_vector.py --out")
    parser.add_argument("--out", required=True, help="the PNG to write")
    args = parser.parse_args(argv)
    runs: List[Dict[str, Any]] = []
    for path in args.runs:
        with open(path, encoding="utf-8") as f:
            runs.append(json.load(f))
    fig, ax = plt.subplots(figsize=(8, 5.2))
    for run in runs:
        xs = [p["train_seconds"] for p in run["curve"]]
        ys = [p["score"] for p in run["curve"]]
        reached = run["seconds_to_target"]
        final_key = next(k for k in run if k.startswith("score_vs_") and k != "score_vs_random")
        label = (
            f"{run['game']}: 0.9 at {reached:.0f} s, vs {final_key[9:]} {run[final_key]:.2f}"
            if reached is not None
            else f"{run['game']}: 0.9 not reached"
        )
        ax.plot(xs, ys, marker="o", markersize=3, label=label)
    ax.axhline(0.9, color="grey", linestyle="--", linewidth=1, label="target 0.9")
    ax.set_xlabel("training wall seconds (2 cores, evaluation excluded)")
    ax.set_ylabel("score vs random (greedy, win 1 / draw 0.5 / loss 0)")
    ax.set_ylim(0.0, 1.02)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    ax.set_title("PPO with action masking through tabletop.vector (JAX + optax, CPU)")
    caption = "\n".join(run["command"] for run in runs)
    fig.text(0.01, 0.01, caption, fontsize=6.5, family="monospace", va="bottom")
    fig.subplots_adjust(bottom=0.12 + 0.025 * len(runs))
    fig.savefig(args.out, dpi=110)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The Ray example: the same seeds give the same results with 1 and 2 workers."""

import json
import os
import subprocess
import sys

EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "ray_selfplay.py")


def run(workers, game, games, per_task):
    out = subprocess.run(
        [sys.executable, EXAMPLE, "--game", game, "--games", str(games), "--per-task", str(per_task),
         "--workers", str(workers), "--iterations", "10", "--seed", "5", "--json"],
        check=True, capture_output=True, text=True, timeout=600,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_ray_selfplay_same_results_whatever_the_workers():
    game = "deblockle(blocks=2)"
    one = run(1, game, 6, 3)
    two = run(2, game, 6, 1)
    assert one == two
    assert len(one) == 6
    assert len({r["seed"] for r in one}) == 6
    for r in one:
        assert len(r["returns"]) == 2 and r["moves"] > 0

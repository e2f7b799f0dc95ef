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


VECTOR_EXAMPLE = os.path.join(os.path.dirname(__file__), "..", "examples", "ray_vector.py")


def run_vector(workers, game, games, chunk, opponent):
    out = subprocess.run(
        [sys.executable, VECTOR_EXAMPLE, "--game", game, "--games", str(games), "--chunk", str(chunk),
         "--workers", str(workers), "--opponent", opponent, "--seed", "7", "--decision-cap", "400", "--json"],
        check=True, capture_output=True, text=True, timeout=600,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_ray_vector_one_env_per_worker_same_results_whatever_the_workers():
    # Four chunks of four slots: one worker plays all four chunks with its
    # one VectorEnv, two workers two each; the games must be the same.
    game = "deblockle(blocks=2)"
    one = run_vector(1, game, 16, 4, "mc:2")
    two = run_vector(2, game, 16, 4, "mc:2")
    assert one == two
    assert [r["game"] for r in one] == list(range(16))
    assert all(r["learner_reward"] in (-1.0, 0.0, 1.0) for r in one)
    assert all(r["learner_decisions"] > 0 for r in one)
    # Different chunks are different games.
    assert len({(r["learner_reward"], r["learner_decisions"]) for r in one}) > 1

"""Evaluation games on Ray, one ``tabletop.vector.VectorEnv`` per worker.

``--games`` games of ``--game`` are cut into chunks of ``--chunk`` games.
Each Ray worker (an actor) holds ONE ``VectorEnv`` of ``--chunk`` slots and
plays whole chunks with it: ``reset(seed=chunk_seed)``, then steps every
slot until its first game ends (later games of a slot, started by the
auto-reset, are not counted). The learner (seat ``--learner``) plays a
uniformly random legal id drawn from a numpy generator seeded by the chunk
seed; the other seats are the built-in ``--opponent`` (a bot string, as
``tabletop.vector`` takes: ``random``, ``mc:N``, ``mcts:N``), stepped inside
Rust. A chunk's seed comes from ``--seed`` and the chunk's index only, and
a slot's game from (chunk seed, slot), so the results are identical
whatever the number of workers and whichever worker plays which chunk
(``tests/test_ray.py`` runs 1 and 2 workers). Swap ``pick`` for a trained
policy (for example ``ppo_vector.py``'s parameters, sent once to each
actor) to evaluate it the same way.

    python ray_vector.py --game deblockle --opponent mc:10 --games 64 --chunk 16 --workers 2

On one machine ``ray.init()`` starts a local Ray instance with
``--workers`` CPUs. On a Ray cluster (``ray start --head`` on one machine,
``ray start --address=HEAD:6379`` on the others, the ``tabletop`` wheel
installed on every node), run the same script on a node with
``--address auto``: it calls ``ray.init(address="auto")`` and the actors
spread over the cluster; ``--workers`` is then the number of actors.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any, Dict, List, Optional

import numpy as np
import ray
from numpy.typing import NDArray

from tabletop.vector import VectorEnv


def chunk_seed(seed: int, index: int) -> int:
    """The seed of chunk ``index``: depends on nothing else."""
    return random.Random(f"{seed}/chunk/{index}").getrandbits(63)


def pick(mask: NDArray[np.bool_], rng: np.random.Generator) -> NDArray[np.int64]:
    """A uniformly random legal id per row (0 for a row with no legal id:
    the auto-reset step, whose action is ignored)."""
    weights = mask.astype(np.float64) * rng.random(mask.shape)
    return np.asarray(weights.argmax(axis=1), dtype=np.int64)


@ray.remote
class Worker:
    """One Ray actor: one ``VectorEnv`` of ``chunk`` slots, reused for every chunk."""

    def __init__(self, game: str, chunk: int, opponent: str, learner: int, decision_cap: Optional[int]) -> None:
        self.env = VectorEnv(game, chunk, opponent=opponent, learner=learner, dtype="uint8", decision_cap=decision_cap)
        self.chunk = chunk

    def play(self, index: int, seed: int) -> List[Dict[str, Any]]:
        """Chunk ``index``: each slot's first game, in slot order."""
        env, n = self.env, self.chunk
        rng = np.random.default_rng(seed)
        _, info = env.reset(seed=seed)
        mask = info["action_mask"]
        reward = np.zeros(n, dtype=np.float32)
        decisions = np.zeros(n, dtype=np.int64)
        done = np.zeros(n, dtype=bool)
        truncated = np.zeros(n, dtype=bool)
        while not done.all():
            _, r, term, trunc, info = env.step(pick(mask, rng))
            mask = info["action_mask"]
            live = ~done
            decisions[live] += 1
            ended = live & (term | trunc)
            reward[ended] = r[ended]
            truncated[ended] = trunc[ended]
            done |= ended
        return [
            {
                "game": index * n + i,
                "learner_reward": float(reward[i]),
                "learner_decisions": int(decisions[i]),
                "truncated": bool(truncated[i]),
            }
            for i in range(n)
        ]


def run(
    game: str, games: int, chunk: int, workers: int, seed: int, opponent: str, learner: int, decision_cap: Optional[int]
) -> List[Dict[str, Any]]:
    """All games, in game order (``games`` is rounded up to whole chunks)."""
    actors = [Worker.remote(game, chunk, opponent, learner, decision_cap) for _ in range(workers)]  # type: ignore[attr-defined]
    chunks = -(-games // chunk)
    futures = [actors[k % workers].play.remote(k, chunk_seed(seed, k)) for k in range(chunks)]
    return [r for part in ray.get(futures) for r in part]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="deblockle", help="a game string")
    parser.add_argument("--opponent", default="random", help="bot string for the other seats")
    parser.add_argument("--learner", type=int, default=0, help="the learner's seat")
    parser.add_argument("--games", type=int, default=64, help="games in all (rounded up to whole chunks)")
    parser.add_argument("--chunk", type=int, default=16, help="slots of each worker's VectorEnv")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decision-cap", type=int, default=None, help="truncate a game after this many decisions")
    parser.add_argument("--workers", type=int, default=2, help="Ray actors (and local CPUs)")
    parser.add_argument("--address", default=None, help='"auto" to join a running Ray cluster')
    parser.add_argument("--json", action="store_true", help="print the results as JSON only")
    args = parser.parse_args(argv)
    if args.games < 1 or args.chunk < 1 or args.workers < 1:
        parser.error("--games, --chunk and --workers must be at least 1")

    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.workers, include_dashboard=False, log_to_driver=False)
    try:
        results = run(
            args.game, args.games, args.chunk, args.workers, args.seed, args.opponent, args.learner, args.decision_cap
        )
    finally:
        ray.shutdown()

    if args.json:
        print(json.dumps(results))
        return 0
    score = sum((r["learner_reward"] + 1.0) / 2.0 for r in results) / len(results)
    truncated = sum(r["truncated"] for r in results)
    print(
        f"{args.game}: random learner (seat {args.learner}) against {args.opponent}: "
        f"score {score:.3f} over {len(results)} games ({truncated} truncated), {args.workers} workers"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

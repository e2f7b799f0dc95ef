"""Seeded self-play as Ray tasks: board-core's MCTS against a random player.

Each game has its own seed, derived from ``--seed`` and the game's index
only, so the results are the same whatever the number of workers and
whichever worker plays which game. Games are split into Ray tasks of
``--per-task`` games each; the results come back in game order.

    python ray_selfplay.py --game "oduludo(players=2)" --games 8 --workers 2

On a laptop ``ray.init()`` starts a local Ray instance with ``--workers``
CPUs. On a Ray cluster (``ray start --head`` on one machine, ``ray start
--address=HEAD:6379`` on the others, the ``tabletop`` wheel installed on
every node), run the same script on a node with ``--address auto``: it then
calls ``ray.init(address="auto")`` and the tasks spread over the cluster.
"""

import argparse
import json
import random
import sys
from typing import Any, Dict, List, Optional

import ray

import tabletop


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index``: depends on nothing else."""
    return random.Random(f"{seed}/{index}").getrandbits(63)


def play_one(game_string: str, seed: int, iterations: int, max_moves: int) -> Dict[str, Any]:
    """One game: seat ``seed % players`` plays MCTS, the others play at random.

    Chance and the random players draw from ``random.Random(seed)``; MCTS is
    seeded per move. Returns the seed, the MCTS seat, the returns and the
    number of moves (a game longer than ``max_moves`` is stopped: a draw).
    """
    rng = random.Random(seed)
    state = tabletop.load_game(game_string).new_initial_state()
    bot_seat = seed % state.num_players()
    moves = 0
    while not state.is_terminal() and moves < max_moves:
        player = state.current_player()
        if state.is_chance_node():
            outcomes = state.chance_outcomes_notation()
            texts = [t for t, _ in outcomes]
            weights = [p for _, p in outcomes]
            state.apply(rng.choices(texts, weights)[0])
        elif player == bot_seat:
            move = state.mcts_move(iterations, rng.getrandbits(63))
            assert move is not None, "a seat to act has a move"
            state.apply(move, player)
        else:
            state.apply(rng.choice(state.legal_moves()), player)
        moves += 1
    returns = state.returns() if state.is_terminal() else [0.0] * state.num_players()
    return {"seed": seed, "mcts_seat": bot_seat, "returns": returns, "moves": moves}


@ray.remote
def play_batch(game_string: str, seeds: List[int], iterations: int, max_moves: int) -> List[Dict[str, Any]]:
    """A Ray task: the games of ``seeds``, in order."""
    return [play_one(game_string, s, iterations, max_moves) for s in seeds]


def run(game_string: str, games: int, per_task: int, seed: int, iterations: int, max_moves: int) -> List[Dict[str, Any]]:
    """Plays ``games`` games as Ray tasks of ``per_task`` games; results in game order."""
    seeds = [game_seed(seed, i) for i in range(games)]
    batches = [seeds[i : i + per_task] for i in range(0, games, per_task)]
    futures = [play_batch.remote(game_string, b, iterations, max_moves) for b in batches]
    return [r for batch in ray.get(futures) for r in batch]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="xobrainer(format=one-round)", help="a game string")
    parser.add_argument("--games", type=int, default=8, help="games in all")
    parser.add_argument("--per-task", type=int, default=2, help="games per Ray task")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=50, help="MCTS iterations per move")
    parser.add_argument("--max-moves", type=int, default=2000, help="a longer game is stopped as a draw")
    parser.add_argument("--workers", type=int, default=2, help="CPUs of the local Ray instance")
    parser.add_argument("--address", default=None, help='"auto" to join a running Ray cluster')
    parser.add_argument("--json", action="store_true", help="print the results as JSON only")
    args = parser.parse_args(argv)

    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.workers, include_dashboard=False, log_to_driver=False)
    try:
        results = run(args.game, args.games, args.per_task, args.seed, args.iterations, args.max_moves)
    finally:
        ray.shutdown()

    if args.json:
        print(json.dumps(results))
        return 0
    wins = sum(1 for r in results if r["returns"][r["mcts_seat"]] > 0)
    for r in results:
        print(f"seed {r['seed']:>20}  MCTS seat {r['mcts_seat']}  returns {r['returns']}  moves {r['moves']}")
    print(f"{args.game}: MCTS won {wins} of {len(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

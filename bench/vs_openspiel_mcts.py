"""Our search bots against OpenSpiel's ``MCTSBot``, on our games through
the OpenSpiel adapter (``tabletop.openspiel``), seats swapped.

    python bench/vs_openspiel_mcts.py --game 'tabletop_xobrainer(format=one-round)' \
        --ours guided:1000 --sims 1000 --games 200 --seed 20261207

OpenSpiel's side is its MCTS bot with random roll-outs (one roll-out per
leaf), the exploration constant of OpenSpiel's own MCTS example
(``uct_c=2``), the solver on (the example's default) and ``--sims``
simulations per move. ``--impl cpp`` (the default) is the C++
``pyspiel.MCTSBot`` with ``pyspiel.RandomRolloutEvaluator``; it needs
open_spiel 1.6.1 (or another release before 2.0): open_spiel 2.0.2's C++
MCTS crashes (segmentation fault in ``step``) on every game written in
Python, OpenSpiel's own ``python_tic_tac_toe`` as well as the adapter's.
``--impl python`` is ``open_spiel.python.algorithms.mcts.MCTSBot`` with
``RandomRolloutEvaluator``, the same algorithm in Python, which runs on
either release. Either searches the adapter's Python state, so it sees
the whole state: in a game with hidden information (numseq) it plays with
the cards revealed. Our side is the facade's bot for ``--ours`` (any bot string:
``guided:N``, ``mcts:N``, a level name), asked through
``State.bot_move`` where the package has it, else ``State.mcts_move`` for
``mcts:N``.

Game ``g`` puts OpenSpiel at seat ``g % 2`` (2-seat games); games ``2k``
and ``2k + 1`` share their chance seed, so both sides meet the same dice,
deals and draws. Scores count a win 1, a draw 1/2 (a capped game is a
draw); the interval is the 95% Wilson interval of our score. Each side's
thinking time is its own CPU time per move (``time.process_time`` around
its calls; one process, one thread). Prints one line per game with
``--verbose`` and a summary line; ``--csv`` writes the games.
``--first K`` starts at game ``K`` (games ``K .. K + --games``), so one
run can be split over processes with the same seed and its CSVs joined.
"""

from __future__ import annotations

import argparse
import csv
import math
import random
import sys
import time
from typing import Any, List, Optional, Tuple

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import tabletop
import tabletop.openspiel


def wilson(score: float, n: int, z: float = 1.96) -> Tuple[float, float]:
    """The 95% Wilson score interval of a mean score over ``n`` games."""
    if n == 0:
        return (0.0, 1.0)
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def our_move(state: tabletop.State, bot: str, seed: int) -> Optional[str]:
    """Our bot's move in notation (``None`` if no seat acts)."""
    ask = getattr(state, "bot_move", None)
    if ask is not None:
        return ask(bot, seed)  # type: ignore[no-any-return]
    name, _, n = bot.partition(":")
    if name != "mcts" or not n.isdigit():
        sys.exit(f"this tabletop package has no State.bot_move; only mcts:N works, not {bot!r}")
    return state.mcts_move(int(n), seed)


def play(game: pyspiel.Game, ours: str, sims: int, impl: str, g: int, seed: int) -> Tuple[float, int, float, float, int, int]:
    """Game ``g``: our score, plies, our and OpenSpiel's CPU seconds, our and
    OpenSpiel's decisions."""
    openspiel_seat = g % 2
    chance = random.Random(seed * 1_000_003 + g // 2)
    rng = random.Random(seed * 7_919 + g)
    bot: Any
    if impl == "cpp":
        bot = pyspiel.MCTSBot(
            game,
            pyspiel.RandomRolloutEvaluator(1, rng.randrange(2**31)),
            2.0,
            sims,
            1000,
            True,
            rng.randrange(2**31),
            False,
        )
    else:
        state_rng = np.random.RandomState(rng.randrange(2**31))
        bot = mcts.MCTSBot(
            game,
            uct_c=2.0,
            max_simulations=sims,
            evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=state_rng),
            solve=True,
            random_state=state_rng,
        )
    state = game.new_initial_state()
    ours_cpu = theirs_cpu = 0.0
    ours_moves = theirs_moves = 0
    plies = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(chance.choices(actions, weights=probs)[0])
        elif state.current_player() == openspiel_seat:
            t = time.process_time()
            action = bot.step(state)
            theirs_cpu += time.process_time() - t
            theirs_moves += 1
            state.apply_action(action)
        else:
            t = time.process_time()
            text = our_move(state.inner, ours, rng.randrange(2**63))
            ours_cpu += time.process_time() - t
            ours_moves += 1
            if text is None:
                raise RuntimeError(f"game {g}: our bot had no move at a decision")
            state.apply_action(state.inner.string_to_action(text))
        plies += 1
    returns = state.returns()
    mine, theirs = returns[1 - openspiel_seat], returns[openspiel_seat]
    score = 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
    return score, plies, ours_cpu, theirs_cpu, ours_moves, theirs_moves


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, help="an OpenSpiel game string, e.g. tabletop_deblockle()")
    parser.add_argument("--ours", default="guided:1000", help="our bot string")
    parser.add_argument("--sims", type=int, default=1000, help="OpenSpiel MCTSBot simulations per move")
    parser.add_argument("--impl", choices=["python", "cpp"], default="cpp", help="OpenSpiel's MCTS: C++ (open_spiel before 2.0) or Python")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="the first game's index (to split a run)")
    parser.add_argument("--csv", help="write one row per game here")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)

    tabletop.openspiel.register()
    game = pyspiel.load_game(args.game)
    if game.num_players() != 2:
        sys.exit("a 2-seat game, please")
    rows = []
    total = 0.0
    cpu = [0.0, 0.0]
    moves = [0, 0]
    wins = draws = losses = 0
    for g in range(args.first, args.first + args.games):
        score, plies, ours_cpu, theirs_cpu, ours_n, theirs_n = play(game, args.ours, args.sims, args.impl, g, args.seed)
        total += score
        wins += score == 1.0
        draws += score == 0.5
        losses += score == 0.0
        cpu[0] += ours_cpu
        cpu[1] += theirs_cpu
        moves[0] += ours_n
        moves[1] += theirs_n
        rows.append((g, g % 2, score, plies, ours_cpu, theirs_cpu))
        if args.verbose:
            print(f"game {g}: openspiel seat {g % 2}, our score {score}, {plies} plies", flush=True)
    n = args.games
    lo, hi = wilson(total / n, n)
    print(
        f"{args.game}: {args.ours} vs OpenSpiel {args.impl} MCTSBot({args.sims} sims, uct_c=2, random roll-outs), "
        f"{n} games (from game {args.first}), seed {args.seed}: W-D-L {wins}-{draws}-{losses}, score {total / n:.3f} "
        f"(95% {lo:.3f}..{hi:.3f}); CPU s/move ours {cpu[0] / max(1, moves[0]):.3f}, "
        f"OpenSpiel {cpu[1] / max(1, moves[1]):.3f}"
    )
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["game", "openspiel_seat", "our_score", "plies", "our_cpu_s", "openspiel_cpu_s"])
            w.writerows(rows)


if __name__ == "__main__":
    main()

"""OpenSpiel's own MCTSBot playing each of our games, through tabletop.openspiel.

    python openspiel_mcts.py [--moves 6] [--simulations 20] [--seed 1]

For each game, every seat is an OpenSpiel ``MCTSBot`` (random-rollout
evaluator, a small budget); chance is sampled from its outcomes. It plays
``--moves`` decisions (not the whole game) and prints them.

OpenSpiel's MCTS searches the true state: in the games with hidden
information (numseq's hands, XOBrainer's Mission cards) it sees every card.
It shows the interop, not a fair player; OpenSpiel's ``ISMCTSBot`` (through
``resample_from_infostate``) and board-core's own MCTS (``State.mcts_move``)
re-sample what the seat cannot see.
"""

import argparse
import sys
from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

import tabletop
import tabletop.openspiel

GAMES: List[Tuple[str, Dict[str, Any]]] = [
    ("tabletop_xobrainer", {"format": "one-round"}),
    ("tabletop_oduludo", {"players": 2}),
    ("tabletop_numseq", {}),
    ("tabletop_deblockle", {"blocks": 2}),
]


def play(name: str, params: Dict[str, Any], moves: int, simulations: int, seed: int) -> List[str]:
    """Plays ``moves`` MCTS decisions of game ``name``; returns the lines to print."""
    game = pyspiel.load_game(name, params)
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations, evaluator=evaluator, random_state=rng)
    state = game.new_initial_state()
    lines = [f"{name}{params or ''}:"]
    decisions = 0
    while not state.is_terminal() and decisions < moves:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            action = int(rng.choice(actions, p=np.array(probs) / sum(probs)))
            lines.append(f"  chance   {state.action_to_string(pyspiel.PlayerId.CHANCE, action)}")
        else:
            player = state.current_player()
            action = bot.step(state)
            lines.append(f"  player {player} {state.action_to_string(player, action)} (id {action})")
            decisions += 1
        state.apply_action(action)
    lines.append(f"  after {state.move_number()} moves: {'over, returns ' + str(state.returns()) if state.is_terminal() else 'still on'}")
    return lines


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--moves", type=int, default=6, help="MCTS decisions per game")
    ap.add_argument("--simulations", type=int, default=20, help="MCTS simulations per decision")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args(argv)
    tabletop.openspiel.register()
    for name, params in GAMES:
        if not tabletop.load_game(name.removeprefix("tabletop_")).has_encodings():
            print(f"{name}: skipped (its encodings are not implemented yet)", flush=True)
            continue
        print("\n".join(play(name, params, a.moves, a.simulations, a.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

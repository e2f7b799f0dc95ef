"""OpenSpiel's C++ random play, measured for comparison with our engines.

Prints one machine-readable line per game:
    engine=openspiel game=NAME games_per_s=G moves_per_s=M avg_moves=A games=N seconds=S

Games are played in C++ by `pyspiel.evaluate_bots` with uniform random bots
(chance sampled inside the C++ loop). `evaluate_bots` does not report game
length, so the average number of moves per game (decisions and chance
outcomes) is measured separately on the same game with uniform random play
driven from Python, and moves/s = games/s * average moves.
"""
import argparse
import random
import time

import pyspiel


def avg_moves(game, n, seed):
    rng = random.Random(seed)
    total = 0
    for _ in range(n):
        s = game.new_initial_state()
        while not s.is_terminal():
            if s.is_chance_node():
                outcomes = s.chance_outcomes()
                r = rng.random()
                acc = 0.0
                pick = outcomes[-1][0]
                for a, p in outcomes:
                    acc += p
                    if r < acc:
                        pick = a
                        break
                s.apply_action(pick)
            else:
                s.apply_action(rng.choice(s.legal_actions()))
            total += 1
    return total / n


def measure(name, params, seconds, seed, repeat):
    game = pyspiel.load_game(name, params)
    players = game.num_players()
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(players)]
    length = avg_moves(game, 200, seed)
    best = None
    for _ in range(repeat):
        games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for _ in range(20):
                pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + games)
                games += 1
        elapsed = time.perf_counter() - start
        if best is None or games / elapsed > best[0] / best[1]:
            best = (games, elapsed)
    games, elapsed = best
    gps = games / elapsed
    label = name if not params else name + "".join(f"-{k}{v}" for k, v in sorted(params.items()))
    print(f"engine=openspiel game={label} games_per_s={gps:.1f} moves_per_s={gps * length:.0f} "
          f"avg_moves={length:.1f} games={games} seconds={elapsed:.2f}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1, help="measure K times, report the fastest")
    ap.add_argument("--game", choices=["gomoku", "maedn"], help="measure only this game")
    a = ap.parse_args()
    if a.game in (None, "gomoku"):
        measure("gomoku", {}, a.seconds, a.seed, a.repeat)
    if a.game in (None, "maedn"):
        measure("maedn", {"players": 4}, a.seconds, a.seed, a.repeat)


if __name__ == "__main__":
    main()

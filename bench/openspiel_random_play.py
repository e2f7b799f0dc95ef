"""OpenSpiel's C++ random play, measured for comparison with our engines.

Prints one machine-readable line per game:
    engine=openspiel game=NAME path=evaluate_bots games_per_s=G moves_per_s=M
      games_per_cpu_s=G' moves_per_cpu_s=M' avg_moves=A games=N moves=T seconds=S cpu_seconds=C
(one line). `seconds` is the wall time of the measured loop and `cpu_seconds`
this process's CPU time over it (`time.process_time()`: user and system);
the `*_per_s` rates are by wall time, the `*_per_cpu_s` rates by CPU time
(the comparison scripts use these: a shared machine's load inflates wall time,
not the CPU time a process spends).

Games are played in C++ by `pyspiel.evaluate_bots` with uniform random bots
(`pyspiel.make_uniform_random_bot`): per decision `LegalActions` into a heap
vector, the bot's uniform policy over it (`GetPolicy`), a uniform draw from
`std::mt19937` and `ApplyAction`; per chance node `ChanceOutcomes` and
`SampleChanceOutcome`. This is OpenSpiel's generic random play, and also its
fastest supported random play-out from Python: the leaner loop of its MCTS
(`RandomRolloutEvaluator`: `LegalActions`, a uniform pick, `ApplyAction`,
without the policy vector) is bound in pyspiel only as an opaque argument of
the MCTS bot, with no method to call it alone, so both of the comparison's
ratios (generic and fast) divide by this one figure.

Moves are counted exactly: `evaluate_bots(state, bots, seed)` plays in place
on the state it is given, so `len(state.history())` after the call is that
game's number of moves (decisions and chance outcomes). The finished states
are kept and counted after the timed loop, so the count costs OpenSpiel no
time (their deallocation falls outside the loop too, which favours OpenSpiel
slightly).
"""
import argparse
import time

import pyspiel


def measure(name, params, seconds, seed, repeat):
    game = pyspiel.load_game(name, params)
    players = game.num_players()
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(players)]
    best = None
    for _ in range(repeat):
        finished = []
        games = 0
        cpu_start = time.process_time()
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            for _ in range(20):
                state = game.new_initial_state()
                pyspiel.evaluate_bots(state, bots, seed + games)
                finished.append(state)
                games += 1
        elapsed = time.perf_counter() - start
        cpu = time.process_time() - cpu_start
        moves = sum(len(s.history()) for s in finished)
        del finished
        run = (games, moves, elapsed, cpu)
        if best is None or moves / max(cpu, 1e-9) > best[1] / max(best[3], 1e-9):
            best = run
    games, moves, elapsed, cpu = best
    elapsed, cpu = max(elapsed, 1e-9), max(cpu, 1e-9)
    label = name if not params else name + "".join(f"-{k}{v}" for k, v in sorted(params.items()))
    print(f"engine=openspiel game={label} path=evaluate_bots games_per_s={games / elapsed:.1f} "
          f"moves_per_s={moves / elapsed:.0f} games_per_cpu_s={games / cpu:.1f} "
          f"moves_per_cpu_s={moves / cpu:.0f} avg_moves={moves / max(games, 1):.1f} games={games} "
          f"moves={moves} seconds={elapsed:.3f} cpu_seconds={cpu:.3f}", flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0, help="wall time of each measurement")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1, help="measure K times, report the fastest by CPU time")
    ap.add_argument("--game", choices=["gomoku", "maedn"], help="measure only this game")
    a = ap.parse_args()
    if a.game in (None, "gomoku"):
        measure("gomoku", {}, a.seconds, a.seed, a.repeat)
    if a.game in (None, "maedn"):
        measure("maedn", {"players": 4}, a.seconds, a.seed, a.repeat)


if __name__ == "__main__":
    main()

"""Random play from Python: our binding against OpenSpiel's C++ games through pyspiel.

Prints one machine-readable line per measurement:
    engine=E driver=D game=NAME games_per_s=G moves_per_s=M avg_moves=A games=N seconds=S

Drivers:
* ``python-loop``: a Python loop of ``legal_actions()`` / ``apply_action(id)``
  (chance by ``chance_outcomes()``), the same loop for pyspiel and for
  ``tabletop`` (our binding);
* ``openspiel-adapter``: the same loop on our game registered in OpenSpiel
  (``tabletop.openspiel``), i.e. through pyspiel's Python-game bridge;
* ``batch``: ``tabletop.play_random_games`` (N games in one call, all in
  Rust) against ``pyspiel.evaluate_bots`` with uniform random bots (all in C++).

Called by ``bench/compare_openspiel.sh --python`` (it installs the wheel);
on its own: ``python bench/compare_python.py --seconds 2``.
"""

import argparse
import random
import time

import pyspiel

import tabletop
import tabletop.openspiel


def loop_game(new_state, rng):
    """One random game driven from Python; returns its number of moves."""
    s = new_state()
    moves = 0
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
        moves += 1
    return moves


def timed(seconds, repeat, run_some):
    """Best of ``repeat`` runs of ``seconds`` each: (games, moves, elapsed)."""
    best = None
    for _ in range(repeat):
        games = moves = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            g, m = run_some()
            games += g
            moves += m
        elapsed = time.perf_counter() - start
        if best is None or games / elapsed > best[0] / best[2]:
            best = (games, moves, elapsed)
    return best


def report(engine, driver, game, best):
    games, moves, elapsed = best
    gps = games / elapsed
    print(
        f"engine={engine} driver={driver} game={game} games_per_s={gps:.1f} "
        f"moves_per_s={moves / elapsed:.0f} avg_moves={moves / max(games, 1):.1f} "
        f"games={games} seconds={elapsed:.2f}",
        flush=True,
    )


def loop(engine, driver, label, new_state, seconds, repeat, seed):
    rng = random.Random(seed)
    report(engine, driver, label, timed(seconds, repeat, lambda: (1, loop_game(new_state, rng))))


def openspiel_batch(name, params, seconds, repeat, seed):
    game = pyspiel.load_game(name, params)
    bots = [pyspiel.make_uniform_random_bot(p, seed + p) for p in range(game.num_players())]
    rng = random.Random(seed)
    length = sum(loop_game(game.new_initial_state, rng) for _ in range(100)) / 100
    counter = [0]

    def some():
        for _ in range(20):
            pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + counter[0])
            counter[0] += 1
        return 20, 20 * length

    label = name + "".join(f"-{k}{v}" for k, v in sorted(params.items()))
    report("openspiel", "batch", label, timed(seconds, repeat, some))


def ours_batch(game_string, seconds, repeat, seed):
    counter = [seed]

    def some():
        results = tabletop.play_random_games(game_string, 20, counter[0])
        counter[0] += 1
        return len(results), sum(m for _, m in results)

    report("tabletop", "batch", game_string, timed(seconds, repeat, some))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=1, help="measure K times, report the fastest")
    a = ap.parse_args()
    tabletop.openspiel.register()

    theirs = [("gomoku", {}), ("maedn", {"players": 4})]
    ours = ["xobrainer(format=one-round)", "oduludo(players=4)", "numseq", "deblockle"]
    for name, params in theirs:
        game = pyspiel.load_game(name, params)
        label = name + "".join(f"-{k}{v}" for k, v in sorted(params.items()))
        loop("openspiel", "python-loop", label, game.new_initial_state, a.seconds, a.repeat, a.seed)
    for gs in ours:
        game = tabletop.load_game(gs)
        loop("tabletop", "python-loop", gs, game.new_initial_state, a.seconds, a.repeat, a.seed)
    for gs in ours[:2]:
        name = gs.split("(")[0]
        params = {"format": "one-round"} if name == "xobrainer" else {"players": 4}
        game = pyspiel.load_game(tabletop.openspiel.short_name(name), params)
        loop("tabletop", "openspiel-adapter", gs, game.new_initial_state, a.seconds, a.repeat, a.seed)
    for name, params in theirs:
        openspiel_batch(name, params, a.seconds, a.repeat, a.seed)
    for gs in ours:
        ours_batch(gs, a.seconds, a.repeat, a.seed)


if __name__ == "__main__":
    main()

"""The vector comparison, in one run: steps per second with the
observation and the legal-action mask included, ours against pgx on CPU and
against a Python loop over pyspiel.

Run it through ``bench/compare_vector.sh`` (it makes both venvs and builds the
wheel); by hand::

    OURS/bin/python bench/compare_vector.py --pgx-python PGX/bin/python --seconds 3 [--out r.json]

What one counted step is, per side (every side plays a uniformly random legal
id, and starts a new game when one ends):

* ``ours`` (``tabletop.vector.VectorEnv``, self-play, no built-in opponent):
  one row of ``env.step(actions)`` over a batch of N games, i.e. one call
  counts N steps. The policy is numpy, vectorized over the batch: the legal ids
  of every row from ``np.flatnonzero`` over the (N x A) bool mask, one uniform
  pick per row. The loop times the policy and the step together (``steps/s``)
  and splits that wall time three ways ("Where ours' loop time goes"): the
  policy, ``VectorEnv.step``'s Python (numpy views, the reward column), and
  the Rust call (``VectorCore.step``: the step with the GIL released, then the
  copy of the buffers into bytearrays). Each step returns the
  observation (``uint8``, quantized over the game's range, documented in
  python/README.md "Learning", or ``float32``), the mask, rewards, the two flags
  and the seat to act as numpy arrays. Auto-reset is Gymnasium's next-step
  mode: the row after a game's end ignores its action and returns the first
  observation of the next game; those reset rows are counted as steps (they
  are ``games / steps`` of the rows, reported as ``reset%``).
* ``pgx`` (pgx on the CPU wheel of jax): one ``jax.jit`` call per batch step
  of a function that draws the masked uniform action
  (``jax.random.categorical`` over the mask) and calls
  ``jax.vmap(pgx.experimental.auto_reset(env.step, env.init))`` (same-step
  reset: no extra reset rows); the new state, observation and
  ``legal_action_mask`` as pgx returns them, is waited for with
  ``jax.block_until_ready`` every step. Compilation and a warm-up are not
  timed.
* ``pyspiel`` (OpenSpiel's C++ ``gomoku`` and ``maedn(players=4)``) and
  ``ours-loop`` (our single-game binding, ``tabletop.load_game(g)``): a Python
  loop that at each decision reads ``state.observation_tensor(player)`` and
  ``state.legal_actions()`` and applies a uniform pick; chance nodes are
  sampled from ``chance_outcomes()`` and not counted as steps.

Time. Every cell runs in its own subprocess (the pgx cells in the pgx venv's
Python) for ``--seconds`` of wall time after its warm-up, so the CPU time is
that side's own: ``time.process_time()`` (every thread of the process, user +
system) around the timed loop, beside ``time.perf_counter()``. ``steps/s`` is
by wall time, ``steps/cpu-s`` is steps per CPU-second of the process; on a
shared machine the second is the steadier one. Threads: ours' cells run on
rayon's default pool (one thread per logical CPU) unless the scaling cells set
it; pgx's on XLA's own CPU threads; the Python loops on one.

Thread scaling (ours, batch 1024): the same cell with ``RAYON_NUM_THREADS=1``
and ``=2`` in the child's environment (the runner splits the batch on rayon's
global pool; the child reports how many OS threads it has after warm-up). The
table gives, at 1 and at 2 threads, steps/s by wall (S1, S2), steps per
CPU-second (E1, E2) and the process's CPU/wall (U1, U2), then:

* ``x wall`` = S2 / S1, the speedup itself; the issue's 1.8x is read here, on
  a quiet machine (two free cores);
* ``x cpu`` = 2 * E2 / E1 ("scaling by CPU time"): the speedup two fully busy
  threads would give at the CPU cost per step measured at each thread count,
  whatever else runs on the machine. It equals ``x wall`` when U2 = 2 * U1;
  it is an upper bound when the second thread sits idle part of the time (the
  Python side of the loop, the policy and the copy into numpy, runs on one
  thread: Amdahl's serial part, which this figure ignores), so read it with
  U2; the targets table judges 1.8x on ``x wall`` only.

Bytes: per step and game, the bytes of the arrays a step returns (observation
+ mask + rewards + terminated + truncated + seat to act; ours also writes them
once in Rust before copying them into Python's bytearrays, so the memory
traffic is about twice this), beside the copy bandwidth measured in numpy
(``np.copyto`` of a 256 MiB buffer, best of 5, in its own subprocess) and the
steps/s at which the arrays alone would use all of it.

Ratios (the issue's targets): ours / pgx per pairing (Deblockle vs
connect_four, XOBrainer one-round vs othello, ODULUDO vs backgammon) at every
batch, ours / the pyspiel loop (XOBrainer vs gomoku, ODULUDO vs maedn), each
by wall and by CPU time.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

OURS_GAMES = ["deblockle", "xobrainer(format=one-round)", "oduludo", "numseq"]
PGX_GAMES = ["connect_four", "othello", "backgammon"]
PYSPIEL_GAMES = ["gomoku", "maedn(players=4)"]
# (ours, pgx) and (ours, pyspiel): the pairings.
PGX_PAIRS = [("deblockle", "connect_four"), ("xobrainer(format=one-round)", "othello"), ("oduludo", "backgammon")]
PYSPIEL_PAIRS = [("xobrainer(format=one-round)", "gomoku"), ("oduludo", "maedn(players=4)")]

Result = dict[str, Any]
Spec = dict[str, Any]

# ---------------------------------------------------------------- children


def _timed(seconds: float, one: Callable[[], int]) -> Result:
    """Calls ``one()`` (it returns the steps it made) until ``seconds`` of
    wall time have passed: steps, wall and process CPU seconds."""
    steps = 0
    w0, c0 = time.perf_counter(), time.process_time()
    while True:
        steps += one()
        if time.perf_counter() - w0 >= seconds:
            break
    return {"steps": steps, "wall": time.perf_counter() - w0, "cpu": time.process_time() - c0}


def _os_threads() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return -1


class _TimedCore:
    """The Rust runner (``VectorEnv.core``) with the wall time of its
    ``step`` calls (the GIL released while it steps, then the copy of its
    buffers into bytearrays) added up."""

    def __init__(self, core: Any) -> None:
        self._core = core
        self.wall = 0.0

    def step(self, actions: Any) -> Any:
        t = time.perf_counter()
        out = self._core.step(actions)
        self.wall += time.perf_counter() - t
        return out

    def __getattr__(self, name: str) -> Any:
        return getattr(self._core, name)


def child_ours_vector(spec: Spec) -> Result:
    import numpy as np
    import tabletop.vector as tv

    game, n, seconds = str(spec["game"]), int(spec["batch"]), float(spec["seconds"])
    env = tv.VectorEnv(game, n, dtype=spec["dtype"])
    _, info = env.reset(seed=spec["seed"])
    rng = np.random.default_rng(spec["seed"])
    a = env.core.num_actions
    state: dict[str, Any] = {"mask": info["action_mask"], "games": 0, "step_wall": 0.0, "step_cpu": 0.0}
    core = _TimedCore(env.core)
    env._core = core  # type: ignore[assignment]  # times the Rust call (step and copy-out) inside env.step

    def policy(mask: Any) -> Any:
        """A uniform legal id per row (0 for a row with none: an ended game)."""
        idx = np.flatnonzero(mask)
        if idx.size == 0:
            return np.zeros(n, dtype=np.int64)
        counts = np.bincount(idx // a, minlength=n)
        starts = np.cumsum(counts) - counts
        pick = np.minimum(starts + (rng.random(n) * counts).astype(np.int64), idx.size - 1)
        return np.where(counts > 0, idx[pick] % a, 0)

    def one() -> int:
        actions = policy(state["mask"])
        c = time.process_time()  # read outside the wall interval (a system call, about 1 us)
        w = time.perf_counter()
        _, _, term, trunc, info = env.step(actions)
        state["step_wall"] += time.perf_counter() - w
        state["step_cpu"] += time.process_time() - c
        state["mask"] = info["action_mask"]
        state["games"] += int(np.count_nonzero(term | trunc))
        return n

    _timed(min(0.3, seconds / 5), one)  # warm-up: pages touched, rayon's pool started
    state.update(games=0, step_wall=0.0, step_cpu=0.0)
    core.wall = 0.0
    r = _timed(seconds, one)
    obs_values = int(np.prod(env.core.observation_shape))
    per_value = 1 if spec["dtype"] == "uint8" else 4
    r.update(
        games=state["games"],
        step_wall=state["step_wall"],
        step_cpu=state["step_cpu"],
        core_wall=core.wall,
        os_threads=_os_threads(),
        rayon_threads=os.environ.get("RAYON_NUM_THREADS", ""),
        bytes_per_step=obs_values * per_value + a + 4 * env.core.reward_width + 2 + 4,
        obs_shape=list(env.core.observation_shape),
        num_actions=a,
    )
    return r


def child_pgx(spec: Spec) -> Result:
    import jax
    import jax.numpy as jnp
    import pgx  # type: ignore[import-not-found,unused-ignore]
    from pgx.experimental import auto_reset  # type: ignore[import-not-found,unused-ignore]

    name, n, seconds = str(spec["game"]), int(spec["batch"]), float(spec["seconds"])
    env = pgx.make(name)
    init = jax.jit(jax.vmap(env.init))
    step = jax.vmap(auto_reset(env.step, env.init))

    def one_step(s: Any, key: Any, games: Any) -> Any:
        key, k_act, k_step = jax.random.split(key, 3)
        logits = jnp.where(s.legal_action_mask, 0.0, -jnp.inf)
        action = jax.random.categorical(k_act, logits, axis=-1)
        s = step(s, action, jax.random.split(k_step, n))
        return s, key, games + jnp.sum(s.terminated | s.truncated)

    jitted = jax.jit(one_step)
    key = jax.random.PRNGKey(spec["seed"])
    key, k0 = jax.random.split(key)
    carry = (init(jax.random.split(k0, n)), key, jnp.int32(0))
    t0 = time.perf_counter()
    carry = jax.block_until_ready(jitted(*carry))  # type: ignore[no-untyped-call,unused-ignore]
    compile_s = time.perf_counter() - t0
    box = {"carry": carry}

    def one() -> int:
        box["carry"] = jax.block_until_ready(jitted(*box["carry"]))  # type: ignore[no-untyped-call,unused-ignore]
        return n

    _timed(min(0.3, seconds / 5), one)
    games0 = int(box["carry"][2])
    r = _timed(seconds, one)
    s = box["carry"][0]
    r.update(
        games=int(box["carry"][2]) - games0,
        compile_s=compile_s,
        jax=jax.__version__,
        pgx=pgx.__version__,
        backend=jax.default_backend(),
        bytes_per_step=sum(
            x.nbytes // n
            for x in (s.observation, s.legal_action_mask, s.rewards, s.terminated, s.truncated, s.current_player)
        ),
        obs_shape=list(s.observation.shape[1:]),
        obs_dtype=str(s.observation.dtype),
        num_actions=int(s.legal_action_mask.shape[1]),
    )
    return r


def _loop(new_state: Callable[[], Any], seconds: float, seed: int) -> Result:
    """A Python loop over single games: observation and legal ids read at
    every decision, a uniform pick, chance sampled; decisions counted."""
    rng = random.Random(seed)
    box = {"state": new_state(), "games": 0}

    def one() -> int:
        s = box["state"]
        if s.is_terminal():
            box["state"] = new_state()
            box["games"] += 1
            return 0
        if s.is_chance_node():
            outcomes = s.chance_outcomes()
            r = rng.random()
            pick = outcomes[-1][0]
            for action, p in outcomes:
                r -= p
                if r < 0:
                    pick = action
                    break
            s.apply_action(pick)
            return 0
        s.observation_tensor(s.current_player())
        legal = s.legal_actions()
        s.apply_action(legal[rng.randrange(len(legal))])
        return 1

    _timed(min(0.3, seconds / 5), one)
    box["games"] = 0
    r = _timed(seconds, one)
    r["games"] = box["games"]
    return r


def child_pyspiel(spec: Spec) -> Result:
    import pyspiel

    game = pyspiel.load_game(spec["game"])
    return _loop(game.new_initial_state, spec["seconds"], spec["seed"])


def child_ours_loop(spec: Spec) -> Result:
    import tabletop

    game = tabletop.load_game(spec["game"])
    return _loop(
        lambda: game.new_initial_state(decision_cap=tabletop.DEFAULT_DECISION_CAP), spec["seconds"], spec["seed"]
    )


def child_bandwidth(spec: Spec) -> Result:
    import numpy as np

    size = spec["mib"] << 20
    src = np.ones(size, dtype=np.uint8)
    dst = np.zeros(size, dtype=np.uint8)
    best = float("inf")
    for _ in range(5):
        t = time.perf_counter()
        np.copyto(dst, src)
        best = min(best, time.perf_counter() - t)
    return {"bytes": size, "wall": best, "copy_gbps": size / best / 1e9}


CHILDREN: dict[str, Callable[[Spec], Result]] = {
    "ours": child_ours_vector,
    "scaling": child_ours_vector,
    "pgx": child_pgx,
    "pyspiel": child_pyspiel,
    "ours-loop": child_ours_loop,
    "bandwidth": child_bandwidth,
}


def run_child(spec_json: str) -> None:
    spec = json.loads(spec_json)
    result = CHILDREN[spec["kind"]](spec)
    print("RESULT " + json.dumps(result), flush=True)


# ---------------------------------------------------------------- parent


def measure(python: str, spec: Spec, env_extra: dict[str, str], timeout: float) -> Result:
    """Runs one cell in a fresh interpreter; the spec and its result merged
    (``error`` set if the child failed)."""
    env = dict(os.environ, **env_extra)
    cmd = [python, os.path.abspath(__file__), "--child", json.dumps(spec)]
    out: Result = dict(spec)
    try:
        p = subprocess.run(cmd, check=False, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        out["error"] = f"timed out after {timeout:.0f} s"
        return out
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("RESULT ")]
    if p.returncode != 0 or not lines:
        out["error"] = (p.stderr.strip().splitlines() or [f"exit {p.returncode}"])[-1]
        return out
    out.update(json.loads(lines[-1][len("RESULT ") :]))
    if "steps" not in out:
        return out
    out["steps_per_s"] = out["steps"] / out["wall"]
    out["steps_per_cpu_s"] = out["steps"] / out["cpu"] if out["cpu"] > 0 else float("nan")
    out["cpu_per_wall"] = out["cpu"] / out["wall"]
    return out


def fmt(x: float | None, digits: int = 0) -> str:
    if x is None or math.isnan(x):
        return "-"
    return f"{x:,.{digits}f}"


def ratio(a: float | None, b: float | None) -> str:
    if not a or not b:
        return "-"
    return f"x{a / b:.2f}"


def table(header: Sequence[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(lines)


def find(results: list[Result], **key: Any) -> Result | None:
    for r in results:
        if "error" not in r and all(r.get(k) == v for k, v in key.items()):
            return r
    return None


def _speed_table(results: list[Result]) -> list[str]:
    rows = []
    for r in results:
        if r["kind"] not in ("ours", "pgx", "pyspiel", "ours-loop"):
            continue
        head = [r["kind"], r["game"], str(r.get("batch", 1))]
        if "error" in r:
            rows.append([*head, r.get("dtype", ""), "error: " + r["error"], "", "", "", "", ""])
            continue
        reset = f"{100 * r['games'] / r['steps']:.2f}" if r["kind"] == "ours" and r["steps"] else ""
        dtype = r.get("dtype") or r.get("obs_dtype", "")
        rows.append(
            [*head, dtype, fmt(r["steps_per_s"]), fmt(r["steps_per_cpu_s"]), f"{r['cpu_per_wall']:.2f}", reset]
            + [str(r.get("bytes_per_step", "")), str(r["games"])]
        )
    header = ["side", "game", "batch", "obs", "steps/s", "steps/cpu-s", "cpu/wall", "reset%", "bytes/step", "games"]
    return ["Steps per second (observation and mask included)", table(header, rows)]


def _breakdown_table(results: list[Result]) -> list[str]:
    rows = []
    for r in results:
        if r["kind"] != "ours" or "error" in r:
            continue
        w, sw, cw = r["wall"], r["step_wall"], r["core_wall"]
        rows.append(
            [r["game"], str(r["batch"]), r["dtype"], fmt(r["steps_per_s"]), fmt(r["steps"] / sw), fmt(r["steps"] / cw)]
            + [f"{100 * (w - sw) / w:.0f}", f"{100 * (sw - cw) / w:.0f}", f"{100 * cw / w:.0f}"]
        )
    if not rows:
        return []
    header = ["game", "batch", "obs", "loop steps/s", "env.step only", "Rust call only"]
    header += ["% policy", "% VectorEnv wrapper", "% Rust call (step + copy out)"]
    return ["", "Where ours' loop time goes (wall; the Rust call releases the GIL to step, then copies out)"] + [
        table(header, rows)
    ]


def _scaling_table(results: list[Result]) -> list[str]:
    sc = [r for r in results if r["kind"] == "scaling"]
    if not sc:
        return []
    rows = []
    for game in dict.fromkeys(r["game"] for r in sc):
        one, two = find(sc, game=game, threads=1), find(sc, game=game, threads=2)
        if one is None or two is None:
            rows.append([game, "error", *[""] * 9])
            continue
        rows.append(
            [game, one["dtype"], fmt(one["steps_per_s"]), fmt(two["steps_per_s"])]
            + [fmt(one["steps_per_cpu_s"]), fmt(two["steps_per_cpu_s"])]
            + [f"{one['cpu_per_wall']:.2f}", f"{two['cpu_per_wall']:.2f}"]
            + [ratio(two["steps_per_s"], one["steps_per_s"]), ratio(2 * two["steps_per_cpu_s"], one["steps_per_cpu_s"])]
            + [f"{one['os_threads']}/{two['os_threads']}"]
        )
    header = ["game", "obs", "S1 steps/s", "S2 steps/s", "E1 steps/cpu-s", "E2 steps/cpu-s", "U1", "U2"]
    header += ["x wall (S2/S1)", "x cpu (2*E2/E1)", "OS threads"]
    return ["", f"Thread scaling, ours, batch {sc[0]['batch']} (RAYON_NUM_THREADS=1 vs 2)", table(header, rows)]


def _bytes_table(results: list[Result]) -> list[str]:
    bw = find(results, kind="bandwidth")
    if bw is None:
        return []
    gbps = bw["copy_gbps"]
    rows = []
    seen = set()
    for r in results:
        key = (r["kind"], r["game"], r.get("dtype") or r.get("obs_dtype"))
        if r["kind"] in ("ours", "pgx") and "error" not in r and key not in seen:
            seen.add(key)
            b = r["bytes_per_step"]
            rows.append([r["kind"], r["game"], str(key[2]), str(b), fmt(gbps * 1e9 / b)])
    header = ["side", "game", "obs", "bytes/step", "steps/s that fill the copy bandwidth"]
    return ["", f"Copy bandwidth (numpy copyto, {bw['bytes'] >> 20} MiB, best of 5): {gbps:.2f} GB/s copied"] + [
        table(header, rows)
    ]


def _ratio_table(results: list[Result]) -> list[str]:
    rows = []
    for ours, theirs in PGX_PAIRS:
        for r in results:
            p = find(results, kind="pgx", game=theirs, batch=r.get("batch"))
            if r["kind"] == "ours" and r["game"] == ours and "error" not in r and p is not None:
                rows.append(
                    [f"{ours} / pgx {theirs}", str(r["batch"]), r["dtype"]]
                    + [ratio(r["steps_per_s"], p["steps_per_s"]), ratio(r["steps_per_cpu_s"], p["steps_per_cpu_s"])]
                )
    for ours, theirs in PYSPIEL_PAIRS:
        p = find(results, kind="pyspiel", game=theirs)
        for r in results:
            if r["kind"] in ("ours", "ours-loop") and r["game"] == ours and "error" not in r and p is not None:
                side = f"{r['batch']}" if r["kind"] == "ours" else "ours-loop"
                rows.append(
                    [f"{ours} / pyspiel {theirs} loop", side, r.get("dtype", "f32")]
                    + [ratio(r["steps_per_s"], p["steps_per_s"]), ratio(r["steps_per_cpu_s"], p["steps_per_cpu_s"])]
                )
    if not rows:
        return []
    header = ["pairing", "batch", "obs", "by wall", "by CPU time"]
    return ["", "Ratios (ours over theirs; above 1, ours is faster)", table(header, rows)]


def _best(results: list[Result], field: str, **key: Any) -> Result | None:
    """Of the cells matching ``key``, the one with the highest ``field``."""
    cells = [r for r in results if "error" not in r and all(r.get(k) == v for k, v in key.items())]
    return max(cells, key=lambda r: float(r[field]), default=None)


def _targets_table(results: list[Result], batch: int) -> list[str]:
    """The issue's targets at ``batch``, ours at its faster dtype."""
    rows = []
    for game in dict.fromkeys(r["game"] for r in results if r["kind"] == "ours"):
        ours = _best(results, "steps_per_s", kind="ours", game=game, batch=batch)
        if ours is None:
            continue
        s = ours["steps_per_s"]
        rows.append([f"{game} >= 1M steps/s", ours["dtype"], fmt(s), "met" if s >= 1e6 else "missed"])
        for o, theirs in PGX_PAIRS:
            p = find(results, kind="pgx", game=theirs, batch=batch)
            if o == game and p is not None:
                for what, f in (("wall", "steps_per_s"), ("CPU", "steps_per_cpu_s")):
                    x = ours[f] / p[f]
                    rows.append([f"{game} ahead of pgx {theirs} ({what})", ours["dtype"], f"x{x:.2f}"])
                    rows[-1].append("met" if x > 1 else "missed")
        for o, theirs in PYSPIEL_PAIRS:
            p = find(results, kind="pyspiel", game=theirs)
            if o == game and p is not None:
                for what, f in (("wall", "steps_per_s"), ("CPU", "steps_per_cpu_s")):
                    x = ours[f] / p[f]
                    rows.append([f"{game} >= 50x pyspiel {theirs} loop ({what})", ours["dtype"], f"x{x:.1f}"])
                    rows[-1].append("met" if x >= 50 else "missed")
        one = find(results, kind="scaling", game=game, threads=1)
        two = find(results, kind="scaling", game=game, threads=2)
        if one is not None and two is not None:
            xw = two["steps_per_s"] / one["steps_per_s"]
            xc = 2 * two["steps_per_cpu_s"] / one["steps_per_cpu_s"]
            rows.append(
                [f"{game} 1 -> 2 threads >= 1.8x (wall)", one["dtype"], f"x{xw:.2f}", "met" if xw >= 1.8 else "missed"]
            )
            u2 = two["cpu_per_wall"]
            verdict = f"an upper bound, not a verdict (U2 = {u2:.2f}; the Python side is serial)"
            rows.append([f"{game} 1 -> 2 threads >= 1.8x (CPU)", one["dtype"], f"x{xc:.2f}", verdict])
    if not rows:
        return []
    return ["", f"The issue's targets at batch {batch}", table(["target", "obs", "measured", ""], rows)]


def report(results: list[Result], load: str, batch: int) -> str:
    out = [f"load average before the run: {load}", ""]
    out += _speed_table(results)
    out += _breakdown_table(results)
    out += _scaling_table(results)
    out += _bytes_table(results)
    out += _ratio_table(results)
    out += _targets_table(results, batch)
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--seconds", type=float, default=3.0, help="timed wall seconds per cell (default 3)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--batches", default="1,64,1024")
    ap.add_argument("--dtypes", default="uint8,float32", help="ours' observation dtypes (uint8, float32)")
    ap.add_argument("--games", default=";".join(OURS_GAMES), help="ours' games (game strings, ';'-separated)")
    ap.add_argument(
        "--sides",
        default="ours,pgx,pyspiel,ours-loop,scaling,bandwidth",
        help="which measurements to run (comma-separated)",
    )
    ap.add_argument("--scaling-batch", type=int, default=1024)
    ap.add_argument("--scaling-dtype", default="uint8")
    ap.add_argument("--ours-python", default=sys.executable, help="the venv with the tabletop wheel and pyspiel")
    ap.add_argument("--pgx-python", help="the venv with pgx and jax (pgx is skipped without it)")
    ap.add_argument("--jax-cache", help="jax's persistent compilation cache for the pgx cells (a directory)")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds before a cell is given up")
    ap.add_argument("--out", help="write every cell's figures as JSON here")
    ap.add_argument("--report", metavar="JSON", help="print the tables of an earlier --out file, measure nothing")
    a = ap.parse_args()
    if a.child:
        run_child(a.child)
        return
    if a.report:
        with open(a.report) as f:
            saved = json.load(f)
        batch = max(int(b) for b in saved["batches"].split(","))
        print(report(saved["cells"], saved["load_before"], batch))
        return

    batches = [int(b) for b in a.batches.split(",")]
    dtypes = a.dtypes.split(",")
    games = a.games.split(";")
    sides = set(a.sides.split(","))
    base = {"seconds": a.seconds, "seed": a.seed}
    ours_env = {"OMP_NUM_THREADS": "1"}
    cells: list[tuple[str, Spec, dict[str, str]]] = []
    if "bandwidth" in sides:
        cells.append((a.ours_python, {"kind": "bandwidth", "game": "", "mib": 256}, {}))
    if "ours" in sides:
        cells += [
            (a.ours_python, {"kind": "ours", "game": g, "batch": b, "dtype": d, **base}, ours_env)
            for g in games
            for b in batches
            for d in dtypes
        ]
    if "pgx" in sides and a.pgx_python:
        pgx_env = {"JAX_PLATFORMS": "cpu"}
        if a.jax_cache:
            pgx_env["JAX_COMPILATION_CACHE_DIR"] = os.path.abspath(a.jax_cache)
        cells += [
            (a.pgx_python, {"kind": "pgx", "game": g, "batch": b, **base}, pgx_env) for g in PGX_GAMES for b in batches
        ]
    if "pyspiel" in sides:
        cells += [(a.ours_python, {"kind": "pyspiel", "game": g, **base}, {}) for g in PYSPIEL_GAMES]
    if "ours-loop" in sides:
        cells += [(a.ours_python, {"kind": "ours-loop", "game": g, **base}, {}) for g in games]
    if "scaling" in sides:
        cells += [
            (
                a.ours_python,
                {
                    "kind": "scaling",
                    "game": g,
                    "batch": a.scaling_batch,
                    "dtype": a.scaling_dtype,
                    "threads": t,
                    **base,
                },
                dict(ours_env, RAYON_NUM_THREADS=str(t)),
            )
            for g in games
            for t in (1, 2)
        ]

    load = " ".join(f"{x:.2f}" for x in os.getloadavg()) + f"; {os.cpu_count()} logical CPUs"
    results = []
    for i, (python, spec, extra) in enumerate(cells, 1):
        r = measure(python, spec, extra, a.timeout)
        what = " ".join(f"{k}={v}" for k, v in spec.items() if k not in base)
        if "error" in r:
            print(f"[{i}/{len(cells)}] {what}: ERROR {r['error']}", file=sys.stderr, flush=True)
        elif "steps_per_s" in r and r["kind"] != "bandwidth":
            print(
                f"[{i}/{len(cells)}] {what}: {r['steps_per_s']:,.0f} steps/s, {r['steps_per_cpu_s']:,.0f} steps/cpu-s",
                file=sys.stderr,
                flush=True,
            )
        results.append(r)
    text = report(results, load, max(batches))
    print(text)
    if a.out:
        with open(a.out, "w") as f:
            saved = {"load_before": load, "argv": sys.argv[1:], "batches": a.batches, "report": text, "cells": results}
            json.dump(saved, f, indent=1)


if __name__ == "__main__":
    main()

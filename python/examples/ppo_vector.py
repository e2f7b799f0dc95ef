"""PPO with action masking through ``tabletop.vector``, on the CPU with JAX and optax.

A small MLP (observation -> 2 hidden layers -> a logit per action id, and a
value) learns against the built-in ``random`` opponent. Half of the batch
plays seat 0, half seat 1 (two ``VectorEnv``s). The mask is applied by
gathering: each row's legal ids (from ``info["action_mask"]``) are listed,
padded to a power of two K, and only their logits are computed (the head's
rows for those ids); padding gets a logit of -1e9, so the policy never
samples an illegal id. This is the same distribution as masking the full
logit vector, at K columns instead of A (Deblockle has 10,976 ids and a few
dozen legal ones). Each iteration
collects ``--steps`` batch steps, computes GAE, then runs ``--epochs`` of
minibatch updates of the clipped PPO loss.

The step after one that ended a game is Gymnasium's next-step auto-reset:
its action is ignored and its mask is empty, so such rows are left out of
the loss (weight 0) and GAE stops at every end of game.

**Reward shaping (Deblockle, training only).** Deblockle's random games
last about 1,100 learner decisions, so the end reward alone is too sparse
(without shaping: 0.555 against random after 300 s). With ``--shaping auto``
(the default; ``deblockle`` for a Deblockle game string, ``off`` for the
others) the training reward of each learner step is the game's reward plus
the potential-based term ``gamma * phi(next) - phi(now)`` (Ng, Harada and
Russell, 1999), ``phi`` computed in Python from the learner's ``uint8``
observation (``deblockle_potential``): ``--w-removed`` (0.25) a block times
(own blocks removed - the opponent's; planes 37/38) plus ``--w-near`` (0.1)
a block times its nearness ``1 - d/8`` to the star it must reach (d the
Manhattan distance, from the block planes 0-5 / 12-17; a removed block
counts 1). The potential of a game's last observation is kept, not set to
0, so a win is never offset by the potential given back. Auto-reset rows
get no shaping. Evaluation uses only the real outcome. Training games are
truncated at ``--train-cap`` decisions (all seats'; 400 in the runs
reported), evaluation games at ``--eval-cap`` (1,000; counted as lost).

Every ``--eval-every`` seconds of training the greedy policy plays
``--eval-games`` games against ``random`` (half on each seat); the score is
win 1, draw 0.5, loss 0. At the end it plays ``--eval-games`` against
``--final-opponent`` (default ``mc:10``, flat Monte Carlo) as well.

    python ppo_vector.py --game deblockle --seconds 900 --train-cap 400 --out deblockle.json
    python ppo_vector.py --game "xobrainer(format=one-round)" --smoke

``--smoke`` (CI) trains for about 15 s with small evaluations and checks
only that the loss is finite and a score is reported. The curve goes to
``--out`` (JSON: score against random at training wall seconds);
``ppo_plot.py`` draws it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import sys
import time
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

import jax
import jax.numpy as jnp
import numpy as np
import optax
from numpy.typing import NDArray

import tabletop.vector as tv

Params = Dict[str, Dict[str, jax.Array]]
NEG = -1e9


class Batch(NamedTuple):
    """One iteration's rollout, flattened to rows."""

    obs: jax.Array  # (R, D) uint8
    ids: jax.Array  # (R, K) int32: the legal ids, padded with 0
    legal: jax.Array  # (R, K) bool: which of ids are real
    action: jax.Array  # (R,) int32
    logp: jax.Array  # (R,) float32
    adv: jax.Array  # (R,) float32
    ret: jax.Array  # (R,) float32
    weight: jax.Array  # (R,) float32: 0 for auto-reset rows


def init_params(key: jax.Array, obs_size: int, hidden: int, actions: int) -> Params:
    """Scaled-normal weights; the policy head starts near uniform."""
    k1, k2, k3, k4 = jax.random.split(key, 4)

    def dense(k: jax.Array, n_in: int, n_out: int, scale: float) -> Dict[str, jax.Array]:
        w = jax.random.normal(k, (n_in, n_out), jnp.float32) * (scale / math.sqrt(n_in))
        return {"w": w, "b": jnp.zeros((n_out,), jnp.float32)}

    return {
        "h1": dense(k1, obs_size, hidden, math.sqrt(2.0)),
        "h2": dense(k2, hidden, hidden, math.sqrt(2.0)),
        "pi": {"w": dense(k3, hidden, actions, 0.01)["w"].T, "b": jnp.zeros((actions,), jnp.float32)},
        "v": dense(k4, hidden, 1, 1.0),
    }


def forward(params: Params, obs: jax.Array, ids: jax.Array, legal: jax.Array) -> Tuple[jax.Array, jax.Array]:
    """Logits over each row's listed ids (padding at -1e9) and values of uint8 observations."""
    x = obs.astype(jnp.float32) * (1.0 / 255.0)
    h = jax.nn.relu(x @ params["h1"]["w"] + params["h1"]["b"])
    h = jax.nn.relu(h @ params["h2"]["w"] + params["h2"]["b"])
    w = params["pi"]["w"][ids]  # (R, K, H): the head's rows of the listed ids
    logits = jnp.einsum("rh,rkh->rk", h, w) + params["pi"]["b"][ids]
    value = (h @ params["v"]["w"] + params["v"]["b"])[:, 0]
    return jnp.where(legal, logits, NEG), value


def legal_ids(mask: NDArray[np.bool_], k_min: int = 16) -> Tuple[NDArray[np.int32], NDArray[np.bool_]]:
    """Each row's legal ids, padded to a power of two K (few shapes, few compilations)."""
    counts = mask.sum(axis=1)
    k = max(k_min, 1 << int(max(1, int(counts.max()))- 1).bit_length())
    rows, cols = np.nonzero(mask)
    starts = np.concatenate([[0], np.cumsum(counts)[:-1]])
    pos = np.arange(rows.size) - np.repeat(starts, counts)
    ids = np.zeros((mask.shape[0], k), np.int32)
    legal = np.zeros((mask.shape[0], k), np.bool_)
    ids[rows, pos] = cols
    legal[rows, pos] = True
    return ids, legal


def pad(a: NDArray[Any], k: int) -> NDArray[Any]:
    """``a`` (R, k0) padded with zeros/False to (R, k)."""
    return np.pad(a, ((0, 0), (0, k - a.shape[1])))


def _star_distances() -> NDArray[np.float32]:
    """(2, 49): each square's Manhattan distance to South's target star d6
    (row 1, column 3 of the observation) and to North's, d2 (row 5)."""
    rows, cols = np.divmod(np.arange(49), 7)
    return np.stack([np.abs(rows - r) + np.abs(cols - 3) for r in (1, 5)]).astype(np.float32)


STAR_DISTANCE = _star_distances()


def deblockle_potential(
    obs: NDArray[np.uint8], seat: NDArray[np.int64], w_removed: float, w_near: float
) -> NDArray[np.float32]:
    """The shaping potential of each row of Deblockle's flat ``uint8``
    observation (``[40, 7, 7]``, see the crate docs, "Observation tensor"),
    for the learner on ``seat`` (0 South, 1 North):

    ``w_removed * (own removed - opponent's removed)`` (planes 37/38, blocks
    removed / 4, so 4 blocks weigh ``4 * w_removed``), plus ``w_near`` a
    block times its nearness ``1 - d / 8`` to the star it must reach (d the
    Manhattan distance; planes 0-5 / 12-17 are where South's / North's
    blocks are; a removed block counts as nearness 1)."""
    x = obs.reshape(obs.shape[0], 40, 49)
    removed = x[:, 37:39, 0].astype(np.float32) * (4.0 / 255.0)  # (N, 2): South, North
    occupied = np.stack([x[:, 0:6].max(axis=1), x[:, 12:18].max(axis=1)], axis=1) > 0  # (N, 2, 49)
    nearness = ((1.0 - STAR_DISTANCE / 8.0)[None] * occupied).sum(axis=2)  # (N, 2)
    rows = np.arange(obs.shape[0])
    own, other = removed[rows, seat], removed[rows, 1 - seat]
    phi: NDArray[np.float32] = (w_removed * (own - other) + w_near * (nearness[rows, seat] + own)).astype(np.float32)
    return phi


@jax.jit
def act(
    params: Params, obs: jax.Array, ids: jax.Array, legal: jax.Array, key: jax.Array
) -> Tuple[jax.Array, jax.Array, jax.Array]:
    """Sampled positions in the id lists, their log-probabilities and the values."""
    logits, value = forward(params, obs, ids, legal)
    action = jax.random.categorical(key, logits)
    logp = jax.nn.log_softmax(logits)
    return action, jnp.take_along_axis(logp, action[:, None], axis=1)[:, 0], value


@jax.jit
def greedy(params: Params, obs: jax.Array, ids: jax.Array, legal: jax.Array) -> jax.Array:
    """The most probable legal id of each row."""
    logits, _ = forward(params, obs, ids, legal)
    return jnp.take_along_axis(ids, jnp.argmax(logits, axis=1)[:, None], axis=1)[:, 0]


def gae(
    rewards: NDArray[np.float32],
    dones: NDArray[np.bool_],
    values: NDArray[np.float32],
    valid: NDArray[np.bool_],
    last_value: NDArray[np.float32],
    gamma: float,
    lam: float,
) -> Tuple[NDArray[np.float32], NDArray[np.float32]]:
    """Advantages and returns over (T, N) arrays; 0 on invalid rows."""
    steps = rewards.shape[0]
    adv = np.zeros_like(rewards)
    last = np.zeros_like(last_value)
    for t in reversed(range(steps)):
        next_value = last_value if t == steps - 1 else values[t + 1]
        nonterminal = 1.0 - dones[t].astype(np.float32)
        delta = rewards[t] + gamma * next_value * nonterminal - values[t]
        last = delta + gamma * lam * nonterminal * last
        last = np.where(valid[t], last, 0.0).astype(np.float32)
        adv[t] = last
    return adv, adv + values


def make_update(
    optimizer: optax.GradientTransformation, clip: float, vf_coef: float, ent_coef: float
) -> Any:
    """The jitted minibatch step of the clipped PPO loss."""

    def loss_fn(params: Params, b: Batch) -> Tuple[jax.Array, Tuple[jax.Array, jax.Array, jax.Array]]:
        logits, value = forward(params, b.obs, b.ids, b.legal)
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, b.action[:, None], axis=1)[:, 0]
        wsum = jnp.maximum(b.weight.sum(), 1.0)
        adv_mean = (b.adv * b.weight).sum() / wsum
        adv_std = jnp.sqrt((((b.adv - adv_mean) ** 2) * b.weight).sum() / wsum) + 1e-8
        adv = (b.adv - adv_mean) / adv_std
        ratio = jnp.exp(logp - b.logp)
        pg = -jnp.minimum(ratio * adv, jnp.clip(ratio, 1.0 - clip, 1.0 + clip) * adv)
        pg_loss = (pg * b.weight).sum() / wsum
        v_loss = (((value - b.ret) ** 2) * b.weight).sum() / wsum
        probs = jnp.exp(logp_all)
        ent = -jnp.where(b.legal, probs * logp_all, 0.0).sum(axis=1)
        entropy = (ent * b.weight).sum() / wsum
        return pg_loss + vf_coef * v_loss - ent_coef * entropy, (pg_loss, v_loss, entropy)

    @jax.jit
    def update(
        params: Params, opt_state: optax.OptState, b: Batch
    ) -> Tuple[Params, optax.OptState, jax.Array, Tuple[jax.Array, jax.Array, jax.Array]]:
        (loss, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, b)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, aux

    return update


class Envs:
    """Two ``VectorEnv``s, the learner on seat 0 in one and seat 1 in the other, as one batch."""

    def __init__(
        self, game: str, num_envs: int, opponent: str, seed: int, decision_cap: Optional[int] = None
    ) -> None:
        half = max(1, num_envs // 2)
        self.parts = [
            tv.VectorEnv(game, half, opponent=opponent, learner=seat, dtype="uint8", decision_cap=decision_cap)
            for seat in (0, 1)
        ]
        self.num_envs = 2 * half
        self.num_actions = self.parts[0].core.num_actions
        self.obs_size = math.prod(self.parts[0].core.observation_shape)
        self.seat = np.repeat(np.arange(2, dtype=np.int64), half)  # the learner's seat in each row
        self.seed = seed

    def reset(self) -> Tuple[NDArray[np.uint8], NDArray[np.bool_]]:
        # Row r of the batch plays the game of seed (seed * rows + r): a
        # VectorEnv seeded with s plays seeds s, s+1, ... (SyncVectorEnv's
        # convention), so the two halves start from disjoint seeds.
        half = self.num_envs // 2
        outs = [env.reset(seed=(self.seed * 2 + seat) * half) for seat, env in enumerate(self.parts)]
        obs = np.concatenate([o.reshape(o.shape[0], -1) for o, _ in outs])
        mask = np.concatenate([info["action_mask"] for _, info in outs])
        return obs, mask

    def step(
        self, actions: NDArray[np.int64]
    ) -> Tuple[NDArray[np.uint8], NDArray[np.bool_], NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_]]:
        """Observations (flat), masks, the learner's rewards, terminated, truncated."""
        half = self.num_envs // 2
        outs = [env.step(actions[i * half : (i + 1) * half]) for i, env in enumerate(self.parts)]
        obs = np.concatenate([o[0].reshape(o[0].shape[0], -1) for o in outs])
        reward = np.concatenate([o[1] for o in outs])
        term = np.concatenate([o[2] for o in outs])
        trunc = np.concatenate([o[3] for o in outs])
        mask = np.concatenate([o[4]["action_mask"] for o in outs])
        return obs, mask, reward, term, trunc


def evaluate(
    params: Params, game: str, opponent: str, games: int, seed: int, cap: int, k: int = 16
) -> Tuple[float, float, float]:
    """The greedy policy's score (win 1, draw 0.5, loss 0) over ``games``
    games, half on each seat: every slot plays one game, on the game's real
    outcome (no shaping). A game still on after ``cap`` decisions (a greedy
    policy may go round in circles) is stopped and counts as a loss.
    Returns the score, and the score on seat 0 and on seat 1."""
    envs = Envs(game, games, opponent, seed, decision_cap=cap)
    obs, mask = envs.reset()
    result = np.full(envs.num_envs, np.nan, dtype=np.float32)
    while np.isnan(result).any():
        ids, legal = legal_ids(mask, k)
        k = ids.shape[1]
        actions = np.asarray(greedy(params, jnp.asarray(obs), jnp.asarray(ids), jnp.asarray(legal)), dtype=np.int64)
        obs, mask, reward, term, trunc = envs.step(actions)
        first = (term | trunc) & np.isnan(result)
        result[first] = np.where(trunc[first], -1.0, reward[first])
    score = (result + 1.0) / 2.0
    half = envs.num_envs // 2
    return float(score.mean()), float(score[:half].mean()), float(score[half:].mean())


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="deblockle", help="a game string (default: deblockle)")
    parser.add_argument("--seconds", type=float, default=900.0, help="training wall seconds (default 900)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="write the curve and results as JSON here")
    parser.add_argument("--smoke", action="store_true", help="CI: ~15 s, small evaluations, checks finiteness")
    parser.add_argument("--num-envs", type=int, default=128)
    parser.add_argument("--steps", type=int, default=32, help="batch steps per iteration")
    parser.add_argument("--epochs", type=int, default=4)
    parser.add_argument("--minibatches", type=int, default=4)
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=3e-4)
    parser.add_argument("--gamma", type=float, default=0.99)
    parser.add_argument("--lam", type=float, default=0.95)
    parser.add_argument("--clip", type=float, default=0.2)
    parser.add_argument("--ent-coef", type=float, default=0.01)
    parser.add_argument("--vf-coef", type=float, default=0.5)
    parser.add_argument("--eval-every", type=float, default=15.0, help="training seconds between evaluations")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--target", type=float, default=0.9, help="stop once this score against random is reached")
    parser.add_argument("--final-opponent", default="mc:10")
    parser.add_argument("--eval-cap", type=int, default=1000,
                        help="evaluation games stop after this many decisions (all seats') and count as lost")
    parser.add_argument("--train-cap", type=int, default=None,
                        help="training games are truncated (reward 0) after this many decisions (all seats');"
                        " default: --eval-cap")
    parser.add_argument("--shaping", choices=["auto", "off", "deblockle"], default="auto",
                        help="potential-based reward shaping in training only (auto: deblockle for Deblockle)")
    parser.add_argument("--w-removed", type=float, default=0.25, help="Deblockle shaping: weight of a removed block")
    parser.add_argument("--w-near", type=float, default=0.1,
                        help="Deblockle shaping: weight of a block's nearness to its target star")
    args = parser.parse_args(argv)
    if args.smoke:
        args.seconds = min(args.seconds, 15.0)
        args.eval_games = min(args.eval_games, 40)
        args.eval_every = min(args.eval_every, 10.0)
        args.eval_cap = min(args.eval_cap, 300)
    train_cap = args.eval_cap if args.train_cap is None else args.train_cap
    shaping = args.shaping
    if shaping == "auto":
        shaping = "deblockle" if args.game.split("(")[0].strip() == "deblockle" else "off"

    def potential(o: NDArray[np.uint8]) -> NDArray[np.float32]:
        if shaping == "off":
            return np.zeros(o.shape[0], np.float32)
        return deblockle_potential(o, envs.seat, args.w_removed, args.w_near)

    envs = Envs(args.game, args.num_envs, "random", args.seed, decision_cap=train_cap)
    n, steps = envs.num_envs, args.steps
    key = jax.random.PRNGKey(args.seed)
    key, init_key = jax.random.split(key)
    params = init_params(init_key, envs.obs_size, args.hidden, envs.num_actions)
    optimizer = optax.chain(optax.clip_by_global_norm(0.5), optax.adam(args.lr, eps=1e-5))
    opt_state = optimizer.init(params)
    update = make_update(optimizer, args.clip, args.vf_coef, args.ent_coef)

    obs, mask = envs.reset()
    k_seen = 16
    curve: List[Dict[str, float]] = []
    train_seconds = 0.0
    next_eval = 0.0
    eval_index = 0
    reached: Optional[float] = None
    losses: List[float] = []
    episodes = 0
    started = time.monotonic()
    load_at_start = os.getloadavg()[0]
    print(f"{args.game}: {n} games, obs {envs.obs_size}, {envs.num_actions} action ids, load {os.getloadavg()[0]:.2f}")

    def record() -> float:
        nonlocal eval_index
        score, seat0, seat1 = evaluate(
            params, args.game, "random", args.eval_games, 1_000_000 + eval_index, args.eval_cap, k_seen
        )
        eval_index += 1
        wall = time.monotonic() - started
        curve.append({"train_seconds": round(train_seconds, 2), "wall_seconds": round(wall, 2),
                      "episodes": float(episodes), "score": score, "seat0": seat0, "seat1": seat1})
        print(f"  t={train_seconds:7.1f}s (wall {wall:6.1f}s) episodes={episodes:7d} score vs random={score:.3f}"
              f" (seat 0 {seat0:.3f}, seat 1 {seat1:.3f}) load {os.getloadavg()[0]:.2f}", flush=True)
        return score

    while True:
        if train_seconds >= next_eval:
            score = record()
            next_eval += args.eval_every
            if score >= args.target and reached is None:
                reached = train_seconds
                if not args.smoke:
                    break
        if train_seconds >= args.seconds:
            break
        t0 = time.monotonic()
        b_obs = np.zeros((steps, n, envs.obs_size), np.uint8)
        b_ids: List[NDArray[np.int32]] = []
        b_legal: List[NDArray[np.bool_]] = []
        b_act = np.zeros((steps, n), np.int32)
        b_logp = np.zeros((steps, n), np.float32)
        b_val = np.zeros((steps, n), np.float32)
        b_rew = np.zeros((steps, n), np.float32)
        b_done = np.zeros((steps, n), np.bool_)
        for t in range(steps):
            key, sub = jax.random.split(key)
            ids, legal = legal_ids(mask, k_seen)
            k_seen = ids.shape[1]  # K never shrinks: fewer shapes to compile
            a, lp, v = act(params, jnp.asarray(obs), jnp.asarray(ids), jnp.asarray(legal), sub)
            b_obs[t] = obs
            b_ids.append(ids)
            b_legal.append(legal)
            b_act[t], b_logp[t], b_val[t] = np.asarray(a), np.asarray(lp), np.asarray(v)
            chosen = np.take_along_axis(ids, b_act[t][:, None].astype(np.int64), axis=1)[:, 0]
            phi = potential(obs)
            live = mask.any(axis=1)  # False on auto-reset rows: no shaping there
            obs, mask, reward, term, trunc = envs.step(chosen.astype(np.int64))
            done = term | trunc
            shaped = np.where(live, args.gamma * potential(obs) - phi, 0.0)
            b_rew[t], b_done[t] = reward + shaped, done
            episodes += int(done.sum())
        ids, legal = legal_ids(mask, k_seen)
        k_seen = ids.shape[1]
        _, _, last_v = act(params, jnp.asarray(obs), jnp.asarray(ids), jnp.asarray(legal), key)
        k = max(x.shape[1] for x in b_ids)
        all_ids = np.stack([pad(x, k) for x in b_ids])
        all_legal = np.stack([pad(x, k) for x in b_legal])
        valid: NDArray[np.bool_] = np.asarray(all_legal.any(axis=2))
        adv, ret = gae(b_rew, b_done, b_val, valid, np.asarray(last_v), args.gamma, args.lam)
        rows = steps * n
        flat = Batch(
            obs=jnp.asarray(b_obs.reshape(rows, -1)),
            ids=jnp.asarray(all_ids.reshape(rows, k)),
            legal=jnp.asarray(all_legal.reshape(rows, k)),
            action=jnp.asarray(b_act.reshape(rows)),
            logp=jnp.asarray(b_logp.reshape(rows)),
            adv=jnp.asarray(adv.reshape(rows)),
            ret=jnp.asarray(ret.reshape(rows)),
            weight=jnp.asarray(valid.reshape(rows).astype(np.float32)),
        )
        size = rows // args.minibatches
        for _ in range(args.epochs):
            key, sub = jax.random.split(key)
            perm = jax.random.permutation(sub, rows)
            for m in range(args.minibatches):
                idx = perm[m * size : (m + 1) * size]
                mb = Batch(*(x[idx] for x in flat))
                params, opt_state, loss, _aux = update(params, opt_state, mb)
        loss_value = float(loss)
        losses.append(loss_value)
        if not math.isfinite(loss_value):
            print(f"loss is not finite: {loss_value}", file=sys.stderr)
            return 1
        train_seconds += time.monotonic() - t0

    if curve[-1]["train_seconds"] != round(train_seconds, 2):
        record()
    final = curve[-1]["score"]
    vs_final, vs_final0, vs_final1 = evaluate(
        params, args.game, args.final_opponent, args.eval_games, 2_000_000, args.eval_cap, k_seen
    )
    result: Dict[str, Any] = {
        "game": args.game,
        "seed": args.seed,
        "num_envs": n,
        "hidden": args.hidden,
        "train_seconds": round(train_seconds, 2),
        "wall_seconds": round(time.monotonic() - started, 2),
        "seconds_to_target": None if reached is None else round(reached, 2),
        "target": args.target,
        "episodes": episodes,
        "score_vs_random": final,
        f"score_vs_{args.final_opponent}": vs_final,
        f"score_vs_{args.final_opponent}_by_seat": [vs_final0, vs_final1],
        "eval_games": args.eval_games,
        "eval_cap": args.eval_cap,
        "train_cap": train_cap,
        "shaping": shaping if shaping == "off" else f"{shaping} (w_removed {args.w_removed}, w_near {args.w_near})",
        "last_loss": losses[-1] if losses else None,
        "load_at_start": load_at_start,
        "load_at_end": os.getloadavg()[0],
        "curve": curve,
        "versions": {"jax": jax.__version__, "optax": optax.__version__, "numpy": np.__version__},
        "command": shlex.join(["python", "python/examples/ppo_vector.py", *(sys.argv[1:] if argv is None else argv)]),
    }
    print(json.dumps({k: v for k, v in result.items() if k != "curve"}))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1)
    if args.smoke:
        if not losses or not all(math.isfinite(x) for x in losses):
            print("smoke: no finite loss", file=sys.stderr)
            return 1
        if not (0.0 <= final <= 1.0 and 0.0 <= vs_final <= 1.0):
            print("smoke: no score", file=sys.stderr)
            return 1
        print(f"smoke ok: {len(losses)} iterations, last loss {losses[-1]:.4f}, score vs random {final:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Batched environments for learning loops: ``tabletop.vector``.

N games of one game string are stepped together in Rust (the crate
``tabletop-vector``), the batch split across cores, with the GIL released;
each call returns numpy arrays. Two classes:

* :class:`VectorEnv`, a ``gymnasium.vector.VectorEnv`` over N games
  (self-play, or against a built-in opponent);
* :class:`TabletopEnv`, a single-agent ``gymnasium.Env`` against a built-in
  opponent, registered as ``tabletop/Deblockle-v0``, ``tabletop/XOBrainer-v0``
  (one round), ``tabletop/ODULUDO-v0`` (two players) and
  ``tabletop/Numseq-v0`` when this module is imported; ``gymnasium.make_vec``
  of those ids gives the matching :class:`VectorEnv`.

Shapes, dtypes, the reset semantics and the determinism promise are in
``python/README.md``, "Learning".
"""

from __future__ import annotations

from typing import Any, Optional, SupportsFloat, Tuple

import gymnasium
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space
from numpy.typing import NDArray

from ._tabletop import VectorCore

__all__ = ["ENV_IDS", "TabletopEnv", "VectorEnv", "make_vector"]

# The registered single-agent environments: id -> game string.
ENV_IDS = {
    "tabletop/Deblockle-v0": "deblockle",
    "tabletop/XOBrainer-v0": "xobrainer(format=one-round)",
    "tabletop/ODULUDO-v0": "oduludo(players=2)",
    "tabletop/Numseq-v0": "numseq",
}

_Arrays = Tuple[
    NDArray[Any], NDArray[np.bool_], NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], NDArray[np.int32]
]


def _arrays(core: VectorCore, raw: Tuple[bytearray, ...]) -> _Arrays:
    """The six bytearrays of a reset or step as numpy arrays (no copy)."""
    n, a, w = core.num_envs, core.num_actions, core.reward_width
    obs_b, mask_b, rew_b, term_b, trunc_b, seat_b = raw
    dtype = np.uint8 if core.dtype == "uint8" else np.float32
    obs = np.frombuffer(obs_b, dtype=dtype).reshape((n, *core.observation_shape))
    mask = np.frombuffer(mask_b, dtype=np.bool_).reshape((n, a))
    rew = np.frombuffer(rew_b, dtype=np.float32).reshape((n, w))
    term = np.frombuffer(term_b, dtype=np.bool_)
    trunc = np.frombuffer(trunc_b, dtype=np.bool_)
    seat = np.frombuffer(seat_b, dtype=np.int32)
    return obs, mask, rew, term, trunc, seat


def _seed_of(np_random: np.random.Generator, seed: Optional[int]) -> int:
    """The runner's seed: ``seed`` itself, or a draw from the env's generator."""
    if seed is not None:
        return int(seed) % (1 << 64)
    return int(np_random.integers(0, 1 << 63))


def _observation_space(core: VectorCore, dtype: str) -> spaces.Box:
    shape = tuple(core.observation_shape)
    if dtype == "uint8":
        return spaces.Box(0, 255, shape, np.uint8)
    low, high = core.obs_range
    return spaces.Box(low, high, shape, np.float32)


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of ``game`` (a game string) stepped together in Rust.

    * ``opponent``: ``None`` (self-play: the caller acts for the seat to act
      in every game) or a bot string, ``"random"``, ``"mc:N"``, ``"mcts:N"``,
      that plays every seat but ``learner`` inside ``step``.
    * ``dtype``: ``"float32"`` (the engines' tensors) or ``"uint8"``
      (quantized over the game's range, a quarter of the bytes).
    * ``illegal``: ``"forfeit"`` (default: the game ends, the seat that
      played it gets -1) or ``"refuse"`` (``step`` raises
      ``IllegalMoveError`` naming the game index and id; nothing changes).
    * ``decision_cap``: truncate a game after that many decisions (default:
      the game's bound, or ``tabletop.DEFAULT_DECISION_CAP``).

    ``reset`` and ``step`` return Gymnasium's tuples; ``info`` holds
    ``action_mask`` (N x A bool), ``to_act`` (N int32, -1 once a game
    ended) and ``rewards`` (N x W float32: every seat's, or the learner's).
    The ``rewards`` returned by ``step`` (N float32) are those of the seat
    that acted at this step (the learner's with an opponent). Auto-reset is
    Gymnasium's next-step mode (``metadata["autoreset_mode"]``).
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        game: str,
        num_envs: int,
        *,
        opponent: Optional[str] = None,
        learner: int = 0,
        dtype: str = "float32",
        illegal: str = "forfeit",
        decision_cap: Optional[int] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        if render_mode is not None:
            raise ValueError(f"render_mode={render_mode!r}: tabletop.vector renders nothing")
        self._core = VectorCore(game, num_envs, opponent, learner, dtype, illegal, decision_cap)
        self.game = game
        self.num_envs = num_envs
        self.render_mode = None
        self.single_observation_space = _observation_space(self._core, dtype)
        self.single_action_space = spaces.Discrete(self._core.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._last_to_act = np.zeros(num_envs, dtype=np.int32)

    @property
    def core(self) -> VectorCore:
        """The Rust runner."""
        return self._core

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> Tuple[NDArray[Any], dict[str, Any]]:
        """New games in every slot: game ``i`` from the stream of (seed, i).

        With ``seed=None`` the seed is drawn from ``self.np_random`` (seeded
        by the last ``reset(seed=...)``, or at random).
        """
        super().reset(seed=seed)
        if options:
            raise ValueError("tabletop.vector takes no reset options")
        obs, mask, rew, _, _, seat = _arrays(self._core, self._core.reset(_seed_of(self.np_random, seed)))
        self._last_to_act = seat
        return obs, {"action_mask": mask, "to_act": seat, "rewards": rew}

    def step(
        self, actions: Any
    ) -> Tuple[NDArray[Any], NDArray[np.float32], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        """One step of every game (the GIL released while Rust steps)."""
        ids = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)
        obs, mask, rew, term, trunc, seat = _arrays(self._core, self._core.step(ids.tolist()))
        if rew.shape[1] == 1:
            reward = rew[:, 0].copy()
        else:
            reward = rew[np.arange(self.num_envs), np.clip(self._last_to_act, 0, None)]
        self._last_to_act = seat
        return obs, reward, term, trunc, {"action_mask": mask, "to_act": seat, "rewards": rew}


def make_vector(
    num_envs: int, game: str, opponent: Optional[str] = "random", **kwargs: Any
) -> VectorEnv:
    """``gymnasium.make_vec``'s entry point for the registered ids: a
    :class:`VectorEnv` against ``opponent`` (default ``"random"``)."""
    return VectorEnv(game, num_envs, opponent=opponent, **kwargs)


class TabletopEnv(gymnasium.Env):
    """One game of ``game`` against a built-in ``opponent`` (a bot string),
    the learner at seat ``learner``.

    Observations are the learner's (``float32`` in the game's range, or
    ``uint8``), actions are action ids (``Discrete(A)``), the reward is the
    learner's return at the end (+1 win, 0 draw, -1 loss; 0 before and at
    truncation). ``info["action_mask"]`` marks the legal ids. An illegal id
    forfeits by default (``illegal="forfeit"``: reward -1, terminated), so
    ``action_space.sample()`` never crashes; ``illegal="refuse"`` raises
    ``IllegalMoveError`` instead.
    """

    metadata = {"render_modes": []}

    def __init__(
        self,
        game: str = "deblockle",
        opponent: str = "random",
        learner: int = 0,
        dtype: str = "float32",
        illegal: str = "forfeit",
        decision_cap: Optional[int] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        if render_mode is not None:
            raise ValueError(f"render_mode={render_mode!r}: tabletop.vector renders nothing")
        self._core = VectorCore(game, 1, opponent, learner, dtype, illegal, decision_cap)
        self.game = game
        self.render_mode = None
        self.observation_space = _observation_space(self._core, dtype)
        self.action_space = spaces.Discrete(self._core.num_actions)

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> Tuple[NDArray[Any], dict[str, Any]]:
        super().reset(seed=seed)
        obs, mask, _, _, _, _ = _arrays(self._core, self._core.reset(_seed_of(self.np_random, seed)))
        return obs[0], {"action_mask": mask[0]}

    def step(self, action: Any) -> Tuple[NDArray[Any], SupportsFloat, bool, bool, dict[str, Any]]:
        obs, mask, rew, term, trunc, _ = _arrays(self._core, self._core.step([int(action)]))
        return obs[0], float(rew[0, 0]), bool(term[0]), bool(trunc[0]), {"action_mask": mask[0]}


def _register() -> None:
    for env_id, game in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="tabletop.vector:TabletopEnv",
                vector_entry_point="tabletop.vector:make_vector",
                kwargs={"game": game},
            )


_register()

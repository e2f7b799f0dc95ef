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

from typing import Any, List, Optional, SupportsFloat, Tuple, Union

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

# The six bytearrays of a reset or step, as VectorCore returns them.
_Raw = Tuple[bytearray, bytearray, bytearray, bytearray, bytearray, bytearray]


def _arrays(core: VectorCore, raw: _Raw) -> _Arrays:
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


_U64 = 1 << 64


def _restart_or_reset(core: VectorCore, started: bool, np_random: np.random.Generator) -> _Raw:
    """``reset(seed=None)``: new games from where each game's random stream
    stands (Gymnasium: the generator is not re-seeded), or, before the
    first reset, from a seed drawn from ``np_random``."""
    if started:
        return core.restart()
    first = int(np_random.integers(0, 1 << 63))
    return core.reset_each([(first + i) % _U64 for i in range(core.num_envs)])


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
    The ``rewards`` returned by ``step`` (N float64, as ``SyncVectorEnv``
    returns them) are those of the seat that acted at this step (the
    learner's with an opponent). Each ``info`` key has its ``_key``
    companion (N bool, all true), Gymnasium's vector convention. Auto-reset is
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
        self._started = False

    @property
    def core(self) -> VectorCore:
        """The Rust runner."""
        return self._core

    def reset(
        self, *, seed: Union[int, List[int], None] = None, options: Optional[dict[str, Any]] = None
    ) -> Tuple[NDArray[Any], dict[str, Any]]:
        """New games in every slot, seeded as Gymnasium's ``SyncVectorEnv``
        seeds its sub-environments: ``seed=s`` gives game ``i`` the game
        :class:`TabletopEnv` plays after ``reset(seed=s + i)``; a list gives
        game ``i`` the game of ``reset(seed=seed[i])``; ``None`` starts new
        games from where each game's random stream stands (no re-seeding;
        before the first reset, from a seed drawn from ``np_random``).
        """
        if options:
            raise ValueError("tabletop.vector takes no reset options")
        if isinstance(seed, (list, tuple)):
            if len(seed) != self.num_envs or not all(isinstance(x, (int, np.integer)) for x in seed):
                raise ValueError(f"seed: a list of {self.num_envs} ints (one per game), got {seed!r}")
            raw = self._core.reset_each([int(x) % _U64 for x in seed])
        elif seed is not None:
            super().reset(seed=int(seed))
            raw = self._core.reset_each([(int(seed) + i) % _U64 for i in range(self.num_envs)])
        else:
            raw = _restart_or_reset(self._core, self._started, self.np_random)
        self._started = True
        obs, mask, rew, _, _, seat = _arrays(self._core, raw)
        self._last_to_act = seat
        return obs, self._info(mask, seat, rew)

    def _info(self, mask: NDArray[np.bool_], seat: NDArray[np.int32], rew: NDArray[np.float32]) -> dict[str, Any]:
        """``info`` with Gymnasium's vector convention: each key's array and
        a ``_key`` array marking the games that set it (all of them)."""
        every = np.ones(self.num_envs, dtype=np.bool_)
        return {
            "action_mask": mask,
            "_action_mask": every,
            "to_act": seat,
            "_to_act": every.copy(),
            "rewards": rew,
            "_rewards": every.copy(),
        }

    def step(
        self, actions: Any
    ) -> Tuple[NDArray[Any], NDArray[np.float64], NDArray[np.bool_], NDArray[np.bool_], dict[str, Any]]:
        """One step of every game (the GIL released while Rust steps)."""
        ids = np.asarray(actions, dtype=np.int64).reshape(self.num_envs)
        obs, mask, rew, term, trunc, seat = _arrays(self._core, self._core.step(ids.tolist()))
        if rew.shape[1] == 1:
            reward = rew[:, 0].astype(np.float64)
        else:
            reward = rew[np.arange(self.num_envs), np.clip(self._last_to_act, 0, None)].astype(np.float64)
        self._last_to_act = seat
        return obs, reward, term, trunc, self._info(mask, seat, rew)


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
        self._started = False

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[dict[str, Any]] = None
    ) -> Tuple[NDArray[Any], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            raw = self._core.reset_each([int(seed) % _U64])
        else:
            raw = _restart_or_reset(self._core, self._started, self.np_random)
        self._started = True
        obs, mask, _, _, _, _ = _arrays(self._core, raw)
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

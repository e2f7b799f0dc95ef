"""PettingZoo AEC environments for the tabletop games.

    from tabletop.pettingzoo import env
    e = env("oduludo(players=4)", render_mode="ansi")
    e.reset(seed=7)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

* Agents are ``player_0`` .. ``player_{n-1}``, one per seat (team members
  are separate agents, each given the team's result).
* The observation is ``{"observation": float32 array of the game's
  observation shape, "action_mask": int8 array over Discrete(num_distinct_actions)}``.
  Its Box has finite bounds (``observation_bounds``).
* ``state()`` is the global state PettingZoo defines: every seat's
  observation tensor, flat, stacked: shape ``(num_players, prod(observation_shape))``
  (together the seats see everything, hidden cards included);
  ``state_space`` is its Box.
* There are no chance nodes: dice, deals and shuffles are sampled inside
  from the generator seeded by ``reset(seed)``, so the same seed and the
  same actions give the same game.
* Rewards are given once, at the end: the returns (+1 win, -1 loss, 0
  draw). ``max_cycles`` truncates the game after ``max_cycles *
  num_players`` seat decisions (PettingZoo's cycle: every agent once; with
  extra turns an agent may act more often in a cycle); without it the
  encodings' default decision cap (``tabletop.DEFAULT_DECISION_CAP``) does.
  A truncated game is a draw, rewards 0, truncated for every agent.
* Agents that are done must be stepped with ``None`` before they leave
  ``agents`` (the usual AEC rule).
* Actions are checked as PettingZoo's classic environments check them: an
  ``int`` (or numpy integer) action id, else ``TypeError`` (no coercion of
  ``"3"`` or ``1.5``); an id that is not legal raises
  ``tabletop.IllegalMoveError`` (a ``ValueError``) with the state unchanged
  (``env()`` wraps the environment so that it ends the game with -1 for
  that agent instead); a step after every agent has left raises
  ``IllegalMoveError``, not ``KeyError``.
* ``render()``: ``"ansi"`` returns the state's text picture, ``"human"``
  prints it, ``"svg"`` returns tabletop-svg's picture of the whole state and
  ``"rgb_array"`` that picture rasterised by resvg (``uint8``, ``(H, W, 3)``).
* Not parallelizable (``metadata["is_parallelizable"]`` is False, as in
  PettingZoo's own classic games): one seat acts at a time, and ODULUDO's
  sixes and XOBrainer's team rotation break the fixed agent cycle that
  ``aec_to_parallel`` needs.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import tabletop

FLOAT32_MAX = float(np.finfo(np.float32).max)


def observation_bounds(game: tabletop.Game) -> Tuple[float, float]:
    """The observation Box's ``(low, high)`` for ``game``: every value is a
    0/1 flag, a count or a scaled count; Deblockle's all lie in [0, 1]. The
    scores, totals and round counters of XOBrainer, ODULUDO and numseq's
    card counts have no bound in the rules, so their high is float32's
    largest value (as for any other game); ODULUDO's Last Pawn round scores
    and totals go below 0, so its low is float32's lowest, as for every game
    whose observation range (``tabletop.game_observation_range``) goes below
    0 (every other game's values are >= 0)."""
    if game.name == "deblockle":
        return 0.0, 1.0
    low = -FLOAT32_MAX if tabletop.game_observation_range(game.name)[0] < 0 else 0.0
    return low, FLOAT32_MAX


def env(
    game_string: str = "xobrainer",
    render_mode: Optional[str] = None,
    max_cycles: Optional[int] = None,
    wrapped: bool = True,
) -> AECEnv:
    """An AEC environment for ``game_string``.

    ``wrapped`` adds PettingZoo's usual checks for classic games (an illegal
    action ends the game with a penalty for that agent, out-of-bounds
    actions raise, and ordering is enforced).
    """
    e: AECEnv = raw_env(game_string, render_mode=render_mode, max_cycles=max_cycles)
    if wrapped:
        e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
        e = wrappers.AssertOutOfBoundsWrapper(e)
        e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):  # type: ignore[misc]  # noqa: N801 (PettingZoo's naming)
    """The AEC environment without PettingZoo's wrappers."""

    metadata: Dict[str, Any] = {
        "render_modes": ["ansi", "human", "rgb_array", "svg"],
        "name": "tabletop_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game_string: str = "xobrainer",
        render_mode: Optional[str] = None,
        max_cycles: Optional[int] = None,
        render_size: int = 480,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise tabletop.TabletopError(
                f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}"
            )
        if max_cycles is not None and (isinstance(max_cycles, bool) or not isinstance(max_cycles, int) or max_cycles < 1):
            raise tabletop.TabletopError(f"max_cycles must be a whole number >= 1 or None, not {max_cycles!r}")
        self.game = tabletop.load_game(game_string)
        self.render_mode = render_mode
        self.render_size = render_size
        self.metadata = dict(self.metadata, name=f"tabletop_{self.game.name}_v0")
        n = self.game.num_players()
        self.max_cycles = max_cycles
        self.decision_cap = tabletop.DEFAULT_DECISION_CAP if max_cycles is None else max_cycles * n
        self.num_agents_total = n
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        shape = tuple(self.game.observation_shape())
        n_actions = self.game.num_distinct_actions()
        low, high = observation_bounds(self.game)
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=low, high=high, shape=shape, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(n_actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self.state_space = spaces.Box(low=low, high=high, shape=(n, int(np.prod(shape))), dtype=np.float32)
        self.game_state: Optional[tabletop.State] = None
        self._rng = np.random.default_rng()

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_spaces[agent]

    def state(self) -> np.ndarray:
        """The global state: every seat's observation tensor, flat, stacked:
        shape ``(num_players, prod(observation_shape))``."""
        return self._game().state_tensor().reshape(self.num_agents_total, -1)

    # -- the game ---------------------------------------------------------

    def _game(self) -> tabletop.State:
        if self.game_state is None:
            raise tabletop.TabletopError("call reset() first")
        return self.game_state

    def _resolve_chance(self) -> None:
        """Samples chance outcomes until a seat acts or the game ends."""
        state = self._game()
        while state.is_chance_node():
            outcomes = state.chance_outcomes()
            ids = [a for a, _ in outcomes]
            probs = np.array([p for _, p in outcomes], dtype=np.float64)
            pick = int(self._rng.choice(len(ids), p=probs / probs.sum()))
            state.apply_action(ids[pick])

    def _sync(self) -> None:
        """After a move: the next agent, or the end for everyone."""
        state = self._game()
        if state.is_terminal():
            capped = state.is_capped()
            returns = state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self.agent_name_mapping[a]])
                if capped:
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
                self.infos[a] = {"outcome": state.outcome()}
        else:
            self.agent_selection = self.possible_agents[state.current_player()]

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        if seed is not None or self.game_state is None:
            self._rng = np.random.default_rng(seed)
        self.game_state = self.game.new_initial_state(decision_cap=self.decision_cap)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self._resolve_chance()
        self.agent_selection = self.agents[0]
        self._sync()

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        state = self._game()
        player = self.agent_name_mapping[agent]
        if state.current_player() == player:
            mask = state.legal_actions_mask("int8")
        else:
            mask = np.zeros(self._action_spaces[agent].n, dtype=np.int8)
        return {"observation": state.observation_tensor(player), "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        if not self.agents:
            raise tabletop.IllegalMoveError("the game is over and every agent has left: call reset()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise TypeError(f"{agent}: an action is an int action id, not {type(action).__name__} {action!r}")
        self._cumulative_rewards[agent] = 0.0
        self._game().apply_action(int(action), self.agent_name_mapping[agent])
        self._resolve_chance()
        self._sync()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Any:
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        state = self._game()
        if self.render_mode == "svg":
            return state.to_svg(size=self.render_size)
        if self.render_mode == "rgb_array":
            return state.to_rgb(size=self.render_size)
        text = state.picture()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


__all__: List[str] = ["env", "raw_env", "observation_bounds"]

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
* There are no chance nodes: dice, deals and shuffles are sampled inside
  from the generator seeded by ``reset(seed)``, so the same seed and the
  same actions give the same game.
* Rewards are given once, at the end: the returns (+1 win, -1 loss, 0
  draw). Every game carries the encodings' default decision cap
  (``tabletop.DEFAULT_DECISION_CAP`` seat decisions); a game that reaches it
  is truncated for every agent: a draw, rewards 0.
* Agents that are done must be stepped with ``None`` before they leave
  ``agents`` (the usual AEC rule).
* ``render()`` with ``render_mode="ansi"`` returns the state's picture;
  ``"human"`` prints it.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import tabletop


def env(game_string: str = "xobrainer", render_mode: str | None = None, wrapped: bool = True) -> AECEnv:
    """An AEC environment for ``game_string``.

    ``wrapped`` adds PettingZoo's usual checks for classic games (an illegal
    action ends the game with a penalty for that agent, out-of-bounds
    actions raise, and ordering is enforced).
    """
    e = raw_env(game_string, render_mode=render_mode)
    if wrapped:
        e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
        e = wrappers.AssertOutOfBoundsWrapper(e)
        e = wrappers.OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):  # noqa: N801 (PettingZoo's naming)
    """The AEC environment without PettingZoo's wrappers."""

    metadata = {"render_modes": ["ansi", "human"], "name": "tabletop_v0", "is_parallelizable": False}

    def __init__(self, game_string: str = "xobrainer", render_mode: str | None = None):
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise tabletop.TabletopError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.game = tabletop.load_game(game_string)
        self.render_mode = render_mode
        self.metadata = dict(self.metadata, name=f"tabletop_{self.game.name}_v0")
        n = self.game.num_players()
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        shape = tuple(self.game.observation_shape())
        n_actions = self.game.num_distinct_actions()
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=-np.inf, high=np.inf, shape=shape, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(n_actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self.state = None
        self._rng = np.random.default_rng()

    def observation_space(self, agent):
        return self._observation_spaces[agent]

    def action_space(self, agent):
        return self._action_spaces[agent]

    # -- the game ---------------------------------------------------------

    def _resolve_chance(self) -> None:
        """Samples chance outcomes until a seat acts or the game ends."""
        while self.state.is_chance_node():
            outcomes = self.state.chance_outcomes()
            ids = [a for a, _ in outcomes]
            probs = np.array([p for _, p in outcomes], dtype=np.float64)
            pick = int(self._rng.choice(len(ids), p=probs / probs.sum()))
            self.state.apply_action(ids[pick])

    def _sync(self) -> None:
        """After a move: the next agent, or the end for everyone."""
        if self.state.is_terminal():
            capped = self.state.is_capped()
            returns = self.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self.agent_name_mapping[a]])
                if capped:
                    self.truncations[a] = True
                else:
                    self.terminations[a] = True
                self.infos[a] = {"outcome": self.state.outcome()}
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None or self.state is None:
            self._rng = np.random.default_rng(seed)
        self.state = self.game.new_initial_state(decision_cap=tabletop.DEFAULT_DECISION_CAP)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._resolve_chance()
        self.agent_selection = self.agents[0]
        self._sync()

    def observe(self, agent):
        player = self.agent_name_mapping[agent]
        mask = np.zeros(self._action_spaces[agent].n, dtype=np.int8)
        if self.state.current_player() == player:
            mask[self.state.legal_actions()] = 1
        return {"observation": self.state.observation_tensor(player), "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action), self.agent_name_mapping[agent])
        self._resolve_chance()
        self._sync()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("You are calling render method without specifying any render mode.")
            return None
        text = self.state.picture()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

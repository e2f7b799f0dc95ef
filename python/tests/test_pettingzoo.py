"""The games as PettingZoo AEC environments: PettingZoo's own api_test and
seed_test for all four games, and the adapter's promises."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test  # noqa: E402

import tabletop  # noqa: E402
from tabletop.pettingzoo import env, raw_env  # noqa: E402
from conftest import GAMES, needs_encodings, scaled  # noqa: E402


@pytest.mark.parametrize("game_string", GAMES)
def test_api_test(game_string):
    needs_encodings(game_string)
    api_test(env(game_string, render_mode="ansi"), num_cycles=scaled(50), verbose_progress=False)


@pytest.mark.parametrize("game_string", GAMES)
def test_seed_test(game_string):
    needs_encodings(game_string)
    seed_test(lambda: env(game_string), num_cycles=scaled(50))


def play(e, seed):
    """Plays with the action spaces sampled under the mask; returns the trace."""
    e.reset(seed=seed)
    for i, agent in enumerate(e.possible_agents):
        e.action_space(agent).seed(seed + i)
    trace = []
    for agent in e.agent_iter(max_iter=100_000):
        obs, reward, term, trunc, info = e.last()
        if term or trunc:
            trace.append((agent, reward))
            e.step(None)
            continue
        action = int(e.action_space(agent).sample(obs["action_mask"]))
        trace.append((agent, action))
        e.step(action)
    return trace


def test_same_seed_same_game_other_seed_other_game():
    needs_encodings("oduludo(players=2)")
    e = env("oduludo(players=2)")
    a, b, c = play(e, 1), play(e, 1), play(e, 2)
    assert a == b
    assert a != c


def test_team_result_to_each_member():
    needs_encodings("oduludo(mode=team)")
    e = raw_env("oduludo(mode=team)")
    for seed in range(scaled(2)):
        e.reset(seed=seed)
        rewards = {}
        for agent in e.agent_iter(max_iter=200_000):
            obs, reward, term, trunc, info = e.last()
            if term or trunc:
                rewards[agent] = reward
                e.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            e.step(int(legal[seed % len(legal)]))
        assert set(rewards) == set(e.possible_agents)
        final = tabletop.load_game("oduludo(mode=team)").num_players()
        assert len(rewards) == final
        # Team mode: seats 0 and 2 are one team, 1 and 3 the other.
        if any(rewards.values()):
            assert rewards["player_0"] == rewards["player_2"]
            assert rewards["player_1"] == rewards["player_3"]
            assert rewards["player_0"] == -rewards["player_1"]


def test_render_ansi_and_masks():
    e = env("deblockle(blocks=2)", render_mode="ansi")
    e.reset(seed=3)
    text = e.render()
    assert isinstance(text, str) and text
    agent = e.agent_selection
    obs = e.observe(agent)
    assert obs["action_mask"].dtype == np.int8
    assert obs["observation"].dtype == np.float32
    assert obs["observation"].shape == e.observation_space(agent)["observation"].shape
    assert obs["action_mask"].sum() >= 1
    other = next(a for a in e.possible_agents if a != agent)
    assert e.observe(other)["action_mask"].sum() == 0
    assert e.observation_space(agent) is e.observation_space(agent)
    assert e.action_space(agent) is e.action_space(agent)

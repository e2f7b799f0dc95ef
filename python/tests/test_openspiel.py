"""The games as OpenSpiel games: OpenSpiel's own random simulation test
(pyspiel.random_sim_test, as OpenSpiel's Python game tests run it) on every
game, the GameType and GameInfo, and the MCTS example."""

import os
import subprocess
import sys

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import tabletop  # noqa: E402
import tabletop.openspiel  # noqa: E402
from conftest import needs_encodings, scaled  # noqa: E402

tabletop.openspiel.register()

# (OpenSpiel game string, our game string)
CASES = [
    ("tabletop_xobrainer(format=one-round)", "xobrainer(format=one-round)"),
    ("tabletop_xobrainer(format=one-round,variants=mission)", "xobrainer(format=one-round,variants=mission)"),
    ("tabletop_oduludo(players=2)", "oduludo(players=2)"),
    ("tabletop_oduludo(mode=team)", "oduludo(mode=team)"),
    ("tabletop_numseq", "numseq"),
    ("tabletop_numseq(players=4)", "numseq(players=4)"),
    ("tabletop_deblockle(blocks=2)", "deblockle(blocks=2)"),
    ("tabletop_deblockle", "deblockle"),
]


@pytest.mark.parametrize("os_string,ours", CASES)
def test_random_sim_test(os_string, ours):
    needs_encodings(ours)
    game = pyspiel.load_game(os_string)
    assert game.get_type().short_name == os_string.split("(")[0]
    # Full-size Deblockle plays thousands of random moves: one game.
    sims = 1 if ours == "deblockle" else 3
    pyspiel.random_sim_test(game, num_sims=scaled(sims), serialize=True, verbose=False)


@pytest.mark.parametrize("os_string,ours", CASES)
def test_game_type_and_info(os_string, ours):
    needs_encodings(ours)
    game = pyspiel.load_game(os_string)
    t = game.get_type()
    mine = tabletop.load_game(ours)
    cap = tabletop.DEFAULT_DECISION_CAP
    assert t.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    assert t.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert t.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    hidden = mine.name == "numseq" or "mission" in ours
    assert t.information == (
        pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden else pyspiel.GameType.Information.PERFECT_INFORMATION
    )
    assert t.min_num_players <= game.num_players() <= t.max_num_players
    assert game.num_players() == mine.num_players()
    assert game.num_distinct_actions() == mine.num_distinct_actions()
    assert game.max_chance_outcomes() == mine.max_chance_outcomes()
    assert game.max_game_length() == mine.max_game_length(cap) <= cap
    assert game.min_utility() == -1.0 and game.max_utility() == 1.0
    assert game.observation_tensor_shape() == list(mine.observation_shape())


def test_parameters_defaults_are_the_game_defaults():
    for name, params in tabletop.openspiel.PARAMETERS.items():
        all_defaults = {k: d for k, d, _ in params}
        assert tabletop.openspiel.game_string(name, all_defaults) == name
        assert tabletop.load_game(name).game_string == name
        spec = tabletop.openspiel.game_type(name).parameter_specification
        assert set(spec) == set(all_defaults) | {"game"}


def test_parameters_map_to_game_strings():
    gs = tabletop.openspiel.game_string
    assert gs("numseq", {"max_turns": 0, "teams": 0, "players": 4}) == "numseq(players=4)"
    assert gs("numseq", {"max_turns": 50}) == "numseq(max_turns=50)"
    assert gs("oduludo", {"game": "oduludo(players=3)"}) == "oduludo(players=3)"
    with pytest.raises(tabletop.GameStringError):
        gs("oduludo", {"colour": "red"})
    with pytest.raises(tabletop.GameStringError):
        gs("oduludo", {"game": "numseq"})
    game = pyspiel.load_game("tabletop_oduludo", {"game": "oduludo(players=3)"})
    assert game.num_players() == 3


def test_observation_and_information_state_through_pyspiel():
    needs_encodings("numseq")
    game = pyspiel.load_game("tabletop_numseq")
    state = game.new_initial_state()
    rng = np.random.RandomState(3)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(int(rng.choice(actions, p=np.array(probs) / sum(probs))))
    for p in range(game.num_players()):
        tensor = np.array(state.observation_tensor(p))
        assert tensor.shape == (int(np.prod(game.observation_tensor_shape())),)
        assert np.all(np.isfinite(tensor))
        assert state.observation_string(p) in state.information_state_string(p)
    # The two seats' information states differ: each sees only its own hand.
    assert state.information_state_string(0) != state.information_state_string(1)


def test_illegal_action_through_pyspiel_leaves_state_unchanged():
    game = pyspiel.load_game("tabletop_deblockle(blocks=2)")
    state = game.new_initial_state()
    before = str(state)
    legal = set(state.legal_actions())
    bad = next(a for a in range(game.max_chance_outcomes() + 1) if a not in legal)
    with pytest.raises(Exception):
        state.apply_action(bad)
    assert str(state) == before


def test_mcts_example_runs():
    example = os.path.join(os.path.dirname(__file__), "..", "examples", "openspiel_mcts.py")
    out = subprocess.run(
        [sys.executable, example, "--moves", "2", "--simulations", "5"],
        check=True, capture_output=True, text=True, timeout=600,
    ).stdout
    played = 0
    for name in ("xobrainer", "oduludo", "numseq", "deblockle"):
        assert f"tabletop_{name}" in out
        played += tabletop.load_game(name).has_encodings()
    assert out.count("  player ") == 2 * played

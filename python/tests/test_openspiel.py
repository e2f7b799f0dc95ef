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


# The OpenSpiel parameter specification of the four games as openspiel.py
# wrote it by hand before it came from the facade: (parameter, OpenSpiel
# default, the word that 0 stands for); and the seat ranges.
PINNED_PARAMETERS = {
    "xobrainer": [
        ("format", "bo5", None),
        ("variants", "none", None),
        ("time_bomb", 0, "off"),
        ("x_players", 1, None),
        ("o_players", 1, None),
        ("layout", "default-v0", None),
        ("deck", "default", None),
    ],
    "oduludo": [
        ("players", 4, None),
        ("colours", "", None),
        ("mode", "standard", None),
        ("layout", "default-v2", None),
        ("roll_rule", "must-use", None),
        ("ufo_rule", "once-per-round", None),
        ("stack_rule", "no-taking-larger", None),
        ("prisoner_rule", "pass-to-captor", None),
        ("standard_end", "first-finisher", None),
        ("lightning_rule", "own-moon", None),
        ("arrival_rule", "stay-behind", None),
        ("six_rule", "unlimited", None),
        ("bonus_rule", "no-bonus", None),
        ("backward_rule", "queen-carries", None),
    ],
    "numseq": [
        ("preset", "default-v1", None),
        ("players", 2, None),
        ("teams", 0, "auto"),
        ("sequences", "by-players", None),
        ("max_turns", 0, "none"),
    ],
    "deblockle": [
        ("blocks", 4, None),
        ("south_blocks", 0, None),
        ("north_blocks", 0, None),
        ("setup", "standard", None),
        ("first", "south", None),
        ("side_by_side", "allowed", None),
        ("tip_without_hop", "illegal", None),
        ("hoops_path", "unblocked", None),
        ("slider_stop", "before-any-star", None),
        ("max_turns", 0, "none"),
    ],
}
PINNED_PLAYERS = {"xobrainer": (2, 16), "oduludo": (2, 4), "numseq": (2, 12), "deblockle": (2, 2)}
PINNED_LONG_NAMES = {
    "xobrainer": "XOBrainer (tabletop-rules)",
    "oduludo": "ODULUDO (tabletop-rules)",
    "numseq": "numseq, a numbers Sequence (tabletop-rules)",
    "deblockle": "Deblockle (tabletop-rules)",
}


def test_the_derived_specification_is_the_hand_written_one():
    for name, params in PINNED_PARAMETERS.items():
        derived = tabletop.openspiel.PARAMETERS[name]
        assert derived == params, name
        # Same types too (True == 1 would hide a bool).
        assert [type(d) for _, d, _ in derived] == [type(d) for _, d, _ in params], name
        spec = tabletop.openspiel.game_type(name).parameter_specification
        assert spec == {"game": "", **{k: d for k, d, _ in params}}, name
        assert {k: type(v) for k, v in spec.items()} == {"game": str, **{k: type(d) for k, d, _ in params}}, name
        assert tabletop.openspiel.PLAYERS[name] == PINNED_PLAYERS[name], name
        t = tabletop.openspiel.game_type(name)
        assert (t.min_num_players, t.max_num_players) == PINNED_PLAYERS[name], name
        assert t.long_name == PINNED_LONG_NAMES[name], name
    assert set(tabletop.openspiel.PARAMETERS) == set(tabletop.game_names())


def test_every_registered_game_has_a_picklable_module_level_class():
    import pickle

    for name in tabletop.game_names():
        cls = tabletop.openspiel.GAME_CLASSES[name]
        assert cls.__module__ == "tabletop.openspiel"
        assert getattr(tabletop.openspiel, cls.__qualname__) is cls
        assert cls.NAME == name
    assert tabletop.openspiel.GAME_CLASSES["xobrainer"].__qualname__ == "TabletopXobrainerGame"
    game = pyspiel.load_game("tabletop_deblockle(blocks=2)")
    assert type(pickle.loads(pickle.dumps(game))) is tabletop.openspiel.TabletopDeblockleGame


def test_hidden_information_comes_from_the_game():
    imperfect = pyspiel.GameType.Information.IMPERFECT_INFORMATION
    for name in tabletop.game_names():
        registered = tabletop.openspiel.game_type(name).information == imperfect
        assert registered == tabletop.game_may_hide_information(name) == (name in ("xobrainer", "numseq"))
    assert not tabletop.load_game("xobrainer").hides_information()
    assert tabletop.load_game("xobrainer(variants=mission)").hides_information()
    assert tabletop.load_game("numseq").hides_information()
    assert not tabletop.load_game("oduludo").hides_information()


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

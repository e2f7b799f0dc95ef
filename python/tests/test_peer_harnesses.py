"""The peers' own test harnesses, run as those projects run them, on every
game and several configs.

OpenSpiel: ``GamesSimTest.sim_game`` from the installed
``open_spiel/python/tests/games_sim_test.py`` (pickles the game, its type
and states, round-trips ``serialize_game_and_state``, clones at every
step), ``pyspiel.random_sim_test``, and ``ISMCTSBot`` / ``MCTSBot`` from
``open_spiel.python.algorithms`` played through ``evaluate_bots``.

PettingZoo: ``api_test``, ``seed_test``, ``render_test``, ``state_test``'s
``test_state_space`` and ``test_state``, and ``performance_benchmark``, all
from ``pettingzoo.test``.

Not run, one line each:
* ``state_test``'s ``test_parallel_env`` and ``max_cycles_test``: they need
  ``parallel_env`` (``aec_to_parallel``), and these turn-based games are not
  parallelizable (one seat acts at a time; PettingZoo's classic games are
  not either); ``max_cycles`` is tested below with PettingZoo's AEC loop.
* ``bombardment_test``: it steps random actions without the action mask,
  so in a masked classic game it only tests ``TerminateIllegalWrapper``.
* ``parallel_test.parallel_api_test``: no parallel API (as above).
* ``save_obs_test``: for image observations; ours are planes of features.
* ``manual_control_test``: for keyboard-driven environments.
* OpenSpiel's ``games_sim_test`` on simultaneous or mean-field nodes: ours
  are sequential.
"""

import pickle
import warnings

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")
pytest.importorskip("pettingzoo")

from open_spiel.python.algorithms import evaluate_bots, ismcts, ismcts_test, mcts  # noqa: E402
from open_spiel.python.tests import games_sim_test  # noqa: E402
from pettingzoo.test import (  # noqa: E402
    api_test,
    performance_benchmark,
    render_test,
    seed_test,
)
from pettingzoo.test.state_test import test_state as pz_state_test  # noqa: E402
from pettingzoo.test.state_test import test_state_space as pz_state_space_test  # noqa: E402

import tabletop  # noqa: E402
import tabletop.openspiel  # noqa: E402
from tabletop.pettingzoo import env, raw_env  # noqa: E402

tabletop.openspiel.register()

# OpenSpiel names with typed parameters: every game, several configs each,
# the ones OpenSpiel's parser used to break (`colours`, `game=`, `=` inside
# a value) included.
OPENSPIEL_CONFIGS = [
    "tabletop_xobrainer(format=one-round)",
    "tabletop_xobrainer(format=one-round,variants=mission)",
    "tabletop_xobrainer(format=one-round,variants=random+map,x_players=2,o_players=2)",
    "tabletop_oduludo(players=2)",
    "tabletop_oduludo(colours=GR)",
    "tabletop_oduludo(players=3,mode=last-pawn)",
    "tabletop_numseq(max_turns=40)",
    "tabletop_numseq(players=4,max_turns=30)",
    "tabletop_deblockle(blocks=2)",
    "tabletop_deblockle(south_blocks=1,north_blocks=2,setup=random)",
]

# Our game strings for PettingZoo.
PETTINGZOO_CONFIGS = [
    "xobrainer(format=one-round)",
    "xobrainer(format=one-round,variants=mission)",
    "oduludo(players=2)",
    "oduludo(players=4,mode=team)",
    "numseq",
    "numseq(players=4)",
    "deblockle(blocks=2)",
]


# -- OpenSpiel ---------------------------------------------------------------


@pytest.fixture(scope="module")
def sim_test():
    """OpenSpiel's own GamesSimTest (absltest TestCase) as OpenSpiel runs it."""
    return games_sim_test.GamesSimTest()


@pytest.mark.parametrize("name", OPENSPIEL_CONFIGS)
def test_openspiel_games_sim_test_with_pickling(sim_test, name):
    game = pyspiel.load_game(name)
    np.random.seed(7)  # sim_game samples with numpy's global generator
    sim_test.sim_game(game, check_pyspiel_serialization=True, check_pickle_serialization=True)


@pytest.mark.parametrize("name", OPENSPIEL_CONFIGS)
def test_openspiel_random_sim_test(name):
    pyspiel.random_sim_test(pyspiel.load_game(name), num_sims=2, serialize=True, verbose=False)


@pytest.mark.parametrize("name", OPENSPIEL_CONFIGS)
def test_openspiel_string_round_trip(name):
    game = pyspiel.load_game(name)
    again = pyspiel.load_game(str(game))
    assert str(again) == str(game)
    assert again.num_players() == game.num_players()
    assert pickle.loads(pickle.dumps(game.get_type())) == game.get_type()


def test_openspiel_game_parameter_is_stored_typed():
    # `game=` is accepted, but str() holds the typed parameters: no nested
    # game string for OpenSpiel's parser to misread.
    for given, expected, players in [
        ({"game": "xobrainer(format=one-round)"}, "tabletop_xobrainer(format=one-round)", 2),
        ({"game": "oduludo(colours=GB)"}, "tabletop_oduludo(players=2)", 2),
        ({"game": "oduludo(colours=GRB)"}, "tabletop_oduludo(players=3)", 3),
        ({"game": "oduludo(colours=GP)"}, "tabletop_oduludo(colours=GP)", 2),
    ]:
        name = "tabletop_" + given["game"].split("(")[0]
        game = pyspiel.load_game(name, given)
        assert str(game) == expected
        assert str(pyspiel.load_game(str(game))) == expected
        assert game.num_players() == players
    fixed = pyspiel.load_game("tabletop_deblockle", {"game": "deblockle(setup=fixed:=*=*=*=*/=*=*=*=*)"})
    assert "%3D" in str(fixed)
    assert str(pyspiel.load_game(str(fixed))) == str(fixed)


@pytest.mark.parametrize(
    "name,hidden",
    [
        ("tabletop_xobrainer(format=one-round)", False),
        ("tabletop_xobrainer(format=one-round,variants=mission)", True),
        ("tabletop_oduludo(players=2)", False),
        ("tabletop_numseq", True),
        ("tabletop_deblockle(blocks=2)", False),
    ],
)
def test_openspiel_information_type_and_strings(name, hidden):
    game = pyspiel.load_game(name)
    info = pyspiel.GameType.Information
    assert game.get_type().information == (info.IMPERFECT_INFORMATION if hidden else info.PERFECT_INFORMATION)
    assert not game.get_type().provides_information_state_tensor
    state = game.new_initial_state()
    rng = np.random.RandomState(1)
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            ids, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(ids, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    for p in range(game.num_players()):
        text = state.observation_string(p)
        assert "View {" not in text and "Seat(" not in text  # not Rust Debug
        assert len(text) < 4000
        assert state.information_state_string(p).startswith(text)
    # The fast paths: numpy arrays written by Rust.
    tensor = state.observation_tensor(0)
    assert isinstance(tensor, np.ndarray) and tensor.dtype == np.float32
    assert tensor.shape == (int(np.prod(game.observation_tensor_shape())),)
    mask = state.legal_actions_mask()
    assert isinstance(mask, np.ndarray)


@pytest.mark.parametrize(
    "name", ["tabletop_numseq(max_turns=12)", "tabletop_xobrainer(format=one-round,variants=mission)"]
)
def test_openspiel_resample_from_infostate(name):
    game = pyspiel.load_game(name)
    state = game.new_initial_state()
    rng = np.random.RandomState(3)
    while state.is_chance_node() or state.current_player() != 0:
        if state.is_chance_node():
            ids, probs = zip(*state.chance_outcomes())
            state.apply_action(int(rng.choice(ids, p=probs)))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    seen = set()
    for _ in range(12):
        other = state.resample_from_infostate(0, sampler)
        assert other.information_state_string(0) == state.information_state_string(0)
        assert other.legal_actions() == state.legal_actions()
        seen.add(str(other))
    assert len(seen) > 1, "the hidden cards are redrawn"


HIDDEN = ["tabletop_numseq(max_turns=12)", "tabletop_xobrainer(format=one-round,variants=mission)"]


@pytest.mark.parametrize("name", HIDDEN)
def test_openspiel_ismcts_bot_through_evaluate_bots(name):
    # pyspiel.evaluate_bots (C++): the Python evaluate_bots calls
    # restart_at, which OpenSpiel's ISMCTSBot does not implement.
    game = pyspiel.load_game(name)
    rng = np.random.RandomState(5)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4, random_state=rng)
    others = [pyspiel.make_uniform_random_bot(p, 9 + p) for p in range(1, game.num_players())]
    returns = pyspiel.evaluate_bots(game.new_initial_state(), [bot] + others, 11)
    assert len(returns) == game.num_players()


@pytest.mark.parametrize("name", HIDDEN)
def test_openspiel_ismcts_test_play_game(name):
    # OpenSpiel's own ISMCTS harness (ismcts_test.IsmctsTest.play_game):
    # the bot plays every seat, resampling at each decision.
    game = pyspiel.load_game(name)
    np.random.seed(8)
    bot = ismcts.ISMCTSBot(
        game=game, uct_c=4.0, evaluator=mcts.RandomRolloutEvaluator(), max_simulations=4,
        random_state=np.random.RandomState(8),
    )
    ismcts_test.IsmctsTest().play_game(game, bot)


@pytest.mark.parametrize(
    "name",
    ["tabletop_xobrainer(format=one-round)", "tabletop_oduludo(players=2)", "tabletop_deblockle(blocks=2,max_turns=30)"],
)
def test_openspiel_mcts_bot_through_evaluate_bots(name):
    game = pyspiel.load_game(name)
    rng = np.random.RandomState(6)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=rng)
    others = [pyspiel.make_uniform_random_bot(p, 9 + p) for p in range(1, game.num_players())]
    state = game.new_initial_state()
    if "oduludo" in name:
        # A whole ODULUDO game takes thousands of moves: from a state 40
        # decisions in, the MCTS bot still plays to the end.
        while state.move_number() < 40 or state.is_chance_node():
            ids, probs = zip(*state.chance_outcomes()) if state.is_chance_node() else (state.legal_actions(), None)
            state.apply_action(int(rng.choice(ids, p=probs)))
    returns = evaluate_bots.evaluate_bots(state, [bot] + others, rng)
    assert len(returns) == game.num_players()


# -- PettingZoo --------------------------------------------------------------


@pytest.mark.parametrize("game_string", PETTINGZOO_CONFIGS)
def test_pettingzoo_api_test(game_string):
    with warnings.catch_warnings():
        if game_string.startswith("oduludo"):
            # ODULUDO's (planes, locations) tensor is not an image; its Last
            # Pawn scores are negative (documented bounds).
            warnings.filterwarnings("ignore", "The observation contains negative numbers")
        api_test(env(game_string, render_mode="ansi"), num_cycles=30, verbose_progress=False)


@pytest.mark.parametrize("game_string", PETTINGZOO_CONFIGS)
def test_pettingzoo_seed_test(game_string):
    seed_test(lambda: env(game_string), num_cycles=30)


@pytest.mark.parametrize("game_string", ["xobrainer(format=one-round,variants=mission)", "oduludo(players=2)", "numseq", "deblockle(blocks=2)"])
def test_pettingzoo_render_test(game_string):
    def make(render_mode=None):
        return env(game_string, render_mode=render_mode)

    render_test(make, custom_tests={"svg": lambda r: isinstance(r, str) and r.startswith("<svg")})


@pytest.mark.parametrize("game_string", PETTINGZOO_CONFIGS)
def test_pettingzoo_state_test(game_string):
    e = env(game_string)
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", "The state contains negative numbers")
        pz_state_space_test(e)
        pz_state_test(e, num_cycles=10)
    e.reset(seed=1)
    s = e.state()
    assert s.shape == e.unwrapped.state_space.shape
    assert e.unwrapped.state_space.contains(s)


@pytest.mark.parametrize("game_string", ["xobrainer(format=one-round)", "oduludo(players=2)", "numseq", "deblockle(blocks=2)"])
def test_pettingzoo_performance_benchmark(game_string, capsys):
    performance_benchmark(env(game_string))
    assert "turns per second" in capsys.readouterr().out


@pytest.mark.parametrize("game_string", ["oduludo(players=2)", "numseq(players=4)", "deblockle(blocks=2)"])
def test_pettingzoo_max_cycles_truncates(game_string):
    # max_cycles_test's AEC half, with masked actions: every agent is
    # truncated after max_cycles * num_agents decisions.
    max_cycles = 4
    e = env(game_string, max_cycles=max_cycles)
    e.reset(seed=2)
    decisions = 0
    for agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            assert trunc and not term
            e.step(None)
            continue
        decisions += 1
        e.step(e.action_space(agent).sample(obs["action_mask"]))
    assert decisions == max_cycles * len(e.possible_agents)


def test_pettingzoo_actions_are_checked_like_classic_envs():
    e = raw_env("deblockle(blocks=2)")
    e.reset(seed=0)
    agent = e.agent_selection
    legal = int(np.flatnonzero(e.observe(agent)["action_mask"])[0])
    before = e.state().copy()
    for bad in (str(legal), float(legal), legal + 0.5, True, None, [legal]):
        with pytest.raises(TypeError):
            e.step(bad)
        assert np.array_equal(e.state(), before) and e.agent_selection == agent
    illegal = int(np.flatnonzero(e.observe(agent)["action_mask"] == 0)[0])
    with pytest.raises(tabletop.IllegalMoveError):
        e.step(illegal)
    assert np.array_equal(e.state(), before)
    e.step(np.int64(legal))  # numpy integers are action ids
    # Play out; then a step after everyone left is a clear error, not KeyError.
    for a in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    with pytest.raises(tabletop.IllegalMoveError):
        e.step(0)


def test_pettingzoo_observation_bounds_are_finite_and_hold():
    for game_string in PETTINGZOO_CONFIGS + ["oduludo(mode=last-pawn)"]:
        e = raw_env(game_string, max_cycles=50)
        space = e.observation_space(e.possible_agents[0])["observation"]
        assert np.all(np.isfinite(space.low)) and np.all(np.isfinite(space.high))
        e.reset(seed=4)
        for agent in e.agent_iter():
            obs, _, term, trunc, _ = e.last()
            assert space.contains(obs["observation"])
            e.step(None if term or trunc else e.action_space(agent).sample(obs["action_mask"]))

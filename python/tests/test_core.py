"""The binding itself: states, notation and JSON round trips, exceptions
with the state unchanged, the batch API."""

import copy
import json
import random

import pytest

import tabletop
from conftest import scaled


def random_playout(state, rng, max_moves=400):
    """Plays random moves (and chance by its probabilities) in notation."""
    moves = 0
    while not state.is_terminal() and moves < max_moves:
        if state.is_chance_node():
            outcomes = state.chance_outcomes_notation()
            state.apply(rng.choices([t for t, _ in outcomes], [p for _, p in outcomes])[0])
        else:
            state.apply(rng.choice(state.legal_moves()), state.current_player())
        moves += 1
    return moves


def test_game_names_and_defaults():
    assert tabletop.game_names() == ["xobrainer", "oduludo", "numseq", "deblockle"]
    for name in tabletop.game_names():
        game = tabletop.load_game(name)
        assert game.name == name
        assert game.game_string == name
        assert [p for p, _ in tabletop.game_parameters(name)]


def test_canonical_game_string():
    game = tabletop.load_game(" ODULUDO ( players = 4 , mode = team ) ")
    assert game.game_string == "oduludo(mode=team)"
    assert str(game) == "oduludo(mode=team)"


@pytest.mark.parametrize(
    "bad",
    ["chess", "xobrainer(format=bo4)", "oduludo(players=5)", "numseq(", "deblockle(colour=red)", ""],
)
def test_bad_game_string_raises(bad):
    with pytest.raises(tabletop.GameStringError) as err:
        tabletop.load_game(bad)
    assert isinstance(err.value, ValueError)
    assert isinstance(err.value, tabletop.TabletopError)


def test_exception_hierarchy():
    for cls in (tabletop.GameStringError, tabletop.NotationError, tabletop.IllegalMoveError):
        assert issubclass(cls, tabletop.TabletopError)
        assert issubclass(cls, ValueError)


def test_bad_notation_leaves_state_unchanged(game_string):
    state = tabletop.load_game(game_string).new_initial_state()
    before = state.notation()
    with pytest.raises(tabletop.NotationError):
        state.apply("this is no move")
    assert state.notation() == before
    with pytest.raises(tabletop.NotationError):
        state.apply_json("{not json")
    assert state.notation() == before


def test_wrong_seat_move_raises(game_string):
    rng = random.Random(3)
    state = tabletop.load_game(game_string).new_initial_state()
    # Get past the opening chance to a seat's decision.
    while state.is_chance_node():
        state.apply(rng.choice(state.legal_moves()))
    player = state.current_player()
    assert player >= 0
    other = (player + 1) % state.num_players()
    before = state.notation()
    with pytest.raises(tabletop.IllegalMoveError):
        state.apply(state.legal_moves()[0], other)
    with pytest.raises(tabletop.IllegalMoveError):
        state.apply(state.legal_moves()[0], tabletop.CHANCE)
    assert state.notation() == before
    state.apply(state.legal_moves()[0], player)  # the right seat may


def test_illegal_move_in_notation_raises(game_string):
    """A well-formed move of another node (a chance outcome given to a seat,
    a seat's move given to chance) is illegal, and the state is unchanged."""
    rng = random.Random(5)
    state = tabletop.load_game(game_string).new_initial_state()
    chance_move = state.legal_moves()[0]
    while state.is_chance_node():
        state.apply(rng.choice(state.legal_moves()))
    before = state.notation()
    with pytest.raises(tabletop.TabletopError):
        state.apply(chance_move)
    assert state.notation() == before


def test_terminal_state_refuses_moves():
    rng = random.Random(1)
    state = tabletop.load_game("xobrainer(format=one-round)").new_initial_state()
    random_playout(state, rng, max_moves=10_000)
    assert state.is_terminal()
    assert state.current_player() == tabletop.TERMINAL
    assert state.legal_moves() == []
    assert sorted(state.returns()) == [-1.0, 1.0] or state.returns() == [0.0, 0.0]
    before = state.notation()
    with pytest.raises(tabletop.TabletopError):
        state.apply("lot:X")
    assert state.notation() == before


def test_no_such_player():
    state = tabletop.load_game("numseq").new_initial_state()
    with pytest.raises(tabletop.TabletopError):
        state.view(7)
    with pytest.raises(tabletop.TabletopError):
        state.view(-2)


def test_clone_is_independent(game_string):
    rng = random.Random(11)
    state = tabletop.load_game(game_string).new_initial_state()
    random_playout(state, rng, max_moves=5)
    for copy_ in (state.clone(), copy.copy(state), copy.deepcopy(state)):
        assert copy_ == state
        assert copy_.notation() == state.notation()
    twin = state.clone()
    random_playout(twin, rng, max_moves=3)
    assert twin.move_number == state.move_number + 3 or twin.is_terminal()


def test_notation_round_trip(game_string):
    rng = random.Random(7)
    game = tabletop.load_game(game_string)
    for _ in range(scaled(3)):
        state = game.new_initial_state()
        for _ in range(60):
            back = tabletop.state_from_notation(game_string, state.notation())
            assert back.notation() == state.notation()
            assert back.legal_moves() == state.legal_moves()
            if state.is_terminal():
                break
            random_playout(state, rng, max_moves=1)


def test_bad_state_notation_raises():
    with pytest.raises(tabletop.NotationError):
        tabletop.state_from_notation("deblockle", "not a state")
    with pytest.raises(tabletop.GameStringError):
        tabletop.state_from_notation("go", "-")


def test_move_text_and_json_round_trip(game_string):
    """Every legal move goes in as text or as its JSON form to the same state."""
    rng = random.Random(9)
    state = tabletop.load_game(game_string).new_initial_state()
    for _ in range(40):
        if state.is_terminal():
            break
        texts = state.legal_moves()
        jsons = state.legal_moves_json()
        assert len(texts) == len(jsons) == len(set(texts))
        i = rng.randrange(len(texts))
        by_json = state.clone()
        by_json.apply_json(jsons[i])
        state.apply(texts[i])
        assert by_json == state
        assert json.loads(state.to_json()) == json.loads(by_json.to_json())


def test_chance_probabilities_sum_to_one(game_string):
    rng = random.Random(13)
    state = tabletop.load_game(game_string).new_initial_state()
    seen = 0
    for _ in range(200):
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes_notation()
            assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
            exact = state.chance_outcomes_exact()
            assert [t for t, _, _ in exact] == [t for t, _ in outcomes]
            assert all(0 < n <= d for _, n, d in exact)
            seen += 1
        else:
            assert state.chance_outcomes_notation() == []
        random_playout(state, rng, max_moves=1)
    assert seen >= 1


def test_play_random_games_is_seeded():
    a = tabletop.play_random_games("deblockle(blocks=2)", 5, 42)
    b = tabletop.play_random_games("deblockle(blocks=2)", 5, 42)
    c = tabletop.play_random_games("deblockle(blocks=2)", 5, 43)
    assert a == b
    assert a != c
    assert len(a) == 5
    for returns, moves in a:
        assert len(returns) == 2 and moves > 0
    with pytest.raises(tabletop.GameStringError):
        tabletop.play_random_games("nope", 1, 1)


def test_mcts_move_is_seeded_and_legal():
    state = tabletop.load_game("xobrainer(format=one-round)").new_initial_state()
    assert state.mcts_move(10, 1) is None  # chance acts first
    state.apply("lot:X")
    mv = state.mcts_move(30, 7)
    assert mv == state.mcts_move(30, 7)
    assert mv in state.legal_moves()


def test_named_levels_are_bot_strings_that_play_legal_moves():
    names = [name for name, _, _ in tabletop.levels()]
    assert names == ["beginner", "casual", "strong", "expert"]
    budgets = [ms for _, _, ms in tabletop.levels()]
    assert budgets == sorted(budgets)
    assert tabletop.DEFAULT_LEVEL == "strong"
    state = tabletop.load_game("xobrainer(format=one-round)").new_initial_state()
    assert state.bot_move("strong", 1) is None  # chance acts first
    state.apply("lot:X")
    assert state.level_bot("strong") == "guided:1000"
    assert state.level_bot("Beginner") == "mc:50"
    assert state.level_bot("expert").startswith("guided:")
    for bot in ("beginner", "Casual", "random", "mc:20", "guided:20", "mcts:20+solver"):
        mv = state.bot_move(bot, 7)
        assert mv == state.bot_move(bot, 7), bot
        assert mv in state.legal_moves(), bot
    assert state.bot_move("mcts:30", 7) == state.mcts_move(30, 7)
    for bad in ("grandmaster", "mcts:0", "expert:5"):
        with pytest.raises(tabletop.TabletopError, match="beginner, casual, strong or expert"):
            state.bot_move(bad, 1)
    with pytest.raises(tabletop.TabletopError):
        state.level_bot("mcts:30")


def test_wrong_python_types_raise_type_error_and_change_nothing():
    # README, "Errors": wrong types are TypeError / OverflowError, as Python
    # users expect, not TabletopError; the state is unchanged.
    state = tabletop.load_game("deblockle(blocks=2)").new_initial_state()
    before = state.notation()
    for call in (lambda: state.apply_action("3"), lambda: state.apply(3), lambda: state.apply_action(1.5)):
        with pytest.raises(TypeError):
            call()
    with pytest.raises(OverflowError):
        state.apply_action(2**70)
    with pytest.raises(TypeError):
        tabletop.Game(None)
    assert state.notation() == before


def test_import_from_inside_python_dir_is_the_installed_wheel():
    import os
    import subprocess
    import sys

    here = os.path.dirname(os.path.abspath(__file__))
    for cwd in (os.path.dirname(here), os.path.dirname(os.path.dirname(here))):
        out = subprocess.run(
            [sys.executable, "-c", "import tabletop; print(tabletop.game_names())"],
            cwd=cwd, check=True, capture_output=True, text=True,
        ).stdout
        assert "deblockle" in out, cwd

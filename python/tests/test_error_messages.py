"""Error messages a person can act on: an exception carries the
engine's message once, with at most a short excerpt of the input, however
long the input was."""

import json

import pytest

import tabletop
from conftest import GAMES

MB = 1 << 20
# The engine's words, a column or JSON path, and an excerpt of ~40 characters.
MAX_MESSAGE = 400


def check(exc, marker):
    """Short, and no quote of the input longer than an excerpt (40
    characters; the facade's prefix and the engine's reason may each
    quote one)."""
    message = str(exc.value)
    assert len(message) <= MAX_MESSAGE, message[:300]
    assert marker * 41 not in message, message
    assert message.count(marker * 20) <= 2, message


@pytest.mark.parametrize("game_string", GAMES)
def test_f5_one_megabyte_inputs_give_short_messages(game_string):
    game = tabletop.load_game(game_string)
    state = game.new_initial_state()
    before = state.notation()
    with pytest.raises(tabletop.TabletopError) as exc:
        state.apply("q" * MB)
    check(exc, "q")
    with pytest.raises(tabletop.TabletopError) as exc:
        state.string_to_action("r" * MB)
    check(exc, "r")
    with pytest.raises(tabletop.TabletopError) as exc:
        state.apply_json(json.dumps({"type": "s" * MB}))
    check(exc, "s")
    with pytest.raises(tabletop.TabletopError) as exc:
        tabletop.state_from_notation(game_string, before + "t" * MB)
    check(exc, "t")
    with pytest.raises(tabletop.GameStringError) as exc:
        tabletop.load_game(game.name + "(" + "u" * MB + "=1)")
    check(exc, "u")
    assert state.notation() == before


def test_f5_unknown_game_names_are_quoted_as_excerpts():
    with pytest.raises(tabletop.GameStringError) as exc:
        tabletop.load_game("v" * MB)
    check(exc, "v")
    with pytest.raises(tabletop.GameStringError) as exc:
        tabletop.game_parameters("w" * MB)
    check(exc, "w")
    assert "games are" in str(exc.value)


def test_f6_the_engine_message_appears_once():
    state = tabletop.load_game("deblockle").new_initial_state()
    with pytest.raises(tabletop.NotationError) as exc:
        state.apply_json("false")
    message = str(exc.value)
    assert "expected a move object" in message, message
    assert message.count("expected a move object") == 1, message
    assert "Wire" not in message and "enum" not in message, message

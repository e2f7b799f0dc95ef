"""tabletop: pure rules engines for four tabletop games, from Python.

Every game is named by a game string, as in the Rust crate ``tabletop``
(``"xobrainer"``, ``"oduludo(players=3,mode=last-pawn)"``, ...)::

    import tabletop
    game = tabletop.load_game("deblockle(blocks=3)")
    state = game.new_initial_state()
    state.apply(state.legal_moves()[0])

Errors are ``TabletopError`` (a ``ValueError``) and its subclasses
``GameStringError``, ``NotationError`` and ``IllegalMoveError``; a state
that raised is unchanged. The adapters are ``tabletop.openspiel`` and
``tabletop.pettingzoo``. See ``python/README.md`` for the whole API.
"""

from ._tabletop import (
    CHANCE,
    DEFAULT_DECISION_CAP,
    DEFAULT_LEVEL,
    TERMINAL,
    Game,
    GameStringError,
    IllegalMoveError,
    NotationError,
    State,
    TabletopError,
    game_description,
    game_title,
    game_observation_range,
    game_may_hide_information,
    game_names,
    game_parameter_specs,
    game_parameters,
    game_seat_range,
    levels,
    play_random_games,
    state_from_notation,
)

__all__ = [
    "CHANCE",
    "DEFAULT_DECISION_CAP",
    "DEFAULT_LEVEL",
    "TERMINAL",
    "Game",
    "GameStringError",
    "IllegalMoveError",
    "NotationError",
    "State",
    "TabletopError",
    "game_description",
    "game_title",
    "game_observation_range",
    "game_may_hide_information",
    "game_names",
    "game_parameter_specs",
    "game_parameters",
    "game_seat_range",
    "levels",
    "load_game",
    "play_random_games",
    "state_from_notation",
]


def load_game(game_string: str) -> Game:
    """The game named by ``game_string``; raises ``GameStringError``."""
    return Game(game_string)

"""The four games as OpenSpiel Python games.

    import pyspiel
    import tabletop.openspiel
    tabletop.openspiel.register()
    game = pyspiel.load_game("tabletop_oduludo(players=2)")

``register()`` registers ``tabletop_xobrainer``, ``tabletop_oduludo``,
``tabletop_numseq`` and ``tabletop_deblockle`` with ``pyspiel.register_game``
(calling it again does nothing). Each is sequential with explicit stochastic
chance and terminal rewards (+1 win, -1 loss, 0 draw; every member of a
team gets the team's result). Actions are the encodings' action ids,
chance outcomes their chance ids; observation tensors have the game's
documented shape; the information-state string is the game's.

Parameters are the game string's (``tabletop.game_parameters``), typed for
OpenSpiel; where the game string takes a word or a number, the number 0
stands for the word (``max_turns=0`` is ``none``, ``teams=0`` is ``auto``,
``time_bomb=0`` is ``off``). ``game`` (a whole game string) may be given
instead of the single parameters.

``max_game_length`` counts seat decisions, as OpenSpiel does: the rules'
bound under the config, or the encodings' default decision cap
(``tabletop.DEFAULT_DECISION_CAP``, 10,000) where the rules set none or a
larger one (ODULUDO; Deblockle and numseq without ``max_turns``). Every
state of these games carries that cap; a game that reaches it ends as a
draw (returns all 0), so a game type that is zero-sum only with a winner
is reported as general-sum.
"""

from __future__ import annotations

import numpy as np
import pyspiel

import tabletop

# Per game: (parameter, OpenSpiel default, the word that 0 stands for).
# Only parameters that can be given together (ODULUDO's `colours` and
# Deblockle's `south_blocks`/`north_blocks` are left out: they exclude
# `players` and `blocks`).
PARAMETERS = {
    "xobrainer": [
        ("format", "bo5", None),
        ("variants", "none", None),
        ("time_bomb", 0, "off"),
        ("x_players", 1, None),
        ("o_players", 1, None),
    ],
    "oduludo": [
        ("players", 4, None),
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
        ("setup", "standard", None),
        ("first", "south", None),
        ("side_by_side", "allowed", None),
        ("tip_without_hop", "illegal", None),
        ("hoops_path", "unblocked", None),
        ("slider_stop", "before-any-star", None),
        ("max_turns", 0, "none"),
    ],
}

LONG_NAMES = {
    "xobrainer": "XOBrainer (tabletop-rules)",
    "oduludo": "ODULUDO (tabletop-rules)",
    "numseq": "numseq, a numbers Sequence (tabletop-rules)",
    "deblockle": "Deblockle (tabletop-rules)",
}

# Hidden information: numseq's hands; XOBrainer's Mission cards (its other
# variants hide nothing, but the game type is one per game).
IMPERFECT = {"xobrainer", "numseq"}
# Seat ranges over all configs.
PLAYERS = {"xobrainer": (2, 16), "oduludo": (2, 4), "numseq": (2, 12), "deblockle": (2, 2)}


def short_name(name: str) -> str:
    """The OpenSpiel name of game ``name``: ``tabletop_<name>``."""
    return f"tabletop_{name}"


def game_string(name: str, params: dict | None) -> str:
    """Our game string for OpenSpiel parameters ``params`` of game ``name``."""
    params = dict(params or {})
    if "game" in params:
        text = str(params.pop("game"))
        defaults = {k: d for k, d, _ in PARAMETERS[name]}
        params = {k: v for k, v in params.items() if defaults.get(k, object()) != v}
        if params:
            raise tabletop.GameStringError(f"{short_name(name)}: `game` excludes the other parameters {sorted(params)}")
        if text and tabletop.load_game(text).name != name:
            raise tabletop.GameStringError(f"{short_name(name)}: {text!r} is not a {name} game string")
        return text or name
    items = []
    for key, default, zero_word in PARAMETERS[name]:
        if key not in params:
            continue
        value = params.pop(key)
        if value == default:
            continue
        if zero_word is not None and value == 0:
            value = zero_word
        items.append(f"{key}={value}")
    if params:
        raise tabletop.GameStringError(f"{short_name(name)}: unknown parameters {sorted(params)}")
    return f"{name}({','.join(items)})" if items else name


def _utility(game: tabletop.Game):
    total = game.utility_sum(tabletop.DEFAULT_DECISION_CAP)
    if total is None:
        return pyspiel.GameType.Utility.GENERAL_SUM
    if total == 0:
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.CONSTANT_SUM


def game_type(name: str, config: tabletop.Game | None = None) -> pyspiel.GameType:
    """The ``GameType`` of game ``name``: the utility is that of ``config``
    (registration uses the default config; each loaded game its own, since
    ODULUDO with 2 players is zero-sum and with 4 general-sum)."""
    low, high = PLAYERS[name]
    default = config if config is not None else tabletop.load_game(name)
    spec = {"game": ""}
    spec.update({key: default_ for key, default_, _ in PARAMETERS[name]})
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=LONG_NAMES[name],
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if name in IMPERFECT
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=_utility(default),
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        provides_factored_observation_string=False,
        parameter_specification=spec,
    )


def game_info(game: tabletop.Game) -> pyspiel.GameInfo:
    """The ``GameInfo`` of one config."""
    cap = tabletop.DEFAULT_DECISION_CAP
    utility_sum = game.utility_sum(cap)
    return pyspiel.GameInfo(
        num_distinct_actions=game.num_distinct_actions(),
        max_chance_outcomes=game.max_chance_outcomes(),
        num_players=game.num_players(),
        min_utility=float(game.min_utility()),
        max_utility=float(game.max_utility()),
        utility_sum=float(utility_sum) if utility_sum is not None else None,
        max_game_length=game.max_game_length(cap),
    )


class TabletopGame(pyspiel.Game):
    """One of our games with one config, as an OpenSpiel game."""

    NAME = ""

    def __init__(self, params=None):
        params = dict(params or {})
        # OpenSpiel may pass every parameter, defaults included.
        if params.get("game", "") == "":
            params.pop("game", None)
        inner = tabletop.load_game(game_string(self.NAME, params))
        super().__init__(game_type(self.NAME, inner), game_info(inner), params)
        self.tabletop_game = inner

    def new_initial_state(self):
        return TabletopState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return TabletopObserver(self, iig_obs_type, params)


class TabletopState(pyspiel.State):
    """A state: our ``tabletop.State`` (with the decision cap) behind OpenSpiel's API."""

    def __init__(self, game: TabletopGame):
        super().__init__(game)
        self.inner = game.tabletop_game.new_initial_state(decision_cap=tabletop.DEFAULT_DECISION_CAP)
        self.hidden = game.tabletop_game.name in IMPERFECT
        # The moves every seat saw, for perfect-recall information states:
        # every move in a perfect-information game; in numseq and XOBrainer
        # the seats' moves, and chance only as "chance" (a deal or a drawn
        # card shows in the seat's own view, never in another's).
        self.public = []

    def current_player(self):
        return self.inner.current_player()

    def _legal_actions(self, player):
        if player != self.current_player():
            return []
        return self.inner.legal_actions()

    def chance_outcomes(self):
        return self.inner.chance_outcomes()

    def _apply_action(self, action):
        chance = self.inner.is_chance_node()
        text = "chance" if chance and self.hidden else self.inner.action_to_string(int(action))
        self.inner.apply_action(int(action))
        self.public.append(text)

    def _action_to_string(self, player, action):
        return self.inner.action_to_string(int(action), int(player))

    def is_terminal(self):
        return self.inner.is_terminal()

    def returns(self):
        return self.inner.returns()

    def __str__(self):
        return self.inner.notation()


class TabletopObserver:
    """Observation tensor and strings, as OpenSpiel's Python observers give them.

    The tensor is the game's observation tensor for the player (one ``"observation"``
    entry in ``dict``, with the game's shape). The string is the game's
    information-state string (only what the player may know); for the
    perfect-recall type (OpenSpiel's information state) it is followed by
    the moves the player saw (``TabletopState.public``), so two histories the
    player can tell apart give two strings.
    """

    def __init__(self, game: TabletopGame, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        shape = tuple(game.tabletop_game.observation_shape())
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: TabletopState, player: int) -> None:
        self.tensor[:] = state.inner.observation_tensor(player).reshape(-1)

    def string_from(self, state: TabletopState, player: int) -> str:
        text = state.inner.information_state_string(player)
        if self.perfect_recall:
            text += " | " + " ".join(state.public)
        return text


def _game_class(name: str):
    return type(f"Tabletop{name.capitalize()}Game", (TabletopGame,), {"NAME": name})


GAME_CLASSES = {name: _game_class(name) for name in PARAMETERS}

_registered = False


def register() -> list[str]:
    """Registers the four games with ``pyspiel.register_game`` (once);
    returns their OpenSpiel names."""
    global _registered
    if not _registered:
        for name, cls in GAME_CLASSES.items():
            pyspiel.register_game(game_type(name), cls)
        _registered = True
    return [short_name(n) for n in GAME_CLASSES]

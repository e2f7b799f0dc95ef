"""The registered games (``tabletop.game_names()``) as OpenSpiel Python games.

    import pyspiel
    import tabletop.openspiel
    tabletop.openspiel.register()
    game = pyspiel.load_game("tabletop_oduludo(players=2)")

``register()`` registers ``tabletop_<name>`` for every game of the facade's
registry (``tabletop_xobrainer``, ``tabletop_oduludo``, ``tabletop_numseq``,
``tabletop_deblockle``) with ``pyspiel.register_game`` (calling it again
does nothing). Everything per game comes from the facade, so a game added
to the registry needs nothing here: its parameters with their kinds and
defaults (``tabletop.game_parameter_specs``), its seat range, whether it
may hide information, its description (the long name) and its game class,
made at import.

Each game is sequential with explicit stochastic chance and terminal
rewards (+1 win, -1 loss, 0 draw; every member of a team gets the team's
result). Actions are the encodings' action ids, chance outcomes their
chance ids; observation tensors have the game's documented shape.

Parameters are typed, one per knob of the game string
(``tabletop.game_parameter_specs``, ``PARAMETERS`` below); where the game
string takes a word or a number, the number 0 stands for the word
(``max_turns=0`` is ``none``, ``teams=0`` is ``auto``, ``time_bomb=0`` is
``off``), and an empty or 0 value where another parameter shows the default
(``colours``, ``south_blocks``/``north_blocks``) means "not given".
``game`` (a whole game string such as ``"oduludo(colours=GR)"``) is
accepted instead, but a loaded game always carries the typed parameters of
its canonical game string, so ``str(game)`` never holds a nested game
string (OpenSpiel would read its parentheses as a nested game) and
``pyspiel.load_game(str(game))`` gives the same game back.

The game type is per config: perfect information unless the config hides
something (numseq's hands; XOBrainer's Mission cards), zero-sum,
constant-sum or general-sum as its returns add up under the cap.

``max_game_length`` counts seat decisions, as OpenSpiel does: the rules'
bound under the config (Deblockle and numseq with ``max_turns``), else the
encodings' decision cap (``tabletop.DEFAULT_DECISION_CAP``, 10,000), which
every state carries; a game that reaches it ends as a draw (returns all 0).
XOBrainer has no bound in its rules, one-round included: a void round (D3)
is replayed and a TimeBomb timeout keeps the piece.

Strings: the observation string is what the seat sees now, readable and of
bounded size (the state's one-line notation where nothing is hidden, the
game's picture of the seat's view in numseq and XOBrainer-Mission); the
information-state string (perfect recall) adds the moves the seat saw, one
token each (a bare ``chance`` for a deal or draw it may not see). No
information-state tensor is declared: the observation tensor is not perfect
recall. ``resample_from_infostate`` redraws what the seat cannot see
(board-core's ``Determinize``), so ``ISMCTSBot`` plays the hidden-information
games without peeking.
"""

from __future__ import annotations

import re
import urllib.parse
from typing import Any, Dict, List, Optional, Tuple, Type, Union, cast

import numpy as np
import pyspiel

import tabletop

Value = Union[int, str]

# Percent-encoded in OpenSpiel string values: `=`, `,`, `(` and `)` would
# break OpenSpiel's game string (Deblockle's `setup=fixed:=*...` becomes
# `setup=fixed:%3D*...`); `game_string` decodes them.
_SAFE = ":/*+.-_~"


def _parameters(name: str) -> List[Tuple[str, Value, Optional[str]]]:
    """Game ``name``'s typed parameters from the facade
    (``tabletop.game_parameter_specs``): (parameter, OpenSpiel default, the
    word that 0 stands for). The defaults are the game string's defaults;
    where another parameter shows the default (``colours``, which
    ``players`` shows, and ``south_blocks``/``north_blocks``, which
    ``blocks`` shows) the default is "" or 0: not given."""
    out: List[Tuple[str, Value, Optional[str]]] = []
    for key, kind, default, zero_word in tabletop.game_parameter_specs(name):
        if kind == "str":
            out.append((key, urllib.parse.quote(default or "", safe=_SAFE), None))
        else:
            number = 0 if default is None or default == zero_word else int(default)
            out.append((key, number, zero_word))
    return out


# Per game, from the facade: (parameter, OpenSpiel default, the word that 0
# stands for); see ``_parameters``.
PARAMETERS: Dict[str, List[Tuple[str, Value, Optional[str]]]] = {n: _parameters(n) for n in tabletop.game_names()}

# OpenSpiel's long names: the game's title (board-core's GameInfo).
LONG_NAMES = {n: f"{tabletop.game_title(n)} (tabletop-rules)" for n in tabletop.game_names()}

# Seat ranges over all configs (board-core's GameInfo).
PLAYERS = {n: tabletop.game_seat_range(n) for n in tabletop.game_names()}


def short_name(name: str) -> str:
    """The OpenSpiel name of game ``name``: ``tabletop_<name>``."""
    return f"tabletop_{name}"


def hides_information(game: tabletop.Game) -> bool:
    """Whether a seat may not see everything under this config, as the game
    says (``Game.hides_information``): numseq (hands) and XOBrainer with the
    Mission variant (secret cards); ODULUDO (dice are chance, not hidden)
    and Deblockle hide nothing."""
    return game.hides_information()


def game_string(name: str, params: Optional[Dict[str, Any]]) -> str:
    """Our game string for OpenSpiel parameters ``params`` of game ``name``."""
    params = dict(params or {})
    defaults = {k: d for k, d, _ in PARAMETERS[name]}
    text = str(params.pop("game", "") or "")
    if text:
        given = {k: v for k, v in params.items() if defaults.get(k, object()) != v}
        if given:
            raise tabletop.GameStringError(f"{short_name(name)}: `game` excludes the other parameters {sorted(given)}")
        if tabletop.load_game(text).name != name:
            raise tabletop.GameStringError(f"{short_name(name)}: {text!r} is not a {name} game string")
        return text
    items = []
    for key, default, zero_word in PARAMETERS[name]:
        if key not in params:
            continue
        value = params.pop(key)
        if value == default:
            continue
        if zero_word is not None and value == 0:
            value = zero_word
        items.append(f"{key}={urllib.parse.unquote(str(value))}")
    if params:
        raise tabletop.GameStringError(f"{short_name(name)}: unknown parameters {sorted(params)}")
    return f"{name}({','.join(items)})" if items else name


_PAIRS = re.compile(r"^(\w+)(?:\((.*)\))?$")


def typed_parameters(game: tabletop.Game) -> Dict[str, Value]:
    """The typed OpenSpiel parameters of ``game``'s canonical game string
    (only those that differ from the default): the inverse of
    ``game_string``."""
    m = _PAIRS.match(game.game_string)
    if m is None:
        raise tabletop.GameStringError(f"not a game string: {game.game_string!r}")
    spec = {k: (d, z) for k, d, z in PARAMETERS[game.name]}
    out: Dict[str, Value] = {}
    for pair in filter(None, (m.group(2) or "").split(",")):
        key, _, text = pair.partition("=")
        default, zero_word = spec[key]
        if isinstance(default, int):
            out[key] = 0 if text == zero_word else int(text)
        else:
            out[key] = urllib.parse.quote(text, safe=_SAFE)
    return out


def _utility(game: tabletop.Game) -> Any:
    total = game.utility_sum(tabletop.DEFAULT_DECISION_CAP)
    if total is None:
        return pyspiel.GameType.Utility.GENERAL_SUM
    if total == 0:
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.CONSTANT_SUM


def game_type(name: str, config: Optional[tabletop.Game] = None) -> Any:
    """The ``GameType`` of game ``name``, for ``config`` (registration: the
    game's default config, declared imperfect-information where some config
    hides something)."""
    low, high = PLAYERS[name]
    game = config if config is not None else tabletop.load_game(name)
    hidden = hides_information(game) if config is not None else tabletop.game_may_hide_information(name)
    spec: Dict[str, Value] = {"game": ""}
    spec.update({key: default for key, default, _ in PARAMETERS[name]})
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=LONG_NAMES[name],
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if hidden
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=_utility(game),
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


def game_info(game: tabletop.Game) -> Any:
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


class TabletopGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel ships no types
    """One of our games with one config, as an OpenSpiel game. Subclassed
    per registered game below (``GAME_CLASSES``), as module attributes, so
    that pickle finds the classes."""

    NAME = ""

    def __init__(self, params: Optional[Dict[str, Any]] = None) -> None:
        inner = tabletop.load_game(game_string(self.NAME, params))
        super().__init__(game_type(self.NAME, inner), game_info(inner), typed_parameters(inner))
        self.tabletop_game = inner
        self.hidden = hides_information(inner)

    def new_initial_state(self) -> "TabletopState":
        return TabletopState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "TabletopObserver":
        return TabletopObserver(self, iig_obs_type, params)


def _class_name(name: str) -> str:
    """``TabletopXobrainerGame`` for ``xobrainer``."""
    return "Tabletop" + "".join(p.capitalize() for p in re.split(r"[^0-9A-Za-z]+", name)) + "Game"


def _game_classes() -> Dict[str, Type[TabletopGame]]:
    """One ``TabletopGame`` subclass per registered game
    (``TabletopXobrainerGame``, ...), set as an attribute of this module
    with its ``__module__`` and ``__qualname__`` so that pickle finds it."""
    classes: Dict[str, Type[TabletopGame]] = {}
    for name in tabletop.game_names():
        qualname = _class_name(name)
        namespace = {
            "NAME": name,
            "__doc__": f"{name} as an OpenSpiel game (``{short_name(name)}``).",
            "__module__": __name__,
            "__qualname__": qualname,
        }
        cls = cast(Type[TabletopGame], type(qualname, (TabletopGame,), namespace))
        globals()[qualname] = cls
        classes[name] = cls
    return classes


GAME_CLASSES = _game_classes()


class TabletopState(pyspiel.State):  # type: ignore[misc]  # pyspiel ships no types
    """A state: our ``tabletop.State`` (with the decision cap) behind OpenSpiel's API."""

    def __init__(self, game: TabletopGame) -> None:
        super().__init__(game)
        self.inner = game.tabletop_game.new_initial_state(decision_cap=tabletop.DEFAULT_DECISION_CAP)
        self.hidden = game.hidden
        # The moves every seat saw, for perfect-recall information states:
        # every move where nothing is hidden; in numseq and
        # XOBrainer-Mission the seats' moves, and chance only as "chance"
        # (a deal or a drawn card shows in the seat's own view, never in
        # another's).
        self.public: List[str] = []

    def current_player(self) -> int:
        return self.inner.current_player()

    def _legal_actions(self, player: int) -> List[int]:
        if player != self.current_player():
            return []
        return self.inner.legal_actions()

    def chance_outcomes(self) -> List[Tuple[int, float]]:
        return self.inner.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        chance = self.inner.is_chance_node()
        text = "chance" if chance and self.hidden else self.inner.action_to_string(int(action))
        self.inner.apply_action(int(action))
        self.public.append(text)

    def _action_to_string(self, player: int, action: int) -> str:
        return self.inner.action_to_string(int(action), int(player))

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> List[float]:
        return self.inner.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> "TabletopState":
        """A state ``player_id`` cannot tell apart from this one, with the
        hidden cards (other hands and the draw pile in numseq, the other
        seats' Mission cards in XOBrainer) drawn anew, uniformly among those
        consistent with what the seat has seen (board-core's
        ``Determinize``), from a seed that ``probability_sampler`` (a
        callable giving floats in [0, 1)) draws. OpenSpiel's ``history()``
        of the result is this state's (the true history), as OpenSpiel's own
        C++ games do not promise otherwise; its information state for
        ``player_id`` is the same."""
        seed = int(float(probability_sampler()) * 2.0**53)
        clone: TabletopState = self.clone()
        clone.inner = self.inner.determinize(int(player_id), seed)
        return clone

    def observation_tensor(self, player: Optional[int] = None) -> Any:
        """``player``'s observation tensor (default: the seat to act), flat,
        as a float32 numpy array written by Rust (pyspiel's own
        ``State.observation_tensor`` goes through the observer and copies
        into a Python list, 10-40 times slower)."""
        if player is None:
            player = self.current_player()
        return self.inner.observation_tensor(int(player)).reshape(-1)

    def legal_actions_mask(self, player: Optional[int] = None) -> Any:
        """The legal-action mask as an int8 numpy array (pyspiel's gives a
        list): over ``num_distinct_actions`` for a seat (all 0 for a seat
        not to act), over ``max_chance_outcomes`` for chance."""
        if player is None:
            player = self.current_player()
        if player == pyspiel.PlayerId.CHANCE:
            mask = np.zeros(self.get_game().max_chance_outcomes(), np.int8)
            if self.is_chance_node():
                mask[self.inner.legal_actions()] = 1
            return mask
        if player != self.current_player():
            return np.zeros(self.get_game().num_distinct_actions(), np.int8)
        return self.inner.legal_actions_mask("int8")

    def __str__(self) -> str:
        return self.inner.notation()


class TabletopObserver:
    """Observation tensor and strings, as OpenSpiel's Python observers give them.

    The tensor is the game's observation tensor for the player (one
    ``"observation"`` entry in ``dict``, with the game's shape); the
    perfect-recall observer (OpenSpiel's information state) has none. The
    string is what the player sees now (``observation_string``): the
    notation where nothing is hidden, else the picture of the player's view;
    the perfect-recall string adds the moves the player saw
    (``TabletopState.public``), so two histories the player can tell apart
    give two strings.
    """

    def __init__(self, game: TabletopGame, iig_obs_type: Any = None, params: Any = None) -> None:
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        self.hidden = game.hidden
        shape = tuple(game.tabletop_game.observation_shape())
        if self.perfect_recall:
            self.tensor = np.zeros(0, np.float32)
            self.dict: Dict[str, Any] = {}
        else:
            self.tensor = np.zeros(int(np.prod(shape)), np.float32)
            self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: TabletopState, player: int) -> None:
        if not self.perfect_recall:
            self.tensor[:] = state.inner.observation_tensor(player).reshape(-1)

    def string_from(self, state: TabletopState, player: int) -> str:
        text = observation_string(state.inner, player, self.hidden)
        if self.perfect_recall:
            text += "\nseen: " + " ".join(state.public)
        return text


def observation_string(state: tabletop.State, player: int, hidden: bool) -> str:
    """What ``player`` sees now: the one-line notation where nothing is
    hidden, else the game's picture of the player's view."""
    if hidden:
        view = state.view(player)
        if view is not None:
            return view
    state.view(player)  # the player check: TabletopError for a seat not at the table
    return state.notation()


_registered = False


def register() -> List[str]:
    """Registers every game of the registry with ``pyspiel.register_game``
    (once); returns their OpenSpiel names."""
    global _registered
    if not _registered:
        for name, cls in GAME_CLASSES.items():
            pyspiel.register_game(game_type(name), cls)
        _registered = True
    return [short_name(n) for n in GAME_CLASSES]

"""Action ids through the binding: ids <-> notation round trips, masks,
chance ids, observation tensors and information states, and exceptions on
bad ids with the state unchanged."""

import random

import numpy as np
import pytest

import tabletop
from conftest import needs_encodings, scaled


def advance(state, rng):
    """One random step by id (chance by its probabilities)."""
    if state.is_chance_node():
        ids, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(ids, probs)[0])
    else:
        state.apply_action(rng.choice(state.legal_actions()), state.current_player())


def test_ids_notation_round_trip(game_string):
    needs_encodings(game_string)
    game = tabletop.load_game(game_string)
    n, m = game.num_distinct_actions(), game.max_chance_outcomes()
    rng = random.Random(17)
    for _ in range(scaled(2)):
        state = game.new_initial_state()
        for _ in range(150):
            if state.is_terminal():
                assert state.legal_actions() == []
                break
            ids = state.legal_actions()
            assert ids == sorted(set(ids)) and ids
            bound = m if state.is_chance_node() else n
            assert all(0 <= i < bound for i in ids)
            texts = [state.action_to_string(i) for i in ids]
            assert sorted(texts) == sorted(state.legal_moves())
            for i, t in zip(ids, texts):
                assert state.string_to_action(t) == i
            mask = state.legal_actions_mask()
            assert len(mask) == n
            if state.is_chance_node():
                assert not any(mask)
                assert [i for i, _ in state.chance_outcomes()] == ids
            else:
                assert [i for i, b in enumerate(mask) if b] == ids
            # Applying by id and by its notation give the same state.
            pick = rng.randrange(len(ids))
            by_text = state.clone()
            by_text.apply(texts[pick])
            state.apply_action(ids[pick])
            assert by_text.notation() == state.notation()


def test_observation_tensor_and_information_state(game_string):
    needs_encodings(game_string)
    game = tabletop.load_game(game_string)
    shape = tuple(game.observation_shape())
    rng = random.Random(19)
    state = game.new_initial_state()
    for _ in range(60):
        for p in range(state.num_players()):
            t = state.observation_tensor(p)
            assert isinstance(t, np.ndarray) and t.dtype == np.float32 and t.shape == shape
            assert np.all(np.isfinite(t))
            t[...] = 0  # a fresh, writable array each call
            assert isinstance(state.information_state_string(p), str)
        if state.is_terminal():
            break
        advance(state, rng)
    with pytest.raises(tabletop.TabletopError):
        state.observation_tensor(state.num_players())
    with pytest.raises(tabletop.TabletopError):
        state.information_state_string(-1)


def test_bad_ids_raise_and_leave_state_unchanged(game_string):
    needs_encodings(game_string)
    game = tabletop.load_game(game_string)
    n, m = game.num_distinct_actions(), game.max_chance_outcomes()
    rng = random.Random(23)
    state = game.new_initial_state()
    for _ in range(40):
        if state.is_terminal():
            break
        before = state.notation()
        decisions = state.decisions
        legal = set(state.legal_actions())
        bound = m if state.is_chance_node() else n
        illegal = [i for i in range(bound) if i not in legal][:3] + [bound, bound + 1000, -1]
        for bad in illegal:
            with pytest.raises(tabletop.IllegalMoveError):
                state.apply_action(bad)
            assert state.notation() == before and state.decisions == decisions
        if not state.is_chance_node():
            other = (state.current_player() + 1) % state.num_players()
            with pytest.raises(tabletop.IllegalMoveError):
                state.apply_action(min(legal), other)
            assert state.notation() == before
        with pytest.raises(tabletop.TabletopError):
            state.string_to_action("not a move at all")
        advance(state, rng)


def test_decision_cap_ends_in_a_draw():
    needs_encodings("deblockle")
    game = tabletop.load_game("deblockle")
    state = game.new_initial_state(decision_cap=5)
    assert state.decision_cap == 5
    rng = random.Random(1)
    while not state.is_terminal():
        advance(state, rng)
    assert state.decisions <= 5
    if state.is_capped():
        assert state.returns() == [0.0, 0.0]
        assert state.current_player() == tabletop.TERMINAL
        with pytest.raises(tabletop.IllegalMoveError):
            state.apply_action(0)
    assert game.max_game_length(5) == 5


def test_pickle_keeps_decisions_and_cap():
    import pickle

    needs_encodings("deblockle")
    state = tabletop.load_game("deblockle").new_initial_state(decision_cap=50)
    rng = random.Random(2)
    for _ in range(12):
        advance(state, rng)
    twin = pickle.loads(pickle.dumps(state))
    assert twin == state
    assert twin.decisions == state.decisions and twin.decision_cap == 50
    assert twin.move_number == state.move_number
    for _ in range(200):
        if state.is_terminal():
            break
        r = random.Random(len(state.legal_actions()))
        advance(state, r)
        advance(twin, random.Random(len(twin.legal_actions())))
        assert twin == state and twin.is_capped() == state.is_capped()
    game = tabletop.load_game("oduludo(players=3)")
    assert pickle.loads(pickle.dumps(game)).game_string == game.game_string

"""tabletop.vector: the batched Rust runner as a Gymnasium
VectorEnv and as registered single-agent environments."""

import threading

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import tabletop  # noqa: E402
import tabletop.vector as tv  # noqa: E402
from conftest import scaled  # noqa: E402

GAMES = [
    "deblockle",
    "xobrainer(format=one-round)",
    "xobrainer(format=one-round,variants=mission)",
    "oduludo(players=2)",
    "numseq",
]


def random_actions(mask, rng):
    """A uniformly random legal id per row (0 where nothing is legal)."""
    out = np.zeros(mask.shape[0], dtype=np.int64)
    for i, row in enumerate(mask):
        legal = np.flatnonzero(row)
        if len(legal):
            out[i] = rng.choice(legal)
    return out


def run(env, seed, steps):
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    trace = [(obs.copy(), info["action_mask"].copy())]
    for _ in range(steps):
        obs, rew, term, trunc, info = env.step(random_actions(info["action_mask"], rng))
        trace.append((obs.copy(), info["action_mask"].copy(), rew.copy(), term.copy(), trunc.copy()))
    return trace


def same(a, b):
    return all(all(np.array_equal(x, y) for x, y in zip(s, t)) for s, t in zip(a, b))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("dtype", ["float32", "uint8"])
def test_vector_env_shapes_dtypes_spaces(game, dtype):
    n = 6
    env = tv.VectorEnv(game, n, dtype=dtype)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.NEXT_STEP
    obs, info = env.reset(seed=1)
    assert obs.dtype == np.dtype(dtype) and obs.shape == (n, *env.core.observation_shape)
    assert env.observation_space.contains(obs)
    assert np.isfinite(env.single_observation_space.low).all()
    assert np.isfinite(env.single_observation_space.high).all()
    mask = info["action_mask"]
    assert mask.dtype == np.bool_ and mask.shape == (n, env.single_action_space.n)
    rng = np.random.default_rng(0)
    for _ in range(scaled(20)):
        obs, rew, term, trunc, info = env.step(random_actions(info["action_mask"], rng))
        assert env.observation_space.contains(obs)
        assert rew.shape == (n,) and rew.dtype == np.float64
        assert term.dtype == np.bool_ and trunc.dtype == np.bool_ and term.shape == (n,)
        assert info["to_act"].dtype == np.int32
        assert info["rewards"].shape == (n, env.core.num_seats)
    env.close()


@pytest.mark.parametrize("game", GAMES)
def test_seed_reproduces_and_differs(game):
    a = run(tv.VectorEnv(game, 5), 7, 30)
    b = run(tv.VectorEnv(game, 5), 7, 30)
    c = run(tv.VectorEnv(game, 5), 8, 30)
    assert same(a, b)
    assert not same(a, c)
    # reset() without a seed continues each game's stream from the last seeded reset.
    e1, e2 = tv.VectorEnv(game, 3), tv.VectorEnv(game, 3)
    e1.reset(seed=3)
    e2.reset(seed=3)
    assert np.array_equal(e1.reset()[0], e2.reset()[0])
    # A list seeds each game; an int s is the list [s, s+1, ...] (SyncVectorEnv's convention).
    assert np.array_equal(e1.reset(seed=[9, 10, 11])[0], e2.reset(seed=9)[0])
    with pytest.raises(ValueError):
        e1.reset(seed=[1, 2])


def sync_vector_env(game, n, **kwargs):
    return gymnasium.vector.SyncVectorEnv(
        [lambda: tv.TabletopEnv(game, **kwargs) for _ in range(n)],
        autoreset_mode=gymnasium.vector.AutoresetMode.NEXT_STEP,
    )


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("dtype", ["float32", "uint8"])
def test_vector_env_equals_gymnasiums_sync_vector_env(game, dtype):
    # Gymnasium's own SyncVectorEnv over the single-agent env is the
    # reference: seeding (int, list, None), next-step auto-reset, forfeits,
    # truncation, observations, rewards (dtype too) and the mask in info
    # must be the same, compared with Gymnasium's data_equivalence.
    from gymnasium.utils.env_checker import data_equivalence

    n, kwargs = 4, {"opponent": "random", "dtype": dtype, "decision_cap": 40}
    ours = tv.VectorEnv(game, n, **kwargs)
    ref = sync_vector_env(game, n, **kwargs)
    assert ours.single_observation_space == ref.single_observation_space
    assert ours.observation_space == ref.observation_space
    assert ours.action_space == ref.action_space
    rng = np.random.default_rng(4)
    resets = {0: 5, scaled(60): None, scaled(120): [3, 1, 4, 1]}
    for t in range(scaled(180)):
        if t in resets:
            got, want = ours.reset(seed=resets[t]), ref.reset(seed=resets[t])
            mask = want[1]["action_mask"]
        else:
            actions = random_actions(mask, rng)
            if t % 37 == 0:
                actions[t % n] = -1  # illegal: a forfeit in both
            got, want = ours.step(actions), ref.step(actions)
            mask = want[4]["action_mask"]
        assert len(got) == len(want)
        for g, w in zip(got, want):
            if isinstance(w, dict):
                for key in w:
                    assert data_equivalence(g[key], w[key], exact=True), (game, t, key)
            else:
                assert data_equivalence(g, w, exact=True), (game, t)


def test_next_step_autoreset():
    env = tv.VectorEnv("xobrainer(format=one-round)", 8, opponent="random")
    rng = np.random.default_rng(1)
    obs, info = env.reset(seed=1)
    done = np.zeros(8, dtype=bool)
    restarted = 0
    for _ in range(400):
        actions = random_actions(info["action_mask"], rng)
        actions[done] = -5  # ignored: those games restart
        obs, rew, term, trunc, info = env.step(actions)
        for i in np.flatnonzero(done):
            assert not term[i] and not trunc[i] and rew[i] == 0.0
            assert info["to_act"][i] == 0 and info["action_mask"][i].any()
            restarted += 1
        for i in np.flatnonzero(term | trunc):
            assert info["to_act"][i] == -1 and not info["action_mask"][i].any()
        done = term | trunc
    assert restarted > 0


def test_illegal_refused_names_game_or_forfeits():
    env = tv.VectorEnv("deblockle", 4, illegal="refuse")
    obs, info = env.reset(seed=2)
    actions = random_actions(info["action_mask"], np.random.default_rng(0))
    actions[3] = 99_999
    with pytest.raises(tabletop.IllegalMoveError, match="game 3: action id 99999 is not legal there"):
        env.step(actions)
    actions[3] = -1
    with pytest.raises(tabletop.IllegalMoveError, match="game 3"):
        env.step(actions)
    env = tv.VectorEnv("deblockle", 4)  # forfeit by default
    obs, info = env.reset(seed=2)
    seat = int(info["to_act"][3])
    obs, rew, term, trunc, info = env.step(actions)
    assert term[3] and rew[3] == -1.0 and info["rewards"][3, seat] == -1.0
    with pytest.raises(tabletop.TabletopError):
        tv.VectorEnv("deblockle", 2, illegal="maybe")
    with pytest.raises(tabletop.GameStringError):
        tv.VectorEnv("deblockle", 2, opponent="alphazero")
    with pytest.raises(tabletop.GameStringError):
        tv.VectorEnv("chess", 2)


@pytest.mark.parametrize("game", GAMES)
def test_opponent_mode_waits_for_the_learner(game):
    env = tv.VectorEnv(game, 4, opponent="random", learner=1)
    obs, info = env.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(scaled(30)):
        assert set(info["to_act"].tolist()) <= {1, -1}
        assert info["rewards"].shape == (4, 1)
        obs, rew, term, trunc, info = env.step(random_actions(info["action_mask"], rng))


@pytest.mark.parametrize("game", ["numseq", "xobrainer(format=one-round,variants=mission)"])
@pytest.mark.parametrize("opponent", [None, "random"])
def test_no_hidden_information_leaks_into_a_row(game, opponent):
    """Each row is the observer's own tensor, and states that differ only
    in what the observer cannot see (re-drawn with ``determinize``) give the
    same tensor: nothing hidden reaches a batch."""
    env = tv.VectorEnv(game, 4, opponent=opponent, learner=1)
    obs, info = env.reset(seed=5)
    rng = np.random.default_rng(5)
    redrawn = 0
    for _ in range(scaled(15)):
        for i in range(4):
            seat = int(info["to_act"][i])
            if seat < 0:
                continue
            state = tabletop.state_from_notation(game, env.core.notation(i))
            assert np.array_equal(obs[i], state.observation_tensor(seat))
            for k in range(3):
                other = state.determinize(seat, k)
                redrawn += other.notation() != state.notation()
                assert np.array_equal(obs[i], other.observation_tensor(seat))
        obs, rew, term, trunc, info = env.step(random_actions(info["action_mask"], rng))
    assert redrawn > 0


def test_step_releases_the_gil():
    """Two threads stepping two big batches overlap (the GIL is released)."""
    envs = [tv.VectorEnv("deblockle", 64, opponent="random") for _ in range(2)]
    masks = [e.reset(seed=i)[1]["action_mask"] for i, e in enumerate(envs)]
    ids = [random_actions(m, np.random.default_rng(0)) for m in masks]
    errors = []

    def work(e, a):
        try:
            for _ in range(3):
                e.step(a)
        except Exception as exc:  # pragma: no cover
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(e, a)) for e, a in zip(envs, ids)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


@pytest.mark.parametrize("env_id", sorted(tv.ENV_IDS))
def test_registered_env_passes_check_env(env_id):
    env = gymnasium.make(env_id, opponent="random")
    check_env(env.unwrapped, skip_render_check=True)
    env.close()
    # The wrapped form plays a whole game with masked random actions.
    env = gymnasium.make(env_id, opponent="random", decision_cap=300)
    obs, info = env.reset(seed=0)
    for _ in range(400):
        legal = np.flatnonzero(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(legal[0]))
        assert env.observation_space.contains(obs)
        if terminated or truncated:
            assert reward in (-1.0, 0.0, 1.0)
            break
    else:
        pytest.fail("the game did not end")


@pytest.mark.parametrize("env_id", sorted(tv.ENV_IDS))
def test_make_vec_gives_the_vector_env(env_id):
    env = gymnasium.make_vec(env_id, num_envs=3, opponent="random")
    assert isinstance(env, tv.VectorEnv) and env.num_envs == 3
    obs, info = env.reset(seed=4)
    assert env.observation_space.contains(obs)
    obs, rew, term, trunc, info = env.step(random_actions(info["action_mask"], np.random.default_rng(4)))
    assert env.observation_space.contains(obs) and rew.shape == (3,)
    assert set(info["to_act"].tolist()) <= {0, -1}

//! Unit tests of the batched runner.

use board_core::Seat;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use tabletop::{GameSpec, deblockle, numseq, oduludo, xobrainer};

use crate::*;

const GAMES: [&str; 5] = [
    "xobrainer(format=one-round)",
    "xobrainer(format=one-round,variants=mission)",
    "oduludo(players=2)",
    "numseq",
    "deblockle",
];

fn scale() -> usize {
    board_core::testkit::test_scale()
}

/// Caller-owned buffers for a runner.
#[derive(Clone, Debug, PartialEq)]
struct Bufs {
    obs: Vec<f32>,
    obs8: Vec<u8>,
    u8: bool,
    mask: Vec<bool>,
    rew: Vec<f32>,
    term: Vec<bool>,
    trunc: Vec<bool>,
    seat: Vec<i32>,
    a: usize,
}

impl Bufs {
    fn new(env: &dyn DynVector, u8: bool) -> Bufs {
        Bufs::sized(
            env.num_envs(),
            env.observation_len(),
            env.num_actions(),
            env.reward_width(),
            u8,
        )
    }
    /// Buffers for `n` games of these sizes (`u8`: the observation in `obs8`).
    fn sized(n: usize, obs_len: usize, num_actions: usize, reward_width: usize, u8: bool) -> Bufs {
        Bufs {
            obs: vec![0.0; if u8 { 0 } else { n * obs_len }],
            obs8: vec![0; if u8 { n * obs_len } else { 0 }],
            u8,
            mask: vec![false; n * num_actions],
            rew: vec![0.0; n * reward_width],
            term: vec![false; n],
            trunc: vec![false; n],
            seat: vec![0; n],
            a: num_actions,
        }
    }
    fn b(&mut self) -> Buffers<'_> {
        Buffers {
            obs: if self.u8 {
                ObsBuf::U8(&mut self.obs8)
            } else {
                ObsBuf::F32(&mut self.obs)
            },
            mask: &mut self.mask,
            rewards: &mut self.rew,
            terminated: &mut self.term,
            truncated: &mut self.trunc,
            to_act: &mut self.seat,
        }
    }
    /// A uniformly random legal id per game (0 where none is legal).
    fn random_actions(&self, rng: &mut ChaCha8Rng) -> Vec<usize> {
        self.mask
            .chunks(self.a)
            .map(|m| {
                let legal: Vec<usize> = m.iter().enumerate().filter(|(_, b)| **b).map(|(i, _)| i).collect();
                board_core::bots::uniform_index(legal.len(), rng)
                    .and_then(|i| legal.get(i).copied())
                    .unwrap_or(0)
            })
            .collect()
    }
}

/// `steps` random steps from `seed`, every buffer after each step.
fn trajectory(game: &str, options: &VectorOptions, u8: bool, seed: u64, steps: usize) -> Vec<Bufs> {
    let mut env = from_game_string(game, options).expect("game");
    let mut bufs = Bufs::new(env.as_ref(), u8);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xABCD);
    env.reset(seed, bufs.b()).expect("reset");
    let mut out = vec![bufs.clone()];
    for _ in 0..steps {
        let actions = bufs.random_actions(&mut rng);
        env.step(&actions, bufs.b()).expect("step");
        out.push(bufs.clone());
    }
    out
}

fn pool(threads: usize) -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("pool")
}

#[test]
fn one_and_two_threads_give_identical_buffers() {
    for game in GAMES {
        for (options, u8) in [
            (VectorOptions::new(40), false),
            (VectorOptions::new(37).with_opponent(BotSpec::Random, 1), true),
        ] {
            let one = pool(1).install(|| trajectory(game, &options, u8, 5, 60));
            let two = pool(2).install(|| trajectory(game, &options, u8, 5, 60));
            assert_eq!(one, two, "{game}");
            let other = pool(2).install(|| trajectory(game, &options, u8, 6, 60));
            assert_ne!(one, other, "{game}: another seed, other games");
        }
    }
}

#[test]
fn autoreset_follows_gymnasium_next_step() {
    for game in GAMES {
        let mut env = from_game_string(game, &VectorOptions::new(8).with_decision_cap(60)).expect("game");
        let mut bufs = Bufs::new(env.as_ref(), false);
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        env.reset(3, bufs.b()).expect("reset");
        assert!(
            bufs.term.iter().chain(&bufs.trunc).all(|d| !d),
            "{game}: reset ends nothing"
        );
        assert!(bufs.rew.iter().all(|&r| r == 0.0));
        let mut ended = 0;
        for _ in 0..400 {
            let mut actions = bufs.random_actions(&mut rng);
            let done: Vec<bool> = bufs.term.iter().zip(&bufs.trunc).map(|(a, b)| *a || *b).collect();
            for (i, d) in done.iter().enumerate() {
                if *d {
                    // The ended game's action is ignored, even an absurd one.
                    actions[i] = usize::MAX;
                }
            }
            env.step(&actions, bufs.b()).expect("step");
            for (i, &was_done) in done.iter().enumerate() {
                let (t, tr, s) = (bufs.term[i], bufs.trunc[i], bufs.seat[i]);
                let mask = &bufs.mask[i * bufs.a..(i + 1) * bufs.a];
                let w = env.reward_width();
                let rew = &bufs.rew[i * w..(i + 1) * w];
                if was_done {
                    // The first observation of a new game: reward 0, no flags.
                    assert!(!t && !tr && s >= 0, "{game}: game {i} restarted");
                    assert!(rew.iter().all(|&r| r == 0.0));
                    assert!(mask.iter().any(|&b| b));
                    ended += 1;
                } else if t || tr {
                    // The step that ends a game: its last observation.
                    assert_eq!(s, -1);
                    assert!(mask.iter().all(|&b| !b));
                    if tr {
                        assert!(rew.iter().all(|&r| r == 0.0));
                    }
                } else {
                    assert!(s >= 0 && mask.iter().any(|&b| b), "{game}: game {i} waits for a seat");
                }
            }
        }
        assert!(ended > 0, "{game}: some game ended and restarted");
    }
}

#[test]
fn illegal_id_refused_names_game_and_changes_nothing() {
    for game in GAMES {
        let mut env = from_game_string(game, &VectorOptions::new(5)).expect("game");
        let mut bufs = Bufs::new(env.as_ref(), false);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        env.reset(9, bufs.b()).expect("reset");
        let mut actions = bufs.random_actions(&mut rng);
        let illegal = bufs.mask[2 * bufs.a..3 * bufs.a]
            .iter()
            .position(|b| !b)
            .expect("an illegal id");
        actions[2] = illegal;
        actions[4] = usize::MAX;
        let before = bufs.clone();
        let states: Vec<_> = (0..5).map(|i| env.notation(i)).collect();
        let err = env.step(&actions, bufs.b()).unwrap_err();
        assert!(
            matches!(err, VectorError::IllegalAction { index: 2, id } if id == illegal),
            "{game}: {err}"
        );
        assert_eq!(
            err.to_string(),
            format!("game 2: action id {illegal} is not legal there")
        );
        assert_eq!(bufs, before, "{game}: buffers untouched");
        assert_eq!((0..5).map(|i| env.notation(i)).collect::<Vec<_>>(), states);
        // Fixed, the same step goes through, and equals a run that never erred.
        actions[2] = bufs.random_actions(&mut ChaCha8Rng::seed_from_u64(1))[2];
        actions[4] = bufs.random_actions(&mut ChaCha8Rng::seed_from_u64(1))[4];
        env.step(&actions, bufs.b()).expect("step");
        let mut fresh = from_game_string(game, &VectorOptions::new(5)).expect("game");
        let mut fb = Bufs::new(fresh.as_ref(), false);
        fresh.reset(9, fb.b()).expect("reset");
        fresh.step(&actions, fb.b()).expect("step");
        assert_eq!(fb, bufs, "{game}: the refused step left no trace");
    }
}

/// Game `i` of a batch reset with a seed per game is the game a batch of
/// one plays from `seeds[i]` (Gymnasium's `SyncVectorEnv` seeding), and a
/// restart continues each game's stream: the same whatever the batch.
#[test]
fn reset_each_matches_batches_of_one_and_restart_continues_the_streams() {
    for game in GAMES {
        for (options, u8) in [
            (VectorOptions::new(3), false),
            (VectorOptions::new(3).with_opponent(BotSpec::Random, 0), true),
        ] {
            let seeds = [11u64, 4, 12];
            let mut batch = from_game_string(game, &options).expect("game");
            let mut bb = Bufs::new(batch.as_ref(), u8);
            let one = VectorOptions {
                num_envs: 1,
                ..options.clone()
            };
            let mut singles: Vec<_> = seeds
                .iter()
                .map(|_| from_game_string(game, &one).expect("game"))
                .collect();
            let mut sb: Vec<Bufs> = singles.iter().map(|e| Bufs::new(e.as_ref(), u8)).collect();
            assert!(matches!(batch.restart(bb.b()), Err(VectorError::NotReset)), "{game}");
            batch.reset_each(&seeds, bb.b()).expect("reset_each");
            for ((e, b), &seed) in singles.iter_mut().zip(&mut sb).zip(&seeds) {
                e.reset(seed, b.b()).expect("reset");
            }
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            for step in 0..80 {
                if step == 40 {
                    batch.restart(bb.b()).expect("restart");
                    for (e, b) in singles.iter_mut().zip(&mut sb) {
                        e.restart(b.b()).expect("restart");
                    }
                } else {
                    let actions = bb.random_actions(&mut rng);
                    batch.step(&actions, bb.b()).expect("step");
                    for ((e, b), &a) in singles.iter_mut().zip(&mut sb).zip(&actions) {
                        e.step(&[a], b.b()).expect("step");
                    }
                }
                for (i, b) in sb.iter().enumerate() {
                    let (l, a, w) = (batch.observation_len(), batch.num_actions(), batch.reward_width());
                    if u8 {
                        assert_eq!(bb.obs8.get(i * l..(i + 1) * l), Some(&b.obs8[..]), "{game} {i} {step}");
                    } else {
                        assert_eq!(bb.obs.get(i * l..(i + 1) * l), Some(&b.obs[..]), "{game} {i} {step}");
                    }
                    assert_eq!(bb.mask.get(i * a..(i + 1) * a), Some(&b.mask[..]), "{game} {i} {step}");
                    assert_eq!(bb.rew.get(i * w..(i + 1) * w), Some(&b.rew[..]), "{game} {i} {step}");
                    assert_eq!(
                        (bb.term[i], bb.trunc[i], bb.seat[i]),
                        (b.term[0], b.trunc[0], b.seat[0]),
                        "{game} {i} {step}"
                    );
                }
            }
            assert!(matches!(
                batch.reset_each(&seeds[..2], bb.b()),
                Err(VectorError::BufferLength {
                    buffer: "seeds",
                    got: 2,
                    expected: 3
                })
            ));
        }
    }
}

#[test]
fn buffer_lengths_and_step_before_reset_are_errors() {
    let mut env = from_game_string("deblockle", &VectorOptions::new(2)).expect("game");
    let mut bufs = Bufs::new(env.as_ref(), false);
    assert!(matches!(env.step(&[0, 0], bufs.b()), Err(VectorError::NotReset)));
    assert!(matches!(
        env.step(&[0], bufs.b()),
        Err(VectorError::BufferLength {
            buffer: "actions",
            got: 1,
            expected: 2
        })
    ));
    bufs.seat.pop();
    assert!(matches!(
        env.reset(0, bufs.b()),
        Err(VectorError::BufferLength { buffer: "to_act", .. })
    ));
    assert!(matches!(
        from_game_string("deblockle", &VectorOptions::new(1).with_opponent(BotSpec::Random, 2)),
        Err(VectorError::LearnerSeat { seat: 2, num_seats: 2 })
    ));
    assert!(matches!(
        from_game_string("chess", &VectorOptions::new(1)),
        Err(VectorError::Spec(_))
    ));
    let empty = from_game_string("numseq", &VectorOptions::new(0)).expect("game");
    let mut eb = Bufs::new(empty.as_ref(), true);
    let mut empty = empty;
    empty.reset(0, eb.b()).expect("an empty batch resets");
    empty.step(&[], eb.b()).expect("and steps");
}

#[test]
fn forfeit_ends_the_game_with_the_minimum_for_the_actor() {
    for game in GAMES {
        let options = VectorOptions::new(3).with_illegal(IllegalAction::Forfeit);
        let mut env = from_game_string(game, &options).expect("game");
        let mut bufs = Bufs::new(env.as_ref(), false);
        env.reset(4, bufs.b()).expect("reset");
        let actor = usize::try_from(bufs.seat[1]).expect("a seat acts");
        let mut actions = bufs.random_actions(&mut ChaCha8Rng::seed_from_u64(4));
        actions[1] = usize::MAX;
        env.step(&actions, bufs.b()).expect("forfeit is no error");
        let w = env.reward_width();
        assert!(bufs.term[1] && !bufs.trunc[1] && bufs.seat[1] == -1, "{game}");
        for s in 0..w {
            assert_eq!(bufs.rew[w + s], if s == actor { -1.0 } else { 0.0 }, "{game}: seat {s}");
        }
        // Next step: a new game.
        env.step(&bufs.random_actions(&mut ChaCha8Rng::seed_from_u64(5)), bufs.b())
            .expect("step");
        assert!(!bufs.term[1] && bufs.seat[1] >= 0);
    }
    // With an opponent, the learner forfeits.
    let options = VectorOptions::new(2)
        .with_illegal(IllegalAction::Forfeit)
        .with_opponent(BotSpec::Random, 1);
    let mut env = from_game_string("deblockle", &options).expect("game");
    let mut bufs = Bufs::new(env.as_ref(), false);
    env.reset(4, bufs.b()).expect("reset");
    env.step(&[usize::MAX, 0], bufs.b()).expect("step");
    assert_eq!((bufs.rew[0], bufs.term[0]), (-1.0, true));
}

#[test]
fn opponents_play_every_other_seat() {
    for game in GAMES {
        for (opponent, steps) in [(BotSpec::Random, 200), (BotSpec::Mc(8), 6), (BotSpec::Mcts(8), 6)] {
            for learner in [0, 1] {
                let options = VectorOptions::new(4).with_opponent(opponent, learner);
                let t = trajectory(game, &options, false, 2, steps);
                let mut ended = false;
                for b in &t {
                    assert_eq!(b.rew.len(), 4, "{game}: one reward column");
                    assert!(
                        b.seat.iter().all(|&s| s == i32::from(learner) || s == -1),
                        "{game} {opponent}"
                    );
                    ended |= b.term.iter().any(|&x| x);
                }
                if steps == 200 && game.starts_with("xobrainer") {
                    assert!(ended, "{game}: some game against random ended");
                }
            }
        }
    }
    assert_eq!("mcts:50".parse::<BotSpec>().expect("bot"), BotSpec::Mcts(50));
    assert_eq!(" MC ".parse::<BotSpec>().expect("bot"), BotSpec::Mc(DEFAULT_STRENGTH));
    assert_eq!(BotSpec::Mc(3).to_string(), "mc:3");
    for bad in ["mcts:0", "alphazero", "random:3", "mc:x"] {
        let err = bad.parse::<BotSpec>().map_err(VectorError::from);
        assert!(matches!(err, Err(VectorError::BotSpec(_))), "{bad}");
    }
}

#[test]
fn decision_cap_truncates() {
    let options = VectorOptions::new(6).with_decision_cap(5);
    let t = trajectory("oduludo(players=2)", &options, false, 1, 5);
    let last = t.last().expect("steps");
    assert!(last.trunc.iter().all(|&x| x), "every game truncated after 5 decisions");
    assert!(last.term.iter().all(|&x| !x) && last.rew.iter().all(|&r| r == 0.0));
    assert!(last.seat.iter().all(|&s| s == -1));
}

#[test]
fn u8_observations_quantize_the_f32_ones() {
    for game in GAMES {
        let options = VectorOptions::new(6);
        let f = trajectory(game, &options, false, 11, 30);
        let q = trajectory(game, &options, true, 11, 30);
        let range = obs_range(GameSpec::parse(game).expect("spec").kind());
        for (f, q) in f.iter().zip(&q) {
            assert_eq!((&f.mask, &f.rew, &f.seat), (&q.mask, &q.rew, &q.seat));
            assert!(
                f.obs.iter().zip(&q.obs8).all(|(&v, &b)| range.quantize(v) == b),
                "{game}"
            );
        }
    }
    assert_eq!(ObsRange::UNIT.quantize(1.0), 255);
    assert_eq!(ObsRange::UNIT.quantize(0.0), 0);
    assert_eq!(ObsRange::UNIT.quantize(f32::NAN), 0);
    assert_eq!(ObsRange { low: -1.0, high: 3.0 }.quantize(-0.5), 32);
    assert_eq!(ObsRange { low: 0.0, high: 255.0 }.quantize(2.5), 2, "ties to even");
    assert_eq!(ObsRange { low: 0.0, high: 255.0 }.quantize(3.5), 4);
    assert_eq!(ObsRange { low: 0.0, high: 255.0 }.quantize(1e9), 255);
    for i in 0..=2550u16 {
        let x = f32::from(i) / 10.0;
        assert_eq!(f32::from(crate::options::round_byte(x)), x.round_ties_even(), "{x}");
    }
}

/// What the runner's clamp would change: nothing, over seeded random play
/// of every game (the documented ranges of [`obs_range`] hold).
#[test]
fn observation_values_lie_in_the_declared_range() {
    fn check<G: VecGame>(initial: G, range: ObsRange, name: &str) {
        let mut env = VecEnv::new(initial, &VectorOptions::new(16), range, false).expect("env");
        let mut bufs = Bufs::sized(16, env.observation_len(), env.num_actions(), env.reward_width(), false);
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        env.reset(0, bufs.b()).expect("reset");
        for _ in 0..100 * scale() {
            let actions = bufs.random_actions(&mut rng);
            env.step(&actions, bufs.b()).expect("step");
            assert!(
                bufs.obs.iter().all(|&v| (range.low..=range.high).contains(&v)),
                "{name}: a value outside {range:?}"
            );
        }
    }
    for game in GAMES {
        let spec = GameSpec::parse(game).expect("spec");
        let range = obs_range(spec.kind());
        match spec {
            GameSpec::XOBrainer(c) => check(xobrainer::State::new(c).expect("config"), range, game),
            GameSpec::Oduludo(c) => check(oduludo::State::new(c).expect("config"), range, game),
            GameSpec::Numseq(c) => check(numseq::State::new(c).expect("config"), range, game),
            GameSpec::Deblockle(c) => check(deblockle::State::new(c).expect("config"), range, game),
        }
    }
}

/// numseq and XOBrainer-Mission: a state that differs only in what the
/// observer cannot see (the other hands and the draw pile; the hidden
/// Mission cards) gives the identical row, in f32 and in u8.
#[test]
fn hidden_information_never_reaches_a_row() {
    fn check<G: VecGame>(initial: G, options: &VectorOptions, name: &str) {
        for u8 in [false, true] {
            let range = ObsRange { low: -1.0, high: 4.0 };
            let mut env = VecEnv::new(initial.clone(), options, range, true).expect("env");
            let n = env.num_envs();
            let mut bufs = Bufs::sized(n, env.observation_len(), env.num_actions(), env.reward_width(), u8);
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            env.reset(1, bufs.b()).expect("reset");
            let mut differing = 0;
            for step in 0..30 {
                if step > 0 {
                    let actions = bufs.random_actions(&mut rng);
                    env.step(&actions, bufs.b()).expect("step");
                }
                let before = bufs.clone();
                for i in 0..n {
                    let Ok(seat) = u8::try_from(bufs.seat[i]) else { continue };
                    let observer = env.learner().unwrap_or(Seat(seat));
                    let state = env.state(i).expect("game").clone();
                    let other = state.determinize(observer, &mut ChaCha8Rng::seed_from_u64(rng.next_u64()));
                    if other != state {
                        differing += 1;
                    }
                    assert!(env.set_state(i, other));
                }
                env.observe(bufs.b()).expect("observe");
                assert_eq!(bufs, before, "{name}: rows unchanged by what the observer cannot see");
                // Put the originals back? The runner plays on from the
                // re-drawn states: they are as good a game as any.
            }
            assert!(
                differing > 0,
                "{name}: the re-drawn states differ in hidden information"
            );
        }
    }
    let GameSpec::XOBrainer(x) = GameSpec::parse("xobrainer(format=one-round,variants=mission)").expect("spec") else {
        unreachable!()
    };
    let x = xobrainer::State::new(x).expect("config");
    let s = numseq::State::new(numseq::Config::default()).expect("config");
    check(x.clone(), &VectorOptions::new(8), "xobrainer mission");
    check(
        x,
        &VectorOptions::new(8).with_opponent(BotSpec::Random, 1),
        "xobrainer mission vs random",
    );
    check(s.clone(), &VectorOptions::new(8), "numseq");
    check(
        s,
        &VectorOptions::new(8).with_opponent(BotSpec::Random, 0),
        "numseq vs random",
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(u32::try_from(8 * scale()).unwrap_or(8)))]

    /// Random legal ids from the mask always step; the same seed (and
    /// actions) reproduce the same buffers.
    #[test]
    fn random_legal_ids_always_step_and_seeds_reproduce(
        game in 0..GAMES.len(),
        seed in any::<u64>(),
        n in 0usize..12,
        opponent in prop::option::of(Just(BotSpec::Random)),
        u8 in any::<bool>(),
    ) {
        let game = GAMES[game];
        let mut options = VectorOptions::new(n);
        if let Some(o) = opponent {
            options = options.with_opponent(o, 0);
        }
        let a = trajectory(game, &options, u8, seed, 40);
        let b = trajectory(game, &options, u8, seed, 40);
        prop_assert_eq!(a, b);
    }
}

/// FNV-1a over every buffer of every step of a seeded run: random legal ids,
/// and every 7th game's id made illegal every 5th step (forfeits), so the
/// fast paths and the fallbacks are both in the sum.
fn run_checksum(game: &str, options: &VectorOptions, u8: bool, seed: u64, steps: usize) -> u64 {
    fn eat(h: &mut u64, bytes: &[u8]) {
        for &b in bytes {
            *h ^= u64::from(b);
            *h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    let mut env = from_game_string(game, options).expect("game");
    let mut bufs = Bufs::new(env.as_ref(), u8);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    env.reset(seed, bufs.b()).expect("reset");
    for step in 0..=steps {
        for v in &bufs.obs {
            eat(&mut h, &v.to_le_bytes());
        }
        eat(&mut h, &bufs.obs8);
        eat(&mut h, &bufs.mask.iter().map(|&b| u8::from(b)).collect::<Vec<_>>());
        for v in &bufs.rew {
            eat(&mut h, &v.to_le_bytes());
        }
        eat(
            &mut h,
            &bufs
                .term
                .iter()
                .chain(&bufs.trunc)
                .map(|&b| u8::from(b))
                .collect::<Vec<_>>(),
        );
        for v in &bufs.seat {
            eat(&mut h, &v.to_le_bytes());
        }
        if step == steps {
            break;
        }
        let mut actions = bufs.random_actions(&mut rng);
        if options.illegal == IllegalAction::Forfeit && step % 5 == 4 {
            for a in actions.iter_mut().step_by(7) {
                *a = a.wrapping_add(1) % (bufs.a + 3);
            }
        }
        env.step(&actions, bufs.b()).expect("step");
    }
    h
}

/// The buffers of seeded runs, pinned by checksums
/// computed before the runner's fast paths went in, so those paths change
/// no result.
#[test]
fn seeded_runs_match_checksums_pinned_before_the_fast_paths() {
    let configs = [
        (VectorOptions::new(24).with_illegal(IllegalAction::Forfeit), false, 120),
        (VectorOptions::new(13).with_opponent(BotSpec::Random, 1), true, 120),
        (
            VectorOptions::new(5)
                .with_opponent(BotSpec::Mcts(6), 0)
                .with_illegal(IllegalAction::Forfeit)
                .with_decision_cap(9),
            false,
            12,
        ),
    ];
    let mut got = Vec::new();
    for game in GAMES {
        for (options, u8, steps) in &configs {
            got.push(run_checksum(game, options, *u8, 9, *steps));
        }
    }
    // Computed at main 09d154a (before the fast paths), one game a row of three.
    let pinned: [u64; 15] = [
        0x3cb9_8d56_cef1_a627,
        0x8483_8245_006d_078e,
        0x6fbb_ea3e_09f7_f597,
        0xb4cc_03f1_3b30_09c1,
        0x6cb5_e601_b4e0_f5e4,
        0x16cd_7064_5d9b_8521,
        0x5805_705d_5ccb_4706,
        0xaa50_b8c3_cca0_5ab3,
        0x2556_b0da_6ba4_3baa,
        0x0fc5_6efb_300f_c018,
        0xa542_ea91_3e0e_cd41,
        0x6333_00fb_e2cb_d8ed,
        0xd6a7_d416_16e5_0d65,
        0x4584_2ea3_e9e3_6e3c,
        0x0acf_34cb_388f_13f1,
    ];
    if got != pinned {
        eprintln!("checksums: {got:#018x?}");
    }
    assert_eq!(got, pinned);
}

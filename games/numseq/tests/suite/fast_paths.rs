//! The play-out fast paths (`random_move`, `sample_chance`,
//! `apply_unchecked`) replay whole seeded games exactly as the generic paths
//! (`uniform_index` into `legal_moves`, `sample` over `chance_outcomes`,
//! checked `apply`) do, for every setup: the same seed gives the same game.
//! The conformance check holds them to this at sampled states; here it is
//! every ply of every game. Scale with `TABLETOP_TEST_SCALE`.

use board_core::bots::uniform_index;
use board_core::testkit::{random_playout, rng};
use board_core::{Actor, Game, sample};
use numseq::{Config, Move, SequenceCount, State};

fn scale() -> u64 {
    board_core::testkit::test_scale()
}

/// Every setup, capped at 300 turns (N-R2: random play can keep a full
/// board going for a long time), classic Sequence included (N-R3).
fn configs() -> Vec<Config> {
    let mut v = vec![
        Config::with_players(2),
        Config {
            sequences: SequenceCount::BySides,
            ..Config::with_players(2)
        },
        Config::with_players(3),
        Config::with_players(4),
        Config::with_players(6),
        Config {
            teams: Some(2),
            ..Config::with_players(6)
        },
        Config::classic(2),
        Config::classic(6),
        Config::classic(12),
    ];
    for c in &mut v {
        c.max_turns = Some(300);
    }
    v
}

/// A seeded game through the fast paths, checking each step against the
/// generic path from the same RNG state.
fn fast_playout(start: &State, seed: u64) -> Vec<Move> {
    let mut r = rng(seed);
    let mut s = start.clone();
    let mut moves = Vec::new();
    while moves.len() < 5_000 {
        let mv = match s.to_act() {
            Actor::Terminal => break,
            Actor::Chance => {
                let slow = sample(&s.chance_outcomes(), &mut r.clone()).ok().copied();
                let fast = s.sample_chance(&mut r);
                assert_eq!(fast, slow, "sample_chance at {s}");
                fast.unwrap()
            }
            Actor::Seat(_) => {
                let legal = s.legal_moves();
                let slow = uniform_index(legal.len(), &mut r.clone()).map(|i| legal[i]);
                let fast = s.random_move(&mut r);
                assert_eq!(fast, slow, "random_move at {s}");
                fast.unwrap()
            }
        };
        let checked = s.apply(&mv).unwrap();
        s.apply_unchecked(&mv);
        assert_eq!(s, checked, "apply_unchecked {mv} differs from apply");
        moves.push(mv);
    }
    assert!(s.is_terminal());
    moves
}

#[test]
fn fast_paths_replay_the_generic_games() {
    let mut seen = [0u64; 6];
    for (i, config) in configs().into_iter().enumerate() {
        let start = State::new(config).unwrap();
        for g in 0..400 * scale() {
            let seed = 10_000 * i as u64 + g;
            let generic = random_playout(&start, &mut rng(seed), 5_000).moves;
            let fast = fast_playout(&start, seed);
            assert_eq!(fast, generic, "{config:?}, seed {seed}");
            for m in &fast {
                let kind = match m {
                    Move::Deal(_) => 0,
                    Move::Draw(_) => 1,
                    Move::Shuffle => 2,
                    Move::Play(..) => 3,
                    Move::Dead(_) => 4,
                    Move::Discard(_) => 5,
                };
                seen[kind] += 1;
            }
        }
    }
    // Every kind of move was reached (the D4 discard included).
    assert!(seen.iter().all(|&n| n > 0), "move kinds seen: {seen:?}");
}

/// At nodes where they do not apply, the fast paths return `None` and draw
/// nothing.
#[test]
fn fast_paths_return_none_where_they_do_not_apply() {
    let start = State::new(Config::default()).unwrap();
    let mut r = rng(1);
    assert_eq!(start.random_move(&mut r), None);
    let mut s = start;
    while s.to_act() == Actor::Chance {
        s.apply_unchecked(&s.sample_chance(&mut r).unwrap());
    }
    let mut a = rng(2);
    assert_eq!(s.sample_chance(&mut a), None);
    assert_eq!(format!("{a:?}"), format!("{:?}", rng(2)));
}

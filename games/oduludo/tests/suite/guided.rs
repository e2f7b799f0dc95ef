//! The guided search (`guided:N`: board-core's MCTS with
//! [`oduludo::Heuristics`] and the game's guided settings): it takes the
//! winning move, defends against a loss where the rules allow, never plays
//! an illegal move, and is deterministic for a seed.

use board_core::bots::Bot;
use board_core::mcts::{MctsBot, MctsConfig, Proof, SearchSettings};
use board_core::{Actor, Game};
use oduludo::*;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::common::*;

/// The guided search's settings with `n` iterations (what the facade's
/// `tabletop::guided_config` builds from [`SearchSettings`]).
fn guided_config(n: u32) -> MctsConfig<State> {
    MctsConfig::iterations(n)
        .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, <State as SearchSettings>::leaf_value)
        .with_exploration(State::GUIDED_EXPLORATION)
        .with_open_loop_chance(State::GUIDED_OPEN_LOOP_CHANCE)
        .with_prior_weight(State::GUIDED_PRIOR_WEIGHT)
        .with_rave(State::GUIDED_RAVE)
        .with_solver(State::GUIDED_SOLVER)
}

fn bot(n: u32, seed: u64) -> MctsBot<State, ChaCha8Rng, board_core::mcts::Guided<Heuristics>, Heuristics> {
    MctsBot::guided(guided_config(n), ChaCha8Rng::seed_from_u64(seed), Heuristics::default())
}

fn four() -> Config {
    Config::with_players(4)
}

#[test]
fn s8_guided_bot_brings_its_last_pawn_home_and_wins() {
    // Green's King and Queen stand together on r46 (route 46), the
    // Soldiers on Earth. A 4 reaches the own top Sun (route 50), which sends
    // the group to Earth (section 5): Green finishes and wins the round
    // (section 8, D5). The Queen's group could also go back 4 (O-R9).
    let s = go(
        &pos(four(), "G:r46,r46,E,E,E R:r20,H,H,H,H B:H,r30,H,H,H", "roll", ""),
        "roll:4",
    );
    let win: Move = "r46+4".parse().unwrap();
    assert!(s.legal_moves().len() > 1 && s.legal_moves().contains(&win));
    for seed in 0..4 {
        let mut b = bot(200, seed);
        assert_eq!(b.choose(&s), Some(win), "seed {seed}");
        if !State::GUIDED_OPEN_LOOP_CHANCE {
            // Closed-loop chance keeps the solver on: the win is proven.
            let best = b.last_search().and_then(|st| st.best().cloned()).unwrap();
            assert!(matches!(best.proof, Some(Proof::Win { .. })), "{best:?}");
        }
    }
    let after = s.apply(&win).unwrap();
    assert_eq!(after.winner(), Some(Colour::Green));
}

#[test]
fn s6_guided_bot_sends_back_the_king_that_would_win() {
    // Red's last pawn in play is its King on r10 (Red's route 49, one
    // square before its top Sun), the rest on Earth. Green rolls a 3: its
    // Soldier on r7 can land on the King (section 6). Kidnapping him would
    // free Red from King-last with nothing left to bring home, so Red
    // would finish and win (section 6, decision 11); sending him back
    // eliminates Red. Green's other Soldier could just walk on.
    let s = go(
        &pos(four(), "G:H,H,H,r7,r40 R:r10,E,E,E,E B:H,r30,H,H,H", "roll", ""),
        "roll:3",
    );
    let take: Move = "r7+3".parse().unwrap();
    assert!(s.legal_moves().contains(&take) && s.legal_moves().len() > 1);
    for seed in 0..4 {
        assert_eq!(bot(300, seed).choose(&s), Some(take), "seed {seed}");
    }
    let landed = s.apply(&take).unwrap();
    assert_eq!(landed.legal_moves().as_slice(), [Move::SendBack, Move::Kidnap]);
    assert_eq!(landed.apply(&Move::Kidnap).unwrap().winner(), Some(Colour::Red));
    for seed in 0..4 {
        assert_eq!(bot(300, seed).choose(&landed), Some(Move::SendBack), "seed {seed}");
    }
    let after = landed.apply(&Move::SendBack).unwrap();
    assert_eq!(after.status(Colour::Red), PlayerStatus::Eliminated);
}

/// Positions met in seeded random games of 2, 3 and 4 players (one seat
/// decision in seven with a choice).
fn seeded_positions(count: usize) -> Vec<State> {
    let mut rng = ChaCha8Rng::seed_from_u64(30);
    let mut out = Vec::new();
    let mut k = 0u64;
    'games: for game in 0.. {
        let mut s = State::new(Config::with_players(2 + game % 3)).unwrap();
        loop {
            match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => s = s.apply(&s.sample_chance(&mut rng).unwrap()).unwrap(),
                Actor::Seat(_) => {
                    if s.legal_moves().len() > 1 {
                        k += 1;
                        if k.is_multiple_of(7) {
                            out.push(s);
                            if out.len() == count {
                                break 'games;
                            }
                        }
                    }
                    s = s.apply(&s.random_move(&mut rng).unwrap()).unwrap();
                }
            }
        }
    }
    out
}

#[test]
fn guided_bot_never_plays_an_illegal_move() {
    // Issue 30: thousands of seeded positions (1,000 at scale 1).
    let positions = seeded_positions(1_000 * board_core::testkit::test_scale::<usize>());
    for (i, s) in positions.iter().enumerate() {
        let mv = bot(24, i as u64).choose(s).unwrap();
        assert!(s.legal_moves().contains(&mv), "{mv} in {s}");
    }
}

#[test]
fn guided_bot_is_deterministic_for_a_seed() {
    // A whole game between four guided bots, twice: the same moves.
    let play = || {
        let mut bots: Vec<_> = (0..4).map(|k| bot(40, 100 + k)).collect();
        let mut chance = ChaCha8Rng::seed_from_u64(5);
        let mut s = State::new(four()).unwrap();
        let mut moves = Vec::new();
        while moves.len() < 400 {
            let mv = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => s.sample_chance(&mut chance).unwrap(),
                Actor::Seat(seat) => bots[seat.index()].choose(&s).unwrap(),
            };
            moves.push(mv);
            s = s.apply(&mv).unwrap();
        }
        moves
    };
    let first = play();
    assert!(first.len() > 50);
    assert_eq!(play(), first);
}

//! The guided search (issue 30) on numseq: [`numseq::Heuristics`] with the
//! game's guided settings, as `guided:N` plays it. Forced wins and blocks
//! (spec sections 3 and 4), legality over seeded positions, determinism,
//! and the information-set property (spec section 6): states that differ
//! only in what the seat to act cannot see give the same search.

use board_core::bots::Bot;
use board_core::mcts::{Knowledge, MctsBot, MctsConfig, SearchSettings};
use board_core::{Actor, Game, Observe, Seat};
use numseq::{Config, Heuristics, Move, State};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

use crate::common::{F0, H1, board, st, st_full};

const P2: &str = "2:-:p";

/// `tabletop::guided_config::<State>(n)` (numseq cannot depend on the
/// facade): the game's guided settings.
fn guided_config(n: u32) -> MctsConfig<State> {
    MctsConfig::iterations(n)
        .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, <State as SearchSettings>::leaf_value)
        .with_exploration(State::GUIDED_EXPLORATION)
        .with_open_loop_chance(State::GUIDED_OPEN_LOOP_CHANCE)
        .with_prior_weight(State::GUIDED_PRIOR_WEIGHT)
        .with_rave(State::GUIDED_RAVE)
        .with_solver(State::GUIDED_SOLVER)
}

fn guided(n: u32, seed: u64) -> MctsBot<State, ChaCha8Rng, board_core::mcts::Guided<Heuristics>, Heuristics> {
    MctsBot::guided(guided_config(n), ChaCha8Rng::seed_from_u64(seed), Heuristics)
}

#[test]
fn s3_guided_bot_completes_its_sequence() {
    // Side a holds b2-e2; 7+7 goes on f2 (14) or d7 (14): f2 wins at once.
    let s = st(
        P2,
        &board("a:b2,c2,d2,e2 b:b5,c6,h8,g9"),
        "-",
        &format!("7+7.{F0}/{H1}"),
        "play:0",
    );
    for seed in 0..3 {
        let mv = guided(200, seed).choose(&s);
        assert_eq!(mv, Some("7+7@f2".parse().unwrap()), "seed {seed}");
    }
}

#[test]
fn s3_s4_guided_bot_blocks_the_opponents_completing_square() {
    // Side b holds b2-e2 and a2 is side a's: f2 (14) is b's only
    // completing square; seat 0's 7+7 can take it (or d7).
    let s = st(
        P2,
        &board("a:a2,b5,c6,h8 b:b2,c2,d2,e2"),
        "-",
        &format!("7+7.{F0}/{H1}"),
        "play:0",
    );
    for seed in 0..3 {
        let mv = guided(300, seed).choose(&s);
        assert_eq!(mv, Some("7+7@f2".parse().unwrap()), "seed {seed}");
    }
}

/// Seat decisions along seeded uniformly random games.
fn positions(games: u64, every: usize) -> Vec<State> {
    let mut out = Vec::new();
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut s = State::new(Config::default()).unwrap();
        let mut k = 0;
        while let Some(mv) = match s.to_act() {
            Actor::Terminal => None,
            Actor::Chance => s.sample_chance(&mut rng),
            Actor::Seat(_) => {
                k += 1;
                if k % every == 0 {
                    out.push(s.clone());
                }
                s.random_move(&mut rng)
            }
        } {
            s = s.apply(&mv).unwrap();
        }
    }
    out
}

#[test]
fn s4_guided_bot_and_play_outs_never_make_an_illegal_move() {
    // Issue 30: thousands of seeded positions (over 1,000 at scale 1).
    let states = positions(100 * board_core::testkit::test_scale::<u64>(), 4);
    assert!(states.len() >= 1_000, "{} positions", states.len());
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for (i, s) in states.iter().enumerate() {
        let legal = s.legal_moves();
        for _ in 0..8 {
            let mv = Heuristics.playout_move(s, &mut rng).unwrap();
            assert!(legal.contains(&mv), "play-out move {mv} in {s}");
        }
        for mv in &legal {
            let p = Heuristics.prior(s, mv);
            assert!((0.0..=1.0).contains(&p), "prior {p} of {mv} in {s}");
        }
        let mv = guided(16, i as u64).choose(s).unwrap();
        assert!(legal.contains(&mv), "searched move {mv} in {s}");
    }
}

#[test]
fn guided_bot_is_deterministic_for_a_seed() {
    for s in positions(3, 7) {
        let a = guided(60, 5).search(&s);
        let b = guided(60, 5).search(&s);
        assert_eq!(a, b, "{s}");
    }
}

#[test]
fn s6_states_differing_only_in_hidden_cards_give_the_same_search() {
    // Seat 0 sees the board, its hand and the discard piles; the other
    // hand and the draw pile's contents differ between the two states.
    let chips = board("a:b2,c2,d3,h5 b:e2,f4,c7,d8");
    let discards = "20+20.3+2/5+5";
    let a = st_full(P2, &chips, "-", &format!("7+7.{F0}/{H1}"), discards, "play:0");
    let b = st_full(
        P2,
        &chips,
        "-",
        &format!("7+7.{F0}/1+0.2-1.1+1.PLUS.MINUS"),
        discards,
        "play:0",
    );
    assert_ne!(a, b);
    assert_eq!(a.view(Seat(0)), b.view(Seat(0)));
    for seed in 0..3 {
        let (mut x, mut y) = (guided(150, seed), guided(150, seed));
        assert_eq!(x.search(&a), y.search(&b), "guided, seed {seed}");
        let config = || MctsConfig::iterations(150).with_exploration(State::EXPLORATION);
        let mut x = MctsBot::new(config(), ChaCha8Rng::seed_from_u64(seed));
        let mut y = MctsBot::new(config(), ChaCha8Rng::seed_from_u64(seed));
        assert_eq!(x.search(&a), y.search(&b), "mcts, seed {seed}");
    }
    // And along seeded games: the real hidden cards redealt at random.
    for s in positions(4, 9) {
        let Actor::Seat(seat) = s.to_act() else { continue };
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let other = board_core::bots::Determinize::determinize(&s, seat, &mut rng);
        assert_eq!(s.view(seat), other.view(seat));
        assert_eq!(guided(40, 3).search(&s), guided(40, 3).search(&other), "{s}");
    }
}

#[test]
fn guided_play_out_policy_wins_against_uniform_play_outs() {
    // The policy itself, without search: playing it against uniformly
    // random moves from the start, with seats swapped, it wins most games.
    let mut wins = 0;
    let games = 40;
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(100 + g);
        let mut s = State::new(Config::default()).unwrap();
        let me = Seat((g % 2) as u8);
        while let Some(mv) = match s.to_act() {
            Actor::Terminal => None,
            Actor::Chance => s.sample_chance(&mut rng),
            Actor::Seat(x) if x == me => Heuristics.playout_move(&s, &mut rng),
            Actor::Seat(_) => s.random_move(&mut rng),
        } {
            s = s.apply(&mv).unwrap();
        }
        let o = s.outcome().unwrap();
        wins += usize::from(o.get(me).unwrap().result == board_core::SeatResult::Win);
    }
    assert!(wins >= 30, "{wins} of {games}");
    let _ = Move::Shuffle;
}

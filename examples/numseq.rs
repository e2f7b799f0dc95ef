//! A seeded 2-player numseq game between bots, printed turn by turn, with
//! the board after the deal, after every SEQUENCE and at the end.
//!
//! `cargo run --release --example numseq -- --seed 7`
//!
//! Seat 0 is a flat Monte-Carlo bot that samples the hidden cards it cannot
//! see (`Determinize`), seat 1 plays uniformly at random; `--random` makes
//! both random.

use board_core::bots::{Bot, MonteCarloBot, RandomBot, sample_chance};
use board_core::{Actor, Game};
use numseq::{Config, Move, State};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn seed_from_args() -> u64 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == "--seed")
        .and_then(|i| args.get(i + 1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn main() {
    let seed = seed_from_args();
    let all_random = std::env::args().any(|a| a == "--random");
    let mut state = State::new(Config::default()).expect("the default config is valid");
    let mut chance = ChaCha8Rng::seed_from_u64(seed);
    let mut mc = MonteCarloBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 1), 16, 400);
    let mut random = [
        RandomBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 1)),
        RandomBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 2)),
    ];
    println!("numseq, seed {seed}: 2 players, board and deck numseq-default-v1, 1 SEQUENCE wins");
    println!(
        "seat 0 (side a): {}; seat 1 (side b): random bot",
        if all_random {
            "random bot"
        } else {
            "Monte-Carlo bot (16 play-outs per move)"
        }
    );
    let mut dealt = 0;
    let mut turn = 0;
    let mut line = String::new();
    loop {
        let mv: Move = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => sample_chance(&state, &mut chance)
                .expect("chance outcomes are well formed")
                .expect("a chance node has outcomes"),
            Actor::Seat(seat) if seat.index() == 0 && !all_random => {
                mc.choose(&state).expect("a seat to act has a legal move")
            }
            Actor::Seat(seat) => random[seat.index()]
                .choose(&state)
                .expect("a seat to act has a legal move"),
        };
        let before = state.clone();
        let sequences_before = before.sequences().count();
        state = before.apply(&mv).expect("bots and chance only choose legal moves");
        match (before.to_act(), mv) {
            (_, Move::Deal(_)) => {
                dealt += 1;
                if !matches!(state.to_act(), Actor::Chance) {
                    println!("\nafter the deal ({dealt} cards):\n{}", state.picture());
                }
            }
            (Actor::Seat(_), m) if before.swap_used() => line += &format!("; {m}"),
            (Actor::Seat(seat), m) => {
                if !line.is_empty() {
                    println!("{line}");
                }
                turn += 1;
                line = format!("{turn:>3}. seat {} ({}): {m}", seat.0, before.side_of(seat).letter());
            }
            (_, m) => line += &format!(", {m}"),
        }
        if state.sequences().count() > sequences_before {
            println!("{line}");
            line.clear();
            println!("\nSEQUENCE completed:\n{}", state.picture());
        }
    }
    if !line.is_empty() {
        println!("{line}");
    }
    println!("\nfinal position: {state}");
    match state.outcome() {
        Some(o) => println!("result: {o}"),
        None => println!("result: unfinished"),
    }
}

//! A seeded XOBrainer match (best of 5 sets of 20 points) between two
//! random bots, printed move by move, with the board at each round's end and
//! the final result.
//!
//! `cargo run --release --example xobrainer -- --seed 7`
//!
//! Placements print as `piece@square` (`Xg` green X, `Xr` red X, `Or` red O,
//! `Og` green O); chance outcomes in brackets.

use board_core::Actor;
use board_core::Game;
use board_core::bots::{Bot, RandomBot, sample_chance};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use xobrainer::{Config, EndReason, Move, Phase, State};

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
    let mut state = State::new(Config::default()).expect("the default config is valid");
    let mut chance = ChaCha8Rng::seed_from_u64(seed);
    let mut bot = RandomBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 1));
    println!("XOBrainer, seed {seed}: two random bots, best of 5 sets of 20 points, default board");
    println!("start: {state}");
    let mut round = 1;
    println!("== round {round}");
    let mut line: Vec<String> = Vec::new();
    let flush = |line: &mut Vec<String>| {
        if !line.is_empty() {
            println!("  {}", line.join(" "));
            line.clear();
        }
    };
    for _ply in 0..20_000 {
        let mv: Move = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => match sample_chance(&state, &mut chance) {
                Ok(Some(m)) => m,
                _ => break,
            },
            Actor::Seat(_) => match bot.choose(&state) {
                Some(m) => m,
                None => break,
            },
        };
        if state.phase() == Phase::RoundOver {
            round += 1;
            println!("== round {round}");
        }
        let label = match mv {
            Move::Place(c) => match state.next_piece() {
                Some(p) => format!("{p}@{c}"),
                None => c.to_string(),
            },
            Move::Timeout | Move::Pass => format!("{}:{mv}", state.side_to_move()),
            Move::NextRound => "next".to_string(),
            _ => format!("[{mv}]"),
        };
        line.push(label);
        state = match state.apply(&mv) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("refused {mv}: {e}");
                std::process::exit(1);
            }
        };
        if line.len() == 12 {
            flush(&mut line);
        }
        if matches!(state.phase(), Phase::RoundOver | Phase::GameOver) {
            flush(&mut line);
            print!("{}", state.picture());
            if let Some(EndReason::Won(w)) = state.last_round()
                && w.knockout()
            {
                println!("knockout!");
            }
        }
    }
    match state.outcome() {
        Some(o) => println!("result: {o}"),
        None => println!("result: unfinished"),
    }
    println!("final: {state}");
}

//! A seeded Deblockle game between two bots, printed move by move with
//! board pictures at the key moments (end of setup, every block removed,
//! the end). Both seats play [`deblockle::RacerBot`]: it removes a
//! block when it can, else prefers turns that set up a removal, else turns
//! that bring the block nearer the target star, ties (and setup placements)
//! broken at random with its own seeded RNG.
//!
//! `cargo run --release --example deblockle -- --seed 7`

use board_core::Actor;
use board_core::Game;
use board_core::bots::{Bot, sample_chance};
use deblockle::RacerBot;
use deblockle::{Config, Move, Phase, Side, State};
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
    // A safety cap: a capped game is reported as a draw (D6).
    let config = Config {
        max_turns: Some(300),
        ..Config::default()
    };
    let mut state = State::new(config).expect("the default config is valid");
    let mut chance = ChaCha8Rng::seed_from_u64(seed);
    let mut bots = [
        RacerBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 1)),
        RacerBot::new(ChaCha8Rng::seed_from_u64(seed.wrapping_mul(2) + 2)),
    ];
    println!("Deblockle, seed {seed}: two racer bots, standard setup, at most 300 turns");
    println!("start: {state}");
    let mut line = String::new();
    loop {
        let mv: Move = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => sample_chance(&state, &mut chance)
                .expect("chance outcomes are well formed")
                .expect("a chance node has outcomes"),
            Actor::Seat(seat) => {
                let bot = &mut bots[seat.index()];
                bot.choose(&state).expect("a seat to act has a legal move")
            }
        };
        let mover = match state.to_act() {
            Actor::Seat(s) => {
                if s.0 == 0 {
                    "S"
                } else {
                    "N"
                }
            }
            _ => "?",
        };
        let before = state.clone();
        state = state.apply(&mv).expect("the chosen move is legal");
        line.push_str(&format!("{mover}:{mv} "));
        let setup_done = matches!(before.phase(), Phase::Setup { .. }) && state.phase() == Phase::Play;
        let removal = Side::ALL.iter().any(|&s| state.removed(s) > before.removed(s));
        if setup_done || removal || line.len() > 90 || state.is_terminal() {
            println!("{}", line.trim_end());
            line.clear();
        }
        if setup_done {
            println!("\nsetup done:\n{}", state.picture());
        } else if removal {
            println!("\nblock removed after turn {}:\n{}", state.turns(), state.picture());
        }
    }
    println!("\nfinal position ({} turns):\n{}", state.turns(), state.picture());
    let outcome = state.outcome().expect("the game is over");
    println!("result: {outcome} (score = blocks removed)");
    println!("final state: {state}");
}

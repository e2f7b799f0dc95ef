//! A seeded 4-player ODULUDO game between random bots, printed readably.
//!
//! `cargo run --release --example oduludo -- --seed 7` (default seed 1;
//! `--mode standard|team|last`, `--players 2|3|4`).

use board_core::bots::{Bot, RandomBot, sample_chance};
use board_core::{Actor, Game};
use oduludo::{Config, Mode, Move, Phase, State};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let seed: u64 = flag("--seed").and_then(|s| s.parse().ok()).unwrap_or(1);
    let players: usize = flag("--players").and_then(|s| s.parse().ok()).unwrap_or(4);
    let mode = match flag("--mode").as_deref() {
        Some("team") => Mode::Team,
        Some("last") => Mode::LastPawn,
        _ => Mode::Standard,
    };
    let mut config = Config::with_players(players);
    config.mode = mode;
    let mut state = match State::new(config) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut bot = RandomBot::new(ChaCha8Rng::seed_from_u64(seed));
    let mut dice = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1CE);

    println!("ODULUDO, seed {seed}, config {config}\n");
    println!("{}", state.picture());
    let mut line = String::new();
    let mut line_colour = None;
    let mut plies = 0usize;
    while plies < 200_000 {
        let mv: Move = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => match sample_chance(&state, &mut dice) {
                Ok(Some(m)) => m,
                _ => break,
            },
            Actor::Seat(_) => match bot.choose(&state) {
                Some(m) => m,
                None => break,
            },
        };
        if let Move::Start(c) = mv {
            println!("starter (chance): {c}");
            line_colour = None;
        } else if !line.is_empty() && line_colour != Some(state.colour_to_move()) {
            println!("{line}");
            line.clear();
        }
        if line.is_empty() && !matches!(mv, Move::Start(_)) {
            line = format!("{:>6}:", state.colour_to_move().to_string());
            line_colour = Some(state.colour_to_move());
        }
        if !matches!(mv, Move::Start(_)) {
            line.push(' ');
            line.push_str(&mv.to_string());
        }
        state = match state.apply(&mv) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("engine refused its own legal move {mv}: {e}");
                std::process::exit(1);
            }
        };
        plies += 1;
        let capture = matches!(mv, Move::SendBack | Move::Kidnap);
        let round_end = matches!(state.phase(), Phase::RoundOver | Phase::GameOver);
        if capture || round_end {
            println!("{line}");
            line.clear();
        }
        if round_end {
            println!(
                "\n== round {} over after {plies} plies: winner {}\n{}",
                state.round(),
                state.winner().map_or("-".to_string(), |c| c.to_string()),
                state.picture()
            );
        }
    }
    if !line.is_empty() {
        println!("{line}");
    }
    match state.outcome() {
        Some(o) => println!("result after {plies} plies: {o}"),
        None => println!("stopped after {plies} plies without a result"),
    }
}

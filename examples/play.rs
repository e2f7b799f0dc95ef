//! Play any of the four games in the terminal against random bots, or
//! hot-seat with several people.
//!
//! ```sh
//! cargo run --release --example play -- --game deblockle            # you are seat 0
//! cargo run --release --example play -- --game numseq --seats 0,1   # hot-seat
//! cargo run --release --example play -- --game "deblockle(blocks=3,side_by_side=forbidden)"
//! ```
//!
//! `--game` takes a game string (see `tabletop::GameSpec`): a bare name is
//! the game's default, `name(param=value,...)` changes parameters.
//!
//! Type a move in the engine's notation (`moves` lists them), or `help`,
//! `board`, `undo`, `quit`. End of input ends the session. Works through a pipe.

use std::io;
use std::process::ExitCode;

use board_core::Seat;
use tabletop::{GameKind, GameSpec};
use tabletop_rules::play;
use tabletop_rules::showcase::Showcase;

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut game = None;
    let mut seats = vec![Seat(0)];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return usage("--seed needs a whole number"),
            },
            "--game" => match args.next().as_deref().map(GameSpec::parse) {
                Some(Ok(spec)) => game = Some(spec),
                Some(Err(e)) => return usage(&format!("--game: {e}")),
                None => return usage("--game needs a game string, e.g. deblockle or \"numseq(players=4)\""),
            },
            "--seats" => {
                let parsed: Option<Vec<Seat>> = args
                    .next()
                    .map(|s| s.split(',').map(|n| n.trim().parse().ok().map(Seat)).collect())
                    .unwrap_or(None);
                match parsed {
                    Some(s) if !s.is_empty() => seats = s,
                    _ => return usage("--seats needs a comma-separated list of seat numbers"),
                }
            }
            "-h" | "--help" => {
                println!("usage: play --game GAME [--seed N] [--seats 0,1]");
                println!("  --game GAME   a game string: xobrainer, oduludo, numseq or deblockle (the default),");
                println!("                or with parameters, e.g. \"oduludo(players=3,mode=last-pawn)\"; parameters:");
                for kind in GameKind::ALL {
                    for (name, expected) in kind.params() {
                        println!("                  {kind} {name}: {expected}");
                    }
                }
                println!("  --seed N      seeds the bots and the chance moves (default 1)");
                println!("  --seats LIST  the seats people play, comma-separated (default 0); bots play the rest");
                println!("commands in the game: <move in notation> | moves | board | undo | help | quit");
                return ExitCode::SUCCESS;
            }
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    let Some(game) = game else {
        return usage("--game is required");
    };
    let result = match game.kind() {
        GameKind::XOBrainer => session::<xobrainer::State>(&game, &seats, seed),
        GameKind::Oduludo => session::<oduludo::State>(&game, &seats, seed),
        GameKind::Numseq => session::<numseq::State>(&game, &seats, seed),
        GameKind::Deblockle => session::<deblockle::State>(&game, &seats, seed),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("play: {e}");
            ExitCode::FAILURE
        }
    }
}

fn session<G: Showcase>(spec: &GameSpec, seats: &[Seat], seed: u64) -> Result<(), String>
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    let state = G::start(spec)?;
    if let Some(bad) = seats.iter().find(|s| s.index() >= state.num_seats()) {
        return Err(format!(
            "seat {} does not exist: {} has seats 0-{}",
            bad.0,
            G::NAME,
            state.num_seats() - 1
        ));
    }
    play::run(state, seats, seed, io::stdin().lock(), io::stdout().lock()).map_err(|e| e.to_string())?;
    Ok(())
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("play: {msg}\nusage: play --game GAME [--seed N] [--seats 0,1]");
    ExitCode::from(2)
}

//! The main job (the root package's default binary, so it needs no
//! dev-dependencies): one seeded game of each engine between random bots, with a
//! short log per game and a summary table.
//!
//! ```sh
//! cargo run --release                      # all four games, seed 1
//! cargo run --release -- --seed 7 --game deblockle --no-timing
//! cargo run --release -- --game "oduludo(players=3,mode=last-pawn)"
//! ```
//!
//! `--game` takes a game string (see `tabletop::GameSpec`): a bare name is
//! the game's default, `name(param=value,...)` changes parameters.
//!
//! The output is the same for the same seed on every machine, apart from the
//! timing lines, which `--no-timing` removes.

use std::process::ExitCode;

use tabletop::GameSpec;

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut only = None;
    let mut timing = true;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return usage("--seed needs a whole number"),
            },
            "--game" => match args.next().as_deref().map(GameSpec::parse) {
                Some(Ok(spec)) => only = Some(spec),
                Some(Err(e)) => return usage(&format!("--game: {e}")),
                None => return usage(GAME_HELP),
            },
            "--no-timing" => timing = false,
            "-h" | "--help" => {
                println!("usage: tour [--seed N] [--game GAME] [--no-timing]");
                println!("  {GAME_HELP}");
                return ExitCode::SUCCESS;
            }
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    print!("{}", tabletop_rules::tour::run(seed, only, timing));
    ExitCode::SUCCESS
}

const GAME_HELP: &str = "--game needs a game string: xobrainer, oduludo, numseq or deblockle, \
    optionally with parameters, e.g. \"xobrainer(format=bo3,variants=random+mission)\"";

fn usage(msg: &str) -> ExitCode {
    eprintln!("tour: {msg}\nusage: tour [--seed N] [--game GAME] [--no-timing]");
    ExitCode::from(2)
}

//! The main job: one seeded game of each engine between random bots, with a
//! short log per game and a summary table.
//!
//! ```sh
//! cargo run --release --example tour                      # all four games, seed 1
//! cargo run --release --example tour -- --seed 7 --game deblockle --no-timing
//! ```
//!
//! The output is the same for the same seed on every machine, apart from the
//! timing lines, which `--no-timing` removes.

use std::process::ExitCode;

use tabletop_rules::games::GameKind;

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
            "--game" => match args.next().as_deref().and_then(GameKind::from_name) {
                Some(g) => only = Some(g),
                None => return usage("--game needs one of: xobrainer, oduludo, numseq, deblockle"),
            },
            "--no-timing" => timing = false,
            "-h" | "--help" => {
                println!("usage: tour [--seed N] [--game NAME] [--no-timing]");
                return ExitCode::SUCCESS;
            }
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    print!("{}", tabletop_rules::tour::run(seed, only, timing));
    ExitCode::SUCCESS
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("tour: {msg}\nusage: tour [--seed N] [--game NAME] [--no-timing]");
    ExitCode::from(2)
}

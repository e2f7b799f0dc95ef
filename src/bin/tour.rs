//! The main job (the root package's default binary, so it needs no
//! dev-dependencies): one seeded game of each engine, every seat played by
//! the named level `casual` (`tabletop_rules::tour::TOUR_LEVEL`), with a
//! short log per game and a summary table.
//!
//! ```sh
//! cargo run --release                      # all four games, seed 1
//! cargo run --release -- --seed 7 --game deblockle --no-timing
//! cargo run --release -- --game "oduludo(players=3,mode=last-pawn)"
//! cargo run --release -- --svg pictures     # also pictures/<game string>.svg
//! cargo run --release -- --level expert      # every seat played by another level
//! cargo run --release -- --demo              # each game's cheap demo bot instead
//! ```
//!
//! `--level` (`beginner`, `casual`, `strong`, `expert`: `tabletop::Level`)
//! picks the level that plays every seat (`casual` unless given; slower at
//! `strong` and `expert`: up to a second a move). `--demo` plays each game
//! with its cheap demo bot instead (random play, Deblockle's racer), as the
//! library's `tour::run` does.
//!
//! `--svg DIR` writes the SVG of each game's final position (crate
//! `tabletop-svg`) to `DIR/<game string>.svg`, creating `DIR` if needed.
//!
//! `--game` takes a game string (see `tabletop::GameSpec`): a bare name is
//! the game's default, `name(param=value,...)` changes parameters.
//!
//! The output is the same for the same seed on every machine, apart from the
//! timing lines, which `--no-timing` removes.

use std::process::ExitCode;

use tabletop::{GameSpec, Level};

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut only = None;
    let mut timing = true;
    let mut svg_dir: Option<std::path::PathBuf> = None;
    let mut level = Some(tabletop_rules::tour::TOUR_LEVEL);
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
                None => return usage(&game_help()),
            },
            "--no-timing" => timing = false,
            "--level" => match args.next().map(|l| l.parse::<Level>()) {
                Some(Ok(l)) => level = Some(l),
                _ => return usage("--level needs beginner, casual, strong or expert"),
            },
            "--demo" => level = None,
            "--svg" => match args.next() {
                Some(d) => svg_dir = Some(d.into()),
                None => return usage("--svg needs a folder"),
            },
            "-h" | "--help" => {
                println!("usage: tour [--seed N] [--game GAME] [--level LEVEL | --demo] [--no-timing] [--svg DIR]");
                println!("  {}", game_help());
                println!("  --level: beginner, casual (the default), strong or expert; --demo: each game's demo bot");
                return ExitCode::SUCCESS;
            }
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    let (text, svgs) = tabletop_rules::tour::run_with_level_and_pictures(seed, only, timing, svg_dir.is_some(), level);
    print!("{text}");
    if let Some(dir) = svg_dir {
        if let Err(e) = std::fs::create_dir_all(&dir) {
            eprintln!("tour: cannot create {}: {e}", dir.display());
            return ExitCode::FAILURE;
        }
        for (name, svg) in svgs {
            let path = dir.join(format!("{name}.svg"));
            if let Err(e) = std::fs::write(&path, svg) {
                eprintln!("tour: cannot write {}: {e}", path.display());
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// What `--game` takes: the games of the facade's registry.
fn game_help() -> String {
    let names: Vec<&str> = tabletop::GameKind::ALL.iter().map(|k| k.name()).collect();
    let list = match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} or {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!(
        "--game needs a game string: {list}, optionally with parameters, e.g. \"xobrainer(format=bo3,variants=random+mission)\""
    )
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("tour: {msg}\nusage: tour [--seed N] [--game GAME] [--level LEVEL | --demo] [--no-timing] [--svg DIR]");
    ExitCode::from(2)
}

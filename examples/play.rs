//! Play any of the four games in the terminal against bots (the named
//! level `strong` by default), or hot-seat with several people.
//!
//! ```sh
//! cargo run --release --example play -- --game deblockle                    # you are seat 0
//! cargo run --release --example play -- --game numseq --seats 0,1           # hot-seat
//! cargo run --release --example play -- --game xobrainer --level expert
//! cargo run --release --example play -- --game xobrainer --bot mcts --strength 5000
//! cargo run --release --example play -- --game oduludo --bot random
//! cargo run --release --example play -- --game oduludo --bot guided:300
//! cargo run --release --example play -- --game "deblockle(blocks=3,side_by_side=forbidden)"
//! ```
//!
//! `--game` takes a game string (see `tabletop::GameSpec`): a bare name is
//! the game's default, `name(param=value,...)` changes parameters.
//! `--level` takes a named level (`beginner`, `casual`, `strong`, `expert`:
//! `tabletop::Level`); `--bot` any bot string (`tabletop::BotSpec`), where
//! `random`, `mc` and `mcts` take their N from `--strength`.
//!
//! Type a move in the engine's notation (`moves` lists them), or `help`,
//! `board`, `bot` (the bot moves for you), `undo`, `quit`. End of input ends the
//! session. Works through a pipe.

use std::io;
use std::process::ExitCode;

use board_core::Seat;
use tabletop::{GameKind, Level};
use tabletop_rules::play;
use tabletop_rules::search::{BotSpec, DEFAULT_STRENGTH, GameVisitor, SearchGame, with_game};

const USAGE: &str = "usage: play --game GAME [--seed N] [--seats 0,1] [--level beginner|casual|strong|expert] [--bot BOT] [--strength N]";

fn main() -> ExitCode {
    let mut seed = 1u64;
    let mut game = None;
    let mut seats = vec![Seat(0)];
    let mut bot = BotSpec::Level(Level::DEFAULT);
    let mut kind: Option<String> = None;
    let mut strength = DEFAULT_STRENGTH;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return usage("--seed needs a whole number"),
            },
            "--game" => match args.next() {
                Some(g) => game = Some(g),
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
            "--level" => match args.next().map(|l| l.parse::<Level>()) {
                Some(Ok(level)) => {
                    bot = BotSpec::Level(level);
                    kind = None;
                }
                _ => return usage("--level needs beginner, casual, strong or expert"),
            },
            "--bot" => match args.next() {
                Some(b) if ["random", "mc", "mcts"].contains(&b.trim().to_ascii_lowercase().as_str()) => {
                    kind = Some(b.trim().to_ascii_lowercase())
                }
                Some(b) => match b.parse::<BotSpec>() {
                    Ok(spec) => {
                        bot = spec;
                        kind = None;
                    }
                    Err(e) => return usage(&format!("--bot: {e}")),
                },
                None => return usage("--bot needs a bot string, e.g. random, mcts, guided:500 or expert"),
            },
            "--strength" => match args.next().and_then(|s| s.parse::<u32>().ok()).filter(|&n| n > 0) {
                Some(n) => strength = n,
                None => return usage("--strength needs a positive whole number (iterations or play-outs per move)"),
            },
            "-h" | "--help" => {
                println!("{USAGE}");
                println!("  --game GAME   a game string: xobrainer, oduludo, numseq or deblockle (the default),");
                println!("                or with parameters, e.g. \"oduludo(players=3,mode=last-pawn)\"; parameters:");
                for kind in GameKind::ALL {
                    for (name, expected) in kind.params() {
                        println!("                  {kind} {name}: {expected}");
                    }
                }
                println!("  --seed N      seeds the bots and the chance moves (default 1)");
                println!("  --seats LIST  the seats people play, comma-separated (default 0); bots play the rest");
                println!("  --level LEVEL the bots' named level (default {}):", Level::DEFAULT);
                for level in Level::ALL {
                    println!(
                        "                  {:<8} {} (under {} ms a move)",
                        level.name(),
                        level.describe(),
                        level.time_budget_ms()
                    );
                }
                println!(
                    "  --bot BOT     any bot string instead: a level, random, mc:N, mcts:N, mcts:N+solver, guided:N;"
                );
                println!("                random, mc or mcts alone take N from --strength");
                println!(
                    "  --strength N  MCTS iterations or MC play-outs per move of --bot mc|mcts (default {DEFAULT_STRENGTH})"
                );
                println!("commands in the game: <move in notation> | moves | board | bot | undo | help | quit");
                return ExitCode::SUCCESS;
            }
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    let Some(game) = game else {
        return usage("--game is required");
    };
    let bot = match kind.as_deref() {
        Some("random") => BotSpec::Random,
        Some("mc") => BotSpec::Mc(strength),
        Some(_) => BotSpec::Mcts(strength),
        None => bot,
    };
    match with_game(
        &game,
        Session {
            seats: &seats,
            seed,
            bot,
        },
    ) {
        Ok(Ok(())) => ExitCode::SUCCESS,
        Ok(Err(e)) => {
            eprintln!("play: {e}");
            ExitCode::FAILURE
        }
        Err(e) => usage(&e),
    }
}

struct Session<'a> {
    seats: &'a [Seat],
    seed: u64,
    bot: BotSpec,
}

impl GameVisitor for Session<'_> {
    type Output = Result<(), String>;
    fn visit<G: SearchGame>(self, state: G) -> Result<(), String> {
        if let Some(bad) = self.seats.iter().find(|s| s.index() >= state.num_seats()) {
            return Err(format!(
                "seat {} does not exist: {} has seats 0-{}",
                bad.0,
                G::NAME,
                state.num_seats() - 1
            ));
        }
        play::run_with(
            state,
            self.seats,
            self.seed,
            self.bot,
            io::stdin().lock(),
            io::stdout().lock(),
        )
        .map_err(|e| e.to_string())?;
        Ok(())
    }
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("play: {msg}\n{USAGE}");
    ExitCode::from(2)
}

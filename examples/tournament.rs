//! A round-robin tournament between named bots on one game, games played on
//! every core (`rayon`), with a progress bar.
//!
//! ```sh
//! cargo run --release --example tournament -- --game numseq --bots random,mc:1000,mcts:1000 --games 200
//! cargo run --release --example tournament -- --game 'xobrainer(format=one-round)' --bots mc:1000,mcts:1000 \
//!     --games 200 --csv /tmp/xob.csv
//! ```
//!
//! Bots: any bot string of `tabletop::BotSpec`: `random`, `mc:N` (flat
//! Monte Carlo, N play-outs per move in all), `mcts:N` (MCTS, N iterations
//! per move), `mcts:N+solver`, `guided:N`, or a named level (`beginner`,
//! `casual`, `strong`, `expert`; a line `level NAME = BOT` says what each
//! runs in this game). Prints a table of wins, draws and
//! losses, the score with its 95% confidence interval and Elo; `--csv PATH`
//! writes the pair results as CSV. `--one-vs-rest` (games of three or more
//! seats) seats the first bot of each pair alone at one seat, rotating, and
//! the second at every other, and reports the lone seat's score beside the
//! other seats' mean score, each with its 95% interval. The same `--seed` gives the same results
//! whatever `--threads`.

use std::process::ExitCode;

use tabletop_rules::search::{BotSpec, GameVisitor, SearchGame, with_game};
use tabletop_rules::tournament::{self, Options, Report};

const USAGE: &str = "usage: tournament --game GAME [--bots random,mc:N,mcts:N,guided:N,strong,...] [--games N] [--seed N] [--threads N] [--csv PATH] [--one-vs-rest] [--no-progress]";

struct Run<'a> {
    bots: &'a [BotSpec],
    options: &'a Options,
}

impl GameVisitor for Run<'_> {
    /// The report, and what each named level runs in this game.
    type Output = (Report, Vec<(BotSpec, BotSpec)>);
    fn visit<G: SearchGame>(self, initial: G) -> Self::Output {
        let levels = self
            .bots
            .iter()
            .filter(|b| matches!(b, BotSpec::Level(_)))
            .map(|&b| (b, b.resolve::<G>()))
            .collect();
        (tournament::run(&initial, self.bots, self.options), levels)
    }
}

fn main() -> ExitCode {
    let mut game = None;
    let mut bots = vec![BotSpec::Random, BotSpec::Mc(1000), BotSpec::Mcts(1000)];
    let mut options = Options {
        progress: true,
        ..Options::default()
    };
    let mut threads = 0;
    let mut csv = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |what: &str| args.next().ok_or_else(|| format!("{a} needs {what}"));
        let step = match a.as_str() {
            "--game" => value("a game").map(|g| game = Some(g)),
            "--bots" => value("a list of bots").and_then(|v| {
                v.split(',')
                    .map(str::parse)
                    .collect::<Result<Vec<BotSpec>, _>>()
                    .map(|b| bots = b)
                    .map_err(|e| e.to_string())
            }),
            "--games" => value("a number").and_then(|v| {
                v.parse()
                    .map(|n| options.games = n)
                    .map_err(|_| "--games needs a whole number".into())
            }),
            "--seed" => value("a number").and_then(|v| {
                v.parse()
                    .map(|n| options.seed = n)
                    .map_err(|_| "--seed needs a whole number".into())
            }),
            "--threads" => value("a number").and_then(|v| {
                v.parse()
                    .map(|n| threads = n)
                    .map_err(|_| "--threads needs a whole number".into())
            }),
            "--csv" => value("a path").map(|p| csv = Some(p)),
            "--one-vs-rest" => {
                options.one_vs_rest = true;
                Ok(())
            }
            "--no-progress" => {
                options.progress = false;
                Ok(())
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                println!("  --game GAME    xobrainer, oduludo, numseq or deblockle, with parameters in parentheses:");
                println!(
                    "                 xobrainer(format=one-round|bo1|bo3|bo5) oduludo(players=2-4) numseq(players=2|3|4|6)"
                );
                println!("                 deblockle(max_turns=N)");
                println!(
                    "  --bots LIST    comma-separated: random, mc:N (N play-outs per move), mcts:N (N iterations),\n                 mcts:N+solver, guided:N, or a level: beginner, casual, strong, expert"
                );
                println!("  --games N      games per pair of bots (default 20), seats swapped every game");
                println!("  --seed N       tournament seed (default 1); results do not depend on --threads");
                println!("  --threads N    worker threads (default: every core)");
                println!("  --csv PATH     write the pair results as CSV");
                println!(
                    "  --one-vs-rest  bot A at one seat (rotating game by game), bot B at all others: A's seat score"
                );
                println!("                 and the B seats' mean score, each with its 95% interval");
                return ExitCode::SUCCESS;
            }
            other => Err(format!("unknown argument {other:?}")),
        };
        if let Err(e) = step {
            eprintln!("tournament: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    }
    let Some(game) = game else {
        eprintln!("tournament: --game is required\n{USAGE}");
        return ExitCode::from(2);
    };
    if bots.len() < 2 {
        eprintln!("tournament: --bots needs at least two bots");
        return ExitCode::from(2);
    }
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(threads).build() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("tournament: {e}");
            return ExitCode::FAILURE;
        }
    };
    let start = std::time::Instant::now();
    let (report, levels) = match pool.install(|| {
        with_game(
            &game,
            Run {
                bots: &bots,
                options: &options,
            },
        )
    }) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tournament: {e}");
            return ExitCode::from(2);
        }
    };
    for (level, runs) in levels {
        println!("level {level} = {runs}");
    }
    print!("{}", report.table());
    println!(
        "({:.1} s on {} threads)",
        start.elapsed().as_secs_f64(),
        pool.current_num_threads()
    );
    if let Some(path) = csv
        && let Err(e) = std::fs::write(&path, report.csv())
    {
        eprintln!("tournament: writing {path}: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

//! The time of one move at each named strength level (`tabletop::Level`),
//! per game: what each level runs there, and the mean and largest time a
//! move over positions taken from seeded random games, against the level's
//! intended budget.
//!
//! ```sh
//! cargo run --release --example levels                       # every game, 16 positions each
//! cargo run --release --example levels -- --game deblockle --positions 32
//! ```
//!
//! Each move is timed by the CPU time of the thread that searched
//! (`cpu_time::ThreadTime`, so other processes on a loaded machine do not
//! count) and by the wall clock; the bot is built anew for every move, as
//! the web page and `DynGame::bot_move` do. Positions: every 5th seat
//! decision of random games seeded 1, 2, ... (a fresh game when one ends).

use std::process::ExitCode;
use std::time::Instant;

use board_core::bots::random_step;
use cpu_time::ThreadTime;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use tabletop::Level;
use tabletop_rules::search::{BotSpec, GameVisitor, SearchGame, with_game};

/// `n` positions where a seat acts, from seeded random games.
fn positions<G: SearchGame>(initial: &G, n: usize) -> Vec<G> {
    let mut out = Vec::new();
    let mut game = 1u64;
    let mut rng = ChaCha8Rng::seed_from_u64(game);
    let mut s = initial.clone();
    let mut ply = 0u64;
    while out.len() < n {
        if s.to_act().seat().is_some() && ply.is_multiple_of(5) {
            out.push(s.clone());
        }
        if random_step(&mut s, &mut rng).is_none() {
            game += 1;
            rng = ChaCha8Rng::seed_from_u64(game);
            s = initial.clone();
        }
        ply += 1;
    }
    out
}

struct Measure {
    positions: usize,
    levels: Vec<Level>,
}

impl GameVisitor for &Measure {
    type Output = ();
    fn visit<G: SearchGame>(self, initial: G) {
        let pos = positions(&initial, self.positions);
        for &level in &self.levels {
            let spec = BotSpec::Level(level);
            let (mut cpu_total, mut cpu_max, mut wall_total, mut wall_max) = (0f64, 0f64, 0f64, 0f64);
            for (i, p) in pos.iter().enumerate() {
                let mut bot = spec.build::<G>(i as u64);
                let wall = Instant::now();
                let cpu = ThreadTime::try_now().ok();
                let _ = bot.choose(p);
                let c = cpu.and_then(|c| c.try_elapsed().ok()).map_or(0.0, |d| d.as_secs_f64());
                let w = wall.elapsed().as_secs_f64();
                cpu_total += c;
                cpu_max = cpu_max.max(c);
                wall_total += w;
                wall_max = wall_max.max(w);
            }
            let n = pos.len().max(1) as f64;
            println!(
                "| {} | {} | {} | {:.0} | {:.0} | {:.0} | {:.0} | {} |",
                G::NAME,
                level,
                spec.resolve::<G>(),
                1000.0 * cpu_total / n,
                1000.0 * cpu_max,
                1000.0 * wall_total / n,
                1000.0 * wall_max,
                level.time_budget_ms()
            );
        }
    }
}

fn main() -> ExitCode {
    let mut m = Measure {
        positions: 16,
        levels: Level::ALL.to_vec(),
    };
    let mut games = vec![
        "xobrainer(format=one-round)".to_string(),
        "oduludo".to_string(),
        "numseq".to_string(),
        "deblockle".to_string(),
    ];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match (a.as_str(), args.next()) {
            ("--game", Some(g)) => games = vec![g],
            ("--positions", Some(n)) => match n.parse() {
                Ok(n) if n > 0 => m.positions = n,
                _ => return fail("--positions needs a positive whole number"),
            },
            ("--levels", Some(l)) => match l.split(',').map(str::parse).collect::<Result<Vec<Level>, _>>() {
                Ok(l) if !l.is_empty() => m.levels = l,
                Ok(_) => return fail("--levels needs at least one level"),
                Err(e) => return fail(&e.to_string()),
            },
            _ => return fail("usage: levels [--game GAME] [--positions N] [--levels beginner,expert]"),
        }
    }
    println!(
        "{} positions a game; times in ms a move (CPU of the searching thread, wall)",
        m.positions
    );
    println!("| game | level | runs | CPU mean | CPU max | wall mean | wall max | budget |");
    println!("|---|---|---|---:|---:|---:|---:|---:|");
    for g in &games {
        if let Err(e) = with_game(g, &m) {
            return fail(&e);
        }
    }
    ExitCode::SUCCESS
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("levels: {msg}");
    ExitCode::from(2)
}

//! Random-play throughput of each engine, one machine-readable line per game:
//!
//! ```text
//! engine=tabletop game=NAME games_per_s=G moves_per_s=M decisions_per_s=D chance_per_s=C avg_moves=A games=N seconds=S rng=R
//! ```
//!
//! `cargo run --release --example bench -- [--game NAME] [--seconds S] [--seed N] [--repeat K] [--rng small|chacha8]`
//!
//! With `--repeat K` each game is measured K times and the fastest run is
//! reported (the machine is shared; the best run is the least disturbed).
//!
//! Each game starts from the showcase's default configuration and is played
//! to the end by uniform random choices through the engines' fast paths
//! (`board_core::bots::counted_step`: `Game::random_move`,
//! `Game::sample_chance`, `Game::apply_unchecked`),
//! single-threaded. `moves` counts decisions and chance outcomes; for
//! XOBrainer the decisions are the placements (a match has many rounds).
//!
//! The random numbers come from `rand`'s `SmallRng` (Xoshiro256++, a fast
//! non-cryptographic generator) by default, as OpenSpiel's uniform random
//! bots and `evaluate_bots` draw from `std::mt19937`: the comparison with
//! OpenSpiel (`bench/compare_openspiel.sh`) then times the engines, not a
//! stream cipher. `--rng chacha8` uses `rand_chacha`'s ChaCha8, the RNG of
//! the figures recorded before 2026-12-03 (BENCHMARKS.md), which costs about
//! 44 instructions a move of ODULUDO. ChaCha8 plays the same games for a
//! seed everywhere; `SmallRng` does on every 64-bit machine with this `rand`
//! version (its algorithm may change with the version, and differs on 32-bit
//! targets), which is all a throughput figure needs.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use board_core::bots::counted_step;
use rand::rngs::SmallRng;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use tabletop_rules::games::GameKind;
use tabletop_rules::showcase::Showcase;

struct Counts {
    games: u64,
    decisions: u64,
    chance: u64,
    elapsed: Duration,
}

impl Counts {
    fn rate(&self) -> f64 {
        (self.decisions + self.chance) as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The random number generator of the play-outs (`--rng`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum RngKind {
    /// `rand::rngs::SmallRng` (Xoshiro256++), the default.
    Small,
    /// `rand_chacha::ChaCha8Rng`, the earlier figures' RNG.
    ChaCha8,
}

impl RngKind {
    const ALL: [RngKind; 2] = [RngKind::Small, RngKind::ChaCha8];

    /// The name `--rng` takes and the output's `rng=` prints.
    fn name(self) -> &'static str {
        match self {
            RngKind::Small => "small",
            RngKind::ChaCha8 => "chacha8",
        }
    }
}

fn run<G: Showcase>(seconds: f64, seed: u64, rng: RngKind) -> Result<Counts, String>
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    match rng {
        RngKind::Small => run_with::<G, _>(seconds, SmallRng::seed_from_u64(seed)),
        RngKind::ChaCha8 => run_with::<G, _>(seconds, ChaCha8Rng::seed_from_u64(seed)),
    }
}

fn run_with<G: Showcase, R: Rng>(seconds: f64, mut rng: R) -> Result<Counts, String>
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    let start_state = G::default_game()?;
    let mut c = Counts {
        games: 0,
        decisions: 0,
        chance: 0,
        elapsed: Duration::ZERO,
    };
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    while start.elapsed() < budget {
        for _ in 0..8 {
            let mut s = start_state.clone();
            while counted_step(&mut s, &mut rng, &mut c.decisions, &mut c.chance) {}
            if !s.is_terminal() {
                return Err(format!("{}: no move at a non-terminal state", G::NAME));
            }
            black_box(&s);
            c.games += 1;
        }
    }
    c.elapsed = start.elapsed();
    Ok(c)
}

fn main() -> ExitCode {
    let mut seconds = 3.0f64;
    let mut seed = 1u64;
    let mut only = None;
    let mut repeat = 1u32;
    let mut rng = RngKind::Small;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--seconds" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) if s > 0.0 => seconds = s,
                _ => return usage("--seconds needs a positive number"),
            },
            "--seed" => match args.next().and_then(|s| s.parse().ok()) {
                Some(s) => seed = s,
                None => return usage("--seed needs a whole number"),
            },
            "--repeat" => match args.next().and_then(|s| s.parse().ok()) {
                Some(k) if k > 0 => repeat = k,
                _ => return usage("--repeat needs a positive whole number"),
            },
            "--game" => match args.next().as_deref().and_then(GameKind::from_name) {
                Some(g) => only = Some(g),
                None => return usage("--game needs one of: xobrainer, oduludo, numseq, deblockle"),
            },
            "--rng" => match args
                .next()
                .and_then(|a| RngKind::ALL.into_iter().find(|k| k.name() == a))
            {
                Some(k) => rng = k,
                None => return usage("--rng needs one of: small, chacha8"),
            },
            other => return usage(&format!("unknown argument {other:?}")),
        }
    }
    for kind in GameKind::ALL {
        if only.is_some_and(|o| o != kind) {
            continue;
        }
        let mut best: Option<Result<Counts, String>> = None;
        for _ in 0..repeat {
            let r = match kind {
                GameKind::XOBrainer => run::<xobrainer::State>(seconds, seed, rng),
                GameKind::Oduludo => run::<oduludo::State>(seconds, seed, rng),
                GameKind::Numseq => run::<numseq::State>(seconds, seed, rng),
                GameKind::Deblockle => run::<deblockle::State>(seconds, seed, rng),
            };
            best = match (best, r) {
                (Some(Ok(b)), Ok(c)) => Some(Ok(if c.rate() > b.rate() { c } else { b })),
                (_, r) => Some(r),
            };
        }
        let Some(r) = best else { continue };
        match r {
            Ok(c) => {
                let s = c.elapsed.as_secs_f64();
                let moves = c.decisions + c.chance;
                println!(
                    "engine=tabletop game={} games_per_s={:.1} moves_per_s={:.0} decisions_per_s={:.0} chance_per_s={:.0} avg_moves={:.1} games={} seconds={:.2} rng={}",
                    kind.name(),
                    c.games as f64 / s,
                    moves as f64 / s,
                    c.decisions as f64 / s,
                    c.chance as f64 / s,
                    moves as f64 / c.games.max(1) as f64,
                    c.games,
                    s,
                    rng.name()
                );
            }
            Err(e) => {
                eprintln!("bench: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

fn usage(msg: &str) -> ExitCode {
    eprintln!("bench: {msg}\nusage: bench [--game NAME] [--seconds S] [--seed N] [--repeat K] [--rng small|chacha8]");
    ExitCode::from(2)
}

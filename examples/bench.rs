//! Random-play throughput of each engine, one machine-readable line per game
//! and path:
//!
//! ```text
//! engine=tabletop game=NAME path=generic|fast games_per_s=G moves_per_s=M decisions_per_s=D chance_per_s=C
//!   games_per_cpu_s=G' moves_per_cpu_s=M' decisions_per_cpu_s=D' chance_per_cpu_s=C'
//!   avg_moves=A games=N moves=T seconds=S cpu_seconds=P rng=R
//! ```
//!
//! (one line each). `cargo run --release --example bench -- [--game NAME] [--path generic|fast|both]
//! [--seconds S] [--seed N] [--repeat K] [--rng small|chacha8]`
//!
//! `seconds` is the wall time of the measured loop and `cpu_seconds` this
//! process's CPU time (user and system, `cpu_time::ProcessTime`) over the
//! same loop; the `*_per_s` rates are by wall time, the `*_per_cpu_s` rates
//! by CPU time. On a shared machine wall time also counts the time the
//! process waited for a core; CPU time counts only its own work, so the
//! comparison scripts compare `*_per_cpu_s` figures. With `--repeat K` each
//! game and path is measured K times and the run with the highest
//! `moves_per_cpu_s` is reported. Each measurement plays for `--seconds` of
//! wall time (whole batches of 8 games).
//!
//! Each game starts from the showcase's default configuration and is played
//! to the end by uniform random choices, single-threaded, along one of two
//! paths (`--path`, default `both`: generic first, then fast):
//!
//! * `generic` (`board_core::bots::listed_step`): at a seat's node every
//!   legal move is listed into one reused `Game::MoveList`, one is chosen
//!   uniformly and applied with `Game::apply_unchecked`; at a chance node
//!   the outcomes are listed with their probabilities into one reused
//!   buffer (`Game::chance_outcomes_into`) and one is sampled.
//!   The work OpenSpiel's `evaluate_bots` does per move with uniform random
//!   bots.
//! * `fast` (`board_core::bots::counted_playout`: `Game::random_playout`,
//!   the engines' whole-play-out loops where they have one, otherwise
//!   `Game::random_step` in a loop: the fused paths `Game::random_move`,
//!   `Game::sample_chance`, `Game::apply_unchecked`, or a fused step with
//!   the same result).
//!
//! Both paths make the same RNG calls and play the same games for a seed.
//! `moves` counts decisions and chance outcomes; for XOBrainer the
//! decisions are the placements (a match has many rounds).
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

use board_core::Game;
use board_core::bots::{ListedBuffers, Step, counted_playout, listed_step};
use cpu_time::ProcessTime;
use rand::rngs::SmallRng;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use tabletop_rules::games::GameKind;
use tabletop_rules::showcase::Showcase;

struct Counts {
    games: u64,
    decisions: u64,
    chance: u64,
    /// Wall time of the measured loop.
    elapsed: Duration,
    /// This process's CPU time (user and system) over the measured loop.
    cpu: Duration,
}

impl Counts {
    /// Moves (decisions and chance outcomes) a second of CPU time.
    fn cpu_rate(&self) -> f64 {
        (self.decisions + self.chance) as f64 / self.cpu.as_secs_f64().max(1e-9)
    }
}

/// Which step plays the games (`--path`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum PathKind {
    /// `board_core::bots::listed_step`: list, choose, apply.
    Generic,
    /// `board_core::bots::counted_playout`: the engines' whole-play-out
    /// loops, or their fused random step in a loop.
    Fast,
}

impl PathKind {
    const ALL: [PathKind; 2] = [PathKind::Generic, PathKind::Fast];

    /// The name `--path` takes and the output's `path=` prints.
    fn name(self) -> &'static str {
        match self {
            PathKind::Generic => "generic",
            PathKind::Fast => "fast",
        }
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

fn run<G: Showcase>(seconds: f64, seed: u64, rng: RngKind, path: PathKind) -> Result<Counts, String>
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    match rng {
        RngKind::Small => run_with::<G, _>(seconds, SmallRng::seed_from_u64(seed), path),
        RngKind::ChaCha8 => run_with::<G, _>(seconds, ChaCha8Rng::seed_from_u64(seed), path),
    }
}

/// Plays one game to its end along `path`, counting into `c`; `false` if
/// the game stopped at a non-terminal state (no move offered).
#[inline(always)]
fn play_one<G: Game, R: Rng>(
    s: &mut G,
    bufs: &mut ListedBuffers<G>,
    rng: &mut R,
    path: PathKind,
    c: &mut Counts,
) -> bool {
    match path {
        PathKind::Generic => {
            while let Some(step) = listed_step(s, bufs, rng) {
                match step {
                    Step::Decision => c.decisions += 1,
                    Step::Chance => c.chance += 1,
                }
            }
        }
        PathKind::Fast => counted_playout(s, rng, &mut c.decisions, &mut c.chance),
    }
    s.is_terminal()
}

fn run_with<G: Showcase, R: Rng>(seconds: f64, mut rng: R, path: PathKind) -> Result<Counts, String>
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    let start_state = G::default_game()?;
    let mut c = Counts {
        games: 0,
        decisions: 0,
        chance: 0,
        elapsed: Duration::ZERO,
        cpu: Duration::ZERO,
    };
    // One move list and one chance buffer for the whole run (the generic
    // path clears and refills them).
    let mut bufs = ListedBuffers::<G>::new();
    let budget = Duration::from_secs_f64(seconds);
    let cpu_start = ProcessTime::try_now().map_err(|e| format!("process CPU time: {e}"))?;
    let start = Instant::now();
    while start.elapsed() < budget {
        for _ in 0..8 {
            let mut s = start_state.clone();
            if !play_one(&mut s, &mut bufs, &mut rng, path, &mut c) {
                return Err(format!("{}: no move at a non-terminal state", G::NAME));
            }
            black_box(&s);
            c.games += 1;
        }
    }
    c.elapsed = start.elapsed();
    c.cpu = cpu_start.try_elapsed().map_err(|e| format!("process CPU time: {e}"))?;
    Ok(c)
}

fn main() -> ExitCode {
    let mut seconds = 3.0f64;
    let mut seed = 1u64;
    let mut only = None;
    let mut repeat = 1u32;
    let mut rng = RngKind::Small;
    let mut paths: &[PathKind] = &PathKind::ALL;
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
            "--path" => match args.next().as_deref() {
                Some("both") => paths = &PathKind::ALL,
                Some("generic") => paths = &[PathKind::Generic],
                Some("fast") => paths = &[PathKind::Fast],
                _ => return usage("--path needs one of: generic, fast, both"),
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
        for &path in paths {
            let mut best: Option<Counts> = None;
            for _ in 0..repeat {
                let r = match kind {
                    GameKind::XOBrainer => run::<xobrainer::State>(seconds, seed, rng, path),
                    GameKind::Oduludo => run::<oduludo::State>(seconds, seed, rng, path),
                    GameKind::Numseq => run::<numseq::State>(seconds, seed, rng, path),
                    GameKind::Deblockle => run::<deblockle::State>(seconds, seed, rng, path),
                };
                match r {
                    Ok(c) => {
                        if best.as_ref().is_none_or(|b| c.cpu_rate() > b.cpu_rate()) {
                            best = Some(c);
                        }
                    }
                    Err(e) => {
                        eprintln!("bench: {e}");
                        return ExitCode::FAILURE;
                    }
                }
            }
            if let Some(c) = best {
                print_line(kind, path, rng, &c);
            }
        }
    }
    ExitCode::SUCCESS
}

fn print_line(kind: GameKind, path: PathKind, rng: RngKind, c: &Counts) {
    let s = c.elapsed.as_secs_f64().max(1e-9);
    let p = c.cpu.as_secs_f64().max(1e-9);
    let moves = c.decisions + c.chance;
    println!(
        "engine=tabletop game={} path={} games_per_s={:.1} moves_per_s={:.0} decisions_per_s={:.0} chance_per_s={:.0} \
         games_per_cpu_s={:.1} moves_per_cpu_s={:.0} decisions_per_cpu_s={:.0} chance_per_cpu_s={:.0} \
         avg_moves={:.1} games={} moves={} seconds={:.3} cpu_seconds={:.3} rng={}",
        kind.name(),
        path.name(),
        c.games as f64 / s,
        moves as f64 / s,
        c.decisions as f64 / s,
        c.chance as f64 / s,
        c.games as f64 / p,
        moves as f64 / p,
        c.decisions as f64 / p,
        c.chance as f64 / p,
        moves as f64 / c.games.max(1) as f64,
        c.games,
        moves,
        s,
        p,
        rng.name()
    );
}

fn usage(msg: &str) -> ExitCode {
    eprintln!(
        "bench: {msg}\nusage: bench [--game NAME] [--path generic|fast|both] [--seconds S] [--seed N] [--repeat K] [--rng small|chacha8]"
    );
    ExitCode::from(2)
}

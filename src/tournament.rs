//! A round-robin tournament between named bots, games played on `rayon`
//! threads. `examples/tournament.rs` wraps [`run`].
//!
//! Every pair of bots plays `games` games. In game `g` of a pair, bot A sits
//! at the seats `s` with `(s + g)` even and bot B at the others (each seat
//! has its own bot instance), so in two-seat games the bots take turns
//! starting; games `2k` and `2k + 1` share their chance seed, so the same
//! dice, deals and draws are met from both sides. A game that no seat of
//! either bot wins is a draw for the pair (also when seats of both bots win,
//! in team games).
//!
//! Scores count a win 1, a draw 1/2. The 95% confidence interval is the
//! Wilson score interval of the score over the games (on the safe side when
//! there are draws). Elo differences are
//! `400 · log10(s / (1 - s))` (the score clamped to `[1/(2n), 1 - 1/(2n)]`),
//! and the ratings a Bradley-Terry fit over all pairs, the first bot at 0.
//!
//! Every game's seeds derive from the tournament seed and the game's index
//! ([`board_core::mcts::derive_seed`]), so a seed gives the same results
//! whatever the number of threads.

use std::fmt::Write as _;

use board_core::mcts::derive_seed;
use board_core::{Actor, Seat, SeatResult};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;

use crate::search::{BotSpec, SearchGame};

/// Settings of a tournament.
#[derive(Clone, Debug)]
pub struct Options {
    /// Games per pair of bots.
    pub games: usize,
    /// The tournament seed.
    pub seed: u64,
    /// Show an `indicatif` progress bar on standard error.
    pub progress: bool,
    /// A game still running after this many plies is stopped and counted a
    /// draw (a safety net; the games themselves end).
    pub max_plies: u64,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            games: 20,
            seed: 1,
            progress: false,
            max_plies: 100_000,
        }
    }
}

/// One game of a pair.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Index of bot A in the bot list.
    pub a: usize,
    /// Index of bot B.
    pub b: usize,
    /// Game number within the pair.
    pub game: usize,
    /// A's score: 1 win, 0.5 draw, 0 loss.
    pub score: f64,
    /// Plies played (decisions and chance moves).
    pub plies: u64,
}

/// The results of one pair, from A's side.
#[derive(Clone, Debug, PartialEq)]
pub struct PairResult {
    /// Index of bot A.
    pub a: usize,
    /// Index of bot B.
    pub b: usize,
    /// Games played.
    pub games: usize,
    /// A's wins.
    pub wins: usize,
    /// Draws.
    pub draws: usize,
    /// A's losses.
    pub losses: usize,
    /// A's score, `(wins + draws / 2) / games`.
    pub score: f64,
    /// Lower end of the 95% confidence interval of the score.
    pub low: f64,
    /// Upper end.
    pub high: f64,
    /// A's Elo advantage over B.
    pub elo: f64,
    /// The Elo advantage at `low` and `high`.
    pub elo_range: (f64, f64),
    /// Mean plies per game.
    pub mean_plies: f64,
}

/// A whole tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The game (its name).
    pub game: String,
    /// The bots, in the order given.
    pub bots: Vec<BotSpec>,
    /// One entry per pair `(a, b)` with `a < b`.
    pub pairs: Vec<PairResult>,
    /// Bradley-Terry ratings in Elo, the first bot at 0.
    pub ratings: Vec<f64>,
    /// Every game, in pair then game order.
    pub records: Vec<GameRecord>,
    /// The tournament seed.
    pub seed: u64,
}

/// Plays the round robin of `bots` at `initial` (see the module docs).
pub fn run<G: SearchGame>(initial: &G, bots: &[BotSpec], options: &Options) -> Report {
    let mut jobs = Vec::new();
    for a in 0..bots.len() {
        for b in a + 1..bots.len() {
            for g in 0..options.games {
                jobs.push((jobs.len() / options.games.max(1), a, b, g));
            }
        }
    }
    let bar = if options.progress {
        let bar = indicatif::ProgressBar::new(jobs.len() as u64);
        if let Ok(style) = indicatif::ProgressStyle::with_template(
            "{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} games, eta {eta}",
        ) {
            bar.set_style(style);
        }
        bar.set_prefix(G::NAME);
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let records: Vec<GameRecord> = jobs
        .par_iter()
        .map(|&(pair, a, b, g)| {
            let (ba, bb) = (bots.get(a).copied(), bots.get(b).copied());
            let record = match (ba, bb) {
                (Some(ba), Some(bb)) => play_one(initial, ba, bb, pair as u64, g, options),
                _ => (0.5, 0),
            };
            bar.inc(1);
            GameRecord {
                a,
                b,
                game: g,
                score: record.0,
                plies: record.1,
            }
        })
        .collect();
    bar.finish_and_clear();
    let mut pairs = Vec::new();
    for a in 0..bots.len() {
        for b in a + 1..bots.len() {
            let games: Vec<&GameRecord> = records.iter().filter(|r| r.a == a && r.b == b).collect();
            pairs.push(pair_result(a, b, &games));
        }
    }
    let ratings = bradley_terry(bots.len(), &pairs);
    Report {
        game: G::NAME.to_string(),
        bots: bots.to_vec(),
        pairs,
        ratings,
        records,
        seed: options.seed,
    }
}

/// One game: A's score and the plies played.
fn play_one<G: SearchGame>(initial: &G, a: BotSpec, b: BotSpec, pair: u64, g: usize, options: &Options) -> (f64, u64) {
    let seats = initial.num_seats();
    let game_seed = derive_seed(options.seed, pair << 32 | g as u64);
    let chance_seed = derive_seed(options.seed, pair << 32 | (g as u64 / 2) | 1 << 31);
    let is_a = |s: usize| (s + g).is_multiple_of(2);
    let mut players: Vec<Box<dyn board_core::bots::Bot<G> + Send>> = (0..seats)
        .map(|s| {
            let spec = if is_a(s) { a } else { b };
            spec.build::<G>(derive_seed(game_seed, s as u64))
        })
        .collect();
    let mut chance = ChaCha8Rng::seed_from_u64(chance_seed);
    let mut state = initial.clone();
    let mut plies = 0;
    while plies < options.max_plies {
        let mv = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => state.sample_chance(&mut chance),
            Actor::Seat(s) => players.get_mut(s.index()).and_then(|p| p.choose(&state)),
        };
        let Some(mv) = mv else { break };
        match state.apply(&mv) {
            Ok(next) => state = next,
            Err(_) => break,
        }
        plies += 1;
    }
    let Some(outcome) = state.outcome() else {
        return (0.5, plies);
    };
    let won = |side_a: bool| {
        Seat::all(seats)
            .any(|s| is_a(s.index()) == side_a && outcome.get(s).is_some_and(|o| o.result == SeatResult::Win))
    };
    let score = match (won(true), won(false)) {
        (true, false) => 1.0,
        (false, true) => 0.0,
        _ => 0.5,
    };
    (score, plies)
}

/// The Wilson score interval at 95% for a score `p` over `n` games (draws
/// count half; treating the score as a proportion overstates the variance
/// when there are draws, so the interval is on the safe side).
fn wilson(p: f64, n: f64) -> (f64, f64) {
    const Z: f64 = 1.96;
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

fn elo(score: f64, n: usize) -> f64 {
    let eps = 0.5 / n.max(1) as f64;
    let s = score.clamp(eps, 1.0 - eps);
    400.0 * (s / (1.0 - s)).log10()
}

fn pair_result(a: usize, b: usize, games: &[&GameRecord]) -> PairResult {
    let n = games.len();
    let wins = games.iter().filter(|r| r.score > 0.75).count();
    let losses = games.iter().filter(|r| r.score < 0.25).count();
    let draws = n - wins - losses;
    let nf = n.max(1) as f64;
    let score = games.iter().map(|r| r.score).sum::<f64>() / nf;
    let (low, high) = wilson(score, nf);
    PairResult {
        a,
        b,
        games: n,
        wins,
        draws,
        losses,
        score,
        low,
        high,
        elo: elo(score, n),
        elo_range: (elo(low, n), elo(high, n)),
        mean_plies: games.iter().map(|r| r.plies as f64).sum::<f64>() / nf,
    }
}

/// Bradley-Terry strengths by minorisation-maximisation, with one virtual
/// draw per pair as a prior (so a bot that won or lost everything still has
/// a finite rating); in Elo, the first bot at 0.
fn bradley_terry(n: usize, pairs: &[PairResult]) -> Vec<f64> {
    let mut gamma = vec![1.0f64; n];
    for _ in 0..200 {
        let mut next = gamma.clone();
        for (i, g) in next.iter_mut().enumerate() {
            let mut points = 0.0;
            let mut denom = 0.0;
            for p in pairs.iter().filter(|p| p.a == i || p.b == i) {
                let j = if p.a == i { p.b } else { p.a };
                let games = p.games as f64 + 1.0;
                let mine = if p.a == i { p.score } else { 1.0 - p.score } * p.games as f64 + 0.5;
                points += mine;
                denom += games / (gamma.get(i).copied().unwrap_or(1.0) + gamma.get(j).copied().unwrap_or(1.0));
            }
            if denom > 0.0 {
                *g = points / denom;
            }
        }
        let base = next.first().copied().unwrap_or(1.0);
        gamma = next.into_iter().map(|g| g / base).collect();
    }
    gamma.into_iter().map(|g| 400.0 * g.log10()).collect()
}

impl Report {
    /// The results as a text table: one row per pair, then the ratings.
    pub fn table(&self) -> String {
        let mut out = String::new();
        let name = |i: usize| self.bots.get(i).map_or_else(|| "?".to_string(), |b| b.to_string());
        let _ = writeln!(out, "game {} (seed {})", self.game, self.seed);
        let _ = writeln!(
            out,
            "| A | B | games | A wins | draws | A losses | A score | 95% interval | Elo A-B (interval) | plies/game |"
        );
        let _ = writeln!(out, "|---|---|---:|---:|---:|---:|---:|---|---|---:|");
        for p in &self.pairs {
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} | {:.3} | {:.3}..{:.3} | {:+.0} ({:+.0}..{:+.0}) | {:.0} |",
                name(p.a),
                name(p.b),
                p.games,
                p.wins,
                p.draws,
                p.losses,
                p.score,
                p.low,
                p.high,
                p.elo,
                p.elo_range.0,
                p.elo_range.1,
                p.mean_plies
            );
        }
        let _ = writeln!(out, "ratings (Bradley-Terry, Elo, {} = 0):", name(0));
        for (i, r) in self.ratings.iter().enumerate() {
            let _ = writeln!(out, "  {:>12} {:+.0}", name(i), r);
        }
        out
    }

    /// The pair results as CSV, with a header line.
    pub fn csv(&self) -> String {
        let mut out = String::from(
            "game,seed,bot_a,bot_b,games,wins,draws,losses,score,ci_low,ci_high,elo,elo_low,elo_high,mean_plies,rating_a,rating_b\n",
        );
        let name = |i: usize| self.bots.get(i).map_or_else(String::new, |b| b.to_string());
        let rating = |i: usize| self.ratings.get(i).copied().unwrap_or(0.0);
        for p in &self.pairs {
            let _ = writeln!(
                out,
                "{},{},{},{},{},{},{},{},{:.4},{:.4},{:.4},{:.1},{:.1},{:.1},{:.1},{:.1},{:.1}",
                self.game,
                self.seed,
                name(p.a),
                name(p.b),
                p.games,
                p.wins,
                p.draws,
                p.losses,
                p.score,
                p.low,
                p.high,
                p.elo,
                p.elo_range.0,
                p.elo_range.1,
                p.mean_plies,
                rating(p.a),
                rating(p.b)
            );
        }
        out
    }
}

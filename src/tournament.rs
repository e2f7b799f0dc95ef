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
//!
//! **One against the rest** ([`Options::one_vs_rest`]), for games of more
//! than two seats: in game `g` bot A sits at seat `g mod n` alone (so it
//! rotates through the `n` seats game by game) and bot B at every other
//! seat; games `n k .. n k + n - 1` share their chance seed. The pair's
//! score is then A's seat score (the share of games A's seat wins, a
//! game no seat or several seats win counting a half), and the report adds
//! the **B seats' mean score**, the share of games some B seat wins
//! divided by the `n - 1` B seats, with its 95% Wilson interval likewise
//! divided. A bot as strong as B scores about `1 / n`, as does each B seat.

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
    /// Seat bot A at one seat alone, rotating through the seats, and bot B
    /// at all the others (see the module docs); default false (the seats
    /// alternate between the bots).
    pub one_vs_rest: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            games: 20,
            seed: 1,
            progress: false,
            max_plies: 100_000,
            one_vs_rest: false,
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
    /// With [`Options::one_vs_rest`]: the B seats' mean score with its 95%
    /// interval, `(mean, low, high)` (see the module docs); `None`
    /// otherwise.
    pub rest: Option<(f64, f64, f64)>,
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
    /// With [`Options::one_vs_rest`], the game's seat count (bot A held one
    /// of them); `None` otherwise.
    pub one_vs_rest: Option<usize>,
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
            let mut result = pair_result(a, b, &games);
            if options.one_vs_rest {
                result.rest = Some(rest_score(&result, initial.num_seats()));
            }
            pairs.push(result);
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
        one_vs_rest: options.one_vs_rest.then(|| initial.num_seats()),
    }
}

/// One game: A's score and the plies played.
fn play_one<G: SearchGame>(initial: &G, a: BotSpec, b: BotSpec, pair: u64, g: usize, options: &Options) -> (f64, u64) {
    let seats = initial.num_seats();
    let game_seed = derive_seed(options.seed, pair << 32 | g as u64);
    // Games sharing their dice: two (the seats swapped), or one per seat
    // of A's rotation.
    let share = if options.one_vs_rest { seats.max(1) } else { 2 };
    let chance_seed = derive_seed(options.seed, pair << 32 | (g / share) as u64 | 1 << 31);
    let is_a = |s: usize| seat_is_a(options.one_vs_rest, seats, g, s);
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

/// Whether seat `s` of `seats` holds bot A in game `g`: the seats of one
/// parity, alternating game by game, or with `one_vs_rest` seat `g mod
/// seats` alone.
fn seat_is_a(one_vs_rest: bool, seats: usize, g: usize, s: usize) -> bool {
    if one_vs_rest {
        s == g % seats.max(1)
    } else {
        (s + g).is_multiple_of(2)
    }
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
        rest: None,
    }
}

/// The B seats' mean score `(mean, low, high)` of a one-against-the-rest
/// pair in a game of `seats` seats: the share of games some B seat won
/// (A's losses) with its Wilson interval, each divided by the B seats.
fn rest_score(p: &PairResult, seats: usize) -> (f64, f64, f64) {
    let n = p.games.max(1) as f64;
    let share = p.losses as f64 / n;
    let (low, high) = wilson(share, n);
    let b = seats.saturating_sub(1).max(1) as f64;
    (share / b, low / b, high / b)
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
    /// The results as a text table: one row per pair, then the ratings
    /// (with [`Options::one_vs_rest`], one row per pair with A's seat score
    /// and the B seats' mean score, each with its interval).
    pub fn table(&self) -> String {
        let mut out = String::new();
        let name = |i: usize| self.bots.get(i).map_or_else(|| "?".to_string(), |b| b.to_string());
        let _ = writeln!(out, "game {} (seed {})", self.game, self.seed);
        if let Some(seats) = self.one_vs_rest {
            let _ = writeln!(
                out,
                "one against the rest: A at 1 seat (rotating), B at the other {}",
                seats.saturating_sub(1)
            );
            let _ = writeln!(
                out,
                "| A | B | games | A seat wins | B seats' wins | neither | A seat score | 95% interval | B seats' mean score | 95% interval | A above B mean | plies/game |"
            );
            let _ = writeln!(out, "|---|---|---:|---:|---:|---:|---:|---|---:|---|---|---:|");
            for p in &self.pairs {
                let (mean, low, high) = p.rest.unwrap_or((0.0, 0.0, 0.0));
                let verdict = if p.low > high {
                    "yes (intervals apart)"
                } else if p.low > mean {
                    "yes (A's interval above B's mean)"
                } else if p.score > mean {
                    "not clearly"
                } else {
                    "no"
                };
                let _ = writeln!(
                    out,
                    "| {} | {} | {} | {} | {} | {} | {:.3} | {:.3}..{:.3} | {:.3} | {:.3}..{:.3} | {} | {:.0} |",
                    name(p.a),
                    name(p.b),
                    p.games,
                    p.wins,
                    p.losses,
                    p.draws,
                    p.score,
                    p.low,
                    p.high,
                    mean,
                    low,
                    high,
                    verdict,
                    p.mean_plies
                );
            }
            return out;
        }
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

    /// The pair results as CSV, with a header line (with
    /// [`Options::one_vs_rest`], three more columns: the B seats' mean
    /// score and its interval).
    pub fn csv(&self) -> String {
        let mut out = String::from(
            "game,seed,bot_a,bot_b,games,wins,draws,losses,score,ci_low,ci_high,elo,elo_low,elo_high,mean_plies,rating_a,rating_b",
        );
        out.push_str(if self.one_vs_rest.is_some() {
            ",b_seat_mean,b_seat_low,b_seat_high\n"
        } else {
            "\n"
        });
        let name = |i: usize| self.bots.get(i).map_or_else(String::new, |b| b.to_string());
        let rating = |i: usize| self.ratings.get(i).copied().unwrap_or(0.0);
        for p in &self.pairs {
            let _ = write!(
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
            if let Some((mean, low, high)) = p.rest {
                let _ = write!(out, ",{mean:.4},{low:.4},{high:.4}");
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_vs_rest_seats_a_alone_rotating_and_the_default_alternates() {
        // Four seats, one against the rest: A at seat g mod 4 only.
        for g in 0..8 {
            let a: Vec<usize> = (0..4).filter(|&s| seat_is_a(true, 4, g, s)).collect();
            assert_eq!(a, [g % 4]);
        }
        // The default: two of four seats each, swapped every game.
        assert_eq!(
            (0..4).filter(|&s| seat_is_a(false, 4, 0, s)).collect::<Vec<_>>(),
            [0, 2]
        );
        assert_eq!(
            (0..4).filter(|&s| seat_is_a(false, 4, 1, s)).collect::<Vec<_>>(),
            [1, 3]
        );
    }

    #[test]
    fn one_vs_rest_reports_the_lone_seat_and_the_rest_mean() {
        let initial = oduludo::State::new(oduludo::Config::with_players(4)).expect("valid");
        let bots = [BotSpec::Random, BotSpec::Random];
        let options = Options {
            games: 8,
            seed: 3,
            one_vs_rest: true,
            ..Options::default()
        };
        let run = |threads| {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .expect("pool");
            pool.install(|| run(&initial, &bots, &options))
        };
        let one = run(1);
        assert_eq!(run(2), one);
        assert_eq!(one.one_vs_rest, Some(4));
        let p = &one.pairs[0]; // ok: one pair
        assert_eq!(p.wins + p.draws + p.losses, 8);
        let (mean, low, high) = p.rest.expect("one against the rest");
        // The B seats' wins are A's losses, shared by the three B seats.
        assert!((mean - p.losses as f64 / 8.0 / 3.0).abs() < 1e-12);
        assert!(low <= mean && mean <= high && high <= 1.0 / 3.0);
        assert!(one.table().contains("| random | random | 8 |"));
        assert!(one.table().contains("B seats' mean score"));
        assert!(
            one.csv()
                .lines()
                .next()
                .is_some_and(|h| h.ends_with(",b_seat_mean,b_seat_low,b_seat_high"))
        );
        // The default run has neither.
        let default = Options {
            one_vs_rest: false,
            ..options.clone()
        };
        let two = rayon::ThreadPoolBuilder::new()
            .num_threads(1)
            .build()
            .expect("pool")
            .install(|| super::run(&initial, &bots, &default));
        assert_eq!(two.one_vs_rest, None);
        assert!(two.pairs.iter().all(|p| p.rest.is_none()));
        assert!(
            two.csv()
                .lines()
                .next()
                .is_some_and(|h| h.ends_with(",rating_a,rating_b"))
        );
        assert!(!two.table().contains("B seats"));
    }
}

//! Speed of XOBrainer's MCTS with uniform play-outs (`mcts:N`) and guided
//! by [`xobrainer::Heuristics`] (`guided:N`): iterations per second and
//! seconds per move, over the same positions of seeded random one-round
//! games.
//!
//! ```text
//! cargo run --release -p xobrainer --example xobrainer_guided_speed -- [N] [POSITIONS] [SEED] [PRIOR_WEIGHT RAVE]
//! ```
//!
//! (the guided settings default to `params.rs`'s).
//!
//! Prints one line per bot: `bot=mcts:N positions=P iterations=I seconds=S
//! iterations_per_s=R seconds_per_move=M` (wall-clock seconds; run it on a
//! quiet machine, or compare the two lines of one run).

use std::time::Instant;

use board_core::bots::{Bot, random_step};
use board_core::mcts::{MctsBot, MctsConfig, SearchSettings};
use board_core::{Game, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use xobrainer::{Config, Heuristics, MatchFormat, State};

fn leaf(s: &State, seat: Seat) -> f64 {
    SearchSettings::leaf_value(s, seat)
}

/// What the facade's `mcts_config` builds for XOBrainer.
fn mcts(n: u32) -> MctsConfig<State> {
    MctsConfig::iterations(n)
        .with_leaf_value(State::ROLLOUT_PLIES, leaf)
        .with_exploration(State::EXPLORATION)
        .with_open_loop_chance(State::OPEN_LOOP_CHANCE)
}

/// What the facade's `guided_config` builds for XOBrainer, with this prior
/// weight and RAVE parameter.
fn guided(n: u32, w: f64, k: f64) -> MctsConfig<State> {
    mcts(n)
        .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, leaf)
        .with_exploration(State::GUIDED_EXPLORATION)
        .with_prior_weight(w)
        .with_rave(k)
        .with_solver(State::GUIDED_SOLVER)
}

fn main() {
    let args: Vec<f64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let n = args.first().copied().unwrap_or(1000.0) as u32;
    let count = args.get(1).copied().unwrap_or(60.0) as usize;
    let seed = args.get(2).copied().unwrap_or(1.0) as u64;
    let w = args.get(3).copied().unwrap_or(State::GUIDED_PRIOR_WEIGHT);
    let k = args.get(4).copied().unwrap_or(State::GUIDED_RAVE);
    let initial = State::new(Config {
        format: MatchFormat::OneRound,
        ..Config::default()
    })
    .expect("valid config");
    // Positions where a seat acts, every 3rd decision of seeded random games.
    let mut positions = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut s = initial.clone();
    let mut decisions = 0u64;
    while positions.len() < count {
        if s.to_act().seat().is_some() {
            if decisions.is_multiple_of(3) {
                positions.push(s.clone());
            }
            decisions += 1;
        }
        if random_step(&mut s, &mut rng).is_none() {
            s = initial.clone();
        }
    }
    for name in ["mcts", "guided"] {
        let start = Instant::now();
        let mut iterations = 0u64;
        for (i, p) in positions.iter().enumerate() {
            let rng = ChaCha8Rng::seed_from_u64(seed ^ i as u64);
            let stats = if name == "mcts" {
                let mut bot = MctsBot::new(mcts(n), rng);
                bot.choose(p);
                bot.last_search().cloned()
            } else {
                let mut bot = MctsBot::guided(guided(n, w, k), rng, Heuristics);
                bot.choose(p);
                bot.last_search().cloned()
            };
            iterations += stats.map_or(0, |s| s.iterations);
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "bot={name}:{n} positions={} iterations={iterations} seconds={secs:.3} iterations_per_s={:.0} seconds_per_move={:.4}",
            positions.len(),
            iterations as f64 / secs,
            secs / positions.len() as f64
        );
    }
}

//! Tuning aid for XOBrainer's guided search: plays MCTS guided by
//! [`xobrainer::Heuristics`] with the settings given on the command line
//! against flat Monte Carlo (`mc`) or uniform MCTS (`mcts`) on one-round
//! matches, seats swapped (games `2k` and `2k + 1` share their chance
//! draws), and prints the guided bot's wins, draws, losses and score.
//!
//! ```text
//! cargo run --release -p xobrainer --example xobrainer_guided_tune -- \
//!     ITERATIONS OPPONENT(mc|mcts) OPPONENT_N GAMES SEED PRIOR_WEIGHT RAVE EXPLORATION
//! ```
//!
//! The tournament runner (`--bots guided:N,...`) measures the settings
//! compiled into `params.rs`; this example tries others without a rebuild.

use std::time::Instant;

use board_core::bots::{Bot, MonteCarloBot};
use board_core::mcts::{MctsBot, MctsConfig, SearchSettings};
use board_core::{Actor, Game, Seat, SeatResult};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use xobrainer::{Config, Heuristics, MatchFormat, State};

fn leaf(s: &State, seat: Seat) -> f64 {
    SearchSettings::leaf_value(s, seat)
}

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: f64| a.get(i).and_then(|v| v.parse().ok()).unwrap_or(d);
    let n = num(0, 1000.0) as u32;
    let opponent = a.get(1).cloned().unwrap_or_else(|| "mc".into());
    let opp_n = num(2, 1000.0) as u32;
    let games = num(3, 40.0) as u64;
    let seed = num(4, 1.0) as u64;
    let w = num(5, State::GUIDED_PRIOR_WEIGHT);
    let k = num(6, State::GUIDED_RAVE);
    let c = num(7, State::GUIDED_EXPLORATION);
    let initial = State::new(Config {
        format: MatchFormat::OneRound,
        ..Config::default()
    })
    .expect("valid config");
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let start = Instant::now();
    let mut guided_moves = 0u64;
    let mut guided_secs = 0.0;
    for g in 0..games {
        let guided_seat = (g % 2) as usize;
        let config = MctsConfig::iterations(n)
            .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, leaf)
            .with_exploration(c)
            .with_prior_weight(w)
            .with_rave(k)
            .with_solver(State::GUIDED_SOLVER);
        let mut guided = MctsBot::guided(config, ChaCha8Rng::seed_from_u64(seed * 1_000_003 + g), Heuristics);
        let orng = ChaCha8Rng::seed_from_u64(seed * 7_000_001 + g);
        let mut other: Box<dyn Bot<State>> = if opponent == "mcts" {
            let config = MctsConfig::iterations(opp_n)
                .with_leaf_value(State::ROLLOUT_PLIES, leaf)
                .with_exploration(State::EXPLORATION)
                .with_open_loop_chance(State::OPEN_LOOP_CHANCE);
            Box::new(MctsBot::new(config, orng))
        } else {
            Box::new(
                MonteCarloBot::new(orng, 1, State::ROLLOUT_PLIES)
                    .with_leaf_value(leaf)
                    .with_total_playouts(opp_n as usize),
            )
        };
        let mut chance = ChaCha8Rng::seed_from_u64(seed * 9_000_011 + g / 2);
        let mut s = initial.clone();
        loop {
            let mv = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => s.sample_chance(&mut chance),
                Actor::Seat(seat) if seat.index() == guided_seat => {
                    let t = Instant::now();
                    let m = guided.choose(&s);
                    guided_secs += t.elapsed().as_secs_f64();
                    guided_moves += 1;
                    m
                }
                Actor::Seat(_) => other.choose(&s),
            };
            let Some(mv) = mv else { break };
            s = s.apply(&mv).expect("legal");
        }
        match s
            .outcome()
            .and_then(|o| o.get(Seat(guided_seat as u8)).map(|r| r.result))
        {
            Some(SeatResult::Win) => wins += 1,
            Some(SeatResult::Loss) => {
                losses += 1;
                if std::env::var_os("GUIDED_TUNE_SHOW_LOSSES").is_some() {
                    println!("lost game {g} (guided seat {guided_seat}):\n{}", s.picture());
                }
            }
            _ => draws += 1,
        }
    }
    let score = (wins as f64 + 0.5 * draws as f64) / games as f64;
    println!(
        "guided:{n} w={w} rave={k} c={c} vs {opponent}:{opp_n} seed={seed}: {wins}-{draws}-{losses} score={score:.3} \
         guided_moves={guided_moves} guided_s_per_move={:.4} total_s={:.1}",
        guided_secs / guided_moves.max(1) as f64,
        start.elapsed().as_secs_f64()
    );
}

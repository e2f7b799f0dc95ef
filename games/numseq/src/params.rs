//! numseq's game-string parameters (spec section 2 and D7; the fields of
//! [`Config`]),
//! and its search settings ([`SearchSettings`]).

use alloc::string::String;

use crate::{Config, Preset, SequenceCount};

use board_core::mcts::SearchSettings;
use board_core::params::{Param, Value, choices, field};

/// One line per parameter, in canonical order.
pub const PARAMS: &[Param<Config>] = &[
    field!("preset", (preset): Preset),
    field!("players", (players): u8),
    field!("teams", (teams): Option<u8>),
    field!("sequences", (sequences): SequenceCount),
    field!("max_turns", (max_turns): Option<u32>),
];

impl SearchSettings for crate::State {
    type Knowledge = crate::Heuristics;

    /// Tuned with the tournament runner: 0.5 scored better against flat MC
    /// than 1.0 and 0.25 (BENCHMARKS.md, "MCTS strength").
    const EXPLORATION: f64 = 0.5;

    /// Open loop: the guided search passes through the draws. In numseq
    /// every move is followed by a hidden draw of one of about 50 card
    /// kinds; with a chance child per card the next seat's replies are
    /// split about 50 ways and see a visit or two each, while open loop
    /// keeps one node for them, so the opponent's reply is actually
    /// searched. Measured against `mc:1000` (guided play-outs, 40 games a
    /// seed, seeds 1-3; the numbers are in issue 30's report):
    /// closed loop 0.525 / 0.500, open loop 0.700 / 0.475 on seeds 1 / 2;
    /// with play-outs cut at 24 plies, closed 0.600 and open 0.700 on
    /// seed 3. `mcts:N` keeps closed loop ([`SearchSettings::OPEN_LOOP_CHANCE`]).
    const GUIDED_OPEN_LOOP_CHANCE: bool = true;

    /// Guided play-outs are cut after this many plies (decisions and draws)
    /// and valued by [`crate::Heuristics::leaf_value`]: shorter, less noisy
    /// play-outs (a whole game is about 80 plies). Against `mc:1000`, open
    /// loop: to the end 0.700 / 0.475 (seeds 1 / 2), cut at 24 plies
    /// 0.650 / 0.575 / 0.700 (seeds 1 / 2 / 3), cut at 12: 0.675 (seed 3),
    /// and with the priors below 0.625 / 0.650 (seeds 1 / 2) at a fifth
    /// less time a move than at 24.
    const GUIDED_ROLLOUT_PLIES: usize = 12;

    /// Progressive bias with [`crate::Heuristics`]' priors, weight 1 (a
    /// bonus of `prior / (visits + 1)`). Against `mc:1000`, open loop,
    /// play-outs to the end: 0.525 with against 0.475 without (seed 2);
    /// closed loop 0.550 against 0.525 (seed 1); a weight of 10 scored
    /// 0.500 (seed 3).
    const GUIDED_PRIOR_WEIGHT: f64 = 1.0;

    /// The guided search's exploration constant, as `mcts:N`'s: 1.0 scored
    /// 0.650 / 0.575 against 0.625 / 0.650 for 0.5 (seeds 1 / 2, open loop,
    /// play-outs cut at 12, priors).
    const GUIDED_EXPLORATION: f64 = 0.5;

    /// No RAVE: at `k = 300` it scored 0.575 / 0.525 against 0.525 / 0.475
    /// without (closed loop seed 1, open loop seed 2), inside the noise,
    /// and took about twice the time per iteration, which the expert level
    /// (a time budget) pays for.
    const GUIDED_RAVE: f64 = 0.0;

    /// The budget of `expert`: on the loaded reference machine (load
    /// about 10 on 2 cores) `guided:10000` took 252 ms a move on average
    /// and 550 ms at the slowest (6 games), `guided:6000` 139 and 211 ms,
    /// so 8,000 keeps a move under about 0.5 s.
    const EXPERT_ITERATIONS: u32 = 8000;

    /// [`crate::Heuristics::leaf_value`]: only read by the guided search
    /// when its play-outs are cut ([`SearchSettings::GUIDED_ROLLOUT_PLIES`]);
    /// `mc:N` and `mcts:N` play out to the end.
    fn leaf_value(&self, seat: board_core::Seat) -> f64 {
        crate::Heuristics::leaf_value(self, seat)
    }
}

/// A preset by its name, with or without the `numseq-` prefix
/// (`default-v1` is `numseq-default-v1`).
impl Value for Preset {
    const EXPECTED: &'static str = "a preset name (see numseq::Preset::ALL), e.g. default-v1 or classic";
    fn read(text: &str, _: &Self) -> Option<Self> {
        Preset::ALL.into_iter().find(|p| {
            let name = p.name();
            name.eq_ignore_ascii_case(text)
                || name
                    .strip_prefix("numseq-")
                    .is_some_and(|n| n.eq_ignore_ascii_case(text))
        })
    }
    fn show(&self) -> Option<String> {
        let name = self.name();
        Some(String::from(name.strip_prefix("numseq-").unwrap_or(name)))
    }
}

choices!(SequenceCount { ByPlayers => "by-players", BySides => "by-sides" });

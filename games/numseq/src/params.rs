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

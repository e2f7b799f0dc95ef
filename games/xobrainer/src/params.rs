//! XOBrainer's game-string parameters (spec §3, §6, §7; the fields of
//! [`Config`]),
//! and its search settings ([`SearchSettings`]).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::{Card, Config, Layout, MatchFormat, TimeBomb, Variants};

use board_core::mcts::SearchSettings;
use board_core::params::{Kind, ListValue, OptionalValue, Param, Value, field};

/// One line per parameter, in canonical order.
pub const PARAMS: &[Param<Config>] = &[
    field!("format", (format): MatchFormat),
    field!("variants", (variants): Variants),
    field!("time_bomb", (variants.time_bomb): Option<TimeBomb>),
    field!("x_players", (team_sizes.0[0]): u8),
    field!("o_players", (team_sizes.0[1]): u8),
    field!("layout", (layout): Layout),
    field!("deck", (deck): Vec<Card>),
];

/// The search settings: `mcts:N` keeps every default (uniform play-outs to
/// the end, exploration 1.0, closed-loop chance); `guided:N` plays out
/// with [`crate::Heuristics`] and uses its priors and RAVE (placements
/// mostly commute). Tuned with the tournament runner and the
/// `xobrainer_guided_tune` example on `xobrainer(format=one-round)`, seeds 1-3; the
/// measured strength is in BENCHMARKS.md.
impl SearchSettings for crate::State {
    type Knowledge = crate::Heuristics;
    /// Progressive-bias weight on [`crate::Heuristics`]' priors (`0..=1`).
    const GUIDED_PRIOR_WEIGHT: f64 = 2.0;
    /// RAVE's equivalence parameter: the AMAF mean weighs as much as the
    /// move's own mean after 300 visits.
    const GUIDED_RAVE: f64 = 300.0;
    /// Iterations of the `expert` level (a move well under 1 s).
    const EXPERT_ITERATIONS: u32 = 8000;
}

impl Value for MatchFormat {
    const EXPECTED: &'static str = "bo<N> (best of N sets), rounds<N>, points<N> or one-round";
    fn read(text: &str, _: &Self) -> Option<Self> {
        let t = text.to_ascii_lowercase();
        if t == "one-round" {
            return Some(MatchFormat::OneRound);
        }
        let number = |prefix: &str| t.strip_prefix(prefix).and_then(|n| <u16 as Value>::read(n, &0));
        if let Some(n) = number("bo") {
            return u8::try_from(n).ok().map(|best_of| MatchFormat::Sets { best_of });
        }
        number("rounds")
            .map(MatchFormat::Rounds)
            .or_else(|| number("points").map(MatchFormat::Points))
    }
    fn show(&self) -> Option<String> {
        Some(match self {
            MatchFormat::Sets { best_of } => format!("bo{best_of}"),
            MatchFormat::Rounds(n) => format!("rounds{n}"),
            MatchFormat::Points(n) => format!("points{n}"),
            MatchFormat::OneRound => String::from("one-round"),
        })
    }
}

/// The on/off variants, in canonical order.
const VARIANTS: [&str; 3] = ["random", "map", "mission"];

fn flags(v: &mut Variants) -> [&mut bool; 3] {
    [&mut v.random, &mut v.map, &mut v.mission]
}

/// `variants=random+mission` turns on exactly those; the TimeBomb limit
/// (its own parameter, `time_bomb`) is kept.
impl Value for Variants {
    const EXPECTED: &'static str = "none, or random, map, mission joined by +";
    fn read(text: &str, current: &Self) -> Option<Self> {
        let mut next = *current;
        for flag in flags(&mut next) {
            *flag = false;
        }
        if text.eq_ignore_ascii_case("none") {
            return Some(next);
        }
        for part in text.split('+') {
            let i = VARIANTS.iter().position(|n| n.eq_ignore_ascii_case(part.trim()))?;
            let mut all = flags(&mut next);
            **all.get_mut(i)? = true;
        }
        Some(next)
    }
    fn show(&self) -> Option<String> {
        let on: Vec<&str> = [self.random, self.map, self.mission]
            .into_iter()
            .zip(VARIANTS)
            .filter_map(|(on, name)| on.then_some(name))
            .collect();
        Some(if on.is_empty() {
            String::from("none")
        } else {
            on.join("+")
        })
    }
}

impl OptionalValue for TimeBomb {
    const EXPECTED: &'static str = "off, 10, 20, 30 or 40 (seconds)";
    const KIND: Kind = Kind::OptionalInt("off");
    fn read(text: &str, _: &Option<Self>) -> Option<Option<Self>> {
        if text.eq_ignore_ascii_case("off") {
            return Some(None);
        }
        <u8 as Value>::read(text, &0).and_then(TimeBomb::from_seconds).map(Some)
    }
    fn show(value: &Option<Self>) -> Option<String> {
        Some(match value {
            None => String::from("off"),
            Some(t) => format!("{}", t.seconds()),
        })
    }
}

impl Value for Layout {
    const EXPECTED: &'static str = "default-v0";
    fn read(text: &str, _: &Self) -> Option<Self> {
        text.eq_ignore_ascii_case("default-v0").then(Layout::default_v0)
    }
    fn show(&self) -> Option<String> {
        (*self == Layout::default_v0()).then(|| String::from("default-v0"))
    }
}

impl ListValue for Card {
    const EXPECTED: &'static str = "default";
    fn read(text: &str, _: &[Self]) -> Option<Vec<Self>> {
        text.eq_ignore_ascii_case("default").then(Card::default_deck)
    }
    fn show(value: &[Self]) -> Option<String> {
        (*value == *Card::default_deck()).then(|| String::from("default"))
    }
}

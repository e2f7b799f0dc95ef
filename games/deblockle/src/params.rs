//! Deblockle's game-string parameters (spec §1, §2, §6 and the §8
//! switches; the fields of [`Config`]),
//! and its search settings ([`SearchSettings`]).

use alloc::string::String;

use crate::{Config, Orientation, Side};
use crate::{HoopsPath, SetupMode, SideBySide, SliderStop, TipWithoutHop};

use board_core::mcts::SearchSettings;
use board_core::params::{Param, Shown, Value, choices, field};

/// One line per parameter, in canonical order.
pub const PARAMS: &[Param<Config>] = &[
    // `blocks=N` gives both sides N blocks; `south_blocks`/`north_blocks`
    // set one side (and are what the canonical string shows when they differ).
    Param {
        name: "blocks",
        expected: <u8 as Value>::EXPECTED,
        kind: <u8 as Value>::KIND,
        excludes: &["south_blocks", "north_blocks"],
        set: |c, text| match <u8 as Value>::read(text, &0) {
            Some(n) => {
                c.south_blocks = n;
                c.north_blocks = n;
                true
            }
            None => false,
        },
        show: |c| (c.south_blocks == c.north_blocks).then(|| Shown::Text(alloc::format!("{}", c.south_blocks))),
    },
    Param {
        name: "south_blocks",
        expected: <u8 as Value>::EXPECTED,
        kind: <u8 as Value>::KIND,
        excludes: &["blocks"],
        set: |c, text| match <u8 as Value>::read(text, &0) {
            Some(n) => {
                c.south_blocks = n;
                true
            }
            None => false,
        },
        show: |c| (c.south_blocks != c.north_blocks).then(|| Shown::Text(alloc::format!("{}", c.south_blocks))),
    },
    Param {
        name: "north_blocks",
        expected: <u8 as Value>::EXPECTED,
        kind: <u8 as Value>::KIND,
        excludes: &["blocks"],
        set: |c, text| match <u8 as Value>::read(text, &0) {
            Some(n) => {
                c.north_blocks = n;
                true
            }
            None => false,
        },
        show: |c| (c.south_blocks != c.north_blocks).then(|| Shown::Text(alloc::format!("{}", c.north_blocks))),
    },
    field!("setup", (setup): SetupMode),
    field!("first", (first): Side),
    field!("side_by_side", (side_by_side): SideBySide),
    field!("tip_without_hop", (tip_without_hop): TipWithoutHop),
    field!("hoops_path", (hoops_path): HoopsPath),
    field!("slider_stop", (slider_stop): SliderStop),
    field!("max_turns", (max_turns): Option<u32>),
];

impl SearchSettings for crate::State {
    /// The race to the target star: [`crate::Heuristics`].
    type Knowledge = crate::Heuristics;

    /// Random Deblockle play-outs rarely remove a block before the turn cap,
    /// so they are cut after 80 plies and valued by the race.
    const ROLLOUT_PLIES: usize = 80;

    /// Tuned with the tournament runner: 0.25 scored better against flat MC
    /// than 0.5 and 1.0 (BENCHMARKS.md, "MCTS strength").
    const EXPLORATION: f64 = 0.25;

    /// Tuned in self-play at 1,000 iterations against the shipped setting
    /// (seeds 1-2, 40 games each): 0.5 and 0.1 scored 0.35 and 0.39.
    const GUIDED_EXPLORATION: f64 = 0.25;

    /// Priors matter: without them (0) the guided search scored 0.34, with
    /// weight 2 0.51, against weight 0.5 (self-play, as above).
    const GUIDED_PRIOR_WEIGHT: f64 = 0.5;

    /// Off: Deblockle's turns do not commute (RAVE at k = 300 scored 0.29).
    const GUIDED_RAVE: f64 = 0.0;

    const GUIDED_SOLVER: bool = true;

    /// Guided play-outs reach removals sooner, so they are cut after 40
    /// plies: 0.617 over 120 self-play games (seeds 1-3) against the cut at
    /// 80 (200: 0.49), and about twice as many iterations a second.
    const GUIDED_ROLLOUT_PLIES: usize = 40;

    /// About 0.3 s a move on the reference machine under load (a guided
    /// iteration is cheap: short, racing play-outs).
    const EXPERT_ITERATIONS: u32 = 10_000;

    /// The race: for each side, blocks removed plus, for each block still on
    /// the board, up to half a block for closeness (Manhattan distance) to
    /// its target star; the seat's lead over the opponent, divided by the
    /// larger block count.
    fn leaf_value(&self, seat: board_core::Seat) -> f64 {
        use crate::Side;
        let mut progress = [0.0f64; 2];
        for side in Side::ALL {
            if let Some(p) = progress.get_mut(side.index()) {
                *p = f64::from(self.removed(side));
            }
        }
        for b in self.blocks() {
            let t = b.side.target_star();
            let d = (i32::from(b.square.file()) - i32::from(t.file())).abs()
                + (i32::from(b.square.rank()) - i32::from(t.rank())).abs();
            if let Some(p) = progress.get_mut(b.side.index()) {
                *p += 0.5 * (1.0 - f64::from(d.min(12)) / 12.0);
            }
        }
        let blocks = f64::from(self.config().south_blocks.max(self.config().north_blocks).max(1));
        let (me, them) = if seat.index() == 0 { (0, 1) } else { (1, 0) };
        let lead = progress.get(me).copied().unwrap_or(0.0) - progress.get(them).copied().unwrap_or(0.0);
        (lead / blocks).clamp(-1.0, 1.0)
    }
}

/// `standard`, `random`, or `fixed:` with South's four orientations, `/`,
/// North's four (two letters each, top face then north face, as in the
/// move notation), e.g. `fixed:=*=*=*=*/=*=*=*=*`.
impl Value for SetupMode {
    const EXPECTED: &'static str = "standard, random, or fixed:<4 orientations>/<4 orientations> (South's, then North's; e.g. fixed:=*=*=*=*/=*=*=*=*)";
    fn read(text: &str, _: &Self) -> Option<Self> {
        if text.eq_ignore_ascii_case("standard") {
            return Some(SetupMode::Standard);
        }
        if text.eq_ignore_ascii_case("random") {
            return Some(SetupMode::Random);
        }
        let (south, north) = text.strip_prefix("fixed:")?.split_once('/')?;
        Some(SetupMode::Fixed(crate::BySide::new(four(south)?, four(north)?)))
    }
    fn show(&self) -> Option<String> {
        Some(match self {
            SetupMode::Standard => String::from("standard"),
            SetupMode::Random => String::from("random"),
            SetupMode::Fixed(crate::BySide { south, north }) => {
                let mut s = String::from("fixed:");
                for o in south {
                    s.push_str(&alloc::format!("{o}"));
                }
                s.push('/');
                for o in north {
                    s.push_str(&alloc::format!("{o}"));
                }
                s
            }
        })
    }
}

/// Four orientations of two characters each.
fn four(text: &str) -> Option<[Orientation; 4]> {
    let chars: alloc::vec::Vec<char> = text.chars().collect();
    if chars.len() != 8 {
        return None;
    }
    let mut out = [Orientation::default(); 4];
    for (slot, pair) in out.iter_mut().zip(chars.chunks(2)) {
        let pair: String = pair.iter().collect();
        *slot = pair.parse().ok()?;
    }
    Some(out)
}

choices!(Side { South => "south", North => "north" });
choices!(SideBySide { Allowed => "allowed", Forbidden => "forbidden" });
choices!(TipWithoutHop { Illegal => "illegal", TipStands => "tip-stands" });
choices!(HoopsPath { Unblocked => "unblocked", ThroughBlocks => "through-blocks" });
choices!(SliderStop { BeforeAnyStar => "before-any-star", NaturalOnly => "natural-only" });

//! ODULUDO's game-string parameters (spec sections 1, 2, 9, the D-knobs
//! of section 12 and revision 3's `backward_rule`, O-R9; the fields of
//! [`Config`]),
//! and its search settings ([`SearchSettings`]).

use alloc::string::String;

use crate::{
    ArrivalRule, BackwardRule, BonusRule, LightningRule, PrisonerRule, RollRule, SixRule, StackRule, StandardEnd,
    UfoRule,
};
use crate::{Colour, ColourSet, Config, Layout, Mode};

use board_core::mcts::SearchSettings;
use board_core::params::{Param, Shown, Value, choices, field};

/// One line per parameter, in canonical order.
pub const PARAMS: &[Param<Config>] = &[
    // `players=N` is the usual colour set for N players; `colours` names any
    // other set. Only one of the two may be given.
    Param {
        name: "players",
        expected: "2, 3 or 4",
        kind: <u8 as Value>::KIND,
        excludes: &["colours"],
        set: |c, text| match <u8 as Value>::read(text, &0) {
            Some(n @ 2..=4) => {
                c.colours = ColourSet::for_players(usize::from(n));
                true
            }
            _ => false,
        },
        show: |c| usual_players(c.colours).map(|n| Shown::Text(alloc::format!("{n}"))),
    },
    Param {
        name: "colours",
        expected: "2-4 of the colour letters G R B P, in that order (e.g. GB, GRB)",
        kind: <ColourSet as Value>::KIND,
        excludes: &["players"],
        set: |c, text| match <ColourSet as Value>::read(text, &c.colours) {
            Some(set) => {
                c.colours = set;
                true
            }
            None => false,
        },
        show: |c| match usual_players(c.colours) {
            Some(_) => None,
            None => Some(Shown::of(c.colours.show())),
        },
    },
    field!("mode", (mode): Mode),
    field!("layout", (layout): Layout),
    field!("roll_rule", (roll_rule): RollRule),
    field!("ufo_rule", (ufo_rule): UfoRule),
    field!("stack_rule", (stack_rule): StackRule),
    field!("prisoner_rule", (prisoner_rule): PrisonerRule),
    field!("standard_end", (standard_end): StandardEnd),
    field!("lightning_rule", (lightning_rule): LightningRule),
    field!("arrival_rule", (arrival_rule): ArrivalRule),
    field!("six_rule", (six_rule): SixRule),
    field!("bonus_rule", (bonus_rule): BonusRule),
    field!("backward_rule", (backward_rule): BackwardRule),
];

/// The search settings: the defaults for `mcts:N`; the guided search
/// (`guided:N`) plays out with [`crate::Heuristics`].
impl SearchSettings for crate::State {
    type Knowledge = crate::Heuristics;
    /// Closed-loop chance (one child per die face seen): in ODULUDO every
    /// decision follows a roll of six faces only, so the children of a
    /// chance node each keep a sixth of the visits, the moves under them
    /// are those of one roll (the open-loop tree mixes the legal moves of
    /// six rolls under one node), and the MCTS-Solver stays sound (a won
    /// last move is proven). Measured, `guided:1000` alone against three
    /// `mc:1000` seats, 100 games, seed 101: closed loop 0.320
    /// (0.237..0.417), open loop 0.260 (0.184..0.354). On a fresh seed
    /// (20261207, 200 games) the shipped guided search scored 0.265
    /// (0.209..0.330) against the three seats' 0.245: not clearly above
    /// flat Monte Carlo (plain `mcts:1000` scored 0.280 there).
    const GUIDED_OPEN_LOOP_CHANCE: bool = false;
    /// No progressive bias: the priors helped less than the play-out
    /// policy alone (weight 1.0: 0.220 (0.150..0.311) on the run above).
    const GUIDED_PRIOR_WEIGHT: f64 = 0.0;
    /// The guided search's budget at the expert level: its move stays
    /// under about half a second on the loaded reference machine
    /// (`examples/oduludo_guided_speed.rs`).
    const EXPERT_ITERATIONS: u32 = 5000;
}

/// The player count whose usual colour set this is.
fn usual_players(set: ColourSet) -> Option<u8> {
    (2..=4u8).find(|&n| ColourSet::for_players(usize::from(n)) == set)
}

impl Value for ColourSet {
    const EXPECTED: &'static str = "colour letters G R B P";
    fn read(text: &str, _: &Self) -> Option<Self> {
        let mut mask = 0u8;
        let mut last = None;
        for ch in text.chars() {
            let c = Colour::from_letter(ch.to_ascii_uppercase())?;
            if last.is_some_and(|l| l >= c.index()) {
                return None;
            }
            last = Some(c.index());
            mask |= 1 << c.index();
        }
        (mask != 0).then_some(ColourSet(mask))
    }
    fn show(&self) -> Option<String> {
        (self.0 & !0xF == 0).then(|| self.iter().map(|c| c.letter()).collect())
    }
}

/// The named layouts of spec section 2 / D8; any other layout is written
/// as its pattern, e.g. `M:.*S.O.U.LSJ/5s`.
const LAYOUTS: [(&str, Layout); 4] = [
    ("default-v2", Layout::DEFAULT),
    ("default-v1", Layout::V1),
    ("one-sun", Layout::ONE_SUN),
    ("junction-50", Layout::JUNCTION_50),
];

impl Value for Layout {
    const EXPECTED: &'static str =
        "default-v2, default-v1, one-sun, junction-50, or a layout pattern like M:.*S.O.UL.SJ/5s";
    fn read(text: &str, _: &Self) -> Option<Self> {
        LAYOUTS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(_, l)| *l)
            .or_else(|| Layout::parse(text).ok())
    }
    fn show(&self) -> Option<String> {
        Some(match LAYOUTS.iter().find(|(_, l)| l == self) {
            Some((name, _)) => String::from(*name),
            None => alloc::format!("{self}"),
        })
    }
}

choices!(Mode { Standard => "standard", LastPawn => "last-pawn", Team => "team" });
choices!(RollRule { MustUse => "must-use", MayPass => "may-pass" });
choices!(UfoRule { OncePerRound => "once-per-round", OncePerTurnCycle => "once-per-turn-cycle" });
choices!(StackRule {
    NoTakingLarger => "no-taking-larger",
    AnyTakesAny => "any-takes-any",
    LargerSendsAttackerBack => "larger-sends-attacker-back",
});
choices!(PrisonerRule { PassToCaptor => "pass-to-captor", GoHome => "go-home" });
choices!(StandardEnd { FirstFinisher => "first-finisher", ContinueToLoser => "continue-to-loser" });
choices!(LightningRule { OwnMoon => "own-moon", Stay => "stay" });
choices!(ArrivalRule { StayBehind => "stay-behind", TakeAnyway => "take-anyway" });
choices!(SixRule { Unlimited => "unlimited", ThirdSixEndsTurn => "third-six-ends-turn" });
choices!(BonusRule { NoBonus => "no-bonus", CaptureAndEarth => "capture-and-earth" });
choices!(BackwardRule { QueenCarries => "queen-carries", QueenAlone => "queen-alone" });

//! [`Level`]: the named strength levels for people (`beginner`, `casual`,
//! `strong`, `expert`), each a documented bot string with a time budget.

use core::fmt;
use core::str::FromStr;

use super::{BotSpec, BotSpecError};
use crate::search::SearchSettings;

/// A named strength level: what `play --level`, the web page's strength
/// menu and the Python package's `bot_move` offer people. Each level is one
/// bot string of [`BotSpec`], the same in every host:
///
/// | level | runs ([`Level::spec`]) | iterations a move | intended time a move |
/// |---|---|---|---|
/// | `beginner` | `mc:50`: flat Monte Carlo, its play-outs split over the legal moves | 50 play-outs in all | under 20 ms |
/// | `casual` | `guided:200`: MCTS guided by the game's knowledge ([`crate::guided_config`]) | 200 | under 100 ms |
/// | `strong` | `guided:1000` | 1,000 | under 0.5 s |
/// | `expert` | `guided:E`, E = the game's [`SearchSettings::EXPERT_ITERATIONS`] | per game (default 2,000) | under 1 s native, under 2 s in a phone's browser |
///
/// The time budgets are the intent each game's settings are tuned to on
/// the reference machine (BENCHMARKS.md, "MCTS strength" and the Elo
/// ladder of `bench/elo_ladder.sh`); the iterations, not the clock, bound
/// the search, so a level's move is the same for the same seed on every
/// machine.
///
/// Parsing ignores case and surrounding spaces; `Display` writes the
/// lower-case name. Unknown names are refused with [`BotSpecError`], whose
/// message lists the levels.
///
/// ```
/// use tabletop::{BotSpec, Level};
/// # fn main() -> Result<(), tabletop::BotSpecError> {
/// assert_eq!(" Expert ".parse::<Level>()?, Level::Expert);
/// assert_eq!("strong".parse::<BotSpec>()?, BotSpec::Level(Level::Strong));
/// assert_eq!(Level::Casual.spec::<xobrainer::State>(), BotSpec::Guided(200));
/// assert!("grandmaster".parse::<Level>().is_err());
/// # Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// `mc:50`: flat Monte Carlo with 50 play-outs a move in all; it sees
    /// one move ahead and blunders often.
    Beginner,
    /// `guided:200`: the guided search with 200 iterations a move.
    Casual,
    /// `guided:1000`: the guided search with 1,000 iterations a move.
    Strong,
    /// `guided:E` with E the game's [`SearchSettings::EXPERT_ITERATIONS`].
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Casual, Level::Strong, Level::Expert];

    /// The level `play`, the web page and the Python package use when none
    /// is named: [`Level::Strong`].
    pub const DEFAULT: Level = Level::Strong;

    /// The level's name, lower case (`"beginner"`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Casual => "casual",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The bot the level runs for game `G` (see the table on [`Level`]);
    /// never a [`BotSpec::Level`].
    pub fn spec<G: SearchSettings>(self) -> BotSpec {
        match self {
            Level::Beginner => BotSpec::Mc(50),
            Level::Casual => BotSpec::Guided(200),
            Level::Strong => BotSpec::Guided(1000),
            Level::Expert => BotSpec::Guided(G::EXPERT_ITERATIONS.max(1)),
        }
    }

    /// The intended wall time of one move on the reference machine, in
    /// milliseconds (the last column of the table on [`Level`]; native
    /// code; a browser may take up to twice as long).
    pub const fn time_budget_ms(self) -> u32 {
        match self {
            Level::Beginner => 20,
            Level::Casual => 100,
            Level::Strong => 500,
            Level::Expert => 1000,
        }
    }

    /// A one-line description for people (a menu's tooltip), like
    /// `"guided search, 1000 iterations a move"`.
    pub const fn describe(self) -> &'static str {
        match self {
            Level::Beginner => "flat Monte Carlo, 50 play-outs a move: quick and careless",
            Level::Casual => "guided search, 200 iterations a move",
            Level::Strong => "guided search, 1000 iterations a move",
            Level::Expert => "guided search at the game's expert budget (under a second a move)",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = BotSpecError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| t.eq_ignore_ascii_case(l.name()))
            .ok_or_else(|| BotSpecError(board_core::notation::excerpt(s)))
    }
}

//! Game setup: player count, teams, preset, and the D7 switch (spec section 2).

use alloc::vec::Vec;

pub use crate::data::SequenceCount;
use crate::layout::{LayoutProblem, Preset, Seating, validate_data};

/// A game's setup. `Default` is the spec's default game: 2 players, the
/// `numseq-default-v1` preset, SEQUENCE count keyed on players, no turn cap.
///
/// With the `serde` feature it (de)serializes field by field; every field
/// may be left out (the defaults above; `sequences` takes the preset's own),
/// and deserialization runs [`Config::validate`]: an invalid config is a
/// deserialization error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Number of players: one the ruleset's seating table lists (2, 3, 4 or
    /// 6 for `numseq-default-v1`; 2, 3, 4, 6, 8, 9, 10 or 12 for `classic`).
    pub players: u8,
    /// Number of sides (chip colours). `None` takes the ruleset's default
    /// for the player count, the first of [`Seating::sides`](crate::Seating::sides):
    /// each player alone with 2-3 players, 2 teams with 4 (and classic 8
    /// and 10), 3 teams with 6 (and classic 9 and 12). Where a count allows
    /// 2 or 3 teams (6 players; classic 6 and 12) the default is 3 (N-R4).
    /// `Some(t)` must be one the seating allows (6 and 12 players: 2 or 3).
    /// Seat `i` plays for side `i mod sides`.
    pub teams: Option<u8>,
    /// Board, deck and seating: a shipped preset or any validated ruleset
    /// (N-R3, [`Preset::Custom`]).
    pub preset: Preset,
    /// The D7 switch.
    pub sequences: SequenceCount,
    /// Ends the game as a draw once this many turns have been played (N-R2;
    /// a turn is one seat's placement, removal or D4 discard; the dead-card
    /// swap is part of it). `None` (the default): no cap. At least 1.
    pub max_turns: Option<u32>,
}

impl Default for Config {
    fn default() -> Self {
        Config::new(Preset::NumseqDefaultV1, 2)
    }
}

/// One violated rule of a [`Config`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ConfigProblem {
    /// A player count the ruleset's seating table does not list (and that
    /// is not a team-size problem, see [`ConfigProblem::UnequalTeams`]).
    #[error("{players} players; ruleset {preset} takes {allowed}")]
    PlayerCount {
        /// Players given.
        players: u8,
        /// The ruleset's name.
        preset: &'static str,
        /// The counts it takes.
        allowed: PlayerCounts,
    },
    /// More than 3 players who cannot form 2 or 3 equal teams (5, 7, 11:
    /// D6 and the classic rules).
    #[error("{players} players cannot form 2 or 3 equal teams")]
    UnequalTeams {
        /// Players given.
        players: u8,
    },
    /// A side count the player count does not allow.
    #[error("{players} players cannot play as {teams} sides")]
    Teams {
        /// Players given.
        players: u8,
        /// Sides requested.
        teams: u8,
    },
    /// The preset's data is invalid.
    #[error("preset data: {0}")]
    Layout(LayoutProblem),
    /// `max_turns: Some(0)`: a game must last at least one turn.
    #[error("max_turns must be at least 1")]
    MaxTurnsZero,
}

/// A set of player counts (2-12), displayed as `2, 3, 4 or 6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct PlayerCounts(pub u16);

impl PlayerCounts {
    /// Whether `players` is in the set.
    pub fn contains(self, players: u8) -> bool {
        players < 16 && self.0 & (1 << players) != 0
    }
}

impl core::fmt::Display for PlayerCounts {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let all: Vec<u8> = (0..16).filter(|&p| self.contains(p)).collect();
        for (i, p) in all.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == all.len() { " or " } else { ", " })?;
            }
            write!(f, "{p}")?;
        }
        if all.is_empty() {
            f.write_str("no player count")?;
        }
        Ok(())
    }
}

/// Every violated rule of a [`Config`] at once (board-core's shared shape;
/// displays as `invalid config: <problem>; <problem>; ...`).
pub type ConfigError = board_core::ConfigError<ConfigProblem>;

impl Config {
    /// `players` players on `preset`, with the ruleset's default sides and
    /// SEQUENCE keying ([`LayoutData::default_count`]), no turn cap.
    ///
    /// [`LayoutData::default_count`]: crate::LayoutData::default_count
    pub fn new(preset: Preset, players: u8) -> Config {
        Config {
            players,
            teams: None,
            preset,
            sequences: preset.data().default_count,
            max_turns: None,
        }
    }

    /// A default config with `players` players (sides derived). A count
    /// above 255 is kept as 255, which no seating lists, so
    /// [`Config::validate`] refuses it as [`ConfigProblem::PlayerCount`].
    pub fn with_players(players: usize) -> Config {
        Config::new(Preset::NumseqDefaultV1, u8::try_from(players).unwrap_or(u8::MAX))
    }

    /// Classic Sequence with `players` players (N-R3): 2-12 players, any
    /// count divisible by 2 or 3; SEQUENCEs keyed on sides (2 with two
    /// sides, 1 with three). Counts above 255 as in [`Config::with_players`].
    pub fn classic(players: usize) -> Config {
        Config::new(Preset::Classic, u8::try_from(players).unwrap_or(u8::MAX))
    }

    fn seating(&self) -> Option<&'static Seating> {
        self.preset.ruleset().seating(self.players)
    }

    /// Number of sides (chip colours): `teams`, or the ruleset's default
    /// for the player count (the player count itself if it lists none).
    pub fn sides(&self) -> u8 {
        match self.teams {
            Some(t) => t,
            None => self
                .seating()
                .and_then(|s| s.sides.first().copied())
                .unwrap_or(self.players.min(3)),
        }
    }

    /// Cards per hand, from the ruleset's seating (section 2: 5 with 2-3
    /// players, 4 with 4-6 on `numseq-default-v1`; classic 7, 6, 5, 4 or 3).
    pub fn hand_size(&self) -> u8 {
        self.seating().map_or(1, |s| s.hand)
    }

    /// SEQUENCEs a side needs to win (section 2 and D7).
    pub fn sequences_to_win(&self) -> u8 {
        match self.sequences {
            SequenceCount::ByPlayers => self.seating().map_or(1, |s| s.sequences),
            SequenceCount::BySides => {
                let by = self.preset.data().sequences_by_sides;
                let i = if self.sides() <= 2 { 0 } else { 1 };
                by.get(i).copied().unwrap_or(1)
            }
        }
    }

    /// Checks every rule of the setup at once.
    ///
    /// # Errors
    /// A [`ConfigError`] listing every violated rule.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut problems = Vec::new();
        match validate_data(self.preset.data()) {
            Ok(()) => problems = self.setup_problems(),
            Err(e) => problems.extend(e.problems.into_iter().map(ConfigProblem::Layout)),
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    /// The player, team and cap checks of [`Config::validate`], without the
    /// preset's data (which never changes; the tests validate every preset).
    pub(crate) fn validate_setup(&self) -> Result<(), ConfigError> {
        let problems = self.setup_problems();
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    fn setup_problems(&self) -> Vec<ConfigProblem> {
        let mut problems = Vec::new();
        let p = self.players;
        let data = self.preset.data();
        match self.seating() {
            Some(seat) => {
                if let Some(t) = self.teams
                    && !seat.sides.contains(&t)
                {
                    problems.push(ConfigProblem::Teams { players: p, teams: t });
                }
            }
            None => {
                let allowed = PlayerCounts(
                    data.seatings
                        .iter()
                        .filter(|s| s.players < 16)
                        .fold(0, |m, s| m | 1 << s.players),
                );
                if let Some(t) = self.teams
                    && (!(2..=3).contains(&t) || !p.is_multiple_of(t))
                {
                    problems.push(ConfigProblem::Teams { players: p, teams: t });
                }
                let lo = data.seatings.iter().map(|s| s.players).min().unwrap_or(0);
                let hi = data.seatings.iter().map(|s| s.players).max().unwrap_or(0);
                if p > 3 && (lo..=hi).contains(&p) && !p.is_multiple_of(2) && !p.is_multiple_of(3) {
                    problems.push(ConfigProblem::UnequalTeams { players: p });
                } else {
                    problems.push(ConfigProblem::PlayerCount {
                        players: p,
                        preset: data.name,
                        allowed,
                    });
                }
            }
        }
        if self.max_turns == Some(0) {
            problems.push(ConfigProblem::MaxTurnsZero);
        }
        problems
    }
}

#[cfg(test)]
#[path = "tests/config.rs"]
mod tests;

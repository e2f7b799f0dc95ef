//! Game setup: player count, teams, preset, and the D7 switch (spec section 2).

use alloc::vec::Vec;

use crate::layout::{LayoutProblem, Preset, validate_data};

/// How many SEQUENCEs a side needs to win (decision D7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SequenceCount {
    /// Keyed on the number of players, as the rules say: 1 with 2-3 players,
    /// 2 with 4-6 players (so 3 teams of 2 need 2). The default.
    #[default]
    ByPlayers,
    /// Keyed on the number of sides, as classic Sequence does: 2 with two
    /// sides, 1 with three sides.
    BySides,
}

/// A game's setup. `Default` is the spec's default game: 2 players, the
/// `numseq-default-v1` preset, SEQUENCE count keyed on players.
///
/// With the `serde` feature it (de)serializes field by field, and
/// deserialization runs [`Config::validate`]: an invalid config is a
/// deserialization error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// Number of players: 2, 3, 4 or 6.
    pub players: u8,
    /// Number of sides (chip colours). `None` derives it: each player alone
    /// with 2-3 players, 2 teams with 4, 3 teams with 6. With 6 players,
    /// `Some(2)` gives 2 teams of 3. Seat `i` plays for side `i mod sides`.
    pub teams: Option<u8>,
    /// Board and deck.
    pub preset: Preset,
    /// The D7 switch.
    pub sequences: SequenceCount,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            players: 2,
            teams: None,
            preset: Preset::NumseqDefaultV1,
            sequences: SequenceCount::ByPlayers,
        }
    }
}

/// One violated rule of a [`Config`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ConfigProblem {
    /// Players outside 2..=6.
    #[error("{players} players; the game takes 2, 3, 4 or 6")]
    PlayerCount {
        /// Players given.
        players: u8,
    },
    /// Five players: above 3 players teams are required and must be equal (D6).
    #[error("5 players cannot form equal teams")]
    FivePlayers,
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
    /// The deck cannot deal every hand and leave a card to draw.
    #[error("deck of {cards} cards cannot deal {needed} cards and leave one to draw")]
    DeckTooSmall {
        /// Cards in the deck.
        cards: usize,
        /// Cards the deal needs.
        needed: usize,
    },
}

/// Every violated rule of a [`Config`] at once (board-core's shared shape;
/// displays as `invalid config: <problem>; <problem>; ...`).
pub type ConfigError = board_core::ConfigError<ConfigProblem>;

impl Config {
    /// A default config with `players` players (sides derived).
    pub fn with_players(players: u8) -> Config {
        Config {
            players,
            ..Config::default()
        }
    }

    /// Number of sides (chip colours): `teams`, or derived from `players`.
    pub fn sides(&self) -> u8 {
        match self.teams {
            Some(t) => t,
            None => match self.players {
                0..=3 => self.players,
                4 => 2,
                _ => 3,
            },
        }
    }

    /// Cards per hand: 5 with 2-3 players, 4 with 4-6 (section 2).
    pub fn hand_size(&self) -> u8 {
        if self.players <= 3 { 5 } else { 4 }
    }

    /// SEQUENCEs a side needs to win (section 2 and D7).
    pub fn sequences_to_win(&self) -> u8 {
        match self.sequences {
            SequenceCount::ByPlayers => {
                if self.players <= 3 {
                    1
                } else {
                    2
                }
            }
            SequenceCount::BySides => {
                if self.sides() <= 2 {
                    2
                } else {
                    1
                }
            }
        }
    }

    /// Checks every rule of the setup at once.
    ///
    /// # Errors
    /// A [`ConfigError`] listing every violated rule.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut problems = self.setup_problems();
        match validate_data(self.preset.data()) {
            Ok(()) => {
                let cards = self.preset.ruleset().deck_size();
                let needed = self.players as usize * self.hand_size() as usize;
                if cards <= needed {
                    problems.push(ConfigProblem::DeckTooSmall { cards, needed });
                }
            }
            Err(e) => problems.extend(e.problems.into_iter().map(ConfigProblem::Layout)),
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    /// The player and team checks of [`Config::validate`], without the
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
        match p {
            5 => problems.push(ConfigProblem::FivePlayers),
            2..=4 | 6 => {}
            _ => problems.push(ConfigProblem::PlayerCount { players: p }),
        }
        if let Some(t) = self.teams {
            let ok = match p {
                2 | 3 => t == p,
                4 => t == 2,
                6 => t == 2 || t == 3,
                _ => (2..=3).contains(&t),
            };
            if !ok {
                problems.push(ConfigProblem::Teams { players: p, teams: t });
            }
        }
        problems
    }
}

#[cfg(test)]
#[path = "tests/config.rs"]
mod tests;

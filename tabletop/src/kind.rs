//! The list of games.

use core::fmt;

use board_core::{Game, GameInfo};

/// The four games of the workspace, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameKind {
    /// [`xobrainer`]: five in a row in shape or colour.
    XOBrainer,
    /// [`oduludo`]: space Ludo.
    Oduludo,
    /// [`numseq`]: a numbers Sequence.
    Numseq,
    /// [`deblockle`]: tip a cube, then hop.
    Deblockle,
}

impl GameKind {
    /// All four, in tour order.
    pub const ALL: [GameKind; 4] = [
        GameKind::XOBrainer,
        GameKind::Oduludo,
        GameKind::Numseq,
        GameKind::Deblockle,
    ];

    /// The names of all four, as an error message lists them.
    pub const NAMES: &'static str = "xobrainer, oduludo, numseq, deblockle";

    /// The game's fact sheet ([`Game::INFO`] of its state).
    pub const fn info(self) -> GameInfo {
        match self {
            GameKind::XOBrainer => xobrainer::State::INFO,
            GameKind::Oduludo => oduludo::State::INFO,
            GameKind::Numseq => numseq::State::INFO,
            GameKind::Deblockle => deblockle::State::INFO,
        }
    }

    /// The range every value of the game's observation tensor lies in,
    /// `(low, high)`: its
    /// [`ObservationEncoding::OBSERVATION_RANGE`](board_core::encoding::ObservationEncoding::OBSERVATION_RANGE).
    pub const fn observation_range(self) -> (f32, f32) {
        use board_core::encoding::ObservationEncoding;
        match self {
            GameKind::XOBrainer => xobrainer::State::OBSERVATION_RANGE,
            GameKind::Oduludo => oduludo::State::OBSERVATION_RANGE,
            GameKind::Numseq => numseq::State::OBSERVATION_RANGE,
            GameKind::Deblockle => deblockle::State::OBSERVATION_RANGE,
        }
    }

    /// The game's name in game strings, e.g. `xobrainer`.
    pub const fn name(self) -> &'static str {
        self.info().name
    }

    /// The game with this name (ASCII case-insensitive).
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.name().eq_ignore_ascii_case(name))
    }

    /// The game-string parameters of this game, in canonical order: each
    /// name with a description of its valid values.
    pub fn params(self) -> alloc::vec::Vec<(&'static str, &'static str)> {
        fn list<C>(p: &[crate::param::Param<C>]) -> alloc::vec::Vec<(&'static str, &'static str)> {
            p.iter().map(|p| (p.name, p.expected)).collect()
        }
        match self {
            GameKind::XOBrainer => list(crate::games::xobrainer::PARAMS),
            GameKind::Oduludo => list(crate::games::oduludo::PARAMS),
            GameKind::Numseq => list(crate::games::numseq::PARAMS),
            GameKind::Deblockle => list(crate::games::deblockle::PARAMS),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

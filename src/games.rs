//! The showcase's choices of games: its start states ([`default_spec`],
//! [`showcase_spec`]: each names the games it changes, every other game
//! starts as its config or game string says) and the tour's classic
//! Sequence game. How each game is shown is its engine's
//! [`board_core::Present`]; the list of games is [`tabletop::GameKind`].

/// The list of games now lives in the published facade crate [`tabletop`];
/// re-exported here for the examples.
pub use tabletop::GameKind;
use tabletop::GameSpec;

/// The most turns a default Deblockle game lasts (decision D6 gives no limit;
/// random bots can shuffle for ever, so the showcase caps it: a capped game
/// is a draw).
pub const DEBLOCKLE_MAX_TURNS: u32 = 300;

/// The game the showcase starts when none is named
/// ([`Showcase::default_game`](crate::showcase::Showcase::default_game)):
/// ODULUDO with 4 players, every other game with its config's default.
pub fn default_spec(kind: GameKind) -> GameSpec {
    match kind {
        GameKind::Oduludo => GameSpec::Oduludo(oduludo::Config::with_players(4)),
        _ => GameSpec::default_for(kind),
    }
}

/// `spec` as the showcase plays it
/// ([`Showcase::start`](crate::showcase::Showcase::start)): Deblockle
/// capped at [`DEBLOCKLE_MAX_TURNS`] turns unless the game string sets
/// `max_turns`; every other game as the string says.
pub fn showcase_spec(spec: &GameSpec) -> GameSpec {
    match spec {
        GameSpec::Deblockle(c) => GameSpec::Deblockle(deblockle::Config {
            max_turns: c.max_turns.or(Some(DEBLOCKLE_MAX_TURNS)),
            ..*c
        }),
        _ => spec.clone(),
    }
}

/// The most turns the tour's classic Sequence game lasts (N-R2: a full board
/// goes on while a one-eyed Jack could change it; random bots could keep it
/// going for a long time, so the showcase caps it: a capped game is a draw).
pub const NUMSEQ_CLASSIC_MAX_TURNS: u32 = 600;

/// The tour's classic Sequence game: 2 players (2 SEQUENCEs win), capped
/// at [`NUMSEQ_CLASSIC_MAX_TURNS`].
pub fn numseq_classic_game() -> Result<numseq::State, String> {
    numseq::State::new(numseq_classic_config()).map_err(|e| e.to_string())
}

/// The config of [`numseq_classic_game`].
pub fn numseq_classic_config() -> numseq::Config {
    numseq::Config {
        max_turns: Some(NUMSEQ_CLASSIC_MAX_TURNS),
        ..numseq::Config::classic(2)
    }
}

//! The play-on driver of the engines' mutation tests: a state the notation
//! or serde accepted must be one the rules can play on from.

use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Debug;
use core::str::FromStr;

use super::{Conformance, RoundTrip, TestRng};
use crate::Actor;
use crate::bots::sample_chance;

/// Plays on from `start` for at most `max_plies` plies, checking every
/// state on the way, `start` included:
///
/// - the game's own validation passes ([`Conformance::validate_state`]);
/// - the notation reads back to the same state;
/// - `round_trip` (for example through `serde_json`), when given, gives
///   back the same state;
/// - a terminal state has an outcome and no legal moves; a live one has a
///   move to play;
/// - the move chosen (a chance outcome sampled with [`sample_chance`], a
///   seat's move by [`Game::random_move`](crate::Game::random_move), both drawing from `rng`) is
///   accepted by [`Game::apply`](crate::Game::apply).
///
/// The engines' mutation tests run it from every mutant of a reachable
/// state's notation or JSON that the game accepts: an accepted state must
/// be one the rules can continue from. Gives the number of plies played.
///
/// # Errors
/// The first failed check, with the state's notation.
pub fn play_on<G>(
    start: &G,
    rng: &mut TestRng,
    max_plies: usize,
    round_trip: Option<RoundTrip<G>>,
) -> Result<usize, String>
where
    G: Conformance + PartialEq,
    <G as FromStr>::Err: Debug,
    <G::Move as FromStr>::Err: Debug,
{
    let mut s = start.clone();
    let mut plies = 0;
    loop {
        let text = s.to_string();
        s.validate_state().map_err(|e| format!("invalid: {e}: {text}"))?;
        match text.parse::<G>() {
            Ok(back) if back == s => {}
            Ok(back) => return Err(format!("the notation reads back as another state: {text} -> {back}")),
            Err(e) => return Err(format!("the notation does not read back ({e:?}): {text}")),
        }
        if let Some(trip) = round_trip {
            match trip(&s) {
                Ok(back) if back == s => {}
                Ok(back) => return Err(format!("the round trip gives another state: {text} -> {back}")),
                Err(e) => return Err(format!("no round trip ({e}): {text}")),
            }
        }
        let mv = match s.to_act() {
            Actor::Terminal => {
                if !s.legal_moves().is_empty() {
                    return Err(format!("terminal with legal moves: {text}"));
                }
                if s.outcome().is_none() {
                    return Err(format!("terminal without an outcome: {text}"));
                }
                return Ok(plies);
            }
            _ if plies >= max_plies => return Ok(plies),
            Actor::Chance => match sample_chance(&s, rng) {
                Ok(Some(m)) => m,
                Ok(None) => return Err(format!("a chance node without outcomes: {text}")),
                Err(e) => return Err(format!("bad chance outcomes ({e:?}): {text}")),
            },
            Actor::Seat(_) => match s.random_move(rng) {
                Some(m) => m,
                None => return Err(format!("a live state without a move: {text}")),
            },
        };
        s = s
            .apply(&mv)
            .map_err(|e| format!("{mv} chosen but refused ({e:?}) in {text}"))?;
        plies += 1;
    }
}

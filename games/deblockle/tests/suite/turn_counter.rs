//! The turn counter is bounded. Without `max_turns` a game that
//! reaches `TURN_LIMIT` (`u32::MAX`) turns is drawn like a capped one, so
//! the counter never saturates; a running state at the limit is refused.

use board_core::testkit::rng;
use board_core::{Actor, Game};
use deblockle::*;

/// A running game in play (standard setup done, a few turns played) with
/// no turn cap, from the racer bot's seeded play.
fn running_game() -> State {
    let mut r = rng(34);
    let mut s = State::new(Config::default()).unwrap();
    while s.phase() != Phase::Play || s.turns() < 3 {
        let m = match s.to_act() {
            Actor::Chance => board_core::bots::sample_chance(&s, &mut r).unwrap().unwrap(),
            Actor::Seat(_) => s.legal_moves()[0],
            Actor::Terminal => panic!("the game ended early"),
        };
        s = s.apply(&m).unwrap();
    }
    assert_eq!(s.status(), None);
    s
}

/// `s` with its turn count set to `turns`, through the notation.
fn with_turns(s: &State, turns: u32) -> Result<State, ParseStateError> {
    let text = s
        .to_string()
        .replace(&format!(" t{} ", s.turns()), &format!(" t{turns} "));
    text.parse()
}

#[test]
fn turn_counter_stops_at_the_limit_with_a_draw() {
    assert_eq!(TURN_LIMIT, u32::MAX);
    let s = running_game();
    // One turn before the limit the game runs; the next turn draws it.
    let before = with_turns(&s, TURN_LIMIT - 1).unwrap();
    assert_eq!(before.status(), None);
    let mv = before.legal_moves()[0];
    let after = before.apply(&mv).unwrap();
    assert_eq!(after.turns(), TURN_LIMIT);
    assert_eq!(after.status(), Some(EndReason::TurnCap));
    assert!(after.is_terminal());
    // Going on is refused with a typed error, and the counter stays put.
    assert_eq!(after.apply(&mv), Err(MoveError::GameOver));
    // The drawn state prints and reads back.
    assert_eq!(after.to_string().parse::<State>().unwrap(), after);
}

/// The notation has no status (it is derived): a state written at the
/// limit reads as drawn; JSON, which carries the status, refuses a running
/// game at the limit. Past the limit the number does not fit.
#[test]
fn turn_counter_at_the_limit_reads_as_drawn_or_is_refused() {
    let s = running_game();
    let at = with_turns(&s, TURN_LIMIT).unwrap();
    assert_eq!(at.status(), Some(EndReason::TurnCap));
    let text = s.to_string().replace(&format!(" t{} ", s.turns()), " t4294967296 ");
    assert!(text.parse::<State>().is_err());
    #[cfg(feature = "serde")]
    {
        let mut v = serde_json::to_value(&s).unwrap();
        v["turns"] = serde_json::json!(TURN_LIMIT);
        let e = serde_json::from_value::<State>(v).unwrap_err().to_string();
        assert!(e.contains("invalid state") && e.contains("status"), "{e}");
    }
}

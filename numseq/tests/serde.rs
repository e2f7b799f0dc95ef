//! Serde: configs, states and moves round-trip through JSON, and
//! deserializing an inconsistent state is an error, never a later panic.
#![cfg(feature = "serde")]

use board_core::Game;
use board_core::testkit::{random_playout, rng};
use numseq::{Card, Config, Move, SequenceCount, State};

#[test]
fn config_state_and_move_round_trip() {
    let c = Config {
        teams: Some(2),
        sequences: SequenceCount::BySides,
        ..Config::with_players(6)
    };
    let text = serde_json::to_string(&c).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&text).unwrap(), c);
    let s = State::new(c).unwrap();
    let p = random_playout(&s, &mut rng(3), 400);
    let end = p.final_state;
    let text = serde_json::to_string(&end).unwrap();
    assert_eq!(text, format!("\"{end}\""), "a state travels as its notation");
    assert_eq!(serde_json::from_str::<State>(&text).unwrap(), end);
    for m in p.moves.iter().take(40) {
        let t = serde_json::to_string(m).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&t).unwrap(), *m);
    }
    assert_eq!(serde_json::to_string(&Card::add(7, 7)).unwrap(), "\"7+7\"");
}

#[test]
fn inconsistent_states_do_not_deserialize() {
    let bad = [
        // A completed row of five that is not recorded as a SEQUENCE.
        "numseq-default-v1 2:-:p *8*/1aaaaa4/10/10/10/10/10/10/10/*8* - -/- -/- deal:0",
        // A card held twice (the deck has one 7+7).
        "numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - 7+7.7+7.1+0.2-1.1+1/2+1.6-3.2+2.8-4.3+2 -/- play:0",
        // Hands of the wrong size for the phase.
        "numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - 1+0/2-1 -/- play:0",
        // Five players.
        "numseq-default-v1 5:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/-/-/-/- -/-/-/-/- deal:0",
        // A chip on a corner.
        "numseq-default-v1 2:-:p a8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0",
    ];
    for text in bad {
        let json = serde_json::to_string(text).unwrap();
        assert!(serde_json::from_str::<State>(&json).is_err(), "{text}");
        assert!(text.parse::<State>().is_err(), "{text}");
    }
    let start = State::new(Config::default()).unwrap();
    assert_eq!(
        start.to_string(),
        "numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0"
    );
    assert!(!start.is_terminal());
}

/// N-R3 and N-R2 through serde: a classic config with a turn cap
/// round-trips (the preset travels by name), a config without `max_turns`
/// still reads (no cap), and forbidden setups do not deserialize.
#[test]
fn n_r3_classic_config_round_trips_and_bad_ones_are_refused() {
    let c = Config {
        max_turns: Some(300),
        ..Config::classic(8)
    };
    let text = serde_json::to_string(&c).unwrap();
    assert!(text.contains("\"classic\""), "{text}");
    assert_eq!(serde_json::from_str::<Config>(&text).unwrap(), c);
    let old = r#"{"players":2,"teams":null,"preset":"numseq-default-v1","sequences":"ByPlayers"}"#;
    assert_eq!(serde_json::from_str::<Config>(old).unwrap(), Config::default());
    for bad in [
        r#"{"players":7,"teams":null,"preset":"classic","sequences":"BySides"}"#,
        r#"{"players":8,"teams":3,"preset":"classic","sequences":"BySides"}"#,
        r#"{"players":2,"teams":null,"preset":"classic","sequences":"BySides","max_turns":0}"#,
        r#"{"players":2,"teams":null,"preset":"tiny","sequences":"BySides"}"#,
    ] {
        assert!(serde_json::from_str::<Config>(bad).is_err(), "{bad}");
    }
    let s = State::new(c).unwrap();
    let end = random_playout(&s, &mut rng(9), 300).final_state;
    let text = serde_json::to_string(&end).unwrap();
    assert_eq!(serde_json::from_str::<State>(&text).unwrap(), end);
}

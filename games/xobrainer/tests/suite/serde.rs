//! Structured serde: the JSON of states, moves, configs and
//! views reads field by field; deserializing validates; configs accept
//! partial JSON; the notation stays available as a string form.
#![cfg(feature = "serde")]

use board_core::testkit::{random_playout, rng};
use board_core::{Game, Observe, Seat};
use serde_json::{Value, json};
use xobrainer::*;

fn mid_game() -> State {
    let config = Config {
        variants: Variants {
            map: true,
            mission: true,
            random: true,
            ..Variants::default()
        },
        team_sizes: BySide([2, 1]),
        ..Config::default()
    };
    let start = State::new(config).unwrap();
    // Into the first round's play: cards drawn, some pieces placed.
    let s = random_playout(&start, &mut rng(7), 30).final_state;
    assert_eq!(s.phase(), Phase::Play, "{s}");
    s
}

/// The JSON of a mid-game state, read in plain `serde_json::Value` terms:
/// board rows of cells, pieces by square, line-ups and bags per side, cards,
/// score and phase.
#[test]
fn mid_game_state_json_reads_field_by_field() {
    let s = mid_game();
    let v: Value = serde_json::to_value(&s).unwrap();
    assert_eq!(v["phase"], "play");
    assert_eq!(v["side_to_move"], s.side_to_move().to_string().to_lowercase());
    assert_eq!(v["starter"], s.starter().to_string().to_lowercase());
    // The board: 10 rows of 10 cells, row 0 the top row (`a1`..`j1`).
    let board = v["board"].as_array().unwrap();
    assert_eq!(board.len(), 10);
    let mut pieces = 0;
    for (r, row) in board.iter().enumerate() {
        let row = row.as_array().unwrap();
        assert_eq!(row.len(), 10);
        for (c, cell) in row.iter().enumerate() {
            let sq = board_core::grid::Coord::new(r as u8, c as u8);
            match s.piece_at(sq) {
                None => assert!(cell.is_null(), "{sq}"),
                Some(p) => {
                    pieces += 1;
                    let shape = if p.shape == Side::X { "x" } else { "o" };
                    let colour = if p.colour == Colour::Green { "green" } else { "red" };
                    assert_eq!(cell, &json!({"shape": shape, "colour": colour}), "{sq}");
                }
            }
        }
    }
    assert!(pieces > 8, "map pieces and placements: {pieces}");
    // Sides: bag and skipped pieces by colour, the line-up next first.
    for (side, key) in [(Side::X, "x"), (Side::O, "o")] {
        let st = s.side(side);
        let j = &v["sides"][key];
        assert_eq!(j["bag"]["green"], st.bag(Colour::Green));
        assert_eq!(j["bag"]["red"], st.bag(Colour::Red));
        assert_eq!(j["skipped"], json!({"green": 0, "red": 0}));
        let line_up: Vec<Value> = st
            .line_up()
            .map(|c| Value::from(if c == Colour::Green { "green" } else { "red" }))
            .collect();
        assert_eq!(j["line_up"], Value::from(line_up));
        assert_eq!(j["drawing"], st.is_drawing());
        assert_eq!(j["member"], st.member());
        assert_eq!(j["map_card"], st.map_card().unwrap());
    }
    // Mission cards per seat (3 seats).
    let missions: Vec<Value> = s.missions().iter().map(|m| Value::from(m.unwrap())).collect();
    assert_eq!(v["missions"], Value::from(missions));
    // The score, per side as {"x", "o"}; no round played yet.
    assert_eq!(v["score"]["points"], json!({"x": 0, "o": 0}));
    assert_eq!(v["score"]["sets"], json!({"x": 0, "o": 0}));
    assert_eq!(v["score"]["rounds_won"], json!({"x": 0, "o": 0}));
    assert_eq!(v["score"]["void_rounds"], 0);
    assert_eq!(v["last_round"], Value::Null);
    // The config travels with the state.
    assert_eq!(v["config"]["format"], json!({"type": "sets", "best_of": 5}));
    assert_eq!(
        v["config"]["variants"],
        json!({"time_bomb": null, "random": true, "map": true, "mission": true})
    );
    assert_eq!(v["config"]["team_sizes"], json!({"x": 2, "o": 1}));
    assert_eq!(v["config"]["layout"]["dots"][4], json!([1, 1, 2, 2, 3, 3, 2, 2, 1, 1]));
    assert_eq!(v["config"]["layout"]["knockout"], json!(["c3", "h3", "c8", "h8"]));
    // And back.
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
}

/// A finished round's result and a view's hidden cards.
#[test]
fn round_results_and_views_read_field_by_field() {
    let config = Config {
        format: MatchFormat::Rounds(3),
        variants: Variants {
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let start = State::new(config).unwrap();
    let mut s = start.clone();
    let mut r = rng(3);
    while s.phase() != Phase::RoundOver || !matches!(s.last_round(), Some(EndReason::Won(_))) {
        s = random_playout(&s, &mut r, 1).final_state;
    }
    let v = serde_json::to_value(&s).unwrap();
    let Some(EndReason::Won(w)) = s.last_round() else {
        unreachable!()
    };
    assert_eq!(v["phase"], "round_over");
    assert_eq!(v["last_round"]["type"], "won");
    assert_eq!(v["last_round"]["line_points"], w.line_points);
    assert_eq!(v["last_round"]["bonus"], w.bonus);
    assert_eq!(v["last_round"]["square_knockout"], w.square_knockout);
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
    // A view during play: the other seat's Mission card is "hidden".
    let s = random_playout(&start, &mut rng(4), 6).final_state;
    let v = serde_json::to_value(s.view(Seat(0))).unwrap();
    assert_eq!(v["seat"], 0);
    assert_eq!(v["side"], "x");
    assert_eq!(v["missions"][0], s.mission_of(Seat(0)).unwrap());
    assert_eq!(v["missions"][1], "hidden");
    assert!(v["to_act"]["type"].is_string());
    assert_eq!(v["board"].as_array().unwrap().len(), 10);
}

/// Deserializing goes through `State::validate`: the error names the
/// broken invariant.
#[test]
fn inconsistent_state_json_is_refused_with_the_state_error() {
    let s = mid_game();
    let mut v = serde_json::to_value(&s).unwrap();
    let other = if s.side_to_move() == Side::X { "o" } else { "x" };
    v["side_to_move"] = other.into();
    let e = serde_json::from_value::<State>(v).unwrap_err().to_string();
    assert!(e.starts_with("invalid state: "), "{e}");
    let mut v = serde_json::to_value(&s).unwrap();
    v["score"]["total"]["x"] = 999.into();
    let e = serde_json::from_value::<State>(v).unwrap_err().to_string();
    assert!(e.contains("999"), "{e}");
    let mut v = serde_json::to_value(&s).unwrap();
    v["board"].as_array_mut().unwrap().pop();
    let e = serde_json::from_value::<State>(v).unwrap_err().to_string();
    assert!(e.contains("10 rows of 10 cells"), "{e}");
}

/// Configs accept partial JSON: every missing field takes the default's value.
#[test]
fn partial_config_json_takes_the_defaults() {
    assert_eq!(serde_json::from_str::<Config>("{}").unwrap(), Config::default());
    let c: Config = serde_json::from_str(r#"{"format": {"type": "one_round"}}"#).unwrap();
    assert_eq!(
        c,
        Config {
            format: MatchFormat::OneRound,
            ..Config::default()
        }
    );
    let c: Config = serde_json::from_str(r#"{"variants": {"random": true, "time_bomb": 20}}"#).unwrap();
    assert!(c.variants.random && !c.variants.map);
    assert_eq!(c.variants.time_bomb, Some(TimeBomb::Secs20));
    let c: Config = serde_json::from_str(r#"{"team_sizes": {"x": 3, "o": 2}}"#).unwrap();
    assert_eq!(c.team_sizes, BySide([3, 2]));
    // Invalid values are refused, with the reason.
    for (bad, why) in [
        (r#"{"format": {"type": "sets", "best_of": 4}}"#, "best of 4"),
        (r#"{"variants": {"time_bomb": 15}}"#, "time_bomb"),
        (r#"{"team_sizes": {"x": 9, "o": 1}}"#, "9 players"),
        (r#"{"colour": "blue"}"#, "unknown field"),
    ] {
        let e = serde_json::from_str::<Config>(bad).unwrap_err().to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
    let v = serde_json::to_value(Config::default()).unwrap();
    assert_eq!(v["deck"][0], json!({"own": ["a5", "d7", "d3"], "off": "e6"}));
    assert_eq!(serde_json::from_value::<Config>(v).unwrap(), Config::default());
}

/// Moves are objects tagged by "type"; every legal move of seeded games
/// round-trips.
#[test]
fn moves_are_tagged_objects() {
    for (m, j) in [
        ("e5", json!({"type": "place", "square": "e5"})),
        ("timeout", json!({"type": "timeout"})),
        ("pass", json!({"type": "pass"})),
        ("next", json!({"type": "next_round"})),
        ("lot:O", json!({"type": "lot", "side": "o"})),
        ("draw:X:g", json!({"type": "draw", "side": "x", "colour": "green"})),
        ("map:O:7", json!({"type": "map_card", "side": "o", "card": 7})),
        ("mission:2:12", json!({"type": "mission_card", "seat": 2, "card": 12})),
    ] {
        let m: Move = m.parse().unwrap();
        assert_eq!(serde_json::to_value(m).unwrap(), j);
        assert_eq!(serde_json::from_value::<Move>(j).unwrap(), m);
    }
    assert!(serde_json::from_value::<Move>(json!({"type": "place", "square": "5e"})).is_err());
    assert!(serde_json::from_value::<Move>(json!({"type": "jump"})).is_err());
    let s = mid_game();
    for m in s.legal_moves() {
        let j = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&j).unwrap(), m);
    }
}

/// The notation stays available as a string form for a field.
#[test]
fn notation_is_available_as_a_string_form() {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Saved {
        #[serde(with = "board_core::notation_serde::as_notation")]
        state: State,
        #[serde(with = "board_core::notation_serde::as_notation")]
        last: Move,
    }
    let s = mid_game();
    let saved = Saved {
        state: s.clone(),
        last: "e5".parse().unwrap(),
    };
    let v = serde_json::to_value(&saved).unwrap();
    assert_eq!(v["state"], s.to_string());
    assert_eq!(v["last"], "e5");
    let back: Saved = serde_json::from_value(v).unwrap();
    assert_eq!(back.state, s);
}

//! Serde: structured JSON (ARCHITECTURE.md "Serde: structured JSON"):
//! configs, states, moves and views round-trip, read field by field in plain
//! `serde_json::Value` terms, partial configs take defaults, and
//! deserializing an inconsistent state is an error naming the problem.
#![cfg(feature = "serde")]

use board_core::testkit::{random_playout, rng};
use board_core::{Game, Observe, Seat};
use numseq::{Card, Config, Move, Preset, SequenceCount, State};
use serde_json::{Value, json};

/// A seeded mid-game state of 2 players under a turn cap, with SEQUENCEs.
fn mid_game() -> State {
    for seed in 0.. {
        let start = State::new(Config {
            max_turns: Some(300),
            ..Config::default()
        })
        .unwrap();
        let p = random_playout(&start, &mut rng(seed), 100_000);
        let mut s = start;
        for m in &p.moves {
            let next = s.apply(m).unwrap();
            if next.sequences().count() > 0 {
                return s;
            }
            s = next;
        }
    }
    unreachable!()
}

#[test]
fn config_round_trips_and_partial_json_takes_defaults() {
    let c = Config {
        teams: Some(2),
        sequences: SequenceCount::BySides,
        ..Config::with_players(6)
    };
    let v = serde_json::to_value(c).unwrap();
    assert_eq!(
        v,
        json!({"preset": "numseq-default-v1", "players": 6, "teams": 2, "sequences": "by_sides", "max_turns": null})
    );
    assert_eq!(serde_json::from_value::<Config>(v).unwrap(), c);
    assert_eq!(serde_json::from_str::<Config>("{}").unwrap(), Config::default());
    assert_eq!(
        serde_json::from_str::<Config>(r#"{"max_turns":300}"#).unwrap(),
        Config {
            max_turns: Some(300),
            ..Config::default()
        }
    );
    // A missing `sequences` takes the preset's own default.
    assert_eq!(
        serde_json::from_str::<Config>(r#"{"preset":"classic","players":4}"#).unwrap(),
        Config::classic(4)
    );
    // The older spelling still reads.
    let old = r#"{"players":2,"teams":null,"preset":"numseq-default-v1","sequences":"ByPlayers"}"#;
    assert_eq!(serde_json::from_str::<Config>(old).unwrap(), Config::default());
    let e = serde_json::from_str::<Config>(r#"{"players":5}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("5 players cannot form 2 or 3 equal teams"), "{e}");
    let e = serde_json::from_str::<Config>(r#"{"player":5}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown field `player`"), "{e}");
}

/// N-R3 and N-R2 through serde: a classic config with a turn cap
/// round-trips (the preset travels by name), and forbidden setups do not
/// deserialize.
#[test]
fn n_r3_classic_config_round_trips_and_bad_ones_are_refused() {
    let c = Config {
        max_turns: Some(300),
        ..Config::classic(8)
    };
    let text = serde_json::to_string(&c).unwrap();
    assert!(text.contains("\"classic\""), "{text}");
    assert_eq!(serde_json::from_str::<Config>(&text).unwrap(), c);
    for bad in [
        r#"{"players":7,"teams":null,"preset":"classic","sequences":"by_sides"}"#,
        r#"{"players":8,"teams":3,"preset":"classic","sequences":"by_sides"}"#,
        r#"{"players":2,"teams":null,"preset":"classic","sequences":"by_sides","max_turns":0}"#,
        r#"{"players":2,"teams":null,"preset":"tiny","sequences":"by_sides"}"#,
    ] {
        assert!(serde_json::from_str::<Config>(bad).is_err(), "{bad}");
    }
    let s = State::new(c).unwrap();
    let end = random_playout(&s, &mut rng(9), 300).final_state;
    let text = serde_json::to_string(&end).unwrap();
    assert_eq!(serde_json::from_str::<State>(&text).unwrap(), end);
}

#[test]
fn mid_game_state_reads_field_by_field() {
    let s = mid_game();
    let v: Value = serde_json::to_value(&s).unwrap();
    println!("{s}\n{}", serde_json::to_string_pretty(&v).unwrap());
    assert_eq!(v["config"]["preset"], "numseq-default-v1");
    assert_eq!(v["config"]["max_turns"], 300);
    // Board: rows from the top, cells from the left.
    let board = v["board"].as_array().unwrap();
    assert_eq!(board.len(), 10);
    assert!(board.iter().all(|r| r.as_array().unwrap().len() == 10));
    assert_eq!(board[0][0], json!({"corner": true}));
    let grid = s.ruleset().grid();
    for sq in grid.squares() {
        let cell = &v["board"][sq.row as usize][sq.col as usize];
        match s.chip_at(sq) {
            Some(side) => {
                assert_eq!(cell["side"], side.letter().to_string(), "{sq}");
                assert_eq!(cell["locked"], s.locked().has_index(grid.index(sq).unwrap()), "{sq}");
            }
            None if s.ruleset().corners().has_index(grid.index(sq).unwrap()) => {
                assert_eq!(cell["corner"], true)
            }
            None => assert!(cell.is_null(), "{sq}"),
        }
    }
    // SEQUENCEs by their two ends; scores per side.
    let seqs = v["sequences"].as_array().unwrap();
    assert_eq!(seqs.len(), s.sequences().count());
    let turns = v["turns"].as_u64().unwrap();
    assert_eq!(turns, s.turns() as u64);
    assert!(turns > 0);
    // Hands and discard piles per seat as card names.
    for seat in 0..2 {
        let hand: Vec<String> = v["hands"][seat]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap().to_string())
            .collect();
        let expected: Vec<String> = s.hand(Seat(seat as u8)).map(|c| c.to_string()).collect();
        assert_eq!(hand, expected);
        let discarded: u64 = s.discards(Seat(seat as u8)).map(|(_, n)| n as u64).sum();
        assert_eq!(v["discards"][seat].as_array().unwrap().len() as u64, discarded);
    }
    assert_eq!(v["draw_pile_len"], s.draw_pile_len() as u64);
    assert_eq!(v["scores"], json!([0, 0]));
    assert_eq!(v["phase"], "play");
    assert_eq!(v["seat"], s.phase_seat().0);
    assert_eq!(v["swap_used"], false);
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
}

#[test]
fn moves_are_objects_tagged_by_type() {
    let cases = [
        (
            "7+5@c3",
            json!({"type": "play", "card": "7+5", "square": "c3", "lock": []}),
        ),
        (
            "6+6@d2/b2-f2",
            json!({"type": "play", "card": "6+6", "square": "d2", "lock": [{"from": "b2", "to": "f2"}]}),
        ),
        (
            "MINUS@e5",
            json!({"type": "play", "card": "MINUS", "square": "e5", "lock": []}),
        ),
        ("DEAD 9-2", json!({"type": "dead", "card": "9-2"})),
        ("DISCARD 7+5", json!({"type": "discard", "card": "7+5"})),
        ("deal:7+5", json!({"type": "deal", "card": "7+5"})),
        ("draw:PLUS", json!({"type": "draw", "card": "PLUS"})),
        ("shuffle", json!({"type": "shuffle"})),
    ];
    for (text, v) in cases {
        let m: Move = text.parse().unwrap();
        assert_eq!(serde_json::to_value(m).unwrap(), v, "{text}");
        assert_eq!(serde_json::from_value::<Move>(v).unwrap(), m, "{text}");
    }
    // `lock` may be left out; a window that is not a line through the
    // square is refused.
    let m: Move = serde_json::from_str(r#"{"type":"play","card":"7+5","square":"c3"}"#).unwrap();
    assert_eq!(m.to_string(), "7+5@c3");
    let e =
        serde_json::from_str::<Move>(r#"{"type":"play","card":"6+6","square":"d2","lock":[{"from":"b2","to":"f3"}]}"#)
            .unwrap_err()
            .to_string();
    assert!(e.contains("b2-f3 is not a 5-square line through d2"), "{e}");
    assert_eq!(serde_json::to_value(Card::add(7, 7)).unwrap(), "7+7");
}

#[test]
fn notation_stays_available_as_a_string_form() {
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
        last: "shuffle".parse().unwrap(),
    };
    let v = serde_json::to_value(&saved).unwrap();
    assert_eq!(v["state"], s.to_string());
    assert_eq!(v["last"], "shuffle");
    let back: Saved = serde_json::from_value(v).unwrap();
    assert_eq!(back.state, s);
}

#[test]
fn a_view_serializes_only_what_its_seat_may_know() {
    let s = mid_game();
    for seat in Seat::all(s.num_seats()) {
        let view = s.view(seat);
        let v = serde_json::to_value(&view).unwrap();
        let own: Vec<Value> = s.hand(seat).map(|c| json!(c.to_string())).collect();
        assert_eq!(v["hand"], Value::Array(own));
        assert_eq!(v["seat"], seat.0);
        assert!(v.get("hands").is_none() && v.get("draw_pile").is_none());
        let other = Seat(1 - seat.0);
        let text = v.to_string();
        // The other seat's cards appear only if the seat holds the same card
        // itself or sees it on a discard pile.
        for c in s.hand(other) {
            let visible = s.hand(seat).any(|x| x == c) || Seat::all(2).any(|p| s.discards(p).any(|(x, _)| x == c));
            assert!(
                visible || !text.contains(&format!("\"{c}\"")),
                "{c} leaks to seat {seat:?}"
            );
        }
        assert_eq!(serde_json::from_value::<numseq::View>(v).unwrap(), view);
    }
}

#[test]
fn inconsistent_states_do_not_deserialize() {
    let s = mid_game();
    let v = serde_json::to_value(&s).unwrap();
    let refused = |v: Value| serde_json::from_value::<State>(v).unwrap_err().to_string();
    // A chip on a corner.
    let mut bad = v.clone();
    bad["board"][0][0] = json!({"side": "a", "locked": false});
    assert!(refused(bad).contains("a1 is a free corner"));
    // A card held twice.
    let mut bad = v.clone();
    let card = bad["hands"][0][0].clone();
    bad["hands"][1][0] = card.clone();
    let e = refused(bad);
    assert!(e.contains("not conserved") || e.contains("holds"), "{e}");
    // A locked chip outside every SEQUENCE.
    let mut bad = v.clone();
    let (r, c) = s
        .ruleset()
        .grid()
        .squares()
        .find(|&q| s.chip_at(q).is_some() && !s.locked().has_index(s.ruleset().grid().index(q).unwrap()))
        .map(|q| (q.row as usize, q.col as usize))
        .unwrap();
    bad["board"][r][c]["locked"] = json!(true);
    assert!(refused(bad).contains("locked but in no SEQUENCE"));
    // The wrong seat for the turn count.
    let mut bad = v.clone();
    bad["seat"] = json!(1 - s.phase_seat().0);
    let e = refused(bad);
    assert!(e.contains("it is seat"), "{e}");
    // Derived fields are checked when given.
    let mut bad = v.clone();
    bad["draw_pile_len"] = json!(3);
    assert!(refused(bad).contains("draw_pile_len is 3"));
    let mut bad = v.clone();
    bad["scores"] = json!([1, 0]);
    assert!(refused(bad).contains("scores are [1, 0]"));
    // Unknown fields, an unknown preset.
    let mut bad = v.clone();
    bad["extra"] = json!(1);
    assert!(refused(bad).contains("unknown field `extra`"));
    let mut bad = v;
    bad["config"]["preset"] = json!("tiny");
    assert!(refused(bad).contains("unknown preset \"tiny\""));
    let start = State::new(Config::default()).unwrap();
    assert_eq!(start.ruleset().name(), Preset::NumseqDefaultV1.name());
}

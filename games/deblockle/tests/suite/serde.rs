//! Structured serde: the JSON a client reads field by field,
//! partial configs, and deserialization that validates.

use board_core::Game;
use board_core::bots::sample_chance;
use board_core::testkit::rng;
use deblockle::{
    BySide, Config, Face, Move, Orientation, ParseStateError, SetupMode, Side, SideBySide, Square, State, StateError,
};
use serde_json::{Value, json};

#[test]
fn config_round_trips() {
    let c = Config {
        south_blocks: 2,
        north_blocks: 3,
        setup: SetupMode::Fixed(BySide::new(
            [Orientation::new(Face::Hoops, Face::X).unwrap(); 4],
            [Orientation::default(); 4],
        )),
        first: Side::North,
        side_by_side: SideBySide::Forbidden,
        max_turns: Some(9),
        ..Config::default()
    };
    let j = serde_json::to_value(c).unwrap();
    assert_eq!(j["setup"]["type"], "fixed");
    assert_eq!(j["setup"]["south"][0], json!({"top": "hoops", "north": "x"}));
    assert_eq!(j["first"], "north");
    assert_eq!(j["side_by_side"], "forbidden");
    assert_eq!(serde_json::from_value::<Config>(j).unwrap(), c);
}

#[test]
fn config_reads_field_by_field_with_defaults() {
    let j = serde_json::to_value(Config::default()).unwrap();
    assert_eq!(
        j,
        json!({
            "south_blocks": 4,
            "north_blocks": 4,
            "setup": {"type": "standard"},
            "first": "south",
            "side_by_side": "allowed",
            "tip_without_hop": "illegal",
            "hoops_path": "unblocked",
            "slider_stop": "before_any_star",
            "max_turns": null
        })
    );
    // Partial JSON: every missing field takes the default game's value.
    let c: Config = serde_json::from_str(r#"{"max_turns":300}"#).unwrap();
    assert_eq!(
        c,
        Config {
            max_turns: Some(300),
            ..Config::default()
        }
    );
    assert_eq!(serde_json::from_str::<Config>("{}").unwrap(), Config::default());
    let c: Config = serde_json::from_str(r#"{"setup":{"type":"random"},"north_blocks":2}"#).unwrap();
    assert_eq!((c.setup, c.north_blocks, c.south_blocks), (SetupMode::Random, 2, 4));
    // Unknown fields are typos, not silently ignored.
    let e = serde_json::from_str::<Config>(r#"{"max_turn":300}"#)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown field `max_turn`"), "{e}");
}

#[test]
fn config_deserialization_validates() {
    // §1, §6: 1-4 blocks; D6: max_turns >= 1.
    let good = serde_json::to_value(Config::default()).unwrap();
    for (field, value) in [
        ("south_blocks", json!(0)),
        ("north_blocks", json!(5)),
        ("max_turns", json!(0)),
    ] {
        let mut bad = good.clone();
        bad[field] = value;
        let e = serde_json::from_value::<Config>(bad).unwrap_err().to_string();
        assert!(e.starts_with("invalid config"), "{field}: {e}");
    }
    assert_eq!(serde_json::from_value::<Config>(good).unwrap(), Config::default());
}

/// The square `sq` in the JSON board: row 0 is rank 7, cell 0 file a.
fn cell<'a>(v: &'a Value, sq: &str) -> &'a Value {
    let s: Square = sq.parse().unwrap();
    &v["board"][6 - s.rank() as usize][s.file() as usize]
}

/// A mid-game state (standard setup, then turns with a removal), read in
/// plain `serde_json::Value` terms: config, board, blocks by square, side
/// to move, turns, phase, removed (the scores) and status.
#[test]
fn mid_game_state_json_reads_field_by_field() {
    // The first seeded random game that removes a block before it ends,
    // stopped right after that removal.
    let s = (0..100u64)
        .find_map(|seed| {
            let mut s = State::new(Config {
                max_turns: Some(300),
                ..Config::default()
            })
            .unwrap();
            let (mut chance, mut seats) = (rng(seed), rng(seed + 1000));
            while !s.is_terminal() {
                let mv = match s.to_act() {
                    board_core::Actor::Chance => sample_chance(&s, &mut chance).unwrap().unwrap(),
                    _ => s.random_move(&mut seats).unwrap(),
                };
                s = s.apply(&mv).unwrap();
                if s.removed(Side::South) + s.removed(Side::North) > 0 {
                    return (!s.is_terminal()).then_some(s);
                }
            }
            None
        })
        .unwrap();
    let v = serde_json::to_value(&s).unwrap();
    // Config.
    assert_eq!(v["config"]["max_turns"], 300);
    assert_eq!(v["config"]["south_blocks"], 4);
    // Board: 7 rows of 7, and each block where its square says.
    let rows = v["board"].as_array().unwrap();
    assert_eq!(rows.len(), 7);
    assert!(rows.iter().all(|r| r.as_array().unwrap().len() == 7));
    let mut on_board = 0;
    for b in s.blocks() {
        let sq = b.square.to_string();
        let side = if b.side == Side::South { "south" } else { "north" };
        let expect = json!({"side": side, "top": b.orientation.top().name(), "north": b.orientation.north().name()});
        assert_eq!(cell(&v, &sq), &expect, "{sq}");
        assert_eq!(v["blocks"][&sq], expect, "{sq}");
        on_board += 1;
    }
    let cells = rows
        .iter()
        .flat_map(|r| r.as_array().unwrap())
        .filter(|c| !c.is_null())
        .count();
    assert_eq!(cells, on_board);
    assert_eq!(v["blocks"].as_object().unwrap().len(), on_board);
    assert!(cell(&v, "d2").is_null() && cell(&v, "d6").is_null());
    // Whose turn, turns, phase, scores, status.
    let to_move = if s.side_to_move() == Side::South {
        "south"
    } else {
        "north"
    };
    assert_eq!(v["side_to_move"], to_move);
    assert_eq!(v["turns"], s.turns());
    assert_eq!(v["phase"], json!({"type": "play"}));
    assert_eq!(v["removed"]["south"], s.removed(Side::South));
    assert_eq!(v["removed"]["north"], s.removed(Side::North));
    assert!(v["removed"]["south"].as_u64().unwrap() + v["removed"]["north"].as_u64().unwrap() >= 1);
    assert_eq!(v["status"], json!({"type": "ongoing"}));
    // And back.
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
}

#[test]
fn setup_and_finished_states_read_field_by_field() {
    let s = State::new(Config::default()).unwrap();
    let s = s
        .apply(&Move::Roll(Face::X))
        .unwrap()
        .apply(&Move::Roll(Face::Cross))
        .unwrap();
    let v = serde_json::to_value(&s).unwrap();
    assert_eq!(
        v["phase"],
        json!({"type": "setup", "target": "north", "rolled": ["cross", "x"]})
    );
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
    let won: State =
        "Sa1=* N t1 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none"
            .parse()
            .unwrap();
    let v = serde_json::to_value(&won).unwrap();
    assert_eq!(v["status"], json!({"type": "won", "winner": "north"}));
    assert_eq!(v["removed"], json!({"south": 0, "north": 1}));
    assert_eq!(v["side_to_move"], "north");
}

#[test]
fn moves_are_objects_tagged_by_type() {
    for (text, j) in [
        ("roll:+", json!({"type": "roll", "face": "cross"})),
        ("roll:+=", json!({"type": "draw", "top": "cross", "north": "slider"})),
        (
            "c5@+=",
            json!({"type": "place", "square": "c5", "top": "cross", "north": "slider"}),
        ),
        (
            "c3n+d5",
            json!({"type": "turn", "from": "c3", "dir": "north", "top": "cross", "to": "d5"}),
        ),
        (
            "c3nS",
            json!({"type": "turn", "from": "c3", "dir": "north", "top": "stop", "to": null}),
        ),
        (
            "c3n d5",
            json!({"type": "turn", "from": "c3", "dir": "north", "top": null, "to": "d5"}),
        ),
    ] {
        let m: Move = text.parse().unwrap();
        assert_eq!(serde_json::to_value(m).unwrap(), j, "{text}");
        assert_eq!(serde_json::from_value::<Move>(j).unwrap(), m, "{text}");
    }
    // Missing optional fields read as null.
    let m: Move = serde_json::from_value(json!({"type": "turn", "from": "d5", "dir": "north"})).unwrap();
    assert_eq!(m.to_string(), "d5n");
    for bad in [
        json!({"type": "draw", "top": "star", "north": "stop"}),
        json!({"type": "place", "square": "h1", "top": "cross", "north": "slider"}),
        json!({"type": "place", "square": "C5", "top": "cross", "north": "slider"}),
        json!({"type": "roll", "face": "cross", "extra": 1}),
        json!({"type": "pass"}),
        json!("c3n+d5"),
    ] {
        assert!(serde_json::from_value::<Move>(bad.clone()).is_err(), "{bad}");
    }
}

#[test]
fn inconsistent_state_is_a_deserialization_error_naming_the_invariant() {
    let s = State::new(Config::fixed(Orientation::default(), Orientation::default())).unwrap();
    let good = serde_json::to_value(&s).unwrap();
    // A block on the star space d2 (row 5, file d), in the board and the blocks.
    let mut bad = good.clone();
    let block = json!({"side": "south", "top": "star", "north": "cross"});
    bad["board"][5][3] = block.clone();
    bad["blocks"]["d2"] = block;
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    let expected = ParseStateError::Invalid(StateError::BlockOnStar("d2".parse().unwrap())).to_string();
    assert!(e.starts_with(&expected), "{e}");
    // The board and the blocks by square disagree.
    let mut bad = good.clone();
    bad["board"][0][2] = Value::Null;
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    assert!(e.contains("at c7 the board has no block but blocks has a "), "{e}");
    // Derived fields must agree: the scores and the status.
    let mut bad = good.clone();
    bad["removed"]["south"] = json!(1);
    assert!(serde_json::from_value::<State>(bad).is_err());
    let mut bad = good.clone();
    bad["status"] = json!({"type": "won", "winner": "south"});
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    assert!(e.starts_with("invalid state: the status is won by South"), "{e}");
    // Turn 0: the first player moves (E4).
    let mut bad = good.clone();
    bad["side_to_move"] = json!("north");
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    assert!(
        e.starts_with("invalid state: North is named to move, but the rules give South"),
        "{e}"
    );
    assert_eq!(serde_json::from_value::<State>(good).unwrap(), s);
}

#[test]
fn notation_stays_available_as_a_string_field() {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Saved {
        #[serde(with = "board_core::notation_serde::as_notation")]
        state: State,
        #[serde(with = "board_core::notation_serde::as_notation")]
        last: Move,
    }
    let s = State::new(Config::default()).unwrap();
    let saved = Saved {
        state: s.clone(),
        last: "roll:+".parse().unwrap(),
    };
    let j = serde_json::to_value(&saved).unwrap();
    assert_eq!(j["state"], s.to_string());
    assert_eq!(j["last"], "roll:+");
    let back: Saved = serde_json::from_value(j).unwrap();
    assert_eq!(back.state, s);
    let bad = json!({"state": "- S t0 setup:N: blocks=4/4", "last": "roll:+"});
    assert!(serde_json::from_value::<Saved>(bad).is_err());
}

#[test]
fn states_and_moves_are_small() {
    assert!(std::mem::size_of::<State>() <= 128, "{}", std::mem::size_of::<State>());
    assert!(std::mem::size_of::<Move>() <= 8, "{}", std::mem::size_of::<Move>());
}

/// A JSON state whose blocks by square disagree with its
/// board names the square and what each side says.
#[test]
fn f6_blocks_disagreeing_with_the_board_name_the_square() {
    let s = State::new(Config::fixed(Orientation::default(), Orientation::default())).unwrap();
    let good = serde_json::to_value(&s).unwrap();
    let mut bad = good.clone();
    bad["blocks"]["c7"]["top"] = json!("hoops");
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    assert!(e.starts_with("blocks: at c7 "), "{e}");
    assert!(e.contains("the board has a North block"), "{e}");
    assert!(e.contains("but blocks has a North block, Hoops on top"), "{e}");
    let mut bad = good;
    bad["blocks"].as_object_mut().unwrap().remove("c7");
    let e = serde_json::from_value::<State>(bad).unwrap_err().to_string();
    assert!(
        e.contains("at c7 the board has a North block") && e.ends_with("but blocks has no block"),
        "{e}"
    );
}

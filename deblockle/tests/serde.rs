//! Serde round trips; deserialization validates.

use deblockle::{Config, Face, Move, Orientation, SetupMode, Side, SideBySide, State};

#[test]
fn config_round_trips() {
    let c = Config {
        south_blocks: 2,
        north_blocks: 3,
        setup: SetupMode::Fixed(deblockle::BySide::new(
            [Orientation::new(Face::Hoops, Face::X).unwrap(); 4],
            [Orientation::default(); 4],
        )),
        first: Side::North,
        side_by_side: SideBySide::Forbidden,
        max_turns: Some(9),
        ..Config::default()
    };
    let j = serde_json::to_string(&c).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&j).unwrap(), c);
}

#[test]
fn state_and_move_serialize_as_notation() {
    let s = State::new(Config::fixed(Orientation::default(), Orientation::default())).unwrap();
    let j = serde_json::to_string(&s).unwrap();
    assert_eq!(j, format!("\"{s}\""));
    assert_eq!(serde_json::from_str::<State>(&j).unwrap(), s);
    let m: Move = "c3n+d5".parse().unwrap();
    assert_eq!(serde_json::to_string(&m).unwrap(), "\"c3n+d5\"");
    assert_eq!(serde_json::from_str::<Move>("\"c3n+d5\"").unwrap(), m);
}

#[test]
fn inconsistent_state_is_a_deserialization_error() {
    // A block on the star space d2.
    let bad =
        "\"Sd2=* S t0 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none\"";
    assert!(serde_json::from_str::<State>(bad).is_err());
    // More blocks than configured.
    let bad = "\"Sa1=*,Sb1=*,Ng7=* S t0 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none\"";
    assert!(serde_json::from_str::<State>(bad).is_err());
    assert!(serde_json::from_str::<Move>("\"c3n?\"").is_err());
    assert!(serde_json::from_str::<Orientation>("\"*S\"").is_err());
}

#[test]
fn states_and_moves_are_small() {
    assert!(std::mem::size_of::<State>() <= 128, "{}", std::mem::size_of::<State>());
    assert!(std::mem::size_of::<Move>() <= 8, "{}", std::mem::size_of::<Move>());
}

#[test]
fn config_deserialization_validates() {
    // Setup is not state, but a deserialized config goes through the same
    // validation as State::new (§1, §6: 1-4 blocks; D6: max_turns >= 1).
    let good = serde_json::to_value(Config::default()).unwrap();
    for (field, value) in [
        ("south_blocks", serde_json::json!(0)),
        ("north_blocks", serde_json::json!(5)),
        ("max_turns", serde_json::json!(0)),
    ] {
        let mut bad = good.clone();
        bad[field] = value;
        let e = serde_json::from_value::<Config>(bad).unwrap_err().to_string();
        assert!(e.starts_with("invalid config"), "{field}: {e}");
    }
    assert_eq!(serde_json::from_value::<Config>(good).unwrap(), Config::default());
}

//! Deblockle's action ids, chance ids, observation tensor,
//! information state and bounds (crate docs, "Action ids" and
//! "Observation tensor"). Scale with `TABLETOP_TEST_SCALE`.

use board_core::encoding::{ActionEncoding, ApplyIdError, GameBounds, InformationState, ObservationEncoding};
use board_core::testkit::check_encodings;
use board_core::{Game, Seat};
use deblockle::{Config, Face, Move, MoveError, Orientation, SetupMode, SideBySide, State, TipWithoutHop};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let o = Orientation::new(Face::Slider, Face::Star).expect("orientation");
    vec![
        Config {
            max_turns: Some(300),
            ..Config::default()
        },
        Config {
            setup: SetupMode::Random,
            south_blocks: 2,
            north_blocks: 3,
            side_by_side: SideBySide::Forbidden,
            max_turns: Some(200),
            ..Config::default()
        },
        Config {
            tip_without_hop: TipWithoutHop::TipStands,
            max_turns: Some(150),
            ..Config::fixed(o, o)
        },
    ]
}

#[test]
fn encodings_hold_along_seeded_games() {
    let starts: Vec<State> = configs().into_iter().map(|c| State::new(c).expect("config")).collect();
    let report = check_encodings(&starts, 18, 4 * scale(), 2_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, 12 * scale());
    assert!(report.illegal_ids > 100, "{report:?}");
}

#[test]
fn id_table_is_as_documented() {
    let s = State::new(Config::default()).expect("config");
    assert_eq!(s.num_distinct_actions(), 10_976);
    assert_eq!(s.max_chance_outcomes(), 30);
    // c1 = square 2; orientation (Slider, Star) by its index.
    let o = Orientation::new(Face::Slider, Face::Star).expect("orientation");
    let place = Move::Place {
        square: "c1".parse().expect("square"),
        orientation: o,
    };
    assert_eq!(s.action_id(&place), Some(2 * 24 + o.index()));
    let turn: Move = "c1w+a1".parse().expect("turn");
    assert_eq!(s.action_id(&turn), Some(1176 + (2 * 4 + 3) * 50));
    let stop: Move = "c3nS".parse().expect("turn");
    assert_eq!(s.action_id(&stop), Some(1176 + (16 * 4) * 50 + 49));
    assert_eq!(s.chance_id(&Move::Roll(Face::Hoops)), Some(5));
    assert_eq!(s.chance_id(&Move::Draw(o)), Some(6 + o.index()));
    assert_eq!(s.action_id(&Move::Roll(Face::Star)), None);
    assert_eq!(s.chance_id(&turn), None);
}

#[test]
fn bad_ids_are_typed_errors() {
    let s = State::new(Config::default()).expect("config");
    assert!(matches!(
        s.action_from_id(10_976),
        Err(board_core::encoding::EncodingError::ActionOutOfRange { .. })
    ));
    assert!(matches!(
        s.chance_from_id(30),
        Err(board_core::encoding::EncodingError::ChanceOutOfRange { .. })
    ));
    // At the setup's first chance node, an action id is read as a chance id.
    assert!(matches!(s.apply_id(usize::MAX), Err(ApplyIdError::Encoding(_))));
    // In play, a turn of a block that is not there is the engine's error.
    let o = Orientation::new(Face::Slider, Face::Star).expect("orientation");
    let p = State::new(Config::fixed(o, o)).expect("config");
    let id = 1176 + (24 * 4) * 50 + 49; // d4 north, no hop: d4 is empty
    assert_eq!(
        p.apply_id(id),
        Err(ApplyIdError::Illegal(MoveError::NoBlock("d4".parse().expect("square"))))
    );
}

#[test]
fn tensor_shape_and_perspective() {
    let o = Orientation::new(Face::Slider, Face::Star).expect("orientation");
    let s = State::new(Config::fixed(o, o)).expect("config");
    assert_eq!(s.observation_shape(), vec![40, 7, 7]);
    let a = s.observation(Seat(0)).expect("obs");
    let b = s.observation(Seat(1)).expect("obs");
    // Only the observer planes (35, 36) differ between the seats.
    let differ: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).map(|i| i / 49).collect();
    assert!(differ.iter().all(|&p| p == 35 || p == 36), "{differ:?}");
    // South's blocks sit on rank 1 = the last row of the tensor; the
    // Slider-top plane of South is plane 4.
    let c1 = 6 * 7 + 2;
    assert_eq!(a[4 * 49 + c1], 1.0);
    // Star spaces d2 and d6 (plane 24).
    assert_eq!(a[24 * 49 + 5 * 7 + 3], 1.0);
    assert_eq!(a[24 * 49 + 7 + 3], 1.0);
    assert!(s.observation(Seat(2)).is_err());
}

#[test]
fn information_state_is_the_notation_and_bounds_follow_the_config() {
    let s = State::new(Config::default()).expect("config");
    assert_eq!(s.information_state_string(Seat(1)), Ok(s.to_string()));
    assert_eq!(s.max_game_length(), None);
    assert_eq!(s.max_chance_nodes(), Some(8));
    let capped = State::new(Config {
        max_turns: Some(100),
        ..Config::default()
    })
    .expect("config");
    assert_eq!(capped.max_game_length(), Some(108));
    assert!(capped.legal_moves().len() == 6);
}

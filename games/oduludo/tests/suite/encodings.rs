//! ODULUDO's action ids, chance ids, observation tensor,
//! information state and bounds (crate docs, "Action ids" and
//! "Observation tensor"). Scale with `TABLETOP_TEST_SCALE`.

use board_core::encoding::{
    ActionEncoding, ApplyIdError, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
};
use board_core::testkit::check_encodings;
use board_core::{Game, Seat};
use oduludo::{Colour, Config, Layout, Mode, Move, MoveError, PawnKind, Square, State, SunDir};
use oduludo::{RollRule, StackRule};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let mut v = Vec::new();
    for players in [2, 3, 4] {
        v.push(Config::with_players(players));
    }
    v.push(Config {
        mode: Mode::Team,
        ..Config::default()
    });
    v.push(Config {
        mode: Mode::LastPawn,
        ..Config::with_players(3)
    });
    v.push(Config {
        layout: Layout::JUNCTION_50,
        roll_rule: RollRule::MayPass,
        stack_rule: StackRule::AnyTakesAny,
        ..Config::with_colours(&[Colour::Red, Colour::Purple], Mode::Standard).expect("colours")
    });
    v
}

#[test]
fn encodings_hold_along_seeded_games() {
    let starts: Vec<State> = configs().into_iter().map(|c| State::new(c).expect("config")).collect();
    let report = check_encodings(&starts, 18, 2 * scale(), 20_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, 12 * scale());
    assert!(
        report.longest < board_core::encoding::DEFAULT_DECISION_CAP,
        "{report:?}"
    );
}

#[test]
fn id_table_is_as_documented() {
    let s = State::new(Config::default()).expect("config");
    assert_eq!(s.num_distinct_actions(), 707);
    assert_eq!(s.max_chance_outcomes(), 16);
    let cases = [
        (Move::Pass, 0),
        (Move::NextRound, 1),
        (Move::Enter(PawnKind::King), 2),
        (Move::Enter(PawnKind::Soldier), 4),
        (Move::SendBack, 5),
        (Move::Kidnap, 6),
        (Move::Odulo(false), 7),
        (Move::Odulo(true), 8),
        (Move::Sun(SunDir::Forward), 9),
        (Move::Sun(SunDir::Back), 10),
        (
            Move::Step {
                from: Square::Ring(0),
                dist: 1,
                back: false,
            },
            11,
        ),
        (
            Move::Step {
                from: Square::Ring(17),
                dist: 4,
                back: true,
            },
            11 + (17 * 6 + 3) * 2 + 1,
        ),
        (
            Move::Step {
                from: Square::Path(5),
                dist: 6,
                back: true,
            },
            706,
        ),
    ];
    for (mv, id) in cases {
        assert_eq!(s.action_id(&mv), Some(id), "{mv}");
        assert_eq!(s.action_from_id(id), Ok(mv));
    }
    assert_eq!(s.chance_id(&Move::Start(Colour::Purple)), Some(3));
    assert_eq!(s.chance_id(&Move::Roll(1)), Some(4));
    assert_eq!(s.chance_id(&Move::Face(6)), Some(15));
    assert_eq!(s.chance_id(&Move::Roll(7)), None);
    let off = Move::Step {
        from: Square::Ring(52),
        dist: 1,
        back: false,
    };
    assert_eq!(s.action_id(&off), None);
    assert_eq!(
        s.action_from_id(707),
        Err(EncodingError::ActionOutOfRange { id: 707, n: 707 })
    );
    assert_eq!(
        s.chance_from_id(16),
        Err(EncodingError::ChanceOutOfRange { id: 16, n: 16 })
    );
}

#[test]
fn illegal_ids_get_the_engines_error() {
    let s = State::new(Config::with_players(2)).expect("config");
    let s = s.apply(&"start:G".parse().expect("move")).expect("legal");
    let s = s.apply(&Move::Roll(6)).expect("legal");
    // `r5+6`: no own group on r5.
    let id = s.action_id(&"r5+6".parse().expect("move")).expect("id");
    assert_eq!(
        s.apply_id(id),
        Err(ApplyIdError::Illegal(MoveError::NoGroup(Square::Ring(5))))
    );
    assert_eq!(s.legal_ids(), vec![2, 3, 4]);
}

#[test]
fn tensor_shape_and_bounds() {
    let s = State::new(Config::default()).expect("config");
    assert_eq!(s.observation_shape(), vec![93, 79]);
    let a = s.observation(Seat(0)).expect("obs");
    let b = s.observation(Seat(3)).expect("obs");
    // Only the observer planes (38-41) differ between seats.
    let differ: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).map(|i| i / 79).collect();
    assert!(differ.iter().all(|&p| (38..42).contains(&p)), "{differ:?}");
    // Every pawn is on its spaceship (location 76): Green's King plane 0.
    assert_eq!(a[76], 1.0);
    assert!((a[2 * 79 + 76] - 1.0).abs() < 1e-6, "three Soldiers, 1/3 each");
    assert!(s.observation(Seat(4)).is_err());
    assert_eq!(s.information_state_string(Seat(2)), Ok(s.to_string()));
    assert_eq!(s.max_game_length(), None);
    assert_eq!(s.utility_sum(), UtilitySum::General);
    let team = State::new(Config {
        mode: Mode::Team,
        ..Config::default()
    })
    .expect("config");
    assert_eq!(team.utility_sum(), UtilitySum::Constant(0.0));
}

//! XOBrainer's action ids, chance ids, observation tensor,
//! information state and bounds (crate docs, "Action ids" and
//! "Observation tensor"), hidden Mission cards included. Scale with
//! `TABLETOP_TEST_SCALE`.

use board_core::bots::Determinize;
use board_core::encoding::{
    ActionEncoding, ApplyIdError, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
};
use board_core::grid::Coord;
use board_core::testkit::{check_encodings, rng};
use board_core::{Actor, Game, Observe, Seat};
use xobrainer::{BySide, Colour, Config, MatchFormat, Move, MoveError, Side, State, TimeBomb, Variants};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let all = Variants {
        time_bomb: Some(TimeBomb::Secs10),
        random: true,
        map: true,
        mission: true,
    };
    vec![
        Config {
            format: MatchFormat::OneRound,
            ..Config::default()
        },
        Config {
            format: MatchFormat::Sets { best_of: 3 },
            variants: Variants {
                mission: true,
                ..Variants::default()
            },
            ..Config::default()
        },
        Config {
            format: MatchFormat::Rounds(2),
            variants: all,
            team_sizes: BySide([2, 3]),
            ..Config::default()
        },
    ]
}

#[test]
fn encodings_hold_along_seeded_games() {
    let starts: Vec<State> = configs().into_iter().map(|c| State::new(c).expect("config")).collect();
    let report = check_encodings(&starts, 18, 2 * scale(), 20_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, 6 * scale());
}

/// Redraws what each seat cannot see (other seats' Mission cards) and
/// checks that its tensor and information state do not change, along
/// seeded games with Mission cards.
#[test]
fn equal_views_give_equal_tensors() {
    let mut r = rng(7);
    let mut changed = 0;
    for config in configs().into_iter().skip(1) {
        for _ in 0..2 * scale() {
            let mut s = State::new(config.clone()).expect("config");
            for _ in 0..400 {
                for seat in Seat::all(s.num_seats()) {
                    let other = s.determinize(seat, &mut r);
                    assert_eq!(other.view(seat), s.view(seat));
                    if other != s {
                        changed += 1;
                    }
                    assert_eq!(other.observation(seat), s.observation(seat));
                    assert_eq!(other.information_state_string(seat), s.information_state_string(seat));
                }
                match board_core::bots::random_step(&mut s, &mut r) {
                    Some(_) => {}
                    None => break,
                }
            }
        }
    }
    assert!(changed > 100, "hidden cards were redrawn: {changed}");
}

#[test]
fn another_seats_hidden_card_does_not_reach_a_seats_tensor() {
    let config = Config {
        variants: Variants {
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let s = State::new(config).expect("config");
    let s = s.apply(&Move::Lot(Side::X)).expect("lot");
    let s = s.apply(&Move::MissionCard(Seat(0), 3)).expect("card");
    let a = s.apply(&Move::MissionCard(Seat(1), 5)).expect("card");
    let b = s.apply(&Move::MissionCard(Seat(1), 7)).expect("card");
    assert_eq!(a.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(a.observation(Seat(0)), b.observation(Seat(0)));
    assert_eq!(a.information_state_string(Seat(0)), b.information_state_string(Seat(0)));
    assert_ne!(a.observation(Seat(1)), b.observation(Seat(1)));
    assert_ne!(a.information_state_string(Seat(1)), b.information_state_string(Seat(1)));
}

#[test]
fn id_table_is_as_documented() {
    let s = State::new(Config::default()).expect("config");
    let (h, w) = s.size();
    let n = usize::from(h) * usize::from(w);
    assert_eq!(s.num_distinct_actions(), n + 3);
    assert_eq!(s.max_chance_outcomes(), 6 + 50 + 2 * 25);
    let e5: Coord = "e5".parse().expect("square");
    let id = usize::from(e5.row) * usize::from(w) + usize::from(e5.col);
    assert_eq!(s.action_id(&Move::Place(e5)), Some(id));
    assert_eq!(s.action_from_id(id), Ok(Move::Place(e5)));
    assert_eq!(s.action_id(&Move::Pass), Some(n));
    assert_eq!(s.action_id(&Move::Timeout), Some(n + 1));
    assert_eq!(s.action_id(&Move::NextRound), Some(n + 2));
    assert_eq!(
        s.action_from_id(n + 3),
        Err(EncodingError::ActionOutOfRange { id: n + 3, n: n + 3 })
    );
    assert_eq!(s.action_id(&Move::Place(Coord::new(h, 0))), None);
    assert_eq!(s.chance_id(&Move::Lot(Side::O)), Some(1));
    assert_eq!(s.chance_id(&Move::Draw(Side::O, Colour::Red)), Some(5));
    assert_eq!(s.chance_id(&Move::MapCard(Side::O, 24)), Some(6 + 25 + 24));
    assert_eq!(s.chance_id(&Move::MissionCard(Seat(1), 2)), Some(56 + 25 + 2));
    assert_eq!(
        s.chance_id(&Move::MissionCard(Seat(2), 2)),
        None,
        "no seat 2 at a table of 2"
    );
    assert_eq!(
        s.chance_from_id(106),
        Err(EncodingError::ChanceOutOfRange { id: 106, n: 106 })
    );
}

#[test]
fn illegal_ids_get_the_engines_error_and_bounds() {
    let s = State::new(Config::default()).expect("config");
    let s = s.apply(&Move::Lot(Side::X)).expect("lot");
    let s = s.apply(&"e5".parse().expect("move")).expect("legal");
    let e5 = s.action_id(&"e5".parse().expect("move")).expect("id");
    assert_eq!(
        s.apply_id(e5),
        Err(ApplyIdError::Illegal(MoveError::Occupied(
            "e5".parse().expect("square")
        )))
    );
    assert_eq!(
        s.observation_shape(),
        vec![60, usize::from(s.size().0), usize::from(s.size().1)]
    );
    assert_eq!(s.information_state_string(Seat(0)), Ok(s.to_string()));
    assert_eq!(s.max_game_length(), None);
    assert_eq!(s.utility_sum(), UtilitySum::Constant(0.0));
    let teams = State::new(Config {
        team_sizes: BySide([1, 2]),
        ..Config::default()
    })
    .expect("config");
    assert_eq!(teams.utility_sum(), UtilitySum::General);
}

//! One test per rule sentence of `RULES.md`, named by spec
//! section, each on a hand-set position (built from state notation or by
//! forced moves, chance outcomes included).

use crate::common;

use board_core::{Actor, Game, Prob, Seat, SeatResult};
use common::{dests, moves, mv, or, sq, state, tipping, tips, try_state};
use deblockle::{
    Config, ConfigProblem, Dir, EndReason, Face, Move, MoveError, Orientation, ParseStateError, Phase, SetupMode, Side,
    State, StateError,
};

// ---------------------------------------------------------------- §1

#[test]
fn s1_two_players_south_seat0_north_seat1() {
    assert_eq!(Side::South.seat(), Seat(0));
    assert_eq!(Side::North.seat(), Seat(1));
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    assert_eq!(s.num_seats(), 2);
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
}

#[test]
fn s1_four_blocks_each_by_default() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    assert_eq!(s.occupied(Side::South).count(), 4);
    assert_eq!(s.occupied(Side::North).count(), 4);
}

#[test]
fn s1_opposite_faces_and_handedness() {
    let o = Orientation::new(Face::Star, Face::Cross).unwrap();
    assert_eq!(
        (o.east(), o.south(), o.west(), o.bottom()),
        (Face::Slider, Face::X, Face::Hoops, Face::Stop)
    );
    assert_eq!(Face::Cross.opposite(), Face::X);
    assert_eq!(Face::Slider.opposite(), Face::Hoops);
    assert_eq!(Face::Star.opposite(), Face::Stop);
    assert_eq!(Orientation::ALL.len(), 24);
}

#[test]
fn s1_board_is_seven_by_seven_files_a_to_g_ranks_1_to_7() {
    assert!(deblockle::Square::from_chars('a', '1').is_some());
    assert!(deblockle::Square::from_chars('g', '7').is_some());
    assert!("h1nS".parse::<Move>().is_err());
    assert!("a8nS".parse::<Move>().is_err());
    // Rank 1 is South's edge: a South block on c1 cannot tip south.
    let s = state(&[("Sc1", or("=*")), ("Ng7", or("=*"))], "S", "blocks=1/1");
    assert_eq!(s.check_move(&mv("c1s*")), Err(MoveError::TipOffBoard));
}

#[test]
fn s1_star_spaces_d2_south_home_d6_north_home() {
    assert_eq!(Side::South.home_star(), sq("d2"));
    assert_eq!(Side::North.home_star(), sq("d6"));
    assert_eq!(Side::South.target_star(), sq("d6"));
    assert_eq!(Side::North.target_star(), sq("d2"));
}

#[test]
fn s1_start_squares_diagonal_to_own_home_star() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    let squares: Vec<String> = s.blocks().map(|b| format!("{}{}", b.side.letter(), b.square)).collect();
    assert_eq!(squares, ["Sc1", "Se1", "Sc3", "Se3", "Nc5", "Ne5", "Nc7", "Ne7"]);
}

#[test]
fn s1_fewer_blocks_start_squares() {
    let expect = [(1, "Sd1 Nd7"), (2, "Sc1 Se1 Nc7 Ne7"), (3, "Sc1 Se1 Sd3 Nd5 Nc7 Ne7")];
    for (n, want) in expect {
        let c = Config {
            south_blocks: n,
            north_blocks: n,
            ..Config::fixed(or("=*"), or("=*"))
        };
        let s = State::new(c).unwrap();
        let got: Vec<String> = s.blocks().map(|b| format!("{}{}", b.side.letter(), b.square)).collect();
        assert_eq!(got.join(" "), want);
    }
}

// ---------------------------------------------------------------- §2

#[test]
fn s2_each_block_rolled_like_a_die_uniform_six_faces() {
    let s = State::new(Config::default()).unwrap();
    assert_eq!(s.to_act(), Actor::Chance);
    let outcomes = s.chance_outcomes();
    assert_eq!(outcomes.len(), 6);
    for (m, p) in &outcomes {
        assert!(matches!(m, Move::Roll(_)));
        assert_eq!(*p, Prob::uniform(6));
    }
    // South rolls North's blocks first.
    assert_eq!(
        s.phase(),
        Phase::Setup {
            target: Side::North,
            rolled: [0; 6]
        }
    );
}

fn roll_all(mut s: State, faces: &str) -> State {
    for c in faces.chars() {
        s = s.apply(&Move::Roll(Face::from_letter(c).unwrap())).unwrap();
    }
    s
}

#[test]
fn s2_roller_places_opponents_blocks_choosing_square_and_rotation() {
    let s = roll_all(State::new(Config::default()).unwrap(), "++x*");
    // South (seat 0) places North's blocks.
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    let m = moves(&s);
    // Distinct rolled faces {+, x, *} x 4 rotations, on the next start square c5.
    assert_eq!(m.len(), 12);
    assert!(m.iter().all(|x| x.starts_with("c5@")));
    assert_eq!(s.check_move(&mv("c5@S+")), Err(MoveError::FaceNotRolled(Face::Stop)));
    assert_eq!(
        s.check_move(&mv("e5@+=")),
        Err(MoveError::WrongStartSquare { expected: sq("c5") })
    );
    assert_eq!(s.check_move(&mv("roll:+")), Err(MoveError::NotChanceNode));
    assert_eq!(s.check_move(&mv("c1n+")), Err(MoveError::SetupNotFinished));
    let s = s.apply(&mv("c5@x=")).unwrap();
    assert_eq!(
        s.check_move(&mv("c5@+=")),
        Err(MoveError::WrongStartSquare { expected: sq("e5") })
    );
    assert_eq!(s.check_move(&mv("e5@x=")), Err(MoveError::FaceNotRolled(Face::X)));
}

#[test]
fn s2_rolled_face_stays_on_top() {
    let mut s = roll_all(State::new(Config::default()).unwrap(), "So=*");
    for m in ["c5@S+", "e5@o*", "c7@=*", "e7@*+"] {
        s = s.apply(&mv(m)).unwrap();
    }
    let mut tops: Vec<Face> = s.blocks().map(|b| b.orientation.top()).collect();
    tops.sort();
    assert_eq!(tops, [Face::Star, Face::Stop, Face::Slider, Face::Hoops]);
    assert_eq!(s.block(sq("e5")).unwrap().orientation, or("o*"));
}

#[test]
fn s2_then_north_rolls_and_places_souths_blocks_and_play_starts() {
    let mut s = roll_all(State::new(Config::default()).unwrap(), "++++");
    for m in ["c5@+*", "e5@+*", "c7@+*", "e7@+*"] {
        s = s.apply(&mv(m)).unwrap();
    }
    assert_eq!(
        s.phase(),
        Phase::Setup {
            target: Side::South,
            rolled: [0; 6]
        }
    );
    assert_eq!(s.to_act(), Actor::Chance);
    s = roll_all(s, "====");
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
    for m in ["c1@=*", "e1@=*", "c3@=*", "e3@=S"] {
        s = s.apply(&mv(m)).unwrap();
    }
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
}

#[test]
fn s2_first_player_from_config_default_south() {
    assert_eq!(Config::default().first, Side::South);
    let c = Config {
        first: Side::North,
        ..Config::fixed(or("=*"), or("=*"))
    };
    assert_eq!(State::new(c).unwrap().to_act(), Actor::Seat(Seat(1)));
}

#[test]
fn s2_fixed_setup_option_starts_in_play() {
    let s = State::new(Config::fixed(or("=*"), or("o+"))).unwrap();
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.block(sq("c5")).unwrap().orientation, or("o+"));
}

#[test]
fn s2_random_setup_option_draws_whole_orientations() {
    let c = Config {
        setup: SetupMode::Random,
        ..Config::default()
    };
    let s = State::new(c).unwrap();
    let out = s.chance_outcomes();
    assert_eq!(out.len(), 24);
    assert!(
        out.iter()
            .all(|(m, p)| matches!(m, Move::Draw(_)) && *p == Prob::uniform(24))
    );
    assert_eq!(
        s.check_move(&Move::Roll(Face::Star)),
        Err(MoveError::WrongChanceOutcome {
            setup: "random",
            expected: "an orientation per block, like roll:+="
        })
    );
    let s = s.apply(&mv("roll:=*")).unwrap();
    assert_eq!(s.block(sq("c5")).unwrap().orientation, or("=*"));
}

// ---------------------------------------------------------------- §3

#[test]
fn s3_turn_is_one_move_tip_then_hop() {
    // South d4 tips east to e4 showing Cross, then hops one step.
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    let after = s.apply(&mv("d4e+e5")).unwrap();
    assert!(after.block(sq("e5")).is_some());
    assert!(after.block(sq("d4")).is_none() && after.block(sq("e4")).is_none());
    assert_eq!(after.to_act(), Actor::Seat(Seat(1)));
    assert_eq!(after.turns(), 1);
}

#[test]
fn s3_1_tip_only_orthogonally_onto_the_board() {
    let s = state(&[("Sa1", or("=*")), ("Ng7", or("=*"))], "S", "blocks=1/1");
    assert_eq!(s.check_move(&mv("a1w+")), Err(MoveError::TipOffBoard));
    assert_eq!(s.check_move(&mv("a1s+")), Err(MoveError::TipOffBoard));
    // Only n/e/s/w exist: a diagonal direction is not even notation.
    assert!("a1ne+b2".parse::<Move>().is_err());
}

#[test]
fn s3_1_tip_square_must_be_empty() {
    let s = state(&[("Sc3", or("=*")), ("Nc4", or("=*"))], "S", "blocks=1/1");
    assert_eq!(s.check_move(&mv("c3nS")), Err(MoveError::TipOntoBlock(sq("c4"))));
    let own = state(
        &[("Sc3", or("=*")), ("Sc4", or("=*")), ("Ng7", or("=*"))],
        "S",
        "blocks=2/1",
    );
    assert_eq!(own.check_move(&mv("c3nS")), Err(MoveError::TipOntoBlock(sq("c4"))));
}

#[test]
fn s3_1_tip_into_star_space_illegal_unless_star_up() {
    let s = state(
        &[("Sd5", tipping(Dir::North, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(s.check_move(&mv("d5n+")), Err(MoveError::TipIntoStar(sq("d6"))));
    assert!(tips(&s, "d5", 'n').is_empty());
    // Into one's own home star too.
    let s = state(
        &[("Sd3", tipping(Dir::South, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(s.check_move(&mv("d3s+")), Err(MoveError::TipIntoStar(sq("d2"))));
}

#[test]
fn s3_1_star_up_onto_opponents_home_star_removes_block_and_ends_turn() {
    let s = state(
        &[
            ("Sc1", or("=*")),
            ("Sd5", tipping(Dir::North, Face::Star)),
            ("Ng7", or("=*")),
        ],
        "S",
        "blocks=2/1",
    );
    assert_eq!(tips(&s, "d5", 'n'), ["d5n*"]);
    assert_eq!(s.check_move(&mv("d5n*d4")), Err(MoveError::RemovalEndsTurn));
    let after = s.apply(&mv("d5n*")).unwrap();
    assert!(after.block(sq("d5")).is_none() && after.block(sq("d6")).is_none());
    assert_eq!(after.removed(Side::South), 1);
    assert_eq!(after.to_act(), Actor::Seat(Seat(1)));
    // North races to d2.
    let n = state(
        &[
            ("Sa1", or("=*")),
            ("Nd3", tipping(Dir::South, Face::Star)),
            ("Ng7", or("=*")),
        ],
        "N",
        "blocks=1/2",
    );
    let after = n.apply(&mv("d3s*")).unwrap();
    assert_eq!(after.removed(Side::North), 1);
}

#[test]
fn s3_1_star_up_anywhere_else_is_illegal() {
    // Onto one's own home star.
    let s = state(
        &[("Sd3", tipping(Dir::South, Face::Star)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(s.check_move(&mv("d3s*")), Err(MoveError::StarUpOnWrongSquare(sq("d2"))));
    // Onto an ordinary square.
    let s = state(
        &[("Sc4", tipping(Dir::North, Face::Star)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(s.check_move(&mv("c4n*")), Err(MoveError::StarUpOnWrongSquare(sq("c5"))));
    assert!(tips(&s, "c4", 'n').is_empty());
    // North onto d6 (its own home star).
    let n = state(
        &[("Sa1", or("=*")), ("Nd7", tipping(Dir::South, Face::Star))],
        "N",
        "blocks=1/1",
    );
    assert_eq!(n.check_move(&mv("d7s*")), Err(MoveError::StarUpOnWrongSquare(sq("d6"))));
}

#[test]
fn s3_move_names_the_face_the_tip_shows() {
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(
        s.check_move(&mv("d4exe5")),
        Err(MoveError::WrongFace { shown: Face::Cross })
    );
}

#[test]
fn s3_2_hop_does_not_rotate_the_block() {
    let o = tipping(Dir::East, Face::Cross);
    let s = state(&[("Sd4", o), ("Ng7", or("=*"))], "S", "blocks=1/1");
    let after = s.apply(&mv("d4e+e5")).unwrap();
    assert_eq!(after.block(sq("e5")).unwrap().orientation, o.tip(Dir::East));
}

#[test]
fn s3_2_stop_no_hop_turn_ends() {
    let s = state(
        &[("Sc3", tipping(Dir::North, Face::Stop)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(tips(&s, "c3", 'n'), ["c3nS"]);
    assert_eq!(s.check_move(&mv("c3nSc5")), Err(MoveError::StopEndsTurn));
    let after = s.apply(&mv("c3nS")).unwrap();
    assert_eq!(after.block(sq("c4")).unwrap().orientation.top(), Face::Stop);
}

#[test]
fn s3_2_cross_one_orthogonal_step() {
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ne5", or("=*"))],
        "S",
        "blocks=1/1",
    );
    // From e4: e5 holds a block; e3, f4 and d4 (just vacated) are open.
    assert_eq!(dests(&s, "d4", 'e'), ["d4", "e3", "f4"]);
    assert_eq!(
        s.check_move(&mv("d4e+e5")),
        Err(MoveError::Unreachable {
            face: Face::Cross,
            to: sq("e5")
        })
    );
    assert_eq!(
        s.check_move(&mv("d4e+f5")),
        Err(MoveError::Unreachable {
            face: Face::Cross,
            to: sq("f5")
        })
    );
    assert_eq!(s.check_move(&mv("d4e+")), Err(MoveError::HopRequired(Face::Cross)));
}

#[test]
fn s3_2_x_one_diagonal_step_not_blocked_beside_the_diagonal() {
    // D4: from c4, d5 is reachable although c5 and d4 hold blocks.
    let s = state(
        &[
            ("Sb4", tipping(Dir::East, Face::X)),
            ("Nc5", or("=*")),
            ("Nd4", or("=*")),
            ("Nb3", or("=*")),
        ],
        "S",
        "blocks=1/3",
    );
    assert_eq!(dests(&s, "b4", 'e'), ["b5", "d3", "d5"]);
}

#[test]
fn e7_a_hop_may_end_on_or_slide_over_the_square_the_turn_started_on() {
    // The tip empties c3: Cross may hop straight back onto it, and a Slider
    // slides over it to the edge.
    let s = state(
        &[("Sc3", tipping(Dir::North, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "c3", 'n'), ["b4", "c3", "c5", "d4"]);
    let after = s.apply(&mv("c3n+c3")).unwrap();
    assert_eq!(after.block(sq("c3")).unwrap().orientation.top(), Face::Cross);
    let s = state(
        &[("Sc3", tipping(Dir::North, Face::Slider)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "c3", 'n'), ["a4", "c1", "c7", "g4"]);
}

#[test]
fn s3_2_hops_never_end_on_a_star_space() {
    // X from c3: d2 is a star space.
    let s = state(
        &[("Sb3", tipping(Dir::East, Face::X)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "b3", 'e'), ["b2", "b4", "d4"]);
    // Cross from e2: d2 is a star space.
    let s = state(
        &[("Sf2", tipping(Dir::West, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "f2", 'w'), ["e1", "e3", "f2"]);
    assert_eq!(
        s.check_move(&mv("f2w+d2")),
        Err(MoveError::Unreachable {
            face: Face::Cross,
            to: sq("d2")
        })
    );
}

#[test]
fn s3_2_slider_slides_to_the_edge_or_a_block() {
    let s = state(
        &[("Sa4", tipping(Dir::East, Face::Slider)), ("Ne4", or("=*"))],
        "S",
        "blocks=1/1",
    );
    // From b4: north to b7, south to b1, east stops before e4 on d4, west back to a4.
    assert_eq!(dests(&s, "a4", 'e'), ["a4", "b1", "b7", "d4"]);
    assert_eq!(
        s.check_move(&mv("a4e=c4")),
        Err(MoveError::Unreachable {
            face: Face::Slider,
            to: sq("c4")
        })
    );
}

#[test]
fn s3_2_slider_moves_at_least_one_square() {
    // Tipped north into a7 against the edge: north and west are not moves.
    let s = state(
        &[("Sa6", tipping(Dir::North, Face::Slider)), ("Nb7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "a6", 'n'), ["a1"]);
}

#[test]
fn s3_2_slider_crosses_star_spaces_never_stops_on_one() {
    // From d1 north: d2 (star) d3 d4 d5 d6 (star) d7. Natural stop d7; D3
    // also allows d5, before the crossed star d6; never d1 (not moving).
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Slider)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "c1", 'e'), ["a1", "d5", "d7", "g1"]);
    // A block on d7: the natural stop is the star d6, so the slider stops on d5.
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Slider)), ("Nd7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "c1", 'e'), ["a1", "d5", "g1"]);
}

#[test]
fn s3_2_slider_stopping_square_star_and_no_square_before_is_illegal() {
    // From c2 east: d2 is a star, e2 holds a block, so the natural stop d2
    // moves back to c2 itself: no slide east.
    let s = state(
        &[("Sb2", tipping(Dir::East, Face::Slider)), ("Ne2", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(dests(&s, "b2", 'e'), ["a2", "c1", "c7"]);
}

#[test]
fn s3_2_hoops_exactly_three_steps_with_revisits_one_move_per_square() {
    // From a1 with a block on b1: paths go through a2 only.
    let s = state(
        &[("Sa2", tipping(Dir::South, Face::Hoops)), ("Nb1", or("=*"))],
        "S",
        "blocks=1/1",
    );
    // a2 (there and back again, revisiting), a4, b3, c2; never a1 itself
    // (three steps change colour); d1 would need to pass b1.
    assert_eq!(dests(&s, "a2", 's'), ["a2", "a4", "b3", "c2"]);
    assert_eq!(
        s.check_move(&mv("a2sod1")),
        Err(MoveError::Unreachable {
            face: Face::Hoops,
            to: sq("d1")
        })
    );
    assert_eq!(
        s.check_move(&mv("a2sob2")),
        Err(MoveError::Unreachable {
            face: Face::Hoops,
            to: sq("b2")
        })
    );
}

#[test]
fn s3_2_hoops_may_cross_a_star_space_but_not_end_there() {
    // From d1 north through d2 (star) and d3 to d4.
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Hoops)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    let d = dests(&s, "c1", 'e');
    assert!(d.contains(&"d4".to_string()), "{d:?}");
    assert!(!d.contains(&"d2".to_string()));
}

#[test]
fn s3_no_block_ends_a_turn_on_either_star() {
    for seed in 0..40 {
        let c = Config {
            setup: SetupMode::Random,
            max_turns: Some(60),
            ..Config::default()
        };
        let p = board_core::testkit::random_playout(&State::new(c).unwrap(), &mut board_core::testkit::rng(seed), 1000);
        let mut s = State::new(c).unwrap();
        for m in &p.moves {
            s = s.apply(m).unwrap();
            assert!(s.block(sq("d2")).is_none() && s.block(sq("d6")).is_none());
        }
    }
}

// ---------------------------------------------------------------- §8 D1-D4

#[test]
fn d1_tip_without_legal_hop_is_not_a_move() {
    // X into the corner a1 with b2 taken: no diagonal step.
    let s = state(
        &[("Sb1", tipping(Dir::West, Face::X)), ("Nb2", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert!(tips(&s, "b1", 'w').is_empty());
    assert_eq!(s.check_move(&mv("b1wx")), Err(MoveError::NoLegalHop));
    assert_eq!(s.check_move(&mv("b1wxb2")), Err(MoveError::NoLegalHop));
}

#[test]
fn d1_switch_tip_stands_block_stays() {
    let s = state(
        &[("Sb1", tipping(Dir::West, Face::X)), ("Nb2", or("=*"))],
        "S",
        "blocks=1/1 d1=stands",
    );
    assert_eq!(tips(&s, "b1", 'w'), ["b1wx"]);
    let after = s.apply(&mv("b1wx")).unwrap();
    assert_eq!(after.block(sq("a1")).unwrap().orientation.top(), Face::X);
    // With a hop available, the hop is still required.
    let s = state(
        &[("Sb1", tipping(Dir::West, Face::X)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1 d1=stands",
    );
    assert_eq!(s.check_move(&mv("b1wx")), Err(MoveError::HopRequired(Face::X)));
}

#[test]
fn d2_hoops_may_not_pass_through_blocks_switch_allows_it() {
    let o = tipping(Dir::South, Face::Hoops);
    let s = state(&[("Sa2", o), ("Nb1", or("=*"))], "S", "blocks=1/1 d2=through");
    // Through b1 to c1 and d1; still never ending on b1.
    assert_eq!(dests(&s, "a2", 's'), ["a2", "a4", "b3", "c2", "d1"]);
}

#[test]
fn d3_strict_slider_stops_before_a_star_only_when_it_is_the_natural_stop() {
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Slider)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1 d3=natural",
    );
    assert_eq!(dests(&s, "c1", 'e'), ["a1", "d7", "g1"]);
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Slider)), ("Nd7", or("=*"))],
        "S",
        "blocks=1/1 d3=natural",
    );
    assert_eq!(dests(&s, "c1", 'e'), ["a1", "d5", "g1"]);
}

// ---------------------------------------------------------------- §4

#[test]
fn s4_no_pass_move_exists() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    assert!(
        s.moves()
            .iter()
            .all(|m| matches!(m, Move::Turn(t) if t.to.is_some() || matches!(t.top, Some(Face::Stop | Face::Star))))
    );
    assert!("pass".parse::<Move>().is_err());
}

#[test]
fn s4_deblockled_player_is_skipped_opponent_moves_again() {
    // After f5s=f7 North's g7 is stuck: f7 is taken, south shows the Star
    // on an ordinary square, north and east are off the board.
    let s: State =
        "Sf5x=,Ng7+* S t184 play blocks=1/1 setup=random first=S sbs=allowed d1=illegal d2=unblocked d3=any max=400"
            .parse()
            .unwrap();
    let after = s.apply(&mv("f5s=f7")).unwrap();
    assert!(after.turns_of(Side::North).is_empty());
    assert_eq!(after.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(after.status(), None);
    // A state naming the stuck side to move is refused.
    let bad = after.to_string().replacen(" S t", " N t", 1);
    assert!(bad.parse::<State>().is_err());
}

#[test]
fn s4_blocked_player_may_keep_removing_blocks() {
    // North on a7 is boxed in by South's a6 and b7; South removes on d6 and moves again.
    let s = state(
        &[
            ("Sa6", or("=*")),
            ("Sb7", or("=*")),
            ("Sd5", tipping(Dir::North, Face::Star)),
            ("Na7", or("=*")),
        ],
        "S",
        "blocks=4/1",
    );
    assert!(s.turns_of(Side::North).is_empty());
    let after = s.apply(&mv("d5n*")).unwrap();
    assert_eq!(after.removed(Side::South), 2);
    assert_eq!(after.to_act(), Actor::Seat(Seat(0)));
}

#[test]
fn s4_d5_neither_player_can_move_is_a_draw() {
    let s: State = "Se6=x,Sd7=x,Ne7+*,Sf7o*,Ng7=* S t396 play blocks=4/4 setup=random first=S sbs=allowed d1=illegal d2=unblocked d3=any max=400"
        .parse()
        .unwrap();
    let after = s.apply(&mv("e6w*")).unwrap();
    assert_eq!(after.status(), Some(EndReason::NoMoves));
    assert_eq!(after.to_act(), Actor::Terminal);
    let o = after.outcome().unwrap();
    assert!(o.is_draw());
    assert_eq!(o.get(Seat(0)).unwrap().score, 2);
    assert!(after.moves().is_empty());
    assert_eq!(after.check_move(&mv("d7wS")), Err(MoveError::GameOver));
}

// ---------------------------------------------------------------- §5

#[test]
fn s5_first_to_remove_all_own_blocks_wins() {
    let s = state(
        &[("Sd5", tipping(Dir::North, Face::Star)), ("Ng7", or("=*"))],
        "S",
        "blocks=2/1",
    );
    let after = s.apply(&mv("d5n*")).unwrap();
    assert_eq!(after.status(), Some(EndReason::Won(Side::South)));
    let o = after.outcome().unwrap();
    assert_eq!(o.get(Seat(0)).unwrap().result, SeatResult::Win);
    assert_eq!(o.get(Seat(0)).unwrap().score, 2);
    assert_eq!(o.get(Seat(1)).unwrap().result, SeatResult::Loss);
    assert_eq!(o.get(Seat(1)).unwrap().score, 0);
    assert_eq!(after.to_act(), Actor::Terminal);
    assert_eq!(after.apply(&mv("g7sS")), Err(MoveError::GameOver));
}

// ---------------------------------------------------------------- §6

#[test]
fn s6_fewer_blocks_per_player_may_differ() {
    let c = Config {
        south_blocks: 1,
        north_blocks: 3,
        ..Config::fixed(or("=*"), or("=*"))
    };
    let s = State::new(c).unwrap();
    assert_eq!(s.occupied(Side::South).count(), 1);
    assert_eq!(s.occupied(Side::North).count(), 3);
    let bad = Config {
        south_blocks: 5,
        north_blocks: 0,
        ..Config::default()
    };
    assert_eq!(State::new(bad).unwrap_err().problems.len(), 2);
    assert!(matches!(
        State::new(bad).unwrap_err().problems[0],
        ConfigProblem::BlockCount { .. }
    ));
}

#[test]
fn s6_no_side_by_side_turn_may_not_end_touching_an_opponent() {
    let blocks = [("Sa1", tipping(Dir::North, Face::Stop)), ("Nb2", or("=*"))];
    let s = state(&blocks, "S", "blocks=1/1 sbs=forbidden");
    assert_eq!(s.check_move(&mv("a1nS")), Err(MoveError::SideBySide));
    assert!(tips(&s, "a1", 'n').is_empty());
    // Allowed without the variant.
    let s = state(&blocks, "S", "blocks=1/1");
    assert_eq!(tips(&s, "a1", 'n'), ["a1nS"]);
}

#[test]
fn s6_no_side_by_side_diagonal_contact_and_own_blocks_allowed() {
    let s = try_state(
        &[
            ("Sa1", tipping(Dir::North, Face::Stop)),
            ("Sa3", or("=*")),
            ("Nb3", or("=*")),
        ],
        "S",
        "blocks=2/1 sbs=forbidden",
    );
    // a3 touching b3 cannot arise in this variant: such a state is refused.
    assert!(s.is_err());
    let s = state(
        &[
            ("Sa1", tipping(Dir::North, Face::Stop)),
            ("Sa3", or("=*")),
            ("Nc3", or("=*")),
        ],
        "S",
        "blocks=2/1 sbs=forbidden",
    );
    assert_eq!(s.check_move(&mv("a1nS")), Ok(()));
    let s = state(
        &[("Sa1", tipping(Dir::North, Face::Stop)), ("Nb3", or("=*"))],
        "S",
        "blocks=1/1 sbs=forbidden",
    );
    assert_eq!(s.check_move(&mv("a1nS")), Ok(()));
}

#[test]
fn s6_no_side_by_side_only_the_end_of_the_turn_counts() {
    // Tip to b4 (touching c4) then slide away: legal.
    let s = state(
        &[("Sa4", tipping(Dir::East, Face::Slider)), ("Nc4", or("=*"))],
        "S",
        "blocks=1/1 sbs=forbidden",
    );
    let d = dests(&s, "a4", 'e');
    assert!(d.contains(&"b1".to_string()) && d.contains(&"b7".to_string()));
    assert!(!d.contains(&"b4".to_string()));
}

// ---------------------------------------------------------------- §7

#[test]
fn s7_move_notation_examples() {
    for t in ["c3n+d5", "c3nS", "d5n*", "c3n+", "roll:+", "roll:+=", "c5@+="] {
        assert_eq!(t.parse::<Move>().unwrap().to_string(), t);
    }
    let m = mv("c3n+d5");
    assert!(
        matches!(m, Move::Turn(t) if t.from == sq("c3") && t.dir == Dir::North && t.top == Some(Face::Cross) && t.to == Some(sq("d5")))
    );
    for bad in [
        "", "c3", "c3q+", "c3n?", "c3n+d", "c3n+d5x", "c9nS", "roll", "roll*S", "c5@xx", "rollxyz", "roll:",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
    // Every refusal names the column, the token and the form
    // expected, or the square or orientation that does not exist.
    let err = |t: &str| t.parse::<Move>().map_err(|e| e.to_string()).unwrap_err();
    for (bad, text) in [
        (
            "",
            "expected a move like c3n+d5, c5@+= or roll:+ at column 1, found the end of the text",
        ),
        (
            "c3",
            "expected a direction n, e, s or w, or @ for a placement at column 3, found the end of the text",
        ),
        (
            "c3q+",
            "expected a direction n, e, s or w, or @ for a placement at column 3, found \"q+\"",
        ),
        (
            "c3n?",
            "expected a hop square like d5, or the end of the move at column 4, found \"?\"",
        ),
        (
            "c3n+d",
            "expected a hop square like d5, or the end of the move at column 5, found \"d\"",
        ),
        ("c3n+d5x", "expected the end of the move at column 7, found \"x\""),
        ("c9nS", "no such square c9 at column 1: the board runs from a1 to g7"),
        (
            "  c3n+h1",
            "no such square h1 at column 7: the board runs from a1 to g7",
        ),
        (
            "roll",
            "expected a face letter * S + x = o at column 5, found the end of the text",
        ),
        (
            "roll*S",
            "no such orientation *S at column 5: * and S are the same or opposite faces",
        ),
        (
            "c5@xx",
            "no such orientation xx at column 4: x and x are the same or opposite faces",
        ),
        (
            "rollxyz",
            "expected a second face letter, or the end of the move at column 6, found \"yz\"",
        ),
        ("roll:+=x", "expected the end of the move at column 8, found \"x\""),
    ] {
        assert_eq!(err(bad), text, "{bad:?}");
    }
}

#[test]
fn s7_state_notation_round_trips_and_validates() {
    let s = State::new(Config::fixed(or("=*"), or("o+"))).unwrap();
    let text = s.to_string();
    assert_eq!(
        text,
        "Sc1=*,Se1=*,Sc3=*,Se3=*,Nc5o+,Ne5o+,Nc7o+,Ne7o+ S t0 play blocks=4/4 setup=fixed:=*,=*,=*,=*/o+,o+,o+,o+ first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none"
    );
    assert_eq!(text.parse::<State>().unwrap(), s);
    // Inconsistent or malformed states are errors.
    assert!(try_state(&[("Sd2", or("=*")), ("Ng7", or("=*"))], "S", "blocks=1/1").is_err());
    assert!(
        try_state(
            &[("Sa1", or("=*")), ("Sb1", or("=*")), ("Ng7", or("=*"))],
            "S",
            "blocks=1/1"
        )
        .is_err()
    );
    assert!("Sa1=* S t0 play".parse::<State>().is_err());
}

#[test]
fn s7_state_notation_refuses_positions_no_game_reaches() {
    let text = |blocks: &str, turns: u32, opts: &str| {
        // `opts` is "sbs=... max=...", the two entries this test varies.
        let (sbs, max) = opts.split_once(' ').unwrap();
        format!("{blocks} S t{turns} play blocks=2/1 setup=standard first=S {sbs} d1=illegal d2=unblocked d3=any {max}")
    };
    // One South block removed (§5) needs at least one turn played.
    assert!(text("Sa1=*,Ng7=*", 1, "sbs=allowed max=none").parse::<State>().is_ok());
    assert_eq!(
        text("Sa1=*,Ng7=*", 0, "sbs=allowed max=none").parse::<State>(),
        Err(ParseStateError::Invalid(StateError::RemovalsExceedTurns {
            removed: 1,
            turns: 0
        }))
    );
    // D6: the game stops at max_turns, so no state has played more.
    assert!(text("Sa1=*,Ng7=*", 3, "sbs=allowed max=3").parse::<State>().is_ok());
    assert_eq!(
        text("Sa1=*,Ng7=*", 4, "sbs=allowed max=3").parse::<State>(),
        Err(ParseStateError::Invalid(StateError::TurnsExceedCap {
            turns: 4,
            max: 3
        }))
    );
    // §6: with no side-by-side blocks, opposing blocks never share a side
    // (diagonal contact and own blocks side by side are fine).
    assert!(
        text("Sa1=*,Sb1=*,Nc2=*", 0, "sbs=forbidden max=none")
            .parse::<State>()
            .is_ok()
    );
    assert_eq!(
        text("Sa1=*,Sb1=*,Nc1=*", 0, "sbs=forbidden max=none").parse::<State>(),
        Err(ParseStateError::Invalid(StateError::SideBySide(sq("b1"))))
    );
    assert!(
        text("Sa1=*,Sb1=*,Nc1=*", 0, "sbs=allowed max=none")
            .parse::<State>()
            .is_ok()
    );
}

#[test]
fn d6_max_turns_ends_in_a_draw() {
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1 max=1",
    );
    let after = s.apply(&mv("d4e+e5")).unwrap();
    assert_eq!(after.status(), Some(EndReason::TurnCap));
    assert!(after.outcome().unwrap().is_draw());
    assert_eq!(Config::default().max_turns, None);
}

#[test]
fn e5_a_winning_turn_wins_even_on_the_turn_cap() {
    let s = state(
        &[("Sd5", tipping(Dir::North, Face::Star)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1 max=1",
    );
    let after = s.apply(&mv("d5n*")).unwrap();
    assert_eq!(after.status(), Some(EndReason::Won(Side::South)));
}

#[test]
fn errors_for_wrong_owner_and_empty_square() {
    let s = state(&[("Sd4", or("=*")), ("Ng7", or("=*"))], "S", "blocks=1/1");
    assert_eq!(s.check_move(&mv("g7sS")), Err(MoveError::NotYourBlock(sq("g7"))));
    assert_eq!(s.check_move(&mv("a1nS")), Err(MoveError::NoBlock(sq("a1"))));
    assert_eq!(s.check_move(&mv("roll:*")), Err(MoveError::NotChanceNode));
    assert_eq!(s.check_move(&mv("c1@=*")), Err(MoveError::NothingToPlace));
    let setup = State::new(Config::default()).unwrap();
    assert_eq!(setup.check_move(&mv("c5@=*")), Err(MoveError::ChanceDue));
    // Squares print their notation in Debug too.
    assert_eq!(format!("{:?}", MoveError::NoBlock(sq("c1"))), "NoBlock(c1)");
    assert_eq!(format!("{:?}", MoveError::FaceNotRolled(Face::X)), "FaceNotRolled(X)");
    // Glossary: seat <-> side on the config and the state.
    let c = Config::default();
    assert_eq!(c.side_of(Seat(1)), Some(Side::North));
    assert_eq!(c.side_of(Seat(2)), None);
    assert_eq!(s.seats_of(Side::South).collect::<Vec<_>>(), [Seat(0)]);
    assert_eq!(s.side_of(Seat(0)), Some(Side::South));
    // Glossary: any seat's move where chance acts is ChanceDue.
    assert_eq!(setup.check_move(&mv("c1n+")), Err(MoveError::ChanceDue));
    assert_eq!(
        MoveError::ChanceDue.to_string(),
        "a chance outcome is due, not a seat's move"
    );
    assert_eq!(format!("{}", MoveError::NoLegalHop), "no legal hop after this tip");
}

#[test]
fn e4_no_start_position_leaves_a_block_without_a_turn() {
    // E4 (first player blocked at the start) cannot arise from the spec's
    // start squares: whatever its orientation, every start block of either
    // side has a legal turn, for every block-count pair, with and without
    // the no-side-by-side variant (D1 default, the strictest).
    for sbs in ["allowed", "forbidden"] {
        for sb in 1..=4u8 {
            for nb in 1..=4u8 {
                let starts = |side| deblockle::layout::start_squares(side, if side == Side::South { sb } else { nb });
                let (south, north) = (starts(Side::South).unwrap(), starts(Side::North).unwrap());
                for side in Side::ALL {
                    let own = if side == Side::South { south } else { north };
                    for (i, from) in own.as_slice().iter().enumerate() {
                        for o in Orientation::ALL {
                            let mut blocks: Vec<(String, Orientation)> = Vec::new();
                            for (s, list) in [(Side::South, south), (Side::North, north)] {
                                for (j, q) in list.as_slice().iter().enumerate() {
                                    let orient = if s == side && j == i { o } else { Orientation::ALL[0] };
                                    blocks.push((format!("{}{q}", s.letter()), orient));
                                }
                            }
                            let refs: Vec<(&str, Orientation)> = blocks.iter().map(|(n, o)| (n.as_str(), *o)).collect();
                            let s = state(&refs, "S", &format!("blocks={sb}/{nb} sbs={sbs}"));
                            assert!(
                                s.turns_of(side).iter().any(|t| t.from == *from),
                                "{side} {from} {o} in {s}"
                            );
                        }
                    }
                }
            }
        }
    }
}

// ---------------------------------------------------------------- revision 2

/// D-R1 (spec §7): the face letter is implied by the tip, so a move parses
/// without it, in any letter case, and applies like the full form.
#[test]
fn d_r1_move_without_face_letter_applies_like_the_full_form() {
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    let full = s.apply(&mv("d4e+e5")).unwrap();
    for short in ["d4e e5", "d4ee5", "D4E E5", "d4Ee5", "D4E+E5", "  d4e e5 "] {
        let m: Move = short.parse().unwrap_or_else(|e| panic!("{short}: {e}"));
        assert_eq!(s.apply(&m).unwrap(), full, "{short}");
        assert_eq!(s.complete(&m).unwrap().to_string(), "d4e+e5", "{short}");
    }
    // Stop and star removal: the whole move is the tip.
    let stop = state(
        &[("Sc3", tipping(Dir::North, Face::Stop)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    for short in ["c3n", "C3N", "c3ns", "C3NS"] {
        let m: Move = short.parse().unwrap_or_else(|e| panic!("{short}: {e}"));
        assert_eq!(stop.apply(&m).unwrap(), stop.apply(&mv("c3nS")).unwrap(), "{short}");
    }
    // A stated face must still be the right one.
    assert_eq!(
        s.check_move(&mv("d4ex")),
        Err(MoveError::WrongFace { shown: Face::Cross })
    );
}

/// D-R1: `Display` keeps the full form: legal moves always name their face,
/// and every face letter reads in either case.
#[test]
fn d_r1_display_keeps_the_full_form_and_faces_read_in_any_case() {
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    let all = moves(&s);
    assert!(all.iter().any(|m| m == "d4e+e5"));
    assert!(
        all.iter()
            .all(|m| m.chars().nth(3).is_some_and(|c| "*S+x=o".contains(c))),
        "{all:?}"
    );
    for (text, canonical) in [
        ("C5@X=", "c5@x="),
        ("c5@O*", "c5@o*"),
        ("ROLL:+", "roll:+"),
        ("Roll:+=", "roll:+="),
        // The older form without the colon still reads.
        ("roll+", "roll:+"),
        ("ROLL+=", "roll:+="),
    ] {
        assert_eq!(text.parse::<Move>().unwrap().to_string(), canonical, "{text}");
    }
    for bad in ["d4e+e5x", "d4e e", "d4 e5", "d4e+ +", "d4e5", "d4e++e5", "d4e e5 e6"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------- revision 3

/// The turn a text reads as (D-R2).
fn turn(text: &str) -> deblockle::TipHop {
    match text.parse::<Move>() {
        Ok(Move::Turn(t)) => t,
        other => panic!("{text}: {other:?}"),
    }
}

/// A turn from its parts, for the expected readings.
fn parts(from: &str, dir: Dir, top: Option<Face>, to: Option<&str>) -> deblockle::TipHop {
    deblockle::TipHop {
        from: sq(from),
        dir,
        top,
        to: to.map(sq),
    }
}

/// D-R2 (spec §10): a turn reads by position: square, direction, then the
/// optional face letter, then the hop target. In `c4es` the `e` is the
/// direction (East) and the `s` the Stop face, in any letter case; it
/// applies like the canonical `c4eS`.
#[test]
fn d_r2_c4es_is_east_then_stop_in_any_letter_case() {
    let east_stop = parts("c4", Dir::East, Some(Face::Stop), None);
    for text in ["c4es", "c4eS", "C4ES", "C4Es", "c4ES", "C4eS", " c4es "] {
        assert_eq!(turn(text), east_stop, "{text}");
        assert_eq!(text.parse::<Move>().unwrap().to_string(), "c4eS", "{text}");
    }
    // The block on c4 shows Stop when tipped east: the move is legal and is
    // the generated `c4eS`.
    let s = state(
        &[("Sc4", tipping(Dir::East, Face::Stop)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert!(moves(&s).contains(&"c4eS".to_string()));
    let stopped = s.apply(&mv("c4eS")).unwrap();
    for text in ["c4es", "C4ES", "c4Es"] {
        assert_eq!(s.apply(&mv(text)).unwrap(), stopped, "{text}");
    }
    assert_eq!(stopped.block(sq("d4")).map(|b| b.orientation.top()), Some(Face::Stop));
}

/// D-R2: the face letter comes before the hop target, each in any case:
/// `c4exe5` is east, X up, hop to e5; `C4EXE5` and `c4eXe5` the same. The
/// face may be left out (D-R1): `c4ee5`, `c4e e5`.
#[test]
fn d_r2_face_letter_then_hop_target_in_any_letter_case() {
    let east_x_e5 = parts("c4", Dir::East, Some(Face::X), Some("e5"));
    for text in ["c4exe5", "C4EXE5", "c4eXe5", "C4Exe5", "c4ex e5"] {
        assert_eq!(turn(text), east_x_e5, "{text}");
    }
    let east_e5 = parts("c4", Dir::East, None, Some("e5"));
    for text in ["c4ee5", "C4EE5", "c4e e5", "c4E E5"] {
        assert_eq!(turn(text), east_e5, "{text}");
    }
    let s = state(
        &[("Sc4", tipping(Dir::East, Face::X)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert!(moves(&s).contains(&"c4exe5".to_string()));
    let full = s.apply(&mv("c4exe5")).unwrap();
    for text in ["C4EXE5", "c4eXe5", "c4ee5", "C4E E5"] {
        assert_eq!(s.apply(&mv(text)).unwrap(), full, "{text}");
    }
    assert_eq!(full.block(sq("e5")).map(|b| b.orientation.top()), Some(Face::X));
    // Hoops (`o`/`O`) and Stop (`s`/`S`) before a hop target read as faces.
    assert_eq!(turn("c4WOc6"), parts("c4", Dir::West, Some(Face::Hoops), Some("c6")));
    assert_eq!(turn("c4nsc6"), parts("c4", Dir::North, Some(Face::Stop), Some("c6")));
}

/// D-R2: an ambiguous string is read by position and never guessed
/// otherwise. The letter after the square is always the direction (`S` and
/// `s` there are South, never Stop); a second `s` is the Stop face; `e`
/// after the direction is the hop's file, never a direction. A string that
/// does not read by position is refused, not reordered; a stated face that
/// the tip does not show is refused, not dropped.
#[test]
fn d_r2_ambiguous_strings_are_read_by_position() {
    for (text, want) in [
        ("c4s", parts("c4", Dir::South, None, None)),
        ("c4S", parts("c4", Dir::South, None, None)),
        ("c4ss", parts("c4", Dir::South, Some(Face::Stop), None)),
        ("C4SS", parts("c4", Dir::South, Some(Face::Stop), None)),
        ("c4se5", parts("c4", Dir::South, None, Some("e5"))),
        ("c4Se5", parts("c4", Dir::South, None, Some("e5"))),
        ("c4ee5", parts("c4", Dir::East, None, Some("e5"))),
        ("c4sse5", parts("c4", Dir::South, Some(Face::Stop), Some("e5"))),
        ("c4ws", parts("c4", Dir::West, Some(Face::Stop), None)),
        ("c4ns", parts("c4", Dir::North, Some(Face::Stop), None)),
    ] {
        assert_eq!(turn(text), want, "{text}");
    }
    // `c4se`: `s` is the direction and `e` neither a face nor a square, so
    // it is refused at the `e`, not read as East then Stop.
    let e = "c4se".parse::<Move>().unwrap_err();
    assert!(e.to_string().contains("column 4"), "{e}");
    for bad in ["c4", "c4x", "c4sx5", "c4es5", "c4esee5", "c4e*s"] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
    // Tipped east this block shows Cross, tipped south Stop: `c4es` is east
    // with a wrong face, not the legal south Stop turn `c4sS`.
    let s = state(
        &[
            (
                "Sc4",
                *Orientation::ALL
                    .iter()
                    .find(|o| o.tip(Dir::East).top() == Face::Cross && o.tip(Dir::South).top() == Face::Stop)
                    .unwrap(),
            ),
            ("Ng7", or("=*")),
        ],
        "S",
        "blocks=1/1",
    );
    assert!(moves(&s).contains(&"c4sS".to_string()));
    assert_eq!(
        s.check_move(&mv("c4es")),
        Err(MoveError::WrongFace { shown: Face::Cross })
    );
    assert_eq!(
        s.check_move(&mv("C4ES")),
        Err(MoveError::WrongFace { shown: Face::Cross })
    );
    assert!(s.apply(&mv("c4ss")).is_ok());
    assert!(s.apply(&mv("C4S")).is_ok());
}

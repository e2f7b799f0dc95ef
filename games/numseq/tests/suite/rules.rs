//! One test per rule sentence of `RULES.md`, each named after
//! its section (`s3_...`, `s8_...`, `d4_...`), built as hand-set positions
//! (state notation) and forced moves, including forced chance outcomes.

use crate::common;

use board_core::grid::Coord;
use board_core::{Actor, Game, Observe, Prob, Seat, SeatResult};
use common::*;
use numseq::{Action, Card, Config, Move, MoveError, Phase, Preset, Side, State};

const P2: &str = "2:-:p";
const P4: &str = "4:-:p";

fn h2(seat0: &str) -> String {
    format!("{seat0}/{H1}")
}
fn h4(seat0: &str) -> String {
    format!("{seat0}/{H4_REST}")
}

// ------------------------------------------------------------ 1. Components

#[test]
fn s1_every_number_appears_exactly_twice_on_the_board() {
    let r = Preset::NumseqDefaultV1.ruleset();
    for n in 1..=48 {
        assert_eq!(r.squares_of(n).count(), 2, "number {n}");
    }
    assert!(r.squares_of(0).is_empty() && r.squares_of(49).is_empty());
    assert_eq!(r.corners().count(), 4);
    assert_eq!(r.playable().count(), 96);
    assert_eq!(numseq::layout::validate_data(r.data()), Ok(()));
}

#[test]
fn s1_deck_is_96_equations_two_plus_two_minus() {
    let r = Preset::NumseqDefaultV1.ruleset();
    assert_eq!(r.deck_size(), 100);
    let mut equations = 0;
    for k in 0..r.kinds() {
        match r.action(k).unwrap() {
            Action::Place(n) => {
                equations += r.count(k);
                assert_eq!(r.card(k).unwrap().equation_value(), Some(n as u32));
                assert_eq!(r.squares_of(n).count(), 2);
            }
            Action::Wild => assert_eq!((r.card(k), r.count(k)), (Some(Card::PLUS), 2)),
            Action::Remove => assert_eq!((r.card(k), r.count(k)), (Some(Card::MINUS), 2)),
        }
    }
    assert_eq!(equations, 96);
}

// ------------------------------------------------------------ 2. Players

#[test]
fn s2_deal_is_chance_one_card_at_a_time_in_seat_order() {
    let s = State::new(Config::default()).unwrap();
    assert_eq!(s.to_act(), Actor::Chance);
    let outcomes = s.chance_outcomes();
    assert_eq!(outcomes.len(), 98, "duplicate cards merge into one outcome");
    assert!(outcomes.contains(&(Move::Deal(Card::PLUS), Prob::new(2, 100).unwrap())));
    assert!(outcomes.contains(&(Move::Deal(Card::add(6, 6)), Prob::new(1, 100).unwrap())));
    let s = mv(&s, "deal:PLUS");
    assert_eq!(
        (s.hand_len(Seat(0)), s.hand_len(Seat(1)), s.phase_seat()),
        (1, 0, Seat(1))
    );
    let s = mv(&s, "deal:6+6");
    assert_eq!(
        (s.hand_len(Seat(0)), s.hand_len(Seat(1)), s.phase_seat()),
        (1, 1, Seat(0))
    );
    assert_eq!(err(&s, "deal:6+6"), MoveError::NotInPile { card: card("6+6") });
    assert_eq!(s.chance_outcomes()[0].1, Prob::new(1, 98).unwrap());
}

#[test]
fn s2_hands_are_five_cards_with_two_or_three_players_four_with_more() {
    for (players, hand) in [(2, 5), (3, 5), (4, 4), (6, 4)] {
        let s = settle(State::new(Config::with_players(players)).unwrap());
        for seat in Seat::all(players) {
            assert_eq!(s.hand_len(seat), hand);
        }
        assert_eq!(s.draw_pile_len(), 100 - players * hand);
    }
}

#[test]
fn s2_seat_zero_acts_first_after_the_deal() {
    let s = settle(State::new(Config::with_players(3)).unwrap());
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(s.phase(), Phase::Play { swapped: false });
}

#[test]
fn s2_teams_are_seated_alternately() {
    let six = State::new(Config::with_players(6)).unwrap();
    assert_eq!(six.sides(), 3);
    let sides: Vec<u8> = Seat::all(6).map(|s| six.side_of(s).0).collect();
    assert_eq!(sides, [0, 1, 2, 0, 1, 2]);
    let six_two = State::new(Config {
        teams: Some(2),
        ..Config::with_players(6)
    })
    .unwrap();
    let sides: Vec<u8> = Seat::all(6).map(|s| six_two.side_of(s).0).collect();
    assert_eq!(sides, [0, 1, 0, 1, 0, 1]);
    let four = State::new(Config::with_players(4)).unwrap();
    assert_eq!(
        (four.sides(), four.side_of(Seat(2)), four.side_of(Seat(3))),
        (2, Side(0), Side(1))
    );
    assert_eq!(four.seats_of(Side(1)).collect::<Vec<_>>(), [Seat(1), Seat(3)]);
    assert_eq!(four.seats_of(Side(2)).count(), 0);
    assert_eq!(
        six_two.seats_of(Side(0)).collect::<Vec<_>>(),
        [Seat(0), Seat(2), Seat(4)]
    );
    let three = State::new(Config::with_players(3)).unwrap();
    assert_eq!(three.sides(), 3);
}

#[test]
fn s2_sequences_needed_one_with_two_or_three_players_two_with_more() {
    for (players, need) in [(2, 1), (3, 1), (4, 2), (6, 2)] {
        assert_eq!(
            State::new(Config::with_players(players)).unwrap().sequences_to_win(),
            need
        );
    }
}

#[test]
fn d6_five_players_is_a_config_error() {
    let e = State::new(Config::with_players(5)).unwrap_err();
    assert_eq!(e.problems, vec![numseq::ConfigProblem::UnequalTeams { players: 5 }]);
}

// ------------------------------------------------------------ 3. SEQUENCE

#[test]
fn s3_five_in_a_row_on_every_axis_is_a_sequence() {
    let cases = [
        ("a:b2,c2,d2,e2", "7+7", "f2", "a:b2h"),
        ("a:c2,c3,c4,c5", "2+1", "c6", "a:c2v"),
        ("a:c2,d3,e4,f5", "4+3", "g6", "a:c2d"),
        ("a:f2,e3,d4,c5", "1+1", "b6", "a:b6u"),
    ];
    for (chips, card, square, expect) in cases {
        let s = st(P2, &board(chips), "-", &h2(&format!("{card}.{F0}")), "play:0");
        let s = mv(&s, &format!("{card}@{square}"));
        assert_eq!(seqs(&s), expect);
        assert_eq!(s.winner(), Some(Side(0)));
        assert_eq!(s.locked().count(), 5);
    }
}

#[test]
fn s3_four_in_a_row_is_not_a_sequence() {
    let s = st(P2, &board("a:b2,c2,d2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let s = mv(&s, "6+6@b7");
    assert_eq!(seqs(&s), "-");
    let s = st(P2, &board("a:b2,c2,d2 b:f2"), "-", &h2(&format!("7+6.{F0}")), "play:0");
    let s = mv(&s, "7+6@e2");
    assert_eq!(seqs(&s), "-", "a run broken by an opponent chip");
}

#[test]
fn s3_a_corner_counts_for_every_side() {
    let s = st(
        P4,
        &board("a:b1,c1,d1 b:a2,a3,a4"),
        "-",
        &format!("2+2.{F0_3}/20+19.24+23.49-2.24+24/51-3.23+23.52-8.21+21/22+21.50-7.48-6.41-7"),
        "play:0",
    );
    let s = mv(&s, "2+2@e1");
    assert_eq!(seqs(&s), "a:a1h");
    assert_eq!(s.phase(), Phase::Draw { resume: false }, "one SEQUENCE of two: play on");
    let s = settle(s);
    let s = mv(&s, "20+19@a5");
    assert_eq!(seqs(&s), "a:a1h,b:a1v", "both sides use corner a1");
}

#[test]
fn s3_a_completed_sequence_locks_its_chips() {
    let s = st(
        P4,
        &board("a:b1,c1,d1 b:c3"),
        "-",
        &format!("2+2.{F0_3}/MINUS.24+23.49-2.24+24/51-3.23+23.52-8.21+21/22+21.50-7.48-6.41-7"),
        "play:0",
    );
    let s = settle(mv(&s, "2+2@e1"));
    let locked: Vec<String> = s
        .locked()
        .indices()
        .map(|i| s.ruleset().grid().coord(i).unwrap().to_string())
        .collect();
    assert_eq!(locked, ["b1", "c1", "d1", "e1"], "the corner is not a chip");
    assert_eq!(err(&s, "MINUS@c1"), MoveError::Locked { square: sq("c1") });
    let minus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("MINUS")).collect();
    assert!(minus.is_empty(), "{minus:?}");
}

// ------------------------------------------------------------ 8. Known faults

#[test]
fn s8_run_of_nine_placed_in_the_middle_is_two_sequences_not_one_or_three() {
    let s = st(
        P4,
        &board("a:b2,c2,d2,e2,g2,h2,i2,j2"),
        "-",
        &h4(&format!("7+7.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "7+7@f2/b2-f2/f2-j2");
    assert_eq!(seqs(&s), "a:b2h,a:f2h");
    assert_eq!(s.sequence_count(Side(0)), 2);
    assert_eq!(s.outcome().unwrap().get(Seat(0)).unwrap().result, SeatResult::Win);
    assert_eq!(s.outcome().unwrap().get(Seat(0)).unwrap().score, 2);
}

#[test]
fn s8_run_of_nine_by_extension_is_two_sequences() {
    let s = st(
        P4,
        &board("A:b2,c2,d2,e2,f2 a:g2,h2,i2"),
        "a:b2h",
        &h4(&format!("9+9.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "9+9@j2");
    assert_eq!(seqs(&s), "a:b2h,a:f2h");
    assert_eq!(s.winner(), Some(Side(0)));
}

#[test]
fn s8_second_sequence_sharing_exactly_one_chip_counts() {
    let s = st(
        P4,
        &board("A:b2,c2,d2,e2,f2 a:f3,f4,f5"),
        "a:b2h",
        &h4(&format!("3+3.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "3+3@f6");
    assert_eq!(seqs(&s), "a:b2h,a:f2v");
    assert_eq!(s.winner(), Some(Side(0)));
}

#[test]
fn s8_second_sequence_sharing_one_corner_counts_d2() {
    let s = st(
        P4,
        &board("A:b1,c1,d1,e1 a:a2,a3,a4"),
        "a:a1h",
        &h4(&format!("20+19.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "20+19@a5");
    assert_eq!(seqs(&s), "a:a1h,a:a1v");
    assert_eq!(s.winner(), Some(Side(0)));
}

#[test]
fn s8_second_sequence_sharing_two_squares_does_not_count() {
    let s = st(
        P4,
        &board("A:b2,c2,d2,e2,f2 a:g2,h2"),
        "a:b2h",
        &h4(&format!("9+8.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "9+8@i2");
    assert_eq!(seqs(&s), "a:b2h", "e2-i2 shares e2 and f2 with b2-f2");
    assert_eq!(s.winner(), None);
    assert!(!s.locked().has_index(18) && !s.locked().has_index(16));
}

#[test]
fn s8_valid_window_further_along_a_run_is_found() {
    let s = st(
        P4,
        &board("A:b2,c2,d2,e2,f2 a:h2,i2,j2"),
        "a:b2h",
        &h4(&format!("8+7.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "8+7@g2");
    assert_eq!(
        seqs(&s),
        "a:b2h,a:f2h",
        "c2-g2, d2-h2, e2-i2 share too much; f2-j2 counts"
    );
}

#[test]
fn s8_locked_chips_are_never_removable() {
    let s = st(
        P4,
        &board("B:b4,c4,d4,e4,f4 b:c3"),
        "b:b4h",
        &h4(&format!("MINUS.{F0_3}")),
        "play:0",
    );
    for sq in ["b4", "c4", "d4", "e4", "f4"] {
        assert_eq!(
            err(&s, &format!("MINUS@{sq}")),
            MoveError::Locked { square: common::sq(sq) }
        );
    }
    let minus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("MINUS")).collect();
    assert_eq!(minus, ["MINUS@c3"]);
}

#[test]
fn s8_dead_card_swap_is_followed_by_a_normal_turn() {
    let s = st(P2, &board("a:f2 b:d7"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    assert!(legal(&s).contains(&"DEAD 7+7".to_string()));
    assert!(!legal(&s).iter().any(|m| m.starts_with("7+7@")));
    let s = mv(&s, "DEAD 7+7");
    assert_eq!((s.phase(), s.hand_len(Seat(0))), (Phase::Draw { resume: true }, 4));
    let s = mv(&s, "draw:1+0");
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)), "the same seat plays on");
    assert_eq!(s.phase(), Phase::Play { swapped: true });
    assert!(s.swap_used());
    let s = mv(&s, "1+0@b1");
    assert_eq!(s.phase(), Phase::Draw { resume: false });
    let s = mv(&s, "draw:2-1");
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
    assert!(!s.swap_used());
}

#[test]
fn s8_plus_never_targets_a_corner() {
    let s = st(P2, &board("a:c2 b:c3"), "-", &h2(&format!("PLUS.{F0}")), "play:0");
    for sq in ["a1", "j1", "a10", "j10"] {
        assert_eq!(
            err(&s, &format!("PLUS@{sq}")),
            MoveError::Corner { square: common::sq(sq) }
        );
    }
    let plus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("PLUS")).collect();
    assert_eq!(plus.len(), 94, "every empty non-corner square");
    assert!(
        !plus
            .iter()
            .any(|m| ["PLUS@a1", "PLUS@j1", "PLUS@a10", "PLUS@j10"].contains(&m.as_str()))
    );
}

#[test]
fn s8_minus_never_targets_own_teammate_or_locked_chips() {
    // Seat 0 and seat 2 form side a; seat 2's chip on c2 is a teammate's.
    let s = st(
        P4,
        &board("a:c2,d2 B:b4,c4,d4,e4,f4 b:c3"),
        "b:b4h",
        &h4(&format!("MINUS.{F0_3}")),
        "play:0",
    );
    assert_eq!(err(&s, "MINUS@c2"), MoveError::OwnChip { square: sq("c2") });
    assert_eq!(err(&s, "MINUS@d2"), MoveError::OwnChip { square: sq("d2") });
    assert_eq!(err(&s, "MINUS@c4"), MoveError::Locked { square: sq("c4") });
    let minus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("MINUS")).collect();
    assert_eq!(minus, ["MINUS@c3"]);
}

#[test]
fn s8_every_number_appears_exactly_twice() {
    s1_every_number_appears_exactly_twice_on_the_board();
}

// ------------------------------------------------------------ D1, D3

#[test]
fn d1_n_r1_a_longer_run_locks_the_window_the_player_names() {
    let s = st(P2, &board("a:b2,c2,e2,f2,g2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert_eq!(seqs(&mv(&s, "6+6@d2/c2-g2")), "a:c2h");
    let s = mv(&s, "6+6@d2/b2-f2");
    assert_eq!(seqs(&s), "a:b2h");
    assert!(
        s.picture().contains("   9   A   A   A   A   A   a  16"),
        "{}",
        s.picture()
    );
}

#[test]
fn d3_one_placement_completing_two_sequences_counts_both() {
    let s = st(
        P4,
        &board("a:b3,c3,e3,f3,d1,d2,d4,d5"),
        "-",
        &h4(&format!("11+11.{F0_3}")),
        "play:0",
    );
    let s = mv(&s, "11+11@d3");
    assert_eq!(seqs(&s), "a:d1v,a:b3h");
    assert_eq!(s.winner(), Some(Side(0)));
}

// ------------------------------------------------------------ 4. A turn

#[test]
fn s4_equation_card_goes_on_an_empty_square_showing_its_answer() {
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let targets: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("6+6")).collect();
    assert_eq!(targets, ["6+6@d2", "6+6@b7"], "either of the two squares");
    assert_eq!(
        err(&s, "6+6@c2"),
        MoveError::WrongSquare {
            card: card("6+6"),
            square: sq("c2")
        }
    );
    assert_eq!(err(&s, "6+6@a1"), MoveError::Corner { square: sq("a1") });
    assert_eq!(err(&s, "6+6@k2"), MoveError::OffBoard { square: sq("k2") });
    let s = st(P2, &board("b:d2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert_eq!(err(&s, "6+6@d2"), MoveError::Occupied { square: sq("d2") });
    let s = mv(&s, "6+6@b7");
    assert_eq!(s.chip_at("b7".parse().unwrap()), Some(Side(0)));
}

#[test]
fn s4_the_played_card_goes_face_up_on_the_seats_own_discard_pile() {
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let s = mv(&s, "6+6@d2");
    assert_eq!(s.discards(Seat(0)).collect::<Vec<_>>(), [(Card::add(6, 6), 1)]);
    assert!(!s.hand(Seat(0)).any(|c| c == Card::add(6, 6)));
    assert_eq!(
        s.view(Seat(1)).discards[0],
        [(Card::add(6, 6), 1)],
        "discards are public"
    );
}

#[test]
fn s4_card_not_in_hand_is_refused() {
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert_eq!(
        err(&s, "15-3@d2"),
        MoveError::NotInHand {
            card: card("15-3"),
            seat: s.phase_seat()
        }
    );
    assert_eq!(
        err(&s, "24+23@h5"),
        MoveError::NotInHand {
            card: card("24+23"),
            seat: s.phase_seat()
        },
        "the other seat's card"
    );
    assert_eq!(err(&s, "99+1@d2"), MoveError::UnknownCard { card: card("99+1") });
}

#[test]
fn s4_plus_places_a_chip_on_any_empty_square() {
    let s = st(P2, &board("a:c2 b:c3"), "-", &h2(&format!("PLUS.{F0}")), "play:0");
    assert_eq!(err(&s, "PLUS@c3"), MoveError::Occupied { square: sq("c3") });
    let s = mv(&s, "PLUS@h9");
    assert_eq!(s.chip_at("h9".parse().unwrap()), Some(Side(0)));
}

#[test]
fn s4_minus_removes_an_unlocked_opponent_chip_and_ends_the_turn() {
    let s = st(P2, &board("a:c2 b:c3,d3"), "-", &h2(&format!("MINUS.{F0}")), "play:0");
    assert_eq!(err(&s, "MINUS@c2"), MoveError::OwnChip { square: sq("c2") });
    assert_eq!(err(&s, "MINUS@e3"), MoveError::NoChip { square: sq("e3") });
    assert_eq!(err(&s, "MINUS@a1"), MoveError::Corner { square: sq("a1") });
    let s = mv(&s, "MINUS@c3");
    assert_eq!(s.chip_at("c3".parse().unwrap()), None);
    assert_eq!(s.occupied().count(), 2, "no chip is placed");
    assert_eq!(s.phase(), Phase::Draw { resume: false });
    let s = settle(s);
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)), "the turn ended");
}

#[test]
fn s4_after_the_turn_the_seat_draws_uniformly_from_the_cards_left() {
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let s = mv(&s, "6+6@d2");
    assert_eq!(s.to_act(), Actor::Chance);
    let outcomes = s.chance_outcomes();
    assert_eq!(s.draw_pile_len(), 90);
    assert_eq!(Prob::checked_sum(outcomes.iter().map(|o| o.1)), Ok(Prob::ONE));
    assert!(outcomes.contains(&(Move::Draw(Card::PLUS), Prob::new(2, 90).unwrap())));
    assert!(outcomes.contains(&(Move::Draw(Card::add(1, 0)), Prob::new(1, 90).unwrap())));
    assert!(
        !outcomes.iter().any(|(m, _)| *m == Move::Draw(Card::add(6, 6))),
        "a played card is not in the pile"
    );
    assert_eq!(err(&s, "draw:6+6"), MoveError::NotInPile { card: card("6+6") });
    assert_eq!(
        err(&s, "deal:1+0"),
        MoveError::WrongChanceOutcome {
            outcome: Move::Deal(card("1+0")),
            due: "a draw"
        }
    );
    assert_eq!(err(&s, "PLUS@c3"), MoveError::ChanceDue { due: "a draw" });
    assert_eq!(
        err(&s, "PLUS@c3").to_string(),
        "chance acts here (a draw is due), not a seat"
    );
    let s = mv(&s, "draw:PLUS");
    assert!(s.hand(Seat(0)).any(|c| c == Card::PLUS));
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
}

#[test]
fn s4_dead_card_swap_once_per_turn() {
    let s = st(P2, &board("a:f2 b:d7"), "-", &h2("7+7.19-5.23+22.54-9.22+22"), "play:0");
    let s = mv(&s, "DEAD 7+7");
    let s = mv(&s, "draw:1+0");
    assert!(!legal(&s).iter().any(|m| m.starts_with("DEAD")));
    assert_eq!(err(&s, "DEAD 19-5"), MoveError::SwapUsed);
}

#[test]
fn s4_only_a_dead_card_may_be_swapped() {
    let s = st(P2, &board(""), "-", &h2("PLUS.MINUS.23+22.54-9.22+22"), "play:0");
    assert_eq!(err(&s, "DEAD 23+22"), MoveError::NotDead { card: card("23+22") });
    assert_eq!(err(&s, "DEAD PLUS"), MoveError::NotDead { card: card("PLUS") });
    assert_eq!(err(&s, "DEAD MINUS"), MoveError::NotDead { card: card("MINUS") });
    assert_eq!(
        err(&s, "DEAD 6+6"),
        MoveError::NotInHand {
            card: card("6+6"),
            seat: s.phase_seat()
        }
    );
    let s = st(P2, &board("a:d2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert_eq!(
        err(&s, "DEAD 6+6"),
        MoveError::NotDead { card: card("6+6") },
        "one square is still open"
    );
}

#[test]
fn s4_an_exhausted_draw_pile_is_refilled_from_every_discard_pile() {
    // Seat 0 just played; the draw pile is empty, the rest is discarded.
    let hands = [
        "23+22", "54-9", "22+22", "52-8", "24+23", "49-2", "24+24", "51-3", "23+23",
    ];
    let mut rest = full_deck();
    for h in hands {
        let i = rest.iter().position(|c| c == h).unwrap();
        rest.remove(i);
    }
    let (d0, d1) = rest.split_at(40);
    let s = st_full(
        P2,
        &board("a:d2"),
        "-",
        &h2(F0),
        &format!("{}/{}", d0.join("."), d1.join(".")),
        "shuffle:0",
    );
    assert_eq!(s.draw_pile_len(), 0);
    assert_eq!(legal(&s), ["shuffle"]);
    assert_eq!(s.chance_outcomes(), vec![(Move::Shuffle, Prob::ONE)]);
    assert_eq!(
        err(&s, "draw:1+0"),
        MoveError::WrongChanceOutcome {
            outcome: Move::Draw(card("1+0")),
            due: "the shuffle"
        }
    );
    let s = mv(&s, "shuffle");
    assert_eq!(s.draw_pile_len(), 91);
    assert_eq!(s.discards(Seat(0)).count() + s.discards(Seat(1)).count(), 0);
    assert_eq!(s.phase(), Phase::Draw { resume: false });
    let s = mv(&s, "draw:MINUS");
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
}

#[test]
fn s4_the_last_card_drawn_leads_to_a_shuffle_at_the_next_draw() {
    let hands = [
        "6+6", "23+22", "54-9", "22+22", "52-8", "24+23", "49-2", "24+24", "51-3", "23+23",
    ];
    let mut rest = full_deck();
    for h in hands.iter().chain(["PLUS"].iter()) {
        let i = rest.iter().position(|c| c == h).unwrap();
        rest.remove(i);
    }
    let s = st_full(
        P2,
        &board(""),
        "-",
        &h2(&format!("6+6.{F0}")),
        &format!("{}/-", rest.join(".")),
        "play:0",
    );
    assert_eq!(s.draw_pile_len(), 1);
    let s = mv(&s, "6+6@d2");
    assert_eq!(s.chance_outcomes(), vec![(Move::Draw(Card::PLUS), Prob::ONE)]);
    let s = mv(&s, "draw:PLUS");
    let s = mv(&s, "24+23@i5");
    assert_eq!(s.phase(), Phase::Shuffle { resume: false });
    let s = mv(&s, "shuffle");
    assert_eq!(s.draw_pile_len(), 91);
}

#[test]
fn s4_the_dead_card_swap_reshuffles_too_when_the_pile_is_empty() {
    let hands = [
        "7+7", "23+22", "54-9", "22+22", "52-8", "24+23", "49-2", "24+24", "51-3", "23+23",
    ];
    let mut rest = full_deck();
    for h in hands {
        let i = rest.iter().position(|c| c == h).unwrap();
        rest.remove(i);
    }
    let s = st_full(
        P2,
        &board("a:f2 b:d7"),
        "-",
        &h2(&format!("7+7.{F0}")),
        &format!("{}/-", rest.join(".")),
        "play:0",
    );
    let s = mv(&s, "DEAD 7+7");
    assert_eq!(s.phase(), Phase::Shuffle { resume: true });
    let shuffled = mv(&s, "shuffle");
    assert!(
        shuffled
            .chance_outcomes()
            .contains(&(Move::Draw(Card::add(7, 7)), Prob::new(1, 91).unwrap())),
        "the dead card is on the discard pile, so it is shuffled in"
    );
    let s = settle(s);
    assert_eq!(s.phase(), Phase::Play { swapped: true });
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
}

#[test]
fn s4_no_draw_after_the_winning_placement() {
    let s = st(P2, &board("a:b2,c2,d2,e2"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    let s = mv(&s, "7+7@f2");
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(s.hand_len(Seat(0)), 4);
    assert!(s.chance_outcomes().is_empty());
}

// ------------------------------------------------------------ 5. End

#[test]
fn s5_the_game_ends_as_soon_as_a_side_has_its_sequences() {
    let s = st(
        P2,
        &board("b:b2,c2,d2,e2"),
        "-",
        &format!("{F0}.PLUS/7+7.24+23.49-2.24+24.51-3"),
        "play:1",
    );
    let s = mv(&s, "7+7@f2");
    assert_eq!(s.to_act(), Actor::Terminal);
    assert_eq!(s.winner(), Some(Side(1)));
    let o = s.outcome().unwrap();
    assert_eq!(o.returns(), [-1, 1]);
    assert_eq!((o.seats[0].score, o.seats[1].score), (0, 1));
    for m in ["PLUS@c3", "draw:1+0", "shuffle", "DISCARD PLUS"] {
        assert_eq!(err(&s, m), MoveError::GameOver);
    }
    assert!(s.legal_moves().is_empty());
}

#[test]
fn s5_with_four_players_one_sequence_does_not_end_the_game() {
    let s = st(P4, &board("a:b2,c2,d2,e2"), "-", &h4(&format!("7+7.{F0_3}")), "play:0");
    let s = mv(&s, "7+7@f2");
    assert_eq!(s.sequence_count(Side(0)), 1);
    assert_eq!(s.winner(), None);
    assert_eq!(s.to_act(), Actor::Chance);
    let o = settle(s);
    assert_eq!(o.to_act(), Actor::Seat(Seat(1)));
}

#[test]
fn s5_teammates_win_together() {
    let s = st(
        P4,
        &board("A:b2,c2,d2,e2,f2 a:f3,f4,f5"),
        "a:b2h",
        &h4(&format!("3+3.{F0_3}")),
        "play:0",
    );
    let o = mv(&s, "3+3@f6").outcome().unwrap();
    assert_eq!(o.returns(), [1, -1, 1, -1]);
}

#[test]
fn d4_discard_and_draw_only_when_no_other_move_is_legal() {
    let b = board("a:a2,a3,a4,i6,i7,i8,d2,e2,b7,c7");
    let dead = "5+4.10+9.15+14.6+6.7+6";
    let s = st(P2, &b, "-", &h2(dead), "play:0");
    let moves = legal(&s);
    assert_eq!(moves.len(), 5);
    assert!(moves.iter().all(|m| m.starts_with("DEAD ")), "{moves:?}");
    assert_eq!(err(&s, "DISCARD 5+4"), MoveError::DiscardNotAllowed);
    let s = st(P2, &b, "-", &h2(dead), "play*:0");
    assert_eq!(
        legal(&s),
        [
            "DISCARD 5+4",
            "DISCARD 6+6",
            "DISCARD 7+6",
            "DISCARD 10+9",
            "DISCARD 15+14"
        ]
    );
    let s = mv(&s, "DISCARD 6+6");
    assert_eq!(s.occupied().count(), 10, "nothing placed");
    assert_eq!(s.discards(Seat(0)).collect::<Vec<_>>(), [(Card::add(6, 6), 1)]);
    let s = settle(s);
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert_eq!(err(&s, "DISCARD 6+6"), MoveError::DiscardNotAllowed);
}

#[test]
fn d4_a_minus_without_target_allows_the_discard() {
    let b = board("a:a2,a3,a4,i6,i7,i8,d2,e2,b7");
    let s = st(P2, &b, "-", &h2("5+4.10+9.15+14.6+6.MINUS"), "play*:0");
    assert_eq!(
        legal(&s),
        [
            "DISCARD 5+4",
            "DISCARD 6+6",
            "DISCARD 10+9",
            "DISCARD 15+14",
            "DISCARD MINUS"
        ]
    );
}

/// Every square covered, alternating pairs so no side has five in a line,
/// except b1 (the number 1).
fn full_board_but_b1() -> String {
    let pattern = [
        "* . b b a a b b a *",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "* b a a b b a a b *",
    ];
    rows(&pattern.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn d8_there_is_no_chip_limit_per_colour() {
    let s = st(P2, &full_board_but_b1(), "-", &h2(&format!("1+0.{F0}")), "play:0");
    assert_eq!(s.chips(Side(0)).count(), 47);
    let s = mv(&s, "1+0@b1");
    assert_eq!(s.chips(Side(0)).count(), 48);
}

#[test]
fn d5_n_r2_a_full_board_with_a_potential_sequence_is_not_a_draw() {
    // Revision 2: nothing is locked, so every window is a potential
    // SEQUENCE; a Minus can still change the board. (The draw itself:
    // `tests/suite/rule_changes_n_r1_to_n_r3.rs`, `n_r2_a_full_board_without_potential_is_a_draw`.)
    let s = st(P2, &full_board_but_b1(), "-", &h2(&format!("1+0.{F0}")), "play:0");
    assert_eq!(
        legal(&s),
        ["1+0@b1", "DEAD 22+22", "DEAD 52-8", "DEAD 23+22", "DEAD 54-9"]
    );
    let s = mv(&s, "1+0@b1");
    assert!(!s.is_terminal());
    assert_eq!(s.winner(), None);
}

// ------------------------------------------------------------ 6. Views

#[test]
fn s6_a_view_shows_the_own_hand_and_only_sizes_of_the_rest() {
    let s = st(P2, &board("a:c2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let v = s.view(Seat(0));
    assert_eq!(v.hand, s.hand(Seat(0)).collect::<Vec<_>>());
    assert_eq!(v.hand_sizes, [5, 5]);
    assert_eq!(v.draw_pile_len, 90);
    let v1 = s.view(Seat(1));
    assert_eq!(v1.hand, s.hand(Seat(1)).collect::<Vec<_>>());
    assert!(!v1.hand.contains(&Card::add(6, 6)));
}

#[test]
fn s6_views_do_not_depend_on_other_hands_or_the_draw_pile() {
    let a = st(P2, &board("a:c2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let b = st(
        P2,
        &board("a:c2"),
        "-",
        &format!("6+6.{F0}/1+0.2-1.PLUS.MINUS.23+23"),
        "play:0",
    );
    assert_ne!(a, b);
    assert_eq!(a.view(Seat(0)), b.view(Seat(0)));
    assert_ne!(a.view(Seat(1)), b.view(Seat(1)));
}

#[test]
fn s6_teammates_do_not_see_each_others_hands() {
    let a = st(P4, &board(""), "-", &h4(&format!("7+7.{F0_3}")), "play:0");
    let b = st(
        P4,
        &board(""),
        "-",
        &format!("7+7.{F0_3}/24+23.49-2.24+24.47-1/1+0.2-1.3+2.PLUS/22+21.50-7.48-6.41-7"),
        "play:0",
    );
    assert_eq!(a.view(Seat(0)), b.view(Seat(0)), "seat 2 is seat 0's teammate");
}

// ------------------------------------------------------------ 7. Notation

#[test]
fn s7_square_notation_is_column_letter_and_row_from_the_top() {
    let s = st(P2, &board(""), "-", &h2(&format!("1+0.{F0}")), "play:0");
    assert_eq!(legal(&s)[..2], ["1+0@b1", "1+0@a6"]);
    assert_eq!(
        s.ruleset()
            .number_at(s.ruleset().grid().index(Coord::new(0, 1)).unwrap()),
        Some(1)
    );
}

/// A won game's SEQUENCEs: all but (target - 1) of the winner's were made by
/// the last placement, so they share its square. Text claiming more (two
/// disjoint SEQUENCEs in a 2-player game, three in a 4-player game) is an
/// impossible state and is refused.
#[test]
fn s7_state_text_refuses_a_win_no_single_placement_could_make() {
    let text = |setup: &str, b: &str, seqs: &str, hands: &str, phase: &str| {
        let players: usize = setup.split(':').next().unwrap().parse().unwrap();
        // Seat 0 made the last placement: its card is on its discard pile.
        let discards = ["1+0"]
            .into_iter()
            .chain(vec!["-"; players - 1])
            .collect::<Vec<_>>()
            .join("/");
        let hands = in_deck_order(hands);
        format!("numseq-default-v1 {setup} {b} {seqs} {hands} {discards} {phase}")
    };
    let two_apart = text(
        P2,
        &board("A:b2,c2,d2,e2,f2,b4,c4,d4,e4,f4"),
        "a:b2h,a:b4h",
        &h2(F0),
        "over:0",
    );
    assert_eq!(
        two_apart.parse::<State>().unwrap_err(),
        numseq::ParseStateError::Invalid(numseq::StateError::WinNotFromOnePlacement { side: Side(0) })
    );
    // The same two through one square (a cross) is one placement's work.
    let cross = text(
        P2,
        &board("A:b4,c4,d4,e4,f4,d2,d3,d5,d6"),
        "a:d2v,a:b4h",
        &h2(F0),
        "over:0",
    );
    assert!(cross.parse::<State>().is_ok(), "{cross}");
    // 4 players: one earlier SEQUENCE plus one made last is fine, three apart is not.
    let h4_over = format!("{F0_3}/{H4_REST}");
    let two = text(
        P4,
        &board("A:b2,c2,d2,e2,f2,b4,c4,d4,e4,f4"),
        "a:b2h,a:b4h",
        &h4_over,
        "over:0",
    );
    assert!(two.parse::<State>().is_ok(), "{two}");
    let three = text(
        P4,
        &board("A:b2,c2,d2,e2,f2,b4,c4,d4,e4,f4,b6,c6,d6,e6,f6"),
        "a:b2h,a:b4h,a:b6h",
        &h4_over,
        "over:0",
    );
    assert_eq!(
        three.parse::<State>().unwrap_err(),
        numseq::ParseStateError::Invalid(numseq::StateError::WinNotFromOnePlacement { side: Side(0) })
    );
}

// ------------------------------------------------- more players, more axes

const P3: &str = "3:-:p";
const P6: &str = "6:-:p";
/// Seats 1-2 of a 3-player game (seat 0 holds five of its own).
const H3_REST: &str = "24+23.49-2.24+24.51-3.23+23/1+0.2-1.1+1.4-2.2+1";
/// Seats 1-5 of a 6-player game (seat 0 holds four of its own).
const H6_REST: &str =
    "24+23.49-2.24+24.47-1/51-3.23+23.52-8.21+21/22+21.50-7.48-6.41-7/1+0.2-1.1+1.4-2/2+1.6-3.2+2.8-4";

#[test]
fn s4_three_players_minus_removes_a_chip_of_either_opponent() {
    let s = st(
        P3,
        &board("a:c2 b:c3 c:d3"),
        "-",
        &format!("MINUS.{F0}/{H3_REST}"),
        "play:0",
    );
    let minus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("MINUS")).collect();
    assert_eq!(minus, ["MINUS@c3", "MINUS@d3"]);
    assert_eq!(err(&s, "MINUS@c2"), MoveError::OwnChip { square: sq("c2") });
    let s = mv(&s, "MINUS@d3");
    assert_eq!(s.chip_at("d3".parse().unwrap()), None);
    assert_eq!(settle(s).to_act(), Actor::Seat(Seat(1)));
}

#[test]
fn s2_three_players_turns_pass_from_the_last_seat_back_to_seat_zero() {
    let hands = format!("{F0}.PLUS/24+23.49-2.24+24.51-3.23+23/6+6.2-1.1+1.4-2.2+1");
    let s = st(P3, &board(""), "-", &hands, "play:2");
    let s = settle(mv(&s, "6+6@d2"));
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(s.chip_at("d2".parse().unwrap()), Some(Side(2)));
}

#[test]
fn s5_three_players_the_third_side_wins_alone() {
    let hands = format!("{F0}.PLUS/24+23.49-2.24+24.51-3.23+23/7+7.2-1.1+1.4-2.2+1");
    let s = st(P3, &board("c:b2,c2,d2,e2"), "-", &hands, "play:2");
    let s = mv(&s, "7+7@f2");
    assert_eq!(s.winner(), Some(Side(2)));
    assert_eq!(s.outcome().unwrap().returns(), [-1, -1, 1]);
}

#[test]
fn s8_six_players_minus_never_targets_a_teammate() {
    // Three teams of two: seats 0 and 3 are side a, so seat 3's chip on c2 is safe.
    let s = st(
        P6,
        &board("a:c2 b:c3 c:d3"),
        "-",
        &format!("MINUS.{F0_3}/{H6_REST}"),
        "play:0",
    );
    assert_eq!(s.side_of(Seat(3)), Side(0));
    assert_eq!(err(&s, "MINUS@c2"), MoveError::OwnChip { square: sq("c2") });
    let minus: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("MINUS")).collect();
    assert_eq!(minus, ["MINUS@c3", "MINUS@d3"]);
}

#[test]
fn s5_six_players_three_teams_need_two_and_win_together() {
    let hands = "MINUS.23+22.54-9.22+22/24+23.49-2.24+24.47-1/51-3.23+23.52-8.21+21/\
                 3+3.50-7.48-6.41-7/1+0.2-1.1+1.4-2/2+1.6-3.2+2.8-4";
    let s = st(P6, &board("A:b2,c2,d2,e2,f2 a:f3,f4,f5"), "a:b2h", hands, "play:3");
    let s = mv(&s, "3+3@f6");
    assert_eq!(s.winner(), Some(Side(0)));
    assert_eq!(s.outcome().unwrap().returns(), [1, -1, -1, 1, -1, -1]);
}

#[test]
fn d4_six_players_a_minus_whose_only_targets_are_teammates_allows_the_discard() {
    // Every equation card dead, the swap used, the only chips side a's own.
    let b = board("a:a2,a3,a4,i6,i7,i8,d2,e2");
    let s = st(P6, &b, "-", &format!("5+4.10+9.15+14.MINUS/{H6_REST}"), "play*:0");
    assert_eq!(
        legal(&s),
        ["DISCARD 5+4", "DISCARD 10+9", "DISCARD 15+14", "DISCARD MINUS"]
    );
}

#[test]
fn d1_n_r1_on_a_column_either_window_may_lock() {
    let s = st(
        P2,
        &board("a:c2,c3,c5,c6,c7"),
        "-",
        &h2(&format!("16+15.{F0}")),
        "play:0",
    );
    assert_eq!(seqs(&mv(&s, "16+15@c4/c3-c7")), "a:c3v");
    let s = mv(&s, "16+15@c4/c2-c6");
    assert_eq!(seqs(&s), "a:c2v", "c2-c6, not c3-c7");
    assert!(
        !s.locked()
            .has_index(s.ruleset().grid().index("c7".parse().unwrap()).unwrap())
    );
}

#[test]
fn d1_n_r1_on_an_anti_diagonal_either_window_may_lock() {
    // g2 f3 e4 d5 c6 b7: the window g2-c6 starts earlier in reading order
    // than f3-b7 (notation names a window by its lower-left end).
    let s = st(
        P2,
        &board("a:g2,f3,d5,c6,b7"),
        "-",
        &h2(&format!("17+16.{F0}")),
        "play:0",
    );
    assert_eq!(seqs(&mv(&s, "17+16@e4/f3-b7")), "a:b7u");
    let s = mv(&s, "17+16@e4/g2-c6");
    assert_eq!(seqs(&s), "a:c6u", "g2-c6, not f3-b7");
    assert!(
        !s.locked()
            .has_index(s.ruleset().grid().index("b7".parse().unwrap()).unwrap())
    );
}

#[test]
fn s4_a_plus_card_can_complete_a_sequence() {
    let s = st(P2, &board("a:b2,c2,d2,e2"), "-", &h2(&format!("PLUS.{F0}")), "play:0");
    let s = mv(&s, "PLUS@f2");
    assert_eq!(seqs(&s), "a:b2h");
    assert_eq!(s.winner(), Some(Side(0)));
}

#[test]
fn d7_keyed_on_sides_two_players_need_two_sequences() {
    let s = st(
        "2:-:s",
        &board("a:b2,c2,d2,e2"),
        "-",
        &h2(&format!("7+7.{F0}")),
        "play:0",
    );
    assert_eq!(s.sequences_to_win(), 2);
    let s = mv(&s, "7+7@f2");
    assert_eq!((seqs(&s).as_str(), s.winner()), ("a:b2h", None));
    assert_eq!(s.phase(), Phase::Draw { resume: false }, "the game goes on");
}

#[test]
fn d5_a_sequence_on_the_last_empty_square_wins_rather_than_draws() {
    let pattern = [
        "* . a a a b b a a *",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "* b a a b b a a b *",
    ];
    let b = rows(&pattern.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let s = st(P2, &b, "-", &h2(&format!("1+0.{F0}")), "play:0");
    let s = mv(&s, "1+0@b1");
    assert_eq!(seqs(&s), "a:a1h", "the corner and b1-e1");
    assert_eq!(s.winner(), Some(Side(0)));
    assert_eq!(s.outcome().unwrap().returns(), [1, -1]);
}

#[test]
fn d3_two_sequences_at_once_in_a_two_player_game_win_with_score_two() {
    // One SEQUENCE wins; a placement completing two still wins, and both count.
    let s = st(
        P2,
        &board("a:b3,c3,e3,f3,d1,d2,d4,d5"),
        "-",
        &h2(&format!("11+11.{F0}")),
        "play:0",
    );
    let s = mv(&s, "11+11@d3");
    assert_eq!(seqs(&s), "a:d1v,a:b3h");
    assert_eq!(s.winner(), Some(Side(0)));
    let o = s.outcome().unwrap();
    assert_eq!(o.returns(), [1, -1]);
    assert_eq!((o.seats[0].score, o.seats[1].score), (2, 0));
}

/// A refusal says which card and square, in words.
#[test]
fn move_errors_name_the_card_and_the_square() {
    let s = st(P2, &board("a:d2 b:c3"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let text = |m: &str| err(&s, m).to_string();
    assert_eq!(text("6+6@k2"), "no such square k2 on this board");
    assert_eq!(text("99+1@d2"), "no card 99+1 in this deck");
    assert_eq!(text("15-3@d2"), "15-3 is not in the hand of seat 0");
    assert_eq!(text("6+6@c2"), "c2 does not show the answer of 6+6");
    assert_eq!(text("6+6@a1"), "a1 is a free corner: no chip goes there or leaves it");
    assert_eq!(text("draw:1+0"), "not a chance node: seat 0 is to play");
    assert_eq!(text("6+6@d2/b2-f2"), "d2 already holds a chip");
    assert_eq!(text("DEAD 6+6"), "6+6 is not a dead card");
}

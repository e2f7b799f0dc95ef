//! One test per rule sentence of the spec (`RULES.md`),
//! named by section, built as hand-set scenarios or forced move sequences.

use crate::common;

use board_core::grid::Coord;
use board_core::{Actor, Game, Observe, Prob, Seat};
use common::{E, mv, play, scenario};
use xobrainer::*;

const R: &str = "bo5,random,1v1,std,std";

/// Four red O on the bottom row, away from the action: the turns the other
/// side took while X built its line (turns alternate, so a reachable
/// position where X has placed four pieces has four of O's too).
const O4: &str = "..O.O.O.O.";
/// Four green X on the top row, for O's scenarios.
const X4: &str = "..X.X.X.X.";

fn sq(s: &str) -> Coord {
    s.parse().unwrap()
}

fn won(s: &State) -> RoundScore {
    match s.last_round() {
        Some(EndReason::Won(w)) => w,
        other => panic!("no win: {other:?}\n{}", s.picture()),
    }
}

fn default_state() -> State {
    State::new(Config::default()).unwrap()
}

fn with(f: impl FnOnce(&mut Config)) -> State {
    let mut c = Config::default();
    f(&mut c);
    State::new(c).unwrap()
}

// ---- §1 Sides, pieces, supply ----

#[test]
fn s1_supply_per_round_is_24_main_and_8_off() {
    let s = play(&default_state(), "lot:X");
    for side in Side::ALL {
        let st = s.side(side);
        let main = st.bag(side.main()) + st.line_up().filter(|&c| c == side.main()).count() as u8;
        let off = st.bag(side.off()) + st.line_up().filter(|&c| c == side.off()).count() as u8;
        assert_eq!((main, off), (24, 8), "{side}");
    }
    assert_eq!(Side::X.main(), Colour::Green);
    assert_eq!(Side::O.main(), Colour::Red);
}

#[test]
fn s1_each_side_places_only_its_own_shape() {
    let s = play(&default_state(), "lot:O e5 f5");
    assert_eq!(s.piece_at(sq("e5")).unwrap().shape, Side::O);
    assert_eq!(s.piece_at(sq("f5")).unwrap().shape, Side::X);
}

#[test]
fn s1_teams_rotate_seats_within_a_side() {
    let s = with(|c| c.team_sizes = BySide([2, 3]));
    assert_eq!(s.num_seats(), 5);
    // Team members share the side's result and score.
    let ko = scenario(
        "bo5,random,2v3,std,std",
        &["X.X.X.....", E, "XXx.......", E, E, E, E, E, ".O.O.O....", "..O.O.O..."],
        Side::X,
        ["gg", "rr"],
        [None, None],
    );
    let o = play(&ko, "d3 a10 e3").outcome().unwrap();
    assert_eq!(o.returns(), [1, 1, -1, -1, -1]);
    let mut s = play(&s, "lot:X");
    let mut seats = vec![];
    for m in ["a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4"] {
        seats.push(s.to_act().seat().unwrap().0);
        s = play(&s, m);
    }
    // X members are seats 0,1; O members are seats 2,3,4.
    assert_eq!(seats, [0, 2, 1, 3, 0, 4, 1, 2]);
    assert_eq!(s.apply_as(Seat(3), &mv("c1")), Err(MoveError::NotYourTurn));
    assert!(s.apply_as(Seat(0), &mv("c1")).is_ok());
}

// ---- §2 The line-up ----

#[test]
fn s2_standard_order_three_main_then_one_off() {
    let mut s = play(&default_state(), "lot:X");
    let mut xs = String::new();
    let mut os = String::new();
    for i in 0..16u8 {
        let p = s.next_piece().unwrap();
        match p.shape {
            Side::X => xs.push(p.colour.letter()),
            Side::O => os.push(p.colour.letter()),
        }
        let c = Coord::new(i / 10, i % 10);
        s = s.apply(&Move::Place(c)).unwrap();
    }
    assert_eq!(xs, "gggrgggr");
    assert_eq!(os, "rrrgrrrg");
}

#[test]
fn s2_a_side_never_chooses_the_colour() {
    // The only decisions are squares (and timeout/pass where allowed).
    let s = play(&default_state(), "lot:X");
    assert!(s.legal_moves().iter().all(|m| matches!(m, Move::Place(_))));
}

#[test]
fn s2_32_pieces_are_eight_cycles() {
    let s = play(&default_state(), "lot:X");
    let st = s.side(Side::X);
    assert_eq!(st.line_up().count() as u8 + st.bag_total(), 32);
    assert_eq!(st.line_up().count(), 4);
}

#[test]
fn s2_random_draws_are_chance_moves_over_the_bag() {
    let s = with(|c| c.variants.random = true);
    let s = play(&s, "lot:X");
    assert_eq!(s.to_act(), Actor::Chance);
    let out = s.chance_outcomes();
    assert_eq!(
        out,
        vec![
            (Move::Draw(Side::X, Colour::Green), Prob::new(24, 32).unwrap()),
            (Move::Draw(Side::X, Colour::Red), Prob::new(8, 32).unwrap()),
        ]
    );
    // Four draws for X, one at a time, in the order drawn; then O's four.
    let s = play(&s, "draw:X:r draw:X:g draw:X:r draw:X:r");
    assert_eq!(
        s.side(Side::X).line_up().collect::<Vec<_>>(),
        [Colour::Red, Colour::Green, Colour::Red, Colour::Red]
    );
    assert_eq!(
        s.chance_outcomes()[1],
        (Move::Draw(Side::O, Colour::Green), Prob::new(8, 32).unwrap())
    );
    assert_eq!(
        s.apply(&mv("draw:X:g")),
        Err(MoveError::WrongChanceOutcome(ChanceEvent::BagDraw(Side::O)))
    );
    let s = play(&s, "draw:O:r draw:O:r draw:O:r draw:O:r");
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(s.next_piece(), Some(Piece::new(Side::X, Colour::Red)));
    // The line-up is public: O sees X's line-up in its view.
    assert_eq!(s.view(Seat(1)).sides[Side::X].line_up().count(), 4);
    // After X's 4th piece, X draws 4 new pieces before O moves.
    let s = play(&s, "a1 a2 b1 b2 c1 c2 d1");
    assert_eq!(s.to_act(), Actor::Chance);
    assert_eq!(s.side(Side::X).bag_total(), 28);
    let s = play(&s, "draw:X:g draw:X:g draw:X:g draw:X:g");
    assert_eq!(s.side_to_move(), Side::O);
}

#[test]
fn s2_random_bag_exhaustion_is_refused() {
    // X has placed 3 of its first 4 pieces (and O as many).
    let rows = [E, E, E, E, E, E, E, E, "X.X.X.....", "O.O.O....."];
    let s = scenario(R, &rows, Side::X, ["g", "r"], [None, None]);
    let s = play(&s, "a1");
    assert_eq!(s.to_act(), Actor::Chance);
    assert!(s.side(Side::X).is_drawing());
}

// ---- §3 Board ----

#[test]
fn s3_default_layout_is_the_spec_table() {
    let s = default_state();
    assert_eq!(s.size(), (10, 10));
    let rows: Vec<String> = (0..10)
        .map(|r| {
            (0..10)
                .map(|c| {
                    let sq = Coord::new(r, c);
                    if s.is_knockout(sq) {
                        'K'
                    } else {
                        char::from(b'0' + s.dots_at(sq).unwrap())
                    }
                })
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        [
            "1111111111",
            "1111111111",
            "11K2222K11",
            "1122222211",
            "1122332211",
            "1122332211",
            "1122222211",
            "11K2222K11",
            "1111111111",
            "1111111111"
        ]
    );
    for k in ["c3", "h3", "c8", "h8"] {
        assert_eq!(s.dots_at(sq(k)), Some(2));
    }
}

#[test]
fn s3_invalid_layouts_are_config_errors_listing_every_problem() {
    let c = Config {
        layout: Layout {
            rows: 4,
            cols: 9,
            dots: vec![1; 36],
            knockout: [Coord::new(0, 0); 4],
        },
        team_sizes: BySide([0, 9]),
        format: MatchFormat::Sets { best_of: 4 },
        ..Config::default()
    };
    let e = State::new(c).unwrap_err();
    assert!(e.problems.contains(&ConfigProblem::BoardTooSmall { rows: 4, cols: 9 }));
    assert!(e.problems.contains(&ConfigProblem::TeamSize { side: Side::X, size: 0 }));
    assert!(e.problems.contains(&ConfigProblem::TeamSize { side: Side::O, size: 9 }));
    assert!(e.problems.contains(&ConfigProblem::BestOf(4)));

    let e = Layout::from_table(&[&[1, 7, 1, 1, 1]; 5], &[(0, 0), (0, 0), (9, 9), (1, 1)]).unwrap_err();
    assert_eq!(
        e.problems,
        [
            ConfigProblem::DotValue {
                square: Coord::new(0, 1),
                dots: 7
            },
            ConfigProblem::DotValue {
                square: Coord::new(1, 1),
                dots: 7
            },
            ConfigProblem::DotValue {
                square: Coord::new(2, 1),
                dots: 7
            },
            ConfigProblem::DotValue {
                square: Coord::new(3, 1),
                dots: 7
            },
            ConfigProblem::DotValue {
                square: Coord::new(4, 1),
                dots: 7
            },
            ConfigProblem::KnockoutRepeated(Coord::new(0, 0)),
            ConfigProblem::KnockoutOffBoard(Coord::new(9, 9)),
        ]
    );
    // X-R4: 132 squares are fine now; 17 columns are not.
    assert!(Layout::from_table(&[&[1; 12]; 11], &[(0, 0), (0, 1), (0, 2), (0, 3)]).is_ok());
    assert!(Layout::from_table(&[&[1; 17]; 5], &[(0, 0), (0, 1), (0, 2), (0, 3)]).is_err());
}

#[test]
fn s3_any_valid_layout_works() {
    let l = Layout::from_table(&[&[1, 2, 3, 4, 5, 6]; 5], &[(0, 0), (0, 5), (4, 0), (4, 5)]).unwrap();
    // The default deck reaches row 9: a deck for this board must fit it.
    let deck = (0..25u8)
        .map(|i| Card {
            own: [Coord::new(1, i % 5), Coord::new(2, i % 5), Coord::new(3, (i + 1) % 5)],
            off: Coord::new(4, 1 + i % 4),
        })
        .collect();
    let mut c = Config {
        layout: l,
        deck,
        ..Config::default()
    };
    let s = State::new(c.clone()).unwrap();
    assert_eq!(s.size(), (5, 6));
    assert_eq!(s.dots_at(sq("f1")), Some(6));
    c.deck.truncate(3);
    assert!(
        State::new(c)
            .unwrap_err()
            .problems
            .contains(&ConfigProblem::DeckSize(3))
    );
}

// ---- §4 A move ----

#[test]
fn s4_place_the_next_piece_on_any_empty_square() {
    let s = play(&default_state(), "lot:X");
    assert_eq!(s.legal_moves().len(), 96); // 100 squares minus 4 knockout squares for a green X
    let s = play(&s, "e5");
    assert_eq!(s.piece_at(sq("e5")), Some(Piece::new(Side::X, Colour::Green)));
    assert_eq!(s.apply(&mv("e5")), Err(MoveError::Occupied(sq("e5"))));
    assert_eq!(s.apply(&mv("k1")), Err(MoveError::OffBoard(sq("k1"))));
    assert_eq!(s.apply(&mv("a11")), Err(MoveError::OffBoard(sq("a11"))));
    assert_eq!(s.apply(&mv("(200,3)")), Err(MoveError::OffBoard(Coord::new(200, 3))));
}

#[test]
fn s4_knockout_squares_take_only_red_x_or_green_o() {
    let s = scenario(R, &[E; 10], Side::X, ["grgg", "rggg"], [None, None]);
    assert_eq!(s.apply(&mv("c3")), Err(MoveError::KnockoutNeedsOffColour(sq("c3"))));
    let s = play(&s, "a1");
    assert_eq!(s.apply(&mv("h8")), Err(MoveError::KnockoutNeedsOffColour(sq("h8"))));
    let s = play(&s, "a2 c3 h8"); // red X, then green O, on knockout squares
    assert_eq!(s.piece_at(sq("c3")), Some(Piece::new(Side::X, Colour::Red)));
    assert_eq!(s.piece_at(sq("h8")), Some(Piece::new(Side::O, Colour::Green)));
}

/// A 5 x 5 board with knockout corners, every other square filled, no line.
fn full_small_board(lineups: [&str; 2]) -> State {
    let layout = Layout::from_table(&[&[1; 5]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let deck: String = (0..25)
        .map(|i| {
            format!(
                "b{}.c{}.d{}.a{}",
                1 + i % 5,
                1 + (i + 1) % 5,
                1 + (i + 2) % 5,
                2 + i % 3
            )
        })
        .collect::<Vec<_>>()
        .join("/");
    let cfg = format!("bo5,random,1v1,5x5:{}:a1.e1.a5.e5,{deck}", "1".repeat(25));
    let _ = layout;
    scenario(
        &cfg,
        &[".XOX.", "xOXOx", "OXOXO", "oXOxo", ".OXO."],
        Side::X,
        lineups,
        [None, None],
    )
}

#[test]
fn s4_d7_a_piece_without_a_legal_square_is_skipped() {
    // X placed 10 pieces, O (which started) 11: X's next are green then
    // red, O's next a red (the last of its draw of four).
    let s = full_small_board(["gr", "r"]);
    assert_eq!(s.legal_moves(), [Move::Pass]);
    assert_eq!(s.apply(&mv("a1")), Err(MoveError::KnockoutNeedsOffColour(sq("a1"))));
    let s = play(&s, "pass");
    assert_eq!(s.side(Side::X).skipped(Colour::Green), 1);
    assert_eq!(s.side_to_move(), Side::O);
    assert_eq!(s.legal_moves(), [Move::Pass]);
    // O's line-up is empty: O draws its next four, then X moves.
    let s = play(&s, "pass draw:O:r draw:O:r draw:O:r draw:O:r");
    // X's red piece may use the knockout squares; pass is then refused.
    assert_eq!(s.legal_moves().len(), 4);
    assert_eq!(s.apply(&mv("pass")), Err(MoveError::CannotPass));
}

// ---- §5 Winning a round ----

#[test]
fn s5_d1_five_x_shapes_in_a_row_horizontally() {
    let s = scenario(
        R,
        &["XxXx......", E, E, E, E, E, E, E, E, O4],
        Side::X,
        ["g", "r"],
        [None, None],
    );
    let s = play(&s, "e1");
    assert_eq!(s.phase(), Phase::RoundOver);
    let w = won(&s);
    assert_eq!((w.side, w.line_points, w.square_knockout), (Side::X, 5, false));
}

#[test]
fn s5_d1_vertical_line() {
    let rows = [
        "X.........",
        "X.........",
        "x.........",
        "X.........",
        E,
        E,
        E,
        E,
        E,
        O4,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "a5");
    assert_eq!(won(&s).line_points, 5);
}

#[test]
fn s5_d1_diagonal_line() {
    let rows = [
        "...X......",
        "....X.....",
        ".....X....",
        "......X...",
        E,
        E,
        E,
        E,
        E,
        O4,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "h5");
    assert_eq!((won(&s).side, won(&s).line_points), (Side::X, 8));
}

#[test]
fn s5_d1_anti_diagonal_line() {
    let rows = [
        X4,
        E,
        E,
        E,
        E,
        E,
        "......O...",
        ".....O....",
        "....O.....",
        "...O......",
    ];
    let s = play(&scenario(R, &rows, Side::O, ["g", "r"], [None, None]), "h6");
    assert_eq!((won(&s).side, won(&s).line_points), (Side::O, 8));
}

#[test]
fn s5_five_green_pieces_of_any_shape_win_for_x() {
    let rows = [E, E, E, E, "oXoX......", E, E, E, E, E];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "e5");
    assert_eq!((won(&s).side, won(&s).line_points), (Side::X, 9));
}

#[test]
fn s5_five_red_pieces_of_any_shape_win_for_o() {
    let rows = [E, E, E, E, E, E, "xOxO......", E, E, E];
    let s = play(&scenario(R, &rows, Side::O, ["g", "r"], [None, None]), "e7");
    assert_eq!((won(&s).side, won(&s).line_points), (Side::O, 8));
}

#[test]
fn s5_mixtures_do_not_count() {
    let rows = ["XxoX......", E, E, E, E, E, E, E, E, "..O.O....."];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "e1");
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.last_round(), None);
}

#[test]
fn s5_completing_the_opponents_line_gives_them_the_round() {
    let rows = ["..X.X.X...", E, E, E, E, E, E, E, "OOOO......", E];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "e9");
    let w = won(&s);
    assert_eq!((w.side, w.line_points), (Side::O, 5));
    assert_eq!(s.score().points, BySide([0, 5]));
}

#[test]
fn s5_simultaneous_lines_go_to_the_placer() {
    // Red X on e9 completes O's red row a9-e9 and X's column e5-e9.
    let rows = [
        E,
        E,
        E,
        E,
        "....X.....",
        "....X.....",
        "....X.....",
        "....X.....",
        "OOOO......",
        E,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "e9");
    let w = won(&s);
    assert_eq!((w.side, w.line_points), (Side::X, 3 + 3 + 2 + 2 + 1));
}

#[test]
fn s5_score_is_the_sum_of_the_dots() {
    // Four in a row with a gap is nothing: b2 _ d4 e5 f6 g7 (c3 empty).
    let rows = [
        E,
        ".X........",
        E,
        "...X......",
        "....X.....",
        ".....X....",
        E,
        E,
        E,
        O4,
    ];
    let s = scenario(R, &rows, Side::X, ["g", "r"], [None, None]);
    let s = play(&s, "g7");
    assert_eq!(s.phase(), Phase::Play);
    let rows = [
        E,
        E,
        E,
        "...X......",
        "....X.....",
        ".....X....",
        "......X...",
        E,
        E,
        O4,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "c3");
    // c3 is a knockout square: a red X may go there; line c3-g7 = 2+2+3+3+2.
    let w = won(&s);
    assert_eq!((w.line_points, w.square_knockout), (12, true));
}

#[test]
fn s5_six_in_a_row_scores_the_best_five_window() {
    let rows = [E, E, E, E, "XXX.XX....", E, E, E, E, "O.O.O.O.O."];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "d5");
    // a5-e5 = 1+1+2+2+3 = 9, b5-f5 = 1+2+2+3+3 = 11
    assert_eq!(won(&s).line_points, 11);
    assert_eq!(s.score().points, BySide([11, 0]));
}

#[test]
fn s5_several_lines_score_the_best_single_window() {
    let rows = [
        "O.O.O.O.O.",
        E,
        E,
        E,
        "XXXX......",
        "....X.....",
        "....X.....",
        "....X.....",
        "....X.....",
        "O.O.O.....",
    ];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "e5");
    // row a5-e5 = 9, column e5-e9 = 3+3+2+2+1 = 11: 11, not 20.
    assert_eq!(won(&s).line_points, 11);
}

#[test]
fn s5_knockout_line_wins_the_match_at_once() {
    // X has placed 6 pieces (and O 6), so its next two follow in its draw.
    let rows = ["X.X.X.....", E, "XXx.......", E, E, E, E, E, ".O.O.O....", "..O.O.O..."];
    let s = play(&scenario(R, &rows, Side::X, ["gg", "rr"], [None, None]), "d3 a10 e3");
    assert_eq!(s.phase(), Phase::GameOver);
    assert_eq!(s.winner(), Some(Side::X));
    assert!(won(&s).square_knockout);
    assert!(s.is_terminal());
    assert_eq!(s.apply(&mv("a9")), Err(MoveError::GameOver));
    let o = s.outcome().unwrap();
    assert_eq!(o.returns(), [1, -1]);
}

#[test]
fn s5_knockout_line_for_o_through_a_green_o() {
    let rows = [
        "..O.O.O...",
        E,
        E,
        E,
        "X.X.X.....",
        "X.X.X.....",
        E,
        ".......o..",
        ".......O..",
        ".......O..",
    ];
    let s = play(&scenario(R, &rows, Side::O, ["r", "rg"], [None, None]), "h7");
    assert_eq!(s.phase(), Phase::Play);
    let s = play(&s, "a1 h6");
    assert_eq!(s.winner(), Some(Side::O));
}

// ---- §6 Rounds, sets, match ----

#[test]
fn s6_first_starter_by_lot() {
    let s = default_state();
    assert_eq!(s.to_act(), Actor::Chance);
    let half = Prob::new(1, 2).unwrap();
    assert_eq!(
        s.chance_outcomes(),
        vec![(Move::Lot(Side::X), half), (Move::Lot(Side::O), half)]
    );
    assert_eq!(play(&s, "lot:O").side_to_move(), Side::O);
    assert_eq!(s.apply(&mv("e5")), Err(MoveError::ChanceDue(ChanceEvent::Lot)));
}

#[test]
fn s6_loser_starts_next_round_and_the_board_is_cleared() {
    let rows = [X4, E, E, E, E, E, E, E, "OOOO......", E];
    let s = play(&scenario(R, &rows, Side::O, ["r", "r"], [None, None]), "e9");
    assert_eq!(s.phase(), Phase::RoundOver);
    assert_eq!(s.apply(&mv("a1")), Err(MoveError::RoundOver));
    // Random: the next round starts with X's first bag draw (a chance move).
    assert_eq!(s.to_act(), Actor::Chance);
    let s = play(&s, "draw:X:g");
    assert_eq!(s.phase(), Phase::Play);
    assert_eq!(s.board().occupied().count(), 0);
    assert_eq!(s.side_to_move(), Side::X); // X lost
    assert_eq!(s.starter(), Side::X);
}

#[test]
fn s6_plain_next_round_is_a_seat_move() {
    let mut s = play(&default_state(), "lot:X");
    // Force a quick round: X builds a1..e1 while O plays on row 10.
    for (x, o) in [("a1", "a10"), ("b1", "b10"), ("c1", "c10"), ("d1", "d10")] {
        s = play(&s, &format!("{x} {o}"));
    }
    let s = play(&s, "e1");
    assert_eq!(won(&s).side, Side::X);
    assert_eq!(s.to_act(), Actor::Seat(Seat(1))); // O lost: O starts
    assert_eq!(s.legal_moves(), [Move::NextRound]);
    let s2 = play(&s, "next");
    assert_eq!((s2.side_to_move(), s2.phase()), (Side::O, Phase::Play));
    assert_eq!(s2.next_piece(), Some(Piece::new(Side::O, Colour::Red)));
    assert_eq!(s2.apply(&mv("next")), Err(MoveError::RoundNotOver));
}

fn set_state(cfg: &str, points: [u16; 2], sets: [u8; 2]) -> State {
    let s = scenario(
        cfg,
        &["XXXX......", E, E, E, E, E, E, E, E, O4],
        Side::X,
        ["g", "r"],
        [None, None],
    );
    // A void round stands in for the rounds before (the score has a last
    // result). Rounds won: enough for the points, at most 12 a round on the
    // default board (its best window), so 2 rounds for each set.
    let total = |k: usize| points[k] + 20 * sets[k] as u16;
    let rounds = |k: usize| 2 * sets[k] as u16 + points[k].div_ceil(12);
    let text = s.to_string().replace(
        "0-0:0-0:0-0:0-0:0 -",
        &format!(
            "{}-{}:{}-{}:{}-{}:{}-{}:1 void",
            points[0],
            points[1],
            sets[0],
            sets[1],
            total(0),
            total(1),
            rounds(0),
            rounds(1)
        ),
    );
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn s6_twenty_points_win_a_set_and_surplus_is_lost() {
    let s = play(&set_state(R, [17, 12], [0, 0]), "e1");
    let sc = s.score();
    assert_eq!(sc.sets, BySide([1, 0]));
    assert_eq!(sc.points, BySide([0, 0])); // 22 - 20 surplus is lost, O's 12 reset too
    assert_eq!(sc.total, BySide([22, 12]));
    assert_eq!(s.phase(), Phase::RoundOver);
    // The loser starts the next round across the set boundary too.
    let n = play(
        &s,
        "draw:X:g draw:X:g draw:X:g draw:X:r draw:O:r draw:O:r draw:O:r draw:O:g",
    );
    assert_eq!((n.side_to_move(), n.starter()), (Side::O, Side::O));
}

#[test]
fn s6_best_of_five_is_first_to_three_sets() {
    let s = play(&set_state(R, [17, 0], [1, 2]), "e1");
    assert_eq!(s.phase(), Phase::RoundOver);
    let s = play(&set_state(R, [17, 0], [2, 2]), "e1");
    assert_eq!((s.phase(), s.winner()), (Phase::GameOver, Some(Side::X)));
    assert_eq!(s.outcome().unwrap().seats[0].score, 3);
}

#[test]
fn s6_best_of_three_and_one_set() {
    let s = play(&set_state("bo3,random,1v1,std,std", [17, 0], [1, 0]), "e1");
    assert_eq!(s.winner(), Some(Side::X));
    let s = play(&set_state("bo1,random,1v1,std,std", [17, 0], [0, 0]), "e1");
    assert_eq!(s.winner(), Some(Side::X));
    let s = play(&set_state("bo1,random,1v1,std,std", [10, 0], [0, 0]), "e1");
    assert_eq!(s.phase(), Phase::RoundOver);
}

#[test]
fn s6_fixed_rounds_most_points_wins_equal_is_draw() {
    let cfg = "rounds2,random,1v1,std,std";
    let s = scenario(
        cfg,
        &["XXXX......", E, E, E, E, E, E, E, E, O4],
        Side::X,
        ["g", "r"],
        [None, None],
    );
    let t = s.to_string().replace("0-0:0-0:0-0:0-0:0 -", "0-5:0-0:0-5:0-1:1 void");
    let s = play(&t.parse::<State>().unwrap(), "e1");
    assert_eq!(s.phase(), Phase::GameOver);
    assert_eq!(s.winner(), None);
    assert!(s.outcome().unwrap().is_draw());
    let t = s.to_string(); // sanity: terminal states round-trip
    assert_eq!(t.parse::<State>().unwrap(), s);
    let t2 = play(
        &scenario(
            cfg,
            &["XXXX......", E, E, E, E, E, E, E, E, O4],
            Side::X,
            ["g", "r"],
            [None, None],
        ),
        "e1",
    );
    assert_eq!(t2.phase(), Phase::RoundOver);
}

#[test]
fn s6_d6_first_to_n_points_keeps_surplus() {
    let cfg = "points30,random,1v1,std,std";
    let s = scenario(
        cfg,
        &["XXXX......", E, E, E, E, E, E, E, E, O4],
        Side::X,
        ["g", "r"],
        [None, None],
    );
    let t = s.to_string().replace("0-0:0-0:0-0:0-0:0 -", "22-0:0-0:22-0:3-0:1 void");
    let s = play(&t.parse::<State>().unwrap(), "e1");
    assert_eq!(s.score().points, BySide([27, 0])); // no reset at 20
    assert_eq!(s.phase(), Phase::RoundOver);
}

#[test]
fn s6_one_round() {
    let cfg = "round,random,1v1,std,std";
    let s = scenario(
        cfg,
        &["XXXX......", E, E, E, E, E, E, E, E, O4],
        Side::X,
        ["g", "r"],
        [None, None],
    );
    let s = play(&s, "e1");
    assert_eq!(s.winner(), Some(Side::X));
    assert_eq!(s.outcome().unwrap().seats[0].score, 5);
}

#[test]
fn s6_d3_void_round_scores_nothing_and_the_other_side_starts_the_replay() {
    // Find a seeded random round that runs out of pieces.
    use board_core::testkit::{random_playout, rng};
    let start = with(|c| c.format = MatchFormat::Rounds(1));
    for seed in 0..2000 {
        let p = random_playout(&start, &mut rng(seed), 400);
        let mut s = start.clone();
        for m in &p.moves {
            let next = s.apply(m).unwrap();
            if next.last_round() == Some(EndReason::Void) {
                assert_eq!(next.phase(), Phase::RoundOver);
                assert_eq!(next.score().total, BySide([0, 0]));
                for side in Side::ALL {
                    assert!(!next.side(side).has_pieces());
                    assert_eq!(next.board().shapes(side).count(), 32);
                }
                let replay = next.apply(&Move::NextRound).unwrap();
                assert_eq!(replay.side_to_move(), next.starter().other());
                return;
            }
            s = next;
        }
    }
    panic!("no void round in 2000 seeded games");
}

// ---- §7 Variants ----

#[test]
fn s7_d4_timebomb_timeout_passes_the_turn_and_keeps_the_piece() {
    let s = with(|c| c.variants.time_bomb = Some(TimeBomb::Secs30));
    assert_eq!(s.time_limit_secs(), Some(30));
    let s = play(&s, "lot:X a1 a2 b1 b2 c1 c2");
    assert_eq!(s.next_piece(), Some(Piece::new(Side::X, Colour::Red)));
    assert!(s.legal_moves().contains(&Move::Timeout));
    let s = play(&s, "timeout");
    assert_eq!(s.side_to_move(), Side::O);
    let s = play(&s, "d2");
    assert_eq!(s.next_piece(), Some(Piece::new(Side::X, Colour::Red)));
    assert_eq!(
        play(&default_state(), "lot:X").apply(&Move::Timeout),
        Err(MoveError::NoTimeBomb)
    );
}

#[test]
fn s7_map_cards_place_four_pieces_from_supply() {
    let s = with(|c| c.variants.map = true);
    let s = play(&s, "lot:X");
    assert_eq!(s.to_act(), Actor::Chance);
    assert_eq!(s.chance_outcomes().len(), 25);
    let s = play(&s, "map:X:0");
    let card = s.card(0).unwrap();
    for c in card.own {
        assert_eq!(s.piece_at(c), Some(Piece::new(Side::X, Colour::Green)));
    }
    assert_eq!(s.piece_at(card.off), Some(Piece::new(Side::X, Colour::Red)));
    // 28 pieces remain: 7 cycles.
    let st = s.side(Side::X);
    assert_eq!(st.bag_total() as usize + st.line_up().count(), 28);
    // D5: cards colliding with X's are redrawn, so they are not outcomes.
    let outs: Vec<Move> = s.chance_outcomes().into_iter().map(|(m, _)| m).collect();
    let colliding: Vec<u8> = (0..25)
        .filter(|&i| i == 0 || s.card(i).unwrap().collides(&card))
        .collect();
    assert_eq!(outs.len(), 25 - colliding.len());
    let p = s.chance_outcomes()[0].1;
    assert_eq!(p, Prob::uniform(outs.len() as u64));
    for i in &colliding {
        let e = s.apply(&Move::MapCard(Side::O, *i)).unwrap_err();
        assert!(matches!(e, MoveError::CardCollides(_) | MoveError::CardTaken(_)), "{e}");
    }
    assert_eq!(s.apply(&mv("map:O:25")), Err(MoveError::NoSuchCard(25)));
    assert_eq!(
        s.apply(&mv("map:X:3")),
        Err(MoveError::WrongChanceOutcome(ChanceEvent::MapCard(Side::O)))
    );
}

#[test]
fn s7_mission_bonus_three_per_covered_square_for_the_round_winner_only() {
    // Card 0: own a5 d7 d3, off e6. X covers a5, d7 (green X) and d3 with a
    // red X (wrong colour): 2 squares. O's card 1 (own g3 j6 i3, off f3):
    // O covers g3 but loses.
    let cfg = "bo5,random+mission,1v1,std,std";
    let rows = [
        "XXXX......",
        E,
        "...x..O...",
        E,
        "X.........",
        E,
        "...X......",
        E,
        ".O.O.O....",
        "..O.O.O...",
    ];
    let s = play(&scenario(cfg, &rows, Side::X, ["g", "r"], [Some(0), Some(1)]), "e1");
    let w = won(&s);
    assert_eq!((w.line_points, w.bonus, w.mission_knockout), (5, 6, false));
    assert_eq!(s.score().points, BySide([11, 0]));
}

#[test]
fn s7_mission_squares_in_the_winning_line_score_dots_and_bonus() {
    // Card 8: own d9 e6 c6, off h6. X's green line a6-e6 covers c6 and e6.
    let cfg = "bo5,random+mission,1v1,std,std";
    let rows = [E, E, E, E, E, "XXXX......", E, E, E, O4];
    let s = play(&scenario(cfg, &rows, Side::X, ["g", "r"], [Some(8), Some(1)]), "e6");
    let w = won(&s);
    assert_eq!((w.line_points, w.bonus), (1 + 1 + 2 + 2 + 3, 6));
    assert_eq!(s.score().points, BySide([15, 0]));
}

#[test]
fn s7_map_cards_are_fresh_every_round() {
    let s = with(|c| c.variants.map = true);
    let mut s = play(&s, "lot:X map:X:0 map:O:1");
    // X builds a1..e1 while O plays on row 10 (no card marks these squares).
    for (x, o) in [("a1", "a10"), ("b1", "b10"), ("c1", "c10"), ("d1", "d10")] {
        s = play(&s, &format!("{x} {o}"));
    }
    let s = play(&s, "e1");
    assert_eq!(s.phase(), Phase::RoundOver);
    assert_eq!(s.to_act(), Actor::Chance);
    assert_eq!(s.chance_outcomes().len(), 25);
    let s = play(&s, "map:X:5");
    assert_eq!(s.board().occupied().count(), 4);
    assert_eq!(s.side(Side::O).map_card(), None);
    assert_eq!(s.side(Side::X).map_card(), Some(5));
}

#[test]
fn s7_mission_all_four_squares_and_a_win_is_a_knockout() {
    let cfg = "bo5,random+mission,1v1,std,std";
    let rows = [
        "XXXX......",
        E,
        "...X......",
        E,
        "X.........",
        "....x.....",
        "...X......",
        E,
        "O.O.O.O.O.",
        ".O.O.O....",
    ];
    let s = play(&scenario(cfg, &rows, Side::X, ["g", "r"], [Some(0), Some(1)]), "e1");
    let w = won(&s);
    assert_eq!((w.bonus, w.mission_knockout), (12, true));
    assert_eq!(s.winner(), Some(Side::X));
}

#[test]
fn s7_mission_cards_are_chance_and_distinct() {
    let s = play(&with(|c| c.variants.mission = true), "lot:O mission:0:4");
    assert_eq!(s.chance_outcomes().len(), 24);
    assert_eq!(s.apply(&mv("mission:1:4")), Err(MoveError::CardTaken(4)));
}

#[test]
fn s7_default_deck_is_25_valid_cards() {
    let s = default_state();
    let deck = Card::default_deck();
    assert_eq!(deck.len(), DECK_SIZE);
    for (i, c) in deck.iter().enumerate() {
        for o in c.own {
            assert!(!s.is_knockout(o), "card {i}");
        }
        let sq = c.squares();
        // no four marks on one line
        let (r0, c0) = (sq[0].row as i32, sq[0].col as i32);
        let collinear = [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|(dr, dc)| {
            sq.iter()
                .all(|q| (q.row as i32 - r0) * dc - (q.col as i32 - c0) * dr == 0)
        });
        assert!(!collinear, "card {i}");
    }
}

// ---- §8 What a seat may see ----

#[test]
fn s8_the_other_sides_mission_is_hidden_until_the_round_ends() {
    let s = play(&with(|c| c.variants.mission = true), "lot:X mission:0:4 mission:1:9");
    assert_eq!(s.view(Seat(0)).missions, [MissionView::Known(4), MissionView::Hidden]);
    assert_eq!(s.view(Seat(1)).missions, [MissionView::Hidden, MissionView::Known(9)]);
    let mut s = s;
    for (x, o) in [("a1", "a10"), ("b1", "b10"), ("c1", "c10"), ("d1", "d10")] {
        s = play(&s, &format!("{x} {o}"));
    }
    let s = play(&s, "e1");
    assert_eq!(s.view(Seat(1)).missions, [MissionView::Known(4), MissionView::Known(9)]);
}

// ---- Added by review: edges, D2 knockout through a lesser window, every
// format ending on a knockout, cards and missions read alike for O, public
// line-ups ----

#[test]
fn s5_d1_lines_do_not_wrap_around_the_board_edge() {
    // h1 i1 j1 | a2 b2 are consecutive square indices, not a line.
    let rows = [".......XXX", "X.........", E, E, E, E, E, E, E, O4];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "b2");
    assert_eq!((s.phase(), s.last_round()), (Phase::Play, None));
    // A diagonal running off the right edge does not continue on the left:
    // h1 i2 j3 | a5 b6 (and j3 + 11 = a5 in square indices).
    let rows = [
        ".......X..",
        "........X.",
        ".........X",
        E,
        "X.........",
        E,
        E,
        E,
        E,
        O4,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "b6");
    assert_eq!((s.phase(), s.last_round()), (Phase::Play, None));
    // The same shapes inside the board do make lines (the control).
    let rows = ["XXXX......", E, E, E, E, E, E, E, E, O4];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "e1");
    assert_eq!(s.phase(), Phase::RoundOver);
}

#[test]
fn s5_d2_knockout_when_any_winning_window_crosses_a_knockout_square() {
    // Green X on c5 makes two lines at once: row c5-g5 (2+2+3+3+2 = 12, no
    // knockout square) and column c1-c5 (1+1+2+2+2 = 8, through the red X on
    // knockout square c3). The row scores; the column still knocks out.
    let rows = [
        "..X.......",
        "..X.......",
        "..x.......",
        "..X.......",
        "...XXXX...",
        E,
        E,
        E,
        "O.O.O.O.O.",
        "..O.O.O...",
    ];
    let s = play(&scenario(R, &rows, Side::X, ["g", "r"], [None, None]), "c5");
    let w = won(&s);
    assert_eq!((w.line_points, w.square_knockout), (12, true));
    assert_eq!((s.phase(), s.winner()), (Phase::GameOver, Some(Side::X)));
}

#[test]
fn s6_knockout_ends_every_format() {
    // X trails far behind, then wins a round through knockout square c3.
    let rows = [E, E, "XXxX......", E, E, E, E, E, E, O4];
    for (cfg, score) in [
        ("bo5,random,1v1,std,std", "19-0:0-2:19-40:2-4:1 void"),
        ("bo1,random,1v1,std,std", "0-19:0-0:0-19:0-2:1 void"),
        ("rounds9,random,1v1,std,std", "0-40:0-0:0-40:0-4:1 void"),
        ("points50,random,1v1,std,std", "0-49:0-0:0-49:0-5:1 void"),
        ("round,random,1v1,std,std", "0-0:0-0:0-0:0-0:0 -"),
    ] {
        let s = scenario(cfg, &rows, Side::X, ["g", "r"], [None, None]);
        let t = s.to_string().replace("0-0:0-0:0-0:0-0:0 -", score);
        let s: State = t.parse().unwrap_or_else(|e| panic!("{cfg}: {e}"));
        let s = play(&s, "e3");
        assert!(won(&s).square_knockout, "{cfg}");
        assert_eq!((s.phase(), s.winner()), (Phase::GameOver, Some(Side::X)), "{cfg}");
        assert_eq!(s.outcome().unwrap().returns(), [1, -1], "{cfg}");
    }
}

#[test]
fn s7_cards_read_the_same_way_for_both_sides() {
    // Map: O's card puts red O on its three own-colour marks and a green O
    // on the off-colour mark, from O's supply.
    let s = play(&with(|c| c.variants.map = true), "lot:O map:X:0 map:O:1");
    let card = s.card(1).unwrap();
    for c in card.own {
        assert_eq!(s.piece_at(c), Some(Piece::new(Side::O, Colour::Red)));
    }
    assert_eq!(s.piece_at(card.off), Some(Piece::new(Side::O, Colour::Green)));
    assert_eq!(
        (s.side(Side::O).bag(Colour::Red), s.side(Side::O).bag(Colour::Green)),
        (18, 6)
    );
    assert_eq!(s.side_to_move(), Side::O);
    assert_eq!(s.next_piece(), Some(Piece::new(Side::O, Colour::Red)));
}

#[test]
fn s7_mission_counts_for_o_with_red_o_on_own_marks_and_green_o_on_the_off_mark() {
    // Card 3: own c7, g7, b6; off e7. O covers c7 and b6 with red O and e7 with a green O; g7 holds a red X
    // (wrong shape). O completes the red row a9-e9: 3 covered, 9 bonus.
    let cfg = "bo5,random+mission,1v1,std,std";
    let rows = [
        "X.X.X.....",
        ".X.X.X....",
        E,
        E,
        E,
        ".O........",
        "..O.o.x...",
        E,
        "OOOO......",
        E,
    ];
    let s = play(&scenario(cfg, &rows, Side::O, ["g", "r"], [Some(4), Some(3)]), "e9");
    let w = won(&s);
    assert_eq!(
        (w.side, w.line_points, w.bonus, w.mission_knockout),
        (Side::O, 5, 9, false)
    );
    assert_eq!(s.score().points, BySide([0, 14]));
}

#[test]
fn s8_bag_draws_are_public_once_drawn() {
    let s = play(
        &with(|c| c.variants.random = true),
        "lot:X draw:X:r draw:X:g draw:X:g draw:X:g",
    );
    // O's seat sees X's drawn line-up, next piece first.
    let v = s.view(Seat(1));
    let lineup: Vec<Colour> = v.sides[Side::X].line_up().collect();
    assert_eq!(lineup, [Colour::Red, Colour::Green, Colour::Green, Colour::Green]);
    assert_eq!(v.sides[Side::X].bag(Colour::Red), 7);
}

#[test]
fn s5_simultaneous_knockout_counts_only_the_winners_line() {
    // Red X on g3 completes O's red row c3-g3 (through the red X on knockout
    // square c3) and X's column g3-g7 (no knockout square). X, the placer,
    // wins the round; only X's lines count, so no knockout.
    let rows = [
        E,
        E,
        "..xOOO....",
        "......X...",
        "......X...",
        "......X...",
        "......X...",
        E,
        E,
        "..O.O.....",
    ];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "g3");
    let w = won(&s);
    assert_eq!((w.side, w.line_points, w.square_knockout), (Side::X, 10, false));
    assert_eq!(s.phase(), Phase::RoundOver);
    // The same row completed by O's own placement is O's knockout.
    let rows = [E, E, "..xOOO....", E, E, E, E, E, E, "..X.X....."];
    let s = play(&scenario(R, &rows, Side::O, ["r", "r"], [None, None]), "g3");
    assert_eq!(
        (won(&s).side, won(&s).square_knockout, s.phase()),
        (Side::O, true, Phase::GameOver)
    );
}

#[test]
fn s3_any_valid_layout_works_with_the_default_deck_when_no_card_is_used() {
    // §3: any valid layout must work. Without Map or Mission no card is ever
    // drawn, so the default deck (made for 10 x 10) must not block a 5 x 5
    // board (found by review: it was refused with CardOffBoard problems).
    let layout = Layout::from_table(&[[1u8; 5]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let c = Config {
        layout,
        variants: Variants {
            time_bomb: Some(TimeBomb::Secs10),
            random: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let s = State::new(c.clone()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.config(), c);
    assert_eq!(s.to_string().parse::<State>(), Ok(s.clone()));
    let p = board_core::testkit::random_playout(&s, &mut board_core::testkit::rng(1), 300);
    assert_eq!(p.final_state.validate(), Ok(()));
    // With Map or Mission the deck must fit the board.
    for (map, mission) in [(true, false), (false, true)] {
        let mut m = c.clone();
        m.variants.map = map;
        m.variants.mission = mission;
        let e = State::new(m).unwrap_err();
        assert!(
            e.problems
                .iter()
                .any(|p| matches!(p, ConfigProblem::CardOffBoard { .. })),
            "{e}"
        );
    }
    // Any other deck must fit the board, drawn or not (the state notation
    // writes it out square by square).
    let mut short = c;
    short.deck.truncate(24);
    let e = State::new(short).unwrap_err();
    assert!(e.problems.contains(&ConfigProblem::DeckSize(24)), "{e}");
    assert!(
        e.problems
            .iter()
            .any(|p| matches!(p, ConfigProblem::CardOffBoard { .. })),
        "{e}"
    );
}

#[test]
fn s1_e3_team_rotation_carries_over_into_the_next_round() {
    let s = with(|c| c.team_sizes = BySide([2, 1]));
    // X's five turns go to seats 0, 1, 0, 1, 0; O (seat 2) plays row 10.
    let s = play(&s, "lot:X a1 a10 b1 b10 c1 c10 d1 d10 e1");
    assert_eq!(won(&s).side, Side::X);
    assert_eq!(s.side(Side::X).member(), 1);
    // O lost and starts: seat 2 moves on to the next round and places.
    assert_eq!(s.to_act(), Actor::Seat(Seat(2)));
    let s = play(&s, "next a5");
    // X's next turn is member 1's (seat 1), not member 0's again.
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
    assert_eq!(s.apply_as(Seat(0), &mv("b5")), Err(MoveError::NotYourTurn));
}

#[test]
fn s7_mission_coverage_counts_map_pieces() {
    // X's Mission card 2 marks d3 for a green X, where X's Map card 0 has
    // put one: the Map set-up already covers one mark (3 bonus points).
    let s = with(|c| {
        c.variants.map = true;
        c.variants.mission = true;
    });
    let mut s = play(&s, "lot:X map:X:0 map:O:1 mission:0:2 mission:1:3");
    for (x, o) in [("a1", "a10"), ("b1", "b10"), ("c1", "c10"), ("d1", "d10")] {
        s = play(&s, &format!("{x} {o}"));
    }
    let s = play(&s, "e1");
    let w = won(&s);
    assert_eq!((w.line_points, w.bonus, w.mission_knockout), (5, 3, false));
}

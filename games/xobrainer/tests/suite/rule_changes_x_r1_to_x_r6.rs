//! Rules revision 2 (spec §10): one test group per change id, `x_r1_*` ..
//! `x_r6_*`. Each was written before its change and run against the
//! revision-1 engine (where `x_r6_*` already passed: see the crate docs).

use crate::common;

use board_core::grid::Coord;
use board_core::{Actor, Game, Observe, Seat};
use common::{E, mv, play, scenario};
use xobrainer::*;

fn with(f: impl FnOnce(&mut Config)) -> State {
    let mut c = Config::default();
    f(&mut c);
    State::new(c).unwrap()
}

fn won(s: &State) -> RoundScore {
    match s.last_round() {
        Some(EndReason::Won(w)) => w,
        other => panic!("no win: {other:?}\n{}", s.picture()),
    }
}

fn chance_moves(s: &State) -> Vec<String> {
    s.chance_outcomes().iter().map(|(m, _)| m.to_string()).collect()
}

/// A square layout of `n x n`, 1 dot everywhere but 2 on the knockout
/// squares near the corners.
fn square_layout(n: u8) -> Layout {
    let rows = vec![vec![1u8; n as usize]; n as usize];
    let k = [(1, 1), (1, n - 2), (n - 2, 1), (n - 2, n - 2)];
    let mut layout = Layout::from_table(&rows, &k).unwrap();
    for &(r, c) in &k {
        layout.dots[r as usize * n as usize + c as usize] = 2;
    }
    layout
}

// ---- X-R1: one 25-card deck, drawn without replacement within a round ----

#[test]
fn x_r1_a_map_card_cannot_be_drawn_as_a_mission_card() {
    let s = with(|c| {
        c.variants.map = true;
        c.variants.mission = true;
    });
    let s = play(&s, "lot:X map:X:0 map:O:1");
    // Neither Map card is in the deck any more: 23 Mission outcomes.
    let outcomes = chance_moves(&s);
    assert_eq!(outcomes.len(), 23, "{outcomes:?}");
    for taken in [0u8, 1] {
        let m: Move = format!("mission:0:{taken}").parse().unwrap();
        assert_eq!(s.apply(&m), Err(MoveError::CardTaken(taken)), "card {taken}");
    }
    assert!(s.apply(&mv("mission:0:2")).is_ok());
}

#[test]
fn x_r1_no_two_cards_of_a_round_are_the_same_card() {
    let s = with(|c| {
        c.variants.map = true;
        c.variants.mission = true;
        c.team_sizes = BySide([2, 2]);
    });
    let s = play(&s, "lot:O map:X:3 map:O:1 mission:0:5 mission:1:6 mission:2:7");
    for taken in [3u8, 1, 5, 6, 7] {
        let m: Move = format!("mission:3:{taken}").parse().unwrap();
        assert_eq!(s.apply(&m), Err(MoveError::CardTaken(taken)));
    }
    assert_eq!(chance_moves(&s).len(), 20);
    let done = play(&s, "mission:3:8");
    assert_eq!(done.to_act(), Actor::Seat(Seat(2)));
}

// ---- X-R2: a Mission card per player, hidden from teammates too ----

#[test]
fn x_r2_every_player_draws_a_mission_card_in_seat_order() {
    let s = with(|c| {
        c.variants.mission = true;
        c.team_sizes = BySide([2, 1]);
    });
    let mut s = play(&s, "lot:X");
    let mut due = vec![];
    while s.to_act() == Actor::Chance {
        due.push(s.pending().unwrap().to_string());
        let m = s.chance_outcomes()[0].0;
        s = s.apply(&m).unwrap();
    }
    assert_eq!(due.len(), 3, "{due:?}");
    let text = s.to_string();
    // X's two players hold cards 0 and 1, O's player card 2.
    assert!(text.contains(":0:-:0.1 ") && text.contains(":0:-:2 "), "{text}");
}

#[test]
fn x_r2_a_seat_sees_only_its_own_mission_card() {
    let s = with(|c| {
        c.variants.mission = true;
        c.team_sizes = BySide([2, 1]);
    });
    let s = play(&s, "lot:X mission:0:4 mission:1:5 mission:2:6");
    for seat in 0..3u8 {
        let v = s.view(Seat(seat));
        for other in 0..3u8 {
            let expect = if other == seat {
                MissionView::Known(4 + other)
            } else {
                MissionView::Hidden
            };
            assert_eq!(v.missions[other as usize], expect, "seat {seat} sees seat {other}");
        }
    }
    // Determinizing for seat 0 keeps its card and redraws its teammate's.
    let mut changed = false;
    for seed in 0..40 {
        let d = board_core::bots::Determinize::determinize(&s, Seat(0), &mut board_core::testkit::rng(seed));
        assert_eq!(d.mission_of(Seat(0)), Some(4));
        changed |= d.mission_of(Seat(1)) != Some(5);
        assert!(d.validate().is_ok());
    }
    assert!(changed);
}

#[test]
fn x_r2_bonus_and_knockout_count_per_card() {
    // X (two players) holds cards 3 and 9. Card 3: own c7 g7 b6, off e7;
    // card 9: own d10 e10 d9, off c10. X covers c7 and b6 (green X) and e7
    // (red X) of card 3, and d10 (green X) of card 9, then completes the
    // green row a5-e5.
    let cfg = "bo5,random,2v1,std,std";
    // O's eight pieces (turns alternate) on the top rows, away from the cards.
    let rows = [
        "O.O.O.O.O.",
        ".O.O.O....",
        E,
        E,
        "XXXX......",
        ".X........",
        "..X.x.....",
        E,
        E,
        "...X......",
    ];
    let base = scenario(cfg, &rows, Side::X, ["g", "r"], [None, None]);
    let text = base
        .to_string()
        .replace("random,2v1", "random+mission,2v1")
        .replacen(":0:-:- ", ":0:-:3.9 ", 1)
        .replacen(":0:-:- ", ":0:-:7 ", 1);
    let s: State = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    let s = play(&s, "e5");
    let w = won(&s);
    // 3 marks of card 3 and 1 of card 9: 4 x 3 bonus, no card complete.
    assert_eq!((w.line_points, w.bonus, w.mission_knockout), (9, 12, false));
    // Covering all four marks of one member's card is a knockout.
    let rows = [
        "O.O.O.O.O.",
        ".O.O.O....",
        E,
        E,
        "XXXX......",
        ".X........",
        "..X.x.X...",
        E,
        E,
        E,
    ];
    let base = scenario(cfg, &rows, Side::X, ["g", "r"], [None, None]);
    let text = base
        .to_string()
        .replace("random,2v1", "random+mission,2v1")
        .replacen(":0:-:- ", ":0:-:9.3 ", 1)
        .replacen(":0:-:- ", ":0:-:7 ", 1);
    let s = play(&text.parse::<State>().unwrap_or_else(|e| panic!("{e}\n{text}")), "e5");
    let w = won(&s);
    assert_eq!((w.bonus, w.mission_knockout, s.phase()), (12, true, Phase::GameOver));
}

// ---- X-R3: the void round starts when the side to act has no piece ----

/// Plays a round of `state` to its end, each side taking the first legal
/// move that does not end the round, O timing out on its first `timeouts`
/// turns. Returns the state at the round's end and the sides that acted.
fn play_out_without_lines(state: &State, timeouts: usize) -> (State, Vec<Side>) {
    let mut s = state.clone();
    let mut sides = vec![];
    let mut o_turns = 0;
    while s.phase() == Phase::Play {
        let side = s.side_to_move();
        let moves = s.legal_moves();
        let m = if side == Side::O && o_turns < timeouts {
            Move::Timeout
        } else {
            *moves
                .iter()
                .filter(|m| **m != Move::Timeout)
                .find(|m| s.apply(m).unwrap().phase() == Phase::Play)
                .or_else(|| moves.iter().find(|m| **m != Move::Timeout))
                .unwrap()
        };
        if side == Side::O {
            o_turns += 1;
        }
        sides.push(side);
        s = s.apply(&m).unwrap();
    }
    (s, sides)
}

#[test]
fn x_r3_void_when_the_side_to_act_has_no_piece_and_nobody_moves_twice() {
    let layout = square_layout(12);
    let s = with(|c| {
        c.variants.time_bomb = Some(TimeBomb::Secs10);
        c.layout = layout;
        c.format = MatchFormat::OneRound;
    });
    let s = play(&s, "lot:X");
    let (end, sides) = play_out_without_lines(&s, 2);
    assert_eq!(end.last_round(), Some(EndReason::Void), "{}", end.picture());
    // The sides alternate to the very end.
    assert!(sides.windows(2).all(|w| w[0] != w[1]), "{sides:?}");
    // X ran out first (O lost two moves): O took one more turn, then X had
    // no piece left. O still holds two pieces.
    assert_eq!(sides.last(), Some(&Side::O));
    assert_eq!(end.board().occupied().count(), 32 + 30);
}

// ---- X-R4: layouts from 5 x 5 up to 16 x 16 ----

#[test]
fn x_r4_layouts_up_to_16_by_16_are_valid() {
    for (r, c) in [(5u8, 16u8), (16, 5), (11, 12), (12, 12), (16, 16), (13, 16)] {
        let rows = vec![vec![1u8; c as usize]; r as usize];
        let layout =
            Layout::from_table(&rows, &[(0, 0), (0, 1), (1, 0), (1, 1)]).unwrap_or_else(|e| panic!("{r}x{c}: {e}"));
        let s = State::new(Config {
            layout,
            ..Config::default()
        })
        .unwrap_or_else(|e| panic!("{r}x{c}: {e}"));
        assert_eq!(s.size(), (r, c));
        let s = play(&s, "lot:X");
        assert_eq!(s.legal_moves().len(), r as usize * c as usize - 4);
        // The far corner is a square like any other.
        let corner = Coord::new(r - 1, c - 1);
        let t = s.apply(&Move::Place(corner)).unwrap();
        assert_eq!(t.piece_at(corner), Some(Piece::new(Side::X, Colour::Green)));
        assert_eq!(t.to_string().parse::<State>().unwrap(), t);
    }
}

#[test]
fn x_r4_a_17_by_17_or_4_by_4_layout_is_a_config_error() {
    let rows = vec![vec![1u8; 17]; 17];
    let err = Layout::from_table(&rows, &[(0, 0), (0, 1), (1, 0), (1, 1)]).unwrap_err();
    assert_eq!(err.problems, [ConfigProblem::BoardTooLarge { rows: 17, cols: 17 }]);
    assert_eq!(
        err.to_string(),
        "invalid config: board 17x17 is too large (at most 16x16)"
    );
    let rows = vec![vec![1u8; 17]; 5];
    assert!(Layout::from_table(&rows, &[(0, 0), (0, 1), (1, 0), (1, 1)]).is_err());
    let rows = vec![vec![1u8; 4]; 4];
    let err = Layout::from_table(&rows, &[(0, 0), (0, 1), (1, 0), (1, 1)]).unwrap_err();
    assert_eq!(err.problems, [ConfigProblem::BoardTooSmall { rows: 4, cols: 4 }]);
}

#[test]
fn x_r4_lines_on_a_16_by_16_board_in_all_directions_and_not_across_edges() {
    let base = with(|c| {
        c.layout = square_layout(16);
        c.variants.random = true;
    });
    let text = base.to_string();
    let cfg = text.split(' ').next().unwrap();
    let e16 = "................";
    let board = |marks: &[(usize, usize, u8)]| -> Vec<String> {
        let mut rows: Vec<Vec<u8>> = vec![e16.bytes().collect(); 16];
        for &(r, c, p) in marks {
            rows[r][c] = p;
        }
        rows.into_iter().map(|r| String::from_utf8(r).unwrap()).collect()
    };
    let run = |marks: &[(usize, usize, u8)], turn: Side, last: &str| -> State {
        // The other side's four turns (turns alternate), on the top row.
        let other = if turn == Side::X { b'O' } else { b'X' };
        let mut marks = marks.to_vec();
        marks.extend([(0, 0, other), (0, 2, other), (0, 4, other), (0, 6, other)]);
        let rows = board(&marks);
        let rows: Vec<&str> = rows.iter().map(|r| r.as_str()).collect();
        play(&scenario(cfg, &rows, turn, ["g", "r"], [None, None]), last)
    };
    // East along the bottom row, ending on the last square.
    let s = run(
        &[(15, 11, b'X'), (15, 12, b'X'), (15, 13, b'X'), (15, 14, b'X')],
        Side::X,
        "(15,15)",
    );
    assert_eq!((won(&s).side, won(&s).line_points), (Side::X, 5));
    // A row split across the right edge is no line.
    let s = run(
        &[(9, 13, b'X'), (9, 14, b'X'), (9, 15, b'X'), (10, 0, b'X')],
        Side::X,
        "(10,1)",
    );
    assert_eq!(s.phase(), Phase::Play);
    // Diagonals and a column through the lower half (beyond square 128).
    for (squares, last) in [
        ([(11, 3), (12, 4), (13, 5), (14, 6)], "(15,7)"),
        ([(11, 12), (12, 11), (13, 10), (14, 9)], "(15,8)"),
        ([(3, 15), (4, 15), (5, 15), (6, 15)], "(7,15)"),
    ] {
        let marks: Vec<(usize, usize, u8)> = squares.iter().map(|&(r, c)| (r, c, b'O')).collect();
        let s = run(&marks, Side::O, last);
        assert_eq!(won(&s).side, Side::O, "{last}");
    }
}

// ---- X-R5: teams of up to 8 players per side ----

#[test]
fn x_r5_teams_of_up_to_8_players() {
    let s = with(|c| c.team_sizes = BySide([8, 5]));
    assert_eq!(s.num_seats(), 13);
    let s = play(&s, "lot:O");
    assert_eq!(s.to_act(), Actor::Seat(Seat(8)));
    let parsed: State = s.to_string().parse().unwrap();
    assert_eq!(parsed, s);
    let c = Config {
        team_sizes: BySide([9, 1]),
        ..Config::default()
    };
    let err = State::new(c).unwrap_err();
    assert_eq!(err.problems, [ConfigProblem::TeamSize { side: Side::X, size: 9 }]);
    assert_eq!(err.to_string(), "invalid config: side X has 9 players, not 1-8");
}

// ---- X-R6: knockout rounds book their line's dots ----

#[test]
fn x_r6_a_knockout_round_books_the_lines_dots_knockout_square_included() {
    // Red X on c3 (knockout square, 2 dots) in the row a3-e3: 1+1+2+2+2.
    let rows = [E, E, "XX.XX.....", E, E, E, E, E, E, "..O.O.O.O."];
    let s = play(
        &scenario("points50,random,1v1,std,std", &rows, Side::X, ["r", "r"], [None, None]),
        "c3",
    );
    let w = won(&s);
    assert_eq!((w.line_points, w.square_knockout), (8, true));
    assert_eq!(s.score().total, BySide([8, 0]));
    assert_eq!((s.phase(), s.winner()), (Phase::GameOver, Some(Side::X)));
}

// ---- Bad input for the revision-2 configs and notation ----

#[test]
fn x_r1_a_deck_too_small_for_a_rounds_draws_is_a_config_error() {
    let c = Config {
        deck: Card::default_deck().into_iter().take(10).collect(),
        team_sizes: BySide([8, 8]),
        variants: Variants {
            map: true,
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let err = State::new(c).unwrap_err();
    assert!(err.problems.contains(&ConfigProblem::DeckSize(10)), "{err}");
    assert!(
        err.problems
            .contains(&ConfigProblem::DeckTooSmall { needed: 18, cards: 10 }),
        "{err}"
    );
    assert!(
        err.to_string().contains("a round draws 18 cards, the deck has 10"),
        "{err}"
    );
}

#[test]
fn x_r2_mission_fields_of_the_notation_are_checked() {
    let s = with(|c| {
        c.variants.mission = true;
        c.team_sizes = BySide([2, 1]);
    });
    let s = play(&s, "lot:X mission:0:4 mission:1:5 mission:2:6");
    let text = s.to_string();
    assert!(text.contains(":0:-:4.5 ") && text.contains(":0:-:6 "), "{text}");
    assert_eq!(text.parse::<State>().unwrap(), s);
    for (from, to) in [
        (":0:-:4.5 ", ":0:-:4 "),     // one card for two players
        (":0:-:4.5 ", ":0:-:4.5.7 "), // three cards for two players
        (":0:-:4.5 ", ":0:-:4.4 "),   // one card twice (X-R1)
        (":0:-:4.5 ", ":0:-:4.6 "),   // O's player's card
        (":0:-:4.5 ", ":0:-:-.5 "),   // seat 1 before seat 0
    ] {
        let bad = text.replacen(from, to, 1);
        assert!(bad.parse::<State>().is_err(), "{bad}");
    }
    // No card yet is spelled `-` alone, once per side.
    let fresh = play(
        &with(|c| {
            c.variants.mission = true;
            c.team_sizes = BySide([2, 1]);
        }),
        "lot:X",
    );
    let t = fresh.to_string();
    assert!(t.parse::<State>().is_ok());
    assert!(t.replacen(":0:-:- ", ":0:-:-.- ", 1).parse::<State>().is_err());
}

#[test]
fn x_r3_once_the_other_side_has_run_out_the_placer_does_not_place_again() {
    // A 5 x 5 board (TimeBomb and Random): X has no piece left (13 placed,
    // 19 green ones skipped once only knockout squares were empty) while O,
    // which timed out often, holds two green O. O places one on knockout
    // square a5; X, to act, has none: the round is void, O does not place
    // again. No line anywhere: every full row and column mixes shapes and
    // colours, and the empty corners break the diagonals.
    let layout = Layout::from_table(&[[1u8; 5]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let base = with(|c| {
        c.layout = layout;
        c.variants.random = true;
        c.variants.time_bomb = Some(TimeBomb::Secs10);
    });
    let text = base.to_string();
    let cfg = text.split(' ').next().unwrap();
    let s: State = format!(
        "{cfg} xXoOx/OxXxo/xOoXO/OxxoX/1XOx1 play OO 0g0r:-:19g0r:0:-:- 2g18r:gg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -"
    )
    .parse()
    .unwrap();
    assert_eq!(s.to_act(), Actor::Seat(Seat(1)));
    let s = play(&s, "a5");
    assert_eq!(s.last_round(), Some(EndReason::Void), "{}", s.picture());
    assert_eq!(s.side(Side::O).line_up().count(), 1);
}

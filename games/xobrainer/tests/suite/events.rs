//! Events, redaction, completeness and move hints.
//!
//! `check_events` (same result as `apply`, nothing appended on refusal,
//! redaction never telling more than the view, the public board rebuilt
//! from each seat's and a spectator's events after every move) and
//! `check_move_hints` over seeded matches in every variant combination,
//! with teams and on a small board (skips, void rounds); one unit test per
//! event kind with its event list written out; one snapshot of
//! a whole match's events. Scale with `TABLETOP_TEST_SCALE`.

use crate::common;

use board_core::events::{Narrate, Redact};
use board_core::grid::Coord;
use board_core::hints::{HintSet, MoveHints, Step};
use board_core::testkit::{check_events, check_move_hints, random_playout, rng};
use board_core::{Actor, Game, Seat};
use common::{mv, play};
use xobrainer::*;

fn scale() -> usize {
    board_core::testkit::test_scale()
}

/// All 16 combinations of Random/Map/Mission/TimeBomb.
fn all_variants() -> Vec<Variants> {
    (0..16u8)
        .map(|b| Variants {
            time_bomb: (b & 1 == 1).then_some(TimeBomb::Secs20),
            random: b & 2 != 0,
            map: b & 4 != 0,
            mission: b & 8 != 0,
        })
        .collect()
}

fn states(format: MatchFormat, teams: [u8; 2]) -> Vec<State> {
    all_variants()
        .into_iter()
        .map(|variants| {
            State::new(Config {
                format,
                variants,
                team_sizes: BySide(teams),
                ..Config::default()
            })
            .unwrap()
        })
        .collect()
}

/// A 5 x 5 board with knockout corners: it fills up, so pieces are skipped
/// (D7) and rounds are void (D3).
fn small(variants: Variants) -> State {
    let layout = Layout::from_table(&[[1u8, 2, 3, 2, 1]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let deck = (0..25u8)
        .map(|i| Card {
            own: [Coord::new(1, i % 5), Coord::new(2, i % 5), Coord::new(3, i % 5)],
            off: Coord::new(4, 1 + (i / 5) % 3),
        })
        .collect();
    State::new(Config {
        layout,
        deck,
        format: MatchFormat::Rounds(3),
        variants,
        ..Config::default()
    })
    .unwrap()
}

#[test]
fn events_one_round_every_variant() {
    let init = states(MatchFormat::OneRound, [1, 1]);
    let r = check_events(&init, 1, 64 * scale(), 400).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{r:?}");
    assert_eq!(r.games, 64 * scale());
}

#[test]
fn events_sets_points_and_teams() {
    let mut init = states(MatchFormat::Points(15), [2, 3]);
    init.extend(states(MatchFormat::Sets { best_of: 1 }, [1, 2]));
    let r = check_events(&init, 500, 32 * scale(), 1500).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{r:?}");
}

#[test]
fn events_small_board_skips_and_void_rounds() {
    let init: Vec<State> = all_variants().into_iter().map(small).collect();
    let r = check_events(&init, 900, 64 * scale(), 600).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{r:?}");
}

#[test]
fn move_hints_every_variant() {
    let mut init = states(MatchFormat::Rounds(2), [1, 1]);
    init.extend(all_variants().into_iter().map(small));
    let n = check_move_hints(&init, 7, 200 * scale(), 2000).unwrap_or_else(|e| panic!("{e}"));
    assert!(n > 1000, "{n}");
}

// ---- one unit test per event kind, the event list written out ----

fn sq(s: &str) -> Coord {
    s.parse().unwrap()
}

fn state(variants: Variants, format: MatchFormat) -> State {
    State::new(Config {
        variants,
        format,
        ..Config::default()
    })
    .unwrap()
}

/// The events of `m` at `s`, checked against `apply`.
fn events(s: &State, m: &str) -> (State, Vec<Event>) {
    let mut ev = Vec::new();
    let next = s.apply_narrated(&mv(m), &mut ev).unwrap_or_else(|e| panic!("{m}: {e}"));
    assert_eq!(next, s.apply(&mv(m)).unwrap());
    (next, ev)
}

const GX: Piece = Piece::new(Side::X, Colour::Green);
const RX: Piece = Piece::new(Side::X, Colour::Red);

/// X builds a1..e1 (green, green, green, red, green) while O places on
/// row 10; X's fifth piece on e1 makes the line.
const ROW1: &str = "a1 a10 b1 b10 c1 c10 d1 d10";

#[test]
fn lot() {
    let s = State::new(Config::default()).unwrap();
    let (_, ev) = events(&s, "lot:O");
    assert_eq!(ev, [Event::Lot { starter: Side::O }]);
    assert_eq!(ev[0].to_string(), "The lot says O starts");
}

#[test]
fn piece_placed() {
    let s = play(&State::new(Config::default()).unwrap(), "lot:X");
    let (_, ev) = events(&s, "e5");
    assert_eq!(
        ev,
        [Event::PiecePlaced {
            seat: Seat(0),
            square: sq("e5"),
            piece: GX
        }]
    );
    assert_eq!(ev[0].to_string(), "X (seat 0) places a green X on e5");
}

#[test]
fn line_up_filled_after_the_fourth_piece() {
    let s = play(&State::new(Config::default()).unwrap(), "lot:X a1 a10 b1 b10 c1 c10");
    let (_, ev) = events(&s, "d1");
    use Colour::{Green as G, Red as R};
    assert_eq!(
        ev,
        [
            Event::PiecePlaced {
                seat: Seat(0),
                square: sq("d1"),
                piece: RX
            },
            Event::LineUpFilled {
                side: Side::X,
                line_up: vec![G, G, G, R]
            },
        ]
    );
    assert_eq!(ev[1].to_string(), "X's next pieces: green green green red");
}

#[test]
fn line_made_points_booked_round_over_then_round_started() {
    let s = play(&State::new(Config::default()).unwrap(), &format!("lot:X {ROW1}"));
    let (s, ev) = events(&s, "e1");
    let win = RoundScore {
        side: Side::X,
        line_points: 5,
        bonus: 0,
        square_knockout: false,
        mission_knockout: false,
    };
    let mut score = Score::default();
    score.points[Side::X] = 5;
    score.total[Side::X] = 5;
    score.rounds = 1;
    score.rounds_won[Side::X] = 1;
    assert_eq!(
        ev,
        [
            Event::PiecePlaced {
                seat: Seat(0),
                square: sq("e1"),
                piece: GX
            },
            Event::LineMade {
                side: Side::X,
                squares: ["a1", "b1", "c1", "d1", "e1"].map(sq).to_vec()
            },
            Event::PointsBooked { win, score },
            Event::RoundOver { winner: Side::X },
        ]
    );
    let text: Vec<String> = ev.iter().map(ToString::to_string).collect();
    assert_eq!(
        text[1..],
        [
            "X makes five in a row: a1 b1 c1 d1 e1",
            "X scores 5; points X 5 - O 0, total X 5 - O 0",
            "Round over: X wins the round"
        ]
    );
    // The loser starts the next round.
    let (_, ev) = events(&s, "next");
    assert_eq!(ev, [Event::RoundStarted { starter: Side::O }]);
}

#[test]
fn knockout_and_game_over() {
    // c3 is a knockout square: X's red (fourth) piece goes there.
    let s = play(
        &State::new(Config::default()).unwrap(),
        "lot:X a3 a10 b3 b10 d3 c10 c3 d10",
    );
    let (_, ev) = events(&s, "e3");
    let win = RoundScore {
        side: Side::X,
        line_points: 8,
        bonus: 0,
        square_knockout: true,
        mission_knockout: false,
    };
    let mut score = Score::default();
    score.points[Side::X] = 8;
    score.total[Side::X] = 8;
    score.rounds = 1;
    score.rounds_won[Side::X] = 1;
    assert_eq!(
        ev[1..],
        [
            Event::LineMade {
                side: Side::X,
                squares: ["a3", "b3", "c3", "d3", "e3"].map(sq).to_vec()
            },
            Event::PointsBooked { win, score },
            Event::Knockout {
                side: Side::X,
                squares: vec![sq("c3")],
                mission: false
            },
            Event::RoundOver { winner: Side::X },
            Event::GameOver { winner: Some(Side::X) },
        ]
    );
    assert_eq!(ev[3].to_string(), "Knockout for X: the line crosses knockout square c3");
    assert_eq!(ev[5].to_string(), "Match over: X wins");
}

#[test]
fn set_won() {
    // A 5 x 5 board of 6-dot squares: one line is 30 points, a set.
    let layout = Layout::from_table(&[[6u8; 5]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let deck = (0..25u8)
        .map(|i| Card {
            own: [Coord::new(1, i % 5), Coord::new(2, i % 5), Coord::new(3, i % 5)],
            off: Coord::new(4, 1 + (i / 5) % 3),
        })
        .collect();
    let s = State::new(Config {
        layout,
        deck,
        format: MatchFormat::Sets { best_of: 3 },
        ..Config::default()
    })
    .unwrap();
    let s = play(&s, "lot:X a2 a4 b2 b4 c2 c4 d2 d4");
    let (_, ev) = events(&s, "e2");
    let mut score = Score::default();
    score.sets[Side::X] = 1;
    score.total[Side::X] = 30;
    score.rounds = 1;
    score.rounds_won[Side::X] = 1;
    assert_eq!(
        ev[2..],
        [
            Event::PointsBooked {
                win: RoundScore {
                    side: Side::X,
                    line_points: 30,
                    bonus: 0,
                    square_knockout: false,
                    mission_knockout: false
                },
                score
            },
            Event::SetWon {
                side: Side::X,
                sets: BySide([1, 0])
            },
            Event::RoundOver { winner: Side::X },
        ]
    );
    assert_eq!(ev[3].to_string(), "X wins the set; sets X 1 - O 0");
}

#[test]
fn map_pieces_set() {
    let v = Variants {
        map: true,
        ..Variants::default()
    };
    let s = play(&state(v, MatchFormat::OneRound), "lot:X");
    let card = s.card(4).unwrap();
    let (next, ev) = events(&s, "map:X:4");
    assert_eq!(
        ev,
        [Event::MapPiecesSet {
            side: Side::X,
            card: 4,
            own: card.own,
            off: card.off
        }]
    );
    for c in card.own {
        assert_eq!(next.piece_at(c), Some(GX));
    }
    assert_eq!(next.piece_at(card.off), Some(RX));
    let [a, b, c] = card.own;
    assert_eq!(
        ev[0].to_string(),
        format!(
            "X's Map card 4 sets a green X on {a} {b} {c} and a red X on {}",
            card.off
        )
    );
}

#[test]
fn mission_card_drawn_is_shown_only_to_its_holder_until_the_round_ends() {
    let v = Variants {
        mission: true,
        ..Variants::default()
    };
    let s = play(&state(v, MatchFormat::OneRound), "lot:X");
    let (s, ev) = events(&s, "mission:0:12");
    let drawn = Event::MissionCardDrawn {
        seat: Seat(0),
        side: Side::X,
        card: Some(12),
    };
    let hidden = Event::MissionCardDrawn {
        seat: Seat(0),
        side: Side::X,
        card: None,
    };
    assert_eq!(ev, std::slice::from_ref(&drawn));
    assert_eq!(drawn.seen_by(Seat(0)), drawn);
    assert_eq!(drawn.seen_by(Seat(1)), hidden);
    assert_eq!(drawn.public(), hidden);
    assert_eq!(drawn.to_string(), "X (seat 0) draws Mission card 12");
    assert_eq!(hidden.to_string(), "X (seat 0) draws a Mission card");
    // The round's end shows every card, to everybody.
    let s = play(&s, &format!("mission:1:3 {ROW1}"));
    let (s, ev) = events(&s, "e1");
    let shown = Event::MissionCardsRevealed {
        cards: vec![Some(12), Some(3)],
    };
    let win = match s.last_round() {
        Some(EndReason::Won(w)) => w,
        r => panic!("{r:?}"),
    };
    assert_eq!(
        ev[1..],
        [
            Event::LineMade {
                side: Side::X,
                squares: ["a1", "b1", "c1", "d1", "e1"].map(sq).to_vec()
            },
            shown.clone(),
            Event::PointsBooked { win, score: *s.score() },
            Event::RoundOver { winner: Side::X },
            Event::GameOver { winner: Some(Side::X) },
        ]
    );
    assert_eq!(shown.public(), shown);
    assert_eq!(shown.to_string(), "Mission cards shown: seat 0 card 12, seat 1 card 3");
}

#[test]
fn bag_draw_and_drawing_started() {
    let v = Variants {
        random: true,
        ..Variants::default()
    };
    let s = play(&state(v, MatchFormat::OneRound), "lot:X");
    let (_, ev) = events(&s, "draw:X:r");
    assert_eq!(
        ev,
        [Event::BagDraw {
            side: Side::X,
            colour: Colour::Red
        }]
    );
    assert_eq!(ev[0].to_string(), "X draws a red piece from the bag");
    // Four green each, then X's fourth placement empties its line-up.
    let s = play(
        &s,
        "draw:X:g draw:X:g draw:X:g draw:X:g draw:O:r draw:O:r draw:O:r draw:O:r a1 a10 b1 b10 c1 c10",
    );
    let (_, ev) = events(&s, "e5");
    assert_eq!(ev[1..], [Event::DrawingStarted { side: Side::X }]);
    assert_eq!(ev[1].to_string(), "X's line-up is empty: X draws from the bag");
}

#[test]
fn timed_out() {
    let v = Variants {
        time_bomb: Some(TimeBomb::Secs10),
        ..Variants::default()
    };
    let s = play(&state(v, MatchFormat::OneRound), "lot:X e5");
    let (_, ev) = events(&s, "timeout");
    let o = Piece::new(Side::O, Colour::Red);
    assert_eq!(
        ev,
        [Event::TimedOut {
            seat: Seat(1),
            side: Side::O,
            piece: Some(o)
        }]
    );
    assert_eq!(ev[0].to_string(), "O (seat 1) runs out of time; the red O stays next");
}

/// Plays seeded games on the small board until `want` holds of a move.
fn find(want: impl Fn(&State, &Move) -> bool) -> (State, Move) {
    for seed in 0..500 {
        let start = small(Variants::default());
        let p = random_playout(&start, &mut rng(seed), 2000);
        let mut s = start;
        for m in &p.moves {
            if want(&s, m) {
                return (s, *m);
            }
            s = s.apply(m).unwrap();
        }
    }
    panic!("no such move in 500 games");
}

#[test]
fn piece_skipped() {
    let (s, m) = find(|_, m| *m == Move::Pass);
    let piece = s.next_piece().unwrap();
    let Some(Actor::Seat(seat)) = Some(s.to_act()) else {
        unreachable!()
    };
    let (_, ev) = events(&s, &m.to_string());
    assert_eq!(ev[0], Event::PieceSkipped { seat, piece });
    assert!(ev[0].to_string().ends_with(": no square is open to it"), "{}", ev[0]);
}

#[test]
fn void_round() {
    let (s, m) = find(|s, m| {
        matches!(s.apply(m).map(|n| n.last_round()), Ok(Some(EndReason::Void)))
            && s.last_round() != Some(EndReason::Void)
    });
    let (next, ev) = events(&s, &m.to_string());
    assert_eq!(ev.last(), Some(&Event::VoidRound));
    assert_eq!(next.phase(), Phase::RoundOver);
    assert_eq!(
        ev.last().unwrap().to_string(),
        "Round over: void, every piece is played without a line; it is replayed"
    );
}

#[test]
fn refused_move_appends_nothing() {
    let s = play(&State::new(Config::default()).unwrap(), "lot:X e5");
    let mut ev = Vec::new();
    assert_eq!(s.apply_narrated(&mv("e5"), &mut ev), Err(MoveError::Occupied(sq("e5"))));
    assert!(ev.is_empty());
}

#[test]
fn hints_a_placement_is_one_click_on_its_square() {
    let v = Variants {
        time_bomb: Some(TimeBomb::Secs30),
        ..Variants::default()
    };
    let s = state(v, MatchFormat::OneRound);
    assert!(s.move_hints().is_empty(), "the lot is chance");
    let s = play(&s, "lot:X");
    let hints = s.move_hints();
    assert_eq!(hints.len(), s.legal_moves().len());
    let set = HintSet::new(&hints);
    assert_eq!(set.complete(&[Step::square("e5")]), Some(&mv("e5")));
    assert_eq!(set.complete(&[Step::choice("timeout")]), Some(&Move::Timeout));
    assert!(
        set.complete(&[Step::square("c3")]).is_none(),
        "a green X may not go on a knockout square"
    );
    let s = play(&State::new(Config::default()).unwrap(), &format!("lot:X {ROW1} e1"));
    let hints = s.move_hints();
    assert_eq!(hints.len(), 1);
    assert_eq!(hints[0].steps, [Step::choice("next")]);
}

// A whole seeded match (Map and Mission, two rounds, seed 14) with its events as seat 0 hears them:
// tabletop's playthrough snapshot `xobrainer_map_and_mission_two_rounds_as_seat_0_hears_it`
// (tabletop/tests/suite/playthrough.rs) records it, with every state.

// ---- views: Display and serde ----

/// Seeded Mission matches with teams, every few plies.
fn view_positions() -> Vec<State> {
    let v = Variants {
        map: true,
        mission: true,
        random: true,
        ..Variants::default()
    };
    let start = State::new(Config {
        variants: v,
        format: MatchFormat::Rounds(2),
        team_sizes: BySide([2, 1]),
        ..Config::default()
    })
    .unwrap();
    let mut out = Vec::new();
    for seed in 0..6 * scale() as u64 {
        let p = random_playout(&start, &mut rng(seed), 3000);
        let mut s = start.clone();
        for (k, m) in p.moves.iter().enumerate() {
            s = s.apply(m).unwrap();
            if k % 7 == 0 || s.phase() != Phase::Play {
                out.push(s.clone());
            }
        }
    }
    out
}

#[test]
fn view_display_draws_the_seat_s_side() {
    use board_core::Observe;
    let v = Variants {
        mission: true,
        ..Variants::default()
    };
    let s = play(&state(v, MatchFormat::OneRound), "lot:X mission:0:12 mission:1:3 e5");
    let text = s.view(Seat(1)).to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "O's view (seat 1)");
    assert_eq!(lines[1].trim_end(), "      a   b   c   d   e   f   g   h   i   j");
    assert!(lines[6].contains(" Xg "), "e5 holds the green X: {text}");
    assert!(lines[4].contains("[.2]"), "c3 is a knockout square: {text}");
    assert!(text.contains("mission cards: seat 0 hidden seat 1 card 3"), "{text}");
    assert!(text.ends_with("O (seat 1) to place a red O\n"), "{text}");
    let text = s.view(Seat(0)).to_string();
    assert!(text.contains("mission cards: seat 0 card 12 seat 1 hidden"), "{text}");
    // Every view of every position draws its board and never shows a card
    // its seat may not see.
    for s in view_positions() {
        for seat in 0..3u8 {
            let view = s.view(Seat(seat));
            let text = view.to_string();
            assert!(text.lines().count() >= 13, "{text}");
            for (other, m) in s.missions().iter().enumerate() {
                if let (Some(c), MissionView::Hidden) = (m, view.missions[other]) {
                    assert!(!text.contains(&format!("seat {other} card {c}")), "{text}");
                }
            }
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn view_serde_round_trips() {
    use board_core::Observe;
    for s in view_positions() {
        for seat in 0..3u8 {
            let view = s.view(Seat(seat));
            let json = serde_json::to_string(&view).unwrap();
            let back: View = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
            assert_eq!(back, view, "{json}");
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn events_serde_tagged_by_type_and_round_trip() {
    let e = Event::PiecePlaced {
        seat: Seat(0),
        square: sq("e5"),
        piece: GX,
    };
    assert_eq!(
        serde_json::to_string(&e).unwrap(),
        r#"{"type":"piece_placed","seat":0,"square":"e5","piece":{"shape":"x","colour":"green"}}"#
    );
    assert_eq!(
        serde_json::to_string(&Event::VoidRound).unwrap(),
        r#"{"type":"void_round"}"#
    );
    // Every event of seeded matches, redacted or not.
    for s in view_positions().into_iter().step_by(5) {
        for m in s.legal_moves() {
            let mut ev = Vec::new();
            s.apply_narrated(&m, &mut ev).unwrap();
            for e in ev.iter().flat_map(|e| [e.clone(), e.public()]) {
                let json = serde_json::to_string(&e).unwrap();
                assert!(json.starts_with(r#"{"type":""#), "{json}");
                let back: Event = serde_json::from_str(&json).unwrap();
                assert_eq!(back, e, "{json}");
            }
        }
    }
}

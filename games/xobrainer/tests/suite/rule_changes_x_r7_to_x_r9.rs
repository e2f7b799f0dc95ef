//! Rules revision 3 (spec §11): one test group per change id, `x_r7_*` ..
//! `x_r9_*`. Each id writes down what the engine already did (checked
//! across thousands of seeded games); these tests pin it on hand-set
//! positions where the rule decides the result.

use crate::common;

use board_core::{Actor, Game, Prob, Seat};
use common::{E, play, scenario};
use xobrainer::*;

/// The Random config of the hand-set scenarios (any line-up colours).
const R: &str = "bo5,random,1v1,std,std";

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

/// The card numbers of the chance outcomes, each with its probability.
fn card_outcomes(s: &State) -> Vec<(u8, Prob)> {
    s.chance_outcomes()
        .into_iter()
        .map(|(m, p)| match m {
            Move::MapCard(_, i) | Move::MissionCard(_, i) => (i, p),
            other => panic!("not a card draw: {other}"),
        })
        .collect()
}

// ---- X-R7: set-aside Map cards go back before the Mission draws ----

/// X-R7: card 0 shares squares with seven other cards of the default deck.
/// When X's Map card is card 0, O's Map draw sets those aside (D5: only the
/// other 17 cards are outcomes), but they go back into the deck before the
/// Mission draws: the first Mission card is uniform over all 23 cards not on
/// the board as a Map, the set-aside ones included.
#[test]
fn x_r7_map_cards_set_aside_by_a_redraw_go_back_before_the_mission_draws() {
    let s = with(|c| {
        c.variants.map = true;
        c.variants.mission = true;
        c.team_sizes = BySide([2, 2]);
    });
    let s = play(&s, "lot:X map:X:0");
    let x_card = s.card(0).unwrap();
    let set_aside: Vec<u8> = (1..25).filter(|&i| s.card(i).unwrap().collides(&x_card)).collect();
    assert_eq!(set_aside, [2, 5, 6, 8, 11, 14, 20]);
    // O's Map draw: the colliding cards are set aside and another drawn.
    let map_draw = card_outcomes(&s);
    assert_eq!(map_draw.len(), 17);
    assert!(
        map_draw
            .iter()
            .all(|&(i, p)| !set_aside.contains(&i) && i != 0 && p == Prob::uniform(17))
    );
    for &i in &set_aside {
        assert_eq!(s.apply(&Move::MapCard(Side::O, i)), Err(MoveError::CardCollides(i)));
    }
    let s = play(&s, "map:O:1");
    // The Mission draws: every card but the two Maps on the board.
    let mission = card_outcomes(&s);
    let cards: Vec<u8> = mission.iter().map(|&(i, _)| i).collect();
    assert_eq!(cards, (2..25).collect::<Vec<u8>>());
    assert!(mission.iter().all(|&(_, p)| p == Prob::uniform(23)), "{mission:?}");
    for &i in &set_aside {
        assert!(cards.contains(&i), "set-aside card {i} is back in the deck");
    }
    // A set-aside card drawn as a Mission card is a player's card like any
    // other; the next player's draw lacks only the cards drawn so far.
    let s = play(&s, "mission:0:2");
    assert_eq!(s.mission_of(Seat(0)), Some(2));
    let next = card_outcomes(&s);
    assert_eq!(next.len(), 22);
    assert!(next.iter().all(|&(i, p)| i > 2 && p == Prob::uniform(22)));
    let s = play(&s, "mission:1:5 mission:2:6 mission:3:8");
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    assert_eq!(s.to_string().parse::<State>().unwrap(), s);
}

// ---- X-R8: simultaneous fives: only the placer's lines count ----

/// X-R8, points: X's red X on g5 completes O's red row c5-g5 (2+2+3+3+2 =
/// 12 dots) and X's own column g5-g9 (2+2+2+2+1 = 9). X, the placer, wins
/// with its own line's 9, not the better 12 of O's row; and the mirror for
/// O placing a green O. Without the placer's line the same placement gives
/// the other side its 12.
#[test]
fn x_r8_simultaneous_five_scores_only_the_placers_lines() {
    let rows = [
        E,
        E,
        E,
        E,
        "..OOOO....",
        "......X...",
        "......X...",
        "......X...",
        "......X...",
        E,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "g5");
    let w = won(&s);
    assert_eq!((w.side, w.line_points, w.square_knockout), (Side::X, 9, false));
    assert_eq!(s.score().total, BySide([9, 0]));
    // O's green O on g5: X's green row c5-g5 (12) and O's column (9).
    let rows = [
        E,
        E,
        E,
        E,
        "..XXXX....",
        "......O...",
        "......O...",
        "......O...",
        "......O...",
        E,
    ];
    let s = play(&scenario(R, &rows, Side::O, ["g", "g"], [None, None]), "g5");
    let w = won(&s);
    assert_eq!((w.side, w.line_points, w.square_knockout), (Side::O, 9, false));
    assert_eq!(s.score().total, BySide([0, 9]));
    // Without X's column the same red X gives O its row and its 12 dots.
    let rows = [E, E, E, E, "..OOOO....", E, E, E, E, "X.X.X.X..."];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "g5");
    assert_eq!((won(&s).side, won(&s).line_points), (Side::O, 12));
}

/// X-R8, knockout: O's green O on g3 completes X's green row c3-g3 through
/// the knockout square c3 (a green O sits there) and O's column g3-g7 (no
/// knockout square). O, the placer, wins the round; only its lines count,
/// so no knockout. And the other way round: X's red X on c4 completes its
/// column c4-c8 through knockout square c8 and O's red row c4-g4 (none):
/// the placer's knockout ends the match. Without O's column, the same
/// green O on g3 is X's knockout.
#[test]
fn x_r8_simultaneous_five_knocks_out_only_by_the_placers_lines() {
    let rows = [
        E,
        E,
        "..oXXX....",
        "......O...",
        "......O...",
        "......O...",
        "......O...",
        E,
        E,
        "X.X.......",
    ];
    let s = play(&scenario(R, &rows, Side::O, ["g", "g"], [None, None]), "g3");
    let w = won(&s);
    assert_eq!(
        (w.side, w.line_points, w.square_knockout, s.phase()),
        (Side::O, 10, false, Phase::RoundOver)
    );
    assert_eq!(s.winner(), None);
    // Without O's column the same green O gives X its row, a knockout.
    let rows = ["O.O.O.O...", E, "..oXXX....", E, E, E, E, E, E, "X.X......."];
    let s = play(&scenario(R, &rows, Side::O, ["g", "g"], [None, None]), "g3");
    assert_eq!(
        (won(&s).side, won(&s).square_knockout, s.phase()),
        (Side::X, true, Phase::GameOver)
    );
    let rows = [
        E,
        E,
        E,
        "...OOOO...",
        "..X.......",
        "..X.......",
        "..X.......",
        "..x.......",
        E,
        E,
    ];
    let s = play(&scenario(R, &rows, Side::X, ["r", "r"], [None, None]), "c4");
    let w = won(&s);
    assert_eq!(
        (w.side, w.line_points, w.square_knockout, s.phase()),
        (Side::X, 10, true, Phase::GameOver)
    );
    assert_eq!(s.winner(), Some(Side::X));
}

// ---- X-R9: a TimeBomb timeout uses up the team member's turn ----

/// X-R9: X has three players (seats 0-2), O two (seats 3, 4). A timeout
/// uses up the turn of the member whose turn it was: the other side's next
/// member acts, and the timed-out side's next turn goes to its next member,
/// with the piece the timed-out member did not place (D4).
#[test]
fn x_r9_a_timeout_uses_up_the_team_members_turn() {
    let s = with(|c| {
        c.variants.time_bomb = Some(TimeBomb::Secs10);
        c.team_sizes = BySide([3, 2]);
    });
    let mut s = play(&s, "lot:X");
    let mut seats = vec![s.to_act()];
    let mut x_piece_before_timeout = None;
    for m in [
        "a1", "a2", "timeout", "b2", "timeout", "c2", "c1", "timeout", "d1", "d2",
    ] {
        if m == "timeout" && s.side_to_move() == Side::X {
            x_piece_before_timeout = s.next_piece();
        }
        s = play(&s, m);
        if x_piece_before_timeout.is_some() && s.side_to_move() == Side::X {
            // D4: the piece stays next for the side's next member.
            assert_eq!(s.next_piece(), x_piece_before_timeout.take(), "after {m}");
        }
        seats.push(s.to_act());
        assert_eq!(s.to_string().parse::<State>().unwrap(), s, "after {m}");
    }
    let seat = |i| Actor::Seat(Seat(i));
    assert_eq!(
        seats,
        [
            seat(0), // places a1
            seat(3), // places a2
            seat(1), // times out: its turn is used up
            seat(4), // places b2: O's next member
            seat(2), // times out: X's next member after seat 1
            seat(3), // places c2
            seat(0), // places c1 (the piece seats 1 and 2 did not place)
            seat(4), // times out
            seat(1), // places d1
            seat(3), // places d2: O's next member after seat 4
            seat(2),
        ]
    );
}

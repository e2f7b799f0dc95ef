//! Events, redaction, move hints and views.
//!
//! `check_events` (the same result as `apply`, nothing appended on a
//! refusal, redaction, completeness: the public board rebuilt from the
//! events alone after every move) and `check_move_hints` over seeded games
//! of every mode, player count and knob; unit tests of each event kind with
//! the event list written out; a snapshot of one whole game's events.

use board_core::events::{Narrate, Redact};
use board_core::testkit::{check_events, check_move_hints};
use board_core::{Game, Observe, Seat};
use oduludo::events::Event;
use oduludo::*;
use oduludo::{
    ArrivalRule, BonusRule, LightningRule, PrisonerRule, RollRule, SixRule, StackRule, StandardEnd, UfoRule,
};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let base = Config::with_players(3);
    let mut v = vec![
        Config::with_players(2),
        Config::with_players(4),
        Config::team(),
        Config::last_pawn(2),
        Config::last_pawn(4),
        Config {
            roll_rule: RollRule::MayPass,
            ufo_rule: UfoRule::OncePerTurnCycle,
            ..base
        },
        Config {
            stack_rule: StackRule::LargerSendsAttackerBack,
            prisoner_rule: PrisonerRule::GoHome,
            ..base
        },
        Config {
            stack_rule: StackRule::AnyTakesAny,
            ..Config::team()
        },
        Config {
            standard_end: StandardEnd::ContinueToLoser,
            lightning_rule: LightningRule::Stay,
            ..Config::with_players(4)
        },
        Config {
            arrival_rule: ArrivalRule::TakeAnyway,
            six_rule: SixRule::ThirdSixEndsTurn,
            bonus_rule: BonusRule::CaptureAndEarth,
            ..base
        },
        Config {
            layout: Layout::V1,
            ..base
        },
        Config {
            layout: Layout::ONE_SUN,
            ..Config::with_players(2)
        },
    ];
    v.push(Config {
        layout: Layout::JUNCTION_50,
        ..Config::team()
    });
    v
}

fn initial() -> Vec<State> {
    configs().into_iter().map(|c| State::new(c).unwrap()).collect()
}

#[test]
fn check_events_over_seeded_games_of_every_config() {
    let n = 100 * scale();
    let r = check_events(&initial(), 14_000, n, 300).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, n);
    eprintln!("{r:?}");
}

#[test]
fn check_events_whole_games() {
    let n = 13 * scale();
    let r = check_events(&initial(), 14_500, n, 5_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r.games, n);
}

#[test]
fn move_hints_reach_every_legal_move_once() {
    let n = 600 * scale();
    let checked = check_move_hints(&initial(), 14_900, n, 600).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked > n);
}

// ---------- each event kind, with the event list written out ----------

use crate::common;
use common::*;

/// The events of `m` applied to `s`, in plain English.
fn said(s: &State, m: &str) -> Vec<String> {
    let mv: Move = m.parse().unwrap();
    let mut events = Vec::new();
    let next = s
        .apply_narrated(&mv, &mut events)
        .unwrap_or_else(|e| panic!("{m}: {e}"));
    assert_eq!(Ok(next), s.apply(&mv));
    events.iter().map(|e| e.to_string()).collect()
}

fn rolled(s: State, n: u8) -> State {
    go(&s, &format!("roll:{n}"))
}

#[test]
fn start_roll_and_turn_events() {
    let s = State::new(two()).unwrap();
    assert_eq!(said(&s, "start:B"), ["Blue starts"]);
    let s = go(&s, "start:B");
    assert_eq!(said(&s, "roll:3"), ["Blue rolled 3"]);
    let s = go(&s, "roll:3");
    assert_eq!(said(&s, "pass"), ["Blue passed", "Blue tries again for a 1 or 6"]);
    let s = go(&go(&go(&go(&s, "pass"), "roll:2"), "pass"), "roll:4");
    assert_eq!(said(&s, "pass"), ["Blue passed", "Green to play"]);
}

#[test]
fn enter_and_six_roll_again() {
    let s = rolled(pos(two(), "", "roll", ""), 6);
    assert_eq!(
        said(&s, "enter Q"),
        ["Green's Queen entered on r0", "Green rolls again"]
    );
}

#[test]
fn third_six_ends_the_turn() {
    let cfg = Config {
        six_rule: SixRule::ThirdSixEndsTurn,
        ..two()
    };
    let s = pos(cfg, "G:H,H,H,H,r5", "roll", "z=2");
    assert_eq!(
        said(&s, "roll:6"),
        ["Green rolled 6", "Green's third 6 ends the turn", "Blue to play"]
    );
}

#[test]
fn moved_path_and_bounce_and_earth() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r5", "roll", ""), 2);
    assert_eq!(
        said(&s, "r5+2"),
        ["Green's Soldier and Green's Soldier moved r5-r6-r7", "Blue to play"]
    );
    // Exact landing: past the last globe and back.
    let s = rolled(pos(two(), "G:H,E,pG4,E,E", "roll", ""), 4);
    assert_eq!(
        said(&s, "p4+4"),
        ["Green's Soldier moved pG4-E-E-E-pG4", "Blue to play"]
    );
    let s = rolled(pos(two(), "G:H,H,H,H,pG3", "roll", ""), 2);
    assert_eq!(
        said(&s, "p3+2"),
        [
            "Green's Soldier moved pG3-pG4-E",
            "Green's Soldier reached Earth",
            "Blue to play"
        ]
    );
}

#[test]
fn star_extra_roll() {
    let s = rolled(pos(two(), "G:H,H,H,H,r1", "roll", ""), 2);
    assert_eq!(
        said(&s, "r1+2"),
        [
            "Green's Soldier moved r1-r2-r3",
            "Green landed on the Star r3: another roll",
            "Green rolls again"
        ]
    );
}

#[test]
fn sun_jumps_and_the_top_sun() {
    let s = rolled(pos(two(), "G:H,H,H,H,r2", "roll", ""), 2);
    assert_eq!(
        said(&s, "r2+2"),
        [
            "Green's Soldier moved r2-r3-r4",
            "Green's Soldier jumped from the Sun r4 to r11",
            "Blue to play"
        ]
    );
    let s = rolled(pos(two(), "G:H,H,H,H,r48", "roll", ""), 2);
    assert_eq!(
        said(&s, "r48+2"),
        [
            "Green's Soldier moved r48-r49-r50",
            "Green's Soldier jumped from the Sun r50 to Earth",
            "Green's Soldier reached Earth",
            "Blue to play"
        ]
    );
}

#[test]
fn queen_sun_choice() {
    let s = rolled(pos(two(), "G:H,r15,H,H,H", "roll", ""), 2);
    assert_eq!(
        said(&s, "r15+2"),
        [
            "Green's Queen moved r15-r16-r17",
            "Green's Queen on the Sun r17 chooses: forward or back"
        ]
    );
    let n = go(&s, "r15+2");
    assert_eq!(
        said(&n, "sun back"),
        [
            "Green chose to jump back",
            "Green's Queen jumped from the Sun r17 to r11",
            "Blue to play"
        ]
    );
}

#[test]
fn lightning_back_capture_and_kidnap() {
    let s = rolled(pos(two(), "G:H,H,H,H,r19 B:H,H,H,H,r9", "roll", ""), 3);
    assert_eq!(
        said(&s, "r19+3"),
        [
            "Green's Soldier moved r19-r20-r21-r22",
            "Green's Soldier went back by Lightning from r22 to r9",
            "Green landed on Blue's Soldier on r9: send back or kidnap"
        ]
    );
    let n = go(&s, "r19+3");
    assert_eq!(
        said(&n, "kidnap"),
        ["Green kidnapped Blue's Soldier on r9", "Blue to play"]
    );
    assert_eq!(
        said(&n, "sendback"),
        [
            "Green sent Blue's Soldier back from r9 to the spaceship",
            "Blue to play"
        ]
    );
}

#[test]
fn ufo_flight() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r5 B:H,H,H,H,r5*G", "roll", ""), 3);
    assert_eq!(
        said(&s, "r5+3"),
        [
            "Green's Soldier, Green's Soldier and Blue's Soldier (prisoner of Green) moved r5-r6-r7-r8",
            "Green's Soldier, Green's Soldier and Blue's Soldier (prisoner of Green) flew by Green's UFO from r8 to Earth",
            "Green's Soldier, Green's Soldier and Blue's Soldier (prisoner of Green) reached Earth",
            "Blue to play"
        ]
    );
}

#[test]
fn oduludo_offer_choice_faces_and_effects() {
    let s = rolled(pos(two(), "G:H,H,H,H,r2", "roll", ""), 4);
    assert_eq!(
        said(&s, "r2+4"),
        [
            "Green's Soldier moved r2-r3-r4-r5-r6",
            "Green may roll the ODULUDO die on r6"
        ]
    );
    let n = go(&s, "r2+4");
    assert_eq!(said(&n, "odulo no"), ["Green declines the ODULUDO die", "Blue to play"]);
    assert_eq!(said(&n, "odulo yes"), ["Green rolls the ODULUDO die"]);
    let odu = |pawns: &str, at: &str| pos(two(), pawns, &format!("oduroll:{at}"), "d=4");
    assert_eq!(
        said(&odu("G:H,H,H,H,r6", "r6"), "face:1"),
        [
            "The ODULUDO die shows 1: fly to Earth",
            "Green's Soldier flew from the ODULUDO ring r6 to Earth",
            "Green's Soldier reached Earth",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:r6,H,H,H,H", "r6"), "face:1"),
        [
            "The ODULUDO die shows 1: fly to Earth",
            "Green's group stays on r6",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:H,H,H,H,r6", "r6"), "face:3"),
        [
            "The ODULUDO die shows 3: jump two Suns on",
            "Green's Soldier jumped from the Sun r6 to r17",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:H,H,H,H,r19 B:H,H,H,H,r9", "r19"), "face:4"),
        [
            "The ODULUDO die shows 4: three squares forward",
            "Green's Soldier moved r19-r20-r21-r22",
            "Green's Soldier went back by Lightning from r22 to r9",
            "Green landed on Blue's Soldier on r9: send back or kidnap"
        ]
    );
    // A refused face-4 move (D6 knob "stay" on the first Lightning, a larger
    // group there): the group stays, and the trial's events are dropped.
    let stay = Config {
        lightning_rule: LightningRule::Stay,
        ..two()
    };
    let s = pos(stay, "G:H,H,H,H,r6 B:H,H,H,r9,r9", "oduroll:r6", "d=4");
    assert_eq!(
        said(&s, "face:4"),
        [
            "The ODULUDO die shows 4: three squares forward",
            "Green's group stays on r6",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:H,H,H,H,r19", "r19"), "face:5"),
        [
            "The ODULUDO die shows 5: back to the previous Lightning",
            "Green's Soldier went back by Lightning from r19 to r9",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:H,H,H,H,r19", "r19"), "face:6"),
        [
            "The ODULUDO die shows 6: back to the own Moon",
            "Green's Soldier went back from r19 to the own Moon r0",
            "Blue to play"
        ]
    );
    assert_eq!(
        said(&odu("G:H,H,H,H,r19 B:H,H,H,H,r0", "r19"), "face:6"),
        [
            "The ODULUDO die shows 6: back to the own Moon",
            "Green's group stays on r19",
            "Blue to play"
        ]
    );
}

#[test]
fn rescue_and_prisoners_passed_and_released() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(
        said(&s, "r5+2"),
        [
            "Green's Soldier moved r5-r6-r7",
            "Green rescued Green's Soldier (prisoner of Blue) on r7",
            "Green landed on Blue's Soldier on r7: send back or kidnap"
        ]
    );
    let three = Config::with_players(3);
    let s = rolled(pos(three, "G:H,H,H,H,r5 R:H,H,H,H,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!(
        said(&n, "sendback"),
        [
            "Green sent Blue's Soldier back from r7 to the spaceship",
            "Red's Soldier (prisoner of Blue) on r7 passed to Green as prisoners",
            "Red to play"
        ]
    );
    let home = Config {
        prisoner_rule: PrisonerRule::GoHome,
        ..three
    };
    let s = rolled(pos(home, "G:H,H,H,H,r5 R:H,H,H,H,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!(
        said(&n, "sendback"),
        [
            "Green sent Blue's Soldier back from r7 to the spaceship",
            "Released Red's Soldier to the spaceship",
            "Red to play"
        ]
    );
}

#[test]
fn elimination_win_and_round_over() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r30*B B:r7,H,H,r30,E", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!(
        said(&n, "sendback"),
        [
            "Green sent Blue's King back from r7 to the spaceship",
            "Blue's King was sent back: Blue is out of the round (-70)",
            "Released Green's Soldier to the spaceship",
            "Green wins the round",
            "Round 1 is over: Green won, Blue lost; scores Green 0 Blue -70; the game is over"
        ]
    );
}

#[test]
fn finish_prisoner_bonus_next_round() {
    let s = rolled(
        pos(Config::last_pawn(2), "G:r7*B,E,pG4,E,E B:H,H,H,H,r7", "roll", ""),
        1,
    );
    assert_eq!(
        said(&s, "p4+1"),
        [
            "Green's Soldier moved pG4-E",
            "Green's Soldier reached Earth",
            "Green has finished",
            "Green wins the round",
            "Round 1 is over: Green won, Blue lost; scores Green 0 (total 0, 1 round wins) Blue 0; Blue starts the next round"
        ]
    );
    let s = rolled(pos(two(), "G:pG4,E,E,E,E B:E*G,H,H,H,H", "roll", ""), 1);
    assert_eq!(
        said(&s, "p4+1"),
        [
            "Green's King moved pG4-E",
            "Green's King reached Earth",
            "Green has finished",
            "Green wins the round",
            "Green scores 40 for 1 prisoner(s)",
            "Round 1 is over: Green won, Blue lost; scores Green 40 Blue 0; the game is over"
        ]
    );
    let n = go(
        &rolled(
            pos(Config::last_pawn(2), "G:r7*B,E,pG4,E,E B:H,H,H,H,r7", "roll", ""),
            1,
        ),
        "p4+1",
    );
    assert_eq!(said(&n, "next"), ["Round 2 begins, Blue starts; pawns: Green 4 Blue 5"]);
}

#[test]
fn ufos_return_each_turn_cycle() {
    let cycle = Config {
        ufo_rule: UfoRule::OncePerTurnCycle,
        ..two()
    };
    let s = rolled(pos(cycle, "G:H,H,H,H,E B:H,H,H,H,r31", "roll", "t=B u=1"), 2);
    assert_eq!(
        said(&s, "r31+2"),
        ["Blue's Soldier moved r31-r32-r33", "Green to play (the UFOs return)"]
    );
}

#[test]
fn typed_events_serde_and_redaction() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5", "roll", ""), 1);
    let mut events = Vec::new();
    s.apply_narrated(&"r5+1".parse().unwrap(), &mut events).unwrap();
    assert_eq!(
        events,
        [
            Event::Moved {
                colour: G,
                group: vec![oduludo::events::Piece {
                    colour: G,
                    kind: PawnKind::Soldier,
                    held_by: None
                }],
                path: vec![Loc::Ring(5), Loc::Ring(6)],
            },
            Event::OduludoOffered {
                colour: G,
                at: Loc::Ring(6)
            },
        ]
    );
    // Everything is public: redaction changes nothing.
    for e in &events {
        assert_eq!(&e.public(), e);
        assert_eq!(&e.seen_by(Seat(1)), e);
    }
    // Nothing is appended on a refusal.
    let mut more = events.clone();
    assert!(s.apply_narrated(&"r9+1".parse().unwrap(), &mut more).is_err());
    assert_eq!(more, events);
    #[cfg(feature = "serde")]
    {
        let j = serde_json::to_string(&events[1]).unwrap();
        assert_eq!(j, r#"{"type":"oduludo_offered","colour":"green","at":"r6"}"#);
        for e in &events {
            let back: Event = serde_json::from_str(&serde_json::to_string(e).unwrap()).unwrap();
            assert_eq!(&back, e);
        }
    }
}

// ---------- hints and views ----------

#[test]
fn hints_group_then_target() {
    use board_core::hints::{HintSet, MoveHints, Step, StepKind};
    let s = rolled(pos(two(), "G:H,r15,H,H,r5", "roll", ""), 6);
    let hints = s.move_hints();
    let set = HintSet::new(&hints);
    let first: Vec<(StepKind, &str)> = set.next_steps(&[]).iter().map(|s| (s.kind, s.label.as_str())).collect();
    assert_eq!(
        first,
        [
            (StepKind::Piece, "K"),
            (StepKind::Piece, "S"),
            (StepKind::Square, "r15"),
            (StepKind::Square, "r5")
        ]
    );
    let q: Vec<&str> = set
        .next_steps(&[Step::square("r15")])
        .iter()
        .map(|s| s.label.as_str())
        .collect();
    assert_eq!(q, ["r21", "r9"]);
    assert_eq!(
        set.complete(&[Step::square("r15"), Step::square("r9")]),
        Some(&"r15-6".parse::<Move>().unwrap())
    );
    assert_eq!(
        set.complete(&[Step::piece("K"), Step::square("r0")]),
        Some(&Move::Enter(PawnKind::King))
    );
    let n = go(
        &rolled(pos(two(), "G:H,H,H,H,r19 B:H,H,H,H,r9", "roll", ""), 3),
        "r19+3",
    );
    let labels: Vec<String> = n.move_hints().iter().map(|h| h.steps[0].label.clone()).collect();
    assert_eq!(labels, ["sendback", "kidnap"]);
    // Chance: no hints.
    assert!(State::new(two()).unwrap().move_hints().is_empty());
}

/// Rules §4 (exact landing, the bounce): `p3+6` goes p4, E, E, back E, p4,
/// p3, ending where it began. Its path cannot click `p3` twice (a second
/// click takes the first back), so it ends with a choice named for the move.
#[test]
fn o_s4_bounce_back_to_the_start_square_hint_ends_with_a_choice() {
    use board_core::hints::{HintSet, MoveHints, Step, StepKind};
    for (at, roll, mv) in [("p3", 6, "p3+6"), ("p4", 4, "p4+4")] {
        let s = rolled(pos(two(), &format!("G:H,H,H,H,pG{}", &at[1..]), "roll", ""), roll);
        let hints = s.move_hints();
        let hint = hints
            .iter()
            .find(|h| h.mv.to_string() == mv)
            .unwrap_or_else(|| panic!("no hint for {mv}: {hints:?}"));
        assert_eq!(hint.steps, [Step::square(at), Step::choice(mv)]);
        assert_eq!(hint.steps[1].kind, StepKind::Choice);
        let set = HintSet::new(&hints);
        assert_eq!(set.complete(&hint.steps).map(ToString::to_string), Some(mv.to_string()));
        let after = s.apply(&hint.mv).unwrap();
        assert!(
            after.to_string().contains(&format!("G:H,H,H,H,pG{} ", &at[1..])),
            "{after}"
        );
    }
}

#[test]
fn views_are_the_public_state() {
    let s = rolled(pos(two(), "G:H,r15,H,H,r5", "roll", ""), 6);
    let v = s.view(Seat(1));
    assert_eq!(v.state, s);
    assert_eq!(v.colour, Some(B));
    let text = v.to_string();
    assert!(text.starts_with("You are Blue (seat 1)\n"), "{text}");
    assert!(text.ends_with(&s.picture()));
    #[cfg(feature = "serde")]
    {
        let j = serde_json::to_string(&v).unwrap();
        let back: View = serde_json::from_str(&j).unwrap();
        assert_eq!(back, v);
    }
}

// ---------- one whole game ----------

// One whole seeded 3-player game (seed 2026) with every move's events: tabletop's playthrough
// snapshot `oduludo_three_players_whole_game` (tabletop/tests/suite/playthrough.rs) records it,
// with every state.

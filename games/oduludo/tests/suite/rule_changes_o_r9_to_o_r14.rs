//! Rules revision 3 (spec section 14): one or more tests per change id,
//! named `o_rN_...`. O-R9 and O-R10 change the rules: their tests fail
//! against the revision-2 engine. O-R11..O-R14 write down what the engine
//! already did: their tests pin it (each fails if the rule were broken).

use crate::common;

use common::*;
use oduludo::*;

fn rolled(s: State, n: u8) -> State {
    go(&s, &format!("roll:{n}"))
}

fn queen_alone() -> Config {
    Config {
        backward_rule: BackwardRule::QueenAlone,
        ..two()
    }
}

// ---------- O-R9: the Queen carries her stack backward ----------

#[test]
fn o_r9_the_queen_carries_the_king_backward() {
    let s = rolled(pos(two(), "G:r20,r20,H,H,H", "roll", ""), 2);
    assert_eq!(legal(&s), ["r20+2", "r20-2"]);
    let n = go(&s, "r20-2");
    assert_eq!((at(&n, G, 0), at(&n, G, 1)), (Loc::Ring(18), Loc::Ring(18)));
}

#[test]
fn o_r9_the_queen_carries_soldiers_and_prisoners_backward() {
    let s = rolled(pos(two(), "G:H,r20,H,r20,r20 B:H,H,H,H,r20*G", "roll", ""), 2);
    assert_eq!(legal(&s), ["r20+2", "r20-2"]);
    let n = go(&s, "r20-2");
    for i in [1, 3, 4] {
        assert_eq!(at(&n, G, i), Loc::Ring(18), "pawn {i}");
    }
    assert_eq!(
        pawn(&n, B, 4),
        Pawn {
            loc: Loc::Ring(18),
            captor: Some(G)
        }
    );
}

#[test]
fn o_r9_a_group_without_the_queen_moves_forward_only() {
    // The King alone, a Soldier alone, two Soldiers.
    let s = rolled(pos(two(), "G:r20,H,r5,r5,r9", "roll", ""), 2);
    for m in ["r20-2", "r5-2", "r9-2"] {
        assert_eq!(err(&s, m), MoveError::NotQueen, "{m}");
    }
    assert_eq!(
        MoveError::NotQueen.to_string(),
        "a group without the queen moves forward only"
    );
    assert!(legal(&s).iter().all(|m| !m.contains('-')), "{:?}", legal(&s));
    // The King with a Soldier.
    let s = rolled(pos(two(), "G:r20,H,H,H,r20", "roll", ""), 2);
    assert_eq!(err(&s, "r20-2"), MoveError::NotQueen);
    assert_eq!(legal(&s), ["r20+2"]);
}

#[test]
fn o_r9_a_stack_with_the_queen_chooses_the_sun_direction() {
    // King, Queen and a Soldier land on the Sun r17 and jump back to r11.
    let s = rolled(pos(two(), "G:r15,r15,H,H,r15", "roll", ""), 2);
    let n = go(&s, "r15+2");
    assert!(matches!(n.phase(), Phase::Sun { .. }), "{n}");
    assert_eq!(legal(&n), ["sun fwd", "sun back"]);
    let b = go(&n, "sun back");
    for i in [0, 1, 4] {
        assert_eq!(at(&b, G, i), Loc::Ring(11), "pawn {i}");
    }
    let f = go(&n, "sun fwd");
    for i in [0, 1, 4] {
        assert_eq!(at(&f, G, i), Loc::Ring(24), "pawn {i}");
    }
    // Without the Queen, no choice: forward.
    let s = rolled(pos(two(), "G:r15,H,H,H,r15", "roll", ""), 2);
    let n = go(&s, "r15+2");
    assert_eq!(n.phase(), Phase::Roll);
    assert_eq!((at(&n, G, 0), at(&n, G, 4)), (Loc::Ring(24), Loc::Ring(24)));
}

#[test]
fn o_r9_a_stack_never_goes_back_past_the_queens_own_moon() {
    let s = rolled(pos(two(), "G:r2,r2,H,H,H", "roll", ""), 3);
    assert_eq!(err(&s, "r2-3"), MoveError::PastOwnMoon);
    assert_eq!(legal(&s), ["r2+3"]);
    // It may end on the own Moon.
    let s = rolled(pos(two(), "G:r2,r2,H,H,H", "roll", ""), 2);
    let n = go(&s, "r2-2");
    assert_eq!((at(&n, G, 0), at(&n, G, 1)), (Loc::Ring(0), Loc::Ring(0)));
    // Blue's Moon is r26: from r27 one back, not two.
    let s = rolled(pos(two(), "B:r27,r27,H,H,H", "roll", "t=B"), 2);
    assert_eq!(err(&s, "r27-2"), MoveError::PastOwnMoon);
    // Backward moves are on the ring only.
    let s = rolled(pos(two(), "G:pG1,pG1,H,H,H", "roll", ""), 1);
    assert_eq!(err(&s, "p1-1"), MoveError::PastOwnMoon);
}

#[test]
fn o_r9_the_queen_alone_knob_keeps_revision_2() {
    // Stacks: forward only, no Sun choice; the Queen alone: both.
    let s = rolled(pos(queen_alone(), "G:r20,r20,H,H,H", "roll", ""), 2);
    assert_eq!(err(&s, "r20-2"), MoveError::QueenNotAlone);
    assert_eq!(legal(&s), ["r20+2"]);
    let s = rolled(pos(queen_alone(), "G:r15,r15,H,H,r15", "roll", ""), 2);
    assert_eq!(go(&s, "r15+2").phase(), Phase::Roll);
    let s = rolled(pos(queen_alone(), "G:H,r20,H,H,H", "roll", ""), 2);
    assert_eq!(legal(&s), ["r20+2", "r20-2"]);
    // The knob in the notation: the tenth code, `a`.
    let text = s.to_string();
    assert!(text.starts_with("GB std mrncfmsuna "), "{text}");
    assert_eq!(text.parse::<State>(), Ok(s));
}

#[test]
fn o_r9_a_revision_2_state_loads_under_queen_alone() {
    // A state written by revision 2 has nine knob codes: it was played
    // under O-R2, and loads so (and prints the tenth code from then on).
    let s = rolled(pos(two(), "G:r20,r20,H,H,H", "roll", ""), 2);
    let text = s.to_string();
    let old = text.replacen("mrncfmsunc", "mrncfmsun", 1);
    assert_ne!(old, text);
    let loaded: State = old.parse().unwrap();
    assert_eq!(loaded.config().backward_rule, BackwardRule::QueenAlone);
    assert_eq!(legal(&loaded), ["r20+2"]);
    assert_eq!(loaded.to_string(), text.replacen("mrncfmsunc", "mrncfmsuna", 1));
    // Still one spelling: anything else in it is refused as before.
    let e = old.replacen("t=G", "t=G ", 1).parse::<State>().unwrap_err();
    assert!(matches!(e, ParseStateError::NotCanonical { .. }), "{e}");
}

// ---------- O-R10: the opponent's-Moon rule lapses with its owner ----------

fn three() -> Config {
    Config::with_players(3)
}

#[test]
fn o_r10_the_moon_rule_holds_while_its_owner_is_in() {
    // Green ends its turn on Red's Moon r13: flagged, then must move it.
    let s = rolled(pos(three(), "G:H,H,H,r11,r20", "roll", ""), 2);
    let n = go(&s, "r11+2");
    assert!(n.must_move(G, 3), "{n}");
    // Red in, all its pawns home but the King on its spaceship: still in.
    let s = rolled(pos(three(), "G:H,H,H,r13,r20 R:H,E,E,E,E", "roll", "m=8,0,0,0"), 2);
    assert!(s.must_move(G, 3));
    assert_eq!(legal(&s), ["r13+2"]);
    assert_eq!(err(&s, "r20+2"), MoveError::MustMoveMoonPawn);
}

#[test]
fn o_r10_the_moon_rule_lapses_once_its_owner_is_eliminated() {
    let out = "st=aea- e=R rs=0,-100,0,0";
    // No flag is given on an eliminated player's Moon.
    let s = rolled(pos(three(), "G:H,H,H,r11,r20 R:X,X,X,X,X", "roll", out), 2);
    let n = go(&s, "r11+2");
    assert!(!n.must_move(G, 3), "{n}");
    // Green is free to move any pawn.
    let s = rolled(pos(three(), "G:H,H,H,r13,r20 R:X,X,X,X,X", "roll", out), 2);
    assert_eq!(legal(&s), ["r13+2", "r20+2"]);
    // A state flagging a pawn there is impossible.
    let flagged = s.to_string().replacen("m=0,0,0,0", "m=8,0,0,0", 1);
    assert!(flagged.contains("m=8,0,0,0"), "{flagged}");
    assert!(flagged.parse::<State>().is_err());
    // A flag lapses when the owner is eliminated: Blue sends Red's King back.
    let s = rolled(
        pos(three(), "G:H,H,H,r13,r20 R:r31,H,H,H,H B:H,H,H,H,r28", "roll", "t=B"),
        3,
    );
    assert!(s.must_move(G, 3));
    let n = go(&go(&s, "r28+3"), "sendback");
    assert_eq!(n.status(R), PlayerStatus::Eliminated);
    assert!(!n.must_move(G, 3), "{n}");
    assert_eq!(n.colour_to_move(), G);
    assert_eq!(legal(&rolled(n, 2)), ["r13+2", "r20+2"]);
}

#[test]
fn o_r10_the_moon_rule_lapses_once_its_owner_has_all_its_pawns_on_earth() {
    let cont = Config {
        standard_end: StandardEnd::ContinueToLoser,
        ..three()
    };
    // Red's King, the last of its pawns, reaches Earth: Red is done, and
    // Green's pawn on Red's Moon is free.
    let s = rolled(pos(cont, "G:H,H,H,r13,r20 R:pR4,E,E,E,E", "roll", "t=R"), 1);
    assert!(s.must_move(G, 3));
    let n = go(&s, "p4+1");
    assert_eq!(n.status(R), PlayerStatus::Finished);
    assert!(!n.must_move(G, 3), "{n}");
    // Blue moves; then Green may move either pawn.
    let n = go(&rolled(n, 1), "enter K");
    assert_eq!(n.colour_to_move(), G);
    assert_eq!(legal(&rolled(n, 2)), ["r13+2", "r20+2"]);
    // And no flag is given there any more.
    let s = rolled(
        pos(cont, "G:H,H,H,r11,r20 R:E,E,E,E,E", "roll", "st=afa- w=R rs=0,0,0,0"),
        2,
    );
    assert!(!go(&s, "r11+2").must_move(G, 3));
}

// ---------- O-R11: only a move or face 4 ending on a Lightning triggers it ----------

#[test]
fn o_r11_a_lightning_reached_by_a_lightning_does_not_trigger() {
    // r22 sends back to r9; r9's own effect (to the Moon) does not follow.
    let s = rolled(pos(two(), "G:H,H,H,H,r20", "roll", ""), 2);
    let n = go(&s, "r20+2");
    assert_eq!(at(&n, G, 4), Loc::Ring(9));
    // A normal move ending on r9 does trigger: no previous Lightning, own Moon (D6).
    let s = rolled(pos(two(), "G:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r7+2"), G, 4), Loc::Ring(0));
}

#[test]
fn o_r11_odulo_face_5_and_face_4_on_lightnings() {
    // Face 5 from r19: back to the Lightning r9, and it stays there.
    let s = pos(two(), "G:H,H,H,H,r19", "oduroll:r19", "d=4");
    assert_eq!(at(&go(&s, "face:5"), G, 4), Loc::Ring(9));
    // Face 4 from r19 ends on the Lightning r22, which triggers: to r9, and no further.
    assert_eq!(at(&go(&s, "face:4"), G, 4), Loc::Ring(9));
    // Face 4 from r6 ends on r9, which triggers: to the own Moon.
    let s = pos(two(), "G:H,H,H,H,r6", "oduroll:r6", "d=4");
    assert_eq!(at(&go(&s, "face:4"), G, 4), Loc::Ring(0));
}

// ---------- O-R12: landing on a Lightning is a transit ----------

#[test]
fn o_r12_opponents_on_the_lightning_landed_on_are_unaffected() {
    let s = rolled(pos(two(), "G:H,H,H,H,r20 B:H,H,H,H,r22", "roll", ""), 2);
    let n = go(&s, "r20+2");
    assert_eq!(at(&n, G, 4), Loc::Ring(9));
    assert_eq!(
        pawn(&n, B, 4),
        Pawn {
            loc: Loc::Ring(22),
            captor: None
        }
    );
    assert_eq!(n.phase(), Phase::Roll);
    // Even a larger group there: the mover passes through (D3 does not apply).
    let s = rolled(pos(two(), "G:H,H,H,H,r20 B:H,H,H,r22,r22", "roll", ""), 2);
    assert_eq!(legal(&s), ["r20+2"]);
    let n = go(&s, "r20+2");
    assert_eq!(
        (at(&n, G, 4), at(&n, B, 3), at(&n, B, 4)),
        (Loc::Ring(9), Loc::Ring(22), Loc::Ring(22))
    );
}

#[test]
fn o_r12_an_opponent_on_the_destination_lightning_is_taken() {
    // Whatever its size (an arrival, D3).
    let s = rolled(pos(two(), "G:H,H,H,H,r20 B:H,H,H,r9,r9", "roll", ""), 2);
    let n = go(&s, "r20+2");
    assert_eq!(
        n.phase(),
        Phase::Capture {
            at: Loc::Ring(9),
            odu: false
        }
    );
    let k = go(&n, "kidnap");
    for i in [3, 4] {
        assert_eq!(
            pawn(&k, B, i),
            Pawn {
                loc: Loc::Ring(9),
                captor: Some(G)
            }
        );
    }
}

// ---------- O-R13: a 6 gives its extra roll even when passed ----------

#[test]
fn o_r13_a_passed_six_still_gives_the_extra_roll() {
    // The Moon r0 is held by Blue (no entering); r15+6 ends on the safe r21 held by Blue.
    let s = rolled(pos(two(), "G:H,H,H,H,r15 B:H,H,H,r0,r21", "roll", ""), 6);
    assert_eq!(legal(&s), ["pass"]);
    let n = go(&s, "pass");
    assert_eq!((n.phase(), n.colour_to_move()), (Phase::Roll, G));
    // The same with no pawn in play (a try that rolled a 6).
    let s = rolled(pos(two(), "B:H,H,H,H,r0", "roll", ""), 6);
    assert_eq!(legal(&s), ["pass"]);
    let n = go(&s, "pass");
    assert_eq!((n.phase(), n.colour_to_move()), (Phase::Roll, G));
    // Without a 6 the turn passes.
    let s = rolled(pos(two(), "B:H,H,H,H,r0", "roll", "y=2"), 5);
    assert_eq!(go(&s, "pass").colour_to_move(), B);
}

// ---------- O-R14: a UFO refused by King-last stays ----------

#[test]
fn o_r14_a_ufo_flight_refused_by_king_last_leaves_the_ufo() {
    // Green's King reaches Blue's parking r34 while a Soldier is still out.
    let s = rolled(pos(two(), "G:r28,E,r30,E,E", "roll", ""), 6);
    assert!(s.ufo_available(B));
    let n = go(&s, "r28+6");
    assert_eq!(at(&n, G, 0), Loc::Ring(34));
    assert!(n.ufo_available(B), "{n}");
    // The next comer (the Soldier, joining the King) flies, with the stack.
    let n = go(&rolled(n, 4), "r30+4");
    assert_eq!((at(&n, G, 0), at(&n, G, 2)), (Loc::Earth, Loc::Earth));
    assert!(!n.ufo_available(B));
}

//! One test per rule sentence of the spec (`RULES.md`),
//! named by spec section (s3_...) or decision (d3_...), built as hand-set
//! positions in the state notation, with chance outcomes forced by applying them.

use crate::common;

use board_core::{Actor, Game, Prob, SeatResult};
use common::*;
use oduludo::*;

/// The position with the die forced to `n` by applying the chance outcome.
fn rolled(s: State, n: u8) -> State {
    go(&s, &format!("roll:{n}"))
}

// ---------- section 1: players and pieces (R§1, R§2) ----------

#[test]
fn s1_five_pawns_start_on_the_spaceship() {
    let s = State::new(Config::default()).unwrap();
    for c in Colour::ALL {
        for i in 0..5 {
            assert_eq!(at(&s, c, i), Loc::Ship);
        }
    }
    assert_eq!(s.num_seats(), 4);
}

#[test]
fn s1_player_chooses_which_pawn_comes_out() {
    let s = rolled(pos(two(), "", "roll", ""), 6);
    assert_eq!(legal(&s), ["enter K", "enter Q", "enter S"]);
    let s = go(&s, "enter Q");
    assert_eq!(at(&s, G, 1), Loc::Ring(0));
}

#[test]
fn s1_king_and_soldiers_move_forward_only() {
    let s = rolled(pos(two(), "G:r5,H,H,H,r9", "roll", ""), 2);
    assert_eq!(err(&s, "r5-2"), MoveError::NotQueen);
    assert_eq!(err(&s, "r9-2"), MoveError::NotQueen);
    assert_eq!(legal(&s), ["r5+2", "r9+2"]);
}

#[test]
fn s1_queen_moves_backward_but_not_past_her_moon() {
    let s = rolled(pos(two(), "G:H,r3,H,H,H", "roll", ""), 4);
    assert_eq!(err(&s, "r3-4"), MoveError::PastOwnMoon);
    let s = rolled(pos(two(), "G:H,r3,H,H,H", "roll", ""), 3);
    let n = go(&s, "r3-3");
    assert_eq!(at(&n, G, 1), Loc::Ring(0));
    // Not on the coloured path.
    let s = rolled(pos(two(), "G:H,pG1,H,H,H", "roll", ""), 1);
    assert_eq!(err(&s, "p1-1"), MoveError::PastOwnMoon);
}

// ---------- section 2: board (R§4, layout oduludo-default-v2) ----------

#[test]
fn s2_route_numbering_moon_junction_path_earth() {
    let s = State::new(Config::default()).unwrap();
    assert_eq!(s.loc_at(G, 0), Loc::Ring(0));
    assert_eq!(s.loc_at(R, 0), Loc::Ring(13));
    assert_eq!(s.loc_at(R, 51), Loc::Ring(12));
    assert_eq!(s.loc_at(R, 52), Loc::Path(R, 0));
    assert_eq!(s.loc_at(R, 56), Loc::Path(R, 4));
    assert_eq!(s.loc_at(R, 57), Loc::Earth);
    assert_eq!(s.loc_at(R, 58), Loc::Earth);
    assert_eq!(s.route_of(B, Loc::Ring(25)), Some(51));
    assert_eq!(s.track().route_len(), 59);
}

#[test]
fn s2_landing_on_either_globe_square_is_earth() {
    let s = rolled(pos(two(), "G:H,H,H,H,pG4", "roll", ""), 1);
    assert_eq!(at(&go(&s, "p4+1"), G, 4), Loc::Earth);
    let s = rolled(pos(two(), "G:H,H,H,H,pG4", "roll", ""), 2);
    assert_eq!(at(&go(&s, "p4+2"), G, 4), Loc::Earth);
}

// ---------- section 3: turn and dice (R§1 setup, R§3) ----------

#[test]
fn s3_first_starter_is_a_uniform_chance_move() {
    let s = State::new(Config::with_players(3)).unwrap();
    assert_eq!(s.to_act(), Actor::Chance);
    let o = s.chance_outcomes();
    assert_eq!(o.len(), 3);
    assert!(o.iter().all(|(_, p)| *p == Prob::uniform(3)));
    let s = go(&s, "start:R");
    assert_eq!(s.colour_to_move(), R);
    assert_eq!(s.phase(), Phase::Roll);
    assert_eq!(
        err(&s, "start:B"),
        MoveError::WrongChanceOutcome {
            expected: "roll:1 to roll:6"
        }
    );
}

#[test]
fn s3_die_is_a_chance_move_1_to_6() {
    let s = pos(two(), "", "roll", "");
    assert_eq!(s.chance_outcomes().len(), 6);
    assert_eq!(err(&s, "roll:7"), MoveError::NoSuchFace(7));
    assert_eq!(err(&s, "roll:0"), MoveError::NoSuchFace(0));
    assert_eq!(err(&s, "pass"), MoveError::ChanceDue);
}

#[test]
fn s3_enter_needs_a_1_or_6() {
    let s = rolled(pos(two(), "", "roll", ""), 3);
    assert_eq!(err(&s, "enter S"), MoveError::EnterNeedsOneOrSix);
    let s = rolled(pos(two(), "", "roll", ""), 1);
    assert_eq!(at(&go(&s, "enter S"), G, 4), Loc::Ring(0));
}

#[test]
fn s3_enter_stacks_with_own_pawns_on_the_moon() {
    let s = rolled(pos(two(), "G:H,r0,H,H,H", "roll", ""), 1);
    let n = go(&s, "enter K");
    assert_eq!(at(&n, G, 0), Loc::Ring(0));
    assert_eq!(at(&n, G, 1), Loc::Ring(0));
}

#[test]
fn s3_enter_is_illegal_if_an_opponent_holds_the_moon() {
    let s = rolled(pos(two(), "B:H,H,H,H,r0", "roll", ""), 6);
    assert_eq!(err(&s, "enter S"), MoveError::MoonBlocked);
    assert_eq!(legal(&s), ["pass"]);
}

#[test]
fn s3_a_six_gives_another_roll_after_the_move() {
    let s = rolled(pos(two(), "G:H,H,H,H,r14", "roll", ""), 6);
    let n = go(&s, "r14+6");
    assert_eq!(at(&n, G, 4), Loc::Ring(20));
    assert_eq!((n.phase(), n.colour_to_move()), (Phase::Roll, G));
    // Without a 6 the turn passes clockwise.
    let s = rolled(pos(two(), "G:H,H,H,H,r14", "roll", ""), 4);
    let n = go(&s, "r14+4");
    assert_eq!((n.phase(), n.colour_to_move()), (Phase::Roll, B));
}

#[test]
fn s3_no_pawn_in_play_gives_up_to_three_tries() {
    let s = pos(two(), "G:H,H,H,E,E", "roll", "");
    let s = go(&go(&s, "roll:3"), "pass");
    assert_eq!((s.colour_to_move(), s.tries()), (G, 1));
    let s = go(&go(&s, "roll:2"), "pass");
    assert_eq!((s.colour_to_move(), s.tries()), (G, 2));
    let s = go(&go(&s, "roll:4"), "pass");
    assert_eq!(s.colour_to_move(), B);
    // A 1 on a try enters and ends the turn.
    let s = pos(two(), "", "roll", "");
    let s = go(&go(&s, "roll:1"), "enter K");
    assert_eq!(s.colour_to_move(), B);
}

#[test]
fn s3_d1_the_roll_must_be_used_if_a_move_exists() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5", "roll", ""), 2);
    assert_eq!(err(&s, "pass"), MoveError::MustUseRoll);
    assert_eq!(legal(&s), ["r5+2"]);
    let may = Config {
        roll_rule: RollRule::MayPass,
        ..two()
    };
    let s = rolled(pos(may, "G:H,H,H,H,r5", "roll", ""), 2);
    assert_eq!(legal(&s), ["r5+2", "pass"]);
    assert_eq!(go(&s, "pass").colour_to_move(), B);
}

#[test]
fn s3_without_a_legal_move_the_only_move_is_pass() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5", "roll", "t=G"), 2);
    assert_eq!(legal(&s).len(), 1);
    let s = rolled(pos(two(), "G:H,H,H,H,pG4 B:H,H,H,H,H", "roll", ""), 5);
    // 56 + 5 bounces back to 57 - 0: route 56 + 5 = 61 -> 55: still a legal move.
    assert_eq!(legal(&s), ["p4+5"]);
}

#[test]
fn s3_pawn_ending_a_turn_on_an_opponents_moon_is_flagged() {
    let s = rolled(pos(Config::default(), "G:H,H,H,H,r9", "roll", ""), 4);
    let n = go(&s, "r9+4");
    assert_eq!(at(&n, G, 4), Loc::Ring(13));
    assert!(n.must_move(G, 4));
    // Own Moon or an absent colour's Moon does not flag.
    let s = rolled(pos(two(), "G:H,H,H,H,r9", "roll", ""), 4);
    assert!(!go(&s, "r9+4").must_move(G, 4));
}

#[test]
fn s3_flagged_pawn_must_move_when_it_can() {
    let s = rolled(pos(Config::default(), "G:H,H,H,r13,r20", "roll", "m=8,0,0,0"), 2);
    assert_eq!(legal(&s), ["r13+2"]);
    assert_eq!(err(&s, "r20+2"), MoveError::MustMoveMoonPawn);
    let n = go(&s, "r13+2");
    assert!(!n.must_move(G, 3) && !n.must_move(G, 4));
    // If the flagged pawn cannot move, other moves are allowed.
    let s = rolled(
        pos(
            Config::default(),
            "G:H,H,H,r13,r20 R:H,H,H,r15,r15",
            "roll",
            "m=8,0,0,0",
        ),
        2,
    );
    assert_eq!(legal(&s), ["r20+2"]);
}

// ---------- section 4: moving (R§3) ----------

#[test]
fn s4_pawns_pass_over_other_pieces() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,H,r6", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ring(7), Loc::Ring(6)));
}

#[test]
fn s4_exact_landing_bounces_back_from_the_last_globe() {
    // route 55 + 4 = 59 -> bounces to 57, the first globe: Earth.
    let s = rolled(pos(two(), "G:H,H,H,H,pG3", "roll", ""), 4);
    assert_eq!(at(&go(&s, "p3+4"), G, 4), Loc::Earth);
    // route 55 + 5 = 60 -> 56: back on the path.
    let s = rolled(pos(two(), "G:H,H,H,H,pG3", "roll", ""), 5);
    assert_eq!(at(&go(&s, "p3+5"), G, 4), Loc::Path(G, 4));
}

#[test]
fn s4_no_move_may_end_on_an_opponent_on_a_safe_square() {
    let s = rolled(pos(two(), "G:H,H,H,H,r0 B:H,H,H,H,r1", "roll", ""), 1);
    assert_eq!(err(&s, "r0+1"), MoveError::SafeSquare);
    let s = rolled(pos(two(), "G:H,H,H,H,r22 B:H,H,H,H,r26", "roll", ""), 4);
    assert_eq!(err(&s, "r22+4"), MoveError::SafeSquare);
}

#[test]
fn s4_two_opponents_never_share_a_square() {
    // Landing on an opponent takes it (a decision), never shares.
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert!(matches!(n.phase(), Phase::Capture { .. }));
    assert_eq!(legal(&n), ["sendback", "kidnap"]);
}

// ---------- section 5: special squares (R§4) ----------

#[test]
fn s5_star_gives_another_roll() {
    let s = rolled(pos(two(), "G:H,H,H,H,r1", "roll", ""), 2);
    let n = go(&s, "r1+2");
    assert_eq!(
        (at(&n, G, 4), n.phase(), n.colour_to_move()),
        (Loc::Ring(3), Phase::Roll, G)
    );
}

#[test]
fn s5_star_reached_with_a_six_gives_only_one_extra_roll() {
    let s = rolled(pos(two(), "G:H,H,H,H,r10", "roll", ""), 6);
    let n = go(&s, "r10+6");
    assert_eq!(
        (at(&n, G, 4), n.phase(), n.colour_to_move()),
        (Loc::Ring(16), Phase::Roll, G)
    );
    let n = go(&go(&n, "roll:2"), "r16+2");
    assert_eq!(n.colour_to_move(), B);
}

#[test]
fn s5_sun_jumps_to_the_next_sun_and_leaves_opponents_there() {
    let s = rolled(pos(two(), "G:H,H,H,H,r2 B:H,H,H,H,r4", "roll", ""), 2);
    let n = go(&s, "r2+2");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ring(11), Loc::Ring(4)));
}

#[test]
fn s5_own_top_sun_sends_the_group_to_earth() {
    let s = rolled(pos(two(), "G:H,H,H,H,r48", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r48+2"), G, 4), Loc::Earth);
}

#[test]
fn s5_sun_chain_reaction_to_the_own_top_sun_goes_to_earth() {
    let s = rolled(pos(two(), "G:H,H,H,H,r41", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r41+2"), G, 4), Loc::Earth);
    // A Sun reached by a jump does nothing more otherwise: r4 -> r11 stops there.
    let s = rolled(pos(two(), "G:H,H,H,H,r2", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r2+2"), G, 4), Loc::Ring(11));
}

#[test]
fn s5_queen_on_a_sun_chooses_the_direction() {
    let s = rolled(pos(two(), "G:H,r15,H,H,H", "roll", ""), 2);
    let n = go(&s, "r15+2");
    assert!(matches!(n.phase(), Phase::Sun { .. }));
    assert_eq!(legal(&n), ["sun fwd", "sun back"]);
    assert_eq!(at(&go(&n, "sun fwd"), G, 1), Loc::Ring(24));
    assert_eq!(at(&go(&n, "sun back"), G, 1), Loc::Ring(11));
    // Backward is never past her Moon: no choice at the first Sun.
    let s = rolled(pos(two(), "G:H,r2,H,H,H", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r2+2"), G, 1), Loc::Ring(11));
}

#[test]
fn s5_lightning_goes_back_and_takes_an_opponent_there() {
    let s = rolled(pos(two(), "G:H,H,H,H,r19 B:H,H,H,H,r9", "roll", ""), 3);
    let n = go(&s, "r19+3");
    assert_eq!(at(&n, G, 4), Loc::Ring(9));
    assert!(matches!(n.phase(), Phase::Capture { at: Loc::Ring(9), .. }));
    let k = go(&n, "kidnap");
    assert_eq!(
        pawn(&k, B, 4),
        Pawn {
            loc: Loc::Ring(9),
            captor: Some(G)
        }
    );
}

#[test]
fn s5_lightning_leaves_own_pawns_on_the_departure_square() {
    let s = rolled(pos(two(), "G:H,H,H,r19,r22", "roll", ""), 3);
    let n = go(&s, "r19+3");
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Ring(9), Loc::Ring(22)));
}

#[test]
fn d6_first_lightning_goes_to_the_own_moon_or_stays_if_held() {
    let s = rolled(pos(two(), "G:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r7+2"), G, 4), Loc::Ring(0));
    let s = rolled(pos(two(), "G:H,H,H,H,r7 B:H,H,H,H,r0", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r7+2"), G, 4), Loc::Ring(9));
    let stay = Config {
        lightning_rule: LightningRule::Stay,
        ..two()
    };
    let s = rolled(pos(stay, "G:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r7+2"), G, 4), Loc::Ring(9));
}

#[test]
fn d7_arrival_on_a_safe_square_held_by_an_opponent_stays_behind() {
    // Face 6 onto the own Moon held by Blue: Green stays on the ODULUDO ring,
    // with the knob too (O-R7: the rulebook's own "stay").
    for rule in [ArrivalRule::StayBehind, ArrivalRule::TakeAnyway] {
        let cfg = Config {
            arrival_rule: rule,
            ..two()
        };
        let s = pos(cfg, "G:H,H,H,H,r19 B:H,H,H,H,r0", "oduroll:r19", "d=4");
        let n = go(&s, "face:6");
        assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ring(19), Loc::Ring(0)), "{rule:?}");
    }
}

#[test]
fn s5_odulo_ring_offers_the_odulo_die() {
    let s = rolled(pos(two(), "G:H,H,H,H,r2", "roll", ""), 4);
    let n = go(&s, "r2+4");
    assert_eq!(n.phase(), Phase::Odu { at: Loc::Ring(6) });
    assert_eq!(legal(&n), ["odulo yes", "odulo no"]);
    assert_eq!(go(&n, "odulo no").colour_to_move(), B);
    let y = go(&n, "odulo yes");
    assert_eq!(y.to_act(), Actor::Chance);
    assert_eq!(y.chance_outcomes().len(), 6);
}

#[test]
fn s5_ufo_flies_the_first_group_to_earth_once_per_round() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r5 B:H,H,H,H,r5*G", "roll", ""), 3);
    let n = go(&s, "r5+3");
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Earth, Loc::Earth));
    assert_eq!(
        pawn(&n, B, 4),
        Pawn {
            loc: Loc::Earth,
            captor: Some(G)
        }
    );
    assert!(!n.ufo_available(G));
    // The parking is then just a safe square.
    // (A UFO flew Green's other Soldier to Earth.)
    let s = rolled(pos(two(), "G:H,H,H,r5,E", "roll", "u=1"), 3);
    assert_eq!(at(&go(&s, "r5+3"), G, 3), Loc::Ring(8));
}

#[test]
fn s5_only_active_colours_parkings_have_a_ufo() {
    let s = rolled(pos(two(), "G:H,H,H,H,r18", "roll", ""), 3);
    assert_eq!(at(&go(&s, "r18+3"), G, 4), Loc::Ring(21));
    let s = rolled(pos(Config::with_players(3), "G:H,H,H,H,r18", "roll", ""), 3);
    assert_eq!(at(&go(&s, "r18+3"), G, 4), Loc::Earth);
}

#[test]
fn d2_ufos_return_each_turn_cycle_with_the_knob() {
    let cycle = Config {
        ufo_rule: UfoRule::OncePerTurnCycle,
        ..two()
    };
    // Green's UFO flew a Soldier to Earth; Blue's move ends the cycle.
    let s = rolled(pos(cycle, "G:H,H,H,H,E B:H,H,H,H,r31", "roll", "t=B u=1"), 2);
    assert!(go(&s, "r31+2").ufo_available(G));
    let s = rolled(pos(two(), "G:H,H,H,H,E B:H,H,H,H,r31", "roll", "t=B u=1"), 2);
    assert!(!go(&s, "r31+2").ufo_available(G));
}

// ---------- section 6: stacking, capturing, kidnapping (R§6, R§1) ----------

#[test]
fn s6_landing_on_own_pawns_stacks_and_the_stack_moves_as_one() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Ring(7), Loc::Ring(7)));
    let s = rolled(pos(two(), "G:H,H,H,r7,r7", "roll", ""), 3);
    assert_eq!(legal(&s), ["r7+3"]);
    let n = go(&s, "r7+3");
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Ring(10), Loc::Ring(10)));
}

#[test]
fn s6_send_back_returns_the_group_to_its_spaceship() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,r7,r7", "roll", ""), 2);
    let any = Config {
        stack_rule: StackRule::AnyTakesAny,
        ..two()
    };
    assert_eq!(err(&s, "r5+2"), MoveError::GroupTooLarge);
    let s = rolled(pos(any, "G:H,H,H,H,r5 B:H,H,H,r7,r7", "roll", ""), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!((at(&n, B, 3), at(&n, B, 4)), (Loc::Ship, Loc::Ship));
    assert_eq!(at(&n, G, 4), Loc::Ring(7));
}

#[test]
fn s6_kidnapped_pawns_ride_with_the_captor() {
    let s = rolled(pos(two(), "G:H,H,H,H,r7 B:H,H,H,H,r7*G", "roll", ""), 3);
    let n = go(&s, "r7+3");
    assert_eq!(
        pawn(&n, B, 4),
        Pawn {
            loc: Loc::Ring(10),
            captor: Some(G)
        }
    );
}

#[test]
fn d3_normal_move_takes_only_a_group_at_most_as_large() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r5 B:H,H,H,r7,r7", "roll", ""), 2);
    assert!(matches!(go(&s, "r5+2").phase(), Phase::Capture { .. }));
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,r7,r7", "roll", ""), 2);
    assert_eq!(err(&s, "r5+2"), MoveError::GroupTooLarge);
    // Prisoners do not count.
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,H,r7 R:H,H,H,H,H", "roll", ""), 2);
    assert!(matches!(go(&s, "r5+2").phase(), Phase::Capture { .. }));
}

#[test]
fn d3_attacker_on_a_larger_group_is_sent_back_with_the_knob() {
    let back = Config {
        stack_rule: StackRule::LargerSendsAttackerBack,
        ..two()
    };
    let s = rolled(pos(back, "G:H,H,H,H,r5 B:H,H,H,r7,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ship, Loc::Ring(7)));
    assert_eq!(n.colour_to_move(), B);
}

#[test]
fn d3_an_arrival_by_jump_takes_any_group() {
    let s = rolled(pos(two(), "G:H,H,H,H,r19 B:H,H,H,r9,r9", "roll", ""), 3);
    assert!(matches!(
        go(&s, "r19+3").phase(),
        Phase::Capture { at: Loc::Ring(9), .. }
    ));
}

#[test]
fn s6_rescue_frees_own_prisoners_then_takes_the_captor() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert!(pawn(&n, G, 3).is_free() && pawn(&n, G, 4).is_free());
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Ring(7), Loc::Ring(7)));
    let n = go(&n, "kidnap");
    assert_eq!(pawn(&n, B, 4).captor, Some(G));
}

#[test]
fn d4_third_party_prisoners_pass_to_the_new_captor() {
    let three = Config::with_players(3);
    let s = rolled(pos(three, "G:H,H,H,H,r5 R:H,H,H,H,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!(
        pawn(&n, R, 4),
        Pawn {
            loc: Loc::Ring(7),
            captor: Some(G)
        }
    );
    assert_eq!(at(&n, B, 4), Loc::Ship);
    let home = Config {
        prisoner_rule: PrisonerRule::GoHome,
        ..three
    };
    let s = rolled(pos(home, "G:H,H,H,H,r5 R:H,H,H,H,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!(
        pawn(&n, R, 4),
        Pawn {
            loc: Loc::Ship,
            captor: None
        }
    );
}

#[test]
fn s6_a_kidnapped_king_cannot_be_sent_back() {
    for prisoners in [PrisonerRule::PassToCaptor, PrisonerRule::GoHome] {
        let cfg = Config {
            prisoner_rule: prisoners,
            ..Config::with_players(3)
        };
        let s = rolled(pos(cfg, "G:H,H,H,H,r5 R:r7*B,H,H,H,H B:H,H,H,H,r7", "roll", ""), 2);
        let n = go(&go(&s, "r5+2"), "sendback");
        assert_eq!(
            pawn(&n, R, 0),
            Pawn {
                loc: Loc::Ring(7),
                captor: Some(G)
            }
        );
        assert_eq!(n.status(R), PlayerStatus::Active);
    }
}

#[test]
fn s6_king_sent_back_eliminates_with_penalty() {
    let s = rolled(pos(two(), "G:H,H,H,r5,r30*B B:r7,H,H,r30,E", "roll", ""), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!(n.status(B), PlayerStatus::Eliminated);
    // King, Queen and one Soldier on the spaceship (-60), one Soldier on the board (-10).
    assert_eq!(n.round_score(B), -70);
    assert_eq!(at(&n, B, 3), Loc::Out);
    // The prisoner Blue held goes home.
    assert_eq!(
        pawn(&n, G, 2),
        Pawn {
            loc: Loc::Ship,
            captor: None
        }
    );
    // All opponents eliminated: Green wins.
    let o = n.outcome().unwrap();
    assert_eq!(o.seats[0].result, SeatResult::Win);
    assert_eq!((o.seats[1].result, o.seats[1].score), (SeatResult::Loss, -70));
}

#[test]
fn s6_kidnapped_king_frees_its_owner_from_king_last() {
    let s = rolled(pos(two(), "G:r7*B,E,pG4,E,E B:H,H,H,H,r7", "roll", ""), 1);
    let n = go(&s, "p4+1");
    assert_eq!(n.status(G), PlayerStatus::Finished);
    assert!(n.is_terminal());
}

// ---------- section 7: the ODULUDO die (R§5) ----------

fn odu(pawns: &str, at: &str) -> State {
    pos(two(), pawns, &format!("oduroll:{at}"), "d=4")
}

#[test]
fn s7_face_1_flies_to_earth() {
    let n = go(&odu("G:H,H,H,H,r6", "r6"), "face:1");
    assert_eq!(at(&n, G, 4), Loc::Earth);
}

#[test]
fn s7_face_1_obeys_king_last() {
    let n = go(&odu("G:r6,H,H,H,H", "r6"), "face:1");
    assert_eq!(at(&n, G, 0), Loc::Ring(6));
}

#[test]
fn s7_faces_2_and_3_jump_two_suns() {
    for f in ["face:2", "face:3"] {
        let n = go(&odu("G:H,H,H,H,r6", "r6"), f);
        assert_eq!(at(&n, G, 4), Loc::Ring(17));
        // The next Sun is the own top Sun: on to Earth.
        let n = go(&odu("G:H,H,H,H,r45", "r45"), f);
        assert_eq!(at(&n, G, 4), Loc::Earth);
    }
}

#[test]
fn s7_face_4_moves_three_forward_as_a_normal_move() {
    // r6 + 3 is the Lightning r9 (O-R3): the first on the route, so on to
    // the own Moon (D6); an opponent on the departure Lightning stays.
    let n = go(&odu("G:H,H,H,H,r6 B:H,H,H,H,r9", "r6"), "face:4");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ring(0), Loc::Ring(9)));
    // r19 + 3 is the Lightning r22: back to r9, taking the opponent there.
    let n = go(&odu("G:H,H,H,H,r19 B:H,H,H,H,r9", "r19"), "face:4");
    assert!(matches!(n.phase(), Phase::Capture { at: Loc::Ring(9), .. }));
    // A normal move: stack protection applies (the group stays, decision 7).
    let n = go(&odu("G:H,H,H,H,r19 B:H,H,H,r9,r9", "r19"), "face:4");
    assert_eq!(at(&n, G, 4), Loc::Ring(9));
}

#[test]
fn s7_face_5_goes_back_to_the_previous_lightning() {
    let n = go(&odu("G:H,H,H,H,r19", "r19"), "face:5");
    assert_eq!(at(&n, G, 4), Loc::Ring(9));
    let n = go(&odu("G:H,H,H,H,r6", "r6"), "face:5");
    assert_eq!(at(&n, G, 4), Loc::Ring(0));
}

#[test]
fn s7_face_6_goes_back_to_the_own_moon_unless_held() {
    let n = go(&odu("G:H,H,H,H,r19", "r19"), "face:6");
    assert_eq!(at(&n, G, 4), Loc::Ring(0));
    let n = go(&odu("G:H,H,H,H,r19 B:H,H,H,H,r0", "r19"), "face:6");
    assert_eq!(at(&n, G, 4), Loc::Ring(19));
}

#[test]
fn s7_faces_are_chance_outcomes_only() {
    let s = odu("G:H,H,H,H,r6", "r6");
    assert_eq!(
        err(&s, "roll:3"),
        MoveError::WrongChanceOutcome {
            expected: "face:1 to face:6"
        }
    );
    assert_eq!(err(&s, "face:0"), MoveError::NoSuchFace(0));
    let s = pos(two(), "G:H,H,H,H,r6", "odu:r6", "d=4");
    assert_eq!(err(&s, "face:1"), MoveError::NotChanceNode);
}

// ---------- section 8: winning and scoring (R§7) ----------

#[test]
fn s8_king_must_reach_earth_last() {
    let s = rolled(pos(two(), "G:pG3,H,E,E,E", "roll", ""), 2);
    assert_eq!(err(&s, "p3+2"), MoveError::KingNotLast);
    assert_eq!(legal(&s), ["pass"]);
    // In a stack with the last own pawn it may arrive.
    let s = rolled(pos(two(), "G:pG3,pG3,E,E,E", "roll", ""), 2);
    let n = go(&s, "p3+2");
    assert_eq!(n.status(G), PlayerStatus::Finished);
}

#[test]
fn s8_winner_gets_40_per_prisoner() {
    let s = rolled(pos(two(), "G:pG4,E,E,E,E B:H,H,H,E*G,E*G", "roll", ""), 1);
    let n = go(&s, "p4+1");
    let o = n.outcome().unwrap();
    assert_eq!((o.seats[0].result, o.seats[0].score), (SeatResult::Win, 80));
    assert_eq!((o.seats[1].result, o.seats[1].score), (SeatResult::Loss, 0));
}

#[test]
fn d5_standard_ends_at_the_first_finisher_or_continues_with_the_knob() {
    let s = rolled(pos(Config::with_players(3), "G:pG4,E,E,E,E", "roll", ""), 1);
    assert!(go(&s, "p4+1").is_terminal());
    let cont = Config {
        standard_end: StandardEnd::ContinueToLoser,
        ..Config::with_players(3)
    };
    let s = rolled(pos(cont, "G:pG4,E,E,E,E", "roll", ""), 1);
    let n = go(&s, "p4+1");
    assert_eq!((n.winner(), n.colour_to_move(), n.phase()), (Some(G), R, Phase::Roll));
    // The last one left unfinished is the loser; the round then ends.
    let s = rolled(pos(cont, "G:E,E,E,E,E R:pR4,E,E,E,E", "roll", "t=R st=faa- w=G"), 1);
    let n = go(&s, "p4+1");
    assert!(n.is_terminal());
    assert_eq!(n.loser(), Some(B));
}

// ---------- section 9: modes (R§8) ----------

#[test]
fn s9_last_pawn_winner_loses_a_pawn_and_the_loser_starts() {
    let s = rolled(pos(Config::last_pawn(2), "G:pG4,E,E,E,E", "roll", ""), 1);
    let n = go(&s, "p4+1");
    assert_eq!(n.phase(), Phase::RoundOver);
    assert_eq!((n.round_wins(G), n.loser(), n.colour_to_move()), (1, Some(B), B));
    assert_eq!(legal(&n), ["next"]);
    let n = go(&n, "next");
    assert_eq!(
        (n.round(), n.pawn_count(G), n.colour_to_move(), n.phase()),
        (2, 4, B, Phase::Roll)
    );
    assert_eq!(at(&n, G, 4), Loc::Out);
    assert_eq!(at(&n, G, 1), Loc::Ship);
}

#[test]
fn s9_last_pawn_removes_soldiers_then_queen_then_king() {
    let s = rolled(
        pos(
            Config::last_pawn(2),
            "G:pG4,E,X,X,X",
            "roll",
            "pc=2,0,5,0 rw=3,0,0,0 n=4",
        ),
        1,
    );
    let n = go(&go(&s, "p4+1"), "next");
    assert_eq!(n.pawn_count(G), 1);
    assert_eq!((at(&n, G, 0), at(&n, G, 1)), (Loc::Ship, Loc::Out));
}

#[test]
fn s9_last_pawn_ends_at_five_round_wins_most_points_win() {
    // Blue won one round holding a prisoner (+40, one pawn fewer); Green
    // won four without prisoners and now wins its fifth.
    let s = rolled(
        pos(
            Config::last_pawn(2),
            "G:pG4,X,X,X,X B:H,H,H,H,X",
            "roll",
            "pc=1,0,4,0 rw=4,0,1,0 tt=0,0,40,0 n=6",
        ),
        1,
    );
    let n = go(&s, "p4+1");
    assert!(n.is_terminal());
    let o = n.outcome().unwrap();
    assert_eq!(n.round_wins(G), 5);
    assert_eq!(o.seats[0].result, SeatResult::Loss);
    assert_eq!((o.seats[1].result, o.seats[1].score), (SeatResult::Win, 40));
}

#[test]
fn s9_team_partners_share_a_square() {
    let s = rolled(pos(Config::team(), "G:H,H,H,H,r5 B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&s, "r5+2");
    assert_eq!(
        (at(&n, G, 4), at(&n, B, 4), n.colour_to_move()),
        (Loc::Ring(7), Loc::Ring(7), R)
    );
}

#[test]
fn s9_team_stack_defends_as_one_group() {
    let s = rolled(
        pos(Config::team(), "G:H,H,H,H,r7 B:H,H,H,H,r7 R:H,H,H,H,r5", "roll", "t=R"),
        2,
    );
    assert_eq!(err(&s, "r5+2"), MoveError::GroupTooLarge);
    let s = rolled(
        pos(Config::team(), "G:H,H,H,H,r7 B:H,H,H,H,r7 R:H,H,H,r5,r5", "roll", "t=R"),
        2,
    );
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ship, Loc::Ship));
}

#[test]
fn s9_team_wins_when_both_partners_are_home() {
    let s = rolled(
        pos(Config::team(), "G:E,E,E,E,E B:pB4,E,E,E,E", "roll", "t=B st=faaa"),
        1,
    );
    let n = go(&s, "p4+1");
    let o = n.outcome().unwrap();
    assert_eq!(o.returns(), vec![1, -1, 1, -1]);
}

#[test]
fn s9_team_is_out_when_a_partners_king_is_sent_back() {
    let s = rolled(pos(Config::team(), "B:r7,H,H,H,H R:H,H,H,H,r5", "roll", "t=R"), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!(
        (n.status(G), n.status(B)),
        (PlayerStatus::Eliminated, PlayerStatus::Eliminated)
    );
    let o = n.outcome().unwrap();
    assert_eq!(o.returns(), vec![-1, 1, -1, 1]);
    // Team score is the partners' sum: Green -100, Blue -100.
    assert_eq!(o.seats[0].score, -200);
}

// ---------- section 12: D9, and the errors of apply ----------

#[test]
fn d9_sixes_unlimited_or_third_six_ends_turn() {
    let s = pos(two(), "G:H,H,H,H,r5", "roll", "z=2");
    assert_eq!(go(&s, "roll:6").phase(), Phase::Move);
    let third = Config {
        six_rule: SixRule::ThirdSixEndsTurn,
        ..two()
    };
    let s = pos(third, "G:H,H,H,H,r5", "roll", "z=2");
    assert_eq!(go(&s, "roll:6").colour_to_move(), B);
}

#[test]
fn d9_no_extra_roll_for_capture_or_earth_unless_the_knob() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5 B:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(go(&go(&s, "r5+2"), "kidnap").colour_to_move(), B);
    let bonus = Config {
        bonus_rule: BonusRule::CaptureAndEarth,
        ..two()
    };
    let s = rolled(pos(bonus, "G:H,H,H,H,r5 B:H,H,H,H,r7", "roll", ""), 2);
    assert_eq!(go(&go(&s, "r5+2"), "kidnap").colour_to_move(), G);
}

#[test]
fn errors_are_specific() {
    let s = rolled(pos(two(), "G:H,H,H,H,r5", "roll", ""), 2);
    assert_eq!(err(&s, "r5+3"), MoveError::WrongDistance { roll: 2, distance: 3 });
    assert_eq!(err(&s, "r6+2"), MoveError::NoGroup(Square::Ring(6)));
    assert_eq!(err(&s, "r60+2"), MoveError::NoSuchSquare(Square::Ring(60)));
    assert_eq!(err(&s, "roll:2"), MoveError::NotChanceNode);
    assert_eq!(
        err(&s, "kidnap"),
        MoveError::WrongDecision {
            expected: "enter K|Q|S, a step like r17+4, or pass"
        }
    );
    assert_eq!(err(&s, "enter K"), MoveError::EnterNeedsOneOrSix);
    let s = pos(two(), "G:E,E,E,E,E", "over", "w=G l=B st=f-a-");
    assert_eq!(err(&s, "pass"), MoveError::GameOver);
}

// ---------- more rule sentences (sections 3-9; R§3-R§8) ----------

#[test]
fn s5_ufo_obeys_king_last_and_stays_available() {
    let s = rolled(pos(two(), "G:r5,H,H,H,H", "roll", ""), 3);
    let n = go(&s, "r5+3");
    assert_eq!(at(&n, G, 0), Loc::Ring(8));
    assert!(n.ufo_available(G));
}

#[test]
fn s3_turn_order_is_clockwise_skipping_finished_players() {
    let cont = Config {
        standard_end: StandardEnd::ContinueToLoser,
        ..Config::default()
    };
    let s = rolled(pos(cont, "R:E,E,E,E,E B:H,H,H,H,r31", "roll", "t=B st=afaa w=R"), 2);
    assert_eq!(go(&s, "r31+2").colour_to_move(), P);
    let s = rolled(pos(cont, "G:H,H,H,H,r5 R:E,E,E,E,E", "roll", "t=G st=afaa w=R"), 2);
    assert_eq!(go(&s, "r5+2").colour_to_move(), B);
}

#[test]
fn s6_a_stack_holding_the_queen_may_move_backward() {
    // O-R9: the Queen with her prisoners may go back, and so may her stack
    // with a Soldier (under the `queen-alone` knob, O-R2, it may not:
    // `tests/suite/rule_changes_o_r1_to_o_r8.rs`).
    let s = rolled(pos(two(), "G:H,r12,H,H,H B:H,H,H,H,r12*G", "roll", ""), 2);
    assert_eq!(legal(&s), ["r12+2", "r12-2"]);
    let n = go(&s, "r12-2");
    assert_eq!((at(&n, G, 1), at(&n, B, 4)), (Loc::Ring(10), Loc::Ring(10)));
    let s = rolled(pos(two(), "G:H,r12,H,H,r12", "roll", ""), 2);
    assert_eq!(legal(&s), ["r12+2", "r12-2"]);
    let n = go(&s, "r12-2");
    assert_eq!((at(&n, G, 1), at(&n, G, 4)), (Loc::Ring(10), Loc::Ring(10)));
}

#[test]
fn s9_team_partner_moves_only_its_own_pawns_out_of_a_team_stack() {
    let s = rolled(pos(Config::team(), "G:H,H,H,H,r7 B:H,H,H,H,r7", "roll", "t=B"), 3);
    let n = go(&s, "r7+3");
    assert_eq!((at(&n, G, 4), at(&n, B, 4)), (Loc::Ring(7), Loc::Ring(10)));
}

#[test]
fn s9_last_pawn_eliminations_last_one_round() {
    let s = rolled(
        pos(
            Config::last_pawn(3),
            "G:pG4,E,E,E,E R:X,X,X,X,X B:H,H,H,H,r30",
            "roll",
            "st=aea- e=R rs=0,-100,0,0",
        ),
        1,
    );
    let n = go(&s, "p4+1");
    assert_eq!((n.phase(), n.loser()), (Phase::RoundOver, Some(B)));
    assert_eq!(n.total(R), -100);
    let n = go(&n, "next");
    assert_eq!(n.status(R), PlayerStatus::Active);
    assert_eq!(at(&n, R, 0), Loc::Ship);
}

#[test]
fn s8_round_continues_in_last_pawn_until_one_is_left() {
    let s = rolled(pos(Config::last_pawn(3), "G:pG4,E,E,E,E", "roll", ""), 1);
    let n = go(&s, "p4+1");
    assert_eq!((n.winner(), n.phase(), n.colour_to_move()), (Some(G), Phase::Roll, R));
}

#[test]
fn d8_one_sun_layout_a_last_sun_without_a_next_stays() {
    let cfg = Config {
        layout: Layout::ONE_SUN,
        ..two()
    };
    let s = rolled(pos(cfg, "G:H,H,H,H,r41", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r41+2"), G, 4), Loc::Ring(43));
    let s = rolled(pos(cfg, "G:H,H,H,H,r2", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r2+2"), G, 4), Loc::Ring(17));
}

#[test]
fn d8_junction_at_route_50_puts_the_top_sun_at_route_49() {
    let cfg = Config {
        layout: Layout::JUNCTION_50,
        ..two()
    };
    let s = rolled(pos(cfg, "G:H,H,H,H,r47", "roll", ""), 2);
    assert_eq!(at(&go(&s, "r47+2"), G, 4), Loc::Earth);
    // Route 50 is the junction; 51 is the first path square.
    let s = rolled(pos(cfg, "G:H,H,H,H,r48", "roll", ""), 3);
    assert_eq!(at(&go(&s, "r48+3"), G, 4), Loc::Path(G, 0));
}

#[test]
fn d8_side_by_side_globes_earth_is_one_step_after_the_path() {
    let cfg = Config {
        layout: Layout::parse("M:.*S.O.U.LSJ/4b").unwrap(),
        ..two()
    };
    let s = rolled(pos(cfg, "G:H,H,H,H,pG3", "roll", ""), 1);
    assert_eq!(at(&go(&s, "p3+1"), G, 4), Loc::Earth);
    // Route 55 + 2 = 57 bounces from the single globe (route 56) back to 55.
    let s = rolled(pos(cfg, "G:H,H,H,H,pG3", "roll", ""), 2);
    assert_eq!(at(&go(&s, "p3+2"), G, 4), Loc::Path(G, 3));
    let s = rolled(pos(cfg, "G:H,H,H,H,pG2", "roll", ""), 3);
    assert_eq!(at(&go(&s, "p2+3"), G, 4), Loc::Path(G, 3));
}

#[test]
fn s4_queen_backward_may_end_on_her_moon_but_not_on_an_opponent_there() {
    let s = rolled(pos(two(), "G:H,r3,H,H,H B:H,H,H,H,r0", "roll", ""), 3);
    assert_eq!(err(&s, "r3-3"), MoveError::SafeSquare);
}

#[test]
fn s6_send_back_of_the_captors_group_frees_nothing_else() {
    // Blue holds a Green Soldier; Green rescues it and sends Blue back: the
    // rescued Soldier stays with the rescuer.
    let s = rolled(pos(two(), "G:H,H,H,r5,r7*B B:H,H,H,H,r7", "roll", ""), 2);
    let n = go(&go(&s, "r5+2"), "sendback");
    assert_eq!(
        (at(&n, G, 3), at(&n, G, 4), at(&n, B, 4)),
        (Loc::Ring(7), Loc::Ring(7), Loc::Ship)
    );
}

#[test]
fn s5_star_then_capture_keeps_the_extra_roll() {
    let s = rolled(pos(two(), "G:H,H,H,H,r1 B:H,H,H,H,r3", "roll", ""), 2);
    let n = go(&go(&s, "r1+2"), "kidnap");
    assert_eq!((n.phase(), n.colour_to_move()), (Phase::Roll, G));
}

#[test]
fn s5_capture_on_an_odulo_ring_comes_before_the_odulo_offer() {
    let s = rolled(pos(two(), "G:H,H,H,H,r2 B:H,H,H,H,r6", "roll", ""), 4);
    let n = go(&s, "r2+4");
    assert_eq!(
        n.phase(),
        Phase::Capture {
            at: Loc::Ring(6),
            odu: true
        }
    );
    assert_eq!(go(&n, "kidnap").phase(), Phase::Odu { at: Loc::Ring(6) });
}

#[test]
fn s5_an_arrival_stacks_with_own_pawns() {
    let s = rolled(pos(two(), "G:H,H,H,r9,r19", "roll", ""), 3);
    let n = go(&s, "r19+3");
    assert_eq!((at(&n, G, 3), at(&n, G, 4)), (Loc::Ring(9), Loc::Ring(9)));
    assert_eq!(n.colour_to_move(), B);
}

#[test]
fn s10_everything_is_public_one_notation_for_all() {
    // No hidden information: the fact sheet says so and the notation holds it all.
    let info = <State as Game>::INFO;
    assert_eq!(
        info,
        board_core::GameInfo {
            name: "oduludo",
            title: "ODULUDO",
            min_seats: 2,
            max_seats: 4,
            chance: true,
            hidden_information: false,
        }
    );
}

#[test]
fn s5_ufo_flies_the_whole_stack_formed_on_the_parking() {
    // The King waits on the parking (King-last kept it there); the last
    // Soldier lands on it and the whole stack flies.
    let s = rolled(pos(two(), "G:r8,E,r5,E,E", "roll", ""), 3);
    let n = go(&s, "r5+3");
    assert_eq!((at(&n, G, 0), at(&n, G, 4)), (Loc::Earth, Loc::Earth));
    assert!(n.is_terminal());
}

#[test]
fn s8_loser_is_a_player_in_play_and_unknown_while_several_are_unfinished() {
    // Three players (Green, Red, Blue): Blue finishes first, two are left
    // unfinished, so Standard (D5) ends with no loser, never an absent colour.
    let s = rolled(pos(Config::with_players(3), "B:pB4,E,E,E,E", "roll", "t=B"), 1);
    let n = go(&s, "p4+1");
    assert_eq!(n.phase(), Phase::GameOver);
    assert_eq!(n.winner(), Some(B));
    assert_eq!(n.loser(), None);
    assert!(n.validate().is_ok());
    // Two players, both finish at once: Green's King kidnaps Blue's last
    // free pawn on an ODULUDO ring and flies to Earth with it (face 1), so
    // Blue's pawns are all held: the loser is the other player in play, not
    // the absent Red.
    let s = rolled(
        pos(Config::last_pawn(2), "G:r2,E,E,E,E B:r6,E*G,E*G,E*G,E*G", "roll", ""),
        4,
    );
    let s = go(&go(&go(&s, "r2+4"), "kidnap"), "odulo yes");
    let n = go(&s, "face:1");
    assert_eq!(n.winner(), Some(G));
    assert_eq!(n.loser(), Some(B));
    assert!(n.validate().is_ok());
}

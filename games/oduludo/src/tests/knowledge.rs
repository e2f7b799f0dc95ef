//! Unit tests of [`Heuristics`]: the scores follow the rules they cite,
//! priors stay in `0..1`, play-out moves are legal and seeded.

use super::*;
use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;
use board_core::{Actor, Game};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::Config;

/// A position of `players` players (Green to act) in state notation:
/// `pawns` as `G:K,Q,S,S,S B:...`, `phase` (`move`, `odu:r6`), the roll.
fn state(players: usize, pawns: &str, phase: &str, roll: u8) -> State {
    let cfg = Config::with_players(players);
    let (st, pc) = match players {
        2 => ("a-a-", "5,0,5,0"),
        3 => ("aaa-", "5,5,5,0"),
        _ => ("aaaa", "5,5,5,5"),
    };
    let text = format!(
        "{cfg} ; {pawns} ; {phase} ; t=G s=G d={roll} x=0 y=0 z=0 m=0,0,0,0 u=0 st={st} w=- l=- e=- n=1 \
         rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc={pc}"
    );
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

/// The move a fully greedy play-out takes (ties drawn with a fixed seed).
fn greedy_move(s: &State) -> Move {
    let h = Heuristics { greedy: 1.0 };
    h.playout_move(s, &mut ChaCha8Rng::seed_from_u64(1)).unwrap()
}

#[test]
fn s6_taking_an_opponent_scores_above_a_plain_step() {
    // Green's Soldier on r2 lands on Blue's Soldier on r5 (plain) with a
    // 3; the other Soldier's step from r20 to r23 takes nothing.
    let s = state(2, "G:H,H,H,r2,r20 B:H,H,H,H,r5", "move", 3);
    let h = Heuristics::default();
    let (take, plain) = (mv("r2+3"), mv("r20+3"));
    assert!(s.legal_moves().contains(&take) && s.legal_moves().contains(&plain));
    assert!(h.score(&s, &take) > h.score(&s, &plain) + 20.0);
    assert!(h.prior(&s, &take) > h.prior(&s, &plain));
    assert_eq!(greedy_move(&s), take);
}

#[test]
fn s6_sending_back_a_king_is_worth_an_elimination() {
    // The same landing on Blue's King (sent back, it eliminates Blue).
    let s = state(2, "G:H,H,H,r2,r20 B:r5,H,H,H,H", "move", 3);
    let soldier = state(2, "G:H,H,H,r2,r20 B:H,H,H,H,r5", "move", 3);
    let h = Heuristics::default();
    assert!(h.score(&s, &mv("r2+3")) >= h.score(&soldier, &mv("r2+3")) + KING_CAPTURE);
}

#[test]
fn s2_s4_a_safe_landing_beats_one_an_opponent_can_reach() {
    // Both Soldiers move 5: r20 to the junction r25 (safe), r28 to r33,
    // three squares in front of Blue's Soldier on r30.
    let s = state(2, "G:H,H,H,r20,r28 B:H,H,H,H,r30", "move", 5);
    let h = Heuristics::default();
    let (safe, exposed) = (mv("r20+5"), mv("r28+5"));
    assert!(h.score(&s, &safe) > h.score(&s, &exposed) + 5.0);
    assert_eq!(greedy_move(&s), safe);
}

#[test]
fn s4_leaving_a_threatened_square_is_worth_its_stake() {
    // Green's Soldier on r15 (plain) has Blue's Soldier three squares
    // behind (on the junction r12); the one on r40 is not threatened.
    // Both move 5 onto squares no opponent reaches (r20, r45).
    let s = state(2, "G:H,H,H,r15,r40 B:H,H,H,H,r12", "move", 5);
    let h = Heuristics::default();
    let (flee, stay) = (mv("r15+5"), mv("r40+5"));
    assert!(h.score(&s, &flee) > h.score(&s, &stay) + 3.0);
    assert_eq!(greedy_move(&s), flee);
}

#[test]
fn s8_reaching_earth_scores_above_the_same_squares_on_the_ring() {
    // A 3 takes the Soldier on pG2 (route 54) to Earth (route 57), or the
    // one on r20 to r23.
    let s = state(2, "G:H,H,H,r20,pG2 B:H,H,H,H,H", "move", 3);
    let h = Heuristics::default();
    assert!(h.score(&s, &mv("p2+3")) >= h.score(&s, &mv("r20+3")) + EARTH_BONUS);
    assert_eq!(greedy_move(&s), mv("p2+3"));
}

#[test]
fn s5_a_ufo_still_parked_flies_to_earth() {
    // Green's Soldier on r4 (a Sun) is not moved; the one on r3 moves 5
    // to Green's parking r8, whose UFO is there: a flight to Earth.
    let s = state(2, "G:H,H,H,r3,r40 B:H,H,H,H,H", "move", 5);
    let h = Heuristics::default();
    assert!(h.score(&s, &mv("r3+5")) > h.score(&s, &mv("r40+5")) + 40.0);
}

#[test]
fn s3_leaving_the_spaceship_beats_a_one_square_step() {
    // A 1 enters a Soldier or moves the one on r20 to r21 (a parking).
    let s = state(2, "G:H,H,H,H,r20 B:H,H,H,H,H", "move", 1);
    let h = Heuristics::default();
    assert!(h.score(&s, &mv("enter S")) > h.score(&s, &mv("r20+1")));
    assert!(matches!(greedy_move(&s), Move::Enter(_)));
}

#[test]
fn s6_sendback_is_preferred_to_kidnap_and_s5_the_sun_forward() {
    let h = Heuristics::default();
    // Green's Soldier has landed on Blue's on r5.
    let s = state(2, "G:H,H,H,H,r5 B:H,H,H,H,r5", "cap:r5:0", 3);
    assert_eq!(s.legal_moves().as_slice(), [Move::SendBack, Move::Kidnap]);
    assert!(h.score(&s, &Move::SendBack) > h.score(&s, &Move::Kidnap));
    assert_eq!(greedy_move(&s), Move::SendBack);
    assert!(h.score(&s, &Move::Sun(SunDir::Forward)) > h.score(&s, &Move::Sun(SunDir::Back)));
}

#[test]
fn s7_the_odulo_die_is_taken_early_and_declined_late() {
    let h = Heuristics::default();
    // On Green's first ODULUDO ring (route 6) the die gains on average.
    let early = state(2, "G:H,H,H,H,r6 B:H,H,H,H,H", "odu:r6", 2);
    assert!(h.score(&early, &Move::Odulo(true)) > h.score(&early, &Move::Odulo(false)));
    // On the last one (route 45) face 6 alone costs 45 squares.
    let late = state(2, "G:H,H,H,H,r45 B:H,H,H,H,H", "odu:r45", 2);
    assert!(h.score(&late, &Move::Odulo(true)) < h.score(&late, &Move::Odulo(false)));
    assert_eq!(greedy_move(&late), Move::Odulo(false));
}

#[test]
fn priors_are_in_range_and_play_out_moves_legal_and_seeded() {
    let h = Heuristics::default();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut seats = 0;
    for players in [2, 3, 4] {
        for game in 0..6u64 {
            let mut s = State::new(Config::with_players(players)).unwrap();
            let mut plies = 0;
            while plies < 3_000 {
                match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => s = s.apply(&s.sample_chance(&mut rng).unwrap()).unwrap(),
                    Actor::Seat(_) => {
                        seats += 1;
                        let legal: Vec<Move> = s.legal_moves().into_iter().collect();
                        for m in &legal {
                            let p = h.prior(&s, m);
                            assert!((0.0..=1.0).contains(&p) && p.is_finite(), "{m} {p} in {s}");
                        }
                        let seed = game * 10_000 + plies;
                        let a = h.playout_move(&s, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
                        let b = h.playout_move(&s, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
                        assert_eq!(a, b, "seeded");
                        assert!(legal.contains(&a), "{a} not legal in {s}");
                        s = s.apply(&a).unwrap();
                    }
                }
                plies += 1;
            }
        }
    }
    assert!(seats > 500, "{seats}");
    let _ = Move::Pass.to_string();
}

use alloc::vec::Vec;

use super::*;
use crate::board::ALL;
use crate::config::{Config, HoopsPath, SideBySide, SliderStop};
use crate::rules::hop::{Tip, tip};

/// The group walk spelled out through [`tip`] (the form move checking
/// uses): the twin of the table-driven [`State::for_each_group`].
fn groups_naive(s: &State, side: Side) -> Vec<Group> {
    let mut out = Vec::new();
    let all = s.occupied_all();
    let own = s.occupied(side);
    let opp = s.occupied(side.opponent());
    let sbs = s.config.side_by_side == SideBySide::Forbidden;
    let stands = s.config.tip_without_hop == TipWithoutHop::TipStands;
    let opp_nb = opp.neighbours();
    let allowed = if sbs { ALL.minus(opp_nb) } else { ALL };
    for from in own.iter() {
        if sbs && !own.minus(from.bb()).and(opp_nb).is_empty() {
            continue;
        }
        let Some((_, o)) = s.block(from).map(|b| (b.side, b.orientation)) else {
            continue;
        };
        let rest = all.minus(from.bb());
        for dir in Dir::ALL {
            let single = |top| Group {
                from,
                dir,
                top,
                targets: Squares::EMPTY,
            };
            match tip(side, from, o, dir, rest) {
                Tip::Removal(_) => out.push(single(Face::Star)),
                Tip::Stands { at, orientation } => {
                    let top = orientation.top();
                    if top == Face::Stop {
                        if allowed.has(at) {
                            out.push(single(top));
                        }
                        continue;
                    }
                    let targets = s.raw_targets(top, at, rest).and(allowed);
                    if !targets.is_empty() {
                        out.push(Group {
                            from,
                            dir,
                            top,
                            targets,
                        });
                    } else if stands && allowed.has(at) {
                        out.push(single(top));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

#[test]
fn tips_name_the_face_tip_then_top() {
    for side in Side::ALL {
        for o in Orientation::ALL {
            for sq in Square::all() {
                let x = TIPS[sq.index()][crate::state::encode(side, o) as usize];
                for d in Dir::ALL {
                    let e = x >> (16 * d.index());
                    let top = o.tip(d).top();
                    assert_eq!((e >> 6) & 7, top.index() as u64, "{o} {d:?}");
                    let bits = [
                        (TIP_STAR, Face::Star),
                        (TIP_STOP, Face::Stop),
                        (TIP_SLIDER, Face::Slider),
                        (TIP_HOOPS, Face::Hoops),
                    ];
                    for (bit, face) in bits {
                        assert_eq!(e & bit != 0, top == face, "{o} {d:?} {face:?}");
                    }
                }
            }
        }
    }
}

/// Random boards (up to four blocks a side, off the stars, any
/// orientations), every switch that changes the walk, both sides: the
/// table-driven walk lists the naive walk's groups in the same order, and
/// `count_turns` is the number of turns they hold.
#[test]
fn tips_and_groups_agree() {
    let mut x: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let mut checked = 0u32;
    for round in 0..600 {
        let pick = |bit: u32| round & (1 << bit) != 0;
        let config = Config {
            side_by_side: if pick(0) {
                SideBySide::Forbidden
            } else {
                SideBySide::Allowed
            },
            tip_without_hop: if pick(1) {
                TipWithoutHop::TipStands
            } else {
                TipWithoutHop::Illegal
            },
            hoops_path: if pick(2) {
                HoopsPath::ThroughBlocks
            } else {
                HoopsPath::Unblocked
            },
            slider_stop: if pick(3) {
                SliderStop::NaturalOnly
            } else {
                SliderStop::BeforeAnyStar
            },
            ..Config::default()
        };
        let mut s = State::empty(config, Phase::Play, Side::South, 0);
        for side in Side::ALL {
            for _ in 0..1 + next() % 4 {
                let r = next();
                let Some(sq) = Square::from_index((r % 49) as usize) else {
                    continue;
                };
                if sq.is_star() || s.occupied_all().has(sq) {
                    continue;
                }
                s.put(sq, side, Orientation::ALL[((r >> 8) % 24) as usize]);
            }
        }
        for side in Side::ALL {
            let naive = groups_naive(&s, side);
            let mut fast = Vec::new();
            let _ = s.for_each_group(side, |g| {
                fast.push(g);
                ControlFlow::Continue(())
            });
            assert_eq!(fast, naive, "{side:?} on {:?} {config:?}", s.cells);
            let turns: u32 = naive.iter().map(Group::len).sum();
            assert_eq!(s.count_turns(side), turns, "{side:?} on {:?} {config:?}", s.cells);
            assert_eq!(s.turns_of(side).len() as u32, turns);
            assert_eq!(s.has_move(side), turns > 0);
            assert!(!s.surely_has_move(side) || turns > 0);
            if side == s.to_move {
                let listed: Vec<Move> = s.turns_of(side).into_iter().map(Move::Turn).collect();
                assert_eq!(s.moves(), listed, "{side:?} on {:?} {config:?}", s.cells);
            }
            checked += turns;
        }
    }
    assert!(checked > 10_000, "only {checked} turns checked");
}

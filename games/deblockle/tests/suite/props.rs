//! Property tests: random states come from legal play (chance included);
//! `apply` of arbitrary moves and `FromStr` of arbitrary strings never panic;
//! invariants hold along every game.

use board_core::testkit::{random_playout, rng};
use board_core::{Actor, Game};
use deblockle::{
    Config, Dir, Face, HoopsPath, Move, Orientation, SetupMode, Side, SideBySide, SliderStop, Square, State, TipHop,
    TipWithoutHop,
};
use proptest::prelude::*;

fn config_strategy() -> impl Strategy<Value = Config> {
    (
        1u8..=4,
        1u8..=4,
        0usize..3,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(s, n, setup, first, sbs, d1, d2, d3)| Config {
            south_blocks: s,
            north_blocks: n,
            setup: match setup {
                0 => SetupMode::Standard,
                1 => SetupMode::Random,
                _ => SetupMode::Fixed(deblockle::BySide::new(
                    [Orientation::default(); 4],
                    [Orientation::ALL[7]; 4],
                )),
            },
            first: if first { Side::South } else { Side::North },
            side_by_side: if sbs {
                SideBySide::Forbidden
            } else {
                SideBySide::Allowed
            },
            tip_without_hop: if d1 {
                TipWithoutHop::TipStands
            } else {
                TipWithoutHop::Illegal
            },
            hoops_path: if d2 {
                HoopsPath::ThroughBlocks
            } else {
                HoopsPath::Unblocked
            },
            slider_stop: if d3 {
                SliderStop::NaturalOnly
            } else {
                SliderStop::BeforeAnyStar
            },
            max_turns: Some(80),
        })
}

/// A state reached by `plies` random legal moves from a random config.
fn state_strategy() -> impl Strategy<Value = State> {
    (config_strategy(), any::<u64>(), 0usize..120).prop_map(|(c, seed, plies)| {
        let start = State::new(c).unwrap();
        random_playout(&start, &mut rng(seed), plies).final_state
    })
}

fn square() -> impl Strategy<Value = Square> {
    (0usize..49).prop_map(|i| Square::from_index(i).unwrap())
}

fn move_strategy() -> impl Strategy<Value = Move> {
    let face = (0usize..6).prop_map(|i| Face::ALL[i]);
    let orient = (0usize..24).prop_map(|i| Orientation::ALL[i]);
    prop_oneof![
        face.clone().prop_map(Move::Roll),
        orient.clone().prop_map(Move::Draw),
        (square(), orient).prop_map(|(square, orientation)| Move::Place { square, orientation }),
        (square(), 0usize..4, face, proptest::option::of(square())).prop_map(|(from, d, top, to)| Move::Turn(TipHop {
            from,
            dir: Dir::ALL[d],
            top: Some(top),
            to
        })),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn apply_arbitrary_moves_never_panics_and_agrees_with_generation(s in state_strategy(), ms in proptest::collection::vec(move_strategy(), 1..40)) {
        let legal = s.moves();
        for m in ms {
            let before = s.clone();
            let r = s.apply(&m);
            prop_assert_eq!(&s, &before);
            prop_assert_eq!(r.is_ok(), legal.contains(&m), "{} on {}", m, s);
            if let Ok(next) = r {
                prop_assert!(next.validate().is_ok());
            }
        }
    }

    #[test]
    fn move_from_str_never_panics(text in "\\PC{0,12}") {
        if let Ok(m) = text.parse::<Move>() {
            prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
        }
    }

    #[test]
    fn move_from_str_near_notation_never_panics(text in "(roll:?|ROLL:?)?[a-hA-H0-9@neswNESW*sS+xX=oO ]{0,8}") {
        if let Ok(m) = text.parse::<Move>() {
            // D-R1: any letter case and an optional space read; `Display`
            // writes the one canonical form, which reads back the same (the
            // chance moves' colon is optional on input).
            let canonical = m.to_string();
            prop_assert_eq!(canonical.parse::<Move>().unwrap(), m);
            let plain = |t: &str| t.to_lowercase().replace([' ', ':'], "");
            prop_assert_eq!(plain(&canonical), plain(&text));
        }
    }

    #[test]
    fn state_from_str_never_panics(text in "\\PC{0,60}") {
        let _ = text.parse::<State>();
    }

    #[test]
    fn mutated_state_text_never_panics_and_parses_only_valid_states(s in state_strategy(), pos in any::<prop::sample::Index>(), ch in "[ -~]") {
        let mut text = s.to_string();
        let i = pos.index(text.len());
        text.replace_range(i..=i, &ch);
        if let Ok(t) = text.parse::<State>() {
            prop_assert!(t.validate().is_ok());
            prop_assert_eq!(t.to_string().parse::<State>().unwrap(), t);
        }
    }

    #[test]
    fn invariants_hold_along_random_games(c in config_strategy(), seed in any::<u64>()) {
        let start = State::new(c).unwrap();
        let p = random_playout(&start, &mut rng(seed), 400);
        let mut s = start;
        let (mut south, mut north) = (0u8, 0u8);
        for m in &p.moves {
            s = s.apply(m).unwrap();
            prop_assert!(s.validate().is_ok());
            // Removals only grow; blocks never exceed the config.
            prop_assert!(s.removed(Side::South) >= south && s.removed(Side::North) >= north);
            south = s.removed(Side::South);
            north = s.removed(Side::North);
            prop_assert_eq!(s.to_string().parse::<State>().unwrap(), s.clone());
            // The side named to act can always act.
            if let Actor::Seat(_) = s.to_act() {
                prop_assert!(!s.moves().is_empty());
            }
            prop_assert!(s.moves().len() <= deblockle::MAX_LEGAL_MOVES);
        }
        prop_assert_eq!(p.final_state, s);
    }
}

/// Every move value there is: 6 rolls, 24 draws, 49 x 24 placements and
/// 49 x 4 x 6 x 50 turns (every destination and none).
fn whole_move_space() -> Vec<Move> {
    let mut v: Vec<Move> = Face::ALL.into_iter().map(Move::Roll).collect();
    v.extend(Orientation::ALL.into_iter().map(Move::Draw));
    for square in (0..49).filter_map(Square::from_index) {
        for orientation in Orientation::ALL {
            v.push(Move::Place { square, orientation });
        }
        for dir in Dir::ALL {
            for top in Face::ALL.map(Some).into_iter().chain([None]) {
                v.push(Move::Turn(TipHop {
                    from: square,
                    dir,
                    top,
                    to: None,
                }));
                for to in (0..49).filter_map(Square::from_index) {
                    v.push(Move::Turn(TipHop {
                        from: square,
                        dir,
                        top,
                        to: Some(to),
                    }));
                }
            }
        }
    }
    v
}

/// Spec §3-§5 and every setup phase: in states from random legal play
/// (setup chance nodes, placement decisions, play, and finished games),
/// every move of the whole move space is accepted exactly when it is
/// generated, leaves the state unchanged when refused, and gives a valid
/// state when accepted.
#[test]
fn whole_move_space_accepted_exactly_when_generated() {
    use std::collections::HashSet;
    let space = whole_move_space();
    let mut r = rng(4242);
    let mut kinds = HashSet::new();
    let mut states = 0;
    for i in 0..64u64 {
        let c = Config {
            south_blocks: 1 + (i % 4) as u8,
            north_blocks: 1 + ((i / 4) % 4) as u8,
            setup: match i % 3 {
                0 => SetupMode::Standard,
                1 => SetupMode::Random,
                _ => SetupMode::Fixed(deblockle::BySide::new(
                    [Orientation::ALL[5]; 4],
                    [Orientation::ALL[17]; 4],
                )),
            },
            side_by_side: if i & 1 == 0 {
                SideBySide::Allowed
            } else {
                SideBySide::Forbidden
            },
            tip_without_hop: if i & 2 == 0 {
                TipWithoutHop::Illegal
            } else {
                TipWithoutHop::TipStands
            },
            hoops_path: if i & 4 == 0 {
                HoopsPath::Unblocked
            } else {
                HoopsPath::ThroughBlocks
            },
            slider_stop: if i & 8 == 0 {
                SliderStop::BeforeAnyStar
            } else {
                SliderStop::NaturalOnly
            },
            max_turns: Some(60),
            ..Config::default()
        };
        let start = State::new(c).unwrap();
        let p = random_playout(&start, &mut r, 200);
        let mut s = start;
        let mut picks: Vec<State> = vec![s.clone()];
        for (k, m) in p.moves.iter().enumerate() {
            s = s.apply(m).unwrap();
            if k % 9 == 3 {
                picks.push(s.clone());
            }
        }
        picks.push(s);
        for s in picks {
            kinds.insert(format!("{:?}", s.to_act()).chars().take(5).collect::<String>());
            let legal: HashSet<Move> = s.moves().into_iter().collect();
            for m in &space {
                let before = s.clone();
                let r = s.apply(m);
                assert_eq!(s, before);
                // D-R1: a turn without its face letter is accepted exactly
                // when its completion is generated, to the same state.
                let full = match (m, s.complete(m)) {
                    (Move::Turn(TipHop { top: None, .. }), Ok(full)) => {
                        assert_eq!(s.apply(&full).ok(), r.clone().ok(), "{m} on {s}");
                        full
                    }
                    _ => *m,
                };
                assert_eq!(r.is_ok(), legal.contains(&full), "{m} on {s}: {r:?}");
                if let Ok(next) = r {
                    assert_eq!(next.validate(), Ok(()), "{m} on {s}");
                }
            }
            states += 1;
        }
    }
    assert!(states > 100, "{states}");
    assert_eq!(kinds.len(), 3, "{kinds:?}"); // chance, seats and terminal states all covered
}

/// §7 state notation: every one-character substitution, deletion and
/// insertion (printable ASCII) of valid state texts, from setup, play and
/// finished games, either fails to parse or parses to a valid state that
/// round-trips; nothing panics, and no later call on it panics either.
#[test]
fn state_text_mutated_character_by_character() {
    let mut r = rng(77);
    let mut texts = Vec::new();
    for i in 0..12u64 {
        let c = Config {
            south_blocks: 1 + (i % 4) as u8,
            north_blocks: 4 - (i % 4) as u8,
            setup: match i % 3 {
                0 => SetupMode::Standard,
                1 => SetupMode::Random,
                _ => SetupMode::Fixed(deblockle::BySide::new(
                    [Orientation::ALL[3]; 4],
                    [Orientation::ALL[20]; 4],
                )),
            },
            side_by_side: if i & 1 == 0 {
                SideBySide::Allowed
            } else {
                SideBySide::Forbidden
            },
            max_turns: Some(40),
            ..Config::default()
        };
        let start = State::new(c).unwrap();
        for plies in [3, 9, 30, 400] {
            texts.push(random_playout(&start, &mut r, plies).final_state.to_string());
        }
    }
    let chars: Vec<char> = (b' '..=b'~').map(char::from).collect();
    let mut parsed = 0;
    for text in &texts {
        let cs: Vec<char> = text.chars().collect();
        let mut variants = Vec::new();
        for i in 0..=cs.len() {
            if i < cs.len() {
                let mut d = cs.clone();
                d.remove(i);
                variants.push(d);
            }
            for &c in &chars {
                if i < cs.len() {
                    let mut s = cs.clone();
                    s[i] = c;
                    variants.push(s);
                }
                let mut ins = cs.clone();
                ins.insert(i, c);
                variants.push(ins);
            }
        }
        for v in variants {
            let v: String = v.into_iter().collect();
            if let Ok(s) = v.parse::<State>() {
                parsed += 1;
                assert_eq!(s.validate(), Ok(()), "{v}");
                assert_eq!(s.to_string().parse::<State>().unwrap(), s, "{v}");
                let moves = s.moves();
                for m in moves.iter().take(3) {
                    assert_eq!(s.apply(m).map(|n| n.validate()), Ok(Ok(())), "{m} on {v}");
                }
                let _ = (s.picture(), s.outcome(), s.to_act(), s.chance_outcomes());
            }
        }
    }
    assert!(parsed > 100, "{parsed}");
}

//! Adversarial input: every move of the whole move space in random reachable
//! states of every mode and knob combination, and state notation mutated
//! character by character. Nothing may panic; `apply` accepts exactly the
//! generated moves; every accepted state keeps every invariant.

use crate::common;

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::rng;
use board_core::{Actor, Game};
use oduludo::layout::SquareKind;
use oduludo::*;

fn scale() -> u64 {
    board_core::testkit::test_scale()
}

/// A config from `seed`: player count, mode, layout and every knob vary.
fn config(seed: u64) -> Config {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
    let mut pick = |n: u64| {
        x ^= x >> 29;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 32;
        x % n
    };
    let mode = pick(3);
    let mut cfg = match mode {
        0 => Config::with_players(2 + pick(3) as usize),
        1 => Config::last_pawn(2 + pick(3) as usize),
        _ => Config::team(),
    };
    if mode != 2 {
        // O-R1: any colours of that count.
        let n = cfg.colours.len() as u32;
        let sets: Vec<u8> = (0u8..16).filter(|m| m.count_ones() == n).collect();
        cfg.colours = ColourSet(sets[pick(sets.len() as u64) as usize]);
    }
    cfg.layout = [Layout::DEFAULT, Layout::ONE_SUN, Layout::JUNCTION_50, Layout::V1][pick(4) as usize];
    cfg.roll_rule = [RollRule::MustUse, RollRule::MayPass][pick(2) as usize];
    cfg.ufo_rule = [UfoRule::OncePerRound, UfoRule::OncePerTurnCycle][pick(2) as usize];
    cfg.stack_rule = [
        StackRule::NoTakingLarger,
        StackRule::AnyTakesAny,
        StackRule::LargerSendsAttackerBack,
    ][pick(3) as usize];
    cfg.prisoner_rule = [PrisonerRule::PassToCaptor, PrisonerRule::GoHome][pick(2) as usize];
    cfg.standard_end = [StandardEnd::FirstFinisher, StandardEnd::ContinueToLoser][pick(2) as usize];
    cfg.lightning_rule = [LightningRule::OwnMoon, LightningRule::Stay][pick(2) as usize];
    cfg.arrival_rule = [ArrivalRule::StayBehind, ArrivalRule::TakeAnyway][pick(2) as usize];
    cfg.six_rule = [SixRule::Unlimited, SixRule::ThirdSixEndsTurn][pick(2) as usize];
    cfg.bonus_rule = [BonusRule::NoBonus, BonusRule::CaptureAndEarth][pick(2) as usize];
    cfg
}

/// Every move value worth trying: the whole move space and some out-of-range values.
fn move_space() -> Vec<Move> {
    let mut v: Vec<Move> = Colour::ALL.into_iter().map(Move::Start).collect();
    for d in 0..=7 {
        v.push(Move::Roll(d));
        v.push(Move::Face(d));
    }
    v.extend([PawnKind::King, PawnKind::Queen, PawnKind::Soldier].map(Move::Enter));
    for back in [false, true] {
        for dist in 0..=7 {
            for r in 0..=53 {
                v.push(Move::Step {
                    from: Square::Ring(r),
                    dist,
                    back,
                });
            }
            for p in 0..=7 {
                v.push(Move::Step {
                    from: Square::Path(p),
                    dist,
                    back,
                });
            }
        }
    }
    v.extend([
        Move::Sun(SunDir::Forward),
        Move::Sun(SunDir::Back),
        Move::SendBack,
        Move::Kidnap,
        Move::Odulo(true),
        Move::Odulo(false),
        Move::Pass,
        Move::NextRound,
    ]);
    v
}

/// Seeded random play from the start, calling `f` on every state reached.
fn play(cfg: Config, seed: u64, max: usize, mut f: impl FnMut(&State)) {
    play_moves(cfg, seed, max, |_, _, s| f(s));
}

/// As [`play`], with the previous state and the move too (none for the start).
fn play_moves(cfg: Config, seed: u64, max: usize, mut f: impl FnMut(Option<&State>, Option<Move>, &State)) {
    let mut r = rng(seed);
    let mut s = State::new(cfg).unwrap();
    f(None, None, &s);
    for _ in 0..max {
        let m = match s.to_act() {
            Actor::Terminal => break,
            Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
            Actor::Seat(_) => {
                let l = s.legal_moves();
                l[uniform_index(l.len(), &mut r).unwrap()]
            }
        };
        let n = s.apply(&m).unwrap();
        f(Some(&s), Some(m), &n);
        s = n;
    }
}

fn check_all_moves(s: &State, space: &[Move]) {
    let legal = s.legal_moves();
    let mut dedup = legal.clone();
    dedup.sort_by_key(|m| m.to_string());
    dedup.dedup();
    assert_eq!(dedup.len(), legal.len(), "duplicate moves in {s}");
    assert_eq!(legal.is_empty(), s.to_act() == Actor::Terminal, "{s}");
    for m in space {
        let mut fast = *s;
        fast.apply_unchecked(m);
        assert!(
            fast.validate().is_ok(),
            "unchecked {m} in {s} gave {fast}: {:?}",
            fast.validate()
        );
        let before = *s;
        let r = s.apply(m);
        assert_eq!(*s, before);
        match r {
            Ok(n) => {
                assert!(legal.contains(m), "{m} accepted but not generated in {s}");
                assert!(n.validate().is_ok(), "{m} in {s} gave {n}: {:?}", n.validate());
            }
            Err(e) => assert!(!legal.contains(m), "{m} generated but refused ({e}) in {s}"),
        }
    }
}

#[test]
fn whole_move_space_in_random_states_of_every_knob_combination() {
    let space = move_space();
    for seed in 0..20 * scale() {
        let cfg = config(seed);
        let mut k = 0usize;
        play(cfg, seed, 3_000, |s| {
            k += 1;
            if k.is_multiple_of(7) || !matches!(s.phase(), Phase::Roll | Phase::Move) {
                check_all_moves(s, &space);
            }
        });
    }
}

#[test]
fn every_knob_combination_plays_to_the_end() {
    for seed in 0..40 * scale() {
        let cfg = config(seed);
        let mut last = None;
        play(cfg, seed, 40_000, |s| last = Some(*s));
        let s = last.unwrap();
        assert_eq!(s.to_act(), Actor::Terminal, "seed {seed} {cfg} did not end: {s}");
        assert!(s.outcome().is_some());
    }
}

const CHARS: &[char] = &[
    '0', '1', '5', '9', 'H', 'E', 'G', 'R', 'B', 'P', 'a', 'e', 'f', 'r', 'p', '*', ',', '-', ' ', ':',
];

#[test]
fn mutated_state_notation_is_refused_or_consistent() {
    let space = move_space();
    for seed in 0..3 * scale() {
        let cfg = config(seed);
        let mut k = 0usize;
        play(cfg, seed, 2_000, |s| {
            k += 1;
            if !k.is_multiple_of(173) {
                return;
            }
            let text: Vec<char> = s.to_string().chars().collect();
            for i in 0..text.len() {
                for &ch in CHARS {
                    let mut t = text.clone();
                    t[i] = ch;
                    let t: String = t.into_iter().collect();
                    if let Ok(p) = t.parse::<State>() {
                        assert!(p.validate().is_ok(), "{t}");
                        assert_eq!(p.to_string().parse::<State>().unwrap(), p, "{t}");
                        let _ = p.picture();
                        check_all_moves(&p, &space);
                    }
                }
            }
        });
    }
}

#[test]
fn s3_state_notation_refuses_an_extra_roll_flag_outside_a_move() {
    let ok = common::pos(common::two(), "", "roll", "t=G x=0");
    let bad = ok.to_string().replace(" x=0 ", " x=1 ");
    assert!(bad.parse::<State>().is_err(), "{bad}");
}

#[test]
fn s3_state_notation_refuses_a_must_move_flag_off_an_opponents_moon() {
    // Flagged on Blue's Moon (r26): consistent.
    let ok = common::pos(common::two(), "G:H,H,H,H,r26", "roll", "m=16,0,0,0");
    assert!(ok.must_move(Colour::Green, 4));
    // The same flag on a plain square, on the own Moon or on an absent colour's Moon is refused.
    for sq in ["r25", "r0", "r13"] {
        let bad = ok.to_string().replace("r26", sq);
        assert!(bad.parse::<State>().is_err(), "{bad}");
    }
}

#[test]
fn s8_state_notation_refuses_a_winner_or_loser_not_in_play() {
    let ok = common::pos(
        Config::last_pawn(2),
        "G:E,E,E,E,E",
        "next",
        "t=B st=f-a- w=G l=B rw=1,0,0,0",
    );
    let ok = ok.to_string();
    let _ = ok.parse::<State>().unwrap();
    for (from, to) in [(" w=G ", " w=R "), (" l=B ", " l=P "), (" e=- ", " e=R ")] {
        let bad = ok.replace(from, to);
        assert!(bad.parse::<State>().is_err(), "{bad}");
    }
}

/// Totals are derived too, so the extreme totals that once
/// tested saturation are refused; the same play from reachable totals
/// scores as the rules say.
#[test]
fn s8_totals_beyond_the_rounds_played_are_refused() {
    let s = common::pos(Config::last_pawn(2), "G:pG4,E,E,E,E B:r40,E*G,H,H,H", "roll", "");
    for tt in ["2147483647,0,0,0", "0,0,-2147483648,0", "40,0,0,0", "0,0,-10,0"] {
        let bad = s.to_string().replace("tt=0,0,0,0", &format!("tt={tt}"));
        assert!(
            matches!(
                bad.parse::<State>(),
                Err(ParseStateError::Invalid(StateError::Total(_)))
            ),
            "{bad}"
        );
    }
    // Green wins a Last Pawn round holding a prisoner: +40.
    let n = common::go(&common::go(&s, "roll:1"), "p4+1");
    assert_eq!(n.total(Colour::Green), 40);
    assert!(n.validate().is_ok());
    // Blue's King is sent back with its whole stack of one: -20 for the
    // King on the spaceship, -20 for each of the 4 pawns waiting there.
    let s = common::pos(Config::last_pawn(2), "G:r39,H,H,H,H B:r42,H,H,H,H", "roll", "");
    let n = common::go(&common::go(&common::go(&s, "roll:3"), "r39+3"), "sendback");
    assert_eq!(n.total(Colour::Blue), -100);
    assert!(n.validate().is_ok());
    let _ = n.outcome();
}

#[test]
fn s3_a_six_always_gives_another_roll_in_random_games() {
    for seed in 0..120u64 {
        let mut cfg = config(seed);
        cfg.six_rule = SixRule::Unlimited;
        let mut r = rng(seed);
        let mut s = State::new(cfg).unwrap();
        let mut last_roll: Option<(Colour, u8, u16)> = None;
        for _ in 0..20_000 {
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
                Actor::Seat(_) => {
                    let l = s.legal_moves();
                    l[uniform_index(l.len(), &mut r).unwrap()]
                }
            };
            if let Move::Roll(v) = m {
                last_roll = Some((s.colour_to_move(), v, s.round()));
            }
            let n = s.apply(&m).unwrap();
            if n.phase() == Phase::Roll
                && let Some((c, 6, round)) = last_roll
                && n.round() == round
                && n.status(c) == PlayerStatus::Active
                && !matches!(s.phase(), Phase::Roll)
            {
                assert_eq!(
                    n.colour_to_move(),
                    c,
                    "the 6 of {c} gave no extra roll: {s} then {m} gave {n}"
                );
            }
            s = n;
        }
    }
}

/// §5 Star: a normal move ending on a Star (not made with a 6) gives
/// another roll once its decisions are done, while the mover is active and
/// the round goes on.
#[test]
fn s5_a_star_always_gives_another_roll_in_random_games() {
    let mut stars = 0;
    for seed in 0..150u64 {
        let cfg = config(seed);
        let mut r = rng(seed);
        let mut s = State::new(cfg).unwrap();
        // (mover, pawn indices moved, round) of a step made with a roll other than 6.
        let mut step: Option<(Colour, Vec<usize>, u16)> = None;
        let mut before = s;
        for _ in 0..20_000 {
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
                Actor::Seat(_) => {
                    let l = s.legal_moves();
                    l[uniform_index(l.len(), &mut r).unwrap()]
                }
            };
            if let Move::Step { from, dist, .. } = m {
                before = s;
                let c = s.colour_to_move();
                let at = match from {
                    Square::Ring(x) => Loc::Ring(x),
                    Square::Path(x) => Loc::Path(c, x),
                };
                let moved: Vec<usize> = (0..PAWNS)
                    .filter(|&i| s.pawn(c, i).is_some_and(|p| p.is_free() && p.loc == at))
                    .collect();
                step = (dist != 6 && !s.extra_roll_due()).then_some((c, moved, s.round()));
            }
            if matches!(m, Move::Face(_) | Move::Roll(_) | Move::Enter(_) | Move::Pass) {
                step = None;
            }
            let n = s.apply(&m).unwrap();
            if n.phase() == Phase::Roll
                && let Some((c, moved, round)) = step.take()
                && n.round() == round
                && n.status(c) == PlayerStatus::Active
            {
                // Soldiers are re-sorted after a move: compare counts per Star square.
                let count = |t: &State, x: u8| {
                    (0..PAWNS)
                        .filter(|&i| t.pawn(c, i).is_some_and(|p| p.is_free() && p.loc == Loc::Ring(x)))
                        .count()
                };
                let on_star = !moved.is_empty()
                    && (0..52u8)
                        .filter(|&x| cfg.layout.kind(x) == SquareKind::Star)
                        .any(|x| count(&n, x) > count(&before, x));
                if on_star {
                    stars += 1;
                    assert_eq!(
                        n.colour_to_move(),
                        c,
                        "Star gave no extra roll to {c}: {s} then {m} gave {n}"
                    );
                }
            }
            s = n;
        }
    }
    assert!(stars > 100, "only {stars} Star landings");
}

/// §3: a player starting a turn with no pawn in play rolls until a 1 or 6,
/// at most 3 times (D9's third-6 knob aside).
#[test]
fn s3_three_tries_without_a_pawn_in_play_in_random_games() {
    let mut checked = 0;
    for seed in 0..150u64 {
        let mut cfg = config(seed);
        cfg.six_rule = SixRule::Unlimited;
        let mut r = rng(seed);
        let mut s = State::new(cfg).unwrap();
        // (player, rolls so far, a 1 or 6 seen, round) of a turn begun with no pawn in play.
        let mut turn: Option<(Colour, u32, bool, u16)> = None;
        for _ in 0..20_000 {
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
                Actor::Seat(_) => {
                    let l = s.legal_moves();
                    l[uniform_index(l.len(), &mut r).unwrap()]
                }
            };
            let n = s.apply(&m).unwrap();
            if let Move::Roll(v) = m
                && let Some((c, k, hit, _)) = &mut turn
                && *c == s.colour_to_move()
            {
                *k += 1;
                *hit |= v == 1 || v == 6;
            }
            if n.phase() == Phase::Roll && n.colour_to_move() != s.colour_to_move() {
                if let Some((c, k, hit, round)) = turn.take()
                    && n.round() == round
                    && n.status(c) == PlayerStatus::Active
                    && !hit
                {
                    checked += 1;
                    assert_eq!(
                        k, 3,
                        "{c} rolled {k} times without a pawn in play: {s} then {m} gave {n}"
                    );
                }
                let c = n.colour_to_move();
                let in_play = (0..PAWNS).any(|i| n.pawn(c, i).is_some_and(|p| p.is_free() && p.loc.on_board()));
                turn = (!in_play).then_some((c, 0, false, n.round()));
            }
            s = n;
        }
    }
    assert!(checked > 100, "only {checked} turns checked");
}

/// §5 UFO parking (D2 once per round): no group ends a move on a parking
/// whose UFO is still there and stays, unless King-last kept it from flying
/// (its stack holds its King while other own pawns are still away from Earth).
#[test]
fn s5_no_group_waits_on_a_parking_with_its_ufo_in_random_games() {
    let mut waits = 0;
    for seed in 0..120u64 {
        let mut cfg = config(seed);
        cfg.ufo_rule = UfoRule::OncePerRound;
        play_moves(cfg, seed, 20_000, |prev, mv, s| {
            for owner in cfg.colours.iter() {
                if !s.ufo_available(owner) {
                    continue;
                }
                let at = Loc::Ring(owner.moon() + cfg.layout.ufo_offset());
                for c in cfg.colours.iter() {
                    let here: Vec<usize> = (0..PAWNS)
                        .filter(|&i| s.pawn(c, i).is_some_and(|p| p.is_free() && p.loc == at))
                        .collect();
                    // Only a group that has just ended a move there (King-last may
                    // later be met while it waits; it flies only with a new arrival).
                    let before = prev.map_or(0, |t| {
                        (0..PAWNS)
                            .filter(|&i| t.pawn(c, i).is_some_and(|p| p.is_free() && p.loc == at))
                            .count()
                    });
                    if here.len() <= before {
                        continue;
                    }
                    let others_away = (1..s.pawn_count(c) as usize).any(|i| {
                        !here.contains(&i)
                            && s.pawn(c, i)
                                .is_some_and(|p| p.is_free() && !matches!(p.loc, Loc::Earth | Loc::Out))
                    });
                    assert!(
                        here.contains(&0) && others_away,
                        "{c} waits on {owner}'s parking with its UFO: {prev:?} then {mv:?} gave {s}"
                    );
                    waits += 1;
                }
            }
        });
    }
    assert!(waits > 0);
}

#[test]
fn s9_state_notation_refuses_round_counts_that_do_not_add_up() {
    // Last Pawn, round 4 after Green won three rounds: Green plays with 2 pawns.
    let ok = common::pos(
        Config::last_pawn(2),
        "G:pG4,E,X,X,X",
        "roll",
        "pc=2,0,5,0 rw=3,0,0,0 n=4",
    );
    let ok = ok.to_string();
    for (from, to) in [
        // Three round wins in round 1.
        (" n=4 ", " n=1 "),
        // A pawn count that does not match the wins.
        (" pc=2,0,5,0", " pc=3,0,5,0"),
        // Five round wins but the game goes on.
        (" rw=3,0,0,0", " rw=3,0,2,0"),
    ] {
        let bad = ok.replace(from, to);
        assert!(bad.parse::<State>().is_err(), "{bad}");
    }
    // Outside Last Pawn there is one round.
    let one = common::pos(common::two(), "", "roll", "").to_string();
    assert!(one.replace(" n=1 ", " n=2 ").parse::<State>().is_err());
}

#[test]
fn s8_state_notation_refuses_round_scores_without_a_win_or_elimination() {
    let ok = common::pos(common::two(), "", "roll", "").to_string();
    // A bonus before anyone won, a penalty for a player still in the round.
    for rs in [" rs=40,0,0,0 ", " rs=0,0,-20,0 "] {
        let bad = ok.replace(" rs=0,0,0,0 ", rs);
        assert!(bad.parse::<State>().is_err(), "{bad}");
    }
}

/// D8: layouts are data; extreme but valid patterns (all Suns, all
/// Lightnings, all ODULUDO rings, all Stars, side-by-side globes, short and
/// long paths) play whole games with the whole move space checked.
#[test]
fn d8_extreme_valid_layouts_play_without_breaking_anything() {
    let space = move_space();
    let layouts = [
        "MSSSSSSSUSSSJ/4b",
        "MLLLLLLLULLLJ/6s",
        "MOOOOOOOUOOOJ/5s",
        "M*******U***J/5b",
        "MSLOSLOSULSJ:/4s",
        "MUSLSLSLSLSLJ/6b",
    ];
    for (k, text) in layouts.iter().enumerate() {
        let layout = Layout::parse(text).unwrap();
        for seed in 0..2 * scale() {
            let mut cfg = config(seed + 1000 * k as u64);
            cfg.layout = layout;
            let mut last = None;
            let mut n = 0usize;
            play(cfg, seed, 40_000, |s| {
                n += 1;
                if n.is_multiple_of(11) || !matches!(s.phase(), Phase::Roll | Phase::Move) {
                    check_all_moves(s, &space);
                }
                last = Some(*s);
            });
            let s = last.unwrap();
            assert_eq!(s.to_act(), Actor::Terminal, "{text} seed {seed} did not end: {s}");
        }
    }
}

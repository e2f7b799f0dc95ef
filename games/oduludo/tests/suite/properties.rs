//! Property tests: the invariants along seeded random games, and
//! fuzzing of `apply` and the parsers (never a panic).

use crate::common;

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::rng;
use board_core::{Actor, Game};
use common::*;
use oduludo::*;
use proptest::prelude::*;

fn configs() -> Vec<Config> {
    vec![
        Config::with_players(2),
        Config::with_players(3),
        Config::default(),
        Config::team(),
        Config::last_pawn(2),
        Config::last_pawn(4),
        // O-R1: chosen colours.
        Config::with_colours(&[Colour::Red, Colour::Blue], Mode::Standard).unwrap(),
        Config::with_colours(&[Colour::Red, Colour::Blue, Colour::Purple], Mode::LastPawn).unwrap(),
    ]
}

/// Plays a seeded random game, calling `f` on every state.
fn play(cfg: Config, seed: u64, max: usize, mut f: impl FnMut(&State, &State)) {
    let mut r = rng(seed);
    let mut s = State::new(cfg).unwrap();
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
        f(&s, &n);
        s = n;
    }
}

fn invariants(s: &State) -> Result<(), String> {
    let cfg = *s.config();
    for c in Colour::ALL {
        for i in 0..PAWNS {
            let p = s.pawn(c, i).unwrap();
            // Every pawn exactly once: one place, and a prisoner rides with its captor.
            let places = [
                p.loc == Loc::Ship,
                p.loc.on_board(),
                p.loc == Loc::Earth,
                p.loc == Loc::Out,
            ];
            if places.iter().filter(|x| **x).count() != 1 {
                return Err(format!("pawn {c} {i} not in exactly one place"));
            }
            if let Some(k) = p.captor {
                let with_captor = p.loc == Loc::Earth
                    || (0..PAWNS).any(|j| s.pawn(k, j).is_some_and(|q| q.is_free() && q.loc == p.loc));
                if !with_captor || p.loc == Loc::Ship || p.loc == Loc::Out {
                    return Err(format!("prisoner {c} {i} away from its captor"));
                }
            }
            // O-R5: partners never hold each other's pawns.
            if p.captor.is_some_and(|k| cfg.mode == Mode::Team && k == c.partner()) {
                return Err(format!("pawn {c} {i} held by its partner"));
            }
            let in_game = cfg.colours.contains(c) && i < s.pawn_count(c) as usize;
            if !in_game && p.loc != Loc::Out {
                return Err(format!("pawn {c} {i} outside the game is not out"));
            }
        }
        // A King never on Earth before its own remaining pawns.
        let k = s.pawn(c, 0).unwrap();
        if k.is_free() && k.loc == Loc::Earth {
            for i in 1..s.pawn_count(c) as usize {
                let p = s.pawn(c, i).unwrap();
                if p.is_free() && !matches!(p.loc, Loc::Earth | Loc::Out) {
                    return Err(format!("{c} King on Earth before pawn {i}"));
                }
            }
        }
    }
    // No square with two opponents' groups (team stacks allowed), except the
    // square of a pending capture or Sun choice.
    let pending = match s.phase() {
        Phase::Capture { at, .. } | Phase::Sun { at, .. } => Some(at),
        _ => None,
    };
    for r in 0..52u8 {
        let at = Loc::Ring(r);
        if Some(at) == pending {
            continue;
        }
        let sides: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|&c| (0..PAWNS).any(|i| s.pawn(c, i).is_some_and(|p| p.is_free() && p.loc == at)))
            .collect();
        for a in &sides {
            for b in &sides {
                let mates = a == b || cfg.mode == Mode::Team && a.partner() == *b;
                if !mates {
                    return Err(format!("{a} and {b} share r{r}"));
                }
            }
        }
    }
    Ok(())
}

#[test]
fn invariants_hold_along_random_games_and_ufos_fly_once_per_round() {
    let scale: u64 = std::env::var("TABLETOP_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for cfg in configs() {
        for seed in 0..25 * scale {
            let mut flights = [0u32; 4];
            let mut round = 1;
            play(cfg, seed, 4_000, |before, after| {
                if let Err(e) = invariants(after) {
                    panic!("{e}\n{after}");
                }
                if after.round() != round {
                    round = after.round();
                    flights = [0; 4];
                }
                for c in Colour::ALL {
                    if before.ufo_available(c) && !after.ufo_available(c) && before.round() == after.round() {
                        flights[c.index()] += 1;
                        assert!(flights[c.index()] <= 1, "{c} UFO flew twice in round {round}");
                    }
                }
            });
        }
    }
}

fn reachable(seed: u64, plies: usize) -> State {
    let cfgs = configs();
    let cfg = cfgs[(seed % cfgs.len() as u64) as usize];
    let mut last = State::new(cfg).unwrap();
    play(cfg, seed, plies, |_, n| last = *n);
    last
}

fn any_move() -> impl Strategy<Value = Move> {
    let sq = prop_oneof![any::<u8>().prop_map(Square::Ring), any::<u8>().prop_map(Square::Path)];
    prop_oneof![
        (0usize..4).prop_map(|i| Move::Start(Colour::ALL[i])),
        any::<u8>().prop_map(Move::Roll),
        any::<u8>().prop_map(Move::Face),
        prop_oneof![Just(PawnKind::King), Just(PawnKind::Queen), Just(PawnKind::Soldier)].prop_map(Move::Enter),
        (sq, any::<u8>(), any::<bool>()).prop_map(|(from, dist, back)| Move::Step { from, dist, back }),
        prop_oneof![
            Just(Move::Sun(SunDir::Forward)),
            Just(Move::Sun(SunDir::Back)),
            Just(Move::SendBack),
            Just(Move::Kidnap),
            Just(Move::Odulo(true)),
            Just(Move::Odulo(false)),
            Just(Move::Pass),
            Just(Move::NextRound),
        ],
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn apply_of_arbitrary_moves_never_panics(seed in 0u64..10_000, plies in 0usize..400, mv in any_move()) {
        let s = reachable(seed, plies);
        let before = s;
        match s.apply(&mv) {
            Ok(n) => {
                prop_assert!(s.legal_moves().contains(&mv));
                prop_assert!(n.validate().is_ok());
            }
            Err(_) => prop_assert!(!s.legal_moves().contains(&mv)),
        }
        prop_assert_eq!(s, before);
        let mut fast = s;
        fast.apply_unchecked(&mv);
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in ".{0,80}") {
        let _ = text.parse::<Move>();
        let _ = text.parse::<State>();
        let _ = text.parse::<Config>();
        let _ = Layout::parse(&text);
    }

    #[test]
    fn parsing_mutated_state_text_never_panics(seed in 0u64..5_000, plies in 0usize..300, pos in 0usize..400, ch in any::<char>()) {
        let s = reachable(seed, plies);
        let mut text: Vec<char> = s.to_string().chars().collect();
        let i = pos % text.len();
        text[i] = ch;
        let t: String = text.into_iter().collect();
        if let Ok(p) = t.parse::<State>() {
            prop_assert!(p.validate().is_ok());
            // One spelling: parse then print gives the text back.
            prop_assert_eq!(p.to_string(), t);
            prop_assert_eq!(p.to_string().parse::<State>().unwrap(), p);
            let _ = p.legal_moves();
            let _ = p.picture();
        }
    }

    /// The same state spelled another way (spacing, leading
    /// zeros, `+` signs, colour order, layout name) is refused.
    #[test]
    fn respelled_states_are_refused(seed in 0u64..5_000, plies in 0usize..300, kind in 0usize..9, pick in any::<usize>()) {
        let s = reachable(seed, plies);
        let text = s.to_string();
        let t = respell(&text, kind, pick);
        prop_assume!(t != text);
        let r = t.parse::<State>();
        prop_assert!(r.is_err(), "accepted respelling {:?}", t);
        if let Err(ParseStateError::NotCanonical { column, .. }) = r {
            prop_assert!(column >= 1 && column <= t.chars().count() + 1);
        }
    }

    #[test]
    fn state_and_move_notation_round_trip(seed in 0u64..10_000, plies in 0usize..500) {
        let s = reachable(seed, plies);
        prop_assert_eq!(s.to_string().parse::<State>().unwrap(), s);
        for m in s.legal_moves() {
            prop_assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
        }
    }
}

/// The same state text spelled another way, by `kind`, at a place chosen
/// by `pick`.
fn respell(text: &str, kind: usize, pick: usize) -> String {
    let spaces: Vec<usize> = text.match_indices(' ').map(|(i, _)| i).collect();
    let sp = spaces[pick % spaces.len()];
    // Starts of digit runs (not after '-' for the '+' sign).
    let b = text.as_bytes();
    let runs: Vec<usize> = (0..b.len())
        .filter(|&i| b[i].is_ascii_digit() && (i == 0 || !b[i - 1].is_ascii_digit()))
        .collect();
    let run = runs[pick % runs.len()];
    let insert = |at: usize, what: &str| format!("{}{what}{}", &text[..at], &text[at..]);
    match kind {
        0 => insert(sp, " "),
        1 => format!("{}\t{}", &text[..sp], &text[sp + 1..]),
        2 => format!("{}\u{2003}{}", &text[..sp], &text[sp + 1..]),
        3 => insert(run, "0"),
        4 if run > 0 && b[run - 1] == b'-' => insert(run, "0"),
        4 => insert(run, "+"),
        5 => format!("{text} "),
        6 => format!(" {text}"),
        7 => {
            let (cols, rest) = text.split_once(' ').unwrap();
            let rev: String = cols.chars().rev().collect();
            format!("{rev} {rest}")
        }
        _ => text
            .replacen(&Layout::V1.to_string(), "oduludo-default-v1", 1)
            .replacen(" ; ", " ;", usize::from(pick.is_multiple_of(2))),
    }
}

#[test]
fn state_is_small() {
    eprintln!(
        "size_of State = {}, Move = {}",
        std::mem::size_of::<State>(),
        std::mem::size_of::<Move>()
    );
    assert!(std::mem::size_of::<State>() <= 176, "{}", std::mem::size_of::<State>());
    assert!(std::mem::size_of::<Move>() <= 4);
    let _ = pos(two(), "", "roll", "");
}

#[test]
fn s10_determinize_is_a_copy_everything_is_public() {
    use board_core::bots::Determinize;
    let s = reachable(7, 300);
    assert_eq!(s.determinize(board_core::Seat(0), &mut rng(1)), s);
}

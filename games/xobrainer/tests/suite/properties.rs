//! Property tests: conservation, monotone scores, no lines left on the board,
//! views that leak nothing, and `apply`/`FromStr` never panicking.

use board_core::testkit::{perft, random_playout, rng};
use board_core::{Game, Observe, Seat};
use proptest::prelude::*;
use xobrainer::*;

fn config(k: u8) -> Config {
    Config {
        variants: Variants {
            time_bomb: (k & 1 == 1).then_some(TimeBomb::Secs10),
            random: k & 2 != 0,
            map: k & 4 != 0,
            mission: k & 8 != 0,
        },
        format: MatchFormat::Sets { best_of: 1 },
        team_sizes: BySide([1 + k % 3, 1 + (k / 3) % 3]),
        ..Config::default()
    }
}

/// Every state of one seeded game.
fn states(k: u8, seed: u64, plies: usize) -> Vec<State> {
    let start = State::new(config(k)).unwrap();
    let p = random_playout(&start, &mut rng(seed), plies);
    let mut out = vec![start.clone()];
    let mut s = start;
    for m in &p.moves {
        s = s.apply(m).unwrap();
        out.push(s.clone());
    }
    out
}

fn arb_move() -> impl Strategy<Value = Move> {
    let side = prop_oneof![Just(Side::X), Just(Side::O)];
    let colour = prop_oneof![Just(Colour::Green), Just(Colour::Red)];
    prop_oneof![
        (any::<u8>(), any::<u8>()).prop_map(|(r, c)| Move::Place(board_core::grid::Coord::new(r, c))),
        (0u8..12, 0u8..12).prop_map(|(r, c)| Move::Place(board_core::grid::Coord::new(r, c))),
        Just(Move::Timeout),
        Just(Move::Pass),
        Just(Move::NextRound),
        side.clone().prop_map(Move::Lot),
        (side.clone(), colour).prop_map(|(s, c)| Move::Draw(s, c)),
        (side.clone(), any::<u8>()).prop_map(|(s, i)| Move::MapCard(s, i)),
        (0u8..20, 0u8..30).prop_map(|(s, i)| Move::MissionCard(Seat(s), i)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// On board + in supply (bag, line-up) + skipped = 32 per side, in every state.
    #[test]
    fn pieces_are_conserved(k in 0u8..16, seed: u64) {
        for s in states(k, seed, 700) {
            for side in Side::ALL {
                let st = s.side(side);
                let n = s.board().shapes(side).count() as usize
                    + st.bag_total() as usize
                    + st.line_up().count()
                    + st.skipped(Colour::Green) as usize
                    + st.skipped(Colour::Red) as usize;
                prop_assert_eq!(n, 32, "{}", s);
            }
            prop_assert_eq!(s.validate(), Ok(()));
        }
    }

    /// Within a set points only grow; totals and sets never shrink.
    #[test]
    fn scores_only_grow_within_a_set(k in 0u8..16, seed: u64) {
        let all = states(k, seed, 700);
        for w in all.windows(2) {
            let (a, b) = (w[0].score(), w[1].score());
            for side in Side::ALL {
                prop_assert!(b.total[side] >= a.total[side]);
                prop_assert!(b.sets[side] >= a.sets[side]);
                if a.sets == b.sets {
                    prop_assert!(b.points[side] >= a.points[side]);
                }
            }
        }
    }

    /// No five in a row stays on the board: a running round never shows
    /// one, a won round's board shows the winner's line, and the next round
    /// starts on an empty board.
    #[test]
    fn no_five_in_a_row_left_after_a_round(k in 0u8..16, seed: u64) {
        let all = states(k, seed, 700);
        for w in all.windows(2) {
            let (a, b) = (&w[0], &w[1]);
            if b.phase() == Phase::Play && a.phase() == Phase::RoundOver {
                let maps = [Side::X, Side::O].iter().filter(|&&s| b.side(s).map_card().is_some()).count() as u32;
                prop_assert_eq!(b.board().occupied().count(), 4 * maps);
            }
        }
        // (`validate`, run on every state above, rejects a line in a running round.)
        for s in &all {
            prop_assert_eq!(s.validate(), Ok(()));
        }
    }

    /// Changing one seat's secret Mission card changes nothing any other
    /// seat can see while the round runs, team-mates included (X-R2).
    #[test]
    fn views_leak_no_mission_card(seed: u64, alt in 0u8..25) {
        let cfg = Config {
            variants: Variants { mission: true, random: true, map: true, ..Variants::default() },
            team_sizes: BySide([2, 1]),
            ..Config::default()
        };
        let start = State::new(cfg).unwrap();
        let p = random_playout(&start, &mut rng(seed), 150);
        for hidden in (0..3u8).map(Seat) {
            let (mut a, mut b) = (start.clone(), start.clone());
            for m in &p.moves {
                let m2 = match *m {
                    Move::MissionCard(s, i) if s == hidden => {
                        let taken: Vec<u8> = a.missions().iter().flatten().copied()
                            .chain(Side::ALL.iter().filter_map(|&x| a.side(x).map_card()))
                            .collect();
                        let j = (0..25u8).map(|d| (alt + d) % 25).find(|&j| !taken.contains(&j) && j != i).unwrap();
                        Move::MissionCard(s, j)
                    }
                    m => m,
                };
                let (na, nb) = (a.apply(m), b.apply(&m2));
                let (Ok(na), Ok(nb)) = (na, nb) else { break };
                a = na;
                b = nb;
                if a.phase() != Phase::Play {
                    break;
                }
                for seer in (0..3u8).map(Seat).filter(|&s| s != hidden) {
                    prop_assert_eq!(a.view(seer), b.view(seer));
                }
                if a.mission_of(hidden) != b.mission_of(hidden) {
                    prop_assert_ne!(a.view(hidden), b.view(hidden));
                }
            }
        }
    }

    /// `apply` of any move in any reachable state returns Ok or a typed Err,
    /// never panics, and a refused move changes nothing.
    #[test]
    fn apply_never_panics(k in 0u8..16, seed: u64, at in 0usize..400, moves in proptest::collection::vec(arb_move(), 1..40)) {
        let all = states(k, seed, 400);
        let s = &all[at % all.len()];
        for m in &moves {
            let before = s.clone();
            match s.apply(m) {
                Ok(n) => prop_assert_eq!(n.validate(), Ok(())),
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
            prop_assert_eq!(&before, s);
        }
    }

    /// Move notation round-trips for every move value.
    #[test]
    fn move_notation_round_trips(m in arb_move()) {
        prop_assert_eq!(m.to_string().parse::<Move>(), Ok(m));
    }

    /// Parsing arbitrary text never panics.
    #[test]
    fn from_str_never_panics(text in "\\PC{0,80}") {
        let _ = text.parse::<State>();
        let _ = text.parse::<Move>();
    }

    /// Parsing mutated state notation never panics, and whatever parses is
    /// valid and round-trips.
    #[test]
    fn mutated_notation_never_panics(k in 0u8..16, seed: u64, at in 0usize..300, edits in proptest::collection::vec((any::<usize>(), "[-0-9a-zA-Z:/.+* ]"), 1..4)) {
        let all = states(k, seed, 300);
        let mut text: Vec<char> = all[at % all.len()].to_string().chars().collect();
        for (pos, ch) in edits {
            let i = pos % text.len();
            text[i] = ch.chars().next().unwrap();
        }
        let text: String = text.into_iter().collect();
        if let Ok(s) = text.parse::<State>() {
            prop_assert_eq!(s.validate(), Ok(()));
            prop_assert_eq!(s.to_string().parse::<State>().unwrap(), s);
        }
    }
}

/// Perft from the start of a plain match, hand-checked at depth 1 and 2:
/// the lot has 2 outcomes; X's green X has 100 - 4 knockout squares = 96;
/// O's red O then has 100 - 1 - 4 = 95; X's second green X 94.
#[test]
fn perft_plain_start() {
    let s = State::new(Config::default()).unwrap();
    assert_eq!(perft(&s, 1), 2);
    let x = s.apply(&Move::Lot(Side::X)).unwrap();
    assert_eq!(perft(&x, 1), 96);
    assert_eq!(perft(&x, 2), 96 * 95);
    assert_eq!(perft(&x, 3), 96 * 95 * 94);
    assert_eq!(perft(&s, 2), 2 * 96);
    // TimeBomb adds the timeout move at every decision.
    let t = State::new(Config {
        variants: Variants {
            time_bomb: Some(TimeBomb::Secs10),
            ..Variants::default()
        },
        ..Config::default()
    })
    .unwrap();
    let t = t.apply(&Move::Lot(Side::O)).unwrap();
    assert_eq!(perft(&t, 1), 97);
}

/// States stay small: cloning copies at most 512 bytes (see `size.rs` for
/// the tight bound).
#[test]
fn state_and_move_sizes() {
    assert!(std::mem::size_of::<State>() <= 512, "{}", std::mem::size_of::<State>());
    assert!(std::mem::size_of::<Move>() <= 4);
}

/// Serde: configs, states and moves round-trip; a state that breaks an
/// invariant is refused on deserialization.
#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_validates() {
    let cfg = config(13);
    let j = serde_json::to_string(&cfg).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&j).unwrap(), cfg);
    for s in states(13, 5, 200) {
        let j = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<State>(&j).unwrap(), s);
    }
    let m = Move::MapCard(Side::O, 7);
    assert_eq!(
        serde_json::to_string(&m).unwrap(),
        r#"{"type":"map_card","side":"o","card":7}"#
    );
    // X's standard line-up starts green, green, green, red (spec §2).
    let fresh = serde_json::to_string(&State::new(Config::default()).unwrap()).unwrap();
    let gggr = r#""line_up":["green","green","green","red"]"#;
    assert!(fresh.contains(gggr), "{fresh}");
    let bad = fresh.replacen(gggr, r#""line_up":["red","green","green","green"]"#, 1);
    assert!(serde_json::from_str::<State>(&bad).is_err());
}

/// Throughput of the fast path (run with `--ignored --nocapture`, release
/// or the test profile): seeded random matches with `apply_unchecked`.
#[test]
#[ignore]
fn throughput_random_matches() {
    use board_core::Actor;
    use board_core::bots::{sample_chance, uniform_index};
    let start = State::new(Config::default()).unwrap();
    let mut r = rng(1);
    let t = std::time::Instant::now();
    let (mut plies, mut games) = (0u64, 0u64);
    let mut buf = Vec::new();
    while t.elapsed().as_secs_f64() < 2.0 {
        let mut s = start.clone();
        loop {
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
                Actor::Seat(_) => {
                    buf.clear();
                    s.legal_moves_into(&mut buf);
                    buf[uniform_index(buf.len(), &mut r).unwrap()]
                }
            };
            s.apply_unchecked(&m);
            plies += 1;
        }
        games += 1;
    }
    let secs = t.elapsed().as_secs_f64();
    println!(
        "{games} best-of-5 matches, {plies} plies in {secs:.2} s: {:.0} plies/s",
        plies as f64 / secs
    );
}

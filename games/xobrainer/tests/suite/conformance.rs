//! The board-core conformance check over seeded matches in every variant
//! combination, match format and team size.

use board_core::testkit::{ConformanceOptions, check_conformance};
use xobrainer::{BySide, Config, MatchFormat, State, TimeBomb, Variants};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn opts(check_every: usize, max_plies: usize) -> ConformanceOptions<State> {
    #[allow(unused_mut)]
    let mut o = ConformanceOptions {
        max_plies,
        check_every,
        ..ConformanceOptions::default()
    };
    #[cfg(feature = "serde")]
    {
        o = o.with_json_round_trips();
    }
    o
}

/// All 16 combinations of Random/Map/Mission/TimeBomb.
fn all_variants() -> Vec<Variants> {
    (0..16u8)
        .map(|b| Variants {
            time_bomb: (b & 1 == 1).then_some(TimeBomb::Secs20),
            random: b & 2 != 0,
            map: b & 4 != 0,
            mission: b & 8 != 0,
        })
        .collect()
}

fn states(format: MatchFormat, teams: [u8; 2]) -> Vec<State> {
    all_variants()
        .into_iter()
        .map(|variants| {
            State::new(Config {
                format,
                variants,
                team_sizes: BySide(teams),
                ..Config::default()
            })
            .unwrap()
        })
        .collect()
}

#[test]
fn one_round_every_variant_combination() {
    let init = states(MatchFormat::OneRound, [1, 1]);
    let r = check_conformance(&init, 1, 1600 * scale(), &opts(3, 400)).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{r:?}");
    assert_eq!(r.games, 1600 * scale());
    assert!(r.finished > r.games / 2, "{r:?}");
    assert!(r.refused > 0);
}

#[test]
fn short_formats_and_teams() {
    let mut init = states(MatchFormat::Points(15), [2, 3]);
    init.extend(states(MatchFormat::Rounds(2), [3, 1]));
    init.extend(states(MatchFormat::Sets { best_of: 1 }, [1, 2]));
    let r = check_conformance(&init, 1000, 800 * scale(), &opts(7, 600)).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{r:?}");
    assert!(r.finished > 0, "{r:?}");
}

#[test]
fn full_default_matches() {
    let init = states(MatchFormat::default(), [1, 1]);
    let r = check_conformance(&init, 5000, 64 * scale(), &opts(25, 3000)).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{r:?}");
    assert!(r.finished > 0, "{r:?}");
}

/// A 5 x 5 board with knockout corners.
fn small_config(variants: Variants) -> Config {
    use board_core::grid::Coord;
    let layout = xobrainer::Layout::from_table(&[[1u8, 2, 3, 2, 1]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap();
    let deck = (0..25u8)
        .map(|i| xobrainer::Card {
            own: [Coord::new(1, i % 5), Coord::new(2, i % 5), Coord::new(3, i % 5)],
            off: Coord::new(4, 1 + (i / 5) % 3),
        })
        .collect();
    Config {
        layout,
        deck,
        format: MatchFormat::Rounds(3),
        variants,
        ..Config::default()
    }
}

/// A 5 x 5 board fills up: exercises skipped pieces (D7) and void rounds (D3).
#[test]
fn small_board_every_variant_combination() {
    use board_core::Game;
    let init: Vec<State> = all_variants()
        .into_iter()
        .map(|v| State::new(small_config(v)).unwrap())
        .collect();
    let r = check_conformance(&init, 9000, 400 * scale(), &opts(2, 600)).unwrap_or_else(|v| panic!("{v}"));
    assert!(r.finished > 0, "{r:?}");
    // The small board really produces passes and void rounds.
    let (mut passes, mut voids) = (0, 0);
    for seed in 0..40 {
        let p = board_core::testkit::random_playout(&init[0], &mut board_core::testkit::rng(seed), 600);
        passes += p.moves.iter().filter(|m| **m == xobrainer::Move::Pass).count();
        voids += p.final_state.score().void_rounds;
        assert!(p.final_state.is_terminal());
    }
    assert!(passes > 0 && voids > 0, "passes {passes}, voids {voids}");
}

/// An `n x n` layout (X-R4) with dots by ring from the edge (1, 1, 2, 2, 3,
/// ...; at most 6) and the default knockout squares, so the default deck
/// fits it.
fn big_layout(n: u8) -> xobrainer::Layout {
    let rows: Vec<Vec<u8>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| {
                    let ring = r.min(c).min(n - 1 - r).min(n - 1 - c);
                    (ring / 2 + 1).min(6)
                })
                .collect()
        })
        .collect();
    xobrainer::Layout::from_table(&rows, &[(2, 2), (2, 7), (7, 2), (7, 7)]).unwrap()
}

fn big_states(n: u8, format: MatchFormat, teams: [u8; 2]) -> Vec<State> {
    all_variants()
        .into_iter()
        .map(|variants| {
            State::new(Config {
                layout: big_layout(n),
                format,
                variants,
                team_sizes: BySide(teams),
                ..Config::default()
            })
            .unwrap()
        })
        .collect()
}

/// X-R4: 12 x 12 (one word's 128 squares exceeded) and 16 x 16 boards in
/// every variant combination, thousands of seeded rounds.
#[test]
fn x_r4_12_by_12_and_16_by_16_every_variant_combination() {
    for n in [12, 16] {
        let init = big_states(n, MatchFormat::OneRound, [1, 1]);
        // Checks every 60th state fully (every candidate move); the rest
        // are played and validated. Void rounds are frequent on big boards
        // (64 pieces rarely make a line) and replayed, so fewer finish.
        let r = check_conformance(&init, 12_000 + u64::from(n), 1000 * scale(), &opts(60, 800))
            .unwrap_or_else(|v| panic!("{n}x{n}: {v}"));
        eprintln!("{n}x{n}: {r:?}");
        assert_eq!(r.games, 1000 * scale());
        assert!(r.finished > r.games / 5, "{r:?}");
    }
    let mut init = big_states(12, MatchFormat::Rounds(3), [2, 3]);
    init.extend(big_states(16, MatchFormat::Points(20), [3, 2]));
    let r = check_conformance(&init, 13_000, 100 * scale(), &opts(40, 1500)).unwrap_or_else(|v| panic!("{v}"));
    assert!(r.finished > 0, "{r:?}");
}

/// X-R5: teams of five (and of up to 8) players, every variant combination.
#[test]
fn x_r5_teams_of_five_every_variant_combination() {
    let mut init = states(MatchFormat::Points(15), [5, 5]);
    init.extend(states(MatchFormat::Rounds(2), [5, 2]));
    init.extend(states(MatchFormat::OneRound, [8, 8]));
    let r = check_conformance(&init, 14_000, 1200 * scale(), &opts(7, 600)).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{r:?}");
    assert_eq!(r.games, 1200 * scale());
    assert!(r.finished > 0, "{r:?}");
}

/// The debug-build play-out check: this binary's seeded games run
/// with debug assertions and overflow checks on, so an engine's
/// `debug_assert` (such as the validity check after `apply`) or an integer
/// overflow reached from any of them fails the suite. `cargo test` builds
/// with the test profile, which keeps `debug-assertions` and
/// `overflow-checks` on from `dev`; the root `[profile.test]` raises only
/// `opt-level` and `debug`, and a profile applies to every workspace member
/// alike, so the engine crates are built with the same settings as this
/// binary. Fails if either setting is ever turned off for tests.
#[test]
fn conformance_runs_with_debug_assertions_and_overflow_checks() {
    let asserted = std::panic::catch_unwind(|| debug_assert!(std::hint::black_box(false)));
    assert!(asserted.is_err(), "the test profile lost debug assertions");
    let max = std::hint::black_box(u8::MAX);
    let overflowed = std::panic::catch_unwind(|| max + std::hint::black_box(1u8));
    assert!(overflowed.is_err(), "the test profile lost overflow checks");
}

//! board-core's conformance check over thousands of seeded games for 2, 3, 4
//! and 6 players and both D7 settings, and classic Sequence (N-R3) with 2,
//! 3, 4, 6, 8, 9, 10 and 12 players. Random play can keep a full board
//! going for a long time (N-R2: a Minus may still change it), so every game
//! is capped at 300 turns (`max_turns`, a draw). Scale with
//! `TABLETOP_TEST_SCALE`.

use board_core::testkit::{ConformanceOptions, check_conformance};
use numseq::{Config, SequenceCount, State};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn options(serde: bool) -> ConformanceOptions<State> {
    #[allow(unused_mut)]
    let mut o = ConformanceOptions {
        check_every: 3,
        ..ConformanceOptions::default()
    };
    #[cfg(feature = "serde")]
    if serde {
        o = o.with_json_round_trips();
    }
    let _ = serde;
    o
}

/// The turn cap of the random games.
const CAP: Option<u32> = Some(300);

fn run(configs: &[Config], seed: u64, games: usize, serde: bool) {
    let initial: Vec<State> = configs
        .iter()
        .map(|c| State::new(Config { max_turns: CAP, ..*c }).unwrap())
        .collect();
    let report = check_conformance(&initial, seed, games * scale(), &options(serde)).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(report.games, games * scale());
    assert_eq!(report.finished, report.games, "every game ends within the ply cap");
    assert!(report.refused > 0);
}

#[test]
fn conformance_two_players() {
    let by_sides = Config {
        sequences: SequenceCount::BySides,
        ..Config::with_players(2)
    };
    run(&[Config::with_players(2), by_sides], 1_000, 800, false);
}

#[test]
fn conformance_three_players() {
    run(&[Config::with_players(3)], 2_000, 600, false);
}

#[test]
fn conformance_four_players() {
    run(&[Config::with_players(4)], 3_000, 600, false);
}

#[test]
fn conformance_six_players() {
    let two_teams = Config {
        teams: Some(2),
        ..Config::with_players(6)
    };
    let by_sides = Config {
        sequences: SequenceCount::BySides,
        ..Config::with_players(6)
    };
    run(&[Config::with_players(6), two_teams, by_sides], 4_000, 900, false);
}

/// N-R3: classic Sequence through the same engine and the same check, for
/// every player count it allows (and both team splits of 6 and 12).
#[test]
fn n_r3_conformance_classic_two_three_and_four_players() {
    let configs: Vec<Config> = [2, 3, 4].into_iter().map(Config::classic).collect();
    run(&configs, 6_000, 300, false);
}

#[test]
fn n_r3_conformance_classic_six_and_eight_players() {
    let two_teams_of_three = Config {
        teams: Some(2),
        ..Config::classic(6)
    };
    run(
        &[Config::classic(6), two_teams_of_three, Config::classic(8)],
        7_000,
        600,
        false,
    );
}

#[test]
fn n_r3_conformance_classic_nine_ten_and_twelve_players() {
    let two_teams_of_six = Config {
        teams: Some(2),
        ..Config::classic(12)
    };
    let configs = [
        Config::classic(9),
        Config::classic(10),
        Config::classic(12),
        two_teams_of_six,
    ];
    run(&configs, 8_000, 300, false);
}

/// Serde round trips of every state and move, on fewer games (JSON is slow).
#[test]
fn conformance_with_serde_round_trips() {
    let mut configs: Vec<Config> = [2, 3, 4, 6].into_iter().map(Config::with_players).collect();
    configs.extend([2, 12].map(Config::classic));
    run(&configs, 5_000, 120, true);
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

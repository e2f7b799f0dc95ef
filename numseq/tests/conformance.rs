//! board-core's conformance check over thousands of seeded games for 2, 3, 4
//! and 6 players and both D7 settings. Scale with `TABLETOP_TEST_SCALE`.

use board_core::testkit::{ConformanceOptions, check_conformance};
use numseq::{Config, SequenceCount, State};

fn scale() -> usize {
    std::env::var("TABLETOP_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
        .max(1)
}

fn options(serde: bool) -> ConformanceOptions<State> {
    #[allow(unused_mut)]
    let mut o = ConformanceOptions {
        check_every: 3,
        ..ConformanceOptions::default()
    };
    #[cfg(feature = "serde")]
    if serde {
        o.serde_state = Some(|s| {
            serde_json::to_string(s)
                .and_then(|t| serde_json::from_str(&t))
                .map_err(|e| e.to_string())
        });
        o.serde_move = Some(|m| {
            serde_json::to_string(m)
                .and_then(|t| serde_json::from_str(&t))
                .map_err(|e| e.to_string())
        });
    }
    let _ = serde;
    o
}

fn run(configs: &[Config], seed: u64, games: usize, serde: bool) {
    let initial: Vec<State> = configs.iter().map(|c| State::new(*c).unwrap()).collect();
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
    run(&[Config::with_players(2), by_sides], 1_000, 1_000, false);
}

#[test]
fn conformance_three_players() {
    run(&[Config::with_players(3)], 2_000, 1_000, false);
}

#[test]
fn conformance_four_players() {
    run(&[Config::with_players(4)], 3_000, 1_000, false);
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
    run(&[Config::with_players(6), two_teams, by_sides], 4_000, 1_200, false);
}

/// Serde round trips of every state and move, on fewer games (JSON is slow).
#[test]
fn conformance_with_serde_round_trips() {
    let configs: Vec<Config> = [2, 3, 4, 6].into_iter().map(Config::with_players).collect();
    run(&configs, 5_000, 120, true);
}

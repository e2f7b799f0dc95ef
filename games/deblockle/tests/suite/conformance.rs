//! The board-core conformance check over thousands of seeded games, across
//! every combination of setup mode, block counts, first player and the
//! variant / D1-D3 switches. Scale with `TABLETOP_TEST_SCALE` (default 1).

use board_core::testkit::{ConformanceOptions, check_conformance};
use deblockle::{Config, Face, HoopsPath, Orientation, SetupMode, Side, SideBySide, SliderStop, State, TipWithoutHop};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn options() -> ConformanceOptions<State> {
    #[allow(unused_mut)]
    let mut o = ConformanceOptions {
        max_plies: 400,
        check_every: 5,
        ..ConformanceOptions::default()
    };
    #[cfg(feature = "serde")]
    {
        o = o.with_json_round_trips();
    }
    o
}

/// Every combination of the switches (2^5 = 32) for one setup and block counts.
fn all_configs(setup: SetupMode, south: u8, north: u8, max_turns: u32) -> Vec<Config> {
    let mut v = Vec::new();
    for first in Side::ALL {
        for sbs in [SideBySide::Allowed, SideBySide::Forbidden] {
            for d1 in [TipWithoutHop::Illegal, TipWithoutHop::TipStands] {
                for d2 in [HoopsPath::Unblocked, HoopsPath::ThroughBlocks] {
                    for d3 in [SliderStop::BeforeAnyStar, SliderStop::NaturalOnly] {
                        v.push(Config {
                            south_blocks: south,
                            north_blocks: north,
                            setup,
                            first,
                            side_by_side: sbs,
                            tip_without_hop: d1,
                            hoops_path: d2,
                            slider_stop: d3,
                            max_turns: Some(max_turns),
                        });
                    }
                }
            }
        }
    }
    v
}

fn run(configs: &[Config], seed: u64, games: usize) {
    let initial: Vec<State> = configs.iter().map(|c| State::new(*c).unwrap()).collect();
    let report = check_conformance(&initial, seed, games, &options()).unwrap_or_else(|v| panic!("{v}"));
    eprintln!("{report:?}");
    assert_eq!(report.games, games);
    assert!(report.finished > 0, "{report:?}");
    assert!(report.refused > 0);
}

/// Every block-count pair (16) x every switch combination (32): 512 configs.
fn every_combination(setup: SetupMode) -> Vec<Config> {
    let mut configs = Vec::new();
    for south in 1..=4 {
        for north in 1..=4 {
            configs.extend(all_configs(setup, south, north, 150));
        }
    }
    configs
}

#[test]
fn conformance_standard_setup_every_combination() {
    run(&every_combination(SetupMode::Standard), 1, 1024 * scale());
}

#[test]
fn conformance_random_setup_every_combination() {
    run(&every_combination(SetupMode::Random), 1_000_000, 1024 * scale());
}

#[test]
fn conformance_fixed_setup_every_combination() {
    let a = Orientation::new(Face::Slider, Face::Star).unwrap();
    let b = Orientation::new(Face::Hoops, Face::Cross).unwrap();
    let c = Orientation::new(Face::Cross, Face::Star).unwrap();
    let d = Orientation::new(Face::X, Face::Slider).unwrap();
    run(
        &every_combination(SetupMode::Fixed(deblockle::BySide::new([a, b, c, d], [d, c, b, a]))),
        2_000_000,
        512 * scale(),
    );
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

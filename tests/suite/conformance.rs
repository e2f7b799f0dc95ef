//! The board-core conformance check applied to all four games, with their
//! default configs and at least two variant configs each. Each crate runs
//! thousands of games of its own; this is the cross-crate smoke run, scaled by
//! `TABLETOP_TEST_SCALE` (a whole-number multiplier, default 1).

use board_core::testkit::{Conformance, ConformanceOptions, check_conformance};
use std::fmt::Debug;
use std::str::FromStr;

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn conform<G>(name: &str, initial: Vec<G>, games: usize, max_plies: usize)
where
    G: Conformance,
    <G as FromStr>::Err: Debug,
    <G::Move as FromStr>::Err: Debug,
{
    let opts = ConformanceOptions {
        max_plies,
        ..ConformanceOptions::default()
    };
    let n = games * initial.len() * scale();
    match check_conformance(&initial, 20_261_129, n, &opts) {
        Ok(r) => {
            assert_eq!(r.games, n, "{name}");
            assert!(r.refused > 0, "{name}: no candidate move was ever refused");
        }
        Err(v) => panic!("{name}: {v}"),
    }
}

#[test]
fn xobrainer_default_and_variants_conform() {
    use xobrainer::{Config, MatchFormat, State, TimeBomb, Variants};
    let base = Config {
        format: MatchFormat::OneRound,
        ..Config::default()
    };
    let configs = [
        Config::default(),
        Config {
            variants: Variants {
                random: true,
                mission: true,
                ..Variants::default()
            },
            ..base.clone()
        },
        Config {
            variants: Variants {
                map: true,
                time_bomb: Some(TimeBomb::Secs20),
                ..Variants::default()
            },
            ..base.clone()
        },
    ];
    let states = configs
        .into_iter()
        .map(|c| State::new(c).expect("valid config"))
        .collect();
    conform("xobrainer", states, 4, 3_000);
}

#[test]
fn oduludo_default_and_variants_conform() {
    use oduludo::{Config, State};
    let configs = [
        Config::default(),
        Config::with_players(4),
        Config::team(),
        Config::last_pawn(3),
    ];
    let states = configs
        .into_iter()
        .map(|c| State::new(c).expect("valid config"))
        .collect();
    conform("oduludo", states, 3, 1_500);
}

#[test]
fn numseq_default_and_variants_conform() {
    use numseq::{Config, State};
    let configs = [
        Config::default(),
        Config::with_players(3),
        Config::with_players(4),
        Config::with_players(6),
    ];
    let states = configs
        .into_iter()
        .map(|c| State::new(c).expect("valid config"))
        .collect();
    conform("numseq", states, 3, 2_000);
}

#[test]
fn deblockle_default_and_variants_conform() {
    use deblockle::{Config, SetupMode, SideBySide, State};
    let capped = Config {
        max_turns: Some(150),
        ..Config::default()
    };
    let configs = [
        capped,
        Config {
            setup: SetupMode::Random,
            south_blocks: 2,
            north_blocks: 3,
            ..capped
        },
        Config {
            side_by_side: SideBySide::Forbidden,
            ..capped
        },
    ];
    let states = configs
        .into_iter()
        .map(|c| State::new(c).expect("valid config"))
        .collect();
    conform("deblockle", states, 6, 1_000);
}

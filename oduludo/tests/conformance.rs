//! The board-core conformance check over thousands of seeded games in every
//! mode, player count and knob setting.

use board_core::testkit::{ConformanceOptions, check_conformance};
use oduludo::*;

fn scale() -> usize {
    std::env::var("TABLETOP_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1)
}

fn opts(max_plies: usize, check_every: usize) -> ConformanceOptions<State> {
    #[allow(unused_mut)]
    let mut o = ConformanceOptions::<State> {
        max_plies,
        check_every,
        ..ConformanceOptions::default()
    };
    #[cfg(feature = "serde")]
    {
        o.serde_state = Some(|s| {
            let j = serde_json::to_string(s).map_err(|e| e.to_string())?;
            serde_json::from_str(&j).map_err(|e| e.to_string())
        });
        o.serde_move = Some(|m| {
            let j = serde_json::to_string(m).map_err(|e| e.to_string())?;
            serde_json::from_str(&j).map_err(|e| e.to_string())
        });
    }
    o
}

fn run(configs: &[Config], seed: u64, games: usize, max_plies: usize, check_every: usize) {
    let initial: Vec<State> = configs.iter().map(|c| State::new(*c).unwrap()).collect();
    let r = check_conformance(&initial, seed, games * scale(), &opts(max_plies, check_every))
        .unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(r.games, games * scale());
    eprintln!("{r:?}");
}

#[test]
fn standard_all_player_counts_full_games() {
    run(
        &[Config::players(2), Config::players(3), Config::players(4)],
        1,
        600,
        3_000,
        13,
    );
}

#[test]
fn team_and_last_pawn() {
    run(
        &[
            Config::team(),
            Config::last_pawn(2),
            Config::last_pawn(3),
            Config::last_pawn(4),
        ],
        100_000,
        160,
        6_000,
        13,
    );
}

#[test]
fn every_state_checked_in_short_games() {
    let mut cfgs = vec![
        Config::players(2),
        Config::players(4),
        Config::team(),
        Config::last_pawn(4),
    ];
    for c in cfgs.clone() {
        cfgs.push(Config {
            stack_rule: StackRule::AnyTakesAny,
            prisoner_rule: PrisonerRule::GoHome,
            ..c
        });
    }
    run(&cfgs, 50_000, 800, 120, 1);
}

use oduludo::config::{
    ArrivalRule, BonusRule, LightningRule, PrisonerRule, RollRule, SixRule, StackRule, StandardEnd, UfoRule,
};

#[test]
fn every_knob_and_layout() {
    let base = Config::players(3);
    let cfgs = vec![
        Config {
            roll_rule: RollRule::MayPass,
            ..base
        },
        Config {
            ufo_rule: UfoRule::OncePerTurnCycle,
            ..base
        },
        Config {
            stack_rule: StackRule::LargerSendsAttackerBack,
            ..base
        },
        Config {
            standard_end: StandardEnd::ContinueToLoser,
            ..Config::players(4)
        },
        Config {
            lightning_rule: LightningRule::Stay,
            ..base
        },
        Config {
            arrival_rule: ArrivalRule::TakeAnyway,
            ..base
        },
        Config {
            six_rule: SixRule::ThirdSixEndsTurn,
            bonus_rule: BonusRule::CaptureAndEarth,
            ..base
        },
        Config {
            layout: Layout::ONE_SUN,
            ..base
        },
        Config {
            layout: Layout::JUNCTION_50,
            ..Config::team()
        },
        Config {
            layout: Layout::parse("M:.*S.O.U.LSJ/4b").unwrap(),
            ..Config::last_pawn(2)
        },
        Config {
            layout: Layout::parse("M:.*S.O.U.LSJ/6s").unwrap(),
            ..base
        },
    ];
    run(&cfgs, 90_000, 330, 3_000, 9);
}

//! The board-core conformance check over thousands of seeded games in every
//! mode, player count and knob setting.

use board_core::testkit::{ConformanceOptions, check_conformance};
use oduludo::*;

fn scale() -> usize {
    board_core::testkit::test_scale()
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
        o = o.with_json_round_trips();
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
        &[
            Config::with_players(2),
            Config::with_players(3),
            Config::with_players(4),
        ],
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
        Config::with_players(2),
        Config::with_players(4),
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

use oduludo::{
    ArrivalRule, BonusRule, LightningRule, PrisonerRule, RollRule, SixRule, StackRule, StandardEnd, UfoRule,
};

#[test]
fn every_knob_and_layout() {
    let base = Config::with_players(3);
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
            ..Config::with_players(4)
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
            layout: Layout::parse("M:.*S.O.UL.SJ/4b").unwrap(),
            ..Config::last_pawn(2)
        },
        Config {
            layout: Layout::parse("M:.*S.O.UL.SJ/6s").unwrap(),
            ..base
        },
    ];
    run(&cfgs, 90_000, 330, 3_000, 9);
}

/// Counts leaves with the checked `apply`, to compare with board-core's perft
/// (which uses `apply_unchecked`).
fn count(s: &State, depth: u32) -> u64 {
    use board_core::Game;
    if depth == 0 {
        return 1;
    }
    s.legal_moves()
        .iter()
        .map(|m| count(&s.apply(m).unwrap(), depth - 1))
        .sum()
}

#[test]
fn perft_agrees_with_checked_apply_and_is_pinned() {
    use board_core::testkit::perft;
    // Pinned counts from this engine (regression guard; chance outcomes count
    // as plies): start -> 2 starters -> 6 rolls -> decisions -> ...
    let s = State::new(Config::with_players(2)).unwrap();
    let got: Vec<u64> = (1..=6).map(|d| perft(&s, d)).collect();
    for (d, n) in got.iter().enumerate() {
        assert_eq!(*n, count(&s, d as u32 + 1));
    }
    assert_eq!(got, [2, 12, 20, 120, 204, 1200]);
    eprintln!("perft 2p: {got:?}");
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips_and_refuses_inconsistent_states() {
    let s: State = "GB std mrncfmsun M:.*S.O.U.LSJ/5s ; G:H,H,H,H,r5 B:H,H,H,H,H ; move ; t=G s=G d=2 x=0 y=0 z=0 m=0,0,0,0 u=0 st=a-a- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0".parse().unwrap();
    let j = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<State>(&j).unwrap(), s);
    // Two opposing groups on one square: refused with the StateError's text, not a later panic.
    let mut v: serde_json::Value = serde_json::from_str(&j).unwrap();
    v["players"]["blue"]["pawns"][4]["at"] = "r5".into();
    let e = serde_json::from_value::<State>(v).unwrap_err();
    assert_eq!(e.to_string(), "inconsistent state: two opposing groups share r5");
    let c = Config::team();
    assert_eq!(
        serde_json::from_str::<Config>(&serde_json::to_string(&c).unwrap()).unwrap(),
        c
    );
    let e = serde_json::from_str::<Config>(r#"{"colours": ["green", "blue"], "mode": "team"}"#).unwrap_err();
    assert_eq!(e.to_string(), "invalid config: team play needs all four colours");
    let m: Move = "r17-4".parse().unwrap();
    assert_eq!(
        serde_json::to_string(&m).unwrap(),
        r#"{"type":"step","from":"r17","distance":4,"back":true}"#
    );
}

/// O-R1 through serde: chosen colours round-trip in configs and states; a
/// colour listed twice or team play without all four is refused with the
/// typed problem's message; O-R3 layout names are read.
#[cfg(feature = "serde")]
#[test]
fn o_r1_serde_of_chosen_colours_round_trips_and_validates() {
    use board_core::Game;
    let c = Config::with_colours(&[Colour::Blue, Colour::Red], Mode::LastPawn).unwrap();
    let j = serde_json::to_value(c).unwrap();
    assert_eq!(j["colours"], serde_json::json!(["red", "blue"]));
    assert_eq!(j["mode"], "last_pawn");
    assert_eq!(serde_json::from_value::<Config>(j).unwrap(), c);
    let s = State::new(c).unwrap().apply(&Move::Start(Colour::Blue)).unwrap();
    let js = serde_json::to_string(&s).unwrap();
    assert_eq!(serde_json::from_str::<State>(&js).unwrap(), s);
    let e = serde_json::from_str::<Config>(r#"{"colours": ["green", "blue", "green"]}"#).unwrap_err();
    assert!(e.to_string().contains("Green is listed twice"), "{e}");
    let e = serde_json::from_str::<Config>(r#"{"colours": ["green", "red", "blue"], "mode": "team"}"#).unwrap_err();
    assert!(e.to_string().contains("team play needs all four colours"), "{e}");
    let v1: Config = serde_json::from_str(r#"{"colours": ["green", "blue"], "layout": "oduludo-default-v1"}"#).unwrap();
    assert_eq!(v1.layout, Layout::V1);
}

/// Rules revision 2, O-R1: chosen colours (any 2 or 3 of the four, team play
/// with all four), Last Pawn and knobs with chosen colours, and the v1 layout.
fn chosen_colour_configs() -> Vec<Config> {
    use Colour::*;
    let std = |c: &[Colour]| Config::with_colours(c, Mode::Standard).unwrap();
    let last = |c: &[Colour]| Config::with_colours(c, Mode::LastPawn).unwrap();
    vec![
        std(&[Red, Purple]),
        std(&[Red, Blue]),
        std(&[Green, Red]),
        std(&[Blue, Purple]),
        std(&[Red, Blue, Purple]),
        std(&[Green, Blue, Purple]),
        std(&[Green, Red, Purple]),
        last(&[Red, Blue]),
        last(&[Green, Red, Purple]),
        Config::with_colours(&[Purple, Red, Blue, Green], Mode::Team).unwrap(),
        Config {
            roll_rule: RollRule::MayPass,
            arrival_rule: ArrivalRule::TakeAnyway,
            stack_rule: StackRule::LargerSendsAttackerBack,
            ..std(&[Red, Blue, Purple])
        },
        Config {
            prisoner_rule: PrisonerRule::GoHome,
            standard_end: StandardEnd::ContinueToLoser,
            layout: Layout::V1,
            ..std(&[Green, Red, Blue])
        },
    ]
}

#[test]
fn o_r1_chosen_colours_full_games() {
    run(&chosen_colour_configs(), 200_000, 1_200, 3_000, 13);
}

#[test]
fn o_r1_chosen_colours_every_state_checked_in_short_games() {
    run(&chosen_colour_configs(), 300_000, 600, 120, 1);
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

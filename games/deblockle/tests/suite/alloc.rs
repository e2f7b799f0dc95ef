//! `apply`, `apply_unchecked`, `random_move`, `sample_chance` and
//! `legal_move_count` never touch the heap: a counting global allocator (a wrapper around
//! `std::alloc::System`) counts this thread's allocations around each call,
//! over seeded games of every setup mode and several variants, setup moves
//! included, and over refused (illegal) moves too.

use board_core::testkit::rng;
use board_core::{Actor, Game};
use deblockle::{
    Config, Face, HoopsPath, Move, Orientation, SetupMode, SideBySide, SliderStop, Square, State, TipHop, TipWithoutHop,
};
use testkit_alloc::allocations as counted;

// The counting allocator shared by the workspace's test binaries (a
// `#[global_allocator]` must be declared in the binary itself).
#[global_allocator]
static GLOBAL: testkit_alloc::Counting = testkit_alloc::Counting;

fn configs() -> Vec<Config> {
    let o = |t, n| Orientation::new(t, n).unwrap();
    let fixed = SetupMode::Fixed(deblockle::BySide::new(
        [
            o(Face::Slider, Face::Star),
            o(Face::Hoops, Face::Cross),
            o(Face::Cross, Face::Star),
            o(Face::X, Face::Slider),
        ],
        [
            o(Face::X, Face::Slider),
            o(Face::Cross, Face::Star),
            o(Face::Hoops, Face::Cross),
            o(Face::Slider, Face::Star),
        ],
    ));
    let base = Config {
        max_turns: Some(200),
        ..Config::default()
    };
    vec![
        base,
        Config {
            setup: SetupMode::Random,
            ..base
        },
        Config { setup: fixed, ..base },
        Config {
            side_by_side: SideBySide::Forbidden,
            tip_without_hop: TipWithoutHop::TipStands,
            hoops_path: HoopsPath::ThroughBlocks,
            slider_stop: SliderStop::NaturalOnly,
            south_blocks: 3,
            north_blocks: 2,
            ..base
        },
    ]
}

/// A few illegal moves near the legal ones: wrong faces, bad squares,
/// chance outcomes at decision nodes.
fn near_misses(s: &State) -> [Move; 4] {
    let sq = |i| Square::from_index(i).unwrap();
    [
        Move::Roll(Face::Cross),
        Move::Place {
            square: sq(0),
            orientation: Orientation::default(),
        },
        Move::Turn(TipHop {
            from: s.occupied_all().iter().next().unwrap_or(sq(0)),
            dir: deblockle::Dir::North,
            top: Some(Face::Hoops),
            to: Some(sq(24)),
        }),
        Move::Turn(TipHop {
            from: sq(48),
            dir: deblockle::Dir::West,
            top: Some(Face::Stop),
            to: None,
        }),
    ]
}

#[test]
fn apply_and_the_fast_paths_never_allocate() {
    let mut calls = 0u64;
    for (k, config) in configs().into_iter().enumerate() {
        for seed in 0..12u64 {
            let mut r = rng(1000 * k as u64 + seed);
            let mut s = State::new(config).unwrap();
            while !s.is_terminal() {
                let (mv, n) = counted(|| match s.to_act() {
                    Actor::Chance => s.sample_chance(&mut r),
                    _ => s.random_move(&mut r),
                });
                assert_eq!(n, 0, "random_move/sample_chance allocated on {s}");
                let (count, n) = counted(|| s.legal_move_count());
                assert_eq!(n, 0, "legal_move_count allocated on {s}");
                assert_eq!(count, s.legal_moves().len(), "i17: legal_move_count on {s}");
                let mv = mv.expect("a move at a non-terminal state");
                for bad in near_misses(&s) {
                    let (res, n) = counted(|| s.apply(&bad).is_ok());
                    assert_eq!(n, 0, "apply({bad}) allocated on {s} (accepted: {res})");
                }
                let (next, n) = counted(|| s.apply(&mv));
                assert_eq!(n, 0, "apply({mv}) allocated on {s}");
                let mut fast = s.clone();
                let ((), n) = counted(|| fast.apply_unchecked(&mv));
                assert_eq!(n, 0, "apply_unchecked({mv}) allocated on {s}");
                assert_eq!(Ok(&fast), next.as_ref());
                s = fast;
                calls += 8;
            }
        }
    }
    eprintln!("{calls} calls checked");
    assert!(calls > 10_000, "only {calls} calls checked");
    // The counter works: a vector allocates.
    let (v, n) = counted(|| vec![1u8; 3]);
    assert_eq!((v.len(), n), (3, 1));
}

/// Lists the legal moves through the generic trait only, as bots and test
/// kits do.
fn list_generically<G: Game>(s: &G) -> usize {
    s.legal_move_list().len()
}

#[test]
fn legal_move_list_and_perft_do_not_allocate() {
    let mut listed = 0;
    for (k, config) in configs().into_iter().enumerate() {
        for seed in 0..4u64 {
            let mut r = rng(17_000 + 100 * k as u64 + seed);
            let mut s = State::new(config).unwrap();
            while !s.is_terminal() {
                let (n, a) = counted(|| list_generically(&s) + board_core::testkit::perft(&s, 2) as usize);
                assert_eq!(a, 0, "{a} allocations listing the moves of {s}");
                listed += n;
                if board_core::bots::random_step(&mut s, &mut r).is_none() {
                    break;
                }
            }
        }
    }
    assert!(listed > 10_000, "{listed}");
}

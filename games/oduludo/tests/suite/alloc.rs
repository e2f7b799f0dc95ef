//! `apply`, `apply_unchecked`, `random_move`, `sample_chance` and
//! `legal_moves_into` (into a vector with room) never touch the heap: a
//! counting global allocator (a wrapper around `std::alloc::System`) counts
//! this thread's allocations around each call, along seeded games of every
//! mode, and over refused (illegal) moves too.

use board_core::testkit::rng;
use board_core::{Actor, Game};
use oduludo::{ArrivalRule, Colour, Config, Mode, Move, MoveError, RollRule, StackRule, State};
use testkit_alloc::allocations as counted;

// The counting allocator shared by the workspace's test binaries (a
// `#[global_allocator]` must be declared in the binary itself).
#[global_allocator]
static GLOBAL: testkit_alloc::Counting = testkit_alloc::Counting;

#[test]
fn hot_paths_never_allocate() {
    let configs = [
        Config::with_players(2),
        Config::with_players(3),
        Config::with_players(4),
        Config::team(),
        Config::last_pawn(4),
        // Rules revision 2: chosen colours, and the knobs O-R7 constrains.
        Config::with_colours(&[Colour::Red, Colour::Blue, Colour::Purple], Mode::Standard).unwrap(),
        Config {
            roll_rule: RollRule::MayPass,
            arrival_rule: ArrivalRule::TakeAnyway,
            stack_rule: StackRule::LargerSendsAttackerBack,
            ..Config::team()
        },
    ];
    let probes = [
        Move::Pass,
        Move::Roll(3),
        Move::SendBack,
        Move::Odulo(true),
        Move::NextRound,
    ];
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    let mut plies = 0u64;
    for (ci, cfg) in configs.iter().enumerate() {
        for g in 0..20u64 {
            let mut r = rng(100 * ci as u64 + g);
            let mut s = State::new(*cfg).unwrap();
            for _ in 0..20_000 {
                buf.clear();
                let (_, n) = counted(|| s.legal_moves_into(&mut buf));
                assert_eq!(n, 0, "legal_moves_into allocated in {s}");
                let (mv, n) = counted(|| match s.to_act() {
                    Actor::Terminal => None,
                    Actor::Chance => s.sample_chance(&mut r),
                    Actor::Seat(_) => s.random_move(&mut r),
                });
                assert_eq!(n, 0, "random_move or sample_chance allocated in {s}");
                let Some(mv) = mv else { break };
                for p in &probes {
                    let (res, n) = counted(|| s.apply(p).map(|_| ()));
                    assert_eq!(n, 0, "refusing or applying {p} allocated in {s}");
                    let _: Result<(), MoveError> = res;
                }
                let (next, n) = counted(|| s.apply(&mv));
                assert_eq!(n, 0, "apply({mv}) allocated in {s}");
                let mut fast = s;
                let (_, n) = counted(|| fast.apply_unchecked(&mv));
                assert_eq!(n, 0, "apply_unchecked({mv}) allocated in {s}");
                s = next.unwrap();
                assert_eq!(fast, s);
                plies += 1;
            }
        }
    }
    assert!(plies > 10_000, "{plies} plies");
}

/// Lists the legal moves through the generic trait only, as bots and test
/// kits do.
fn list_generically<G: Game>(s: &G) -> usize {
    s.legal_move_list().len()
}

#[test]
fn legal_move_list_and_perft_do_not_allocate() {
    let mut listed = 0;
    for (k, config) in [Config::with_players(2), Config::with_players(4), Config::team()]
        .into_iter()
        .enumerate()
    {
        for seed in 0..4u64 {
            let mut r = rng(17_000 + 100 * k as u64 + seed);
            let mut s = State::new(config).unwrap();
            for _ in 0..2_000 {
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

//! `apply` and `apply_unchecked` perform no heap allocation, nor
//! do the play-out fast paths `random_move` and `sample_chance`: a counting
//! global allocator watches them on states from seeded random play.

use board_core::testkit::rng;
use board_core::{Actor, Game};
use testkit_alloc::allocations;
use xobrainer::{Config, Move, State, TimeBomb, Variants};

// The counting allocator shared by the workspace's test binaries (a
// `#[global_allocator]` must be declared in the binary itself).
#[global_allocator]
static GLOBAL: testkit_alloc::Counting = testkit_alloc::Counting;

fn configs() -> Vec<Config> {
    let all = Variants {
        time_bomb: Some(TimeBomb::Secs20),
        random: true,
        map: true,
        mission: true,
    };
    vec![
        Config::default(),
        Config {
            variants: all,
            ..Config::default()
        },
    ]
}

/// Every state and the move played there, along seeded random matches
/// (cut at 3000 plies each).
fn positions() -> Vec<(State, Move)> {
    let mut out = Vec::new();
    for (i, config) in configs().into_iter().enumerate() {
        for seed in 0..10u64 {
            let mut s = State::new(config.clone()).unwrap();
            let mut r = rng(seed + 100 * i as u64);
            for _ in 0..3_000 {
                let mv = match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => s.sample_chance(&mut r),
                    Actor::Seat(_) => s.random_move(&mut r),
                };
                let Some(m) = mv else { break };
                out.push((s.clone(), m));
                s.apply_unchecked(&m);
            }
        }
    }
    out
}

#[test]
fn apply_and_the_fast_paths_do_not_allocate() {
    let positions = positions();
    assert!(positions.len() > 5_000, "{}", positions.len());
    let chance = positions.iter().filter(|(s, _)| s.to_act() == Actor::Chance).count();
    assert!(chance > 500, "{chance} chance nodes");
    let mut r = rng(1);
    let (checked, n) = allocations(|| {
        let mut ok = 0usize;
        for (s, m) in &positions {
            let next = s.apply(m);
            ok += usize::from(next.is_ok());
            // A refused move allocates nothing either.
            ok += usize::from(s.apply(&Move::NextRound).is_ok());
            let mut t = s.clone();
            t.apply_unchecked(m);
            std::hint::black_box(&t);
            std::hint::black_box(s.random_move(&mut r));
            std::hint::black_box(s.sample_chance(&mut r));
        }
        ok
    });
    assert!(checked >= positions.len());
    // The counter sees allocations: listing moves allocates.
    let (_, listed) = allocations(|| positions.iter().map(|(s, _)| s.legal_moves().len()).sum::<usize>());
    assert!(listed > 0);
    assert_eq!(n, 0, "{n} allocations in {} positions", positions.len());
}

/// Lists the legal moves through the generic trait only, as bots and test
/// kits do.
fn list_generically<G: Game>(s: &G) -> usize {
    s.legal_move_list().len()
}

#[test]
fn legal_move_list_and_perft_do_not_allocate() {
    let positions = positions();
    let (listed, n) = allocations(|| {
        positions
            .iter()
            .map(|(s, _)| list_generically(s) + board_core::testkit::perft(s, 2) as usize)
            .sum::<usize>()
    });
    assert!(listed > positions.len());
    assert_eq!(n, 0, "{n} allocations listing {} positions", positions.len());
}

/// A whole random match through `Game::random_playout` (XOBrainer's
/// local-word rounds, and `random_step` elsewhere) allocates nothing.
#[test]
fn random_playout_does_not_allocate() {
    let starts: Vec<State> = configs().into_iter().map(|c| State::new(c).unwrap()).collect();
    let mut r = rng(5);
    let ((decisions, chance), n) = allocations(|| {
        let (mut decisions, mut chance) = (0u64, 0u64);
        for start in &starts {
            for _ in 0..10 {
                let mut s = start.clone();
                s.random_playout(&mut r, &mut decisions, &mut chance);
                std::hint::black_box(&s);
            }
        }
        (decisions, chance)
    });
    assert!(
        decisions > 1_000 && chance > 0,
        "{decisions} decisions, {chance} chance moves"
    );
    assert_eq!(
        n, 0,
        "{n} allocations in {decisions} decisions and {chance} chance moves"
    );
}

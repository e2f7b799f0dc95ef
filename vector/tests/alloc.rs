//! No allocation per step: a counting global allocator around
//! `step` (this test binary only; the library forbids `unsafe`).

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use tabletop_vector::{Buffers, ObsBuf, VectorOptions, from_game_string};

struct Counting;

static ALLOCS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards every call to the system allocator unchanged; only counts.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCS.fetch_add(1, Ordering::Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

/// Allocations during `steps` steps of `n` games (first legal id each),
/// after a warm-up step, counting only steps where no game ended (the
/// returns of a finished game are a `Vec`).
fn allocations(game: &str, n: usize, steps: usize) -> (usize, usize) {
    let mut env = from_game_string(game, &VectorOptions::new(n)).expect("game");
    let (l, a, w) = (env.observation_len(), env.num_actions(), env.reward_width());
    let mut obs = vec![0f32; n * l];
    let mut mask = vec![false; n * a];
    let (mut rew, mut term, mut trunc, mut seat) = (vec![0f32; n * w], vec![false; n], vec![false; n], vec![0i32; n]);
    let mut actions = vec![0usize; n];
    let (mut counted, mut allocs) = (0, 0);
    for t in 0..=steps {
        for (act, row) in actions.iter_mut().zip(mask.chunks(a)) {
            *act = row.iter().position(|&b| b).unwrap_or(0);
        }
        let before = ALLOCS.load(Ordering::Relaxed);
        let out = Buffers {
            obs: ObsBuf::F32(&mut obs),
            mask: &mut mask,
            rewards: &mut rew,
            terminated: &mut term,
            truncated: &mut trunc,
            to_act: &mut seat,
        };
        if t == 0 {
            env.reset(3, out).expect("reset");
            continue;
        }
        env.step(&actions, out).expect("step");
        let used = ALLOCS.load(Ordering::Relaxed) - before;
        if t > 1 && !term.iter().chain(&trunc).any(|&d| d) {
            counted += 1;
            allocs += used;
        }
    }
    (counted, allocs)
}

#[test]
fn steps_allocate_nothing() {
    // One thread, so the counts are this test's own (rayon's pool is
    // shared by the process; another test thread could allocate meanwhile).
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("pool");
    pool.install(|| {
        for game in [
            "deblockle",
            "xobrainer(format=one-round)",
            "oduludo(players=2)",
            "numseq",
        ] {
            let (counted, allocs) = allocations(game, 8, 30);
            assert!(counted > 10, "{game}: enough steps without an ending");
            assert_eq!(allocs, 0, "{game}: {allocs} allocations in {counted} steps");
        }
    });
}

//! No allocation per step: the workspace's counting global allocator
//! (`testkit-alloc`, per-thread counts) around `step`.

use tabletop_vector::{Buffers, ObsBuf, VectorOptions, from_game_string};

// Counts per thread: libtest's own thread allocates while a slow test runs
// (its "has been running for over 60 seconds" notice), which a process-wide
// count would blame on `step`.
#[global_allocator]
static GLOBAL: testkit_alloc::Counting = testkit_alloc::Counting;

/// Allocations during `steps` steps of `n` games (first legal id each),
/// after a warm-up step, counting only steps where no game ended (the
/// returns of a finished game are a `Vec`).
fn allocations(game: &str, n: usize, steps: usize) -> (usize, u64) {
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
        let before = testkit_alloc::thread_allocations();
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
        let used = testkit_alloc::thread_allocations() - before;
        if t > 1 && !term.iter().chain(&trunc).any(|&d| d) {
            counted += 1;
            allocs += used;
        }
    }
    (counted, allocs)
}

#[test]
fn steps_allocate_nothing() {
    // One worker thread, which runs this whole closure and every rayon task
    // of `step`, so its per-thread count is all of `step`'s allocations.
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

//! Instruction-count benchmarks (gungraun on valgrind's callgrind): the
//! regression guard. Each benchmark runs once under callgrind,
//! so its instruction count does not depend on the machine's load.
//!
//! * `<game>_random_play` (group `random_play`): a fixed number ([`MOVES`]) of seeded uniform
//!   random moves through the fast paths (`board_core::bots::counted_step`:
//!   `Game::random_move`, `Game::sample_chance`, `Game::apply_unchecked`),
//!   chance outcomes sampled and counted as moves, from the showcase's
//!   default game (as the criterion play-out benches and the root `bench`
//!   example play it); a finished game starts again from the start with the
//!   same random stream.
//! * `<game>_generic_play` (group `generic_play_group`): the same [`MOVES`] moves
//!   from the same start and seed through the generic path
//!   (`board_core::bots::listed_step`: every legal move listed into one
//!   reused `Game::MoveList`, one chosen uniformly and applied with
//!   `Game::apply_unchecked`; chance outcomes listed and sampled), which plays
//!   the same games as the fast path.
//! * `xobrainer_whole_play` (group `whole_play_group`): [`GAMES`] whole
//!   seeded random matches of the same default game through
//!   `board_core::bots::counted_playout` (XOBrainer's `Game::random_playout`,
//!   which plays the same games as the fast step in a loop).
//! * `deblockle_perft` (group `perft_group`): perft with bulk counting from position A of
//!   `games/deblockle/tests/suite/perft.rs` at depth [`PERFT_DEPTH`].
//!
//! The start states are built in setup functions, outside the measurement.
//! Run through `bench/instructions.sh`, which installs the runner and
//! compares the counts with `bench/instructions-baseline.toml`.

use std::hint::black_box;

use board_core::Game;
use board_core::bots::{ListedBuffers, Step, counted_playout, counted_step, listed_step};
use board_core::testkit::{perft, rng};
use gungraun::{library_benchmark, library_benchmark_group, main};
use tabletop_rules::showcase::Showcase;

/// Moves (decisions and chance outcomes) per random-play benchmark.
const MOVES: u64 = 20_000;
/// Whole games per whole-play-out benchmark (XOBrainer: 22 027 decisions
/// and 32 chance moves).
const GAMES: u64 = 32;
/// The random stream's seed.
const SEED: u64 = 1;
/// Deblockle perft depth (433 023 leaves).
const PERFT_DEPTH: u32 = 4;

fn default_game<G: Showcase>() -> G
where
    <G::Move as std::str::FromStr>::Err: std::fmt::Display + std::fmt::Debug,
{
    match G::default_game() {
        Ok(s) => s,
        Err(e) => panic!("{}: default game: {e}", G::NAME),
    }
}

/// Plays exactly `moves` seeded random moves from `start` (restarting a
/// finished game) and returns the decisions and chance moves played.
fn random_play<G: Game>(start: &G, moves: u64) -> (u64, u64) {
    let mut r = rng(SEED);
    let (mut decisions, mut chance) = (0, 0);
    let mut s = start.clone();
    while decisions + chance < moves {
        if !counted_step(&mut s, &mut r, &mut decisions, &mut chance) {
            assert!(s.is_terminal(), "no move at a non-terminal state");
            s = start.clone();
        }
    }
    black_box(&s);
    (decisions, chance)
}

/// [`random_play`] through the generic path ([`listed_step`] with one
/// set of reused buffers): the same moves, the same games.
fn generic_play<G: Game>(start: &G, moves: u64) -> (u64, u64) {
    let mut r = rng(SEED);
    let (mut decisions, mut chance) = (0, 0);
    let mut bufs = ListedBuffers::<G>::new();
    let mut s = start.clone();
    while decisions + chance < moves {
        match listed_step(&mut s, &mut bufs, &mut r) {
            Some(Step::Decision) => decisions += 1,
            Some(Step::Chance) => chance += 1,
            None => {
                assert!(s.is_terminal(), "no move at a non-terminal state");
                s = start.clone();
            }
        }
    }
    black_box(&s);
    (decisions, chance)
}

/// Plays `games` whole seeded random games from `start` (one random stream)
/// through [`counted_playout`] and returns the decisions and chance moves
/// played.
fn whole_play<G: Game>(start: &G, games: u64) -> (u64, u64) {
    let mut r = rng(SEED);
    let (mut decisions, mut chance) = (0, 0);
    for _ in 0..games {
        let mut s = start.clone();
        counted_playout(&mut s, &mut r, &mut decisions, &mut chance);
        assert!(s.is_terminal(), "a whole play-out ended before the game did");
        black_box(&s);
    }
    (decisions, chance)
}

fn xobrainer_start() -> ::xobrainer::State {
    default_game()
}
fn oduludo_start() -> ::oduludo::State {
    default_game()
}
fn numseq_start() -> ::numseq::State {
    default_game()
}
fn deblockle_start() -> ::deblockle::State {
    default_game()
}
fn deblockle_position_a() -> ::deblockle::State {
    let o = ::deblockle::Orientation::new(::deblockle::Face::Slider, ::deblockle::Face::Star).unwrap();
    ::deblockle::State::new(::deblockle::Config::fixed(o, o)).unwrap()
}

#[library_benchmark]
#[bench::moves(setup = xobrainer_start)]
fn xobrainer_random_play(start: ::xobrainer::State) -> (u64, u64) {
    black_box(random_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = oduludo_start)]
fn oduludo_random_play(start: ::oduludo::State) -> (u64, u64) {
    black_box(random_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = numseq_start)]
fn numseq_random_play(start: ::numseq::State) -> (u64, u64) {
    black_box(random_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = deblockle_start)]
fn deblockle_random_play(start: ::deblockle::State) -> (u64, u64) {
    black_box(random_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = xobrainer_start)]
fn xobrainer_generic_play(start: ::xobrainer::State) -> (u64, u64) {
    black_box(generic_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = oduludo_start)]
fn oduludo_generic_play(start: ::oduludo::State) -> (u64, u64) {
    black_box(generic_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = numseq_start)]
fn numseq_generic_play(start: ::numseq::State) -> (u64, u64) {
    black_box(generic_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::moves(setup = deblockle_start)]
fn deblockle_generic_play(start: ::deblockle::State) -> (u64, u64) {
    black_box(generic_play(&start, black_box(MOVES)))
}

#[library_benchmark]
#[bench::games(setup = xobrainer_start)]
fn xobrainer_whole_play(start: ::xobrainer::State) -> (u64, u64) {
    black_box(whole_play(&start, black_box(GAMES)))
}

#[library_benchmark]
#[bench::depth(setup = deblockle_position_a)]
fn deblockle_perft(start: deblockle::State) -> u64 {
    black_box(perft(&start, black_box(PERFT_DEPTH)))
}

library_benchmark_group!(name = random_play; benchmarks = xobrainer_random_play, oduludo_random_play, numseq_random_play, deblockle_random_play);
library_benchmark_group!(name = generic_play_group; benchmarks = xobrainer_generic_play, oduludo_generic_play, numseq_generic_play, deblockle_generic_play);
library_benchmark_group!(name = whole_play_group; benchmarks = xobrainer_whole_play);
library_benchmark_group!(name = perft_group; benchmarks = deblockle_perft);

main!(
    library_benchmark_groups = random_play,
    generic_play_group,
    whole_play_group,
    perft_group
);

//! Perft from two fixed start positions to depth 3. Depth-1 counts are
//! checked by hand (see the comments); deeper counts were recorded from this
//! engine and guard against regressions.

use board_core::testkit::perft;
use deblockle::{Config, Face, Orientation, State};

/// Position A: the default game with a fixed setup, every block Slider up,
/// Star north (so Cross faces east, X west, Stop south, Hoops down).
///
/// Hand count of South's 26 first moves (blocks c1 e1 c3 e3; North on
/// c5 e5 c7 e7; tips n -> Stop, e -> X, s -> Star, w -> Cross):
/// * c1: n to c2 Stop (1); e to d1 X, diagonals c2 e2 (2); w to b1 Cross:
///   a1, b2, c1 (just vacated) (3); s off the board. 6.
/// * e1: n to e2 Stop (1); e to f1 X: e2 g2 (2); w to d1 Cross: c1 is taken,
///   d2 is a star, e1 is free (1). 4.
/// * c3: n to c4 Stop (1); s to c2 would show the Star on an ordinary square
///   (0); e to d3 X: c2 e2 c4 e4 (4); w to b3 Cross: a3 b2 b4 c3 (4). 9.
/// * e3: n to e4 Stop (1); s Star (0); e to f3 X: e2 g2 e4 g4 (4); w to d3
///   Cross: c3 taken, d2 star, so d4 and e3 (2). 7.
///
/// Total 6 + 4 + 9 + 7 = 26.
fn position_a() -> State {
    let o = Orientation::new(Face::Slider, Face::Star).unwrap();
    State::new(Config::fixed(o, o)).unwrap()
}

/// Position B: one block each (South d1, North d7), Cross up, Star north
/// (Hoops east, Slider west, Stop south).
///
/// Hand count of South's 12 first moves:
/// * n to d2: a star space, and Stop is not the Star (0); s off the board.
/// * e to e1 showing Slider: north to e7, east to g1, west to a1 (3).
/// * w to c1 showing Hoops: the squares at odd distance <= 3 from c1 that
///   are on the board, empty and not stars: b1 d1 c2 (distance 1) and f1 a2
///   e2 b3 d3 c4 (distance 3) (9).
///
/// Total 3 + 9 = 12.
fn position_b() -> State {
    let o = Orientation::new(Face::Cross, Face::Star).unwrap();
    State::new(Config {
        south_blocks: 1,
        north_blocks: 1,
        ..Config::fixed(o, o)
    })
    .unwrap()
}

/// (position, depth, count, source).
const TABLE: [(&str, u32, u64, &str); 6] = [
    ("A", 1, 26, "hand count (see position_a)"),
    ("A", 2, 613, "recorded from this engine"),
    ("A", 3, 17_151, "recorded from this engine"),
    ("B", 1, 12, "hand count (see position_b)"),
    ("B", 2, 139, "recorded from this engine"),
    ("B", 3, 720, "recorded from this engine"),
];

#[test]
fn perft_two_fixed_start_positions_to_depth_3() {
    for (pos, depth, count, source) in TABLE {
        let s = if pos == "A" { position_a() } else { position_b() };
        let got = perft(&s, depth);
        assert_eq!(got, count, "position {pos} depth {depth} ({source})");
    }
}

/// Deeper counts, for timing: `cargo test --release -p deblockle
/// --all-features --test suite perft:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn perft_deep_timing() {
    for (name, s) in [("A", position_a()), ("B", position_b())] {
        for depth in 4..=5 {
            let t = std::time::Instant::now();
            let n = perft(&s, depth);
            let secs = t.elapsed().as_secs_f64();
            println!("{name} depth {depth}: {n} leaves in {secs:.3}s");
        }
    }
}

//! The shipped tables as plain data: the start squares by block count
//! (read and validated by the `layout` module).

/// Start squares by block count (row `n - 1`), `[South, North]`, as text.
/// From spec §1: four blocks on the squares diagonal to one's own home star;
/// fewer blocks on the squares the rulebook suggests.
pub const START_SQUARES: [[&str; 2]; 4] = [
    ["d1", "d7"],
    ["c1 e1", "c7 e7"],
    ["c1 e1 d3", "c7 e7 d5"],
    ["c1 e1 c3 e3", "c5 e5 c7 e7"],
];

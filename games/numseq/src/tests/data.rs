//! Unit tests of `data.rs`.

use super::*;
use alloc::format;

/// The tables are exactly the spec's formulas (section 1).
#[test]
fn s1_default_tables_follow_the_spec_formulas() {
    let mut expect = alloc::vec::Vec::new();
    expect.push(X);
    expect.extend((1..=8).map(n));
    expect.extend((9..=48).map(n));
    expect.extend((1..=40).map(n));
    expect.push(X);
    expect.extend((41..=48).map(n));
    expect.push(X);
    expect.insert(9, X);
    assert_eq!(&NUMSEQ_DEFAULT_V1_BOARD[..], &expect[..]);
    for k in 1..=48u8 {
        let add = &NUMSEQ_DEFAULT_V1_DECK[2 * (k as usize - 1)];
        let sub = &NUMSEQ_DEFAULT_V1_DECK[2 * (k as usize - 1) + 1];
        let d = 1 + (k - 1) % 9;
        assert_eq!(add.name, format!("{}+{}", k.div_ceil(2), k / 2));
        assert_eq!(sub.name, format!("{}-{}", k + d, d));
        assert_eq!((add.action, sub.action), (Action::Place(k), Action::Place(k)));
    }
    let total: u32 = NUMSEQ_DEFAULT_V1_DECK.iter().map(|c| c.count as u32).sum();
    assert_eq!(total, 100);
}

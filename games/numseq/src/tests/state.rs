//! Unit tests of `state.rs`.

use super::*;

#[test]
fn hands_stay_sorted() {
    let mut h = Hand::default();
    for k in [5, 1, 9, 1, 3] {
        h.insert(k);
    }
    assert_eq!(h.kinds(), [1, 1, 3, 5, 9]);
    assert!(h.remove(1) && h.remove(9) && !h.remove(7));
    assert_eq!(h.kinds(), [1, 3, 5]);
    assert_eq!(h.cards[3..], [0; MAX_HAND - 3]);
    for k in 0..10 {
        h.insert(k);
    }
    assert_eq!(h.len as usize, MAX_HAND, "a full hand ignores inserts");
}

#[test]
fn sizes_stay_small() {
    assert!(
        core::mem::size_of::<State>() <= 2_000,
        "{}",
        core::mem::size_of::<State>()
    );
    assert!(
        core::mem::size_of::<crate::Move>() <= 16,
        "{}",
        core::mem::size_of::<crate::Move>()
    );
    assert_eq!(core::mem::size_of::<crate::Card>(), 8);
}

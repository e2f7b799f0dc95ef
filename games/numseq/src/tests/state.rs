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

/// A SEQUENCE record gives back its window's start, side and axis, on every
/// window of every shipped board, and records compare as (side, first
/// square, start, axis) did.
#[test]
fn sequence_records_round_trip_every_window() {
    use crate::state::SeqRec;
    use board_core::grid::Axis;
    for preset in crate::Preset::ALL {
        let rules = preset.ruleset();
        let mut recs = alloc::vec::Vec::new();
        for start in 0..rules.grid().len() {
            for axis in Axis::ALL {
                let Some(m) = rules.window_mask(start, axis) else {
                    continue;
                };
                let first = m.first_index().expect("a window has squares");
                for side in 0..3u8 {
                    let r = SeqRec::new(side, first, axis);
                    assert_eq!(
                        (r.side(), r.first(), r.start(rules), r.axis()),
                        (side, first, start, axis)
                    );
                    recs.push((r, (side, first, start, axis)));
                }
            }
        }
        for (a, ka) in &recs {
            for (b, kb) in recs.iter().step_by(7) {
                assert_eq!(a.cmp(b), ka.cmp(kb), "{ka:?} vs {kb:?}");
            }
        }
    }
}

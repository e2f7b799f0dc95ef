//! Unit tests of `track`.
use super::*;
use proptest::prelude::*;

fn ludo() -> Track {
    // ODULUDO-like: 52 ring squares, routes of 52 ring squares, 5 path, 2 goals.
    Track::new(52, 52, 5, 2, &[0, 13, 26, 39]).unwrap()
}

#[test]
fn route_numbering() {
    let t = ludo();
    assert_eq!(t.route_len(), 59);
    assert_eq!(t.square(1, 0), Some(TrackSquare::Ring(13)));
    assert_eq!(t.square(1, 51), Some(TrackSquare::Ring(12)));
    assert_eq!(t.square(1, 52), Some(TrackSquare::Home { seat: 1, index: 0 }));
    assert_eq!(t.square(1, 57), Some(TrackSquare::Goal { seat: 1, index: 0 }));
    assert_eq!(t.square(1, 59), None);
    assert_eq!(t.square(4, 0), None);
}

#[test]
fn bounce_examples() {
    let t = ludo(); // last = 58
    assert_eq!(t.forward(55, 3), Some(Step { to: 58, bounced: false }));
    assert_eq!(t.forward(55, 4), Some(Step { to: 57, bounced: true }));
    assert_eq!(t.forward(56, 6), Some(Step { to: 54, bounced: true }));
    assert_eq!(t.forward(59, 1), None);
    assert_eq!(t.backward(3, 4), None);
    assert_eq!(t.backward(7, 4), Some(3));
}

#[test]
fn bad_tracks_are_refused() {
    assert!(Track::new(0, 0, 1, 1, &[]).is_err());
    assert!(Track::new(10, 11, 1, 1, &[0]).is_err());
    assert!(Track::new(10, 10, 1, 0, &[0]).is_err());
    assert!(Track::new(10, 10, 1, 1, &[10]).is_err());
    assert!(Track::new(200, 200, 50, 10, &[0]).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trip_validates() {
    let t = ludo();
    let json = serde_json::to_string(&t).unwrap();
    assert_eq!(serde_json::from_str::<Track>(&json).unwrap(), t);
    let bad = json.replace("\"ring_len\":52", "\"ring_len\":0");
    assert!(serde_json::from_str::<Track>(&bad).is_err());
    let bad = json.replace("\"seats\":4", "\"seats\":9");
    assert!(serde_json::from_str::<Track>(&bad).is_err());
}

proptest! {
    #[test]
    fn bounce_matches_step_by_step(from in 0u8..59, k in 0u8..=20) {
        let t = ludo();
        let (mut pos, mut dir, mut bounced) = (from as i32, 1i32, false);
        for _ in 0..k {
            if pos == 58 && dir == 1 { dir = -1; bounced = true; }
            pos += dir;
        }
        let s = t.forward(from, k).unwrap();
        prop_assert_eq!(s.to as i32, pos);
        prop_assert_eq!(s.bounced, bounced);
    }

    #[test]
    fn route_index_inverts_square(seat in 0usize..4, idx in 0u8..59) {
        let t = ludo();
        let sq = t.square(seat, idx).unwrap();
        prop_assert_eq!(t.route_index(seat, sq), Some(idx));
    }
}

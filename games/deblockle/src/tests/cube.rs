use super::*;
use proptest::prelude::*;

#[test]
fn s1_handedness_star_up_cross_north() {
    let o = Orientation::new(Face::Star, Face::Cross).unwrap();
    assert_eq!(o.east(), Face::Slider);
    assert_eq!(o.south(), Face::X);
    assert_eq!(o.west(), Face::Hoops);
    assert_eq!(o.bottom(), Face::Stop);
}

#[test]
fn s1_opposite_pairs() {
    assert_eq!(Face::Star.opposite(), Face::Stop);
    assert_eq!(Face::Cross.opposite(), Face::X);
    assert_eq!(Face::Slider.opposite(), Face::Hoops);
    for f in Face::ALL {
        assert_eq!(f.opposite().opposite(), f);
        assert_ne!(f.opposite(), f);
    }
}

#[test]
fn s1_twenty_four_orientations_distinct_and_valid() {
    for (i, (t, n)) in ORIENTATIONS.iter().enumerate() {
        assert_ne!(t, n);
        assert_ne!(t.opposite(), *n);
        for (j, other) in ORIENTATIONS.iter().enumerate() {
            if i != j {
                assert_ne!((t, n), (&other.0, &other.1));
            }
        }
        let o = Orientation::new(*t, *n).unwrap();
        assert_eq!(o.index(), i);
        let mut all = [o.top(), o.bottom(), o.north(), o.south(), o.east(), o.west()];
        all.sort();
        assert_eq!(all, Face::ALL);
    }
    assert!(Orientation::new(Face::Star, Face::Stop).is_none());
    assert!(Orientation::new(Face::X, Face::X).is_none());
}

#[test]
fn s3_tip_by_hand() {
    // Star up, Cross north: tipping north brings the south face (X) up
    // and the old top (Star) faces north.
    let o = Orientation::new(Face::Star, Face::Cross).unwrap();
    let n = o.tip(Dir::North);
    assert_eq!((n.top(), n.north()), (Face::X, Face::Star));
    let s = o.tip(Dir::South);
    assert_eq!((s.top(), s.north()), (Face::Cross, Face::Stop));
    let e = o.tip(Dir::East);
    assert_eq!((e.top(), e.north(), e.east()), (Face::Hoops, Face::Cross, Face::Star));
    let w = o.tip(Dir::West);
    assert_eq!((w.top(), w.north(), w.west()), (Face::Slider, Face::Cross, Face::Star));
}

#[test]
fn every_orientation_reachable_by_tipping() {
    let mut seen = [false; 24];
    let mut stack = alloc::vec![Orientation::default()];
    seen[0] = true;
    while let Some(o) = stack.pop() {
        for d in Dir::ALL {
            let t = o.tip(d);
            if !seen[t.index()] {
                seen[t.index()] = true;
                stack.push(t);
            }
        }
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn turning_gives_four_rotations_with_same_top() {
    for o in Orientation::ALL {
        let mut x = o;
        let mut norths = alloc::vec::Vec::new();
        for _ in 0..4 {
            assert_eq!(x.top(), o.top());
            norths.push(x.north());
            x = x.turn_clockwise();
        }
        assert_eq!(x, o);
        norths.sort();
        norths.dedup();
        assert_eq!(norths.len(), 4);
    }
}

fn any_orientation() -> impl Strategy<Value = Orientation> {
    (0usize..24).prop_map(|i| Orientation::from_index(i).unwrap())
}
fn any_dir() -> impl Strategy<Value = Dir> {
    (0usize..4).prop_map(|i| Dir::ALL[i])
}

proptest! {
    #[test]
    fn four_tips_the_same_way_return(o in any_orientation(), d in any_dir()) {
        prop_assert_eq!(o.tip(d).tip(d).tip(d).tip(d), o);
    }

    #[test]
    fn tip_then_reverse_is_identity(o in any_orientation(), d in any_dir()) {
        prop_assert_eq!(o.tip(d).tip(d.reverse()), o);
        prop_assert_eq!(o.tip(Dir::North).tip(Dir::South), o);
    }

    #[test]
    fn opposite_faces_never_both_up_and_down(o in any_orientation(), path in proptest::collection::vec(any_dir(), 0..20)) {
        let mut x = o;
        for d in path {
            x = x.tip(d);
            prop_assert_eq!(x.bottom(), x.top().opposite());
            prop_assert_ne!(x.top(), x.bottom());
            prop_assert_ne!(x.north(), x.top());
            prop_assert_ne!(x.north(), x.bottom());
        }
    }

    #[test]
    fn tip_moves_the_faces_like_a_rolling_cube(o in any_orientation()) {
        let n = o.tip(Dir::North);
        prop_assert_eq!((n.top(), n.north(), n.east()), (o.south(), o.top(), o.east()));
        let e = o.tip(Dir::East);
        prop_assert_eq!((e.top(), e.east(), e.north()), (o.west(), o.top(), o.north()));
    }
}

use super::*;
use alloc::string::ToString;

#[test]
fn s1_star_spaces_are_d2_and_d6() {
    assert_eq!(SOUTH_HOME_STAR.to_string(), "d2");
    assert_eq!(NORTH_HOME_STAR.to_string(), "d6");
    assert_eq!(STARS.count(), 2);
}

#[test]
fn rank_one_is_south_edge() {
    let a1 = Square::from_chars('a', '1').unwrap();
    assert_eq!(a1.index(), 0);
    assert_eq!(a1.step(Dir::South), None);
    assert_eq!(a1.step(Dir::West), None);
    assert_eq!(a1.step(Dir::North).unwrap().to_string(), "a2");
    assert_eq!(a1.step(Dir::East).unwrap().to_string(), "b1");
    let g7 = Square::from_chars('g', '7').unwrap();
    assert_eq!(g7.step(Dir::North), None);
    assert_eq!(g7.step(Dir::East), None);
    assert!(Square::from_chars('h', '1').is_none());
    assert!(Square::from_chars('a', '8').is_none());
    assert!(Square::from_chars('a', '0').is_none());
}

#[test]
fn neighbours_match_step() {
    for sq in Square::all() {
        let mut expect = Squares::EMPTY;
        for d in Dir::ALL {
            if let Some(t) = sq.step(d) {
                expect = expect.or(t.bb());
            }
        }
        assert_eq!(sq.bb().neighbours(), expect, "{sq}");
    }
}

#[test]
fn s1_bitboard_bits_beyond_g7_never_become_squares() {
    // `Squares` has a public field, so any u64 can be built; its squares
    // must still be real squares (Square promises 0..49).
    let b = Squares(u64::MAX);
    assert_eq!(b.iter().count(), 49);
    assert!(b.iter().all(|s| s.index() < 49));
    assert_eq!(b.count(), 49);
    assert_eq!(Squares(1u64 << 63).iter().count(), 0);
    assert!(Squares(1u64 << 63).is_empty());
}

#[test]
fn step_table_matches_file_and_rank() {
    for sq in Square::all() {
        for d in Dir::ALL {
            assert_eq!(sq.step(d), sq.step_calc(d), "{sq} {d}");
        }
    }
}

#[test]
fn debug_prints_notation() {
    let c1 = Square::from_chars('c', '1').unwrap();
    let e1 = Square::from_chars('e', '1').unwrap();
    assert_eq!(alloc::format!("{c1:?}"), "c1");
    assert_eq!(alloc::format!("{:?}", c1.bb().or(e1.bb())), "{c1, e1}");
}

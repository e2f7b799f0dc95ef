use super::*;
use alloc::string::ToString;
use alloc::vec::Vec;
use proptest::prelude::*;

fn grid_strategy() -> impl Strategy<Value = Grid> {
    (1u8..=12, 1u8..=12).prop_filter_map("fits", |(r, c)| Grid::new(r, c).ok())
}

fn brute_shift(g: &Grid, bb: Bitboard, dir: Direction) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for c in g.squares() {
        if let Some(n) = g.neighbour(c, dir).filter(|_| bb.contains(g, c)) {
            out.insert(g, n);
        }
    }
    out
}

#[test]
fn grid_limits() {
    assert!(Grid::new(0, 5).is_err());
    assert!(Grid::new(12, 11).is_err());
    assert!(Grid::new(8, 16).is_ok());
    assert!(Grid::new(4, 27).is_err());
    assert_eq!(Grid::new(10, 10).unwrap().full().count(), 100);
}

#[test]
fn notation_examples() {
    assert_eq!(Coord::new(0, 0).to_string(), "a1");
    assert_eq!(Coord::new(9, 9).to_string(), "j10");
    assert_eq!("c3".parse::<Coord>(), Ok(Coord::new(2, 2)));
    assert_eq!("C3".parse::<Coord>(), Ok(Coord::new(2, 2)));
    assert_eq!("".parse::<Coord>(), Err(ParseCoordError::Empty));
    assert_eq!("3c".parse::<Coord>(), Err(ParseCoordError::BadColumn));
    assert_eq!("c".parse::<Coord>(), Err(ParseCoordError::BadRow));
    assert_eq!("c0".parse::<Coord>(), Err(ParseCoordError::BadRow));
    assert_eq!("c03".parse::<Coord>(), Err(ParseCoordError::BadRow));
    assert_eq!("c257".parse::<Coord>(), Err(ParseCoordError::BadRow));
    assert_eq!("c3x".parse::<Coord>(), Err(ParseCoordError::BadRow));
    assert_eq!("é3".parse::<Coord>(), Err(ParseCoordError::BadColumn));
    assert_eq!(Coord::new(3, 30).to_string(), "(3,30)");
    assert_eq!("(3,30)".parse::<Coord>(), Ok(Coord::new(3, 30)));
    assert_eq!("(3,x)".parse::<Coord>(), Err(ParseCoordError::BadColumn));
    assert_eq!("(3)".parse::<Coord>(), Err(ParseCoordError::BadRow));
}

#[test]
fn windows_on_a_10x10_board() {
    let g = Grid::new(10, 10).unwrap();
    // Centre square: 5 windows per axis.
    for a in Axis::ALL {
        assert_eq!(g.windows(Coord::new(4, 4), a, 5).count(), 5);
    }
    // Corner: one horizontal, one vertical, one main diagonal, no anti-diagonal.
    let c = Coord::new(0, 0);
    assert_eq!(g.windows(c, Axis::Horizontal, 5).count(), 1);
    assert_eq!(g.windows(c, Axis::Vertical, 5).count(), 1);
    assert_eq!(g.windows(c, Axis::Diagonal, 5).count(), 1);
    assert_eq!(g.windows(c, Axis::AntiDiagonal, 5).count(), 0);
    // A window too long for the board.
    let small = Grid::new(4, 4).unwrap();
    assert_eq!(small.windows(Coord::new(1, 1), Axis::Horizontal, 5).count(), 0);
}

#[test]
fn ray_stops_at_edge() {
    let g = Grid::new(5, 5).unwrap();
    let r: Vec<Coord> = g.ray(Coord::new(2, 2), Direction::NE).collect();
    assert_eq!(r, [Coord::new(1, 3), Coord::new(0, 4)]);
    assert_eq!(g.ray(Coord::new(9, 9), Direction::N).count(), 0);
}

proptest! {
    #[test]
    fn coord_notation_round_trips(row in 0u8..=255, col in 0u8..=255) {
        let c = Coord::new(row, col);
        prop_assert_eq!(c.to_string().parse::<Coord>(), Ok(c));
    }

    #[test]
    fn coord_parse_never_panics(s in "\\PC{0,6}") {
        let _ = s.parse::<Coord>();
    }

    #[test]
    fn shift_matches_brute_force(g in grid_strategy(), bits: u128) {
        let bb = Bitboard(bits) & g.full();
        for d in Direction::ALL {
            prop_assert_eq!(g.shift(bb, d), brute_shift(&g, bb, d), "dir {:?}", d);
        }
    }

    #[test]
    fn run_starts_match_brute_force(g in grid_strategy(), bits: u128, len in 1usize..6) {
        let bb = Bitboard(bits) & g.full();
        for d in Direction::ALL {
            let mut brute = Bitboard::EMPTY;
            for c in g.squares() {
                let ok = core::iter::once(Some(c))
                    .chain((1..len).map(|k| {
                        let (dr, dc) = d.delta();
                        g.offset(c, dr as i16 * k as i16, dc as i16 * k as i16)
                    }))
                    .all(|x| x.is_some_and(|x| bb.contains(&g, x)));
                if ok { brute.insert(&g, c); }
            }
            prop_assert_eq!(g.run_starts(bb, d, len), brute);
        }
    }

    #[test]
    fn run_length_and_windows_agree_with_scan(g in grid_strategy(), bits: u128, idx in 0usize..144, len in 1usize..6) {
        let bb = Bitboard(bits) & g.full();
        let Some(c) = g.coord(idx % g.len()) else { return Ok(()); };
        for a in Axis::ALL {
            // Brute force: walk the full line through c.
            let back = a.forward().opposite();
            let mut start = c;
            while let Some(p) = g.neighbour(start, back) { start = p; }
            let mut line = alloc::vec![start];
            while let Some(n) = g.neighbour(*line.last().unwrap(), a.forward()) { line.push(n); }
            let pos = line.iter().position(|x| *x == c).unwrap();
            // run length through c
            let mut run = 0;
            if bb.contains(&g, c) {
                let mut lo = pos; while lo > 0 && bb.contains(&g, line[lo - 1]) { lo -= 1; }
                let mut hi = pos; while hi + 1 < line.len() && bb.contains(&g, line[hi + 1]) { hi += 1; }
                run = hi - lo + 1;
            }
            prop_assert_eq!(g.run_length(c, a, |x| bb.contains(&g, x)), run);
            // windows through c
            let brute: Vec<Coord> = (0..line.len())
                .filter(|&s| s <= pos && pos < s + len && s + len <= line.len())
                .map(|s| line[s]).collect();
            let got: Vec<Coord> = g.windows(c, a, len).map(|w| w.start).collect();
            prop_assert_eq!(&got, &brute);
            for w in g.windows(c, a, len) {
                let sq: Vec<Coord> = g.window_squares(w).collect();
                prop_assert_eq!(sq.len(), len);
                prop_assert!(sq.contains(&c));
                prop_assert_eq!(g.window_mask(w).count() as usize, len);
            }
        }
    }

    #[test]
    fn bitboard_set_ops(indices in proptest::collection::btree_set(0usize..128, 0..40)) {
        let mut bb = Bitboard::EMPTY;
        for &i in &indices { bb.set_index(i); }
        prop_assert_eq!(bb.count() as usize, indices.len());
        prop_assert_eq!(bb.indices().collect::<Vec<_>>(), indices.iter().copied().collect::<Vec<_>>());
        for &i in &indices { prop_assert!(bb.has_index(i)); bb.clear_index(i); }
        prop_assert!(bb.is_empty());
    }
}

//! Unit tests of `layout`.

use super::*;
use crate::config::{ConfigProblem, check_deck};

#[test]
fn default_layout_and_deck_are_valid() {
    let l = Layout::default_v0();
    let mut p = Vec::new();
    l.check(&mut p);
    check_deck(&Card::default_deck(), &l, &mut p);
    assert!(p.is_empty(), "{p:?}");
}

#[test]
fn geometry_bit_planes_hold_the_dots() {
    let l = Layout::from_table(
        &[[1u8, 2, 3, 4, 5], [6, 1, 1, 1, 1], [1; 5], [1; 5], [1; 5]],
        &[(4, 0), (4, 1), (4, 2), (4, 3)],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let g = Geometry::new(&l).unwrap_or_else(|| panic!("valid"));
    let dots: Vec<u8> = (0..25).map(|i| g.dots(i)).collect();
    assert_eq!(dots, l.dots);
    assert_eq!(g.sum_dots(crate::squares::Squares { lo: 0b11111, hi: 0 }), 15);
    assert_eq!(g.to_layout(), l);
}

#[test]
fn deck_loader_reports_every_problem() {
    let l = Layout::default_v0();
    assert!(Card::load_deck(&crate::data::DEFAULT_DECK, &l).is_ok());
    let bad = [[(2, 2), (0, 0), (0, 0), (10, 1)]];
    let e = Card::load_deck(&bad, &l).err().unwrap_or_else(|| panic!("invalid"));
    assert_eq!(
        e.problems,
        [
            ConfigProblem::DeckSize(1),
            ConfigProblem::CardOwnOnKnockout {
                card: 0,
                square: Coord::new(2, 2)
            },
            ConfigProblem::CardRepeated {
                card: 0,
                square: Coord::new(0, 0)
            },
            ConfigProblem::CardOffBoard {
                card: 0,
                square: Coord::new(10, 1)
            },
        ]
    );
}

#[test]
fn collision_is_any_shared_square() {
    let d = Card::default_deck();
    assert!(d[0].collides(&d[0]));
    assert!(!d[0].collides(&d[1]));
    assert!(d[0].collides(&d[2])); // both mark d3
}

//! `size_of` guards for the hot types: the state is copied by every checked
//! `apply` and by search, the move is stored by every move list. A growth
//! past these bounds is a regression to look at (issues 8 and 17).

use board_core::Game;
use xobrainer::{Config, Layout, Move, State};

/// The state stays within 256 bytes on boards up to 11 x 11; the state
/// is one type for every board (up to 16 x 16), so the bound holds for all.
///
/// Profile on x86_64 (192 bytes, alignment 16 from the `u128` board words):
/// the shared rules (layout, deck, format, variants, teams) 8 (a pointer;
/// inline they took about 280: geometry 176, deck 100, format, variants
/// and team sizes), the board 96
/// (three sets of 256 squares: shapes X, shapes O, green), the two sides 20,
/// 16 Mission slots 32, the score 18, the last round 5, phase, turn and
/// starter 3, the running counts of empty squares 9 (issue 33, round 4:
/// 8 bytes of counts by groups of 8 squares and the knockout squares'
/// byte, kept as two fields so that no padding is added), padding 1.
/// Revision 2 measured 464.
#[test]
fn state_fits_in_192_bytes() {
    let size = std::mem::size_of::<State>();
    eprintln!("State is {size} bytes");
    assert!(size <= 192, "State is {size} bytes");
    assert!(size <= 256, "the state stays within 256 bytes");
}

/// The rules are shared, not copied: a 16 x 16 match's state is the same
/// size, and its clones play on independently (the shared part never
/// changes after `State::new`).
#[test]
fn shared_rules_clone_independently() {
    let layout = Layout::from_table(&[[1u8; 16]; 16], &[(0, 0), (0, 15), (15, 0), (15, 15)]).unwrap();
    let deck = Config::default().deck;
    let big = State::new(Config {
        layout,
        deck,
        ..Config::default()
    })
    .unwrap();
    let a = big.clone();
    let b = a.legal_moves().first().map(|m| a.apply(m).unwrap()).unwrap();
    assert_eq!(a, big, "applying to a clone leaves the original untouched");
    assert_ne!(a, b);
    assert_eq!(b.config(), big.config(), "both still read the same rules");
    assert_eq!(big.size(), (16, 16));
}

#[test]
fn move_fits_in_3_bytes() {
    assert!(
        std::mem::size_of::<Move>() <= 3,
        "Move is {} bytes",
        std::mem::size_of::<Move>()
    );
    assert!(std::mem::size_of::<Option<Move>>() <= 4);
}

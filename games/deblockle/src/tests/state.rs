use super::*;
use crate::config::Config;
use crate::invariants::StateError;

fn fixed() -> State {
    let o = Orientation::new(Face::Slider, Face::Star).unwrap();
    State::new(Config::fixed(o, o)).unwrap()
}

#[test]
fn validate_catches_broken_caches() {
    let s = fixed();
    assert_eq!(s.validate(), Ok(()));
    let mut bad = s.clone();
    bad.occ[0] = Squares::EMPTY;
    assert!(bad.validate().is_err());
    let mut bad = s.clone();
    bad.status = Some(EndReason::Won(Side::North));
    assert!(bad.validate().is_err());
    let mut bad = s.clone();
    bad.cells[10] = encode(Side::South, Orientation::default());
    bad.occ[0] = bad.occ[0].or(crate::board::SOUTH_HOME_STAR.bb());
    assert_eq!(
        bad.validate(),
        Err(StateError::BlockOnStar(crate::board::SOUTH_HOME_STAR))
    );
    let mut bad = s;
    bad.cells[0] = 200;
    assert_eq!(bad.validate(), Err(StateError::BadCell(Square::from_index(0).unwrap())));
}

#[test]
fn cell_codes_round_trip() {
    for side in Side::ALL {
        for o in Orientation::ALL {
            assert_eq!(decode(encode(side, o)), Some((side, o)));
        }
    }
    assert_eq!(decode(0), None);
    assert_eq!(decode(49), None);
}

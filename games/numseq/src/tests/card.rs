//! Unit tests of `card.rs`.

use super::*;
use alloc::string::ToString;

#[test]
fn names_round_trip_and_upper_case() {
    assert_eq!("plus".parse::<Card>(), Ok(Card::PLUS));
    assert_eq!(Card::add(7, 5).to_string(), "7+5");
    assert_eq!(Card::sub(120, 3).to_string(), "120-3");
    assert_eq!("12-3".parse::<Card>().map(|c| c.to_string()), Ok("12-3".into()));
    assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
    assert_eq!("ABCDEFGH".parse::<Card>(), Err(ParseCardError::TooLong));
    assert_eq!("7*5".parse::<Card>(), Err(ParseCardError::BadChar));
}

#[test]
fn equation_values() {
    assert_eq!(Card::add(7, 5).equation_value(), Some(12));
    assert_eq!(Card::sub(12, 3).equation_value(), Some(9));
    assert_eq!(Card::sub(3, 12).equation_value(), None);
    assert_eq!(Card::PLUS.equation_value(), None);
    assert_eq!("7+".parse::<Card>().ok().and_then(|c| c.equation_value()), None);
    assert_eq!("+5".parse::<Card>().ok().and_then(|c| c.equation_value()), None);
}

use super::*;
use crate::Seat;

#[test]
fn check_observation_args_refuses_bad_seat_and_length() {
    assert_eq!(check_observation_args(2, Seat(0), 4, 4), Ok(()));
    assert_eq!(
        check_observation_args(2, Seat(2), 4, 4),
        Err(EncodingError::NoSuchSeat { seat: 2, num_seats: 2 })
    );
    assert_eq!(
        check_observation_args(2, Seat(1), 3, 4),
        Err(EncodingError::BufferLength { got: 3, expected: 4 })
    );
}

#[test]
fn errors_say_what_was_wrong() {
    use alloc::string::ToString;
    assert_eq!(
        EncodingError::ActionOutOfRange { id: 9, n: 9 }.to_string(),
        "action id 9 is out of range 0..9"
    );
    assert_eq!(
        EncodingError::ChanceOutOfRange { id: 7, n: 6 }.to_string(),
        "chance outcome id 7 is out of range 0..6"
    );
}

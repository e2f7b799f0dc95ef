use super::*;
use alloc::string::ToString;

#[test]
fn s11_move_notation_round_trips() {
    for t in [
        "start G",
        "roll 4",
        "enter Q",
        "r17+4",
        "r17-4",
        "p3+2",
        "sun fwd",
        "sun back",
        "sendback",
        "kidnap",
        "odulo yes",
        "odulo no",
        "face 3",
        "pass",
        "next",
    ] {
        let m: Move = t.parse().unwrap();
        assert_eq!(m.to_string(), t);
    }
    for bad in [
        "", "roll", "roll x", "enter X", "r+4", "q3+1", "r3*1", "sun up", "pass now", "r1+1000",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
}

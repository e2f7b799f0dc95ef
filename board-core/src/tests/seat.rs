//! Unit tests of `seat`.
use super::*;

#[test]
fn next_wraps() {
    assert_eq!(Seat(0).next(2), Seat(1));
    assert_eq!(Seat(1).next(2), Seat(0));
    assert_eq!(Seat(5).next(6), Seat(0));
    assert_eq!(Seat(3).next(0), Seat(0));
}

#[test]
fn by_seat_get_out_of_range_is_none() {
    let b = BySeat::from_fn(3, |s| s.index() * 10);
    assert_eq!(b.get(Seat(2)), Some(&20));
    assert_eq!(b.get(Seat(3)), None);
}

#[test]
fn outcome_returns_and_winners() {
    let o = Outcome {
        seats: alloc::vec![
            SeatOutcome {
                result: SeatResult::Win,
                score: 3
            },
            SeatOutcome {
                result: SeatResult::Loss,
                score: 0
            },
        ],
    };
    assert_eq!(o.returns(), alloc::vec![1, -1]);
    assert_eq!(o.winners().collect::<Vec<_>>(), alloc::vec![Seat(0)]);
    assert!(!o.is_draw());
    assert_eq!(alloc::format!("{o}"), "seat 0: win (3), seat 1: loss (0)");
}

#[cfg(feature = "serde")]
mod serde {
    use super::*;

    #[test]
    fn core_types_round_trip_through_json() {
        let o = Outcome {
            seats: alloc::vec![SeatOutcome {
                result: SeatResult::Draw,
                score: -4
            }],
        };
        let j = serde_json::to_string(&o).unwrap();
        assert_eq!(serde_json::from_str::<Outcome>(&j).unwrap(), o);
        let a = Actor::Seat(Seat(3));
        assert_eq!(
            serde_json::from_str::<Actor>(&serde_json::to_string(&a).unwrap()).unwrap(),
            a
        );
        let p = crate::Prob::new(2, 6).unwrap();
        let j = serde_json::to_string(&p).unwrap();
        assert_eq!(j, r#"{"num":1,"den":3}"#);
        assert_eq!(serde_json::from_str::<crate::Prob>(&j).unwrap(), p);
        assert!(serde_json::from_str::<crate::Prob>(r#"{"num":4,"den":3}"#).is_err());
        assert!(serde_json::from_str::<crate::Prob>(r#"{"num":0,"den":0}"#).is_err());
    }
}

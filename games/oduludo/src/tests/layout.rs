use super::*;
use alloc::string::ToString;

#[test]
fn s2_default_layout_text_round_trips() {
    assert_eq!(Layout::DEFAULT.to_string(), "M:.*S.O.UL.SJ/5s");
    assert_eq!(Layout::parse("M:.*S.O.UL.SJ/5s"), Ok(Layout::DEFAULT));
    assert_eq!(Layout::parse("M:.*S.O.U.LSJ/5s"), Ok(Layout::V1));
    for l in [Layout::ONE_SUN, Layout::JUNCTION_50, Layout::V1] {
        assert_eq!(Layout::parse(&l.to_string()), Ok(l));
    }
    assert_eq!(Layout::DEFAULT.ring_route_len(), 52);
    assert_eq!(Layout::DEFAULT.earth_route(), 57);
    assert_eq!(Layout::JUNCTION_50.ring_route_len(), 51);
}

#[test]
fn s2_safe_squares_are_offsets_0_1_8_12() {
    let safe: Vec<usize> = (0..13).filter(|&i| DEFAULT_GALAXY[i].is_safe()).collect();
    assert_eq!(safe, alloc::vec![0, 1, 8, 12]);
}

#[test]
fn d8_layout_errors_are_typed_and_all_reported() {
    assert_eq!(
        Layout::parse("M:.*S/5s"),
        Err(alloc::vec![LayoutError::PatternLength(5)])
    );
    assert_eq!(
        Layout::parse("M:.*S.O.U.LSX/5s"),
        Err(alloc::vec![LayoutError::UnknownSymbol('X')])
    );
    assert_eq!(
        Layout::parse("M:.*S.O.U.LSJ/5x"),
        Err(alloc::vec![LayoutError::Malformed])
    );
    assert_eq!(
        Layout::parse(".:.*S.O...LS:/9s"),
        Err(alloc::vec![
            LayoutError::MoonPlacement,
            LayoutError::JunctionPlacement,
            LayoutError::UfoCount,
            LayoutError::PathLength(9)
        ])
    );
    assert!(Layout::parse("M:.*S.O.U.LSJ/4b").is_ok());
    assert!(Layout::parse("M:.*S.O.U.LSJ/6s").is_ok());
}

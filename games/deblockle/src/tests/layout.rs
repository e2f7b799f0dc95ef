use super::*;

#[test]
fn s1_standard_table_is_valid() {
    validate(&START_SQUARES).unwrap();
}

#[test]
fn s1_four_blocks_diagonal_to_own_home_star() {
    let s = start_squares(Side::South, 4).unwrap();
    let names: alloc::vec::Vec<_> = s.as_slice().iter().map(|q| alloc::format!("{q}")).collect();
    assert_eq!(names, ["c1", "e1", "c3", "e3"]);
    let n = start_squares(Side::North, 4).unwrap();
    let names: alloc::vec::Vec<_> = n.as_slice().iter().map(|q| alloc::format!("{q}")).collect();
    assert_eq!(names, ["c5", "e5", "c7", "e7"]);
}

#[test]
fn loader_reports_bad_tables() {
    assert_eq!(start_squares(Side::South, 0), Err(LayoutError::NoRow(0)));
    assert_eq!(start_squares(Side::South, 5), Err(LayoutError::NoRow(5)));
    let bad = [
        ["d1", "d7"],
        ["c1 c1", "c7 e7"],
        ["c1 e1 d3", "c7 e7 d5"],
        ["c1 e1 c3 e3", "c5 e5 c7 e7"],
    ];
    assert_eq!(
        validate(&bad),
        Err(LayoutError::Duplicate(Square::from_chars('c', '1').unwrap()))
    );
    let star = [
        ["d2", "d7"],
        ["c1 e1", "c7 e7"],
        ["c1 e1 d3", "c7 e7 d5"],
        ["c1 e1 c3 e3", "c5 e5 c7 e7"],
    ];
    assert_eq!(
        validate(&star),
        Err(LayoutError::OnStar(Square::from_chars('d', '2').unwrap()))
    );
    let short = [
        ["d1", "d7"],
        ["c1", "c7 e7"],
        ["c1 e1 d3", "c7 e7 d5"],
        ["c1 e1 c3 e3", "c5 e5 c7 e7"],
    ];
    assert!(matches!(validate(&short), Err(LayoutError::WrongCount { .. })));
    let touch = [
        ["d1", "d7"],
        ["c1 e1", "c7 e7"],
        ["c1 e1 d4", "c7 e7 d5"],
        ["c1 e1 c3 e3", "c5 e5 c7 e7"],
    ];
    assert!(matches!(validate(&touch), Err(LayoutError::Touching(_))));
    let junk = [
        ["z9", "d7"],
        ["c1 e1", "c7 e7"],
        ["c1 e1 d3", "c7 e7 d5"],
        ["c1 e1 c3 e3", "c5 e5 c7 e7"],
    ];
    assert_eq!(validate(&junk), Err(LayoutError::BadSquare));
}

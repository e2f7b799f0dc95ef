use super::*;

fn sq(s: &str) -> Square {
    let mut c = s.chars();
    Square::from_chars(c.next().unwrap(), c.next().unwrap()).unwrap()
}
fn set(list: &str) -> Bitboard {
    list.split_whitespace().fold(Bitboard::EMPTY, |b, s| b.or(sq(s).bb()))
}

#[test]
fn s3_slider_file_d_crosses_both_stars() {
    // From d1 north along file d: d2 (star) d3 d4 d5 d6 (star) d7.
    let t = slide_targets(sq("d1"), Bitboard::EMPTY, SliderStop::BeforeAnyStar);
    assert_eq!(t, set("d5 d7 a1 g1"));
    let t = slide_targets(sq("d1"), Bitboard::EMPTY, SliderStop::NaturalOnly);
    assert_eq!(t, set("d7 a1 g1"));
    // A block on d7 makes d6 (a star) the natural stop: stop on d5.
    let t = slide_targets(sq("d1"), set("d7"), SliderStop::NaturalOnly);
    assert_eq!(t, set("d5 a1 g1"));
}

#[test]
fn s3_hoops_three_steps() {
    let t = hop_targets(
        Face::Hoops,
        sq("a1"),
        Bitboard::EMPTY,
        HoopsPath::Unblocked,
        SliderStop::BeforeAnyStar,
    );
    // Odd distance <= 3 from a1: a2 b1 (1), a4 b3 c2 d1 (3).
    assert_eq!(t, set("a2 b1 a4 b3 c2 d1"));
}

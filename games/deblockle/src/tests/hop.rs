use super::*;

fn sq(s: &str) -> Square {
    let mut c = s.chars();
    Square::from_chars(c.next().unwrap(), c.next().unwrap()).unwrap()
}
fn set(list: &str) -> Squares {
    list.split_whitespace().fold(Squares::EMPTY, |b, s| b.or(sq(s).bb()))
}

#[test]
fn s3_slider_file_d_crosses_both_stars() {
    // From d1 north along file d: d2 (star) d3 d4 d5 d6 (star) d7.
    let t = slide_targets(sq("d1"), Squares::EMPTY, SliderStop::BeforeAnyStar);
    assert_eq!(t, set("d5 d7 a1 g1"));
    let t = slide_targets(sq("d1"), Squares::EMPTY, SliderStop::NaturalOnly);
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
        Squares::EMPTY,
        HoopsPath::Unblocked,
        SliderStop::BeforeAnyStar,
    );
    // Odd distance <= 3 from a1: a2 b1 (1), a4 b3 c2 d1 (3).
    assert_eq!(t, set("a2 b1 a4 b3 c2 d1"));
}

/// The loop-by-loop hop geometry the table version replaced: the
/// from-scratch twin of [`hop_targets`].
fn hop_targets_naive(face: Face, at: Square, occupied: Squares, hoops: HoopsPath, slider: SliderStop) -> Squares {
    let free = |b: Squares| b.minus(occupied).minus(STARS);
    match face {
        Face::Star | Face::Stop => Squares::EMPTY,
        Face::Cross => free(at.bb().neighbours()),
        Face::X => {
            let mut b = Squares::EMPTY;
            for v in [Dir::North, Dir::South] {
                for h in [Dir::East, Dir::West] {
                    if let Some(sq) = at.diagonal(v, h) {
                        b = b.or(sq.bb());
                    }
                }
            }
            free(b)
        }
        Face::Slider => {
            let mut out = Squares::EMPTY;
            for d in Dir::ALL {
                let mut prev = at;
                let mut cur = at;
                while let Some(next) = cur.step(d) {
                    if occupied.has(next) {
                        break;
                    }
                    if next.is_star() && slider == SliderStop::BeforeAnyStar && cur != at {
                        out = out.or(cur.bb());
                    }
                    prev = cur;
                    cur = next;
                }
                let stop = if cur.is_star() { prev } else { cur };
                if stop != at {
                    out = out.or(stop.bb());
                }
            }
            out
        }
        Face::Hoops => {
            let passable = match hoops {
                HoopsPath::Unblocked => crate::board::ALL.minus(occupied),
                HoopsPath::ThroughBlocks => crate::board::ALL,
            };
            let mut frontier = at.bb();
            for _ in 0..3 {
                frontier = frontier.neighbours().and(passable);
            }
            free(frontier)
        }
    }
}

#[test]
fn table_hops_match_the_naive_twin() {
    // Random occupancies (never on the stars, never on `at`), every square,
    // face and switch.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for round in 0..400 {
        let density = round % 8;
        let mut occ = crate::board::ALL.0;
        for _ in 0..density.min(3) + 1 {
            occ &= next();
        }
        if density >= 4 {
            occ = next() & next() & next() & next();
        }
        let occ = Squares(occ).minus(STARS).and(crate::board::ALL);
        for at in Square::all() {
            let rest = occ.minus(at.bb());
            for face in Face::ALL {
                for hoops in [HoopsPath::Unblocked, HoopsPath::ThroughBlocks] {
                    for slider in [SliderStop::BeforeAnyStar, SliderStop::NaturalOnly] {
                        assert_eq!(
                            hop_targets(face, at, rest, hoops, slider),
                            hop_targets_naive(face, at, rest, hoops, slider),
                            "{face:?} from {at} over {rest:?} {hoops:?} {slider:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn slide_table_is_slide_targets() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for round in 0..20_000 {
        // Sparse to dense boards, the square itself never occupied.
        let occ = next() & next() & if round % 3 == 0 { next() } else { u64::MAX } & crate::board::ALL.0;
        for at in Square::all() {
            let occupied = Squares(occ & !at.bb().0);
            for slider in [SliderStop::BeforeAnyStar, SliderStop::NaturalOnly] {
                assert_eq!(
                    slide_table(at.index(), occupied.0, slider),
                    slide_targets(at, occupied, slider).0,
                    "{at} {occupied:?} {slider:?}"
                );
            }
        }
    }
}

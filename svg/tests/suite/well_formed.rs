//! Every SVG of thousands of seeded positions of every game parses as XML
//! (`roxmltree`), has an `<svg>` root with a `viewBox`, carries no
//! non-finite number, and is the same text when drawn twice. Drawn with
//! default options, every seat's view, flipped, without coordinates and with
//! the last move and the legal targets marked.

use crate::common;

use board_core::grid::Coord;
use board_core::{Game, Seat};
use common::{Position, positions, scale};
use tabletop_svg::Options;

fn check(svg: &str, what: &str) {
    let doc = match roxmltree::Document::parse(svg) {
        Ok(d) => d,
        Err(e) => panic!("{what}: not XML: {e}\n{svg}"),
    };
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{what}");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg"),
        "{what}"
    );
    assert!(root.attribute("viewBox").is_some(), "{what}");
    assert!(
        !svg.contains("NaN") && !svg.contains("inf"),
        "{what}: a non-finite number"
    );
    assert!(doc.descendants().count() > 50, "{what}: an almost empty picture");
}

/// The option sets every position is drawn with (`seats` seats).
fn option_sets<H: Clone>(seats: usize, last: Vec<H>, targets: Vec<H>) -> Vec<Options<H>> {
    let mut v = vec![
        Options::default(),
        Options::default()
            .flipped(true)
            .coordinates(false)
            .last_move(last)
            .targets(targets),
    ];
    for s in 0..seats {
        v.push(Options::default().seat(Seat(s as u8)).flipped(s % 2 == 1));
    }
    v
}

fn run<G: Game, H: Clone>(
    name: &str,
    list: &[Position<G>],
    marks: impl Fn(&Position<G>) -> (Vec<H>, Vec<H>),
    draw: impl Fn(&G, &Options<H>) -> String,
) -> usize {
    let mut n = 0;
    for (i, p) in list.iter().enumerate() {
        let (last, targets) = marks(p);
        for o in option_sets(p.state.num_seats(), last, targets) {
            let svg = draw(&p.state, &o);
            check(&svg, &format!("{name} position {i}"));
            assert_eq!(svg, draw(&p.state, &o), "{name} position {i}: not deterministic");
            n += 1;
        }
    }
    n
}

#[test]
fn xobrainer_svgs_are_well_formed() {
    let (mut states, mut svgs) = (0, 0);
    for (k, config) in common::xobrainer_configs().into_iter().enumerate() {
        let start = xobrainer::State::new(config).expect("config");
        let list = positions(&start, (k as u64 * 100)..(k as u64 * 100 + 3 * scale()), 3, 400);
        states += list.len();
        svgs += run(
            "xobrainer",
            &list,
            |p| {
                let last: Vec<Coord> = p
                    .before
                    .as_ref()
                    .map(|(_, m)| tabletop_svg::xobrainer::move_squares(m))
                    .unwrap_or_default();
                (last, tabletop_svg::xobrainer::target_squares(&p.state))
            },
            tabletop_svg::xobrainer::to_svg,
        );
    }
    eprintln!("{states} states, {svgs} pictures");
    assert!(states >= 400, "{states} states");
}

#[test]
fn oduludo_svgs_are_well_formed() {
    let (mut states, mut svgs) = (0, 0);
    for (k, config) in common::oduludo_configs().into_iter().enumerate() {
        let start = oduludo::State::new(config).expect("config");
        let list = positions(&start, (k as u64 * 100)..(k as u64 * 100 + 3 * scale()), 6, 600);
        states += list.len();
        svgs += run(
            "oduludo",
            &list,
            |p| {
                let last = p
                    .before
                    .as_ref()
                    .map(|(b, m)| tabletop_svg::oduludo::move_squares(b, m))
                    .unwrap_or_default();
                (last, tabletop_svg::oduludo::target_squares(&p.state))
            },
            tabletop_svg::oduludo::to_svg,
        );
    }
    eprintln!("{states} states, {svgs} pictures");
    assert!(states >= 400, "{states} states");
}

#[test]
fn numseq_svgs_are_well_formed() {
    let (mut states, mut svgs) = (0, 0);
    for (k, config) in common::numseq_configs().into_iter().enumerate() {
        let start = numseq::State::new(config).expect("config");
        let list = positions(&start, (k as u64 * 100)..(k as u64 * 100 + 3 * scale()), 4, 400);
        states += list.len();
        svgs += run(
            "numseq",
            &list,
            |p| {
                let last = p
                    .before
                    .as_ref()
                    .map(|(_, m)| tabletop_svg::numseq::move_squares(m))
                    .unwrap_or_default();
                (last, tabletop_svg::numseq::target_squares(&p.state))
            },
            tabletop_svg::numseq::to_svg,
        );
    }
    eprintln!("{states} states, {svgs} pictures");
    assert!(states >= 400, "{states} states");
}

#[test]
fn deblockle_svgs_are_well_formed() {
    let (mut states, mut svgs) = (0, 0);
    for (k, config) in common::deblockle_configs().into_iter().enumerate() {
        let start = deblockle::State::new(config).expect("config");
        let list = positions(&start, (k as u64 * 100)..(k as u64 * 100 + 4 * scale()), 3, 300);
        states += list.len();
        svgs += run(
            "deblockle",
            &list,
            |p| {
                let last = p
                    .before
                    .as_ref()
                    .map(|(_, m)| tabletop_svg::deblockle::move_squares(m))
                    .unwrap_or_default();
                (last, tabletop_svg::deblockle::target_squares(&p.state))
            },
            tabletop_svg::deblockle::to_svg,
        );
    }
    eprintln!("{states} states, {svgs} pictures");
    assert!(states >= 400, "{states} states");
}

#[test]
fn text_from_outside_is_escaped() {
    assert_eq!(tabletop_svg::escape("<a & 'b'>"), "&lt;a &amp; &apos;b&apos;&gt;");
}

#[test]
fn highlights_off_the_board_are_ignored() {
    let s = xobrainer::State::new(xobrainer::Config::default()).expect("config");
    let o = Options::default()
        .last_move(vec![Coord::new(200, 3)])
        .targets(vec![Coord::new(3, 99)]);
    let svg = tabletop_svg::xobrainer::to_svg(&s, &o);
    check(&svg, "xobrainer off-board marks");
    assert!(!svg.contains("class=\"last-move") && !svg.contains("class=\"target"));
    let s = numseq::State::new(numseq::Config::default()).expect("config");
    let svg = tabletop_svg::numseq::to_svg(&s, &o);
    check(&svg, "numseq off-board marks");
    assert!(!svg.contains("class=\"last-move") && !svg.contains("class=\"target"));
    let s = oduludo::State::new(oduludo::Config::with_players(2)).expect("config");
    let o = Options::default()
        .last_move(vec![oduludo::Loc::Ship, oduludo::Loc::Ring(250)])
        .size(0);
    check(&tabletop_svg::oduludo::to_svg(&s, &o), "oduludo odd marks");
}

/// The picture shows every piece once: XOBrainer pieces, numseq chips
/// (locked ones marked), Deblockle blocks, ODULUDO pawns on spaceships, and
/// one token per group on the board.
#[test]
fn every_piece_is_drawn_once() {
    for (k, config) in common::xobrainer_configs().into_iter().enumerate() {
        let start = xobrainer::State::new(config).expect("config");
        for p in positions(&start, (k as u64 * 7)..(k as u64 * 7 + 2), 11, 400) {
            let svg = tabletop_svg::xobrainer::to_svg(&p.state, &Options::default());
            assert_eq!(
                svg.matches("class=\"piece ").count() as u32,
                p.state.board().occupied().count()
            );
        }
    }
    for (k, config) in common::numseq_configs().into_iter().enumerate() {
        let start = numseq::State::new(config).expect("config");
        for p in positions(&start, (k as u64 * 7)..(k as u64 * 7 + 2), 9, 400) {
            let svg = tabletop_svg::numseq::to_svg(&p.state, &Options::default());
            assert_eq!(svg.matches("class=\"chip ").count() as u32, p.state.occupied().count());
            assert_eq!(svg.matches(" locked ").count() as u32, p.state.locked().count());
            assert_eq!(svg.matches("class=\"sequence ").count(), p.state.sequences().count());
        }
    }
    for (k, config) in common::deblockle_configs().into_iter().enumerate() {
        let start = deblockle::State::new(config).expect("config");
        for p in positions(&start, (k as u64 * 7)..(k as u64 * 7 + 2), 7, 300) {
            let svg = tabletop_svg::deblockle::to_svg(&p.state, &Options::default());
            assert_eq!(svg.matches("class=\"block ").count(), p.state.blocks().count());
        }
    }
    for (k, config) in common::oduludo_configs().into_iter().enumerate() {
        let start = oduludo::State::new(config).expect("config");
        for p in positions(&start, (k as u64 * 7)..(k as u64 * 7 + 2), 13, 600) {
            let s = &p.state;
            let svg = tabletop_svg::oduludo::to_svg(s, &Options::default());
            let mut on_ship = 0;
            let mut groups = std::collections::BTreeSet::new();
            for c in oduludo::Colour::ALL {
                for i in 0..oduludo::PAWNS {
                    let Some(pawn) = s.pawn(c, i) else { continue };
                    if pawn.loc == oduludo::Loc::Ship {
                        on_ship += 1;
                    } else if pawn.is_free() && (pawn.loc.on_board() || pawn.loc == oduludo::Loc::Earth) {
                        groups.insert((c, pawn.loc));
                    }
                }
            }
            assert_eq!(svg.matches(" ship\"").count(), on_ship, "pawns on spaceships");
            assert_eq!(
                svg.matches("class=\"pawns ").count(),
                groups.len(),
                "groups on the board"
            );
        }
    }
}

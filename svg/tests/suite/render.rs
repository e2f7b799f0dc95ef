//! Every SVG of seeded positions of every game renders to a PNG with a real
//! renderer (`resvg`): the tree loads, the picture has its declared size and
//! is not blank, and the PNG encodes. Fewer positions than the parsing test
//! (rendering is slower); `TABLETOP_TEST_SCALE` multiplies them.

use crate::common;

use board_core::{Game, Seat};
use common::{positions, scale};
use resvg::{tiny_skia, usvg};
use tabletop_svg::Options;

fn fonts() -> usvg::Options<'static> {
    let mut o = usvg::Options::default();
    o.fontdb_mut().load_system_fonts();
    o
}

fn render(svg: &str, opt: &usvg::Options<'_>, what: &str) {
    let tree = usvg::Tree::from_str(svg, opt).unwrap_or_else(|e| panic!("{what}: resvg refuses it: {e}"));
    let size = tree.size().to_int_size();
    assert_eq!(size.width(), 240, "{what}");
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).expect("a non-empty picture");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    let px = pixmap.pixels();
    // The page background covers the picture (but for the last, partly
    // covered row of pixels when the height is not a whole number).
    let opaque = px.iter().filter(|p| p.alpha() == 255).count();
    assert!(
        opaque + size.width() as usize >= px.len(),
        "{what}: the page background does not cover the picture"
    );
    let first = px.first().copied();
    let differing = px.iter().filter(|&&p| Some(p) != first).count();
    assert!(differing * 10 > px.len(), "{what}: an almost blank picture");
    let png = pixmap.encode_png().expect("PNG encoding");
    assert!(png.starts_with(b"\x89PNG"), "{what}");
}

fn run<G: Game, H: Clone>(name: &str, list: Vec<G>, draw: impl Fn(&G, &Options<H>) -> String) -> usize {
    let opt = fonts();
    let mut n = 0;
    for (i, s) in list.iter().enumerate() {
        let o = Options::default().size(240);
        render(&draw(s, &o), &opt, &format!("{name} {i}"));
        let o = Options::default().size(240).seat(Seat(1)).flipped(true);
        render(&draw(s, &o), &opt, &format!("{name} {i} seat 1 flipped"));
        n += 2;
    }
    n
}

fn states<G: Game>(start: &G, k: u64, every: usize, max: usize) -> Vec<G> {
    positions(start, (k * 100)..(k * 100 + scale()), every, max)
        .into_iter()
        .map(|p| p.state)
        .collect()
}

#[test]
fn xobrainer_renders() {
    let mut n = 0;
    for (k, c) in common::xobrainer_configs().into_iter().enumerate() {
        n += run(
            "xobrainer",
            states(&xobrainer::State::new(c).expect("config"), k as u64, 100, 400),
            tabletop_svg::xobrainer::to_svg,
        );
    }
    assert!(n >= 12, "{n}");
}

#[test]
fn oduludo_renders() {
    let mut n = 0;
    for (k, c) in common::oduludo_configs().into_iter().enumerate() {
        n += run(
            "oduludo",
            states(&oduludo::State::new(c).expect("config"), k as u64, 150, 600),
            tabletop_svg::oduludo::to_svg,
        );
    }
    assert!(n >= 12, "{n}");
}

#[test]
fn numseq_renders() {
    let mut n = 0;
    for (k, c) in common::numseq_configs().into_iter().enumerate() {
        n += run(
            "numseq",
            states(&numseq::State::new(c).expect("config"), k as u64, 80, 400),
            tabletop_svg::numseq::to_svg,
        );
    }
    assert!(n >= 12, "{n}");
}

#[test]
fn deblockle_renders() {
    let mut n = 0;
    for (k, c) in common::deblockle_configs().into_iter().enumerate() {
        n += run(
            "deblockle",
            states(&deblockle::State::new(c).expect("config"), k as u64, 40, 300),
            tabletop_svg::deblockle::to_svg,
        );
    }
    assert!(n >= 12, "{n}");
}

//! Renders one PNG per game into `docs/` from a seeded mid-game position
//! (and the SVG beside it), for the README:
//!
//! ```text
//! cargo run -p tabletop-svg --example render_docs            # writes docs/*.png
//! cargo run -p tabletop-svg --example render_docs -- DIR     # writes DIR/*.png
//! cargo run -p tabletop-svg --example render_docs -- a.svg b.svg   # a.png, b.png beside them
//! ```
//!
//! Text is drawn with the machine's fonts (the pictures ask for DejaVu Sans,
//! Verdana or Arial); without fonts the PNGs lack their labels.
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use board_core::testkit::rng;
use board_core::{Game, Seat};
use tabletop_svg::Options;

/// Plays `start` with seeded random moves (board-core's `random_step`
/// choices: chance by its probabilities, seats uniformly) until `stop` holds,
/// returning the state and every (state before, move) played.
fn play<G: Game>(start: G, seed: u64, max_plies: usize, stop: impl Fn(&G, usize) -> bool) -> (G, Vec<(G, G::Move)>) {
    let mut r = rng(seed);
    let mut s = start;
    let mut history = Vec::new();
    for ply in 0..max_plies {
        if s.is_terminal() || stop(&s, ply) {
            break;
        }
        let mv = match s.to_act() {
            board_core::Actor::Chance => s.sample_chance(&mut r),
            _ => s.random_move(&mut r),
        };
        let Some(mv) = mv else { break };
        match s.apply(&mv) {
            Ok(n) => history.push((std::mem::replace(&mut s, n), mv)),
            Err(_) => break,
        }
    }
    (s, history)
}

fn render(svg: &str, png: &Path) -> Result<(), String> {
    let mut opt = resvg::usvg::Options::default();
    opt.fontdb_mut().load_system_fonts();
    let tree = resvg::usvg::Tree::from_str(svg, &opt).map_err(|e| e.to_string())?;
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or("empty picture")?;
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.save_png(png).map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let files: Vec<PathBuf> = std::env::args()
        .skip(1)
        .filter(|a| a.ends_with(".svg"))
        .map(PathBuf::from)
        .collect();
    if !files.is_empty() {
        for f in files {
            let done = std::fs::read_to_string(&f)
                .map_err(|e| e.to_string())
                .and_then(|svg| render(&svg, &f.with_extension("png")));
            if let Err(e) = done {
                eprintln!("render_docs: {}: {e}", f.display());
                return ExitCode::FAILURE;
            }
        }
        return ExitCode::SUCCESS;
    }
    let dir = std::env::args().nth(1).map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../docs"),
        PathBuf::from,
    );
    let mut pictures: Vec<(&str, String)> = Vec::new();

    // XOBrainer: the first round won (not void) in a seeded match, its
    // winning line drawn: seed 1 and up until one is.
    {
        let start = xobrainer::State::new(xobrainer::Config::default()).expect("default config");
        let won = |s: &xobrainer::State| matches!(s.last_round(), Some(xobrainer::EndReason::Won(_)));
        let (s, history) = (1..100)
            .map(|seed| {
                play(start.clone(), seed, 10_000, |s, _| {
                    s.phase() == xobrainer::Phase::RoundOver
                })
            })
            .find(|(s, _)| won(s))
            .expect("a won round in 100 seeds");
        let last = history
            .last()
            .map(|(_, m)| tabletop_svg::xobrainer::move_squares(m))
            .unwrap_or_default();
        pictures.push((
            "xobrainer",
            tabletop_svg::xobrainer::to_svg(&s, &Options::default().size(640).last_move(last)),
        ));
    }
    // ODULUDO: four players, 160 plies in, at a decision, the last move marked.
    {
        let start = oduludo::State::new(oduludo::Config::with_players(4)).expect("4 players");
        let (s, history) = play(start, 5, 10_000, |s, ply| {
            ply >= 160 && s.phase() == oduludo::Phase::Move
        });
        let last = history
            .iter()
            .rev()
            .map(|(before, m)| tabletop_svg::oduludo::move_squares(before, m))
            .find(|v| !v.is_empty())
            .unwrap_or_default();
        let o = Options::default().size(640).last_move(last);
        pictures.push(("oduludo", tabletop_svg::oduludo::to_svg(&s, &o)));
    }
    // numseq: two players, 60 plies in, drawn from seat 0's view.
    {
        let start = numseq::State::new(numseq::Config::default()).expect("default config");
        let (s, history) = play(start, 2, 10_000, |s, ply| {
            ply >= 60 && matches!(s.phase(), numseq::Phase::Play { .. })
        });
        let last = history
            .iter()
            .rev()
            .map(|(_, m)| tabletop_svg::numseq::move_squares(m))
            .find(|v| !v.is_empty())
            .unwrap_or_default();
        let o = Options::default().size(640).seat(Seat(0)).last_move(last);
        pictures.push(("numseq", tabletop_svg::numseq::to_svg(&s, &o)));
    }
    // Deblockle: the standard setup, 30 plies in, the last turn marked.
    {
        let start = deblockle::State::new(deblockle::Config::default()).expect("default config");
        let (s, history) = play(start, 4, 10_000, |_, ply| ply >= 30);
        let last = history
            .last()
            .map(|(_, m)| tabletop_svg::deblockle::move_squares(m))
            .unwrap_or_default();
        let o = Options::default().size(560).last_move(last);
        pictures.push(("deblockle", tabletop_svg::deblockle::to_svg(&s, &o)));
    }

    for (name, svg) in pictures {
        let png = dir.join(format!("{name}.png"));
        if let Err(e) = render(&svg, &png) {
            eprintln!("render_docs: {name}: {e}");
            return ExitCode::FAILURE;
        }
        println!("wrote {}", png.display());
    }
    ExitCode::SUCCESS
}

//! Deblockle: the 7 x 7 board (rank 7 at the top, South's edge at the
//! bottom; flipped, North's edge at the bottom), both home star spaces,
//! blocks by side with the top face symbol large and the north face symbol
//! small on the block's north edge (so the block's rotation shows), blocks
//! removed, the setup's rolled faces and the status.
//!
//! Face symbols (spec §1): Star a five-pointed star, Stop an octagon,
//! Cross a plus, X a diagonal cross, Slider two bars, Hoops a ring.
//!
//! ```
//! use tabletop_svg::{Options, deblockle};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let o = ::deblockle::Orientation::new(::deblockle::Face::Slider, ::deblockle::Face::Star).ok_or("orientation")?;
//! let state = ::deblockle::State::new(::deblockle::Config::fixed(o, o))?;
//! let svg = deblockle::to_svg(&state, &Options::default().targets(deblockle::target_squares(&state)));
//! assert!(svg.contains("block South slider c1") && svg.contains("class=\"target"));
//! # Ok(()) }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::Game;
use deblockle::SIZE;
use deblockle::{EndReason, Face, Move, Phase, Side, Square, State};

use crate::Options;
use crate::theme;
use crate::writer::Svg;

const CELL: f32 = 64.0;
const MARGIN: f32 = 14.0;
const GUTTER: f32 = 22.0;
const HEADER: f32 = 34.0;
const FOOTER: f32 = 88.0;

/// The state (everything in Deblockle is public, so [`Options::seat`]
/// changes nothing but the caption).
pub fn to_svg(state: &State, options: &Options<Square>) -> String {
    let n = f32::from(SIZE);
    let gutter = if options.coordinates { GUTTER } else { 0.0 };
    let board = n * CELL;
    let width = board + 2.0 * (MARGIN + gutter);
    let ox = MARGIN + gutter;
    let oy = MARGIN + HEADER + gutter;
    let height = oy + board + gutter + FOOTER;
    let flip = options.flip;
    let at = |sq: Square| -> (f32, f32) {
        let (file, rank) = (sq.file(), sq.rank());
        let (col, row) = if flip {
            (SIZE - 1 - file, rank)
        } else {
            (file, SIZE - 1 - rank)
        };
        (ox + f32::from(col) * CELL, oy + f32::from(row) * CELL)
    };

    let mut svg = Svg::new(width, height, options.size, "Deblockle");
    svg.rect(0.0, 0.0, width, height, 0.0, theme::PAGE, "none", 0.0);
    svg.text(MARGIN, MARGIN + 12.0, 17.0, theme::INK, "bold", "start", "Deblockle");
    svg.el("text")
        .s("class", "status")
        .n("x", width - MARGIN)
        .n("y", MARGIN + 17.0)
        .n("font-size", 14.0)
        .s("fill", theme::INK)
        .s("text-anchor", "end")
        .text(&status_text(state));

    svg.group("board");
    svg.rect(
        ox - 5.0,
        oy - 5.0,
        board + 10.0,
        board + 10.0,
        8.0,
        theme::DB_FRAME,
        "none",
        0.0,
    );
    for sq in Square::all() {
        let (x, y) = at(sq);
        let light = (sq.file() + sq.rank()) % 2 == 1;
        let fill = if light { theme::DB_LIGHT } else { theme::DB_DARK };
        svg.rect(x, y, CELL, CELL, 0.0, fill, theme::DB_LINE, 1.0);
        if sq.is_star() {
            // South's home star is North's target and the other way round.
            let owner = if sq == Side::South.home_star() {
                Side::South
            } else {
                Side::North
            };
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            svg.el("g").s("class", &format!("star-space home-{owner}")).open();
            svg.circle(cx, cy, CELL * 0.44, side_pale(owner), side_colour(owner), 2.0);
            svg.star(cx, cy, CELL * 0.36, 5, 0.45, side_colour(owner), "none", 0.0);
            svg.end_group();
        }
    }
    svg.end_group();

    if options.coordinates {
        svg.group("coordinates");
        for k in 0..SIZE {
            let file = if flip { SIZE - 1 - k } else { k };
            let x = ox + f32::from(k) * CELL + CELL / 2.0;
            let label = String::from(char::from(b'a' + file));
            svg.text(
                x,
                oy - gutter / 2.0 - 4.0,
                13.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
            svg.text(
                x,
                oy + board + gutter / 2.0 + 4.0,
                13.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
            let rank = if flip { k } else { SIZE - 1 - k };
            let y = oy + f32::from(k) * CELL + CELL / 2.0;
            let label = format!("{}", rank + 1);
            svg.text(
                ox - gutter / 2.0 - 4.0,
                y,
                13.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
            svg.text(
                ox + board + gutter / 2.0 + 4.0,
                y,
                13.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
        }
        svg.end_group();
    }

    svg.group("blocks");
    for b in state.blocks() {
        let (x, y) = at(b.square);
        let top = b.orientation.top();
        svg.el("g")
            .s("class", &format!("block {} {} {}", b.side, top.name(), b.square))
            .open();
        let pad = CELL * 0.1;
        let s = CELL - 2.0 * pad;
        // A shadow, the block, then its top face.
        svg.rect(x + pad + 2.5, y + pad + 3.5, s, s, 9.0, theme::SHADOW, "none", 0.0);
        svg.rect(x + pad, y + pad, s, s, 9.0, side_colour(b.side), side_edge(b.side), 2.0);
        svg.rect(
            x + pad + 5.0,
            y + pad + 5.0,
            s - 10.0,
            s - 10.0,
            6.0,
            side_face(b.side),
            "none",
            0.0,
        );
        let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0 + 2.0);
        face_symbol(&mut svg, top, cx, cy, CELL * 0.2, side_edge(b.side));
        // The north face, small, on the edge that faces north.
        let ny = if flip { y + CELL - pad - 7.0 } else { y + pad + 7.0 };
        face_symbol(
            &mut svg,
            b.orientation.north(),
            x + CELL / 2.0,
            ny,
            4.5,
            side_edge(b.side),
        );
        svg.end_group();
    }
    svg.end_group();

    svg.group("highlights");
    for &sq in &options.last_move {
        let (x, y) = at(sq);
        svg.el("rect")
            .s("class", &format!("last-move {sq}"))
            .n("x", x + 2.0)
            .n("y", y + 2.0)
            .n("width", CELL - 4.0)
            .n("height", CELL - 4.0)
            .n("rx", 4.0)
            .paint("none", theme::LAST_MOVE, 3.0)
            .end();
    }
    for &sq in &options.targets {
        let (x, y) = at(sq);
        svg.el("circle")
            .s("class", &format!("target {sq}"))
            .n("cx", x + CELL / 2.0)
            .n("cy", y + CELL / 2.0)
            .n("r", CELL * 0.12)
            .s("fill", theme::TARGET)
            .n("fill-opacity", 0.5)
            .end();
    }
    svg.end_group();
    if options.hit_areas {
        svg.group("hits");
        for sq in (0..usize::from(SIZE) * usize::from(SIZE)).filter_map(Square::from_index) {
            let (x, y) = at(sq);
            svg.hit_rect(x, y, CELL, CELL, "data-square", &format!("{sq}"));
        }
        svg.end_group();
    }

    footer(&mut svg, state, options, width, oy + board + gutter + 12.0);
    svg.finish()
}

/// The squares a move touches, for [`Options::last_move`]: a turn's block
/// square, the square it tipped onto and where it hopped; a placement's
/// square.
pub fn move_squares(mv: &Move) -> Vec<Square> {
    match mv {
        Move::Turn(t) => {
            let mut v = alloc::vec![t.from];
            if let Some(tip) = t.from.step(t.dir) {
                v.push(tip);
            }
            if let Some(to) = t.to {
                v.push(to);
            }
            v
        }
        Move::Place { square, .. } => alloc::vec![*square],
        Move::Roll(_) | Move::Draw(_) => Vec::new(),
    }
}

/// Where the side to move's blocks can end their turn (hop destinations,
/// standing tips, star removals), for [`Options::targets`].
pub fn target_squares(state: &State) -> Vec<Square> {
    let mut out: Vec<Square> = Vec::new();
    for mv in state.legal_moves() {
        if let Move::Turn(t) = mv {
            let end = t.to.or_else(|| t.from.step(t.dir));
            if let Some(sq) = end
                && !out.contains(&sq)
            {
                out.push(sq);
            }
        }
    }
    out
}

impl crate::Draw for State {
    type Square = Square;
    fn to_svg(&self, options: &Options<Square>) -> String {
        to_svg(self, options)
    }
    fn square(&self, name: &str) -> Option<Square> {
        name.parse().ok()
    }
    fn square_name(square: &Square) -> String {
        alloc::string::ToString::to_string(square)
    }
    fn move_squares(&self, mv: &Move) -> Vec<Square> {
        move_squares(mv)
    }
    fn target_squares(&self) -> Vec<Square> {
        target_squares(self)
    }
}

fn status_text(state: &State) -> String {
    match (state.phase(), state.status()) {
        (Phase::Setup { target, .. }, _) => match state.to_act() {
            board_core::Actor::Chance => format!("Setup: rolling {target}'s blocks"),
            _ => format!("Setup: {} places {target}'s blocks", target.opponent()),
        },
        (Phase::Play, None) => format!("{} to move", state.side_to_move()),
        (Phase::Play, Some(EndReason::Won(side))) => format!("{side} wins"),
        (Phase::Play, Some(deblockle::EndReason::NoMoves)) => String::from("Draw: neither side can move"),
        (Phase::Play, Some(deblockle::EndReason::TurnCap)) => String::from("Draw: turn limit reached"),
    }
}

fn footer(svg: &mut Svg, state: &State, options: &Options<Square>, width: f32, y: f32) {
    svg.group("sides");
    let config = state.config();
    let half = (width - 2.0 * MARGIN) / 2.0;
    let order = if options.flip {
        [Side::North, Side::South]
    } else {
        [Side::South, Side::North]
    };
    for (k, side) in order.into_iter().enumerate() {
        let x = MARGIN + k as f32 * half;
        let acting = state.status().is_none() && state.phase() == Phase::Play && state.side_to_move() == side;
        svg.el("g").s("class", &format!("side {side}")).open();
        let bg = if acting { theme::PANEL_ACTIVE } else { theme::PANEL };
        svg.rect(x, y, half - 6.0, 48.0, 6.0, bg, theme::GRID_LINE, 1.0);
        svg.rect(
            x + 10.0,
            y + 12.0,
            24.0,
            24.0,
            5.0,
            side_colour(side),
            side_edge(side),
            1.5,
        );
        svg.text(
            x + 44.0,
            y + 15.0,
            13.0,
            theme::INK,
            "bold",
            "start",
            &format!("{side}"),
        );
        let removed = state.removed(side);
        let total = config.blocks(side);
        let mut line = format!("removed {removed} of {total}");
        if options.seat == Some(side.seat()) {
            line.push_str(" (you)");
        }
        svg.text(x + 44.0, y + 33.0, 11.0, theme::INK_SOFT, "normal", "start", &line);
        for i in 0..total {
            let filled = i < removed;
            let bx = x + half - 24.0 - f32::from(total - 1 - i) * 16.0;
            let fill = if filled { side_colour(side) } else { "none" };
            svg.rect(bx, y + 17.0, 12.0, 12.0, 2.5, fill, side_edge(side), 1.2);
        }
        svg.end_group();
    }
    let mut foot = format!("turns played {}", state.turns());
    let rolled: Vec<Face> = state.rolled().collect();
    if !rolled.is_empty() {
        foot.push_str(" · rolled, to place:");
    }
    svg.text(MARGIN, y + 62.0, 10.0, theme::INK_SOFT, "normal", "start", &foot);
    for (i, f) in rolled.iter().enumerate() {
        let cx = MARGIN + 170.0 + i as f32 * 20.0;
        svg.rect(cx - 8.0, y + 54.0, 16.0, 16.0, 3.0, theme::PANEL, theme::INK_SOFT, 1.0);
        face_symbol(svg, *f, cx, y + 62.0, 5.0, theme::INK);
    }
    svg.end_group();
}

/// A face's symbol centred on `(cx, cy)` with radius `r`.
pub(crate) fn face_symbol(svg: &mut Svg, face: Face, cx: f32, cy: f32, r: f32, ink: &str) {
    let w = (r * 0.32).max(1.2);
    match face {
        Face::Star => svg.star(cx, cy, r * 1.15, 5, 0.45, ink, "none", 0.0),
        Face::Stop => {
            let mut pts = Vec::with_capacity(8);
            for k in 0..8 {
                let a = core::f32::consts::PI * (2.0 * k as f32 + 1.0) / 8.0;
                pts.push((cx + r * crate::writer::sin(a), cy - r * crate::writer::cos(a)));
            }
            svg.polygon(&pts, ink, "none", 0.0);
        }
        Face::Cross => {
            svg.line(cx - r, cy, cx + r, cy, ink, w);
            svg.line(cx, cy - r, cx, cy + r, ink, w);
        }
        Face::X => {
            let a = r * 0.8;
            svg.line(cx - a, cy - a, cx + a, cy + a, ink, w);
            svg.line(cx - a, cy + a, cx + a, cy - a, ink, w);
        }
        Face::Slider => {
            svg.line(cx - r, cy - r * 0.38, cx + r, cy - r * 0.38, ink, w);
            svg.line(cx - r, cy + r * 0.38, cx + r, cy + r * 0.38, ink, w);
        }
        Face::Hoops => svg.circle(cx, cy, r * 0.82, "none", ink, w),
    }
}

fn side_colour(side: Side) -> &'static str {
    match side {
        Side::South => theme::DB_GOLD,
        Side::North => theme::DB_BLUE,
    }
}
fn side_edge(side: Side) -> &'static str {
    match side {
        Side::South => theme::DB_GOLD_EDGE,
        Side::North => theme::DB_BLUE_EDGE,
    }
}
fn side_face(side: Side) -> &'static str {
    match side {
        Side::South => theme::DB_GOLD_FACE,
        Side::North => theme::DB_BLUE_FACE,
    }
}
fn side_pale(side: Side) -> &'static str {
    match side {
        Side::South => theme::DB_GOLD_PALE,
        Side::North => theme::DB_BLUE_PALE,
    }
}

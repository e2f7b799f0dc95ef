//! XOBrainer: the board's squares with their dots, the knockout squares,
//! pieces by shape and colour, the Mission squares a viewer may know, the
//! winning line, and a panel with both sides' line-ups, bags, cards and
//! score.
//!
//! Sizes come from the state's layout (rows, columns, dots, knockout
//! squares), so any valid layout draws.
//!
//! ```
//! use board_core::{Game, Seat};
//! use tabletop_svg::{Options, xobrainer};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let state = ::xobrainer::State::new(::xobrainer::Config::default())?;
//! let state = state.apply(&"lot:X".parse()?)?.apply(&"e5".parse()?)?;
//! let last = xobrainer::move_squares(&"e5".parse()?);
//! let svg = xobrainer::to_svg(&state, &Options::default().seat(Seat(1)).last_move(last));
//! assert!(svg.starts_with("<svg") && svg.contains("piece X green"));
//! # Ok(()) }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::grid::Coord;
use board_core::{Actor, Game, Observe, Seat};
use xobrainer::{BySide, Colour, Config, EndReason, MissionView, Move, Phase, Piece, Side, State, View};

use crate::Options;
use crate::theme;
use crate::writer::Svg;

const CELL: f32 = 40.0;
const MARGIN: f32 = 14.0;
const GUTTER: f32 = 20.0;
const HEADER: f32 = 42.0;
const SIDE_ROW: f32 = 46.0;
const MIN_WIDTH: f32 = 540.0;

/// The whole state, or what `options.seat` may see of it
/// ([`board_core::Observe::view`]): the other side's Mission card is then
/// drawn as hidden.
pub fn to_svg(state: &State, options: &Options<Coord>) -> String {
    let config = state.config();
    match options.seat {
        Some(seat) => view_to_svg(&state.view(seat), &config, options),
        None => {
            let missions = state
                .missions()
                .iter()
                .map(|m| match m {
                    Some(i) => MissionView::Known(*i),
                    None => MissionView::None,
                })
                .collect();
            let model = Model {
                config: &config,
                board: *state.board(),
                sides: BySide::from_fn(|s| *state.side(s)),
                missions,
                phase: state.phase(),
                turn: state.side_to_move(),
                starter: state.starter(),
                score: *state.score(),
                last: state.last_round(),
                to_act: state.to_act(),
                viewer: None,
                winner: state.winner(),
            };
            draw(&model, options)
        }
    }
}

/// A seat's [`View`] of a match played with `config` (the view holds no
/// layout). Draws exactly what the view holds: a Mission card the seat may
/// not see is drawn as hidden. `options.seat` is ignored (the view's seat is
/// used).
pub fn view_to_svg(view: &View, config: &Config, options: &Options<Coord>) -> String {
    let winner = match (view.phase, view.last) {
        (Phase::GameOver, _) => decided_winner(view),
        _ => None,
    };
    let model = Model {
        config,
        board: view.board,
        sides: view.sides,
        missions: view.missions.clone(),
        phase: view.phase,
        turn: view.side_to_move,
        starter: view.starter,
        score: view.score,
        last: view.last,
        to_act: view.to_act,
        viewer: Some((view.seat, view.side)),
        winner,
    };
    draw(&model, options)
}

/// The squares a move touches, for [`Options::last_move`]: the square of a
/// placement, nothing for the other moves.
pub fn move_squares(mv: &Move) -> Vec<Coord> {
    match mv {
        Move::Place(c) => alloc::vec![*c],
        _ => Vec::new(),
    }
}

/// The squares where the piece to place may go now, for [`Options::targets`].
pub fn target_squares(state: &State) -> Vec<Coord> {
    state
        .legal_moves()
        .iter()
        .filter_map(|m| match m {
            Move::Place(c) => Some(*c),
            _ => None,
        })
        .collect()
}

impl crate::Draw for State {
    type Square = Coord;
    fn to_svg(&self, options: &Options<Coord>) -> String {
        to_svg(self, options)
    }
    fn square(&self, name: &str) -> Option<Coord> {
        name.parse().ok()
    }
    fn square_name(square: &Coord) -> String {
        alloc::string::ToString::to_string(square)
    }
    fn move_squares(&self, mv: &Move) -> Vec<Coord> {
        move_squares(mv)
    }
    fn target_squares(&self) -> Vec<Coord> {
        target_squares(self)
    }
}

/// The match winner as far as a view shows it: the side with more sets (set
/// formats) or points.
fn decided_winner(view: &View) -> Option<Side> {
    let s = &view.score;
    let key = |side: Side| (s.sets[side], s.total[side]);
    match key(Side::X).cmp(&key(Side::O)) {
        core::cmp::Ordering::Greater => Some(Side::X),
        core::cmp::Ordering::Less => Some(Side::O),
        core::cmp::Ordering::Equal => None,
    }
}

struct Model<'a> {
    config: &'a Config,
    board: xobrainer::Board,
    sides: BySide<xobrainer::SideState>,
    /// Every seat's Mission card as the viewer may know it, by seat (X-R2).
    missions: Vec<MissionView>,
    phase: Phase,
    turn: Side,
    starter: Side,
    score: xobrainer::Score,
    last: Option<EndReason>,
    to_act: Actor,
    viewer: Option<(board_core::Seat, Option<Side>)>,
    winner: Option<Side>,
}

impl Model<'_> {
    fn rows(&self) -> u8 {
        self.config.layout.rows
    }
    fn cols(&self) -> u8 {
        self.config.layout.cols
    }
    fn index(&self, c: Coord) -> Option<usize> {
        (c.row < self.rows() && c.col < self.cols()).then(|| c.row as usize * self.cols() as usize + c.col as usize)
    }
    fn piece(&self, c: Coord) -> Option<Piece> {
        self.index(c).and_then(|i| self.board.piece_at_index(i))
    }
    fn dots(&self, c: Coord) -> u8 {
        self.index(c)
            .and_then(|i| self.config.layout.dots.get(i).copied())
            .unwrap_or(0)
    }
    fn knockout(&self, c: Coord) -> bool {
        self.config.layout.knockout.contains(&c)
    }

    /// The winning 5-windows of the round just won: every window of five of
    /// the winner's shape or of the colour it owns (spec §5).
    fn winning_windows(&self) -> Vec<[Coord; 5]> {
        let (Phase::RoundOver | Phase::GameOver, Some(EndReason::Won(w))) = (self.phase, self.last) else {
            return Vec::new();
        };
        let side = w.side;
        let mut out = Vec::new();
        let (rows, cols) = (i16::from(self.rows()), i16::from(self.cols()));
        let props: [&dyn Fn(Piece) -> bool; 2] = [&|p| p.shape == side, &|p| p.colour == side.main()];
        for prop in props {
            for r in 0..rows {
                for c in 0..cols {
                    for (dr, dc) in [(0i16, 1i16), (1, 0), (1, 1), (1, -1)] {
                        let mut win = [Coord::default(); 5];
                        let mut ok = true;
                        for (k, slot) in win.iter_mut().enumerate() {
                            let (rr, cc) = (r + dr * k as i16, c + dc * k as i16);
                            if !(0..rows).contains(&rr) || !(0..cols).contains(&cc) {
                                ok = false;
                                break;
                            }
                            let sq = Coord::new(rr as u8, cc as u8);
                            if !self.piece(sq).is_some_and(prop) {
                                ok = false;
                                break;
                            }
                            *slot = sq;
                        }
                        if ok && !out.contains(&win) {
                            out.push(win);
                        }
                    }
                }
            }
        }
        out
    }
}

struct Frame {
    ox: f32,
    oy: f32,
    rows: u8,
    cols: u8,
    flip: bool,
}

impl Frame {
    /// Top-left corner of square `c` on the page.
    fn at(&self, c: Coord) -> (f32, f32) {
        let (r, col) = if self.flip {
            (
                self.rows.saturating_sub(1).saturating_sub(c.row),
                self.cols.saturating_sub(1).saturating_sub(c.col),
            )
        } else {
            (c.row, c.col)
        };
        (self.ox + f32::from(col) * CELL, self.oy + f32::from(r) * CELL)
    }
    fn centre(&self, c: Coord) -> (f32, f32) {
        let (x, y) = self.at(c);
        (x + CELL / 2.0, y + CELL / 2.0)
    }
}

fn draw(m: &Model<'_>, o: &Options<Coord>) -> String {
    let (rows, cols) = (m.rows(), m.cols());
    let gutter = if o.coordinates { GUTTER } else { 0.0 };
    let board_w = f32::from(cols) * CELL;
    let board_h = f32::from(rows) * CELL;
    let width = (2.0 * MARGIN + 2.0 * gutter + board_w).max(MIN_WIDTH);
    let ox = (width - board_w) / 2.0;
    let oy = MARGIN + HEADER + gutter;
    let panel_y = oy + board_h + gutter + 10.0;
    let height = panel_y + 2.0 * SIDE_ROW + 30.0;
    let f = Frame {
        ox,
        oy,
        rows,
        cols,
        flip: o.flip,
    };
    let mut svg = Svg::new(width, height, o.size, "XOBrainer");
    svg.rect(0.0, 0.0, width, height, 0.0, theme::PAGE, "none", 0.0);
    status_line(&mut svg, m, width);

    // The board: squares, dots, knockout squares.
    svg.group("board");
    svg.rect(
        ox - 4.0,
        oy - 4.0,
        board_w + 8.0,
        board_h + 8.0,
        6.0,
        theme::WOOD_DARK,
        "none",
        0.0,
    );
    for r in 0..rows {
        for c in 0..cols {
            let sq = Coord::new(r, c);
            let (x, y) = f.at(sq);
            let ko = m.knockout(sq);
            let fill = if ko {
                theme::KNOCKOUT
            } else if (r + c) % 2 == 0 {
                theme::SQUARE_A
            } else {
                theme::SQUARE_B
            };
            svg.rect(x, y, CELL, CELL, 0.0, fill, theme::GRID_LINE, 1.0);
            if ko {
                svg.rect(
                    x + 3.0,
                    y + 3.0,
                    CELL - 6.0,
                    CELL - 6.0,
                    3.0,
                    "none",
                    theme::KNOCKOUT_EDGE,
                    2.0,
                );
            }
            pips(&mut svg, x, y, m.dots(sq));
        }
    }
    svg.end_group();
    if o.coordinates {
        coordinates(&mut svg, &f);
    }

    // The winning line, under the pieces.
    let windows = m.winning_windows();
    if !windows.is_empty() {
        svg.group("winning-line");
        for w in &windows {
            for &sq in w {
                let (x, y) = f.at(sq);
                svg.rect(
                    x + 1.0,
                    y + 1.0,
                    CELL - 2.0,
                    CELL - 2.0,
                    2.0,
                    theme::WIN_GLOW,
                    "none",
                    0.0,
                );
            }
        }
        svg.end_group();
    }

    // Mission squares the viewer may know.
    svg.group("missions");
    for (seat, mission) in (0u8..).zip(m.missions.iter()) {
        let Some(side) = m.config.side_of(Seat(seat)) else {
            continue;
        };
        if let MissionView::Known(i) = *mission
            && let Some(card) = m.config.deck.get(i as usize)
        {
            for (k, sq) in card.squares().into_iter().enumerate() {
                let colour = if k < 3 { side.main() } else { side.off() };
                let (x, y) = f.at(sq);
                let (cx, cy) = match side {
                    Side::X => (x + CELL - 7.0, y + 7.0),
                    Side::O => (x + 7.0, y + CELL - 7.0),
                };
                let pts = [(cx, cy - 5.0), (cx + 5.0, cy), (cx, cy + 5.0), (cx - 5.0, cy)];
                svg.el("g")
                    .s("class", &format!("mission {} {}", side.letter(), colour))
                    .open();
                svg.polygon(&pts, piece_colour(colour), theme::INK, 1.0);
                svg.end_group();
            }
        }
    }
    svg.end_group();

    // Pieces.
    svg.group("pieces");
    for r in 0..rows {
        for c in 0..cols {
            let sq = Coord::new(r, c);
            if let Some(p) = m.piece(sq) {
                let (cx, cy) = f.centre(sq);
                piece(
                    &mut svg,
                    p,
                    cx,
                    cy,
                    CELL * 0.31,
                    &format!("piece {} {} {}", p.shape.letter(), p.colour, sq_name(sq)),
                );
            }
        }
    }
    svg.end_group();

    if !windows.is_empty() {
        svg.group("winning-line-mark");
        for w in &windows {
            let [first, .., last] = *w;
            let (x1, y1) = f.centre(first);
            let (x2, y2) = f.centre(last);
            svg.el("line")
                .n("x1", x1)
                .n("y1", y1)
                .n("x2", x2)
                .n("y2", y2)
                .s("stroke", theme::WIN_LINE)
                .n("stroke-width", 5.0)
                .s("stroke-linecap", "round")
                .n("stroke-opacity", 0.7)
                .end();
        }
        svg.end_group();
    }

    highlights(&mut svg, &f, o, |c| c.row < rows && c.col < cols);
    panel(&mut svg, m, width, panel_y);
    if o.hit_areas {
        svg.group("hits");
        for r in 0..rows {
            for c in 0..cols {
                let sq = Coord::new(r, c);
                let (x, y) = f.at(sq);
                svg.hit_rect(x, y, CELL, CELL, "data-square", &sq_name(sq));
            }
        }
        svg.end_group();
    }
    svg.finish()
}

fn sq_name(c: Coord) -> String {
    format!("{}{}", char::from(b'a'.saturating_add(c.col)), u16::from(c.row) + 1)
}

/// The die-like dots of a square (1-6).
fn pips(svg: &mut Svg, x: f32, y: f32, n: u8) {
    let d = CELL * 0.27;
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    let spots: &[(f32, f32)] = match n {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[(-1.0, -1.0), (1.0, -1.0), (0.0, 0.0), (-1.0, 1.0), (1.0, 1.0)],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    if n == 0 {
        return;
    }
    for &(dx, dy) in spots {
        svg.circle(cx + dx * d, cy + dy * d, 2.6, theme::PIP, "none", 0.0);
    }
}

/// The fill of a piece colour.
fn piece_colour(c: Colour) -> &'static str {
    match c {
        Colour::Green => theme::XO_GREEN,
        Colour::Red => theme::XO_RED,
    }
}

/// A piece: a thick X or O in its colour, with a dark outline.
fn piece(svg: &mut Svg, p: Piece, cx: f32, cy: f32, r: f32, class: &str) {
    svg.el("g").s("class", class).open();
    let colour = piece_colour(p.colour);
    let w = r * 0.42;
    match p.shape {
        Side::X => {
            let a = r * 0.85;
            for (dx, dy) in [(a, a), (a, -a)] {
                svg.line(cx - dx, cy - dy, cx + dx, cy + dy, theme::INK, w + 3.0);
            }
            for (dx, dy) in [(a, a), (a, -a)] {
                svg.line(cx - dx, cy - dy, cx + dx, cy + dy, colour, w);
            }
        }
        Side::O => {
            svg.circle(cx, cy, r * 0.9, "none", theme::INK, w + 3.0);
            svg.circle(cx, cy, r * 0.9, "none", colour, w);
        }
    }
    svg.end_group();
}

fn coordinates(svg: &mut Svg, f: &Frame) {
    svg.group("coordinates");
    for c in 0..f.cols {
        let (x, _) = f.at(Coord::new(0, c));
        let label = String::from(char::from(b'a'.saturating_add(c)));
        let top = f.oy - GUTTER / 2.0 - 4.0;
        let bottom = f.oy + f32::from(f.rows) * CELL + GUTTER / 2.0 + 4.0;
        svg.text(x + CELL / 2.0, top, 12.0, theme::INK_SOFT, "normal", "middle", &label);
        svg.text(
            x + CELL / 2.0,
            bottom,
            12.0,
            theme::INK_SOFT,
            "normal",
            "middle",
            &label,
        );
    }
    for r in 0..f.rows {
        let (_, y) = f.at(Coord::new(r, 0));
        let label = format!("{}", u16::from(r) + 1);
        let left = f.ox - GUTTER / 2.0 - 4.0;
        let right = f.ox + f32::from(f.cols) * CELL + GUTTER / 2.0 + 4.0;
        svg.text(left, y + CELL / 2.0, 12.0, theme::INK_SOFT, "normal", "middle", &label);
        svg.text(right, y + CELL / 2.0, 12.0, theme::INK_SOFT, "normal", "middle", &label);
    }
    svg.end_group();
}

fn highlights(svg: &mut Svg, f: &Frame, o: &Options<Coord>, on_board: impl Fn(Coord) -> bool) {
    svg.group("highlights");
    for &c in o.last_move.iter().filter(|&&c| on_board(c)) {
        let (x, y) = f.at(c);
        svg.el("rect")
            .s("class", &format!("last-move {}", sq_name(c)))
            .n("x", x + 2.0)
            .n("y", y + 2.0)
            .n("width", CELL - 4.0)
            .n("height", CELL - 4.0)
            .n("rx", 3.0)
            .paint("none", theme::LAST_MOVE, 3.0)
            .end();
    }
    for &c in o.targets.iter().filter(|&&c| on_board(c)) {
        let (cx, cy) = f.centre(c);
        svg.el("circle")
            .s("class", &format!("target {}", sq_name(c)))
            .n("cx", cx)
            .n("cy", cy)
            .n("r", CELL * 0.13)
            .s("fill", theme::TARGET)
            .n("fill-opacity", 0.55)
            .end();
    }
    svg.end_group();
}

fn status_line(svg: &mut Svg, m: &Model<'_>, width: f32) {
    let text = match m.phase {
        Phase::Lot => String::from("The opening lot is due"),
        Phase::Play => match m.to_act {
            Actor::Chance => String::from("Chance: cards or line-up draws are due"),
            _ => match m.sides[m.turn].next_colour() {
                Some(c) => format!("{} to place a {} {}", m.turn, c, m.turn),
                None => format!("{} to act", m.turn),
            },
        },
        Phase::RoundOver => format!("Round over: {}", result_text(m.last)),
        Phase::GameOver => match m.winner {
            Some(w) => format!("Match over: {w} wins. {}", result_text(m.last)),
            None => format!("Match over: a draw. {}", result_text(m.last)),
        },
    };
    let _ = width;
    svg.text(MARGIN, MARGIN + 8.0, 17.0, theme::INK, "bold", "start", "XOBrainer");
    svg.el("text")
        .s("class", "status")
        .n("x", MARGIN)
        .n("y", MARGIN + 32.0)
        .n("font-size", 13.0)
        .s("fill", theme::INK)
        .s("text-anchor", "start")
        .text(&text);
}

fn result_text(r: Option<EndReason>) -> String {
    match r {
        None => String::from("no round played"),
        Some(EndReason::Void) => String::from("void round"),
        Some(EndReason::Won(w)) => {
            let mut s = format!("{} wins the round, {} points", w.side, w.points());
            if w.square_knockout || w.mission_knockout {
                s.push_str(" (knockout)");
            }
            s
        }
    }
}

fn panel(svg: &mut Svg, m: &Model<'_>, width: f32, y0: f32) {
    svg.group("sides");
    for (k, side) in Side::ALL.into_iter().enumerate() {
        let y = y0 + k as f32 * SIDE_ROW;
        let s = &m.sides[side];
        let acting = m.phase == Phase::Play && m.turn == side && matches!(m.to_act, Actor::Seat(_));
        svg.el("g").s("class", &format!("side {}", side.letter())).open();
        let bg = if acting { theme::PANEL_ACTIVE } else { theme::PANEL };
        svg.rect(
            MARGIN,
            y,
            width - 2.0 * MARGIN,
            SIDE_ROW - 6.0,
            6.0,
            bg,
            theme::GRID_LINE,
            1.0,
        );
        let cy = y + (SIDE_ROW - 6.0) / 2.0;
        piece(svg, Piece::new(side, side.main()), MARGIN + 20.0, cy, 11.0, "badge");
        let mut name = format!("{side}");
        if m.viewer.is_some_and(|(_, v)| v == Some(side)) {
            name.push_str(" (you)");
        }
        let teams = m.config.team_sizes[side];
        if teams > 1 {
            name = format!("{name} · player {}/{}", s.member() + 1, teams);
        }

        svg.text(MARGIN + 38.0, cy - 8.0, 13.0, theme::INK, "bold", "start", &name);
        let sc = &m.score;
        let mut score = format!("{} pts", sc.points[side]);
        if m.config.format.sets_to_win().is_some() {
            score.push_str(&format!(" · sets {}", sc.sets[side]));
        }
        score.push_str(&format!(" · rounds {}", sc.rounds_won[side]));
        if m.starter == side && m.phase != Phase::Lot {
            score.push_str(" · started");
        }
        svg.text(
            MARGIN + 38.0,
            cy + 9.0,
            11.0,
            theme::INK_SOFT,
            "normal",
            "start",
            &score,
        );

        // Line-up, next piece first.
        let lx = MARGIN + 236.0;
        svg.text(lx, cy - 11.0, 9.0, theme::INK_SOFT, "normal", "start", "line-up");
        if s.is_drawing() {
            svg.text(lx, cy + 6.0, 11.0, theme::INK_SOFT, "normal", "start", "drawing…");
        }
        for (i, c) in s.line_up().enumerate() {
            let px = lx + 9.0 + i as f32 * 22.0;
            if i == 0 && acting {
                svg.circle(px, cy + 5.0, 10.5, theme::PANEL, theme::LAST_MOVE, 1.5);
            }
            piece(svg, Piece::new(side, c), px, cy + 5.0, 7.0, "line-up");
        }
        let bx = lx + 92.0;
        let bag = format!("bag {} green · {} red", s.bag(Colour::Green), s.bag(Colour::Red));
        svg.text(bx, cy - 8.0, 11.0, theme::INK, "normal", "start", &bag);
        let mut cards: Vec<String> = Vec::new();
        if let Some(c) = s.map_card() {
            cards.push(format!("map card {c}"));
        }
        // X-R2: one Mission card per player of the side, in seat order.
        let side_missions: Vec<String> = m
            .missions
            .iter()
            .zip(0u8..)
            .map(|(mission, seat)| (seat, mission))
            .filter(|&(seat, _)| m.config.side_of(Seat(seat)) == Some(side))
            .filter_map(|(_, mission)| match mission {
                MissionView::None => None,
                MissionView::Hidden => Some(String::from("hidden")),
                MissionView::Known(i) => Some(format!("{i}")),
            })
            .collect();
        if !side_missions.is_empty() {
            let word = if side_missions.len() == 1 {
                "mission"
            } else {
                "missions"
            };
            cards.push(format!("{word} {}", side_missions.join(", ")));
        }
        let skipped = s.skipped(Colour::Green) + s.skipped(Colour::Red);
        if skipped > 0 {
            cards.push(format!("skipped {skipped}"));
        }
        let cards = cards.join(" · ");
        svg.text(bx, cy + 9.0, 11.0, theme::INK_SOFT, "normal", "start", &cards);
        svg.end_group();
    }
    let sc = &m.score;
    let mut foot = format!("rounds played {} · void {}", sc.rounds, sc.void_rounds);
    if let Some((seat, _)) = m.viewer {
        foot.push_str(&format!(" · drawn for seat {}", seat.0));
    }
    svg.text(
        MARGIN,
        y0 + 2.0 * SIDE_ROW + 8.0,
        10.0,
        theme::INK_SOFT,
        "normal",
        "start",
        &foot,
    );
    svg.end_group();
}

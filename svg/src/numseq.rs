//! numseq: the board with its numbers (or, for a card board, the card each
//! square shows), free corners, chips by side, locked chips and a line
//! through each SEQUENCE, then every seat's hand (a view shows only the
//! viewing seat's cards, the others as backs), discard piles and the draw
//! pile's size.
//!
//! Board size, sides, players and hand size come from the state's config and
//! ruleset.
//!
//! ```
//! use board_core::{Actor, Game, Observe, Seat};
//! use tabletop_svg::{Options, numseq};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut s = ::numseq::State::new(::numseq::Config::default())?;
//! while s.to_act() == Actor::Chance {
//!     let (card, _) = s.chance_outcomes()[0];
//!     s = s.apply(&card)?;
//! }
//! // Drawing seat 0's view is drawing the state for seat 0.
//! let o = Options::default().seat(Seat(0));
//! assert_eq!(numseq::view_to_svg(&s.view(Seat(0)), &o), numseq::to_svg(&s, &o));
//! # Ok(()) }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::grid::{Bitboard, Coord};
use board_core::{Observe, Seat};
use numseq::{Action, Card, Cell, Config, Layout, Move, Phase, Sequence, Side, State, View};

use crate::Options;
use crate::theme;
use crate::writer::Svg;

const CELL: f32 = 46.0;
const MARGIN: f32 = 14.0;
const GUTTER: f32 = 20.0;
const HEADER: f32 = 34.0;
const SEAT_ROW: f32 = 42.0;
const CARD_W: f32 = 54.0;
const CARD_H: f32 = 32.0;
const MIN_WIDTH: f32 = 520.0;
/// Where the cards of a hand start, from the panel's left edge.
const HAND_X: f32 = 140.0;

/// The whole state (every hand face up), or with [`Options::seat`] exactly
/// what that seat may see ([`view_to_svg`] of its view).
pub fn to_svg(state: &State, options: &Options<Coord>) -> String {
    if let Some(seat) = options.seat {
        return view_to_svg(&state.view(seat), options);
    }
    let seats: Vec<Seat> = Seat::all(state.config().players as usize).collect();
    let model = Model {
        config: *state.config(),
        chips: (0..state.sides()).map(|s| state.chips(Side(s))).collect(),
        locked: state.locked(),
        sequences: state.sequences().collect(),
        hands: seats.iter().map(|&s| Some(state.hand(s).collect())).collect(),
        hand_sizes: seats.iter().map(|&s| state.hand_len(s)).collect(),
        discards: seats
            .iter()
            .map(|&s| state.discards(s).map(|(_, n)| usize::from(n)).sum())
            .collect(),
        draw_pile_len: state.draw_pile_len(),
        phase: state.phase(),
        phase_seat: state.phase_seat(),
        viewer: None,
    };
    draw(&model, options)
}

/// A seat's [`View`]: its own hand face up, every other hand as card backs.
/// `options.seat` is ignored (the view's seat is used).
pub fn view_to_svg(view: &View, options: &Options<Coord>) -> String {
    let model = Model {
        config: view.config,
        chips: view.chips.clone(),
        locked: view.locked,
        sequences: view.sequences.clone(),
        hands: (0..view.hand_sizes.len())
            .map(|i| (i == view.seat.index()).then(|| view.hand.clone()))
            .collect(),
        hand_sizes: view.hand_sizes.clone(),
        discards: view
            .discards
            .iter()
            .map(|d| d.iter().map(|&(_, n)| usize::from(n)).sum())
            .collect(),
        draw_pile_len: view.draw_pile_len,
        phase: view.phase,
        phase_seat: view.phase_seat,
        viewer: Some(view.seat),
    };
    draw(&model, options)
}

/// The squares a move touches, for [`Options::last_move`]: the square a
/// card was played on (a chip placed or removed).
pub fn move_squares(mv: &Move) -> Vec<Coord> {
    match mv {
        Move::Play(_, c, ..) => alloc::vec![*c],
        _ => Vec::new(),
    }
}

/// The squares the seat to act can play on now, for [`Options::targets`].
pub fn target_squares(state: &State) -> Vec<Coord> {
    let mut out: Vec<Coord> = Vec::new();
    for mv in board_core::Game::legal_moves(state) {
        if let Move::Play(_, c, ..) = mv
            && !out.contains(&c)
        {
            out.push(c);
        }
    }
    out
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

struct Model {
    config: Config,
    chips: Vec<Bitboard>,
    locked: Bitboard,
    sequences: Vec<Sequence>,
    /// Per seat: the hand if the drawing may show it.
    hands: Vec<Option<Vec<Card>>>,
    hand_sizes: Vec<usize>,
    discards: Vec<usize>,
    draw_pile_len: usize,
    phase: Phase,
    phase_seat: Seat,
    viewer: Option<Seat>,
}

impl Model {
    fn ruleset(&self) -> &'static Layout {
        self.config.preset.ruleset()
    }
    fn sides(&self) -> usize {
        self.chips.len()
    }
    fn side_of(&self, seat: Seat) -> Side {
        let n = self.sides().max(1);
        Side((seat.index() % n) as u8)
    }
    fn chip(&self, i: usize) -> Option<Side> {
        self.chips.iter().position(|b| b.has_index(i)).map(|s| Side(s as u8))
    }
    fn sequence_count(&self, side: Side) -> usize {
        self.sequences.iter().filter(|s| s.side == side).count()
    }
    fn winner(&self) -> Option<Side> {
        if self.phase != Phase::Over {
            return None;
        }
        let need = usize::from(self.config.sequences_to_win());
        (0..self.sides())
            .map(|s| Side(s as u8))
            .find(|&s| self.sequence_count(s) >= need)
    }
}

/// What each label shows: the name of the one card that places on it (a
/// card board, say `7H`), else the number itself.
fn label_names(r: &Layout) -> Vec<(u8, Option<Card>)> {
    let mut by_label: Vec<(u8, Option<Card>, u32)> = Vec::new();
    for k in 0..r.kinds() {
        if let (Some(Action::Place(n)), Some(card)) = (r.action(k), r.card(k)) {
            match by_label.iter_mut().find(|e| e.0 == n) {
                Some(e) => e.2 += 1,
                None => by_label.push((n, Some(card), 1)),
            }
        }
    }
    by_label
        .into_iter()
        .map(|(n, c, count)| {
            (
                n,
                if count == 1 && c.is_some_and(|c| c.equation_value().is_none()) {
                    c
                } else {
                    None
                },
            )
        })
        .collect()
}

/// A card name split into rank and a suit symbol with its colour, for names
/// like `7H`, `10D`, `QS`; `None` for other names.
fn suit_of(name: &str) -> Option<(&str, &'static str, &'static str)> {
    let (rank, suit) = name.split_at(name.len().checked_sub(1)?);
    if rank.is_empty() || rank.len() > 2 {
        return None;
    }
    let (sym, colour) = match suit {
        "H" => ("♥", theme::SUIT_RED),
        "D" => ("♦", theme::SUIT_RED),
        "C" => ("♣", theme::INK),
        "S" => ("♠", theme::INK),
        _ => return None,
    };
    Some((rank, sym, colour))
}

fn side_colour(side: Side) -> &'static str {
    theme::NS_SIDES.get(side.index()).copied().unwrap_or(theme::INK_SOFT)
}

fn side_edge(side: Side) -> &'static str {
    theme::NS_EDGES.get(side.index()).copied().unwrap_or(theme::INK)
}

fn draw(m: &Model, o: &Options<Coord>) -> String {
    let r = m.ruleset();
    let grid = *r.grid();
    let (rows, cols) = (grid.rows(), grid.cols());
    let gutter = if o.coordinates { GUTTER } else { 0.0 };
    let board_w = f32::from(cols) * CELL;
    let board_h = f32::from(rows) * CELL;
    let seats = m.hand_sizes.len();
    // Wide enough for the board and for the longest hand in the panel.
    let longest = m
        .hand_sizes
        .iter()
        .copied()
        .chain([usize::from(m.config.hand_size())])
        .max()
        .unwrap_or(0);
    let panel_w = 2.0 * MARGIN + HAND_X + longest as f32 * (CARD_W + 5.0) + 90.0;
    let width = (2.0 * (MARGIN + gutter) + board_w).max(MIN_WIDTH).max(panel_w);
    let ox = (width - board_w) / 2.0;
    let oy = MARGIN + HEADER + gutter;
    let panel_y = oy + board_h + gutter + 10.0;
    let height = panel_y + seats as f32 * SEAT_ROW + 26.0;
    let flip = o.flip;
    let at = |c: Coord| -> (f32, f32) {
        let (rr, cc) = if flip {
            (
                rows.saturating_sub(1).saturating_sub(c.row),
                cols.saturating_sub(1).saturating_sub(c.col),
            )
        } else {
            (c.row, c.col)
        };
        (ox + f32::from(cc) * CELL, oy + f32::from(rr) * CELL)
    };
    let labels = label_names(r);
    let cells = r.data().cells;

    let mut svg = Svg::new(width, height, o.size, "numseq");
    svg.rect(0.0, 0.0, width, height, 0.0, theme::PAGE, "none", 0.0);
    svg.text(MARGIN, MARGIN + 12.0, 17.0, theme::INK, "bold", "start", "numseq");
    svg.el("text")
        .s("class", "status")
        .n("x", width - MARGIN)
        .n("y", MARGIN + 17.0)
        .n("font-size", 14.0)
        .s("fill", theme::INK)
        .s("text-anchor", "end")
        .text(&status_text(m));

    svg.group("board");
    svg.rect(
        ox - 5.0,
        oy - 5.0,
        board_w + 10.0,
        board_h + 10.0,
        8.0,
        theme::NS_FELT,
        "none",
        0.0,
    );
    for i in 0..grid.len() {
        let Some(c) = grid.coord(i) else { continue };
        let (x, y) = at(c);
        let corner = matches!(cells.get(i), Some(Cell::Corner));
        svg.rect(
            x + 1.5,
            y + 1.5,
            CELL - 3.0,
            CELL - 3.0,
            4.0,
            theme::NS_CARD,
            theme::NS_CARD_EDGE,
            1.0,
        );
        if corner {
            svg.el("g").s("class", "corner").open();
            svg.star(
                x + CELL / 2.0,
                y + CELL / 2.0 - 3.0,
                CELL * 0.3,
                5,
                0.45,
                theme::KNOCKOUT,
                theme::KNOCKOUT_EDGE,
                1.0,
            );
            svg.text(
                x + CELL / 2.0,
                y + CELL - 9.0,
                8.0,
                theme::INK_SOFT,
                "bold",
                "middle",
                "FREE",
            );
            svg.end_group();
        } else if let Some(n) = r.number_at(i) {
            let card = labels.iter().find(|e| e.0 == n).and_then(|e| e.1);
            square_label(&mut svg, x, y, n, card);
        }
    }
    svg.end_group();

    if o.coordinates {
        svg.group("coordinates");
        for k in 0..cols {
            let col = if flip { cols - 1 - k } else { k };
            let x = ox + f32::from(k) * CELL + CELL / 2.0;
            let label = String::from(char::from(b'a'.saturating_add(col)));
            svg.text(
                x,
                oy - gutter / 2.0 - 5.0,
                12.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
            svg.text(
                x,
                oy + board_h + gutter / 2.0 + 5.0,
                12.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
        }
        for k in 0..rows {
            let row = if flip { rows - 1 - k } else { k };
            let y = oy + f32::from(k) * CELL + CELL / 2.0;
            let label = format!("{}", u16::from(row) + 1);
            svg.text(
                ox - gutter / 2.0 - 5.0,
                y,
                12.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
            svg.text(
                ox + board_w + gutter / 2.0 + 5.0,
                y,
                12.0,
                theme::INK_SOFT,
                "normal",
                "middle",
                &label,
            );
        }
        svg.end_group();
    }

    svg.group("chips");
    for i in 0..grid.len() {
        let (Some(side), Some(c)) = (m.chip(i), grid.coord(i)) else {
            continue;
        };
        let (x, y) = at(c);
        let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
        let locked = m.locked.has_index(i);
        let class = format!(
            "chip {}{} {}",
            side.letter(),
            if locked { " locked" } else { "" },
            sq_name(c)
        );
        svg.el("g").s("class", &class).open();
        svg.circle(cx + 1.5, cy + 2.0, CELL * 0.36, theme::SHADOW, "none", 0.0);
        svg.circle(cx, cy, CELL * 0.36, side_colour(side), side_edge(side), 2.0);
        svg.circle(cx, cy, CELL * 0.25, "none", "#ffffff88", 1.5);
        if locked {
            svg.circle(cx, cy, CELL * 0.12, side_edge(side), "none", 0.0);
        }
        svg.end_group();
    }
    svg.end_group();

    svg.group("sequences");
    for s in &m.sequences {
        let squares: Vec<Coord> = grid.window_squares(s.window).collect();
        if let (Some(&a), Some(&b)) = (squares.first(), squares.last()) {
            let (x1, y1) = at(a);
            let (x2, y2) = at(b);
            svg.el("line")
                .s("class", &format!("sequence {}", s.side.letter()))
                .n("x1", x1 + CELL / 2.0)
                .n("y1", y1 + CELL / 2.0)
                .n("x2", x2 + CELL / 2.0)
                .n("y2", y2 + CELL / 2.0)
                .s("stroke", side_edge(s.side))
                .n("stroke-width", 6.0)
                .s("stroke-linecap", "round")
                .n("stroke-opacity", 0.75)
                .end();
        }
    }
    svg.end_group();

    svg.group("highlights");
    for &c in o.last_move.iter().filter(|c| grid.contains(**c)) {
        let (x, y) = at(c);
        svg.el("rect")
            .s("class", &format!("last-move {}", sq_name(c)))
            .n("x", x + 1.0)
            .n("y", y + 1.0)
            .n("width", CELL - 2.0)
            .n("height", CELL - 2.0)
            .n("rx", 4.0)
            .paint("none", theme::LAST_MOVE, 3.0)
            .end();
    }
    for &c in o.targets.iter().filter(|c| grid.contains(**c)) {
        let (x, y) = at(c);
        svg.el("circle")
            .s("class", &format!("target {}", sq_name(c)))
            .n("cx", x + CELL / 2.0)
            .n("cy", y + CELL / 2.0)
            .n("r", CELL * 0.13)
            .s("fill", theme::TARGET)
            .n("fill-opacity", 0.5)
            .end();
    }
    svg.end_group();

    seats_panel(&mut svg, m, width, panel_y, o.hit_areas);
    if o.hit_areas {
        svg.group("hits");
        for i in 0..grid.len() {
            let Some(c) = grid.coord(i) else { continue };
            let (x, y) = at(c);
            svg.hit_rect(x, y, CELL, CELL, "data-square", &sq_name(c));
        }
        svg.end_group();
    }
    svg.finish()
}

fn sq_name(c: Coord) -> String {
    format!("{}{}", char::from(b'a'.saturating_add(c.col)), u16::from(c.row) + 1)
}

/// The printed face of a square: its number, or its card's rank and suit.
fn square_label(svg: &mut Svg, x: f32, y: f32, n: u8, card: Option<Card>) {
    let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
    match card {
        Some(card) => match suit_of(card.name()) {
            Some((rank, sym, colour)) => {
                svg.text(cx, cy - 7.0, 14.0, colour, "bold", "middle", rank);
                svg.text(cx, cy + 9.0, 15.0, colour, "normal", "middle", sym);
            }
            None => svg.text(cx, cy, 12.0, theme::INK, "bold", "middle", card.name()),
        },
        None => svg.text(cx, cy, 16.0, theme::INK, "bold", "middle", &format!("{n}")),
    }
}

fn status_text(m: &Model) -> String {
    let seat = m.phase_seat.0;
    match m.phase {
        Phase::Deal => format!("Dealing to seat {seat}"),
        Phase::Play { swapped: false } => format!("Seat {seat} to play"),
        Phase::Play { swapped: true } => format!("Seat {seat} to play (dead card swapped)"),
        Phase::Draw { .. } => format!("Seat {seat} draws"),
        Phase::Shuffle { .. } => String::from("The discards are shuffled into a new draw pile"),
        Phase::Over => match m.winner() {
            Some(side) => format!("Side {} wins", side.letter()),
            None => String::from("A draw: the board is full"),
        },
    }
}

fn seats_panel(svg: &mut Svg, m: &Model, width: f32, y0: f32, hit_areas: bool) {
    svg.group("seats");
    for (i, (&size, hand)) in m.hand_sizes.iter().zip(m.hands.iter()).enumerate() {
        let seat = Seat(i as u8);
        let side = m.side_of(seat);
        let y = y0 + i as f32 * SEAT_ROW;
        let acting = m.phase_seat == seat && matches!(m.phase, Phase::Play { .. });
        svg.el("g").s("class", &format!("seat seat-{i}")).open();
        let bg = if acting { theme::PANEL_ACTIVE } else { theme::PANEL };
        svg.rect(
            MARGIN,
            y,
            width - 2.0 * MARGIN,
            SEAT_ROW - 5.0,
            6.0,
            bg,
            theme::GRID_LINE,
            1.0,
        );
        let cy = y + (SEAT_ROW - 5.0) / 2.0;
        svg.circle(MARGIN + 17.0, cy, 10.0, side_colour(side), side_edge(side), 1.5);
        let you = if m.viewer == Some(seat) { " (you)" } else { "" };
        svg.text(
            MARGIN + 33.0,
            cy - 7.0,
            12.0,
            theme::INK,
            "bold",
            "start",
            &format!("Seat {i}{you}"),
        );
        let info = format!("side {} · {} SEQ.", side.letter(), m.sequence_count(side));
        svg.text(MARGIN + 33.0, cy + 8.0, 10.0, theme::INK_SOFT, "normal", "start", &info);
        let hx = MARGIN + HAND_X;
        match hand {
            Some(cards) => {
                svg.el("g").s("class", &format!("hand seat-{i}")).open();
                for (k, card) in cards.iter().enumerate() {
                    let x = hx + k as f32 * (CARD_W + 5.0);
                    svg.el("g").s("class", &format!("card {card}")).open();
                    svg.rect(
                        x,
                        cy - CARD_H / 2.0,
                        CARD_W,
                        CARD_H,
                        4.0,
                        theme::NS_CARD,
                        theme::NS_CARD_EDGE,
                        1.2,
                    );
                    match suit_of(card.name()) {
                        Some((rank, sym, colour)) => {
                            svg.text(
                                x + CARD_W / 2.0,
                                cy,
                                13.0,
                                colour,
                                "bold",
                                "middle",
                                &format!("{rank}{sym}"),
                            );
                        }
                        None => svg.text(x + CARD_W / 2.0, cy, 12.0, theme::INK, "bold", "middle", card.name()),
                    }
                    if hit_areas {
                        svg.hit_rect(x, cy - CARD_H / 2.0, CARD_W, CARD_H, "data-card", &format!("{card}"));
                    }
                    svg.end_group();
                }
                svg.end_group();
            }
            None => {
                svg.el("g").s("class", &format!("hand-hidden seat-{i}")).open();
                for k in 0..size {
                    let x = hx + k as f32 * (CARD_W * 0.45);
                    svg.rect(
                        x,
                        cy - CARD_H / 2.0,
                        CARD_W * 0.8,
                        CARD_H,
                        4.0,
                        theme::NS_BACK,
                        theme::NS_BACK_EDGE,
                        1.2,
                    );
                }
                svg.end_group();
            }
        }
        let discard = format!("discards {}", m.discards.get(i).copied().unwrap_or(0));
        svg.text(
            width - MARGIN - 10.0,
            cy,
            10.0,
            theme::INK_SOFT,
            "normal",
            "end",
            &discard,
        );
        svg.end_group();
    }
    let mut foot = format!(
        "draw pile {} · {} SEQUENCE{} to win",
        m.draw_pile_len,
        m.config.sequences_to_win(),
        if m.config.sequences_to_win() == 1 { "" } else { "s" }
    );
    if let Some(seat) = m.viewer {
        foot.push_str(&format!(" · drawn for seat {}", seat.0));
    }
    svg.text(
        MARGIN,
        y0 + m.hand_sizes.len() as f32 * SEAT_ROW + 8.0,
        10.0,
        theme::INK_SOFT,
        "normal",
        "start",
        &foot,
    );
    svg.end_group();
}

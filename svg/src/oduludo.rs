//! ODULUDO: the ring of four galaxies (52 squares, clockwise, Green's Moon
//! at the bottom), each special square drawn by kind, the coloured paths
//! running in from each junction to Earth in the middle, the spaceships in
//! the corners with their waiting pawns, the UFOs still parked, pawns by
//! kind (K, Q, S) and colour, stacks, prisoners (small discs on their
//! captor's token), the die and each colour's standing and score.
//!
//! Everything in ODULUDO is public (spec §10), so [`Options::seat`] changes
//! only the caption. The ring's layout, the path length and the colours in
//! play come from the state's config.
//!
//! Square symbols: Moon a crescent on the colour's own tile, safe squares a
//! thick rim, Star a star, Sun a rayed disc, ODULUDO ring a double ring, UFO
//! parking a dashed pad (with the UFO on it while it is there), Lightning a
//! bolt, junction an arrow into the path.
//!
//! ```
//! use board_core::Game;
//! use tabletop_svg::{Options, oduludo};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let s = ::oduludo::State::new(::oduludo::Config::with_players(2))?;
//! let s = s.apply(&"start G".parse()?)?.apply(&"roll 6".parse()?)?;
//! let enter = "enter K".parse()?;
//! let marks = oduludo::move_squares(&s, &enter);
//! let s = s.apply(&enter)?;
//! let svg = oduludo::to_svg(&s, &Options::default().last_move(marks));
//! assert!(svg.contains("pawns G r0") && svg.contains("last-move r0"));
//! # Ok(()) }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::Game;
use oduludo::layout::{GALAXY_LEN, RING_LEN};
use oduludo::{Colour, Loc, Mode, Move, PAWNS, PawnKind, Phase, PlayerStatus, SquareKind, State};

use crate::Options;
use crate::theme;
use crate::writer::{Svg, cos, sin};

const W: f32 = 760.0;
const HEADER: f32 = 40.0;
const RING: f32 = 262.0;
const TILE: f32 = 14.0;
const EARTH: f32 = 64.0;
const TAU: f32 = 2.0 * core::f32::consts::PI;

/// The state (everything is public; [`Options::seat`] only adds a caption).
pub fn to_svg(state: &State, options: &Options<Loc>) -> String {
    let g = Geo {
        cx: W / 2.0,
        cy: HEADER + W / 2.0,
        turn: if options.flip { core::f32::consts::PI } else { 0.0 },
        path_len: state.config().layout.path_len,
        rrl: state.config().layout.ring_route_len(),
    };
    let height = HEADER + W + 8.0;
    let mut svg = Svg::new(W, height, options.size, "ODULUDO");
    svg.rect(0.0, 0.0, W, height, 0.0, theme::OD_SPACE, "none", 0.0);
    stars_backdrop(&mut svg, height);
    header(&mut svg, state, options);
    ring(&mut svg, state, &g, options.coordinates);
    paths_and_earth(&mut svg, state, &g);
    ships(&mut svg, state, &g, options);
    pawns(&mut svg, state, &g);
    highlights(&mut svg, &g, options);
    if options.hit_areas {
        hits(&mut svg, state, &g);
    }
    svg.finish()
}

/// The squares a move touches, for [`Options::last_move`]: where the moving
/// group stood and every board square where one of the mover's pawns ends
/// up (`before` is the state the move is played in). Empty for chance
/// moves and for an illegal move.
pub fn move_squares(before: &State, mv: &Move) -> Vec<Loc> {
    let Ok(after) = before.apply(mv) else { return Vec::new() };
    let mover = before.colour_to_move();
    let mut out = Vec::new();
    if let Move::Step { from, .. } = mv {
        out.push(match *from {
            oduludo::Square::Ring(r) => Loc::Ring(r),
            oduludo::Square::Path(i) => Loc::Path(mover, i),
        });
    }
    for i in 0..PAWNS {
        if let (Some(a), Some(b)) = (before.pawn(mover, i), after.pawn(mover, i))
            && a.loc != b.loc
            && (b.loc.on_board() || b.loc == Loc::Earth)
            && !out.contains(&b.loc)
        {
            out.push(b.loc);
        }
    }
    out
}

/// The squares the side to move can step to now, for [`Options::targets`]
/// (the group's landing square before any jump); the own Moon for an entry.
pub fn target_squares(state: &State) -> Vec<Loc> {
    let mover = state.colour_to_move();
    let mut out: Vec<Loc> = Vec::new();
    for mv in state.legal_moves() {
        let target = match mv {
            Move::Enter(_) => Some(Loc::Ring(mover.moon())),
            Move::Step { from, dist, back } => {
                let from = match from {
                    oduludo::Square::Ring(r) => Loc::Ring(r),
                    oduludo::Square::Path(i) => Loc::Path(mover, i),
                };
                let layout = state.config().layout;
                let last = u16::from(layout.earth_route()) + u16::from(layout.goal_len()) - 1;
                state.route_of(mover, from).and_then(|r| {
                    let to = if back {
                        r.checked_sub(dist)?
                    } else {
                        let t = u16::from(r) + u16::from(dist);
                        let t = if t > last { (2 * last).checked_sub(t)? } else { t };
                        u8::try_from(t).ok()?
                    };
                    Some(state.loc_at(mover, to))
                })
            }
            _ => None,
        };
        if let Some(t) = target
            && !out.contains(&t)
        {
            out.push(t);
        }
    }
    out
}

impl crate::Draw for State {
    type Square = Loc;
    fn to_svg(&self, options: &Options<Loc>) -> String {
        to_svg(self, options)
    }
    /// The names the pictures give the squares of this config (`r17`, `pG3`, `earth`).
    fn square(&self, name: &str) -> Option<Loc> {
        parse_loc(name, self.config())
    }
    fn square_name(square: &Loc) -> String {
        loc_name(*square)
    }
    fn move_squares(&self, mv: &Move) -> Vec<Loc> {
        move_squares(self, mv)
    }
    fn target_squares(&self) -> Vec<Loc> {
        target_squares(self)
    }
}

struct Geo {
    cx: f32,
    cy: f32,
    /// Extra rotation (half a turn when flipped).
    turn: f32,
    path_len: u8,
    rrl: u8,
}

impl Geo {
    /// The angle of ring square `r` (clockwise from the top of the page).
    fn angle(&self, r: u8) -> f32 {
        core::f32::consts::PI + (f32::from(r % RING_LEN) + 0.5) * TAU / f32::from(RING_LEN) + self.turn
    }
    fn polar(&self, a: f32, radius: f32) -> (f32, f32) {
        (self.cx + radius * sin(a), self.cy - radius * cos(a))
    }
    fn ring(&self, r: u8) -> (f32, f32) {
        self.polar(self.angle(r), RING)
    }
    /// The ring square where `c`'s path leaves the ring (its junction).
    fn junction(&self, c: Colour) -> u8 {
        ((u16::from(c.moon()) + u16::from(self.rrl) + u16::from(RING_LEN) - 1) % u16::from(RING_LEN)) as u8
    }
    fn path_step(&self) -> f32 {
        let span = (RING - 40.0) - (EARTH + 26.0);
        span / f32::from(self.path_len.max(2) - 1)
    }
    fn path(&self, c: Colour, i: u8) -> (f32, f32) {
        let a = self.angle(self.junction(c));
        self.polar(a, RING - 40.0 - f32::from(i) * self.path_step())
    }
    /// Where `c`'s pawns on Earth are drawn.
    fn earth(&self, c: Colour) -> (f32, f32) {
        self.polar(self.angle(self.junction(c)), EARTH * 0.5)
    }
    /// The middle of `c`'s galaxy, toward the page corner.
    fn ship(&self, c: Colour) -> (f32, f32) {
        let a = self.angle(c.moon() + 6);
        self.polar(a, RING + 118.0)
    }
    /// Where a location is drawn (ships and out-of-play pawns have no square).
    fn at(&self, loc: Loc) -> Option<(f32, f32)> {
        match loc {
            Loc::Ring(r) => Some(self.ring(r)),
            Loc::Path(c, i) => Some(self.path(c, i)),
            Loc::Earth => Some((self.cx, self.cy)),
            Loc::Ship | Loc::Out => None,
        }
    }
}

fn colour_fill(c: Colour) -> &'static str {
    theme::OD_COLOURS.get(c.index()).copied().unwrap_or(theme::INK)
}
fn colour_pale(c: Colour) -> &'static str {
    theme::OD_PALE.get(c.index()).copied().unwrap_or(theme::PANEL)
}
fn colour_edge(c: Colour) -> &'static str {
    theme::OD_EDGES.get(c.index()).copied().unwrap_or(theme::INK)
}

/// The name of a location in `class` and `data-square` attributes:
/// `r17`, `pG3` (Green's path square 3 from the ring), `earth`, `ship`, `out`.
pub(crate) fn loc_name(loc: Loc) -> String {
    match loc {
        Loc::Ring(r) => format!("r{r}"),
        Loc::Path(c, i) => format!("p{}{i}", c.letter()),
        Loc::Earth => String::from("earth"),
        Loc::Ship => String::from("ship"),
        Loc::Out => String::from("out"),
    }
}

/// The board location a [`loc_name`] names in a game with `config`; `None`
/// for any other text (and for `ship` and `out`, which are no squares).
pub(crate) fn parse_loc(name: &str, config: &oduludo::Config) -> Option<Loc> {
    if name == "earth" {
        return Some(Loc::Earth);
    }
    if let Some(rest) = name.strip_prefix('r') {
        let r: u8 = rest.parse().ok()?;
        return (r < RING_LEN && format!("r{r}") == name).then_some(Loc::Ring(r));
    }
    let rest = name.strip_prefix('p')?;
    let colour = Colour::from_letter(rest.chars().next()?)?;
    let i: u8 = rest.get(1..)?.parse().ok()?;
    let known = config.colours.iter().any(|c| c == colour);
    (known && i < config.layout.path_len && loc_name(Loc::Path(colour, i)) == name).then_some(Loc::Path(colour, i))
}

fn stars_backdrop(svg: &mut Svg, height: f32) {
    svg.group("backdrop");
    // A fixed scatter of faint stars (a small linear congruential sequence:
    // the same on every machine).
    let mut x: u32 = 12345;
    for _ in 0..70 {
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let px = (x >> 8) % 760;
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let py = (x >> 8) % (height as u32).max(1);
        x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
        let r = 0.6 + ((x >> 8) % 10) as f32 / 10.0;
        svg.circle(px as f32, py as f32, r, "#ffffff", "none", 0.0);
    }
    svg.end_group();
}

fn phase_text(state: &State) -> String {
    let who = state.colour_to_move();
    match state.phase() {
        Phase::StartRoll => String::from("Chance picks the starter"),
        Phase::Roll => format!("{who} rolls the die"),
        Phase::Move => format!("{who} moves with a {}", state.roll()),
        Phase::Sun { .. } => format!("{who} chooses the Queen's Sun direction"),
        Phase::Capture { .. } => format!("{who} sends back or kidnaps"),
        Phase::Odu { .. } => format!("{who} may roll the ODULUDO die"),
        Phase::OduRoll { .. } => format!("{who} rolls the ODULUDO die"),
        Phase::RoundOver => format!("Round over; {who} starts the next"),
        Phase::GameOver => match state.winner() {
            Some(w) => format!("Game over: {w} wins"),
            None => String::from("Game over"),
        },
    }
}

fn header(svg: &mut Svg, state: &State, options: &Options<Loc>) {
    let mode = match state.config().mode {
        Mode::Standard => "Standard",
        Mode::LastPawn => "Last Pawn",
        Mode::Team => "Team",
    };
    svg.text(16.0, 22.0, 18.0, theme::OD_TEXT, "bold", "start", "ODULUDO");
    let mut sub = format!("{mode} · round {}", state.round());
    if let Some(seat) = options.seat {
        sub.push_str(&format!(" · drawn for seat {}", seat.0));
    }
    svg.text(122.0, 22.0, 12.0, theme::OD_TEXT_SOFT, "normal", "start", &sub);
    svg.el("text")
        .s("class", "status")
        .n("x", W - 16.0)
        .n("y", 27.0)
        .n("font-size", 14.0)
        .s("fill", theme::OD_TEXT)
        .s("text-anchor", "end")
        .text(&phase_text(state));
    if state.roll() > 0 {
        die(svg, W - 32.0, HEADER + 22.0, state.roll());
    }
}

/// A die face showing `n` (1-6).
fn die(svg: &mut Svg, cx: f32, cy: f32, n: u8) {
    svg.el("g").s("class", &format!("die roll-{n}")).open();
    let s = 13.0;
    svg.rect(cx - s, cy - s, 2.0 * s, 2.0 * s, 4.0, "#ffffff", theme::INK, 1.5);
    let d = s * 0.5;
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
    for &(dx, dy) in spots {
        svg.circle(cx + dx * d, cy + dy * d, 2.3, theme::INK, "none", 0.0);
    }
    svg.end_group();
}

fn ring(svg: &mut Svg, state: &State, g: &Geo, coordinates: bool) {
    let layout = state.config().layout;
    svg.group("ring");
    // The track itself: a band under the tiles.
    svg.circle(g.cx, g.cy, RING, "none", theme::OD_BAND, 2.0 * TILE + 8.0);
    for r in 0..RING_LEN {
        let galaxy = Colour::from_index(usize::from(r) / GALAXY_LEN).unwrap_or(Colour::Green);
        let kind = layout.kind(r);
        let (x, y) = g.ring(r);
        let a = g.angle(r);
        svg.el("g")
            .s("class", &format!("square r{r} {}", kind_name(kind)))
            .open();
        let (fill, rim, rim_w) = match kind {
            SquareKind::Moon => (colour_fill(galaxy), colour_edge(galaxy), 2.5),
            k if k.is_safe() => (colour_pale(galaxy), colour_edge(galaxy), 3.0),
            _ => (colour_pale(galaxy), theme::OD_TILE_EDGE, 1.0),
        };
        svg.circle(x, y, TILE, fill, rim, rim_w);
        square_icon(svg, state, kind, galaxy, x, y, a);
        svg.end_group();
        if coordinates {
            let (lx, ly) = g.polar(a, RING + TILE + 11.0);
            svg.text(lx, ly, 7.5, theme::OD_TEXT_SOFT, "normal", "middle", &format!("{r}"));
        }
    }
    svg.end_group();
}

fn kind_name(k: SquareKind) -> &'static str {
    match k {
        SquareKind::Moon => "moon",
        SquareKind::Plain => "plain",
        SquareKind::SafePlain => "safe",
        SquareKind::Star => "star",
        SquareKind::Sun => "sun",
        SquareKind::Odulo => "odulo",
        SquareKind::Ufo => "ufo-parking",
        SquareKind::Lightning => "lightning",
        SquareKind::Junction => "junction",
    }
}

/// The symbol of a special square at `(x, y)`; `a` is the square's angle.
fn square_icon(svg: &mut Svg, state: &State, kind: SquareKind, galaxy: Colour, x: f32, y: f32, a: f32) {
    match kind {
        SquareKind::Plain | SquareKind::SafePlain => {}
        SquareKind::Moon => {
            svg.circle(x, y, TILE * 0.55, "#ffffff", "none", 0.0);
            svg.circle(
                x + TILE * 0.28,
                y - TILE * 0.16,
                TILE * 0.5,
                colour_fill(galaxy),
                "none",
                0.0,
            );
        }
        SquareKind::Star => svg.star(x, y, TILE * 0.7, 5, 0.45, theme::OD_STAR, theme::OD_STAR_EDGE, 1.0),
        SquareKind::Sun => {
            for k in 0..8 {
                let b = k as f32 * TAU / 8.0;
                let (s, c) = (sin(b), cos(b));
                svg.line(
                    x + s * TILE * 0.45,
                    y - c * TILE * 0.45,
                    x + s * TILE * 0.78,
                    y - c * TILE * 0.78,
                    theme::OD_SUN_EDGE,
                    1.8,
                );
            }
            svg.circle(x, y, TILE * 0.42, theme::OD_SUN, theme::OD_SUN_EDGE, 1.2);
        }
        SquareKind::Odulo => {
            svg.circle(x, y, TILE * 0.62, "none", theme::OD_ODULO, 2.4);
            svg.circle(x, y, TILE * 0.3, "none", theme::OD_ODULO, 2.0);
        }
        SquareKind::Ufo => {
            svg.el("circle")
                .n("cx", x)
                .n("cy", y)
                .n("r", TILE * 0.72)
                .s("fill", "none")
                .s("stroke", colour_edge(galaxy))
                .n("stroke-width", 1.5)
                .s("stroke-dasharray", "3 2")
                .end();
            if state.ufo_available(galaxy) {
                ufo(svg, x, y, colour_fill(galaxy), &format!("ufo {}", galaxy.letter()));
            }
        }
        SquareKind::Lightning => {
            let s = TILE * 0.75;
            let pts = [
                (x + 0.15 * s, y - s),
                (x - 0.55 * s, y + 0.12 * s),
                (x - 0.05 * s, y + 0.12 * s),
                (x - 0.2 * s, y + s),
                (x + 0.55 * s, y - 0.15 * s),
                (x + 0.05 * s, y - 0.15 * s),
            ];
            svg.polygon(&pts, theme::OD_STAR, theme::OD_BOLT_EDGE, 1.0);
        }
        SquareKind::Junction => {
            // An arrow pointing to the middle, in the colour whose path starts here.
            let owner = galaxy.next();
            let (s, c) = (sin(a), cos(a));
            // Inward unit vector (-s, c), sideways (c, s).
            let tip = (x - s * TILE * 0.7, y + c * TILE * 0.7);
            let back = (x + s * TILE * 0.5, y - c * TILE * 0.5);
            let l = (back.0 + c * TILE * 0.55, back.1 + s * TILE * 0.55);
            let r = (back.0 - c * TILE * 0.55, back.1 - s * TILE * 0.55);
            svg.polygon(&[tip, l, r], colour_fill(owner), colour_edge(owner), 1.0);
        }
    }
}

/// A flying saucer centred on `(x, y)`.
fn ufo(svg: &mut Svg, x: f32, y: f32, fill: &str, class: &str) {
    svg.el("g").s("class", class).open();
    svg.el("ellipse")
        .n("cx", x)
        .n("cy", y - 3.0)
        .n("rx", 5.0)
        .n("ry", 4.5)
        .s("fill", theme::OD_DOME)
        .s("stroke", theme::INK)
        .n("stroke-width", 0.8)
        .end();
    svg.el("ellipse")
        .n("cx", x)
        .n("cy", y + 1.0)
        .n("rx", 11.0)
        .n("ry", 4.0)
        .s("fill", fill)
        .s("stroke", theme::INK)
        .n("stroke-width", 1.0)
        .end();
    for dx in [-6.0, 0.0, 6.0] {
        svg.circle(x + dx, y + 1.5, 1.1, "#fff7b0", "none", 0.0);
    }
    svg.end_group();
}

fn paths_and_earth(svg: &mut Svg, state: &State, g: &Geo) {
    svg.group("paths");
    for c in state.config().colours.iter() {
        for i in 0..g.path_len {
            let (x, y) = g.path(c, i);
            svg.el("circle")
                .s("class", &format!("square p{}{i}", c.letter()))
                .n("cx", x)
                .n("cy", y)
                .n("r", TILE * 0.85)
                .paint(colour_fill(c), colour_edge(c), 2.0)
                .end();
        }
    }
    svg.end_group();
    svg.group("earth");
    svg.circle(g.cx, g.cy, EARTH, theme::OD_SEA, theme::OD_EARTH_EDGE, 3.0);
    // Two continents, fixed shapes.
    svg.el("ellipse")
        .n("cx", g.cx - 18.0)
        .n("cy", g.cy - 14.0)
        .n("rx", 22.0)
        .n("ry", 14.0)
        .s("fill", theme::OD_LAND)
        .n("fill-opacity", 0.85)
        .end();
    svg.el("ellipse")
        .n("cx", g.cx + 20.0)
        .n("cy", g.cy + 18.0)
        .n("rx", 16.0)
        .n("ry", 20.0)
        .s("fill", theme::OD_LAND)
        .n("fill-opacity", 0.85)
        .end();
    svg.text(g.cx, g.cy - EARTH + 12.0, 9.0, "#ffffff", "bold", "middle", "EARTH");
    svg.end_group();
}

/// The free pawns of `c` on `loc` as a token label (`K`, `Q`, `S`, `2S`, `KQ`).
fn group_label(state: &State, c: Colour, loc: Loc) -> (String, usize) {
    let mut kinds = [0usize; 3];
    for i in 0..PAWNS {
        if let Some(p) = state.pawn(c, i)
            && p.loc == loc
            && p.is_free()
        {
            let k = match PawnKind::of_index(i) {
                PawnKind::King => 0,
                PawnKind::Queen => 1,
                PawnKind::Soldier => 2,
            };
            if let Some(n) = kinds.get_mut(k) {
                *n += 1;
            }
        }
    }
    let mut s = String::new();
    for (k, &n) in kinds.iter().enumerate() {
        let letter = ['K', 'Q', 'S'].get(k).copied().unwrap_or('?');
        if n > 1 {
            s.push_str(&format!("{n}"));
        }
        if n > 0 {
            s.push(letter);
        }
    }
    (s, kinds.iter().sum())
}

fn pawns(svg: &mut Svg, state: &State, g: &Geo) {
    svg.group("pawns");
    let mut locs: Vec<Loc> = Vec::new();
    for c in Colour::ALL {
        for i in 0..PAWNS {
            if let Some(p) = state.pawn(c, i)
                && (p.loc.on_board() || p.loc == Loc::Earth)
                && !locs.contains(&p.loc)
            {
                locs.push(p.loc);
            }
        }
    }
    for loc in locs {
        // The groups here: colours with free pawns on the square.
        let groups: Vec<Colour> = Colour::ALL
            .into_iter()
            .filter(|&c| group_label(state, c, loc).1 > 0)
            .collect();
        for (k, &c) in groups.iter().enumerate() {
            let Some((mut x, mut y)) = (match loc {
                Loc::Earth => Some(g.earth(c)),
                _ => g.at(loc),
            }) else {
                continue;
            };
            if groups.len() > 1 && loc != Loc::Earth {
                let off = (k as f32 - (groups.len() as f32 - 1.0) / 2.0) * 9.0;
                x += off;
                y -= off * 0.4;
            }
            let (label, size) = group_label(state, c, loc);
            let prisoners: Vec<Colour> = Colour::ALL
                .into_iter()
                .flat_map(|o| (0..PAWNS).map(move |i| (o, i)))
                .filter(|&(o, i)| state.pawn(o, i).is_some_and(|p| p.loc == loc && p.captor == Some(c)))
                .map(|(o, _)| o)
                .collect();
            let must = (0..PAWNS).any(|i| state.must_move(c, i) && state.pawn(c, i).is_some_and(|p| p.loc == loc));
            token(
                svg,
                x,
                y,
                c,
                &label,
                size,
                &prisoners,
                must,
                &format!("pawns {} {}", c.letter(), loc_name(loc)),
            );
        }
    }
    svg.end_group();
}

/// A group's token: a disc in its colour (a second disc behind for a
/// stack), the kinds, prisoners as small discs on its rim.
#[allow(clippy::too_many_arguments)]
fn token(
    svg: &mut Svg,
    x: f32,
    y: f32,
    c: Colour,
    label: &str,
    size: usize,
    prisoners: &[Colour],
    must: bool,
    class: &str,
) {
    let r = 11.0;
    svg.el("g").s("class", class).open();
    if size > 1 {
        svg.circle(x + 2.5, y + 2.5, r, colour_edge(c), theme::INK, 1.0);
    }
    svg.circle(x, y, r, colour_fill(c), "#ffffff", 1.8);
    if must {
        svg.el("circle")
            .n("cx", x)
            .n("cy", y)
            .n("r", r + 3.5)
            .s("fill", "none")
            .s("stroke", theme::OD_MUST)
            .n("stroke-width", 2.0)
            .s("stroke-dasharray", "3 2")
            .end();
    }
    let fs = match label.chars().count() {
        0 | 1 => 11.0,
        2 => 9.0,
        _ => 7.0,
    };
    svg.text(x, y, fs, "#ffffff", "bold", "middle", label);
    for (k, &p) in prisoners.iter().enumerate() {
        let b = 2.4 + k as f32 * 0.62;
        svg.el("circle")
            .s("class", &format!("prisoner {}", p.letter()))
            .n("cx", x + (r + 1.0) * sin(b))
            .n("cy", y - (r + 1.0) * cos(b))
            .n("r", 4.2)
            .paint(colour_fill(p), theme::INK, 1.2)
            .end();
    }
    svg.end_group();
}

fn ships(svg: &mut Svg, state: &State, g: &Geo, options: &Options<Loc>) {
    svg.group("ships");
    let config = state.config();
    for c in config.colours.iter() {
        let (x, y) = g.ship(c);
        let acting = state.colour_to_move() == c && !matches!(state.phase(), Phase::GameOver | Phase::StartRoll);
        svg.el("g").s("class", &format!("ship {}", c.letter())).open();
        // The hull and the cabin.
        if acting {
            svg.el("ellipse")
                .n("cx", x)
                .n("cy", y)
                .n("rx", 74.0)
                .n("ry", 36.0)
                .s("fill", "none")
                .s("stroke", theme::OD_ACTIVE)
                .n("stroke-width", 3.0)
                .end();
        }
        svg.el("ellipse")
            .n("cx", x)
            .n("cy", y)
            .n("rx", 68.0)
            .n("ry", 30.0)
            .paint(colour_pale(c), colour_edge(c), 2.5)
            .end();
        let waiting: Vec<usize> = (0..PAWNS)
            .filter(|&i| state.pawn(c, i).is_some_and(|p| p.loc == Loc::Ship))
            .collect();
        for (k, &i) in waiting.iter().enumerate() {
            let px = x - 40.0 + k as f32 * 20.0;
            let letter = PawnKind::of_index(i).letter();
            svg.el("g")
                .s("class", &format!("pawn {} {letter} ship", c.letter()))
                .open();
            svg.circle(px, y + 6.0, 8.0, colour_fill(c), "#ffffff", 1.5);
            svg.text(px, y + 6.0, 9.0, "#ffffff", "bold", "middle", &String::from(letter));
            svg.end_group();
        }
        let status = match state.status(c) {
            PlayerStatus::Active => "",
            PlayerStatus::Finished => " · home",
            PlayerStatus::Eliminated => " · out",
            PlayerStatus::Absent => " · absent",
        };
        let you = if options.seat.is_some() && options.seat == state.seat_of(c) {
            " (you)"
        } else {
            ""
        };
        svg.text(
            x,
            y - 14.0,
            11.0,
            theme::INK,
            "bold",
            "middle",
            &format!("{c}{you}{status}"),
        );
        let mut score = format!("score {}", state.round_score(c));
        if config.mode == Mode::LastPawn {
            score = format!("{score} · total {} · wins {}", state.total(c), state.round_wins(c));
        }
        svg.text(x, y + 44.0, 10.0, theme::OD_TEXT, "normal", "middle", &score);
        svg.end_group();
    }
    svg.end_group();
}

/// Click areas: Earth, then every path square and ring square on top.
fn hits(svg: &mut Svg, state: &State, g: &Geo) {
    svg.group("hits");
    svg.hit_circle(g.cx, g.cy, EARTH, "data-square", &loc_name(Loc::Earth));
    for c in state.config().colours.iter() {
        for i in 0..g.path_len {
            let (x, y) = g.path(c, i);
            svg.hit_circle(x, y, TILE, "data-square", &loc_name(Loc::Path(c, i)));
        }
    }
    for r in 0..RING_LEN {
        let (x, y) = g.ring(r);
        svg.hit_circle(x, y, TILE, "data-square", &loc_name(Loc::Ring(r)));
    }
    svg.end_group();
}

fn highlights(svg: &mut Svg, g: &Geo, options: &Options<Loc>) {
    svg.group("highlights");
    for &loc in &options.last_move {
        if let Some((x, y)) = g.at(loc) {
            let r = if loc == Loc::Earth { EARTH + 3.0 } else { TILE + 3.0 };
            svg.el("circle")
                .s("class", &format!("last-move {}", loc_name(loc)))
                .n("cx", x)
                .n("cy", y)
                .n("r", r)
                .paint("none", theme::OD_ACTIVE, 3.0)
                .end();
        }
    }
    for &loc in &options.targets {
        if let Some((x, y)) = g.at(loc) {
            svg.el("circle")
                .s("class", &format!("target {}", loc_name(loc)))
                .n("cx", x)
                .n("cy", y)
                .n("r", 5.0)
                .s("fill", theme::OD_ACTIVE)
                .n("fill-opacity", 0.8)
                .end();
        }
    }
    svg.end_group();
}

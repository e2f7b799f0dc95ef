//! The one-line state notation (`Display`/`FromStr`, exact round-trip).
//!
//! Eight space-separated fields:
//!
//! ```text
//! <config> <board> <phase> <turn><starter> <side X> <side O> <score> <last round>
//! bo5,-,1v1,std,std 10/10/10/10/4O5/10/10/10/10/10 play XO 21g7r:gggr:0g0r:0:-:- 7g21r:rrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -
//! ```
//!
//! * config: `format,variants,teams,layout,deck`. Format `bo5` (best of 5
//!   sets), `rounds10`, `points50`, `round`. Variants `-` or `+`-joined
//!   `t10|t20|t30|t40`, `random`, `map`, `mission`. Teams `2v1` (players of X
//!   v O). Layout `std` or `ROWSxCOLS:DOTS:K.K.K.K` (one dot digit per square,
//!   row-major; the 4 knockout squares). Deck `std` or 25 cards `/`-joined,
//!   each `own.own.own.off` squares.
//! * board: rows from the top, `/`-separated; a number is a run of empty
//!   squares; `X` green X, `x` red X, `O` red O, `o` green O (upper case =
//!   the side's main colour).
//! * phase: `lot`, `play`, `over` (round over), `end` (match over); then the
//!   side to act and the round's starter, e.g. `XO`.
//! * side: `BAG:LINEUP:SKIPPED:MEMBER:MAP:MISSION`: bag as `21g7r`, line-up
//!   colours next first (`-` if empty; a trailing `*` while Random draws are
//!   due), skipped pieces `0g0r`, the team member to act next, Map and
//!   Mission cards: the Map card number or `-`; the Mission cards of the
//!   side's players in seat order, `.`-joined (`-` for a player without
//!   one), or a single `-` while none of them holds one (X-R2).
//! * score: `points:sets:total:rounds won:void rounds`, each pair `X-O`.
//! * last round: `-`, `void`, or winner, line dots, `+` bonus, then `k` for a
//!   square knockout and `m` for a mission knockout: `O17+6`, `X12+0k`.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::grid::Coord;

use crate::config::{Config, ConfigError, MatchFormat, TimeBomb, Variants};
use crate::layout::{BoardLayout, Card};
use crate::piece::{BySide, Colour, Piece, Side};
use crate::state::{Board, Phase, RoundResult, RoundWin, Rules, Score, SideState, State};

/// Why text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// Not eight fields.
    #[error("expected 8 fields, got {0}")]
    Fields(usize),
    /// The config field is malformed.
    #[error("bad config field: {0}")]
    Config(&'static str),
    /// The config is well-formed but invalid.
    #[error("{0}")]
    InvalidConfig(ConfigError),
    /// The board field is malformed.
    #[error("bad board: {0}")]
    Board(&'static str),
    /// The phase or turn field is malformed.
    #[error("bad phase")]
    Phase,
    /// A side field is malformed.
    #[error("bad side field")]
    Side,
    /// The score field is malformed.
    #[error("bad score")]
    Score,
    /// The last-round field is malformed.
    #[error("bad last round")]
    Last,
    /// Well-formed, but not a consistent state.
    #[error("inconsistent state: {0}")]
    Inconsistent(String),
}

fn format_text(f: MatchFormat) -> String {
    match f {
        MatchFormat::Sets { best_of } => alloc::format!("bo{best_of}"),
        MatchFormat::Rounds(n) => alloc::format!("rounds{n}"),
        MatchFormat::Points(n) => alloc::format!("points{n}"),
        MatchFormat::OneRound => "round".into(),
    }
}

fn num<T: FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || (s.len() > 1 && s.starts_with('0')) {
        return None;
    }
    s.parse().ok()
}

fn parse_format(s: &str) -> Option<MatchFormat> {
    if s == "round" {
        Some(MatchFormat::OneRound)
    } else if let Some(n) = s.strip_prefix("bo") {
        num(n).map(|best_of| MatchFormat::Sets { best_of })
    } else if let Some(n) = s.strip_prefix("rounds") {
        num(n).map(MatchFormat::Rounds)
    } else {
        s.strip_prefix("points").and_then(num).map(MatchFormat::Points)
    }
}

fn variants_text(v: &Variants) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(t) = v.time_bomb {
        parts.push(alloc::format!("t{}", t.seconds()));
    }
    for (on, name) in [(v.random, "random"), (v.map, "map"), (v.mission, "mission")] {
        if on {
            parts.push(name.into());
        }
    }
    if parts.is_empty() { "-".into() } else { parts.join("+") }
}

fn parse_variants(s: &str) -> Option<Variants> {
    let mut v = Variants::default();
    if s == "-" {
        return Some(v);
    }
    let mut order = 0;
    for p in s.split('+') {
        let (rank, ok) = match p {
            "random" => (2, !core::mem::replace(&mut v.random, true)),
            "map" => (3, !core::mem::replace(&mut v.map, true)),
            "mission" => (4, !core::mem::replace(&mut v.mission, true)),
            t => {
                let secs = t.strip_prefix('t').and_then(num::<u8>)?;
                (1, v.time_bomb.replace(TimeBomb::from_seconds(secs)?).is_none())
            }
        };
        if !ok || rank <= order {
            return None;
        }
        order = rank;
    }
    Some(v)
}

fn squares_text(sq: &[Coord]) -> String {
    sq.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(".")
}

fn parse_squares<const N: usize>(s: &str) -> Option<[Coord; N]> {
    let v: Vec<Coord> = s.split('.').map(|x| x.parse().ok()).collect::<Option<_>>()?;
    <[Coord; N]>::try_from(v).ok()
}

fn layout_text(l: &BoardLayout) -> String {
    if *l == BoardLayout::default_v0() {
        return "std".into();
    }
    let dots: String = l.dots.iter().map(|d| char::from(b'0' + d.min(&9))).collect();
    alloc::format!("{}x{}:{}:{}", l.rows, l.cols, dots, squares_text(&l.knockout))
}

fn parse_layout(s: &str) -> Option<BoardLayout> {
    if s == "std" {
        return Some(BoardLayout::default_v0());
    }
    let mut it = s.split(':');
    let (size, dots, ko) = (it.next()?, it.next()?, it.next()?);
    if it.next().is_some() {
        return None;
    }
    let (r, c) = size.split_once('x')?;
    let dots = dots
        .bytes()
        .map(|b| b.is_ascii_digit().then(|| b - b'0'))
        .collect::<Option<Vec<u8>>>()?;
    Some(BoardLayout {
        rows: num(r)?,
        cols: num(c)?,
        dots,
        knockout: parse_squares(ko)?,
    })
}

fn deck_text(d: &[Card]) -> String {
    if d == Card::default_deck().as_slice() {
        return "std".into();
    }
    d.iter()
        .map(|c| squares_text(&c.squares()))
        .collect::<Vec<_>>()
        .join("/")
}

fn parse_deck(s: &str) -> Option<Vec<Card>> {
    if s == "std" {
        return Some(Card::default_deck());
    }
    s.split('/')
        .map(|c| parse_squares::<4>(c).map(|[a, b, c, d]| Card { own: [a, b, c], off: d }))
        .collect()
}

/// The config field of the notation.
pub(crate) fn config_text(c: &Config) -> String {
    alloc::format!(
        "{},{},{}v{},{},{}",
        format_text(c.format),
        variants_text(&c.variants),
        c.team_sizes[Side::X],
        c.team_sizes[Side::O],
        layout_text(&c.layout),
        deck_text(&c.deck)
    )
}

/// Parses the config field (not validated).
pub(crate) fn parse_config(s: &str) -> Result<Config, ParseStateError> {
    let parts: Vec<&str> = s.split(',').collect();
    let [f, v, t, l, d] = parts.as_slice() else {
        return Err(ParseStateError::Config("expected 5 parts"));
    };
    let (tx, to) = t.split_once('v').ok_or(ParseStateError::Config("teams"))?;
    Ok(Config {
        format: parse_format(f).ok_or(ParseStateError::Config("format"))?,
        variants: parse_variants(v).ok_or(ParseStateError::Config("variants"))?,
        team_sizes: BySide([
            num(tx).ok_or(ParseStateError::Config("teams"))?,
            num(to).ok_or(ParseStateError::Config("teams"))?,
        ]),
        layout: parse_layout(l).ok_or(ParseStateError::Config("layout"))?,
        deck: parse_deck(d).ok_or(ParseStateError::Config("deck"))?,
    })
}

fn opt(o: Option<u8>) -> String {
    o.map_or_else(|| "-".into(), |i| i.to_string())
}

fn missions_text(m: &[Option<u8>]) -> String {
    if m.iter().all(Option::is_none) {
        return "-".into();
    }
    m.iter().map(|&c| opt(c)).collect::<Vec<_>>().join(".")
}

fn parse_missions(s: &str, players: usize) -> Option<Vec<Option<u8>>> {
    if s == "-" {
        return Some(alloc::vec![None; players]);
    }
    let v: Vec<Option<u8>> = s.split('.').map(parse_opt).collect::<Option<_>>()?;
    // One spelling per state: all-empty is `-` alone.
    (v.len() == players && v.iter().any(Option::is_some)).then_some(v)
}

fn side_text(s: &SideState, missions: &[Option<u8>]) -> String {
    let mut lineup: String = s.line_up().map(Colour::letter).collect();
    if lineup.is_empty() {
        lineup.push('-');
    }
    if s.filling {
        lineup.push('*');
    }
    alloc::format!(
        "{}g{}r:{}:{}g{}r:{}:{}:{}",
        s.bag_green,
        s.bag_red,
        lineup,
        s.skipped_green,
        s.skipped_red,
        s.member,
        opt(s.map_card),
        missions_text(missions)
    )
}

fn parse_gr(s: &str) -> Option<(u8, u8)> {
    let (g, r) = s.strip_suffix('r')?.split_once('g')?;
    Some((num(g)?, num(r)?))
}

fn parse_opt(s: &str) -> Option<Option<u8>> {
    if s == "-" { Some(None) } else { num(s).map(Some) }
}

fn parse_side(s: &str, players: usize) -> Option<(SideState, Vec<Option<u8>>)> {
    let parts: Vec<&str> = s.split(':').collect();
    let [bag, lineup, skipped, member, map, mission] = parts.as_slice() else {
        return None;
    };
    let (bag_green, bag_red) = parse_gr(bag)?;
    let (skipped_green, skipped_red) = parse_gr(skipped)?;
    let mut st = SideState {
        bag_green,
        bag_red,
        skipped_green,
        skipped_red,
        member: num(member)?,
        map_card: parse_opt(map)?,
        ..SideState::default()
    };
    let (lineup, filling) = match lineup.strip_suffix('*') {
        Some(l) => (l, true),
        None => (*lineup, false),
    };
    st.filling = filling;
    if lineup != "-" {
        // An empty line-up is spelled `-` only (one spelling per state).
        if lineup.is_empty() || lineup.len() > 4 {
            return None;
        }
        for ch in lineup.chars() {
            st.push(Colour::from_letter(ch).filter(|_| ch.is_ascii_lowercase())?);
        }
    }
    Some((st, parse_missions(mission, players)?))
}

fn pair<T: fmt::Display>(p: &BySide<T>) -> String {
    alloc::format!("{}-{}", p[Side::X], p[Side::O])
}

fn parse_pair<T: FromStr>(s: &str) -> Option<BySide<T>> {
    let (a, b) = s.split_once('-')?;
    Some(BySide([num(a)?, num(b)?]))
}

fn last_text(l: Option<RoundResult>) -> String {
    match l {
        None => "-".into(),
        Some(RoundResult::Void) => "void".into(),
        Some(RoundResult::Won(w)) => alloc::format!(
            "{}{}+{}{}{}",
            w.side,
            w.line_points,
            w.bonus,
            if w.square_knockout { "k" } else { "" },
            if w.mission_knockout { "m" } else { "" }
        ),
    }
}

fn parse_last(s: &str) -> Option<Option<RoundResult>> {
    match s {
        "-" => return Some(None),
        "void" => return Some(Some(RoundResult::Void)),
        _ => {}
    }
    let mut ch = s.chars();
    let side = Side::from_letter(ch.next()?).filter(|_| s.starts_with(['X', 'O']))?;
    let rest = ch.as_str();
    let (mission_knockout, rest) = match rest.strip_suffix('m') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (square_knockout, rest) = match rest.strip_suffix('k') {
        Some(r) => (true, r),
        None => (false, rest),
    };
    let (a, b) = rest.split_once('+')?;
    Some(Some(RoundResult::Won(RoundWin {
        side,
        line_points: num(a)?,
        bonus: num(b)?,
        square_knockout,
        mission_knockout,
    })))
}

fn board_text(s: &State) -> String {
    let g = s.rules.geo;
    let mut out = String::new();
    for r in 0..g.rows {
        if r > 0 {
            out.push('/');
        }
        let mut run = 0;
        for c in 0..g.cols {
            match s.piece_at(Coord::new(r, c)) {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push(p.code());
                }
            }
        }
        if run > 0 {
            let _ = write!(out, "{run}");
        }
    }
    out
}

fn parse_board(s: &str, rules: &Rules) -> Result<Board, ParseStateError> {
    let g = rules.geo;
    let rows: Vec<&str> = s.split('/').collect();
    if rows.len() != g.rows as usize {
        return Err(ParseStateError::Board("wrong number of rows"));
    }
    let mut board = Board::default();
    for (r, row) in rows.iter().enumerate() {
        let mut col = 0usize;
        let mut run = 0usize;
        for ch in row.chars() {
            if let Some(d) = ch.to_digit(10) {
                if run == 0 && d == 0 {
                    return Err(ParseStateError::Board("zero run"));
                }
                run = run * 10 + d as usize;
                if run > 26 {
                    return Err(ParseStateError::Board("run too long"));
                }
                continue;
            }
            col += run;
            run = 0;
            let p = Piece::from_code(ch).ok_or(ParseStateError::Board("unknown piece"))?;
            if col >= g.cols as usize {
                return Err(ParseStateError::Board("row too long"));
            }
            board.put(r * g.cols as usize + col, p);
            col += 1;
        }
        col += run;
        if col != g.cols as usize {
            return Err(ParseStateError::Board("row length"));
        }
    }
    Ok(board)
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let phase = match self.phase {
            Phase::Lot => "lot",
            Phase::Play => "play",
            Phase::RoundOver => "over",
            Phase::MatchOver => "end",
        };
        let sc = &self.score;
        write!(
            f,
            "{} {} {} {}{} {} {} {}:{}:{}:{}:{} {}",
            config_text(&self.config()),
            board_text(self),
            phase,
            self.turn,
            self.starter,
            side_text(
                &self.sides[Side::X],
                self.missions.get(self.seats_of(Side::X)).unwrap_or(&[])
            ),
            side_text(
                &self.sides[Side::O],
                self.missions.get(self.seats_of(Side::O)).unwrap_or(&[])
            ),
            pair(&sc.points),
            pair(&sc.sets),
            pair(&sc.total),
            pair(&sc.rounds_won),
            sc.void_rounds,
            last_text(self.last)
        )
    }
}

impl FromStr for State {
    type Err = ParseStateError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        let [cfg, board, phase, ts, sx, so, score, last] = fields.as_slice() else {
            return Err(ParseStateError::Fields(fields.len()));
        };
        let config = parse_config(cfg)?;
        let rules = Rules::new(&config).map_err(ParseStateError::InvalidConfig)?;
        let board = parse_board(board, &rules)?;
        let phase = match *phase {
            "lot" => Phase::Lot,
            "play" => Phase::Play,
            "over" => Phase::RoundOver,
            "end" => Phase::MatchOver,
            _ => return Err(ParseStateError::Phase),
        };
        let mut tc = ts.chars();
        let (Some(turn), Some(starter), None) = (
            tc.next().and_then(Side::from_letter),
            tc.next().and_then(Side::from_letter),
            tc.next(),
        ) else {
            return Err(ParseStateError::Phase);
        };
        if ts.chars().any(|c| c.is_ascii_lowercase()) {
            return Err(ParseStateError::Phase);
        }
        let teams = config.team_sizes;
        let (side_x, mx) = parse_side(sx, usize::from(teams[Side::X])).ok_or(ParseStateError::Side)?;
        let (side_o, mo) = parse_side(so, usize::from(teams[Side::O])).ok_or(ParseStateError::Side)?;
        let mut missions = [None; crate::config::MAX_SEATS];
        for (slot, m) in missions.iter_mut().zip(mx.into_iter().chain(mo)) {
            *slot = m;
        }
        let parts: Vec<&str> = score.split(':').collect();
        let [p, st, t, w, v] = parts.as_slice() else {
            return Err(ParseStateError::Score);
        };
        let rounds_won: BySide<u16> = parse_pair(w).ok_or(ParseStateError::Score)?;
        let sc = Score {
            points: parse_pair(p).ok_or(ParseStateError::Score)?,
            sets: parse_pair(st).ok_or(ParseStateError::Score)?,
            total: parse_pair(t).ok_or(ParseStateError::Score)?,
            rounds: rounds_won[Side::X]
                .checked_add(rounds_won[Side::O])
                .ok_or(ParseStateError::Score)?,
            rounds_won,
            void_rounds: num(v).ok_or(ParseStateError::Score)?,
        };
        let state = State {
            rules,
            board,
            sides: BySide([side_x, side_o]),
            missions,
            phase,
            turn,
            starter,
            score: sc,
            last: parse_last(last).ok_or(ParseStateError::Last)?,
        };
        state.validate().map_err(ParseStateError::Inconsistent)?;
        Ok(state)
    }
}

#[cfg(test)]
#[path = "tests/notation.rs"]
mod tests;

//! What a move did: the typed [`Event`]s of [`board_core::events::Narrate`]
//!, what each seat may know of them, and the public board a
//! frontend follows from the events alone ([`PublicBoard`]).
//!
//! One implementation of the rules serves both paths: the move code is
//! generic over a sink ([`board_core::EventSink`]); the fast path passes `NoEvents` (its event code
//! is compiled away: no allocation, no extra work) and
//! [`Narrate::apply_narrated`] a `Vec<Event>`.

use alloc::vec::Vec;
use core::fmt;

use board_core::Seat;
use board_core::events::{Narrate, Redact};
use board_core::grid::Coord;

use crate::config::Variants;
use crate::layout::MissionView;
use crate::moves::{Move, MoveError};
use crate::piece::{BySide, Colour, Piece, Side};
use crate::state::{Board, CYCLE, EndReason, Phase, RoundScore, Score, SideState, State};

/// One thing that happened in a move, in the order a frontend animates it.
///
/// A move's events come in this order (each only when it happens):
///
/// 1. [`Event::Lot`] (the opening lot), or [`Event::RoundStarted`] (the
///    first move after a round's end clears the board);
/// 2. the set-up draws: [`Event::MapPiecesSet`], [`Event::MissionCardDrawn`],
///    [`Event::BagDraw`];
/// 3. the turn: [`Event::PiecePlaced`], [`Event::PieceSkipped`] or
///    [`Event::TimedOut`];
/// 4. the line-up running out: [`Event::LineUpFilled`] (standard) or
///    [`Event::DrawingStarted`] (Random);
/// 5. the round's end: [`Event::LineMade`], [`Event::MissionCardsRevealed`]
///    (Mission), [`Event::PointsBooked`], [`Event::Knockout`],
///    [`Event::SetWon`], [`Event::RoundOver`]; or
///    [`Event::MissionCardsRevealed`] and [`Event::VoidRound`];
/// 6. [`Event::GameOver`].
///
/// With the `serde` feature an event is an object tagged by `"type"`
/// (`{"type": "piece_placed", "seat": 0, "square": "e5", "piece":
/// {"shape": "x", "colour": "green"}}`); squares are their notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum Event {
    /// The opening lot: `starter` starts the first round (spec §6).
    Lot {
        /// The side that starts.
        starter: Side,
    },
    /// A new round begins: the board is cleared, both sides take a fresh
    /// supply (standard line-ups filled, Random line-ups to draw) and
    /// `starter` moves first (spec §6).
    RoundStarted {
        /// The side that starts the round (the loser of the last one).
        starter: Side,
    },
    /// Map: `side` drew Map card `card`, which set three main-colour pieces
    /// on `own` and one off-colour piece on `off` (spec §7). Public.
    MapPiecesSet {
        /// The side whose pieces were set.
        side: Side,
        /// The card (0-based deck index).
        card: u8,
        /// The three main-colour squares.
        own: [Coord; 3],
        /// The off-colour square.
        off: Coord,
    },
    /// Mission: `seat` drew a Mission card. `card` is `Some` only for the
    /// holder (X-R2); every other seat and a spectator see `None` until
    /// [`Event::MissionCardsRevealed`].
    MissionCardDrawn {
        /// The drawing seat.
        seat: Seat,
        /// Its side.
        side: Side,
        /// The card, if the observer may know it.
        card: Option<u8>,
    },
    /// Random: `side` drew a piece of `colour` from its bag into its
    /// line-up (spec §2). Public.
    BagDraw {
        /// The drawing side.
        side: Side,
        /// The colour drawn.
        colour: Colour,
    },
    /// `seat` placed `piece` on `square` (spec §4).
    PiecePlaced {
        /// The placing seat.
        seat: Seat,
        /// The square.
        square: Coord,
        /// The piece (shape and colour).
        piece: Piece,
    },
    /// `seat`'s next piece had no legal square and was skipped (D7).
    PieceSkipped {
        /// The seat whose turn it was.
        seat: Seat,
        /// The skipped piece.
        piece: Piece,
    },
    /// TimeBomb: `seat` ran out of time; the turn passes and `piece` stays
    /// next (D4).
    TimedOut {
        /// The seat whose time ran out.
        seat: Seat,
        /// Its side.
        side: Side,
        /// The piece that stays next.
        piece: Option<Piece>,
    },
    /// Standard line-up: `side`'s empty line-up took its next pieces from
    /// the bag, next first (spec §2).
    LineUpFilled {
        /// The side.
        side: Side,
        /// The new line-up, next piece first.
        line_up: Vec<Colour>,
    },
    /// Random: `side`'s line-up is empty; its next pieces are drawn from
    /// the bag ([`Event::BagDraw`]s follow before the side moves again).
    DrawingStarted {
        /// The side.
        side: Side,
    },
    /// Five in a row: every square of `side`'s lines (by shape or colour),
    /// in square order. `side` wins the round (spec §5).
    LineMade {
        /// The side the line belongs to (the round's winner).
        side: Side,
        /// The squares of its lines.
        squares: Vec<Coord>,
    },
    /// Mission: the round is over and every seat's Mission card is shown,
    /// in seat order (X-R2).
    MissionCardsRevealed {
        /// Each seat's card (0-based deck index).
        cards: Vec<Option<u8>>,
    },
    /// The round's points are booked (spec §5-§7): `win` says how many and
    /// why; `score` is the match score after booking (a set won already
    /// counted, its surplus dropped).
    PointsBooked {
        /// The round's result.
        win: RoundScore,
        /// The score after booking.
        score: Score,
    },
    /// Knockout: the winning line crosses the knockout `squares`, or
    /// (`mission`) one Mission card's four marks are covered. The match
    /// ends (spec §5, §7).
    Knockout {
        /// The side that wins by knockout.
        side: Side,
        /// The knockout squares of its winning lines (empty for a Mission
        /// knockout alone).
        squares: Vec<Coord>,
        /// A Mission card was fully covered.
        mission: bool,
    },
    /// `side` reached [`crate::SET_POINTS`] and won a set (spec §6).
    SetWon {
        /// The side.
        side: Side,
        /// Sets won after this one.
        sets: BySide<u8>,
    },
    /// The round is over, won by `winner`; the board stays until the next
    /// move (E4).
    RoundOver {
        /// The round's winner.
        winner: Side,
    },
    /// Every piece was played without a line: the round is void, no points,
    /// and it is replayed (D3, X-R3).
    VoidRound,
    /// The match is over: `winner`, or a draw (`None`).
    GameOver {
        /// The match winner.
        winner: Option<Side>,
    },
}

fn squares(f: &mut fmt::Formatter<'_>, list: &[Coord]) -> fmt::Result {
    for (k, c) in list.iter().enumerate() {
        if k > 0 {
            f.write_str(" ")?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

/// `green X`, `red O`.
fn piece(p: Piece) -> impl fmt::Display {
    struct P(Piece);
    impl fmt::Display for P {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} {}", self.0.colour, self.0.shape)
        }
    }
    P(p)
}

/// `X (seat 0)`.
fn who(side: Side, seat: Seat) -> impl fmt::Display {
    struct W(Side, Seat);
    impl fmt::Display for W {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{} ({})", self.0, self.1)
        }
    }
    W(side, seat)
}

impl fmt::Display for Event {
    /// Plain English, one line, sides named X and O and players by seat:
    /// `X (seat 0) places a green X on e5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Lot { starter } => write!(f, "The lot says {starter} starts"),
            Event::RoundStarted { starter } => {
                write!(f, "A new round starts on a cleared board; {starter} starts")
            }
            Event::MapPiecesSet { side, card, own, off } => {
                let main = Piece::new(*side, side.main());
                let offp = Piece::new(*side, side.off());
                write!(f, "{side}'s Map card {card} sets a {} on ", piece(main))?;
                squares(f, own)?;
                write!(f, " and a {} on {off}", piece(offp))
            }
            Event::MissionCardDrawn { seat, side, card } => match card {
                Some(c) => write!(f, "{} draws Mission card {c}", who(*side, *seat)),
                None => write!(f, "{} draws a Mission card", who(*side, *seat)),
            },
            Event::BagDraw { side, colour } => write!(f, "{side} draws a {colour} piece from the bag"),
            Event::PiecePlaced { seat, square, piece: p } => {
                write!(f, "{} places a {} on {square}", who(p.shape, *seat), piece(*p))
            }
            Event::PieceSkipped { seat, piece: p } => write!(
                f,
                "{} skips a {}: no square is open to it",
                who(p.shape, *seat),
                piece(*p)
            ),
            Event::TimedOut { seat, side, piece: p } => {
                write!(f, "{} runs out of time", who(*side, *seat))?;
                match p {
                    Some(p) => write!(f, "; the {} stays next", piece(*p)),
                    None => Ok(()),
                }
            }
            Event::LineUpFilled { side, line_up } => {
                write!(f, "{side}'s next pieces:")?;
                for c in line_up {
                    write!(f, " {c}")?;
                }
                Ok(())
            }
            Event::DrawingStarted { side } => write!(f, "{side}'s line-up is empty: {side} draws from the bag"),
            Event::LineMade { side, squares: sq } => {
                write!(f, "{side} makes five in a row: ")?;
                squares(f, sq)
            }
            Event::MissionCardsRevealed { cards } => {
                f.write_str("Mission cards shown:")?;
                for (s, c) in cards.iter().enumerate() {
                    match c {
                        Some(c) => write!(f, " seat {s} card {c}")?,
                        None => write!(f, " seat {s} none")?,
                    }
                    if s + 1 < cards.len() {
                        f.write_str(",")?;
                    }
                }
                Ok(())
            }
            Event::PointsBooked { win, score } => {
                write!(f, "{} scores {}", win.side, win.points())?;
                if win.bonus > 0 {
                    write!(f, " ({} for the line, {} Mission bonus)", win.line_points, win.bonus)?;
                }
                write!(
                    f,
                    "; points X {} - O {}, total X {} - O {}",
                    score.points[Side::X],
                    score.points[Side::O],
                    score.total[Side::X],
                    score.total[Side::O]
                )
            }
            Event::Knockout {
                side,
                squares: sq,
                mission,
            } => {
                write!(f, "Knockout for {side}")?;
                if !sq.is_empty() {
                    f.write_str(": the line crosses knockout square ")?;
                    squares(f, sq)?;
                }
                if *mission {
                    f.write_str(if sq.is_empty() { ": " } else { " and " })?;
                    f.write_str("a Mission card is fully covered")?;
                }
                Ok(())
            }
            Event::SetWon { side, sets } => {
                write!(f, "{side} wins the set; sets X {} - O {}", sets[Side::X], sets[Side::O])
            }
            Event::RoundOver { winner } => write!(f, "Round over: {winner} wins the round"),
            Event::VoidRound => f.write_str("Round over: void, every piece is played without a line; it is replayed"),
            Event::GameOver { winner: Some(w) } => write!(f, "Match over: {w} wins"),
            Event::GameOver { winner: None } => f.write_str("Match over: a draw"),
        }
    }
}

impl Redact for Event {
    /// Hides another seat's Mission card (X-R2); everything else in
    /// XOBrainer is public.
    fn seen_by(&self, seat: Seat) -> Self {
        match self {
            Event::MissionCardDrawn { seat: holder, .. } if *holder != seat => self.public(),
            _ => self.clone(),
        }
    }

    fn public(&self) -> Self {
        match *self {
            Event::MissionCardDrawn { seat, side, .. } => Event::MissionCardDrawn { seat, side, card: None },
            _ => self.clone(),
        }
    }
}

impl Narrate for State {
    type Event = Event;

    /// [`board_core::Game::apply`] with the move's [`Event`]s appended to
    /// `events` (nothing on an error).
    fn apply_narrated(&self, mv: &Move, events: &mut Vec<Event>) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut s = self.clone();
        s.apply_with(mv, events);
        Ok(s)
    }
}

/// Everything every seat sees of a match, and how each [`Event`] changes
/// it ([`PublicBoard::apply_event`]): the reference of how a frontend
/// follows a match from the events alone. `tests/suite/events.rs` rebuilds it
/// from the events after every move of thousands of seeded matches and
/// compares it with [`PublicBoard::of`] the real state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicBoard {
    /// Board height and width.
    pub size: (u8, u8),
    /// Players per side (from the config).
    pub team_sizes: BySide<u8>,
    /// The variants in play (from the config).
    pub variants: Variants,
    /// The phase.
    pub phase: Phase,
    /// [`State::side_to_move`].
    pub side_to_move: Side,
    /// [`State::starter`].
    pub starter: Side,
    /// The pieces on the board.
    pub board: Board,
    /// Bags, line-ups, skipped pieces, team rotation, Map cards.
    pub sides: BySide<SideState>,
    /// Each seat's Mission card as everybody knows it: drawn
    /// ([`MissionView::Hidden`]) or, at a round's end, shown.
    pub missions: Vec<MissionView>,
    /// The score.
    pub score: Score,
    /// The latest round's result.
    pub last: Option<EndReason>,
}

impl PublicBoard {
    /// The public board of `state`.
    pub fn of(state: &State) -> PublicBoard {
        let revealed = matches!(state.phase, Phase::RoundOver | Phase::GameOver);
        PublicBoard {
            size: state.size(),
            team_sizes: state.rules.team_sizes,
            variants: state.rules.variants,
            phase: state.phase,
            side_to_move: state.turn,
            starter: state.starter,
            board: state.board,
            sides: state.sides,
            missions: state
                .missions()
                .iter()
                .map(|m| match *m {
                    None => MissionView::None,
                    Some(c) if revealed => MissionView::Known(c),
                    Some(_) => MissionView::Hidden,
                })
                .collect(),
            score: state.score,
            last: state.last,
        }
    }

    fn index(&self, c: Coord) -> usize {
        usize::from(c.row) * usize::from(self.size.1) + usize::from(c.col)
    }

    /// The side's team rotation moves on after a turn (E3).
    fn advance(&mut self, side: Side) {
        let size = self.team_sizes[side].max(1);
        let s = &mut self.sides[side];
        let next = s.member.saturating_add(1);
        s.member = if next >= size { 0 } else { next };
    }

    /// Folds one event (as any seat or a spectator sees it) into the board.
    ///
    /// A turn ([`Event::PiecePlaced`], [`Event::PieceSkipped`],
    /// [`Event::TimedOut`]) passes the turn to the other side; a round's
    /// end ([`Event::RoundOver`], [`Event::VoidRound`]) leaves it with the
    /// side that moved last, as [`State::side_to_move`] does.
    pub fn apply_event(&mut self, event: &Event) {
        match event {
            Event::Lot { starter } => {
                self.phase = Phase::Play;
                self.starter = *starter;
                self.side_to_move = *starter;
            }
            Event::RoundStarted { starter } => {
                let v = self.variants;
                let members = BySide::from_fn(|s| self.sides[s].member);
                self.board = Board::default();
                self.sides = BySide::from_fn(|s| SideState::fresh(s, members[s], &v));
                self.missions.iter_mut().for_each(|m| *m = MissionView::None);
                self.phase = Phase::Play;
                self.starter = *starter;
                self.side_to_move = *starter;
            }
            Event::MapPiecesSet { side, card, own, off } => {
                let pieces = [side.main(), side.main(), side.main(), side.off()];
                let [a, b, c] = *own;
                for (sq, colour) in [a, b, c, *off].into_iter().zip(pieces) {
                    let i = self.index(sq);
                    self.board.put(i, Piece::new(*side, colour));
                    let bag = self.sides[*side].bag_mut(colour);
                    *bag = bag.saturating_sub(1);
                }
                self.sides[*side].map_card = Some(*card);
            }
            Event::MissionCardDrawn { seat, .. } => {
                if let Some(m) = self.missions.get_mut(seat.index()) {
                    *m = MissionView::Hidden;
                }
            }
            Event::BagDraw { side, colour } => {
                let s = &mut self.sides[*side];
                let bag = s.bag_mut(*colour);
                *bag = bag.saturating_sub(1);
                s.push(*colour);
                if s.lineup_len >= CYCLE || s.bag_total() == 0 {
                    s.filling = false;
                }
            }
            Event::PiecePlaced { square, piece, .. } => {
                let i = self.index(*square);
                self.board.put(i, *piece);
                self.sides[piece.shape].pop();
                self.advance(piece.shape);
                self.side_to_move = piece.shape.other();
            }
            Event::PieceSkipped { piece, .. } => {
                let s = &mut self.sides[piece.shape];
                s.pop();
                match piece.colour {
                    Colour::Green => s.skipped_green = s.skipped_green.saturating_add(1),
                    Colour::Red => s.skipped_red = s.skipped_red.saturating_add(1),
                }
                self.advance(piece.shape);
                self.side_to_move = piece.shape.other();
            }
            Event::TimedOut { side, .. } => {
                self.advance(*side);
                self.side_to_move = side.other();
            }
            Event::LineUpFilled { side, line_up } => {
                let s = &mut self.sides[*side];
                for &c in line_up {
                    let bag = s.bag_mut(c);
                    *bag = bag.saturating_sub(1);
                    s.push(c);
                }
            }
            Event::DrawingStarted { side } => self.sides[*side].filling = true,
            Event::MissionCardsRevealed { cards } => {
                for (m, c) in self.missions.iter_mut().zip(cards) {
                    *m = c.map_or(MissionView::None, MissionView::Known);
                }
            }
            Event::PointsBooked { win, score } => {
                self.score = *score;
                self.last = Some(EndReason::Won(*win));
            }
            Event::LineMade { .. } | Event::Knockout { .. } | Event::SetWon { .. } => {}
            Event::RoundOver { .. } => {
                self.phase = Phase::RoundOver;
                self.side_to_move = self.side_to_move.other();
            }
            Event::VoidRound => {
                self.score.void_rounds = self.score.void_rounds.saturating_add(1);
                self.last = Some(EndReason::Void);
                self.phase = Phase::RoundOver;
                self.side_to_move = self.side_to_move.other();
            }
            Event::GameOver { .. } => self.phase = Phase::GameOver,
        }
    }
}

#[cfg(feature = "testkit")]
impl board_core::testkit::EventReplay for State {
    type Board = PublicBoard;

    fn public_board(&self) -> PublicBoard {
        PublicBoard::of(self)
    }

    fn replay_event(board: &mut PublicBoard, event: &Event) {
        board.apply_event(event);
    }
}

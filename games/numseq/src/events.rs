//! What happened: the typed events of a move, what each seat may
//! know of them, and the public board a frontend rebuilds from them.
//!
//! [`board_core::events::Narrate::apply_narrated`] applies a move exactly as
//! [`board_core::Game::apply`] does and appends its [`Event`]s in the order
//! a frontend animates them:
//!
//! | move | events, in order |
//! |---|---|
//! | `deal:7+5` | [`Event::Dealt`] |
//! | `7+5@c3`, `PLUS@d4` | [`Event::CardPlayed`], [`Event::ChipPlaced`], one [`Event::SequenceLocked`] per SEQUENCE completed (axis order: row, column, diagonal, anti-diagonal, then along the axis), then [`Event::GameOver`] if the game ends |
//! | `MINUS@e5` | [`Event::CardPlayed`], [`Event::ChipRemoved`], then [`Event::GameOver`] at the turn cap |
//! | `DEAD 9-2` | [`Event::DeadCardSwapped`] |
//! | `DISCARD 7+5` (D4) | [`Event::CardDiscarded`], then [`Event::GameOver`] at the turn cap |
//! | `shuffle` | [`Event::Reshuffled`] |
//! | `draw:7+5` | [`Event::Drew`] |
//!
//! Whose turn it is follows from the events: after a played or discarded
//! card the seat draws (a reshuffle first when the draw pile is empty), and
//! after its draw the next seat plays; after a dead-card swap's draw the same
//! seat plays on ([`PublicBoard::replay`] is the reference).
//!
//! **Redaction.** The only secret in a numseq event is the card a seat is
//! dealt or draws: [`board_core::events::Redact::seen_by`] keeps it only
//! for that seat (teammates do not see each other's hands), and
//! [`board_core::events::Redact::public`] drops it ("seat 1 drew a card").
//! Every card played, swapped or discarded lands face up on a discard pile,
//! so those events are public.
//!
//! ```
//! use board_core::events::{Narrate, Redact};
//! use board_core::{Actor, Game, Seat};
//! use numseq::{Config, State};
//!
//! let mut state = State::new(Config::default())?;
//! let mut events = Vec::new();
//! while state.to_act() == Actor::Chance {
//!     let (card, _) = state.chance_outcomes()[0];
//!     state = state.apply_narrated(&card, &mut events)?;
//! }
//! assert_eq!(events[0].to_string(), "seat 0 was dealt 1+0");
//! assert_eq!(events[1].seen_by(Seat(0)).to_string(), "seat 1 was dealt a card");
//! events.clear();
//! let board = state.public_board();
//! let next = state.apply_narrated(&"1+0@b1".parse()?, &mut events)?;
//! let said: Vec<String> = events.iter().map(|e| e.to_string()).collect();
//! assert_eq!(said, ["seat 0 played 1+0", "a chip of side a was placed on b1"]);
//! // A frontend follows the game from the events alone.
//! let mut followed = board;
//! for e in &events {
//!     followed.replay(&e.public());
//! }
//! assert_eq!(followed, next.public_board());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! With the `serde` feature an event is an object tagged by `"type"`:
//! `{"type": "chip_placed", "side": "a", "square": "c3"}`,
//! `{"type": "drew", "seat": 1, "card": null}`.

use alloc::vec::Vec;
use core::fmt;

use board_core::Seat;
use board_core::events::{Narrate, Redact};
use board_core::grid::{Axis, Bitboard, Coord};

use crate::card::Card;
use crate::config::Config;
use crate::layout::Layout;
use crate::moves::Move;
use crate::moves::MoveError;
use crate::state::{Phase, Side, State};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// A side has the SEQUENCEs it needs (section 5): it wins.
    Sequences,
    /// The board is full and no side can make a SEQUENCE, or no card can
    /// remove a chip (D5, N-R2): a draw.
    FullBoard,
    /// The turn cap ([`Config::max_turns`], N-R2) is reached: a draw.
    TurnCap,
}

/// One thing that happened in a numseq game. Seats are `seat 0`, `seat 1`,
/// ...; sides (chip colours) `a`, `b`, `c`; squares and cards in the
/// crate's notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum Event {
    /// A card of the deal went to `seat`: `card` for that seat, `None`
    /// (a card) for everyone else.
    Dealt {
        /// The seat dealt to.
        seat: Seat,
        /// The card, if the observer may know it.
        card: Option<Card>,
    },
    /// `seat` played `card` (an equation card, Plus or Minus) onto its
    /// discard pile; a [`Event::ChipPlaced`] or [`Event::ChipRemoved`]
    /// follows.
    CardPlayed {
        /// The seat playing.
        seat: Seat,
        /// The card, now on the seat's discard pile.
        card: Card,
    },
    /// A chip of `side` went on `square`.
    ChipPlaced {
        /// The side whose chip it is.
        side: Side,
        /// Where.
        square: Coord,
    },
    /// The chip of `side` on `square` was removed (Minus).
    ChipRemoved {
        /// The side whose chip it was.
        side: Side,
        /// Where.
        square: Coord,
    },
    /// `side` completed a SEQUENCE on `squares` (in line order; a free
    /// corner among them stays a corner); its chips there are locked.
    SequenceLocked {
        /// The side.
        side: Side,
        /// The five squares, from the window's start (the end nearest the
        /// top-left; the bottom-left end for an anti-diagonal).
        squares: [Coord; 5],
    },
    /// `seat` discarded the dead card `card` (both its squares covered);
    /// it draws a replacement and then plays its turn.
    DeadCardSwapped {
        /// The seat.
        seat: Seat,
        /// The dead card, now on the seat's discard pile.
        card: Card,
    },
    /// `seat` had no placement, removal or swap and discarded `card` (D4);
    /// it draws and its turn ends.
    CardDiscarded {
        /// The seat.
        seat: Seat,
        /// The card, now on the seat's discard pile.
        card: Card,
    },
    /// The draw pile was empty: every discard pile, `cards` cards in all,
    /// was shuffled into a new draw pile.
    Reshuffled {
        /// Cards in the new draw pile.
        cards: usize,
    },
    /// `seat` drew a card: `card` for that seat, `None` (a card) for
    /// everyone else.
    Drew {
        /// The seat drawing.
        seat: Seat,
        /// The card, if the observer may know it.
        card: Option<Card>,
    },
    /// The game is over: `winner` won (its SEQUENCEs), or it is a draw
    /// (`None`).
    GameOver {
        /// The winning side, if any.
        winner: Option<Side>,
        /// Why the game ended.
        reason: EndReason,
    },
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt { seat, card: Some(c) } => write!(f, "{seat} was dealt {c}"),
            Event::Dealt { seat, card: None } => write!(f, "{seat} was dealt a card"),
            Event::CardPlayed { seat, card } => write!(f, "{seat} played {card}"),
            Event::ChipPlaced { side, square } => {
                write!(f, "a chip of {side} was placed on {square}")
            }
            Event::ChipRemoved { side, square } => {
                write!(f, "the chip of {side} on {square} was removed")
            }
            Event::SequenceLocked { side, squares } => {
                write!(f, "{side} completed a SEQUENCE on")?;
                for sq in squares {
                    write!(f, " {sq}")?;
                }
                f.write_str("; its chips are locked")
            }
            Event::DeadCardSwapped { seat, card } => {
                write!(f, "{seat} discarded the dead card {card} to draw another")
            }
            Event::CardDiscarded { seat, card } => {
                write!(f, "{seat} had no other move and discarded {card}")
            }
            Event::Reshuffled { cards } => {
                write!(
                    f,
                    "the draw pile was empty: {cards} discarded cards were shuffled into a new one"
                )
            }
            Event::Drew { seat, card: Some(c) } => write!(f, "{seat} drew {c}"),
            Event::Drew { seat, card: None } => write!(f, "{seat} drew a card"),
            Event::GameOver { winner, reason } => match (winner, reason) {
                (Some(side), _) => write!(f, "game over: {side} wins"),
                (None, EndReason::TurnCap) => f.write_str("game over: a draw, the turn cap is reached"),
                (None, _) => f.write_str("game over: a draw, the board is full and no SEQUENCE can be made"),
            },
        }
    }
}

impl Redact for Event {
    /// A dealt or drawn card stays only for the seat that got it.
    fn seen_by(&self, viewer: Seat) -> Self {
        match *self {
            Event::Dealt { seat, .. } | Event::Drew { seat, .. } if seat != viewer => self.public(),
            _ => self.clone(),
        }
    }

    /// Every dealt or drawn card becomes "a card".
    fn public(&self) -> Self {
        match *self {
            Event::Dealt { seat, .. } => Event::Dealt { seat, card: None },
            Event::Drew { seat, .. } => Event::Drew { seat, card: None },
            _ => self.clone(),
        }
    }
}

impl Narrate for State {
    type Event = Event;

    /// Checks `mv` as [`board_core::Game::apply`] does, then applies it with
    /// the same code, collecting its events.
    fn apply_narrated(&self, mv: &Move, events: &mut Vec<Event>) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut next = self.clone();
        next.apply_with(mv, events);
        Ok(next)
    }
}

/// The five squares of the window starting at square index `start` along
/// `axis` (a window of the ruleset's table, so all on the board).
pub(crate) fn window_squares(rules: &Layout, start: usize, axis: Axis) -> [Coord; 5] {
    let grid = rules.grid();
    let mut out = [Coord::default(); 5];
    let mut at = rules.coord(start);
    for slot in &mut out {
        if let Some(c) = at {
            *slot = c;
            at = grid.neighbour(c, axis.forward());
        }
    }
    out
}

/// Everything every seat sees of a game, kept up to date from events
/// alone: the reference of how a frontend follows a game
/// ([`PublicBoard::replay`]), and the board of board-core's completeness
/// check (feature `testkit`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicBoard {
    /// The setup (it gives the board, the deck, the hand size and the cap).
    pub config: Config,
    /// Chips per side, indexed by side.
    pub chips: Vec<Bitboard>,
    /// Locked chips.
    pub locked: Bitboard,
    /// The completed SEQUENCEs, each a side and its five squares, sorted.
    pub sequences: Vec<(Side, [Coord; 5])>,
    /// SEQUENCEs per side (the outcome's scores).
    pub scores: Vec<u8>,
    /// Every seat's hand size, by seat.
    pub hand_sizes: Vec<usize>,
    /// Every seat's discard pile (cards with counts, deck-table order).
    pub discards: Vec<Vec<(Card, u8)>>,
    /// Cards in the draw pile.
    pub draw_pile_len: usize,
    /// The phase.
    pub phase: Phase,
    /// The seat the phase concerns ([`State::phase_seat`]).
    pub phase_seat: Seat,
    /// Turns played, counted under a turn cap ([`State::turns`]).
    pub turns: u32,
    /// Once over: the winning side (`None`: a draw) and why.
    pub end: Option<(Option<Side>, EndReason)>,
}

impl State {
    /// The public board of this state (what every seat sees).
    pub fn public_board(&self) -> PublicBoard {
        let rules = self.ruleset();
        let grid = rules.grid();
        let mut sequences: Vec<(Side, [Coord; 5])> = self
            .sequences()
            .map(|q| {
                let start = grid.index(q.window.start).unwrap_or(0);
                (q.side, window_squares(rules, start, q.window.axis))
            })
            .collect();
        sequences.sort();
        let end = (self.phase == Phase::Over).then(|| match self.winner() {
            Some(w) => (Some(w), EndReason::Sequences),
            None if self.full_board_draw() => (None, EndReason::FullBoard),
            None => (None, EndReason::TurnCap),
        });
        PublicBoard {
            config: self.config,
            chips: (0..self.sides()).map(|s| self.chips(Side(s))).collect(),
            locked: self.locked(),
            sequences,
            scores: (0..usize::from(self.sides()))
                .map(|s| self.sequence_count(Side(s as u8)))
                .collect(),
            hand_sizes: Seat::all(self.players()).map(|s| self.hand_len(s)).collect(),
            discards: Seat::all(self.players()).map(|s| self.discards(s).collect()).collect(),
            draw_pile_len: self.draw_pile_len(),
            phase: self.phase,
            phase_seat: self.phase_seat(),
            turns: self.turns,
            end,
        }
    }
}

impl PublicBoard {
    /// Folds one event (as any observer may know it: the cards of
    /// [`Event::Dealt`] and [`Event::Drew`] are not needed) into the board.
    pub fn replay(&mut self, event: &Event) {
        let rules = self.config.preset.ruleset();
        let players = self.hand_sizes.len().max(1);
        match *event {
            Event::Dealt { seat, .. } => {
                self.take_card(seat);
                let dealt: usize = self.hand_sizes.iter().sum();
                if dealt >= players * self.config.hand_size() as usize {
                    self.phase = Phase::Play { swapped: false };
                    self.phase_seat = Seat(0);
                } else {
                    self.phase_seat = Seat(((seat.index() + 1) % players) as u8);
                }
            }
            Event::CardPlayed { seat, card } | Event::CardDiscarded { seat, card } => {
                self.give_card(rules, seat, card);
                if self.config.max_turns.is_some() {
                    self.turns = self.turns.saturating_add(1);
                }
                self.phase = self.draw_phase(false);
            }
            Event::DeadCardSwapped { seat, card } => {
                self.give_card(rules, seat, card);
                self.phase = self.draw_phase(true);
            }
            Event::ChipPlaced { side, square } => {
                if let (Some(b), Some(i)) = (self.chips.get_mut(side.index()), rules.grid().index(square)) {
                    b.set_index(i);
                }
            }
            Event::ChipRemoved { side, square } => {
                if let (Some(b), Some(i)) = (self.chips.get_mut(side.index()), rules.grid().index(square)) {
                    b.clear_index(i);
                }
            }
            Event::SequenceLocked { side, squares } => {
                for sq in squares {
                    if let Some(i) = rules.grid().index(sq)
                        && !rules.corners().has_index(i)
                    {
                        self.locked.set_index(i);
                    }
                }
                self.sequences.push((side, squares));
                self.sequences.sort();
                if let Some(n) = self.scores.get_mut(side.index()) {
                    *n = n.saturating_add(1);
                }
            }
            Event::Reshuffled { cards } => {
                for pile in &mut self.discards {
                    pile.clear();
                }
                self.draw_pile_len += cards;
                let resume = matches!(self.phase, Phase::Shuffle { resume: true });
                self.phase = Phase::Draw { resume };
            }
            Event::Drew { seat, .. } => {
                self.take_card(seat);
                if matches!(self.phase, Phase::Draw { resume: true }) {
                    self.phase = Phase::Play { swapped: true };
                } else {
                    self.phase = Phase::Play { swapped: false };
                    self.phase_seat = Seat(((seat.index() + 1) % players) as u8);
                }
            }
            Event::GameOver { winner, reason } => {
                self.phase = Phase::Over;
                self.end = Some((winner, reason));
            }
        }
    }

    /// A card from the draw pile into `seat`'s hand.
    fn take_card(&mut self, seat: Seat) {
        if let Some(n) = self.hand_sizes.get_mut(seat.index()) {
            *n += 1;
        }
        self.draw_pile_len = self.draw_pile_len.saturating_sub(1);
    }

    /// `card` from `seat`'s hand onto its discard pile (deck-table order).
    fn give_card(&mut self, rules: &Layout, seat: Seat, card: Card) {
        if let Some(n) = self.hand_sizes.get_mut(seat.index()) {
            *n = n.saturating_sub(1);
        }
        let Some(pile) = self.discards.get_mut(seat.index()) else {
            return;
        };
        match pile.iter_mut().find(|(c, _)| *c == card) {
            Some((_, n)) => *n = n.saturating_add(1),
            None => {
                pile.push((card, 1));
                pile.sort_by_key(|(c, _)| rules.kind_of(*c).unwrap_or(usize::MAX));
            }
        }
    }

    /// The draw due after a card leaves the hand: a reshuffle first when
    /// the draw pile is empty.
    fn draw_phase(&self, resume: bool) -> Phase {
        if self.draw_pile_len > 0 {
            Phase::Draw { resume }
        } else {
            Phase::Shuffle { resume }
        }
    }
}

#[cfg(feature = "testkit")]
impl board_core::testkit::EventReplay for State {
    type Board = PublicBoard;

    fn public_board(&self) -> PublicBoard {
        State::public_board(self)
    }

    fn replay_event(board: &mut PublicBoard, event: &Event) {
        board.replay(event);
    }
}

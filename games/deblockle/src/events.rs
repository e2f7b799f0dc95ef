//! What a move did: typed [`Event`]s, the [`PublicBoard`] a
//! frontend follows from them, and `board_core::events::Narrate` for
//! [`State`].
//!
//! The rules live once, in the move-application code, which is generic over
//! a small event sink: the fast paths (`apply`, `apply_unchecked`,
//! play-outs, perft) use a sink that does nothing and is compiled away;
//! [`Narrate::apply_narrated`] uses one that collects the events. See the
//! crate docs, "Events", for the list and the order.

use alloc::vec::Vec;
use core::fmt;

use board_core::EventSink;
use board_core::Seat;
use board_core::events::{Narrate, Redact};

use crate::board::Square;
use crate::config::{BySide, HoopsPath, Side};
use crate::cube::{Dir, Face, Orientation};
use crate::moves::MoveError;
use crate::state::{EndReason, Phase, State, decode};

/// One thing that happened in a Deblockle game, in the order a frontend
/// animates it. With the `serde` feature: an object tagged by `"type"`
/// (`{"type": "tipped", "side": "south", "from": "c3", ...}`), squares as
/// notation strings, faces, directions and sides as lowercase words,
/// orientations as `{"top", "north"}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)
)]
pub enum Event {
    /// Standard setup (§2), chance: `roller` rolled one of `owner`'s blocks
    /// and `face` came up.
    Rolled {
        /// The side rolling (the opponent of `owner`).
        roller: Side,
        /// Whose block it is.
        owner: Side,
        /// The face on top.
        face: Face,
    },
    /// Random setup (E3), chance: `owner`'s next block was drawn with
    /// `orientation` and put on its start square `square`.
    Drawn {
        /// Whose block it is.
        owner: Side,
        /// The start square it stands on.
        square: Square,
        /// Its orientation.
        orientation: Orientation,
    },
    /// Standard setup (§2, E2): `roller` put one of `owner`'s rolled blocks
    /// on `square` with `orientation` (its top is the rolled face).
    Placed {
        /// The side placing (the opponent of `owner`).
        roller: Side,
        /// Whose block it is.
        owner: Side,
        /// The start square.
        square: Square,
        /// The block's orientation.
        orientation: Orientation,
    },
    /// Every block of `owner` stands on its start square (E1: North's first,
    /// then South's).
    SetUp {
        /// Whose blocks are set up.
        owner: Side,
    },
    /// The setup is over and play begins; `first` moves first (unless
    /// Deblockle'd at once: a [`Event::Skipped`] follows, E4).
    PlayBegins {
        /// The first player ([`crate::Config::first`]).
        first: Side,
    },
    /// §3.1: `side` tipped its block from `from` towards `dir` onto `to`,
    /// which brought `orientation.top()` up. Every turn starts with exactly
    /// one tip. A Star up means a removal ([`Event::Removed`] follows); Stop
    /// up, or a tip that stands (D1 switch), ends the turn here; otherwise
    /// a [`Event::Hopped`] follows.
    Tipped {
        /// The mover.
        side: Side,
        /// The block's square before the tip.
        from: Square,
        /// The tip direction.
        dir: Dir,
        /// The tipped-to square.
        to: Square,
        /// The block's orientation after the tip (its top is the face up).
        orientation: Orientation,
    },
    /// §3.2: `side`'s block hopped by `face` (the face on top, unchanged)
    /// from `from` (the tipped-to square) to `to`.
    Hopped {
        /// The mover.
        side: Side,
        /// The face on top, which gave the hop.
        face: Face,
        /// The tipped-to square the hop starts on.
        from: Square,
        /// Every square the block enters, in order, the last being `to`:
        /// one square for Cross and X, each square slid over for Slider,
        /// three unit steps for Hoops (the first such path in the order
        /// n, e, s, w when several lead there).
        path: Vec<Square>,
        /// The destination.
        to: Square,
    },
    /// §3.1: `side`'s block was tipped Star up onto the opponent's home star
    /// `square` and left the board; `side` has now removed `count` of its
    /// `of` blocks.
    Removed {
        /// The mover, whose block it was.
        side: Side,
        /// The star space (the opponent's home star).
        square: Square,
        /// Blocks `side` has removed so far, this one included (its score).
        count: u8,
        /// Blocks `side` plays with.
        of: u8,
    },
    /// §4: `side` has no legal move and is skipped ("Deblockle'd"); the
    /// opponent moves again.
    Skipped {
        /// The blocked side.
        side: Side,
    },
    /// §5: the game is over, `side` removed all of its blocks and wins.
    GameWon {
        /// The winner.
        side: Side,
        /// Blocks each side removed (the scores).
        removed: BySide<u8>,
    },
    /// D5, D6: the game is over, drawn.
    GameDrawn {
        /// Why.
        reason: EndReason,
        /// Blocks each side removed (the scores).
        removed: BySide<u8>,
    },
}

fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::North => "north",
        Dir::East => "east",
        Dir::South => "south",
        Dir::West => "west",
    }
}

/// A face's name with a capital (`Cross`, `Slider`).
fn face_name(f: Face) -> &'static str {
    match f {
        Face::Star => "Star",
        Face::Stop => "Stop",
        Face::Cross => "Cross",
        Face::X => "X",
        Face::Slider => "Slider",
        Face::Hoops => "Hoops",
    }
}

struct Scores<'a>(&'a BySide<u8>);

impl fmt::Display for Scores<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "blocks removed: South {}, North {}", self.0.south, self.0.north)
    }
}

impl fmt::Display for Event {
    /// One plain English sentence, naming the sides South and North, squares
    /// by notation and faces by name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Rolled { roller, owner, face } => {
                write!(
                    f,
                    "{roller} rolled one of {owner}'s blocks: {} on top",
                    face_name(*face)
                )
            }
            Event::Drawn {
                owner,
                square,
                orientation,
            } => write!(
                f,
                "{owner}'s block on {square} was set at random: {} on top, {} facing north",
                face_name(orientation.top()),
                face_name(orientation.north())
            ),
            Event::Placed {
                roller,
                owner,
                square,
                orientation,
            } => write!(
                f,
                "{roller} placed one of {owner}'s blocks on {square}: {} on top, {} facing north",
                face_name(orientation.top()),
                face_name(orientation.north())
            ),
            Event::SetUp { owner } => write!(f, "{owner}'s blocks are all set up"),
            Event::PlayBegins { first } => write!(f, "Play begins: {first} moves first"),
            Event::Tipped {
                side,
                from,
                dir,
                to,
                orientation,
            } => {
                let top = orientation.top();
                write!(
                    f,
                    "{side} tipped the block on {from} {} onto {to}: {} up",
                    dir_name(*dir),
                    face_name(top)
                )?;
                if top == Face::Stop {
                    f.write_str(", the turn ends")?;
                }
                Ok(())
            }
            Event::Hopped {
                side,
                face,
                from,
                path,
                to,
            } => {
                write!(f, "{side}'s block hopped by {} from {from} to {to}", face_name(*face))?;
                if path.len() > 1 {
                    f.write_str(" (via")?;
                    for sq in path.iter().take(path.len().saturating_sub(1)) {
                        write!(f, " {sq}")?;
                    }
                    f.write_str(")")?;
                }
                Ok(())
            }
            Event::Removed {
                side,
                square,
                count,
                of,
            } => write!(
                f,
                "{side}'s block reached {}'s home star {square} Star up and left the board ({side} has removed {count} of {of})",
                side.opponent()
            ),
            Event::Skipped { side } => write!(
                f,
                "{side} is Deblockle'd (no legal move) and skipped: {} moves again",
                side.opponent()
            ),
            Event::GameWon { side, removed } => {
                write!(
                    f,
                    "Game over: {side} removed all of its blocks and wins ({})",
                    Scores(removed)
                )
            }
            Event::GameDrawn { reason, removed } => {
                let why = match reason {
                    EndReason::NoMoves => "neither side can move",
                    EndReason::TurnCap => "the turn limit is reached",
                    // Never emitted: a won game ends with `GameWon`.
                    EndReason::Won(_) => "a side removed all of its blocks",
                };
                write!(f, "Game over: a draw, {why} ({})", Scores(removed))
            }
        }
    }
}

impl Redact for Event {
    /// Deblockle hides nothing (perfect information, and every chance
    /// outcome is public): every seat sees every event whole.
    fn seen_by(&self, _: Seat) -> Self {
        self.clone()
    }
    /// The whole event (nothing is secret).
    fn public(&self) -> Self {
        self.clone()
    }
}

/// The squares a hop by `face` from `at` to `to` enters, in order (the
/// `path` of [`Event::Hopped`]); `occupied` holds every other block. For a
/// legal hop the last square is `to`; an impossible one gives `[to]`.
pub(crate) fn hop_path(
    face: Face,
    at: Square,
    to: Square,
    occupied: crate::board::Squares,
    hoops: HoopsPath,
) -> Vec<Square> {
    let mut path = Vec::new();
    match face {
        Face::Slider => {
            if let Some(dir) = Dir::ALL.into_iter().find(|&d| {
                let mut sq = at;
                while let Some(next) = sq.step(d) {
                    if next == to {
                        return true;
                    }
                    sq = next;
                }
                false
            }) {
                let mut sq = at;
                while let Some(next) = sq.step(dir) {
                    path.push(next);
                    if next == to {
                        break;
                    }
                    sq = next;
                }
            }
        }
        Face::Hoops => {
            let open = |sq: Square| hoops == HoopsPath::ThroughBlocks || !occupied.has(sq);
            'outer: for d1 in Dir::ALL {
                let Some(a) = at.step(d1).filter(|&s| open(s)) else {
                    continue;
                };
                for d2 in Dir::ALL {
                    let Some(b) = a.step(d2).filter(|&s| open(s)) else {
                        continue;
                    };
                    for d3 in Dir::ALL {
                        if b.step(d3) == Some(to) {
                            path.extend([a, b, to]);
                            break 'outer;
                        }
                    }
                }
            }
        }
        _ => {}
    }
    if path.last() != Some(&to) {
        path.clear();
        path.push(to);
    }
    path
}

/// Everything every seat sees of a game, as a frontend following the
/// [`Event`]s alone keeps it: each block on its square, the setup's
/// progress, whose turn, the turn count, the scores and the result.
/// [`State::public_board`] gives it for a state; [`PublicBoard::replay`]
/// folds one event into it. The crate's tests rebuild it from the initial
/// state's board and the events of thousands of seeded games and compare it
/// with the real one after every move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PublicBoard {
    /// The block on each square, by [`Square::index`] (a1 = 0, g7 = 48).
    pub cells: [Option<(Side, Orientation)>; 49],
    /// During the setup, whose blocks are being set up; `None` in play.
    pub setting_up: Option<Side>,
    /// Standard setup: the rolled, unplaced faces, counted by
    /// [`Face::index`].
    pub rolled: [u8; 6],
    /// In play, while the game runs: the side to move; else `None`.
    pub to_move: Option<Side>,
    /// Turns played.
    pub turns: u32,
    /// Blocks each side removed (its score).
    pub removed: BySide<u8>,
    /// How the game ended; `None` while it runs.
    pub status: Option<EndReason>,
}

impl PublicBoard {
    /// Folds one event into the board.
    pub fn replay(&mut self, event: &Event) {
        match *event {
            Event::Rolled { owner, face, .. } => {
                self.setting_up = Some(owner);
                if let Some(c) = self.rolled.get_mut(face.index()) {
                    *c = c.saturating_add(1);
                }
            }
            Event::Drawn {
                owner,
                square,
                orientation,
            } => self.set(square, Some((owner, orientation))),
            Event::Placed {
                owner,
                square,
                orientation,
                ..
            } => {
                self.set(square, Some((owner, orientation)));
                if let Some(c) = self.rolled.get_mut(orientation.top().index()) {
                    *c = c.saturating_sub(1);
                }
            }
            Event::SetUp { owner } => {
                self.rolled = [0; 6];
                self.setting_up = match owner {
                    Side::North => Some(Side::South),
                    Side::South => None,
                };
            }
            Event::PlayBegins { first } => {
                self.setting_up = None;
                self.to_move = Some(first);
            }
            Event::Tipped {
                side,
                from,
                to,
                orientation,
                ..
            } => {
                self.set(from, None);
                self.set(to, Some((side, orientation)));
                self.turns = self.turns.saturating_add(1);
                self.to_move = Some(side.opponent());
            }
            Event::Hopped { from, to, .. } => {
                let block = self.cells.get(from.index()).copied().flatten();
                self.set(from, None);
                self.set(to, block);
            }
            Event::Removed {
                side, square, count, ..
            } => {
                self.set(square, None);
                self.removed[side] = count;
            }
            Event::Skipped { side } => self.to_move = Some(side.opponent()),
            Event::GameWon { side, removed } => {
                self.status = Some(EndReason::Won(side));
                self.removed = removed;
                self.to_move = None;
            }
            Event::GameDrawn { reason, removed } => {
                self.status = Some(reason);
                self.removed = removed;
                self.to_move = None;
            }
        }
    }

    fn set(&mut self, sq: Square, block: Option<(Side, Orientation)>) {
        if let Some(c) = self.cells.get_mut(sq.index()) {
            *c = block;
        }
    }
}

impl State {
    /// The public board (everything every seat sees) of this state.
    pub fn public_board(&self) -> PublicBoard {
        let mut cells = [None; 49];
        for (c, &raw) in cells.iter_mut().zip(self.cells.iter()) {
            *c = decode(raw);
        }
        let (setting_up, rolled) = match self.phase {
            Phase::Setup { target, rolled } => (Some(target), rolled),
            Phase::Play => (None, [0; 6]),
        };
        PublicBoard {
            cells,
            setting_up,
            rolled,
            to_move: (self.phase == Phase::Play && self.status.is_none()).then_some(self.to_move),
            turns: self.turns,
            removed: BySide::from_fn(|s| self.removed(s)),
            status: self.status,
        }
    }

    /// After [`State::settle`] with `preferred`: the game's end, or a
    /// skipped side (§4, §5, D5, D6).
    #[inline(always)]
    pub(crate) fn narrate_settled<S: EventSink<Event>>(&self, preferred: Side, sink: &mut S) {
        match self.status {
            None => {
                if self.to_move != preferred {
                    sink.emit(|| Event::Skipped { side: preferred });
                }
            }
            Some(EndReason::Won(side)) => sink.emit(|| Event::GameWon {
                side,
                removed: BySide::from_fn(|s| self.removed(s)),
            }),
            Some(reason) => sink.emit(|| Event::GameDrawn {
                reason,
                removed: BySide::from_fn(|s| self.removed(s)),
            }),
        }
    }
}

impl Narrate for State {
    type Event = Event;

    /// [`board_core::Game::apply`]'s check, then the same move-application code as
    /// `apply`, collecting its events.
    fn apply_narrated(&self, mv: &crate::Move, events: &mut Vec<Event>) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut next = self.clone();
        next.play_with(mv, events);
        Ok(next)
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

//! The from-scratch consistency check of a state ([`State::validate`]):
//! every invariant the rules imply, re-derived. Parsing and deserializing
//! run it, so no inconsistent state can be built from text; the list with
//! its reasons is the crate docs' section "State invariants".

use core::fmt;

use board_core::Seat;
use board_core::grid::{Bitboard, Coord, Window};

use crate::card::Card;
use crate::config::ConfigProblem;
use crate::layout::{Action, MAX_KINDS};
use crate::score::rec_mask;
use crate::state::{MAX_HAND, MAX_SEATS, MAX_SEQUENCES, MAX_SIDES, Phase, SEQ_NONE, Side, State};

/// A 5-window written by its two ends, the end nearest the top-left first
/// (`b2-f2`), as lock choices and the JSON form write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct WindowEnds(pub Window);

impl WindowEnds {
    /// The two ends, the one nearest the top-left (lower row, then lower
    /// column) first; `None` if the far end is off every board.
    pub(crate) fn ends(self) -> Option<(Coord, Coord)> {
        let w = self.0;
        let (dr, dc) = w.axis.forward().delta();
        let steps = i16::from(w.len.max(1)) - 1;
        let r = u8::try_from(i16::from(w.start.row) + i16::from(dr) * steps).ok()?;
        let c = u8::try_from(i16::from(w.start.col) + i16::from(dc) * steps).ok()?;
        let end = Coord::new(r, c);
        Some(if (w.start.row, w.start.col) <= (end.row, end.col) {
            (w.start, end)
        } else {
            (end, w.start)
        })
    }
}

impl fmt::Display for WindowEnds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ends() {
            Some((a, b)) => write!(f, "{a}-{b}"),
            None => write!(f, "{}+{:?}", self.0.start, self.0.axis),
        }
    }
}

/// A broken invariant of a state: the first one [`State::validate`] finds.
/// Each names the rule (see the crate docs, "State invariants") and where it
/// breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum StateError {
    /// The setup breaks a rule of [`crate::Config::validate`] (the first
    /// problem).
    #[error("invalid setup: {0}")]
    InvalidConfig(ConfigProblem),
    /// The sides, hand size or SEQUENCE target kept in the state disagree
    /// with the config (never from text or JSON: they are derived there).
    #[error("the sides, hand size or SEQUENCE target disagree with the config")]
    DerivedSetup,
    /// The phase's seat is not at the table.
    #[error("{seat} is not at a table of {players}")]
    SeatOutOfRange {
        /// The phase's seat.
        seat: Seat,
        /// Players at the table.
        players: u8,
    },
    /// A chip on a free corner.
    #[error("a chip on the free corner {square}")]
    ChipOnCorner {
        /// The corner.
        square: Coord,
    },
    /// A chip off the board (never from text or JSON).
    #[error("a chip off the board")]
    ChipOffBoard,
    /// Chips of two sides on one square (never from text or JSON).
    #[error("two chips on {square}")]
    StackedChips {
        /// The square.
        square: Coord,
    },
    /// A chip of a side that does not play (side c with two sides).
    #[error("a chip of side {} on {square}, but only {sides} sides play", .side.letter())]
    ChipOfAbsentSide {
        /// The side.
        side: Side,
        /// The square.
        square: Coord,
        /// Sides playing.
        sides: u8,
    },
    /// More SEQUENCEs than a state can hold ([`MAX_SEQUENCES`]; never
    /// reachable: see there).
    #[error("more than {MAX_SEQUENCES} SEQUENCEs")]
    TooManySequences,
    /// A SEQUENCE record that is not a 5-window of the board (never from
    /// text or JSON).
    #[error("a SEQUENCE that is not a 5-square window of the board")]
    NotAWindow,
    /// A SEQUENCE of a side that does not play.
    #[error("a SEQUENCE {} of side {}, but only {sides} sides play", WindowEnds(*.window), .side.letter())]
    SequenceOfAbsentSide {
        /// The side.
        side: Side,
        /// The window.
        window: Window,
        /// Sides playing.
        sides: u8,
    },
    /// A SEQUENCE whose squares are not all chips of its side or free
    /// corners (or that holds no chip).
    #[error("SEQUENCE {} of side {} is not covered by its chips and free corners", WindowEnds(*.window), .side.letter())]
    SequenceNotCovered {
        /// The side.
        side: Side,
        /// The window.
        window: Window,
    },
    /// The SEQUENCE list is not in its order (by side, then reading order
    /// of the window's first square, then axis) or names one twice.
    #[error("the SEQUENCEs are not in order (by side, then first square, then axis) or one is named twice")]
    SequencesOutOfOrder,
    /// Two SEQUENCEs of one side share more than one square (D2).
    #[error("SEQUENCEs {} and {} of side {} share more than one square (D2)", WindowEnds(*.first), WindowEnds(*.second), .side.letter())]
    SequencesOverlap {
        /// The side.
        side: Side,
        /// One SEQUENCE.
        first: Window,
        /// The other.
        second: Window,
    },
    /// A locked chip outside every SEQUENCE, or a SEQUENCE's chip not locked.
    #[error("the chip on {square} is {}", if *.locked { "locked but in no SEQUENCE" } else { "in a SEQUENCE but not locked" })]
    LockMismatch {
        /// The square.
        square: Coord,
        /// Whether the chip is locked.
        locked: bool,
    },
    /// A 5-window covered by a side's chips (and free corners) that is not a
    /// SEQUENCE and shares at most one square with each of the side's
    /// SEQUENCEs: the placement that covered it would have counted it (a
    /// lock choice takes every window that can join it; D1, N-R1).
    #[error("window {} is covered by side {} but not counted as a SEQUENCE (D1, N-R1)", WindowEnds(*.window), .side.letter())]
    UnrecordedSequence {
        /// The side.
        side: Side,
        /// The window.
        window: Window,
    },
    /// A card's copies in hands, discard piles and the draw pile do not add
    /// up to the deck's count.
    #[error("card {card} is not conserved: the deck has {deck}, the hands and discard piles hold {held}")]
    CardsNotConserved {
        /// The card.
        card: Card,
        /// Copies in the deck.
        deck: u8,
        /// Copies in hands and discard piles.
        held: u32,
    },
    /// A card kind the deck does not have is held, or the draw pile's size
    /// is not the sum of its cards (never from text or JSON).
    #[error("the card counts are corrupt (unknown kinds held or a wrong draw pile size)")]
    CorruptCounts,
    /// A hand not kept in deck-table order, or a seat past the table that
    /// holds cards (never from text or JSON).
    #[error("the cards of {seat} are not in normal form")]
    CorruptHand {
        /// The seat.
        seat: Seat,
    },
    /// A hand of the wrong size for the phase (all full during play; the
    /// seat that just played one short until it draws; dealt round-robin
    /// during the deal).
    #[error("{seat} holds {len} cards; the phase needs {expected}")]
    HandSize {
        /// The seat.
        seat: Seat,
        /// Cards held.
        len: u8,
        /// Cards the phase needs.
        expected: u8,
    },
    /// During the deal, the seat to be dealt to is not the next in
    /// round-robin order, or every hand is full already.
    #[error("the deal is at {seat}, but {dealt} cards have been dealt to {players} players")]
    DealOrder {
        /// The phase's seat.
        seat: Seat,
        /// Cards dealt.
        dealt: u32,
        /// Players.
        players: u8,
    },
    /// Chips, or cards on discard piles, during the deal.
    #[error("chips or discarded cards during the deal")]
    PlayDuringDeal,
    /// A draw is due but the draw pile is empty.
    #[error("a draw is due but the draw pile is empty (a shuffle comes first)")]
    DrawFromEmptyPile,
    /// A shuffle is due but the draw pile still holds cards.
    #[error("a shuffle is due but the draw pile holds {pile} cards")]
    ShuffleWithCardsLeft {
        /// Cards in the draw pile.
        pile: u8,
    },
    /// The seat that just played (a draw or shuffle is due, or the game
    /// is over) has an empty discard pile, although the card it played is
    /// there until the next shuffle.
    #[error("{seat} has just played, but its discard pile is empty")]
    LastCardMissing {
        /// The phase's seat.
        seat: Seat,
    },
    /// The seat used the dead-card swap this turn, but its discard pile
    /// holds no dead card (an equation card both of whose squares hold
    /// chips), although the swapped card is there until the next shuffle.
    #[error("{seat} swapped a dead card this turn, but its discard pile holds no dead card")]
    NoDeadCardDiscarded {
        /// The phase's seat.
        seat: Seat,
    },
    /// Turns counted without a turn cap (they are counted only under one).
    #[error("{turns} turns counted without a turn cap")]
    TurnsWithoutCap {
        /// Turns counted.
        turns: u32,
    },
    /// More turns than the cap, or turns during the deal.
    #[error("{turns} turns played against a cap of {max} (or during the deal)")]
    TurnsPastCap {
        /// Turns counted.
        turns: u32,
        /// The cap.
        max: u32,
    },
    /// Under a turn cap: fewer turns played than chips on the board (each
    /// chip was placed in a turn of its own).
    #[error("{chips} chips on the board after only {turns} turns")]
    FewerTurnsThanChips {
        /// Turns counted.
        turns: u32,
        /// Chips on the board.
        chips: u32,
    },
    /// Under a turn cap: the phase's seat is not the one the turn count
    /// gives (turns pass round the table from seat 0).
    #[error("after {turns} turns it is {expected}'s turn (or it moved last), not {seat}'s")]
    TurnOrder {
        /// The phase's seat.
        seat: Seat,
        /// The seat the turn count gives.
        expected: Seat,
        /// Turns counted.
        turns: u32,
    },
    /// Under a turn cap: a discard pile holds more than two cards per turn
    /// its seat has played (a turn discards one card, two with the
    /// dead-card swap).
    #[error("{seat}'s discard pile holds {cards} cards after {turns} turns of its own")]
    TooManyDiscards {
        /// The seat.
        seat: Seat,
        /// Cards on its discard pile.
        cards: u32,
        /// Turns it has played.
        turns: u32,
    },
    /// Two sides have their SEQUENCEs.
    #[error("two sides have the SEQUENCEs to win")]
    TwoWinners,
    /// A side has its SEQUENCEs but the game is not over.
    #[error("side {} has the SEQUENCEs to win, but the game is not over", .side.letter())]
    WinNotOver {
        /// The side.
        side: Side,
    },
    /// The board is full and no side has a potential SEQUENCE (or no card
    /// removes a chip), but the game is not over (D5, N-R2).
    #[error("the board is full with no potential SEQUENCE, but the game is not over (D5, N-R2)")]
    FullBoardNotOver,
    /// The turn cap is reached but the game is not over (N-R2).
    #[error("the turn cap is reached, but the game is not over (N-R2)")]
    TurnCapNotOver,
    /// The game is over with no winner, no full-board draw and the turn cap
    /// not reached.
    #[error("the game is over, but no side won, the board is not a drawn full board and the turn cap is not reached")]
    OverWithoutEnd,
    /// The winning side is not the side of the seat that moved last (only a
    /// placement completes a SEQUENCE).
    #[error("side {} won, but {seat} (side {}) moved last", .side.letter(), .mover.letter())]
    WinnerNotLastMover {
        /// The winning side.
        side: Side,
        /// The seat that moved last.
        seat: Seat,
        /// Its side.
        mover: Side,
    },
    /// The winner's SEQUENCEs cannot come from earlier turns plus one last
    /// placement: more than (target - 1) of them miss every chip of the
    /// side they could share with the last chip placed.
    #[error("side {}'s SEQUENCEs cannot come from one last placement", .side.letter())]
    WinNotFromOnePlacement {
        /// The winning side.
        side: Side,
    },
}

impl State {
    /// Re-derives every invariant of the crate docs' section "State
    /// invariants" from scratch: the setup, the board against the SEQUENCEs
    /// and locks, the cards, the hands against the phase, the turn count and
    /// order, and the end of the game. Parsing and deserializing run it; it
    /// is not on the play-out paths (`apply` keeps a valid state valid).
    ///
    /// # Errors
    /// The first [`StateError`] found.
    pub fn validate(&self) -> Result<(), StateError> {
        self.check_setup()?;
        self.check_board()?;
        self.check_sequences()?;
        self.check_cards()?;
        self.check_hands()?;
        self.check_phase()?;
        self.check_turns()?;
        self.check_end()
    }

    fn check_setup(&self) -> Result<(), StateError> {
        let c = &self.config;
        if let Err(e) = c.validate_setup()
            && let Some(&p) = e.problems.first()
        {
            return Err(StateError::InvalidConfig(p));
        }
        if self.sides != c.sides() || self.hand_size != c.hand_size() || self.needed != c.sequences_to_win() {
            return Err(StateError::DerivedSetup);
        }
        let players = self.players();
        if players > MAX_SEATS || self.sides as usize > MAX_SIDES || self.hand_size as usize > MAX_HAND {
            return Err(StateError::DerivedSetup);
        }
        if self.seat as usize >= players {
            return Err(StateError::SeatOutOfRange {
                seat: Seat(self.seat),
                players: c.players,
            });
        }
        Ok(())
    }

    fn coord(&self, i: usize) -> Coord {
        self.ruleset().grid().coord(i).unwrap_or_default()
    }

    fn check_board(&self) -> Result<(), StateError> {
        let rules = self.ruleset();
        let playable = rules.playable();
        let mut all = Bitboard::EMPTY;
        for (s, &b) in self.chips.iter().enumerate() {
            if let Some(i) = (b & rules.corners()).first_index() {
                return Err(StateError::ChipOnCorner { square: self.coord(i) });
            }
            if (b.0 & !playable.0) != 0 {
                return Err(StateError::ChipOffBoard);
            }
            if let Some(i) = (b & all).first_index() {
                return Err(StateError::StackedChips { square: self.coord(i) });
            }
            if s >= self.sides as usize
                && let Some(i) = b.first_index()
            {
                return Err(StateError::ChipOfAbsentSide {
                    side: Side(s as u8),
                    square: self.coord(i),
                    sides: self.sides,
                });
            }
            all |= b;
        }
        Ok(())
    }

    fn window_of(&self, r: &crate::state::SeqRec) -> Window {
        Window {
            start: self.coord(r.start(self.ruleset())),
            axis: r.axis(),
            len: 5,
        }
    }

    fn check_sequences(&self) -> Result<(), StateError> {
        let rules = self.ruleset();
        if self.n_seqs as usize > MAX_SEQUENCES {
            return Err(StateError::TooManySequences);
        }
        if self.seqs.iter().skip(self.n_seqs as usize).any(|r| *r != SEQ_NONE) {
            return Err(StateError::TooManySequences);
        }
        let recs = self.seq_recs();
        let mut locks = Bitboard::EMPTY;
        for (i, r) in recs.iter().enumerate() {
            let m = rec_mask(rules, r);
            if m.count() != 5 || m.first_index() != Some(r.first()) {
                return Err(StateError::NotAWindow);
            }
            let (side, window) = (Side(r.side()), self.window_of(r));
            if r.side() >= self.sides {
                return Err(StateError::SequenceOfAbsentSide {
                    side,
                    window,
                    sides: self.sides,
                });
            }
            let chips = self.chips.get(r.side() as usize).copied().unwrap_or(Bitboard::EMPTY);
            if (m & (chips | rules.corners())) != m || (m & chips).is_empty() {
                return Err(StateError::SequenceNotCovered { side, window });
            }
            if i > 0 && recs.get(i - 1).is_some_and(|p| p >= r) {
                return Err(StateError::SequencesOutOfOrder);
            }
            for q in recs.iter().take(i) {
                if q.side() == r.side() && (rec_mask(rules, q) & m).count() > 1 {
                    return Err(StateError::SequencesOverlap {
                        side,
                        first: self.window_of(q),
                        second: window,
                    });
                }
            }
            locks |= Bitboard(m.0 & !rules.corners().0);
        }
        if let Some(i) = Bitboard(locks.0 ^ self.locked.0).first_index() {
            return Err(StateError::LockMismatch {
                square: self.coord(i),
                locked: self.locked.has_index(i),
            });
        }
        for side in 0..self.sides {
            if let Some(window) = self.missed_window(side) {
                return Err(StateError::UnrecordedSequence {
                    side: Side(side),
                    window,
                });
            }
        }
        Ok(())
    }

    fn check_cards(&self) -> Result<(), StateError> {
        let rules = self.ruleset();
        let mut pile_len: u32 = 0;
        for k in 0..MAX_KINDS {
            let in_hands: u32 = self
                .hands
                .iter()
                .map(|h| h.kinds().iter().filter(|&&x| x as usize == k).count() as u32)
                .sum();
            let in_discards = u32::from(self.discards.count_all(rules, k));
            let in_pile = self.pile.get(k).copied().unwrap_or(0) as u32;
            pile_len += in_pile;
            if in_hands + in_discards + in_pile != rules.count(k) as u32 {
                return Err(match rules.card(k) {
                    Some(card) => StateError::CardsNotConserved {
                        card,
                        deck: rules.count(k),
                        held: in_hands + in_discards,
                    },
                    None => StateError::CorruptCounts,
                });
            }
        }
        if pile_len != self.pile_len as u32 {
            return Err(StateError::CorruptCounts);
        }
        let players = self.players();
        for (i, h) in self.hands.iter().enumerate() {
            let sorted = h.kinds().windows(2).all(|w| w.first() <= w.get(1));
            if h.len as usize > MAX_HAND
                || !sorted
                || h.cards.iter().skip(h.len as usize).any(|&x| x != 0)
                || (i >= players && h.len != 0)
                || (i >= players && self.discards.len(i) != 0)
            {
                return Err(StateError::CorruptHand { seat: Seat(i as u8) });
            }
        }
        Ok(())
    }

    fn check_hands(&self) -> Result<(), StateError> {
        let players = self.players();
        let hs = self.hand_size;
        let seat = self.seat as usize;
        let lens = self.hands.iter().take(players).map(|h| h.len);
        if self.phase == Phase::Deal {
            let dealt: u32 = lens.clone().map(u32::from).sum();
            let p = players.max(1) as u32;
            if dealt >= p * u32::from(hs) || dealt % p != seat as u32 {
                return Err(StateError::DealOrder {
                    seat: Seat(self.seat),
                    dealt,
                    players: self.config.players,
                });
            }
        }
        let dealt: u32 = lens.clone().map(u32::from).sum();
        for (i, len) in lens.enumerate() {
            let expected = match self.phase {
                Phase::Deal => (dealt / players.max(1) as u32) as u8 + u8::from(i < seat),
                Phase::Play { .. } => hs,
                Phase::Draw { .. } | Phase::Shuffle { .. } | Phase::Over => hs - u8::from(i == seat),
            };
            if len != expected {
                return Err(StateError::HandSize {
                    seat: Seat(i as u8),
                    len,
                    expected,
                });
            }
        }
        Ok(())
    }

    /// Cards on `seat`'s discard pile.
    fn discarded(&self, seat: usize) -> u32 {
        self.discards.len(seat) as u32
    }

    /// Whether `seat`'s discard pile holds a dead card: an equation card
    /// both of whose squares hold chips.
    fn dead_card_discarded(&self, seat: usize) -> bool {
        let rules = self.ruleset();
        let occupied = self.occupied();
        self.discards.pile(rules, seat).any(|(k, _)| {
            matches!(rules.action(k), Some(Action::Place(x))
                if (rules.squares_of(x).0 & !occupied.0) == 0)
        })
    }

    fn check_phase(&self) -> Result<(), StateError> {
        let seat = self.seat as usize;
        let all_discarded: u32 = (0..self.players()).map(|s| self.discarded(s)).sum();
        let mine = self.discarded(seat);
        match self.phase {
            Phase::Deal if !self.occupied().is_empty() || all_discarded > 0 => {
                return Err(StateError::PlayDuringDeal);
            }
            Phase::Draw { .. } if self.pile_len == 0 => return Err(StateError::DrawFromEmptyPile),
            Phase::Shuffle { .. } if self.pile_len > 0 => {
                return Err(StateError::ShuffleWithCardsLeft { pile: self.pile_len });
            }
            _ => {}
        }
        // The card just played stays on the mover's pile until a shuffle;
        // only a draw can follow a shuffle.
        let just_played = matches!(self.phase, Phase::Draw { .. } | Phase::Shuffle { .. } | Phase::Over);
        let after_shuffle = matches!(self.phase, Phase::Draw { .. } | Phase::Play { .. }) && all_discarded == 0;
        if just_played && mine == 0 && !after_shuffle {
            return Err(StateError::LastCardMissing { seat: Seat(self.seat) });
        }
        if self.swap_used() && !after_shuffle && !self.dead_card_discarded(seat) {
            return Err(StateError::NoDeadCardDiscarded { seat: Seat(self.seat) });
        }
        Ok(())
    }

    fn check_turns(&self) -> Result<(), StateError> {
        let turns = self.turns;
        let Some(max) = self.config.max_turns else {
            return if turns == 0 {
                Ok(())
            } else {
                Err(StateError::TurnsWithoutCap { turns })
            };
        };
        if turns > max || (self.phase == Phase::Deal && turns > 0) {
            return Err(StateError::TurnsPastCap { turns, max });
        }
        if self.phase == Phase::Deal {
            return Ok(());
        }
        let chips = self.occupied().count();
        if chips > turns {
            return Err(StateError::FewerTurnsThanChips { turns, chips });
        }
        // Turns pass round the table from seat 0; the turn is counted when
        // the seat has placed, removed or discarded (before its draw).
        let players = self.players().max(1) as u32;
        let counted = matches!(
            self.phase,
            Phase::Draw { resume: false } | Phase::Shuffle { resume: false } | Phase::Over
        );
        let current = if counted { turns.checked_sub(1) } else { Some(turns) };
        let expected = current.map(|t| (t % players) as u8);
        if expected != Some(self.seat) {
            return Err(StateError::TurnOrder {
                seat: Seat(self.seat),
                expected: Seat(expected.unwrap_or(0)),
                turns,
            });
        }
        for s in 0..self.players() {
            let own = turns / players + u32::from((s as u32) < turns % players);
            let swap = u32::from(s == self.seat as usize && self.swap_used());
            let cards = self.discarded(s);
            if cards > 2 * own + swap {
                return Err(StateError::TooManyDiscards {
                    seat: Seat(s as u8),
                    cards,
                    turns: own,
                });
            }
        }
        Ok(())
    }

    fn check_end(&self) -> Result<(), StateError> {
        let sides = self.sides;
        let at_target: alloc::vec::Vec<u8> = (0..sides)
            .filter(|&s| self.sequence_count(Side(s)) >= self.needed)
            .collect();
        if at_target.len() > 1 {
            return Err(StateError::TwoWinners);
        }
        let winner = at_target.first().copied();
        let over = self.phase == Phase::Over;
        if !over {
            if let Some(w) = winner {
                return Err(StateError::WinNotOver { side: Side(w) });
            }
            if self.full_board_draw() {
                return Err(StateError::FullBoardNotOver);
            }
            if self.turn_cap_reached() {
                return Err(StateError::TurnCapNotOver);
            }
            return Ok(());
        }
        let full = self.full_board_draw();
        let capped = self.turn_cap_reached();
        let mover = self.side_to_play();
        match winner {
            Some(w) => {
                if w != mover {
                    return Err(StateError::WinnerNotLastMover {
                        side: Side(w),
                        seat: Seat(self.seat),
                        mover: Side(mover),
                    });
                }
                if !self.one_last_placement(w) {
                    return Err(StateError::WinNotFromOnePlacement { side: Side(w) });
                }
            }
            None if !full && !capped => return Err(StateError::OverWithoutEnd),
            None => {}
        }
        Ok(())
    }

    /// Whether some chip of `side` lies in all but at most (target - 1) of
    /// the side's SEQUENCEs: the square of the last placement, which made
    /// every SEQUENCE through it (it was empty before, so no earlier one
    /// holds it), the others having been made on earlier turns while the
    /// side still had fewer than the target.
    fn one_last_placement(&self, side: u8) -> bool {
        let rules = self.ruleset();
        let masks: alloc::vec::Vec<Bitboard> = self
            .seq_recs()
            .iter()
            .filter(|r| r.side() == side)
            .map(|r| rec_mask(rules, r))
            .collect();
        let earlier = (self.needed as usize).saturating_sub(1);
        let own = self.chips.get(side as usize).copied().unwrap_or(Bitboard::EMPTY);
        let candidates = masks.iter().fold(Bitboard::EMPTY, |a, &m| a | m) & own;
        candidates
            .indices()
            .any(|i| masks.iter().filter(|m| !m.has_index(i)).count() <= earlier)
    }
}

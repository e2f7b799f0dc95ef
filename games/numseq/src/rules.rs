//! Legality, move generation and the effect of every move (spec sections 2,
//! 4 and 5); the [`board_core::Game`] implementation is in `game_impl.rs`.

use alloc::vec::Vec;

use board_core::grid::{Bitboard, Coord};
use board_core::{MoveSink, Prob, Seat};

use crate::card::Card;
use crate::events::{EndReason, Event};
use crate::layout::{Action, Layout};
use crate::moves::{Lock, Move, MoveError};
use crate::state::{Phase, Side, State};
use board_core::{EventSink, NoEvents};

/// The squares where kind `k`'s card may go for the seat to play, and
/// whether it is a dead card.
pub(crate) struct Targets {
    pub(crate) squares: Bitboard,
    pub(crate) dead: bool,
}

/// The board as the seat to play sees it, computed once per state: the
/// squares each [`Action`] may target.
pub(crate) struct PlayBoard {
    /// Every square holding a chip.
    occupied: Bitboard,
    /// Empty squares that are not free corners (Plus).
    free: Bitboard,
    /// Unlocked chips of the other sides (Minus).
    removable: Bitboard,
}

impl PlayBoard {
    /// Where `action`'s card may go, and whether it is dead.
    pub(crate) fn targets(&self, rules: &Layout, action: Action) -> Targets {
        match action {
            Action::Place(n) => {
                let free = Bitboard(rules.squares_of(n).0 & !self.occupied.0);
                Targets {
                    squares: free,
                    dead: free.is_empty(),
                }
            }
            Action::Wild => Targets {
                squares: self.free,
                dead: false,
            },
            Action::Remove => Targets {
                squares: self.removable,
                dead: false,
            },
        }
    }
}

impl State {
    /// The targets of every action for the seat to play.
    #[inline]
    pub(crate) fn play_board(&self) -> PlayBoard {
        let rules = self.ruleset();
        let occupied = self.occupied();
        let side = self.seat as usize % self.sides.max(1) as usize;
        let own = self.chips.get(side).copied().unwrap_or(Bitboard::EMPTY);
        PlayBoard {
            occupied,
            free: Bitboard(rules.playable().0 & !occupied.0),
            removable: Bitboard(occupied.0 & !own.0 & !self.locked.0),
        }
    }

    fn targets(&self, action: Action) -> Targets {
        self.play_board().targets(self.ruleset(), action)
    }

    pub(crate) fn hand_kinds(&self) -> &[u8] {
        self.hands.get(self.seat as usize).map(|h| h.kinds()).unwrap_or(&[])
    }

    /// Whether the seat to play has a placement, removal or swap.
    fn has_play(&self, swapped: bool) -> bool {
        let rules = self.ruleset();
        let board = self.play_board();
        self.hand_kinds().iter().any(|&k| match rules.action(k as usize) {
            Some(a) => {
                let t = board.targets(rules, a);
                !t.squares.is_empty() || (t.dead && !swapped)
            }
            None => false,
        })
    }

    fn kind(&self, card: Card) -> Result<u8, MoveError> {
        self.ruleset()
            .kind_of(card)
            .map(|k| k as u8)
            .ok_or(MoveError::UnknownCard { card })
    }

    fn in_hand(&self, card: Card) -> Result<(u8, Action), MoveError> {
        let k = self.kind(card)?;
        let a = self
            .ruleset()
            .action(k as usize)
            .ok_or(MoveError::UnknownCard { card })?;
        if !self.hand_kinds().contains(&k) {
            return Err(MoveError::NotInHand {
                card,
                seat: Seat(self.seat),
            });
        }
        Ok((k, a))
    }

    fn check_draw(&self, card: Card) -> Result<(), MoveError> {
        let k = self.kind(card)?;
        if self.pile.get(k as usize).copied().unwrap_or(0) == 0 {
            return Err(MoveError::NotInPile { card });
        }
        Ok(())
    }

    /// The chance outcome due at a chance node, for error texts.
    fn due(&self) -> &'static str {
        match self.phase {
            Phase::Deal => "a deal",
            Phase::Shuffle { .. } => "the shuffle",
            _ => "a draw",
        }
    }

    /// Checks `mv` against the rules without applying it: `Ok` exactly when
    /// [`Game::apply`](board_core::Game::apply) accepts it.
    ///
    /// # Errors
    /// The [`MoveError`] naming why `mv` is illegal here: `GameOver` once the
    /// game is over; `ChanceDue` for a seat's move at a chance node,
    /// `WrongChanceOutcome` for another kind of chance outcome there and
    /// `NotInPile` / `UnknownCard` for a card the pile does not hold;
    /// `NotChanceNode` for a chance outcome where a seat plays; else the
    /// reason the seat's move breaks a rule (the card, square or lock).
    pub fn check_move(&self, mv: &Move) -> Result<(), MoveError> {
        match (self.phase, *mv) {
            (Phase::Over, _) => Err(MoveError::GameOver),
            (Phase::Deal, Move::Deal(c)) => self.check_draw(c),
            (Phase::Draw { .. }, Move::Draw(c)) => self.check_draw(c),
            (Phase::Shuffle { .. }, Move::Shuffle) => Ok(()),
            (Phase::Deal | Phase::Draw { .. } | Phase::Shuffle { .. }, m) => {
                if m.is_chance() {
                    Err(MoveError::WrongChanceOutcome {
                        outcome: m,
                        due: self.due(),
                    })
                } else {
                    Err(MoveError::ChanceDue { due: self.due() })
                }
            }
            (Phase::Play { .. }, Move::Play(card, sq, lock)) => {
                let (_, action) = self.in_hand(card)?;
                self.check_square(card, action, sq)?;
                self.check_lock(action, sq, lock)
            }
            (Phase::Play { swapped }, Move::Dead(card)) => {
                let (_, action) = self.in_hand(card)?;
                if swapped {
                    return Err(MoveError::SwapUsed);
                }
                if !self.targets(action).dead {
                    return Err(MoveError::NotDead { card });
                }
                Ok(())
            }
            (Phase::Play { swapped }, Move::Discard(card)) => {
                self.in_hand(card)?;
                if self.has_play(swapped) {
                    return Err(MoveError::DiscardNotAllowed);
                }
                Ok(())
            }
            (Phase::Play { .. }, Move::Deal(_) | Move::Draw(_) | Move::Shuffle) => {
                Err(MoveError::NotChanceNode { seat: Seat(self.seat) })
            }
        }
    }

    /// N-R1: a placement with several lock choices names one; otherwise it
    /// names none.
    fn check_lock(&self, action: Action, sq: Coord, lock: Lock) -> Result<(), MoveError> {
        if action == Action::Remove {
            return if lock.is_none() {
                Ok(())
            } else {
                Err(MoveError::BadLock { square: sq })
            };
        }
        let Some(i) = self.ruleset().grid().index(sq) else {
            return Err(MoveError::OffBoard { square: sq });
        };
        let opts = self.lock_options(self.side_to_play(), i);
        match (opts.count() > 1, lock.is_none()) {
            (true, true) => Err(MoveError::LockChoiceNeeded { square: sq }),
            (true, false) if opts.is_choice(lock) => Ok(()),
            (false, true) => Ok(()),
            _ => Err(MoveError::BadLock { square: sq }),
        }
    }

    #[inline]
    pub(crate) fn side_to_play(&self) -> u8 {
        (self.seat as usize % self.sides.max(1) as usize) as u8
    }

    fn check_square(&self, card: Card, action: Action, square: Coord) -> Result<(), MoveError> {
        let rules = self.ruleset();
        let i = rules.grid().index(square).ok_or(MoveError::OffBoard { square })?;
        if rules.corners().has_index(i) {
            return Err(MoveError::Corner { square });
        }
        let occupied = self.occupied().has_index(i);
        match action {
            Action::Place(n) => {
                if rules.number_at(i) != Some(n) {
                    return Err(MoveError::WrongSquare { card, square });
                }
                if occupied {
                    return Err(MoveError::Occupied { square });
                }
            }
            Action::Wild => {
                if occupied {
                    return Err(MoveError::Occupied { square });
                }
            }
            Action::Remove => {
                if !occupied {
                    return Err(MoveError::NoChip { square });
                }
                let side = self.seat as usize % self.sides.max(1) as usize;
                if self.chips.get(side).is_some_and(|b| b.has_index(i)) {
                    return Err(MoveError::OwnChip { square });
                }
                if self.locked.has_index(i) {
                    return Err(MoveError::Locked { square });
                }
            }
        }
        Ok(())
    }

    /// Applies a legal move in place (the fast path under [`Game::apply`](board_core::Game::apply)).
    /// An illegal move may leave a state that breaks the invariants; it never
    /// panics, creates a card or touches memory out of bounds.
    #[inline]
    pub fn apply_in_place(&mut self, mv: &Move) {
        self.apply_with(mv, &mut NoEvents);
    }

    /// The one implementation of every move's effect, telling `sink` what
    /// happens ([`NoEvents`] on the fast paths: its calls compile away; a
    /// `Vec<Event>` for [`board_core::events::Narrate`]).
    pub(crate) fn apply_with<S: EventSink<Event>>(&mut self, mv: &Move, sink: &mut S) {
        let rules = self.ruleset();
        let seat = self.seat as usize;
        match *mv {
            Move::Deal(card) => {
                let Some(k) = rules.kind_of(card) else { return };
                if self.take_from_pile(k)
                    && let Some(h) = self.hands.get_mut(seat)
                {
                    h.insert(k as u8);
                    sink.emit(|| Event::Dealt {
                        seat: Seat(seat as u8),
                        card: Some(card),
                    });
                }
                let players = self.players();
                self.seat = ((seat + 1) % players.max(1)) as u8;
                let dealt: usize = self.hands.iter().map(|h| h.len as usize).sum();
                if dealt >= players * self.hand_size as usize {
                    self.seat = 0;
                    self.phase = Phase::Play { swapped: false };
                }
            }
            Move::Draw(card) => {
                let Some(k) = rules.kind_of(card) else { return };
                if self.take_from_pile(k)
                    && let Some(h) = self.hands.get_mut(seat)
                {
                    h.insert(k as u8);
                    sink.emit(|| Event::Drew {
                        seat: Seat(seat as u8),
                        card: Some(card),
                    });
                }
                let resume = matches!(self.phase, Phase::Draw { resume: true });
                self.finish_turn(resume);
            }
            Move::Shuffle => {
                let resume = matches!(self.phase, Phase::Shuffle { resume: true });
                let before = self.pile_len;
                let moved = self.discards.drain_into(rules, &mut self.pile);
                self.pile_len = self.pile_len.saturating_add(moved.min(255) as u8);
                sink.emit(|| Event::Reshuffled {
                    cards: self.pile_len.saturating_sub(before) as usize,
                });
                self.phase = Phase::Draw { resume };
            }
            Move::Play(card, sq, lock) => {
                let (Some(k), Some(i)) = (rules.kind_of(card), rules.grid().index(sq)) else {
                    return;
                };
                self.discard(k);
                sink.emit(|| Event::CardPlayed {
                    seat: Seat(seat as u8),
                    card,
                });
                let side = seat % self.sides.max(1) as usize;
                match rules.action(k) {
                    Some(Action::Remove) => {
                        sink.emit(|| Event::ChipRemoved {
                            side: self.chip_at(sq).unwrap_or_default(),
                            square: sq,
                        });
                        for b in self.chips.iter_mut() {
                            b.clear_index(i);
                        }
                        self.end_turn(sink);
                    }
                    Some(_) => {
                        if let Some(b) = self.chips.get_mut(side) {
                            b.set_index(i);
                        }
                        sink.emit(|| Event::ChipPlaced {
                            side: Side(side as u8),
                            square: sq,
                        });
                        self.complete_sequences(side as u8, i, lock, sink);
                        // A winner has `needed` SEQUENCEs, so at least that
                        // many are recorded.
                        let winner = if self.n_seqs >= self.needed {
                            self.winner()
                        } else {
                            None
                        };
                        // (The full-board draw needs every playable square
                        // covered: tested here first, with the rules at hand.)
                        let covered = {
                            let playable = rules.playable();
                            (self.occupied() & playable) == playable
                        };
                        if winner.is_some() || (covered && self.full_board_draw()) {
                            self.count_turn();
                            self.phase = Phase::Over;
                            sink.emit(|| Event::GameOver {
                                winner,
                                reason: if winner.is_some() {
                                    EndReason::Sequences
                                } else {
                                    EndReason::FullBoard
                                },
                            });
                        } else {
                            self.end_turn(sink);
                        }
                    }
                    None => {}
                }
            }
            Move::Dead(card) => {
                let Some(k) = rules.kind_of(card) else { return };
                self.discard(k);
                sink.emit(|| Event::DeadCardSwapped {
                    seat: Seat(seat as u8),
                    card,
                });
                self.begin_draw(true);
            }
            Move::Discard(card) => {
                let Some(k) = rules.kind_of(card) else { return };
                self.discard(k);
                sink.emit(|| Event::CardDiscarded {
                    seat: Seat(seat as u8),
                    card,
                });
                self.end_turn(sink);
            }
        }
    }

    /// Counts a turn under a `max_turns` cap (N-R2).
    fn count_turn(&mut self) {
        if self.config.max_turns.is_some() {
            self.turns = self.turns.saturating_add(1);
        }
    }

    /// The end of a seat's placement, removal or discard: count the turn;
    /// at the cap the game is over (a draw), else the seat draws.
    fn end_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.count_turn();
        if self.turn_cap_reached() {
            self.phase = Phase::Over;
            sink.emit(|| Event::GameOver {
                winner: None,
                reason: EndReason::TurnCap,
            });
        } else {
            self.begin_draw(false);
        }
    }

    /// Takes one card of kind `k` from the draw pile; false (and nothing
    /// changes) if the pile holds none, so even an illegal deal or draw
    /// never creates a card.
    fn take_from_pile(&mut self, k: usize) -> bool {
        if let Some(n) = self.pile.get_mut(k)
            && *n > 0
        {
            *n -= 1;
            self.pile_len = self.pile_len.saturating_sub(1);
            return true;
        }
        false
    }

    /// Moves one card of kind `k` from the seat's hand to its discard pile.
    fn discard(&mut self, k: usize) {
        let seat = self.seat as usize;
        if let Some(h) = self.hands.get_mut(seat)
            && h.remove(k as u8)
        {
            self.discards.push(self.config.preset.ruleset(), seat, k);
        }
    }

    fn begin_draw(&mut self, resume: bool) {
        self.phase = if self.pile_len > 0 {
            Phase::Draw { resume }
        } else {
            // Discards hold at least the card just played, so a shuffle
            // always yields a card to draw.
            Phase::Shuffle { resume }
        };
    }

    fn finish_turn(&mut self, resume: bool) {
        if resume {
            self.phase = Phase::Play { swapped: true };
        } else {
            self.seat = ((self.seat as usize + 1) % self.players().max(1)) as u8;
            self.phase = Phase::Play { swapped: false };
        }
    }

    /// Appends the legal moves of the actor.
    pub(crate) fn generate<S: MoveSink<Move>>(&self, out: &mut S) {
        let rules = self.ruleset();
        match self.phase {
            Phase::Over => {}
            Phase::Deal | Phase::Draw { .. } => {
                let draw = if self.phase == Phase::Deal {
                    Move::Deal
                } else {
                    Move::Draw
                };
                for (k, &n) in self.pile.iter().enumerate().take(rules.kinds()) {
                    if n > 0
                        && let Some(c) = rules.card(k)
                    {
                        out.push(draw(c));
                    }
                }
            }
            Phase::Shuffle { .. } => out.push(Move::Shuffle),
            Phase::Play { swapped } => {
                let start = out.len();
                let side = self.side_to_play();
                let board = self.play_board();
                // Per distinct kind in hand (hand order = legal-move order):
                // its card, target squares, whether it places a chip and
                // whether a dead-card swap is offered; the squares that may
                // have lock choices are found once, among every placement's
                // targets (a square's test does not depend on the card).
                let mut kinds = [(Card::PLUS, Bitboard::EMPTY, false, false); crate::MAX_HAND];
                let mut n_kinds = 0usize;
                let mut placing = Bitboard::EMPTY;
                let mut prev = None;
                for &k in self.hand_kinds() {
                    if prev == Some(k) {
                        continue;
                    }
                    prev = Some(k);
                    let (Some(card), Some(action)) = (rules.card(k as usize), rules.action(k as usize)) else {
                        continue;
                    };
                    let t = board.targets(rules, action);
                    let place = action != Action::Remove;
                    if place {
                        placing |= t.squares;
                    }
                    if let Some(slot) = kinds.get_mut(n_kinds) {
                        *slot = (card, t.squares, place, t.dead && !swapped);
                        n_kinds += 1;
                    }
                }
                let hot_all = if placing.is_empty() {
                    Bitboard::EMPTY
                } else {
                    self.choice_squares_in(side, placing)
                };
                for &(card, squares, place, swap) in kinds.get(..n_kinds).unwrap_or(&[]) {
                    let hot = if place { hot_all & squares } else { Bitboard::EMPTY };
                    if hot.is_empty() {
                        for i in squares.indices() {
                            if let Some(c) = rules.coord(i) {
                                out.push(Move::Play(card, c, Lock::NONE));
                            }
                        }
                    } else {
                        for i in squares.indices() {
                            let Some(c) = rules.coord(i) else { continue };
                            if hot.has_index(i) {
                                let opts = self.lock_options(side, i);
                                let n = opts.count();
                                if n > 1 {
                                    out.extend_moves((0..n).map(|j| Move::Play(card, c, opts.choice(j))));
                                    continue;
                                }
                            }
                            out.push(Move::Play(card, c, Lock::NONE));
                        }
                    }
                    if swap {
                        out.push(Move::Dead(card));
                    }
                }
                if out.len() == start {
                    let mut prev = None;
                    for &k in self.hand_kinds() {
                        if prev != Some(k)
                            && let Some(card) = rules.card(k as usize)
                        {
                            out.push(Move::Discard(card));
                        }
                        prev = Some(k);
                    }
                }
            }
        }
    }

    /// The chance outcomes: one allocation (room for every kind), and each
    /// distinct count's probability reduced once (the counts of a deck are
    /// small, and every outcome shares the pile as denominator).
    pub(crate) fn chance(&self) -> Vec<(Move, Prob)> {
        let rules = self.ruleset();
        let total = self.pile_len as u64;
        match self.phase {
            Phase::Deal | Phase::Draw { .. } => {
                let deal = self.phase == Phase::Deal;
                let counts = self.pile.get(..rules.kinds()).unwrap_or(&[]);
                let cards = rules.cards().get(..counts.len()).unwrap_or(&[]);
                // Room for every kind: no counting pass (the kinds are few).
                let mut v = Vec::with_capacity(counts.len());
                // The probability of count `n` for the small counts, reduced once.
                let mut memo = [Prob::ZERO; 8];
                for (&c, &n) in cards.iter().zip(counts) {
                    if n == 0 {
                        continue;
                    }
                    let p = match memo.get_mut(n as usize) {
                        Some(p) if !p.is_zero() => *p,
                        slot => match Prob::new(n as u64, total) {
                            Ok(p) => {
                                if let Some(slot) = slot {
                                    *slot = p;
                                }
                                p
                            }
                            Err(_) => continue,
                        },
                    };
                    v.push((if deal { Move::Deal(c) } else { Move::Draw(c) }, p));
                }
                v
            }
            Phase::Shuffle { .. } => alloc::vec![(Move::Shuffle, Prob::ONE)],
            _ => Vec::new(),
        }
    }
}

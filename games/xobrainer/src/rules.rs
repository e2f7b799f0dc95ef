//! Playing: who acts, legal moves, chance outcomes, `apply` (spec §4-§7).

use alloc::vec::Vec;

use board_core::grid::{Bitboard, Coord};

use crate::squares::Squares;
use board_core::{Actor, Game, MoveSink, Prob, Seat};
use board_core::{EventSink, NoEvents};

use crate::events::Event;
use crate::fast::{Counted, select_counted, select64, uniform_index};
use crate::layout::{DECK_SIZE, SquareCoords};
use crate::moves::{ChanceEvent, MAX_LEGAL_MOVES, Move, MoveError};

/// The game's move list ([`board_core::Game::MoveList`]).
pub(crate) type MoveList = board_core::arrayvec::ArrayVec<Move, MAX_LEGAL_MOVES>;
use crate::piece::{BySide, Piece, Side};
use crate::score;
use crate::state::{Board, EndReason, Phase, SideState, State};

/// A seat's random decision as drawn, a placement by its square index.
#[derive(Clone, Copy)]
pub(crate) enum Drawn {
    Square(usize),
    Pass,
    Timeout,
}

impl State {
    /// The seat of `side`'s team member `member` (see [`crate::Config::seat_of`]).
    pub(crate) fn seat_of(&self, side: Side, member: u8) -> Seat {
        match side {
            Side::X => Seat(member),
            Side::O => Seat(self.rules.team_sizes[Side::X].saturating_add(member)),
        }
    }

    /// The chance event due now, if any (in this order: lot; Map cards X
    /// then O; Mission cards in seat order (X-R2); Random bag draws X then O).
    #[inline]
    pub fn pending(&self) -> Option<ChanceEvent> {
        match self.phase {
            Phase::Lot => Some(ChanceEvent::Lot),
            Phase::Play if !self.rules.play_chance => None,
            Phase::Play => {
                let v = self.rules.variants;
                if v.map
                    && let Some(s) = Side::ALL.into_iter().find(|&s| self.sides[s].map_card.is_none())
                {
                    return Some(ChanceEvent::MapCard(s));
                }
                if v.mission
                    && let Some(s) = self.missions().iter().position(Option::is_none)
                {
                    return Some(ChanceEvent::MissionCard(Seat(s as u8))); // s < MAX_SEATS
                }
                Side::ALL
                    .into_iter()
                    .find(|&s| self.sides[s].filling)
                    .map(ChanceEvent::BagDraw)
            }
            Phase::RoundOver | Phase::GameOver => None,
        }
    }

    /// The state at the start of the next round: board cleared, fresh
    /// line-ups, the loser (void round: the side that did not start) to start.
    pub(crate) fn next_round(&self) -> State {
        let mut s = self.clone();
        s.start_next_round();
        s
    }

    /// The side that starts the next round: the loser of a won round, the
    /// side that did not start a void one.
    pub(crate) fn next_starter(&self) -> Side {
        match self.last {
            Some(EndReason::Won(w)) => w.side.other(),
            Some(EndReason::Void) => self.starter.other(),
            None => self.starter,
        }
    }

    pub(crate) fn start_next_round(&mut self) {
        let next = self.next_starter();
        let v = self.rules.variants;
        let members = BySide::from_fn(|s| self.sides[s].member);
        self.board = Board::default();
        self.set_free(crate::state::Free {
            packed: self.rules.geo.free_packed,
            ko: self.rules.geo.free_ko,
        });
        self.sides = BySide::from_fn(|s| SideState::fresh(s, members[s], &v));
        self.missions = [None; crate::config::MAX_SEATS];
        self.phase = Phase::Play;
        self.starter = next;
        self.turn = next;
    }

    /// The squares where the side to act may place its next piece: empty
    /// squares, minus the knockout squares for a main-colour piece (spec §4).
    pub fn legal_squares(&self) -> Squares {
        let geo = &self.rules.geo;
        let empty = geo.full & !self.board.occupied();
        match self.next_piece() {
            Some(p) if p.is_main() => empty & !geo.knockout,
            Some(_) => empty,
            None => Squares::EMPTY,
        }
    }

    pub(crate) fn chance_list(&self, ev: ChanceEvent) -> Vec<(Move, Prob)> {
        let mut out = Vec::new();
        match ev {
            ChanceEvent::Lot => {
                let half = Prob::uniform(2);
                out.push((Move::Lot(Side::X), half));
                out.push((Move::Lot(Side::O), half));
            }
            ChanceEvent::MapCard(side) => {
                let ok: Vec<u8> = (0..DECK_SIZE as u8)
                    .filter(|&i| self.map_card_allowed(side, i).is_ok())
                    .collect();
                let p = Prob::uniform(ok.len() as u64);
                out.extend(ok.into_iter().map(|i| (Move::MapCard(side, i), p)));
            }
            ChanceEvent::MissionCard(seat) => {
                let ok: Vec<u8> = (0..DECK_SIZE as u8)
                    .filter(|&i| self.mission_card_allowed(i).is_ok())
                    .collect();
                let p = Prob::uniform(ok.len() as u64);
                out.extend(ok.into_iter().map(|i| (Move::MissionCard(seat, i), p)));
            }
            ChanceEvent::BagDraw(side) => {
                let s = &self.sides[side];
                let total = s.bag_total() as u64;
                for c in [side.main(), side.off()] {
                    let n = s.bag(c) as u64;
                    if n > 0
                        && let Ok(p) = Prob::new(n, total)
                    {
                        out.push((Move::Draw(side, c), p));
                    }
                }
            }
        }
        out
    }

    /// The moves of [`State::chance_list`], in its order, without the
    /// probabilities (and without a temporary list).
    pub(crate) fn chance_moves_into<S: MoveSink<Move>>(&self, ev: ChanceEvent, out: &mut S) {
        match ev {
            ChanceEvent::Lot => out.extend_moves([Move::Lot(Side::X), Move::Lot(Side::O)]),
            ChanceEvent::MapCard(_) | ChanceEvent::MissionCard(_) => {
                let mask = self.card_mask(ev);
                for i in Bitboard(u128::from(mask)).indices() {
                    out.extend_moves(card_move(ev, i as u8)); // i < DECK_SIZE
                }
            }
            ChanceEvent::BagDraw(side) => {
                let s = &self.sides[side];
                for c in [side.main(), side.off()] {
                    if s.bag(c) > 0 {
                        out.push(Move::Draw(side, c));
                    }
                }
            }
        }
    }

    fn map_card_allowed(&self, side: Side, i: u8) -> Result<(), MoveError> {
        let card = self.card(i).ok_or(MoveError::NoSuchCard(i))?;
        if (self.cards_drawn() >> i) & 1 == 1 {
            return Err(MoveError::CardTaken(i)); // X-R1
        }
        if let Some(j) = self.sides[side.other()].map_card
            && self.card(j).is_some_and(|o| o.collides(&card))
        {
            return Err(MoveError::CardCollides(i));
        }
        Ok(())
    }

    /// A Mission card may be any card not yet drawn this round (X-R1).
    pub(crate) fn mission_card_allowed(&self, i: u8) -> Result<(), MoveError> {
        self.card(i).ok_or(MoveError::NoSuchCard(i))?;
        if (self.cards_drawn() >> i) & 1 == 1 {
            return Err(MoveError::CardTaken(i));
        }
        Ok(())
    }

    fn check_chance(&self, ev: ChanceEvent, mv: &Move) -> Result<(), MoveError> {
        match (ev, *mv) {
            (ChanceEvent::Lot, Move::Lot(_)) => Ok(()),
            (ChanceEvent::MapCard(s), Move::MapCard(t, i)) if s == t => self.map_card_allowed(s, i),
            (ChanceEvent::MissionCard(s), Move::MissionCard(t, i)) if s == t => self.mission_card_allowed(i),
            (ChanceEvent::BagDraw(s), Move::Draw(t, c)) if s == t => {
                if self.sides[s].bag(c) > 0 {
                    Ok(())
                } else {
                    Err(MoveError::EmptyBag(s, c))
                }
            }
            (ev, m) if m.is_chance() => Err(MoveError::WrongChanceOutcome(ev)),
            (ev, _) => Err(MoveError::ChanceDue(ev)),
        }
    }

    fn check_decision(&self, mv: &Move) -> Result<(), MoveError> {
        match *mv {
            Move::Place(c) => {
                let geo = &self.rules.geo;
                let Some(i) = geo.index(c) else {
                    return Err(MoveError::OffBoard(c));
                };
                let p = self.next_piece().ok_or(MoveError::NoPiece)?;
                if self.board.occupied().has_index(i) {
                    Err(MoveError::Occupied(c))
                } else if p.is_main() && geo.knockout.has_index(i) {
                    Err(MoveError::KnockoutNeedsOffColour(c))
                } else {
                    Ok(())
                }
            }
            Move::Timeout if self.rules.variants.time_bomb.is_some() => Ok(()),
            Move::Timeout => Err(MoveError::NoTimeBomb),
            Move::Pass => {
                self.next_piece().ok_or(MoveError::NoPiece)?;
                if self.legal_squares().is_empty() {
                    Ok(())
                } else {
                    Err(MoveError::CannotPass)
                }
            }
            Move::NextRound => Err(MoveError::RoundNotOver),
            _ => Err(MoveError::NotChanceNode),
        }
    }

    /// Whether `mv` is legal here, and if not, why.
    ///
    /// # Errors
    /// The [`MoveError`] that [`Game::apply`] would return.
    pub fn check_move(&self, mv: &Move) -> Result<(), MoveError> {
        if self.phase == Phase::GameOver {
            return Err(MoveError::GameOver);
        }
        // A move naming something that does not exist says so first.
        match *mv {
            Move::Place(c) if self.rules.geo.index(c).is_none() => return Err(MoveError::OffBoard(c)),
            Move::MapCard(_, i) | Move::MissionCard(_, i) if usize::from(i) >= DECK_SIZE => {
                return Err(MoveError::NoSuchCard(i));
            }
            Move::MissionCard(seat, _) if seat.index() >= self.num_seats() => return Err(MoveError::NoSuchSeat(seat)),
            _ => {}
        }
        match self.phase {
            Phase::GameOver => Err(MoveError::GameOver),
            Phase::Lot => self.check_chance(ChanceEvent::Lot, mv),
            Phase::Play => match self.pending() {
                Some(ev) => self.check_chance(ev, mv),
                None => self.check_decision(mv),
            },
            Phase::RoundOver => {
                let next = self.next_round();
                match (next.pending(), mv) {
                    (_, m) if !m.is_chance() && *m != Move::NextRound => Err(MoveError::RoundOver),
                    (Some(ev), _) => next.check_chance(ev, mv),
                    (None, Move::NextRound) => Ok(()),
                    (None, _) => Err(MoveError::NotChanceNode),
                }
            }
        }
    }

    /// [`Game::apply`] on behalf of `seat`: refuses with
    /// [`MoveError::NotYourTurn`] unless `seat` is the one to act (chance
    /// moves are not a seat's to make).
    ///
    /// # Errors
    /// [`MoveError::NotYourTurn`], or what [`Game::apply`] returns.
    pub fn apply_as(&self, seat: Seat, mv: &Move) -> Result<State, MoveError> {
        match self.to_act() {
            Actor::Seat(s) if s == seat => self.apply(mv),
            Actor::Terminal => Err(MoveError::GameOver),
            _ => Err(MoveError::NotYourTurn),
        }
    }

    /// [`Game::apply_unchecked`], telling `sink` what happens: the one
    /// implementation of a move, for the fast path ([`NoEvents`], whose
    /// event code is compiled away) and for [`board_core::events::Narrate`].
    #[inline]
    pub(crate) fn apply_with<S: EventSink<Event>>(&mut self, mv: &Move, sink: &mut S) {
        match self.phase {
            Phase::GameOver => {}
            Phase::Lot => {
                if let Move::Lot(s) = *mv {
                    self.starter = s;
                    self.turn = s;
                    self.phase = Phase::Play;
                    if S::ON {
                        sink.push(Event::Lot { starter: s });
                    }
                }
            }
            Phase::RoundOver => {
                self.start_next_round();
                if S::ON {
                    sink.push(Event::RoundStarted { starter: self.starter });
                }
                self.apply_in_play(mv, sink);
            }
            Phase::Play => self.apply_in_play(mv, sink),
        }
    }

    fn apply_in_play<S: EventSink<Event>>(&mut self, mv: &Move, sink: &mut S) {
        match *mv {
            Move::Lot(_) | Move::NextRound => {}
            Move::MapCard(side, i) => {
                let Some(card) = self.card(i) else { return };
                let g = self.rules.geo;
                let pieces = [side.main(), side.main(), side.main(), side.off()];
                for (sq, c) in card.squares().into_iter().zip(pieces) {
                    if let Some(ix) = g.index(sq) {
                        if !self.board.occupied().has_index(ix) {
                            self.take_free(ix);
                        }
                        self.board.put(ix, Piece::new(side, c));
                    }
                    let bag = self.sides[side].bag_mut(c);
                    *bag = bag.saturating_sub(1);
                }
                self.sides[side].map_card = Some(i);
                if S::ON {
                    sink.push(Event::MapPiecesSet {
                        side,
                        card: i,
                        own: card.own,
                        off: card.off,
                    });
                }
            }
            Move::MissionCard(seat, i) => {
                if let Some(m) = self.missions.get_mut(seat.index()) {
                    *m = Some(i);
                    if S::ON
                        && let Some(side) = self.side_of(seat)
                    {
                        sink.push(Event::MissionCardDrawn {
                            seat,
                            side,
                            card: Some(i),
                        });
                    }
                }
            }
            Move::Draw(side, c) => {
                let s = &mut self.sides[side];
                let bag = s.bag_mut(c);
                *bag = bag.saturating_sub(1);
                s.push(c);
                if s.lineup_len >= crate::state::CYCLE || s.bag_total() == 0 {
                    s.filling = false;
                }
                if S::ON {
                    sink.push(Event::BagDraw { side, colour: c });
                }
            }
            Move::Place(c) => {
                let side = self.turn;
                let seat = self.seat_of(side, self.sides[side].member);
                let (Some(i), Some(colour)) = (self.rules.geo.index(c), self.sides[side].pop()) else {
                    return;
                };
                let p = Piece::new(side, colour);
                self.board.put(i, p);
                self.take_free(i);
                if S::ON {
                    sink.push(Event::PiecePlaced {
                        seat,
                        square: c,
                        piece: p,
                    });
                }
                self.after_turn(side, Some((i, p)), sink);
            }
            Move::Pass => {
                let side = self.turn;
                let seat = self.seat_of(side, self.sides[side].member);
                let s = &mut self.sides[side];
                let popped = s.pop();
                match popped {
                    Some(crate::Colour::Green) => s.skipped_green += 1,
                    Some(crate::Colour::Red) => s.skipped_red += 1,
                    None => {}
                }
                if S::ON
                    && let Some(colour) = popped
                {
                    sink.push(Event::PieceSkipped {
                        seat,
                        piece: Piece::new(side, colour),
                    });
                }
                self.after_skip(side, sink);
            }
            Move::Timeout => {
                let side = self.turn;
                if S::ON {
                    sink.push(Event::TimedOut {
                        seat: self.seat_of(side, self.sides[side].member),
                        side,
                        piece: self.next_piece(),
                    });
                }
                self.after_skip(side, sink);
            }
        }
    }

    /// [`State::after_turn`] without a placed piece (a pass or a timeout),
    /// out of line: the placement's path inlines `after_turn`.
    #[inline(never)]
    fn after_skip<S: EventSink<Event>>(&mut self, side: Side, sink: &mut S) {
        self.after_turn(side, None, sink);
    }

    #[inline(always)]
    fn after_turn<S: EventSink<Event>>(&mut self, side: Side, placed: Option<(usize, Piece)>, sink: &mut S) {
        self.after_turn_with(side, placed, None, sink);
    }

    /// [`State::after_turn`]; `plain_union` is `Some` in a plain match
    /// ([`crate::state::Rules::plain`]) and then holds the placement's
    /// [`score::placed_union`], read before the piece was put. In a plain
    /// match the team rotation (one player a side: the member stays 0), the
    /// board-width and the Random tests are skipped.
    #[inline(always)]
    pub(crate) fn after_turn_with<S: EventSink<Event>>(
        &mut self,
        side: Side,
        placed: Option<(usize, Piece)>,
        plain_union: Option<u128>,
        sink: &mut S,
    ) {
        let plain = plain_union.is_some();
        let size = self.rules.team_sizes[side];
        if !plain && size > 1 {
            // Teams only (a lone player stays member 0): (member + 1) % size
            // without a division, member < size (validated).
            let s = &mut self.sides[side];
            let next = s.member.saturating_add(1);
            s.member = if next >= size { 0 } else { next };
        }
        if let Some((at, p)) = placed {
            // Five in a row (spec §5): lines through the placed piece can only
            // be of its shape (the placer's) or of its colour.
            let geo = &self.rules.geo;
            let (shape_line, colour_line) = if let Some(u) = plain_union {
                score::placed_lines_union(geo, &self.board, side, p.colour, at, u)
            } else {
                score::placed_lines(geo, &self.board, side, p.colour, at)
            };
            let owner = Side::owning(p.colour);
            let winner = if shape_line || (colour_line && owner == side) {
                Some(side) // simultaneous lines go to the placer (p.4)
            } else if colour_line {
                Some(owner)
            } else {
                None
            };
            if let Some(w) = winner {
                let win = self.win_placed(w, at);
                self.finish_round(EndReason::Won(win), sink);
                return;
            }
        }
        let rnd = !plain && self.rules.variants.random;
        let s = &mut self.sides[side];
        if s.lineup_len == 0 && s.bag_total() > 0 {
            if rnd {
                s.filling = true;
                if S::ON {
                    sink.push(Event::DrawingStarted { side });
                }
            } else {
                s.refill_standard(side);
                if S::ON {
                    sink.push(Event::LineUpFilled {
                        side,
                        line_up: s.line_up().collect(),
                    });
                }
            }
        }
        // X-R3: the turn always passes; a side to act without a piece left
        // makes the round void (decision D3), so nobody places twice in a row.
        let other = side.other();
        if self.sides[other].has_pieces() {
            self.turn = other;
        } else {
            self.finish_round(EndReason::Void, sink);
        }
    }

    pub(crate) fn finish_round<S: EventSink<Event>>(&mut self, r: EndReason, sink: &mut S) {
        let sets_before = self.score.sets;
        self.book(r);
        self.phase = if self.decided().is_some() {
            Phase::GameOver
        } else {
            Phase::RoundOver
        };
        if S::ON {
            self.narrate_round_end(r, sets_before, sink);
        }
    }

    /// The events of a round's end, in order (see [`Event`]): the line,
    /// the Mission cards shown, the points, a knockout, a set won, the
    /// round's end (or a void round), the match's end.
    #[cold]
    fn narrate_round_end<S: EventSink<Event>>(&self, r: EndReason, sets_before: BySide<u8>, sink: &mut S) {
        let geo = &self.rules.geo;
        let coords = |sq: Squares| -> Vec<Coord> {
            sq.indices()
                .map(|i| {
                    let (r, c) = geo.row_col(i);
                    Coord::new(r, c)
                })
                .collect()
        };
        let line = match r {
            EndReason::Won(w) => score::line_squares(geo, &self.board, w.side),
            EndReason::Void => Squares::EMPTY,
        };
        if let EndReason::Won(w) = r {
            sink.push(Event::LineMade {
                side: w.side,
                squares: coords(line),
            });
        }
        if self.rules.variants.mission {
            sink.push(Event::MissionCardsRevealed {
                cards: self.missions().to_vec(),
            });
        }
        match r {
            EndReason::Won(w) => {
                sink.push(Event::PointsBooked {
                    win: w,
                    score: self.score,
                });
                if w.knockout() {
                    let squares = if w.square_knockout {
                        coords(line & geo.knockout)
                    } else {
                        Vec::new()
                    };
                    sink.push(Event::Knockout {
                        side: w.side,
                        squares,
                        mission: w.mission_knockout,
                    });
                }
                if self.score.sets[w.side] != sets_before[w.side] {
                    sink.push(Event::SetWon {
                        side: w.side,
                        sets: self.score.sets,
                    });
                }
                sink.push(Event::RoundOver { winner: w.side });
            }
            EndReason::Void => sink.push(Event::VoidRound),
        }
        if self.phase == Phase::GameOver {
            sink.push(Event::GameOver {
                winner: self.decided().flatten(),
            });
        }
    }

    /// The decisions of the side to act, in square order, then `Pass`,
    /// then `Timeout`. Everything that is fixed within the node (the piece,
    /// hence the legal squares; the variants) is read once; the inner loop
    /// only walks the set bits of one 64-bit word, naming each square by a
    /// table load ([`crate::layout::SquareCoords`]).
    pub(crate) fn moves_into(&self, out: &mut MoveList) {
        let geo = &self.rules.geo;
        let coords = &geo.coords;
        if let Some(p) = self.next_piece() {
            let any = if geo.narrow {
                // At most 128 squares: the low word alone (`legal_squares().lo`),
                // both halves into one block, counted by the state's running
                // counts ([`crate::state::Free`], no population count), one copy.
                let main = p.is_main();
                let empty = geo.full.lo & !(self.board.x.lo | self.board.o.lo);
                let legal = if main { empty & !geo.knockout.lo } else { empty };
                let (cum_lo, cum_hi) = self.free().counts(geo, main);
                let (n0, n1) = ((cum_lo >> 56) as usize, (cum_hi >> 56) as usize);
                let mut block = [Move::Place(Coord::new(0, 0)); 128];
                let (first, rest) = block.split_at_mut(n0.min(64));
                fill_places(legal as u64, 0, coords, first);
                fill_places((legal >> 64) as u64, 64, coords, rest.get_mut(..n1).unwrap_or_default());
                extend_list(out, block.get(..n0 + n1).unwrap_or_default());
                legal != 0
            } else {
                // More than 128 squares (X-R4): each quarter, in square order.
                let legal = self.legal_squares();
                places_into(legal.lo as u64, 0, coords, out);
                places_into((legal.lo >> 64) as u64, 64, coords, out);
                places_into(legal.hi as u64, 128, coords, out);
                places_into((legal.hi >> 64) as u64, 192, coords, out);
                !legal.is_empty()
            };
            if !any {
                out.push(Move::Pass);
            }
        }
        if self.rules.variants.time_bomb.is_some() {
            out.push(Move::Timeout);
        }
    }

    /// A uniform random decision in [`Phase::Play`] once no chance is due:
    /// the move at [`uniform_index`]`(n)` of [`State::moves_into`]'s order
    /// (squares in index order, then `Pass`, then `Timeout`), without
    /// listing them.
    pub(crate) fn random_decision<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        Some(match self.draw_decision(rng)? {
            Drawn::Square(i) => {
                let (row, col) = self.rules.geo.row_col(i);
                Move::Place(Coord::new(row, col))
            }
            Drawn::Pass => Move::Pass,
            Drawn::Timeout => Move::Timeout,
        })
    }

    /// The draw of [`State::random_decision`], with a placement named by
    /// its square index (no coordinates: [`Game::random_step`] places it
    /// directly).
    #[inline(always)]
    pub(crate) fn draw_decision<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Drawn> {
        let geo = &self.rules.geo;
        if !geo.narrow {
            return self.draw_decision_wide(self.legal_squares(), rng);
        }
        // One word (at most 128 squares): `legal_squares().lo`, counted by
        // the state's running counts ([`crate::state::Free`]), no
        // population count.
        let piece = self.next_piece();
        let main = piece.is_some_and(|p| p.is_main());
        let (cum_lo, cum_hi) = self.free().counts(geo, main);
        let squares = if piece.is_some() {
            ((cum_lo >> 56) + (cum_hi >> 56)) as u32
        } else {
            0
        };
        let pass = squares == 0 && piece.is_some();
        let timeout = self.rules.variants.time_bomb.is_some();
        let n = u64::from(squares) + u64::from(pass) + u64::from(timeout);
        let r = uniform_index(n, rng)?;
        Some(if r < u64::from(squares) {
            let empty = geo.full.lo & !(self.board.x.lo | self.board.o.lo);
            let word = if main { empty & !geo.knockout.lo } else { empty };
            Drawn::Square(select_counted(
                word as u64,
                (word >> 64) as u64,
                cum_lo,
                cum_hi,
                r as u32,
            ))
        } else if pass && r == u64::from(squares) {
            Drawn::Pass
        } else {
            Drawn::Timeout
        })
    }

    /// [`State::draw_decision`] on a board of more than 128 squares
    /// (X-R4): the same draw, the `r`-th square counted over both words.
    #[inline(never)]
    fn draw_decision_wide<R: rand_core::Rng + ?Sized>(&self, all: Squares, rng: &mut R) -> Option<Drawn> {
        let (lo, hi) = (Counted::new(Bitboard(all.lo)), Counted::new(Bitboard(all.hi)));
        let squares = lo.count() + hi.count();
        let pass = squares == 0 && self.next_piece().is_some();
        let timeout = self.rules.variants.time_bomb.is_some();
        let n = u64::from(squares) + u64::from(pass) + u64::from(timeout);
        let r = uniform_index(n, rng)?;
        Some(if r < u64::from(squares) {
            let r = r as u32;
            Drawn::Square(if r < lo.count() {
                lo.select(r)
            } else {
                128 + hi.select(r - lo.count())
            })
        } else if pass && r == u64::from(squares) {
            Drawn::Pass
        } else {
            Drawn::Timeout
        })
    }

    /// A placement on square index `i` (a legal, empty square) by the side
    /// to move: [`Move::Place`]'s branch of [`State::apply_in_play`] without
    /// the coordinates and without events.
    #[inline(always)]
    pub(crate) fn place_index(&mut self, i: usize) {
        let side = self.turn;
        let Some(colour) = self.sides[side].pop() else {
            return;
        };
        let p = Piece::new(side, colour);
        if self.rules.plain && i < 128 {
            // A plain match's board has at most 128 squares.
            let u = score::placed_union(&self.board, side, colour);
            self.board.put_lo(i, p);
            self.take_free_lo(i);
            self.after_turn_with(side, Some((i, p)), Some(u), &mut NoEvents);
            return;
        }
        self.board.put(i, p);
        self.take_free(i);
        self.after_turn(side, Some((i, p)), &mut NoEvents);
    }

    /// [`Game::random_step`]'s decision in a plain match
    /// ([`crate::state::Rules::plain`]: no chance during a round, at most
    /// 128 squares, no TimeBomb, one player a side) when the side to act
    /// has a piece in its line-up: [`State::draw_decision`] and
    /// [`State::place_index`] fused, the piece read once, none of the
    /// other cases tested. The same draw (one [`uniform_index`] over the
    /// legal squares in index order, then `Pass` when there is none), so
    /// the same games.
    #[inline(always)]
    pub(crate) fn random_place_plain<R: rand_core::Rng + ?Sized>(
        &mut self,
        rng: &mut R,
    ) -> Option<board_core::bots::Step> {
        let geo = &self.rules.geo;
        let side = self.turn;
        let lineup = self.sides[side].lineup;
        let red = lineup & 1 == 1;
        let main = red == (side == Side::O);
        let (cum_lo, cum_hi) = self.free().counts(geo, main);
        let squares = (cum_lo >> 56) + (cum_hi >> 56);
        let r = uniform_index(squares + u64::from(squares == 0), rng)?;
        if r >= squares {
            self.apply_with(&Move::Pass, &mut NoEvents);
            return Some(board_core::bots::Step::Decision);
        }
        let open = if main { geo.open_main } else { geo.full.lo };
        let word = open & !(self.board.x.lo | self.board.o.lo);
        let i = select_counted(word as u64, (word >> 64) as u64, cum_lo, cum_hi, r as u32);
        let s = &mut self.sides[side];
        s.lineup = lineup >> 1;
        s.lineup_len = s.lineup_len.wrapping_sub(1);
        let colour = if red { crate::Colour::Red } else { crate::Colour::Green };
        let p = Piece::new(side, colour);
        // The line test's union read before the piece is put (not after
        // its stores: no wait on them).
        let u = score::placed_union(&self.board, side, colour);
        // `i < 128`: a square of the word.
        self.board.put_lo(i, p);
        self.take_free_lo(i);
        self.after_turn_with(side, Some((i, p)), Some(u), &mut NoEvents);
        Some(board_core::bots::Step::Decision)
    }

    /// [`Game::random_move`] at a round's end: the only decision is
    /// `NextRound` (when the next round opens without a draw), drawn as
    /// `uniform_index(1)` (one RNG call). Kept out of line: it builds the
    /// next round, once a round.
    #[cold]
    #[inline(never)]
    pub(crate) fn random_next_round<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.next_round().pending().is_none() {
            uniform_index(1, rng)?;
            Some(Move::NextRound)
        } else {
            None
        }
    }

    /// [`Game::to_act`] at a round's end (the next round's first actor),
    /// out of line: it builds the next round, once a round.
    #[cold]
    #[inline(never)]
    pub(crate) fn to_act_round_over(&self) -> Actor {
        if !self.rules.play_chance {
            // No draw can open the next round: its starter acts, with the
            // member whose turn it is (team rotation carries over).
            let next = self.next_starter();
            return Actor::Seat(self.seat_of(next, self.sides[next].member));
        }
        let next = self.next_round();
        match next.pending() {
            Some(_) => Actor::Chance,
            None => Actor::Seat(next.seat_of(next.turn, next.sides[next.turn].member)),
        }
    }

    /// The state whose pending chance event is due now: `self`, or at a
    /// round's end the next round (whose first move may be a draw).
    pub(crate) fn chance_state(&self) -> Option<(ChanceEvent, Option<State>)> {
        match self.phase {
            Phase::Lot => Some((ChanceEvent::Lot, None)),
            Phase::Play => self.pending().map(|ev| (ev, None)),
            Phase::RoundOver => {
                let next = self.next_round();
                next.pending().map(|ev| (ev, Some(next)))
            }
            Phase::GameOver => None,
        }
    }

    /// Cards of the deck that `ev` may draw (bit `i`: card `i`), in deck
    /// order: the chance outcomes of a card event.
    fn card_mask(&self, ev: ChanceEvent) -> u32 {
        let mut mask = 0u32;
        for i in 0..DECK_SIZE as u8 {
            let ok = match ev {
                ChanceEvent::MapCard(side) => self.map_card_allowed(side, i).is_ok(),
                ChanceEvent::MissionCard(_) => self.mission_card_allowed(i).is_ok(),
                ChanceEvent::Lot | ChanceEvent::BagDraw(_) => false,
            };
            mask |= u32::from(ok) << i;
        }
        mask
    }

    /// [`Game::sample_chance`] at a node whose due event is `ev`: the
    /// outcomes of [`State::chance_list`] drawn as [`board_core::sample`]
    /// draws them, without building the list.
    pub(crate) fn sample_event<R: rand_core::Rng + ?Sized>(&self, ev: ChanceEvent, rng: &mut R) -> Option<Move> {
        match ev {
            // k equally likely outcomes: sample_index reduces to uniform_index(k).
            ChanceEvent::Lot => {
                let r = uniform_index(2, rng)?;
                Some(Move::Lot(if r == 0 { Side::X } else { Side::O }))
            }
            ChanceEvent::MapCard(_) | ChanceEvent::MissionCard(_) => {
                let mask = self.card_mask(ev);
                let r = uniform_index(u64::from(mask.count_ones()), rng)?;
                card_move(ev, select64(u64::from(mask), r as u32) as u8)
            }
            ChanceEvent::BagDraw(side) => {
                // Outcomes main then off, weight n / total each (reduced):
                // the common denominator is total / gcd(main, off), each
                // outcome's weight its count divided by the same gcd.
                let s = &self.sides[side];
                let (main, off) = (u64::from(s.bag(side.main())), u64::from(s.bag(side.off())));
                let g = gcd(main, off);
                if g == 0 {
                    return None; // no outcome (never at a due draw)
                }
                let r = uniform_index((main + off) / g, rng)?;
                let c = if r < main / g { side.main() } else { side.off() };
                Some(Move::Draw(side, c))
            }
        }
    }

    /// Every square of the board, row-major.
    pub fn squares(&self) -> impl Iterator<Item = Coord> + '_ {
        self.rules.geo.squares()
    }
}

/// A placement on each square of `bits` (bit `k`: square `base + k`), in
/// square order, into `slots` (as many as `bits` has set bits): the move
/// list's inner loop, one table load and one store per move into a local
/// block (no capacity check, no length stored per move).
#[inline(always)]
fn fill_places(mut bits: u64, base: usize, coords: &SquareCoords, slots: &mut [Move]) {
    for slot in slots.iter_mut() {
        // `bits` still has a set bit in each of the rounds; or-ing the
        // top bit in changes nothing then, but tells the compiler the word
        // is not empty (no zero case for trailing_zeros: the loop is
        // unrolled, 8.5 instructions a move).
        *slot = Move::Place(coords.get(base + (bits | 1 << 63).trailing_zeros() as usize));
        bits &= bits - 1;
    }
}

/// The moves of a local block appended to the list in one copy.
#[inline(always)]
fn extend_list(out: &mut MoveList, placed: &[Move]) {
    if out.try_extend_from_slice(placed).is_err() {
        // Never (MAX_LEGAL_MOVES is a proven bound): keep what fits, as
        // `MoveSink::push` does.
        for &m in placed {
            MoveSink::push(out, m);
        }
    }
}

/// A placement on each square of `bits` (bit `k`: square `base + k`), in
/// square order ([`fill_places`] into a block of 64, one copy).
#[inline(always)]
fn places_into(bits: u64, base: usize, coords: &SquareCoords, out: &mut MoveList) {
    if bits == 0 {
        return;
    }
    let mut block = [Move::Place(Coord::new(0, 0)); 64];
    let placed = block.get_mut(..bits.count_ones() as usize).unwrap_or_default();
    fill_places(bits, base, coords, placed);
    extend_list(out, placed);
}

/// The move that draws card `i` at the card event `ev`.
fn card_move(ev: ChanceEvent, i: u8) -> Option<Move> {
    match ev {
        ChanceEvent::MapCard(side) => Some(Move::MapCard(side, i)),
        ChanceEvent::MissionCard(seat) => Some(Move::MissionCard(seat, i)),
        ChanceEvent::Lot | ChanceEvent::BagDraw(_) => None,
    }
}

/// The greatest common divisor (`gcd(0, 0) = 0`).
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

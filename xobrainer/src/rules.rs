//! Playing: who acts, legal moves, chance outcomes, `apply` (spec §4-§7).

use alloc::vec::Vec;

use board_core::grid::{Bitboard, Coord};
use board_core::{Actor, Game, GameInfo, Outcome, Prob, Seat, SeatOutcome, SeatResult};

use crate::config::MatchFormat;
use crate::layout::DECK_SIZE;
use crate::moves::{ChanceEvent, Move, MoveError};
use crate::piece::{BySide, Piece, Side};
use crate::score;
use crate::state::{Board, Phase, RoundResult, SideState, State};

impl State {
    /// The seat of `side`'s team member `member` (see [`crate::Config::seat_of`]).
    pub(crate) fn seat_of(&self, side: Side, member: u8) -> Seat {
        match side {
            Side::X => Seat(member),
            Side::O => Seat(self.rules.team_sizes[Side::X].saturating_add(member)),
        }
    }

    /// The chance event due now, if any (in this order: lot; Map cards X
    /// then O; Mission cards X then O; Random bag draws X then O).
    pub fn pending(&self) -> Option<ChanceEvent> {
        match self.phase {
            Phase::Lot => Some(ChanceEvent::Lot),
            Phase::Play => {
                let v = self.rules.variants;
                if v.map
                    && let Some(s) = Side::ALL.into_iter().find(|&s| self.sides[s].map_card.is_none())
                {
                    return Some(ChanceEvent::MapCard(s));
                }
                if v.mission
                    && let Some(s) = Side::ALL.into_iter().find(|&s| self.missions[s].is_none())
                {
                    return Some(ChanceEvent::MissionCard(s));
                }
                Side::ALL
                    .into_iter()
                    .find(|&s| self.sides[s].filling)
                    .map(ChanceEvent::BagDraw)
            }
            Phase::RoundOver | Phase::MatchOver => None,
        }
    }

    /// The state at the start of the next round: board cleared, fresh
    /// line-ups, the loser (void round: the side that did not start) to start.
    pub(crate) fn next_round(&self) -> State {
        let mut s = self.clone();
        s.start_next_round();
        s
    }

    fn start_next_round(&mut self) {
        let next = match self.last {
            Some(RoundResult::Won(w)) => w.side.other(),
            Some(RoundResult::Void) => self.starter.other(),
            None => self.starter,
        };
        let v = self.rules.variants;
        let members = BySide::from_fn(|s| self.sides[s].member);
        self.board = Board::default();
        self.sides = BySide::from_fn(|s| SideState::fresh(s, members[s], &v));
        self.missions = BySide([None, None]);
        self.phase = Phase::Play;
        self.starter = next;
        self.turn = next;
    }

    /// The squares where the side to act may place its next piece: empty
    /// squares, minus the knockout squares for a main-colour piece (spec §4).
    pub fn legal_squares(&self) -> Bitboard {
        let geo = &self.rules.geo;
        let empty = geo.grid.full() & !self.board.occupied();
        match self.next_piece() {
            Some(p) if p.is_main() => empty & !geo.knockout,
            Some(_) => empty,
            None => Bitboard::EMPTY,
        }
    }

    fn chance_list(&self, ev: ChanceEvent) -> Vec<(Move, Prob)> {
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
            ChanceEvent::MissionCard(side) => {
                let ok: Vec<u8> = (0..DECK_SIZE as u8)
                    .filter(|&i| self.mission_card_allowed(side, i).is_ok())
                    .collect();
                let p = Prob::uniform(ok.len() as u64);
                out.extend(ok.into_iter().map(|i| (Move::MissionCard(side, i), p)));
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

    fn map_card_allowed(&self, side: Side, i: u8) -> Result<(), MoveError> {
        let card = self.card(i).ok_or(MoveError::NoSuchCard(i))?;
        if let Some(j) = self.sides[side.other()].map_card {
            if j == i {
                return Err(MoveError::CardTaken(i));
            }
            if self.card(j).is_some_and(|o| o.collides(card)) {
                return Err(MoveError::CardCollides(i));
            }
        }
        Ok(())
    }

    pub(crate) fn mission_card_allowed(&self, side: Side, i: u8) -> Result<(), MoveError> {
        self.card(i).ok_or(MoveError::NoSuchCard(i))?;
        if self.missions[side.other()] == Some(i) {
            return Err(MoveError::CardTaken(i));
        }
        Ok(())
    }

    fn check_chance(&self, ev: ChanceEvent, mv: &Move) -> Result<(), MoveError> {
        match (ev, *mv) {
            (ChanceEvent::Lot, Move::Lot(_)) => Ok(()),
            (ChanceEvent::MapCard(s), Move::MapCard(t, i)) if s == t => self.map_card_allowed(s, i),
            (ChanceEvent::MissionCard(s), Move::MissionCard(t, i)) if s == t => self.mission_card_allowed(s, i),
            (ChanceEvent::BagDraw(s), Move::Draw(t, c)) if s == t => {
                if self.sides[s].bag(c) > 0 {
                    Ok(())
                } else {
                    Err(MoveError::EmptyBag(s, c))
                }
            }
            (ev, m) if m.is_chance() => Err(MoveError::WrongChance(ev)),
            (ev, _) => Err(MoveError::ChanceDue(ev)),
        }
    }

    fn check_decision(&self, mv: &Move) -> Result<(), MoveError> {
        match *mv {
            Move::Place(c) => {
                let geo = &self.rules.geo;
                let Some(i) = geo.grid.index(c) else {
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
            _ => Err(MoveError::NotChance),
        }
    }

    /// Whether `mv` is legal here, and if not, why.
    ///
    /// # Errors
    /// The [`MoveError`] that [`Game::apply`] would return.
    pub fn check(&self, mv: &Move) -> Result<(), MoveError> {
        match self.phase {
            Phase::MatchOver => Err(MoveError::MatchOver),
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
                    (None, _) => Err(MoveError::NotChance),
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
            Actor::Terminal => Err(MoveError::MatchOver),
            _ => Err(MoveError::NotYourTurn),
        }
    }

    fn apply_in_play(&mut self, mv: &Move) {
        match *mv {
            Move::Lot(_) | Move::NextRound => {}
            Move::MapCard(side, i) => {
                let Some(card) = self.card(i).copied() else { return };
                let g = self.rules.geo.grid;
                let pieces = [side.main(), side.main(), side.main(), side.off()];
                for (sq, c) in card.squares().into_iter().zip(pieces) {
                    if let Some(ix) = g.index(sq) {
                        self.board.put(ix, Piece::new(side, c));
                    }
                    let bag = self.sides[side].bag_mut(c);
                    *bag = bag.saturating_sub(1);
                }
                self.sides[side].map_card = Some(i);
            }
            Move::MissionCard(side, i) => self.missions[side] = Some(i),
            Move::Draw(side, c) => {
                let s = &mut self.sides[side];
                let bag = s.bag_mut(c);
                *bag = bag.saturating_sub(1);
                s.push(c);
                if s.lineup_len >= crate::state::CYCLE || s.bag_total() == 0 {
                    s.filling = false;
                }
            }
            Move::Place(c) => {
                let side = self.turn;
                let (Some(i), Some(colour)) = (self.rules.geo.grid.index(c), self.sides[side].pop()) else {
                    return;
                };
                let p = Piece::new(side, colour);
                self.board.put(i, p);
                self.after_turn(side, Some(p));
            }
            Move::Pass => {
                let side = self.turn;
                let s = &mut self.sides[side];
                match s.pop() {
                    Some(crate::Colour::Green) => s.skipped_green += 1,
                    Some(crate::Colour::Red) => s.skipped_red += 1,
                    None => {}
                }
                self.after_turn(side, None);
            }
            Move::Timeout => {
                let side = self.turn;
                self.after_turn(side, None);
            }
        }
    }

    fn after_turn(&mut self, side: Side, placed: Option<Piece>) {
        let size = self.rules.team_sizes[side].max(1);
        let s = &mut self.sides[side];
        s.member = (s.member + 1) % size;
        if let Some(p) = placed {
            // Five in a row (spec §5): lines through the placed piece can only
            // be of its shape (the placer's) or of its colour.
            let geo = &self.rules.geo;
            let shape_line = score::has_line(geo, self.board.shapes(side));
            let owner = Side::owning(p.colour);
            let colour_line = score::has_line(geo, self.board.colour(p.colour));
            let winner = if shape_line || (colour_line && owner == side) {
                Some(side) // simultaneous lines go to the placer (p.4)
            } else if colour_line {
                Some(owner)
            } else {
                None
            };
            if let Some(w) = winner {
                let win = self.win_for(w);
                self.finish_round(RoundResult::Won(win));
                return;
            }
        }
        let rnd = self.rules.variants.random;
        let s = &mut self.sides[side];
        if s.lineup_len == 0 && s.bag_total() > 0 {
            if rnd {
                s.filling = true;
            } else {
                s.refill_standard(side);
            }
        }
        let other = side.other();
        if self.sides[other].has_pieces() {
            self.turn = other;
        } else if !self.sides[side].has_pieces() {
            self.finish_round(RoundResult::Void); // decision D3
        }
    }

    fn finish_round(&mut self, r: RoundResult) {
        self.book(r);
        self.phase = if self.decided().is_some() {
            Phase::MatchOver
        } else {
            Phase::RoundOver
        };
    }

    fn moves_into(&self, out: &mut Vec<Move>) {
        let geo = &self.rules.geo;
        for i in self.legal_squares().indices() {
            if let Some(c) = geo.grid.coord(i) {
                out.push(Move::Place(c));
            }
        }
        if self.legal_squares().is_empty() && self.next_piece().is_some() {
            out.push(Move::Pass);
        }
        if self.rules.variants.time_bomb.is_some() {
            out.push(Move::Timeout);
        }
    }

    /// Every square of the board, row-major.
    pub fn squares(&self) -> impl Iterator<Item = Coord> + '_ {
        self.rules.geo.grid.squares()
    }
}

impl Game for State {
    type Move = Move;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "xobrainer",
        min_seats: 2,
        max_seats: 6,
        chance: true,
        hidden_information: true,
    };

    fn num_seats(&self) -> usize {
        self.rules.team_sizes[Side::X] as usize + self.rules.team_sizes[Side::O] as usize
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::MatchOver => Actor::Terminal,
            Phase::Lot => Actor::Chance,
            Phase::Play => match self.pending() {
                Some(_) => Actor::Chance,
                None => Actor::Seat(self.seat_of(self.turn, self.sides[self.turn].member)),
            },
            Phase::RoundOver => {
                let next = self.next_round();
                match next.pending() {
                    Some(_) => Actor::Chance,
                    None => Actor::Seat(next.seat_of(next.turn, next.sides[next.turn].member)),
                }
            }
        }
    }

    fn legal_moves_into(&self, out: &mut Vec<Move>) {
        match self.phase {
            Phase::MatchOver => {}
            Phase::Lot => out.extend(self.chance_list(ChanceEvent::Lot).into_iter().map(|(m, _)| m)),
            Phase::Play => match self.pending() {
                Some(ev) => out.extend(self.chance_list(ev).into_iter().map(|(m, _)| m)),
                None => self.moves_into(out),
            },
            Phase::RoundOver => {
                let next = self.next_round();
                match next.pending() {
                    Some(ev) => out.extend(next.chance_list(ev).into_iter().map(|(m, _)| m)),
                    None => out.push(Move::NextRound),
                }
            }
        }
    }

    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        match self.phase {
            Phase::Lot | Phase::Play => self.pending().map(|ev| self.chance_list(ev)).unwrap_or_default(),
            Phase::RoundOver => {
                let next = self.next_round();
                next.pending().map(|ev| next.chance_list(ev)).unwrap_or_default()
            }
            Phase::MatchOver => Vec::new(),
        }
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        self.check(mv)?;
        let mut s = self.clone();
        s.apply_unchecked(mv);
        // ok: an invariant check (debug builds only); every state `FromStr`, serde
        // or `new` accepts is valid, and a checked move keeps it valid.
        debug_assert_eq!(s.validate(), Ok(()), "{self} + {mv}");
        Ok(s)
    }

    /// The fast path. An illegal move may leave an inconsistent state (never
    /// a panic, never memory corruption); use [`Game::apply`] for untrusted moves.
    fn apply_unchecked(&mut self, mv: &Move) {
        match self.phase {
            Phase::MatchOver => {}
            Phase::Lot => {
                if let Move::Lot(s) = *mv {
                    self.starter = s;
                    self.turn = s;
                    self.phase = Phase::Play;
                }
            }
            Phase::RoundOver => {
                self.start_next_round();
                self.apply_in_play(mv);
            }
            Phase::Play => self.apply_in_play(mv),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::MatchOver {
            return None;
        }
        let winner = self.decided().flatten();
        let sets = matches!(self.rules.format, MatchFormat::Sets { .. });
        let seats = (0..self.num_seats())
            .map(|i| {
                let side = if i < self.rules.team_sizes[Side::X] as usize {
                    Side::X
                } else {
                    Side::O
                };
                let result = match winner {
                    None => SeatResult::Draw,
                    Some(w) if w == side => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
                };
                let score = if sets {
                    self.score.sets[side] as i32
                } else {
                    self.score.total[side] as i32
                };
                SeatOutcome { result, score }
            })
            .collect();
        Some(Outcome { seats })
    }
}

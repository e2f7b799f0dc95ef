//! [`State::validate`]: every invariant the rules imply, re-derived from
//! scratch, and [`StateError`], the invariant a state breaks. The list
//! with its reasons is in the crate docs, "State invariants".

use board_core::grid::Coord;

use crate::config::{MatchFormat, SET_POINTS};
use crate::moves::ChanceEvent;
use crate::piece::{BySide, Colour, Piece, Side};
use crate::score::{self, MISSION_BONUS};
use crate::state::{Board, CYCLE, EndReason, Phase, RoundScore, SideState, State, supply};

/// Why a state is not one the rules can reach (returned by
/// [`State::validate`]; [`crate::ParseStateError::Invalid`] and the serde
/// error carry it). Each variant names one invariant of the crate docs'
/// "State invariants" list.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum StateError {
    // ---- the board ----
    /// Two pieces on one square.
    #[error("square {0} holds two pieces")]
    SquareHeldTwice(Coord),
    /// A piece (or a colour bit) outside the board.
    #[error("a piece off the board")]
    PieceOffBoard,
    /// A green X or red O on a knockout square (spec §4).
    #[error("main-colour piece on knockout square {0}")]
    MainColourOnKnockout(Coord),
    /// The counts of empty squares the state keeps beside the board do not
    /// match it (never for a state the engine built or loaded: every
    /// loader counts them from the board).
    #[error("the counts of empty squares do not match the board")]
    StaleCounts,

    // ---- pieces and line-ups ----
    /// Board, bag, line-up and skipped pieces of a colour do not add up to
    /// the side's supply (spec §1).
    #[error("{side} has {count} {colour} pieces in all, not {supply}")]
    PieceCount {
        /// The side.
        side: Side,
        /// The colour.
        colour: Colour,
        /// Pieces counted.
        count: u16,
        /// The supply per round.
        supply: u8,
    },
    /// A line-up of more than 4 pieces, or colour bits beyond its length.
    #[error("{0}'s line-up is malformed")]
    LineUpMalformed(Side),
    /// Without Random, the line-up and bag are not in the standard order of
    /// cycles main, main, main, off (spec §2).
    #[error("{0}'s line-up is not in the standard order")]
    NotStandardOrder(Side),
    /// With Random, the pieces drawn so far are not whole draws of four
    /// (spec §2: a side draws 4 pieces a cycle).
    #[error("{0}'s pieces drawn are not whole draws of four")]
    DrawsNotInFours(Side),
    /// Random draws are due for a side whose line-up is full or whose bag
    /// is empty, or at a time no draw can be due.
    #[error("{0} is drawing its line-up out of turn")]
    DrawOutOfTurn(Side),
    /// A side with an empty line-up but pieces in its bag and no draw due
    /// (the line-up is refilled after each turn).
    #[error("{0} has an empty line-up but pieces in its bag")]
    EmptyLineUp(Side),
    /// A piece skipped while it had a legal square (decision D7): a skipped
    /// main-colour piece needs every empty square to be a knockout square,
    /// an off-colour piece a full board.
    #[error("{side} skipped a {colour} piece that had a legal square")]
    SkipWithLegalSquare {
        /// The side.
        side: Side,
        /// The colour skipped.
        colour: Colour,
    },

    // ---- turns ----
    /// The side to move does not follow from the turns taken: turns
    /// alternate, the round's starter first (and, in the first round, each
    /// side's team member to act is its turns taken modulo the team size,
    /// E3). Without TimeBomb every turn shows (a placement or a skipped
    /// piece); with it, timeouts may fill the gap.
    #[error(
        "{side_to_move} to move in a round {starter} started, after {} turns of X and {} of O",
        turns.0[0],
        turns.0[1]
    )]
    TurnOrder {
        /// The side to move (at a round's end: the side that moved last).
        side_to_move: Side,
        /// The round's starter.
        starter: Side,
        /// Turns seen per side this round (placements and skipped pieces).
        turns: BySide<u16>,
    },
    /// A team member index at or beyond the team size.
    #[error("{side} has no team member {member}")]
    NoSuchMember {
        /// The side.
        side: Side,
        /// The member index.
        member: u8,
    },
    /// The side to move has no piece to play (the turn passes only to a
    /// side with pieces; X-R3).
    #[error("{0} is to move without a piece")]
    NoPieceToPlay(Side),

    // ---- cards ----
    /// A Map card without the Map variant, or a Mission card without the
    /// Mission variant.
    #[error("a card of a variant not in play")]
    CardWithoutVariant,
    /// A card index outside the deck.
    #[error("card {0} is not in the deck")]
    NoSuchCard(u8),
    /// A Map card's piece is not on its square (spec §7).
    #[error("{side}'s map card {card} has no piece on {square}")]
    MapPieceMissing {
        /// The side.
        side: Side,
        /// The card.
        card: u8,
        /// The marked square.
        square: Coord,
    },
    /// The two Map cards mark a common square (decision D5 redraws).
    #[error("the map cards collide")]
    MapCardsCollide,
    /// A Mission card held by a seat that does not exist.
    #[error("a mission card for seat {0}, who does not exist")]
    MissionForNoSeat(u8),
    /// Cards drawn out of the order X's Map card, O's Map card, Mission
    /// cards in seat order (E1).
    #[error("cards drawn out of order")]
    CardsOutOfOrder,
    /// One card drawn twice in a round (X-R1).
    #[error("card {0} drawn twice in one round")]
    CardDrawnTwice(u8),
    /// Pieces played, or the turn passed, before the round's cards were
    /// drawn; or a round ended without them.
    #[error("the round's cards were not all drawn before play")]
    PlayBeforeCards,

    // ---- phases and results ----
    /// The opening lot is due but the state is not a fresh match.
    #[error("the opening lot is due but the match has begun")]
    LotAfterStart,
    /// The phase says the match runs, but the score decides it, or the
    /// other way round.
    #[error("the phase disagrees with the match result")]
    PhaseDisagrees,
    /// The winner of the last round starts this one (the loser does, §6).
    #[error("the winner of the last round starts this one")]
    WinnerStarts,
    /// Five in a row on the board of a running round.
    #[error("five in a row on the board of a running round")]
    LineInRunningRound,
    /// A finished round without a result.
    #[error("a finished round without a result")]
    NoResult,
    /// A void round while the side to move next has pieces, or with a
    /// line on the board (decision D3, X-R3).
    #[error("a void round that is not void")]
    NotVoid,
    /// The result of the finished round does not follow from the board: no
    /// line for the winner, different points or knockouts, or no last
    /// placement that made the line(s).
    #[error("the round result does not match the board")]
    ResultDisagrees,
    /// A round result no round can have: line dots outside the board's
    /// windows, a bonus that is no multiple of 3 or beyond the cards, a
    /// Mission bonus or knockout without Mission.
    #[error("round result {0} is impossible")]
    ImpossibleResult(RoundScore),

    // ---- the score ----
    /// `rounds` is not the sum of the rounds won.
    #[error("rounds won do not add up")]
    RoundsDoNotAddUp,
    /// A last round's result without any round played, or the reverse, or
    /// a result the score does not hold.
    #[error("the last round's result disagrees with the score")]
    LastRoundNotCounted,
    /// Total points no sequence of round wins gives: each won round scores
    /// between the board's smallest and largest window (plus at most 12
    /// Mission points per player of the side).
    #[error("{side}: {total} points from {rounds} won rounds")]
    ImpossibleTotal {
        /// The side.
        side: Side,
        /// Its total points.
        total: u16,
        /// Its rounds won.
        rounds: u16,
    },
    /// The last round's winner has a total that its won rounds cannot give
    /// together with the last round's points: the other
    /// won rounds each scored between the board's smallest window and the
    /// best round.
    #[error(
        "{side}: a total of {total} points is not reachable from {rounds} won rounds of which the last scored {last}"
    )]
    TotalNotFromRounds {
        /// The side that won the last round.
        side: Side,
        /// Its total points.
        total: u16,
        /// Its rounds won.
        rounds: u16,
        /// The last round's points.
        last: u16,
    },
    /// The points of the current set, the sets and the totals disagree
    /// (spec §6: 20 points win a set, both sides' points then restart,
    /// surplus lost; outside set formats points are the totals).
    #[error("{0}: set score impossible")]
    ImpossibleSetScore(Side),
}

/// The smallest and largest dots of any 5-window of the board.
fn window_bounds(state: &State) -> (u32, u32) {
    let geo = &state.rules.geo;
    let (mut lo, mut hi) = (u32::MAX, 0);
    score::for_each_window(geo, geo.full, |w| {
        let d = geo.sum_dots(w);
        lo = lo.min(d);
        hi = hi.max(d);
    });
    if hi == 0 { (0, 0) } else { (lo, hi) }
}

impl State {
    /// Checks every invariant of the crate docs' "State invariants" from
    /// scratch: a state passes exactly when the rules can reach it (as far
    /// as the state records; see the docs). `FromStr`, serde and the test
    /// kit run it.
    ///
    /// # Errors
    /// The first broken invariant, as a [`StateError`].
    pub fn validate(&self) -> Result<(), StateError> {
        self.validate_board()?;
        for side in Side::ALL {
            self.validate_side(side)?;
        }
        self.validate_cards()?;
        self.validate_score()?;
        self.validate_phase()?;
        self.validate_turns()
    }

    fn validate_board(&self) -> Result<(), StateError> {
        let geo = &self.rules.geo;
        let b = &self.board;
        if let Some(i) = (b.x & b.o).indices().next() {
            return Err(StateError::SquareHeldTwice(geo.coord(i).unwrap_or_default()));
        }
        if !(b.occupied() & !geo.full).is_empty() || !(b.green & !b.occupied()).is_empty() {
            return Err(StateError::PieceOffBoard);
        }
        let main_on_ko = (b.x & b.green) | (b.o & !b.green);
        if let Some(i) = (main_on_ko & geo.knockout).indices().next() {
            return Err(StateError::MainColourOnKnockout(geo.coord(i).unwrap_or_default()));
        }
        if self.free() != crate::state::Free::of(geo, b) {
            return Err(StateError::StaleCounts);
        }
        Ok(())
    }

    /// Pieces placed by hand this round (Map pieces excluded) plus pieces
    /// skipped: the turns of `side` that left a trace.
    pub(crate) fn turns_seen(&self, side: Side) -> u16 {
        let s = &self.sides[side];
        let on_board = self.board.shapes(side).count() as u16;
        let map = if s.map_card.is_some() { CYCLE as u16 } else { 0 };
        on_board.saturating_sub(map) + u16::from(s.skipped_green) + u16::from(s.skipped_red)
    }

    fn validate_side(&self, side: Side) -> Result<(), StateError> {
        let s = &self.sides[side];
        let b = &self.board;
        if s.lineup_len > CYCLE || (s.lineup >> s.lineup_len) != 0 {
            return Err(StateError::LineUpMalformed(side));
        }
        for colour in [Colour::Green, Colour::Red] {
            let count = b.count(Piece::new(side, colour)) as u16
                + u16::from(s.bag(colour))
                + u16::from(s.count_in_lineup(colour))
                + u16::from(s.skipped(colour));
            if count != u16::from(supply(side, colour)) {
                return Err(StateError::PieceCount {
                    side,
                    colour,
                    count,
                    supply: supply(side, colour),
                });
            }
        }
        if s.member >= self.rules.team_sizes[side] {
            return Err(StateError::NoSuchMember { side, member: s.member });
        }
        if self.rules.variants.random {
            // Every draw is of 4 pieces (spec §2) from a bag of 32, or 28
            // after the Map pieces: the pieces drawn are whole fours, but
            // for the draw under way.
            let open = u16::from(s.bag_total()) + if s.filling { u16::from(s.lineup_len) } else { 0 };
            if open % u16::from(CYCLE) != 0 {
                return Err(StateError::DrawsNotInFours(side));
            }
            if s.filling && (s.lineup_len >= CYCLE || s.bag_total() == 0) {
                return Err(StateError::DrawOutOfTurn(side));
            }
        } else {
            let (main, off) = (s.bag(side.main()), s.bag(side.off()));
            let mut pattern = SideState::default();
            for k in (CYCLE - s.lineup_len)..CYCLE {
                pattern.push(if k < 3 { side.main() } else { side.off() });
            }
            if s.filling || main != 3 * off || pattern.lineup != s.lineup {
                return Err(StateError::NotStandardOrder(side));
            }
        }
        // D7: a skipped piece had no legal square, and squares only fill up
        // during a round.
        let empty = self.rules.geo.full & !b.occupied();
        if s.skipped(side.main()) > 0 && !(empty & !self.rules.geo.knockout).is_empty() {
            return Err(StateError::SkipWithLegalSquare {
                side,
                colour: side.main(),
            });
        }
        if s.skipped(side.off()) > 0 && !empty.is_empty() {
            return Err(StateError::SkipWithLegalSquare {
                side,
                colour: side.off(),
            });
        }
        Ok(())
    }

    fn validate_cards(&self) -> Result<(), StateError> {
        let v = self.rules.variants;
        for side in Side::ALL {
            let Some(i) = self.sides[side].map_card else { continue };
            if !v.map {
                return Err(StateError::CardWithoutVariant);
            }
            let card = self.card(i).ok_or(StateError::NoSuchCard(i))?;
            let pieces = [side.main(), side.main(), side.main(), side.off()];
            for (square, c) in card.squares().into_iter().zip(pieces) {
                if self.piece_at(square) != Some(Piece::new(side, c)) {
                    return Err(StateError::MapPieceMissing { side, card: i, square });
                }
            }
        }
        for (seat, m) in self.missions.iter().enumerate() {
            let Some(i) = *m else { continue };
            if seat >= self.seats() {
                return Err(StateError::MissionForNoSeat(seat as u8)); // seat < MAX_SEATS
            }
            if !v.mission {
                return Err(StateError::CardWithoutVariant);
            }
            self.card(i).ok_or(StateError::NoSuchCard(i))?;
        }
        let (sx, so) = (&self.sides[Side::X], &self.sides[Side::O]);
        if let (Some(a), Some(b)) = (sx.map_card, so.map_card)
            && a != b
            && self.card(a).zip(self.card(b)).is_some_and(|(p, q)| p.collides(&q))
        {
            return Err(StateError::MapCardsCollide);
        }
        // E1: X's Map card, O's, then the Mission cards in seat order.
        let maps_done = !v.map || (sx.map_card.is_some() && so.map_card.is_some());
        if (so.map_card.is_some() && sx.map_card.is_none())
            || (!maps_done && self.missions.iter().any(Option::is_some))
            || self.missions.windows(2).any(|w| w[0].is_none() && w[1].is_some())
        {
            return Err(StateError::CardsOutOfOrder);
        }
        // X-R1: no card is drawn twice in a round.
        let mut seen = 0u32;
        for c in Side::ALL
            .iter()
            .filter_map(|&s| self.sides[s].map_card)
            .chain(self.missions.iter().flatten().copied())
        {
            let bit = 1u32.checked_shl(u32::from(c)).unwrap_or(0);
            if seen & bit != 0 {
                return Err(StateError::CardDrawnTwice(c));
            }
            seen |= bit;
        }
        Ok(())
    }

    /// Whether a round result could be any round's on this board and config.
    fn result_possible(&self, w: RoundScore, bounds: (u32, u32)) -> bool {
        let mission = self.rules.variants.mission;
        let cards = u32::from(self.rules.team_sizes[w.side]);
        let line = u32::from(w.line_points);
        let bonus = u32::from(w.bonus);
        (bounds.0..=bounds.1).contains(&line)
            && bonus % u32::from(MISSION_BONUS) == 0
            && bonus
                <= if mission {
                    4 * u32::from(MISSION_BONUS) * cards
                } else {
                    0
                }
            && (!w.mission_knockout || (mission && bonus >= 4 * u32::from(MISSION_BONUS)))
    }

    fn validate_score(&self) -> Result<(), StateError> {
        let s = &self.score;
        if s.rounds_won[Side::X].checked_add(s.rounds_won[Side::O]) != Some(s.rounds) {
            return Err(StateError::RoundsDoNotAddUp);
        }
        let bounds = window_bounds(self);
        let best = |side: Side| {
            let cards = if self.rules.variants.mission {
                u32::from(self.rules.team_sizes[side])
            } else {
                0
            };
            bounds.1 + 4 * u32::from(MISSION_BONUS) * cards
        };
        for side in Side::ALL {
            // Each won round scores a window's dots, at least the smallest
            // window (the total saturates at u16::MAX), at most the best
            // window plus the side's Mission cards.
            let (total, rounds) = (u32::from(s.total[side]), u32::from(s.rounds_won[side]));
            let least = (rounds * bounds.0).min(u32::from(u16::MAX));
            if total < least || total > rounds * best(side) {
                return Err(StateError::ImpossibleTotal {
                    side,
                    total: s.total[side],
                    rounds: s.rounds_won[side],
                });
            }
        }
        // The latest round's result exists exactly when a round was played,
        // could be any round's, and is counted in the score.
        let played = s.rounds > 0 || s.void_rounds > 0;
        let sets_format = matches!(self.rules.format, MatchFormat::Sets { .. });
        let counted = match self.last {
            None => !played,
            Some(EndReason::Void) => s.void_rounds > 0,
            Some(EndReason::Won(w)) => {
                if !self.result_possible(w, bounds) {
                    return Err(StateError::ImpossibleResult(w));
                }
                // In a set format the round's points are in the current set,
                // or the round won a set and both sides' points restarted.
                let in_set = !sets_format
                    || s.points[w.side] >= w.points()
                    || (s.points == BySide([0, 0]) && s.sets[w.side] > 0);
                if !(s.rounds_won[w.side] > 0 && s.total[w.side] >= w.points() && in_set) {
                    return Err(StateError::LastRoundNotCounted);
                }
                // The total from the rounds: the winner's other won rounds scored the
                // rest of its total, each between the smallest window and
                // the best round; in a set format the current set's points
                // beyond this round's came from those rounds too.
                let others = u32::from(s.rounds_won[w.side]) - 1;
                let rest = u32::from(s.total[w.side]) - u32::from(w.points());
                let saturated = s.total[w.side] == u16::MAX;
                let total_ok = saturated || (others * bounds.0..=others * best(w.side)).contains(&rest);
                let set_rest_ok = !sets_format
                    || s.points[w.side] < w.points()
                    || u32::from(s.points[w.side] - w.points()) <= others * best(w.side);
                if !total_ok {
                    return Err(StateError::TotalNotFromRounds {
                        side: w.side,
                        total: s.total[w.side],
                        rounds: s.rounds_won[w.side],
                        last: w.points(),
                    });
                }
                if !set_rest_ok {
                    return Err(StateError::ImpossibleSetScore(w.side));
                }
                true
            }
        };
        if !counted {
            return Err(StateError::LastRoundNotCounted);
        }
        match self.rules.format {
            MatchFormat::Sets { best_of } => {
                let need = best_of / 2 + 1;
                let any_set = s.sets[Side::X] > 0 || s.sets[Side::O] > 0;
                for side in Side::ALL {
                    let (points, sets, total) = (
                        u32::from(s.points[side]),
                        u32::from(s.sets[side]),
                        u32::from(s.total[side]),
                    );
                    let lost = u32::from(s.sets[side.other()]);
                    let set = u32::from(SET_POINTS);
                    let per_round = best(side).max(1);
                    // A set needs 20 points in rounds of at most `per_round`;
                    // the points of the current set need their rounds too.
                    let rounds_needed = sets * set.div_ceil(per_round) + points.div_ceil(per_round);
                    let ok = points < set
                        && s.sets[side] <= need
                        && (any_set || points == total)
                        && total >= set * sets + points
                        // Each set won took at most 19 points plus a round;
                        // each set lost reset at most 19.
                        && total <= points + sets * (set - 1 + per_round) + lost * (set - 1)
                        && u32::from(s.rounds_won[side]) >= rounds_needed;
                    if !ok {
                        return Err(StateError::ImpossibleSetScore(side));
                    }
                }
            }
            _ => {
                for side in Side::ALL {
                    if s.points[side] != s.total[side] || s.sets[side] != 0 {
                        return Err(StateError::ImpossibleSetScore(side));
                    }
                }
            }
        }
        Ok(())
    }

    /// Whether the match was still undecided before the last round (which
    /// then decided it): the match ends at once when it is decided.
    fn undecided_before_last(&self, w: RoundScore) -> bool {
        let s = &self.score;
        let o = w.side.other();
        match self.rules.format {
            MatchFormat::Sets { best_of } => {
                let need = best_of / 2 + 1;
                // The winner reached `need` sets only with this round.
                s.sets[o] < need && (s.sets[w.side] < need || s.points == BySide([0, 0]))
            }
            MatchFormat::Rounds(n) => s.rounds <= n,
            MatchFormat::Points(n) => s.total[o] < n && s.total[w.side].saturating_sub(w.points()) < n,
            MatchFormat::OneRound => s.rounds == 1,
        }
    }

    fn validate_phase(&self) -> Result<(), StateError> {
        let geo = &self.rules.geo;
        let line = |side| score::side_has_line(geo, &self.board, side);
        match self.phase {
            Phase::Lot => {
                if *self != State::fresh(self.rules.clone()) {
                    return Err(StateError::LotAfterStart);
                }
            }
            Phase::Play => {
                if self.decided().is_some() {
                    return Err(StateError::PhaseDisagrees);
                }
                // The loser of the previous round starts this one (spec §6).
                if let Some(EndReason::Won(w)) = self.last
                    && self.starter != w.side.other()
                {
                    return Err(StateError::WinnerStarts);
                }
                if Side::ALL.into_iter().any(line) {
                    return Err(StateError::LineInRunningRound);
                }
                let turn = self.turn;
                match self.pending() {
                    Some(ChanceEvent::MapCard(_) | ChanceEvent::MissionCard(_)) => {
                        if Side::ALL.iter().any(|&s| {
                            self.turns_seen(s) > 0 || self.sides[s].lineup_len > 0 && self.rules.variants.random
                        }) || turn != self.starter
                        {
                            return Err(StateError::PlayBeforeCards);
                        }
                    }
                    Some(ChanceEvent::BagDraw(_)) | Some(ChanceEvent::Lot) => {}
                    None => {
                        if self.sides[turn].lineup_len == 0 {
                            return Err(StateError::NoPieceToPlay(turn));
                        }
                    }
                }
                if !self.sides[turn].has_pieces() {
                    return Err(StateError::NoPieceToPlay(turn));
                }
                self.validate_draws()?;
                for side in Side::ALL {
                    let x = &self.sides[side];
                    if x.lineup_len == 0 && x.bag_total() > 0 && !x.filling {
                        return Err(StateError::EmptyLineUp(side));
                    }
                }
            }
            Phase::RoundOver | Phase::GameOver => {
                if (self.phase == Phase::GameOver) != self.decided().is_some() {
                    return Err(StateError::PhaseDisagrees);
                }
                // A round was played: its set-up draws were all made.
                if (self.rules.variants.map && Side::ALL.iter().any(|&s| self.sides[s].map_card.is_none()))
                    || (self.rules.variants.mission && self.missions().iter().any(Option::is_none))
                {
                    return Err(StateError::PlayBeforeCards);
                }
                // `turn` is the side that moved last.
                let mover = self.turn;
                match self.last {
                    None => return Err(StateError::NoResult),
                    // X-R3: the round went void when the side to move next
                    // (the other side than the one that moved last) had no
                    // piece.
                    Some(EndReason::Void) => {
                        if self.sides[mover.other()].has_pieces() || Side::ALL.into_iter().any(line) {
                            return Err(StateError::NotVoid);
                        }
                        if self.phase == Phase::GameOver {
                            return Err(StateError::PhaseDisagrees); // a void round decides nothing
                        }
                        // The mover's line-up was refilled (or its draw set
                        // up) after its turn.
                        let m = &self.sides[mover];
                        if m.lineup_len == 0 && m.bag_total() > 0 && !m.filling {
                            return Err(StateError::EmptyLineUp(mover));
                        }
                    }
                    Some(EndReason::Won(w)) => {
                        if !line(w.side) || self.win_for(w.side) != w || !self.last_placement_won(w) {
                            return Err(StateError::ResultDisagrees);
                        }
                        if self.phase == Phase::GameOver && !self.undecided_before_last(w) {
                            return Err(StateError::PhaseDisagrees);
                        }
                        if self.sides[mover].filling {
                            return Err(StateError::DrawOutOfTurn(mover));
                        }
                    }
                }
                // The side that did not move last had its line-up refilled
                // (and drawn) after its last turn.
                let other = &self.sides[mover.other()];
                if other.filling {
                    return Err(StateError::DrawOutOfTurn(mover.other()));
                }
                if other.lineup_len == 0 && other.bag_total() > 0 {
                    return Err(StateError::EmptyLineUp(mover.other()));
                }
            }
        }
        Ok(())
    }

    /// Random draws (spec §2, E1): at a round's start X draws four, then O;
    /// during play a side draws right after the turn that emptied its
    /// line-up, before the other side moves.
    fn validate_draws(&self) -> Result<(), StateError> {
        let (x, o) = (&self.sides[Side::X], &self.sides[Side::O]);
        let fresh = Side::ALL.iter().all(|&s| self.turns_seen(s) == 0) && self.turn == self.starter;
        match (x.filling, o.filling) {
            (false, false) => Ok(()),
            // The round's first draws: X's under way, O's not begun.
            (true, true) if fresh && o.lineup_len == 0 => Ok(()),
            (true, true) => Err(StateError::DrawOutOfTurn(Side::O)),
            (fx, _) => {
                let f = if fx { Side::X } else { Side::O };
                let first_draws = f == Side::O && fresh && x.lineup_len == CYCLE;
                let after_turn = self.turn == f.other() && self.turns_seen(f) > 0;
                if first_draws || after_turn {
                    Ok(())
                } else {
                    Err(StateError::DrawOutOfTurn(f))
                }
            }
        }
    }

    /// Whether some placement of the side that moved last (not a Map
    /// piece) made every line on the board, giving the round to `w.side`
    /// (spec §5: the placer's own line wins, simultaneous lines too; else
    /// the placed colour's owner).
    fn last_placement_won(&self, w: RoundScore) -> bool {
        let geo = &self.rules.geo;
        let placer = self.turn;
        let placer_line = score::side_has_line(geo, &self.board, placer);
        if placer_line != (w.side == placer) {
            return false;
        }
        let mut map_squares = crate::squares::Squares::EMPTY;
        if let Some(card) = self.sides[placer].map_card.and_then(|i| self.card(i)) {
            for sq in card.squares() {
                if let Some(i) = geo.index(sq) {
                    map_squares.set_index(i);
                }
            }
        }
        let candidates = self.board.shapes(placer) & !map_squares;
        candidates.indices().any(|i| {
            let colour = if self.board.green.has_index(i) {
                Colour::Green
            } else {
                Colour::Red
            };
            let colour_ok = w.side == placer || colour == w.side.main();
            let mut before: Board = self.board;
            before.remove(i);
            colour_ok && !Side::ALL.iter().any(|&s| score::side_has_line(geo, &before, s))
        })
    }

    /// Turn order (spec §6, X-R3, E3): turns alternate from the starter;
    /// in the first round each side's team member is its turns modulo the
    /// team size. Without TimeBomb each turn left a trace (a piece placed
    /// or skipped); with it, some turns may have been timeouts.
    fn validate_turns(&self) -> Result<(), StateError> {
        if self.phase == Phase::Lot {
            return Ok(());
        }
        let starter = self.starter;
        let next = match self.phase {
            Phase::Play => self.turn,
            _ => self.turn.other(),
        };
        let lead = u32::from(next != starter);
        let first_round = match self.phase {
            Phase::Play => self.last.is_none(),
            _ => u32::from(self.score.rounds) + u32::from(self.score.void_rounds) == 1,
        };
        let seen = BySide::from_fn(|s| u32::from(self.turns_seen(s)));
        let size = |s: Side| u32::from(self.rules.team_sizes[s]).max(1);
        let member_ok = |s: Side, t: u32| !first_round || t % size(s) == u32::from(self.sides[s].member);
        let (a, b) = (starter, starter.other());
        // The starter took `lead` turns more than the other side.
        let ok = if self.rules.variants.time_bomb.is_none() {
            seen[a] == seen[b] + lead && member_ok(a, seen[a]) && member_ok(b, seen[b])
        } else {
            // Timeouts: the other side took `t >= seen[b]` turns and the
            // starter `t + lead >= seen[a]`; the members repeat with period
            // size(a) * size(b), so that many values of `t` decide it.
            let from = seen[b].max(seen[a].saturating_sub(lead));
            (from..from + size(a) * size(b)).any(|t| member_ok(b, t) && member_ok(a, t + lead))
        };
        if ok {
            Ok(())
        } else {
            Err(StateError::TurnOrder {
                side_to_move: self.turn,
                starter,
                turns: BySide::from_fn(|s| self.turns_seen(s)),
            })
        }
    }
}

//! The `Game` and `Observe` traits.

use alloc::vec::Vec;
use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::ops::{Deref, DerefMut};
use core::str::FromStr;

use crate::{Actor, MoveSink, Outcome, Prob, Seat};

/// A game's fact sheet: what generic tools may rely on without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// Short lower-case name, as used by the examples' `--game` flag.
    pub name: &'static str,
    /// The game's name for people, as its makers write it (`XOBrainer`,
    /// `ODULUDO`, `Deblockle`): OpenSpiel's long name, a menu's label.
    pub title: &'static str,
    /// Fewest seats a valid config has.
    pub min_seats: usize,
    /// Most seats a valid config has.
    pub max_seats: usize,
    /// Whether the game has chance nodes.
    pub chance: bool,
    /// Whether some seat may not see all of the state, in some config (see
    /// [`Observe`]; [`Observe::hides_information`] says it per config).
    pub hidden_information: bool,
}

/// A game state: one value holds everything needed to continue the game.
///
/// States are small values, cheap to clone; undo is keeping the previous state.
/// Every method is deterministic and pure. Randomness enters only as chance
/// moves: at a [`Actor::Chance`] node the legal moves are the chance outcomes,
/// with exact probabilities from [`Game::chance_outcomes`]; a caller samples
/// one (for example with [`crate::sample`]) or forces one in a test.
pub trait Game: Clone + Eq + Hash + Debug {
    /// A move: a decision of a seat or a chance outcome. Its text notation
    /// (`Display`/`FromStr`) round-trips exactly; its parse error (the
    /// crate's `ParseMoveError`) is a printable, thread-safe error, so
    /// generic code can report it without further bounds.
    type Move: Clone + Eq + Hash + Debug + Display + FromStr<Err: core::error::Error + Send + Sync + 'static>;
    /// The game's own legal-move list, returned by [`Game::legal_move_list`]:
    /// an [`arrayvec::ArrayVec`](crate::arrayvec::ArrayVec) whose capacity
    /// is the most legal moves any valid state of any valid config has (the
    /// game's `MAX_LEGAL_MOVES`, derived in its docs and tested), so listing
    /// moves touches no heap; or, where that bound is too large for the
    /// stack, a list that says why in the game's docs (numseq: a
    /// [`smallvec::SmallVec`](crate::smallvec::SmallVec), inline up to a
    /// size play reaches); or a `Vec`. See [`crate::movelist`] for what a
    /// fixed capacity means for errors.
    type MoveList: MoveSink<Self::Move>
        + Default
        + Clone
        + Debug
        + Deref<Target = [Self::Move]>
        + DerefMut
        + IntoIterator<Item = Self::Move>;
    /// Why a move was refused (the crate's `MoveError`).
    type Error: core::error::Error + Send + Sync + 'static;

    /// The game's fact sheet.
    const INFO: GameInfo;

    /// Number of seats at the table.
    fn num_seats(&self) -> usize;

    /// Who acts now: a seat, chance, or nobody (terminal).
    fn to_act(&self) -> Actor;

    /// Appends every legal move of the actor to `out` (chance outcomes at a
    /// chance node), each exactly once, in the game's order. Appends nothing
    /// iff the state is terminal. `out` is not cleared first.
    ///
    /// `out` is any [`MoveSink`]: a `Vec`, the game's [`Game::MoveList`], or
    /// another fixed-capacity list (which must have room for the moves: see
    /// [`crate::movelist`]).
    fn legal_moves_into<S: MoveSink<Self::Move>>(&self, out: &mut S);

    /// Every legal move of the actor, in a fresh vector.
    fn legal_moves(&self) -> Vec<Self::Move> {
        let mut v = Vec::new();
        self.legal_moves_into(&mut v);
        v
    }

    /// How many legal moves the actor has: the length of what
    /// [`Game::legal_moves_into`] appends (chance outcomes at a chance node,
    /// zero iff terminal). [`crate::testkit::perft`] counts the last ply
    /// with it (bulk counting).
    ///
    /// This default lists the moves into the game's [`Game::MoveList`]
    /// and counts them.
    /// Games may override it with a count that builds no moves; the test
    /// kit's conformance check holds every override to the list's length.
    fn legal_move_count(&self) -> usize {
        let mut list = Self::MoveList::default();
        self.legal_move_list_into(&mut list);
        list.len()
    }

    /// How many legal moves the actor has after the legal move `mv`: the
    /// [`Game::legal_move_count`] of this state with `mv` applied
    /// ([`Game::apply_unchecked`]). [`crate::testkit::perft`] counts the
    /// children of the nodes one ply above the leaves with it.
    ///
    /// This default clones the state, applies `mv` and counts. Games may
    /// override it with a count that skips work the count does not need
    /// (the full application, bookkeeping); the test kit's conformance
    /// check holds every override to this default for every legal move.
    /// `mv` must be legal here; for any other move the result is
    /// unspecified (but never a panic).
    #[inline]
    fn legal_move_count_after(&self, mv: &Self::Move) -> usize {
        let mut next = self.clone();
        next.apply_unchecked(mv);
        next.legal_move_count()
    }

    /// Every legal move of the actor, in the game's own [`Game::MoveList`]:
    /// the same moves in the same order as [`Game::legal_moves`], with no
    /// heap allocation where the list has a fixed capacity.
    fn legal_move_list(&self) -> Self::MoveList {
        let mut list = Self::MoveList::default();
        self.legal_move_list_into(&mut list);
        list
    }

    /// Appends every legal move of the actor to `list`, the game's own
    /// [`Game::MoveList`] (not cleared first): what [`Game::legal_moves_into`]
    /// appends. Hot generic loops (perft) fill one list per node in place
    /// with it, which avoids moving a large fixed-capacity list out of
    /// [`Game::legal_move_list`].
    ///
    /// Games override it (and implement [`Game::legal_moves_into`] through
    /// it) so that their move generator is compiled once, in the game's own
    /// crate, for this one list type: a generator generic over the sink is
    /// compiled in each calling crate instead, where the game's non-generic
    /// helpers are not inlined (Deblockle perft measured 36% more
    /// instructions that way).
    fn legal_move_list_into(&self, list: &mut Self::MoveList) {
        self.legal_moves_into(list);
    }

    /// At a chance node: each outcome with its exact probability (positive,
    /// summing to exactly one). Empty at every other node.
    fn chance_outcomes(&self) -> Vec<(Self::Move, Prob)>;

    /// [`Game::chance_outcomes`] into a caller's buffer: `out` is cleared,
    /// then filled with exactly the outcomes, in the same order, that
    /// [`Game::chance_outcomes`] returns (empty at every node that is not a
    /// chance node). Hot generic loops ([`crate::bots::listed_step`]) reuse
    /// one buffer from chance node to chance node, so that drawing a die
    /// roll allocates nothing once the buffer has grown.
    ///
    /// The default extends `out` from [`Game::chance_outcomes`] (one
    /// allocation a call, as before); games override it to write the
    /// outcomes straight into `out`. The test kit's conformance check holds
    /// every override to [`Game::chance_outcomes`].
    fn chance_outcomes_into(&self, out: &mut Vec<(Self::Move, Prob)>) {
        out.clear();
        out.extend(self.chance_outcomes());
    }

    /// The successor state, or why `mv` is illegal here.
    ///
    /// # Errors
    /// The game's error type names the reason. `self` is never changed.
    fn apply(&self, mv: &Self::Move) -> Result<Self, Self::Error>;

    /// Applies `mv` in place, for hot loops that know `mv` is legal
    /// (perft, bots, benches). Games override it with a fast path.
    ///
    /// # Panics
    /// Implementations may panic (or leave the state as it was) on an illegal
    /// move; they never corrupt memory. This default leaves the state
    /// unchanged when `mv` is illegal.
    fn apply_unchecked(&mut self, mv: &Self::Move) {
        if let Ok(next) = self.apply(mv) {
            *self = next;
        }
    }

    /// Final result per seat once terminal; `None` before.
    fn outcome(&self) -> Option<Outcome>;

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        matches!(self.to_act(), Actor::Terminal)
    }

    /// Parses a move from text against this state.
    ///
    /// # Errors
    /// The notation's parse error, if the text is not a move.
    fn parse_move(&self, text: &str) -> Result<Self::Move, <Self::Move as FromStr>::Err> {
        text.trim().parse()
    }

    /// At a chance node, one outcome drawn from `rng` exactly as
    /// [`crate::sample`] draws from [`Game::chance_outcomes`]: the same RNG
    /// calls and the same result, so seeded games agree whichever path a
    /// caller takes. `None` at other nodes (or if the outcomes are malformed).
    ///
    /// Games override it with an allocation-free fast path for play-outs;
    /// the test kit's conformance check holds every override to this promise.
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move> {
        if !matches!(self.to_act(), Actor::Chance) {
            return None;
        }
        let outcomes = self.chance_outcomes();
        crate::sample(&outcomes, rng).ok().cloned()
    }

    /// At a seat's node, a uniformly random legal move: the one at index
    /// [`crate::bots::uniform_index`]`(n, rng)` of [`Game::legal_moves`] (the
    /// same RNG calls and the same result). `None` at chance and terminal
    /// nodes. This default lists the moves in [`Game::legal_move_list`].
    ///
    /// Games override it with a fast path that does not list every move; the
    /// test kit's conformance check holds every override to this promise.
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return None;
        }
        let moves = self.legal_move_list();
        let i = crate::prob::uniform_index(moves.len(), rng)?;
        moves.into_iter().nth(i)
    }

    /// One step of random play, in place: at a chance node the outcome
    /// [`Game::sample_chance`] draws, at a seat's node the move
    /// [`Game::random_move`] draws, applied with [`Game::apply_unchecked`]
    /// (the same RNG calls and the same resulting state). Returns what was
    /// applied, or `None` at a terminal state (or if the game offers no move),
    /// leaving the state unchanged.
    ///
    /// Play-out loops call it through [`crate::bots::random_step`]. Games may
    /// override it with a fused choose-and-apply path that never builds the
    /// move; the test kit's conformance check holds every override to this
    /// default.
    #[inline]
    fn random_step<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Step> {
        choose_and_apply(self, rng)
    }

    /// Random play to the end of the game, in place: [`Game::random_step`]
    /// until it returns `None` (the same RNG calls, the same final state),
    /// adding the decisions and chance outcomes it applied to `decisions`
    /// and `chance`. Like that loop it returns only at a terminal state (or
    /// where the game offers no move); to cap a play-out's length, call
    /// [`Game::random_step`] in a loop with a ply count instead.
    ///
    /// Play-out loops call it through [`crate::bots::counted_playout`].
    /// Games may override it with a loop that keeps the state's hot values
    /// in locals across moves; the test kit's conformance check holds every
    /// override to this default.
    #[inline]
    fn random_playout<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R, decisions: &mut u64, chance: &mut u64) {
        while let Some(step) = self.random_step(rng) {
            match step {
                Step::Decision => *decisions += 1,
                Step::Chance => *chance += 1,
            }
        }
    }
}

/// Per-seat views for games with hidden information.
///
/// `view(seat)` holds exactly what `seat` may know. Two states that differ
/// only in what `seat` cannot see give equal views.
pub trait Observe: Game {
    /// What one seat sees.
    type View: Clone + Eq + Debug;

    /// The observation of `seat`.
    fn view(&self, seat: Seat) -> Self::View;

    /// Whether this state's config may keep something from some seat (so a
    /// view may differ from the whole state): by default
    /// [`GameInfo::hidden_information`], which says whether some config
    /// does; a game where only some configs hide something says which (as
    /// XOBrainer's Mission variant).
    fn hides_information(&self) -> bool {
        Self::INFO.hidden_information
    }
}

/// A readable multi-line text drawing of the whole state, for people (a
/// terminal, a log, a test's failure message). Each engine implements it
/// with its `State::picture`; the facade's `DynGame::picture` calls it.
pub trait Picture {
    /// The drawing: several lines, the same text for equal states.
    fn picture(&self) -> alloc::string::String;
}

/// What [`random_step`](crate::bots::random_step) applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A seat's uniformly random legal move.
    Decision,
    /// A sampled chance outcome.
    Chance,
}

/// One step of random play the unfused way: at a chance node
/// [`Game::sample_chance`], at a seat's node [`Game::random_move`], then
/// [`Game::apply_unchecked`]. This is the body of [`Game::random_step`]'s
/// default and what the conformance check holds every override to; a game
/// that fuses only some nodes calls it for the others. `None` at a terminal
/// state (or if the game offers no move).
#[inline]
pub fn choose_and_apply<G: Game, R: rand_core::Rng + ?Sized>(state: &mut G, rng: &mut R) -> Option<Step> {
    let (mv, kind) = match state.to_act() {
        Actor::Terminal => return None,
        Actor::Chance => (state.sample_chance(rng)?, Step::Chance),
        Actor::Seat(_) => (state.random_move(rng)?, Step::Decision),
    };
    state.apply_unchecked(&mv);
    Some(kind)
}

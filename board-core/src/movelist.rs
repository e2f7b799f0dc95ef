//! Where legal moves go: [`MoveSink`], and the fixed-capacity move lists
//! ([`Game::MoveList`](crate::Game::MoveList)) that let generic code
//! enumerate moves with no heap at all.
//!
//! [`Game::legal_moves_into`](crate::Game::legal_moves_into) appends to any
//! [`MoveSink`]: a `Vec` (as before: callers that pass a `&mut Vec` keep
//! compiling), an [`ArrayVec`] on the stack, or a [`SmallVec`] that keeps its
//! first `N` moves inline. [`Game::legal_move_list`](crate::Game::legal_move_list)
//! returns the game's own list type, whose capacity each game derives from
//! its rules and config limits (documented on the game's `MAX_LEGAL_MOVES`
//! constant and tested there by building the densest position).
//!
//! ## Capacity and errors
//!
//! A fixed-capacity list never grows. Its capacity is a bound proven for
//! every valid state of every valid config, so a game's generator never
//! reaches it; the test kit's conformance check compares the game's list
//! with the `Vec` listing at every state it visits. Should a bound ever be
//! wrong, a push beyond the capacity is **dropped** (the list keeps its
//! first `N` moves and nothing panics, per the project's rule that input
//! never panics) and, in builds with debug assertions (the test suites),
//! fails a `debug_assert!` so the tests name the broken bound.
//!
//! ```
//! use board_core::MoveSink;
//! use board_core::arrayvec::ArrayVec;
//!
//! fn evens<S: MoveSink<u8>>(out: &mut S) {
//!     out.reserve(3);
//!     out.extend_moves([0, 2, 4]);
//! }
//! let mut on_stack: ArrayVec<u8, 4> = ArrayVec::new();
//! evens(&mut on_stack);
//! let mut on_heap = Vec::new();
//! evens(&mut on_heap);
//! assert_eq!(on_stack.as_slice(), on_heap.as_slice());
//! ```

use alloc::vec::Vec;

use arrayvec::ArrayVec;
use smallvec::SmallVec;

/// A place legal moves are appended to, in order.
///
/// Implemented for `Vec<M>` (grows on the heap), [`ArrayVec<M, N>`] (fixed
/// capacity on the stack; see the [module docs](self) for what happens at
/// the capacity) and [`SmallVec<[M; N]>`] (the first `N` inline, the rest on
/// the heap). Move generators take `out: &mut S` with `S: MoveSink<M>` and
/// call `push`, `extend_moves`, `len` and `reserve`.
///
/// (`extend_moves` is not [`Extend::extend`] on purpose: `ArrayVec`'s
/// `Extend` panics at the capacity, and the same name on `Vec` would make
/// `v.extend(..)` ambiguous wherever this trait is imported.)
pub trait MoveSink<M> {
    /// Appends `m`.
    fn push(&mut self, m: M);

    /// Appends every move of `moves`, in order.
    fn extend_moves<I: IntoIterator<Item = M>>(&mut self, moves: I)
    where
        Self: Sized,
    {
        for m in moves {
            self.push(m);
        }
    }

    /// Number of moves held.
    fn len(&self) -> usize;

    /// Removes every move held, keeping the storage: a list reused from
    /// node to node ([`crate::bots::listed_step`]) is cleared, not rebuilt.
    fn clear(&mut self);

    /// Whether no move is held.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A hint that about `additional` more moves follow (a `Vec` reserves
    /// room; fixed-capacity lists ignore it).
    fn reserve(&mut self, additional: usize) {
        let _ = additional;
    }

    /// The most moves the sink can hold, if it cannot grow (`N` for an
    /// [`ArrayVec`]); `None` for sinks that grow.
    fn fixed_capacity(&self) -> Option<usize> {
        None
    }
}

impl<M> MoveSink<M> for Vec<M> {
    #[inline]
    fn push(&mut self, m: M) {
        Vec::push(self, m);
    }
    #[inline]
    fn extend_moves<I: IntoIterator<Item = M>>(&mut self, moves: I) {
        Extend::extend(self, moves);
    }
    #[inline]
    fn len(&self) -> usize {
        Vec::len(self)
    }
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    #[inline]
    fn reserve(&mut self, additional: usize) {
        Vec::reserve(self, additional);
    }
}

impl<M, const N: usize> MoveSink<M> for ArrayVec<M, N> {
    /// Appends `m`; at the capacity `m` is dropped (and a debug assertion
    /// fails): see the [module docs](self).
    #[inline]
    fn push(&mut self, m: M) {
        let full = self.try_push(m).is_err();
        debug_assert!(
            !full,
            "a move list of capacity {N} overflowed: the game's MAX_LEGAL_MOVES bound is wrong"
        ); // ok: debug builds only; the capacity is a proven bound (module docs)
    }
    #[inline]
    fn len(&self) -> usize {
        ArrayVec::len(self)
    }
    #[inline]
    fn clear(&mut self) {
        ArrayVec::clear(self);
    }
    fn fixed_capacity(&self) -> Option<usize> {
        Some(N)
    }
}

impl<M, const N: usize> MoveSink<M> for SmallVec<[M; N]> {
    #[inline]
    fn push(&mut self, m: M) {
        SmallVec::push(self, m);
    }
    #[inline]
    fn extend_moves<I: IntoIterator<Item = M>>(&mut self, moves: I) {
        Extend::extend(self, moves);
    }
    #[inline]
    fn len(&self) -> usize {
        SmallVec::len(self)
    }
    #[inline]
    fn clear(&mut self) {
        SmallVec::clear(self);
    }
    #[inline]
    fn reserve(&mut self, additional: usize) {
        SmallVec::reserve(self, additional);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fill<S: MoveSink<u8>>(out: &mut S) {
        out.reserve(4);
        out.push(1);
        out.extend_moves([2, 3]);
        out.push(4);
    }

    #[test]
    fn every_sink_holds_the_same_moves_in_order() {
        let mut v = Vec::new();
        let mut a: ArrayVec<u8, 4> = ArrayVec::new();
        let mut s: SmallVec<[u8; 2]> = SmallVec::new();
        fill(&mut v);
        fill(&mut a);
        fill(&mut s);
        assert_eq!(v, [1, 2, 3, 4]);
        assert_eq!(a.as_slice(), v.as_slice());
        assert_eq!(s.as_slice(), v.as_slice());
        assert!(s.spilled(), "past its inline part a SmallVec grows");
        assert_eq!((MoveSink::len(&a), MoveSink::is_empty(&a)), (4, false));
        assert_eq!(v.fixed_capacity(), None);
        assert_eq!(s.fixed_capacity(), None);
        assert_eq!(a.fixed_capacity(), Some(4));
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "overflowed")]
    fn a_push_past_the_capacity_fails_a_debug_assertion() {
        let mut a: ArrayVec<u8, 3> = ArrayVec::new();
        fill(&mut a);
    }

    #[test]
    #[cfg(not(debug_assertions))]
    fn a_push_past_the_capacity_is_dropped_without_a_panic() {
        let mut a: ArrayVec<u8, 3> = ArrayVec::new();
        fill(&mut a);
        assert_eq!(a.as_slice(), [1, 2, 3]);
    }
}

//! A counting global allocator for the workspace's test binaries, which
//! check that hot paths (`apply`, `apply_unchecked`, `random_move`,
//! `sample_chance`, move listing into a buffer with room) never touch the
//! heap.
//!
//! The library crates forbid `unsafe` code, and `board_core::testkit` is
//! one of them; implementing [`GlobalAlloc`] takes `unsafe`, so the
//! allocator lives here, in a small crate that is never published and is
//! only a dev-dependency. A test binary declares it as its allocator (a
//! `#[global_allocator]` must be declared in the binary itself) and counts
//! around a call with [`allocations`]:
//!
//! ```
//! #[global_allocator]
//! static GLOBAL: testkit_alloc::Counting = testkit_alloc::Counting;
//!
//! fn main() {
//!     let (sum, n) = testkit_alloc::allocations(|| 2 + 2);
//!     assert_eq!((sum, n), (4, 0));
//!     let (v, n) = testkit_alloc::allocations(|| vec![1u8; 3]);
//!     assert_eq!((v.len(), n), (3, 1));
//! }
//! ```
//!
//! Counts are per thread: the test harness runs other tests on other
//! threads at the same time, and each thread counts only its own
//! allocations (`alloc`, `alloc_zeroed` and `realloc`; `dealloc` is not
//! an allocation). Without the `#[global_allocator]` declaration nothing is
//! counted and every count is 0.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting each thread's allocations.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counting;

thread_local! {
    /// Allocations made by this thread (a `const` thread-local: no lazy
    /// initialisation, so the allocator never recurses into itself).
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// Counts one allocation of this thread (nothing once the thread-local is
/// gone, at thread exit).
fn bump() {
    let _ = ALLOCATIONS.try_with(|c| c.set(c.get() + 1));
}

// SAFETY: every method forwards to `System` unchanged; the counter is a
// plain thread-local `Cell` that allocates nothing.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: the caller upholds `GlobalAlloc::alloc`'s contract, passed on as is.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System` with this layout (every allocation goes through the methods above).
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        bump();
        // SAFETY: as `alloc`.
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        bump();
        // SAFETY: as `dealloc`, and the caller upholds `realloc`'s contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// Allocations this thread has made so far (through [`Counting`]).
pub fn thread_allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Runs `f` and returns its result with the number of allocations it made
/// on this thread.
pub fn allocations<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = thread_allocations();
    let out = f();
    (out, thread_allocations() - before)
}

use alloc::vec::Vec;

use crate::Game;

/// Counts the leaf nodes of the game tree `depth` plies below `state`, with
/// bulk counting at the last ply: the legal moves there are counted with
/// [`Game::legal_move_count`], neither applied nor (where the game overrides
/// the count) listed. Chance outcomes count as plies and branches like
/// decisions. A terminal state counts as one leaf at depth 0 and has no
/// children. Uses [`Game::apply_unchecked`] on legal moves; one move buffer
/// per listed depth is reused across the whole walk.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    // The last ply is counted, not listed: no buffer for it.
    let mut bufs: Vec<Vec<G::Move>> = (1..depth).map(|_| Vec::new()).collect();
    perft_inner(state, &mut bufs)
}

fn perft_inner<G: Game>(state: &G, bufs: &mut [Vec<G::Move>]) -> u64 {
    let Some((buf, deeper)) = bufs.split_first_mut() else {
        return state.legal_move_count() as u64;
    };
    buf.clear();
    state.legal_moves_into(buf);
    let mut n = 0;
    for m in buf.iter() {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft_inner(&child, deeper);
    }
    n
}

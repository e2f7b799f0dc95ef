use alloc::vec::Vec;

use crate::Game;

/// Counts the leaf nodes of the game tree `depth` plies below `state`, with
/// bulk counting at the last ply (the number of legal moves is counted, not
/// applied). Chance outcomes count as plies and branches like decisions.
/// A terminal state counts as one leaf at depth 0 and has no children.
/// Uses [`Game::apply_unchecked`] on legal moves; one move buffer per depth
/// is reused across the whole walk.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    let mut bufs: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::new()).collect();
    perft_inner(state, &mut bufs)
}

fn perft_inner<G: Game>(state: &G, bufs: &mut [Vec<G::Move>]) -> u64 {
    let Some((buf, deeper)) = bufs.split_first_mut() else {
        return 1;
    };
    buf.clear();
    state.legal_moves_into(buf);
    if deeper.is_empty() {
        return buf.len() as u64;
    }
    let mut n = 0;
    for m in buf.iter() {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft_inner(&child, deeper);
    }
    n
}

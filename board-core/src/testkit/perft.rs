use alloc::vec::Vec;

use crate::Game;

/// Counts the leaf nodes of the game tree `depth` plies below `state`, with
/// bulk counting at the last ply (the number of legal moves is counted, not
/// applied). Chance outcomes count as plies and branches like decisions.
/// A terminal state counts as one leaf at depth 0 and has no children.
/// Uses [`Game::apply_unchecked`] on legal moves.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    let mut buf = Vec::new();
    perft_inner(state, depth, &mut buf)
}

fn perft_inner<G: Game>(state: &G, depth: u32, buf: &mut Vec<G::Move>) -> u64 {
    if depth == 0 {
        return 1;
    }
    buf.clear();
    state.legal_moves_into(buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let moves = core::mem::take(buf);
    let mut n = 0;
    for m in &moves {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft_inner(&child, depth - 1, buf);
    }
    *buf = moves;
    n
}

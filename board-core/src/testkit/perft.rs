use crate::Game;

/// Counts the leaf nodes of the game tree `depth` plies below `state`, with
/// bulk counting at the last ply (the number of legal moves is counted, not
/// applied). Chance outcomes count as plies and branches like decisions.
/// A terminal state counts as one leaf at depth 0 and has no children.
/// Uses [`Game::apply_unchecked`] on legal moves; each node lists its moves
/// in the game's [`Game::MoveList`] on the stack
/// ([`Game::legal_move_list_into`]), so with a fixed-capacity list the walk
/// allocates nothing.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    let Some(deeper) = depth.checked_sub(1) else {
        return 1;
    };
    // Filled in place (not `legal_move_list`, whose return would copy the
    // whole fixed-capacity array once a node).
    let mut moves = G::MoveList::default();
    state.legal_move_list_into(&mut moves);
    if deeper == 0 {
        return moves.len() as u64;
    }
    let mut n = 0;
    for m in moves.iter() {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft(&child, deeper);
    }
    n
}

use crate::{Game, MoveSink};

/// Counts the leaf nodes of the game tree `depth` plies below `state`, with
/// bulk counting at the last ply: the legal moves there are counted with
/// [`Game::legal_move_count`], neither applied nor (where the game overrides
/// the count) listed; the ply above it goes through
/// [`Game::legal_move_count_after`], so a game may count a child's moves
/// without building the child in full. Chance outcomes count as plies and branches like
/// decisions. A terminal state counts as one leaf at depth 0 and has no
/// children. Uses [`Game::apply_unchecked`] on legal moves; each inner node
/// lists its moves in the game's [`Game::MoveList`] on the stack
/// ([`Game::legal_move_list_into`]), so with a fixed-capacity list the walk
/// allocates nothing.
pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    let Some(deeper) = depth.checked_sub(1) else {
        return 1;
    };
    if deeper == 0 {
        // The last ply is counted, not listed.
        return state.legal_move_count() as u64;
    }
    // Filled in place (not `legal_move_list`, whose return would copy the
    // whole fixed-capacity array once a node).
    let mut moves = G::MoveList::default();
    state.legal_move_list_into(&mut moves);
    let mut n = 0;
    if deeper == 1 {
        // The children's moves are counted from here
        // (`legal_move_count_after`: by default apply and count).
        for m in moves.iter() {
            n += state.legal_move_count_after(m) as u64;
        }
        return n;
    }
    for m in moves.iter() {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft(&child, deeper);
    }
    n
}

/// Counts the leaf nodes of the game tree `depth` plies below `state` the
/// plain way, with no bulk counting below the list: at depth 1 the legal
/// moves are listed into the game's [`Game::MoveList`]
/// ([`Game::legal_move_list_into`]) and the list's length is the count;
/// above it each child is cloned, the move applied with
/// [`Game::apply_unchecked`], and counted recursively (two plies above the
/// leaves, each child's moves are listed in the loop, into one list cleared
/// for each child, with no call a child: the same work). This is the work
/// chess perfts such as shakmaty's `perft` do (list the moves at the last
/// ply, clone and play above), so comparisons with them measure like with
/// like; [`perft`] gives the same counts with less work (the last ply
/// counted, not listed, and the ply above it counted without building the
/// children). Chance outcomes count as plies and branches like decisions;
/// a terminal state counts as one leaf at depth 0 and has no children.
pub fn perft_listed<G: Game>(state: &G, depth: u32) -> u64 {
    let Some(deeper) = depth.checked_sub(1) else {
        return 1;
    };
    let mut moves = G::MoveList::default();
    state.legal_move_list_into(&mut moves);
    if deeper == 0 {
        return moves.len() as u64;
    }
    let mut n = 0;
    if deeper == 1 {
        // The children's moves listed here, into one list cleared for each
        // child: the same work as the call one ply down, without the call.
        let mut child_moves = G::MoveList::default();
        for m in moves.iter() {
            let mut child = state.clone();
            child.apply_unchecked(m);
            child_moves.clear();
            child.legal_move_list_into(&mut child_moves);
            n += child_moves.len() as u64;
        }
        return n;
    }
    for m in moves.iter() {
        let mut child = state.clone();
        child.apply_unchecked(m);
        n += perft_listed(&child, deeper);
    }
    n
}

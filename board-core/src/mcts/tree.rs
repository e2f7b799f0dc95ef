//! One search tree: nodes in an arena (a `Vec` reused between searches),
//! children linked by index.

use alloc::vec::Vec;

use super::{Deadline, Knowledge, MctsConfig, Rollout};
use crate::bots::{Determinize, uniform_index};
use crate::{Actor, Game, Seat};

/// No node.
const NONE: u32 = u32::MAX;
/// The move into this node was a chance outcome.
const CHANCE: u8 = u8::MAX;
/// No proof (see [`Node::proof`]).
const UNPROVEN: u8 = u8::MAX;
/// Root of every tree.
const ROOT: u32 = 0;
/// At most this many states are replayed when looking for the new root.
const REUSE_STATES: usize = 4096;
/// At most this many plies below the old root.
const REUSE_DEPTH: u8 = 8;

#[derive(Clone, Debug)]
struct Node<M> {
    /// The move from the parent; `None` at the root.
    mv: Option<M>,
    first_child: u32,
    next_sibling: u32,
    /// Iterations through this node.
    visits: u32,
    /// Iterations in which this node's move was legal at its parent.
    avail: u32,
    /// Sum of the returns (`0..=1`) of the seat that chose `mv`.
    total: f64,
    /// The seat that chose `mv`, or [`CHANCE`].
    mover: u8,
    /// Whether the decision children have been created.
    expanded: bool,
    /// MCTS-Solver: the seat that can force a win from this node's state
    /// whatever the others do, or [`UNPROVEN`].
    proof: u8,
    /// The length in plies of the proof found (saturating).
    proof_plies: u16,
    /// The move's prior (progressive bias), 0 without knowledge.
    prior: f32,
    /// RAVE: iterations in which the mover played this move at or below
    /// the parent (all moves as first).
    amaf_visits: u32,
    /// RAVE: the mover's returns summed over those iterations.
    amaf_total: f64,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, mover: u8) -> Self {
        Node {
            mv,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            total: 0.0,
            mover,
            expanded: false,
            proof: UNPROVEN,
            proof_plies: 0,
            prior: 0.0,
            amaf_visits: 0,
            amaf_total: 0.0,
        }
    }
}

/// A search tree and its scratch buffers (kept to avoid allocation).
pub(crate) struct Tree<G: Game> {
    nodes: Vec<Node<G::Move>>,
    spare: Vec<Node<G::Move>>,
    /// The state at the root after the last search, when reuse is sound.
    root_state: Option<G>,
    moves: Vec<G::Move>,
    path: Vec<u32>,
    cand: Vec<u32>,
    values: Vec<f64>,
    order: Vec<u32>,
    /// RAVE: the seat decisions of the current iteration's play-out, then
    /// of its tree part (deepest first).
    played: Vec<(u8, G::Move)>,
    /// RAVE: an open-addressing set of `played` indices, keyed by seat and move.
    slots: Vec<u32>,
    iterations: u64,
    reused: u64,
}

impl<G: Game> Tree<G> {
    pub(crate) fn new() -> Self {
        Tree {
            nodes: Vec::new(),
            spare: Vec::new(),
            root_state: None,
            moves: Vec::new(),
            path: Vec::new(),
            cand: Vec::new(),
            values: Vec::new(),
            order: Vec::new(),
            played: Vec::new(),
            slots: Vec::new(),
            iterations: 0,
            reused: 0,
        }
    }

    /// Drops what the tree knows (keeps the buffers).
    pub(crate) fn forget(&mut self) {
        self.nodes.clear();
        self.root_state = None;
        self.iterations = 0;
        self.reused = 0;
    }

    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    pub(crate) fn iterations_run(&self) -> u64 {
        self.iterations
    }

    pub(crate) fn reused_visits(&self) -> u64 {
        self.reused
    }

    /// Calls `f(move, visits, total return, proof)` for each root child;
    /// the proof is the winner's seat index and the proof's length.
    pub(crate) fn root_children(&self, mut f: impl FnMut(&G::Move, u32, f64, Option<(u8, u16)>)) {
        let mut c = self.nodes.get(ROOT as usize).map_or(NONE, |n| n.first_child);
        while let Some(n) = self.nodes.get(c as usize) {
            if let Some(mv) = &n.mv {
                let proof = (n.proof != UNPROVEN).then_some((n.proof, n.proof_plies));
                f(mv, n.visits, n.total, proof);
            }
            c = n.next_sibling;
        }
    }

    /// Runs up to `iterations` iterations from `state` for `seat`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn search<P: Rollout<G>, K: Knowledge<G>, R: rand_core::Rng + ?Sized>(
        &mut self,
        state: &G,
        seat: Seat,
        iterations: u64,
        deadline: Deadline,
        config: &MctsConfig<G>,
        policy: &P,
        knowledge: &K,
        rng: &mut R,
    ) where
        G: Determinize,
    {
        let hidden = G::INFO.hidden_information;
        let ctx = Ctx {
            config,
            knowledge,
            solve: config.solver && !state.may_hide_information() && solver_sound::<G>(config),
            bias: if config.prior_weight.is_finite() {
                config.prior_weight
            } else {
                0.0
            },
            rave: if config.rave.is_finite() && config.rave > 0.0 {
                config.rave
            } else {
                0.0
            },
        };
        // Reuse replays the tree's moves; open-loop trees hold no chance moves.
        let reuse = config.reuse_tree && !hidden && !(config.open_loop_chance && G::INFO.chance);
        self.reused = 0;
        match self
            .root_state
            .take()
            .filter(|_| reuse)
            .and_then(|old| self.find(&old, state))
        {
            Some(n) => {
                self.compact(n);
                self.reused = self.nodes.get(ROOT as usize).map_or(0, |r| u64::from(r.visits));
            }
            None => {
                self.nodes.clear();
                self.nodes.push(Node::new(None, CHANCE));
            }
        }
        self.iterations = 0;
        let mut i = 0u64;
        while i < iterations {
            if i.is_multiple_of(16) && i > 0 && deadline.passed() {
                break;
            }
            let start = if hidden {
                state.determinize(seat, rng)
            } else {
                state.clone()
            };
            self.iterate(start, &ctx, policy, rng);
            i += 1;
            // A full arena or a root visit count at its limit ends the
            // search, and so does a proven root.
            if self
                .nodes
                .get(ROOT as usize)
                .is_none_or(|r| r.visits == u32::MAX || r.proof != UNPROVEN)
            {
                break;
            }
        }
        self.iterations = i;
        self.root_state = reuse.then(|| state.clone());
    }

    /// One iteration: select, expand, play out, back up.
    fn iterate<P: Rollout<G>, K: Knowledge<G>, R: rand_core::Rng + ?Sized>(
        &mut self,
        mut state: G,
        ctx: &Ctx<'_, G, K>,
        policy: &P,
        rng: &mut R,
    ) {
        let config = ctx.config;
        self.path.clear();
        self.path.push(ROOT);
        let mut node = ROOT;
        loop {
            match state.to_act() {
                Actor::Terminal => break,
                Actor::Chance => {
                    let Some(mv) = state.sample_chance(rng) else { break };
                    if config.open_loop_chance {
                        state.apply_unchecked(&mv);
                        continue;
                    }
                    let Some(child) = self.chance_child(node, &mv, config.max_nodes) else {
                        break;
                    };
                    state.apply_unchecked(&mv);
                    self.path.push(child);
                    node = child;
                    if self
                        .nodes
                        .get(child as usize)
                        .is_none_or(|n| n.visits == 0 || n.proof != UNPROVEN)
                    {
                        break;
                    }
                }
                Actor::Seat(s) => {
                    let Some(child) = self.select(node, &state, s, ctx, rng) else {
                        break;
                    };
                    let Some(mv) = self.nodes.get(child as usize).and_then(|n| n.mv.clone()) else {
                        break;
                    };
                    state.apply_unchecked(&mv);
                    self.path.push(child);
                    node = child;
                    if self
                        .nodes
                        .get(child as usize)
                        .is_none_or(|n| n.visits == 0 || n.proof != UNPROVEN)
                    {
                        break;
                    }
                }
            }
        }
        self.values.clear();
        // A proven node is valued by its proof, without a play-out (only
        // the solver proves nodes).
        let proof = self.nodes.get(node as usize).map_or(UNPROVEN, |n| n.proof);
        if proof != UNPROVEN {
            self.values
                .extend((0..state.num_seats()).map(|s| if s == usize::from(proof) { 1.0 } else { 0.0 }));
            self.back_up();
            return;
        }
        let mut plies = 0;
        if ctx.rave > 0.0 {
            // The same play-out, with the seats' decisions recorded.
            self.played.clear();
            while plies < config.max_rollout_plies {
                let mv = match state.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => state.sample_chance(rng),
                    Actor::Seat(s) => {
                        let mv = policy.choose(&state, rng);
                        if let (Some(mv), Ok(s)) = (&mv, u8::try_from(s.index())) {
                            self.played.push((s, mv.clone()));
                        }
                        mv
                    }
                };
                let Some(mv) = mv else { break };
                state.apply_unchecked(&mv);
                plies += 1;
            }
        } else {
            while plies < config.max_rollout_plies && policy.step(&mut state, rng) {
                plies += 1;
            }
        }
        if ctx.solve && plies == 0 && node != ROOT {
            // The leaf's own state is terminal: its outcome proves it.
            if let Some(w) = state.outcome().as_ref().and_then(sole_winner) {
                if let Some(n) = self.nodes.get_mut(node as usize) {
                    n.proof = w;
                    n.proof_plies = 0;
                }
                self.prove_up();
            }
        }
        match state.outcome() {
            Some(o) => self.values.extend(
                Seat::all(state.num_seats())
                    .map(|s| o.get(s).map_or(0.5, |so| f64::from(so.result.returns() + 1) / 2.0)),
            ),
            None => self.values.extend(
                Seat::all(state.num_seats()).map(|s| ((config.leaf_value)(&state, s).clamp(-1.0, 1.0) + 1.0) / 2.0),
            ),
        }
        self.back_up();
        if ctx.rave > 0.0 {
            self.back_up_amaf();
        }
    }

    /// RAVE: for each node of `path`, every child whose move its mover
    /// played at or below that node in this iteration (tree part and
    /// play-out) adds the mover's return to its AMAF statistics. `played`
    /// holds the play-out's decisions.
    fn back_up_amaf(&mut self) {
        let cap = (2 * (self.played.len() + self.path.len()) + 2).next_power_of_two();
        self.slots.clear();
        self.slots.resize(cap, NONE);
        for i in 0..self.played.len() {
            self.amaf_insert(i);
        }
        for k in (0..self.path.len()).rev() {
            // The move out of path[k] is played from path[k]'s state on.
            if let Some(next) = self.path.get(k + 1).and_then(|&c| self.nodes.get(c as usize))
                && next.mover != CHANCE
                && let Some(mv) = &next.mv
            {
                self.played.push((next.mover, mv.clone()));
                self.amaf_insert(self.played.len() - 1);
            }
            let Some(node) = self.path.get(k).and_then(|&n| self.nodes.get(n as usize)) else {
                continue;
            };
            if !node.expanded {
                continue;
            }
            let mut c = node.first_child;
            while let Some(ch) = self.nodes.get(c as usize) {
                let next = ch.next_sibling;
                let hit = ch.mover != CHANCE && ch.mv.as_ref().is_some_and(|mv| self.amaf_contains(ch.mover, mv));
                if hit {
                    let value = self.values.get(usize::from(ch.mover)).copied().unwrap_or(0.5);
                    if let Some(ch) = self.nodes.get_mut(c as usize) {
                        ch.amaf_visits = ch.amaf_visits.saturating_add(1);
                        ch.amaf_total += value;
                    }
                }
                c = next;
            }
        }
    }

    /// The slot where `(seat, mv)` is, or the empty one where it would go.
    fn amaf_slot(&self, seat: u8, mv: &G::Move) -> Option<usize> {
        let mask = self.slots.len().checked_sub(1)?;
        let mut h = Fx(u64::from(seat));
        core::hash::Hash::hash(mv, &mut h);
        let mut i = (core::hash::Hasher::finish(&h) as usize) & mask;
        for _ in 0..self.slots.len() {
            let at = *self.slots.get(i)?;
            if at == NONE || self.played.get(at as usize).is_some_and(|(s, m)| *s == seat && m == mv) {
                return Some(i);
            }
            i = (i + 1) & mask;
        }
        None
    }

    fn amaf_insert(&mut self, i: usize) {
        let Some((seat, mv)) = self.played.get(i) else { return };
        if let Some(slot) = self.amaf_slot(*seat, mv)
            && let Some(at) = self.slots.get_mut(slot)
            && *at == NONE
        {
            *at = i as u32;
        }
    }

    fn amaf_contains(&self, seat: u8, mv: &G::Move) -> bool {
        self.amaf_slot(seat, mv)
            .and_then(|slot| self.slots.get(slot))
            .is_some_and(|&at| at != NONE)
    }

    /// Adds `values` to every node of `path`.
    fn back_up(&mut self) {
        for &i in &self.path {
            if let Some(n) = self.nodes.get_mut(i as usize) {
                n.visits = n.visits.saturating_add(1);
                if n.mover != CHANCE {
                    n.total += self.values.get(n.mover as usize).copied().unwrap_or(0.5);
                }
            }
        }
    }

    /// The last node of `path` was just proven: proves its ancestors that
    /// now follow, nearest first, and stops at the first that does not.
    fn prove_up(&mut self) {
        for k in (0..self.path.len().saturating_sub(1)).rev() {
            let Some(&parent) = self.path.get(k) else { return };
            if !self.try_prove(parent) {
                return;
            }
        }
    }

    /// Proves `node` from its children if they allow it: where seat `t` is
    /// to act, a child proven won for `t` proves the node won for `t` (by
    /// the shortest such proof); every child proven won for one same seat
    /// proves the node won for it (by the longest). A chance node (whose
    /// children are outcomes) is never proven. Returns whether `node` is
    /// proven.
    fn try_prove(&mut self, node: u32) -> bool {
        let Some(n) = self.nodes.get(node as usize) else {
            return false;
        };
        if n.proof != UNPROVEN {
            return true;
        }
        if !n.expanded {
            return false;
        }
        let first = n.first_child;
        let Some(to_act) = self.nodes.get(first as usize).map(|c| c.mover) else {
            return false;
        };
        if to_act == CHANCE {
            return false;
        }
        let mut win: Option<u16> = None;
        let mut all: Option<u8> = None;
        let mut all_proven = true;
        let mut longest = 0u16;
        let mut c = first;
        while let Some(ch) = self.nodes.get(c as usize) {
            if ch.proof == to_act {
                win = Some(win.map_or(ch.proof_plies, |w| w.min(ch.proof_plies)));
            } else if ch.proof == UNPROVEN || all.is_some_and(|w| w != ch.proof) {
                all_proven = false;
            } else {
                all = Some(ch.proof);
                longest = longest.max(ch.proof_plies);
            }
            c = ch.next_sibling;
        }
        let proof = match (win, all) {
            (Some(plies), _) => (to_act, plies),
            (None, Some(w)) if all_proven => (w, longest),
            _ => return false,
        };
        match self.nodes.get_mut(node as usize) {
            Some(n) => {
                n.proof = proof.0;
                n.proof_plies = proof.1.saturating_add(1);
                true
            }
            None => false,
        }
    }

    /// The child of `node` for chance outcome `mv`, created if new (`None`
    /// if the arena is full and the outcome is new).
    fn chance_child(&mut self, node: u32, mv: &G::Move, max_nodes: usize) -> Option<u32> {
        let first = self.nodes.get(node as usize)?.first_child;
        let mut c = first;
        while let Some(n) = self.nodes.get(c as usize) {
            if n.mv.as_ref() == Some(mv) {
                return Some(c);
            }
            c = n.next_sibling;
        }
        if self.nodes.len() >= max_nodes || self.nodes.len() >= NONE as usize {
            return None;
        }
        let id = self.nodes.len() as u32;
        let mut child = Node::new(Some(mv.clone()), CHANCE);
        child.next_sibling = first;
        self.nodes.push(child);
        if let Some(n) = self.nodes.get_mut(node as usize) {
            n.first_child = id;
        }
        Some(id)
    }

    /// At a decision node: expands it if new, then picks a child by UCB1
    /// among those legal in `state` (an unvisited one first, at random).
    fn select<K: Knowledge<G>, R: rand_core::Rng + ?Sized>(
        &mut self,
        node: u32,
        state: &G,
        seat: Seat,
        ctx: &Ctx<'_, G, K>,
        rng: &mut R,
    ) -> Option<u32> {
        let config = ctx.config;
        self.moves.clear();
        state.legal_moves_into(&mut self.moves);
        if self.moves.is_empty() {
            return None;
        }
        let mover = u8::try_from(seat.index()).ok().filter(|&m| m != CHANCE)?;
        let expanded = self.nodes.get(node as usize)?.expanded;
        self.cand.clear();
        if !expanded {
            if self.nodes.len() + self.moves.len() > config.max_nodes.min(NONE as usize - 1) {
                return None;
            }
            let first = self.nodes.len() as u32;
            let n = self.moves.len() as u32;
            for (k, mv) in self.moves.iter().enumerate() {
                let mut child = Node::new(Some(mv.clone()), mover);
                if ctx.bias != 0.0 {
                    child.prior = finite_prior(ctx.knowledge.prior(state, mv));
                }
                let k = k as u32;
                child.next_sibling = if k + 1 < n { first + k + 1 } else { NONE };
                self.nodes.push(child);
                self.cand.push(first + k);
            }
            let parent = self.nodes.get_mut(node as usize)?;
            parent.first_child = first;
            parent.expanded = true;
        } else {
            self.available(node, config.max_nodes, mover);
            if ctx.bias != 0.0 {
                // Children added for moves not seen before get their prior.
                for &c in &self.cand {
                    if let Some(n) = self.nodes.get_mut(c as usize)
                        && n.visits == 0
                        && n.avail == 0
                        && let Some(mv) = &n.mv
                    {
                        n.prior = finite_prior(ctx.knowledge.prior(state, mv));
                    }
                }
            }
        }
        if ctx.solve {
            // A child proven won for the mover is played; children proven
            // lost are left out (unless all are, which proves this node).
            let mut lost = 0usize;
            for &c in &self.cand {
                match self.nodes.get(c as usize).map_or(UNPROVEN, |n| n.proof) {
                    UNPROVEN => {}
                    p if p == mover => return Some(c),
                    _ => lost += 1,
                }
            }
            if lost > 0 && lost < self.cand.len() {
                let nodes = &self.nodes;
                self.cand
                    .retain(|&c| nodes.get(c as usize).is_none_or(|n| n.proof == UNPROVEN));
            }
        }
        // Availability, and the unvisited candidates.
        let mut unvisited = 0usize;
        for &c in &self.cand {
            if let Some(n) = self.nodes.get_mut(c as usize) {
                n.avail = n.avail.saturating_add(1);
                unvisited += usize::from(n.visits == 0);
            }
        }
        if unvisited > 0 && (ctx.bias != 0.0 || ctx.rave > 0.0) {
            // The unvisited children of the highest first-play key, one at random.
            let mut top = f64::NEG_INFINITY;
            unvisited = 0;
            for &c in &self.cand {
                if let Some(n) = self.nodes.get(c as usize).filter(|n| n.visits == 0) {
                    let key = ctx.first_play(n);
                    if key > top {
                        top = key;
                        unvisited = 1;
                    } else if key == top {
                        unvisited += 1;
                    }
                }
            }
            let mut r = uniform_index(unvisited, rng)?;
            for &c in &self.cand {
                if self
                    .nodes
                    .get(c as usize)
                    .is_some_and(|n| n.visits == 0 && ctx.first_play(n) == top)
                {
                    if r == 0 {
                        return Some(c);
                    }
                    r -= 1;
                }
            }
            return None;
        }
        if unvisited > 0 {
            let mut r = uniform_index(unvisited, rng)?;
            for &c in &self.cand {
                if self.nodes.get(c as usize).is_some_and(|n| n.visits == 0) {
                    if r == 0 {
                        return Some(c);
                    }
                    r -= 1;
                }
            }
            return None;
        }
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        let mut cached = (0u32, 0.0f64);
        if ctx.rave == 0.0 && ctx.bias == 0.0 {
            // Plain UCB1 (the default), kept apart from the blends below.
            for &c in &self.cand {
                let Some(n) = self.nodes.get(c as usize) else { continue };
                if cached.0 != n.avail {
                    cached = (n.avail, libm::log(f64::from(n.avail)));
                }
                let v = f64::from(n.visits);
                let score = n.total / v + config.exploration * libm::sqrt(cached.1 / v);
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
            return best;
        }
        for &c in &self.cand {
            let Some(n) = self.nodes.get(c as usize) else { continue };
            if cached.0 != n.avail {
                cached = (n.avail, libm::log(f64::from(n.avail)));
            }
            let v = f64::from(n.visits);
            let mut q = n.total / v;
            if ctx.rave > 0.0 && n.amaf_visits > 0 {
                let beta = libm::sqrt(ctx.rave / (3.0 * v + ctx.rave));
                q = (1.0 - beta) * q + beta * n.amaf_total / f64::from(n.amaf_visits);
            }
            let mut score = q + config.exploration * libm::sqrt(cached.1 / v);
            if ctx.bias != 0.0 {
                score += ctx.bias * f64::from(n.prior) / (v + 1.0);
            }
            if score > best_score {
                best_score = score;
                best = Some(c);
            }
        }
        best
    }

    /// Fills `cand` with the children of an expanded `node` whose move is in
    /// `moves`, adding children for legal moves not seen before (only
    /// hidden-information games meet new moves at a known node).
    fn available(&mut self, node: u32, max_nodes: usize, mover: u8) {
        let Some(first) = self.nodes.get(node as usize).map(|n| n.first_child) else {
            return;
        };
        // Fast path: the children are exactly the legal moves, in order.
        let mut c = first;
        let mut same = true;
        for mv in &self.moves {
            match self.nodes.get(c as usize) {
                Some(n) if n.mv.as_ref() == Some(mv) => {
                    self.cand.push(c);
                    c = n.next_sibling;
                }
                _ => {
                    same = false;
                    break;
                }
            }
        }
        if same && c == NONE {
            return;
        }
        // Slow path: match each legal move to a child.
        self.cand.clear();
        self.order.clear();
        for mv in &self.moves {
            let mut c = first;
            let mut found = NONE;
            while let Some(n) = self.nodes.get(c as usize) {
                if n.mv.as_ref() == Some(mv) {
                    found = c;
                    break;
                }
                c = n.next_sibling;
            }
            self.order.push(found);
        }
        for (k, &found) in self.order.iter().enumerate() {
            if found != NONE {
                self.cand.push(found);
                continue;
            }
            if self.nodes.len() >= max_nodes.min(NONE as usize - 1) {
                continue;
            }
            let Some(mv) = self.moves.get(k) else { continue };
            let head = self.nodes.get(node as usize).map_or(NONE, |n| n.first_child);
            let id = self.nodes.len() as u32;
            let mut child = Node::new(Some(mv.clone()), mover);
            child.next_sibling = head;
            self.nodes.push(child);
            if let Some(n) = self.nodes.get_mut(node as usize) {
                n.first_child = id;
            }
            self.cand.push(id);
        }
    }

    /// The node a few plies below the root whose state is `state`, found by
    /// replaying the tree's moves from `old` (the previous root state).
    fn find(&mut self, old: &G, state: &G) -> Option<u32> {
        if self.nodes.is_empty() {
            return None;
        }
        if old == state {
            return Some(ROOT);
        }
        let mut stack: Vec<(u32, G, u8)> = Vec::new();
        stack.push((ROOT, old.clone(), 0));
        let mut budget = REUSE_STATES;
        while let Some((node, s, depth)) = stack.pop() {
            let mut c = self.nodes.get(node as usize)?.first_child;
            while let Some(n) = self.nodes.get(c as usize) {
                if n.visits > 0
                    && let Some(mv) = &n.mv
                {
                    if budget == 0 {
                        return None;
                    }
                    budget -= 1;
                    let mut next = s.clone();
                    next.apply_unchecked(mv);
                    if next == *state {
                        return Some(c);
                    }
                    if depth + 1 < REUSE_DEPTH && n.first_child != NONE {
                        stack.push((c, next, depth + 1));
                    }
                }
                c = n.next_sibling;
            }
        }
        None
    }

    /// Makes `new_root`'s subtree the whole tree (breadth-first copy into
    /// the spare arena, children kept in order).
    fn compact(&mut self, new_root: u32) {
        if new_root == ROOT {
            return;
        }
        self.spare.clear();
        self.order.clear();
        let Some(root) = self.nodes.get(new_root as usize) else {
            self.nodes.clear();
            self.nodes.push(Node::new(None, CHANCE));
            return;
        };
        let mut r = root.clone();
        r.mv = None;
        r.mover = CHANCE;
        r.next_sibling = NONE;
        self.spare.push(r);
        self.order.push(new_root);
        let mut q = 0;
        while let Some(&old) = self.order.get(q) {
            let mut c = self.nodes.get(old as usize).map_or(NONE, |n| n.first_child);
            let mut prev = NONE;
            let mut first = NONE;
            while let Some(n) = self.nodes.get(c as usize) {
                let id = self.spare.len() as u32;
                let mut copy = n.clone();
                copy.first_child = NONE;
                copy.next_sibling = NONE;
                self.spare.push(copy);
                self.order.push(c);
                if prev == NONE {
                    first = id;
                } else if let Some(p) = self.spare.get_mut(prev as usize) {
                    p.next_sibling = id;
                }
                prev = id;
                c = n.next_sibling;
            }
            if let Some(p) = self.spare.get_mut(q) {
                p.first_child = first;
            }
            q += 1;
        }
        core::mem::swap(&mut self.nodes, &mut self.spare);
        self.spare.clear();
    }
}

/// What one search reads besides the tree: the settings, the knowledge, and
/// the switches derived from them.
pub(crate) struct Ctx<'a, G, K> {
    config: &'a MctsConfig<G>,
    knowledge: &'a K,
    /// The solver is on and sound for this game and settings.
    solve: bool,
    /// The progressive-bias weight (0 if off or not finite).
    bias: f64,
    /// The RAVE equivalence parameter `k` (0 if off).
    rave: f64,
}

impl<G, K> Ctx<'_, G, K> {
    /// The order in which unvisited children are tried (highest first):
    /// `w * prior`, plus the AMAF mean with RAVE (0.5 without AMAF data).
    fn first_play<M>(&self, n: &Node<M>) -> f64 {
        let mut key = self.bias * f64::from(n.prior);
        if self.rave > 0.0 {
            key += if n.amaf_visits > 0 {
                n.amaf_total / f64::from(n.amaf_visits)
            } else {
                0.5
            };
        }
        key
    }
}

/// A small multiplicative hasher (FxHash) for RAVE's move set.
struct Fx(u64);

impl core::hash::Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }
}

/// Whether proofs are sound as far as the settings go: not where open-loop
/// chance nodes pass through sampled outcomes without a node (hidden
/// information, where one tree mixes determinizations, is checked per state
/// with [`Determinize::may_hide_information`]).
fn solver_sound<G: Game>(config: &MctsConfig<G>) -> bool {
    !(config.open_loop_chance && G::INFO.chance)
}

/// The seat of an outcome's only winner, if every other seat lost.
fn sole_winner(o: &crate::Outcome) -> Option<u8> {
    let mut winner = None;
    for (i, so) in o.seats.iter().enumerate() {
        match so.result {
            crate::SeatResult::Win if winner.is_none() => winner = Some(u8::try_from(i).ok()?),
            crate::SeatResult::Loss => {}
            _ => return None,
        }
    }
    winner.filter(|&w| w != UNPROVEN)
}

/// A prior as stored: not finite counts as 0.
fn finite_prior(p: f32) -> f32 {
    if p.is_finite() { p } else { 0.0 }
}

use alloc::format;
use alloc::string::{String, ToString};

use alloc::vec::Vec;
use core::fmt::{Debug, Display};
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use super::{TestRng, rng};
use crate::bots::{sample_chance, uniform_index};
use rand_core::Rng;

use crate::{Actor, Game, Prob};

/// What a game supplies so the conformance check can probe it.
pub trait Conformance: Game + Display + FromStr
where
    <Self as FromStr>::Err: Debug,
    <Self::Move as FromStr>::Err: Debug,
{
    /// Appends candidate moves for this state, legal or not: the whole move
    /// space where it is small, otherwise a sample of it that includes
    /// near-misses (occupied squares, wrong pieces, off-board values, chance
    /// outcomes at decision nodes and the reverse). The check asserts that
    /// `apply` accepts a candidate exactly when it is a legal move.
    fn candidate_moves(&self, rng: &mut TestRng, out: &mut Vec<Self::Move>);

    /// Re-derives every invariant of the state from scratch (caches, counts,
    /// conservation). The default accepts every state.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    fn validate_state(&self) -> Result<(), String> {
        Ok(())
    }
}

/// Round-trip hook: serialize and deserialize a value (for example through
/// `serde_json`), returning the copy or the error text.
pub type RoundTrip<T> = fn(&T) -> Result<T, String>;

/// Settings of [`check_conformance`].
pub struct ConformanceOptions<G: Game> {
    /// Ply cap per game (a game still running then counts as truncated; it
    /// is not an error).
    pub max_plies: usize,
    /// Round-trip states through serde (set with the `serde` feature).
    pub serde_state: Option<RoundTrip<G>>,
    /// Round-trip moves through serde.
    pub serde_move: Option<RoundTrip<G::Move>>,
    /// Run the per-state checks on every `check_every`-th state only (1 =
    /// every state). Moves are always applied with `apply`.
    pub check_every: usize,
}

impl<G: Game> Default for ConformanceOptions<G> {
    fn default() -> Self {
        ConformanceOptions {
            max_plies: 2_000,
            serde_state: None,
            serde_move: None,
            check_every: 1,
        }
    }
}

#[cfg(feature = "serde")]
impl<G> ConformanceOptions<G>
where
    G: Game + serde::Serialize + serde::de::DeserializeOwned,
    G::Move: serde::Serialize + serde::de::DeserializeOwned,
{
    /// These options with states and moves round-tripped through JSON
    /// ([`json_round_trip`]) at every checked state (features `testkit` and
    /// `serde`): the set-up every engine's conformance test uses.
    #[must_use]
    pub fn with_json_round_trips(self) -> Self {
        ConformanceOptions {
            serde_state: Some(json_round_trip::<G>),
            serde_move: Some(json_round_trip::<G::Move>),
            ..self
        }
    }
}

/// A value written to JSON text and read back (features `testkit` and
/// `serde`): a [`RoundTrip`] hook for [`ConformanceOptions`] and
/// [`play_on`](super::play_on).
///
/// # Errors
/// The serializer's or the deserializer's message.
#[cfg(feature = "serde")]
pub fn json_round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(value: &T) -> Result<T, String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// Counts from a passing conformance run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played.
    pub games: usize,
    /// Games that reached a terminal state.
    pub finished: usize,
    /// Moves applied in all.
    pub plies: usize,
    /// Chance outcomes among them.
    pub chance_moves: usize,
    /// States on which the full checks ran.
    pub states_checked: usize,
    /// Candidate moves probed.
    pub candidates: usize,
    /// Candidates refused (illegal).
    pub refused: usize,
}

/// A broken rule of conformance: where and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Index of the game (0-based) in the run.
    pub game: usize,
    /// Ply within that game where it was found.
    pub ply: usize,
    /// The state's notation.
    pub state: String,
    /// What was wrong.
    pub what: String,
}

impl Display for Violation {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "game {} ply {}: {}\n  state: {}",
            self.game, self.ply, self.what, self.state
        )
    }
}

/// FNV-1a, for duplicate detection without `std`.
struct Fnv(u64);
impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x100_0000_01b3);
        }
    }
}
fn hash_of<T: Hash>(t: &T) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    t.hash(&mut h);
    h.finish()
}

/// A set of moves with hashing, for membership and duplicate checks.
struct MoveSet<'a, M> {
    sorted: Vec<(u64, &'a M)>,
}
impl<'a, M: Hash + Eq> MoveSet<'a, M> {
    fn new(moves: &'a [M]) -> Self {
        let mut sorted: Vec<(u64, &M)> = moves.iter().map(|m| (hash_of(m), m)).collect();
        sorted.sort_by_key(|(h, _)| *h);
        MoveSet { sorted }
    }
    fn contains(&self, m: &M) -> bool {
        let h = hash_of(m);
        let start = self.sorted.partition_point(|(x, _)| *x < h);
        self.sorted
            .get(start..)
            .unwrap_or(&[])
            .iter()
            .take_while(|(x, _)| *x == h)
            .any(|(_, y)| *y == m)
    }
    fn first_duplicate(&self) -> Option<&'a M> {
        for (i, (h, m)) in self.sorted.iter().enumerate() {
            for (h2, m2) in self.sorted.get(i + 1..).unwrap_or(&[]) {
                if h2 != h {
                    break;
                }
                if m == m2 {
                    return Some(m);
                }
            }
        }
        None
    }
}

/// Plays `n_games` seeded random games from each of `initial` (round-robin)
/// and checks, at every visited state:
///
/// * the legal moves have no duplicates; the list is empty iff `to_act` is
///   `Terminal`, iff `outcome` is `Some`; [`Game::legal_move_count`] is the
///   list's length;
/// * [`Game::legal_move_list`] holds exactly the legal moves, in order (a
///   fixed-capacity list has room for them: the game's `MAX_LEGAL_MOVES`
///   bound holds at every visited state);
/// * at a chance node the chance outcomes are non-empty, each positive, sum to
///   exactly one, and are exactly the legal moves; elsewhere there are none;
/// * the fast paths [`Game::sample_chance`], [`Game::random_move`] and [`Game::random_step`] draw
///   exactly what the generic sampling draws from the same RNG state, and
///   [`crate::bots::listed_step`] (the generic step, with reused buffers)
///   plays what [`Game::random_step`] plays;
/// * [`Game::chance_outcomes_into`] gives exactly [`Game::chance_outcomes`]
///   (same outcomes, same order), also into a buffer that was not empty;
/// * every legal move applies; every candidate move (from
///   [`Conformance::candidate_moves`]) applies exactly when it is legal, and a
///   refused move leaves the state unchanged; `apply_unchecked` agrees with
///   `apply`, and [`Game::legal_move_count_after`] with the applied state's
///   [`Game::legal_move_count`];
/// * state and move notation round-trip (`Display` then `FromStr`), and serde
///   too when the options give hooks; [`Conformance::validate_state`] passes;
///
/// and after each game that replaying the recorded moves from the initial
/// state reproduces the final state, and that [`Game::random_playout`] plays
/// what [`Game::random_step`] in a loop plays (the same final state, counts
/// and RNG calls) from the game's initial state and from two later states of
/// that random game.
///
/// Game `g` uses the RNG seeded with `seed + g`.
///
/// # Errors
/// The first [`Violation`] found.
pub fn check_conformance<G>(
    initial: &[G],
    seed: u64,
    n_games: usize,
    opts: &ConformanceOptions<G>,
) -> Result<Report, Violation>
where
    G: Conformance,
    <G as FromStr>::Err: Debug,
    <G::Move as FromStr>::Err: Debug,
{
    let mut report = Report::default();
    if initial.is_empty() {
        return Ok(report);
    }
    for g in 0..n_games {
        let Some(start) = initial.get(g % initial.len()) else {
            break;
        };
        let mut r = rng(seed.wrapping_add(g as u64));
        let mut state = start.clone();
        let mut moves: Vec<G::Move> = Vec::new();
        let mut ply = 0usize;
        let fail = |ply: usize, state: &G, what: String| Violation {
            game: g,
            ply,
            state: state.to_string(),
            what,
        };
        loop {
            if ply.is_multiple_of(opts.check_every.max(1)) || state.is_terminal() {
                check_state(&state, &mut r, opts, &mut report).map_err(|w| fail(ply, &state, w))?;
            }
            if ply >= opts.max_plies {
                break;
            }
            let mv = match state.to_act() {
                Actor::Terminal => break,
                Actor::Chance => match sample_chance(&state, &mut r) {
                    Ok(Some(m)) => {
                        report.chance_moves += 1;
                        m
                    }
                    Ok(None) => return Err(fail(ply, &state, "chance node without outcomes".into())),
                    Err(e) => return Err(fail(ply, &state, format!("chance outcomes cannot be sampled: {e}"))),
                },
                Actor::Seat(_) => {
                    let legal = state.legal_moves();
                    match uniform_index(legal.len(), &mut r).and_then(|i| legal.into_iter().nth(i)) {
                        Some(m) => m,
                        None => return Err(fail(ply, &state, "a seat is to act but has no legal move".into())),
                    }
                }
            };
            state = match state.apply(&mv) {
                Ok(s) => s,
                Err(e) => return Err(fail(ply, &state, format!("chosen legal move {mv} refused: {e}"))),
            };
            moves.push(mv);
            ply += 1;
            report.plies += 1;
        }
        report.games += 1;
        if state.is_terminal() {
            report.finished += 1;
        }
        // Replay.
        let mut replay = start.clone();
        for (i, m) in moves.iter().enumerate() {
            replay = match replay.apply(m) {
                Ok(s) => s,
                Err(e) => return Err(fail(i, &replay, format!("replay refused {m}: {e}"))),
            };
        }
        if replay != state {
            return Err(fail(
                ply,
                &state,
                format!("replay from the initial state ended in a different state: {replay}"),
            ));
        }
        // The whole play-out plays what random steps in a loop play.
        let steps = opts.max_plies.saturating_mul(4);
        check_playouts(start, seed.wrapping_add(g as u64), steps).map_err(|w| fail(0, start, w))?;
    }
    Ok(report)
}

/// [`Game::random_playout`] plays what [`Game::random_step`] in a loop
/// plays (the same final state, the same counts, the same RNG calls), from
/// `start` and from the states a third and two thirds of the way through
/// that loop's game (RNG [`rng`]`(seed)`). Skipped when that game does not
/// end within `max_steps` steps.
fn check_playouts<G: Game + Display>(start: &G, seed: u64, max_steps: usize) -> Result<(), String> {
    let (mut end, mut end_rng) = (start.clone(), rng(seed));
    let (mut decisions, mut chance) = (0u64, 0u64);
    let mut n = 0usize;
    while crate::bots::counted_step(&mut end, &mut end_rng, &mut decisions, &mut chance) {
        n += 1;
        if n > max_steps {
            return Ok(());
        }
    }
    for k in [0, n / 3, 2 * n / 3] {
        let (mut s, mut r) = (start.clone(), rng(seed));
        let (mut d, mut c) = (0u64, 0u64);
        for _ in 0..k {
            crate::bots::counted_step(&mut s, &mut r, &mut d, &mut c);
        }
        crate::bots::counted_playout(&mut s, &mut r, &mut d, &mut c);
        if s != end || (d, c) != (decisions, chance) {
            return Err(format!(
                "random_playout after {k} steps ended in {s} with {d} decisions and {c} chance moves, \
                 where random_step in a loop ends in {end} with {decisions} and {chance}"
            ));
        }
        if r.next_u64() != { end_rng.clone() }.next_u64() {
            return Err(format!(
                "random_playout after {k} steps made other RNG calls than random_step in a loop"
            ));
        }
    }
    Ok(())
}

/// The game's own [`Game::MoveList`] holds exactly `legal` (the `Vec`
/// listing), in order: a fixed-capacity list has room for every state the
/// check visits, and filling one already holding moves appends.
fn check_move_list<G: Game>(state: &G, legal: &[G::Move]) -> Result<(), String> {
    let list = state.legal_move_list();
    if let Some(cap) = crate::MoveSink::fixed_capacity(&list)
        && legal.len() > cap
    {
        return Err(format!(
            "{} legal moves but the game's MoveList holds at most {cap}: its MAX_LEGAL_MOVES bound is wrong",
            legal.len()
        ));
    }
    if *list != *legal {
        return Err(format!(
            "legal_move_list gives {} moves, legal_moves {}, or another order",
            list.len(),
            legal.len()
        ));
    }
    Ok(())
}

fn check_state<G>(state: &G, r: &mut TestRng, opts: &ConformanceOptions<G>, report: &mut Report) -> Result<(), String>
where
    G: Conformance,
    <G as FromStr>::Err: Debug,
    <G::Move as FromStr>::Err: Debug,
{
    report.states_checked += 1;
    state
        .validate_state()
        .map_err(|e| format!("validity check failed: {e}"))?;
    let legal = state.legal_moves();
    let set = MoveSet::new(&legal);
    if let Some(d) = set.first_duplicate() {
        return Err(format!("legal move {d} generated twice"));
    }
    let count = state.legal_move_count();
    if count != legal.len() {
        return Err(format!(
            "legal_move_count is {count} but there are {} legal moves",
            legal.len()
        ));
    }
    check_move_list(state, &legal)?;
    let actor = state.to_act();
    let terminal = matches!(actor, Actor::Terminal);
    if terminal != legal.is_empty() {
        return Err(format!("to_act is {actor:?} but there are {} legal moves", legal.len()));
    }
    if terminal != state.outcome().is_some() {
        return Err(format!("to_act is {actor:?} but outcome is {:?}", state.outcome()));
    }
    let chance = state.chance_outcomes();
    // The buffered form gives the same outcomes in the same order, also
    // into a buffer that held something before (it must clear it first).
    let mut buffered = chance.clone();
    buffered.extend(chance.iter().cloned());
    state.chance_outcomes_into(&mut buffered);
    if buffered != chance {
        return Err(format!(
            "chance_outcomes_into gave {} outcomes differing from chance_outcomes' {}",
            buffered.len(),
            chance.len()
        ));
    }
    if matches!(actor, Actor::Chance) {
        if chance.is_empty() {
            return Err("chance node without chance outcomes".into());
        }
        if let Some((m, _)) = chance.iter().find(|(_, p)| p.is_zero()) {
            return Err(format!("chance outcome {m} has probability zero"));
        }
        let sum =
            Prob::checked_sum(chance.iter().map(|(_, p)| *p)).map_err(|e| format!("chance probabilities: {e}"))?;
        if sum != Prob::ONE {
            return Err(format!("chance probabilities sum to {sum}, not 1"));
        }
        if chance.len() != legal.len() || chance.iter().any(|(m, _)| !set.contains(m)) {
            return Err("chance outcomes differ from the legal moves".into());
        }
        let fast = state.sample_chance(&mut r.clone());
        let slow = crate::sample(&chance, &mut r.clone()).ok().cloned();
        if fast != slow {
            return Err(format!("sample_chance drew {fast:?} where sample draws {slow:?}"));
        }
    } else if !chance.is_empty() {
        return Err(format!("{} chance outcomes at a non-chance node", chance.len()));
    } else if state.sample_chance(&mut r.clone()).is_some() {
        return Err("sample_chance drew an outcome at a non-chance node".into());
    }
    let fast = state.random_move(&mut r.clone());
    let slow = match actor {
        Actor::Seat(_) => uniform_index(legal.len(), &mut r.clone())
            .and_then(|i| legal.get(i))
            .cloned(),
        _ => None,
    };
    if fast != slow {
        return Err(format!(
            "random_move chose {fast:?} where the uniform index into the legal moves is {slow:?}"
        ));
    }
    // The fused step: the same RNG calls and the same state as choosing
    // (the slow draws above) and applying.
    {
        let (mut fast_rng, mut slow_rng) = (r.clone(), r.clone());
        let mut fused = state.clone();
        let kind = fused.random_step(&mut fast_rng);
        let chosen = match actor {
            Actor::Chance => crate::sample(&chance, &mut slow_rng).ok().cloned(),
            Actor::Seat(_) => uniform_index(legal.len(), &mut slow_rng)
                .and_then(|i| legal.get(i))
                .cloned(),
            Actor::Terminal => None,
        };
        let mut stepped = state.clone();
        let expected = chosen.map(|m| {
            stepped.apply_unchecked(&m);
            match actor {
                Actor::Chance => crate::bots::Step::Chance,
                _ => crate::bots::Step::Decision,
            }
        });
        if kind != expected || fused != stepped {
            return Err(format!(
                "random_step gave {kind:?} and {fused} where choosing and applying gives {expected:?} and {stepped}"
            ));
        }
        let after_fused = fast_rng.clone();
        if fast_rng.next_u64() != slow_rng.next_u64() {
            return Err("random_step made other RNG calls than choosing and applying".into());
        }
        // The generic step (a reused list, here left holding this node's
        // moves from before) plays the same move with the same RNG calls.
        let mut listed_rng = r.clone();
        let mut listed = state.clone();
        let mut bufs = crate::bots::ListedBuffers::<G>::new();
        state.legal_move_list_into(&mut bufs.moves);
        bufs.chance.extend(chance.iter().cloned());
        bufs.chance.extend(chance.iter().cloned());
        let listed_kind = crate::bots::listed_step(&mut listed, &mut bufs, &mut listed_rng);
        if listed_kind != kind || listed != fused {
            return Err(format!(
                "listed_step gave {listed_kind:?} and {listed} where random_step gives {kind:?} and {fused}"
            ));
        }
        if listed_rng.next_u64() != { after_fused }.next_u64() {
            return Err("listed_step made other RNG calls than random_step".into());
        }
    }
    // Notation round-trips.
    let text = state.to_string();
    match text.parse::<G>() {
        Ok(s) if s == *state => {}
        Ok(s) => return Err(format!("state notation does not round-trip: got {s}")),
        Err(e) => return Err(format!("state notation does not parse: {e:?}")),
    }
    if let Some(f) = opts.serde_state {
        match f(state) {
            Ok(s) if s == *state => {}
            Ok(_) => return Err("serde round-trip changed the state".into()),
            Err(e) => return Err(format!("serde round-trip failed: {e}")),
        }
    }
    let check_move_text = |m: &G::Move| -> Result<(), String> {
        let t = m.to_string();
        match t.parse::<G::Move>() {
            Ok(x) if x == *m => {}
            Ok(x) => return Err(format!("move notation {t} parses as {x}")),
            Err(e) => return Err(format!("move notation {t} does not parse: {e:?}")),
        }
        if let Some(f) = opts.serde_move {
            match f(m) {
                Ok(x) if x == *m => {}
                Ok(x) => return Err(format!("serde round-trip turned move {m} into {x}")),
                Err(e) => return Err(format!("serde round-trip of move {m} failed: {e}")),
            }
        }
        Ok(())
    };
    // Every legal move applies, and the fast path agrees.
    for m in &legal {
        check_move_text(m)?;
        let next = state.apply(m).map_err(|e| format!("legal move {m} refused: {e}"))?;
        let mut fast = state.clone();
        fast.apply_unchecked(m);
        if fast != next {
            return Err(format!("apply_unchecked({m}) differs from apply"));
        }
        let after = state.legal_move_count_after(m);
        if after != next.legal_move_count() {
            return Err(format!(
                "legal_move_count_after({m}) is {after} but the state after {m} has {} legal moves",
                next.legal_move_count()
            ));
        }
    }
    // Candidates: accepted exactly when legal; refusal changes nothing.
    let mut candidates = Vec::new();
    state.candidate_moves(r, &mut candidates);
    for m in &candidates {
        report.candidates += 1;
        check_move_text(m)?;
        let before = state.clone();
        let res = state.apply(m);
        if *state != before {
            return Err(format!("apply({m}) changed the state"));
        }
        match (res.is_ok(), set.contains(m)) {
            (true, false) => return Err(format!("move {m} is accepted but not generated")),
            (false, true) => return Err(format!("move {m} is generated but refused")),
            (false, false) => report.refused += 1,
            (true, true) => {}
        }
    }
    Ok(())
}

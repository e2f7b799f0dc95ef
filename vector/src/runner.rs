//! [`VecEnv`]: N games of one engine, stepped together.

use board_core::encoding::{DEFAULT_DECISION_CAP, Encoding};
use board_core::mcts::derive_seed;
use board_core::{Actor, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;
use tabletop::SearchSettings;

use crate::options::{BotSpec, Buffers, IllegalAction, ObsBuf, ObsRange, VectorError, VectorOptions, round_byte};

/// What a runner needs of a game: its encodings ([`Encoding`]), its search
/// settings for the built-in opponents ([`SearchSettings`]), and to cross
/// threads. The four engines' states all qualify.
pub trait VecGame: Encoding + SearchSettings + Send + Sync + 'static {}

impl<G: Encoding + SearchSettings + Send + Sync + 'static> VecGame for G {}

/// Games per rayon task: the batch is split into chunks of this many games
/// (and their buffer rows). Fixed, so the split never depends on the number
/// of threads (nor do the results, which depend only on each game's stream).
const CHUNK: usize = 16;

/// How a game stands after a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// A seat of interest is to act.
    Running,
    /// The rules ended the game.
    Terminated,
    /// The decision cap ended it.
    Truncated,
    /// The seat that was to act played an illegal id and forfeits.
    Forfeit(Seat),
}

/// The move a step's first pass found for a game.
#[derive(Clone, Debug)]
enum Pending<G> {
    /// Nothing (the game resets at this step, or no step is under way).
    None,
    /// The successor state after the caller's action (checked with
    /// `apply_id`: the game's legal ids were not recorded).
    Next(G),
    /// The caller's id, found among the legal ids recorded when the mask
    /// was written: its move is applied with `apply_unchecked`.
    Id(usize),
    /// The caller's id is illegal there.
    Illegal,
}

/// One game of the batch with its random stream.
#[derive(Clone, Debug)]
struct Slot<G> {
    state: G,
    rng: ChaCha8Rng,
    /// Seat decisions in this game so far (every seat's).
    decisions: usize,
    /// The game ended at the last step: the next step resets it.
    done: bool,
    /// The seat whose observation the row holds (kept at the end of a game).
    observer: Seat,
    pending: Pending<G>,
    /// The legal ids of `state`, one bit each (`ceil(A / 64)` words,
    /// allocated once), when `legal_known`: recorded as the mask is written.
    legal: Vec<u64>,
    /// `legal` holds the legal ids of `state` (it is cleared by
    /// [`VecEnv::set_state`] and whenever a row is written without them).
    legal_known: bool,
    /// `state` has the batch's action count (false after
    /// [`VecEnv::set_state`] put a state of another config in place): the
    /// mask is then written by the engine's checked `legal_action_mask`.
    native: bool,
    /// `f32` scratch for [`ObsBuf::U8`] (empty until first needed).
    scratch: Vec<f32>,
}

/// The fixed parts every game of the batch shares.
#[derive(Clone, Debug)]
struct Shared<G> {
    initial: G,
    opponent: Option<BotSpec>,
    learner: Seat,
    cap: usize,
    num_seats: usize,
    obs_len: usize,
    num_actions: usize,
    reward_width: usize,
    range: ObsRange,
    clamp: bool,
}

/// N games of one engine in one `Vec`, stepped together into caller-owned
/// buffers (see [`Buffers`] for the shapes), the batch split across cores
/// with rayon.
///
/// * **Randomness.** [`VecEnv::reset`]`(seed)` gives game `i` its own
///   ChaCha8 stream seeded with `derive_seed(seed, i)` (board-core's
///   SplitMix64 of both). Chance nodes are resolved inside reset and step
///   from that stream, and so are the built-in opponents' decisions, so the
///   buffers after a reset and any sequence of steps depend only on the
///   seed and the actions: the same on 1 thread or 16.
///   [`VecEnv::reset_each`] seeds each game on its own (game `i` is then
///   the game a batch of one plays from `seeds[i]`, Gymnasium's
///   `SyncVectorEnv` convention), and [`VecEnv::restart`] starts new games
///   from where the streams stand.
/// * **Auto-reset (Gymnasium 1.x "next-step").** The step that ends game
///   `i` (the rules, the decision cap, or a forfeit) writes its last
///   observation with `terminated` or `truncated` set, its final rewards,
///   an all-`false` mask and `to_act = -1`. The next step ignores game
///   `i`'s action and writes the first observation of a new game from the
///   same stream, with reward 0 and both flags `false`.
/// * **Observer.** A row holds one seat's observation only: the seat to
///   act (the last one to act once the game ended), or the learner in
///   opponent mode. Games with hidden information (numseq's hands,
///   XOBrainer's Mission cards) never show another seat's secrets.
/// * **Opponents.** With [`VectorOptions::opponent`], every seat but the
///   learner's is played inside reset and step, so a row always waits for
///   the learner (or has ended); rewards have one column, the learner's.
/// * **Checked once.** The legality of the caller's id is read from the
///   legal ids recorded (a bit each) when the runner wrote that game's
///   mask, and the move is applied with `apply_unchecked`: the same result
///   as the checked `apply_id` by the encodings' round trip (the id of a
///   legal move names that move), without a checked apply or a successor
///   clone. After [`VecEnv::set_state`] the first step checks with
///   `apply_id`.
/// * **Illegal ids.** As [`VectorOptions::illegal`] says
///   ([`IllegalAction`]); never a panic.
/// * **Allocation.** A step allocates nothing (the observations, masks
///   and moves are written in place; `tests/alloc.rs` counts it for the
///   four engines), except at the end of a game (the returns) and in the
///   MC/MCTS opponents.
#[derive(Clone, Debug)]
pub struct VecEnv<G: VecGame> {
    shared: Shared<G>,
    slots: Vec<Slot<G>>,
    illegal: IllegalAction,
    was_reset: bool,
}

impl<G: VecGame> VecEnv<G> {
    /// `options.num_envs` games starting from `initial` (a game's first
    /// state, normally `State::new(config)`), with observations clamped
    /// into `range` when `clamp` is set (the facade's runners clamp into
    /// each game's documented range; see [`crate::obs_range`]). Call
    /// [`VecEnv::reset`] before the first step.
    ///
    /// # Errors
    /// [`VectorError::LearnerSeat`] in opponent mode if the learner's seat
    /// is not at the table.
    pub fn new(initial: G, options: &VectorOptions, range: ObsRange, clamp: bool) -> Result<Self, VectorError> {
        let num_seats = initial.num_seats();
        if options.opponent.is_some() && usize::from(options.learner) >= num_seats {
            return Err(VectorError::LearnerSeat {
                seat: options.learner,
                num_seats,
            });
        }
        let bound = initial.max_game_length().unwrap_or(DEFAULT_DECISION_CAP);
        let cap = options.decision_cap.map_or(bound, |c| c.min(bound)).max(1);
        let shared = Shared {
            obs_len: initial.observation_len(),
            num_actions: initial.num_distinct_actions(),
            reward_width: if options.opponent.is_some() { 1 } else { num_seats },
            opponent: options.opponent,
            learner: Seat(options.learner),
            cap,
            num_seats,
            range,
            clamp,
            initial,
        };
        let slots = (0..options.num_envs)
            .map(|_| Slot {
                state: shared.initial.clone(),
                rng: ChaCha8Rng::seed_from_u64(0),
                decisions: 0,
                done: true,
                observer: Seat(0),
                pending: Pending::None,
                legal: vec![0; shared.num_actions.div_ceil(64)],
                legal_known: false,
                native: true,
                scratch: Vec::new(),
            })
            .collect();
        Ok(VecEnv {
            shared,
            slots,
            illegal: options.illegal,
            was_reset: false,
        })
    }

    /// N, the number of games.
    pub fn num_envs(&self) -> usize {
        self.slots.len()
    }
    /// Seats at the table.
    pub fn num_seats(&self) -> usize {
        self.shared.num_seats
    }
    /// L, the observation values per game (the product of
    /// [`VecEnv::observation_shape`]).
    pub fn observation_len(&self) -> usize {
        self.shared.obs_len
    }
    /// The shape of one game's observation (the game's documented tensor
    /// shape).
    pub fn observation_shape(&self) -> Vec<usize> {
        self.shared.initial.observation_shape()
    }
    /// A, the action ids per game (the mask's row length).
    pub fn num_actions(&self) -> usize {
        self.shared.num_actions
    }
    /// W, the reward columns: the seats, or 1 (the learner) in opponent mode.
    pub fn reward_width(&self) -> usize {
        self.shared.reward_width
    }
    /// The observation range (the `Box` bounds; the scale of `u8` observations).
    pub fn obs_range(&self) -> ObsRange {
        self.shared.range
    }
    /// The decision cap at which a game is truncated.
    pub fn decision_cap(&self) -> usize {
        self.shared.cap
    }
    /// The learner's seat in opponent mode; `None` without opponents.
    pub fn learner(&self) -> Option<Seat> {
        self.shared.opponent.map(|_| self.shared.learner)
    }
    /// The state of game `i` (`None` past the batch).
    pub fn state(&self, i: usize) -> Option<&G> {
        self.slots.get(i).map(|s| &s.state)
    }

    /// Replaces game `i`'s state (for tests and analysis: start a game from
    /// a position), keeping its random stream and decision count. Call
    /// [`VecEnv::observe`] to see it in the buffers. A state that is not
    /// at a seat of interest (chance to act, an opponent to act) is
    /// advanced at the next step. Returns `false` (and changes nothing)
    /// past the batch.
    pub fn set_state(&mut self, i: usize, state: G) -> bool {
        match self.slots.get_mut(i) {
            Some(slot) => {
                slot.done = state.is_terminal();
                slot.legal_known = false;
                slot.native = state.num_distinct_actions() == self.shared.num_actions;
                slot.state = state;
                if let Actor::Seat(s) = slot.state.to_act() {
                    slot.observer = self.shared.observer_for(s);
                }
                true
            }
            None => false,
        }
    }

    /// Starts a new game in every slot: game `i` from the stream
    /// `derive_seed(seed, i)`, chance (and the opponents) played until a
    /// seat of interest is to act. Writes every buffer: the first
    /// observations and masks, rewards 0, both flags `false` (unless a game
    /// ended before any seat of interest acted, which no default config
    /// does: it is then flagged as at the end of a step, and resets at the
    /// next).
    ///
    /// # Errors
    /// [`VectorError::BufferLength`]; nothing is changed then.
    pub fn reset(&mut self, seed: u64, out: Buffers<'_>) -> Result<(), VectorError> {
        self.check(&out, None)?;
        for (i, slot) in self.slots.iter_mut().enumerate() {
            slot.rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, i as u64));
            slot.done = true;
            slot.pending = Pending::None;
        }
        self.was_reset = true;
        self.run(out);
        Ok(())
    }

    /// Starts a new game in every slot from a seed per game: game `i`
    /// from the stream `derive_seed(seeds[i], 0)`, so a batch of one reset
    /// with `[s]` is [`VecEnv::reset`]`(s)`, and game `i` here is the game a
    /// batch of one gives for `seeds[i]` (how Gymnasium's `SyncVectorEnv`
    /// seeds its sub-environments: the Python `VectorEnv` passes
    /// `seed + i`). Writes every buffer as [`VecEnv::reset`] does.
    ///
    /// # Errors
    /// [`VectorError::BufferLength`] (for `seeds` too); nothing is changed
    /// then.
    pub fn reset_each(&mut self, seeds: &[u64], out: Buffers<'_>) -> Result<(), VectorError> {
        self.check(&out, None)?;
        if seeds.len() != self.slots.len() {
            return Err(VectorError::BufferLength {
                buffer: "seeds",
                got: seeds.len(),
                expected: self.slots.len(),
            });
        }
        for (slot, &seed) in self.slots.iter_mut().zip(seeds) {
            slot.rng = ChaCha8Rng::seed_from_u64(derive_seed(seed, 0));
            slot.done = true;
            slot.pending = Pending::None;
        }
        self.was_reset = true;
        self.run(out);
        Ok(())
    }

    /// Starts a new game in every slot from where each game's random
    /// stream stands (no new seed: Gymnasium's `reset(seed=None)` after a
    /// seeded reset), so the games depend only on the last seed and the
    /// actions since. Writes every buffer as [`VecEnv::reset`] does.
    ///
    /// # Errors
    /// [`VectorError::BufferLength`], [`VectorError::NotReset`] before the
    /// first reset; nothing is changed then.
    pub fn restart(&mut self, out: Buffers<'_>) -> Result<(), VectorError> {
        self.check(&out, None)?;
        if !self.was_reset {
            return Err(VectorError::NotReset);
        }
        for slot in &mut self.slots {
            slot.done = true;
            slot.pending = Pending::None;
        }
        self.run(out);
        Ok(())
    }

    /// One step of every game: game `i` plays `actions[i]` (an action id of
    /// its seat to act; ignored for a game that ended at the last step,
    /// which resets instead), then chance and the opponents play until a
    /// seat of interest is to act or the game ends. Writes every buffer.
    ///
    /// # Errors
    /// [`VectorError::BufferLength`] (for `actions` too),
    /// [`VectorError::NotReset`] before the first reset, and with
    /// [`IllegalAction::Refuse`] [`VectorError::IllegalAction`] for the
    /// lowest game index whose id is illegal. Nothing is changed then.
    pub fn step(&mut self, actions: &[usize], out: Buffers<'_>) -> Result<(), VectorError> {
        self.check(&out, Some(actions))?;
        if !self.was_reset {
            return Err(VectorError::NotReset);
        }
        // First pass: every game's successor, or the illegal ids. No state
        // changes and no random number is drawn here.
        let first_illegal = self
            .slots
            .par_iter_mut()
            .zip(actions.par_iter())
            .enumerate()
            .filter_map(|(i, (slot, &id))| {
                if slot.done {
                    slot.pending = Pending::None;
                    return None;
                }
                let legal = matches!(slot.state.to_act(), Actor::Seat(_)) && id < self.shared.num_actions;
                if slot.legal_known {
                    // The ids were recorded from this very state when its
                    // mask was written: an id among them names a legal
                    // move (the encodings' round trip), applied unchecked
                    // in the second pass, and no other id does.
                    if legal && bit(&slot.legal, id) {
                        slot.pending = Pending::Id(id);
                        return None;
                    }
                    slot.pending = Pending::Illegal;
                    return Some((i, id));
                }
                match slot.state.apply_id(id) {
                    Ok(next) if legal => {
                        slot.pending = Pending::Next(next);
                        None
                    }
                    _ => {
                        slot.pending = Pending::Illegal;
                        Some((i, id))
                    }
                }
            })
            .min_by_key(|&(i, _)| i);
        if let (Some((index, id)), IllegalAction::Refuse) = (first_illegal, self.illegal) {
            for slot in &mut self.slots {
                slot.pending = Pending::None;
            }
            return Err(VectorError::IllegalAction { index, id });
        }
        self.run(out);
        Ok(())
    }

    /// Rewrites the observations, masks and seats to act of every game
    /// from the current states (rewards and flags are left as they are):
    /// after [`VecEnv::set_state`], or to read the batch again.
    ///
    /// # Errors
    /// [`VectorError::BufferLength`].
    pub fn observe(&mut self, out: Buffers<'_>) -> Result<(), VectorError> {
        self.check(&out, None)?;
        let shared = &self.shared;
        let Buffers { obs, mask, to_act, .. } = out;
        let (l, a) = (shared.obs_len.max(1), shared.num_actions.max(1));
        macro_rules! rows {
            ($o:expr, $wrap:path) => {
                self.slots
                    .par_chunks_mut(CHUNK)
                    .zip($o.par_chunks_mut(CHUNK * l))
                    .zip(mask.par_chunks_mut(CHUNK * a))
                    .zip(to_act.par_chunks_mut(CHUNK))
                    .for_each(|(((slots, o), m), t)| {
                        for (((slot, o), m), t) in slots.iter_mut().zip(o.chunks_mut(l)).zip(m.chunks_mut(a)).zip(t) {
                            shared.write_row(slot, $wrap(o), m, t);
                        }
                    })
            };
        }
        match obs {
            ObsBuf::F32(o) => rows!(o, RowObs::F32),
            ObsBuf::U8(o) => rows!(o, RowObs::U8),
        }
        Ok(())
    }

    /// The buffers' lengths (and the actions').
    fn check(&self, out: &Buffers<'_>, actions: Option<&[usize]>) -> Result<(), VectorError> {
        let n = self.slots.len();
        let s = &self.shared;
        let want = [
            ("obs", out.obs.len(), n * s.obs_len),
            ("mask", out.mask.len(), n * s.num_actions),
            ("rewards", out.rewards.len(), n * s.reward_width),
            ("terminated", out.terminated.len(), n),
            ("truncated", out.truncated.len(), n),
            ("to_act", out.to_act.len(), n),
            ("actions", actions.map_or(n, <[usize]>::len), n),
        ];
        for (buffer, got, expected) in want {
            if got != expected {
                return Err(VectorError::BufferLength { buffer, got, expected });
            }
        }
        Ok(())
    }

    /// The second pass of reset and step: every game moves on and writes
    /// its rows, a chunk of games per rayon task.
    fn run(&mut self, out: Buffers<'_>) {
        let shared = &self.shared;
        let Buffers {
            obs,
            mask,
            rewards,
            terminated,
            truncated,
            to_act,
        } = out;
        let (l, a, w) = (
            shared.obs_len.max(1),
            shared.num_actions.max(1),
            shared.reward_width.max(1),
        );
        macro_rules! drive {
            ($o:expr, $wrap:path) => {
                self.slots
                    .par_chunks_mut(CHUNK)
                    .zip($o.par_chunks_mut(CHUNK * l))
                    .zip(mask.par_chunks_mut(CHUNK * a))
                    .zip(rewards.par_chunks_mut(CHUNK * w))
                    .zip(terminated.par_chunks_mut(CHUNK))
                    .zip(truncated.par_chunks_mut(CHUNK))
                    .zip(to_act.par_chunks_mut(CHUNK))
                    .for_each(|((((((slots, o), m), r), te), tr), t)| {
                        let rows = slots
                            .iter_mut()
                            .zip(o.chunks_mut(l))
                            .zip(m.chunks_mut(a))
                            .zip(r.chunks_mut(w))
                            .zip(te.iter_mut().zip(tr.iter_mut()))
                            .zip(t.iter_mut());
                        for (((((slot, o), m), r), (te, tr)), t) in rows {
                            let end = shared.advance_slot(slot);
                            shared.write_rewards(slot, end, r);
                            *te = matches!(end, End::Terminated | End::Forfeit(_));
                            *tr = end == End::Truncated;
                            slot.done = end != End::Running;
                            shared.write_row(slot, $wrap(o), m, t);
                        }
                    })
            };
        }
        match obs {
            ObsBuf::F32(o) => drive!(o, RowObs::F32),
            ObsBuf::U8(o) => drive!(o, RowObs::U8),
        }
    }
}

/// One game's observation row.
enum RowObs<'a> {
    F32(&'a mut [f32]),
    U8(&'a mut [u8]),
}

impl<G: VecGame> Shared<G> {
    /// The seat whose observation a row shows when `s` is to act.
    fn observer_for(&self, s: Seat) -> Seat {
        if self.opponent.is_some() { self.learner } else { s }
    }

    /// Moves one game on by its pending action (or resets it) and plays
    /// chance and the opponents.
    fn advance_slot(&self, slot: &mut Slot<G>) -> End {
        if slot.done {
            slot.state.clone_from(&self.initial);
            slot.native = true;
            slot.legal_known = false;
            slot.decisions = 0;
            slot.pending = Pending::None;
            return self.play_out_others(slot);
        }
        match core::mem::replace(&mut slot.pending, Pending::None) {
            Pending::Next(next) => {
                slot.state = next;
                slot.decisions = slot.decisions.saturating_add(1);
                self.play_out_others(slot)
            }
            Pending::Id(id) => match slot.state.move_from_id(id) {
                Ok(mv) => {
                    slot.state.apply_unchecked(&mv);
                    slot.decisions = slot.decisions.saturating_add(1);
                    self.play_out_others(slot)
                }
                // Unreachable by the encodings' round trip (a recorded id
                // is a legal move's `action_id`); a forfeit, never a panic.
                Err(_) => match slot.state.to_act() {
                    Actor::Seat(s) => End::Forfeit(s),
                    _ => End::Terminated,
                },
            },
            Pending::Illegal => match slot.state.to_act() {
                Actor::Seat(s) => End::Forfeit(s),
                _ => End::Terminated,
            },
            // A state put in place by `set_state` that waits on chance or
            // an opponent.
            Pending::None => self.play_out_others(slot),
        }
    }

    /// Chance and the opponents play until a seat of interest acts, the
    /// game ends, or the cap truncates it.
    fn play_out_others(&self, slot: &mut Slot<G>) -> End {
        loop {
            match slot.state.to_act() {
                Actor::Terminal => return End::Terminated,
                Actor::Chance => {
                    if slot.state.random_step(&mut slot.rng).is_none() {
                        return End::Terminated;
                    }
                }
                Actor::Seat(s) => {
                    slot.observer = self.observer_for(s);
                    if slot.decisions >= self.cap {
                        return End::Truncated;
                    }
                    let Some(opponent) = self.opponent.filter(|_| s != self.learner) else {
                        return End::Running;
                    };
                    let Some(mv) = opponent.choose(&slot.state, &mut slot.rng) else {
                        return End::Truncated;
                    };
                    slot.state.apply_unchecked(&mv);
                    slot.decisions = slot.decisions.saturating_add(1);
                }
            }
        }
    }

    /// One game's rewards for how the step ended.
    fn write_rewards(&self, slot: &Slot<G>, end: End, r: &mut [f32]) {
        r.fill(0.0);
        match end {
            End::Running | End::Truncated => {}
            End::Terminated => {
                let returns = slot.state.returns();
                if self.opponent.is_some() {
                    if let (Some(x), Some(v)) = (r.first_mut(), returns.get(self.learner.index())) {
                        *x = *v as f32;
                    }
                } else {
                    for (x, v) in r.iter_mut().zip(returns) {
                        *x = v as f32;
                    }
                }
            }
            End::Forfeit(s) => {
                let col = if self.opponent.is_some() { 0 } else { s.index() };
                if let Some(x) = r.get_mut(col) {
                    *x = slot.state.min_utility() as f32;
                }
            }
        }
    }

    /// One game's observation, mask and seat to act.
    fn write_row(&self, slot: &mut Slot<G>, obs: RowObs<'_>, mask: &mut [bool], to_act: &mut i32) {
        let seat = match slot.state.to_act() {
            Actor::Seat(s) if !slot.done => Some(s),
            _ => None,
        };
        *to_act = seat.map_or(-1, |s| i32::from(s.0));
        slot.legal_known = false;
        if seat.is_none() {
            mask.fill(false);
        } else if slot.native && mask.len() == self.num_actions {
            // = the engines' `legal_action_mask` (none overrides the
            // default walk), recording the ids as it goes.
            mask.fill(false);
            slot.legal.fill(0);
            for mv in slot.state.legal_move_list() {
                if let Some(id) = slot.state.action_id(&mv)
                    && let Some(m) = mask.get_mut(id)
                {
                    *m = true;
                    if let Some(w) = slot.legal.get_mut(id / 64) {
                        *w |= 1 << (id % 64);
                    }
                }
            }
            slot.legal_known = true;
        } else if slot.state.legal_action_mask(mask).is_err() {
            mask.fill(false);
        }
        let observer = slot.observer;
        match obs {
            RowObs::F32(o) => {
                if slot.state.write_observation(observer, o).is_err() {
                    o.fill(0.0);
                }
                if self.clamp {
                    let (low, high) = (self.range.low, self.range.high);
                    for v in o.iter_mut() {
                        *v = v.max(low).min(high); // = ObsRange::clamp
                    }
                }
            }
            RowObs::U8(o) => {
                slot.scratch.resize(self.obs_len, 0.0);
                if slot.state.write_observation(observer, &mut slot.scratch).is_err() {
                    slot.scratch.fill(0.0);
                }
                // The range and scale in locals, so the loop reloads and
                // divides nothing per value (a byte store may alias them).
                let (low, high) = (self.range.low, self.range.high);
                let scale = 255.0 / (high - low);
                for (q, &v) in o.iter_mut().zip(&slot.scratch) {
                    // = ObsRange::quantize
                    *q = round_byte((v.max(low).min(high) - low) * scale);
                }
            }
        }
    }
}

/// Whether bit `id` is set.
fn bit(words: &[u64], id: usize) -> bool {
    words.get(id / 64).is_some_and(|w| w >> (id % 64) & 1 == 1)
}

//! The encoding check: every promise of [`crate::encoding`]
//! tested along seeded random games.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::rng;
use crate::bots::{sample_chance, uniform_index};
use crate::encoding::{ApplyIdError, Encoding, UtilitySum};
use crate::{Actor, Prob, Seat};

/// What [`check_encodings`] saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EncodingReport {
    /// Games played to the end.
    pub games: usize,
    /// States checked.
    pub states: usize,
    /// Illegal ids tried through [`crate::encoding::ActionEncoding::apply_id`].
    pub illegal_ids: usize,
    /// The most decisions one game took.
    pub longest: usize,
}

/// Plays `n_games` seeded random games from each state of `initial` (seeds
/// `seed..`), choosing moves by id, and checks at every state:
///
/// * legal ids ascending, unique, in range; `action_from_id(action_id(m)) == m`
///   and `chance_from_id(chance_id(o)) == o` for every legal move and outcome;
/// * the mask is `true` exactly at the legal action ids (all `false` at
///   chance and terminal nodes); chance ids are distinct, below
///   `max_chance_outcomes`, with probabilities summing to exactly one;
/// * random ids that are not legal are refused by `apply_id`, with the
///   engine's own error (the one `apply` gives for the move the id names);
/// * every seat's tensor has the shape's length and finite values, and
///   every seat's information state is computable;
/// * each game ends within `max_game_length` decisions and
///   `max_chance_nodes` chance nodes (where bounded; else within
///   `max_plies` moves), with returns within the utility bounds that add up
///   as `utility_sum` says.
///
/// # Errors
/// The first broken promise, with the state's `Debug` form.
pub fn check_encodings<G: Encoding>(
    initial: &[G],
    seed: u64,
    n_games: usize,
    max_plies: usize,
) -> Result<EncodingReport, String> {
    let mut report = EncodingReport::default();
    let mut r = rng(seed);
    for start in initial {
        for _ in 0..n_games {
            let mut s = start.clone();
            let (mut decisions, mut chance) = (0usize, 0usize);
            for _ in 0..max_plies {
                check_state(&s, &mut r, &mut report)?;
                let mv = match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => {
                        chance += 1;
                        sample_chance(&s, &mut r).ok().flatten().ok_or("no chance outcome")?
                    }
                    Actor::Seat(_) => {
                        decisions += 1;
                        let ids = s.legal_ids();
                        let id = uniform_index(ids.len(), &mut r)
                            .and_then(|i| ids.get(i).copied())
                            .ok_or("no legal id")?;
                        s.action_from_id(id).map_err(|e| format!("{e}"))?
                    }
                };
                let id = s.id_of(&mv).ok_or_else(|| format!("{mv} has no id in {s:?}"))?;
                s = s
                    .apply_id(id)
                    .map_err(|e| format!("{mv} ({id}) refused: {e:?} in {s:?}"))?;
            }
            if !s.is_terminal() {
                return Err(format!("not over after {max_plies} moves: {s:?}"));
            }
            check_state(&s, &mut r, &mut report)?;
            if let Some(max) = s.max_game_length()
                && decisions > max
            {
                return Err(format!("{decisions} decisions > max_game_length {max}"));
            }
            if let Some(max) = s.max_chance_nodes()
                && chance > max
            {
                return Err(format!("{chance} chance nodes > max_chance_nodes {max}"));
            }
            report.games += 1;
            report.longest = report.longest.max(decisions);
        }
    }
    Ok(report)
}

fn check_state<G: Encoding>(s: &G, r: &mut super::TestRng, report: &mut EncodingReport) -> Result<(), String> {
    report.states += 1;
    let n = s.num_distinct_actions();
    let m = s.max_chance_outcomes();
    let ids = s.legal_ids();
    if !ids.windows(2).all(|w| w.first() < w.get(1)) {
        return Err(format!("legal ids not ascending and unique: {ids:?} in {s:?}"));
    }
    let mut mask = vec![false; n];
    s.legal_action_mask(&mut mask).map_err(|e| format!("{e}"))?;
    let marked: Vec<usize> = (0..n).filter(|&i| mask.get(i) == Some(&true)).collect();
    let moves = s.legal_moves();
    match s.to_act() {
        Actor::Seat(_) => {
            if marked != ids {
                return Err(format!("mask {marked:?} != legal ids {ids:?} in {s:?}"));
            }
            if ids.len() != moves.len() {
                return Err(format!("{} moves but {} ids in {s:?}", moves.len(), ids.len()));
            }
            for mv in &moves {
                let id = s
                    .action_id(mv)
                    .ok_or_else(|| format!("legal {mv} has no id in {s:?}"))?;
                if id >= n {
                    return Err(format!("id {id} of {mv} >= {n}"));
                }
                match s.action_from_id(id) {
                    Ok(back) if back == *mv => {}
                    other => return Err(format!("{mv} -> {id} -> {other:?} in {s:?}")),
                }
            }
            for _ in 0..4 {
                let Some(id) = uniform_index(n + 2, r) else { break };
                if ids.binary_search(&id).is_ok() {
                    continue;
                }
                report.illegal_ids += 1;
                match s.apply_id(id) {
                    Ok(_) => return Err(format!("illegal id {id} applied in {s:?}")),
                    Err(ApplyIdError::Illegal(e)) => {
                        let mv = s.action_from_id(id).map_err(|e| format!("{e}"))?;
                        match s.apply(&mv) {
                            Err(e2) if format!("{e2:?}") == format!("{e:?}") => {}
                            other => return Err(format!("id {id}: {e:?} but apply gives {other:?}")),
                        }
                    }
                    Err(ApplyIdError::Encoding(_)) => {}
                }
            }
        }
        Actor::Chance => {
            if !marked.is_empty() {
                return Err(format!("mask set at a chance node: {marked:?}"));
            }
            let outcomes = s.chance_outcome_ids();
            let oids: Vec<usize> = outcomes.iter().map(|o| o.0).collect();
            if oids != ids || ids.len() != moves.len() {
                return Err(format!("chance ids {oids:?} / legal ids {ids:?} in {s:?}"));
            }
            let mut total = Prob::ZERO;
            for (id, p) in &outcomes {
                if *id >= m {
                    return Err(format!("chance id {id} >= {m}"));
                }
                total = total.checked_add(*p).map_err(|e| format!("{e}"))?;
            }
            if total != Prob::ONE {
                return Err(format!("chance probabilities sum to {total:?} in {s:?}"));
            }
            for mv in &moves {
                let id = s.chance_id(mv).ok_or_else(|| format!("outcome {mv} has no id"))?;
                match s.chance_from_id(id) {
                    Ok(back) if back == *mv => {}
                    other => return Err(format!("{mv} -> {id} -> {other:?}")),
                }
            }
        }
        Actor::Terminal => {
            if !ids.is_empty() || !marked.is_empty() {
                return Err(format!("ids at the end: {ids:?}"));
            }
            let ret = s.returns();
            if ret.len() != s.num_seats() || ret.iter().any(|&x| x < s.min_utility() || x > s.max_utility()) {
                return Err(format!("returns {ret:?} out of bounds"));
            }
            if let UtilitySum::Constant(c) = s.utility_sum() {
                let sum: f64 = ret.iter().sum();
                if (sum - c).abs() > 1e-9 {
                    return Err(format!("returns {ret:?} do not sum to {c}"));
                }
            }
        }
    }
    let len = s.observation_len();
    if len != s.observation_shape().iter().product::<usize>() || len == 0 {
        return Err(format!("observation length {len}"));
    }
    let mut obs = vec![f32::NAN; len];
    for seat in Seat::all(s.num_seats()) {
        s.write_observation(seat, &mut obs).map_err(|e| format!("{e}"))?;
        if obs.iter().any(|v| !v.is_finite()) {
            return Err(format!("non-finite observation of {seat} in {s:?}"));
        }
        obs.fill(f32::NAN);
        s.information_state_string(seat).map_err(|e| format!("{e}"))?;
    }
    Ok(())
}

//! Checks of events ([`crate::events`]) and move hints ([`crate::hints`]).

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Debug;
use core::str::FromStr;

use super::{Conformance, TestRng, rng};
use crate::bots::{sample_chance, uniform_index};
use crate::events::{Narrate, Redact};
use crate::hints::{HintSet, MoveHints};
use crate::{Actor, Game, Observe, Seat};

/// What a game supplies so that [`check_events`] can prove its events
/// complete: the public board, and how one event changes it.
///
/// Implement it beside the events (it doubles as the reference of how a
/// frontend follows a game from events alone).
pub trait EventReplay: Narrate {
    /// Everything every seat sees: each piece, chip and block on its square,
    /// the scores, whose turn, the phase.
    type Board: Clone + Eq + Debug;

    /// The public board of this state.
    fn public_board(&self) -> Self::Board;

    /// Folds one event, as redacted for some seat (or for a spectator),
    /// into `board`.
    fn replay_event(board: &mut Self::Board, event: &Self::Event);
}

/// Counts from a passing [`check_events`] run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EventReport {
    /// Games played.
    pub games: usize,
    /// Moves applied along the games.
    pub plies: usize,
    /// Events produced along the games.
    pub events: usize,
    /// Moves (legal and candidate) whose narrated result was compared with
    /// `apply`.
    pub compared: usize,
}

/// Plays `n_games` seeded random games (at most `max_plies` moves each) from
/// `initial` (round-robin; game `g` is seeded `seed + g`) and checks:
///
/// * **same result**: for every legal move, and every candidate move of
///   [`Conformance::candidate_moves`], [`Narrate::apply_narrated`] gives
///   what [`Game::apply`] gives (equal states, or errors that print the
///   same), and on an error appends nothing;
/// * **redaction leaks nothing**: for every seat, two legal moves of a
///   state after which the seat's views are equal give that seat equal
///   redacted event streams (so the events tell a seat nothing its view
///   would not; not compared for games without hidden information, whose
///   moves and outcomes everyone sees); redaction is idempotent,
///   and `public()` hides at least what every `seen_by` hides;
/// * **completeness**: for every seat and for a spectator, the public board
///   rebuilt from the initial state's board and that observer's redacted
///   events alone equals the real public board after every move;
/// * every move yields at least one event.
///
/// # Errors
/// The first violation, described.
pub fn check_events<G>(initial: &[G], seed: u64, n_games: usize, max_plies: usize) -> Result<EventReport, String>
where
    G: Conformance + EventReplay + Observe,
    <G as FromStr>::Err: Debug,
{
    let mut report = EventReport::default();
    for g in 0..n_games {
        let Some(start) = initial.get(g % initial.len().max(1)) else {
            break;
        };
        let mut r = rng(seed.wrapping_add(g as u64));
        let seats: Vec<Seat> = Seat::all(start.num_seats()).collect();
        // One rebuilt board per seat, then one for a spectator.
        let mut boards: Vec<G::Board> = (0..=seats.len()).map(|_| start.public_board()).collect();
        let mut state = start.clone();
        for ply in 0..max_plies {
            let fail = |what: String| format!("game {g} ply {ply}: {what}\n  state: {state}");
            check_same_result(&state, &mut r, &mut report).map_err(fail)?;
            check_redaction(&state, &seats).map_err(fail)?;
            let Some(mv) = pick(&state, &mut r) else {
                break;
            };
            let mut events = Vec::new();
            let next = state
                .apply_narrated(&mv, &mut events)
                .map_err(|e| fail(format!("legal move {mv} refused: {e}")))?;
            if events.is_empty() {
                return Err(fail(format!("move {mv} produced no event")));
            }
            report.events += events.len();
            let truth = next.public_board();
            for (i, board) in boards.iter_mut().enumerate() {
                let seat = seats.get(i).copied();
                for e in &events {
                    let seen = seat.map_or_else(|| e.public(), |s| e.seen_by(s));
                    G::replay_event(board, &seen);
                }
                if *board != truth {
                    let who = seat.map_or_else(|| "a spectator".to_string(), |s| s.to_string());
                    return Err(fail(format!(
                        "after {mv}, the board rebuilt from the events {who} sees differs from the real one:\n  \
                         rebuilt {board:?}\n  real    {truth:?}\n  events  {events:?}"
                    )));
                }
            }
            state = next;
            report.plies += 1;
        }
        report.games += 1;
    }
    Ok(report)
}

fn pick<G: Game>(state: &G, r: &mut TestRng) -> Option<G::Move> {
    match state.to_act() {
        Actor::Terminal => None,
        Actor::Chance => sample_chance(state, r).ok().flatten(),
        Actor::Seat(_) => {
            let legal = state.legal_moves();
            uniform_index(legal.len(), r).and_then(|i| legal.into_iter().nth(i))
        }
    }
}

fn check_same_result<G>(state: &G, r: &mut TestRng, report: &mut EventReport) -> Result<(), String>
where
    G: Conformance + Narrate,
    <G as FromStr>::Err: Debug,
{
    let mut moves = state.legal_moves();
    state.candidate_moves(r, &mut moves);
    for mv in &moves {
        let mut events = Vec::new();
        let narrated = state.apply_narrated(mv, &mut events);
        let plain = state.apply(mv);
        report.compared += 1;
        match (&narrated, &plain) {
            (Ok(a), Ok(b)) if a == b => {}
            (Err(a), Err(b)) if format!("{a:?}") == format!("{b:?}") => {
                if !events.is_empty() {
                    return Err(format!("refused move {mv} appended events {events:?}"));
                }
            }
            _ => {
                return Err(format!(
                    "apply_narrated({mv}) differs from apply: {:?} vs {:?}",
                    narrated.as_ref().map(ToString::to_string),
                    plain.as_ref().map(ToString::to_string)
                ));
            }
        }
    }
    Ok(())
}

fn check_redaction<G>(state: &G, seats: &[Seat]) -> Result<(), String>
where
    G: Narrate + Observe,
{
    let all_public = !G::INFO.hidden_information;
    let legal = state.legal_moves();
    let mut outcomes = Vec::with_capacity(legal.len());
    for mv in &legal {
        let mut events = Vec::new();
        if let Ok(next) = state.apply_narrated(mv, &mut events) {
            outcomes.push((mv, next, events));
        }
    }
    for &seat in seats {
        // (move, the seat's view after it, its redacted events), one per distinct view.
        type Seen<'m, G> = (&'m <G as Game>::Move, <G as Observe>::View, Vec<<G as Narrate>::Event>);
        let mut seen: Vec<Seen<'_, G>> = Vec::with_capacity(outcomes.len());
        for (mv, next, events) in &outcomes {
            let redacted: Vec<G::Event> = events.iter().map(|e| e.seen_by(seat)).collect();
            for (e, red) in events.iter().zip(&redacted) {
                if red.seen_by(seat) != *red {
                    return Err(format!("redacting {e} twice for {seat} changes it"));
                }
                if e.public().seen_by(seat) != e.public() {
                    return Err(format!(
                        "the public form of {e} still holds something {seat} may not see"
                    ));
                }
            }
            // In a game without hidden information every move and chance
            // outcome is public, so events cannot leak: two moves may reach
            // one state (ODULUDO's die faces 2 and 3; a step that bounces
            // back to its square, and `pass`) while everyone saw which it
            // was. Only the idempotence checks above apply there.
            if all_public {
                continue;
            }
            let view = next.view(seat);
            if let Some((other, _, theirs)) = seen.iter().find(|(_, v, _)| *v == view) {
                if *theirs != redacted {
                    return Err(format!(
                        "{seat} cannot tell {other} from {mv} by its view, but its events differ:\n  \
                         {theirs:?}\n  {redacted:?}"
                    ));
                }
            } else {
                seen.push((mv, view, redacted));
            }
        }
    }
    Ok(())
}

/// Plays `n_games` seeded random games (at most `max_plies` moves each) and
/// checks the move hints at every state: at a seat's node there is exactly
/// one hint per legal move (none for any other move), each path is
/// non-empty, no path has one step twice in a row, the paths are distinct
/// and prefix-free, and
/// [`HintSet::complete`] of each path gives its move; at chance and terminal
/// nodes there are no hints.
///
/// # Errors
/// The first violation, described.
pub fn check_move_hints<G>(initial: &[G], seed: u64, n_games: usize, max_plies: usize) -> Result<usize, String>
where
    G: MoveHints + core::fmt::Display,
{
    let mut checked = 0;
    for g in 0..n_games {
        let Some(start) = initial.get(g % initial.len().max(1)) else {
            break;
        };
        let mut r = rng(seed.wrapping_add(g as u64));
        let mut state = start.clone();
        for ply in 0..=max_plies {
            check_hints_of(&state).map_err(|what| format!("game {g} ply {ply}: {what}\n  state: {state}"))?;
            checked += 1;
            let Some(mv) = pick(&state, &mut r) else {
                break;
            };
            match state.apply(&mv) {
                Ok(next) => state = next,
                Err(e) => return Err(format!("game {g} ply {ply}: legal move {mv} refused: {e}")),
            }
        }
    }
    Ok(checked)
}

fn check_hints_of<G: MoveHints>(state: &G) -> Result<(), String> {
    let hints = state.move_hints();
    if !matches!(state.to_act(), Actor::Seat(_)) {
        return if hints.is_empty() {
            Ok(())
        } else {
            Err("hints at a node where no seat acts".into())
        };
    }
    let legal = state.legal_moves();
    if hints.len() != legal.len() {
        return Err(format!("{} hints for {} legal moves", hints.len(), legal.len()));
    }
    for mv in &legal {
        let n = hints.iter().filter(|h| h.mv == *mv).count();
        if n != 1 {
            return Err(format!("legal move {mv} has {n} hints"));
        }
    }
    let set = HintSet::new(&hints);
    for (i, h) in hints.iter().enumerate() {
        if h.steps.is_empty() {
            return Err(format!("the hint of {} has no steps", h.mv));
        }
        if let Some(pair) = h.steps.windows(2).find(|w| w.first() == w.get(1)) {
            return Err(format!(
                "the path of {} clicks {:?} twice in a row (a second click takes the first back)",
                h.mv,
                pair.first().map(|s| s.label.as_str()).unwrap_or_default()
            ));
        }
        if let Some(other) = hints
            .iter()
            .enumerate()
            .find(|(j, o)| *j != i && o.steps.starts_with(&h.steps))
        {
            return Err(format!(
                "the path of {} is the start of (or equal to) the path of {}",
                h.mv, other.1.mv
            ));
        }
        if set.complete(&h.steps) != Some(&h.mv) {
            return Err(format!("the path of {} does not complete to it", h.mv));
        }
    }
    Ok(())
}

//! Playthroughs: one seeded game of any [`DynGame`] written down state by
//! state, as readable text for snapshot tests (the idea of OpenSpiel's
//! playthrough files).
//!
//! For every state the text gives the state's notation, who acts, the
//! legal moves with their action ids (the chance outcomes with their chance
//! ids and exact probabilities at a chance node), the observation tensor of
//! the seat to act, that seat's information state where it says less than
//! the notation (a game with hidden information), the move played with its
//! id, and the move's events in plain English; at the end, the returns and
//! the outcome. Moves are the ones given in [`PlaythroughOptions::moves`],
//! then uniformly random ones drawn from one ChaCha8 stream seeded with
//! [`PlaythroughOptions::seed`]: the same draws as board-core's
//! `random_move` and `sample_chance` make from that stream, so a
//! playthrough plays the same game as `board_core::testkit::random_playout`
//! with the same seed.
//!
//! ```
//! use tabletop::playthrough::{PlaythroughOptions, playthrough};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let options = PlaythroughOptions { seed: 7, max_plies: 4, ..PlaythroughOptions::default() };
//! let text = playthrough("deblockle(blocks=1)", &options)?;
//! assert!(text.starts_with("game: deblockle(blocks=1)\n"));
//! assert!(text.contains("\n-- state 0, chance\n")); // the set-up roll
//! assert!(text.contains("\nlegal (")); // "legal (n): id=move, ..."
//! assert!(text.contains("\nobservation: "));
//! assert_eq!(text, playthrough("deblockle(blocks=1)", &options)?); // deterministic
//! # Ok(()) }
//! ```
//!
//! ## The format
//!
//! A header (the game string, seats, id ranges, observation shape,
//! utilities, length bounds, seed and ply bound), then one block per state:
//!
//! ```text
//! -- state 12, seat 1
//! notation: <the state's one-line notation>
//! observation: 0*40 1 0*3 | 1*44 ...
//! information: <the seat's information state, only where it differs from the notation>
//! legal (3): 4=a1, 9=b2, 17=c3
//! apply: 9=b2
//!   <an event>
//! ```
//!
//! A chance node lists `chance (n): id=move p, ...` instead of the legal
//! moves, and has no observation. The observation tensor is flattened in
//! row-major order, its values rounded to 3 decimals (`0.333`), runs of one
//! value written `value*count`, and ` | ` between the slices of the first
//! dimension (the planes of a `[planes, rows, cols]` tensor). The last
//! block is the terminal state with `returns:` and `outcome:`, or the state
//! the ply bound stopped at, with `stopped:`.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write;

use board_core::encoding::UtilitySum;
use board_core::rand_core::SeedableRng;
use board_core::{Actor, Seat};

use crate::dyn_game::{DynGame, DynMoveError};
use crate::spec::{GameSpec, SpecError};

/// Appends one formatted line (writing into a `String` cannot fail).
macro_rules! w {
    ($out:expr, $($t:tt)*) => {{
        let _ = writeln!($out, $($t)*);
    }};
}

/// Who hears a move's events in a playthrough ([`DynGame::apply_narrated`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Narrator {
    /// The seat that moves; a spectator at chance nodes.
    #[default]
    Actor,
    /// Always this seat (a seat's own drawn cards named, the others' not).
    Seat(Seat),
    /// A spectator, who sits at no seat: only public events.
    Spectator,
}

/// Where a playthrough draws the whole state as its picture
/// ([`DynGame::picture`]), each line indented by two spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pictures {
    /// Nowhere (the notation says it all).
    #[default]
    Never,
    /// At the first and the last state.
    Ends,
    /// At every state.
    Every,
}

/// What a playthrough plays and records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaythroughOptions {
    /// Seeds the ChaCha8 stream the random moves and chance outcomes are
    /// drawn from.
    pub seed: u64,
    /// The most plies (seat decisions and chance outcomes) played; the
    /// playthrough stops there if the game is not over.
    pub max_plies: usize,
    /// Moves in notation played first, before the random ones (as
    /// OpenSpiel's `action_sequence`); each must be legal where it comes.
    pub moves: Vec<String>,
    /// Who hears the events.
    pub narrator: Narrator,
    /// Where the picture is drawn.
    pub pictures: Pictures,
    /// Which states are recorded in full.
    pub detail: Detail,
}

/// Which states a playthrough records in full: with the observation
/// tensor, the information state and every legal move or chance outcome.
/// The others give the notation, the number of legal moves, the move
/// played with its id and its events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Detail {
    /// OpenSpiel's choice, which keeps long games readable: the first three
    /// states of each seat, then every tenth of that seat; the first two
    /// chance nodes, then every tenth; and the last state.
    #[default]
    Sampled,
    /// Every state.
    Every,
}

impl Default for PlaythroughOptions {
    /// Seed 0, at most 200 plies, no given moves, events as the actor hears
    /// them, no pictures, sampled detail.
    fn default() -> Self {
        PlaythroughOptions {
            seed: 0,
            max_plies: 200,
            moves: Vec::new(),
            narrator: Narrator::Actor,
            pictures: Pictures::Never,
            detail: Detail::Sampled,
        }
    }
}

/// Why a playthrough could not be written.
#[derive(Debug, thiserror::Error)]
pub enum PlaythroughError {
    /// The game string names no valid game.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// A given move ([`PlaythroughOptions::moves`]) was refused.
    #[error(transparent)]
    Move(#[from] DynMoveError),
}

/// The playthrough of the game named by `game_string` (see the [module
/// docs](self)); its first line is `game: ` and the canonical game string.
///
/// # Errors
/// [`PlaythroughError::Spec`] for a bad game string,
/// [`PlaythroughError::Move`] if a given move is refused.
pub fn playthrough(game_string: &str, options: &PlaythroughOptions) -> Result<String, PlaythroughError> {
    let spec: GameSpec = game_string.parse()?;
    let game = spec.start().map_err(SpecError::Invalid)?;
    let mut out = String::new();
    write_playthrough(&mut out, &spec.to_string(), &*game, options)?;
    Ok(out)
}

/// Writes the playthrough of `game` from its current state (see the
/// [module docs](self)) to `out`, under the title `game: {title}`. `game`
/// itself is not changed: the writer plays on a copy.
///
/// # Errors
/// The refusal of a given move ([`PlaythroughOptions::moves`]).
pub fn write_playthrough(
    out: &mut String,
    title: &str,
    game: &dyn DynGame,
    options: &PlaythroughOptions,
) -> Result<(), DynMoveError> {
    let mut g: Box<dyn DynGame> = game.clone_box();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(options.seed);
    header(out, title, &*g, options);
    let mut given = options.moves.iter();
    let mut ply = 0;
    // States seen so far per actor: the seats, then chance.
    let mut seen = alloc::vec![0usize; g.num_seats() + 1];
    loop {
        let actor = g.to_act();
        let who = match actor {
            Actor::Seat(s) => format!("seat {}", s.0),
            Actor::Chance => "chance".to_string(),
            Actor::Terminal => "terminal".to_string(),
        };
        w!(out, "\n-- state {ply}, {who}");
        w!(out, "notation: {}", g.notation());
        let last = actor == Actor::Terminal || ply >= options.max_plies;
        let count = match actor {
            Actor::Seat(s) => seen.get_mut(usize::from(s.0)),
            _ => seen.last_mut(),
        };
        let full = match count {
            Some(c) => {
                *c += 1;
                let limit = if actor == Actor::Chance { 2 } else { 3 };
                options.detail == Detail::Every || *c <= limit || (*c - 1) % 10 == 0
            }
            None => true,
        };
        if options.pictures == Pictures::Every || (options.pictures == Pictures::Ends && (ply == 0 || last)) {
            w!(out, "picture:");
            for l in g.picture().lines() {
                {
                    let l = format!("  {l}");
                    w!(out, "{}", l.trim_end());
                }
            }
        }
        match actor {
            Actor::Terminal => {
                for s in 0..g.num_seats() {
                    seat_record(out, &*g, Seat(s as u8), true);
                }
                w!(out, "returns: {}", join_values(&g.returns()));
                let outcome = g.outcome().map_or_else(|| "none".to_string(), |o| o.to_string());
                w!(out, "outcome: {outcome}");
                return Ok(());
            }
            _ if ply >= options.max_plies => {
                if let Actor::Seat(seat) = actor {
                    seat_record(out, &*g, seat, false);
                }
                w!(
                    out,
                    "stopped: the ply bound {} (returns: {})",
                    options.max_plies,
                    join_values(&g.returns())
                );
                return Ok(());
            }
            Actor::Chance if full => chance_list(out, &*g),
            Actor::Chance => w!(out, "chance: {} outcomes", g.chance_outcomes().len()),
            Actor::Seat(seat) if full => {
                seat_record(out, &*g, seat, false);
                legal_list(out, &*g);
            }
            Actor::Seat(_) => w!(out, "legal: {} moves", g.legal_action_ids().len()),
        }
        let mv = match given.next() {
            Some(m) => m.clone(),
            None => match actor {
                Actor::Chance => {
                    let mut probe = g.clone_box();
                    probe.sample_chance(&mut rng).unwrap_or_default()
                }
                _ => g.random_move(&mut rng).unwrap_or_default(),
            },
        };
        let id = g
            .string_to_action(&mv)
            .map_or_else(|_| "-".to_string(), |id| id.to_string());
        w!(out, "apply: {id}={mv}");
        let viewer = match (options.narrator, actor) {
            (Narrator::Actor, Actor::Seat(s)) | (Narrator::Seat(s), _) => Some(s),
            _ => None,
        };
        if let Some(events) = g.apply_narrated(&mv, viewer)? {
            for e in events {
                w!(out, "  {e}");
            }
        }
        ply += 1;
    }
}

/// The header: what the game is and how the playthrough plays it.
fn header(out: &mut String, title: &str, g: &dyn DynGame, options: &PlaythroughOptions) {
    w!(out, "game: {title}");
    w!(out, "seats: {}", g.num_seats());
    w!(
        out,
        "action ids: {}, chance ids: {}",
        g.num_distinct_actions(),
        g.max_chance_outcomes(),
    );
    w!(out, "observation shape: {:?}", g.observation_shape());
    let sum = match g.utility_sum() {
        UtilitySum::Constant(0.0) => "zero-sum".to_string(),
        UtilitySum::Constant(c) => format!("constant sum {}", value(c as f32)),
        UtilitySum::General => "general sum".to_string(),
    };
    w!(
        out,
        "utility: {} to {}, {sum}",
        value(g.min_utility() as f32),
        value(g.max_utility() as f32)
    );
    let bound = |b: Option<usize>| b.map_or_else(|| "none".to_string(), |n| n.to_string());
    w!(
        out,
        "max game length: {}, max chance nodes: {}, decision cap: {}",
        bound(g.max_game_length()),
        bound(g.max_chance_nodes()),
        bound(g.decision_cap()),
    );
    let narrator = match options.narrator {
        Narrator::Actor => "the actor".to_string(),
        Narrator::Seat(s) => format!("seat {}", s.0),
        Narrator::Spectator => "a spectator".to_string(),
    };
    w!(
        out,
        "seed: {}, max plies: {}, given moves: {}, events as heard by {narrator}",
        options.seed,
        options.max_plies,
        options.moves.len(),
    );
}

/// The seat's observation tensor and, where it says less than the notation,
/// its information state; with `labelled`, each line names the seat.
fn seat_record(out: &mut String, g: &dyn DynGame, seat: Seat, labelled: bool) {
    let label = if labelled {
        format!(" (seat {})", seat.0)
    } else {
        String::new()
    };
    if let Ok(obs) = g.observation(seat) {
        let plane = g.observation_shape().iter().skip(1).product::<usize>();
        w!(out, "observation{label}: {}", tensor(&obs, plane));
    }
    if let Ok(info) = g.information_state_string(seat)
        && info != g.notation()
    {
        let mut lines = info.lines();
        match (lines.next(), lines.next()) {
            (Some(one), None) => w!(out, "information{label}: {one}"),
            _ => {
                w!(out, "information{label}:");
                for l in info.lines() {
                    {
                        let l = format!("  {l}");
                        w!(out, "{}", l.trim_end());
                    }
                }
            }
        }
    }
}

/// `legal (n): id=move, ...`, ascending by id.
fn legal_list(out: &mut String, g: &dyn DynGame) {
    let ids = g.legal_action_ids();
    let items: Vec<String> = ids
        .iter()
        .map(|&id| format!("{id}={}", g.action_to_string(id).unwrap_or_default()))
        .collect();
    w!(out, "legal ({}): {}", ids.len(), items.join(", "));
}

/// `chance (n): id=move p, ...`, ascending by id, with exact probabilities.
fn chance_list(out: &mut String, g: &dyn DynGame) {
    let mut items: Vec<(usize, String)> = g
        .chance_outcomes()
        .into_iter()
        .map(|(mv, p)| {
            let id = g.string_to_action(&mv).unwrap_or(usize::MAX);
            (id, format!("{id}={mv} {p}"))
        })
        .collect();
    items.sort_unstable_by_key(|(id, _)| *id);
    let texts: Vec<String> = items.into_iter().map(|(_, t)| t).collect();
    w!(out, "chance ({}): {}", texts.len(), texts.join(", "));
}

/// A flat tensor, run-length coded, ` | ` between slices of `plane` values.
fn tensor(values: &[f32], plane: usize) -> String {
    let plane = plane.max(1);
    let mut parts = Vec::new();
    for slice in values.chunks(plane) {
        let mut runs: Vec<String> = Vec::new();
        let mut i = 0;
        while let Some(&v) = slice.get(i) {
            let text = value(v);
            let mut n = 1;
            while slice.get(i + n).is_some_and(|&w| value(w) == text) {
                n += 1;
            }
            runs.push(if n == 1 { text } else { format!("{text}*{n}") });
            i += n;
        }
        parts.push(runs.join(" "));
    }
    parts.join(" | ")
}

/// A value rounded to 3 decimals, without trailing zeros (`1`, `0.5`,
/// `0.333`, never `-0`).
fn value(v: f32) -> String {
    let mut s = format!("{v:.3}");
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
    if s == "-0" { "0".to_string() } else { s }
}

/// Returns as `1, -1`.
fn join_values(values: &[f64]) -> String {
    values.iter().map(|&v| value(v as f32)).collect::<Vec<_>>().join(", ")
}

//! The tour: one seeded game of each engine between bots, logged readably.
//! `src/bin/tour.rs` (the main job) is a thin wrapper around
//! [`run_with_level_and_pictures`]: every seat played by a named strength
//! level ([`tabletop::Level`]; [`TOUR_LEVEL`] unless `--level` names
//! another), or with `--demo` each game's cheap demo bot, which is what
//! [`run`] plays (the tests' snapshots use it: cheap and independent of the
//! search's tuning).

use std::fmt::{Debug, Display, Write as _};
use std::str::FromStr;
use std::time::Instant;

use board_core::Actor;
use board_core::bots::{Bot, sample_chance};
use board_core::mcts::derive_seed;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use tabletop::{BotSpec, GameKind, GameSpec, Level};

use crate::search::SearchGame;
use crate::showcase::Showcase;

/// The level the tour binary plays every seat at unless `--level` names
/// another (or `--demo` asks for the demo bots): `casual` (`guided:200`),
/// about a second for the whole tour.
pub const TOUR_LEVEL: Level = Level::Casual;

/// How one game of the tour went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReport {
    /// The game string it was played from (the bare name for a default game).
    pub game: String,
    /// The result line.
    pub result: String,
    /// Seat decisions made.
    pub decisions: usize,
    /// Chance outcomes applied.
    pub chance_moves: usize,
    /// Wall time in microseconds (0 when timing is off).
    pub micros: u128,
}

/// The most plies a tour game may take before it is reported unfinished.
pub const MAX_PLIES: usize = 20_000;

/// Plays one seeded game of `G` from its default configuration with the
/// game's cheap bot ([`Present::demo_bot`](board_core::Present::demo_bot)),
/// appending the log to `out`. Chance is sampled and each seat's bot
/// draws from one RNG seeded with `seed`.
pub fn play_logged<G>(seed: u64, out: &mut String, timing: bool) -> GameReport
where
    G: Showcase + SearchGame,
    <G::Move as FromStr>::Err: Display + Debug,
{
    play_logged_from(G::NAME, seed, G::default_game(), None, out, timing, |_| {})
}

/// As [`play_logged`], from `initial` (the start state, or why it could
/// not be made) instead of the default game, logged under `name` (its game
/// string), with every seat played by `level` when one is given (one bot a
/// seat, seeded from `seed` and the seat; the log says which bot string it
/// runs) instead of the game's demo bot; then `last` sees the final state
/// (for its picture).
pub fn play_logged_from<G>(
    name: &str,
    seed: u64,
    initial: Result<G, String>,
    level: Option<Level>,
    out: &mut String,
    timing: bool,
    last: impl FnOnce(&G),
) -> GameReport
where
    G: Showcase + SearchGame,
    <G::Move as FromStr>::Err: Display + Debug,
{
    let start = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut decisions, mut chance_moves) = (0, 0);
    let _ = writeln!(out, "== {name} (seed {seed}) ==");
    let mut state = match initial {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(out, "cannot start: {e}\n");
            return GameReport {
                game: name.to_string(),
                result: format!("cannot start: {e}"),
                decisions,
                chance_moves,
                micros: 0,
            };
        }
    };
    // The demo bot plays every seat; a level gets one bot a seat.
    let mut bots: Vec<Box<dyn Bot<G>>> = match level {
        None => vec![G::demo_bot(ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15))],
        Some(level) => {
            let _ = writeln!(out, "bots: {level} ({}) at every seat", level.spec::<G>());
            board_core::Seat::all(state.num_seats())
                .map(|s| -> Box<dyn Bot<G>> { BotSpec::Level(level).build::<G>(derive_seed(seed, u64::from(s.0) + 1)) })
                .collect()
        }
    };
    let _ = writeln!(out, "start: {state}");
    let _ = writeln!(out, "{}", Showcase::picture(&state));
    let _ = writeln!(out, "the picture:");
    for line in G::LEGEND.lines() {
        let _ = writeln!(out, "  {line}");
    }
    let seats: Vec<String> = board_core::Seat::all(state.num_seats())
        .map(|seat| {
            let (tag, name) = (state.seat_tag(seat), state.seat_name(seat));
            if tag == name { tag } else { format!("{tag} = {name}") }
        })
        .collect();
    let _ = writeln!(
        out,
        "the log: TAG:move is a seat's decision ({}), (move) a chance outcome, -- a moment worth noting\n",
        seats.join(", ")
    );
    let mut line = String::new();
    let mut pictured = false;
    for _ in 0..MAX_PLIES {
        let mv = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => match sample_chance(&state, &mut rng) {
                Ok(Some(m)) => {
                    chance_moves += 1;
                    m
                }
                _ => break,
            },
            Actor::Seat(seat) => match bots
                .get_mut(if level.is_some() { seat.index() } else { 0 })
                .and_then(|bot| bot.choose(&state))
            {
                Some(m) => {
                    decisions += 1;
                    m
                }
                None => break,
            },
        };
        let next = match state.apply(&mv) {
            Ok(s) => s,
            Err(e) => {
                let _ = writeln!(out, "engine refused its own legal move {mv}: {e}");
                break;
            }
        };
        let tag = match state.to_act() {
            Actor::Chance => format!("({mv})"),
            Actor::Seat(s) => format!("{}:{mv}", state.seat_tag(s)),
            Actor::Terminal => mv.to_string(),
        };
        if line.len() + tag.len() + 1 > 96 {
            let _ = writeln!(out, "  {line}");
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&tag);
        if let Some(moment) = next.milestone(&state) {
            if !line.is_empty() {
                let _ = writeln!(out, "  {line}");
                line.clear();
            }
            let _ = writeln!(out, "-- {}", moment.note);
            if moment.show_board {
                let _ = writeln!(out, "{}", Showcase::picture(&next));
            }
            pictured = moment.show_board;
        } else {
            pictured = false;
        }
        state = next;
    }
    if !line.is_empty() {
        let _ = writeln!(out, "  {line}");
    }
    if !pictured {
        let _ = writeln!(out, "final:\n{}", Showcase::picture(&state));
    }
    last(&state);
    let result = state.summary();
    let _ = writeln!(out, "result: {result}");
    let micros = if timing { start.elapsed().as_micros() } else { 0 };
    let _ = writeln!(
        out,
        "plies: {} ({decisions} decisions, {chance_moves} chance)",
        decisions + chance_moves
    );
    if timing {
        let _ = writeln!(out, "time: {:.1} ms", micros as f64 / 1000.0);
    }
    let _ = writeln!(out);
    GameReport {
        game: name.to_string(),
        result,
        decisions,
        chance_moves,
        micros,
    }
}

/// The summary table of a tour.
pub fn summary_table(reports: &[GameReport], timing: bool) -> String {
    let mut out = String::new();
    let w = reports.iter().map(|r| r.game.len()).max().unwrap_or(0).max(10);
    let _ = write!(out, "{:<w$} {:>9} {:>7} {:>9}", "game", "decisions", "chance", "plies");
    if timing {
        let _ = write!(out, " {:>10}", "time ms");
    }
    let _ = writeln!(out, "  result");
    for r in reports {
        let _ = write!(
            out,
            "{:<w$} {:>9} {:>7} {:>9}",
            r.game,
            r.decisions,
            r.chance_moves,
            r.decisions + r.chance_moves
        );
        if timing {
            let _ = write!(out, " {:>10.1}", r.micros as f64 / 1000.0);
        }
        let _ = writeln!(out, "  {}", r.result);
    }
    out
}

/// The whole tour: with seed `seed`, the game that `only` names (a game
/// string, see [`tabletop::GameSpec`]), or each game's default when `only`
/// is `None`; then the summary table. The text is the same for the same
/// seed on every machine when `timing` is off.
pub fn run(seed: u64, only: Option<GameSpec>, timing: bool) -> String {
    run_with_pictures(seed, only, timing, false).0
}

/// [`run`] with every seat played by the named `level` (`None`: each
/// game's demo bot, as [`run`]); the log names the level's bot string.
/// Slow at `strong` and `expert` (up to a second a move).
pub fn run_with_level(seed: u64, only: Option<GameSpec>, timing: bool, level: Option<Level>) -> String {
    run_with_level_and_pictures(seed, only, timing, false, level).0
}

/// [`run`], and with `pictures` the SVG of each game's final position
/// (`tabletop-svg`, default options), named by its game string.
pub fn run_with_pictures(
    seed: u64,
    only: Option<GameSpec>,
    timing: bool,
    pictures: bool,
) -> (String, Vec<(String, String)>) {
    run_with_level_and_pictures(seed, only, timing, pictures, None)
}

/// [`run_with_pictures`] with every seat played by `level` when one is
/// given ([`run_with_level`]).
pub fn run_with_level_and_pictures(
    seed: u64,
    only: Option<GameSpec>,
    timing: bool,
    pictures: bool,
    level: Option<Level>,
) -> (String, Vec<(String, String)>) {
    use tabletop_svg::Options;
    let mut svgs = Vec::new();
    let mut out = String::new();
    let _ = writeln!(out, "tabletop-rules tour, seed {seed}\n");
    if let Some(level) = level {
        let _ = writeln!(out, "level: {level} ({})\n", level.describe());
    }
    let specs: Vec<GameSpec> = match only {
        Some(spec) => {
            let _ = writeln!(out, "game: {spec}\n");
            vec![spec]
        }
        None => {
            let mut all: Vec<GameSpec> = GameKind::ALL.into_iter().map(GameSpec::default_for).collect();
            // N-R3: one classic Sequence game through the same engine, after numseq's default.
            all.insert(3, GameSpec::Numseq(crate::games::numseq_classic_config()));
            all
        }
    };
    let mut reports = Vec::new();
    for spec in &specs {
        let name = spec.to_string();
        let mut svg = None;
        /// One arm per game of the facade's registry: the game from its
        /// game string, and its final picture.
        macro_rules! dispatch {
            ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
                match spec.kind() {
                    $(GameKind::$kind => {
                        play_logged_from(&name, seed, <$state as Showcase>::start(spec), level, &mut out, timing, |s| {
                            // Through the hosted drawer: a game without a drawing
                            // of its own is drawn as its text picture.
                            svg = pictures
                                .then(|| tabletop_svg::hosted::to_svg(&tabletop::Hosted::new(s.clone()), &Options::default()))
                                .flatten();
                        })
                    })*
                }
            };
        }
        let r = tabletop::for_each_game!(dispatch);
        reports.push(r);
        if let Some(svg) = svg {
            svgs.push((name, svg));
        }
    }
    let _ = writeln!(out, "summary (seed {seed}):");
    out.push_str(&summary_table(&reports, timing));
    (out, svgs)
}

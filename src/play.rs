//! A terminal session: people play against bots (or each other, hot-seat),
//! typing moves in the engine's notation. `examples/play.rs` wraps
//! [`run_with`]. The bots are MCTS at [`DEFAULT_STRENGTH`] iterations per
//! move unless another [`BotSpec`] is given.
//!
//! Commands: a move in notation, `moves` (list the legal moves), `board`
//! (show the board again), `undo` (back to your previous decision), `help`,
//! `quit`. End of input ends the session cleanly.

use std::io::{self, BufRead, Write};

use board_core::bots::{Bot, sample_chance};
use board_core::mcts::derive_seed;
use board_core::{Actor, Game, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::search::{BotSpec, DEFAULT_STRENGTH, SearchGame};

const HELP: &str = "commands: <move> | moves | board | undo | help | quit";

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The game reached a terminal state.
    Finished,
    /// The person typed `quit`.
    Quit,
    /// Input ended before the game did.
    EndOfInput,
}

/// Plays `initial` with people at `humans` against MCTS bots at
/// [`DEFAULT_STRENGTH`] (see [`run_with`]).
///
/// # Errors
/// Only I/O errors of `input` or `output`.
pub fn run<G, I, O>(initial: G, humans: &[Seat], seed: u64, input: I, output: O) -> io::Result<Ending>
where
    G: SearchGame,
    I: BufRead,
    O: Write,
{
    run_with(initial, humans, seed, BotSpec::Mcts(DEFAULT_STRENGTH), input, output)
}

/// Plays `initial` with people at `humans`; every other seat is a `bot`
/// (one instance per seat, seeded from `seed` and the seat), and chance is
/// sampled from `seed` too. Reads commands from `input` and writes the
/// transcript to `output`.
///
/// # Errors
/// Only I/O errors of `input` or `output`.
pub fn run_with<G, I, O>(
    initial: G,
    humans: &[Seat],
    seed: u64,
    bot: BotSpec,
    input: I,
    mut output: O,
) -> io::Result<Ending>
where
    G: SearchGame,
    I: BufRead,
    O: Write,
{
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut bots: Vec<Box<dyn Bot<G> + Send>> = Seat::all(initial.num_seats())
        .map(|s| bot.build::<G>(derive_seed(seed, u64::from(s.0) + 1)))
        .collect();
    // Every state a person decided in, so `undo` can go back to it.
    let mut history: Vec<G> = Vec::new();
    let mut state = initial;
    let mut lines = input.lines();
    let mut shown = false;
    writeln!(output, "{} — {HELP}", G::NAME)?;
    loop {
        match state.to_act() {
            Actor::Terminal => {
                writeln!(output, "{}", state.picture())?;
                writeln!(output, "game over: {}", state.summary())?;
                return Ok(Ending::Finished);
            }
            Actor::Chance => {
                let Ok(Some(mv)) = sample_chance(&state, &mut rng) else {
                    writeln!(output, "the engine gave no chance outcome; stopping")?;
                    return Ok(Ending::Finished);
                };
                match apply_or_report(&state, &mv, &mut output)? {
                    Some(next) => {
                        writeln!(output, "chance: {}", state.chance_note(&next, &mv, humans))?;
                        state = next;
                    }
                    None => return Ok(Ending::Finished),
                }
            }
            Actor::Seat(seat) if !humans.contains(&seat) => {
                let Some(mv) = bots.get_mut(seat.index()).and_then(|b| b.choose(&state)) else {
                    writeln!(output, "bot at seat {} has no move; stopping", seat.0)?;
                    return Ok(Ending::Finished);
                };
                writeln!(output, "seat {} (bot): {mv}", seat.0)?;
                match apply_or_report(&state, &mv, &mut output)? {
                    Some(next) => state = next,
                    None => return Ok(Ending::Finished),
                }
                shown = false;
            }
            Actor::Seat(seat) => {
                if !shown {
                    writeln!(output, "{}", state.picture_for(seat))?;
                    shown = true;
                }
                write!(output, "seat {}> ", seat.0)?;
                output.flush()?;
                let Some(line) = lines.next() else {
                    writeln!(output)?;
                    writeln!(output, "end of input")?;
                    return Ok(Ending::EndOfInput);
                };
                let line = line?;
                let cmd = line.trim();
                writeln!(output, "{cmd}")?;
                match cmd {
                    "" => {}
                    "help" => writeln!(output, "{HELP}")?,
                    "quit" => {
                        writeln!(output, "bye")?;
                        return Ok(Ending::Quit);
                    }
                    "board" => writeln!(output, "{}", state.picture_for(seat))?,
                    "moves" => {
                        let moves: Vec<String> = state.legal_moves().iter().map(|m| m.to_string()).collect();
                        writeln!(output, "{} legal moves: {}", moves.len(), moves.join(", "))?;
                    }
                    "undo" => match history.pop() {
                        Some(prev) => {
                            state = prev;
                            shown = false;
                            writeln!(output, "undone")?;
                        }
                        None => writeln!(output, "nothing to undo")?,
                    },
                    text => match state.parse_move(text) {
                        Err(e) => writeln!(output, "not a move: {e}")?,
                        Ok(mv) => match state.apply(&mv) {
                            Err(e) => writeln!(output, "illegal: {e}")?,
                            Ok(next) => {
                                history.push(state);
                                state = next;
                                shown = false;
                            }
                        },
                    },
                }
            }
        }
    }
}

fn apply_or_report<G: Game, O: Write>(state: &G, mv: &G::Move, output: &mut O) -> io::Result<Option<G>> {
    match state.apply(mv) {
        Ok(s) => Ok(Some(s)),
        Err(e) => {
            writeln!(output, "engine refused {mv}: {e}")?;
            Ok(None)
        }
    }
}

//! A terminal session: people play against bots (or each other, hot-seat),
//! typing moves in the engine's notation. `examples/play.rs` wraps
//! [`run_with`]. The bots are MCTS at [`DEFAULT_STRENGTH`] iterations per
//! move unless another [`BotSpec`] is given.
//!
//! Commands: a move in notation, `moves` (list the legal moves), `board`
//! (show the board again), `bot` (let the bot make this move for you),
//! `undo` (back to your previous decision), `help` (the commands, the
//! game's move notation with examples, and a legend of the picture),
//! `quit`. End of input ends the session cleanly.
//!
//! Every move is told in words from the engine's events
//! ([`tabletop::Engine::narrate`], redacted for the person at the table):
//! lines made, jumps, kidnaps, locked SEQUENCEs, removed blocks. When a
//! round ends, or a moment worth a picture happens
//! ([`Present::milestone`](board_core::Present::milestone)), the board is shown before play goes on.
//! Seats are named in the game's own terms ([`Present::seat_name`](board_core::Present::seat_name)).

use std::io::{self, BufRead, Write};

use board_core::bots::{Bot, sample_chance};
use board_core::mcts::derive_seed;
use board_core::{Actor, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use crate::search::{BotSpec, DEFAULT_STRENGTH, SearchGame};
use crate::showcase::Showcase;

const COMMANDS: &str = "commands: <move> | moves | board | bot | undo | help | quit";

/// The text of `help`: the commands, the game's move notation with the
/// legal moves of `state` as examples, and the picture's legend.
pub fn help_text<G: SearchGame>(state: &G) -> String {
    let legal: Vec<String> = state.legal_moves().iter().take(6).map(|m| m.to_string()).collect();
    let now = if legal.is_empty() {
        String::new()
    } else {
        format!("\nlegal now, for example: {}", legal.join(", "))
    };
    format!(
        "{COMMANDS}\n  moves: list the legal moves; board: show the board; bot: the bot makes this move for you;\n  undo: back to your previous decision\nmove notation:\n{}{now}\nthe picture:\n{}",
        G::NOTATION,
        G::LEGEND
    )
}

/// Applies `mv` and tells it: the engine's events in words as `viewer`
/// may know them (`None`: as a spectator), or no words for an engine that
/// does not narrate.
fn apply_told<G: SearchGame>(state: &G, mv: &G::Move, viewer: Option<Seat>) -> Result<(G, Vec<String>), G::Error> {
    match tabletop::Engine::narrate(state, mv, viewer) {
        Some(told) => told,
        None => state.apply(mv).map(|next| (next, Vec::new())),
    }
}

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
    // Events are told as the one person at the table may know them; with
    // several people (hot seat) as a spectator would, so no hand leaks.
    let viewer = match humans {
        [one] => Some(*one),
        _ => None,
    };
    let picture = |state: &G| match viewer {
        Some(seat) => state.picture_for(seat),
        None => Showcase::picture(state),
    };
    // Every state a person decided in, so `undo` can go back to it.
    let mut history: Vec<G> = Vec::new();
    let mut state = initial;
    let mut lines = input.lines();
    let mut shown = false;
    writeln!(output, "{} — {COMMANDS}", G::NAME)?;
    loop {
        // The move to make now, and who makes it.
        let (mv, who) = match state.to_act() {
            Actor::Terminal => {
                writeln!(output, "{}", picture(&state))?;
                writeln!(output, "game over: {}", state.summary())?;
                return Ok(Ending::Finished);
            }
            Actor::Chance => {
                let Ok(Some(mv)) = sample_chance(&state, &mut rng) else {
                    writeln!(output, "the engine gave no chance outcome; stopping")?;
                    return Ok(Ending::Finished);
                };
                (mv, None)
            }
            Actor::Seat(seat) if !humans.contains(&seat) => {
                let Some(mv) = bots.get_mut(seat.index()).and_then(|b| b.choose(&state)) else {
                    writeln!(output, "bot {} has no move; stopping", state.seat_name(seat))?;
                    return Ok(Ending::Finished);
                };
                writeln!(output, "{} (bot): {mv}", state.seat_name(seat))?;
                (mv, Some(seat))
            }
            Actor::Seat(seat) => {
                if !shown {
                    writeln!(output, "{}", state.picture_for(seat))?;
                    shown = true;
                }
                write!(output, "{}> ", state.seat_name(seat))?;
                output.flush()?;
                let Some(line) = lines.next() else {
                    writeln!(output)?;
                    writeln!(output, "end of input")?;
                    return Ok(Ending::EndOfInput);
                };
                let line = line?;
                let cmd = line.trim();
                writeln!(output, "{cmd}")?;
                let mv = match cmd {
                    "" => continue,
                    "help" => {
                        writeln!(output, "{}", help_text(&state))?;
                        continue;
                    }
                    "quit" => {
                        writeln!(output, "bye")?;
                        return Ok(Ending::Quit);
                    }
                    "board" => {
                        writeln!(output, "{}", state.picture_for(seat))?;
                        continue;
                    }
                    "moves" => {
                        let moves: Vec<String> = state.legal_moves().iter().map(|m| m.to_string()).collect();
                        writeln!(output, "{} legal moves: {}", moves.len(), moves.join(", "))?;
                        continue;
                    }
                    "undo" => {
                        match history.pop() {
                            Some(prev) => {
                                state = prev;
                                shown = false;
                                writeln!(output, "undone")?;
                            }
                            None => writeln!(output, "nothing to undo")?,
                        }
                        continue;
                    }
                    "bot" => match bots.get_mut(seat.index()).and_then(|b| b.choose(&state)) {
                        Some(mv) => {
                            writeln!(output, "{} (bot for you): {mv}", state.seat_name(seat))?;
                            mv
                        }
                        None => {
                            writeln!(output, "the bot has no move here")?;
                            continue;
                        }
                    },
                    text => match state.parse_move(text) {
                        Err(e) => {
                            writeln!(output, "not a move: {e}")?;
                            continue;
                        }
                        Ok(mv) => mv,
                    },
                };
                (mv, Some(seat))
            }
        };
        let by_person = who.is_some_and(|s| humans.contains(&s));
        let (next, told) = match apply_told(&state, &mv, viewer) {
            Ok(t) => t,
            Err(e) if by_person => {
                writeln!(output, "illegal: {e}")?;
                continue;
            }
            Err(e) => {
                writeln!(output, "engine refused {mv}: {e}")?;
                return Ok(Ending::Finished);
            }
        };
        if by_person {
            history.push(state.clone());
        }
        if who.is_none() {
            // Chance: the events say it (redacted); an engine without
            // events gets the game's own note.
            if told.is_empty() {
                writeln!(output, "chance: {}", state.chance_note(&next, &mv, humans))?;
            } else {
                writeln!(output, "chance: {}", told.join("; "))?;
            }
        } else {
            for line in &told {
                writeln!(output, "  {line}")?;
            }
        }
        if who.is_some() {
            shown = false;
        }
        if let Some(moment) = next.milestone(&state) {
            writeln!(output, "-- {}", moment.note)?;
            if moment.show_board {
                writeln!(output, "{}", picture(&next))?;
                // That was the person's own picture: not again at the prompt.
                shown = viewer.is_some();
            }
        }
        state = next;
    }
}

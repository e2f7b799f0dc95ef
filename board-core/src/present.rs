//! How a game is shown to people: its notation and picture legend, its
//! seats' names, the moments worth a line in a log, chance told without
//! giving away a secret, and a cheap bot that plays plausible whole games.
//!
//! Hosts that show games in a terminal or a log (the workspace's `play`
//! and tour) read it, so a game says all of this in its own crate (each
//! engine's `present.rs`) and a host needs no line for a new game.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};

use crate::bots::{Bot, RandomBot};
use crate::{Game, Picture, Seat};

/// How a game is shown to people.
///
/// Every item has a default (generic texts, seats named by number, no
/// moments, chance shown as it is, a uniform random bot), so a game
/// implements it with an empty `impl`; each engine overrides what it says
/// better in its `present.rs` (its notation, legend, seat names, moments,
/// secret chance).
pub trait Present: Game + Picture {
    /// The move notation in a few lines, for a terminal's `help`: each kind
    /// of move with an example (the crate docs of each engine have the full
    /// table).
    const NOTATION: &'static str = "the game crate's docs give the move notation";

    /// What the picture's ([`Picture::picture`]) symbols mean, a few lines
    /// for a terminal's `help` and a log's header.
    const LEGEND: &'static str = "the game crate's docs explain the picture";

    /// The seat's name in the game's own terms (`X`, `Green`, `side a`,
    /// `South`), with the seat number where a name covers several seats
    /// (default: `seat 0`, `seat 1`, ...).
    fn seat_name(&self, seat: Seat) -> String {
        format!("seat {}", seat.0)
    }

    /// A short tag for the seat in a one-line move log (`X`, `G`, `a`,
    /// `S`): the `X` of `X:e5` (default: the seat number).
    fn seat_tag(&self, seat: Seat) -> String {
        seat.0.to_string()
    }

    /// The picture `seat` may see (default: the whole
    /// [`Picture::picture`]; games with hidden information show that seat's
    /// view, another seat's secrets left out).
    fn picture_for(&self, seat: Seat) -> String {
        let _ = seat;
        Picture::picture(self)
    }

    /// A moment worth noting in a log when going from `before` to `self`
    /// (a round won, a block removed, a sequence made), and whether it
    /// deserves a picture of the board; `None` (the default) for an
    /// ordinary move.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        let _ = before;
        None
    }

    /// How the chance move `mv`, which led from `self` to `next`, is told to
    /// the people at `viewers` in a terminal session. Public chance (dice,
    /// public draws) is shown as it is, its notation (the default); games
    /// with hidden information override this so a deal or a secret card for
    /// another seat stays secret.
    fn chance_note(&self, next: &Self, mv: &Self::Move, viewers: &[Seat]) -> String {
        let _ = (next, viewers);
        mv.to_string()
    }

    /// A cheap bot, drawing from `rng`, that plays plausible whole games for
    /// every seat: a demonstration or a log that should reach the end. The
    /// default is a uniform [`RandomBot`]; a game whose random games rarely
    /// end (Deblockle) gives a better cheap one.
    fn demo_bot<R: rand_core::Rng + 'static>(rng: R) -> Box<dyn Bot<Self>> {
        Box::new(RandomBot::new(rng))
    }
}

/// A moment of a game worth a line in a log ([`Present::milestone`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// What happened, in one line.
    pub note: String,
    /// Whether the log should show the board after it.
    pub show_board: bool,
}

impl Moment {
    /// A note with the board shown after it.
    pub fn with_board(note: String) -> Self {
        Moment { note, show_board: true }
    }

    /// A note alone.
    pub fn note(note: String) -> Self {
        Moment {
            note,
            show_board: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec::Vec;

    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;

    use super::*;
    use crate::{Actor, GameInfo, MoveSink, Outcome, Prob};

    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Refused;
    impl core::fmt::Display for Refused {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            f.write_str("refused")
        }
    }
    impl core::error::Error for Refused {}

    /// A one-seat game that ends after its one move, `7`, with every
    /// `Present` item left at its default.
    #[derive(Clone, Debug, PartialEq, Eq, Hash)]
    struct Once(bool);

    impl Game for Once {
        type Move = u8;
        type MoveList = Vec<u8>;
        type Error = Refused;
        const INFO: GameInfo = GameInfo {
            name: "once",
            title: "once",
            min_seats: 1,
            max_seats: 1,
            chance: false,
            hidden_information: false,
        };
        fn num_seats(&self) -> usize {
            1
        }
        fn to_act(&self) -> Actor {
            if self.0 { Actor::Terminal } else { Actor::Seat(Seat(0)) }
        }
        fn legal_moves_into<S: MoveSink<u8>>(&self, out: &mut S) {
            if !self.0 {
                out.extend_moves([7]);
            }
        }
        fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
            Vec::new()
        }
        fn apply(&self, mv: &u8) -> Result<Self, Refused> {
            if self.0 || *mv != 7 {
                Err(Refused)
            } else {
                Ok(Once(true))
            }
        }
        fn outcome(&self) -> Option<Outcome> {
            None
        }
    }

    impl Picture for Once {
        fn picture(&self) -> String {
            format!("done: {}\n", self.0)
        }
    }

    impl Present for Once {}

    #[test]
    fn the_defaults_name_seats_by_number_and_show_everything() {
        let s = Once(false);
        assert_eq!(s.seat_name(Seat(0)), "seat 0");
        assert_eq!(s.seat_tag(Seat(0)), "0");
        assert_eq!(s.picture_for(Seat(0)), "done: false\n");
        assert_eq!(s.chance_note(&Once(true), &7, &[]), "7");
        assert_eq!(Once(true).milestone(&s), None);
        assert!(Once::NOTATION.contains("notation"));
        assert!(Once::LEGEND.contains("picture"));
        let mut bot = Once::demo_bot(ChaCha8Rng::seed_from_u64(1));
        assert_eq!(bot.choose(&s), Some(7));
        assert_eq!(
            Moment::note("x".into()),
            Moment {
                note: "x".into(),
                show_board: false
            }
        );
        assert!(Moment::with_board("x".into()).show_board);
    }
}

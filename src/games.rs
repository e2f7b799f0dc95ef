//! The four engines as [`Showcase`]s; the list of games is [`tabletop::GameKind`].

use std::fmt::Write as _;

use board_core::{Game, Seat};

use crate::showcase::{Moment, Showcase};

/// The list of games now lives in the published facade crate [`tabletop`];
/// re-exported here for the examples.
pub use tabletop::GameKind;
use tabletop::GameSpec;

/// `spec`'s config if it names game `want`, else an error naming both.
fn wrong_game(spec: &GameSpec, want: &str) -> String {
    format!("the game string {spec} is not a {want} game")
}

/// The most turns a default Deblockle game lasts (decision D6 gives no limit;
/// random bots can shuffle for ever, so the showcase caps it: a capped game
/// is a draw).
pub const DEBLOCKLE_MAX_TURNS: u32 = 300;

impl Showcase for xobrainer::State {
    const NAME: &'static str = "xobrainer";

    fn default_game() -> Result<Self, String> {
        xobrainer::State::new(xobrainer::Config::default()).map_err(|e| e.to_string())
    }

    fn start(spec: &GameSpec) -> Result<Self, String> {
        match spec {
            GameSpec::XOBrainer(c) => xobrainer::State::new(c.clone()).map_err(|e| e.to_string()),
            _ => Err(wrong_game(spec, Self::NAME)),
        }
    }

    fn picture(&self) -> String {
        xobrainer::State::picture(self)
    }

    /// A Mission card is shown only to the viewer who drew it (rules
    /// revision 2, X-R2: secret from team-mates too).
    fn chance_note(&self, _next: &Self, mv: &xobrainer::Move, viewers: &[Seat]) -> String {
        let xobrainer::Move::MissionCard(seat, _) = mv else {
            return mv.to_string();
        };
        if viewers.contains(seat) {
            mv.to_string()
        } else {
            format!("seat {} draws a secret Mission card", seat.0)
        }
    }

    fn milestone(&self, before: &Self) -> Option<Moment> {
        use xobrainer::{Phase, RoundResult};
        let ended = matches!(self.phase(), Phase::RoundOver | Phase::GameOver)
            && !matches!(before.phase(), Phase::RoundOver | Phase::GameOver);
        if !ended {
            return None;
        }
        let score = self.score();
        let note = match self.last_round() {
            Some(RoundResult::Won(w)) => {
                let mut n = format!("round won by {:?}: {} points", w.side, w.points());
                if w.knockout() {
                    n.push_str(", KNOCKOUT");
                }
                n
            }
            Some(RoundResult::Void) => "void round: every piece placed without five in a row".to_string(),
            None => "round over".to_string(),
        };
        let note = format!(
            "{note} (set points X {} O {}, sets X {} O {})",
            score.points.0[0], score.points.0[1], score.sets.0[0], score.sets.0[1]
        );
        Some(if matches!(self.phase(), Phase::GameOver) {
            Moment::with_board(note)
        } else {
            Moment::note(note)
        })
    }
}

impl Showcase for numseq::State {
    const NAME: &'static str = "numseq";

    fn default_game() -> Result<Self, String> {
        numseq::State::new(numseq::Config::default()).map_err(|e| e.to_string())
    }

    fn start(spec: &GameSpec) -> Result<Self, String> {
        match spec {
            GameSpec::Numseq(c) => numseq::State::new(*c).map_err(|e| e.to_string()),
            _ => Err(wrong_game(spec, Self::NAME)),
        }
    }

    fn picture(&self) -> String {
        numseq::State::picture(self)
    }

    /// The picture with every other seat's hand replaced by its size.
    fn picture_for(&self, seat: Seat) -> String {
        let mut out = String::new();
        for line in numseq::State::picture(self).lines() {
            let other = line
                .strip_prefix("seat ")
                .and_then(|rest| rest.split(' ').next())
                .and_then(|n| n.parse::<u8>().ok())
                .filter(|&n| n != seat.0);
            match (other, line.split_once(": hand ")) {
                (Some(n), Some((head, rest))) => {
                    let tail = rest.split_once(" |").map(|(_, t)| t).unwrap_or("");
                    let _ = writeln!(out, "{head}: hand {} cards |{tail}", self.hand_len(Seat(n)));
                }
                _ => {
                    let _ = writeln!(out, "{line}");
                }
            }
        }
        out
    }

    /// A dealt or drawn card is shown only to a viewer whose hand it joins.
    fn chance_note(&self, next: &Self, mv: &numseq::Move, viewers: &[Seat]) -> String {
        let (numseq::Move::Deal(_) | numseq::Move::Draw(_)) = mv else {
            return mv.to_string();
        };
        let mine = viewers.iter().any(|&v| self.hand(v).ne(next.hand(v)));
        if mine {
            mv.to_string()
        } else if matches!(mv, numseq::Move::Deal(_)) {
            "a card is dealt to another seat".to_string()
        } else {
            "another seat draws a card".to_string()
        }
    }

    fn milestone(&self, before: &Self) -> Option<Moment> {
        let sides = self.num_sides();
        let made: Vec<String> = (0..sides as u8)
            .map(numseq::Side)
            .filter(|&s| self.sequence_count(s) > before.sequence_count(s))
            .map(|s| {
                format!(
                    "side {} completes a SEQUENCE ({} now)",
                    s.letter(),
                    self.sequence_count(s)
                )
            })
            .collect();
        (!made.is_empty()).then(|| Moment::with_board(made.join("; ")))
    }
}

/// The most turns the tour's classic Sequence game lasts (N-R2: a full board
/// goes on while a one-eyed Jack could change it; random bots could keep it
/// going for a long time, so the showcase caps it: a capped game is a draw).
pub const NUMSEQ_CLASSIC_MAX_TURNS: u32 = 600;

/// The tour's classic Sequence game: 2 players (2 SEQUENCEs win), capped
/// at [`NUMSEQ_CLASSIC_MAX_TURNS`].
pub fn numseq_classic_game() -> Result<numseq::State, String> {
    numseq::State::new(numseq_classic_config()).map_err(|e| e.to_string())
}

/// The config of [`numseq_classic_game`].
pub fn numseq_classic_config() -> numseq::Config {
    numseq::Config {
        max_turns: Some(NUMSEQ_CLASSIC_MAX_TURNS),
        ..numseq::Config::classic(2)
    }
}

impl Showcase for deblockle::State {
    const NAME: &'static str = "deblockle";

    fn default_game() -> Result<Self, String> {
        let config = deblockle::Config {
            max_turns: Some(DEBLOCKLE_MAX_TURNS),
            ..deblockle::Config::default()
        };
        deblockle::State::new(config).map_err(|e| e.to_string())
    }

    /// The game string's config, capped at [`DEBLOCKLE_MAX_TURNS`] turns
    /// unless it sets `max_turns`.
    fn start(spec: &GameSpec) -> Result<Self, String> {
        match spec {
            GameSpec::Deblockle(c) => {
                let config = deblockle::Config {
                    max_turns: c.max_turns.or(Some(DEBLOCKLE_MAX_TURNS)),
                    ..*c
                };
                deblockle::State::new(config).map_err(|e| e.to_string())
            }
            _ => Err(wrong_game(spec, Self::NAME)),
        }
    }

    fn picture(&self) -> String {
        deblockle::State::picture(self)
    }

    /// Deblockle's racer bot: random games rarely remove a block.
    fn tour_bot(rng: rand_chacha::ChaCha8Rng) -> Box<dyn board_core::bots::Bot<Self>> {
        Box::new(deblockle::bot::RacerBot::new(rng))
    }

    fn milestone(&self, before: &Self) -> Option<Moment> {
        use deblockle::{Phase, Side};
        if matches!(before.phase(), Phase::Setup { .. }) && self.phase() == Phase::Play {
            return Some(Moment::with_board("setup done".to_string()));
        }
        let removed: Vec<String> = Side::ALL
            .iter()
            .filter(|&&s| self.removed(s) > before.removed(s))
            .map(|&s| {
                format!(
                    "{s:?} removes a block on turn {} ({} removed)",
                    self.turns(),
                    self.removed(s)
                )
            })
            .collect();
        (!removed.is_empty()).then(|| Moment::with_board(removed.join("; ")))
    }
}

impl Showcase for oduludo::State {
    const NAME: &'static str = "oduludo";

    fn default_game() -> Result<Self, String> {
        let config = oduludo::Config::with_players(4);
        oduludo::State::new(config).map_err(|e| e.to_string())
    }

    fn start(spec: &GameSpec) -> Result<Self, String> {
        match spec {
            GameSpec::Oduludo(c) => oduludo::State::new(*c).map_err(|e| e.to_string()),
            _ => Err(wrong_game(spec, Self::NAME)),
        }
    }

    fn picture(&self) -> String {
        oduludo::State::picture(self)
    }

    fn milestone(&self, before: &Self) -> Option<Moment> {
        use oduludo::{Colour, Status};
        let mut notes = Vec::new();
        for c in Colour::ALL {
            let (was, now) = (before.status(c), self.status(c));
            if was != now {
                match now {
                    Status::Finished => notes.push(format!("{c} has every pawn on Earth")),
                    Status::Eliminated => notes.push(format!("{c} is eliminated (King sent back)")),
                    _ => {}
                }
            }
        }
        if self.is_terminal() && !before.is_terminal() {
            notes.push("game over".to_string());
        }
        (!notes.is_empty()).then(|| Moment::with_board(notes.join("; ")))
    }
}

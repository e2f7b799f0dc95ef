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
    const NOTATION: &'static str = "\
place your next line-up piece: a square, column letter then row from the top (e5, j10)
TimeBomb: timeout (the clock ran out, D4); skip a piece with no legal square: pass
start the next round after a round ends: next";
    const LEGEND: &'static str = "\
.1 .2 .3  an empty square and the points (dots) it scores in a line
Xg Xr Og Or  a piece: shape X or O, colour g(reen) or r(ed, pink in English editions)
[ ]  a knockout square; < > the winning line of five
line-up [gggr]: the pieces still to place this round, next first; bag: Random-variant pieces left";

    /// `X` or `O`; in team play `X (seat 2)`.
    fn seat_name(&self, seat: Seat) -> String {
        let Some(side) = self.config().side_of(seat) else {
            return format!("seat {}", seat.0);
        };
        if self.config().seats_of(side).count() > 1 {
            format!("{side} (seat {})", seat.0)
        } else {
            side.to_string()
        }
    }

    /// `X` or `O`; in team play `X0`, `O2` (side and seat).
    fn seat_tag(&self, seat: Seat) -> String {
        match self.config().side_of(seat) {
            Some(side) if self.config().seats_of(side).count() > 1 => format!("{side}{}", seat.0),
            Some(side) => side.to_string(),
            None => seat.0.to_string(),
        }
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
        use xobrainer::{EndReason, Phase};
        let ended = matches!(self.phase(), Phase::RoundOver | Phase::GameOver)
            && !matches!(before.phase(), Phase::RoundOver | Phase::GameOver);
        if !ended {
            return None;
        }
        let score = self.score();
        let note = match self.last_round() {
            Some(EndReason::Won(w)) => {
                let mut n = format!("round won by {:?}: {} points", w.side, w.points());
                if w.knockout() {
                    n.push_str(", KNOCKOUT");
                }
                n
            }
            Some(EndReason::Void) => "void round: every piece placed without five in a row".to_string(),
            None => "round over".to_string(),
        };
        let note = format!(
            "{note} (set points X {} O {}, sets X {} O {})",
            score.points.0[0], score.points.0[1], score.sets.0[0], score.sets.0[1]
        );
        // The board as the round ended, before `next` clears it.
        Some(Moment::with_board(note))
    }
}

impl Showcase for numseq::State {
    const NAME: &'static str = "numseq";
    const NOTATION: &'static str = "\
play a card on a square: card@square (7+5@c1; the answer 12 must be on c1); Plus anywhere empty: PLUS@e4;
  Minus removes an opponent's unlocked chip: MINUS@d7; when a placement could lock several
  SEQUENCEs, name the windows by their ends: 7+5@c1/c1-g1 (moves lists the choices)
swap a dead card (its squares are all taken): DEAD 7+5; discard when nothing else is legal: DISCARD 7+5";
    const LEGEND: &'static str = "\
a number  an empty square showing that answer; * a free corner (counts for every side)
a b c  a chip of that side; A B C  a locked chip (part of a SEQUENCE, cannot be removed)
columns a-j from the left, rows 1-10 from the top; hand: your cards; discard: the top of each pile";

    /// `side a`; with more seats than sides, `side a (seat 2)`.
    fn seat_name(&self, seat: Seat) -> String {
        let side = self.side_of(seat).letter();
        if usize::from(self.sides()) < self.num_seats() {
            format!("side {side} (seat {})", seat.0)
        } else {
            format!("side {side}")
        }
    }

    /// `a`, `b`, ...; with more seats than sides, `a0`, `a2`.
    fn seat_tag(&self, seat: Seat) -> String {
        let side = self.side_of(seat).letter();
        if usize::from(self.sides()) < self.num_seats() {
            format!("{side}{}", seat.0)
        } else {
            side.to_string()
        }
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
        let sides = usize::from(self.sides());
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
    const NOTATION: &'static str = "\
a turn: the block's square, the tip direction (n e s w), the face the tip brings up, then the hop
  target: e1nxd3 (tip e1 north, x comes up, hop to d3); the face may be left out: e1nd3;
  a tip with no hop (Stop, a star removal): c1eS
set-up: place a rolled block on the next start square, top face then north face: c5@S+";
    const LEGEND: &'static str = "\
[f]  a South block, (f) a North block; f is its top face: * star, S stop, + plus, x cross, = equals, o circle
.  an empty square; *  a star space (a block reaching the opponent's home star is removed)
rank 7 at the top (North's edge), rank 1 at the bottom (South's edge), files a-g";

    /// `South` or `North`.
    fn seat_name(&self, seat: Seat) -> String {
        deblockle::Side::ALL
            .into_iter()
            .find(|&s| self.seats_of(s).any(|x| x == seat))
            .map_or_else(|| format!("seat {}", seat.0), |s| s.to_string())
    }

    /// `S` or `N`.
    fn seat_tag(&self, seat: Seat) -> String {
        let name = self.seat_name(seat);
        name.chars().next().map_or(name.clone(), |c| c.to_string())
    }

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

    /// Deblockle's racer bot: random games rarely remove a block.
    fn tour_bot(rng: rand_chacha::ChaCha8Rng) -> Box<dyn board_core::bots::Bot<Self>> {
        Box::new(deblockle::RacerBot::new(rng))
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
    const NOTATION: &'static str = "\
move the group on a square by the roll: r17+4 (ring square 17), p3+2 (your own path); a Queen's group
  may go back: r17-4; enter a pawn from the spaceship on a six: enter K (King), enter Q, enter S
a group with the Queen on a Sun picks the jump: sun fwd / sun back; after taking a group: sendback or kidnap
roll the ODULUDO die or not: odulo yes / odulo no; spend the roll without moving: pass;
  Last Pawn: start the next round: next";
    const LEGEND: &'static str = "\
ring squares: M Moon  : safe  . plain  * Star (roll again)  S Sun (jump to the next Sun)
  O ODULUDO (may roll the ODULUDO die)  U UFO (fly)  L Lightning (back)  J junction (safe, a path leaves)
under each galaxy: the colour letter of the group on each square (G R B P), . when empty
path [.|.|.]: the colour's own path to Earth; earth: pawns home; ship: pawns not entered (K Q S)";

    /// The seat's colour: `Green`, `Red`, `Blue`, `Purple`.
    fn seat_name(&self, seat: Seat) -> String {
        self.colour_of(seat)
            .map_or_else(|| format!("seat {}", seat.0), |c| c.to_string())
    }

    /// The colour's letter: `G`, `R`, `B`, `P`.
    fn seat_tag(&self, seat: Seat) -> String {
        let name = self.seat_name(seat);
        name.chars().next().map_or(name.clone(), |c| c.to_string())
    }

    fn default_game() -> Result<Self, String> {
        let config = oduludo::Config::with_players(4);
        oduludo::State::new(config).map_err(|e| e.to_string())
    }

    fn milestone(&self, before: &Self) -> Option<Moment> {
        use oduludo::{Colour, PlayerStatus};
        let mut notes = Vec::new();
        for c in Colour::ALL {
            let (was, now) = (before.status(c), self.status(c));
            if was != now {
                match now {
                    PlayerStatus::Finished => notes.push(format!("{c} has every pawn on Earth")),
                    PlayerStatus::Eliminated => notes.push(format!("{c} is eliminated (King sent back)")),
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

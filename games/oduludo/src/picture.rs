//! A readable multi-line picture of the ring, paths, Earth and spaceships.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

use crate::colour::{Colour, PawnKind};
use crate::config::Mode;
use crate::layout::{GALAXY_LEN, RING_LEN};
use crate::state::{Loc, PAWNS, Phase, PlayerStatus, State};

impl State {
    /// Occupants of `at` as text, e.g. `Green K S, holding Red Q`.
    fn occupants(&self, at: Loc) -> String {
        let mut parts: Vec<String> = Vec::new();
        for c in Colour::ALL {
            let mut s = String::new();
            for (i, p) in self.pawns_of(c).iter().enumerate() {
                if p.loc == at && p.is_free() {
                    s.push(' ');
                    s.push(PawnKind::of_index(i).letter());
                }
            }
            let mut held = String::new();
            for (o, i, p) in self.each_pawn() {
                if p.loc == at && p.captor == Some(c) {
                    let _ = write!(held, " {}{}", o.letter(), PawnKind::of_index(i).letter());
                }
            }
            if !s.is_empty() || !held.is_empty() {
                let mut t = alloc::format!("{c}{s}");
                if !held.is_empty() {
                    let _ = write!(t, " holding{held}");
                }
                parts.push(t);
            }
        }
        parts.join("; ")
    }

    fn kinds_at(&self, c: Colour, pred: impl Fn(Loc) -> bool) -> String {
        let mut s = String::new();
        for (i, p) in self.pawns_of(c).iter().enumerate() {
            if p.is_free() && pred(p.loc) && self.in_round(c, i) {
                s.push(PawnKind::of_index(i).letter());
            }
        }
        if s.is_empty() { String::from("-") } else { s }
    }

    /// A readable multi-line picture: header, the four galaxies (square
    /// symbols, then the colour letter of the group on each square, `.` when
    /// empty), every occupied square, and each colour's path, Earth and
    /// spaceship.
    pub fn picture(&self) -> String {
        let mut out = String::new();
        let mode = match self.config.mode {
            Mode::Standard => "Standard",
            Mode::LastPawn => "Last Pawn",
            Mode::Team => "Team",
        };
        let who = self.turn;
        let phase = match self.phase {
            Phase::StartRoll => String::from("chance picks the starter"),
            Phase::Roll => alloc::format!("{who} rolls the die"),
            Phase::Move => alloc::format!("{who} moves with a {}", self.roll),
            Phase::Sun { .. } => alloc::format!("{who} chooses the queen's sun direction"),
            Phase::Capture { .. } => alloc::format!("{who} sends back or kidnaps"),
            Phase::Odu { .. } => alloc::format!("{who} may roll the odulo die"),
            Phase::OduRoll { .. } => alloc::format!("{who} rolls the odulo die"),
            Phase::RoundOver => alloc::format!("round over; {who} starts the next"),
            Phase::GameOver => String::from("game over"),
        };
        let _ = writeln!(out, "ODULUDO {mode}, round {}: {phase}", self.round);
        let _ = write!(out, "UFOs:");
        for c in self.colours().iter() {
            let _ = write!(out, " {}{}", c.letter(), if self.ufo_available(c) { "+" } else { "-" });
        }
        let _ = writeln!(out);
        for g in Colour::ALL {
            let base = g.moon();
            let span = alloc::format!("r{}-r{}", base, base + 12);
            let _ = write!(out, "{} galaxy {span:<8}", g.letter());
            for k in 0..GALAXY_LEN as u8 {
                let _ = write!(out, " {}", self.config.layout.kind(base + k).symbol());
            }
            let _ = writeln!(out);
            let _ = write!(out, "{:<17}", "");
            for k in 0..GALAXY_LEN as u8 {
                let at = Loc::Ring(base + k);
                let mut mark = '.';
                for c in Colour::ALL {
                    if self.free_of(c, at) != 0 {
                        mark = if mark == '.' { c.letter() } else { '+' };
                    }
                }
                let _ = write!(out, " {mark}");
            }
            let _ = writeln!(out);
        }
        for r in 0..RING_LEN {
            let at = Loc::Ring(r);
            let occ = self.occupants(at);
            if !occ.is_empty() {
                let _ = writeln!(out, "  r{r:<2} {:<2} {occ}", self.config.layout.kind(r).symbol());
            }
        }
        for c in self.colours().iter() {
            let st = match self.status(c) {
                PlayerStatus::Active => "",
                PlayerStatus::Finished => " (finished)",
                PlayerStatus::Eliminated => " (eliminated)",
                PlayerStatus::Absent => " (absent)",
            };
            let _ = write!(out, "{:<6} path [", c.to_string_short());
            for i in 0..self.config.layout.path_len {
                let at = Loc::Path(c, i);
                let mut cell = self.kinds_at(c, |l| l == at);
                if cell == "-" {
                    cell = String::from(".");
                }
                let _ = write!(out, "{}{cell}", if i > 0 { "|" } else { "" });
            }
            let _ = writeln!(
                out,
                "] earth {} ship {} score {}{st}",
                self.kinds_at(c, |l| l == Loc::Earth),
                self.kinds_at(c, |l| l == Loc::Ship),
                self.round_score(c)
            );
            for i in 0..self.config.layout.path_len {
                let at = Loc::Path(c, i);
                if self.each_pawn().any(|(_, _, p)| p.loc == at && !p.is_free()) {
                    let _ = writeln!(out, "  p{}{i} {}", c.letter(), self.occupants(at));
                }
            }
            let held: Vec<String> = self
                .each_pawn()
                .filter(|(_, _, p)| p.loc == Loc::Earth && p.captor == Some(c))
                .map(|(o, i, _)| alloc::format!("{}{}", o.letter(), PawnKind::of_index(i).letter()))
                .collect();
            if !held.is_empty() {
                let _ = writeln!(out, "  prisoners on earth: {}", held.join(" "));
            }
        }
        if self.config.mode == Mode::LastPawn {
            let _ = write!(out, "totals:");
            for c in self.colours().iter() {
                let _ = write!(
                    out,
                    " {}={} ({} wins, {} pawns)",
                    c.letter(),
                    self.total(c),
                    self.round_wins(c),
                    self.pawn_count(c)
                );
            }
            let _ = writeln!(out);
        }
        let _ = PAWNS;
        out
    }
}

impl Colour {
    fn to_string_short(self) -> &'static str {
        match self {
            Colour::Green => "Green",
            Colour::Red => "Red",
            Colour::Blue => "Blue",
            Colour::Purple => "Purple",
        }
    }
}

impl board_core::Picture for State {
    /// [`State::picture`].
    fn picture(&self) -> String {
        State::picture(self)
    }
}

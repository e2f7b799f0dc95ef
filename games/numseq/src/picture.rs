//! A readable multi-line picture of a state, for terminals and snapshots.

use alloc::string::String;
use core::fmt::Write;

use board_core::Seat;
use board_core::grid::Bitboard;

use crate::layout::Layout;
use crate::state::{Phase, Sequence, Side, State};

impl State {
    /// The board and the piles as text. Each square is 4 characters wide: an
    /// empty square shows its number, `*` is a free corner, a lower-case
    /// letter is a chip of that side, an upper-case letter a locked chip.
    /// Columns `a`-`j` from the left, rows 1-10 from the top. Below: the
    /// SEQUENCEs, each seat's hand and discard pile, the draw pile's size and
    /// who acts.
    pub fn picture(&self) -> String {
        let mut s = String::new();
        let _ = self.write_picture(&mut s);
        s
    }

    fn write_picture(&self, s: &mut String) -> core::fmt::Result {
        let rules = self.ruleset();
        write_board(s, rules, &self.chips, self.locked)?;
        write_sequences(s, rules, self.sequences())?;
        for seat in Seat::all(self.players()) {
            write!(s, "seat {} ({}): hand", seat.0, self.side_of(seat).letter())?;
            if self.hand_len(seat) == 0 {
                s.push_str(" -");
            }
            for c in self.hand(seat) {
                write!(s, " {c}")?;
            }
            s.push_str(" | discards");
            let mut any = false;
            for (c, n) in self.discards(seat) {
                any = true;
                if n > 1 {
                    write!(s, " {c}x{n}")?;
                } else {
                    write!(s, " {c}")?;
                }
            }
            if !any {
                s.push_str(" -");
            }
            s.push('\n');
        }
        writeln!(s, "draw pile: {} cards", self.draw_pile_len())?;
        let seat = self.seat;
        match self.phase {
            Phase::Deal => write!(s, "dealing to seat {seat}")?,
            Phase::Play { swapped } => {
                write!(s, "seat {seat} to play")?;
                if swapped {
                    s.push_str(" (dead-card swap used)");
                }
            }
            Phase::Draw { .. } => write!(s, "seat {seat} draws")?,
            Phase::Shuffle { .. } => write!(s, "discards are shuffled into a new draw pile for seat {seat}")?,
            Phase::Over => match self.winner() {
                Some(w) => write!(
                    s,
                    "over: side {} wins with {} SEQUENCE(s)",
                    w.letter(),
                    self.sequence_count(w)
                )?,
                None if self.turn_cap_reached() && !self.full_board_draw() => {
                    write!(s, "over: draw, turn cap of {} reached", self.turns)?
                }
                None => s.push_str("over: board full and no SEQUENCE possible, draw"),
            },
        }
        s.push('\n');
        Ok(())
    }
}

/// The board: column letters, then each row with its number; each square 4
/// characters wide (an empty square's number, `*` a free corner, a chip's
/// side letter, upper case when locked).
pub(crate) fn write_board(s: &mut String, rules: &Layout, chips: &[Bitboard], locked: Bitboard) -> core::fmt::Result {
    let grid = rules.grid();
    s.push_str("    ");
    for c in 0..grid.cols() {
        write!(s, "{:>4}", (b'a' + c) as char)?;
    }
    s.push('\n');
    for r in 0..grid.rows() {
        write!(s, "{:>4}", r as u16 + 1)?;
        for c in 0..grid.cols() {
            let i = r as usize * grid.cols() as usize + c as usize;
            if rules.corners().has_index(i) {
                s.push_str("   *");
            } else if let Some(side) = chips.iter().position(|b| b.has_index(i)) {
                let l = Side(side as u8).letter();
                let l = if locked.has_index(i) { l.to_ascii_uppercase() } else { l };
                write!(s, "   {l}")?;
            } else {
                match rules.label_name(i) {
                    Some(name) => write!(s, "{name:>4}")?,
                    None => write!(s, "{:>4}", rules.number_at(i).unwrap_or(0))?,
                }
            }
        }
        s.push('\n');
    }
    Ok(())
}

/// The line `sequences: a:b2-f2 ...` (or `none`).
pub(crate) fn write_sequences(
    s: &mut String,
    rules: &Layout,
    seqs: impl Iterator<Item = Sequence>,
) -> core::fmt::Result {
    let grid = rules.grid();
    s.push_str("sequences:");
    let mut any = false;
    for q in seqs {
        any = true;
        let end = (0..4).try_fold(q.window.start, |c, _| grid.neighbour(c, q.window.axis.forward()));
        match end {
            Some(e) => write!(s, " {}:{}-{}", q.side.letter(), q.window.start, e)?,
            None => write!(s, " {}:{}", q.side.letter(), q.window.start)?,
        }
    }
    if !any {
        s.push_str(" none");
    }
    s.push('\n');
    Ok(())
}

impl board_core::Picture for State {
    /// [`State::picture`].
    fn picture(&self) -> String {
        State::picture(self)
    }
}

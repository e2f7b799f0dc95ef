//! How numseq is shown to people ([`board_core::Present`]): the move
//! notation and the picture's legend, sides by letter, each SEQUENCE made,
//! and other seats' hands and cards kept secret.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use board_core::{Game, Moment, Present, Seat};

use crate::moves::Move;
use crate::state::{Side, State};

impl Present for State {
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
        for line in State::picture(self).lines() {
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
    fn chance_note(&self, next: &Self, mv: &Move, viewers: &[Seat]) -> String {
        let (Move::Deal(_) | Move::Draw(_)) = mv else {
            return mv.to_string();
        };
        let mine = viewers.iter().any(|&v| self.hand(v).ne(next.hand(v)));
        if mine {
            mv.to_string()
        } else if matches!(mv, Move::Deal(_)) {
            "a card is dealt to another seat".to_string()
        } else {
            "another seat draws a card".to_string()
        }
    }

    /// Each SEQUENCE completed, with the side's count, and the board.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        let sides = usize::from(self.sides());
        let made: Vec<String> = (0..sides as u8)
            .map(Side)
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

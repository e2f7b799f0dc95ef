//! A readable multi-line picture of the board (for snapshots and terminals).

use alloc::string::String;
use core::fmt::Write;

use board_core::Game;

use crate::board::Square;
use crate::config::Side;
use crate::state::{EndReason, Phase, State};

impl State {
    /// The board as text: rank 7 at the top, rank 1 (South's edge) at the
    /// bottom, files a-g left to right. A South block shows as `[f]`, a North
    /// block as `(f)`, where `f` is its top face letter (`* S + x = o`); `.`
    /// is an empty square and `*` a star space. Below the board: the side to
    /// act, blocks removed, turns and phase or result.
    ///
    /// ```text
    ///    a  b  c  d  e  f  g
    /// 7  .  . (o) . (S) .  .  7
    /// 6  .  .  .  *  .  .  .  6
    /// 5  .  . (S) . (*) .  .  5
    /// 4  .  .  .  .  .  .  .  4
    /// 3  .  . [S] . [=] .  .  3
    /// 2  .  .  .  *  .  .  .  2
    /// 1  .  . [*] . [x] .  .  1
    ///    a  b  c  d  e  f  g
    /// removed: South 0/4, North 0/4; turns 0; South to move
    /// ```
    pub fn picture(&self) -> String {
        let mut s = String::new();
        let _ = self.write_picture(&mut s);
        s
    }

    fn write_picture(&self, s: &mut String) -> core::fmt::Result {
        self.write_picture_from(s, Side::South)
    }

    /// The picture as `side` sits: South's edge (rank 1) at the bottom for
    /// South, North's edge (rank 7) at the bottom, files g-a left to right,
    /// for North (the board turned half round).
    pub(crate) fn write_picture_from<W: Write>(&self, s: &mut W, side: Side) -> core::fmt::Result {
        let north = side == Side::North;
        let files = if north {
            "   g  f  e  d  c  b  a"
        } else {
            "   a  b  c  d  e  f  g"
        };
        writeln!(s, "{files}")?;
        for row in 0..7u8 {
            let rank = if north { row } else { 6 - row };
            write!(s, "{} ", rank + 1)?;
            for col in 0..7u8 {
                let file = if north { 6 - col } else { col };
                let Some(sq) = Square::new(file, rank) else {
                    continue;
                };
                match self.block(sq) {
                    Some(b) => {
                        let (l, r) = match b.side {
                            Side::South => ('[', ']'),
                            Side::North => ('(', ')'),
                        };
                        write!(s, "{l}{}{r}", b.orientation.top().letter())?;
                    }
                    None if sq.is_star() => s.write_str(" * ")?,
                    None => s.write_str(" . ")?,
                }
            }
            writeln!(s, " {}", rank + 1)?;
        }
        writeln!(s, "{files}")?;
        write!(
            s,
            "removed: South {}/{}, North {}/{}; turns {}; ",
            self.removed(Side::South),
            self.config.south_blocks,
            self.removed(Side::North),
            self.config.north_blocks,
            self.turns
        )?;
        match (self.phase, self.status) {
            (Phase::Setup { target, .. }, _) => {
                write!(s, "setting up {target}'s blocks")?;
                let rolled: String = self.rolled().map(|f| f.letter()).collect();
                if !rolled.is_empty() {
                    write!(s, " (rolled {rolled})")?;
                }
                if matches!(self.to_act(), board_core::Actor::Chance) {
                    write!(s, ", chance to roll")?;
                } else {
                    write!(s, ", {} to place", target.opponent())?;
                }
            }
            (Phase::Play, None) => write!(s, "{} to move", self.to_move)?,
            (Phase::Play, Some(EndReason::Won(w))) => write!(s, "{w} wins")?,
            (Phase::Play, Some(EndReason::NoMoves)) => write!(s, "draw: nobody can move")?,
            (Phase::Play, Some(EndReason::TurnCap)) => write!(s, "draw: turn limit")?,
        }
        writeln!(s)
    }
}

impl board_core::Picture for State {
    /// [`State::picture`].
    fn picture(&self) -> String {
        State::picture(self)
    }
}

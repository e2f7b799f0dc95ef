//! What one seat may see (spec §8): everything except the other seats'
//! Mission cards (team-mates' included, X-R2) until the round ends.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use board_core::{Actor, Game, Observe, Seat};

pub use crate::layout::MissionView;
use crate::layout::{Geometry, Layout};
use crate::picture::{draw_board, result_text};
use crate::score;
use crate::squares::Squares;

use crate::piece::{BySide, Side};
use crate::state::{Board, EndReason, Phase, Score, SideState, State};

/// The observation of one seat: the public state plus its own Mission card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The observing seat.
    pub seat: Seat,
    /// Its side, if the seat exists.
    pub side: Option<Side>,
    /// Who acts now.
    pub to_act: Actor,
    /// The phase.
    pub phase: Phase,
    /// The side to move (at a round's end: the side that moved last).
    pub side_to_move: Side,
    /// The side that started the round.
    pub starter: Side,
    /// Board height and width.
    pub size: (u8, u8),
    /// The board layout: dots per square and the knockout squares (for
    /// pictures).
    pub layout: Layout,
    /// The pieces on the board.
    pub board: Board,
    /// Both sides' bags, line-ups (public once drawn), skipped pieces, team
    /// rotation and Map cards.
    pub sides: BySide<SideState>,
    /// Every seat's Mission card as this seat may know it, indexed by seat
    /// (X-R2: only its own until the round ends).
    pub missions: Vec<MissionView>,
    /// The score.
    pub score: Score,
    /// The most recent round's result.
    pub last: Option<EndReason>,
}

impl Observe for State {
    type View = View;

    /// Only the Mission variant hides anything (the other seats' Mission
    /// cards, X-R2).
    fn hides_information(&self) -> bool {
        self.rules.variants.mission
    }

    fn view(&self, seat: Seat) -> View {
        let side = self.rules.team_sizes[Side::X];
        let side = if seat.0 < side {
            Some(Side::X)
        } else if (seat.index()) < self.num_seats() {
            Some(Side::O)
        } else {
            None
        };
        let revealed = matches!(self.phase, Phase::RoundOver | Phase::GameOver);
        let missions = self
            .missions()
            .iter()
            .enumerate()
            .map(|(s, m)| match *m {
                None => MissionView::None,
                Some(i) if revealed || s == seat.index() => MissionView::Known(i),
                Some(_) => MissionView::Hidden,
            })
            .collect();
        View {
            seat,
            side,
            to_act: self.to_act(),
            phase: self.phase,
            side_to_move: self.turn,
            starter: self.starter,
            size: self.size(),
            layout: self.rules.geo.to_layout(),
            board: self.board,
            sides: self.sides,
            missions,
            score: self.score,
            last: self.last,
        }
    }
}

impl fmt::Display for View {
    /// The picture from this seat's side: who looks, the board as
    /// [`State::picture`] draws it (`Xg` green X, `Xr` red X, `Or` red O,
    /// `Og` green O, `.N` an empty square with N dots, `[..]` a knockout
    /// square, `<..>` a square of the winning line), both line-ups and bags,
    /// the Map cards, every seat's Mission card as this seat knows it
    /// (`hidden` until the round ends, X-R2), the score and who acts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.side {
            Some(side) => writeln!(f, "{side}'s view ({})", self.seat)?,
            None => writeln!(f, "view of {} (no such seat)", self.seat)?,
        }
        let mut board = String::new();
        if let Some(geo) = Geometry::new(&self.layout) {
            let win_line = match (self.phase, self.last) {
                (Phase::RoundOver | Phase::GameOver, Some(EndReason::Won(w))) => {
                    score::line_squares(&geo, &self.board, w.side)
                }
                _ => Squares::EMPTY,
            };
            draw_board(&mut board, &geo, &self.board, win_line);
        }
        f.write_str(&board)?;
        for (side, s) in self.sides.iter() {
            let lineup: String = s.line_up().map(|c| c.letter()).collect();
            write!(
                f,
                "{side}: line-up [{lineup}]{} bag {}g {}r",
                if s.filling { " (drawing)" } else { "" },
                s.bag_green,
                s.bag_red
            )?;
            if let Some(m) = s.map_card {
                write!(f, ", map card {m}")?;
            }
            writeln!(f)?;
        }
        if self.missions.iter().any(|m| *m != MissionView::None) {
            f.write_str("mission cards:")?;
            for (s, m) in self.missions.iter().enumerate() {
                match m {
                    MissionView::None => write!(f, " seat {s} -")?,
                    MissionView::Hidden => write!(f, " seat {s} hidden")?,
                    MissionView::Known(c) => write!(f, " seat {s} card {c}")?,
                }
            }
            writeln!(f)?;
        }
        let sc = &self.score;
        writeln!(
            f,
            "score: points {}-{}, sets {}-{}, total {}-{}, rounds {}-{}, void {}",
            sc.points[Side::X],
            sc.points[Side::O],
            sc.sets[Side::X],
            sc.sets[Side::O],
            sc.total[Side::X],
            sc.total[Side::O],
            sc.rounds_won[Side::X],
            sc.rounds_won[Side::O],
            sc.void_rounds
        )?;
        match (self.phase, self.to_act) {
            (Phase::GameOver, _) => writeln!(f, "match over ({})", result_text(self.last)),
            (Phase::RoundOver, _) => writeln!(f, "round over: {}", result_text(self.last)),
            (_, Actor::Chance) => writeln!(f, "chance acts (a lot or a draw)"),
            (_, Actor::Seat(s)) => {
                let next = self.sides[self.side_to_move].next_colour();
                match next {
                    Some(c) => writeln!(f, "{} ({s}) to place a {c} {}", self.side_to_move, self.side_to_move),
                    None => writeln!(f, "{} ({s}) to act", self.side_to_move),
                }
            }
            (_, Actor::Terminal) => writeln!(f, "match over"),
        }
    }
}

impl board_core::bots::Determinize for State {
    /// Only the Mission variant hides anything (X-R2), so the MCTS-Solver
    /// runs in the other configs.
    fn may_hide_information(&self) -> bool {
        board_core::Observe::hides_information(self)
    }

    /// Redraws what `seat` cannot see: every other seat's Mission card
    /// while it is hidden (X-R2), uniformly among the cards it could be: the
    /// cards of the deck that `seat` has not seen drawn this round (X-R1).
    /// The hidden cards are cleared first and redrawn in seat order, each
    /// avoiding the ones before. Everything else in XOBrainer is public.
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        let mut out = self.clone();
        let view = self.view(seat);
        let hidden: Vec<usize> = (0..view.missions.len())
            .filter(|&s| view.missions.get(s) == Some(&MissionView::Hidden))
            .collect();
        for &s in &hidden {
            if let Some(m) = out.missions.get_mut(s) {
                *m = None;
            }
        }
        for &s in &hidden {
            let options: Vec<u8> = (0..crate::DECK_SIZE as u8)
                .filter(|&i| out.mission_card_allowed(i).is_ok())
                .collect();
            if let (Some(&i), Some(m)) = (
                board_core::bots::uniform_index(options.len(), rng).and_then(|k| options.get(k)),
                out.missions.get_mut(s),
            ) {
                *m = Some(i);
            }
        }
        out
    }
}

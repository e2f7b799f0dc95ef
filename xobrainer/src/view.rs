//! What one seat may see (spec §8): everything except the other seats'
//! Mission cards (team-mates' included, X-R2) until the round ends.

use alloc::vec::Vec;

use board_core::{Actor, Game, Observe, Seat};

use crate::piece::{BySide, Side};
use crate::state::{Board, Phase, RoundResult, Score, SideState, State};

/// What a seat knows of a Mission card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MissionView {
    /// No card drawn (or no Mission variant).
    None,
    /// The card is drawn but secret to this seat.
    Hidden,
    /// The card (index into the deck).
    Known(u8),
}

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
    pub last: Option<RoundResult>,
}

impl Observe for State {
    type View = View;

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
            board: self.board,
            sides: self.sides,
            missions,
            score: self.score,
            last: self.last,
        }
    }
}

impl board_core::bots::Determinize for State {
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

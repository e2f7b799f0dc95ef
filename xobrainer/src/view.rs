//! What one seat may see (spec §8): everything except the other side's
//! Mission card until the round ends.

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

/// The observation of one seat: the public state plus its own side's secrets.
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
    /// The side to play and the round's starter.
    pub turn: Side,
    /// The side that started the round.
    pub starter: Side,
    /// The pieces on the board.
    pub board: Board,
    /// Both sides' bags, line-ups (public once drawn), skipped pieces, team
    /// rotation and Map cards.
    pub sides: BySide<SideState>,
    /// Both Mission cards as this seat may know them.
    pub missions: BySide<MissionView>,
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
        let revealed = matches!(self.phase, Phase::RoundOver | Phase::MatchOver);
        let missions = BySide::from_fn(|s| match self.missions[s] {
            None => MissionView::None,
            Some(i) if revealed || Some(s) == side => MissionView::Known(i),
            Some(_) => MissionView::Hidden,
        });
        View {
            seat,
            side,
            to_act: self.to_act(),
            phase: self.phase,
            turn: self.turn,
            starter: self.starter,
            board: self.board,
            sides: self.sides,
            missions,
            score: self.score,
            last: self.last,
        }
    }
}

impl board_core::bots::Determinize for State {
    /// Redraws what `seat` cannot see: the other side's Mission card while
    /// it is hidden, uniformly among the cards it could be (every card but the
    /// seat's own side's Mission card, as the draw rule has it). Everything
    /// else in XOBrainer is public.
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        let mut out = self.clone();
        let view = self.view(seat);
        for s in Side::ALL {
            if view.missions[s] != MissionView::Hidden {
                continue;
            }
            // Checked against `out`: when both cards are hidden (a seat of
            // neither side), the second redraw must avoid the first.
            let options: alloc::vec::Vec<u8> = (0..crate::DECK_SIZE as u8)
                .filter(|&i| out.mission_card_allowed(s, i).is_ok())
                .collect();
            if let Some(&i) = board_core::bots::uniform_index(options.len(), rng).and_then(|k| options.get(k)) {
                out.missions[s] = Some(i);
            }
        }
        out
    }
}

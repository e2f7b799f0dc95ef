//! What happened: the typed [`Event`]s of a move ([`board_core::events`]).
//!
//! [`board_core::events::Narrate::apply_narrated`] runs the very code of
//! `apply`, generic over a sink ([`board_core::EventSink`]): `apply` passes `NoEvents`, whose
//! `ON` is `false`, so every event site compiles away and the fast paths stay
//! allocation-free; `apply_narrated` passes the caller's `Vec<Event>`.
//!
//! Everything in ODULUDO is public (spec section 10): redaction changes
//! nothing, for any seat and for a spectator.

use alloc::vec::Vec;
use core::fmt;

use board_core::Seat;
use board_core::events::{Narrate, Redact};

use crate::colour::{Colour, PawnKind};
use crate::moves::{Move, MoveError, SunDir};
use crate::state::{Loc, PAWNS, Pawn, Phase, PlayerStatus, State};

/// One pawn as an event names it: whose, which kind, and who holds it
/// prisoner (before the event). Soldiers are interchangeable (decision 14),
/// so a pawn is named by these and its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(expecting = "a piece object, as the engine writes it"))]
pub struct Piece {
    /// Its owner.
    pub colour: Colour,
    /// King, Queen or Soldier.
    pub kind: PawnKind,
    /// The colour holding it prisoner, if any.
    pub held_by: Option<Colour>,
}

/// One pawn put somewhere by a capture, rescue, release or elimination:
/// where it was (and who held it) and where it is now (and who holds it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Placed {
    /// Its owner.
    pub colour: Colour,
    /// King, Queen or Soldier.
    pub kind: PawnKind,
    /// Where it was (state notation: `H`, `E`, `X`, `r17`, `pG3`).
    pub from: Loc,
    /// Who held it before.
    pub was_held_by: Option<Colour>,
    /// Where it is now.
    pub to: Loc,
    /// Who holds it now.
    pub held_by: Option<Colour>,
}

/// What the ODULUDO die face does (spec section 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum OduEffect {
    /// Face 1: fly to Earth.
    FlyToEarth,
    /// Faces 2 and 3: jump to the next Sun and on to the following one.
    TwoSuns,
    /// Face 4: three squares forward as a normal move.
    ThreeForward,
    /// Face 5: back to the previous Lightning.
    BackToLightning,
    /// Face 6: back to the own Moon.
    BackToMoon,
}

impl OduEffect {
    /// The effect of face `v` (1-6; 6 for anything else).
    pub const fn of_face(v: u8) -> OduEffect {
        match v {
            1 => OduEffect::FlyToEarth,
            2 | 3 => OduEffect::TwoSuns,
            4 => OduEffect::ThreeForward,
            5 => OduEffect::BackToLightning,
            _ => OduEffect::BackToMoon,
        }
    }
}

/// Why the same colour rolls again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Again {
    /// An extra roll is due: a 6, a Star, or the D9 bonus knob.
    Extra,
    /// No pawn in play: another of the 3 tries for a 1 or 6.
    Try,
}

/// A colour's scores when a round ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Score {
    /// The colour.
    pub colour: Colour,
    /// Its round score (prisoner bonus, elimination penalty).
    pub round_score: i32,
    /// Last Pawn: its total over finished rounds (0 in other modes).
    pub total: i32,
    /// Last Pawn: rounds it has won (0 in other modes).
    pub round_wins: u8,
}

/// A colour's pawns in a new round (Last Pawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PawnCount {
    /// The colour.
    pub colour: Colour,
    /// Its pawns this round (1-5).
    pub pawns: u8,
}

/// One thing that happened, in the order a frontend animates it. Squares
/// are in the state notation (`r17`, `pG3`, `E` for Earth, `H` the
/// spaceship, `X` out). With the feature `serde`, an object tagged by
/// `"type"` (`{"type": "rolled", "colour": "green", "value": 6}`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type", rename_all = "snake_case"))]
pub enum Event {
    /// Chance chose who starts the first round (`start:G`).
    Starter {
        /// The starter.
        colour: Colour,
    },
    /// The ordinary die was rolled.
    Rolled {
        /// Whose roll.
        colour: Colour,
        /// 1-6.
        value: u8,
    },
    /// A third 6 in one turn ended it (D9 knob).
    ThirdSix {
        /// Whose turn ends.
        colour: Colour,
    },
    /// A pawn entered from the spaceship onto the own Moon.
    Entered {
        /// Whose pawn.
        colour: Colour,
        /// Which kind.
        kind: PawnKind,
        /// The own Moon.
        at: Loc,
    },
    /// A group made a normal move (a step, or ODULUDO face 4).
    Moved {
        /// The mover.
        colour: Colour,
        /// The group: the mover's pawns and the prisoners they carry.
        group: Vec<Piece>,
        /// Every square passed, from the start square to the end square
        /// (a bounce past the last globe comes back; Earth is `E`).
        path: Vec<Loc>,
    },
    /// The roll was spent without moving.
    Passed {
        /// Who passed.
        colour: Colour,
    },
    /// A normal move ended on a Star (not with a 6): another roll follows.
    StarExtraRoll {
        /// The mover.
        colour: Colour,
        /// The Star.
        at: Loc,
    },
    /// A group with the Queen on a Sun chooses (O-R9; under the
    /// `queen-alone` knob the Queen alone): `sun fwd` or `sun back`.
    SunChoiceDue {
        /// The mover.
        colour: Colour,
        /// The Sun.
        at: Loc,
    },
    /// The Sun direction was chosen.
    SunChosen {
        /// The mover.
        colour: Colour,
        /// Forward or back.
        dir: SunDir,
    },
    /// A group jumped from a Sun to another Sun (or, from the own top Sun
    /// or onto it, to Earth), or by ODULUDO faces 2 and 3.
    SunJump {
        /// The mover.
        colour: Colour,
        /// The group.
        group: Vec<Piece>,
        /// Where it jumped from.
        from: Loc,
        /// Where it arrived (`E` for Earth).
        to: Loc,
    },
    /// A group went back from a Lightning (or by ODULUDO face 5) to the
    /// previous Lightning, or the own Moon (D6).
    LightningBack {
        /// The mover.
        colour: Colour,
        /// The group.
        group: Vec<Piece>,
        /// Where it went back from.
        from: Loc,
        /// Where it arrived.
        to: Loc,
    },
    /// ODULUDO face 6 sent a group back to its own Moon.
    MoonBack {
        /// The mover.
        colour: Colour,
        /// The group.
        group: Vec<Piece>,
        /// Where it went back from.
        from: Loc,
        /// The own Moon.
        to: Loc,
    },
    /// A UFO flew the whole stack on its parking to Earth; that UFO is used.
    UfoFlight {
        /// The mover.
        colour: Colour,
        /// The stack flown.
        group: Vec<Piece>,
        /// The parking.
        from: Loc,
        /// The colour whose parking (and UFO) it was.
        ufo: Colour,
    },
    /// ODULUDO face 1 flew a group to Earth.
    OduludoFlight {
        /// The mover.
        colour: Colour,
        /// The group.
        group: Vec<Piece>,
        /// The ODULUDO ring it flew from.
        from: Loc,
    },
    /// A jump or flight could not happen or arrive (no target, King last,
    /// an opponent on the safe target: D7): the group stays where it is.
    Stayed {
        /// The mover.
        colour: Colour,
        /// Where the group stays.
        at: Loc,
    },
    /// The mover's group stands on an opposing group: `sendback` or `kidnap`.
    CaptureDue {
        /// The mover.
        colour: Colour,
        /// The square.
        at: Loc,
        /// The opposing pawns to be taken.
        victims: Vec<Piece>,
    },
    /// Pawns were sent back to their spaceships.
    SentBack {
        /// Who sent them back.
        by: Colour,
        /// The square.
        at: Loc,
        /// The pawns (to `H`).
        pawns: Vec<Placed>,
    },
    /// Pawns were kidnapped: they ride with the captor.
    Kidnapped {
        /// The captor.
        by: Colour,
        /// The square.
        at: Loc,
        /// The pawns.
        pawns: Vec<Placed>,
    },
    /// Own (or, in team play, the partner's) prisoners were freed.
    Rescued {
        /// The rescuer.
        by: Colour,
        /// The square.
        at: Loc,
        /// The freed pawns (on the square, or on Earth for a finished owner).
        pawns: Vec<Placed>,
    },
    /// Prisoners that the taken group held pass to the captor (D4).
    PrisonersPassed {
        /// The new captor.
        to: Colour,
        /// The square.
        at: Loc,
        /// The prisoners.
        pawns: Vec<Placed>,
    },
    /// Prisoners were released to their owners' spaceships (or Earth, or
    /// out): D4 "go home", or their captor was eliminated.
    Released {
        /// The released pawns.
        pawns: Vec<Placed>,
    },
    /// A player's King was sent back: the player is out of the round.
    Eliminated {
        /// The player.
        colour: Colour,
        /// The penalty taken off its round score (20 per pawn on the
        /// spaceship, 10 per pawn on the board).
        penalty: i32,
        /// Its free pawns leaving the board (to `X`).
        pawns: Vec<Placed>,
    },
    /// A group reached Earth.
    ReachedEarth {
        /// The mover.
        colour: Colour,
        /// The pawns that arrived.
        group: Vec<Piece>,
    },
    /// A player has every pawn of the round home (on Earth or held).
    Finished {
        /// The player.
        colour: Colour,
    },
    /// The round's winner is known (in team play, one partner).
    Winner {
        /// The winner.
        colour: Colour,
    },
    /// The winning side's bonus for the prisoners it holds.
    PrisonerBonus {
        /// Who scores it.
        colour: Colour,
        /// Prisoners held.
        prisoners: u8,
        /// Points added to the round score.
        points: i32,
    },
    /// The round is over.
    RoundOver {
        /// Its number.
        round: u16,
        /// Its winner.
        winner: Colour,
        /// Its loser, if one is named.
        loser: Option<Colour>,
        /// Every player's scores.
        scores: Vec<Score>,
        /// Whether the game is over too.
        game_over: bool,
        /// Last Pawn: who starts the next round (with `next`).
        next: Option<Colour>,
    },
    /// A new round (Last Pawn) began: every pawn of the round on its spaceship.
    NextRound {
        /// Its number.
        round: u16,
        /// Its starter.
        starter: Colour,
        /// The pawns each player has.
        pawns: Vec<PawnCount>,
    },
    /// The same colour rolls again.
    RollAgain {
        /// Who rolls.
        colour: Colour,
        /// Why.
        why: Again,
    },
    /// The turn passed.
    TurnPassed {
        /// Whose turn ended.
        from: Colour,
        /// Whose turn it is.
        to: Colour,
        /// Whether every UFO returned (D2 knob "once per turn cycle").
        ufos_return: bool,
    },
    /// The ODULUDO die is offered: `odulo yes` or `odulo no`.
    OduludoOffered {
        /// The mover.
        colour: Colour,
        /// The ODULUDO ring.
        at: Loc,
    },
    /// The offer was answered.
    OduludoChosen {
        /// The mover.
        colour: Colour,
        /// The ODULUDO ring.
        at: Loc,
        /// Whether the die is rolled.
        roll: bool,
    },
    /// The ODULUDO die was rolled; the effect's movement follows.
    OduludoFace {
        /// The mover.
        colour: Colour,
        /// 1-6.
        face: u8,
        /// What the face does.
        effect: OduEffect,
    },
}

/// Everything is public: every seat and a spectator learn everything.
impl Redact for Event {
    fn seen_by(&self, _: Seat) -> Self {
        self.clone()
    }
    fn public(&self) -> Self {
        self.clone()
    }
}

impl Narrate for State {
    type Event = Event;

    fn apply_narrated(&self, mv: &Move, events: &mut Vec<Event>) -> Result<State, MoveError> {
        let mut s = *self;
        let mark = events.len();
        match s.apply_inner(*mv, true, events) {
            Ok(()) => {
                debug_assert!(s.validate().is_ok(), "apply_narrated broke an invariant: {s}");
                Ok(s)
            }
            Err(e) => {
                events.truncate(mark);
                Err(e)
            }
        }
    }
}

impl State {
    /// The pawns of a group mask, as events name them.
    pub(crate) fn pieces(&self, mask: u32) -> Vec<Piece> {
        let mut out = Vec::new();
        for (c, i, p) in self.each_pawn() {
            if mask & crate::state::bit(c, i) != 0 {
                out.push(Piece {
                    colour: c,
                    kind: PawnKind::of_index(i),
                    held_by: p.captor,
                });
            }
        }
        out
    }
}

/// A placed pawn from its owner, index, old and new pawn.
pub(crate) fn placed(c: Colour, i: usize, old: Pawn, new: Pawn) -> Placed {
    Placed {
        colour: c,
        kind: PawnKind::of_index(i),
        from: old.loc,
        was_held_by: old.captor,
        to: new.loc,
        held_by: new.captor,
    }
}

// ----- Display -----

fn piece_text(f: &mut fmt::Formatter<'_>, colour: Colour, kind: PawnKind, held: Option<Colour>) -> fmt::Result {
    write!(f, "{colour}'s {kind}")?;
    if let Some(h) = held {
        write!(f, " (prisoner of {h})")?;
    }
    Ok(())
}

fn list<T>(
    f: &mut fmt::Formatter<'_>,
    items: &[T],
    one: impl Fn(&mut fmt::Formatter<'_>, &T) -> fmt::Result,
) -> fmt::Result {
    let n = items.len();
    if n == 0 {
        return f.write_str("nothing");
    }
    for (k, it) in items.iter().enumerate() {
        if k > 0 {
            f.write_str(if k + 1 == n { " and " } else { ", " })?;
        }
        one(f, it)?;
    }
    Ok(())
}

fn pieces(f: &mut fmt::Formatter<'_>, ps: &[Piece]) -> fmt::Result {
    list(f, ps, |f, p| piece_text(f, p.colour, p.kind, p.held_by))
}

fn placed_list(f: &mut fmt::Formatter<'_>, ps: &[Placed]) -> fmt::Result {
    list(f, ps, |f, p| piece_text(f, p.colour, p.kind, p.was_held_by))
}

/// A square in words: `r17`, `pG3`, `Earth`, `the spaceship`, `out`.
struct Where(Loc);

impl fmt::Display for Where {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Loc::Earth => f.write_str("Earth"),
            Loc::Ship => f.write_str("the spaceship"),
            Loc::Out => f.write_str("out of the round"),
            l => write!(f, "{l}"),
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Starter { colour } => write!(f, "{colour} starts"),
            Event::Rolled { colour, value } => write!(f, "{colour} rolled {value}"),
            Event::ThirdSix { colour } => write!(f, "{colour}'s third 6 ends the turn"),
            Event::Entered { colour, kind, at } => write!(f, "{colour}'s {kind} entered on {at}"),
            Event::Moved { group, path, .. } => {
                pieces(f, group)?;
                f.write_str(" moved ")?;
                for (k, l) in path.iter().enumerate() {
                    if k > 0 {
                        f.write_str("-")?;
                    }
                    write!(f, "{l}")?;
                }
                Ok(())
            }
            Event::Passed { colour } => write!(f, "{colour} passed"),
            Event::StarExtraRoll { colour, at } => write!(f, "{colour} landed on the Star {at}: another roll"),
            Event::SunChoiceDue { colour, at } => {
                write!(f, "{colour}'s Queen on the Sun {at} chooses: forward or back")
            }
            Event::SunChosen { colour, dir } => {
                let d = match dir {
                    SunDir::Forward => "forward",
                    SunDir::Back => "back",
                };
                write!(f, "{colour} chose to jump {d}")
            }
            Event::SunJump { group, from, to, .. } => {
                pieces(f, group)?;
                write!(f, " jumped from the Sun {from} to {}", Where(*to))
            }
            Event::LightningBack { group, from, to, .. } => {
                pieces(f, group)?;
                write!(f, " went back by Lightning from {from} to {to}")
            }
            Event::MoonBack { group, from, to, .. } => {
                pieces(f, group)?;
                write!(f, " went back from {from} to the own Moon {to}")
            }
            Event::UfoFlight { group, from, ufo, .. } => {
                pieces(f, group)?;
                write!(f, " flew by {ufo}'s UFO from {from} to Earth")
            }
            Event::OduludoFlight { group, from, .. } => {
                pieces(f, group)?;
                write!(f, " flew from the ODULUDO ring {from} to Earth")
            }
            Event::Stayed { colour, at } => write!(f, "{colour}'s group stays on {}", Where(*at)),
            Event::CaptureDue { colour, at, victims } => {
                write!(f, "{colour} landed on ")?;
                pieces(f, victims)?;
                write!(f, " on {at}: send back or kidnap")
            }
            Event::SentBack { by, at, pawns } => {
                write!(f, "{by} sent ")?;
                placed_list(f, pawns)?;
                write!(f, " back from {at} to the spaceship")
            }
            Event::Kidnapped { by, at, pawns } => {
                write!(f, "{by} kidnapped ")?;
                placed_list(f, pawns)?;
                write!(f, " on {at}")
            }
            Event::Rescued { by, at, pawns } => {
                write!(f, "{by} rescued ")?;
                placed_list(f, pawns)?;
                write!(f, " on {at}")
            }
            Event::PrisonersPassed { to, at, pawns } => {
                placed_list(f, pawns)?;
                write!(f, " on {at} passed to {to} as prisoners")
            }
            Event::Released { pawns } => {
                f.write_str("Released ")?;
                list(f, pawns, |f, p| {
                    piece_text(f, p.colour, p.kind, None)?;
                    write!(f, " to {}", Where(p.to))
                })
            }
            Event::Eliminated { colour, penalty, .. } => {
                write!(
                    f,
                    "{colour}'s King was sent back: {colour} is out of the round (-{penalty})"
                )
            }
            Event::ReachedEarth { group, .. } => {
                pieces(f, group)?;
                f.write_str(" reached Earth")
            }
            Event::Finished { colour } => write!(f, "{colour} has finished"),
            Event::Winner { colour } => write!(f, "{colour} wins the round"),
            Event::PrisonerBonus {
                colour,
                prisoners,
                points,
            } => write!(f, "{colour} scores {points} for {prisoners} prisoner(s)"),
            Event::RoundOver {
                round,
                winner,
                loser,
                scores,
                game_over,
                next,
            } => {
                write!(f, "Round {round} is over: {winner} won")?;
                if let Some(l) = loser {
                    write!(f, ", {l} lost")?;
                }
                f.write_str("; scores")?;
                for s in scores {
                    write!(f, " {} {}", s.colour, s.round_score)?;
                    if s.total != 0 || s.round_wins != 0 {
                        write!(f, " (total {}, {} round wins)", s.total, s.round_wins)?;
                    }
                }
                if *game_over {
                    f.write_str("; the game is over")?;
                } else if let Some(n) = next {
                    write!(f, "; {n} starts the next round")?;
                }
                Ok(())
            }
            Event::NextRound { round, starter, pawns } => {
                write!(f, "Round {round} begins, {starter} starts; pawns:")?;
                for p in pawns {
                    write!(f, " {} {}", p.colour, p.pawns)?;
                }
                Ok(())
            }
            Event::RollAgain { colour, why } => match why {
                Again::Extra => write!(f, "{colour} rolls again"),
                Again::Try => write!(f, "{colour} tries again for a 1 or 6"),
            },
            Event::TurnPassed { to, ufos_return, .. } => {
                write!(f, "{to} to play")?;
                if *ufos_return {
                    f.write_str(" (the UFOs return)")?;
                }
                Ok(())
            }
            Event::OduludoOffered { colour, at } => write!(f, "{colour} may roll the ODULUDO die on {at}"),
            Event::OduludoChosen { colour, roll, .. } => {
                if *roll {
                    write!(f, "{colour} rolls the ODULUDO die")
                } else {
                    write!(f, "{colour} declines the ODULUDO die")
                }
            }
            Event::OduludoFace { face, effect, .. } => {
                let what = match effect {
                    OduEffect::FlyToEarth => "fly to Earth",
                    OduEffect::TwoSuns => "jump two Suns on",
                    OduEffect::ThreeForward => "three squares forward",
                    OduEffect::BackToLightning => "back to the previous Lightning",
                    OduEffect::BackToMoon => "back to the own Moon",
                };
                write!(f, "The ODULUDO die shows {face}: {what}")
            }
        }
    }
}

// ----- the public board, rebuilt from events -----

/// The pending decision, as the public board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Chance picks the starter.
    Start,
    /// The die is rolled next.
    Roll,
    /// The mover uses the roll.
    Move,
    /// The Sun direction of the group with the Queen on this Sun.
    Sun(Loc),
    /// Send back or kidnap on this square.
    Capture(Loc),
    /// Roll the ODULUDO die or not on this ring.
    Odu(Loc),
    /// The ODULUDO die is rolled on this ring.
    OduRoll(Loc),
    /// Last Pawn: `next` starts the next round.
    RoundOver,
    /// The game is over.
    GameOver,
}

impl Stage {
    fn of(phase: Phase) -> Stage {
        match phase {
            Phase::StartRoll => Stage::Start,
            Phase::Roll => Stage::Roll,
            Phase::Move => Stage::Move,
            Phase::Sun { at, .. } => Stage::Sun(at),
            Phase::Capture { at, .. } => Stage::Capture(at),
            Phase::Odu { at } => Stage::Odu(at),
            Phase::OduRoll { at } => Stage::OduRoll(at),
            Phase::RoundOver => Stage::RoundOver,
            Phase::GameOver => Stage::GameOver,
        }
    }
}

/// The public board as a frontend follows it from the events alone
/// ([`PublicBoard::apply_event`]): every pawn (Soldiers in a canonical order,
/// since they are interchangeable), the statuses, scores, used UFOs, whose
/// turn, the roll and the pending decision. [`PublicBoard::of`] reads it off a
/// state; the test kit checks that the two agree after every move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PublicBoard {
    /// Each colour's pawns (King, Queen, then the Soldiers sorted).
    pub pawns: [[Pawn; PAWNS]; 4],
    /// Each colour's standing.
    pub status: [PlayerStatus; 4],
    /// Round scores.
    pub round_score: [i32; 4],
    /// Last Pawn totals.
    pub totals: [i32; 4],
    /// Last Pawn round wins.
    pub round_wins: [u8; 4],
    /// Pawns per colour this round.
    pub pawn_count: [u8; 4],
    /// Used UFOs (bit per parking colour).
    pub ufo_used: u8,
    /// The colour to move.
    pub turn: Colour,
    /// The roll being used (0 if none).
    pub roll: u8,
    /// The round number.
    pub round: u16,
    /// The round's winner once known.
    pub winner: Option<Colour>,
    /// The round's loser once known.
    pub loser: Option<Colour>,
    /// The pending decision.
    pub stage: Stage,
}

fn sort_soldiers(row: &mut [Pawn; PAWNS]) {
    if let Some(s) = row.get_mut(2..) {
        s.sort_unstable();
    }
}

impl PublicBoard {
    /// The public board of `s`.
    pub fn of(s: &State) -> PublicBoard {
        let mut pawns = Colour::ALL.map(|c| s.pawns_of(c));
        for row in &mut pawns {
            sort_soldiers(row);
        }
        PublicBoard {
            pawns,
            status: s.status.0,
            round_score: s.round_score.0,
            totals: s.totals.0,
            round_wins: s.round_wins.0,
            pawn_count: s.pawn_count.0,
            ufo_used: s.ufo_used,
            turn: s.turn,
            roll: s.roll,
            round: s.round,
            winner: s.winner,
            loser: s.loser,
            stage: Stage::of(s.phase),
        }
    }

    fn relocate(&mut self, colour: Colour, kind: PawnKind, from: Loc, was: Option<Colour>, to: Pawn) {
        let range = match kind {
            PawnKind::King => 0..1,
            PawnKind::Queen => 1..2,
            PawnKind::Soldier => 2..PAWNS,
        };
        if let Some(row) = self.pawns.get_mut(colour.index()) {
            let slot = row
                .iter_mut()
                .enumerate()
                .find(|(i, p)| range.contains(i) && p.loc == from && p.captor == was);
            if let Some((_, p)) = slot {
                *p = to;
            }
            sort_soldiers(row);
        }
    }

    fn move_group(&mut self, group: &[Piece], from: Loc, to: Loc) {
        for p in group {
            self.relocate(
                p.colour,
                p.kind,
                from,
                p.held_by,
                Pawn {
                    loc: to,
                    captor: p.held_by,
                },
            );
        }
    }

    fn place(&mut self, pawns: &[Placed]) {
        for p in pawns {
            self.relocate(
                p.colour,
                p.kind,
                p.from,
                p.was_held_by,
                Pawn {
                    loc: p.to,
                    captor: p.held_by,
                },
            );
        }
    }

    /// Folds one event into the board.
    pub fn apply_event(&mut self, e: &Event) {
        match e {
            Event::Starter { colour } => {
                self.turn = *colour;
                self.stage = Stage::Roll;
            }
            Event::Rolled { value, .. } => {
                self.roll = *value;
                self.stage = Stage::Move;
            }
            Event::Entered { colour, kind, at } => {
                self.relocate(*colour, *kind, Loc::Ship, None, Pawn { loc: *at, captor: None });
            }
            Event::Moved { group, path, .. } => {
                if let (Some(from), Some(to)) = (path.first(), path.last()) {
                    self.move_group(group, *from, *to);
                }
            }
            Event::SunJump { group, from, to, .. }
            | Event::LightningBack { group, from, to, .. }
            | Event::MoonBack { group, from, to, .. } => self.move_group(group, *from, *to),
            Event::UfoFlight { group, from, ufo, .. } => {
                self.move_group(group, *from, Loc::Earth);
                self.ufo_used |= 1 << ufo.index();
            }
            Event::OduludoFlight { group, from, .. } => self.move_group(group, *from, Loc::Earth),
            Event::SunChoiceDue { at, .. } => self.stage = Stage::Sun(*at),
            Event::SunChosen { .. } | Event::OduludoFace { .. } => self.stage = Stage::Move,
            Event::CaptureDue { at, .. } => self.stage = Stage::Capture(*at),
            Event::SentBack { pawns, .. } | Event::Kidnapped { pawns, .. } => {
                if matches!(self.stage, Stage::Capture(_)) {
                    self.stage = Stage::Move;
                }
                self.place(pawns);
            }
            Event::Rescued { pawns, .. } | Event::PrisonersPassed { pawns, .. } | Event::Released { pawns } => {
                self.place(pawns);
            }
            Event::Eliminated {
                colour, penalty, pawns, ..
            } => {
                if let Some(s) = self.status.get_mut(colour.index()) {
                    *s = PlayerStatus::Eliminated;
                }
                if let Some(r) = self.round_score.get_mut(colour.index()) {
                    *r = r.saturating_sub(*penalty);
                }
                self.place(pawns);
            }
            Event::Finished { colour } => {
                if let Some(s) = self.status.get_mut(colour.index()) {
                    *s = PlayerStatus::Finished;
                }
            }
            Event::Winner { colour } => self.winner = Some(*colour),
            Event::PrisonerBonus { colour, points, .. } => {
                if let Some(r) = self.round_score.get_mut(colour.index()) {
                    *r = r.saturating_add(*points);
                }
            }
            Event::RoundOver {
                loser,
                scores,
                game_over,
                next,
                ..
            } => {
                self.loser = *loser;
                self.roll = 0;
                for s in scores {
                    let i = s.colour.index();
                    if let Some(t) = self.totals.get_mut(i) {
                        *t = s.total;
                    }
                    if let Some(w) = self.round_wins.get_mut(i) {
                        *w = s.round_wins;
                    }
                    if let Some(r) = self.round_score.get_mut(i) {
                        *r = s.round_score;
                    }
                }
                self.stage = if *game_over { Stage::GameOver } else { Stage::RoundOver };
                if let Some(n) = next {
                    self.turn = *n;
                }
            }
            Event::NextRound { round, starter, pawns } => {
                self.round = *round;
                self.turn = *starter;
                self.stage = Stage::Roll;
                self.roll = 0;
                self.ufo_used = 0;
                self.winner = None;
                self.loser = None;
                self.round_score = [0; 4];
                for c in Colour::ALL {
                    let i = c.index();
                    let present = self.status.get(i).is_some_and(|s| *s != PlayerStatus::Absent);
                    let n = pawns.iter().find(|p| p.colour == c).map_or(0, |p| p.pawns);
                    if let Some(pc) = self.pawn_count.get_mut(i) {
                        *pc = n;
                    }
                    if let Some(s) = self.status.get_mut(i) {
                        *s = if present {
                            PlayerStatus::Active
                        } else {
                            PlayerStatus::Absent
                        };
                    }
                    if let Some(row) = self.pawns.get_mut(i) {
                        for (k, p) in row.iter_mut().enumerate() {
                            *p = if present && k < n as usize {
                                Pawn::SHIP
                            } else {
                                Pawn::OUT
                            };
                        }
                    }
                }
            }
            Event::RollAgain { .. } => {
                self.roll = 0;
                self.stage = Stage::Roll;
            }
            Event::TurnPassed { to, ufos_return, .. } => {
                self.turn = *to;
                self.roll = 0;
                self.stage = Stage::Roll;
                if *ufos_return {
                    self.ufo_used = 0;
                }
            }
            Event::OduludoOffered { at, .. } => self.stage = Stage::Odu(*at),
            Event::OduludoChosen { at, roll, .. } => {
                self.stage = if *roll { Stage::OduRoll(*at) } else { Stage::Move };
            }
            Event::ThirdSix { .. }
            | Event::Passed { .. }
            | Event::StarExtraRoll { .. }
            | Event::Stayed { .. }
            | Event::ReachedEarth { .. } => {}
        }
    }
}

#[cfg(feature = "testkit")]
impl board_core::testkit::EventReplay for State {
    type Board = PublicBoard;
    fn public_board(&self) -> PublicBoard {
        PublicBoard::of(self)
    }
    fn replay_event(board: &mut PublicBoard, event: &Event) {
        board.apply_event(event);
    }
}

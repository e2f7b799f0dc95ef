//! The event and hint checks of the test kit, on a small hidden-card game
//! ("high card") and its deliberately broken variants, which the checks must
//! reject.
//!
//! High card: chance deals seat 0 a card 1-3, then seat 1 a card 1-3 (each
//! card hidden from the other seat); seat 0 then shows or folds. A fold
//! loses; a show reveals both cards and the higher wins (equal: a draw).

use std::fmt;
use std::str::FromStr;

use board_core::events::{Narrate, Redact};
use board_core::hints::{Hint, MoveHints, Step};
use board_core::notation::{SyntaxError, canonical_number};
use board_core::testkit::{Conformance, EventReplay, TestRng, check_events, check_move_hints};
use board_core::{Actor, Game, GameInfo, Observe, Outcome, Prob, Seat, SeatOutcome, SeatResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Bug {
    None,
    /// `seen_by` hides nothing.
    Leaks,
    /// `show` produces no reveal event.
    Silent,
    /// `apply_narrated` of `fold` ends in a different state than `apply`.
    Differs,
    /// A refused move still appends an event.
    AppendsOnError,
    /// Two hints for `show`.
    DuplicateHint,
    /// The hint path of `show` is a prefix of `fold`'s.
    PrefixHint,
    /// The hint path of `fold` clicks one step twice in a row.
    RepeatedStep,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct High {
    cards: [u8; 2],
    shown: bool,
    folded: bool,
    bug: Bug,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Mv {
    Deal(u8),
    Show,
    Fold,
}

impl fmt::Display for Mv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mv::Deal(c) => write!(f, "deal:{c}"),
            Mv::Show => f.write_str("show"),
            Mv::Fold => f.write_str("fold"),
        }
    }
}

impl FromStr for Mv {
    type Err = SyntaxError;
    fn from_str(s: &str) -> Result<Self, SyntaxError> {
        match s {
            "show" => Ok(Mv::Show),
            "fold" => Ok(Mv::Fold),
            _ => s
                .strip_prefix("deal:")
                .and_then(canonical_number)
                .map(Mv::Deal)
                .ok_or_else(|| SyntaxError::new(1, s, "show, fold or a deal like deal:2")),
        }
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
enum HighError {
    #[error("game over")]
    GameOver,
    #[error("a card is being dealt")]
    ChanceDue,
    #[error("no card is being dealt")]
    NotChanceNode,
    #[error("no card {0}")]
    WrongChanceOutcome(u8),
}

impl High {
    fn new(bug: Bug) -> Self {
        High {
            cards: [0; 2],
            shown: false,
            folded: false,
            bug,
        }
    }
}

impl Game for High {
    type Move = Mv;
    type MoveList = board_core::arrayvec::ArrayVec<Mv, 4>;
    type Error = HighError;
    const INFO: GameInfo = GameInfo {
        name: "high",
        title: "high",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: true,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        if self.shown || self.folded {
            Actor::Terminal
        } else if self.cards[1] == 0 {
            Actor::Chance
        } else {
            Actor::Seat(Seat(0))
        }
    }
    fn legal_moves_into<S: board_core::MoveSink<Mv>>(&self, out: &mut S) {
        match self.to_act() {
            Actor::Terminal => {}
            Actor::Chance => out.extend_moves((1..=3).map(Mv::Deal)),
            Actor::Seat(_) => out.extend_moves([Mv::Show, Mv::Fold]),
        }
    }
    fn chance_outcomes(&self) -> Vec<(Mv, Prob)> {
        match (self.to_act(), Prob::new(1, 3)) {
            (Actor::Chance, Ok(p)) => (1..=3).map(|c| (Mv::Deal(c), p)).collect(),
            _ => Vec::new(),
        }
    }
    fn apply(&self, mv: &Mv) -> Result<Self, HighError> {
        let mut next = self.clone();
        match (self.to_act(), *mv) {
            (Actor::Terminal, _) => return Err(HighError::GameOver),
            (Actor::Chance, Mv::Deal(c)) if (1..=3).contains(&c) => {
                let i = usize::from(self.cards[0] != 0);
                next.cards[i] = c;
            }
            (Actor::Chance, Mv::Deal(c)) => return Err(HighError::WrongChanceOutcome(c)),
            (Actor::Chance, _) => return Err(HighError::ChanceDue),
            (Actor::Seat(_), Mv::Deal(_)) => return Err(HighError::NotChanceNode),
            (Actor::Seat(_), Mv::Show) => next.shown = true,
            (Actor::Seat(_), Mv::Fold) => next.folded = true,
        }
        Ok(next)
    }
    fn outcome(&self) -> Option<Outcome> {
        if !self.is_terminal() {
            return None;
        }
        let result = |s: usize| {
            let other = 1 - s;
            if self.folded {
                if s == 0 { SeatResult::Loss } else { SeatResult::Win }
            } else if self.cards[s] == self.cards[other] {
                SeatResult::Draw
            } else if self.cards[s] > self.cards[other] {
                SeatResult::Win
            } else {
                SeatResult::Loss
            }
        };
        Some(Outcome {
            seats: (0..2)
                .map(|s| SeatOutcome {
                    result: result(s),
                    score: 0,
                })
                .collect(),
        })
    }
}

impl fmt::Display for High {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bug = self.bug as u8;
        write!(
            f,
            "{bug} {}{} {}{}",
            self.cards[0],
            self.cards[1],
            u8::from(self.shown),
            u8::from(self.folded)
        )
    }
}

impl FromStr for High {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let b: Vec<u8> = s.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect();
        let [bug, c0, c1, shown, folded] = b[..] else {
            return Err("five digits".into());
        };
        let bugs = [
            Bug::None,
            Bug::Leaks,
            Bug::Silent,
            Bug::Differs,
            Bug::AppendsOnError,
            Bug::DuplicateHint,
            Bug::PrefixHint,
            Bug::RepeatedStep,
        ];
        let bug = *bugs.get(bug as usize).ok_or("bug")?;
        Ok(High {
            cards: [c0, c1],
            shown: shown == 1,
            folded: folded == 1,
            bug,
        })
    }
}

impl Conformance for High {
    fn candidate_moves(&self, _rng: &mut TestRng, out: &mut Vec<Mv>) {
        out.extend([Mv::Deal(0), Mv::Deal(4), Mv::Show, Mv::Fold, Mv::Deal(2)]);
    }
}

/// What a seat knows: its own card, whether the other has one, the end.
#[derive(Clone, Debug, PartialEq, Eq)]
struct View {
    own: u8,
    other_dealt: bool,
    other: Option<u8>,
    shown: bool,
    folded: bool,
}

impl Observe for High {
    type View = View;
    fn view(&self, seat: Seat) -> View {
        let s = seat.index().min(1);
        View {
            own: self.cards[s],
            other_dealt: self.cards[1 - s] != 0,
            other: self.shown.then_some(self.cards[1 - s]),
            shown: self.shown,
            folded: self.folded,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    Dealt { seat: Seat, card: Option<u8> },
    Revealed { cards: [u8; 2] },
    Folded,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt { seat, card: Some(c) } => write!(f, "{seat} was dealt a {c}"),
            Event::Dealt { seat, card: None } => write!(f, "{seat} was dealt a card"),
            Event::Revealed { cards } => write!(f, "the cards are {} and {}", cards[0], cards[1]),
            Event::Folded => f.write_str("seat 0 folded"),
        }
    }
}

// The bug travels in the event stream only through the game, so the leaky
// variant marks its events: a `Dealt` with the card of seat 9 is never
// redacted.
const LEAK: Seat = Seat(9);

impl Redact for Event {
    fn seen_by(&self, viewer: Seat) -> Self {
        match *self {
            Event::Dealt { seat, .. } if seat != viewer && seat != LEAK => self.public(),
            _ => self.clone(),
        }
    }
    fn public(&self) -> Self {
        match *self {
            Event::Dealt { seat, .. } if seat != LEAK => Event::Dealt { seat, card: None },
            _ => self.clone(),
        }
    }
}

impl Narrate for High {
    type Event = Event;
    fn apply_narrated(&self, mv: &Mv, events: &mut Vec<Event>) -> Result<Self, HighError> {
        let next = match self.apply(mv) {
            Ok(next) => next,
            Err(e) => {
                if self.bug == Bug::AppendsOnError {
                    events.push(Event::Folded);
                }
                return Err(e);
            }
        };
        match *mv {
            Mv::Deal(c) => {
                let seat = Seat(u8::from(self.cards[0] != 0));
                let seat = if self.bug == Bug::Leaks { LEAK } else { seat };
                events.push(Event::Dealt { seat, card: Some(c) });
            }
            Mv::Show if self.bug == Bug::Silent => events.push(Event::Folded),
            Mv::Show => events.push(Event::Revealed { cards: next.cards }),
            Mv::Fold if self.bug == Bug::Differs => {
                events.push(Event::Folded);
                return Ok(High {
                    folded: false,
                    shown: true,
                    ..next
                });
            }
            Mv::Fold => events.push(Event::Folded),
        }
        Ok(next)
    }
}

/// The public board: how many cards are dealt, the cards once revealed, the end.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    dealt: u8,
    revealed: Option<[u8; 2]>,
    over: bool,
}

impl EventReplay for High {
    type Board = Board;
    fn public_board(&self) -> Board {
        Board {
            dealt: self.cards.iter().filter(|&&c| c != 0).count() as u8,
            revealed: self.shown.then_some(self.cards),
            over: self.is_terminal(),
        }
    }
    fn replay_event(board: &mut Board, event: &Event) {
        match event {
            Event::Dealt { .. } => board.dealt += 1,
            Event::Revealed { cards } => {
                board.revealed = Some(*cards);
                board.over = true;
            }
            Event::Folded => board.over = true,
        }
    }
}

impl MoveHints for High {
    fn move_hints(&self) -> Vec<Hint<Mv>> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return Vec::new();
        }
        let mut hints = vec![
            Hint::new([Step::choice("show")], Mv::Show),
            Hint::new([Step::choice("fold")], Mv::Fold),
        ];
        match self.bug {
            Bug::DuplicateHint => hints.push(Hint::new([Step::choice("again")], Mv::Show)),
            Bug::PrefixHint => {
                hints[1] = Hint::new([Step::choice("show"), Step::choice("no")], Mv::Fold);
            }
            Bug::RepeatedStep => {
                hints[1] = Hint::new([Step::choice("fold"), Step::choice("fold")], Mv::Fold);
            }
            _ => {}
        }
        hints
    }
}

#[test]
fn the_correct_game_passes_the_event_and_hint_checks() {
    let report = check_events(&[High::new(Bug::None)], 1, 30, 10).unwrap();
    assert_eq!(report.games, 30);
    assert!(report.events >= 90, "{report:?}");
    assert!(check_move_hints(&[High::new(Bug::None)], 1, 10, 10).unwrap() > 0);
}

#[test]
fn each_broken_variant_is_rejected() {
    for (bug, needle) in [
        (Bug::Leaks, "cannot tell"),
        (Bug::Silent, "rebuilt"),
        (Bug::Differs, "differs from apply"),
        (Bug::AppendsOnError, "appended events"),
    ] {
        let err = check_events(&[High::new(bug)], 1, 30, 10).unwrap_err();
        assert!(err.contains(needle), "{bug:?}: {err}");
    }
    for (bug, needle) in [
        (Bug::DuplicateHint, "3 hints for 2"),
        (Bug::PrefixHint, "is the start of"),
        (Bug::RepeatedStep, "twice in a row"),
    ] {
        let err = check_move_hints(&[High::new(bug)], 1, 10, 10).unwrap_err();
        assert!(err.contains(needle), "{bug:?}: {err}");
    }
}

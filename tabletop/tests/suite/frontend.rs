//! What a frontend asks of a `DynGame` beyond moves: a bot move
//! (`mcts_move`), click paths (`move_hints`), what a move did
//! (`apply_narrated`) and the concrete state (`as_any`), for the four
//! engines and for a one-card game that shows the hooks carry hints and
//! events through.

use core::fmt;
use core::str::FromStr;

use board_core::bots::Determinize;
use board_core::events::{Narrate, Redact};
use board_core::hints::{Hint, MoveHints, Step};
use board_core::{GameInfo, Outcome, SeatOutcome, SeatResult};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use tabletop::{Actor, DynGame, DynMoveError, Engine, Game, Hosted, Prob, SearchSettings, Seat, load_game};

const GAMES: [&str; 4] = [
    "xobrainer(format=one-round)",
    "oduludo(players=2)",
    "numseq",
    "deblockle",
];

fn past_chance(text: &str, seed: u64) -> Box<dyn DynGame> {
    let mut game = load_game(text).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while game.sample_chance(&mut rng).is_some() {}
    game
}

#[test]
fn mcts_move_is_legal_seeded_and_only_where_a_seat_acts() {
    for text in GAMES {
        let at_start = load_game(text).unwrap();
        assert_eq!(at_start.to_act(), Actor::Chance, "{text}");
        assert_eq!(at_start.mcts_move(20, 1), None, "{text}: chance acts, not a seat");
        let game = past_chance(text, 5);
        let mv = game.mcts_move(40, 9).unwrap();
        assert!(game.legal_moves().contains(&mv), "{text}: {mv}");
        assert_eq!(game.mcts_move(40, 9), Some(mv), "{text}: the same seed, the same move");
    }
    let mut over = load_game("xobrainer(format=one-round)").unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while !over.is_terminal() {
        if over.sample_chance(&mut rng).is_none() {
            let mv = over.random_move(&mut rng).unwrap();
            over.apply(&mv).unwrap();
        }
    }
    assert_eq!(over.mcts_move(20, 1), None, "the game is over");
}

/// Which engines implement `MoveHints` and `Narrate` through their
/// `Engine` hooks. Each engine's line turns to `true` when it does; the
/// check below then holds it to the contract.
const NARRATES: [(&str, bool); 4] = [
    ("xobrainer(format=one-round)", true),
    ("oduludo(players=2)", true),
    ("numseq", true),
    ("deblockle", true),
];

#[test]
fn hosted_hints_cover_every_legal_move_once_and_apply_narrated_applies_as_apply_does() {
    for (text, narrates) in NARRATES {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut game = load_game(text).unwrap();
        for ply in 0..60 {
            if game.is_terminal() {
                break;
            }
            if game.sample_chance(&mut rng).is_some() {
                continue;
            }
            let legal = game.legal_moves();
            match game.move_hints() {
                Some(hints) => {
                    assert!(narrates, "{text}: hints given; set its NARRATES line to true");
                    let mut moves: Vec<&String> = hints.iter().map(|h| &h.mv).collect();
                    moves.sort();
                    let mut expected: Vec<&String> = legal.iter().collect();
                    expected.sort();
                    assert_eq!(
                        moves, expected,
                        "{text} ply {ply}: every legal move once through the hints"
                    );
                }
                None => assert!(!narrates, "{text}: no hints, but NARRATES says it has them"),
            }
            let before = game.notation();
            let err = game.apply_narrated("no such move", Some(Seat(0))).unwrap_err();
            assert!(matches!(err, DynMoveError::Parse { .. }), "{text}: {err}");
            assert_eq!(game.notation(), before);
            let mv = game.random_move(&mut rng).unwrap();
            let mut plain = game.clone();
            plain.apply(&mv).unwrap();
            let told = game.apply_narrated(&mv, Some(Seat(0))).unwrap();
            assert_eq!(told.is_some(), narrates, "{text} ply {ply}: {told:?}");
            if let Some(lines) = told {
                assert!(!lines.is_empty(), "{text} ply {ply}: a move with no events");
            }
            assert_eq!(game.notation(), plain.notation(), "{text}: applied as apply does");
        }
    }
}

#[test]
fn as_any_gives_the_hosted_state() {
    let game = load_game("deblockle(blocks=3)").unwrap();
    let hosted = game.as_any().downcast_ref::<Hosted<deblockle::State>>().unwrap();
    assert_eq!(hosted.state().config().south_blocks, 3);
    assert!(game.as_any().downcast_ref::<Hosted<xobrainer::State>>().is_none());
}

// ---- a one-card game with hints and events -------------------------------

/// Chance deals seat 0 a secret card 1-3; seat 0 bets (wins with a 3, loses
/// otherwise) or folds (a draw). Seat 1 only watches.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct OneCard {
    card: u8,
    bet: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
enum Mv {
    Deal(u8),
    Bet,
    Fold,
}

#[derive(Debug, thiserror::Error)]
#[error("not a one-card move")]
struct BadMove;

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("illegal here")]
struct Illegal;

impl fmt::Display for Mv {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mv::Deal(c) => write!(f, "deal:{c}"),
            Mv::Bet => f.write_str("bet"),
            Mv::Fold => f.write_str("fold"),
        }
    }
}

impl FromStr for Mv {
    type Err = BadMove;
    fn from_str(s: &str) -> Result<Self, BadMove> {
        match s {
            "bet" => Ok(Mv::Bet),
            "fold" => Ok(Mv::Fold),
            _ => s
                .strip_prefix("deal:")
                .and_then(|c| c.parse().ok())
                .map(Mv::Deal)
                .ok_or(BadMove),
        }
    }
}

impl fmt::Display for OneCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {:?}", self.card, self.bet)
    }
}

impl Game for OneCard {
    type Move = Mv;
    type MoveList = board_core::arrayvec::ArrayVec<Mv, 4>;
    type Error = Illegal;
    const INFO: GameInfo = GameInfo {
        name: "one-card",
        title: "one-card",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: true,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        match (self.card, self.bet) {
            (0, _) => Actor::Chance,
            (_, None) => Actor::Seat(Seat(0)),
            _ => Actor::Terminal,
        }
    }
    fn legal_moves_into<S: board_core::MoveSink<Mv>>(&self, out: &mut S) {
        match self.to_act() {
            Actor::Chance => out.extend_moves([Mv::Deal(1), Mv::Deal(2), Mv::Deal(3)]),
            Actor::Seat(_) => out.extend_moves([Mv::Bet, Mv::Fold]),
            Actor::Terminal => {}
        }
    }
    fn chance_outcomes(&self) -> Vec<(Mv, Prob)> {
        match self.to_act() {
            Actor::Chance => (1..=3).map(|c| (Mv::Deal(c), Prob::uniform(3))).collect(),
            _ => Vec::new(),
        }
    }
    fn apply(&self, mv: &Mv) -> Result<Self, Illegal> {
        if !self.legal_moves().contains(mv) {
            return Err(Illegal);
        }
        Ok(match *mv {
            Mv::Deal(card) => OneCard { card, bet: None },
            Mv::Bet => OneCard {
                bet: Some(true),
                ..*self
            },
            Mv::Fold => OneCard {
                bet: Some(false),
                ..*self
            },
        })
    }
    fn outcome(&self) -> Option<Outcome> {
        let result = match self.bet? {
            false => SeatResult::Draw,
            true if self.card == 3 => SeatResult::Win,
            true => SeatResult::Loss,
        };
        let other = match result {
            SeatResult::Win => SeatResult::Loss,
            SeatResult::Loss => SeatResult::Win,
            SeatResult::Draw => SeatResult::Draw,
        };
        Some(Outcome {
            seats: vec![
                SeatOutcome { result, score: 0 },
                SeatOutcome {
                    result: other,
                    score: 0,
                },
            ],
        })
    }
}

impl Determinize for OneCard {
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        match (seat, self.card) {
            (Seat(0), _) | (_, 0) => self.clone(),
            _ => OneCard {
                card: 1 + (rng.next_u32() % 3) as u8,
                bet: self.bet,
            },
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    Dealt(Option<u8>),
    Bet,
    Folded,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Dealt(Some(c)) => write!(f, "seat 0 was dealt a {c}"),
            Event::Dealt(None) => f.write_str("seat 0 was dealt a card"),
            Event::Bet => f.write_str("seat 0 bets"),
            Event::Folded => f.write_str("seat 0 folds"),
        }
    }
}

impl Redact for Event {
    fn seen_by(&self, seat: Seat) -> Self {
        if seat == Seat(0) { self.clone() } else { self.public() }
    }
    fn public(&self) -> Self {
        match self {
            Event::Dealt(_) => Event::Dealt(None),
            e => e.clone(),
        }
    }
}

impl Narrate for OneCard {
    type Event = Event;
    fn apply_narrated(&self, mv: &Mv, events: &mut Vec<Event>) -> Result<Self, Illegal> {
        let next = self.apply(mv)?;
        events.push(match *mv {
            Mv::Deal(c) => Event::Dealt(Some(c)),
            Mv::Bet => Event::Bet,
            Mv::Fold => Event::Folded,
        });
        Ok(next)
    }
}

impl MoveHints for OneCard {
    fn move_hints(&self) -> Vec<Hint<Mv>> {
        self.legal_moves()
            .into_iter()
            .filter(|_| matches!(self.to_act(), Actor::Seat(_)))
            .map(|m| Hint::new([Step::choice(m.to_string())], m))
            .collect()
    }
}

impl Engine for OneCard {
    fn picture(&self) -> String {
        self.to_string()
    }
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(if seat == Seat(0) {
            self.to_string()
        } else {
            format!("? {:?}", self.bet)
        })
    }
    fn hints(&self) -> Option<Vec<Hint<Mv>>> {
        tabletop::hints_of(self)
    }
    fn narrate(&self, mv: &Mv, viewer: Option<Seat>) -> Option<tabletop::Narrated<Self>> {
        Some(tabletop::narrate(self, mv, viewer))
    }
}

impl SearchSettings for OneCard {
    type Knowledge = board_core::mcts::UniformPrior;
}

#[test]
fn an_engine_with_hints_and_events_reaches_them_through_dyn_game() {
    let start: Box<dyn DynGame> = Box::new(Hosted::new(OneCard::default()));
    assert_eq!(start.move_hints(), Some(Vec::new()), "chance is not clicked");

    let mut seen_by_1 = start.clone();
    let told = seen_by_1.apply_narrated("deal:3", Some(Seat(1))).unwrap();
    assert_eq!(
        told,
        Some(vec!["seat 0 was dealt a card".to_string()]),
        "the card stays secret"
    );
    let mut seen_by_0 = start.clone();
    let told = seen_by_0.apply_narrated("deal:3", Some(Seat(0))).unwrap();
    assert_eq!(told, Some(vec!["seat 0 was dealt a 3".to_string()]));
    let mut public = start.clone();
    assert_eq!(
        public.apply_narrated("deal:3", None).unwrap(),
        Some(vec!["seat 0 was dealt a card".to_string()])
    );
    assert_eq!(seen_by_0.notation(), seen_by_1.notation());

    let hints = seen_by_0.move_hints().unwrap();
    let moves: Vec<&str> = hints.iter().map(|h| h.mv.as_str()).collect();
    assert_eq!(moves, ["bet", "fold"]);
    assert_eq!(hints[0].steps, [Step::choice("bet")]);

    // Refused: typed, nothing told, nothing changed.
    let before = seen_by_0.notation();
    assert!(matches!(
        seen_by_0.apply_narrated("deal:1", Some(Seat(0))),
        Err(DynMoveError::Illegal { .. })
    ));
    assert_eq!(seen_by_0.notation(), before);

    // Holding the 3, MCTS bets.
    assert_eq!(seen_by_0.mcts_move(300, 4).as_deref(), Some("bet"));
    seen_by_0.apply_narrated("bet", Some(Seat(1))).unwrap();
    assert!(seen_by_0.is_terminal());
    assert_eq!(seen_by_0.move_hints(), Some(Vec::new()));
}

//! Reference games used only to test board-core's test kit: tic-tac-toe, a
//! dice race (chance + track bounce), and deliberately broken variants that
//! the conformance check must reject.

use std::fmt;
use std::str::FromStr;

use board_core::notation::{SyntaxError, canonical_number};
use board_core::testkit::{self, Conformance, ConformanceOptions, TestRng, check_conformance, perft, perft_listed};
use board_core::track::Track;
use board_core::{Actor, Game, GameInfo, Outcome, Prob, Seat, SeatOutcome, SeatResult};

/// Which deliberate fault a game carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Bug {
    None,
    /// Generates occupied squares as legal (apply refuses them).
    GeneratesOccupied,
    /// Accepts placing on occupied squares (never generated).
    AcceptsOccupied,
    /// Keeps naming a seat to act after a line is made, with no moves.
    NoTerminal,
    /// State notation forgets whose turn it is.
    LossyNotation,
    /// Chance probabilities sum to 5/6.
    ShortChance,
    /// Generates the same move twice.
    Duplicates,
    /// A `random_move` fast path that always picks the first legal move.
    BiasedFastPath,
    /// A `legal_move_count` one above the list's length.
    MiscountedMoves,
    /// A fused `random_step` that plays the first legal move, whatever it draws.
    BiasedStep,
    /// A `legal_move_count_after` one above the applied state's count.
    MiscountedAfter,
    /// A `random_playout` that stops once three squares are taken.
    ShortPlayout,
}

const BUGS: [(Bug, char); 12] = [
    (Bug::None, '-'),
    (Bug::GeneratesOccupied, 'g'),
    (Bug::AcceptsOccupied, 'a'),
    (Bug::NoTerminal, 't'),
    (Bug::LossyNotation, 'n'),
    (Bug::ShortChance, 'c'),
    (Bug::Duplicates, 'd'),
    (Bug::BiasedFastPath, 'b'),
    (Bug::MiscountedMoves, 'm'),
    (Bug::BiasedStep, 's'),
    (Bug::MiscountedAfter, 'f'),
    (Bug::ShortPlayout, 'p'),
];

// ---------------------------------------------------------------- tic-tac-toe

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Ttt {
    cells: [u8; 9],
    to_move: u8,
    bug: Bug,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Place(u8);

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
impl FromStr for Place {
    type Err = SyntaxError;
    fn from_str(s: &str) -> Result<Self, SyntaxError> {
        canonical_number(s)
            .map(Place)
            .ok_or_else(|| SyntaxError::new(1, s, "a square 0-8"))
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
enum TttError {
    #[error("square {0} is off the board")]
    Off(u8),
    #[error("square {0} is occupied")]
    Occupied(u8),
    #[error("game over")]
    Over,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Ttt {
    fn new(bug: Bug) -> Self {
        Ttt {
            cells: [0; 9],
            to_move: 0,
            bug,
        }
    }
    fn winner(&self) -> Option<u8> {
        LINES.iter().find_map(|l| {
            let v = self.cells[l[0]];
            (v != 0 && l.iter().all(|&i| self.cells[i] == v)).then(|| v - 1)
        })
    }
    fn over(&self) -> bool {
        self.winner().is_some() || self.cells.iter().all(|&c| c != 0)
    }
}

impl Game for Ttt {
    type Move = Place;
    type MoveList = Vec<Place>;
    type Error = TttError;
    const INFO: GameInfo = GameInfo {
        name: "ttt",
        title: "ttt",
        min_seats: 2,
        max_seats: 2,
        chance: false,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        if self.bug == Bug::NoTerminal && self.winner().is_some() {
            return Actor::Seat(Seat(self.to_move));
        }
        if self.over() {
            Actor::Terminal
        } else {
            Actor::Seat(Seat(self.to_move))
        }
    }
    fn legal_moves_into<S: board_core::MoveSink<Place>>(&self, out: &mut S) {
        if self.over() {
            return;
        }
        for i in 0..9u8 {
            if self.cells[i as usize] == 0 || (self.bug == Bug::GeneratesOccupied && i == 4) {
                out.push(Place(i));
                if self.bug == Bug::Duplicates {
                    out.push(Place(i));
                }
            }
        }
    }
    fn chance_outcomes(&self) -> Vec<(Place, Prob)> {
        Vec::new()
    }
    fn apply(&self, mv: &Place) -> Result<Self, TttError> {
        if self.over() {
            return Err(TttError::Over);
        }
        let c = self.cells.get(mv.0 as usize).ok_or(TttError::Off(mv.0))?;
        if *c != 0 && self.bug != Bug::AcceptsOccupied {
            return Err(TttError::Occupied(mv.0));
        }
        let mut next = self.clone();
        next.cells[mv.0 as usize] = self.to_move + 1;
        next.to_move ^= 1;
        Ok(next)
    }
    fn legal_move_count(&self) -> usize {
        let n = self.legal_moves().len();
        if self.bug == Bug::MiscountedMoves { n + 1 } else { n }
    }
    fn legal_move_count_after(&self, mv: &Place) -> usize {
        let mut next = self.clone();
        next.apply_unchecked(mv);
        next.legal_move_count() + usize::from(self.bug == Bug::MiscountedAfter)
    }
    fn random_step<R: board_core::rand_core::Rng + ?Sized>(&mut self, rng: &mut R) -> Option<board_core::bots::Step> {
        let moves = self.legal_moves();
        let i = board_core::bots::uniform_index(moves.len(), rng)?;
        let m = if self.bug == Bug::BiasedStep {
            moves.first()
        } else {
            moves.get(i)
        };
        let m = *m?;
        self.apply_unchecked(&m);
        Some(board_core::bots::Step::Decision)
    }
    fn random_playout<R: board_core::rand_core::Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        decisions: &mut u64,
        _chance: &mut u64,
    ) {
        while self.random_step(rng).is_some() {
            *decisions += 1;
            if self.bug == Bug::ShortPlayout && self.cells.iter().filter(|c| **c != 0).count() >= 3 {
                return;
            }
        }
    }
    fn random_move<R: board_core::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Place> {
        let moves = self.legal_moves();
        if self.bug == Bug::BiasedFastPath {
            return moves.first().copied();
        }
        let i = board_core::bots::uniform_index(moves.len(), rng)?;
        moves.get(i).copied()
    }
    fn outcome(&self) -> Option<Outcome> {
        if !matches!(self.to_act(), Actor::Terminal) {
            return None;
        }
        let res = |s: u8| match self.winner() {
            None => SeatResult::Draw,
            Some(w) if w == s => SeatResult::Win,
            Some(_) => SeatResult::Loss,
        };
        Some(Outcome {
            seats: (0..2)
                .map(|s| SeatOutcome {
                    result: res(s),
                    score: 0,
                })
                .collect(),
        })
    }
}

impl fmt::Display for Ttt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bug = BUGS.iter().find(|(b, _)| *b == self.bug).map_or('?', |(_, c)| *c);
        let cells: String = self.cells.iter().map(|c| ['.', 'x', 'o'][*c as usize]).collect();
        let to_move = if self.bug == Bug::LossyNotation {
            0
        } else {
            self.to_move
        };
        write!(f, "{bug}{cells}{to_move}")
    }
}
impl FromStr for Ttt {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let chars: Vec<char> = s.chars().collect();
        if chars.len() != 11 {
            return Err("length".into());
        }
        let bug = BUGS.iter().find(|(_, c)| *c == chars[0]).ok_or("bug")?.0;
        let mut cells = [0u8; 9];
        for (i, ch) in chars[1..10].iter().enumerate() {
            cells[i] = match ch {
                '.' => 0,
                'x' => 1,
                'o' => 2,
                _ => return Err("cell".into()),
            };
        }
        let to_move = chars[10].to_digit(2).ok_or("to move")? as u8;
        Ok(Ttt { cells, to_move, bug })
    }
}

impl Conformance for Ttt {
    fn candidate_moves(&self, _rng: &mut TestRng, out: &mut Vec<Place>) {
        out.extend((0..12).map(Place));
        out.push(Place(255));
    }
    fn validate_state(&self) -> Result<(), String> {
        let x = self.cells.iter().filter(|&&c| c == 1).count();
        let o = self.cells.iter().filter(|&&c| c == 2).count();
        if self.bug == Bug::AcceptsOccupied || (x - o) as u8 == self.to_move {
            Ok(())
        } else {
            Err(format!("{x} x and {o} o with seat {} to move", self.to_move))
        }
    }
}

// ---------------------------------------------------------------- dice race

/// Two racers on a ring of 10 with a single goal square after it (route 0..=10).
/// A turn: roll (chance 1-6), then advance with exact-landing bounce, or stay
/// (only when advancing would bounce). Landing exactly on the goal wins.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Race {
    pos: [u8; 2],
    to_move: u8,
    rolled: Option<u8>,
    bug: Bug,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum RaceMove {
    Roll(u8),
    Advance,
    Stay,
}

impl fmt::Display for RaceMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceMove::Roll(d) => write!(f, "roll:{d}"),
            RaceMove::Advance => f.write_str("advance"),
            RaceMove::Stay => f.write_str("stay"),
        }
    }
}
impl FromStr for RaceMove {
    type Err = SyntaxError;
    fn from_str(s: &str) -> Result<Self, SyntaxError> {
        match s {
            "advance" => Ok(RaceMove::Advance),
            "stay" => Ok(RaceMove::Stay),
            _ => s
                .strip_prefix("roll:")
                .and_then(canonical_number)
                .map(RaceMove::Roll)
                .ok_or_else(|| SyntaxError::new(1, s, "advance, stay or a chance roll like roll:3")),
        }
    }
}

#[derive(Debug, thiserror::Error)]
#[error("illegal: {0}")]
struct RaceError(&'static str);

fn race_track() -> Track {
    Track::new(10, 10, 0, 1, &[0, 5]).unwrap()
}

impl Race {
    fn new(bug: Bug) -> Self {
        Race {
            pos: [0, 0],
            to_move: 0,
            rolled: None,
            bug,
        }
    }
    fn winner(&self) -> Option<u8> {
        let last = race_track().last();
        (0..2).find(|&s| self.pos[s as usize] == last)
    }
}

impl Game for Race {
    type Move = RaceMove;
    type MoveList = board_core::arrayvec::ArrayVec<RaceMove, 6>;
    type Error = RaceError;
    const INFO: GameInfo = GameInfo {
        name: "race",
        title: "race",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        if self.winner().is_some() {
            Actor::Terminal
        } else if self.rolled.is_none() {
            Actor::Chance
        } else {
            Actor::Seat(Seat(self.to_move))
        }
    }
    fn legal_moves_into<S: board_core::MoveSink<RaceMove>>(&self, out: &mut S) {
        match self.to_act() {
            Actor::Terminal => {}
            Actor::Chance => out.extend_moves((1..=6).map(RaceMove::Roll)),
            Actor::Seat(_) => {
                out.push(RaceMove::Advance);
                let d = self.rolled.unwrap_or(0);
                if race_track()
                    .forward(self.pos[self.to_move as usize], d)
                    .is_some_and(|s| s.bounced)
                {
                    out.push(RaceMove::Stay);
                }
            }
        }
    }
    fn chance_outcomes(&self) -> Vec<(RaceMove, Prob)> {
        if !matches!(self.to_act(), Actor::Chance) {
            return Vec::new();
        }
        // The short-chance bug forgets the six.
        let top = if self.bug == Bug::ShortChance { 5 } else { 6 };
        (1..=top).map(|d| (RaceMove::Roll(d), Prob::uniform(6))).collect()
    }
    fn apply(&self, mv: &RaceMove) -> Result<Self, RaceError> {
        let mut next = self.clone();
        match (self.to_act(), mv) {
            (Actor::Terminal, _) => return Err(RaceError("game over")),
            (Actor::Chance, RaceMove::Roll(d)) if (1..=6).contains(d) => next.rolled = Some(*d),
            (Actor::Chance, _) => return Err(RaceError("a die roll 1-6 is due")),
            (Actor::Seat(_), RaceMove::Roll(_)) => return Err(RaceError("not a chance node")),
            (Actor::Seat(s), m) => {
                let d = self.rolled.ok_or(RaceError("no roll"))?;
                let step = race_track()
                    .forward(self.pos[s.index()], d)
                    .ok_or(RaceError("off route"))?;
                match m {
                    RaceMove::Advance => next.pos[s.index()] = step.to,
                    RaceMove::Stay if step.bounced => {}
                    _ => return Err(RaceError("stay only when the roll would bounce")),
                }
                next.rolled = None;
                next.to_move ^= 1;
            }
        }
        Ok(next)
    }
    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        Some(Outcome {
            seats: (0..2)
                .map(|s| SeatOutcome {
                    result: if s == w { SeatResult::Win } else { SeatResult::Loss },
                    score: self.pos[s as usize] as i32,
                })
                .collect(),
        })
    }
}

impl fmt::Display for Race {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bug = BUGS.iter().find(|(b, _)| *b == self.bug).map_or('?', |(_, c)| *c);
        write!(
            f,
            "{bug} {} {} {} {}",
            self.pos[0],
            self.pos[1],
            self.to_move,
            self.rolled.unwrap_or(0)
        )
    }
}
impl FromStr for Race {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let p: Vec<&str> = s.split(' ').collect();
        if p.len() != 5 {
            return Err("fields".into());
        }
        let bug = BUGS.iter().find(|(_, c)| p[0].starts_with(*c)).ok_or("bug")?.0;
        let n = |i: usize| p[i].parse::<u8>().map_err(|e| e.to_string());
        let rolled = n(4)?;
        Ok(Race {
            pos: [n(1)?, n(2)?],
            to_move: n(3)?,
            rolled: (rolled != 0).then_some(rolled),
            bug,
        })
    }
}

impl Conformance for Race {
    fn candidate_moves(&self, _rng: &mut TestRng, out: &mut Vec<RaceMove>) {
        out.extend((0..=7).map(RaceMove::Roll));
        out.extend([RaceMove::Advance, RaceMove::Stay]);
    }
}

// ---------------------------------------------------------------- tests

fn opts<G: Game>() -> ConformanceOptions<G> {
    ConformanceOptions {
        max_plies: 500,
        ..ConformanceOptions::default()
    }
}

#[test]
fn tic_tac_toe_conforms() {
    let r = check_conformance(&[Ttt::new(Bug::None)], 1, 300, &opts()).unwrap_or_else(|v| panic!("{v}"));
    assert_eq!(r.games, 300);
    assert_eq!(r.finished, 300);
    assert!(r.refused > 0);
}

#[test]
fn tic_tac_toe_perft_matches_known_counts() {
    // Known leaf counts of tic-tac-toe (games end at a line).
    let expected = [1u64, 9, 72, 504, 3024, 15120, 54720];
    for (d, e) in expected.iter().enumerate() {
        assert_eq!(perft(&Ttt::new(Bug::None), d as u32), *e, "depth {d}");
        assert_eq!(perft_listed(&Ttt::new(Bug::None), d as u32), *e, "listed, depth {d}");
    }
}

#[test]
fn dice_race_conforms() {
    let r = check_conformance(&[Race::new(Bug::None)], 7, 300, &opts()).unwrap_or_else(|v| panic!("{v}"));
    assert!(r.chance_moves > 0);
    assert_eq!(r.finished, r.games);
}

#[test]
fn dice_race_perft_counts_chance_as_plies() {
    let s = Race::new(Bug::None);
    assert_eq!(perft(&s, 1), 6);
    // After any roll from route 0 the only move is advance (no bounce possible).
    assert_eq!(perft(&s, 2), 6);
    assert_eq!(perft(&s, 3), 36);
    for d in 0..=4 {
        assert_eq!(perft_listed(&s, d), perft(&s, d), "listed, depth {d}");
    }
}

#[test]
fn playouts_are_deterministic() {
    let a = testkit::random_playout(&Race::new(Bug::None), &mut testkit::rng(5), 1000);
    let b = testkit::random_playout(&Race::new(Bug::None), &mut testkit::rng(5), 1000);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.final_state, b.final_state);
    assert!(!a.truncated);
    assert_eq!(a.moves.len(), a.decisions + a.chance_moves);
}

fn rejected<G>(g: G, needle: &str)
where
    G: Conformance,
    <G as FromStr>::Err: fmt::Debug,
    <G::Move as FromStr>::Err: fmt::Debug,
{
    match check_conformance(&[g], 3, 50, &opts()) {
        Ok(r) => panic!("broken game passed: {r:?}"),
        Err(v) => assert!(v.what.contains(needle), "expected {needle:?}, got: {v}"),
    }
}

/// `play_on` plays a valid state on to the end, chance included, and
/// checks every state: here a sound game passes, and each kind of broken
/// state or game is caught.
#[test]
fn play_on_plays_sound_states_on_and_catches_broken_ones() {
    let mut r = testkit::rng(9);
    let mid = testkit::random_playout(&Ttt::new(Bug::None), &mut r, 3).final_state;
    let plies = testkit::play_on(&mid, &mut r, 100, None).unwrap();
    assert!((1..=6).contains(&plies));
    let trip: testkit::RoundTrip<Ttt> = |s| s.to_string().parse();
    testkit::play_on(&mid, &mut r, 100, Some(trip)).unwrap();
    assert_eq!(testkit::play_on(&mid, &mut r, 0, None), Ok(0), "the ply bound stops it");
    assert!(testkit::play_on(&Race::new(Bug::None), &mut r, 1000, None).unwrap() > 0);

    // An invalid start: two x placed, none of o, x to move.
    let bad: Ttt = "-xx.......0".parse().unwrap();
    let e = testkit::play_on(&bad, &mut r, 100, None).unwrap_err();
    assert!(e.starts_with("invalid:"), "{e}");
    // A notation that forgets whose turn it is.
    let lossy = testkit::random_playout(&Ttt::new(Bug::LossyNotation), &mut r, 1).final_state;
    let e = testkit::play_on(&lossy, &mut r, 100, None).unwrap_err();
    assert!(e.contains("reads back as another state"), "{e}");
    // A round trip that loses the state.
    let lose: testkit::RoundTrip<Ttt> = |_| Ok(Ttt::new(Bug::None));
    let e = testkit::play_on(&mid, &mut r, 100, Some(lose)).unwrap_err();
    assert!(e.contains("the round trip gives another state"), "{e}");
    // A game that goes on after a win, with no move to play.
    let won: Ttt = "txxx.oo...1".parse().unwrap();
    let e = testkit::play_on(&won, &mut r, 100, None).unwrap_err();
    assert!(e.contains("a live state without a move"), "{e}");
}

#[test]
fn rejects_generated_but_refused_moves() {
    rejected(Ttt::new(Bug::GeneratesOccupied), "refused");
}

#[test]
fn rejects_accepted_but_not_generated_moves() {
    rejected(Ttt::new(Bug::AcceptsOccupied), "accepted but not generated");
}

#[test]
fn rejects_missing_terminal() {
    rejected(Ttt::new(Bug::NoTerminal), "legal moves");
}

#[test]
fn rejects_lossy_notation() {
    rejected(Ttt::new(Bug::LossyNotation), "round-trip");
}

#[test]
fn rejects_chance_not_summing_to_one() {
    rejected(Race::new(Bug::ShortChance), "sum to 5/6");
}

#[test]
fn rejects_a_biased_random_move_fast_path() {
    rejected(Ttt::new(Bug::BiasedFastPath), "random_move chose");
}

#[test]
fn rejects_duplicate_moves() {
    rejected(Ttt::new(Bug::Duplicates), "generated twice");
}

#[test]
fn rejects_a_fused_random_step_that_differs_from_choosing_and_applying() {
    rejected(Ttt::new(Bug::BiasedStep), "random_step gave");
}

#[test]
fn rejects_a_random_playout_that_differs_from_random_steps_in_a_loop() {
    rejected(Ttt::new(Bug::ShortPlayout), "random_playout after 0 steps ended in");
}

#[test]
fn rejects_a_legal_move_count_after_that_differs_from_applying_and_counting() {
    rejected(Ttt::new(Bug::MiscountedAfter), "legal_move_count_after(");
}

#[test]
fn rejects_a_legal_move_count_that_differs_from_the_list() {
    rejected(Ttt::new(Bug::MiscountedMoves), "legal_move_count is");
}

// ---------------------------------------------------------------- bots

impl board_core::bots::Determinize for Ttt {
    fn determinize<R: board_core::rand_core::Rng + ?Sized>(&self, _seat: Seat, _rng: &mut R) -> Self {
        self.clone()
    }
}

#[test]
fn monte_carlo_bot_beats_random_at_tic_tac_toe() {
    use board_core::bots::{Bot, MonteCarloBot, RandomBot};
    let (mut mc_wins, mut mc_losses) = (0, 0);
    for g in 0..40u64 {
        let mut mc = MonteCarloBot::new(testkit::rng(1000 + g), 30, 20);
        let mut rnd = RandomBot::new(testkit::rng(2000 + g));
        let mc_seat = (g % 2) as u8;
        let mut s = Ttt::new(Bug::None);
        while let Actor::Seat(seat) = s.to_act() {
            let m = if seat.0 == mc_seat {
                mc.choose(&s)
            } else {
                rnd.choose(&s)
            };
            s = s.apply(&m.unwrap()).unwrap();
        }
        match s.outcome().unwrap().get(Seat(mc_seat)).unwrap().result {
            SeatResult::Win => mc_wins += 1,
            SeatResult::Loss => mc_losses += 1,
            SeatResult::Draw => {}
        }
    }
    assert!(mc_wins > 25 && mc_losses < 5, "mc won {mc_wins}, lost {mc_losses}");
}

#[test]
fn sample_states_keeps_the_asked_plies_of_running_games() {
    let start = Race::new(Bug::None);
    let states = testkit::sample_states(&start, 0..5, &[0, 3]);
    assert_eq!(states.len(), 10, "a race never ends within 3 plies");
    assert_eq!(states[0], start);
    // Same seeds, same states.
    assert_eq!(states, testkit::sample_states(&start, 0..5, &[0, 3]));
    assert!(testkit::sample_states(&start, 0..3, &[]).is_empty());
}

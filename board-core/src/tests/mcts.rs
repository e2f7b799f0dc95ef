//! Unit tests of `mcts`, on small games defined here: Nim (perfect
//! information), a dice gamble (chance), a three-seat race (multi-seat
//! returns), and a hidden-card guess (hidden information).
use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

use super::*;
use crate::{Actor, GameInfo, Outcome, Prob, SeatOutcome, SeatResult};

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn outcome(winner: Option<usize>, seats: usize) -> Outcome {
    Outcome {
        seats: (0..seats)
            .map(|i| SeatOutcome {
                result: match winner {
                    None => SeatResult::Draw,
                    Some(w) if w == i => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
                },
                score: 0,
            })
            .collect(),
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Refused;
impl core::fmt::Display for Refused {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("refused")
    }
}
impl core::error::Error for Refused {}

/// Nim: take 1-3 from the pile, `seats` players in turn; taking the last wins.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Nim {
    left: u8,
    turn: u8,
    seats: u8,
    last: Option<u8>,
}

impl Nim {
    fn new(left: u8, seats: u8) -> Self {
        Nim {
            left,
            turn: 0,
            seats,
            last: None,
        }
    }
}

impl Game for Nim {
    type Move = u8;
    type MoveList = crate::arrayvec::ArrayVec<u8, 8>;
    type Error = Refused;
    const INFO: GameInfo = GameInfo {
        name: "nim",
        title: "nim",
        min_seats: 2,
        max_seats: 4,
        chance: false,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        self.seats as usize
    }
    fn to_act(&self) -> Actor {
        if self.left == 0 {
            Actor::Terminal
        } else {
            Actor::Seat(Seat(self.turn))
        }
    }
    fn legal_moves_into<S: crate::MoveSink<u8>>(&self, out: &mut S) {
        out.extend_moves((1..=3).filter(|&k| k <= self.left));
    }
    fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
        Vec::new()
    }
    fn apply(&self, mv: &u8) -> Result<Self, Refused> {
        if self.left == 0 || *mv == 0 || *mv > 3 || *mv > self.left {
            return Err(Refused);
        }
        Ok(Nim {
            left: self.left - mv,
            turn: (self.turn + 1) % self.seats,
            seats: self.seats,
            last: Some(self.turn),
        })
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.left == 0).then(|| outcome(self.last.map(usize::from), self.seats as usize))
    }
}

impl Determinize for Nim {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self {
        self.clone()
    }
}

#[test]
fn nim_finds_the_winning_move_in_every_position() {
    // Two seats: the winning move leaves a multiple of 4.
    for left in [5u8, 6, 7, 9, 10, 11] {
        let mut bot = MctsBot::new(MctsConfig::iterations(2000), rng(u64::from(left)));
        assert_eq!(bot.choose(&Nim::new(left, 2)), Some(left % 4), "pile {left}");
    }
}

#[test]
fn a_single_legal_move_is_returned_unsearched() {
    let mut bot = MctsBot::new(MctsConfig::iterations(100), rng(1));
    assert_eq!(bot.choose(&Nim::new(1, 2)), Some(1));
    assert_eq!(bot.last_search().map(|s| s.iterations), Some(0));
}

#[test]
fn no_move_at_terminal_states() {
    let mut bot = MctsBot::new(MctsConfig::iterations(100), rng(1));
    assert_eq!(bot.choose(&Nim::new(0, 2)), None);
}

#[test]
fn same_seed_same_search() {
    let run = |seed| {
        let mut bot = MctsBot::new(MctsConfig::iterations(300), rng(seed));
        bot.search(&Nim::new(21, 3))
    };
    assert_eq!(run(5), run(5));
    let a = run(5).expect("searched");
    assert_eq!(a.iterations, 300);
    assert_eq!(a.moves.iter().map(|m| m.visits).sum::<u64>(), 300);
}

#[test]
fn budget_is_split_over_root_trees() {
    let mut bot = MctsBot::new(MctsConfig::iterations(1001).with_trees(4), rng(3));
    let stats = bot.search(&Nim::new(10, 2)).expect("searched");
    assert_eq!(stats.iterations, 1001);
    assert_eq!(stats.moves.iter().map(|m| m.visits).sum::<u64>(), 1001);
    assert_eq!(stats.moves.get(stats.best).map(|m| m.mv), Some(2), "10 - 2 = 8");
}

#[test]
fn tree_reuse_keeps_the_subtree_of_the_new_state() {
    let mut bot = MctsBot::new(MctsConfig::iterations(2000), rng(9));
    let s = Nim::new(14, 2);
    let mv = bot.choose(&s).expect("a move");
    assert_eq!(mv, 2);
    let after = s.apply(&mv).and_then(|t| t.apply(&1)).expect("legal");
    let _ = bot.choose(&after);
    let stats = bot.last_search().expect("searched");
    assert!(stats.reused_visits > 0, "reused {}", stats.reused_visits);
    assert_eq!(stats.best().map(|m| m.mv), Some(3), "11 - 3 = 8");
    // Without reuse nothing is kept.
    let mut fresh = MctsBot::new(MctsConfig::iterations(2000).with_reuse(false), rng(9));
    let _ = fresh.choose(&s);
    let _ = fresh.choose(&after);
    assert_eq!(fresh.last_search().map(|s| s.reused_visits), Some(0));
}

#[test]
fn multi_seat_returns_each_seat_plays_for_itself() {
    // Three seats. From 1-3 the seat to act takes all and wins.
    for left in 1..=3u8 {
        let mut bot = MctsBot::new(MctsConfig::iterations(500), rng(2));
        assert_eq!(bot.choose(&Nim::new(left, 3)), Some(left));
    }
    // From 4 every move leaves 1-3 and the next seat (seat 1) wins: seat 0's
    // value is 0 for every move, and each of seat 1's replies is valued by
    // seat 1's own return, not seat 0's.
    let mut bot = MctsBot::new(MctsConfig::iterations(3000), rng(3));
    let stats = bot.search(&Nim::new(4, 3)).expect("searched");
    assert!(stats.moves.iter().all(|m| m.value < 0.05), "{stats:?}");
    // From 5 taking 1 leaves 4 for seat 1, so seat 2 wins; taking 2 or 3 lets
    // seat 1 win. Seat 0 loses anyway, and values are its own (0).
    let mut bot = MctsBot::new(MctsConfig::iterations(3000), rng(4));
    let stats = bot.search(&Nim::new(5, 3)).expect("searched");
    assert!(stats.moves.iter().all(|m| m.value < 0.05), "{stats:?}");
    // Seat 1 facing 4 in a three-seat game: any move lets seat 2 win.
    // Seat 2 facing 2 takes both.
    let s = Nim {
        left: 2,
        turn: 2,
        seats: 3,
        last: Some(1),
    };
    let mut bot = MctsBot::new(MctsConfig::iterations(300), rng(5));
    assert_eq!(bot.choose(&s), Some(2));
}

/// A gamble: seat 0 stops (a draw) or rolls a die (wins on 3-6, loses on
/// 1-2). Then the game ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Gamble {
    Choose,
    Rolling,
    Over(Option<usize>),
}

impl Game for Gamble {
    type Move = u8; // 0 stop, 1 roll, 11..=16 die faces
    type MoveList = crate::arrayvec::ArrayVec<u8, 8>;
    type Error = Refused;
    const INFO: GameInfo = GameInfo {
        name: "gamble",
        title: "gamble",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        match self {
            Gamble::Choose => Actor::Seat(Seat(0)),
            Gamble::Rolling => Actor::Chance,
            Gamble::Over(_) => Actor::Terminal,
        }
    }
    fn legal_moves_into<S: crate::MoveSink<u8>>(&self, out: &mut S) {
        match self {
            Gamble::Choose => out.extend_moves([0, 1]),
            Gamble::Rolling => out.extend_moves(11..=16),
            Gamble::Over(_) => {}
        }
    }
    fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
        match self {
            Gamble::Rolling => (11..=16).map(|f| (f, Prob::uniform(6))).collect(),
            _ => Vec::new(),
        }
    }
    fn apply(&self, mv: &u8) -> Result<Self, Refused> {
        match (self, mv) {
            (Gamble::Choose, 0) => Ok(Gamble::Over(None)),
            (Gamble::Choose, 1) => Ok(Gamble::Rolling),
            (Gamble::Rolling, 11..=12) => Ok(Gamble::Over(Some(1))),
            (Gamble::Rolling, 13..=16) => Ok(Gamble::Over(Some(0))),
            _ => Err(Refused),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        match self {
            Gamble::Over(w) => Some(outcome(*w, 2)),
            _ => None,
        }
    }
}

impl Determinize for Gamble {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self {
        self.clone()
    }
}

#[test]
fn chance_nodes_are_sampled_with_their_probabilities() {
    // Rolling is worth 4/6 (win 1, loss 0) against 0.5 for stopping.
    let mut bot = MctsBot::new(MctsConfig::iterations(3000), rng(4));
    let stats = bot.search(&Gamble::Choose).expect("searched");
    let roll = stats.moves.iter().find(|m| m.mv == 1).expect("roll");
    assert_eq!(stats.best().map(|m| m.mv), Some(1));
    assert!((roll.value - 4.0 / 6.0).abs() < 0.05, "roll value {}", roll.value);
    let stop = stats.moves.iter().find(|m| m.mv == 0).expect("stop");
    assert!((stop.value - 0.5).abs() < 1e-9);
}

/// A hidden card: chance deals seat 1 a card 0-3 that seat 0 cannot see;
/// seat 0 then names a card and wins iff it is not seat 1's card plus 1 mod 4
/// -- or, when seat 0 names 4, wins outright iff seat 1 holds card 3.
/// A peeking bot names the winning answer for the actual card; a bot that
/// cannot see it must answer the same for every card.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Guess {
    card: Option<u8>,
    named: Option<u8>,
}

impl Game for Guess {
    type Move = u8;
    type MoveList = crate::arrayvec::ArrayVec<u8, 8>;
    type Error = Refused;
    const INFO: GameInfo = GameInfo {
        name: "guess",
        title: "guess",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: true,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        match (self.card, self.named) {
            (None, _) => Actor::Chance,
            (Some(_), None) => Actor::Seat(Seat(0)),
            _ => Actor::Terminal,
        }
    }
    fn legal_moves_into<S: crate::MoveSink<u8>>(&self, out: &mut S) {
        match self.to_act() {
            Actor::Chance => out.extend_moves(0..4),
            Actor::Seat(_) => out.extend_moves(0..5),
            Actor::Terminal => {}
        }
    }
    fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
        match self.to_act() {
            Actor::Chance => (0..4).map(|c| (c, Prob::uniform(4))).collect(),
            _ => Vec::new(),
        }
    }
    fn apply(&self, mv: &u8) -> Result<Self, Refused> {
        match self.to_act() {
            Actor::Chance if *mv < 4 => Ok(Guess {
                card: Some(*mv),
                named: None,
            }),
            Actor::Seat(_) if *mv < 5 => Ok(Guess {
                card: self.card,
                named: Some(*mv),
            }),
            _ => Err(Refused),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        let (card, named) = (self.card?, self.named?);
        let win = if named == 4 { card == 3 } else { named != (card + 1) % 4 };
        Some(outcome(Some(if win { 0 } else { 1 }), 2))
    }
}

impl Determinize for Guess {
    /// Seat 0 cannot see the card: redrawn uniformly.
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        let mut out = self.clone();
        if seat == Seat(0) && self.card.is_some() {
            out.card = crate::bots::uniform_index(4, rng).map(|c| c as u8);
        }
        out
    }
}

#[test]
fn information_set_search_does_not_peek() {
    // The four states differ only in the card seat 0 cannot see.
    let states: Vec<Guess> = (0..4)
        .map(|c| Guess {
            card: Some(c),
            named: None,
        })
        .collect();
    for seed in 0..20 {
        let moves: Vec<_> = states
            .iter()
            .map(|s| MctsBot::new(MctsConfig::iterations(400), rng(seed)).search(s))
            .collect();
        assert!(moves.windows(2).all(|w| w[0] == w[1]), "seed {seed}"); // ok: windows(2)
        // Naming 0-3 wins 3/4 of the time, naming 4 only 1/4.
        let best = moves[0].as_ref().and_then(|s| s.best()).map(|m| m.mv); // ok: 4 states
        assert!(best.is_some_and(|m| m < 4), "seed {seed}: {best:?}");
    }
}

#[test]
fn never_an_illegal_move_even_with_tiny_budgets() {
    for budget in [1u32, 2, 3, 7, 50] {
        for left in 1..=20u8 {
            let s = Nim::new(left, 2);
            let mut bot = MctsBot::new(MctsConfig::iterations(budget), rng(u64::from(left)));
            let mv = bot.choose(&s).expect("a move");
            assert!(s.apply(&mv).is_ok());
        }
    }
}

#[test]
fn a_full_arena_stops_growing_but_still_answers() {
    let mut config = MctsConfig::iterations(500);
    config.max_nodes = 8;
    let mut bot = MctsBot::new(config, rng(1));
    let mv = bot.choose(&Nim::new(9, 2)).expect("a move");
    assert!((1..=3).contains(&mv));
    assert!(bot.last_search().is_some_and(|s| s.nodes <= 8));
}

#[test]
fn cut_play_outs_use_the_leaf_value() {
    // Play-outs are cut at once and valued by Nim's theory (the seat to act
    // loses iff a multiple of 4 is left): the search then solves piles its
    // random play-outs cannot.
    fn theory(s: &Nim, seat: Seat) -> f64 {
        let mover_wins = !s.left.is_multiple_of(4);
        if (seat == Seat(s.turn)) == mover_wins {
            1.0
        } else {
            -1.0
        }
    }
    for left in [14u8, 15, 17, 18, 19] {
        let config = MctsConfig::iterations(300).with_leaf_value(0, theory);
        let mut bot = MctsBot::new(config, rng(1));
        assert_eq!(bot.choose(&Nim::new(left, 2)), Some(left % 4), "pile {left}");
    }
}

#[cfg(feature = "parallel")]
#[test]
fn parallel_trees_equal_sequential_whatever_the_thread_count() {
    let s = Nim::new(40, 3);
    let seq = MctsBot::new(MctsConfig::iterations(2000).with_trees(4), rng(11)).search(&s);
    for threads in [1, 2, 3] {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        let par = pool.install(|| {
            ParallelMctsBot::new(MctsBot::new(MctsConfig::iterations(2000).with_trees(4), rng(11))).search(&s)
        });
        assert_eq!(par, seq, "{threads} threads");
    }
}

#[cfg(feature = "parallel")]
#[test]
fn parallel_playouts_are_deterministic() {
    let a = parallel_playouts::<_, ChaCha8Rng>(&Nim::new(30, 2), 1000, 100, 5);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("pool");
    let b = pool.install(|| parallel_playouts::<_, ChaCha8Rng>(&Nim::new(30, 2), 1000, 100, 5));
    assert_eq!(a, b);
    assert_eq!(a.playouts, 1000);
    assert_eq!(a.finished, 1000);
}

#[cfg(feature = "std")]
#[test]
fn a_deadline_budget_stops() {
    let mut bot = MctsBot::new(MctsConfig::deadline(core::time::Duration::from_millis(20)), rng(1));
    let mv = bot.choose(&Nim::new(100, 2));
    assert!(mv.is_some());
    assert!(bot.last_search().is_some_and(|s| s.iterations >= 1));
}

proptest::proptest! {
    /// Whatever the position, seed, budget, tree count and seat count, the
    /// move returned is legal, and the same seed returns the same move.
    #[test]
    fn any_search_returns_a_legal_move_and_replays(
        left in 1u8..40,
        seats in 2u8..5,
        seed in proptest::prelude::any::<u64>(),
        budget in 1u32..200,
        trees in 1usize..4,
    ) {
        let s = Nim::new(left, seats);
        let config = || MctsConfig::iterations(budget).with_trees(trees);
        let a = MctsBot::new(config(), rng(seed)).choose(&s);
        let b = MctsBot::new(config(), rng(seed)).choose(&s);
        proptest::prop_assert_eq!(a, b);
        let mv = a.ok_or_else(|| proptest::test_runner::TestCaseError::fail("no move"))?;
        proptest::prop_assert!(s.apply(&mv).is_ok());
    }
}

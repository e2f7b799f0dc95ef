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

/// A game given as an explicit table: each spot is a decision of one seat
/// (its moves are the indices of `next`) or an end with its winner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Spot {
    Move(u8, &'static [usize]),
    End(Option<usize>),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Table {
    spots: &'static [Spot],
    at: usize,
}

impl Table {
    fn new(spots: &'static [Spot]) -> Self {
        Table { spots, at: 0 }
    }
    fn spot(&self) -> Spot {
        self.spots.get(self.at).copied().unwrap_or(Spot::End(None))
    }
}

impl Game for Table {
    type Move = u8;
    type MoveList = crate::arrayvec::ArrayVec<u8, 16>;
    type Error = Refused;
    const INFO: GameInfo = GameInfo {
        name: "table",
        title: "table",
        min_seats: 2,
        max_seats: 2,
        chance: false,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        match self.spot() {
            Spot::Move(seat, _) => Actor::Seat(Seat(seat)),
            Spot::End(_) => Actor::Terminal,
        }
    }
    fn legal_moves_into<S: crate::MoveSink<u8>>(&self, out: &mut S) {
        if let Spot::Move(_, next) = self.spot() {
            out.extend_moves((0..next.len()).map(|k| k as u8));
        }
    }
    fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
        Vec::new()
    }
    fn apply(&self, mv: &u8) -> Result<Self, Refused> {
        match self.spot() {
            Spot::Move(_, next) => next
                .get(usize::from(*mv))
                .map(|&at| Table { spots: self.spots, at })
                .ok_or(Refused),
            Spot::End(_) => Err(Refused),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        match self.spot() {
            Spot::End(w) => Some(outcome(w, 2)),
            Spot::Move(..) => None,
        }
    }
}

impl Determinize for Table {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self {
        self.clone()
    }
}

const WIN0: usize = 1;
const WIN1: usize = 2;

/// Seat 0 chooses: move 0 looks good to random play-outs (seat 1 then has
/// seven losing replies) but seat 1 has one winning reply; move 1 looks bad
/// (seat 0 later has one winning move among eight) but is a forced win in
/// three plies: both of seat 1's replies leave seat 0 a winning move.
static TRAP_WIN: [Spot; 6] = [
    Spot::Move(0, &[3, 4]),
    Spot::End(Some(0)),
    Spot::End(Some(1)),
    Spot::Move(1, &[WIN0, WIN0, WIN0, WIN0, WIN0, WIN0, WIN0, WIN1]),
    Spot::Move(1, &[5, 5]),
    Spot::Move(0, &[WIN1, WIN1, WIN1, WIN1, WIN1, WIN1, WIN1, WIN0]),
];

/// Seat 0 loses whatever it does: move 0 loses at once (seat 1 has one
/// winning reply among eight, so play-outs like it), move 1 three plies
/// later (seat 1, then seat 0, then seat 1's win; play-outs give it 1/2).
static TRAP_LOSS: [Spot; 7] = [
    Spot::Move(0, &[3, 4]),
    Spot::End(Some(0)),
    Spot::End(Some(1)),
    Spot::Move(1, &[WIN0, WIN0, WIN0, WIN0, WIN0, WIN0, WIN0, WIN1]),
    Spot::Move(1, &[5, 5]),
    Spot::Move(0, &[6, 6]),
    Spot::Move(1, &[WIN1, WIN0]),
];

fn solver(n: u32) -> MctsConfig<Table> {
    MctsConfig::iterations(n).with_solver(true)
}

#[test]
fn solver_plays_a_win_in_one_and_stops_searching() {
    for left in 2..=3u8 {
        let mut bot = MctsBot::new(MctsConfig::iterations(1000).with_solver(true), rng(u64::from(left)));
        let stats = bot.search(&Nim::new(left, 2)).expect("searched");
        assert_eq!(
            stats.best().map(|m| (m.mv, m.proof)),
            Some((left, Some(Proof::Win { plies: 0 })))
        );
        assert!(stats.iterations < 1000, "a proven root ends the search: {stats:?}");
    }
}

#[test]
fn solver_finds_and_plays_a_forced_win_in_three() {
    for seed in 0..20 {
        let mut bot = MctsBot::new(solver(300), rng(seed));
        let stats = bot.search(&Table::new(&TRAP_WIN)).expect("searched");
        let proofs: Vec<_> = stats.moves.iter().map(|m| m.proof).collect();
        assert_eq!(
            proofs,
            [Some(Proof::Loss { plies: 1 }), Some(Proof::Win { plies: 2 })],
            "seed {seed}"
        );
        assert_eq!(stats.best, 1, "seed {seed}");
        assert!(stats.iterations < 300, "seed {seed}: {}", stats.iterations);
    }
    // Without the solver a small budget falls for the trap at some seeds.
    let fooled = (0..20)
        .filter(|&seed| MctsBot::new(MctsConfig::iterations(30), rng(seed)).choose(&Table::new(&TRAP_WIN)) == Some(0))
        .count();
    assert!(fooled > 0);
}

#[test]
fn solver_finds_a_forced_win_in_nim() {
    // Five left: taking 1 leaves 4, every reply leaves a win in one.
    let mut bot = MctsBot::new(MctsConfig::iterations(2000).with_solver(true), rng(1));
    let stats = bot.search(&Nim::new(5, 2)).expect("searched");
    assert_eq!(
        stats.best().map(|m| (m.mv, m.proof)),
        Some((1, Some(Proof::Win { plies: 2 })))
    );
    assert!(
        stats
            .moves
            .iter()
            .skip(1)
            .all(|m| matches!(m.proof, Some(Proof::Loss { .. }))),
        "{stats:?}"
    );
}

#[test]
fn solver_delays_a_forced_loss() {
    for seed in 0..20 {
        let mut bot = MctsBot::new(solver(300), rng(seed));
        let stats = bot.search(&Table::new(&TRAP_LOSS)).expect("searched");
        let proofs: Vec<_> = stats.moves.iter().map(|m| m.proof).collect();
        assert_eq!(
            proofs,
            [Some(Proof::Loss { plies: 1 }), Some(Proof::Loss { plies: 3 })],
            "seed {seed}"
        );
        assert_eq!(stats.best, 1, "seed {seed}: the longest loss");
    }
    // Plain UCT prefers the quick loss that play-outs like.
    let plain = MctsBot::new(MctsConfig::iterations(300), rng(1)).choose(&Table::new(&TRAP_LOSS));
    assert_eq!(plain, Some(0));
}

#[test]
fn solver_proves_forced_wins_for_one_seat_of_three() {
    // Three seats, four left: whatever seat 0 takes, seat 1 takes the rest.
    let mut bot = MctsBot::new(MctsConfig::iterations(500).with_solver(true), rng(2));
    let stats = bot.search(&Nim::new(4, 3)).expect("searched");
    assert!(
        stats.moves.iter().all(|m| m.proof == Some(Proof::Loss { plies: 1 })),
        "{stats:?}"
    );
    for left in 1..=3u8 {
        let mut bot = MctsBot::new(MctsConfig::iterations(500).with_solver(true), rng(2));
        assert_eq!(bot.choose(&Nim::new(left, 3)), Some(left));
    }
}

#[test]
fn solver_stays_off_with_hidden_information_and_past_chance() {
    let guess = Guess {
        card: Some(2),
        named: None,
    };
    let on = MctsBot::new(MctsConfig::iterations(400).with_solver(true), rng(3)).search(&guess);
    let off = MctsBot::new(MctsConfig::iterations(400), rng(3)).search(&guess);
    assert_eq!(on, off);
    // Chance nodes are never proven: the gamble's roll stays unproven and
    // the search is the one without the solver.
    let on = MctsBot::new(MctsConfig::iterations(600).with_solver(true), rng(4)).search(&Gamble::Choose);
    let off = MctsBot::new(MctsConfig::iterations(600), rng(4)).search(&Gamble::Choose);
    assert_eq!(on, off);
    assert!(on.is_some_and(|s| s.moves.iter().all(|m| m.proof.is_none())));
}

#[test]
fn solver_changes_nothing_where_nothing_is_proven() {
    // Forty left: no terminal state within reach of 300 iterations' tree.
    for seats in 2..=3u8 {
        let s = Nim::new(40, seats);
        let on = MctsBot::new(MctsConfig::iterations(300).with_solver(true), rng(6)).search(&s);
        let off = MctsBot::new(MctsConfig::iterations(300), rng(6)).search(&s);
        assert_eq!(on, off, "{seats} seats");
    }
}

#[test]
fn the_default_search_is_unchanged() {
    // The statistics of today's default search (recorded before the solver
    // and progressive bias existed): new options must not move them.
    let summary = |stats: Option<SearchStats<u8>>| -> Vec<(u8, u64)> {
        stats.map_or_else(Vec::new, |s| s.moves.iter().map(|m| (m.mv, m.visits)).collect())
    };
    let nim = summary(MctsBot::new(MctsConfig::iterations(700), rng(8)).search(&Nim::new(13, 3)));
    let gamble = summary(MctsBot::new(MctsConfig::iterations(300).with_trees(2), rng(8)).search(&Gamble::Choose));
    let guess = Guess {
        card: Some(1),
        named: None,
    };
    let guess = summary(MctsBot::new(MctsConfig::iterations(300), rng(8)).search(&guess));
    let table = summary(MctsBot::new(MctsConfig::iterations(300), rng(8)).search(&Table::new(&TRAP_WIN)));
    assert_eq!(nim, GOLDEN_NIM);
    assert_eq!(gamble, GOLDEN_GAMBLE);
    assert_eq!(guess, GOLDEN_GUESS);
    assert_eq!(table, GOLDEN_TABLE);
}

/// Prefers taking three.
#[derive(Debug)]
struct TakeThree;
impl Knowledge<Nim> for TakeThree {
    fn prior(&self, _: &Nim, mv: &u8) -> f32 {
        if *mv == 3 { 1.0 } else { 0.0 }
    }
}

/// Knows Nim: leaving a multiple of four is good.
#[derive(Debug)]
struct NimTheory;
impl Knowledge<Nim> for NimTheory {
    fn prior(&self, s: &Nim, mv: &u8) -> f32 {
        if (s.left - mv.min(&s.left)).is_multiple_of(4) {
            1.0
        } else {
            f32::NAN
        }
    }
}

#[test]
fn priors_steer_the_search() {
    let s = Nim::new(41, 2);
    let visits = |w: f64| {
        let bot = MctsBot::new(MctsConfig::iterations(200).with_prior_weight(w), rng(5)).with_knowledge(TakeThree);
        let stats = { bot }.search(&s).expect("searched");
        (
            stats.moves.iter().find(|m| m.mv == 3).map_or(0, |m| m.visits),
            stats.best().map(|m| m.mv),
        )
    };
    let (plain, _) = visits(0.0);
    let (biased, best) = visits(20.0);
    assert!(biased > plain, "{biased} <= {plain}");
    assert_eq!(best, Some(3));
    // Weight 0 never reads the priors: the same search as without them.
    let with = MctsBot::new(MctsConfig::iterations(200), rng(5))
        .with_knowledge(TakeThree)
        .search(&s);
    let without = MctsBot::new(MctsConfig::iterations(200), rng(5)).search(&s);
    assert_eq!(with, without);
    // Good priors solve piles a small budget does not.
    for left in [21u8, 22, 23, 25, 26, 27] {
        let config = MctsConfig::iterations(60).with_prior_weight(5.0);
        let mut bot = MctsBot::new(config, rng(u64::from(left))).with_knowledge(NimTheory);
        assert_eq!(bot.choose(&Nim::new(left, 2)), Some(left % 4), "pile {left}");
    }
}

#[test]
fn solver_and_priors_replay_for_a_seed() {
    let run = |seed| {
        let config = MctsConfig::iterations(400)
            .with_solver(true)
            .with_prior_weight(2.0)
            .with_trees(2);
        MctsBot::new(config, rng(seed))
            .with_knowledge(NimTheory)
            .search(&Nim::new(17, 2))
    };
    assert_eq!(run(9), run(9));
    assert!(run(9).is_some_and(|s| s.iterations <= 400));
}

#[test]
fn solver_keeps_proofs_across_tree_reuse() {
    let mut bot = MctsBot::new(MctsConfig::iterations(3000).with_solver(true), rng(4));
    let s = Nim::new(9, 2);
    assert_eq!(bot.choose(&s), Some(1));
    let after = s.apply(&1).and_then(|t| t.apply(&2)).expect("legal");
    let stats = bot.search(&after).expect("searched");
    assert_eq!(
        stats.best().map(|m| (m.mv, m.proof.is_some())),
        Some((2, true)),
        "{stats:?}"
    );
}

/// Two seats take turns picking numbers from `0..12` (each at most once),
/// three each; the larger sum wins. Moves commute: the best move is the
/// largest number left, whenever it is played.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Pick {
    taken: u16,
    sums: [u8; 2],
    picks: u8,
}

impl Game for Pick {
    type Move = u8;
    type MoveList = crate::arrayvec::ArrayVec<u8, 12>;
    type Error = Refused;
    const INFO: GameInfo = GameInfo {
        name: "pick",
        title: "pick",
        min_seats: 2,
        max_seats: 2,
        chance: false,
        hidden_information: false,
    };
    fn num_seats(&self) -> usize {
        2
    }
    fn to_act(&self) -> Actor {
        if self.picks >= 6 {
            Actor::Terminal
        } else {
            Actor::Seat(Seat(self.picks % 2))
        }
    }
    fn legal_moves_into<S: crate::MoveSink<u8>>(&self, out: &mut S) {
        if self.picks < 6 {
            out.extend_moves((0..12).filter(|&k| self.taken & (1 << k) == 0));
        }
    }
    fn chance_outcomes(&self) -> Vec<(u8, Prob)> {
        Vec::new()
    }
    fn apply(&self, mv: &u8) -> Result<Self, Refused> {
        if self.picks >= 6 || *mv >= 12 || self.taken & (1 << mv) != 0 {
            return Err(Refused);
        }
        let mut next = self.clone();
        next.taken |= 1 << mv;
        if let Some(sum) = next.sums.get_mut(usize::from(self.picks % 2)) {
            *sum += mv;
        }
        next.picks += 1;
        Ok(next)
    }
    fn outcome(&self) -> Option<Outcome> {
        let [a, b] = self.sums;
        (self.picks >= 6).then(|| outcome((a != b).then_some(usize::from(b > a)), 2))
    }
}

impl Determinize for Pick {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self {
        self.clone()
    }
}

#[test]
fn rave_learns_faster_where_moves_commute() {
    let start = Pick {
        taken: 0,
        sums: [0, 0],
        picks: 0,
    };
    let best = |config: fn() -> MctsConfig<Pick>| {
        (0..20)
            .filter(|&seed| MctsBot::new(config(), rng(seed)).choose(&start) == Some(11))
            .count()
    };
    let plain = best(|| MctsConfig::iterations(60));
    let rave = best(|| MctsConfig::iterations(60).with_rave(50.0));
    // 4 and 10 of 20 seeds (the gap between the best pick and the next is
    // small: play-outs need many visits to tell them apart).
    assert!(rave >= 2 * plain && rave >= 10, "rave {rave}, plain {plain}");
}

#[test]
fn rave_replays_for_a_seed_and_off_changes_nothing() {
    let s = Nim::new(30, 3);
    let run = |k: f64| MctsBot::new(MctsConfig::iterations(300).with_rave(k).with_trees(2), rng(2)).search(&s);
    assert_eq!(run(20.0), run(20.0));
    for off in [0.0, -1.0, f64::NAN] {
        assert_eq!(
            run(off),
            MctsBot::new(MctsConfig::iterations(300).with_trees(2), rng(2)).search(&s)
        );
    }
}

/// `forced[w][left][turn]`: in Nim with `seats` seats, whether seat `w` can
/// force a win against every coalition from `left` with `turn` to act.
fn nim_forced(seats: usize, max: usize) -> Vec<Vec<Vec<bool>>> {
    let mut f = alloc::vec![alloc::vec![alloc::vec![false; seats]; max + 1]; seats];
    for left in 1..=max {
        for turn in 0..seats {
            let next = (turn + 1) % seats;
            for (w, fw) in f.iter_mut().enumerate() {
                let wins = |k: usize| {
                    let after = left - k;
                    if after == 0 { turn == w } else { fw[after][next] } // ok: after < left <= max
                };
                let moves = 1..=left.min(3);
                let forced = if turn == w {
                    moves.clone().any(wins)
                } else {
                    moves.clone().all(wins)
                };
                fw[left][turn] = forced; // ok: in range
            }
        }
    }
    f
}

proptest::proptest! {
    /// Every proof the solver reports is true: checked against Nim solved
    /// exactly, for two to four seats.
    #[test]
    fn solver_proofs_are_sound(
        left in 2u8..24,
        seats in 2u8..5,
        seed in proptest::prelude::any::<u64>(),
        budget in 1u32..3000,
    ) {
        let f = nim_forced(usize::from(seats), 24);
        let s = Nim::new(left, seats);
        let stats = MctsBot::new(MctsConfig::iterations(budget).with_solver(true), rng(seed))
            .search(&s)
            .ok_or_else(|| proptest::test_runner::TestCaseError::fail("no search"))?;
        let next = 1 % usize::from(seats);
        for m in &stats.moves {
            let after = usize::from(left - m.mv);
            let me_forced = after == 0 || f[0][after][next]; // ok: after <= 24
            let other_forced = after > 0 && (1..usize::from(seats)).any(|w| f[w][after][next]); // ok: w < seats
            match m.proof {
                Some(Proof::Win { .. }) => proptest::prop_assert!(me_forced, "{m:?}"),
                Some(Proof::Loss { .. }) => proptest::prop_assert!(other_forced, "{m:?}"),
                None => {}
            }
        }
    }
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
        solve in proptest::prelude::any::<bool>(),
        bias in 0.0f64..4.0,
        rave in 0.0f64..100.0,
    ) {
        let s = Nim::new(left, seats);
        let config = || {
            MctsConfig::iterations(budget)
                .with_trees(trees)
                .with_solver(solve)
                .with_prior_weight(bias)
                .with_rave(rave)
        };
        let a = MctsBot::new(config(), rng(seed)).with_knowledge(NimTheory).choose(&s);
        let b = MctsBot::new(config(), rng(seed)).with_knowledge(NimTheory).choose(&s);
        proptest::prop_assert_eq!(a, b);
        let mv = a.ok_or_else(|| proptest::test_runner::TestCaseError::fail("no move"))?;
        proptest::prop_assert!(s.apply(&mv).is_ok());
    }
}

const GOLDEN_NIM: [(u8, u64); 3] = [(1, 282), (2, 290), (3, 128)];
const GOLDEN_GAMBLE: [(u8, u64); 2] = [(0, 74), (1, 226)];
const GOLDEN_GUESS: [(u8, u64); 5] = [(0, 103), (1, 81), (2, 43), (3, 63), (4, 10)];
const GOLDEN_TABLE: [(u8, u64); 2] = [(0, 67), (1, 233)];

/// Plays out by always taking 1 (a deliberately poor policy): Nim play-outs
/// then alternate single takes, so the search is steered by the policy.
#[derive(Clone, Copy, Default)]
struct TakeOne;

impl Knowledge<Nim> for TakeOne {
    fn prior(&self, _: &Nim, mv: &u8) -> f32 {
        if *mv == 1 { 1.0 } else { 0.0 }
    }
    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &Nim, _: &mut R) -> Option<u8> {
        (state.left > 0).then_some(1)
    }
}

#[test]
fn guided_with_no_knowledge_searches_as_the_default_bot() {
    for left in 3..=12 {
        let state = Nim::new(left, 2);
        let mut plain = MctsBot::new(MctsConfig::iterations(300), rng(11));
        let mut guided = MctsBot::guided(MctsConfig::iterations(300), rng(11), UniformPrior);
        assert_eq!(plain.search(&state), guided.search(&state), "{left} left");
    }
}

#[test]
fn guided_play_outs_follow_the_knowledge() {
    // With every play-out taking 1, the value of a root move depends only
    // on the parity of what is left: the search sees the policy's world.
    let state = Nim::new(9, 2);
    let mut bot = MctsBot::guided(MctsConfig::iterations(200), rng(3), TakeOne);
    let stats = bot.search(&state).expect("a seat acts");
    let mut random = MctsBot::new(MctsConfig::iterations(200), rng(3));
    assert_ne!(Some(stats), random.search(&state));
}

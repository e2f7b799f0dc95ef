//! The guided search (MCTS with [`Heuristics`]' play-outs and priors, the
//! settings of `guided:N`): it completes a five and blocks the opponent's
//! (§5), never plays an illegal move, is deterministic for a seed, and
//! never peeks at a Mission card the seat cannot see (§8, X-R2).

use board_core::bots::{Bot, random_step};
use board_core::mcts::{MctsBot, MctsConfig, SearchSettings};
use board_core::{Game, Seat};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use xobrainer::{Config, Heuristics, MatchFormat, Move, Side, State, TimeBomb, Variants};

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn leaf(s: &State, seat: Seat) -> f64 {
    SearchSettings::leaf_value(s, seat)
}

/// What the facade's `guided_config::<State>(n)` builds (`guided:N`).
fn guided_config(n: u32) -> MctsConfig<State> {
    MctsConfig::iterations(n)
        .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, leaf)
        .with_exploration(State::GUIDED_EXPLORATION)
        .with_open_loop_chance(State::OPEN_LOOP_CHANCE)
        .with_prior_weight(State::GUIDED_PRIOR_WEIGHT)
        .with_rave(State::GUIDED_RAVE)
        .with_solver(State::GUIDED_SOLVER)
}

fn guided(n: u32, seed: u64) -> MctsBot<State, ChaCha8Rng, board_core::mcts::Guided<Heuristics>, Heuristics> {
    MctsBot::guided(guided_config(n), rng(seed), Heuristics)
}

fn state(text: &str) -> State {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{e:?}"))
}

/// One-round match, X to place a green X after 8 pieces each: X has X X x
/// X on row 6 (c6..f6), O blocks g6, so b6 makes five X shapes and wins;
/// O has four O shapes on row 1 (a1..d1) and makes five at e1 next unless
/// X blocks there. 80 legal moves, one wins.
const X_WINS_AT_B6: &str = "round,-,1v1,std,std OOOo6/10/4x4O/X9/9O/2XXxXO3/10/X8X/10/7o2 play XX \
                            15g5r:gggr:0g0r:0:-:- 5g15r:rrrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -";

#[test]
fn s5_guided_bot_completes_its_five_in_a_row() {
    let s = state(X_WINS_AT_B6);
    assert_eq!(s.legal_moves().len(), 80);
    for seed in 0..3 {
        let mut bot = guided(300, seed);
        assert_eq!(bot.choose(&s), Some(mv("b6")), "seed {seed}");
    }
}

/// One-round match, O to place a red O: X has four green X in a row on
/// row 6 (c6..f6), g6 is O's, so b6 makes five for X in shape and in colour
/// next turn; O has nothing on the board that threatens. Every O move but
/// b6 loses at once; after b6 the round goes on.
fn o_must_block_at_b6() -> State {
    let config = Config {
        format: MatchFormat::OneRound,
        ..Config::default()
    };
    let s = State::new(config).unwrap_or_else(|e| panic!("{e}"));
    let mut s = s.apply(&Move::Lot(Side::X)).unwrap_or_else(|e| panic!("{e}"));
    for m in ["c6", "g6", "d6", "a10", "e6", "j10", "j1", "a1", "f6"] {
        s = s.apply(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    s
}

#[test]
fn s5_the_block_position_is_a_forced_loss_but_for_b6() {
    let s = o_must_block_at_b6();
    assert_eq!(s.side_to_move(), Side::O);
    let x_wins_next = s
        .legal_moves()
        .into_iter()
        .filter(|m| {
            let after = s.apply(m).unwrap_or_else(|e| panic!("{e}"));
            after.apply(&mv("b6")).is_ok_and(|n| n.winner() == Some(Side::X))
        })
        .count();
    assert_eq!(x_wins_next, s.legal_moves().len() - 1, "only b6 defends");
    // The play-out policy and the priors see it (the search's own
    // statistics need the solver: see the test below).
    use board_core::mcts::Knowledge;
    assert_eq!(Heuristics.prior(&s, &mv("b6")), Heuristics::BLOCK);
    assert_eq!(Heuristics.playout_move(&s, &mut rng(1)), Some(mv("b6")));
}

/// Forced-loss defence in the tree: the MCTS-Solver runs in configs that
/// hide nothing (board-core asks `Determinize::may_hide_information`, which
/// XOBrainer answers per config), so every move but the block is proven
/// lost after a couple of visits. Without proofs each O move would be
/// valued by play-outs under X's replies tried one by one, and the block's
/// edge would show only after about 80 x 80 iterations.
#[test]
fn s5_guided_bot_blocks_the_opponents_immediate_five() {
    let s = o_must_block_at_b6();
    for seed in 0..3 {
        let mut bot = guided(300, seed);
        assert_eq!(bot.choose(&s), Some(mv("b6")), "seed {seed}");
    }
}

fn configs() -> Vec<Config> {
    let one = |v: Variants| Config {
        format: MatchFormat::OneRound,
        variants: v,
        ..Config::default()
    };
    vec![
        one(Variants::default()),
        Config::default(),
        one(Variants {
            random: true,
            mission: true,
            ..Variants::default()
        }),
        one(Variants {
            map: true,
            time_bomb: Some(TimeBomb::Secs10),
            ..Variants::default()
        }),
        Config {
            team_sizes: xobrainer::BySide::from_fn(|s| if s == Side::X { 2 } else { 3 }),
            variants: Variants {
                mission: true,
                ..Variants::default()
            },
            ..Config::default()
        },
    ]
}

/// Positions of seeded random games where a seat acts: every `every`-th.
fn positions(initial: &State, count: usize, every: u64, seed: u64) -> Vec<State> {
    let mut out = Vec::new();
    let mut r = rng(seed);
    let mut s = initial.clone();
    let mut k = 0u64;
    while out.len() < count {
        if s.to_act().seat().is_some() {
            if k.is_multiple_of(every) {
                out.push(s.clone());
            }
            k += 1;
        }
        if random_step(&mut s, &mut r).is_none() {
            s = initial.clone();
        }
    }
    out
}

#[test]
fn s4_s7_guided_bot_never_plays_an_illegal_move_over_seeded_positions() {
    // Issue 30: thousands of seeded positions (1,000 at scale 1).
    let per_config = 200 * board_core::testkit::test_scale::<usize>();
    for (c, config) in configs().into_iter().enumerate() {
        let initial = State::new(config).unwrap_or_else(|e| panic!("{e}"));
        for (i, p) in positions(&initial, per_config, 3, c as u64).iter().enumerate() {
            let budget = [1, 2, 5, 16, 40][i % 5];
            let mut bot = guided(budget, i as u64);
            let m = bot.choose(p).unwrap_or_else(|| panic!("a seat acts in {p}"));
            assert!(p.legal_moves().contains(&m), "{p}: {m} is not legal");
            assert!(p.apply(&m).is_ok());
        }
    }
}

#[test]
fn guided_bot_is_deterministic_for_a_seed() {
    let initial = State::new(configs().swap_remove(2)).unwrap_or_else(|e| panic!("{e}"));
    for (i, p) in positions(&initial, 6, 7, 11).iter().enumerate() {
        let (mut a, mut b) = (guided(200, i as u64), guided(200, i as u64));
        assert_eq!(a.choose(p), b.choose(p));
        assert_eq!(a.last_search(), b.last_search());
    }
}

/// §8, X-R2: two states that differ only in the opponent's Mission card
/// (which the seat to act cannot see) give the same move and the same
/// search statistics for the same seed: the search draws the hidden card
/// only from what the seat can know.
#[test]
fn s8_x_r2_guided_bot_gives_the_same_search_whatever_the_hidden_mission_card() {
    // Two rounds, most points wins: the Mission bonus (§7) can decide the
    // match, so a search that read the hidden card would value moves
    // differently (one round would not do: the round's winner wins it
    // whatever the bonus).
    let config = Config {
        format: MatchFormat::Rounds(2),
        variants: Variants {
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let start = State::new(config).unwrap_or_else(|e| panic!("{e}"));
    let play = |s: State, m: Move| s.apply(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
    let mut compared = 0;
    for (mine, theirs) in [(3u8, [7u8, 12, 20]), (0, [1, 2, 24]), (15, [4, 9, 16])] {
        // X to act; O's Mission card is one of `theirs`.
        let states: Vec<State> = theirs
            .iter()
            .map(|&t| {
                let s = play(start.clone(), Move::Lot(Side::X));
                let s = play(s, Move::MissionCard(Seat(0), mine));
                let s = play(s, Move::MissionCard(Seat(1), t));
                let s = play(s, mv("e5"));
                let s = play(s, mv("f6"));
                play(s, mv("d4"))
            })
            .map(|s| play(s, mv("g7")))
            .collect();
        let view = board_core::Observe::view(&states[0], Seat(0));
        for s in &states {
            assert_eq!(board_core::Observe::view(s, Seat(0)), view);
            assert_eq!(s.mission_of(Seat(0)), Some(mine));
        }
        for seed in 0..2 {
            let runs: Vec<_> = states
                .iter()
                .map(|s| {
                    let mut bot = guided(300, seed);
                    let m = bot.choose(s);
                    (m, bot.last_search().cloned())
                })
                .collect();
            for r in &runs[1..] {
                assert_eq!(r, &runs[0], "mine {mine} seed {seed}");
            }
            compared += 1;
        }
    }
    assert_eq!(compared, 6);
}

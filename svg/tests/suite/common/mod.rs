//! Seeded positions of every game, shared by the SVG tests.
#![allow(dead_code)]

use board_core::testkit::rng;
use board_core::{Actor, Game};

pub fn scale() -> u64 {
    board_core::testkit::test_scale()
}

/// One position of a seeded game: the state, the state before it and the
/// move that led to it.
pub struct Position<G: Game> {
    pub state: G,
    pub before: Option<(G, G::Move)>,
}

/// The positions of `games` seeded random games from `start` (chance by its
/// probabilities, seats uniformly), every `every`-th ply up to `max_plies`,
/// always including the last position reached.
pub fn positions<G: Game>(start: &G, seeds: std::ops::Range<u64>, every: usize, max_plies: usize) -> Vec<Position<G>> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut r = rng(seed);
        let mut s = start.clone();
        let mut before = None;
        for ply in 0..max_plies {
            if ply % every.max(1) == 0 {
                out.push(Position {
                    state: s.clone(),
                    before: before.clone(),
                });
            }
            let mv = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => s.sample_chance(&mut r),
                Actor::Seat(_) => s.random_move(&mut r),
            };
            let Some(mv) = mv else { break };
            let Ok(next) = s.apply(&mv) else { break };
            before = Some((std::mem::replace(&mut s, next), mv));
        }
        out.push(Position { state: s, before });
    }
    out
}

pub fn xobrainer_configs() -> Vec<xobrainer::Config> {
    use xobrainer::{BySide, Config, MatchFormat, Variants};
    let all = Variants {
        map: true,
        mission: true,
        random: true,
        ..Variants::default()
    };
    let small = xobrainer::Layout::from_table(
        &[
            [1u8, 1, 2, 1, 1, 1, 1],
            [1, 2, 3, 2, 1, 1, 1],
            [1, 2, 4, 2, 1, 6, 1],
            [1, 1, 2, 1, 1, 1, 1],
            [5, 1, 1, 1, 1, 1, 1],
            [1, 1, 1, 1, 1, 1, 2],
        ],
        &[(0, 0), (1, 5), (4, 2), (5, 6)],
    )
    .expect("a valid 6 x 7 layout");
    vec![
        Config {
            format: MatchFormat::OneRound,
            ..Config::default()
        },
        Config {
            format: MatchFormat::Rounds(2),
            variants: Variants {
                mission: true,
                ..Variants::default()
            },
            ..Config::default()
        },
        Config {
            format: MatchFormat::Rounds(2),
            variants: all,
            team_sizes: BySide([2, 3]),
            ..Config::default()
        },
        Config {
            layout: small,
            format: MatchFormat::Rounds(3),
            ..Config::default()
        },
    ]
}

pub fn oduludo_configs() -> Vec<oduludo::Config> {
    use oduludo::{Config, Layout};
    let mut short = Config::with_players(3);
    short.layout = Layout::parse("M:.*S.O.U.LSJ/4b").expect("a valid layout");
    let mut junction50 = Config::with_players(2);
    junction50.layout = Layout::JUNCTION_50;
    let mut one_sun = Config::team();
    one_sun.layout = Layout::ONE_SUN;
    vec![
        Config::with_players(2),
        Config::with_players(4),
        short,
        junction50,
        one_sun,
        Config::last_pawn(3),
    ]
}

pub fn numseq_configs() -> Vec<numseq::Config> {
    vec![
        numseq::Config::default(),
        numseq::Config::with_players(3),
        numseq::Config::with_players(4),
        numseq::Config::with_players(6),
    ]
}

pub fn deblockle_configs() -> Vec<deblockle::Config> {
    use deblockle::{Config, SetupMode, Side};
    vec![
        Config::default(),
        Config {
            setup: SetupMode::Random,
            first: Side::North,
            ..Config::default()
        },
        Config {
            south_blocks: 2,
            north_blocks: 3,
            max_turns: Some(60),
            ..Config::default()
        },
    ]
}

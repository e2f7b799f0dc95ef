//! Whole seeded matches rendered as text: moves in notation (placements as
//! `piece@square`, chance outcomes in brackets), the board at every round's
//! end, and the result.

use std::fmt::Write;

use board_core::Game;
use board_core::testkit::{random_playout, rng};
use xobrainer::*;

fn render(start: &State, seed: u64) -> String {
    let p = random_playout(start, &mut rng(seed), 5000);
    assert!(!p.truncated);
    let mut out = String::new();
    writeln!(out, "seed {seed}\nstart: {start}").unwrap();
    let mut s = start.clone();
    let mut line: Vec<String> = Vec::new();
    let mut round = 1;
    let flush = |out: &mut String, line: &mut Vec<String>| {
        if !line.is_empty() {
            writeln!(out, "  {}", line.join(" ")).unwrap();
            line.clear();
        }
    };
    writeln!(out, "== round 1").unwrap();
    for m in &p.moves {
        if s.phase() == Phase::RoundOver {
            round += 1;
            writeln!(out, "== round {round}").unwrap();
        }
        let label = match m {
            Move::Place(c) => format!("{}@{c}", s.next_piece().unwrap()),
            Move::Timeout | Move::Pass => format!("{}:{m}", s.side_to_move()),
            Move::NextRound => "next".to_string(),
            _ => format!("[{m}]"),
        };
        line.push(label);
        s = s.apply(m).unwrap();
        if line.len() == 10 {
            flush(&mut out, &mut line);
        }
        if matches!(s.phase(), Phase::RoundOver | Phase::GameOver) {
            flush(&mut out, &mut line);
            out.push_str(&s.picture());
        }
    }
    writeln!(out, "outcome: {}", s.outcome().unwrap()).unwrap();
    writeln!(out, "final: {s}").unwrap();
    out
}

#[test]
fn plain_best_of_five() {
    let s = State::new(Config::default()).unwrap();
    insta::assert_snapshot!(render(&s, 3));
}

#[test]
fn random_and_mission_first_to_30_points() {
    let cfg = Config {
        format: MatchFormat::Points(30),
        variants: Variants {
            random: true,
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    insta::assert_snapshot!(render(&State::new(cfg).unwrap(), 7));
}

#[test]
fn map_and_timebomb_two_rounds_two_v_one() {
    let cfg = Config {
        format: MatchFormat::Rounds(2),
        variants: Variants {
            map: true,
            time_bomb: Some(TimeBomb::Secs20),
            ..Variants::default()
        },
        team_sizes: BySide([2, 1]),
        ..Config::default()
    };
    insta::assert_snapshot!(render(&State::new(cfg).unwrap(), 11));
}

/// Rules revision 2: a 16 x 16 board (X-R4), Map and per-player Mission
/// cards from one deck (X-R1, X-R2), a team of two against one.
#[test]
fn revision2_16_by_16_map_and_mission_two_v_one() {
    let rows: Vec<Vec<u8>> = (0..16u8)
        .map(|r| (0..16u8).map(|c| r.min(c).min(15 - r).min(15 - c) / 2 + 1).collect())
        .collect();
    let layout = Layout::from_table(&rows, &[(2, 2), (2, 7), (7, 2), (7, 7)]).unwrap();
    let cfg = Config {
        layout,
        format: MatchFormat::OneRound,
        variants: Variants {
            map: true,
            mission: true,
            ..Variants::default()
        },
        team_sizes: BySide([2, 1]),
        ..Config::default()
    };
    insta::assert_snapshot!(render(&State::new(cfg).unwrap(), 5));
}

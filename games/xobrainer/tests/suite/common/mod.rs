//! Scenario helpers shared by the integration tests.
#![allow(dead_code)]

use board_core::Game;
use xobrainer::{Colour, Move, Piece, Side, State, supply};

/// A move from its notation.
pub fn mv(s: &str) -> Move {
    s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Applies moves given in notation, panicking with the reason on refusal.
pub fn play(s: &State, moves: &str) -> State {
    let mut s = s.clone();
    for m in moves.split_whitespace() {
        s = s.apply(&mv(m)).unwrap_or_else(|e| panic!("{m}: {e}\n{}", s.picture()));
    }
    s
}

/// A hand-set position in a running round, reachable by the rules (the
/// notation refuses any other).
///
/// `config` is the notation's config field; it must include `random` so the
/// line-ups may hold any colours (the line rules do not depend on the
/// line-up mode). `rows` use `.` for empty squares and the piece codes `X`
/// green X, `x` red X, `O` red O, `o` green O. The turns alternate, so the
/// sides' piece counts differ by at most one: the round's starter is the
/// side that placed more, or with equal counts the side to move. `lineups`
/// are the next pieces (`g`/`r`, next first) of X and O; each is extended
/// with the side's main colour to the rest of its draw of four (Random
/// draws 4 at a time, spec §2). Bags hold the rest of the supply. In teams
/// each side's member to act follows from its turns (E3).
pub fn scenario(config: &str, rows: &[&str], turn: Side, lineups: [&str; 2], missions: [Option<u8>; 2]) -> State {
    let board: Vec<String> = rows
        .iter()
        .map(|r| {
            let mut out = String::new();
            let mut run = 0;
            for ch in r.chars() {
                if ch == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        out += &run.to_string();
                        run = 0;
                    }
                    out.push(ch);
                }
            }
            if run > 0 {
                out += &run.to_string();
            }
            out
        })
        .collect();
    let count = |p: Piece| rows.iter().flat_map(|r| r.chars()).filter(|&c| c == p.code()).count() as i32;
    let placed = |side: Side| count(Piece::new(side, Colour::Green)) + count(Piece::new(side, Colour::Red));
    let (px, po) = (placed(Side::X), placed(Side::O));
    let starter = match (turn, px - po) {
        (_, 0) => turn,
        (Side::O, 1) => Side::X,
        (Side::X, -1) => Side::O,
        _ => panic!("unreachable scenario: {turn} to move after {px} X and {po} O pieces (turns alternate)"),
    };
    let teams: Vec<usize> = config
        .split(',')
        .nth(2)
        .and_then(|t| t.split_once('v'))
        .map(|(a, b)| vec![a.parse().unwrap(), b.parse().unwrap()])
        .unwrap_or_else(|| vec![1, 1]);
    let side_token = |side: Side, lineup: &str, mission: Option<u8>| {
        let used = placed(side);
        let mut lineup = lineup.to_string();
        while (used + lineup.len() as i32) % 4 != 0 {
            lineup.push(side.main().letter());
        }
        assert!(
            lineup.len() <= 4,
            "{side}: line-up {lineup} after {used} pieces is not the rest of a draw of 4"
        );
        let mut bag = [0i32; 2];
        for (k, c) in [Colour::Green, Colour::Red].into_iter().enumerate() {
            let in_lineup = lineup.chars().filter(|&x| x == c.letter()).count() as i32;
            bag[k] = supply(side, c) as i32 - count(Piece::new(side, c)) - in_lineup;
            assert!(bag[k] >= 0, "too many {side} {c} pieces");
        }
        let lu = if lineup.is_empty() { "-" } else { &lineup };
        let m = mission.map_or("-".to_string(), |m| m.to_string());
        let member = used as usize % teams[side.index()];
        format!("{}g{}r:{lu}:0g0r:{member}:-:{m}", bag[0], bag[1])
    };
    let text = format!(
        "{config} {} play {turn}{starter} {} {} 0-0:0-0:0-0:0-0:0 -",
        board.join("/"),
        side_token(Side::X, lineups[0], missions[0]),
        side_token(Side::O, lineups[1], missions[1]),
    );
    text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// An empty 10 x 10 row.
pub const E: &str = "..........";

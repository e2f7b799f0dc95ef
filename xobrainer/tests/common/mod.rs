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

/// A hand-set position in a running round.
///
/// `config` is the notation's config field; it must include `random` so the
/// line-ups may hold any colours (the line rules do not depend on the
/// line-up mode). `rows` use `.` for empty squares and the piece codes `X`
/// green X, `x` red X, `O` red O, `o` green O. `lineups` are the waiting
/// pieces (`g`/`r`, next first) of X and O; bags hold the rest of the supply.
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
    let side_token = |side: Side, lineup: &str, mission: Option<u8>| {
        let mut bag = [0i32; 2];
        for (k, c) in [Colour::Green, Colour::Red].into_iter().enumerate() {
            let in_lineup = lineup.chars().filter(|&x| x == c.letter()).count() as i32;
            bag[k] = supply(side, c) as i32 - count(Piece::new(side, c)) - in_lineup;
            assert!(bag[k] >= 0, "too many {side} {c} pieces");
        }
        let lu = if lineup.is_empty() { "-" } else { lineup };
        let m = mission.map_or("-".to_string(), |m| m.to_string());
        format!("{}g{}r:{lu}:0g0r:0:-:{m}", bag[0], bag[1])
    };
    let text = format!(
        "{config} {} play {turn}{turn} {} {} 0-0:0-0:0-0:0-0:0 -",
        board.join("/"),
        side_token(Side::X, lineups[0], missions[0]),
        side_token(Side::O, lineups[1], missions[1]),
    );
    text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// An empty 10 x 10 row.
pub const E: &str = "..........";

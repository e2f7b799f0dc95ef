//! Helpers for hand-set scenarios.
#![allow(dead_code)]

use deblockle::{Dir, Face, Move, Orientation, Square, State};

/// A square from its name.
pub fn sq(s: &str) -> Square {
    let mut c = s.chars();
    Square::from_chars(c.next().unwrap(), c.next().unwrap()).unwrap()
}

/// Some orientation whose tip towards `dir` brings `face` up.
pub fn tipping(dir: Dir, face: Face) -> Orientation {
    *Orientation::ALL.iter().find(|o| o.tip(dir).top() == face).unwrap()
}

/// An orientation from its two letters (top, north).
pub fn or(s: &str) -> Orientation {
    s.parse().unwrap()
}

const DEFAULTS: [(&str, &str); 8] = [
    ("blocks", "4/4"),
    ("setup", "standard"),
    ("first", "S"),
    ("sbs", "allowed"),
    ("d1", "illegal"),
    ("d2", "unblocked"),
    ("d3", "any"),
    ("max", "none"),
];

/// A state in play: `blocks` as (owner+square, orientation) e.g. `("Sc3", o)`,
/// `to_move` `"S"`/`"N"`, `opts` overriding config entries (`"blocks=1/1 sbs=forbidden"`).
/// The turn count is the number of removed blocks (the least possible). At
/// turn 0 the side to move is the first player (E4), so `first` defaults to
/// `to_move` there.
pub fn state(blocks: &[(&str, Orientation)], to_move: &str, opts: &str) -> State {
    try_state(blocks, to_move, opts).unwrap()
}

/// As [`state`], returning the parse error.
pub fn try_state(
    blocks: &[(&str, Orientation)],
    to_move: &str,
    opts: &str,
) -> Result<State, deblockle::ParseStateError> {
    let mut toks: Vec<(usize, String)> = blocks
        .iter()
        .map(|(s, o)| (sq(&s[1..]).index(), format!("{s}{o}")))
        .collect();
    toks.sort();
    let list: Vec<String> = toks.into_iter().map(|(_, t)| t).collect();
    let list = if list.is_empty() {
        "-".to_string()
    } else {
        list.join(",")
    };
    let mut cfg: Vec<(String, String)> = DEFAULTS.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    for w in opts.split_whitespace() {
        let (k, v) = w.split_once('=').unwrap();
        cfg.iter_mut().find(|(x, _)| x == k).unwrap().1 = v.to_string();
    }
    // Blocks missing from the board were removed, one per turn at least.
    let configured: u32 = cfg
        .iter()
        .find(|(k, _)| k == "blocks")
        .map(|(_, v)| v.split('/').map(|n| n.parse::<u32>().unwrap_or(0)).sum())
        .unwrap_or(0);
    let turns = configured.saturating_sub(blocks.len() as u32);
    if turns == 0 && !opts.split_whitespace().any(|w| w.starts_with("first=")) {
        cfg.iter_mut().find(|(k, _)| k == "first").unwrap().1 = to_move.to_string();
    }
    let cfg: Vec<String> = cfg.into_iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!("{list} {to_move} t{turns} play {}", cfg.join(" ")).parse()
}

/// The legal moves' notations, sorted.
pub fn moves(s: &State) -> Vec<String> {
    let mut v: Vec<String> = s.moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// The legal moves tipping the block on `from` towards `dir`, sorted.
pub fn tips(s: &State, from: &str, dir: char) -> Vec<String> {
    let prefix = format!("{from}{dir}");
    moves(s).into_iter().filter(|m| m.starts_with(&prefix)).collect()
}

/// The destinations of the legal moves tipping `from` towards `dir`, sorted.
pub fn dests(s: &State, from: &str, dir: char) -> Vec<String> {
    tips(s, from, dir).into_iter().map(|m| m[4..].to_string()).collect()
}

/// Parses a move.
pub fn mv(s: &str) -> Move {
    s.parse().unwrap()
}

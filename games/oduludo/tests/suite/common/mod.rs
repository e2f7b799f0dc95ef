//! Shared helpers: hand-set positions via the state notation.
#![allow(dead_code)]

use board_core::Game;
use oduludo::*;

/// A position of `cfg`: `pawns` lists some colours as `G:K,Q,S,S,S` (others
/// stay on their spaceships), `phase` in notation, `fields` overrides such
/// as `t=B d=4`.
pub fn pos(cfg: Config, pawns: &str, phase: &str, fields: &str) -> State {
    let st: String = Colour::ALL
        .iter()
        .map(|c| if cfg.colours.contains(*c) { 'a' } else { '-' })
        .collect();
    let pc: Vec<&str> = Colour::ALL
        .iter()
        .map(|c| if cfg.colours.contains(*c) { "5" } else { "0" })
        .collect();
    let pc = pc.join(",");
    let mut kv: Vec<(String, String)> = [
        ("t", "G"),
        ("s", "G"),
        ("d", "0"),
        ("x", "0"),
        ("y", "0"),
        ("z", "0"),
        ("m", "0,0,0,0"),
        ("u", "0"),
        ("st", st.as_str()),
        ("w", "-"),
        ("l", "-"),
        ("e", "-"),
        ("n", "1"),
        ("rs", "0,0,0,0"),
        ("tt", "0,0,0,0"),
        ("rw", "0,0,0,0"),
        ("pc", pc.as_str()),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    for tok in fields.split_whitespace() {
        let (k, v) = tok.split_once('=').unwrap();
        kv.iter_mut().find(|(x, _)| x == k).unwrap().1 = v.to_string();
    }
    if !fields.split_whitespace().any(|t| t.starts_with("m=")) {
        // The must-move flags the rules give the players not to move (their
        // free pawns on an opponent's Moon at the end of their last turn).
        let get = |k: &str| kv.iter().find(|(x, _)| x == k).unwrap().1.clone();
        let (turn, st) = (get("t"), get("st"));
        let flags: Vec<String> = Colour::ALL
            .iter()
            .map(|&c| {
                let active = st.chars().nth(c.index()) == Some('a');
                let list = pawns
                    .split_whitespace()
                    .find_map(|t| t.strip_prefix(&format!("{}:", c.letter())));
                let mut m = 0u8;
                if let (Some(list), true, false) = (list, active, turn.starts_with(c.letter())) {
                    for (i, item) in list.split(',').enumerate() {
                        let moon = (0..4).find(|&o| item == format!("r{}", 13 * o));
                        if let Some(o) = moon.and_then(Colour::from_index) {
                            let mates = o == c || cfg.mode == Mode::Team && o == c.partner();
                            // O-R10: only while the Moon's owner is in the round.
                            let owner_in = st.chars().nth(o.index()) == Some('a');
                            if cfg.colours.contains(o) && !mates && owner_in {
                                m |= 1 << i;
                            }
                        }
                    }
                }
                m.to_string()
            })
            .collect();
        kv.iter_mut().find(|(x, _)| x == "m").unwrap().1 = flags.join(",");
    }
    let mut ps = String::new();
    for c in cfg.colours.iter() {
        let given = pawns
            .split_whitespace()
            .find(|t| t.starts_with(&format!("{}:", c.letter())))
            .map(str::to_string)
            .unwrap_or_else(|| format!("{}:H,H,H,H,H", c.letter()));
        ps.push(' ');
        ps.push_str(&given);
    }
    let f: Vec<String> = kv.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let text = format!("{cfg} ;{ps} ; {phase} ; {}", f.join(" "));
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Applies a move in notation, panicking with the reason if refused.
pub fn go(s: &State, m: &str) -> State {
    let mv: Move = m.parse().unwrap();
    s.apply(&mv).unwrap_or_else(|e| panic!("{m} refused: {e}\n{s}"))
}

/// The error of a refused move.
pub fn err(s: &State, m: &str) -> MoveError {
    let mv: Move = m.parse().unwrap();
    match s.apply(&mv) {
        Ok(n) => panic!("{m} accepted: {n}"),
        Err(e) => e,
    }
}

/// The legal moves in notation.
pub fn legal(s: &State) -> Vec<String> {
    s.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Where pawn `i` of `c` is.
pub fn at(s: &State, c: Colour, i: usize) -> Loc {
    s.pawn(c, i).unwrap().loc
}

/// Pawn `i` of `c`.
pub fn pawn(s: &State, c: Colour, i: usize) -> Pawn {
    s.pawn(c, i).unwrap()
}

pub const G: Colour = Colour::Green;
pub const R: Colour = Colour::Red;
pub const B: Colour = Colour::Blue;
pub const P: Colour = Colour::Purple;

pub fn two() -> Config {
    Config::with_players(2)
}

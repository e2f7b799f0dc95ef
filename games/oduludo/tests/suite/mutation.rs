//! Field mutation: reachable states from seeded games, every field
//! of their notation (and of their JSON) mutated in many ways. Each mutant
//! is either refused with a typed error, or it is valid, prints back to the
//! very text (one spelling), and plays on: random legal moves to the end or
//! a cap, with `validate` passing and the notation round-tripping after
//! every move (and `apply`'s own debug assertion checking each result).
//!
//! `TABLETOP_TEST_SCALE` multiplies the number of sampled states.

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::{TestRng, rng};
use board_core::{Actor, Game};
use oduludo::*;

fn scale() -> u64 {
    board_core::testkit::test_scale()
}

/// A config from `seed`: player count, colours, mode, layout and knobs vary.
fn config(seed: u64) -> Config {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D_4C95_7F2D;
    let mut pick = |n: u64| {
        x ^= x >> 29;
        x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x ^= x >> 32;
        x % n
    };
    let mode = pick(3);
    let mut cfg = match mode {
        0 => Config::with_players(2 + pick(3) as usize),
        1 => Config::last_pawn(2 + pick(3) as usize),
        _ => Config::team(),
    };
    if mode != 2 {
        let n = cfg.colours.len() as u32;
        let sets: Vec<u8> = (0u8..16).filter(|m| m.count_ones() == n).collect();
        cfg.colours = ColourSet(sets[pick(sets.len() as u64) as usize]);
    }
    cfg.layout = [Layout::DEFAULT, Layout::ONE_SUN, Layout::JUNCTION_50, Layout::V1][pick(4) as usize];
    cfg.roll_rule = [RollRule::MustUse, RollRule::MayPass][pick(2) as usize];
    cfg.ufo_rule = [UfoRule::OncePerRound, UfoRule::OncePerTurnCycle][pick(2) as usize];
    cfg.stack_rule = [
        StackRule::NoTakingLarger,
        StackRule::AnyTakesAny,
        StackRule::LargerSendsAttackerBack,
    ][pick(3) as usize];
    cfg.prisoner_rule = [PrisonerRule::PassToCaptor, PrisonerRule::GoHome][pick(2) as usize];
    cfg.standard_end = [StandardEnd::FirstFinisher, StandardEnd::ContinueToLoser][pick(2) as usize];
    cfg.six_rule = [SixRule::Unlimited, SixRule::ThirdSixEndsTurn][pick(2) as usize];
    cfg.bonus_rule = [BonusRule::NoBonus, BonusRule::CaptureAndEarth][pick(2) as usize];
    cfg
}

fn step(s: &State, r: &mut TestRng) -> Option<Move> {
    match s.to_act() {
        Actor::Terminal => None,
        Actor::Chance => sample_chance(s, r).ok().flatten(),
        Actor::Seat(_) => {
            let l = s.legal_moves();
            uniform_index(l.len(), r).map(|i| l[i])
        }
    }
}

/// States along seeded games: a few per game, at varied plies, with the
/// rarer phases (captures, Sun choices, ODULUDO offers, round ends) kept.
fn samples() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..8 * scale() {
        let cfg = config(seed);
        let mut r = rng(seed ^ 0xABCD);
        let mut s = State::new(cfg).unwrap();
        out.push(s);
        let mut rare_seen = 0;
        for ply in 0..6_000 {
            let Some(m) = step(&s, &mut r) else { break };
            s = s.apply(&m).unwrap();
            let rare = !matches!(s.phase(), Phase::Roll | Phase::Move);
            if ply % 797 == 5 || rare && ply % 11 == 0 && rare_seen < 3 {
                rare_seen += usize::from(rare);
                out.push(s);
            }
        }
        out.push(s);
    }
    out
}

/// Plays random moves from `start` to the end or `cap` plies (board-core's
/// `testkit::play_on`, drawing as `step` does): every state validates and
/// round-trips through the notation (and serde), a terminal one has no
/// moves and an outcome, a live one has a move, and each move chosen is
/// accepted.
fn plays_on(start: &State, seed: u64, cap: usize, what: &str) {
    #[cfg(feature = "serde")]
    let trip: Option<board_core::testkit::RoundTrip<State>> = Some(board_core::testkit::json_round_trip);
    #[cfg(not(feature = "serde"))]
    let trip = None;
    if let Err(e) = board_core::testkit::play_on(start, &mut rng(seed), cap, trip) {
        panic!("{what}: {e}");
    }
}

const NUMBER_VALUES: [&str; 9] = ["0", "1", "2", "5", "6", "16", "255", "65535", "2147483647"];
const SWAPS: [(&str, &str); 16] = [
    ("G", "R"),
    ("R", "B"),
    ("B", "P"),
    ("P", "G"),
    ("H", "E"),
    ("E", "X"),
    ("X", "H"),
    ("a", "f"),
    ("f", "e"),
    ("e", "-"),
    ("-", "a"),
    ("r", "p"),
    ("0", "1"),
    ("1", "0"),
    ("std", "last"),
    ("last", "team"),
];

/// Mutations of one token: numbers +-1, 0, max and other values, letters
/// swapped, list items swapped, dropped and duplicated, other phases.
fn token_mutants(tok: &str) -> Vec<String> {
    let mut v = Vec::new();
    // Every maximal digit run (with an optional '-') gets other values.
    let bytes = tok.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() {
            let start = if i > 0 && bytes[i - 1] == b'-' { i - 1 } else { i };
            let mut end = i;
            while end < bytes.len() && bytes[end].is_ascii_digit() {
                end += 1;
            }
            let n: i64 = tok[start..end].parse().unwrap_or(0);
            let mut values: Vec<String> = NUMBER_VALUES.iter().map(|x| x.to_string()).collect();
            values.extend([n + 1, n - 1, n + 10, n - 10, n + 40, -n, n * 2].map(|x| x.to_string()));
            for val in values {
                v.push(format!("{}{val}{}", &tok[..start], &tok[end..]));
            }
            i = end;
        } else {
            i += 1;
        }
    }
    for (a, b) in SWAPS {
        if tok.contains(a) {
            v.push(tok.replacen(a, b, 1));
            v.push(tok.replace(a, b));
        }
    }
    // Lists: after '=' or ':' the comma-separated items.
    let (head, list) = match tok.find(['=', ':']) {
        Some(k) => tok.split_at(k + 1),
        None => ("", tok),
    };
    let items: Vec<&str> = list.split(',').collect();
    if items.len() > 1 {
        for a in 0..items.len() {
            let mut dropped = items.clone();
            dropped.remove(a);
            v.push(format!("{head}{}", dropped.join(",")));
            let mut dup = items.clone();
            dup.insert(a, items[a]);
            v.push(format!("{head}{}", dup.join(",")));
            for b in a + 1..items.len() {
                let mut sw = items.clone();
                sw.swap(a, b);
                v.push(format!("{head}{}", sw.join(",")));
            }
            for other in [
                "H", "E", "X", "r0", "r13", "r26", "r39", "r6", "r4", "r9", "pG4", "pB0", "E*G", "r20*R",
            ] {
                let mut rep = items.clone();
                rep[a] = other;
                v.push(format!("{head}{}", rep.join(",")));
            }
        }
    }
    v
}

const PHASES: [&str; 12] = [
    "start",
    "roll",
    "move",
    "next",
    "over",
    "cap:r6:0",
    "cap:r6:1",
    "odu:r6",
    "oduroll:r19",
    "sun:r17:2:0",
    "sun:r30:100:1",
    "cap:r20:0",
];

fn text_mutants(text: &str) -> Vec<String> {
    let toks: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::new();
    for (k, tok) in toks.iter().enumerate() {
        let mut alts = token_mutants(tok);
        if tok.starts_with(|c: char| c.is_ascii_lowercase()) && !tok.contains('=') && *tok != "std" {
            alts.extend(PHASES.iter().map(|p| p.to_string()));
        }
        for alt in alts {
            let mut t = toks.clone();
            t[k] = &alt;
            out.push(t.join(" "));
        }
    }
    out
}

#[test]
fn every_field_of_the_notation_mutated_is_refused_or_plays_on() {
    let (mut accepted, mut refused) = (0usize, 0usize);
    for (k, s) in samples().iter().enumerate() {
        let text = s.to_string();
        for (j, t) in text_mutants(&text).into_iter().enumerate() {
            if t == text {
                continue;
            }
            match t.parse::<State>() {
                Err(e) => {
                    refused += 1;
                    // Typed and printable.
                    let _ = e.to_string();
                }
                Ok(p) => {
                    accepted += 1;
                    assert_eq!(p.to_string(), t, "accepted but spelled differently");
                    if std::env::var("SHOW_ACCEPTED").is_ok() {
                        let a: Vec<&str> = text.split(' ').collect();
                        let b: Vec<&str> = t.split(' ').collect();
                        let d: Vec<String> = a
                            .iter()
                            .zip(&b)
                            .filter(|(x, y)| x != y)
                            .map(|(x, y)| format!("{x} -> {y}"))
                            .collect();
                        eprintln!("ACC {} | {}", d.join(", "), text);
                    }
                    plays_on(&p, (k * 7919 + j) as u64, 40, &format!("mutant {t}"));
                }
            }
        }
    }
    eprintln!("notation mutants: {accepted} accepted, {refused} refused");
    assert!(
        accepted > 100 && refused > 5 * accepted,
        "{accepted} accepted, {refused} refused"
    );
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use serde_json::Value;

    /// Every leaf and list of the JSON mutated.
    fn mutants(v: &Value, out: &mut Vec<Value>, root: &Value, path: &mut Vec<PathItem>) {
        let mut news: Vec<Value> = Vec::new();
        let mut put = |new: Value| news.push(new);
        match v {
            Value::Null => {
                for x in [Value::from(0), Value::from("green"), Value::from(6)] {
                    put(x);
                }
            }
            Value::Bool(b) => put(Value::Bool(!b)),
            Value::Number(n) => {
                let n = n.as_i64().unwrap_or(0);
                for x in [n + 1, n - 1, 0, 1, 255, 65_535, i64::from(i32::MAX), n + 40, n - 10, -n] {
                    put(Value::from(x));
                }
                put(Value::Null);
            }
            Value::String(s) => {
                for x in [
                    "green",
                    "red",
                    "blue",
                    "purple",
                    "active",
                    "finished",
                    "eliminated",
                    "H",
                    "E",
                    "X",
                    "r0",
                    "r13",
                    "r6",
                    "pG4",
                    "king",
                    "soldier",
                    "move",
                    "roll",
                ] {
                    if x != s {
                        put(Value::from(x));
                    }
                }
            }
            Value::Array(items) => {
                for a in 0..items.len() {
                    let mut d = items.clone();
                    d.remove(a);
                    put(Value::Array(d));
                    let mut d = items.clone();
                    d.insert(a, items[a].clone());
                    put(Value::Array(d));
                    if a + 1 < items.len() {
                        let mut d = items.clone();
                        d.swap(a, a + 1);
                        put(Value::Array(d));
                    }
                }
            }
            Value::Object(map) => {
                for key in map.keys() {
                    let mut d = map.clone();
                    d.remove(key);
                    put(Value::Object(d));
                }
            }
        }
        for new in news {
            let mut r = root.clone();
            *at(&mut r, path) = new;
            out.push(r);
        }
        match v {
            Value::Array(items) => {
                for (a, item) in items.iter().enumerate() {
                    path.push(PathItem::Index(a));
                    mutants(item, out, root, path);
                    path.pop();
                }
            }
            Value::Object(map) => {
                for (key, item) in map {
                    path.push(PathItem::Key(key.clone()));
                    mutants(item, out, root, path);
                    path.pop();
                }
            }
            _ => {}
        }
    }

    #[derive(Clone)]
    enum PathItem {
        Key(String),
        Index(usize),
    }

    fn at<'a>(v: &'a mut Value, path: &[PathItem]) -> &'a mut Value {
        let mut cur = v;
        for p in path {
            cur = match p {
                PathItem::Key(k) => &mut cur[k.as_str()],
                PathItem::Index(i) => &mut cur[*i],
            };
        }
        cur
    }

    #[test]
    fn every_field_of_the_json_mutated_is_refused_or_plays_on() {
        let (mut accepted, mut refused) = (0usize, 0usize);
        for (k, s) in samples().iter().enumerate().filter(|(k, _)| k % 3 == 0) {
            let v = serde_json::to_value(s).unwrap();
            let mut all = Vec::new();
            mutants(&v, &mut all, &v, &mut Vec::new());
            for (j, m) in all.into_iter().enumerate() {
                if m == v {
                    continue;
                }
                match serde_json::from_value::<State>(m.clone()) {
                    Err(e) => {
                        refused += 1;
                        let _ = e.to_string();
                    }
                    Ok(p) => {
                        accepted += 1;
                        // (A config field left out takes its default, so the JSON
                        // written back may be longer; the state is the same.)
                        let back = serde_json::to_value(p).unwrap();
                        assert_eq!(serde_json::from_value::<State>(back).ok(), Some(p), "{m}");
                        plays_on(&p, (k * 104_729 + j) as u64, 40, &format!("JSON mutant {m}"));
                    }
                }
            }
        }
        eprintln!("JSON mutants: {accepted} accepted, {refused} refused");
        assert!(
            accepted > 100 && refused > 5 * accepted,
            "{accepted} accepted, {refused} refused"
        );
    }
}

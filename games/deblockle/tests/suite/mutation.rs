//! Field mutation and one spelling.
//!
//! Reachable states from seeded games (every setup mode, block counts and
//! switches; setup, play and finished states) have every field of their
//! notation, and of their JSON, mutated in many ways. Each mutant is either
//! refused with a typed error, or is a valid state that plays on (random
//! legal moves to the end or a cap) with `validate` passing and the notation
//! round-tripping after every move; an accepted notation mutant prints back
//! as exactly its text (one spelling). Scale with `TABLETOP_TEST_SCALE`.

use board_core::Game;
use board_core::testkit::{TestRng, random_playout, rng};
use deblockle::{
    BySide, Config, HoopsPath, Orientation, SetupMode, Side, SideBySide, SliderStop, State, TipWithoutHop,
};
use proptest::prelude::*;
use rand_core::Rng;

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn config(i: u64) -> Config {
    Config {
        // Each setup mode meets every block count within a few games.
        south_blocks: 1 + ((i / 3) % 4) as u8,
        north_blocks: 4 - ((i / 3 + i / 12) % 4) as u8,
        setup: match i % 3 {
            0 => SetupMode::Standard,
            1 => SetupMode::Random,
            _ => SetupMode::Fixed(BySide::new(
                [
                    Orientation::ALL[5],
                    Orientation::ALL[9],
                    Orientation::ALL[14],
                    Orientation::ALL[22],
                ],
                [Orientation::ALL[17]; 4],
            )),
        },
        first: if i & 16 == 0 { Side::South } else { Side::North },
        side_by_side: if i & 1 == 0 {
            SideBySide::Allowed
        } else {
            SideBySide::Forbidden
        },
        tip_without_hop: if i & 2 == 0 {
            TipWithoutHop::Illegal
        } else {
            TipWithoutHop::TipStands
        },
        hoops_path: if i & 4 == 0 {
            HoopsPath::Unblocked
        } else {
            HoopsPath::ThroughBlocks
        },
        slider_stop: if i & 8 == 0 {
            SliderStop::BeforeAnyStar
        } else {
            SliderStop::NaturalOnly
        },
        max_turns: if i.is_multiple_of(5) {
            None
        } else {
            Some(40 + (i % 7) as u32)
        },
    }
}

/// States along seeded random games: the start, every setup step, states
/// of play and the end.
fn reachable_states(games: u64) -> Vec<State> {
    let mut out = Vec::new();
    for i in 0..games {
        let start = State::new(config(i)).unwrap();
        let p = random_playout(&start, &mut rng(900 + i), 300);
        let mut s = start;
        out.push(s.clone());
        for (k, m) in p.moves.iter().enumerate() {
            s = s.apply(m).unwrap();
            // Every setup step (few, and each is its own kind of state),
            // then every seventh state of play.
            if s.phase() != deblockle::Phase::Play || k % 7 == (i % 7) as usize {
                out.push(s.clone());
            }
        }
        out.push(s);
    }
    out
}

/// Plays random moves from `s` to the end or `cap` plies (board-core's
/// `testkit::play_on`): every state validates and round-trips through the
/// notation, a terminal one has no moves and an outcome, a live one has a
/// move, and each move chosen is accepted (`apply` itself asserts validity
/// in debug builds).
fn plays_on(s: &State, r: &mut TestRng, cap: usize, origin: &str) {
    if let Err(e) = board_core::testkit::play_on(s, r, cap, None) {
        panic!("from {origin}: {e}");
    }
}

/// Splits `text` into runs: maximal runs of ASCII digits, of letters and
/// face symbols, and single separators, so a mutation can target each.
fn runs(text: &str) -> Vec<String> {
    let class = |c: char| {
        if c.is_ascii_digit() {
            0
        } else if matches!(c, ' ' | ',' | '/' | ':' | '=' | '@') {
            2
        } else {
            1
        }
    };
    let mut out: Vec<String> = Vec::new();
    let mut last = None;
    for c in text.chars() {
        let k = class(c);
        match out.last_mut() {
            Some(run) if last == Some(k) && k != 2 => run.push(c),
            _ => out.push(c.to_string()),
        }
        last = Some(k);
    }
    out
}

const TOKENS: &[&str] = &[
    "-",
    "S",
    "N",
    "play",
    "setup:N:",
    "setup:S:+",
    "t0",
    "t1",
    "Sa1=*",
    "Nd6=*",
    "Sd2+S",
    "none",
    "standard",
    "random",
    "fixed:=*,=*,=*,=*/=*,=*,=*,=*",
    "allowed",
    "forbidden",
    "x",
    "*",
    "o",
    "0",
    "",
];

/// Field-level mutants of a state's text: each space-separated field
/// dropped, duplicated, swapped with the next, replaced by a stock token;
/// each comma-separated item dropped, duplicated or swapped; each number
/// +-1, 0, 1, 4, 255, u32::MAX and 2^32; each letter run replaced.
fn text_mutants(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let fields: Vec<&str> = text.split(' ').collect();
    for i in 0..fields.len() {
        let mut f = fields.clone();
        f.remove(i);
        out.push(f.join(" "));
        let mut f = fields.clone();
        f.insert(i, fields[i]);
        out.push(f.join(" "));
        if i + 1 < fields.len() {
            let mut f = fields.clone();
            f.swap(i, i + 1);
            out.push(f.join(" "));
        }
        for t in TOKENS {
            let mut f = fields.clone();
            f[i] = t;
            out.push(f.join(" "));
        }
        // Items of comma lists (blocks, fixed orientations).
        let items: Vec<&str> = fields[i].split(',').collect();
        if items.len() > 1 {
            for k in 0..items.len() {
                let mut it = items.clone();
                it.remove(k);
                let mut f = fields.clone();
                let joined = it.join(",");
                f[i] = &joined;
                out.push(f.join(" "));
                let mut it = items.clone();
                it.insert(k, items[k]);
                let joined = it.join(",");
                let mut f = fields.clone();
                f[i] = &joined;
                out.push(f.join(" "));
                if k + 1 < items.len() {
                    let mut it = items.clone();
                    it.swap(k, k + 1);
                    let joined = it.join(",");
                    let mut f = fields.clone();
                    f[i] = &joined;
                    out.push(f.join(" "));
                }
            }
        }
    }
    let runs = runs(text);
    for (i, run) in runs.iter().enumerate() {
        let mut with = |r: String| {
            let mut v = runs.clone();
            v[i] = r;
            out.push(v.concat());
        };
        if let Ok(n) = run.parse::<u64>() {
            for m in [n + 1, n.saturating_sub(1), 0, 1, 4, 255, u32::MAX as u64, 1 << 32] {
                with(m.to_string());
            }
        } else if run.chars().all(|c| c.is_ascii_alphabetic() || "*+=".contains(c)) {
            for r in [
                "S", "N", "Sa", "Nd", "*S", "=*", "o+", "x", "play", "none", "any", "natural",
            ] {
                with(r.to_string());
            }
        }
    }
    out.sort();
    out.dedup();
    out.retain(|m| m != text);
    out
}

#[test]
fn notation_field_mutants_are_refused_or_valid_and_play_on() {
    let states = reachable_states(6 * scale() as u64);
    let mut r = rng(5);
    let (mut tried, mut accepted) = (0, 0);
    for s in &states {
        let text = s.to_string();
        for m in text_mutants(&text) {
            tried += 1;
            let Ok(t) = m.parse::<State>() else { continue };
            accepted += 1;
            assert_eq!(t.validate(), Ok(()), "{m}");
            assert_eq!(t.to_string(), m, "one spelling: parse then print gives back the text");
            plays_on(&t, &mut r, 40, &m);
        }
    }
    eprintln!(
        "notation: {} states, {tried} mutants, {accepted} accepted",
        states.len()
    );
    assert!(states.len() > 40, "{}", states.len());
    assert!(tried > 50_000 && accepted > 1_000, "{tried} {accepted}");
}

/// JSON mutants: every number +-1, 0, max, -1, as a string; every string
/// replaced by other names, squares and tokens; every array item dropped,
/// duplicated or swapped; every object field dropped or renamed; every
/// value nulled.
#[cfg(feature = "serde")]
fn json_mutants(v: &serde_json::Value) -> Vec<serde_json::Value> {
    use serde_json::{Value, json};
    let mut out = Vec::new();
    let strings = [
        "south", "north", "star", "stop", "cross", "x", "slider", "hoops", "play", "setup", "a1", "d2", "d6", "g7",
        "h1", "C1", "", "ongoing", "won", "drawn", "fixed", "random", "standard",
    ];
    let mut subs: Vec<Value> = vec![Value::Null];
    match v {
        Value::Number(n) => {
            let n = n.as_u64().unwrap_or(0);
            for m in [n + 1, n.saturating_sub(1), 0, 4, u32::MAX as u64, u64::MAX] {
                subs.push(json!(m));
            }
            subs.push(json!(-1));
            subs.push(json!(n.to_string()));
        }
        Value::String(_) => subs.extend(strings.iter().map(|s| json!(s))),
        Value::Array(items) => {
            for k in 0..items.len() {
                let mut it = items.clone();
                it.remove(k);
                subs.push(Value::Array(it));
                let mut it = items.clone();
                it.insert(k, items[k].clone());
                subs.push(Value::Array(it));
                if k + 1 < items.len() {
                    let mut it = items.clone();
                    it.swap(k, k + 1);
                    subs.push(Value::Array(it));
                }
                for child in json_mutants(&items[k]) {
                    let mut it = items.clone();
                    it[k] = child;
                    subs.push(Value::Array(it));
                }
            }
        }
        Value::Object(map) => {
            for (k, child) in map {
                let mut m = map.clone();
                m.remove(k);
                subs.push(Value::Object(m.clone()));
                m.insert(format!("{k}_"), child.clone());
                subs.push(Value::Object(m));
                for c in json_mutants(child) {
                    let mut m = map.clone();
                    m.insert(k.clone(), c);
                    subs.push(Value::Object(m));
                }
            }
        }
        Value::Null => subs.extend([json!({"side": "south", "top": "star", "north": "cross"}), json!(0)]),
        Value::Bool(_) => {}
    }
    out.extend(subs);
    out.retain(|m| m != v);
    out
}

#[cfg(feature = "serde")]
#[test]
fn json_field_mutants_are_refused_or_valid_and_play_on() {
    let states = reachable_states(4 * scale() as u64);
    let mut r = rng(6);
    let (mut tried, mut accepted) = (0, 0);
    for (i, s) in states.iter().enumerate() {
        let v = serde_json::to_value(s).unwrap();
        let mut mutants = json_mutants(&v);
        // Keep the test fast: a seeded sample of each state's mutants.
        let keep = 300;
        while mutants.len() > keep {
            let k = (r.next_u64() % mutants.len() as u64) as usize;
            mutants.swap_remove(k);
        }
        for m in mutants {
            tried += 1;
            let Ok(t) = serde_json::from_value::<State>(m.clone()) else {
                continue;
            };
            accepted += 1;
            assert_eq!(t.validate(), Ok(()), "{m}");
            let back = serde_json::to_value(&t).unwrap();
            assert_eq!(serde_json::from_value::<State>(back).unwrap(), t);
            assert_eq!(t.to_string().parse::<State>().as_ref(), Ok(&t));
            plays_on(&t, &mut r, 40, &format!("JSON mutant {i} of {s}"));
        }
    }
    eprintln!("json: {} states, {tried} mutants, {accepted} accepted", states.len());
    assert!(tried > 10_000 && accepted > 200, "{tried} {accepted}");
}

/// Spelling mutants: the same state written another way (other
/// whitespace, a leading zero or a sign on a number, another letter case,
/// two neighbouring blocks, config entries or rolled faces swapped,
/// surrounding whitespace).
fn respell(text: &str, pick: usize, variant: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    let at = |pred: &dyn Fn(usize) -> bool| -> Option<usize> {
        let hits: Vec<usize> = (0..chars.len()).filter(|&i| pred(i)).collect();
        (!hits.is_empty()).then(|| hits[pick % hits.len()])
    };
    let mut cs = chars.clone();
    match variant % 8 {
        0 => {
            let ws = ["  ", "\t", "\u{a0}", "\u{2003}", "\n", " \u{3000}"];
            if let Some(i) = at(&|i| chars[i] == ' ') {
                let w: Vec<char> = ws[pick % ws.len()].chars().collect();
                cs.splice(i..=i, w);
            }
        }
        1 => {
            let prefix = ["0", "+", "00"][pick % 3];
            if let Some(i) = at(&|i| chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_digit())) {
                let p: Vec<char> = prefix.chars().collect();
                // Not in a square name (Sc1 -> Sc01 is also a respelling).
                cs.splice(i..i, p);
            }
        }
        2 => {
            if let Some(i) = at(&|i| chars[i].is_ascii_alphabetic()) {
                let c = chars[i];
                cs[i] = if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                };
            }
        }
        3 | 4 => {
            // Swap two neighbouring items of a list: blocks or config entries.
            let fields: Vec<&str> = text.split(' ').collect();
            let mut f: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
            if variant % 8 == 3 && fields[0].contains(',') {
                let mut items: Vec<&str> = fields[0].split(',').collect();
                let k = pick % (items.len() - 1);
                items.swap(k, k + 1);
                f[0] = items.join(",");
            } else if fields.len() > 5 {
                let k = 4 + pick % (fields.len() - 5);
                f.swap(k, k + 1);
            }
            return f.join(" ");
        }
        5 => {
            // Rolled faces out of face order.
            if let Some(start) = text.find("setup:") {
                let phase: String = text[start..].split(' ').next().unwrap().to_string();
                let faces = &phase[8..];
                if faces.len() > 1 && faces.chars().any(|c| c != faces.chars().next().unwrap()) {
                    let reversed: String = faces.chars().rev().collect();
                    return text.replacen(&phase, &format!("{}{reversed}", &phase[..8]), 1);
                }
            }
        }
        6 => return format!("{}{text}", [" ", "\t", "\u{feff}"][pick % 3]),
        _ => return format!("{text}{}", [" ", "\n", "\r\n"][pick % 3]),
    }
    cs.into_iter().collect()
}

fn state_strategy() -> impl Strategy<Value = State> {
    (0u64..64, any::<u64>(), 0usize..160).prop_map(|(i, seed, plies)| {
        let start = State::new(config(i)).unwrap();
        random_playout(&start, &mut rng(seed), plies).final_state
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256 * scale() as u32))]

    /// One spelling per state: parse then print gives back the text, and
    /// every other spelling of a state is refused.
    #[test]
    fn state_text_has_one_spelling(s in state_strategy(), pick in any::<usize>(), variant in 0usize..8) {
        let text = s.to_string();
        prop_assert_eq!(text.parse::<State>().map(|t| t.to_string()), Ok(text.clone()));
        let other = respell(&text, pick, variant);
        match other.parse::<State>() {
            Ok(t) => {
                // Only a respelling that changed nothing (or, for a letter
                // case change, named another valid state) can parse, and
                // then it prints as itself.
                prop_assert_eq!(t.to_string(), other.clone());
                prop_assert!(other == text || variant % 8 == 2, "{:?} parsed", other);
            }
            Err(e) => {
                let _typed: deblockle::ParseStateError = e;
            }
        }
    }
}

//! Every state accepted by the notation or by serde is one the
//! rules can reach. Reachable states of seeded games have every field of
//! their notation (and of their JSON) mutated in many ways; each mutant is
//! refused with a typed error, or it is valid and plays on (random legal
//! moves to the end or a cap) with `validate` passing and the notation
//! round-tripping after every move. Scale with `TABLETOP_TEST_SCALE`.

use board_core::testkit::{random_playout, rng};
use proptest::prelude::*;
use xobrainer::*;

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn config(k: usize) -> Config {
    let small = k % 5 == 4;
    let layout = if small {
        Layout::from_table(&[[1u8, 2, 3, 2, 1]; 5], &[(0, 0), (0, 4), (4, 0), (4, 4)]).unwrap()
    } else {
        Layout::default_v0()
    };
    let deck = if small {
        (0..25u8)
            .map(|i| Card {
                own: [
                    board_core::grid::Coord::new(1, i % 5),
                    board_core::grid::Coord::new(2, i % 5),
                    board_core::grid::Coord::new(3, i % 5),
                ],
                off: board_core::grid::Coord::new(4, 1 + (i / 5) % 3),
            })
            .collect()
    } else {
        Card::default_deck()
    };
    Config {
        layout,
        deck,
        format: [
            MatchFormat::Sets { best_of: 3 },
            MatchFormat::Rounds(2),
            MatchFormat::Points(25),
            MatchFormat::OneRound,
        ][k % 4],
        variants: Variants {
            time_bomb: (k & 1 == 1).then_some(TimeBomb::Secs30),
            random: k & 2 != 0,
            map: k & 4 != 0,
            mission: k & 8 != 0,
        },
        team_sizes: BySide([1 + (k % 3) as u8, 1 + (k / 3 % 2) as u8]),
    }
}

/// Reachable states: seeded games stopped at many points, round and game
/// ends included.
fn reachable(n: usize) -> Vec<State> {
    (0..n)
        .map(|i| {
            let start = State::new(config(i)).unwrap();
            let plies = [0, 3, 17, 40, 90, 160, 400][i % 7];
            random_playout(&start, &mut rng(i as u64), plies).final_state
        })
        .collect()
}

/// Plays random moves from `s` to the end or `cap` plies (board-core's
/// `testkit::play_on`): every state validates and round-trips through the
/// notation, a terminal one has no moves and an outcome, a live one has a
/// move, and each move chosen is accepted.
fn plays_on(s: &State, seed: u64, cap: usize) -> Result<(), String> {
    board_core::testkit::play_on(s, &mut rng(seed), cap, None).map(|_| ())
}

/// The tokens of a field: runs of digits, runs of letters, single other
/// characters.
fn tokens(field: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let kind = |c: char| {
        if c.is_ascii_digit() {
            0
        } else if c.is_ascii_alphabetic() {
            1
        } else {
            2
        }
    };
    for c in field.chars() {
        match out.last_mut() {
            Some(t) if kind(c) != 2 && t.chars().last().map(kind) == Some(kind(c)) => t.push(c),
            _ => out.push(c.to_string()),
        }
    }
    out
}

const WORDS: &[&str] = &[
    "X", "O", "x", "o", "g", "r", "gggr", "rg", "void", "play", "over", "end", "lot", "k", "m", "km", "std", "bo",
    "rounds", "points", "round", "random", "map", "mission", "t", "v", "-", "*", ".", ":", "/", "+", ",",
];

/// Every mutation of one token: numbers +-1, 0, 1, max values; other words;
/// the token dropped or doubled.
fn token_mutants(t: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Ok(n) = t.parse::<u64>() {
        for m in [
            n.wrapping_sub(1),
            n + 1,
            0,
            1,
            3,
            4,
            5,
            12,
            19,
            20,
            24,
            25,
            255,
            256,
            65535,
            65536,
        ] {
            if m != n {
                out.push(m.to_string());
            }
        }
    }
    out.extend(WORDS.iter().filter(|w| **w != t).map(|w| w.to_string()));
    out.push(String::new());
    out.push(format!("{t}{t}"));
    out
}

/// Every mutant of a state's notation: each token of each field replaced,
/// dropped or doubled; neighbouring list items (split at `/`, `.`, `:`, `-`,
/// `+`, `,`) swapped; whole fields swapped.
fn notation_mutants(text: &str) -> Vec<String> {
    let fields: Vec<&str> = text.split(' ').collect();
    let mut out = Vec::new();
    for (f, field) in fields.iter().enumerate() {
        let rebuild = |new: &str| {
            let mut v: Vec<&str> = fields.clone();
            v[f] = new;
            v.join(" ")
        };
        let toks = tokens(field);
        for (i, t) in toks.iter().enumerate() {
            for m in token_mutants(t) {
                let mut v = toks.clone();
                v[i] = m;
                out.push(rebuild(&v.concat()));
            }
        }
        for sep in ['/', '.', ':', '-', '+', ','] {
            let items: Vec<&str> = field.split(sep).collect();
            for i in 1..items.len() {
                let mut v = items.clone();
                v.swap(i - 1, i);
                out.push(rebuild(&v.join(&sep.to_string())));
                let mut v = items.clone();
                v.remove(i);
                out.push(rebuild(&v.join(&sep.to_string())));
                let mut v = items.clone();
                v.insert(i, items[i]);
                out.push(rebuild(&v.join(&sep.to_string())));
            }
        }
        if f > 0 {
            let mut v = fields.clone();
            v.swap(f - 1, f);
            out.push(v.join(" "));
        }
    }
    out
}

#[test]
fn every_notation_field_mutant_is_refused_or_plays_on() {
    let (mut refused, mut accepted) = (0usize, 0usize);
    for (k, s) in reachable(14 * scale()).iter().enumerate() {
        let text = s.to_string();
        for (j, m) in notation_mutants(&text).into_iter().enumerate() {
            match m.parse::<State>() {
                Err(_) => refused += 1,
                Ok(t) => {
                    accepted += 1;
                    assert_eq!(t.to_string(), m, "parse then print");
                    plays_on(&t, (k * 1000 + j) as u64, 120).unwrap_or_else(|e| panic!("mutant {m}\n{e}"));
                }
            }
        }
    }
    eprintln!("notation mutants: {refused} refused, {accepted} accepted and played on");
    assert!(
        refused > 1000 && accepted > 50,
        "{refused} refused, {accepted} accepted"
    );
}

/// Every mutant of a JSON value: numbers +-1, 0, max; booleans flipped;
/// strings replaced; null; array items dropped, doubled, swapped.
fn json_mutants(v: &serde_json::Value) -> Vec<serde_json::Value> {
    use serde_json::Value;
    let mut out = Vec::new();
    match v {
        Value::Number(n) => {
            let n = n.as_u64().unwrap_or(0);
            for m in [n.wrapping_sub(1), n + 1, 0, 255, 65535, 70000] {
                if m != n {
                    out.push(Value::from(m));
                }
            }
            out.push(Value::Null);
        }
        Value::Bool(b) => out.push(Value::Bool(!b)),
        Value::String(s) => {
            for w in [
                "x",
                "o",
                "green",
                "red",
                "play",
                "round_over",
                "game_over",
                "lot",
                "e5",
                "a1",
                "won",
                "void",
            ] {
                if w != s {
                    out.push(Value::from(w));
                }
            }
        }
        Value::Null => {
            out.push(Value::from(0));
            out.push(Value::from("x"));
            out.push(serde_json::json!({"shape": "o", "colour": "red"}));
        }
        Value::Array(a) => {
            for i in 0..a.len() {
                let mut b = a.clone();
                b.remove(i);
                out.push(Value::Array(b));
                let mut b = a.clone();
                b.insert(i, a[i].clone());
                out.push(Value::Array(b));
                if i > 0 {
                    let mut b = a.clone();
                    b.swap(i - 1, i);
                    out.push(Value::Array(b));
                }
                for m in json_mutants(&a[i]) {
                    let mut b = a.clone();
                    b[i] = m;
                    out.push(Value::Array(b));
                }
            }
        }
        Value::Object(o) => {
            for (k, x) in o {
                let mut p = o.clone();
                p.remove(k);
                out.push(Value::Object(p));
                for m in json_mutants(x) {
                    let mut p = o.clone();
                    p.insert(k.clone(), m);
                    out.push(Value::Object(p));
                }
            }
        }
    }
    out
}

#[cfg(feature = "serde")]
#[test]
fn every_json_field_mutant_is_refused_or_plays_on() {
    let (mut refused, mut accepted) = (0usize, 0usize);
    for (k, s) in reachable(7 * scale()).iter().enumerate() {
        let mut v = serde_json::to_value(s).unwrap();
        // The config's deck and layout are mutated by the notation test
        // (and validated by Config::validate); here the state's own fields.
        let config = v["config"].take();
        for (j, mut m) in json_mutants(&v).into_iter().enumerate() {
            if let Some(o) = m.as_object_mut()
                && o.contains_key("phase")
            {
                o.insert("config".into(), config.clone());
            }
            match serde_json::from_value::<State>(m) {
                Err(_) => refused += 1,
                Ok(t) => {
                    accepted += 1;
                    let again: State = serde_json::from_value(serde_json::to_value(&t).unwrap()).unwrap();
                    assert_eq!(again, t);
                    plays_on(&t, (k * 100_000 + j) as u64, 120).unwrap_or_else(|e| panic!("JSON mutant\n{e}"));
                }
            }
        }
    }
    eprintln!("JSON mutants: {refused} refused, {accepted} accepted and played on");
    assert!(refused > 1000, "{refused} refused, {accepted} accepted");
}

/// Spelling mutations that keep the meaning: a leading zero, a `+` sign, the
/// other letter case in a word field, other spacing. The canonical text is
/// the only spelling, so each is refused as not canonical.
fn respell(text: &str, kind: u8, at: usize) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let spaces: Vec<usize> = (0..chars.len()).filter(|&i| chars[i] == ' ').collect();
    // A custom layout's dot table (`RxC:` then one digit a square) is a row
    // of digits, not a number: a `0` or `+` put in front of it is another
    // (invalid) table, not a respelling, so it is no place to respell.
    let dot_table = |i: usize| {
        let before: String = chars[..i].iter().collect();
        before.strip_suffix(':').is_some_and(|b| {
            let rows_cols = b.rsplit([',', ' ']).next().unwrap_or("");
            rows_cols
                .split_once('x')
                .is_some_and(|(r, c)| r.parse::<u8>().is_ok() && c.parse::<u8>().is_ok())
        })
    };
    let number_starts: Vec<usize> = (0..chars.len())
        .filter(|&i| chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_digit()) && !dot_table(i))
        .collect();
    let pick = |v: &[usize]| (!v.is_empty()).then(|| v[at % v.len()]);
    let mut out = chars.clone();
    match kind {
        0 => out.insert(pick(&number_starts)?, '0'),
        1 => out.insert(pick(&number_starts)?, '+'),
        2 => {
            let i = pick(&spaces)?;
            out[i] = ['\t', '\u{a0}', '\n', '\u{2003}'][at % 4];
        }
        3 => out.insert(pick(&spaces)?, ' '),
        4 => {
            if at.is_multiple_of(2) {
                out.insert(0, ' ');
            } else {
                out.push(' ');
            }
        }
        _ => {
            // Upper-case a letter of a word field (phase, line-ups, colours
            // of counts, variants, format).
            let fields: Vec<usize> = (0..chars.len())
                .filter(|&i| {
                    chars[i].is_ascii_lowercase() && {
                        let field = chars[..i].iter().filter(|&&c| c == ' ').count();
                        field != 1 && chars[i] != 'x' && chars[i] != 'o'
                    }
                })
                .collect();
            let i = pick(&fields)?;
            out[i] = out[i].to_ascii_uppercase();
        }
    }
    Some(out.into_iter().collect())
}

/// The respelling harness never writes into a custom layout's dot table (a
/// `0` in front of `12321...` is a 26th square, not a leading zero: CI found
/// this once the seeded games changed with the multiply-shift draw).
#[test]
fn respellings_leave_the_dot_table_alone() {
    let text = "rounds2,t30+mission,1v2,5x5:1232112321123211232112321:a1.e1.a5.e5 x";
    for at in 0..64 {
        for kind in [0, 1] {
            if let Some(bad) = respell(text, kind, at) {
                assert!(bad.contains(":1232112321123211232112321:"), "{bad}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300 * scale() as u32))]

    /// Parse then print gives back the text; every respelling of a
    /// reachable state's notation is refused as not canonical.
    #[test]
    fn only_the_canonical_spelling_parses(k in 0usize..16, seed in 0u64..1000, plies in 0usize..300,
        kind in 0u8..6, at: usize) {
        let start = State::new(config(k)).unwrap();
        let s = random_playout(&start, &mut rng(seed), plies).final_state;
        let text = s.to_string();
        prop_assert_eq!(text.parse::<State>(), Ok(s));
        if let Some(bad) = respell(&text, kind, at) {
            prop_assert_ne!(&bad, &text);
            match bad.parse::<State>() {
                Err(ParseStateError::NotCanonical { .. }) => {}
                other => prop_assert!(false, "{:?}: {:?}", bad, other),
            }
        }
    }
}

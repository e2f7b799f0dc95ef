//! The field-mutation test and one spelling per state.
//!
//! Reachable states of seeded games (every setup family, with and without a
//! turn cap, in every phase) are mutated field by field, in the notation and
//! in the JSON: numbers +-1, 0 and maxima, signs and leading zeros, other
//! tokens, letter case, swapped, dropped and duplicated list items. Each
//! mutant must be refused with a typed error, or be a valid state that
//! prints back to exactly the mutated text (one spelling) and plays on:
//! random legal moves to the end or a ply cap, `validate` passing and the
//! notation and JSON round-tripping after every move. Fast by default;
//! `TABLETOP_TEST_SCALE` multiplies the states and the play-outs.

use std::collections::BTreeSet;

use board_core::Game;
use board_core::testkit::{random_playout, rng};
use numseq::{Config, ParseStateError, SequenceCount, State};
use proptest::prelude::*;
use serde_json::{Value, json};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let cap = |c: Config| Config {
        max_turns: Some(300),
        ..c
    };
    vec![
        cap(Config::default()),
        Config::with_players(3),
        cap(Config::with_players(4)),
        Config {
            teams: Some(2),
            ..Config::with_players(6)
        },
        cap(Config {
            sequences: SequenceCount::BySides,
            ..Config::with_players(2)
        }),
        cap(Config::classic(2)),
        Config::classic(4),
    ]
}

/// States along seeded games: the first of each phase kind met, and a few
/// evenly spread, the last included.
fn reachable(games_per_config: usize) -> Vec<State> {
    let mut out = Vec::new();
    for (i, c) in configs().into_iter().enumerate() {
        for g in 0..games_per_config {
            let start = State::new(c).unwrap();
            let p = random_playout(&start, &mut rng(1_000 * i as u64 + g as u64), 3_000);
            let mut s = start;
            let mut seen = BTreeSet::new();
            let n = p.moves.len().max(1);
            for (ply, m) in p.moves.iter().enumerate() {
                let kind = s
                    .to_string()
                    .rsplit(' ')
                    .next()
                    .unwrap()
                    .split(':')
                    .next()
                    .unwrap()
                    .to_string();
                if seen.insert(kind) || ply % (n / 4).max(1) == 0 {
                    out.push(s.clone());
                }
                s = s.apply(m).unwrap();
            }
            out.push(s);
        }
    }
    out
}

/// Plays random moves from `s` to the end or `cap` plies (board-core's
/// `testkit::play_on`): every state validates and round-trips through the
/// notation and JSON, a terminal one has no moves and an outcome, a live
/// one has a move, and each move chosen is accepted.
fn play_on(s: State, seed: u64, cap: usize) {
    if let Err(e) = board_core::testkit::play_on(&s, &mut rng(seed), cap, Some(board_core::testkit::json_round_trip)) {
        panic!("{e}");
    }
}

/// The tokens of a field: runs of digits, runs of letters, single others.
fn tokens(field: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let class = |c: char| {
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
            Some(t) if class(c) != 2 && t.chars().last().is_some_and(|l| class(l) == class(c)) => t.push(c),
            _ => out.push(c.to_string()),
        }
    }
    out
}

const WORDS: [&str; 22] = [
    "a", "b", "c", "d", "A", "B", "C", "h", "v", "u", "p", "s", "PLUS", "MINUS", "play", "draw", "over", "deal",
    "shuffle", "plus", "J", "x",
];
const SIGNS: [&str; 10] = ["*", "/", "-", ".", ":", ",", "+", " ", "", "@"];

/// Every field-wise mutant of a state's notation.
fn notation_mutants(text: &str) -> BTreeSet<String> {
    let fields: Vec<&str> = text.split(' ').collect();
    let mut out = BTreeSet::new();
    let join = |f: &[String]| f.join(" ");
    let owned: Vec<String> = fields.iter().map(|f| f.to_string()).collect();
    // Whole fields: swapped, dropped, duplicated.
    for i in 0..owned.len() {
        let mut f = owned.clone();
        f.remove(i);
        out.insert(join(&f));
        let mut f = owned.clone();
        f.insert(i, owned[i].clone());
        out.insert(join(&f));
        if i + 1 < owned.len() {
            let mut f = owned.clone();
            f.swap(i, i + 1);
            out.insert(join(&f));
        }
    }
    for (fi, field) in fields.iter().enumerate().skip(1) {
        let toks = tokens(field);
        let with = |j: usize, t: &str| {
            let mut f = owned.clone();
            let mut tk = toks.clone();
            tk[j] = t.to_string();
            f[fi] = tk.concat();
            join(&f)
        };
        for (j, t) in toks.iter().enumerate() {
            if let Ok(n) = t.parse::<u64>() {
                for v in [
                    n + 1,
                    n.saturating_sub(1),
                    0,
                    1,
                    2,
                    9,
                    10,
                    11,
                    255,
                    256,
                    u32::MAX as u64,
                    u64::MAX,
                ] {
                    out.insert(with(j, &v.to_string()));
                }
                out.insert(with(j, &format!("0{t}")));
                out.insert(with(j, &format!("+{t}")));
            } else if t.chars().all(|c| c.is_ascii_alphabetic()) {
                for w in WORDS {
                    out.insert(with(j, w));
                }
                out.insert(with(j, &t.to_ascii_lowercase()));
                out.insert(with(j, &t.to_ascii_uppercase()));
            } else {
                for s in SIGNS {
                    out.insert(with(j, s));
                }
            }
            // Token swapped with the next, dropped, duplicated.
            if j + 1 < toks.len() {
                let mut tk = toks.clone();
                tk.swap(j, j + 1);
                let mut f = owned.clone();
                f[fi] = tk.concat();
                out.insert(join(&f));
            }
            out.insert(with(j, ""));
            out.insert(with(j, &format!("{t}{t}")));
        }
        // List items (seats by '/', cards by '.', SEQUENCEs by ','):
        // swapped, dropped, duplicated.
        for sep in ['/', '.', ','] {
            let items: Vec<&str> = field.split(sep).collect();
            for k in 0..items.len() {
                let mut it: Vec<&str> = items.clone();
                it.remove(k);
                let mut f = owned.clone();
                f[fi] = it.join(&sep.to_string());
                out.insert(join(&f));
                let mut it: Vec<&str> = items.clone();
                it.insert(k, items[k]);
                f[fi] = it.join(&sep.to_string());
                out.insert(join(&f));
                if k + 1 < items.len() {
                    let mut it: Vec<&str> = items.clone();
                    it.swap(k, k + 1);
                    f[fi] = it.join(&sep.to_string());
                    out.insert(join(&f));
                }
            }
        }
    }
    out.remove(text);
    out
}

/// Every mutant of a JSON document, node by node.
fn json_mutants(v: &Value, cards: &[&str]) -> Vec<Value> {
    let mut out = Vec::new();
    let leaf_variants = |x: &Value| -> Vec<Value> {
        let mut vs = vec![Value::Null];
        match x {
            Value::Number(n) => {
                let n = n.as_u64().unwrap_or(0);
                vs.extend([
                    json!(n + 1),
                    json!(n.saturating_sub(1)),
                    json!(0),
                    json!(255),
                    json!(256),
                    json!(u32::MAX),
                    json!(-1),
                    json!(1.5),
                    json!("1"),
                ]);
            }
            Value::String(s) => {
                vs.extend(
                    [
                        "a",
                        "b",
                        "c",
                        "d",
                        "",
                        "play",
                        "draw",
                        "over",
                        "deal",
                        "shuffle",
                        "PLUS",
                        "MINUS",
                        "99+1",
                        "a1",
                        "b2",
                        "j10",
                        "k1",
                        "classic",
                        "by_sides",
                        "by_players",
                    ]
                    .map(|w| json!(w)),
                );
                vs.extend(cards.iter().map(|c| json!(c)));
                vs.push(json!(s.to_lowercase()));
                vs.push(json!(0));
            }
            Value::Bool(b) => vs.push(json!(!b)),
            Value::Null => vs.extend([
                json!({"side": "a", "locked": false}),
                json!({"side": "b", "locked": true}),
                json!({"side": "c", "locked": false}),
                json!({"corner": true}),
                json!(1),
            ]),
            Value::Array(a) => {
                vs.push(json!([]));
                if a.len() > 1 {
                    let mut b = a.clone();
                    b.swap(0, 1);
                    vs.push(Value::Array(b));
                }
                if let Some(first) = a.first() {
                    let mut b = a.clone();
                    b.remove(0);
                    vs.push(Value::Array(b));
                    let mut b = a.clone();
                    b.insert(0, first.clone());
                    vs.push(Value::Array(b));
                    let mut b = a.clone();
                    b.pop();
                    vs.push(Value::Array(b));
                }
            }
            Value::Object(o) => {
                for k in o.keys() {
                    let mut p = o.clone();
                    p.remove(k);
                    vs.push(Value::Object(p));
                }
                let mut p = o.clone();
                p.insert("extra".into(), json!(1));
                vs.push(Value::Object(p));
                vs.push(json!({"side": "a", "locked": false}));
                vs.push(json!({"corner": true}));
            }
        }
        vs
    };
    for variant in leaf_variants(v) {
        if variant != *v {
            out.push(variant);
        }
    }
    match v {
        Value::Array(a) => {
            for (i, child) in a.iter().enumerate() {
                for m in json_mutants(child, cards) {
                    let mut b = a.clone();
                    b[i] = m;
                    out.push(Value::Array(b));
                }
            }
        }
        Value::Object(o) => {
            for (k, child) in o {
                for m in json_mutants(child, cards) {
                    let mut p = o.clone();
                    p.insert(k.clone(), m);
                    out.push(Value::Object(p));
                }
            }
        }
        _ => {}
    }
    out
}

#[test]
fn field_mutants_of_the_notation_are_refused_or_play_on() {
    // By default every 4th state (all from scale 4; more games beyond).
    let states: Vec<State> = reachable(scale().div_ceil(4))
        .into_iter()
        .step_by(4usize.div_ceil(scale()))
        .collect();
    let (mut tried, mut accepted, mut played) = (0usize, 0usize, 0usize);
    let per_state = 4 * scale();
    let mut errors = BTreeSet::new();
    for (si, s) in states.iter().enumerate() {
        let text = s.to_string();
        let mut here = 0;
        for (mi, m) in notation_mutants(&text).into_iter().enumerate() {
            tried += 1;
            match m.parse::<State>() {
                Err(e) => {
                    let kind = format!("{e:?}");
                    errors.insert(kind.split(['(', ' ', '{']).next().unwrap_or("").to_string());
                }
                Ok(n) => {
                    accepted += 1;
                    assert_eq!(n.validate(), Ok(()), "{m}");
                    assert_eq!(
                        n.to_string(),
                        m,
                        "one spelling: parsed from another text than it prints"
                    );
                    if here < per_state && (mi + si) % 3 == 0 {
                        here += 1;
                        played += 1;
                        play_on(n, (si * 7_919 + mi) as u64, 150);
                    }
                }
            }
        }
    }
    println!(
        "{} states, {tried} mutants, {accepted} accepted, {played} played on; errors {errors:?}",
        states.len()
    );
    assert!(
        tried > 20_000 && accepted > 100 && played > 20,
        "{tried} {accepted} {played}"
    );
    for kind in [
        "Syntax",
        "Invalid",
        "NotInOrder",
        "UnknownCard",
        "Config",
        "UnknownPreset",
    ] {
        assert!(errors.contains(kind), "no mutant refused as {kind}: {errors:?}");
    }
}

#[test]
fn field_mutants_of_the_json_are_refused_or_play_on() {
    // By default every 6th state (all from scale 6; more games beyond).
    let states: Vec<State> = reachable(scale().div_ceil(6))
        .into_iter()
        .step_by(6usize.div_ceil(scale()))
        .collect();
    let (mut tried, mut accepted, mut played) = (0usize, 0usize, 0usize);
    let per_state = 4 * scale();
    for (si, s) in states.iter().enumerate() {
        let v = serde_json::to_value(s).unwrap();
        let r = s.ruleset();
        let cards: Vec<String> = [0, r.kinds() / 2, r.kinds() - 1]
            .iter()
            .filter_map(|&k| r.card(k))
            .map(|c| c.to_string())
            .collect();
        let cards: Vec<&str> = cards.iter().map(String::as_str).collect();
        let mut here = 0;
        for (mi, m) in json_mutants(&v, &cards).into_iter().enumerate() {
            tried += 1;
            let Ok(n) = serde_json::from_value::<State>(m.clone()) else {
                continue;
            };
            accepted += 1;
            assert_eq!(n.validate(), Ok(()), "{m}");
            assert_eq!(n.to_string().parse::<State>().as_ref(), Ok(&n));
            assert_eq!(
                serde_json::from_value::<State>(serde_json::to_value(&n).unwrap())
                    .ok()
                    .as_ref(),
                Some(&n)
            );
            if here < per_state && (mi + si) % 5 == 0 {
                here += 1;
                played += 1;
                play_on(n, (si * 104_729 + mi) as u64, 150);
            }
        }
    }
    println!("{tried} JSON mutants, {accepted} accepted, {played} played on");
    assert!(
        tried > 10_000 && accepted > 100 && played > 10,
        "{tried} {accepted} {played}"
    );
}

/// A spelling change of a reachable state's text that keeps its meaning
/// for a lenient reader: other whitespace, a sign or a leading zero on a
/// number, letter case, a list's items swapped.
fn respell(text: &str, kind: u8, at: usize) -> String {
    let fields: Vec<&str> = text.split(' ').collect();
    let gap = 1 + at % (fields.len() - 1);
    let pick = |f: &str, pred: &dyn Fn(char) -> bool| -> Option<usize> {
        let idx: Vec<usize> = f.char_indices().filter(|&(_, c)| pred(c)).map(|(i, _)| i).collect();
        (!idx.is_empty()).then(|| idx[at % idx.len()])
    };
    let mut f: Vec<String> = fields.iter().map(|x| x.to_string()).collect();
    match kind % 8 {
        0 => return format!("{} {}", fields[..gap].join(" "), fields[gap..].join(" ")).replacen(' ', "  ", 1),
        1 => {
            let ws = ["\t", "\u{a0}", "\n", "\u{2003}", "\r\n"][at % 5];
            return format!("{}{ws}{}", fields[..gap].join(" "), fields[gap..].join(" "));
        }
        2 => return [format!("{text}\n"), format!(" {text}"), format!("{text} ")][at % 3].clone(),
        3 | 4 => {
            // A number of the setup, board or phase field, with a sign or a zero.
            let fi = [1, 2, 6][at % 3];
            let digit_starts: Vec<usize> = f[fi]
                .char_indices()
                .filter(|&(i, c)| c.is_ascii_digit() && (i == 0 || !f[fi][..i].ends_with(|p: char| p.is_ascii_digit())))
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = digit_starts.get(at % digit_starts.len().max(1)) {
                f[fi].insert_str(i, if kind % 8 == 3 { "0" } else { "+" });
            }
        }
        5 => {
            // Letter case of a card, a chip or a keyword.
            let fi = [4, 5, 6, 3][at % 4];
            if let Some(i) = pick(&f[fi], &|c: char| c.is_ascii_alphabetic()) {
                let c = f[fi][i..].chars().next().unwrap();
                let swapped = if c.is_ascii_uppercase() {
                    c.to_ascii_lowercase()
                } else {
                    c.to_ascii_uppercase()
                };
                f[fi].replace_range(i..i + 1, &swapped.to_string());
            }
        }
        _ => {
            // Two neighbouring items of a seat's cards or of the SEQUENCEs swapped.
            let fi = [4, 5, 3][at % 3];
            let sep = if fi == 3 { ',' } else { '.' };
            let seats: Vec<String> = f[fi]
                .split('/')
                .map(|seat| {
                    let mut items: Vec<&str> = seat.split(sep).collect();
                    if items.len() > 1 {
                        let k = at % (items.len() - 1);
                        items.swap(k, k + 1);
                    }
                    items.join(&sep.to_string())
                })
                .collect();
            f[fi] = seats.join("/");
        }
    }
    f.join(" ")
}

fn proptest_states() -> Vec<State> {
    reachable(1)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256 * scale() as u32, ..ProptestConfig::default() })]

    /// One spelling per state: a respelled text is refused with a typed
    /// error unless it is the same text (swapping two equal cards); parse
    /// then print gives back the text.
    #[test]
    fn respelled_state_text_is_refused(pick in any::<prop::sample::Index>(), kind in 0u8..8, at in 0usize..10_000) {
        thread_local! { static STATES: Vec<State> = proptest_states(); }
        let (text, respelled) = STATES.with(|s| {
            let t = s[pick.index(s.len())].to_string();
            let r = respell(&t, kind, at);
            (t, r)
        });
        match respelled.parse::<State>() {
            Ok(s) => {
                prop_assert_eq!(&respelled, &text, "a respelling was accepted");
                prop_assert_eq!(s.to_string(), respelled);
            }
            Err(e) => {
                prop_assert!(respelled != text, "the original was refused: {e}");
                let typed = matches!(e, ParseStateError::Syntax(_) | ParseStateError::NotInOrder { .. } | ParseStateError::UnknownPreset { .. } | ParseStateError::UnknownCard { .. });
                prop_assert!(typed, "{:?} for {:?}", e, respelled);
            }
        }
    }
}

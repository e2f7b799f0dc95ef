//! Every refusal says what and where, and quotes at most a short
//! excerpt of the input (F5), through every engine and the facade.

use tabletop::{GameKind, load_game};

/// The longest error text accepted for any input, however long: the
/// message's own words, a column or path, and an excerpt of about 40
/// characters.
const MAX_ERROR: usize = 400;

const MB: usize = 1 << 20;

fn junk() -> Vec<String> {
    vec![
        "x".repeat(MB),
        "1".repeat(MB),
        format!("({}", "1".repeat(MB)),
        format!("@{}", "é".repeat(MB / 2)),
        format!("7+5@{}", "c".repeat(MB)),
        format!("{}:{}", "deal", "7".repeat(MB)),
        " ".repeat(MB),
    ]
}

fn bounded(what: &str, text: &str, e: &dyn std::fmt::Display) {
    let e = e.to_string();
    assert!(
        e.chars().count() <= MAX_ERROR,
        "{what} on {} chars ({}...): error of {} chars: {}...",
        text.len(),
        text.chars().take(20).collect::<String>(),
        e.len(),
        e.chars().take(300).collect::<String>()
    );
}

/// The facade quotes the input once: the start of a long text (its first
/// 20 characters) appears at most once in the message.
fn quoted_once(what: &str, text: &str, e: &dyn std::fmt::Display) {
    let e = e.to_string();
    let head: String = text.chars().take(20).collect();
    if text.chars().count() > 40 && !head.trim().is_empty() {
        assert!(
            e.matches(head.as_str()).count() <= 1,
            "{what} quotes the input twice: {e}"
        );
    }
}

/// Bad texts made from a valid one: junk alone, appended, prefixed, or in
/// place of each space-separated field.
fn mutations(valid: &str) -> Vec<String> {
    let mut out = junk();
    for j in junk() {
        out.push(format!("{valid}{j}"));
        out.push(format!("{valid} {j}"));
        out.push(format!("{j}{valid}"));
    }
    let fields: Vec<&str> = valid.split(' ').collect();
    let big = "z".repeat(MB);
    for i in 0..fields.len() {
        let mut f = fields.clone();
        f[i] = &big;
        out.push(f.join(" "));
        let mut f: Vec<String> = fields.iter().map(|s| s.to_string()).collect();
        f[i] = format!("{}{}", fields[i], "9".repeat(MB));
        out.push(f.join(" "));
    }
    out
}

fn states_of(kind: GameKind) -> Vec<String> {
    let mut game = load_game(kind.name()).unwrap();
    let mut out = vec![game.notation()];
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(34);
    for _ in 0..2 {
        if game.is_terminal() {
            break;
        }
        if game.to_act() == tabletop::Actor::Chance {
            game.sample_chance(&mut rng);
        } else {
            match game.random_move(&mut rng) {
                Some(mv) => game.apply(&mv).unwrap(),
                None => break,
            }
        }
        out.push(game.notation());
    }
    out
}

use rand_chacha::rand_core::SeedableRng;

fn parse_state(kind: GameKind, text: &str) -> Option<String> {
    match kind {
        GameKind::XOBrainer => text.parse::<xobrainer::State>().err().map(|e| e.to_string()),
        GameKind::Oduludo => text.parse::<oduludo::State>().err().map(|e| e.to_string()),
        GameKind::Numseq => text.parse::<numseq::State>().err().map(|e| e.to_string()),
        GameKind::Deblockle => text.parse::<deblockle::State>().err().map(|e| e.to_string()),
    }
}

fn parse_move(kind: GameKind, text: &str) -> Option<String> {
    match kind {
        GameKind::XOBrainer => text.parse::<xobrainer::Move>().err().map(|e| e.to_string()),
        GameKind::Oduludo => text.parse::<oduludo::Move>().err().map(|e| e.to_string()),
        GameKind::Numseq => text.parse::<numseq::Move>().err().map(|e| e.to_string()),
        GameKind::Deblockle => text.parse::<deblockle::Move>().err().map(|e| e.to_string()),
    }
}

/// A 1 MB input of any kind (state notation, move notation,
/// game string, JSON) gives an error of a few hundred characters at most,
/// in every engine and through the facade.
#[test]
fn f5_one_megabyte_inputs_give_short_errors() {
    for kind in GameKind::ALL {
        let name = kind.name();
        // State notation, engine and valid states mutated.
        for valid in states_of(kind) {
            for text in mutations(&valid) {
                if let Some(e) = parse_state(kind, &text) {
                    bounded(&format!("{name} state"), &text, &e);
                }
            }
        }
        // Move notation: the engine, and the facade's apply and string_to_action.
        let mut game = load_game(name).unwrap();
        let moves = game
            .legal_moves()
            .into_iter()
            .chain(game.chance_outcomes().into_iter().map(|(m, _)| m));
        let moves: Vec<String> = moves.take(1).collect();
        for valid in moves.iter().map(String::as_str).chain([""]) {
            for text in mutations(valid) {
                if let Some(e) = parse_move(kind, &text) {
                    bounded(&format!("{name} move"), &text, &e);
                }
                if let Err(e) = game.apply(&text) {
                    bounded(&format!("{name} facade apply"), &text, &e);
                    quoted_once(&format!("{name} facade apply"), &text, &e);
                }
                if let Err(e) = game.string_to_action(&text) {
                    bounded(&format!("{name} facade string_to_action"), &text, &e);
                }
            }
        }
        // Game strings.
        let mut specs = vec![name.to_string()];
        specs.extend(kind.params().into_iter().take(2).map(|(p, _)| format!("{name}({p}=2)")));
        for valid in specs {
            let big = "q".repeat(MB);
            let mut texts = mutations(&valid);
            texts.push(valid.replace('=', &format!("={big}")));
            texts.push(valid.replace('(', &format!("({big}")));
            texts.push(format!("{valid}({big}=1)"));
            texts.push(format!("{big}(players=2)"));
            for text in texts {
                if let Err(e) = load_game(&text) {
                    bounded(&format!("{name} game string"), &text, &e);
                }
            }
        }
    }
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use serde_json::Value;

    /// Every value in `v` replaced in turn by a 1 MB string, and every
    /// object given a field with a 1 MB name.
    fn mutations(v: &Value) -> Vec<Value> {
        fn walk(v: &Value, path: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
            out.push(path.clone());
            match v {
                Value::Object(m) => {
                    for (k, x) in m {
                        path.push(PathStep::Key(k.clone()));
                        walk(x, path, out);
                        path.pop();
                    }
                }
                Value::Array(a) => {
                    for (i, x) in a.iter().enumerate().take(3) {
                        path.push(PathStep::Index(i));
                        walk(x, path, out);
                        path.pop();
                    }
                }
                _ => {}
            }
        }
        let mut paths = Vec::new();
        walk(v, &mut Vec::new(), &mut paths);
        let big = Value::String("w".repeat(MB));
        let mut out = Vec::new();
        for p in paths.into_iter().take(40) {
            let mut m = v.clone();
            let slot = p.iter().fold(&mut m, |m, s| match s {
                PathStep::Key(k) => &mut m[k.as_str()],
                PathStep::Index(i) => &mut m[*i],
            });
            let old = slot.clone();
            *slot = big.clone();
            out.push(m.clone());
            if let Value::Object(o) = slot_mut(&mut m, &p, old) {
                o.insert("w".repeat(MB), Value::Null);
                out.push(m);
            }
        }
        out
    }

    fn slot_mut<'a>(m: &'a mut Value, p: &[PathStep], old: Value) -> &'a mut Value {
        let slot = p.iter().fold(m, |m, s| match s {
            PathStep::Key(k) => &mut m[k.as_str()],
            PathStep::Index(i) => &mut m[*i],
        });
        *slot = old;
        slot
    }

    #[derive(Clone)]
    enum PathStep {
        Key(String),
        Index(usize),
    }

    /// A JSON state read through the facade's reader (the path and
    /// excerpts of [`tabletop::json`]).
    fn json_state(kind: GameKind, text: &str) -> Option<String> {
        use tabletop::json::from_str;
        match kind {
            GameKind::XOBrainer => from_str::<xobrainer::State>(text).err().map(|e| e.to_string()),
            GameKind::Oduludo => from_str::<oduludo::State>(text).err().map(|e| e.to_string()),
            GameKind::Numseq => from_str::<numseq::State>(text).err().map(|e| e.to_string()),
            GameKind::Deblockle => from_str::<deblockle::State>(text).err().map(|e| e.to_string()),
        }
    }

    /// 1 MB JSON documents (states, moves) give short errors
    /// in every engine and through the facade's `apply_json`.
    #[test]
    fn f5_one_megabyte_json_gives_short_errors() {
        for kind in GameKind::ALL {
            let name = kind.name();
            let mut game = load_game(name).unwrap();
            let state = game.state_json();
            for m in mutations(&state) {
                let text = m.to_string();
                if let Some(e) = json_state(kind, &text) {
                    bounded(&format!("{name} JSON state"), &text, &e);
                }
            }
            let moves = game.legal_moves_json();
            for mv in moves.iter().take(2) {
                for m in mutations(mv) {
                    if let Err(e) = game.apply_json(&m) {
                        bounded(&format!("{name} JSON move"), &m.to_string(), &e);
                    }
                }
            }
            let raw = Value::String("v".repeat(MB));
            if let Err(e) = game.apply_json(&raw) {
                bounded(&format!("{name} JSON move"), "a string", &e);
            }
        }
    }
}

//! The engines' own JSON errors (read with `serde_json`
//! directly, without the facade's path) say what was expected in words and
//! name no internal type.

use serde::de::DeserializeOwned;
use serde_json::Value;
use tabletop::{GameKind, Observe, load_game};

/// Every value of `v` (to depth 4, the first 3 array items) replaced in
/// turn by each of a few wrong values.
fn mutations(v: &Value) -> Vec<Value> {
    fn walk(v: &Value, path: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
        out.push(path.clone());
        if path.len() >= 5 {
            return;
        }
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    path.push(Step::Key(k.clone()));
                    walk(x, path, out);
                    path.pop();
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate().take(3) {
                    path.push(Step::Index(i));
                    walk(x, path, out);
                    path.pop();
                }
            }
            _ => {}
        }
    }
    let mut paths = Vec::new();
    walk(v, &mut Vec::new(), &mut paths);
    let wrong = [
        Value::Bool(false),
        Value::from(-1),
        Value::from(1.5),
        Value::from("x"),
        Value::Array(vec![]),
        serde_json::json!({}),
        serde_json::json!({"type": "x"}),
        serde_json::json!({"kind": "x"}),
        Value::Null,
    ];
    let mut out = Vec::new();
    for p in paths {
        for w in &wrong {
            let mut m = v.clone();
            let slot = p.iter().fold(&mut m, |m, s| match s {
                Step::Key(k) => &mut m[k.as_str()],
                Step::Index(i) => &mut m[*i],
            });
            *slot = w.clone();
            out.push(m);
        }
    }
    out
}

#[derive(Clone)]
enum Step {
    Key(String),
    Index(usize),
}

fn error_of<T: DeserializeOwned>(v: &Value) -> Option<String> {
    serde_json::from_value::<T>(v.clone()).err().map(|e| e.to_string())
}

/// Valid JSON documents of every kind an engine reads: states (at the
/// start and a few plies in), moves, the config, and a seat's view where
/// the game has hidden information.
fn documents(kind: GameKind) -> Vec<(&'static str, Value)> {
    use rand_chacha::rand_core::SeedableRng;
    let mut game = load_game(kind.name()).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(34);
    let mut out = Vec::new();
    for _ in 0..6 {
        let state = game.state_json();
        out.push(("state", state.clone()));
        out.push(("config", state["config"].clone()));
        let seat = tabletop::Seat(0);
        match kind {
            GameKind::XOBrainer => {
                let s: xobrainer::State = serde_json::from_value(state).unwrap();
                out.push(("view", serde_json::to_value(s.view(seat)).unwrap()));
            }
            GameKind::Numseq => {
                let s: numseq::State = serde_json::from_value(state).unwrap();
                out.push(("view", serde_json::to_value(s.view(seat)).unwrap()));
            }
            _ => {}
        }
        out.extend(game.legal_moves_json().into_iter().take(2).map(|m| ("move", m)));
        if game.is_terminal() {
            break;
        }
        if game.to_act() == tabletop::Actor::Chance {
            game.sample_chance(&mut rng);
        } else if let Some(mv) = game.random_move(&mut rng) {
            game.apply(&mv).unwrap();
        }
    }
    out
}

/// The error of reading `doc` as a document of `what` in `kind`'s engine.
fn read(kind: GameKind, what: &str, doc: &Value) -> Option<String> {
    macro_rules! engine {
        ($e:ident) => {
            match what {
                "state" => error_of::<$e::State>(doc),
                "config" => error_of::<$e::Config>(doc),
                "move" => error_of::<$e::Move>(doc),
                _ => error_of::<$e::View>(doc),
            }
        };
    }
    match kind {
        GameKind::XOBrainer => engine!(xobrainer),
        GameKind::Oduludo => engine!(oduludo),
        GameKind::Numseq => engine!(numseq),
        GameKind::Deblockle => engine!(deblockle),
    }
}

fn messages(kind: GameKind) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (what, doc) in documents(kind) {
        assert_eq!(read(kind, what, &doc), None, "{} {what} {doc}", kind.name());
        for m in mutations(&doc) {
            if let Some(e) = read(kind, what, &m) {
                out.push((m.to_string(), e));
            }
        }
    }
    out
}

/// Words that only a Rust programmer would read: internal type names and
/// serde's own wording.
const INTERNAL: &[&str] = &[
    "Wire",
    "internally tagged",
    "adjacently tagged",
    "untagged enum",
    "struct ",
    "enum ",
    "newtype",
    "tuple",
];

#[test]
fn f6_engine_json_errors_name_no_internal_type() {
    let mut bad = std::collections::BTreeSet::new();
    for kind in GameKind::ALL {
        for (_doc, e) in messages(kind) {
            if INTERNAL.iter().any(|w| e.contains(w)) {
                bad.insert(format!("{}: {e}", kind.name()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} messages:\n{}",
        bad.len(),
        bad.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// One check per kind of JSON error through the facade: the
/// message names where (the JSON path), what was expected and what was
/// found, and no internal type.
#[test]
fn f6_facade_json_errors_say_what_where_and_found() {
    use tabletop::json::from_str;
    let no_internal = |e: &str| {
        for w in INTERNAL {
            assert!(!e.contains(w), "{w:?} in {e}");
        }
    };
    // A wrong type for a whole move: expected, found, the top level.
    let mut game = load_game("deblockle").unwrap();
    let e = game.apply_json(&Value::Bool(false)).unwrap_err().to_string();
    assert!(
        e.contains("expected a move object") && e.contains("boolean `false`"),
        "{e}"
    );
    no_internal(&e);
    // A wrong value deep in a state: the path, what was found, expected.
    let mut state = game.state_json();
    state["config"]["north_blocks"] = Value::from(-1);
    let e = from_str::<deblockle::State>(&state.to_string())
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("at config.north_blocks: "), "{e}");
    assert!(
        e.contains("`-1`") && e.contains("expected a whole number from 0 to 255"),
        "{e}"
    );
    no_internal(&e);
    // An unknown move type: the path, found, the allowed names.
    let e = game
        .apply_json(&serde_json::json!({"type": "jump"}))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`jump`") && e.contains("`roll`"), "{e}");
    no_internal(&e);
    // A missing field: the path and the field.
    let mut state = load_game("oduludo").unwrap().state_json();
    state["players"]["green"]["pawns"][3]
        .as_object_mut()
        .unwrap()
        .remove("kind");
    let e = from_str::<oduludo::State>(&state.to_string()).unwrap_err().to_string();
    assert!(
        e.starts_with("at players.green.pawns[3]: ") && e.contains("missing field `kind`"),
        "{e}"
    );
    no_internal(&e);
    // (A board square that disagrees: deblockle's
    // `f6_blocks_disagreeing_with_the_board_name_the_square`.)
}

//! The committed JSON Schemas (`schema/*.schema.json`) are the schemas of
//! the serde forms as built now: regenerate them with `UPDATE_SCHEMAS=1
//! cargo test -p numseq --all-features --test suite schema::`. Also checks that
//! the JSON of states, moves, configs and views of seeded games validates
//! against the schemas' basic shape (every required key present).

use std::path::PathBuf;

use board_core::testkit::{random_playout, rng};
use board_core::{Game, Observe, Seat};
use numseq::{Config, Move, State, View};

fn schemas() -> Vec<(&'static str, schemars::Schema)> {
    vec![
        ("state", schemars::schema_for!(State)),
        ("move", schemars::schema_for!(Move)),
        ("config", schemars::schema_for!(Config)),
        ("view", schemars::schema_for!(View)),
    ]
}

#[test]
fn committed_schemas_are_current() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("schema");
    let update = std::env::var_os("UPDATE_SCHEMAS").is_some_and(|v| v == "1");
    let mut stale = Vec::new();
    for (name, schema) in schemas() {
        let path = dir.join(format!("{name}.schema.json"));
        let text = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale JSON Schemas (rerun with UPDATE_SCHEMAS=1): {stale:?}"
    );
}

/// The keys a schema requires of an object, following `$ref`s into `$defs`.
fn required(schema: &serde_json::Value) -> Vec<String> {
    schema["required"]
        .as_array()
        .map(|a| a.iter().map(|k| k.as_str().unwrap().to_string()).collect())
        .unwrap_or_default()
}

#[test]
fn seeded_json_has_every_required_key() {
    let [state, _, config, view] = [0, 1, 2, 3].map(|i| serde_json::to_value(&schemas()[i].1).unwrap());
    for (cfg, seed) in [(Config::default(), 1), (Config::classic(4), 2)] {
        let start = State::new(Config {
            max_turns: Some(300),
            ..cfg
        })
        .unwrap();
        let p = random_playout(&start, &mut rng(seed), 5_000);
        let mut s = start;
        for m in p.moves.iter().step_by(17) {
            let v = serde_json::to_value(&s).unwrap();
            for key in required(&state) {
                assert!(v.get(&key).is_some(), "state lacks {key}");
            }
            for key in required(&config) {
                assert!(v["config"].get(&key).is_some(), "config lacks {key}");
            }
            let w = serde_json::to_value(s.view(Seat(0))).unwrap();
            for key in required(&view) {
                assert!(w.get(&key).is_some(), "view lacks {key}");
            }
            if let Ok(next) = s.apply(m) {
                s = next;
            }
        }
    }
}

//! The committed JSON Schemas (`schema/*.schema.json`) are those the wire
//! types generate; `UPDATE_SCHEMAS=1 cargo test -p oduludo --all-features
//! --test suite schema::` rewrites them.

use oduludo::{Config, Move, State};

#[test]
fn committed_json_schemas_are_current() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    let update = std::env::var("UPDATE_SCHEMAS").is_ok_and(|v| v == "1");
    let mut stale = Vec::new();
    for (name, schema) in [
        ("state", schemars::schema_for!(State)),
        ("move", schemars::schema_for!(Move)),
        ("config", schemars::schema_for!(Config)),
    ] {
        let text = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        let path = dir.join(format!("{name}.schema.json"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(text.as_str()) {
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "stale JSON Schemas {stale:?}: rerun with UPDATE_SCHEMAS=1 and commit them"
    );
}

/// A state's JSON validates against the committed schema's shape: spot
/// checks of what the schema promises.
#[test]
fn the_state_schema_names_the_fields() {
    let schema = schemars::schema_for!(State);
    let v = serde_json::to_value(&schema).unwrap();
    let props = v["properties"].as_object().unwrap();
    for key in ["config", "phase", "colour_to_move", "roll", "players", "winner"] {
        assert!(props.contains_key(key), "{key}");
    }
}

//! The committed JSON Schemas (`schema/*.schema.json`) are the ones the
//! wire types generate: this test regenerates them and fails when a file
//! is stale. `UPDATE_SCHEMAS=1 cargo test -p deblockle --all-features
//! --test suite schema::` rewrites them.

use std::path::PathBuf;

fn check(name: &str, schema: schemars::Schema) {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "schema", &format!("{name}.schema.json")]
        .iter()
        .collect();
    let text = serde_json::to_string_pretty(&schema).unwrap() + "\n";
    if std::env::var_os("UPDATE_SCHEMAS").is_some() {
        std::fs::write(&path, &text).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == text,
        "{} is stale: rerun with UPDATE_SCHEMAS=1 and commit it",
        path.display()
    );
}

#[test]
fn committed_schemas_are_current() {
    check("state", schemars::schema_for!(deblockle::State));
    check("move", schemars::schema_for!(deblockle::Move));
    check("config", schemars::schema_for!(deblockle::Config));
}

/// The schemas describe what the serializer writes: a few documents from
/// every kind of value carry the fields the schema requires.
#[test]
fn schemas_name_the_fields_the_json_has() {
    let state = serde_json::to_value(schemars::schema_for!(deblockle::State)).unwrap();
    let required: Vec<&str> = state["required"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    let s = deblockle::State::new(deblockle::Config::default()).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    let mut keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    let mut required = required;
    required.sort();
    assert_eq!(keys, required);
    let config = serde_json::to_value(schemars::schema_for!(deblockle::Config)).unwrap();
    assert!(
        config.get("required").is_none(),
        "every config field is optional: {config}"
    );
}

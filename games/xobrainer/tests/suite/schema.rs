//! The committed JSON Schemas (`schema/*.schema.json`) are those the
//! structured serde forms generate; `UPDATE_SCHEMAS=1` rewrites them.

use std::path::Path;

#[test]
fn committed_schemas_are_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    let update = std::env::var("UPDATE_SCHEMAS").is_ok_and(|v| v == "1");
    for (name, schema) in xobrainer::json_schemas() {
        let text = serde_json::to_string_pretty(&schema).unwrap() + "\n";
        let path = dir.join(format!("{name}.schema.json"));
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
        } else {
            let committed = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{}: {e} (run with UPDATE_SCHEMAS=1)", path.display()));
            assert!(
                committed == text,
                "{} is stale: run `UPDATE_SCHEMAS=1 cargo test -p xobrainer --all-features --test suite schema::`",
                path.display()
            );
        }
    }
}

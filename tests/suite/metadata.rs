//! Metadata that misleads: no manifest or README points at the
//! placeholder home `example.invalid`, and no manifest names a
//! `repository` or `homepage` until the project has a public one.

use std::path::{Path, PathBuf};

const PLACEHOLDER: &str = "example.invalid";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every package's manifest and README: the workspace's, its members' and
/// the excluded packages' (bench, web, python, fuzz).
fn files() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = [
        ".",
        "board-core",
        "tabletop",
        "svg",
        "vector",
        "bench",
        "web",
        "python",
        "fuzz",
    ]
    .iter()
    .map(|d| root().join(d))
    .collect();
    // Every engine: each folder under games/.
    let games = std::fs::read_dir(root().join("games")).expect("games/ is readable");
    dirs.extend(games.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()));
    let mut out = Vec::new();
    for dir in dirs {
        for name in ["Cargo.toml", "README.md", "pyproject.toml"] {
            let path = dir.join(name);
            if path.is_file() {
                out.push(path);
            }
        }
    }
    out
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn metadata_names_no_placeholder_home() {
    let files = files();
    assert!(files.len() >= 16, "found the manifests: {files:?}");
    for path in files {
        let text = read(&path);
        assert!(
            !text.contains(PLACEHOLDER),
            "{} still names {PLACEHOLDER}",
            path.display()
        );
        if path.extension().is_some_and(|e| e == "toml") {
            for line in text.lines() {
                let key = line.split('=').next().unwrap_or("").trim();
                assert!(
                    !matches!(
                        key,
                        "repository" | "homepage" | "repository.workspace" | "homepage.workspace"
                    ),
                    "{}: {line:?}: no public home yet, so no repository or homepage field",
                    path.display()
                );
            }
        }
    }
}

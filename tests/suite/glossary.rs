//! The glossary check: the names in ARCHITECTURE.md's glossary
//! are the names of the public API, in every crate it names, and the retired
//! names do not come back.
//!
//! ARCHITECTURE.md holds a fenced `glossary-check` block, one rule a line:
//!
//! * `retired NAME...`: no crate source (engines, board-core, the facade)
//!   uses NAME as a word; `retired crate::NAME` (for a word too common to
//!   ban everywhere, such as `Board` or `Status`): that engine declares no
//!   `pub` or `pub(crate)` item NAME;
//! * `retired-method Type::name...`: no engine declares `pub fn name(` in an
//!   inherent `impl Type {` block;
//! * `required CRATES: TEXT`: each engine listed (comma-separated, or `*` for
//!   all four) has TEXT in its sources (spaces and line breaks are ignored
//!   in the comparison, so formatting does not matter);
//! * `to-rename crate::Name...`: a retired name not renamed yet; the engine
//!   still declares it (a renamed one moves to a `retired` line, so that it
//!   cannot come back), and the glossary table marks exactly these names
//!   `` `crate::...::Name` (to rename``.

use std::fs;
use std::path::{Path, PathBuf};

const ENGINES: [&str; 4] = ["xobrainer", "oduludo", "numseq", "deblockle"];
const OTHERS: [&str; 3] = ["board-core", "tabletop", "svg"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`, except unit-test folders.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "tests") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The crate's folder: the engines are under `games/`.
fn crate_dir(krate: &str) -> PathBuf {
    if ENGINES.contains(&krate) {
        root().join("games").join(krate)
    } else {
        root().join(krate)
    }
}

fn sources(krate: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    let dir = crate_dir(krate).join("src");
    rust_files(&dir, &mut files);
    assert!(!files.is_empty(), "no Rust source under {}", dir.display());
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_default();
            (p, text)
        })
        .collect()
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
    })
}

/// The bodies of the inherent `impl Type {` blocks of `text` (braces counted;
/// good enough for rustfmt-formatted code).
fn impl_bodies<'a>(text: &'a str, ty: &str) -> Vec<&'a str> {
    let head = format!("impl {ty} {{");
    let mut out = Vec::new();
    for (start, _) in text.match_indices(&head) {
        let body_start = start + head.len();
        let mut depth = 1usize;
        let mut end = text.len();
        for (i, c) in text[body_start..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = body_start + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push(&text[body_start..end]);
    }
    out
}

/// Whether `text` declares an item `name` (`struct`, `enum`, `type`,
/// `trait`, `const`, `static` or `fn`).
fn declares(text: &str, name: &str) -> bool {
    ["struct", "enum", "type", "trait", "const", "static", "fn"]
        .iter()
        .any(|kw| {
            let head = format!("{kw} {name}");
            text.match_indices(&head).any(|(i, _)| {
                let before = text[..i].chars().next_back();
                let after = text[i + head.len()..].chars().next();
                !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
            })
        })
}

/// Whether `text` declares a `pub` or `pub(crate)` item `name` (not an
/// associated type such as `type Board = PublicBoard;` in a trait impl).
fn declares_visible(text: &str, name: &str) -> bool {
    ["pub ", "pub(crate) "].iter().any(|vis| {
        ["struct", "enum", "type", "trait", "const", "static", "fn"]
            .iter()
            .any(|kw| {
                let head = format!("{vis}{kw} {name}");
                text.match_indices(&head).any(|(i, _)| {
                    let after = text[i + head.len()..].chars().next();
                    !after.is_some_and(is_word_char)
                })
            })
    })
}

/// The `crate::Name` pairs the glossary table marks `(to rename`: each
/// `` `crate::path::Name` (to rename`` in the section above the check block.
fn table_to_rename(doc: &str) -> Vec<String> {
    let start = doc.find("## Glossary").unwrap_or(0);
    let end = doc.find("```glossary-check").unwrap_or(doc.len());
    let section = &doc[start..end.max(start)];
    let mut out = Vec::new();
    for (i, _) in section.match_indices("` (to rename") {
        let Some(open) = section[..i].rfind('`') else { continue };
        let path = &section[open + 1..i];
        let segments: Vec<&str> = path.split("::").collect();
        if let (Some(first), Some(last)) = (segments.first(), segments.last())
            && segments.len() > 1
        {
            out.push(format!("{first}::{last}"));
        }
    }
    out.sort();
    out
}

fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

fn architecture() -> String {
    fs::read_to_string(root().join("ARCHITECTURE.md")).expect("ARCHITECTURE.md is readable")
}

fn rules() -> Vec<String> {
    let doc = architecture();
    let start = doc
        .find("```glossary-check")
        .expect("ARCHITECTURE.md has a glossary-check block");
    let block = &doc[start..];
    let block = &block[block.find('\n').unwrap_or(0)..];
    let end = block.find("```").unwrap_or(block.len());
    block[..end]
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

#[test]
fn glossary_names_are_the_public_names() {
    let mut problems = Vec::new();
    let mut to_rename = Vec::new();
    let rules = rules();
    assert!(
        rules.iter().any(|r| r.starts_with("required")),
        "no required names in the glossary block"
    );
    for rule in &rules {
        let (kind, rest) = rule.split_once(' ').unwrap_or((rule, ""));
        match kind {
            "retired" => {
                for name in rest.split_whitespace() {
                    if let Some((krate, item)) = name.split_once("::") {
                        if !ENGINES.contains(&krate) {
                            problems.push(format!("retired {name}: {krate} is not an engine"));
                        }
                        for (path, text) in sources(krate) {
                            if declares_visible(&text, item) {
                                problems.push(format!("retired name {name} is declared in {}", path.display()));
                            }
                        }
                        continue;
                    }
                    for krate in ENGINES.iter().chain(&OTHERS) {
                        for (path, text) in sources(krate) {
                            if has_word(&text, name) {
                                problems.push(format!("retired name {name} is used in {}", path.display()));
                            }
                        }
                    }
                }
            }
            "retired-method" => {
                for path_name in rest.split_whitespace() {
                    let (ty, name) = path_name
                        .split_once("::")
                        .unwrap_or_else(|| panic!("not Type::name: {path_name}"));
                    for krate in ENGINES {
                        for (path, text) in sources(krate) {
                            for body in impl_bodies(&text, ty) {
                                let body = squeeze(body);
                                if body.contains(&format!("pubfn{name}("))
                                    || body.contains(&format!("pubconstfn{name}("))
                                {
                                    problems.push(format!(
                                        "retired method {path_name}() is declared in {}",
                                        path.display()
                                    ));
                                }
                            }
                        }
                    }
                }
            }
            "required" => {
                let (crates, text) = rest
                    .split_once(':')
                    .unwrap_or_else(|| panic!("rule without ':' {rule:?}"));
                let crates: Vec<&str> = if crates.trim() == "*" {
                    ENGINES.to_vec()
                } else {
                    crates.split(',').map(str::trim).collect()
                };
                let wanted = squeeze(text);
                for krate in crates {
                    let all: String = sources(krate).iter().map(|(_, t)| squeeze(t)).collect();
                    if !all.contains(&wanted) {
                        problems.push(format!("{krate} lacks `{}`", text.trim()));
                    }
                }
            }
            "to-rename" => {
                for item in rest.split_whitespace() {
                    let Some((krate, name)) = item.split_once("::") else {
                        problems.push(format!("to-rename {item}: not crate::Name"));
                        continue;
                    };
                    to_rename.push(item.to_string());
                    if !ENGINES.contains(&krate) {
                        problems.push(format!("to-rename {item}: {krate} is not an engine"));
                    } else if !sources(krate).iter().any(|(_, t)| declares(t, name)) {
                        problems.push(format!(
                            "{item} is renamed: move it from `to-rename` to a `retired` line, and out of the table's \"(to rename)\""
                        ));
                    }
                }
            }
            _ => problems.push(format!("unknown glossary-check rule {rule:?}")),
        }
    }
    to_rename.sort();
    let in_table = table_to_rename(&architecture());
    if in_table != to_rename {
        problems.push(format!(
            "the glossary table marks {in_table:?} \"(to rename)\", the check block lists {to_rename:?}"
        ));
    }
    assert!(
        problems.is_empty(),
        "the public API and the glossary disagree:\n{}",
        problems.join("\n")
    );
}

#[test]
fn impl_bodies_are_found_by_type() {
    let text = "impl State {\n    pub fn turn(&self) { if x { y } }\n}\nimpl Side {\n    pub fn seat(self) {}\n}";
    assert_eq!(impl_bodies(text, "State").len(), 1);
    assert!(impl_bodies(text, "State")[0].contains("turn"));
    assert!(!impl_bodies(text, "State")[0].contains("seat"));
}

#[test]
fn word_search_respects_identifier_boundaries() {
    assert!(has_word("MoveError::NotChance)", "NotChance"));
    assert!(!has_word("MoveError::NotChanceNode)", "NotChance"));
    assert!(!has_word("ChanceNotChance", "NotChance"));
}

#[test]
fn declarations_and_table_marks_are_found() {
    assert!(declares("pub(crate) struct NoSink;", "NoSink"));
    assert!(declares("pub fn num_sides(&self)", "num_sides"));
    assert!(!declares("pub struct NoSinkAtAll;", "NoSink"));
    assert!(!declares("let x = NoSink;", "NoSink"));
    assert!(declares_visible("pub struct Board {", "Board"));
    assert!(declares_visible("pub(crate) enum Status {", "Status"));
    assert!(!declares_visible("    type Board = PublicBoard;", "Board"));
    assert!(!declares_visible("pub struct BoardLayout {", "Board"));
    let doc = "## Glossary\n| a | b | `oduludo::Board` (to rename: `oduludo::events::Board`), `x::y::Z` (to rename) |\n```glossary-check\n";
    assert_eq!(table_to_rename(doc), ["oduludo::Board", "x::Z"]);
}

//! Writes the committed seed corpus, `fuzz/corpus/<target>/`, from reachable
//! states (the harnesses' seeded states): `cargo run --manifest-path
//! fuzz/Cargo.toml --example gen_corpus`. It replaces every target's
//! `seed-*` files (deterministic output) and keeps the `regress-*` files:
//! inputs that once failed, committed by hand.

use std::fs;
use std::path::{Path, PathBuf};

use board_core::{Actor, Game};
use tabletop_rules_fuzz::{Deblockle, Harness, Numseq, Oduludo, Xobrainer};

/// Files per target at most.
const PER_TARGET: usize = 40;

fn write_all(dir: &Path, files: &[Vec<u8>]) -> std::io::Result<usize> {
    fs::create_dir_all(dir)?;
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("seed-"))
        {
            fs::remove_file(path)?;
        }
    }
    let mut seen = std::collections::BTreeSet::new();
    for f in files {
        if seen.len() == PER_TARGET {
            break;
        }
        if seen.insert(f.clone()) {
            fs::write(dir.join(format!("seed-{:02}", seen.len() - 1)), f)?;
        }
    }
    Ok(seen.len())
}

/// `count` items spread evenly over `items`.
fn spread<T: Clone>(items: &[T], count: usize) -> Vec<T> {
    if items.len() <= count {
        return items.to_vec();
    }
    (0..count).map(|i| items[i * items.len() / count].clone()).collect()
}

fn moves_of<G: Game>(s: &G) -> Vec<G::Move> {
    match s.to_act() {
        Actor::Chance => s.chance_outcomes().into_iter().map(|(m, _)| m).collect(),
        _ => s.legal_moves(),
    }
}

fn generate<H: Harness>(root: &Path) -> std::io::Result<()> {
    let seeds = H::seeds();
    let live: Vec<(usize, &H::State)> = seeds.iter().enumerate().filter(|(_, s)| !s.is_terminal()).collect();

    let states: Vec<Vec<u8>> = spread(seeds, PER_TARGET)
        .iter()
        .map(|s| s.to_string().into_bytes())
        .collect();

    let mut moves = Vec::new();
    for (k, (i, s)) in spread(&live, PER_TARGET).into_iter().enumerate() {
        let ms = moves_of(s);
        if let Some(m) = ms.get(k * 7 % ms.len().max(1)) {
            let mut f = vec![i as u8];
            f.extend(m.to_string().bytes());
            moves.push(f);
        }
    }

    let mut json = Vec::new();
    for c in H::configs() {
        json.push(serde_json::to_vec(&c).map_err(std::io::Error::other)?);
    }
    for s in spread(seeds, PER_TARGET - json.len()) {
        json.push(serde_json::to_vec(&s).map_err(std::io::Error::other)?);
    }

    let mut play = Vec::new();
    for (k, (i, s)) in spread(&live, PER_TARGET).into_iter().enumerate() {
        let choices: Vec<u8> = (0..24u32).map(|j| (j.wrapping_mul(97) + k as u32 * 31) as u8).collect();
        let mut f = if k % 2 == 0 {
            let mut f = s.to_string().into_bytes();
            f.push(0xFF);
            f
        } else {
            vec![i as u8]
        };
        f.extend(choices);
        play.push(f);
    }

    for (kind, files) in [("state", states), ("move", moves), ("json", json), ("play", play)] {
        let n = write_all(&root.join(format!("{}_{kind}", H::NAME)), &files)?;
        let bytes: usize = files.iter().take(n).map(Vec::len).sum();
        let max = files.iter().take(n).map(Vec::len).max().unwrap_or(0);
        println!("{}_{kind}: {n} files, {bytes} bytes, largest {max}", H::NAME);
    }
    Ok(())
}

fn main() -> std::io::Result<()> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    generate::<Xobrainer>(&root)?;
    generate::<Oduludo>(&root)?;
    generate::<Numseq>(&root)?;
    generate::<Deblockle>(&root)?;
    Ok(())
}

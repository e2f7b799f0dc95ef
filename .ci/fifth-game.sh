#!/usr/bin/env bash
# CI: adding a game takes its own crate plus the three lines of
# docs/ADDING_A_GAME.md (rows 1-2) and nothing else. A copy of Deblockle
# becomes a fifth game, `games/mygame` (its package name and GameInfo name
# and title changed, its example dropped); the three lines are added; the
# whole workspace must build and the tour must play the new game. Runs in a
# scratch copy of the committed tree, so the checkout is left as it is.
set -euo pipefail

repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/orig" "$work/new"
git archive HEAD | tar -x -C "$work/orig"
git archive HEAD | tar -x -C "$work/new"
cd "$work/new"

# The crate: a renamed copy of Deblockle.
cp -r games/deblockle games/mygame
rm -rf games/mygame/examples
sed -i '/^\[\[example\]\]/,$d; s/^name = "deblockle"$/name = "mygame"/' games/mygame/Cargo.toml
sed -i 's/name: "deblockle",/name: "mygame",/; s/title: "Deblockle",/title: "My game",/' games/mygame/src/game_impl.rs

# The three lines outside it.
sed -i 's|^deblockle = { path = "../games/deblockle", version = "0.1.0" }$|&\nmygame = { path = "../games/mygame", version = "0.1.0" }|; s|"deblockle/serde"\]|"deblockle/serde", "mygame/serde"]|' tabletop/Cargo.toml
sed -i 's|^\( *\)Deblockle(deblockle, $crate::deblockle::State) \(.*\)$|&\n\1Mygame(mygame, $crate::mygame::State) "a copy of Deblockle",|' tabletop/src/registry.rs

# Exactly three lines differ outside the new crate.
changed=$(diff -r -x mygame "$work/orig" "$work/new" | grep -c '^>' || true)
[ "$changed" = 3 ] || { echo "fifth-game: expected 3 changed lines outside games/mygame, found $changed"; diff -r -x mygame "$work/orig" "$work/new" || true; exit 1; }

# The checkout's target folder: the dependencies are built already (the
# copies of the workspace crates build beside them under their own hashes).
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$repo/target}"
cargo build --workspace --all-features
out=$(cargo run -q --bin tour -- --game mygame --no-timing)
echo "$out" | grep -q '^mygame ' || { echo "fifth-game: the tour did not play mygame"; echo "$out" | tail -5; exit 1; }
echo "fifth-game: a copy of Deblockle joined with 3 lines outside its crate; the workspace builds and the tour plays it"

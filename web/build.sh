#!/usr/bin/env bash
# Builds the web page into web/www/pkg/: the engines and the page's Rust side
# compiled to wasm32-unknown-unknown, then wasm-bindgen's JavaScript glue.
# Installs what it needs: the wasm32 target (rustup) and wasm-bindgen-cli of
# exactly the version in web/Cargo.lock (cargo install, from crates.io).
# Serve the page (on this machine only) with:
#   python3 -m http.server --bind 127.0.0.1 -d web/www 8000
set -euo pipefail
cd "$(dirname "$0")"
export CARGO_TERM_COLOR=never

# The CLI must match the wasm-bindgen crate exactly (their data formats are
# tied to the version).
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$version" ] || { echo "build.sh: no wasm-bindgen in web/Cargo.lock" >&2; exit 1; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    echo "== rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
fi

have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$version" ]; then
    echo "== cargo install wasm-bindgen-cli --version =$version --locked (found: ${have:-none})"
    cargo install wasm-bindgen-cli --version "=$version" --locked
fi

echo "== cargo build --release --target wasm32-unknown-unknown (web/)"
cargo build --release --locked --target wasm32-unknown-unknown
echo "== wasm-bindgen $version --target web -> web/www/pkg"
rm -rf www/pkg
wasm-bindgen --target web --no-typescript --out-dir www/pkg \
    "${CARGO_TARGET_DIR:-target}/wasm32-unknown-unknown/release/tabletop_web.wasm"
ls -l www/pkg

#!/usr/bin/env bash
# CI: board-core and the engine crates build for wasm32-unknown-unknown,
# each in its plain form (no default features) and with `serde`. The engines
# are found in the workspace (`.ci/module-cycles.py --engines`: the members
# that depend on board-core and on no other member), not listed here.
#
#   .ci/wasm-check.sh            # route 1 if it works, else route 2
#   TABLETOP_WASM_ROUTE=rustup .ci/wasm-check.sh    # route 1 only
#   TABLETOP_WASM_ROUTE=debian .ci/wasm-check.sh    # route 2 only
#
# Route 1: the rustup toolchain with its wasm32-unknown-unknown standard
# library (`rustup target add`, which needs rustup's download server).
# Route 2 (fallback): Debian's `rustc-web` and `rust-web-src` packages (apt;
# they bring /usr/bin/rustc, /usr/bin/cargo and the standard library's source
# with its vendored dependencies), building core and alloc from source with
# `RUSTC_BOOTSTRAP=1 cargo build -Zbuild-std=core,alloc`. Route 2 calls those
# binaries by their full paths, so the rustup toolchain first on PATH stays
# the one every other step uses.
#
# The wasm builds go to their own target directory (beside the host
# builds, under the target directory), so the host build cache is untouched.
# Prints the route it took; exits non-zero, saying why, if neither works.
#
# Both routes were tried on 2026-12-02: route 1 with rustc 1.95.0 (cold: 78 s
# of CPU; warm: 5 s), route 2 with Debian's rustc 1.96.0 (cold, after the apt
# install: 222 s of CPU, core and alloc included; warm: 11 s).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
triple=wasm32-unknown-unknown
mapfile -t engines < <(python3 .ci/module-cycles.py --engines)
[ "${#engines[@]}" -gt 0 ] || { echo "wasm-check: no engine crate found in the workspace"; exit 1; }
crates=(board-core "${engines[@]}")
target_root=${CARGO_TARGET_DIR:-$PWD/target}
want=${TABLETOP_WASM_ROUTE:-any}

say() { echo "wasm-check: $*"; }

# build_all CARGO TARGET_DIR EXTRA_ARGS...: every crate, plain and with serde.
build_all() {
    local cargo=$1 dir=$2
    shift 2
    for c in "${crates[@]}"; do
        for feat in plain serde; do
            local args=(build --locked -p "$c" --target "$triple" --no-default-features)
            [ "$feat" = serde ] && args+=(--features serde)
            say "$c ($feat): cargo ${args[*]} $*"
            CARGO_TARGET_DIR="$dir" "$cargo" "${args[@]}" "$@" ||
                { say "FAILED: $c ($feat) does not build for $triple"; exit 1; }
        done
    done
}

# Each route's first function only makes the toolchain ready (returning
# non-zero if it cannot); a build failure after that fails the check at once
# rather than trying the other route.
ready_rustup() {
    command -v rustup >/dev/null 2>&1 || { say "route 1: no rustup on PATH"; return 1; }
    if ! rustup target list --installed 2>/dev/null | grep -qx "$triple"; then
        say "route 1: rustup target add $triple"
        rustup target add "$triple" || { say "route 1: rustup target add failed"; return 1; }
    fi
}
build_rustup() {
    say "ROUTE 1: rustup toolchain ($(rustc -V)) with its $triple standard library"
    build_all cargo "$target_root/wasm-check-rustup"
}

deb_rustc=/usr/bin/rustc
deb_cargo=/usr/bin/cargo
ready_debian() {
    local rustc=$deb_rustc cargo=$deb_cargo sysroot
    if ! dpkg-query -W -f='${Status}' rustc-web rust-web-src 2>/dev/null | grep -c "install ok installed" | grep -qx 2; then
        command -v apt-get >/dev/null 2>&1 || { say "route 2: no apt-get"; return 1; }
        say "route 2: apt-get install rustc-web rust-web-src"
        apt-get update -qq || true
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rustc-web rust-web-src >/dev/null ||
            { say "route 2: apt-get install failed"; return 1; }
    fi
    [ -x "$rustc" ] && [ -x "$cargo" ] || { say "route 2: $rustc or $cargo missing after install"; return 1; }
    sysroot=$("$rustc" --print sysroot)
    [ -f "$sysroot/lib/rustlib/src/rust/library/Cargo.lock" ] ||
        { say "route 2: no standard library source under $sysroot/lib/rustlib/src/rust"; return 1; }
}
build_debian() {
    say "ROUTE 2: Debian $("$deb_rustc" -V) ($deb_rustc, $deb_cargo), core and alloc built from rust-web-src (-Zbuild-std)"
    export RUSTC="$deb_rustc" RUSTDOC=/usr/bin/rustdoc RUSTC_BOOTSTRAP=1
    build_all "$deb_cargo" "$target_root/wasm-check-debian" -Zbuild-std=core,alloc
}

case "$want" in
rustup)
    ready_rustup || { say "FAILED: route 1 (rustup) is not available"; exit 1; }
    build_rustup
    ;;
debian)
    ready_debian || { say "FAILED: route 2 (Debian rustc-web) is not available"; exit 1; }
    build_debian
    ;;
any)
    if ready_rustup; then
        build_rustup
    else
        say "route 1 unavailable; trying route 2"
        ready_debian || { say "FAILED: neither route 1 (rustup target add) nor route 2 (Debian rustc-web + rust-web-src) is available for $triple"; exit 1; }
        build_debian
    fi
    ;;
*) say "unknown TABLETOP_WASM_ROUTE=$want (rustup, debian or unset)"; exit 2 ;;
esac
say "all ${#crates[@]} crates build for $triple, plain and with serde"

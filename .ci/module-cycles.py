#!/usr/bin/env python3
"""Module-cycle check: no crate of the workspace has a cycle among its
top-level modules, and the four engines import only down the engine
skeleton (ARCHITECTURE.md, "The engine skeleton") and have the same public
modules (`data`, `events`, `layout`).

For each crate (board-core, the four engines, tabletop, svg and the root
crate) the script reads the module tree from `src/lib.rs` (`mod x;`
declarations, `#[path]` honoured), so a module is a file or folder directly
under `src/` and the children of a folder count as their folder. A module
depends on another when its code names it:

* `crate::a::...`, `$crate::a::...`, `use crate::{a, b::c}`;
* `super::a::...` from a top-level module (where `super` is the crate root),
  `super::super::a` from one level down, and so on (inline `mod x { }`
  blocks count as a level);
* `crate::Name` / `use crate::{Name}` where `Name` is re-exported by
  `lib.rs` from module `a` (`pub use a::{Name, ...}`): a path through the
  crate root is still a dependency on the module that defines the item.

Comments (doc comments included), string and char literals, and every item
under `#[cfg(test)]` (unit-test modules, inline or in their own files) are
ignored: tests may reach anywhere.

Prints every cycle (each elementary cycle once, as `a -> b -> ... -> a`),
every import that runs up the skeleton and every engine whose public
modules differ, and exits 1 if there is any.
`--self-test` runs the parser and the cycle search on small synthetic
trees first (so a broken parser cannot pass silently); `--graph` prints
each crate's edges; `--no-layers` skips the skeleton check;
`--module-paths-only` ignores references through lib.rs's re-exports;
`--engines` prints the package names of the engine crates found in the
workspace and exits.
The crates and the engines are read from the workspace's Cargo.toml
files (`workspace_crates`), not listed here.

Standard library only (python3 >= 3.8).
"""

import glob
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def _toml_section(text, header):
    """The `key = ...` lines of `[header]` in a Cargo.toml (a flat read: enough
    for the workspace's manifests, which the check must not need a TOML
    library for)."""
    keys, inside = [], False
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("["):
            inside = stripped == f"[{header}]"
            continue
        if inside and "=" in stripped and not stripped.startswith("#"):
            keys.append((stripped.split("=", 1)[0].strip().split(".")[0].strip('"'), stripped.split("=", 1)[1].strip()))
    return keys


def workspace_crates(root):
    """The workspace's crates, read from the root Cargo.toml: its `members`
    and the root package ("."); and the engines among them: every member that
    depends on board-core and on no other member (the facade crates depend
    on the engines, board-core on nothing of the workspace)."""
    with open(os.path.join(root, "Cargo.toml"), encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"^members\s*=\s*\[(.*?)\]", text, re.S | re.M)
    members = []
    for pattern in re.findall(r'"([^"]+)"', m.group(1)) if m else []:
        # A glob (`games/*`) stands for every directory it matches, sorted.
        found = sorted(glob.glob(os.path.join(root, pattern))) if glob.has_magic(pattern) else [os.path.join(root, pattern)]
        members += [os.path.relpath(path, root) for path in found]
    names, deps = {}, {}
    for member in members:
        with open(os.path.join(root, member, "Cargo.toml"), encoding="utf-8") as f:
            manifest = f.read()
        name = dict(_toml_section(manifest, "package")).get("name", '""').strip('"')
        names[name] = member
        deps[member] = {k for k, _ in _toml_section(manifest, "dependencies")}
    engines = [
        member
        for member in members
        if "board-core" in deps[member] and not any(d in names and d != "board-core" for d in deps[member])
    ]
    return members + ["."], engines, names


# Every crate of the workspace, and the engines (which follow the skeleton).
CRATES, ENGINES, PACKAGES = workspace_crates(ROOT)

# The engine skeleton (ARCHITECTURE.md, "The engine skeleton"): the rows of
# the table, top (imported by everything) to bottom. An engine module may
# import the modules of the rows above its own and of its own row (the
# cycle check keeps a row acyclic), never a row below. Keep in step with the
# table.
LAYERS = [
    # the crate's vocabulary (the one row whose file names differ per game):
    # pieces, sides, squares, cards, cubes, colours, bit-level helpers
    {"piece", "squares", "colour", "card", "cube", "board", "fast"},
    # the shipped tables and their plain types
    {"data"},
    # Layout and its loaders: validated board data
    {"layout"},
    # Config, ConfigProblem, ConfigError, Config::validate
    {"config"},
    # State and its accessors
    {"state"},
    # Move, MoveError, MAX_LEGAL_MOVES, the move's text form, ParseMoveError
    {"moves"},
    # Event, the public board rebuilt from events, Narrate
    {"events"},
    # lines, scoring, the end of a round and of the game (may emit events)
    {"score"},
    # StateError, State::validate
    {"invariants"},
    # the state's (and config's) text forms, ParseStateError
    {"notation"},
    # check_move, apply, move generation (and rules/*.rs)
    {"rules"},
    # impl Game and its fast paths (and game_impl/*.rs)
    {"game_impl"},
    # State::picture
    {"picture"},
    # Observe: the seat's View
    {"view"},
    # MoveHints, the encodings, bots, the search knowledge
    {"hints", "encoding", "bot", "knowledge"},
    # the game-string parameter table and the search settings
    {"params"},
    # adapters: serde, the testkit's Conformance
    {"serde_impl", "testkit_impl"},
    # how the game is shown to people: impl Present
    {"present"},
]


# The public modules of every engine (ARCHITECTURE.md, "The engine
# skeleton"): every other module is private, its public items re-exported
# at the crate root.
PUBLIC_MODULES = {"data", "events", "layout"}


def public_modules(lib_clean):
    """The names of the `pub mod x;` declarations in a (stripped) lib.rs."""
    return set(re.findall(r"\bpub\s+mod\s+(\w+)\s*;", lib_clean))


def layer_of(module):
    for i, layer in enumerate(LAYERS):
        if module in layer:
            return i
    return None


# ---------------------------------------------------------------- lexing


def strip(text):
    """`text` with comments, string literals and char literals blanked
    (replaced by spaces, newlines kept), so the offsets still line up."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(blank(text[i:j]))
            i = j
        elif (c == "r" or text.startswith("br", i)) and re.match(r'b?r#*"', text[i:]) and not ident_before(text, i):
            m = re.match(r'(b?r)(#*)"', text[i:])
            close = '"' + m.group(2)
            j = text.find(close, i + len(m.group(0)))
            j = n if j < 0 else j + len(close)
            out.append(blank(text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(blank(text[i:j]))
            i = j
        elif c == "'":
            # a char literal ('x', '\n', '\u{1F600}', '"') or a lifetime ('a)
            m = re.match(r"'(\\[^']*|[^\\'])'", text[i:])
            if m:
                out.append(" " * len(m.group(0)))
                i += len(m.group(0))
            else:
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def ident_before(text, i):
    return i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")


def blank(s):
    return "".join(ch if ch == "\n" else " " for ch in s)


def matching(text, i):
    """The index just past the bracket closing the one at `text[i]`."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] in "([{":
            depth += 1
        elif text[j] in ")]}":
            depth -= 1
            if depth == 0:
                return j + 1
    return len(text)


CFG_TEST = re.compile(r"#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]")
ATTR = re.compile(r"\s*#\s*\[")


def item_end(text, i):
    """The end of the item starting at `i` (after its attributes): the `;`
    at bracket depth 0, or the `}` closing its body (and a `;` after it)."""
    while True:
        m = ATTR.match(text, i)
        if not m:
            break
        i = matching(text, m.end() - 1)
    j = i
    while j < len(text):
        ch = text[j]
        if ch == ";":
            return j + 1
        if ch in "([":
            j = matching(text, j)
            continue
        if ch == "{":
            j = matching(text, j)
            k = j
            while k < len(text) and text[k] in " \t\r\n":
                k += 1
            return k + 1 if k < len(text) and text[k] == ";" else j
        j += 1
    return len(text)


def drop_cfg_test(text):
    """`text` (already stripped) with every `#[cfg(test)]` item blanked;
    also the names of the `#[cfg(test)] mod x;` files it declares."""
    test_mods = set()
    while True:
        m = CFG_TEST.search(text)
        if not m:
            return text, test_mods
        end = item_end(text, m.end())
        item = text[m.start() : end]
        decl = re.search(r"\bmod\s+(\w+)\s*;", item)
        if decl:
            test_mods.add(decl.group(1))
        text = text[: m.start()] + blank(item) + text[end:]


# ---------------------------------------------------------------- the module tree

MOD_DECL = re.compile(r'((?:#\s*\[[^\]]*\]\s*)*)(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(\w+)\s*;')
PATH_ATTR = re.compile(r'#\s*\[\s*path\s*=\s*"([^"]*)"\s*\]')


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def declared_mods(raw, clean):
    """(name, #[path] or None) of the `mod x;` declarations left in `clean`
    (the path attribute is read from `raw`, where strings survive)."""
    out = []
    for m in MOD_DECL.finditer(clean):
        attrs = raw[m.start(1) : m.end(1)]
        p = PATH_ATTR.search(attrs)
        out.append((m.group(2), p.group(1) if p else None))
    return out


def module_files(path, depth, out):
    """Collect (file, depth, clean text) for `path` and its non-test
    child modules; `depth` is 0 for a top-level module."""
    raw = read(path)
    clean, _ = drop_cfg_test(strip(raw))
    out.append((path, depth, clean))
    base = os.path.dirname(path)
    stem = os.path.splitext(os.path.basename(path))[0]
    if stem not in ("mod", "lib", "main"):
        base = os.path.join(base, stem)
    for name, given in declared_mods(raw, clean):
        if given:
            child = os.path.join(os.path.dirname(path), given)
        else:
            child = os.path.join(base, name + ".rs")
            if not os.path.exists(child):
                child = os.path.join(base, name, "mod.rs")
        if os.path.exists(child):
            module_files(child, depth + 1, out)


def crate_modules(src):
    """{top-level module: [(file, depth, clean text)]} and the lib.rs text."""
    lib = os.path.join(src, "lib.rs")
    raw = read(lib)
    clean, _ = drop_cfg_test(strip(raw))
    modules = {}
    for name, given in declared_mods(raw, clean):
        if given:
            path = os.path.join(src, given)
        else:
            path = os.path.join(src, name + ".rs")
            if not os.path.exists(path):
                path = os.path.join(src, name, "mod.rs")
        files = []
        if os.path.exists(path):
            module_files(path, 0, files)
        modules.setdefault(name, []).extend(files)
    return modules, clean


# ---------------------------------------------------------------- references

USE_TREE_HEAD = re.compile(r"(\$?crate|(?:super\s*::\s*)+)\s*::\s*")


def group_heads(text, i):
    """First segments of the elements of the `{...}` group at `text[i]`."""
    end = matching(text, i)
    inner = text[i + 1 : end - 1]
    heads, depth, start = [], 0, 0
    for j, ch in enumerate(inner + ","):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif ch == "," and depth == 0:
            part = inner[start:j].strip()
            start = j + 1
            m = re.match(r"(\w+)", part)
            if m:
                heads.append(m.group(1))
    return heads


def inline_mod_depths(text):
    """For each offset, how many inline `mod x { }` blocks enclose it
    (as a list of (start, end) spans)."""
    spans = []
    for m in re.finditer(r"\bmod\s+\w+\s*\{", text):
        spans.append((m.end() - 1, matching(text, m.end() - 1)))
    return spans


def references(text, depth):
    """The crate-root names (modules or re-exported items) the code in
    `text` (a file at module depth `depth`) refers to."""
    spans = inline_mod_depths(text)
    names = []
    for m in re.finditer(r"(?<![\w$])(\$crate|crate|super)\b", text):
        i = m.start()
        if i > 0 and text[i - 1] == ":" :
            continue  # `a::super` does not occur; `in crate::` paths are fine
        # the chain of `super::` (or the one `crate::`)
        j = m.start()
        supers = 0
        if m.group(1) in ("crate", "$crate"):
            j = m.end()
            level = 0
        else:
            while True:
                s = re.match(r"super\s*::\s*", text[j:])
                if not s:
                    break
                supers += 1
                j += s.end()
            if supers == 0:
                continue
            here = depth + sum(1 for a, b in spans if a < i < b)
            level = here + 1 - supers
            if level != 0:
                continue  # within the module itself
        if m.group(1) in ("crate", "$crate"):
            s = re.match(r"\s*::\s*", text[j:])
            if not s:
                continue  # `pub(crate)`, `crate` alone
            j += s.end()
        if j < len(text) and text[j] == "{":
            names.extend(group_heads(text, j))
        else:
            s = re.match(r"(\w+)", text[j:])
            if s:
                names.append(s.group(1))
    return names


def reexports(lib_clean, modules):
    """{name: module} for the items lib.rs re-exports from a module."""
    out = {}
    for m in re.finditer(r"\buse\s+(?:self\s*::\s*)?(\w+)\s*::\s*", lib_clean):
        module = m.group(1)
        if module not in modules:
            continue
        j = m.end()
        end = lib_clean.find(";", j)
        tree = lib_clean[j:end]
        for name in re.findall(r"\w+", re.sub(r"\bas\s+\w+", "", tree)):
            if name not in ("self", "crate", "super") and name not in modules:
                out.setdefault(name, module)
        alias = re.findall(r"\w+\s+as\s+(\w+)", tree)
        for name in alias:
            out.setdefault(name, module)
    return out


RESOLVE_ROOT = True


def crate_graph(src):
    modules, lib_clean = crate_modules(src)
    via_root = reexports(lib_clean, modules) if RESOLVE_ROOT else {}
    graph = {name: {} for name in modules}
    for name, files in modules.items():
        for path, depth, clean in files:
            for ref in references(clean, depth):
                target = ref if ref in modules else via_root.get(ref)
                if target and target != name:
                    graph[name].setdefault(target, os.path.relpath(path, src))
    return graph


# ---------------------------------------------------------------- cycles


def sccs(graph):
    """Tarjan's strongly connected components."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def elementary_cycles(graph, limit=200):
    """Every elementary cycle (up to `limit`), each once, starting at its
    smallest module: a simple search from each node over larger nodes."""
    cycles = []
    for comp in sccs(graph):
        if len(comp) < 2:
            continue
        members = set(comp)
        for start in comp:
            path = [start]

            def walk(v):
                for w in sorted(graph[v]):
                    if w not in members or w < start:
                        continue
                    if w == start:
                        cycles.append(path + [start])
                        if len(cycles) >= limit:
                            return True
                    elif w not in path:
                        path.append(w)
                        if walk(w):
                            return True
                        path.pop()
                return False

            if walk(start):
                return cycles
    return cycles


def upward_imports(graph):
    """Imports in an engine that run up the skeleton, and modules the
    skeleton does not place."""
    out = []
    for a in sorted(graph):
        la = layer_of(a)
        if la is None:
            out.append(f"module `{a}` has no place in the skeleton (add it to LAYERS and the table)")
            continue
        for b in sorted(graph[a]):
            lb = layer_of(b)
            if lb is not None and lb > la:
                out.append(f"{a} -> {b} runs up the skeleton ({graph[a][b]})")
    return out


def check(root, crates, engines, show_graph=False, quiet=False, layers=True):
    problems = 0
    for crate in crates:
        src = os.path.join(root, crate, "src")
        if not os.path.exists(os.path.join(src, "lib.rs")):
            print(f"{crate}: no src/lib.rs")
            problems += 1
            continue
        graph = crate_graph(src)
        label = "root" if crate == "." else crate
        if show_graph:
            for a in sorted(graph):
                print(f"{label}: {a} -> {', '.join(sorted(graph[a])) or '(nothing)'}")
        cycles = elementary_cycles(graph)
        for comp in sccs(graph):
            if len(comp) > 1:
                print(f"{label}: modules in a cycle: {', '.join(comp)}")
                for c in cycles:
                    if c[0] in comp:
                        edges = ", ".join(f"{a}->{b} in {graph[a][b]}" for a, b in zip(c, c[1:]))
                        print(f"{label}:   cycle {' -> '.join(c)} ({edges})")
        problems += len(cycles)
        if crate in engines and layers:
            ups = upward_imports(graph)
            for u in ups:
                print(f"{label}: {u}")
            _, lib_clean = crate_modules(src)
            public = public_modules(lib_clean)
            if public != PUBLIC_MODULES:
                wanted = ", ".join(sorted(PUBLIC_MODULES))
                print(f"{label}: public modules {', '.join(sorted(public)) or '(none)'}, expected exactly {wanted}")
                problems += 1
            problems += len(ups)
        if not quiet and not cycles:
            print(f"{label}: {len(graph)} modules, no cycle")
    return problems


# ---------------------------------------------------------------- self-test


SELF_TEST = {
    "lib.rs": """
        //! crate::b would be an edge if comments were read
        pub mod a;
        mod b;
        pub mod c;
        mod d;
        mod e;
        #[cfg(test)]
        mod tests;
        pub use d::{Thing, Other as Renamed};
    """,
    "a.rs": """
        use crate::{b, c::X};
        /// [`crate::e`] in a doc comment is no edge
        const S: &str = "crate::e::F";
        #[cfg(test)]
        mod tests {
            use crate::e::F;
        }
        #[cfg(test)]
        use crate::e::G;
    """,
    "b.rs": """
        fn f<'a>(x: &'a str) -> char { let _ = super::c::Y; '"' }
    """,
    "c/mod.rs": """
        mod inner;
        mod nested {
            use super::super::d::Z;
        }
    """,
    "c/inner.rs": """
        use super::super::a::W; // c -> a, closing a -> c -> a
        use super::Q; // within c
    """,
    "d.rs": """
        /* crate::a in a block comment /* nested */ crate::b */
        pub struct Thing;
        pub struct Other;
        fn g() { let _ = r#"crate::b"#; }
    """,
    "e.rs": """
        use crate::Renamed; // through the root's re-export: e -> d
        use crate::Thing;
        fn h() { crate::c::f(); }
    """,
    "tests.rs": """
        use crate::{a, b, c, d, e};
    """,
}

SELF_TEST_EDGES = {
    "a": {"b", "c"},
    "b": {"c"},
    "c": {"a", "d"},
    "d": set(),
    "e": {"c", "d"},
}
SELF_TEST_CYCLES = [["a", "b", "c", "a"], ["a", "c", "a"]]


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "t", "src")
        for name, body in SELF_TEST.items():
            path = os.path.join(src, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(body)
        graph = crate_graph(src)
        edges = {a: set(bs) for a, bs in graph.items()}
        cycles = elementary_cycles(graph)
    ok = True
    if edges != SELF_TEST_EDGES:
        print(f"self-test: edges {edges}, expected {SELF_TEST_EDGES}")
        ok = False
    if cycles != SELF_TEST_CYCLES:
        print(f"self-test: cycles {cycles}, expected {SELF_TEST_CYCLES}")
        ok = False
    # a layering check on a two-module engine graph
    ups = upward_imports({"state": {"rules": "state.rs"}, "rules": {"state": "rules.rs"}})
    if ups != ["state -> rules runs up the skeleton (state.rs)"]:
        print(f"self-test: upward imports {ups}")
        ok = False
    # the public-module parser
    public = public_modules(strip("pub mod a;\n// pub mod z;\nmod b;\npub(crate) mod c;\npub mod d ;\n"))
    if public != {"a", "d"}:
        print(f"self-test: public modules {public}")
        ok = False
    print("self-test: " + ("ok" if ok else "FAILED"))
    return ok


def main(argv):
    global RESOLVE_ROOT
    # `--module-paths-only`: count only paths that name a module
    # (`crate::a::...`), not items reached through lib.rs's re-exports.
    RESOLVE_ROOT = "--module-paths-only" not in argv
    if "--engines" in argv:
        # The engine crates' package names, one a line (for .ci/wasm-check.sh's `-p`).
        by_dir = {member: name for name, member in PACKAGES.items()}
        print("\n".join(by_dir[e] for e in ENGINES))
        return 0
    if "--self-test" in argv:
        if not self_test():
            return 1
    problems = check(
        ROOT, CRATES, ENGINES, show_graph="--graph" in argv, quiet="--quiet" in argv, layers="--no-layers" not in argv
    )
    if problems:
        print(f"{problems} problem(s): module cycles or imports up the engine skeleton")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

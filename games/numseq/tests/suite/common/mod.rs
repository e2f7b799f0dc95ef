//! Helpers for hand-set scenarios.
#![allow(dead_code)]

use board_core::{Actor, Game};
use numseq::{Action, CardSpec, Cell, Layout, LayoutData, Move, Preset, Seating, SequenceCount, State};

/// Builds a board field from a spec such as `a:b2,c2 A:b1 b:c3`: lower-case
/// letters are chips, upper-case locked chips; corners are filled in.
pub fn board(spec: &str) -> String {
    let mut g = [['.'; 10]; 10];
    for (r, c) in [(0, 0), (0, 9), (9, 0), (9, 9)] {
        g[r][c] = '*';
    }
    for part in spec.split_whitespace() {
        let (side, squares) = part.split_once(':').unwrap();
        let ch = side.chars().next().unwrap();
        for sq in squares.split(',') {
            let c: board_core::grid::Coord = sq.parse().unwrap();
            assert_eq!(g[c.row as usize][c.col as usize], '.', "{sq} set twice");
            g[c.row as usize][c.col as usize] = ch;
        }
    }
    rows(&g.iter().map(|r| r.iter().collect::<String>()).collect::<Vec<_>>())
}

/// Compresses 10 rows of 10 characters (`.` empty) into the board field.
pub fn rows(lines: &[String]) -> String {
    lines
        .iter()
        .map(|l| {
            let mut out = String::new();
            let mut run = 0;
            for ch in l.chars().filter(|c| !c.is_whitespace()) {
                if ch == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        out += &run.to_string();
                        run = 0;
                    }
                    out.push(ch);
                }
            }
            if run > 0 {
                out += &run.to_string();
            }
            out
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A state from its fields (discards empty unless given in `hands` form).
pub fn st(setup: &str, board: &str, seqs: &str, hands: &str, phase: &str) -> State {
    let players: usize = setup.split(':').next().unwrap().parse().unwrap();
    let discards = vec!["-"; players].join("/");
    st_full(setup, board, seqs, hands, &discards, phase)
}

/// A state from all its fields.
pub fn st_full(setup: &str, board: &str, seqs: &str, hands: &str, discards: &str, phase: &str) -> State {
    let (hands, discards) = (in_deck_order(hands), in_deck_order(discards));
    let text = format!("numseq-default-v1 {setup} {board} {seqs} {hands} {discards} {phase}");
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Applies a move given in notation; panics with the reason if refused.
pub fn mv(s: &State, m: &str) -> State {
    let m: Move = m.parse().unwrap();
    s.apply(&m)
        .unwrap_or_else(|e| panic!("{m} refused: {e}\n{}", s.picture()))
}

/// The refusal of a move given in notation.
pub fn err(s: &State, m: &str) -> numseq::MoveError {
    let m: Move = m.parse().unwrap();
    s.apply(&m).expect_err("move should be refused")
}

/// Applies the first chance outcome while chance is to act.
pub fn settle(mut s: State) -> State {
    while s.to_act() == Actor::Chance {
        let m = s.chance_outcomes()[0].0;
        s = s.apply(&m).unwrap();
    }
    s
}

/// The SEQUENCE field of the notation.
pub fn seqs(s: &State) -> String {
    s.to_string().split(' ').nth(3).unwrap().to_string()
}

/// Legal moves as notation.
pub fn legal(s: &State) -> Vec<String> {
    s.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Every card of the default deck, as notation, one entry per copy.
pub fn full_deck() -> Vec<String> {
    let r = Preset::NumseqDefaultV1.ruleset();
    (0..r.kinds())
        .flat_map(|k| std::iter::repeat_n(r.card(k).unwrap().to_string(), r.count(k) as usize))
        .collect()
}

/// Fillers: seat 1 of a 2-player game (46-48).
pub const H1: &str = "24+23.49-2.24+24.51-3.23+23";
/// Four filler cards for seat 0 (44-45).
pub const F0: &str = "23+22.54-9.22+22.52-8";
/// Three filler cards for seat 0 in 4-player games.
pub const F0_3: &str = "23+22.54-9.22+22";
/// Hands of seats 1-3 in a 4-player game.
pub const H4_REST: &str = "24+23.49-2.24+24.47-1/51-3.23+23.52-8.21+21/22+21.50-7.48-6.41-7";

/// A square from its notation.
pub fn sq(text: &str) -> board_core::grid::Coord {
    text.parse().unwrap()
}

/// A card from its name.
pub fn card(text: &str) -> numseq::Card {
    text.parse().unwrap()
}

/// A hands or discards field with each seat's cards put in deck-table order
/// (the notation's one spelling), so scenarios may list them as they like.
pub fn in_deck_order(field: &str) -> String {
    let rules = Preset::NumseqDefaultV1.ruleset();
    field
        .split('/')
        .map(|seat| {
            if seat == "-" {
                return seat.to_string();
            }
            let mut cards: Vec<&str> = seat.split('.').collect();
            cards.sort_by_key(|c| c.parse().ok().and_then(|c| rules.kind_of(c)).unwrap_or(usize::MAX));
            cards.join(".")
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A 2 x 5 board: two rows `* 1 2 3 *`, so the only windows are the rows
/// (the ruleset of the revision-2 scenarios and of a whole narrated game).
pub static TINY_CELLS: [Cell; 10] = [
    Cell::Corner,
    Cell::Number(1),
    Cell::Number(2),
    Cell::Number(3),
    Cell::Corner,
    Cell::Corner,
    Cell::Number(1),
    Cell::Number(2),
    Cell::Number(3),
    Cell::Corner,
];
pub static TINY_CARDS: [CardSpec; 5] = [
    CardSpec {
        name: "1+0",
        action: Action::Place(1),
        count: 2,
    },
    CardSpec {
        name: "2+0",
        action: Action::Place(2),
        count: 2,
    },
    CardSpec {
        name: "3+0",
        action: Action::Place(3),
        count: 2,
    },
    CardSpec {
        name: "PLUS",
        action: Action::Wild,
        count: 1,
    },
    CardSpec {
        name: "MINUS",
        action: Action::Remove,
        count: 1,
    },
];
pub static TINY_SEATINGS: [Seating; 1] = [Seating {
    players: 2,
    hand: 2,
    sides: &[2],
    sequences: 2,
}];
pub static TINY: LayoutData = LayoutData {
    name: "tiny",
    rows: 2,
    cols: 5,
    cells: &TINY_CELLS,
    cards: &TINY_CARDS,
    seatings: &TINY_SEATINGS,
    sequences_by_sides: [2, 1],
    default_count: SequenceCount::ByPlayers,
    label_names: &[],
};

/// The tiny ruleset as a preset.
pub fn tiny() -> Preset {
    Preset::Custom(Layout::load_leaked(&TINY).expect("valid ruleset"))
}

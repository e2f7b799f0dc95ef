//! An independent, deliberately naive model of the turn rules (spec §3, §6,
//! D1-D4): plain (file, rank) loops, a six-face cube tipped by hand, Hoops by
//! enumerating all 64 paths. Its legal turns must equal the engine's on
//! random positions (dense random boards and positions from random play).

use std::collections::BTreeSet;

use board_core::testkit::{random_playout, rng};
use deblockle::{Config, Face, HoopsPath, Orientation, SetupMode, Side, SideBySide, SliderStop, State, TipWithoutHop};
use rand_core::Rng;

/// top, bottom, north, south, east, west.
type Cube = [Face; 6];

fn cube(o: Orientation) -> Cube {
    [o.top(), o.bottom(), o.north(), o.south(), o.east(), o.west()]
}

fn tip([t, b, n, s, e, w]: Cube, dir: (i32, i32)) -> Cube {
    match dir {
        (0, 1) => [s, n, t, b, e, w],  // north: south face comes up, top faces north
        (0, -1) => [n, s, b, t, e, w], // south
        (1, 0) => [w, e, n, s, t, b],  // east: west face comes up, top faces east
        _ => [e, w, n, s, b, t],       // west
    }
}

const DIRS: [((i32, i32), char); 4] = [((0, 1), 'n'), ((1, 0), 'e'), ((0, -1), 's'), ((-1, 0), 'w')];

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}
fn on(f: i32, r: i32) -> bool {
    (0..7).contains(&f) && (0..7).contains(&r)
}
fn star(f: i32, r: i32) -> bool {
    f == 3 && (r == 1 || r == 5)
}

type Board = [[Option<(Side, Cube)>; 7]; 7];

fn touches(board: &Board, side: Side) -> bool {
    for f in 0..7 {
        for r in 0..7 {
            if matches!(board[f as usize][r as usize], Some((s, _)) if s == side) {
                for ((dx, dy), _) in DIRS {
                    let (g, q) = (f + dx, r + dy);
                    if on(g, q) && matches!(board[g as usize][q as usize], Some((s, _)) if s != side) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

fn reference_turns(s: &State, side: Side) -> BTreeSet<String> {
    let c = s.config();
    let mut board: Board = [[None; 7]; 7];
    for b in s.blocks() {
        board[b.square.file() as usize][b.square.rank() as usize] = Some((b.side, cube(b.orientation)));
    }
    let target = if side == Side::South { (3, 5) } else { (3, 1) };
    let sbs = c.side_by_side == SideBySide::Forbidden;
    let mut out = BTreeSet::new();
    for f in 0..7i32 {
        for r in 0..7i32 {
            let Some((owner, cb)) = board[f as usize][r as usize] else {
                continue;
            };
            if owner != side {
                continue;
            }
            for ((dx, dy), dc) in DIRS {
                let (tf, tr) = (f + dx, r + dy);
                if !on(tf, tr) || board[tf as usize][tr as usize].is_some() {
                    continue;
                }
                let nc = tip(cb, (dx, dy));
                let top = nc[0];
                let base = format!("{}{}{}", name(f, r), dc, top.letter());
                let mut without = board;
                without[f as usize][r as usize] = None;
                if star(tf, tr) {
                    if top == Face::Star && (tf, tr) == target && !(sbs && touches(&without, side)) {
                        out.insert(base);
                    }
                    continue;
                }
                if top == Face::Star {
                    continue;
                }
                let empty = |g: i32, q: i32| on(g, q) && without[g as usize][q as usize].is_none();
                let mut dests: Vec<(i32, i32)> = Vec::new();
                match top {
                    Face::Stop => {}
                    Face::Cross => {
                        for ((ex, ey), _) in DIRS {
                            dests.push((tf + ex, tr + ey));
                        }
                    }
                    Face::X => {
                        for (ex, ey) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                            dests.push((tf + ex, tr + ey));
                        }
                    }
                    Face::Slider => {
                        for ((ex, ey), _) in DIRS {
                            let mut path = Vec::new();
                            let (mut g, mut q) = (tf + ex, tr + ey);
                            while empty(g, q) {
                                path.push((g, q));
                                g += ex;
                                q += ey;
                            }
                            let Some(&(lg, lq)) = path.last() else { continue };
                            if !star(lg, lq) {
                                dests.push((lg, lq));
                            } else if path.len() >= 2 {
                                dests.push(path[path.len() - 2]);
                            }
                            if c.slider_stop == SliderStop::BeforeAnyStar {
                                for i in 1..path.len() {
                                    if star(path[i].0, path[i].1) {
                                        dests.push(path[i - 1]);
                                    }
                                }
                            }
                        }
                    }
                    Face::Hoops => {
                        for p in 0..64 {
                            let (mut g, mut q) = (tf, tr);
                            let mut ok = true;
                            for k in 0..3 {
                                let ((ex, ey), _) = DIRS[(p >> (2 * k)) & 3];
                                g += ex;
                                q += ey;
                                let passable = on(g, q)
                                    && (c.hoops_path == HoopsPath::ThroughBlocks || empty(g, q) || (g, q) == (tf, tr));
                                if !passable {
                                    ok = false;
                                    break;
                                }
                            }
                            if ok {
                                dests.push((g, q));
                            }
                        }
                    }
                    Face::Star => unreachable!(),
                }
                let fine = |g: i32, q: i32| {
                    let mut after = without;
                    after[g as usize][q as usize] = Some((side, nc));
                    !(sbs && touches(&after, side))
                };
                let legal: BTreeSet<(i32, i32)> = dests
                    .into_iter()
                    .filter(|&(g, q)| empty(g, q) && !star(g, q) && (g, q) != (tf, tr) && fine(g, q))
                    .collect();
                if top == Face::Stop {
                    if fine(tf, tr) {
                        out.insert(base);
                    }
                } else if legal.is_empty() {
                    if c.tip_without_hop == TipWithoutHop::TipStands && fine(tf, tr) {
                        out.insert(base);
                    }
                } else {
                    for (g, q) in legal {
                        out.insert(format!("{base}{}", name(g, q)));
                    }
                }
            }
        }
    }
    out
}

fn engine_turns(s: &State, side: Side) -> BTreeSet<String> {
    s.turns_of(side).iter().map(|t| t.to_string()).collect()
}

fn options(i: u64) -> String {
    format!(
        "first=S sbs={} d1={} d2={} d3={} max=none",
        if i & 1 == 0 { "allowed" } else { "forbidden" },
        if i & 2 == 0 { "illegal" } else { "stands" },
        if i & 4 == 0 { "unblocked" } else { "through" },
        if i & 8 == 0 { "any" } else { "natural" },
    )
}

#[test]
fn reference_agrees_on_dense_random_boards() {
    let mut r = rng(99);
    let mut compared = 0;
    for i in 0..4000u64 {
        let south = 1 + (r.next_u64() % 4) as u8;
        let north = 1 + (r.next_u64() % 4) as u8;
        // Up to 4 blocks each on random non-star squares (some may be "removed").
        let mut squares: Vec<usize> = (0..49).filter(|&k| k != 10 && k != 38).collect();
        let mut toks: Vec<(usize, String)> = Vec::new();
        for (side, n) in [('S', south), ('N', north)] {
            let on_board = 1 + r.next_u64() % n as u64;
            for _ in 0..on_board {
                let k = squares.remove((r.next_u64() % squares.len() as u64) as usize);
                let o = Orientation::ALL[(r.next_u64() % 24) as usize];
                let sq = deblockle::Square::from_index(k).unwrap();
                toks.push((k, format!("{side}{sq}{o}")));
            }
        }
        toks.sort();
        let list: Vec<String> = toks.into_iter().map(|t| t.1).collect();
        let removed = south as usize + north as usize - list.len();
        let rest = format!("t{removed} play blocks={south}/{north} setup=standard {}", options(i));
        let text_s = format!("{} S {rest}", list.join(","));
        let text_n = format!("{} N {rest}", list.join(","));
        let Ok(s) = text_s.parse::<State>().or_else(|_| text_n.parse::<State>()) else {
            continue;
        };
        for side in Side::ALL {
            assert_eq!(engine_turns(&s, side), reference_turns(&s, side), "{side} in {s}");
        }
        compared += 1;
    }
    assert!(compared > 3000, "{compared}");
}

#[test]
fn reference_agrees_along_random_games() {
    for i in 0..200u64 {
        let mut c = Config {
            setup: SetupMode::Random,
            max_turns: Some(120),
            ..Config::default()
        };
        let o: State = format!("- S t0 setup:N: blocks=4/4 setup=random {}", options(i))
            .parse()
            .unwrap();
        c.side_by_side = o.config().side_by_side;
        c.tip_without_hop = o.config().tip_without_hop;
        c.hoops_path = o.config().hoops_path;
        c.slider_stop = o.config().slider_stop;
        let start = State::new(c).unwrap();
        let p = random_playout(&start, &mut rng(i), 400);
        let mut s = start;
        for m in &p.moves {
            s = board_core::Game::apply(&s, m).unwrap();
            for side in Side::ALL {
                assert_eq!(engine_turns(&s, side), reference_turns(&s, side), "{side} in {s}");
            }
        }
    }
}

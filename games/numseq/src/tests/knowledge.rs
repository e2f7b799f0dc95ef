use super::*;

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Filler cards for seat 0 (no card of 14, 9 or 15) and seat 1's hand.
const F0: &str = "23+22.54-9.22+22.52-8";
const H1: &str = "24+23.49-2.24+24.51-3.23+23";

/// A 2-player state, seat 0 to play, from a board field and seat 0's
/// hand (cards in any order).
fn state(board: &str, hand0: &str) -> State {
    let rules = crate::Preset::NumseqDefaultV1.ruleset();
    let order = |field: &str| -> String {
        let mut cards: Vec<&str> = field.split('.').collect();
        cards.sort_by_key(|c| c.parse().ok().and_then(|c| rules.kind_of(c)).unwrap_or(usize::MAX));
        cards.join(".")
    };
    let text = format!(
        "numseq-default-v1 2:-:p {board} - {}/{} -/- play:0",
        order(hand0),
        order(H1)
    );
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn squares(s: &State, b: Bitboard) -> Vec<String> {
    b.indices()
        .map(|i| format!("{}", s.ruleset().coord(i).unwrap()))
        .collect()
}

// Board rows: `*8*` is an empty top row; row 2 holds 9..18 (a2..j2).
const EMPTY_ROWS: &str = "10/10/10/10/10/*8*";

#[test]
fn s3_lines_find_the_completing_squares_of_both_sides() {
    // a: b2 c2 d2 e2 (a2 and f2 complete); b: b4 c4 d4 (three in a row).
    let s = state(&format!("*8*/1aaaa5/10/1bbb6/{EMPTY_ROWS}"), &format!("7+7.{F0}"));
    let t = Threats::of(&s, 0, true);
    assert_eq!(squares(&s, t.mine.win), ["a2", "f2"]);
    assert!(t.theirs.win.is_empty());
    // b's windows of 3 on row 4: a4-e4 and b4-f4, less its chips.
    assert_eq!(squares(&s, t.theirs.three), ["a4", "e4", "f4"]);
    assert_eq!(squares(&s, t.theirs.three_chips), ["b4", "c4", "d4"]);
    // Seen from side b, the roles swap.
    let u = Threats::of(&s, 1, true);
    assert_eq!(squares(&s, u.theirs.win), ["a2", "f2"]);
    assert_eq!(squares(&s, u.theirs.win_chips), ["b2", "c2", "d2", "e2"]);
}

#[test]
fn s3_a_chip_of_another_side_closes_a_window_and_a_corner_counts() {
    // a: b1 c1 d1 with the corner a1: e1 completes a1-e1. a's four on
    // a3-d3 is closed by b's chip on e3: no completing square on row 3.
    let s = state(&format!("*aaa5*/10/aaaab5/10/{EMPTY_ROWS}"), &format!("7+7.{F0}"));
    let t = Threats::of(&s, 0, false);
    assert_eq!(squares(&s, t.mine.win), ["e1"]);
}

#[test]
fn s3_play_out_policy_completes_a_sequence() {
    let s = state(&format!("*8*/1aaaa5/10/1bbb6/{EMPTY_ROWS}"), &format!("7+7.{F0}"));
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let win: Move = "7+7@f2".parse().unwrap();
    // Only the uniformly random moves (one in UNIFORM_ONE_IN) miss it.
    let hits = (0..200)
        .filter(|_| Heuristics.playout_move(&s, &mut rng) == Some(win))
        .count();
    assert!(hits >= 150, "{hits}");
    assert_eq!(Heuristics.prior(&s, &win), 1.0);
    assert!(Heuristics.prior(&s, &"7+7@d7".parse().unwrap()) < 0.5);
}

#[test]
fn s4_play_out_policy_blocks_and_minus_breaks_a_four() {
    // b: b2 c2 d2 e2 with a2 taken by a: f2 is b's only completing square.
    let s = state(&format!("*8*/abbbb5/10/10/{EMPTY_ROWS}"), &format!("7+7.{F0}"));
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let block: Move = "7+7@f2".parse().unwrap();
    let hits = (0..200)
        .filter(|_| Heuristics.playout_move(&s, &mut rng) == Some(block))
        .count();
    assert!(hits >= 120, "{hits}");
    assert_eq!(Heuristics.prior(&s, &block), 0.9);
    // With MINUS instead, it removes one of b's four.
    let s = state(&format!("*8*/abbbb5/10/10/{EMPTY_ROWS}"), &format!("MINUS.{F0}"));
    let t = Threats::of(&s, 0, false);
    assert_eq!(squares(&s, t.theirs.win_chips), ["b2", "c2", "d2", "e2"]);
    let minus = (0..50)
        .filter_map(|_| Heuristics.playout_move(&s, &mut rng))
        .filter(|m| matches!(m, Move::Play(c, sq, _) if c.to_string() == "MINUS" && t.theirs.win_chips.contains(s.ruleset().grid(), *sq)))
        .count();
    assert!(minus >= 30, "{minus}");
}

#[test]
fn s4_play_out_policy_swaps_a_dead_card_and_is_deterministic() {
    // 7+7's squares f2 and d7 are both taken: a dead card.
    let s = state("*8*/5a4/10/10/10/10/3b6/10/10/*8*", &format!("7+7.{F0}"));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let dead: Move = "DEAD 7+7".parse().unwrap();
    let n = (0..100)
        .filter(|_| Heuristics.playout_move(&s, &mut rng) == Some(dead))
        .count();
    assert!(n >= 30, "{n}");
    let run = |seed| {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..20)
            .map(|_| Heuristics.playout_move(&s, &mut rng))
            .collect::<Vec<_>>()
    };
    assert_eq!(run(4), run(4));
}

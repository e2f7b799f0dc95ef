//! Refusals that say what and where: a set total not tied to
//! the rounds won (F2), and config errors that give the allowed range (F7).
//! Each test was seen failing before the fix.

use board_core::testkit::{random_playout, rng};
use proptest::prelude::*;
use xobrainer::*;

const SIDES: &str = "21g7r:gggr:0g0r:0:-:- 7g21r:rrrg:0g0r:0:-:-";

fn state(score: &str) -> String {
    format!("bo5,-,1v1,std,std 10/10/10/10/10/10/10/10/10/10 play OO {SIDES} {score}")
}

/// F2, the reproduction: X on 9 points (set and total) from one won round
/// that scored 5 parsed; the control with 5 points parses.
#[test]
fn f2_set_total_beyond_the_one_round_won_is_refused() {
    let bad = state("9-0:0-0:9-0:1-0:1 X5+0");
    let e = bad.parse::<State>().unwrap_err().to_string();
    assert!(
        e.contains("9 points") && e.contains("1 won rounds") && e.contains("scored 5"),
        "{e}"
    );
    let good = state("5-0:0-0:5-0:1-0:1 X5+0");
    let s: State = good.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.to_string(), good);
}

/// A reachable state whose last round was won by a side with exactly one
/// round won, from a seeded game of `format`.
fn one_win_state(format: MatchFormat, seed: u64, plies: usize) -> Option<State> {
    let start = State::new(Config {
        format,
        ..Config::default()
    })
    .ok()?;
    let s = random_playout(&start, &mut rng(seed), plies).final_state;
    match s.last_round() {
        Some(EndReason::Won(w)) if s.score().rounds_won[w.side] == 1 => Some(s),
        _ => None,
    }
}

/// `text` with the score field's pair `pair` (0 points, 2 total) changed
/// for `side` by `delta`.
fn bump(text: &str, pair: usize, side: Side, delta: i32) -> Option<String> {
    let mut fields: Vec<String> = text.split(' ').map(String::from).collect();
    let score = fields.get_mut(6)?;
    let mut parts: Vec<String> = score.split(':').map(String::from).collect();
    let (x, o) = parts.get(pair)?.split_once('-')?;
    let mut v = [x.parse::<i32>().ok()?, o.parse::<i32>().ok()?];
    v[side.index()] += delta;
    if v[side.index()] < 0 {
        return None;
    }
    parts[pair] = format!("{}-{}", v[0], v[1]);
    *score = parts.join(":");
    Some(fields.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// F2, the class: after the first won round of a side, its total (and
    /// in a set format its set points, alone or with the total) is that
    /// round's points; any other value is refused.
    #[test]
    fn f2_total_and_set_points_tied_to_the_rounds_won(
        f in 0usize..4,
        seed in 0u64..10_000,
        plies in 20usize..400,
    ) {
        let format = [
            MatchFormat::Sets { best_of: 5 },
            MatchFormat::Sets { best_of: 1 },
            MatchFormat::Rounds(3),
            MatchFormat::Points(40),
        ][f];
        let Some(s) = one_win_state(format, seed, plies) else { return Ok(()) };
        let Some(EndReason::Won(w)) = s.last_round() else { return Ok(()) };
        let text = s.to_string();
        let sets = matches!(format, MatchFormat::Sets { .. });
        for delta in (-12i32..=12).filter(|&d| d != 0) {
            let mutants = [
                bump(&text, 2, w.side, delta),
                if sets { bump(&text, 0, w.side, delta) } else { None },
                bump(&text, 0, w.side, delta).and_then(|t| bump(&t, 2, w.side, delta)),
            ];
            for mutant in mutants.into_iter().flatten() {
                prop_assert!(mutant.parse::<State>().is_err(), "accepted: {}\nfrom: {}", mutant, text);
            }
        }
    }
}

/// F7: the match-length errors give the allowed range.
#[test]
fn f7_zero_rounds_and_zero_points_give_the_allowed_range() {
    for (format, words) in [
        (MatchFormat::Rounds(0), ["0 rounds", "1 to 65535"]),
        (MatchFormat::Points(0), ["0 points", "1 to 65535"]),
    ] {
        let e = State::new(Config {
            format,
            ..Config::default()
        })
        .unwrap_err()
        .to_string();
        for w in words {
            assert!(e.contains(w), "{e}");
        }
    }
    let e = State::new(Config {
        format: MatchFormat::Sets { best_of: 4 },
        ..Config::default()
    })
    .unwrap_err()
    .to_string();
    assert!(e.contains("1-9") && e.contains('4'), "{e}");
}

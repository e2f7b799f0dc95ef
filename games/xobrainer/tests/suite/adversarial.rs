//! Adversarial input: hand-built inconsistent states that the notation must
//! refuse, and fuzzing that follows every state that parses with checked
//! play (so an accepted inconsistent state cannot hide behind `FromStr`).

use board_core::testkit::{random_playout, rng};
use board_core::{Actor, Game};
use proptest::prelude::*;
use xobrainer::*;

/// Run-length board notation from rows of `.` and piece codes.
fn compress(rows: &[String]) -> String {
    let row = |r: &String| {
        let mut out = String::new();
        let mut run = 0;
        for ch in r.chars() {
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
    };
    rows.iter().map(row).collect::<Vec<_>>().join("/")
}

/// All 32 of X's pieces on the default board, no five in a row of any kind:
/// rows 1-8 hold X where `(col + 2 row) % 5 <= 1` (runs of at most 2 in every
/// direction); red X on the knockout squares and on row 1.
fn all_x_pieces_placed() -> String {
    let rows: Vec<String> = (0..10u8)
        .map(|r| {
            (0..10u8)
                .map(|c| {
                    let on = r < 8 && (c + 2 * r) % 5 <= 1;
                    let ko = matches!((r, c), (2, 2) | (2, 7) | (7, 2) | (7, 7));
                    match (on, ko || r == 0) {
                        (false, _) => '.',
                        (true, true) => 'x',
                        (true, false) => 'X',
                    }
                })
                .collect()
        })
        .collect();
    compress(&rows)
}

/// §6/E5 (found by review): the turn passes only to a side with pieces, so a
/// running round where the side to act has none is impossible. It used to
/// parse; after O's four bag draws the side to act (X) had no move at all in
/// a running round, and `apply` tripped its debug validity check.
#[test]
fn notation_refuses_a_turn_side_without_pieces() {
    let b = all_x_pieces_placed();
    // TimeBomb: O timed out on every turn, so X placed all its pieces.
    let text =
        format!("bo5,t10+random,1v1,std,std {b} play XX 0g0r:-:0g0r:0:-:- 8g20r:rrrr:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -");
    assert!(
        matches!(text.parse::<State>(), Err(ParseStateError::Invalid(_))),
        "{:?}",
        text.parse::<State>()
    );
    // The same position with O to act is a legal E5 state: O plays on alone.
    let text = text.replace(" play XX ", " play OX ");
    let s: State = text.parse().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        (s.to_act(), s.side_to_move()),
        (Actor::Seat(board_core::Seat(1)), Side::O)
    );
}

fn config(k: u8, f: u8) -> Config {
    Config {
        variants: Variants {
            time_bomb: (k & 1 == 1).then_some(TimeBomb::Secs10),
            random: k & 2 != 0,
            map: k & 4 != 0,
            mission: k & 8 != 0,
        },
        format: [
            MatchFormat::Sets { best_of: 1 },
            MatchFormat::Rounds(2),
            MatchFormat::Points(12),
            MatchFormat::OneRound,
        ][f as usize % 4],
        team_sizes: BySide([1 + k % 3, 1 + (k / 3) % 3]),
        ..Config::default()
    }
}

/// Plays checked random moves from `s`: every non-terminal state has a
/// move, every generated move is accepted, every result validates.
fn play_on(s: &State, seed: u64) -> Result<(), TestCaseError> {
    let mut s = s.clone();
    let mut r = rng(seed);
    for _ in 0..150 {
        let moves = s.legal_moves();
        if s.to_act() == Actor::Terminal {
            prop_assert!(moves.is_empty());
            return Ok(());
        }
        prop_assert!(!moves.is_empty(), "no move in {}", s);
        let m = moves[(rand_core::Rng::next_u32(&mut r) as usize) % moves.len()];
        s = s
            .apply(&m)
            .map_err(|e| TestCaseError::fail(format!("{m}: {e} in {s}")))?;
        prop_assert_eq!(s.validate(), Ok(()));
    }
    Ok(())
}

/// Words that the state notation uses, to splice into its fields.
const VOCAB: &[&str] = &[
    "0", "1", "2", "3", "4", "5", "7", "9", "10", "12", "17", "19", "20", "21", "24", "25", "28", "32", "-", "*", "g",
    "r", "gggr", "ggr", "gr", "-*", "g*", "rr*", "play", "over", "end", "lot", "XO", "OX", "XX", "OO", "X5+0", "void",
    "O12+3k", "X7+12m", "0g0r", "1g0r", "0g1r", "21g7r", "7g21r", "18g6r", "24g8r", "8g24r", "X", "O",
];

/// Splits notation into words and the separators between them.
fn tokens(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for ch in s.chars() {
        if " :/-,".contains(ch) {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            out.push(ch.to_string());
        } else {
            cur.push(ch);
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Mutate a reachable state's notation character by character: whatever
    /// parses prints back to the same text and plays on without trouble.
    #[test]
    fn char_mutated_states_that_parse_play_on(k in 0u8..16, f in 0u8..4, seed: u64, at in 0usize..300,
        edits in proptest::collection::vec((any::<usize>(), "[-0-9a-zA-Z:/.+*]"), 1..4)) {
        let start = State::new(config(k, f)).unwrap();
        let mut text: Vec<char> = random_playout(&start, &mut rng(seed), at).final_state.to_string().chars().collect();
        for (pos, ch) in edits {
            let i = pos % text.len();
            text[i] = ch.chars().next().unwrap();
        }
        let text: String = text.into_iter().collect();
        if let Ok(s) = text.parse::<State>() {
            prop_assert_eq!(s.to_string(), text);
            play_on(&s, seed)?;
        }
    }

    /// Mutate a reachable state's notation word by word (numbers, line-ups,
    /// phases, turn letters, round results): the same guarantees.
    #[test]
    fn word_mutated_states_that_parse_play_on(k in 0u8..16, f in 0u8..4, seed: u64, at in 0usize..400,
        edits in proptest::collection::vec((any::<usize>(), any::<usize>()), 1..3)) {
        let start = State::new(config(k, f)).unwrap();
        let orig = random_playout(&start, &mut rng(seed), at).final_state.to_string();
        let (cfg, rest) = orig.split_once(' ').unwrap();
        let mut t = tokens(rest);
        for (pos, w) in edits {
            let i = pos % t.len();
            t[i] = VOCAB[w % VOCAB.len()].to_string();
        }
        let text = format!("{cfg} {}", t.concat());
        if let Ok(s) = text.parse::<State>() {
            prop_assert_eq!(s.to_string(), text);
            play_on(&s, seed)?;
        }
    }
}

/// §5/§6 (found by review): impossible score counts used to parse: rounds
/// won without a last result, a last result the score does not hold, the
/// last round's winner starting the next one (the loser does, §6), fewer
/// points than the rounds won can score (5 dots at least each), sets won
/// without the 20 points or the rounds for them.
#[test]
fn notation_refuses_impossible_scores() {
    let fresh = State::new(Config::default()).unwrap();
    let running = fresh.apply(&Move::Lot(Side::X)).unwrap().to_string();
    let tail = "0-0:0-0:0-0:0-0:0 -";
    assert!(running.ends_with(tail));
    let with = |score: &str| running.replace(tail, score);
    // X starts this round, so O won the last one (or it was void).
    for good in [
        "0-5:0-0:0-5:0-1:0 O5+0",
        "0-0:0-1:0-24:0-2:0 O12+0",
        "0-0:0-0:0-0:0-0:2 void",
    ] {
        let t = with(good);
        assert_eq!(t.parse::<State>().map(|s| s.to_string()), Ok(t.clone()), "{good}");
    }
    for bad in [
        "5-0:0-0:5-0:1-0:0 X5+0",   // X won the last round, yet starts this one
        "0-5:0-0:0-5:0-1:0 -",      // a round was won but there is no last result
        "0-0:0-0:0-0:0-0:0 void",   // a void last round, no void round counted
        "0-0:0-0:0-0:0-0:1 O7+0",   // O won the last round but has no round won
        "0-5:0-0:0-5:0-1:0 O9+0",   // the last round alone scored more than O has
        "0-4:0-0:0-4:0-1:0 O4+0",   // a won round scores at least 5
        "0-0:0-1:0-12:0-1:0 O12+0", // a set needs 20 points
        "0-0:0-1:0-20:0-0:1 void",  // a set needs a won round
    ] {
        assert!(
            matches!(with(bad).parse::<State>(), Err(ParseStateError::Invalid(_))),
            "{bad}: {:?}",
            with(bad).parse::<State>()
        );
    }
}

/// §8: `determinize` redraws only what the seat cannot see, keeps the seat's
/// view, and always gives a valid state, also for a seat of neither side
/// (both Mission cards hidden; found by review: the two redraws could pick
/// the same card).
#[test]
fn determinize_keeps_the_view_and_stays_valid() {
    use board_core::bots::Determinize;
    use board_core::{Observe, Seat};
    let cfg = Config {
        variants: Variants {
            mission: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let start = State::new(cfg).unwrap();
    let mut r = rng(3);
    let mut redrawn = 0;
    for seed in 0..20 {
        let p = random_playout(&start, &mut rng(seed), 40);
        let s = p.final_state;
        for seat in [Seat(0), Seat(1), Seat(2), Seat(9)] {
            for _ in 0..20 {
                let d = s.determinize(seat, &mut r);
                assert_eq!(d.validate(), Ok(()), "{seat:?} {d}");
                assert_eq!(d.view(seat), s.view(seat));
                redrawn += usize::from(d != s);
            }
        }
    }
    assert!(redrawn > 0);
}

/// E1/§6 (found by review): phase data out of order used to parse: a turn
/// taken before the round's cards were drawn, a Mission card drawn before
/// the Map cards.
#[test]
fn notation_refuses_card_draws_out_of_order() {
    let cfg = Config {
        variants: Variants {
            map: true,
            mission: true,
            time_bomb: Some(TimeBomb::Secs10),
            ..Variants::default()
        },
        ..Config::default()
    };
    let s = State::new(cfg).unwrap().apply(&Move::Lot(Side::X)).unwrap();
    let good = s.to_string();
    assert!(good.contains(" play XX "), "{good}");
    // O to act while X's Map card is due: only a timeout could have done it.
    let bad = good.replace(" play XX ", " play OX ");
    assert!(
        matches!(bad.parse::<State>(), Err(ParseStateError::Invalid(_))),
        "{bad}"
    );
    // X holds a Mission card before any Map card is drawn.
    let bad = good.replacen(":0:-:-", ":0:-:3", 1);
    assert_ne!(bad, good);
    assert!(
        matches!(bad.parse::<State>(), Err(ParseStateError::Invalid(_))),
        "{bad}"
    );
}

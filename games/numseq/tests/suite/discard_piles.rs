//! Discard piles swapped between seats. The piles are a public
//! record of who discarded what; the rules read them per seat only in three
//! checks (the mover's last card, the dead card of a used swap, and under a
//! turn cap two cards a turn at most). A swap that breaks one of these is
//! refused; any other swapped state is consistent: it has the same legal
//! moves, and every move does the same to it (the piles stay swapped).

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::{TestRng, rng};
use board_core::{Actor, Game};
use numseq::*;
use serde_json::Value;

fn step(s: &State, r: &mut TestRng) -> Option<Move> {
    match s.to_act() {
        Actor::Terminal => None,
        Actor::Chance => sample_chance(s, r).ok().flatten(),
        Actor::Seat(_) => {
            let l = s.legal_moves();
            uniform_index(l.len(), r).map(|i| l[i])
        }
    }
}

fn swapped(s: &State, a: usize, b: usize) -> Value {
    let mut v = serde_json::to_value(s).unwrap();
    let piles = v["discards"].as_array_mut().unwrap();
    piles.swap(a, b);
    v
}

/// The JSON of `s` with its discard piles set aside (what the rules read).
fn without_piles(s: &State) -> Value {
    let mut v = serde_json::to_value(s).unwrap();
    v["discards"] = Value::Null;
    v
}

#[test]
fn discard_piles_swapped_between_seats_are_refused_or_play_the_same() {
    let (mut refused, mut accepted) = (0, 0);
    for (seed, config) in [(1, Config::default()), (2, Config::with_players(3))] {
        for cap in [None, Some(400)] {
            let mut config = config;
            config.max_turns = cap;
            let mut r = rng(seed);
            let mut s = State::new(config).unwrap();
            for _ in 0..300 {
                let players = serde_json::to_value(&s).unwrap()["discards"].as_array().unwrap().len();
                for (a, b) in [(0, 1), (0, players - 1)] {
                    if a == b {
                        continue;
                    }
                    let v = swapped(&s, a, b);
                    match serde_json::from_value::<State>(v) {
                        Err(_) => refused += 1,
                        Ok(t) => {
                            accepted += 1;
                            assert_eq!(t.legal_moves(), s.legal_moves());
                            assert_eq!(without_piles(&t), without_piles(&s));
                            for m in s.legal_moves().into_iter().take(4) {
                                let (x, y) = (s.apply(&m).unwrap(), t.apply(&m).unwrap());
                                assert_eq!(without_piles(&x), without_piles(&y), "{m}");
                            }
                        }
                    }
                }
                let Some(m) = step(&s, &mut r) else { break };
                s = s.apply(&m).unwrap();
            }
        }
    }
    assert!(refused > 0 && accepted > 0, "refused {refused}, accepted {accepted}");
}

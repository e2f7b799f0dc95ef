//! The bots of board-core on the real games: the Monte-Carlo bot beats the
//! random bot, and determinizing a state never changes what the seat sees.

use board_core::bots::{Bot, Determinize, MonteCarloBot, RandomBot, sample_chance};
use board_core::testkit::{random_playout, rng};
use board_core::{Actor, Observe, Seat, SeatResult};

/// Plays `games` seeded games of `MC` vs `random`, alternating seats, and
/// returns (MC wins, MC losses).
fn mc_vs_random<G: Determinize>(
    start: &G,
    games: u64,
    playouts: usize,
    rollout_plies: usize,
    leaf: fn(&G, Seat) -> f64,
) -> (u32, u32) {
    let (mut wins, mut losses) = (0, 0);
    for g in 0..games {
        let mut chance = rng(10_000 + g);
        let mut mc = MonteCarloBot::new(rng(20_000 + g), playouts, rollout_plies).with_leaf_value(leaf);
        let mut random = RandomBot::new(rng(30_000 + g));
        let mc_seat = Seat((g % 2) as u8);
        let mut s = start.clone();
        for _ in 0..5_000 {
            let mv = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut chance)
                    .expect("valid chance")
                    .expect("an outcome"),
                Actor::Seat(seat) if seat == mc_seat => mc.choose(&s).expect("a move"),
                Actor::Seat(_) => random.choose(&s).expect("a move"),
            };
            s = s.apply(&mv).expect("legal");
        }
        match s.outcome().and_then(|o| o.get(mc_seat).map(|x| x.result)) {
            Some(SeatResult::Win) => wins += 1,
            Some(SeatResult::Loss) => losses += 1,
            _ => {}
        }
    }
    (wins, losses)
}

#[test]
fn monte_carlo_beats_random_in_xobrainer_rounds() {
    let config = xobrainer::Config {
        format: xobrainer::MatchFormat::OneRound,
        ..xobrainer::Config::default()
    };
    let start = xobrainer::State::new(config).expect("valid");
    let (w, l) = mc_vs_random(&start, 50, 3, 80, |_, _| 0.0);
    assert!(w > 25, "Monte-Carlo won {w} of 50 rounds (lost {l})");
}

#[test]
fn monte_carlo_beats_random_in_deblockle() {
    let config = deblockle::Config {
        max_turns: Some(250),
        ..deblockle::Config::default()
    };
    let start = deblockle::State::new(config).expect("valid");
    // Random Deblockle play-outs rarely finish: a cut-off play-out is worth
    // the difference in blocks removed.
    let leaf = |s: &deblockle::State, seat: Seat| {
        let (me, them) = if seat.0 == 0 {
            (deblockle::Side::South, deblockle::Side::North)
        } else {
            (deblockle::Side::North, deblockle::Side::South)
        };
        (f64::from(s.removed(me)) - f64::from(s.removed(them))) / 4.0
    };
    let (w, l) = mc_vs_random(&start, 50, 4, 30, leaf);
    assert!(w > 25, "Monte-Carlo won {w} of 50 games (lost {l})");
}

/// Along seeded games, `determinize(seat)` keeps `view(seat)` unchanged.
fn determinize_keeps_views<G: Determinize + Observe>(start: &G, games: u64) {
    for g in 0..games {
        let p = random_playout(start, &mut rng(g), 400);
        let mut s = start.clone();
        for m in p.moves.iter() {
            for seat in Seat::all(s.num_seats()) {
                let d = s.determinize(seat, &mut rng(g ^ 0xabc));
                assert_eq!(
                    d.view(seat),
                    s.view(seat),
                    "game {g}: determinize changed seat {}'s view",
                    seat.0
                );
            }
            s = s.apply(m).expect("legal");
        }
    }
}

#[test]
fn numseq_determinize_keeps_the_seat_view() {
    determinize_keeps_views(&numseq::State::new(numseq::Config::with_players(4)).expect("valid"), 6);
}

#[test]
fn xobrainer_determinize_keeps_the_seat_view() {
    let config = xobrainer::Config {
        format: xobrainer::MatchFormat::OneRound,
        variants: xobrainer::Variants {
            mission: true,
            ..xobrainer::Variants::default()
        },
        ..xobrainer::Config::default()
    };
    determinize_keeps_views(&xobrainer::State::new(config).expect("valid"), 6);
}

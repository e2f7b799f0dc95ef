//! The encodings behind `DynGame`, as a Python binding uses them:
//! ids in, ids out, masks, chance ids with probabilities, observation
//! tensors, information states, bounds and the decision cap.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::{Rng, SeedableRng};
use tabletop::board_core::encoding::{DEFAULT_DECISION_CAP, EncodingError, UtilitySum};
use tabletop::{Actor, DynGame, DynMoveError, Seat, load_game};

/// The games with encodings so far, one string per interesting config.
const GAMES: &[&str] = &[
    "numseq",
    "numseq(players=6,teams=3,max_turns=200)",
    "numseq(preset=classic,players=4)",
    "xobrainer(format=one-round)",
    "xobrainer(format=bo3,variants=random+map+mission,time_bomb=10,x_players=2,o_players=3)",
    "oduludo(players=2)",
    "oduludo(mode=team)",
    "oduludo(players=3,mode=last-pawn)",
    "deblockle(max_turns=300)",
    "deblockle(setup=random,blocks=2,side_by_side=forbidden)",
];

fn pick<R: Rng>(rng: &mut R, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// Checks every id-level promise at one state.
fn check_state(g: &dyn DynGame) {
    let n = g.num_distinct_actions();
    let ids = g.legal_action_ids();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "ascending and unique: {ids:?}");
    let mut mask = vec![false; n];
    g.legal_action_mask(&mut mask).expect("mask");
    match g.to_act() {
        Actor::Seat(_) => {
            assert!(!ids.is_empty());
            assert!(ids.iter().all(|&id| id < n));
            let set: Vec<usize> = (0..n).filter(|&i| mask[i]).collect();
            assert_eq!(set, ids, "mask true exactly at legal ids");
            let texts: Vec<String> = ids.iter().map(|&id| g.action_to_string(id).expect("text")).collect();
            let mut legal = g.legal_moves();
            legal.sort();
            let mut sorted = texts.clone();
            sorted.sort();
            assert_eq!(sorted, legal, "ids name exactly the legal moves");
            for (&id, t) in ids.iter().zip(&texts) {
                assert_eq!(g.string_to_action(t).expect("id of text"), id);
            }
        }
        Actor::Chance => {
            assert!(mask.iter().all(|&b| !b));
            let outcomes = g.chance_outcome_ids();
            let m = g.max_chance_outcomes();
            assert_eq!(outcomes.iter().map(|o| o.0).collect::<Vec<_>>(), ids);
            assert!(outcomes.iter().all(|&(id, p)| id < m && p > 0.0));
            let sum: f64 = outcomes.iter().map(|o| o.1).sum();
            assert!((sum - 1.0).abs() < 1e-9, "{sum}");
        }
        Actor::Terminal => {
            assert!(ids.is_empty());
            assert!(mask.iter().all(|&b| !b));
        }
    }
    let len: usize = g.observation_shape().iter().product();
    for s in 0..g.num_seats() {
        let seat = Seat(s as u8);
        let obs = g.observation(seat).expect("observation");
        assert_eq!(obs.len(), len);
        assert!(obs.iter().all(|v| v.is_finite()));
        g.information_state_string(seat).expect("information state");
    }
    let r = g.returns();
    assert_eq!(r.len(), g.num_seats());
    assert!(r.iter().all(|&x| x >= g.min_utility() && x <= g.max_utility()));
    if let (true, UtilitySum::Constant(c)) = (g.is_terminal(), g.utility_sum()) {
        assert!((r.iter().sum::<f64>() - c).abs() < 1e-9);
    }
}

/// Plays by ids to the end; returns the decisions made.
fn play_by_ids(g: &mut dyn DynGame, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    loop {
        check_state(g);
        let ids = g.legal_action_ids();
        if ids.is_empty() {
            return g.decisions();
        }
        let id = ids[pick(&mut rng, ids.len())];
        let before = g.clone_box();
        assert!(before.dyn_eq(g));
        g.apply_action_id(id).expect("a legal id applies");
        assert!(!before.dyn_eq(g));
    }
}

#[test]
fn every_encoded_game_plays_by_ids_within_its_bounds() {
    for text in GAMES {
        for seed in 0..3 {
            let mut g = load_game(text).expect("game");
            assert!(g.has_encodings(), "{text}");
            if g.max_game_length().is_none() {
                g.set_decision_cap(Some(DEFAULT_DECISION_CAP));
            }
            let max = g.max_game_length().expect("finite with the cap");
            let decisions = play_by_ids(g.as_mut(), seed);
            assert!(decisions <= max, "{text}: {decisions} > {max}");
            assert!(g.outcome().is_some());
        }
    }
}

#[test]
fn bad_ids_are_refused_and_change_nothing() {
    for text in GAMES {
        let mut g = load_game(text).expect("game");
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        // Walk into play, then try every id that is not legal.
        for _ in 0..20 {
            let ids = g.legal_action_ids();
            if ids.is_empty() {
                break;
            }
            g.apply_action_id(ids[pick(&mut rng, ids.len())]).expect("legal");
        }
        let before = g.clone_box();
        let n = match g.to_act() {
            Actor::Chance => g.max_chance_outcomes(),
            _ => g.num_distinct_actions(),
        };
        let legal = g.legal_action_ids();
        for id in (0..n + 3).filter(|id| !legal.contains(id)) {
            let err = g.apply_action_id(id).expect_err("illegal id");
            assert!(
                matches!(err, DynMoveError::Id { .. } | DynMoveError::Illegal { .. }),
                "{err}"
            );
            if id >= n {
                assert!(matches!(err, DynMoveError::Id { .. }));
            }
            assert!(g.dyn_eq(before.as_ref()), "state unchanged after {id}");
        }
        let mut short = vec![false; g.num_distinct_actions().saturating_sub(1)];
        assert!(matches!(
            g.legal_action_mask(&mut short),
            Err(EncodingError::BufferLength { .. })
        ));
        let mut obs = vec![0.0; 3];
        assert!(matches!(
            g.write_observation(Seat(0), &mut obs),
            Err(EncodingError::BufferLength { .. })
        ));
        let mut obs = g.observation(Seat(0)).expect("obs");
        assert!(matches!(
            g.write_observation(Seat(g.num_seats() as u8), &mut obs),
            Err(EncodingError::NoSuchSeat { .. })
        ));
    }
}

#[test]
fn the_decision_cap_ends_the_game_as_a_draw() {
    let mut g = load_game("deblockle").expect("game");
    assert_eq!(g.max_game_length(), None);
    g.set_decision_cap(Some(12));
    assert_eq!(g.max_game_length(), Some(12));
    let decisions = play_by_ids(g.as_mut(), 1);
    assert_eq!(decisions, 12);
    assert!(g.is_capped());
    assert_eq!(g.to_act(), Actor::Terminal);
    assert_eq!(g.returns(), vec![0.0, 0.0]);
    assert!(g.outcome().expect("over").is_draw());
    assert!(g.legal_moves().is_empty());
    let err = g.apply_action_id(0).expect_err("capped");
    assert!(matches!(err, DynMoveError::Capped { cap: 12, .. }), "{err}");
}

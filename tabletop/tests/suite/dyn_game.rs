//! DynGame: every game played to the end behind one type, with typed
//! refusals that leave the state unchanged.

use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use tabletop::{Actor, DynGame, DynMoveError, GameKind, Seat, load_game};

/// Plays `game` to the end with random moves and sampled chance; returns the plies.
fn play_out(game: &mut dyn DynGame, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for ply in 0..200_000 {
        match game.to_act() {
            Actor::Terminal => {
                assert!(game.legal_moves().is_empty());
                assert!(game.outcome().is_some(), "a terminal state has an outcome");
                return ply;
            }
            Actor::Chance => {
                let outcomes = game.chance_outcomes();
                assert_eq!(outcomes.len(), game.legal_moves().len());
                let mv = game.sample_chance(&mut rng).expect("a chance outcome");
                assert!(outcomes.iter().any(|(m, _)| *m == mv));
            }
            Actor::Seat(seat) => {
                assert!(seat.index() < game.num_seats());
                assert!(game.outcome().is_none());
                let mv = game.random_move(&mut rng).expect("a legal move");
                assert!(game.legal_moves().contains(&mv), "{mv}");
                game.apply(&mv).expect("a legal move applies");
            }
        }
    }
    panic!("{} did not end: {}", game.name(), game.notation());
}

#[test]
fn every_game_plays_to_the_end_behind_dyn_game() {
    for text in [
        "xobrainer",
        "xobrainer(format=bo3,variants=random+mission)",
        "xobrainer(format=one-round,variants=map,time_bomb=10,x_players=2,o_players=2)",
        "oduludo",
        "oduludo(players=3,mode=last-pawn)",
        "oduludo(mode=team)",
        "numseq",
        "numseq(players=4)",
        "numseq(players=6,teams=3)",
        "deblockle(max_turns=300)",
        "deblockle(blocks=3,side_by_side=forbidden,max_turns=300)",
        "deblockle(setup=random,south_blocks=1,north_blocks=2,max_turns=300)",
    ] {
        for seed in 0..3 {
            let mut game = load_game(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let plies = play_out(game.as_mut(), seed);
            assert!(plies > 0, "{text}");
        }
    }
}

/// `random_playouts` (the Python batch's fast path): seeded, games played
/// to a terminal state or stopped at `max_plies` (zeros), the decision cap
/// honoured, and each game's plies the same as stepping a clone of the
/// engine's state with `random_step` from the same stream.
#[test]
fn random_playouts_are_seeded_end_or_stop_and_follow_random_step() {
    use tabletop::board_core::bots::random_step;
    for text in [
        "xobrainer(format=one-round)",
        "oduludo(players=3)",
        "numseq",
        "deblockle(max_turns=300)",
    ] {
        let game = load_game(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let a = game.random_playouts(4, 9, 100_000);
        assert_eq!(a, game.random_playouts(4, 9, 100_000), "{text}");
        // (Random Deblockle rarely removes a block before its turn cap, so
        // its capped games look alike whatever the seed.)
        if !text.starts_with("deblockle") {
            assert_ne!(a, game.random_playouts(4, 10, 100_000), "{text}");
        }
        for (returns, plies) in &a {
            assert_eq!(returns.len(), game.num_seats(), "{text}");
            assert!(
                *plies > 0 && returns.iter().any(|r| *r != 0.0) || returns.iter().all(|r| *r == 0.0),
                "{text}"
            );
        }
        // Stopped games: zeros, exactly max_plies plies.
        for (returns, plies) in game.random_playouts(3, 1, 5) {
            assert_eq!((plies, returns.iter().all(|r| *r == 0.0)), (5, true), "{text}");
        }
        // The decision cap ends a game as a draw (returns 0), as elsewhere.
        let mut capped = game.clone_box();
        capped.set_decision_cap(Some(3));
        for (returns, _) in capped.random_playouts(3, 1, 100_000) {
            assert!(returns.iter().all(|r| *r == 0.0), "{text}");
        }
    }
    // The plies follow the engine's random_step on one stream.
    let game = load_game("deblockle(max_turns=300)").expect("game");
    let Some(start) = game
        .as_any()
        .downcast_ref::<tabletop::Hosted<tabletop::deblockle::State>>()
    else {
        panic!("a hosted Deblockle state")
    };
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut expected = Vec::new();
    for _ in 0..3 {
        let mut s = start.state().clone();
        let mut plies = 0u64;
        while random_step(&mut s, &mut rng).is_some() {
            plies += 1;
        }
        expected.push(plies);
    }
    let got: Vec<u64> = game
        .random_playouts(3, 3, u64::MAX)
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    assert_eq!(got, expected);
}

#[test]
fn a_refused_move_is_typed_and_changes_nothing() {
    let mut game = load_game("xobrainer").expect("loads");
    game.apply("lot:X").expect("the opening lot");
    game.apply("e5").expect("X places on e5");
    let before = game.notation();
    match game.apply("e5") {
        Err(DynMoveError::Illegal { game: name, mv, source }) => {
            assert_eq!((name, mv.as_str()), ("xobrainer", "e5"));
            assert!(matches!(
                source.downcast_ref::<xobrainer::MoveError>(),
                Some(xobrainer::MoveError::Occupied(_))
            ));
        }
        other => panic!("{other:?}"),
    }
    match game.apply("not a move") {
        Err(DynMoveError::Parse { source, .. }) => {
            assert!(source.downcast_ref::<xobrainer::ParseMoveError>().is_some());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(game.notation(), before, "a refusal leaves the state as it was");
}

#[test]
fn every_game_gives_every_seat_a_view_and_no_view_to_a_seat_that_does_not_exist() {
    for kind in GameKind::ALL {
        let game = tabletop::GameSpec::default_for(kind).start().expect("starts");
        for seat in 0..game.num_seats() {
            let view = game.view(Seat(seat as u8));
            assert!(view.is_some_and(|v| !v.is_empty()), "{kind}: seat {seat}");
        }
        assert_eq!(game.view(Seat(200)), None, "{kind}: no such seat");
        assert!(!game.picture().is_empty());
    }
}

#[test]
fn the_notation_reads_back_as_the_engines_state() {
    let mut game = load_game("numseq(players=3)").expect("loads");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while game.to_act() == Actor::Chance {
        game.sample_chance(&mut rng);
    }
    let state: numseq::State = game.notation().parse().expect("notation reads back");
    assert_eq!(state.to_string(), game.notation());
    let copy = game.clone();
    assert_eq!(copy.notation(), game.notation());
}

#[cfg(feature = "serde")]
#[test]
fn moves_and_states_as_json_values() {
    for kind in GameKind::ALL {
        let mut game = tabletop::GameSpec::default_for(kind).start().expect("starts");
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for _ in 0..40 {
            if game.is_terminal() {
                break;
            }
            if game.to_act() == Actor::Chance {
                game.sample_chance(&mut rng);
                continue;
            }
            let moves = game.legal_moves_json();
            assert_eq!(moves.len(), game.legal_moves().len());
            let mv = moves.first().expect("a move").clone();
            game.apply_json(&mv).expect("a legal move applies from JSON");
        }
        assert!(!game.state_json().is_null());
        let before = game.notation();
        assert!(matches!(
            game.apply_json(&serde_json::json!({"no": "move"})),
            Err(DynMoveError::Json { .. })
        ));
        assert_eq!(game.notation(), before);
    }
}

#[test]
fn determinize_keeps_the_seats_view_and_redraws_only_what_it_cannot_see() {
    for text in [
        "numseq",
        "numseq(players=4)",
        "xobrainer(format=one-round,variants=mission)",
        "deblockle(blocks=2)",
        "oduludo(players=2)",
    ] {
        let mut game = load_game(text).expect(text);
        game.set_decision_cap(Some(500));
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        // Past the deal (and a few moves), so that something is hidden.
        for _ in 0..40 {
            match game.to_act() {
                Actor::Terminal => break,
                Actor::Chance => {
                    game.sample_chance(&mut rng).expect("a chance outcome");
                }
                Actor::Seat(_) => {
                    let mv = game.random_move(&mut rng).expect("a legal move");
                    game.apply(&mv).expect("legal");
                }
            }
        }
        let mut differs = false;
        for seed in 0..8 {
            for s in 0..game.num_seats() {
                let seat = Seat(s as u8);
                let mut r = ChaCha8Rng::seed_from_u64(seed);
                let d = game.determinize(seat, &mut r).expect("a seat at the table");
                assert_eq!(d.view(seat), game.view(seat), "{text}: seat {s} sees the same");
                assert_eq!(
                    d.information_state_string(seat).ok(),
                    game.information_state_string(seat).ok()
                );
                assert_eq!(
                    (d.decisions(), d.decision_cap()),
                    (game.decisions(), game.decision_cap())
                );
                if game.to_act() == Actor::Seat(seat) {
                    assert_eq!(
                        d.legal_moves(),
                        game.legal_moves(),
                        "{text}: the seat's moves are the same"
                    );
                }
                differs |= d.notation() != game.notation();
            }
        }
        let hides = text.starts_with("numseq") || text.contains("mission");
        assert_eq!(differs, hides, "{text}: redrawn exactly where something is hidden");
        let mut r = ChaCha8Rng::seed_from_u64(0);
        assert!(game.determinize(Seat(game.num_seats() as u8), &mut r).is_none());
    }
}

//! The named strength levels (`beginner` .. `expert`) as bot strings, and
//! [`DynGame::bot_move`]: every level plays a legal move in every game.

use board_core::Actor;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use tabletop::{BotSpec, BotSpecError, DynGame, GameKind, Level, load_game};

#[test]
fn levels_parse_print_and_refuse() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        assert_eq!(level.name().parse::<BotSpec>(), Ok(BotSpec::Level(level)));
        assert_eq!(BotSpec::Level(level).to_string(), level.name());
        assert_eq!(level.name().to_uppercase().parse::<Level>(), Ok(level));
        assert_eq!(
            format!("  {}  ", level.name()).parse::<BotSpec>(),
            Ok(BotSpec::Level(level))
        );
    }
    assert_eq!("Beginner".parse::<BotSpec>(), Ok(BotSpec::Level(Level::Beginner)));
    for bad in ["grandmaster", "strong:5", "expert+solver", "casual:", "", "strongest"] {
        assert_eq!(bad.parse::<BotSpec>(), Err(BotSpecError(bad.into())), "{bad}");
    }
    let err = "grandmaster".parse::<Level>().expect_err("not a level");
    let message = err.to_string();
    for level in Level::ALL {
        assert!(message.contains(level.name()), "{message}");
    }
    assert!(
        Level::ALL
            .windows(2)
            .all(|w| w[0] < w[1] && w[0].time_budget_ms() < w[1].time_budget_ms())
    );
    assert_eq!(Level::DEFAULT, Level::Strong);
}

#[test]
fn levels_are_documented_bot_strings() {
    use tabletop::SearchSettings;
    assert_eq!(Level::Beginner.spec::<xobrainer::State>(), BotSpec::Mc(50));
    assert_eq!(Level::Casual.spec::<numseq::State>(), BotSpec::Guided(200));
    assert_eq!(Level::Strong.spec::<oduludo::State>(), BotSpec::Guided(1000));
    assert_eq!(
        Level::Expert.spec::<deblockle::State>(),
        BotSpec::Guided(<deblockle::State as SearchSettings>::EXPERT_ITERATIONS)
    );
    assert_eq!(
        BotSpec::Level(Level::Expert).resolve::<xobrainer::State>(),
        BotSpec::Guided(<xobrainer::State as SearchSettings>::EXPERT_ITERATIONS)
    );
    // The older strings are unchanged.
    for text in ["random", "mc:3", "mcts:9", "mcts:4+solver", "guided:5"] {
        let spec: BotSpec = text.parse().expect("a bot string");
        assert_eq!(spec.to_string(), text);
        assert_eq!(spec.resolve::<numseq::State>(), spec);
    }
}

/// A seat's decision a few plies before the end of a seeded random game
/// (short play-outs, so even `expert` answers quickly).
fn late_position(kind: GameKind, seed: u64) -> Box<dyn DynGame> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = load_game(kind.name()).expect("default game");
    let mut decisions: Vec<Box<dyn DynGame>> = Vec::new();
    for _ in 0..5000 {
        match game.to_act() {
            Actor::Terminal => break,
            Actor::Chance => {
                game.sample_chance(&mut rng).expect("chance outcome");
            }
            Actor::Seat(_) => {
                decisions.push(game.clone_box());
                let mv = game.random_move(&mut rng).expect("a legal move");
                game.apply(&mv).expect("legal");
            }
        }
    }
    let at = decisions.len().saturating_sub(6);
    decisions.swap_remove(at)
}

#[test]
fn every_level_plays_a_legal_move_in_every_game() {
    for kind in GameKind::ALL {
        let game = late_position(kind, 3);
        let legal = game.legal_moves();
        for level in Level::ALL {
            let mv = game.bot_move(level.name(), 11).expect("a level").expect("a seat acts");
            assert!(legal.contains(&mv), "{kind} {level}: {mv} not in {legal:?}");
            assert_eq!(
                game.bot_move(level.name(), 11).expect("a level"),
                Some(mv),
                "{kind} {level}: seeded"
            );
        }
    }
}

#[test]
fn every_level_plays_the_opening_in_every_game() {
    // The cheap levels from the start, where the search is costliest.
    for kind in GameKind::ALL {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut game = load_game(kind.name()).expect("default game");
        while game.to_act() == Actor::Chance {
            game.sample_chance(&mut rng).expect("chance outcome");
        }
        for level in [Level::Beginner, Level::Casual] {
            let mv = game.bot_move(level.name(), 2).expect("a level").expect("a seat acts");
            assert!(game.legal_moves().contains(&mv), "{kind} {level}: {mv}");
        }
    }
}

#[test]
fn bot_move_reads_every_bot_string_and_refuses_bad_ones() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut game = load_game("deblockle").expect("default game");
    assert_eq!(game.bot_move("strong", 1).expect("a level"), None, "chance acts first");
    while game.to_act() == Actor::Chance {
        game.sample_chance(&mut rng).expect("chance outcome");
    }
    assert_eq!(
        game.bot_move("mcts:30", 9).expect("a bot string"),
        game.mcts_move(30, 9),
        "mcts:N is mcts_move"
    );
    for text in ["random", "mc:20", "mcts:20+solver", "guided:20"] {
        let mv = game.bot_move(text, 4).expect("a bot string").expect("a seat acts");
        assert!(game.legal_moves().contains(&mv), "{text}: {mv}");
    }
    for bad in ["grandmaster", "mcts:0", "", "expert:3"] {
        let err = game.bot_move(bad, 1).expect_err("not a bot string");
        assert_eq!(err, BotSpecError(bad.into()));
        assert!(err.to_string().contains("beginner, casual, strong or expert"), "{err}");
    }
}

//! Playthroughs (`tabletop::playthrough`) of every game and its main
//! configurations, kept as insta snapshots, and the writer's promises:
//! deterministic, the same game as board-core's seeded random play-out,
//! given moves first.

use board_core::Game;
use board_core::testkit::{random_playout, rng};
use tabletop::playthrough::{Narrator, Pictures, PlaythroughError, PlaythroughOptions, playthrough};
use tabletop::{Seat, load_game};

/// A snapshot file stays readable: at most this many lines.
const MAX_LINES: usize = 2_000;

fn options(seed: u64, max_plies: usize) -> PlaythroughOptions {
    PlaythroughOptions {
        seed,
        max_plies,
        ..PlaythroughOptions::default()
    }
}

/// The playthrough, checked to be short enough for a snapshot.
fn record(game: &str, options: &PlaythroughOptions) -> String {
    let text = playthrough(game, options).unwrap();
    let lines = text.lines().count();
    assert!(lines <= MAX_LINES, "{game}: {lines} lines");
    text
}

/// The moves a playthrough applied, in notation.
fn applied(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("apply: "))
        .map(|l| l.split_once('=').map_or(l, |(_, mv)| mv).to_string())
        .collect()
}

// ---- the snapshots ----

#[test]
fn xobrainer_one_round() {
    insta::assert_snapshot!(record("xobrainer(format=one-round)", &options(3, 300)));
}

#[test]
fn xobrainer_default_match() {
    insta::assert_snapshot!(record("xobrainer", &options(5, 150)));
}

#[test]
fn xobrainer_mission_one_round() {
    let o = PlaythroughOptions {
        pictures: Pictures::Ends,
        ..options(7, 300)
    };
    insta::assert_snapshot!(record("xobrainer(format=one-round,variants=mission)", &o));
}

#[test]
fn oduludo_two_players() {
    insta::assert_snapshot!(record("oduludo(players=2)", &options(1, 150)));
}

#[test]
fn oduludo_four_players() {
    insta::assert_snapshot!(record("oduludo", &options(2, 150)));
}

#[test]
fn numseq_two_players() {
    let o = PlaythroughOptions {
        narrator: Narrator::Seat(Seat(0)),
        ..options(7, 150)
    };
    insta::assert_snapshot!(record("numseq", &o));
}

#[test]
fn numseq_classic_sequence() {
    insta::assert_snapshot!(record("numseq(preset=classic)", &options(5, 120)));
}

#[test]
fn deblockle_default() {
    let o = PlaythroughOptions {
        pictures: Pictures::Ends,
        ..options(1, 200)
    };
    insta::assert_snapshot!(record("deblockle", &o));
}

// ---- the writer ----

/// The same options give the same text, from a game string or from a
/// `DynGame` started apart, and the game given is left as it was.
#[test]
fn the_writer_is_deterministic() {
    for game in [
        "xobrainer(format=one-round,variants=mission)",
        "oduludo(players=3)",
        "numseq(players=4)",
        "deblockle(blocks=2)",
    ] {
        let o = options(11, 60);
        let a = playthrough(game, &o).unwrap();
        assert_eq!(a, playthrough(game, &o).unwrap(), "{game}");
        let g = load_game(game).unwrap();
        let before = g.notation();
        let mut b = String::new();
        let title = a.lines().next().unwrap().strip_prefix("game: ").unwrap();
        tabletop::playthrough::write_playthrough(&mut b, title, &*g, &o).unwrap();
        assert_eq!(a, b, "{game}");
        assert_eq!(g.notation(), before);
        assert_ne!(
            a,
            playthrough(game, &options(12, 60)).unwrap(),
            "{game}: the seed matters"
        );
    }
}

/// A playthrough plays the game `board_core::testkit::random_playout`
/// plays with the same seed (the same draws from the same stream), so a
/// snapshot made either way shows the same positions.
#[test]
fn the_writer_plays_the_seeded_random_playout() {
    fn check<G: Game>(game: &str, start: &G, seed: u64) {
        let text = playthrough(game, &options(seed, 400)).unwrap();
        let p = random_playout(start, &mut rng(seed), 400);
        let moves: Vec<String> = p.moves.iter().map(ToString::to_string).collect();
        assert_eq!(applied(&text), moves, "{game}");
    }
    let xo = xobrainer::Config {
        format: xobrainer::MatchFormat::OneRound,
        ..xobrainer::Config::default()
    };
    check("xobrainer(format=one-round)", &xobrainer::State::new(xo).unwrap(), 3);
    check(
        "oduludo(players=2)",
        &oduludo::State::new(oduludo::Config::with_players(2)).unwrap(),
        1,
    );
    check(
        "numseq",
        &numseq::State::new(numseq::Config::with_players(2)).unwrap(),
        7,
    );
    check(
        "deblockle",
        &deblockle::State::new(deblockle::Config::default()).unwrap(),
        1,
    );
}

/// Given moves come first, then random ones; a refused given move is an
/// error, not a panic.
#[test]
fn given_moves_come_first() {
    let o = PlaythroughOptions {
        moves: vec!["lot:O".into()],
        ..options(0, 3)
    };
    let text = playthrough("xobrainer(format=one-round)", &o).unwrap();
    assert_eq!(applied(&text)[0], "lot:O");
    assert_eq!(applied(&text).len(), 3);
    let bad = PlaythroughOptions {
        moves: vec!["e5".into()],
        ..options(0, 3)
    };
    assert!(matches!(
        playthrough("xobrainer(format=one-round)", &bad),
        Err(PlaythroughError::Move(_))
    ));
    assert!(matches!(playthrough("chess", &o), Err(PlaythroughError::Spec(_))));
}

/// A game that ends within the bound ends with its returns and outcome;
/// one the bound stops says so.
#[test]
fn the_end_is_recorded() {
    let done = playthrough("xobrainer(format=one-round)", &options(3, 2_000)).unwrap();
    assert!(done.contains(", terminal\n"));
    assert!(done.contains("\nreturns: "));
    assert!(done.contains("\noutcome: "));
    let cut = playthrough("oduludo", &options(2, 5)).unwrap();
    assert!(cut.ends_with("stopped: the ply bound 5 (returns: 0, 0, 0, 0)\n"));
}

// ---- whole games with their events, as a seat hears them ----

/// Options for a whole game: the bound far beyond its end.
fn whole_game(seed: u64, narrator: Narrator) -> PlaythroughOptions {
    PlaythroughOptions {
        narrator,
        ..options(seed, 2_000)
    }
}

/// The playthrough, checked to reach the end of the game.
fn to_the_end(game: &str, options: &PlaythroughOptions) -> String {
    let text = record(game, options);
    assert!(
        text.contains(", terminal\n"),
        "{game}: not over within {} plies",
        options.max_plies
    );
    text
}

/// A whole seeded XOBrainer match with Map and Mission, two rounds, each
/// move's events as seat 0 hears them (its own Mission card named, the
/// other's not).
#[test]
fn xobrainer_map_and_mission_two_rounds_as_seat_0_hears_it() {
    let o = whole_game(14, Narrator::Seat(Seat(0)));
    insta::assert_snapshot!(to_the_end("xobrainer(format=rounds2,variants=map+mission)", &o));
}

/// A whole seeded three-player ODULUDO game with every move's events.
#[test]
fn oduludo_three_players_whole_game() {
    insta::assert_snapshot!(to_the_end("oduludo(players=3)", &whole_game(2026, Narrator::Actor)));
}

/// A whole seeded two-player numseq game, each move's events as seat 0
/// hears them (its own cards named, seat 1's draws "a card"): a short game
/// with a removal or swap among them.
#[test]
fn numseq_two_players_whole_game_as_seat_0_hears_it() {
    let o = whole_game(1575, Narrator::Seat(Seat(0)));
    insta::assert_snapshot!(to_the_end("numseq", &o));
}

/// A whole Deblockle game, three blocks a side, between two racer bots
/// (`deblockle::RacerBot`, seeded 1007 and 2007; the set-up rolls
/// drawn from seed 7): the bots' moves are given to the playthrough.
#[test]
fn deblockle_three_blocks_racer_bots() {
    use board_core::Actor;
    use board_core::bots::{Bot, sample_chance};
    use deblockle::RacerBot;

    let mut s = deblockle::State::new(deblockle::Config {
        south_blocks: 3,
        north_blocks: 3,
        ..deblockle::Config::default()
    })
    .unwrap();
    let mut chance = rng(7);
    let mut bots = [RacerBot::new(rng(1007)), RacerBot::new(rng(2007))];
    let mut moves = Vec::new();
    while !s.is_terminal() {
        let m = match s.to_act() {
            Actor::Chance => sample_chance(&s, &mut chance).unwrap().unwrap(),
            Actor::Seat(seat) => bots[seat.index()].choose(&s).unwrap(),
            Actor::Terminal => unreachable!(),
        };
        s = s.apply(&m).unwrap();
        moves.push(m.to_string());
    }
    let o = PlaythroughOptions {
        moves,
        ..whole_game(0, Narrator::Actor)
    };
    insta::assert_snapshot!(to_the_end("deblockle(blocks=3)", &o));
}

//! `tour` and `play` take `--game` as a game string: the example
//! strings play through, and a bare name is the default game.

use std::io::Cursor;

use board_core::{Game, Seat};
use tabletop::GameSpec;
use tabletop_rules::play::{self, Ending};
use tabletop_rules::showcase::Showcase;

const ISSUE_STRINGS: [&str; 5] = [
    "xobrainer(format=bo3,variants=random+mission)",
    "oduludo(players=3,mode=last-pawn)",
    "numseq(players=4)",
    "deblockle(blocks=3,side_by_side=forbidden)",
    "numseq(sequences=by-sides,players=6,teams=2)",
];

fn spec(text: &str) -> GameSpec {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn the_tour_plays_each_issue_string_to_the_end() {
    for text in ISSUE_STRINGS {
        let spec = spec(text);
        let log = tabletop_rules::tour::run(3, Some(spec.clone()), false);
        assert!(log.contains(&format!("game: {spec}")), "{text}");
        assert!(log.contains(&format!("== {spec} (seed 3) ==")), "{text}");
        assert!(!log.contains("cannot start"), "{text}:\n{log}");
        assert!(!log.contains("unfinished"), "{text}: the game ends:\n{log}");
        assert_eq!(log.matches("result: ").count(), 1, "{text}");
    }
}

#[test]
fn a_bare_name_in_the_tour_is_the_default_tour_game() {
    let whole = tabletop_rules::tour::run(2, None, false);
    for kind in tabletop::GameKind::ALL {
        let one = tabletop_rules::tour::run(2, Some(GameSpec::default_for(kind)), false);
        let start = one.find("== ").expect("a game header");
        let end = one.find("summary (seed 2):").expect("the summary");
        let game_log = &one[start..end];
        assert!(whole.contains(game_log), "{kind}: the same game as in the whole tour");
    }
}

#[test]
fn the_tour_caps_deblockle_unless_the_string_sets_max_turns() {
    let capped = deblockle::State::start(&spec("deblockle")).expect("starts");
    assert_eq!(
        capped.config().max_turns,
        Some(tabletop_rules::games::DEBLOCKLE_MAX_TURNS)
    );
    let own = deblockle::State::start(&spec("deblockle(max_turns=40)")).expect("starts");
    assert_eq!(own.config().max_turns, Some(40));
}

#[test]
fn start_refuses_another_games_string() {
    let e = xobrainer::State::start(&spec("numseq(players=4)")).expect_err("not xobrainer");
    assert_eq!(e, "the game string numseq(players=4) is not a xobrainer game");
}

#[test]
fn play_runs_a_session_from_a_game_string() {
    let state = oduludo::State::start(&spec("oduludo(players=3,mode=last-pawn)")).expect("starts");
    assert_eq!(state.num_seats(), 3);
    let mut out = Vec::new();
    let ending = play::run(state, &[Seat(0)], 1, Cursor::new("moves\nquit\n"), &mut out).expect("no I/O error");
    assert_eq!(ending, Ending::Quit);
    let text = String::from_utf8(out).expect("utf-8");
    assert!(text.contains("legal moves: "), "{text}");
}

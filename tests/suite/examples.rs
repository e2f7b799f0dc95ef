//! Snapshots of what people first see: the tour (without timing) and one
//! scripted terminal `play` session per game, driven through a pipe.

use std::io::Cursor;

use board_core::Seat;
use tabletop_rules::play::{self, Ending};
use tabletop_rules::search::{BotSpec, GameVisitor, SearchGame, with_game};

#[test]
fn tour_seed_1_without_timing() {
    let text = tabletop_rules::tour::run(1, None, false);
    assert!(text.contains("summary (seed 1):"));
    insta::assert_snapshot!("tour_seed_1", text);
}

#[test]
fn tour_is_deterministic() {
    assert_eq!(
        tabletop_rules::tour::run(5, None, false),
        tabletop_rules::tour::run(5, None, false)
    );
}

#[test]
fn tour_with_a_named_level_plays_every_seat_with_it() {
    use tabletop::{GameSpec, Level};
    let spec = GameSpec::parse("deblockle(blocks=1)").expect("game string");
    let text = tabletop_rules::tour::run_with_level(2, Some(spec.clone()), false, Some(Level::Casual));
    assert!(text.contains("level: casual ("), "{text}");
    assert!(text.contains("bots: casual (guided:200) at every seat"), "{text}");
    assert!(text.contains("result: "), "{text}");
    assert_eq!(
        text,
        tabletop_rules::tour::run_with_level(2, Some(spec.clone()), false, Some(Level::Casual))
    );
    // No level: the demo bots, as `run`.
    assert_eq!(
        tabletop_rules::tour::run_with_level(2, Some(spec.clone()), false, None),
        tabletop_rules::tour::run(2, Some(spec), false)
    );
}

#[test]
fn the_tour_binary_plays_the_named_level_casual_unless_asked_for_the_demo_bots() {
    use tabletop::GameSpec;
    let tour = |extra: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_tour"))
            .args(["--seed", "2", "--game", "deblockle(blocks=1)", "--no-timing"])
            .args(extra)
            .output()
            .expect("the tour binary runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let spec = GameSpec::parse("deblockle(blocks=1)").expect("game string");
    let default = tour(&[]);
    assert!(default.contains("bots: casual (guided:200) at every seat"), "{default}");
    assert_eq!(
        default,
        tabletop_rules::tour::run_with_level(2, Some(spec.clone()), false, Some(tabletop_rules::tour::TOUR_LEVEL))
    );
    assert_eq!(tour(&["--demo"]), tabletop_rules::tour::run(2, Some(spec), false));
    assert!(tour(&["--level", "beginner"]).contains("bots: beginner (mc:50) at every seat"));
}

#[test]
fn play_against_a_named_level() {
    let spec = tabletop::GameSpec::parse("deblockle(blocks=1)").expect("game string");
    struct Level(u64);
    impl GameVisitor for Level {
        type Output = (Ending, String);
        fn visit<G: SearchGame>(self, state: G) -> (Ending, String) {
            let mut out = Vec::new();
            let input = Cursor::new(bots(200));
            let bot = BotSpec::Level(tabletop::Level::Beginner);
            let ending = play::run_with(state, &[Seat(0)], self.0, bot, input, &mut out).expect("no I/O error");
            (ending, String::from_utf8(out).expect("UTF-8"))
        }
    }
    let (ending, text) = with_game(&spec.to_string(), Level(4)).expect("a game");
    assert_eq!(ending, Ending::Finished, "{text}");
}

/// A scripted session at seat 0 against the default bots (MCTS at the
/// default strength).
fn session<G: SearchGame>(script: &str) -> (Ending, String) {
    let state = G::default_game().expect("default game");
    let mut out = Vec::new();
    let ending = play::run(state, &[Seat(0)], 1, Cursor::new(script.to_string()), &mut out).expect("no I/O error");
    (ending, String::from_utf8(out).expect("utf-8"))
}

/// A scripted session at seat 0 of `game` (a game string) against random
/// bots, where `bot` lines let the bot move for the person: long enough
/// to reach round ends and special squares in a test that stays fast.
fn long_session(game: &str, seed: u64, script: &str) -> (Ending, String) {
    struct Run<'a>(&'a str, u64);
    impl GameVisitor for Run<'_> {
        type Output = (Ending, String);
        fn visit<G: SearchGame>(self, state: G) -> (Ending, String) {
            let mut out = Vec::new();
            let input = Cursor::new(self.0.to_string());
            let ending =
                play::run_with(state, &[Seat(0)], self.1, BotSpec::Random, input, &mut out).expect("no I/O error");
            (ending, String::from_utf8(out).expect("utf-8"))
        }
    }
    with_game(game, Run(script, seed)).expect("a valid game string")
}

fn bots(n: usize) -> String {
    "bot\n".repeat(n)
}

#[test]
fn play_xobrainer_scripted() {
    let (ending, text) = session::<xobrainer::State>("help\nmoves\nzz\nc3\na1\nundo\nb2\nboard\nquit\n");
    assert_eq!(ending, Ending::Quit);
    assert!(text.contains("illegal: "), "a refused move is explained");
    assert!(text.contains("not a move: "), "a parse error is explained");
    assert!(
        text.contains("move notation:") && text.contains("the picture:"),
        "help explains"
    );
    assert!(text.contains("X> "), "the person's seat is named X");
    insta::assert_snapshot!("play_xobrainer", text);
}

/// The round's end is shown (its result in words and the board)
/// before the next round starts.
#[test]
fn play_xobrainer_shows_the_round_end_before_the_next_round() {
    let (ending, text) = long_session("xobrainer(format=bo3)", 10, &format!("{}quit\n", bots(20)));
    assert_ne!(ending, Ending::EndOfInput);
    let end = text
        .find("-- round won by")
        .or_else(|| text.find("-- void round"))
        .expect("a round ended");
    let next = text[end..]
        .find(": next")
        .map(|i| end + i)
        .expect("the next round was started");
    assert!(
        text[end..next].contains("  a   b   c"),
        "the board is shown between the round end and next"
    );
    insta::assert_snapshot!("play_xobrainer_round", text);
}

#[test]
fn play_oduludo_scripted() {
    let (ending, text) = session::<oduludo::State>("moves\nr5+6\nenter Q\nmoves\nundo\nenter K\nquit\n");
    assert_eq!(ending, Ending::Quit);
    assert!(text.contains("Green> "), "the person's seat is named by its colour");
    insta::assert_snapshot!("play_oduludo", text);
}

/// Special squares and captures are told in words.
#[test]
fn play_oduludo_tells_special_squares() {
    let (ending, text) = long_session("oduludo(players=4)", 1, &format!("{}quit\n", bots(20)));
    assert_ne!(ending, Ending::EndOfInput);
    insta::assert_snapshot!("play_oduludo_long", text);
}

#[test]
fn play_numseq_scripted() {
    let (ending, text) = session::<numseq::State>("moves\n1+0@c1\n21-6@c1\n21-6@g2\nundo\n21-6@e7\n");
    assert_eq!(ending, Ending::EndOfInput);
    // The person at seat 0 sees its own 5 dealt cards, never the bot's
    // (the engine's events, redacted for seat 0).
    assert_eq!(text.matches("chance: seat 0 was dealt ").count(), 5);
    assert!(!text.contains("seat 0 was dealt a card"), "seat 0 sees its own cards");
    assert_eq!(text.matches("chance: seat 1 was dealt a card").count(), 5);
    insta::assert_snapshot!("play_numseq", text);
}

#[test]
fn play_numseq_long() {
    let (ending, text) = long_session("numseq", 1, &format!("{}quit\n", bots(25)));
    assert_ne!(ending, Ending::EndOfInput);
    insta::assert_snapshot!("play_numseq_long", text);
}

#[test]
fn play_deblockle_scripted() {
    let (ending, text) = session::<deblockle::State>("moves\nc5@**\nc5@*+\nundo\nc5@S+\nboard\nhelp\nquit\n");
    assert_eq!(ending, Ending::Quit);
    assert!(text.contains("South> "), "the person's seat is named South");
    insta::assert_snapshot!("play_deblockle", text);
}

#[test]
fn play_deblockle_long() {
    let (ending, text) = long_session("deblockle", 1, &format!("{}quit\n", bots(30)));
    assert_ne!(ending, Ending::EndOfInput);
    insta::assert_snapshot!("play_deblockle_long", text);
}

#[test]
fn play_ends_cleanly_on_empty_input() {
    let (ending, text) = session::<deblockle::State>("");
    assert_eq!(ending, Ending::EndOfInput);
    assert!(text.ends_with("end of input\n"));
}

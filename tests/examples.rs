//! Snapshots of what people first see: the tour (without timing) and one
//! scripted terminal `play` session per game, driven through a pipe.

use std::io::Cursor;

use board_core::Seat;
use tabletop_rules::play::{self, Ending};
use tabletop_rules::search::SearchGame;

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

/// A scripted session against the default bots (MCTS at the default strength).
fn session<G: SearchGame>(script: &str) -> (Ending, String) {
    let state = G::default_game().expect("default game");
    let mut out = Vec::new();
    let ending = play::run(state, &[Seat(0)], 1, Cursor::new(script.to_string()), &mut out).expect("no I/O error");
    (ending, String::from_utf8(out).expect("utf-8"))
}

#[test]
fn play_xobrainer_scripted() {
    let (ending, text) = session::<xobrainer::State>("help\nmoves\nzz\nc3\na1\nundo\nb2\nboard\nquit\n");
    assert_eq!(ending, Ending::Quit);
    assert!(text.contains("illegal: "), "a refused move is explained");
    assert!(text.contains("not a move: "), "a parse error is explained");
    insta::assert_snapshot!("play_xobrainer", text);
}

#[test]
fn play_oduludo_scripted() {
    let (ending, text) = session::<oduludo::State>("moves\nr5+6\nenter Q\nmoves\nundo\nenter K\nquit\n");
    assert_eq!(ending, Ending::Quit);
    insta::assert_snapshot!("play_oduludo", text);
}

#[test]
fn play_numseq_scripted() {
    let (ending, text) = session::<numseq::State>("moves\n1+0@c1\n2-1@c1\n2-1@b1\nundo\n2-1@a6\n");
    assert_eq!(ending, Ending::EndOfInput);
    // The person at seat 0 sees its own 5 dealt cards, never the bot's.
    assert_eq!(text.matches("chance: deal:").count(), 5);
    assert_eq!(text.matches("a card is dealt to another seat").count(), 5);
    insta::assert_snapshot!("play_numseq", text);
}

#[test]
fn play_deblockle_scripted() {
    let (ending, text) = session::<deblockle::State>("moves\nc5@**\nc5@*+\nundo\nc5@S+\nboard\nhelp\nquit\n");
    assert_eq!(ending, Ending::Quit);
    insta::assert_snapshot!("play_deblockle", text);
}

#[test]
fn play_ends_cleanly_on_empty_input() {
    let (ending, text) = session::<deblockle::State>("");
    assert_eq!(ending, Ending::EndOfInput);
    assert!(text.ends_with("end of input\n"));
}

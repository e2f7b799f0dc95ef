//! Clicks to moves: the page's own click paths (until the engines give
//! theirs through `MoveHints`), and what a path of clicks makes.
//!
//! Every legality decision is the engine's: the paths are made from the
//! engine's legal moves, and a click that no path allows is refused with
//! the reason the engine gives for the move that click asks for.

use board_core::hints::{HintSet, Step, StepKind};
use serde::Serialize;
use tabletop::{DynGame, DynHint};

/// What a path of clicks makes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Click {
    /// A whole move: play it.
    Move {
        /// The move, in notation.
        #[serde(rename = "move")]
        mv: String,
    },
    /// The beginning of one or more moves; these steps can follow.
    Partial {
        /// The steps that can come next.
        next: Vec<Step>,
    },
    /// The clicks make no legal move, and the last one starts none either.
    Refused {
        /// Why, in player words ([`crate::plain::refusal`]): the engine's
        /// refusal of the move the clicks ask for, or, where they name no
        /// move, what the legal moves allow.
        reason: String,
        /// The engine's own text of the refusal (`xobrainer: illegal move
        /// e5: square e5 is occupied`).
        detail: String,
        /// The move the engine was asked about, if any.
        asked: Option<String>,
    },
    /// The last click alone starts a move: the clicks before it are
    /// dropped and these steps can follow.
    Restart {
        /// The steps that can come next.
        next: Vec<Step>,
    },
}

/// The page's click paths for the seat to act, made from the legal moves
/// with the picture's squares (`tabletop_svg::hosted::move_squares`): a
/// move's path is the squares it touches, in order (XOBrainer `e5`; a
/// Deblockle block, the square it tips onto, the square it hops to; an
/// ODULUDO group's square and where it lands), with a square that repeats
/// the one before it left out (a second click on one square takes it back,
/// so an ODULUDO bounce back onto its own square is one click, then the
/// choice below). Where paths would be equal
/// or one the beginning of another (two cards that play on one square, a
/// Deblockle tip that may stand), each such move gets a last step, a
/// [`StepKind::Choice`] labelled with its notation; a move that touches no
/// square is that one choice (a button). The paths are distinct and
/// prefix-free, as `MoveHints` requires.
pub fn page_hints(game: &dyn DynGame) -> Vec<DynHint> {
    let moves = game.legal_moves();
    let paths: Vec<Vec<Step>> = moves
        .iter()
        .map(|mv| {
            let mut path: Vec<Step> = tabletop_svg::hosted::move_squares(game, mv)
                .into_iter()
                .map(Step::square)
                .collect();
            path.dedup();
            path
        })
        .collect();
    moves
        .iter()
        .zip(&paths)
        .enumerate()
        .map(|(i, (mv, path))| {
            let clash = path.is_empty()
                || paths
                    .iter()
                    .enumerate()
                    .any(|(j, other)| j != i && other.len() >= path.len() && other.starts_with(path));
            let mut steps = path.clone();
            if clash {
                steps.push(Step::choice(mv.clone()));
            }
            DynHint { steps, mv: mv.clone() }
        })
        .collect()
}

/// What `clicks` make against `hints` (the seat to act's click paths in
/// `game`).
pub fn resolve(game: &dyn DynGame, hints: &[DynHint], clicks: &[Step]) -> Click {
    let set = HintSet::new(hints);
    if let Some(mv) = set.complete(clicks) {
        return Click::Move { mv: mv.clone() };
    }
    let next: Vec<Step> = set.next_steps(clicks).into_iter().cloned().collect();
    if !next.is_empty() {
        return Click::Partial { next };
    }
    if let Some((last, _)) = clicks.split_last()
        && clicks.len() > 1
    {
        let alone = core::slice::from_ref(last);
        if let Some(mv) = set.complete(alone) {
            return Click::Move { mv: mv.clone() };
        }
        let next: Vec<Step> = set.next_steps(alone).into_iter().cloned().collect();
        if !next.is_empty() {
            return Click::Restart { next };
        }
    }
    refusal(game, hints, clicks)
}

/// Why no legal move goes through `clicks`: the engine's refusal of the
/// move they ask for. That move is a legal move whose path agrees with the
/// clicks but for the last one, with the last click's square or card put in
/// its notation (`7+5@b1` with `c1` clicked instead of `b1` asks for
/// `7+5@c1`); failing that, the clicked square itself as a move (XOBrainer's
/// notation). When the engine refuses neither, the reason says what the
/// legal moves allow.
fn refusal(game: &dyn DynGame, hints: &[DynHint], clicks: &[Step]) -> Click {
    let Some((last, earlier)) = clicks.split_last() else {
        return Click::Refused {
            reason: String::from("Nothing is chosen yet."),
            detail: String::from("no click yet"),
            asked: None,
        };
    };
    let mut asked: Vec<String> = Vec::new();
    for h in hints {
        let Some(expected) = h.steps.get(earlier.len()) else {
            continue;
        };
        if !h.steps.starts_with(earlier) || expected.kind != last.kind || expected.label == last.label {
            continue;
        }
        if let Some(mv) = replace_token(&h.mv, &expected.label, &last.label)
            && !asked.contains(&mv)
        {
            asked.push(mv);
        }
    }
    if matches!(last.kind, StepKind::Square | StepKind::Card) && !asked.contains(&last.label) {
        asked.push(last.label.clone());
    }
    for mv in asked {
        let mut probe = game.clone_box();
        if let Err(e) = probe.apply(&mv)
            && matches!(e, tabletop::DynMoveError::Illegal { .. })
        {
            return Click::Refused {
                reason: crate::plain::refusal(&e),
                detail: e.to_string(),
                asked: Some(mv),
            };
        }
    }
    let what = match last.kind {
        StepKind::Square => "square",
        StepKind::Card => "card",
        StepKind::Piece => "piece",
        StepKind::Direction => "direction",
        StepKind::Choice => "choice",
    };
    Click::Refused {
        reason: format!("No move of yours goes through {what} {} now.", last.label),
        detail: format!("{}: no legal move goes through {what} {} here", game.name(), last.label),
        asked: None,
    }
}

/// `text` with its first whole-token occurrence of `from` (not part of a
/// longer run of letters and digits, so `r1` is not found in `r17`)
/// replaced by `to`.
fn replace_token(text: &str, from: &str, to: &str) -> Option<String> {
    if from.is_empty() {
        return None;
    }
    let is_word = |c: char| c.is_ascii_alphanumeric();
    let mut start = 0;
    while let Some(i) = text.get(start..)?.find(from) {
        let at = start + i;
        let end = at + from.len();
        let before_ok = text.get(..at)?.chars().next_back().is_none_or(|c| !is_word(c));
        let after_ok = text.get(end..)?.chars().next().is_none_or(|c| !is_word(c));
        if before_ok && after_ok {
            return Some(format!("{}{to}{}", text.get(..at)?, text.get(end..)?));
        }
        start = end;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabletop::{Actor, load_game};

    /// The game after chance and set-up placements (Deblockle's `c5@*+`),
    /// at the first ordinary decision.
    fn past_chance(text: &str) -> Box<dyn DynGame> {
        let mut game = load_game(text).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand_chacha::rand_core::SeedableRng>::seed_from_u64(3);
        loop {
            match game.to_act() {
                Actor::Chance => {
                    game.sample_chance(&mut rng).unwrap();
                }
                Actor::Seat(_) if game.name() == "deblockle" && game.legal_moves().iter().all(|m| m.contains('@')) => {
                    let mv = game.legal_moves()[0].clone();
                    game.apply(&mv).unwrap();
                }
                _ => return game,
            }
        }
    }

    fn prefix_free(hints: &[DynHint]) -> bool {
        hints.iter().enumerate().all(|(i, a)| {
            hints
                .iter()
                .enumerate()
                .all(|(j, b)| i == j || !b.steps.starts_with(&a.steps))
        })
    }

    #[test]
    fn page_hints_are_one_per_legal_move_and_prefix_free() {
        for text in [
            "xobrainer",
            "oduludo(players=2)",
            "numseq",
            "deblockle",
            "deblockle(tip_without_hop=tip-stands)",
        ] {
            let game = past_chance(text);
            let hints = page_hints(game.as_ref());
            let moves: Vec<String> = hints.iter().map(|h| h.mv.clone()).collect();
            assert_eq!(moves, game.legal_moves(), "{text}");
            assert!(prefix_free(&hints), "{text}: {hints:?}");
            assert!(hints.iter().all(|h| !h.steps.is_empty()));
            assert!(
                hints.iter().all(|h| h.steps.windows(2).all(|w| w[0] != w[1])),
                "{text}: {hints:?}"
            );
        }
    }

    #[test]
    fn deblockle_paths_are_block_tip_hop() {
        let game = past_chance("deblockle");
        let hints = page_hints(game.as_ref());
        assert!(
            hints
                .iter()
                .any(|h| h.steps.len() == 3 && h.steps.iter().all(|s| s.kind == StepKind::Square)),
            "{hints:?}"
        );
    }

    #[test]
    fn a_click_on_an_occupied_square_gets_the_engines_reason() {
        let mut game = load_game("xobrainer").unwrap();
        game.apply("lot:X").unwrap();
        game.apply("e5").unwrap();
        let hints = page_hints(game.as_ref());
        match resolve(game.as_ref(), &hints, &[Step::square("e5")]) {
            Click::Refused { reason, detail, asked } => {
                assert!(detail.contains("occupied"), "{detail}");
                assert_eq!(reason, "e5 already has a piece on it.");
                assert_eq!(asked.as_deref(), Some("e5"));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            resolve(game.as_ref(), &hints, &[Step::square("e6")]),
            Click::Move { mv: "e6".into() }
        );
    }

    #[test]
    fn a_wrong_last_click_asks_the_engine_about_the_move_it_names() {
        let game = past_chance("numseq");
        let hints = page_hints(game.as_ref());
        let targets: Vec<&str> = hints.iter().map(|h| h.steps[0].label.as_str()).collect();
        let wrong = ["a1", "b1", "c1", "d1", "e1", "f1", "b2", "c2", "d2"]
            .into_iter()
            .find(|s| !targets.contains(s))
            .unwrap();
        match resolve(game.as_ref(), &hints, &[Step::square(wrong)]) {
            Click::Refused { reason, detail, asked } => {
                assert!(detail.starts_with("numseq: illegal move"), "{detail}");
                assert!(!reason.contains("illegal move"), "{reason}");
                assert!(asked.unwrap().ends_with(wrong));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_new_first_click_restarts_the_path() {
        let game = past_chance("deblockle");
        let hints = page_hints(game.as_ref());
        let starts: Vec<Step> = HintSet::new(&hints).next_steps(&[]).into_iter().cloned().collect();
        assert!(starts.len() >= 2, "{starts:?}");
        match resolve(game.as_ref(), &hints, &[starts[0].clone(), starts[1].clone()]) {
            Click::Restart { next } | Click::Partial { next } => assert!(!next.is_empty()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn tokens_are_replaced_whole() {
        assert_eq!(replace_token("r17+4", "r1", "r2"), None);
        assert_eq!(replace_token("r1+4", "r1", "r2").as_deref(), Some("r2+4"));
        assert_eq!(replace_token("7+5@b1", "b1", "c1").as_deref(), Some("7+5@c1"));
        assert_eq!(replace_token("c1w+a1", "a1", "b3").as_deref(), Some("c1w+b3"));
    }
}

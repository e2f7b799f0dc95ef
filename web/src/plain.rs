//! Player words: refusals and seat names as a person at the table says
//! them, not in the engines' notation.
//!
//! Refusals are mapped by the *kind* of the engine's error (the variant of
//! each game's `MoveError`, reached by `downcast_ref` through
//! [`DynMoveError::Illegal`]), never by its text, so the engines may reword
//! their messages freely. A variant not named here falls back to the
//! engine's own reason, with the notation prefix taken off.

use tabletop::{DynGame, DynMoveError, Hosted, Seat};

/// The refusal of a move in player words: `That block must go on e5
/// first.` The engine's own text stays available as `err.to_string()`.
pub fn refusal(err: &DynMoveError) -> String {
    let DynMoveError::Illegal { source, .. } = err else {
        return String::from("That is not a move of this game.");
    };
    let s: &(dyn core::error::Error + 'static) = source.as_ref();
    if let Some(e) = s.downcast_ref::<tabletop::xobrainer::MoveError>() {
        return xobrainer(e).unwrap_or_else(|| fallback(s));
    }
    if let Some(e) = s.downcast_ref::<tabletop::oduludo::MoveError>() {
        return oduludo(e).unwrap_or_else(|| fallback(s));
    }
    if let Some(e) = s.downcast_ref::<tabletop::numseq::MoveError>() {
        return numseq(e).unwrap_or_else(|| fallback(s));
    }
    if let Some(e) = s.downcast_ref::<tabletop::deblockle::MoveError>() {
        return deblockle(e).unwrap_or_else(|| fallback(s));
    }
    fallback(s)
}

/// The engine's reason as a sentence: first letter up, a full stop.
fn fallback(e: &dyn core::error::Error) -> String {
    sentence(&e.to_string())
}

/// `text` with its first letter in upper case and a full stop at the end.
pub fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut out: String = chars.next().map(|c| c.to_uppercase().collect()).unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

fn xobrainer(e: &tabletop::xobrainer::MoveError) -> Option<String> {
    use tabletop::xobrainer::MoveError as E;
    Some(match e {
        E::GameOver => String::from("The game is over."),
        E::NotYourTurn => String::from("It is not your turn."),
        E::OffBoard(c) => format!("{c} is not on the board."),
        E::Occupied(c) => format!("{c} already has a piece on it."),
        E::KnockoutNeedsOffColour(c) => format!("{c} is a knockout square: only a red X or a green O may go there."),
        E::CannotPass => String::from("You cannot pass: your piece has a square to go to."),
        E::NoPiece => String::from("You have no piece left to place."),
        _ => return None,
    })
}

fn oduludo(e: &tabletop::oduludo::MoveError) -> Option<String> {
    use tabletop::oduludo::MoveError as E;
    Some(match e {
        E::GameOver => String::from("The game is over."),
        E::WrongDistance { roll, .. } => format!("That pawn must move exactly {roll} squares, the number you rolled."),
        E::EnterNeedsOneOrSix => String::from("A pawn leaves the spaceship only on a 1 or a 6."),
        E::MoonBlocked => String::from("An opponent stands on your Moon, so no pawn can come out."),
        E::NoGroup(sq) => format!("You have no pawn on {sq}."),
        E::NotQueen => String::from("Only a group with your Queen in it may move backward."),
        E::PastOwnMoon => String::from("Going backward, the Queen may not pass your own Moon or leave the ring."),
        E::SafeSquare => String::from("An opponent stands on that safe square: you cannot land there."),
        E::GroupTooLarge => String::from("The group there is bigger than yours: you cannot land on it."),
        E::KingNotLast => String::from("Your King must reach Earth last."),
        E::MustMoveMoonPawn => String::from("Your pawn on an opponent's Moon must move first."),
        E::MustUseRoll => String::from("You must use your roll: a pawn can move."),
        E::NoPreviousSun => String::from("There is no Sun behind you to jump back to."),
        _ => return None,
    })
}

fn numseq(e: &tabletop::numseq::MoveError) -> Option<String> {
    use tabletop::numseq::MoveError as E;
    Some(match e {
        E::GameOver => String::from("The game is over."),
        E::NotInHand { card, .. } => format!("The card {card} is not in your hand."),
        E::OffBoard { square } => format!("{square} is not on the board."),
        E::Corner { square } => format!("{square} is a free corner: it counts for everyone and takes no chip."),
        E::WrongSquare { card, square } => format!("{square} does not show the answer of {card}."),
        E::Occupied { square } => format!("{square} already has a chip on it."),
        E::NoChip { square } => format!("There is no chip on {square} to remove."),
        E::OwnChip { square } => {
            format!("The chip on {square} is your side's own: a Minus card removes an opponent's chip.")
        }
        E::Locked { square } => format!("The chip on {square} is locked in a SEQUENCE and cannot be removed."),
        E::NotDead { card } => format!("{card} is not a dead card: one of its squares is still free."),
        E::SwapUsed => String::from("You have already swapped a dead card this turn."),
        E::DiscardNotAllowed => String::from("You may only discard without playing when nothing else is possible."),
        _ => return None,
    })
}

fn deblockle(e: &tabletop::deblockle::MoveError) -> Option<String> {
    use tabletop::deblockle::MoveError as E;
    Some(match e {
        E::GameOver => String::from("The game is over."),
        E::WrongStartSquare { expected } => format!("That block must go on {expected} first."),
        E::NoBlock(sq) => format!("There is no block on {sq}."),
        E::NotYourBlock(sq) => format!("The block on {sq} is your opponent's."),
        E::TipOffBoard => String::from("That tip would roll the block off the board."),
        E::TipOntoBlock(sq) => format!("A block cannot tip onto {sq}: another block is there."),
        E::TipIntoStar(sq) => format!("A block cannot tip onto the star space {sq}."),
        E::StarUpOnWrongSquare(sq) => {
            format!("That tip shows the Star on top at {sq}: the Star may only come up on your opponent's home star.")
        }
        E::NoLegalHop => String::from("After that tip the block has nowhere to hop."),
        E::HopRequired(face) => format!("The block shows {face:?} on top, so it must hop."),
        E::Unreachable { face, to } => format!("With {face:?} on top the block cannot reach {to}."),
        E::SideBySide => String::from("Your block may not end its turn beside an opponent's block."),
        E::StopEndsTurn => String::from("Stop is on top: the turn ends without a hop."),
        E::RemovalEndsTurn => String::from("The block leaves the board on the star: the turn ends there."),
        _ => return None,
    })
}

/// The seats' names as the game names them: XOBrainer `X` / `O` (team
/// members `X 1`, `X 2`, ...), ODULUDO's colours, numseq's chip colours
/// (team members `Blue 1`, `Blue 2`), Deblockle `South` / `North`.
pub fn seat_names(game: &dyn DynGame) -> Vec<String> {
    let n = game.num_seats();
    let any = game.as_any();
    let named: Option<Vec<String>> = if let Some(h) = any.downcast_ref::<Hosted<tabletop::xobrainer::State>>() {
        let s = h.state();
        let sides: Vec<String> = (0..n)
            .map(|i| match s.side_of(Seat(i as u8)) {
                Some(side) => format!("{side:?}"),
                None => format!("Player {}", i + 1),
            })
            .collect();
        Some(numbered(sides))
    } else if let Some(h) = any.downcast_ref::<Hosted<tabletop::oduludo::State>>() {
        let s = h.state();
        Some(
            (0..n)
                .map(|i| match s.colour_of(Seat(i as u8)) {
                    Some(c) => format!("{c:?}"),
                    None => format!("Player {}", i + 1),
                })
                .collect(),
        )
    } else if let Some(h) = any.downcast_ref::<Hosted<tabletop::numseq::State>>() {
        let s = h.state();
        const COLOURS: [&str; 3] = ["Blue", "Green", "Red"];
        let sides: Vec<String> = (0..n)
            .map(|i| {
                let side = s.side_of(Seat(i as u8)).index();
                COLOURS
                    .get(side)
                    .map_or_else(|| format!("Side {}", side + 1), |c| String::from(*c))
            })
            .collect();
        Some(numbered(sides))
    } else if any.downcast_ref::<Hosted<tabletop::deblockle::State>>().is_some() {
        Some(["South", "North"].iter().take(n).map(|s| String::from(*s)).collect())
    } else {
        None
    };
    match named {
        Some(v) if v.len() == n => v,
        _ => (0..n).map(|i| format!("Player {}", i + 1)).collect(),
    }
}

/// Names that repeat (a team's members) get a number each: `X 1`, `X 2`.
fn numbered(names: Vec<String>) -> Vec<String> {
    let mut out = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let same = names.iter().filter(|m| *m == name).count();
        if same > 1 {
            let k = names.iter().take(i + 1).filter(|m| *m == name).count();
            out.push(format!("{name} {k}"));
        } else {
            out.push(name.clone());
        }
    }
    out
}

/// Notes on special squares the picture draws without a name: XOBrainer's
/// knockout squares (from the game's layout), as `(square, note)`.
pub fn square_notes(game: &dyn DynGame) -> Vec<(String, String)> {
    let Some(h) = game.as_any().downcast_ref::<Hosted<tabletop::xobrainer::State>>() else {
        return Vec::new();
    };
    h.state()
        .config()
        .layout
        .knockout
        .iter()
        .map(|c| {
            (
                c.to_string(),
                String::from(
                    "knockout square: only a red X or a green O may go here; a five in a row through it wins the whole match",
                ),
            )
        })
        .collect()
}

/// The TimeBomb limit in seconds, for a game that has one.
pub fn time_bomb(game: &dyn DynGame) -> Option<u32> {
    let h = game.as_any().downcast_ref::<Hosted<tabletop::xobrainer::State>>()?;
    h.state().config().variants.time_bomb.map(|t| u32::from(t.seconds()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(spec: &str, moves: &[&str], mv: &str) -> (String, String) {
        let mut g = tabletop::load_game(spec).unwrap();
        for m in moves {
            g.apply(m).unwrap();
        }
        let e = g.apply(mv).unwrap_err();
        (refusal(&e), e.to_string())
    }

    #[test]
    fn finding_5_refusals_are_in_player_words() {
        let (plain, engine) = refused("xobrainer", &["lot:X", "e5"], "e5");
        assert_eq!(plain, "e5 already has a piece on it.", "{engine}");
        let (plain, _) = refused("xobrainer", &["lot:X"], "c3");
        assert!(plain.starts_with("c3 is a knockout square"), "{plain}");
        assert!(!plain.contains("illegal move"));
    }

    #[test]
    fn finding_5_an_unnamed_kind_falls_back_to_the_engines_reason_as_a_sentence() {
        assert_eq!(sentence("the round is still running"), "The round is still running.");
        assert_eq!(sentence(""), ".");
    }

    #[test]
    fn finding_5_seats_are_named_by_the_game() {
        let names = |s: &str| seat_names(tabletop::load_game(s).unwrap().as_ref());
        assert_eq!(names("xobrainer"), ["X", "O"]);
        assert_eq!(names("deblockle"), ["South", "North"]);
        assert_eq!(names("oduludo(players=2)"), ["Green", "Blue"]);
        assert_eq!(names("numseq"), ["Blue", "Green"]);
        assert_eq!(names("numseq(players=4)"), ["Blue 1", "Green 1", "Blue 2", "Green 2"]);
    }

    #[test]
    fn finding_5_knockout_squares_get_a_note() {
        let g = tabletop::load_game("xobrainer").unwrap();
        let notes = square_notes(g.as_ref());
        assert_eq!(notes.len(), 4);
        assert!(
            notes.iter().any(|(sq, n)| sq == "c3" && n.starts_with("knockout")),
            "{notes:?}"
        );
        assert!(square_notes(tabletop::load_game("numseq").unwrap().as_ref()).is_empty());
    }

    #[test]
    fn finding_8_the_time_bomb_limit_is_read_from_the_game() {
        let g = tabletop::load_game("xobrainer(time_bomb=20)").unwrap();
        assert_eq!(time_bomb(g.as_ref()), Some(20));
        assert_eq!(time_bomb(tabletop::load_game("xobrainer").unwrap().as_ref()), None);
    }
}

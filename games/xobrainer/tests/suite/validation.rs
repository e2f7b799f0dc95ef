//! Every state the notation (or serde) accepts is one the rules
//! can reach. One test per finding, each written first and seen
//! failing against the engine before the fix.

use xobrainer::*;

const EMPTY: &str = "10/10/10/10/10/10/10/10/10/10";
const FRESH_SIDES: &str = "21g7r:gggr:0g0r:0:-:- 7g21r:rrrg:0g0r:0:-:-";
const NO_SCORE: &str = "0-0:0-0:0-0:0-0:0 -";

fn refused(text: &str) -> bool {
    text.parse::<State>().is_err()
}

/// The control: a reachable state of the same shape parses.
fn accepted(text: &str) {
    let s: State = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(s.to_string(), text);
}

/// Finding: X to move after placing 3 pieces to O's 0 parsed (no
/// TimeBomb, no skips: turns alternate strictly).
#[test]
fn x_to_move_after_three_x_pieces_to_none_of_o_is_refused() {
    let sides = "21g7r:r:0g0r:0:-:- 7g21r:rrrg:0g0r:0:-:-";
    let text = format!("bo5,-,1v1,std,std XXX7/10/10/10/10/10/10/10/10/10 play XX {sides} {NO_SCORE}");
    assert!(refused(&text), "{text}");
    // Reachable: X placed 3, O placed 3 (the first of its cycle 3), X to move.
    let sides = "21g7r:r:0g0r:0:-:- 7g21r:g:0g0r:0:-:-";
    accepted(&format!(
        "bo5,-,1v1,std,std XXX7/OOO7/10/10/10/10/10/10/10/10 play XX {sides} {NO_SCORE}"
    ));
}

/// Finding: O to move on an empty board that X started parsed.
#[test]
fn o_to_move_on_an_empty_board_that_x_started_is_refused() {
    let text = format!("bo5,-,1v1,std,std {EMPTY} play OX {FRESH_SIDES} {NO_SCORE}");
    assert!(refused(&text), "{text}");
    accepted(&format!("bo5,-,1v1,std,std {EMPTY} play OO {FRESH_SIDES} {NO_SCORE}"));
}

/// Finding: skipped pieces parsed on an empty board. A piece is skipped
/// only when it has no legal square (D7): for a main-colour piece every
/// empty square is a knockout square.
#[test]
fn skipped_pieces_on_an_empty_board_are_refused() {
    // X skipped its first green piece (one turn taken), O to move.
    let text = format!("bo5,-,1v1,std,std {EMPTY} play OX 21g7r:ggr:1g0r:0:-:- 7g21r:rrrg:0g0r:0:-:- {NO_SCORE}");
    assert!(refused(&text), "{text}");
}

/// Finding: 999 points after one won round parsed.
#[test]
fn points_999_after_one_won_round_are_refused() {
    let text = format!("points1000,-,1v1,std,std {EMPTY} play OO {FRESH_SIDES} 999-0:0-0:999-0:1-0:0 X12+0");
    assert!(refused(&text), "{text}");
    // 12 points (the best window of the default board) parse.
    accepted(&format!(
        "points1000,-,1v1,std,std {EMPTY} play OO {FRESH_SIDES} 12-0:0-0:12-0:1-0:0 X12+0"
    ));
}

/// Finding: set points above total points before any set is won parsed.
/// Before any set is won nothing has been reset or lost, so the points of
/// the current set are the total points (and never more).
#[test]
fn set_points_other_than_total_before_any_set_is_won_are_refused() {
    for score in ["5-0:0-0:12-0:2-0:0 X5+0", "12-0:0-0:5-0:1-0:0 X5+0"] {
        let text = format!("bo5,-,1v1,std,std {EMPTY} play OO {FRESH_SIDES} {score}");
        assert!(refused(&text), "{text}");
    }
    accepted(&format!(
        "bo5,-,1v1,std,std {EMPTY} play OO {FRESH_SIDES} 12-0:0-0:12-0:2-0:0 X5+0"
    ));
}

/// Finding: `O255+245` parsed as a round result (no window of the board
/// has 255 dots, and without Mission there is no bonus).
#[test]
fn o255_plus_245_as_a_round_result_is_refused() {
    let text = format!("points1000,-,1v1,std,std {EMPTY} play XX {FRESH_SIDES} 0-500:0-0:0-500:0-1:0 O255+245");
    assert!(refused(&text), "{text}");
    accepted(&format!(
        "points1000,-,1v1,std,std {EMPTY} play XX {FRESH_SIDES} 0-12:0-0:0-12:0-1:0 O12+0"
    ));
}

/// Finding (all games): one state, several spellings. Any Unicode
/// whitespace separated the fields; parsing then printing must give back
/// the text, so only single ASCII spaces separate them.
#[test]
fn fields_are_separated_by_exactly_one_ascii_space() {
    let good = format!("bo5,-,1v1,std,std {EMPTY} lot XX {FRESH_SIDES} {NO_SCORE}");
    accepted(&good);
    for sep in ["\t", "  ", "\u{a0}", "\u{2003}", "\n"] {
        let bad = good.replacen(' ', sep, 1);
        assert!(refused(&bad), "{bad:?}");
    }
    for bad in [format!(" {good}"), format!("{good} "), format!("{good}\n")] {
        assert!(refused(&bad), "{bad:?}");
    }
}

/// Finding (all games): leading zeros and `+` signs were accepted.
#[test]
fn leading_zeros_and_plus_signs_are_refused() {
    let good = format!("points50,-,1v1,std,std {EMPTY} play XX {FRESH_SIDES} 0-12:0-0:0-12:0-1:0 O12+0");
    accepted(&good);
    for bad in [
        good.replace("points50", "points050"),
        good.replace("points50", "points+50"),
        good.replace("21g7r", "021g7r"),
        good.replace("21g7r", "+21g7r"),
        good.replace("0-12:0-0", "0-012:0-0"),
        good.replace("O12+0", "O12+00"),
        good.replace("O12+0", "O+12+0"),
        good.replace(":0:-:-", ":00:-:-"),
    ] {
        assert!(refused(&bad), "{bad}");
    }
}

/// Finding (all games): list order was free. The knockout squares of a
/// layout are listed in square order (row-major), the variants in the
/// order t, random, map, mission.
#[test]
fn lists_out_of_order_are_refused() {
    let dots = "1".repeat(25);
    let good = format!(
        "round,t10+random,1v1,5x5:{dots}:a1.e1.a5.e5,std 5/5/5/5/5 lot XX 24g8r:-*:0g0r:0:-:- 8g24r:-*:0g0r:0:-:- {NO_SCORE}"
    );
    accepted(&good);
    for bad in [
        good.replace("a1.e1.a5.e5", "e1.a1.a5.e5"),
        good.replace("t10+random", "random+t10"),
    ] {
        assert!(refused(&bad), "{bad}");
    }
}

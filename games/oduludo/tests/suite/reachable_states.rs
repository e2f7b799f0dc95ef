//! Every state the notation (or serde) accepts is one the rules
//! can reach, and it has one spelling. One test per finding, named
//! for the refused state; each failed before its fix (the state was accepted). Each
//! also checks that the reachable neighbour of the refused state is
//! accepted, so the fix refuses no more than it should.

use board_core::{Game, SeatResult};
use oduludo::*;

/// The issue's Standard-mode position: Green has every pawn on Earth, Blue
/// is still on the board; `{phase}` and `{fields}` are filled in.
const ISSUE: &str = "GB std mrncfmsun M:.*S.O.U.LSJ/5s ; G:E,E,E,E,E B:r33,r33,r33,r33,E ; {phase} ; \
                     t=G s=B d=0 x=0 y=0 z=0 m=0,0,0,0 u=5 {fields} n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0";

fn issue(phase: &str, fields: &str) -> String {
    ISSUE.replace("{phase}", phase).replace("{fields}", fields)
}

/// The [`StateError`] a text is refused with (panics if it parses).
fn invalid(text: &str) -> StateError {
    match text.parse::<State>() {
        Ok(s) => panic!("accepted: {s}"),
        Err(ParseStateError::Invalid(e)) => e,
        Err(e) => panic!("refused for another reason ({e}): {text}"),
    }
}

fn valid(text: &str) -> State {
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn winner_must_have_won_and_outcome_follows() {
    // Blue recorded as the winner while Green has every pawn on Earth.
    let text = issue("over", "st=f-a- w=B l=G e=-");
    assert_eq!(invalid(&text), StateError::WinnerHasNotWon(Colour::Blue));
    // The reachable state: Green won, Blue lost; the outcome says so.
    let s = valid(&issue("over", "st=f-a- w=G l=B e=-"));
    let o = s.outcome().unwrap();
    assert_eq!(
        (o.seats[0].result, o.seats[1].result),
        (SeatResult::Win, SeatResult::Loss)
    );
}

#[test]
fn the_loser_is_the_one_the_rules_name() {
    assert_eq!(invalid(&issue("over", "st=f-a- w=G l=G e=-")), StateError::WrongLoser);
    assert_eq!(invalid(&issue("over", "st=f-a- w=G l=- e=-")), StateError::WrongLoser);
}

#[test]
fn last_eliminated_must_be_eliminated() {
    assert_eq!(
        invalid(&issue("over", "st=f-a- w=G l=B e=B")),
        StateError::WrongLastEliminated
    );
}

#[test]
fn a_finished_player_means_a_winner_while_the_game_runs() {
    // Standard, played on to the loser (D5 knob): Green has finished, so it
    // is the winner; without one recorded the state is refused.
    let text = "GRB std mrnclmsun M:.*S.O.UL.SJ/5s ; G:E,E,E,E,E R:r20,H,H,H,H B:r33,H,H,H,H ; roll ; \
                t=R s=G d=0 x=0 y=0 z=0 m=0,0,0,0 u=0 st=faa- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,5,5,0";
    assert_eq!(invalid(text), StateError::WinnerMissing(Colour::Green));
    valid(&text.replace("w=-", "w=G"));
}

#[test]
fn no_player_stays_active_with_every_pawn_home() {
    // The issue's position with Green still active: Blue would get a turn
    // in a game Green has won.
    let text = issue("roll", "st=a-a- w=- l=- e=-").replace("t=G", "t=B");
    assert_eq!(invalid(&text), StateError::ActiveAllHome(Colour::Green));
}

#[test]
fn round_scores_are_derived() {
    // A winner holding no prisoner scores 0, not 7 or i32::MAX.
    for rs in ["7", "2147483647", "40"] {
        let text = issue("over", "st=f-a- w=G l=B e=-").replace("rs=0,", &format!("rs={rs},"));
        assert_eq!(
            invalid(&text),
            StateError::RoundScore {
                colour: Colour::Green,
                recorded: rs.parse().unwrap(),
                expected: 0
            }
        );
    }
    // Holding Blue's Queen on Earth, Green scores 40.
    let held = issue("over", "st=f-a- w=G l=B e=-").replace("B:r33,r33,r33,r33,E", "B:r33,E*G,r33,r33,r33");
    valid(&held.replace("rs=0,", "rs=40,"));
    assert!(matches!(invalid(&held), StateError::RoundScore { expected: 40, .. }));
}

#[test]
fn penalties_are_what_an_elimination_gives() {
    // Blue's King was sent back: -20 per pawn on the spaceship (the King at
    // least), -10 per pawn on the board, counted then; its pawns are out now.
    let base = "GRB std mrncfmsun M:.*S.O.UL.SJ/5s ; G:r20,H,H,H,H R:r30,H,H,H,H B:X,X,X,X,X ; roll ; \
                t=G s=G d=0 x=0 y=0 z=0 m=0,0,0,0 u=0 st=aae- w=- l=- e=B n=1 rs=0,0,{p},0 tt=0,0,0,0 rw=0,0,0,0 pc=5,5,5,0";
    for p in ["-60", "-70", "-100"] {
        valid(&base.replace("{p}", p));
    }
    for p in ["-1", "-50", "-65", "-110", "-2147483648", "0"] {
        let text = base.replace("{p}", p);
        assert!(
            matches!(
                invalid(&text),
                StateError::Penalty {
                    colour: Colour::Blue,
                    ..
                }
            ),
            "{p}"
        );
    }
}

#[test]
fn the_sixes_counter_fits_the_knob_and_the_roll() {
    // D9 knob: a third 6 ends the turn, so no turn holds 3 sixes.
    let base = "GB std mrncfmstn M:.*S.O.UL.SJ/5s ; G:r20,H,H,H,H B:H,H,H,H,H ; roll ; \
                t=G s=G d=0 x=0 y=0 z={z} m=0,0,0,0 u=0 st=a-a- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0";
    valid(&base.replace("{z}", "2"));
    assert_eq!(invalid(&base.replace("{z}", "3")), StateError::Sixes);
    // A 6 being used has been counted.
    let six = base.replace("; roll ;", "; move ;").replace("d=0 x=0", "d=6 x=1");
    valid(&six.replace("{z}", "1"));
    assert_eq!(invalid(&six.replace("{z}", "0")), StateError::Sixes);
}

#[test]
fn a_capture_on_an_odulo_ring_keeps_the_offer() {
    let base = "GB std mrncfmsun M:.*S.O.UL.SJ/5s ; G:r6,H,H,H,H B:r6,H,H,H,H ; cap:r6:{odu} ; \
                t=G s=G d=2 x=0 y=0 z=0 m=0,0,0,0 u=0 st=a-a- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0";
    let s = valid(&base.replace("{odu}", "1"));
    assert_eq!(
        s.apply(&Move::Kidnap).map(|n| n.phase()),
        Ok(Phase::Odu { at: Loc::Ring(6) })
    );
    assert_eq!(invalid(&base.replace("{odu}", "0")), StateError::CaptureDecision);
}

#[test]
fn interchangeable_soldiers_have_one_state() {
    // Two Green Soldiers on Blue's Moon, one flagged to move (Green is
    // mid-turn): the flag travels with the later Soldier, m=16, never m=8.
    let base = "GB std mrncfmsun M:.*S.O.UL.SJ/5s ; G:H,H,H,r26,r26 B:H,H,H,H,H ; roll ; \
                t=G s=G d=0 x=0 y=0 z=0 m={m},0,0,0 u=0 st=a-a- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0";
    valid(&base.replace("{m}", "16"));
    assert_eq!(
        invalid(&base.replace("{m}", "8")),
        StateError::NotNormalForm(Colour::Green)
    );
}

/// A state text changed by `f`, and the error it is refused with.
fn respelled(f: impl Fn(&str) -> String) -> ParseStateError {
    let text = issue("over", "st=f-a- w=G l=B e=-");
    let _ = valid(&text);
    let changed = f(&text);
    assert_ne!(changed, text);
    changed.parse::<State>().map(|s| s.to_string()).unwrap_err()
}

#[test]
fn one_spelling_whitespace() {
    for other in ['\t', '\u{3000}', '\u{a0}', '\n'] {
        let e = respelled(|t| t.replacen(" u=5", &format!("{other}u=5"), 1));
        assert!(
            matches!(
                e,
                ParseStateError::NotCanonical {
                    problem: Spelling::Spacing,
                    ..
                }
            ),
            "{e}"
        );
    }
    for (from, to) in [
        (" u=5", "  u=5"),
        ("GB std", " GB std"),
        ("pc=5,0,5,0", "pc=5,0,5,0 "),
        (" ; over", "; over"),
    ] {
        let e = respelled(|t| t.replacen(from, to, 1));
        assert!(
            matches!(
                e,
                ParseStateError::NotCanonical {
                    problem: Spelling::Spacing,
                    ..
                }
            ),
            "{e}"
        );
    }
}

#[test]
fn one_spelling_numbers() {
    let e = respelled(|t| t.replacen("B:r33", "B:r033", 1));
    assert_eq!(
        e.to_string(),
        "not the canonical spelling at column 52: leading zero in field pawns"
    );
    let e = respelled(|t| t.replacen(" n=1 ", " n=01 ", 1));
    assert!(
        matches!(
            e,
            ParseStateError::NotCanonical {
                problem: Spelling::LeadingZero("n"),
                ..
            }
        ),
        "{e}"
    );
    let e = respelled(|t| t.replacen(" u=5 ", " u=+5 ", 1));
    assert!(
        matches!(
            e,
            ParseStateError::NotCanonical {
                problem: Spelling::PlusSign("u"),
                ..
            }
        ),
        "{e}"
    );
    let e = respelled(|t| t.replacen("rs=0,", "rs=-0,", 1));
    assert!(
        matches!(
            e,
            ParseStateError::NotCanonical {
                problem: Spelling::NegativeZero("rs"),
                ..
            }
        ),
        "{e}"
    );
    // Moves stay forgiving about case and spaces, not about numbers.
    assert_eq!(
        "  R33 + 5 ".parse::<Move>().map(|m| m.to_string()).as_deref(),
        Ok("r33+5")
    );
    let e = "r01+5".parse::<Move>().unwrap_err();
    assert_eq!(
        e.to_string(),
        "expected a square like r17 or p3 at column 1, found \"r01+5\""
    );
}

#[test]
fn one_spelling_list_order() {
    // Colours clockwise in the config, pawn lists in seat order.
    let e = respelled(|t| t.replacen("GB std", "BG std", 1));
    assert!(
        matches!(
            e,
            ParseStateError::NotCanonical {
                problem: Spelling::ColourOrder,
                ..
            }
        ),
        "{e}"
    );
    let e = respelled(|t| t.replacen("G:E,E,E,E,E B:r33,r33,r33,r33,E", "B:r33,r33,r33,r33,E G:E,E,E,E,E", 1));
    assert!(matches!(e, ParseStateError::Syntax(_)), "{e}");
    // A layout by name reads as a config, but a state writes the pattern.
    let e = respelled(|t| t.replacen("M:.*S.O.U.LSJ/5s", "oduludo-default-v1", 1));
    assert!(
        matches!(
            e,
            ParseStateError::NotCanonical {
                problem: Spelling::LayoutName,
                ..
            }
        ),
        "{e}"
    );
}

/// A malformed state names the column, the token and the form
/// expected.
#[test]
fn state_syntax_errors_name_column_token_and_form() {
    let ok = issue("over", "st=f-a- w=G l=B e=-");
    // (text, the token the error names (its first occurrence), the form expected)
    let cases = [
        (
            ok.replacen("B:r33,r33", "B:r33,Q33", 1),
            "Q33",
            "a pawn position like H, E, X, r17 or pG3, with *R for a prisoner held by Red",
        ),
        (ok.replacen(" x=0", "", 1), "y=0", "x=<extra roll 0|1>"),
        (
            ok.replacen("; over ;", "; done ;", 1),
            "done",
            "a phase: start, roll, move, sun:r17:2:0, cap:r17:0, odu:r6, oduroll:r6, next or over",
        ),
        (ok.replacen("GB std", "GB sta", 1), "sta", "a mode: std, last or team"),
        (ok.replacen("pc=5,0,5,0", "pc=5,0,5", 1), "5,0,5", "pc=<4 numbers>"),
        (
            ok.replacen("rw=0,0,0,0", "rw=0,0,0,0,7", 1),
            "7",
            "the end of the list (4 values)",
        ),
        (ok.replacen("w=G", "w=Z", 1), "Z", "w=<colour letter or ->"),
    ];
    for (text, token, form) in cases {
        let e = text.parse::<State>().unwrap_err();
        let ParseStateError::Syntax(syntax) = &e else {
            panic!("{e}: {text}");
        };
        let column = text[..text.find(token).unwrap()].chars().count() + 1;
        assert_eq!(
            e.to_string(),
            format!("expected {form} at column {column}, found {token:?}"),
            "{text}"
        );
        assert_eq!((syntax.column, syntax.found.as_str()), (column, token));
    }
    let e = ok.replacen(" ; over", "", 1).parse::<State>().unwrap_err();
    assert_eq!(
        e.to_string(),
        format!(
            "expected 4 parts separated by ' ; ': config, pawns, phase, fields at column {}, found the end of the text",
            ok.len() - " ; over".len() + 1
        )
    );
    // A config that breaks a setup rule is a config error.
    let e = ok.replacen("GB std", "GB team", 1).parse::<State>().unwrap_err();
    assert_eq!(e.to_string(), "invalid config: team play needs all four colours");
}

//! Deblockle: every accepted state is one the rules can reach
//! (or a documented set-up position), and each state has one spelling.
//! Each finding has a test named for the refused state, written to fail before its fix.

use board_core::Game;
use deblockle::{Config, Face, Move, Orientation, ParseStateError, Side, State, StateError};

fn parse(text: &str) -> Result<State, String> {
    text.parse::<State>().map_err(|e| e.to_string())
}

/// The reproduction: one North block placed, none rolled, which
/// the setup order forbids (E1: every block is rolled before any is placed).
#[test]
fn partial_placement_with_nothing_rolled_is_refused() {
    let text =
        "Nc7=* S t0 setup:N: blocks=1/3 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none";
    assert_eq!(
        text.parse::<State>(),
        Err(ParseStateError::Invalid(StateError::PlacedBeforeAllRolled {
            side: Side::North,
            placed: 1,
            rolled: 0,
            configured: 3,
        }))
    );
}

/// Every setup-phase text (each block count pair, both setups, either side
/// being set up, every number placed, every multiset of rolled faces) that
/// parses is a state from which every legal move applies, without reaching
/// `apply`'s debug assertion, to a state that validates and whose text
/// parses back to it. Before the fix, `roll+` from the reproduction above
/// returned a state that `FromStr` refused, and a debug build panicked.
#[test]
fn every_parsed_setup_state_plays_on_to_valid_printable_states() {
    let multisets = {
        let mut all: Vec<String> = vec![String::new()];
        let mut frontier = all.clone();
        for _ in 0..4 {
            let mut next = Vec::new();
            for m in &frontier {
                let last = m.chars().last().and_then(Face::from_letter).map_or(0, |f| f.index());
                for f in &Face::ALL[last..] {
                    next.push(format!("{m}{f}"));
                }
            }
            all.extend(next.iter().cloned());
            frontier = next;
        }
        all
    };
    let starts = |side: Side, n: u8| deblockle::layout::start_squares(side, n).unwrap();
    let (mut parsed, mut applied) = (0, 0);
    for setup in ["standard", "random"] {
        for sb in 1..=4u8 {
            for nb in 1..=4u8 {
                for target in Side::ALL {
                    let n = if target == Side::South { sb } else { nb };
                    for placed in 0..=n {
                        let mut blocks: Vec<(usize, String)> = Vec::new();
                        if target == Side::South {
                            for sq in starts(Side::North, nb).as_slice() {
                                blocks.push((sq.index(), format!("N{sq}o+")));
                            }
                        }
                        for sq in &starts(target, n).as_slice()[..placed as usize] {
                            blocks.push((sq.index(), format!("{}{sq}=*", target.letter())));
                        }
                        blocks.sort();
                        let list: Vec<String> = blocks.into_iter().map(|(_, t)| t).collect();
                        let list = if list.is_empty() {
                            "-".to_string()
                        } else {
                            list.join(",")
                        };
                        for rolled in &multisets {
                            let text = format!(
                                "{list} S t0 setup:{}:{rolled} blocks={sb}/{nb} setup={setup} first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none",
                                target.letter()
                            );
                            let Ok(s) = text.parse::<State>() else { continue };
                            parsed += 1;
                            assert_eq!(s.validate(), Ok(()), "{text}");
                            for m in s.legal_moves() {
                                let next = s.apply(&m).unwrap_or_else(|e| panic!("{m} on {text}: {e}"));
                                assert_eq!(next.validate(), Ok(()), "{m} on {text}");
                                assert_eq!(next.to_string().parse::<State>(), Ok(next.clone()), "{m} on {text}");
                                applied += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(parsed > 200 && applied > 2000, "{parsed} {applied}");
}

/// Earlier note: the side to move at turn 0 was not checked. At turn 0 the
/// first player moves if able (E4).
#[test]
fn side_to_move_at_turn_0_is_the_first_player() {
    let o = Orientation::new(Face::Slider, Face::Star).unwrap();
    let start = State::new(Config::fixed(o, o)).unwrap();
    let text = start.to_string();
    assert!(text.contains(" S t0 play "), "{text}");
    let wrong = text.replacen(" S t0 ", " N t0 ", 1);
    assert_eq!(
        wrong.parse::<State>(),
        Err(ParseStateError::Invalid(StateError::SideToMove {
            expected: Side::South,
            found: Side::North,
        }))
    );
    // With North first, North moves at turn 0 and South may not.
    let north_first = text.replacen(" S t0 ", " N t0 ", 1).replacen("first=S", "first=N", 1);
    assert!(north_first.parse::<State>().is_ok(), "{north_first}");
    let south = text.replacen("first=S", "first=N", 1);
    assert!(south.parse::<State>().is_err(), "{south}");
}

/// Found with the invariants list: a won game names its winner as the side
/// to move (the winner's turn removed its last block, and nothing moves
/// after it), so the same finished position has one text.
#[test]
fn won_game_names_its_winner_as_side_to_move() {
    // North removed its only block: North won, with the last turn.
    let text = "Sa1=* N t1 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none";
    let won = text.parse::<State>().unwrap();
    assert_eq!(won.status(), Some(deblockle::EndReason::Won(Side::North)));
    assert_eq!(won.side_to_move(), Side::North);
    let south = text.replacen(" N t1 ", " S t1 ", 1);
    assert_eq!(
        south.parse::<State>(),
        Err(ParseStateError::Invalid(StateError::SideToMove {
            expected: Side::North,
            found: Side::South,
        }))
    );
}

/// Earlier note: "trailing text after move" for `xx garbage` was vague.
/// The error names the token, its column and the form expected.
#[test]
fn move_errors_name_token_column_and_form() {
    let err = |t: &str| t.parse::<Move>().map_err(|e| e.to_string()).err();
    assert_eq!(
        err("xx garbage").as_deref(),
        Some("expected a move like c3n+d5, c5@+= or roll:+ at column 1, found \"xx\"")
    );
    assert_eq!(
        err("c3nS garbage").as_deref(),
        Some("expected a hop square like d5, or the end of the move at column 6, found \"garbage\"")
    );
}

/// One spelling: fields are separated by exactly one ASCII space; no other
/// whitespace, none leading or trailing.
#[test]
fn state_text_fields_are_separated_by_one_ascii_space() {
    let good = "- S t0 setup:N: blocks=4/4 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none";
    assert!(parse(good).is_ok());
    for (bad, column) in [
        (good.replacen(' ', "\u{2003}", 1), 2),
        (good.replacen(' ', "\t", 1), 2),
        (good.replacen(' ', "  ", 1), 3),
        (good.replacen(" max", "\u{a0}max", 1), 93),
        (format!(" {good}"), 1),
        (format!("{good} "), 102),
        (format!("{good}\n"), 102),
    ] {
        let e = parse(&bad).expect_err(&bad);
        assert!(e.contains(&format!("at column {column},")), "{bad:?}: {e}");
    }
}

/// One spelling: numbers have no leading zero and no sign.
#[test]
fn state_text_numbers_are_canonical() {
    let good =
        "Sd1=*,Nd7=* S t0 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=300";
    assert!(parse(good).is_ok());
    for (from, to) in [
        (" t0 ", " t00 "),
        (" t0 ", " t+0 "),
        ("blocks=1/1", "blocks=+1/1"),
        ("blocks=1/1", "blocks=01/1"),
        ("blocks=1/1", "blocks=1/+1"),
        ("max=300", "max=0300"),
        ("max=300", "max=+300"),
    ] {
        let bad = good.replacen(from, to, 1);
        let e = parse(&bad).expect_err(&bad);
        assert!(e.contains("no leading zero"), "{bad}: {e}");
    }
    assert_eq!(
        parse("- S t00 setup:N: blocks=4/4 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none"),
        Err("expected a turn count like t12 (digits, no leading zero, no sign) at column 6, found \"00\"".to_string())
    );
}

/// One spelling: lists and config entries come in their one order.
#[test]
fn state_text_lists_and_entries_are_in_order() {
    let good = "Sc1=*,Se1=*,Nc7o+,Ne7o+ S t0 play blocks=2/2 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none";
    assert!(parse(good).is_ok());
    for bad in [
        good.replacen("Sc1=*,Se1=*", "Se1=*,Sc1=*", 1),
        good.replacen("first=S sbs=allowed", "sbs=allowed first=S", 1),
        good.replacen("d2=unblocked d3=any", "d3=any d2=unblocked", 1),
        "- S t0 setup:N:x+ blocks=4/4 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none"
            .to_string(),
    ] {
        let e = parse(&bad).expect_err(&bad);
        assert!(e.starts_with("expected"), "{bad}: {e}");
    }
}

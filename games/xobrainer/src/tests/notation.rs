//! Unit tests of `notation`.

use super::*;
use crate::{BySide, Config, MatchFormat, TimeBomb, Variants};

#[test]
fn fresh_states_round_trip_in_every_config_shape() {
    let configs = [
        Config::default(),
        Config {
            format: MatchFormat::Points(45),
            variants: Variants {
                time_bomb: Some(TimeBomb::Secs40),
                random: true,
                map: true,
                mission: true,
            },
            team_sizes: BySide([3, 2]),
            ..Config::default()
        },
        Config {
            layout: Layout::from_table(&[[2u8; 12]; 10], &[(0, 10), (0, 11), (9, 10), (9, 11)])
                .unwrap_or_else(|e| panic!("{e}")),
            format: MatchFormat::Rounds(7),
            ..Config::default()
        },
    ];
    for c in configs {
        let s = State::new(c.clone()).unwrap_or_else(|e| panic!("{e}"));
        let t = s.to_string();
        assert_eq!(t.parse::<State>(), Ok(s.clone()), "{t}");
        assert_eq!(s.config(), c);
    }
}

#[test]
fn default_notation_is_pinned() {
    let s = State::new(Config::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        s.to_string(),
        "bo5,-,1v1,std,std 10/10/10/10/10/10/10/10/10/10 lot XX 21g7r:gggr:0g0r:0:-:- 7g21r:rrrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -"
    );
}

#[test]
fn module_doc_example_is_exact() {
    use board_core::Game;
    let s = State::new(Config::default()).unwrap_or_else(|e| panic!("{e}"));
    let s = s
        .apply(&crate::Move::Lot(Side::O))
        .and_then(|s| s.apply(&crate::Move::Place(Coord::new(4, 4))))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        s.to_string(),
        "bo5,-,1v1,std,std 10/10/10/10/4O5/10/10/10/10/10 play XO 21g7r:gggr:0g0r:0:-:- 7g21r:rrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -"
    );
}

#[test]
fn bad_text_gets_a_typed_error() {
    let good = State::new(Config::default())
        .unwrap_or_else(|e| panic!("{e}"))
        .to_string();
    assert!(matches!("".parse::<State>(), Err(ParseStateError::Syntax(e)) if e.column == 1));
    let bad = good.replace("bo5", "bo4");
    assert!(matches!(bad.parse::<State>(), Err(ParseStateError::InvalidConfig(_))));
    let bad = good.replace("lot", "over");
    assert!(matches!(bad.parse::<State>(), Err(ParseStateError::Invalid(_))));
    let bad = good.replacen("10/", "9X/", 1);
    assert!(matches!(bad.parse::<State>(), Err(ParseStateError::Invalid(_))));
    let bad = good.replacen("10/", "11/", 1);
    assert!(matches!(bad.parse::<State>(), Err(ParseStateError::Syntax(_))));
    let bad = good.replace("gggr", "ggrg");
    assert!(matches!(bad.parse::<State>(), Err(ParseStateError::Invalid(_))));
}

/// The notation has one spelling per state: an empty line-up is `-` (with
/// `*` while Random draws are due), never an empty string.
#[test]
fn empty_line_up_has_one_spelling() {
    let cfg = Config {
        variants: Variants {
            random: true,
            ..Variants::default()
        },
        ..Config::default()
    };
    let good = State::new(cfg).unwrap_or_else(|e| panic!("{e}")).to_string();
    assert!(good.contains(":-*:"), "{good}");
    assert!(good.parse::<State>().is_ok());
    for bad in [good.replace(":-*:", ":*:"), good.replacen(":-*:", "::", 1)] {
        assert!(
            matches!(
                bad.parse::<State>(),
                Err(ParseStateError::NotCanonical {
                    problem: Spelling::Empty(Field::SideX),
                    ..
                })
            ),
            "{bad}: {:?}",
            bad.parse::<State>()
        );
    }
}

use super::*;
use alloc::string::ToString;

#[test]
fn default_config_text() {
    let c = Config::default();
    assert_eq!(c.to_string(), "GRBP std mrncfmsunc M:.*S.O.UL.SJ/5s");
    assert_eq!(c.to_string().parse::<Config>(), Ok(c));
    let t = Config::team();
    assert_eq!(t.to_string().parse::<Config>(), Ok(t));
}

#[test]
fn s1_two_players_take_opposite_colours_by_default() {
    let c = Config::with_players(2);
    assert_eq!(
        c.colours.iter().collect::<Vec<_>>(),
        alloc::vec![crate::Colour::Green, crate::Colour::Blue]
    );
}

#[test]
fn validate_reports_every_problem() {
    let mut c = Config::with_players(2);
    c.colours = ColourSet::of(&[crate::Colour::Red]);
    c.mode = Mode::Team;
    c.layout.path_len = 9;
    let e = c.validate().unwrap_err();
    assert_eq!(
        e.problems,
        alloc::vec![
            ConfigProblem::PlayerCount(1),
            ConfigProblem::TeamNeedsFour,
            ConfigProblem::Layout(LayoutError::PathLength(9))
        ]
    );
    assert!(Config::default().validate().is_ok());
    assert!(Config::with_players(5).validate().is_err());
}

#[test]
fn o_r1_two_players_on_adjacent_colours_are_accepted() {
    use crate::colour::ColourSet;
    let mut c = Config::with_players(2);
    c.colours = ColourSet(0b0011); // Green and Red, side by side
    assert!(c.validate().is_ok());
    c.colours = ColourSet(0b1010); // Red and Purple
    assert!(c.validate().is_ok());
}

#[test]
fn o_r9_config_notation_has_the_backward_rule_and_reads_revision_2_as_queen_alone() {
    let alone = Config {
        backward_rule: BackwardRule::QueenAlone,
        ..Config::default()
    };
    assert_eq!(alone.to_string(), "GRBP std mrncfmsuna M:.*S.O.UL.SJ/5s");
    assert_eq!(alone.to_string().parse::<Config>(), Ok(alone));
    // Revision 2 wrote nine codes: that game was played under O-R2.
    assert_eq!("GRBP std mrncfmsun M:.*S.O.UL.SJ/5s".parse::<Config>(), Ok(alone));
    let e = "GRBP std mrncfmsunx M:.*S.O.UL.SJ/5s".parse::<Config>().unwrap_err();
    assert!(e.to_string().contains("ten knob codes"), "{e}");
    assert!("GRBP std mrncfmsu M:.*S.O.UL.SJ/5s".parse::<Config>().is_err());
    assert!("GRBP std mrncfmsunca M:.*S.O.UL.SJ/5s".parse::<Config>().is_err());
}

//! Unit tests of `config.rs`.

use super::*;

#[test]
fn s2_player_counts_hand_sizes_and_targets() {
    for (players, sides, hand, need) in [(2, 2, 5, 1), (3, 3, 5, 1), (4, 2, 4, 2), (6, 3, 4, 2)] {
        let c = Config::with_players(players);
        assert_eq!(c.validate(), Ok(()));
        assert_eq!((c.sides(), c.hand_size(), c.sequences_to_win()), (sides, hand, need));
    }
}

#[test]
fn d6_five_players_is_a_config_error() {
    let e = Config::with_players(5).validate().unwrap_err();
    assert_eq!(e.problems, alloc::vec![ConfigProblem::UnequalTeams { players: 5 }]);
}

#[test]
fn every_problem_is_reported() {
    let c = Config {
        players: 7,
        teams: Some(4),
        ..Config::default()
    };
    let e = c.validate().unwrap_err();
    assert_eq!(e.problems.len(), 2, "{e}");
    let c = Config {
        players: 4,
        teams: Some(4),
        ..Config::default()
    };
    assert_eq!(
        c.validate().unwrap_err().problems,
        alloc::vec![ConfigProblem::Teams { players: 4, teams: 4 }]
    );
    assert!(Config::with_players(1).validate().is_err());
}

#[test]
fn d7_switch_keys_the_target_on_sides() {
    let mut c = Config::with_players(6);
    c.sequences = SequenceCount::BySides;
    assert_eq!(c.sequences_to_win(), 1);
    c.teams = Some(2);
    assert_eq!(c.validate(), Ok(()));
    assert_eq!(c.sequences_to_win(), 2);
    assert_eq!(Config::with_players(2).sequences_to_win(), 1);
    c = Config::with_players(2);
    c.sequences = SequenceCount::BySides;
    assert_eq!(c.sequences_to_win(), 2);
}

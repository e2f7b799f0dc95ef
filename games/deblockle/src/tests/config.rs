use super::*;

#[test]
fn default_is_valid_spec_game() {
    let c = Config::default();
    c.validate().unwrap();
    assert_eq!((c.south_blocks, c.north_blocks, c.first), (4, 4, Side::South));
    assert_eq!(c.max_turns, None);
}

#[test]
fn validate_reports_every_problem() {
    let c = Config {
        south_blocks: 0,
        north_blocks: 5,
        max_turns: Some(0),
        ..Config::default()
    };
    let e = c.validate().unwrap_err();
    assert_eq!(
        e.problems,
        [
            ConfigProblem::BlockCount {
                side: Side::South,
                count: 0
            },
            ConfigProblem::BlockCount {
                side: Side::North,
                count: 5
            },
            ConfigProblem::ZeroMaxTurns
        ]
    );
    assert_eq!(
        alloc::format!("{e}"),
        "invalid config: South has 0 blocks, must be 1-4; North has 5 blocks, must be 1-4; max_turns must be at least 1"
    );
}

#[test]
fn s6_fewer_blocks_may_differ() {
    for s in 1..=4 {
        for n in 1..=4 {
            let c = Config {
                south_blocks: s,
                north_blocks: n,
                ..Config::default()
            };
            c.validate().unwrap();
        }
    }
}

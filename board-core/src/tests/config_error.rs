//! Unit tests of `ConfigError`.
use super::*;
use alloc::string::ToString;
use alloc::vec;

#[test]
fn lists_every_problem_in_order() {
    let e = ConfigError {
        problems: vec!["0 players", "no board"],
    };
    assert_eq!(e.to_string(), "invalid config: 0 players; no board");
}

#[test]
fn check_is_ok_only_without_problems() {
    assert_eq!(ConfigError::<&str>::check(vec![]), Ok(()));
    assert_eq!(ConfigError::check(vec!["x"]), Err(ConfigError { problems: vec!["x"] }));
}

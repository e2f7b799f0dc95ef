//! The one shape of a refused config across the engines.

use alloc::vec::Vec;
use core::fmt;

/// Why a game's config was refused: every violated rule at once (not just
/// the first), as the game's own problem kinds `P`. Each engine names it
/// `ConfigError` (`pub type ConfigError = board_core::ConfigError<ConfigProblem>`).
///
/// Displays as `invalid config: <problem>; <problem>; ...`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConfigError<P> {
    /// The problems found, in checking order.
    pub problems: Vec<P>,
}

impl<P> ConfigError<P> {
    /// `Ok(())` when `problems` is empty, else the error holding them all.
    ///
    /// # Errors
    /// The error holding every problem.
    pub fn check(problems: Vec<P>) -> Result<(), ConfigError<P>> {
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }
}

impl<P: fmt::Display> fmt::Display for ConfigError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid config: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl<P: fmt::Display + fmt::Debug> core::error::Error for ConfigError<P> {}

#[cfg(test)]
#[path = "tests/config_error.rs"]
mod tests;

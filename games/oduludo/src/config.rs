//! Game setup: players, mode, layout, every D-knob of spec section 12 and
//! the revision-3 knob `backward_rule` (O-R9).

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use board_core::notation::SyntaxError;

use crate::colour::ColourSet;
use crate::layout::{Layout, LayoutError};

/// The game mode (spec section 9). Serde: `"standard"`, `"last_pawn"`, `"team"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum Mode {
    /// One round; ends when the winner is known (D5).
    #[default]
    Standard,
    /// Rounds until a player has won 5; each round winner loses a pawn.
    LastPawn,
    /// 4 players, partners opposite, team stacks; one round.
    Team,
}

macro_rules! knob {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $c:literal),+ $(,)? }) => {
        $(#[$m])*
        ///
        /// Serde: the variant name in `snake_case`, e.g. `"must_use"`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
        #[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
        pub enum $name {
            $($(#[$vm])* $v,)+
        }
        impl $name {
            /// The one-letter code used in the config notation.
            pub const fn code(self) -> char {
                match self { $($name::$v => $c,)+ }
            }
            /// The knob value of a code letter.
            pub const fn from_code(c: char) -> Option<Self> {
                match c { $($c => Some($name::$v),)+ _ => None }
            }
        }
    };
}

knob! {
    /// D1: what happens to a roll that has a legal use.
    RollRule {
        /// A roll must be used if any legal move exists (Nordic Ludo rule; default).
        #[default]
        MustUse = 'm',
        /// A player may always pass instead.
        MayPass = 'p',
    }
}
knob! {
    /// D2: how often a UFO may fly.
    UfoRule {
        /// Once per game round (default).
        #[default]
        OncePerRound = 'r',
        /// Once per turn cycle (all UFOs return when play comes back to the round's starter).
        OncePerTurnCycle = 'c',
    }
}
knob! {
    /// D3: stack protection.
    StackRule {
        /// A normal move may only end on an opposing group at most as large
        /// as the moving group; arrivals take anything (default).
        #[default]
        NoTakingLarger = 'n',
        /// Any lander takes any group.
        AnyTakesAny = 'a',
        /// A normal move onto a larger group sends the attacker back itself.
        LargerSendsAttackerBack = 'b',
    }
}
knob! {
    /// D4: third-party prisoners of a taken group.
    PrisonerRule {
        /// They pass to the new captor (default).
        #[default]
        PassToCaptor = 'c',
        /// They go home to their owners' spaceships (a King still passes to the captor).
        GoHome = 'h',
    }
}
knob! {
    /// D5: when a Standard round ends.
    StandardEnd {
        /// At the first finisher (default).
        #[default]
        FirstFinisher = 'f',
        /// Play continues until one player is left unfinished.
        ContinueToLoser = 'l',
    }
}
knob! {
    /// D6: Lightning with no previous Lightning on the route.
    LightningRule {
        /// Go to the own Moon (default).
        #[default]
        OwnMoon = 'm',
        /// Stay on the Lightning.
        Stay = 's',
    }
}
knob! {
    /// D7: an arrival by jump or flight on a safe square held by an opponent.
    ArrivalRule {
        /// The group stays on the square it jumped from (default).
        #[default]
        StayBehind = 's',
        /// The arrival takes the group anyway.
        TakeAnyway = 't',
    }
}
knob! {
    /// D9: repeated sixes.
    SixRule {
        /// No limit on repeated 6s (default).
        #[default]
        Unlimited = 'u',
        /// A third 6 in one turn ends the turn at once.
        ThirdSixEndsTurn = 't',
    }
}
knob! {
    /// D9: extra rolls beyond 6 and Star.
    BonusRule {
        /// No extra roll for capturing or reaching Earth (default).
        #[default]
        NoBonus = 'n',
        /// Capturing and reaching Earth also give an extra roll.
        CaptureAndEarth = 'e',
    }
}
knob! {
    /// O-R9 (spec sections 1 and 14): which groups move backward (on the
    /// ring, never past the own Moon) and get the Sun's backward choice.
    ///
    /// A config or state written before revision 3 has no such knob; see
    /// [`Config`] for how each form reads it.
    BackwardRule {
        /// The Queen carries her stack backward: a group moves backward
        /// when the Queen is one of its own pawns, the King and Soldiers
        /// included (prisoners ride along); a group without the Queen moves
        /// forward only (revision 3, default).
        #[default]
        QueenCarries = 'c',
        /// Revision 2's O-R2: only a group whose one own pawn is the Queen
        /// moves backward (prisoners ride along); a stack holding the King
        /// or a Soldier moves forward only.
        QueenAlone = 'a',
    }
}

/// The setup of a game. `Default` is the spec's default game: 4 players,
/// Standard mode, layout `oduludo-default-v2`, every knob at its default.
///
/// **Revision-2 configs and states** (written before the knob
/// [`Config::backward_rule`] existed, O-R9) still load, as the rule they
/// were played under wherever the form tells them apart:
/// * the config notation with nine knob codes (`mrncfmsun`, revision 2)
///   reads as [`BackwardRule::QueenAlone`]; ten codes (`mrncfmsunc`) are
///   written since revision 3. The state notation reads a revision-2
///   config part the same way (and accepts that spelling as canonical).
/// * serde: a *state*'s config without `backward_rule` (every saved state
///   has all its fields) reads as `queen_alone`; a *config* on its own
///   keeps its rule that any field left out takes the default, so there a
///   missing `backward_rule` is `queen_carries`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// The colours in play (2-4; seats are these colours in clockwise order).
    pub colours: ColourSet,
    /// Standard, Last Pawn or Team.
    pub mode: Mode,
    /// The board (D8).
    pub layout: Layout,
    /// D1.
    pub roll_rule: RollRule,
    /// D2.
    pub ufo_rule: UfoRule,
    /// D3.
    pub stack_rule: StackRule,
    /// D4.
    pub prisoner_rule: PrisonerRule,
    /// D5.
    pub standard_end: StandardEnd,
    /// D6.
    pub lightning_rule: LightningRule,
    /// D7.
    pub arrival_rule: ArrivalRule,
    /// D9 (sixes).
    pub six_rule: SixRule,
    /// D9 (bonus rolls).
    pub bonus_rule: BonusRule,
    /// O-R9: which groups move backward (revision 3; revision 2's O-R2 as
    /// [`BackwardRule::QueenAlone`]).
    pub backward_rule: BackwardRule,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            colours: ColourSet::ALL,
            mode: Mode::Standard,
            layout: Layout::DEFAULT,
            roll_rule: RollRule::MustUse,
            ufo_rule: UfoRule::OncePerRound,
            stack_rule: StackRule::NoTakingLarger,
            prisoner_rule: PrisonerRule::PassToCaptor,
            standard_end: StandardEnd::FirstFinisher,
            lightning_rule: LightningRule::OwnMoon,
            arrival_rule: ArrivalRule::StayBehind,
            six_rule: SixRule::Unlimited,
            bonus_rule: BonusRule::NoBonus,
            backward_rule: BackwardRule::QueenCarries,
        }
    }
}

/// One violated setup rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ConfigProblem {
    /// Not 2-4 colours (a [`Config::with_players`] count outside 2-4 gives none).
    #[error("{0} colours chosen; 2-4 players are allowed")]
    PlayerCount(usize),
    /// A colour is listed more than once (R§1: each player chooses a colour).
    #[error("{0} is listed twice")]
    ColourListedTwice(crate::Colour),
    /// The colour mask has bits above the four colours.
    #[error("unknown colour bits")]
    UnknownColours,
    /// Team play needs all four colours (spec section 1, R§8).
    #[error("team play needs all four colours")]
    TeamNeedsFour,
    /// The layout is invalid.
    #[error("layout: {0}")]
    Layout(LayoutError),
}

/// Every violated rule of a [`Config`] at once (board-core's shared shape;
/// displays as `invalid config: <problem>; <problem>; ...`).
pub type ConfigError = board_core::ConfigError<ConfigProblem>;

impl Config {
    /// The default game with `n` players (2 = Green and Blue). For `n`
    /// outside 2-4 the colour set is empty, which [`Config::validate`] (and so
    /// [`crate::State::new`]) refuses with [`ConfigProblem::PlayerCount`]`(0)`.
    pub fn with_players(n: usize) -> Config {
        Config {
            colours: ColourSet::for_players(n),
            ..Config::default()
        }
    }
    /// The default 4-player team game.
    pub fn team() -> Config {
        Config {
            mode: Mode::Team,
            ..Config::default()
        }
    }
    /// The default game of `mode` with the chosen `colours` (R§1, O-R1),
    /// listed in any order; seats follow the board clockwise.
    ///
    /// # Errors
    /// A [`ConfigError`] listing every problem: a colour listed twice
    /// ([`ConfigProblem::ColourListedTwice`]), not 2-4 colours listed
    /// ([`ConfigProblem::PlayerCount`]), team play without all four
    /// ([`ConfigProblem::TeamNeedsFour`]).
    pub fn with_colours(colours: &[crate::Colour], mode: Mode) -> Result<Config, ConfigError> {
        let mut problems = Vec::new();
        let mut set = ColourSet::EMPTY;
        for &c in colours {
            if set.contains(c) {
                if !problems.contains(&ConfigProblem::ColourListedTwice(c)) {
                    problems.push(ConfigProblem::ColourListedTwice(c));
                }
            } else {
                set.0 |= 1 << c.index();
            }
        }
        if !(2..=4).contains(&colours.len()) {
            problems.push(ConfigProblem::PlayerCount(colours.len()));
        }
        let config = Config {
            colours: set,
            mode,
            ..Config::default()
        };
        let listed = !problems.is_empty();
        if let Err(e) = config.validate() {
            // The count of the list was judged above.
            problems.extend(
                e.problems
                    .into_iter()
                    .filter(|p| !(listed && matches!(p, ConfigProblem::PlayerCount(_)))),
            );
        }
        if problems.is_empty() {
            Ok(config)
        } else {
            Err(ConfigError { problems })
        }
    }
    /// The default Last Pawn game with `n` players.
    pub fn last_pawn(n: usize) -> Config {
        Config {
            mode: Mode::LastPawn,
            ..Config::with_players(n)
        }
    }

    /// The seat of colour `c`: seats are the colours in play in clockwise
    /// order from Green (`None` for a colour not in play).
    pub fn seat_of(&self, c: crate::Colour) -> Option<board_core::Seat> {
        let set = self.colours.0 & 0xF;
        let b = 1u8 << c.index();
        (set & b != 0).then(|| board_core::Seat((set & (b - 1)).count_ones() as u8))
    }
    /// The colour playing at `seat` (`None` beyond the players).
    pub fn colour_of(&self, seat: board_core::Seat) -> Option<crate::Colour> {
        self.colours.iter().nth(seat.index())
    }

    /// Checks every setup rule.
    ///
    /// # Errors
    /// A [`ConfigError`] listing every violated rule.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut problems = Vec::new();
        if self.colours.0 & !0xF != 0 {
            problems.push(ConfigProblem::UnknownColours);
        }
        let n = self.colours.len();
        if !(2..=4).contains(&n) {
            problems.push(ConfigProblem::PlayerCount(n));
        }
        if self.mode == Mode::Team && n != 4 {
            problems.push(ConfigProblem::TeamNeedsFour);
        }
        problems.extend(self.layout.problems().into_iter().map(ConfigProblem::Layout));
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    /// The ten knob codes in order D1 D2 D3 D4 D5 D6 D7 D9(sixes) D9(bonus)
    /// O-R9.
    fn knob_codes(&self) -> [char; 10] {
        [
            self.roll_rule.code(),
            self.ufo_rule.code(),
            self.stack_rule.code(),
            self.prisoner_rule.code(),
            self.standard_end.code(),
            self.lightning_rule.code(),
            self.arrival_rule.code(),
            self.six_rule.code(),
            self.bonus_rule.code(),
            self.backward_rule.code(),
        ]
    }
}

/// Why config text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseConfigError {
    /// The text does not have the config notation's form: the column, the
    /// token found and the form expected.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The config is well-formed but breaks a setup rule (every problem:
    /// a colour listed twice, team play without all four, a layout that
    /// fails its checks).
    #[error("{0}")]
    Invalid(ConfigError),
}

/// What the knobs token of the config notation must be.
pub(crate) const KNOBS_EXPECTED: &str = "ten knob codes like mrncfmsunc (or revision 2's nine, like mrncfmsun)";

/// Which token of the config text is malformed ([`read`]).
pub(crate) enum ConfigTextError {
    Colours,
    Mode,
    Knobs,
    Layout,
    Invalid(ConfigError),
}

/// Reads the four tokens of the config notation into a validated config.
pub(crate) fn read(cols: &str, mode: &str, knobs: &str, layout: &str) -> Result<Config, ConfigTextError> {
    let mut listed = [crate::Colour::Green; 8];
    let mut n = 0;
    for ch in cols.chars() {
        let c = crate::Colour::from_letter(ch).ok_or(ConfigTextError::Colours)?;
        *listed.get_mut(n).ok_or(ConfigTextError::Colours)? = c;
        n += 1;
    }
    let listed = listed.get(..n).unwrap_or(&[]);
    let mode = match mode {
        "std" => Mode::Standard,
        "last" => Mode::LastPawn,
        "team" => Mode::Team,
        _ => return Err(ConfigTextError::Mode),
    };
    let k: Vec<char> = knobs.chars().collect();
    // Nine codes: a revision-2 config, played under O-R2 (`QueenAlone`).
    let (nine, backward_rule) = match k.as_slice() {
        [nine @ .., j] if nine.len() == 9 => (nine, BackwardRule::from_code(*j).ok_or(ConfigTextError::Knobs)?),
        nine if nine.len() == 9 => (nine, BackwardRule::QueenAlone),
        _ => return Err(ConfigTextError::Knobs),
    };
    let [a, b, c, d, e, f, g, h, i] = nine else {
        return Err(ConfigTextError::Knobs);
    };
    let (roll_rule, ufo_rule, stack_rule) = (
        RollRule::from_code(*a).ok_or(ConfigTextError::Knobs)?,
        UfoRule::from_code(*b).ok_or(ConfigTextError::Knobs)?,
        StackRule::from_code(*c).ok_or(ConfigTextError::Knobs)?,
    );
    let (prisoner_rule, standard_end, lightning_rule) = (
        PrisonerRule::from_code(*d).ok_or(ConfigTextError::Knobs)?,
        StandardEnd::from_code(*e).ok_or(ConfigTextError::Knobs)?,
        LightningRule::from_code(*f).ok_or(ConfigTextError::Knobs)?,
    );
    let (arrival_rule, six_rule, bonus_rule) = (
        ArrivalRule::from_code(*g).ok_or(ConfigTextError::Knobs)?,
        SixRule::from_code(*h).ok_or(ConfigTextError::Knobs)?,
        BonusRule::from_code(*i).ok_or(ConfigTextError::Knobs)?,
    );
    let syntax = |e: &LayoutError| {
        matches!(
            e,
            LayoutError::Malformed
                | LayoutError::PatternLength(_)
                | LayoutError::UnknownSymbol(_)
                | LayoutError::UnknownName
        )
    };
    let (layout, mut problems) = match Layout::parse(layout) {
        Ok(l) => (l, Vec::new()),
        Err(errors) if errors.iter().any(syntax) => return Err(ConfigTextError::Layout),
        Err(errors) => (Layout::DEFAULT, errors.into_iter().map(ConfigProblem::Layout).collect()),
    };
    let chosen = match Config::with_colours(listed, mode) {
        Ok(c) => c.colours,
        Err(e) => {
            problems.splice(0..0, e.problems);
            ColourSet::EMPTY
        }
    };
    if !problems.is_empty() {
        return Err(ConfigTextError::Invalid(ConfigError { problems }));
    }
    let config = Config {
        colours: chosen,
        mode,
        layout,
        roll_rule,
        ufo_rule,
        stack_rule,
        prisoner_rule,
        standard_end,
        lightning_rule,
        arrival_rule,
        six_rule,
        bonus_rule,
        backward_rule,
    };
    config.validate().map_err(ConfigTextError::Invalid)?;
    Ok(config)
}

impl fmt::Display for Config {
    /// `colours mode knobs layout`, e.g. `GRBP std mrncfmsunc M:.*S.O.UL.SJ/5s`
    /// (ten knob codes: D1-D7, D9 sixes, D9 bonus, O-R9).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.colours.iter() {
            write!(f, "{}", c.letter())?;
        }
        let mode = match self.mode {
            Mode::Standard => "std",
            Mode::LastPawn => "last",
            Mode::Team => "team",
        };
        write!(f, " {mode} ")?;
        for c in self.knob_codes() {
            write!(f, "{c}")?;
        }
        write!(f, " {}", self.layout)
    }
}

impl FromStr for Config {
    type Err = ParseConfigError;
    /// Reads `colours mode knobs layout` (any whitespace between them; the
    /// colours in any order, decision 20; a layout by pattern or name;
    /// nine knob codes, revision 2's form, read as
    /// [`BackwardRule::QueenAlone`]).
    ///
    /// # Errors
    /// [`ParseConfigError::Syntax`] naming the malformed token, or
    /// [`ParseConfigError::Invalid`] with every broken setup rule.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        // Tokens with their 1-based character columns.
        let mut toks: Vec<(usize, &str)> = Vec::new();
        let mut start: Option<(usize, usize)> = None;
        let mut column = 0;
        for (at, ch) in s.char_indices() {
            column += 1;
            match (ch.is_whitespace(), start) {
                (false, None) => start = Some((at, column)),
                (true, Some((from, col))) => {
                    toks.push((col, s.get(from..at).unwrap_or("")));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some((from, col)) = start {
            toks.push((col, s.get(from..).unwrap_or("")));
        }
        let tok = |k: usize| toks.get(k).copied().unwrap_or((column + 1, ""));
        let err = |k: usize, expected: &'static str| {
            let (col, text) = tok(k);
            ParseConfigError::Syntax(SyntaxError::new(col, text, expected))
        };
        if toks.len() != 4 {
            let k = toks.len().min(4);
            return Err(err(
                k,
                if k < 4 {
                    "colours, mode, knobs and layout, like GB std mrncfmsunc M:.*S.O.UL.SJ/5s"
                } else {
                    "the end of the config"
                },
            ));
        }
        read(tok(0).1, tok(1).1, tok(2).1, tok(3).1).map_err(|e| match e {
            ConfigTextError::Colours => err(0, "2-4 colour letters G, R, B, P, like GB"),
            ConfigTextError::Mode => err(1, "a mode: std, last or team"),
            ConfigTextError::Knobs => err(2, KNOBS_EXPECTED),
            ConfigTextError::Layout => err(3, "a layout pattern like M:.*S.O.UL.SJ/5s or a layout name"),
            ConfigTextError::Invalid(e) => ParseConfigError::Invalid(e),
        })
    }
}

#[cfg(test)]
#[path = "tests/config.rs"]
mod tests;

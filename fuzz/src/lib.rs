//! The checks behind the libFuzzer targets: no input panics, and every
//! accepted state is valid and has one spelling (see `README.md`).
//!
//! Each game implements [`Harness`]; each target is one line calling one of
//! its four checks on the fuzzer's bytes:
//!
//! - [`Harness::check_state`] (`<game>_state`): the bytes as state notation.
//! - [`Harness::check_move`] (`<game>_move`): the first byte picks a seeded
//!   reachable state, the rest is move notation against it.
//! - [`Harness::check_json`] (`<game>_json`): the bytes as a JSON state and as
//!   a JSON config.
//! - [`Harness::check_play`] (`<game>_play`): a state (notation up to the first
//!   `0xFF` byte, the choice bytes after it; without a notation that parses,
//!   the first byte picks a seeded state and the rest are choice bytes), then
//!   moves and chance outcomes picked by the choice bytes, then a few more
//!   picked by a generator seeded from the input.
//!
//! Refusals are fine; what the checks assert are the engines' contracts, so a
//! panic here is a contract violation (or a panic inside an engine), which is
//! exactly what the fuzzer reports as a crash. The input paths never unwrap.

use std::fmt::{Debug, Display};
use std::str::FromStr;
use std::sync::OnceLock;

use board_core::testkit::sample_states;
use board_core::{Actor, Game};
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Moves applied after the input's own choices run out, picked by a
/// generator seeded from the input (keeps a short input playing on while
/// keeping each run short enough for a high exec rate).
pub const EXTRA_PLIES: usize = 24;

/// Most moves applied from the input's bytes (one byte a move).
pub const MAX_INPUT_PLIES: usize = 512;

/// Legal moves probed (applied and validated) on a parsed state.
const MAX_PROBES: usize = 64;

/// A move of the harness's game.
pub type Move<H> = <<H as Harness>::State as Game>::Move;

/// Plies at which the seeded states are taken from each seeded game.
const SEED_PLIES: &[usize] = &[0, 1, 3, 8, 20, 50, 120, 300];

/// Seeded games per start state.
const SEED_GAMES: u64 = 3;

/// A game under the fuzzer: its types, its validation, its seeded states.
pub trait Harness {
    /// The game state.
    type State: Game + Display + FromStr + Serialize + DeserializeOwned + Debug + 'static;
    /// The game's config.
    type Config: Serialize + DeserializeOwned + PartialEq + Debug;

    /// The game's name (the corpus folders' prefix).
    const NAME: &'static str;

    /// The move as `legal_moves` lists it, where the game reads a shorter
    /// form of a legal move (Deblockle's D-R1: a turn without its face
    /// letter); any other move as it is.
    fn full_form(_s: &Self::State, m: &Move<Self>) -> Move<Self> {
        m.clone()
    }
    /// The older spelling of `s` that the game still reads, documented as
    /// such (ODULUDO: a revision-2 config part, nine knob codes, reads as
    /// `queen-alone`), given its printed text; `None` where there is none.
    /// A state's text is then one of at most two spellings: the printed one,
    /// or this one.
    fn legacy_spelling(_s: &Self::State, _printed: &str) -> Option<String> {
        None
    }
    /// `State::validate`, its error as text.
    fn validate(s: &Self::State) -> Result<(), String>;
    /// `State::check_move(m).is_ok()`.
    fn check_move_ok(s: &Self::State, m: &Move<Self>) -> bool;
    /// `Config::validate`, its error as text.
    fn validate_config(c: &Self::Config) -> Result<(), String>;
    /// `State::new`, its error as text.
    fn new_state(c: Self::Config) -> Result<Self::State, String>;
    /// The configs the seeds are played from (valid ones).
    fn configs() -> Vec<Self::Config>;
    /// The start states of [`Harness::configs`].
    fn starts() -> Vec<Self::State> {
        Self::configs()
            .into_iter()
            .filter_map(|c| Self::new_state(c).ok())
            .collect()
    }
    /// The seeded reachable states, computed once per process.
    fn seeds() -> &'static [Self::State];

    /// The seeded reachable states: for each start, [`SEED_GAMES`] seeded
    /// random games, each sampled at [`SEED_PLIES`] while running.
    fn make_seeds() -> Vec<Self::State> {
        let mut out = Vec::new();
        for (i, start) in Self::starts().iter().enumerate() {
            let base = 1000 * i as u64;
            out.extend(sample_states(start, base..base + SEED_GAMES, SEED_PLIES));
        }
        out
    }

    /// Asserts every per-state contract: `validate` passes, `to_act` agrees
    /// with the legal moves, chance outcomes and outcome, and the notation
    /// prints and parses back to an equal state (printing that again gives
    /// the same text). Returns what may be played next: the legal moves, or
    /// the chance outcomes at a chance node (empty when terminal).
    fn assert_state(s: &Self::State, context: &dyn Fn() -> String) -> Vec<Move<Self>> {
        if let Err(e) = Self::validate(s) {
            panic!("{}: validate refused a state: {e}\n  state: {s}", context());
        }
        let text = s.to_string();
        match text.parse::<Self::State>() {
            Ok(back) => {
                assert!(back == *s, "{}: notation {text} parses to a different state", context());
                assert_eq!(back.to_string(), text, "{}: notation is not one spelling", context());
            }
            Err(_) => panic!("{}: notation does not parse back: {text}", context()),
        }
        let legal = s.legal_moves();
        let chance = s.chance_outcomes();
        let (ok, what) = match s.to_act() {
            Actor::Seat(seat) => (
                seat.index() < s.num_seats() && !legal.is_empty() && chance.is_empty() && s.outcome().is_none(),
                "a seat acts: its index is in range, it has legal moves, no chance outcomes, no outcome",
            ),
            Actor::Chance => (
                !chance.is_empty() && s.outcome().is_none(),
                "chance acts: it has outcomes and there is no outcome",
            ),
            Actor::Terminal => (
                legal.is_empty() && chance.is_empty() && s.outcome().is_some(),
                "terminal: no legal moves, no chance outcomes, an outcome",
            ),
        };
        assert!(
            ok,
            "{}: to_act is {:?}, but not so: {what}; at {text}",
            context(),
            s.to_act()
        );
        if matches!(s.to_act(), Actor::Chance) {
            chance.into_iter().map(|(m, _)| m).collect()
        } else {
            legal
        }
    }

    /// Applies a move that `legal_moves` (or the chance outcomes) listed:
    /// `check_move`, `apply`, `apply_unchecked` and the move's notation must
    /// all agree, and the result must pass [`Harness::assert_state`]. Returns
    /// the new state and what may be played next.
    fn apply_legal(s: &Self::State, m: &Move<Self>) -> (Self::State, Vec<Move<Self>>) {
        let text = m.to_string();
        match s.parse_move(&text) {
            Ok(back) => assert!(back == *m, "move notation {text} parses to {back} at {s}"),
            Err(e) => panic!("move notation {text} does not parse at {s}: {e}"),
        }
        assert!(
            Self::check_move_ok(s, m),
            "check_move refuses the legal move {text} at {s}"
        );
        let next = match s.apply(m) {
            Ok(next) => next,
            Err(e) => panic!("apply refuses the legal move {text} at {s}: {e}"),
        };
        let mut fast = s.clone();
        fast.apply_unchecked(m);
        assert!(fast == next, "apply_unchecked({text}) differs from apply at {s}");
        let moves = Self::assert_state(&next, &|| format!("after {text} from {s}"));
        (next, moves)
    }

    /// `<game>_state`: on a parsed state, `validate` passes, the notation
    /// prints back to the very input (one spelling) or the input is the
    /// state's [`Harness::legacy_spelling`], and every legal move
    /// (up to a cap) applies to a valid state.
    fn check_state(data: &[u8]) {
        let Ok(text) = std::str::from_utf8(data) else { return };
        let Ok(s) = text.parse::<Self::State>() else { return };
        Self::assert_state(&s, &|| format!("parsed from {text:?}"));
        let printed = s.to_string();
        if printed != text {
            assert_eq!(
                Self::legacy_spelling(&s, &printed).as_deref(),
                Some(text),
                "accepted text is neither the printed spelling of its state ({printed}) nor its legacy one"
            );
        }
        let moves = if matches!(s.to_act(), Actor::Chance) {
            s.chance_outcomes().into_iter().map(|(m, _)| m).collect()
        } else {
            s.legal_moves()
        };
        for m in moves.iter().take(MAX_PROBES) {
            Self::apply_legal(&s, m);
        }
    }

    /// `<game>_move`: the first byte picks a seeded state, the rest is move
    /// notation. A parsed move applies exactly when it is legal (and
    /// `check_move` agrees); the state is untouched either way.
    fn check_move(data: &[u8]) {
        let seeds = Self::seeds();
        let Some((&pick, rest)) = data.split_first() else {
            return;
        };
        let Some(state) = seeds.get(pick as usize % seeds.len().max(1)) else {
            return;
        };
        let Ok(text) = std::str::from_utf8(rest) else { return };
        let before = state.clone();
        let parsed = state.parse_move(text);
        assert!(*state == before, "parse_move changed the state");
        let Ok(short) = parsed else { return };
        let m = Self::full_form(state, &short);
        let legal = if matches!(state.to_act(), Actor::Chance) {
            state.chance_outcomes().into_iter().map(|(m, _)| m).collect()
        } else {
            state.legal_moves()
        };
        let listed = legal.contains(&m);
        let applied = state.apply(&short);
        assert!(*state == before, "apply changed the state");
        if short != m {
            let full = state.apply(&m);
            assert!(
                applied.as_ref().ok() == full.as_ref().ok(),
                "{short} and its full form {m} apply differently at {state}"
            );
        }
        assert_eq!(
            applied.is_ok(),
            listed,
            "apply and legal_moves disagree on {m} (from {text:?}) at {state}"
        );
        assert_eq!(
            Self::check_move_ok(state, &short),
            listed,
            "check_move and legal_moves disagree on {m} at {state}"
        );
        if listed {
            Self::apply_legal(state, &m);
        }
    }

    /// `<game>_json`: the bytes as a JSON state (validates, round-trips
    /// through JSON and through the notation) and as a JSON config (validates,
    /// round-trips, and makes a valid start state).
    fn check_json(data: &[u8]) {
        let Ok(text) = std::str::from_utf8(data) else { return };
        if let Ok(s) = serde_json::from_str::<Self::State>(text) {
            Self::assert_state(&s, &|| format!("deserialized from {text}"));
            let json = match serde_json::to_string(&s) {
                Ok(json) => json,
                Err(e) => panic!("a deserialized state does not serialize: {e}: {s}"),
            };
            match serde_json::from_str::<Self::State>(&json) {
                Ok(back) => assert!(back == s, "JSON round trip changed the state: {json}"),
                Err(e) => panic!("serialized state does not deserialize: {e}: {json}"),
            }
        }
        if let Ok(c) = serde_json::from_str::<Self::Config>(text) {
            if let Err(e) = Self::validate_config(&c) {
                panic!("a deserialized config does not validate: {e}: {c:?}");
            }
            let json = match serde_json::to_string(&c) {
                Ok(json) => json,
                Err(e) => panic!("a deserialized config does not serialize: {e}: {c:?}"),
            };
            match serde_json::from_str::<Self::Config>(&json) {
                Ok(back) => assert!(back == c, "JSON round trip changed the config: {json}"),
                Err(e) => panic!("serialized config does not deserialize: {e}: {json}"),
            }
            match Self::new_state(c) {
                Ok(s) => {
                    Self::assert_state(&s, &|| format!("start of the config {json}"));
                }
                Err(e) => panic!("a valid config makes no state: {e}: {json}"),
            }
        }
    }

    /// `<game>_play`: a start (state notation before the first `0xFF` byte,
    /// else the seeded state picked by the first choice byte), then one move
    /// per remaining byte (the byte modulo the number of legal moves or
    /// chance outcomes), then [`EXTRA_PLIES`] more from a generator seeded by
    /// the input; every state on the way passes [`Harness::assert_state`].
    fn check_play(data: &[u8]) {
        let seeds = Self::seeds();
        let parsed = data.iter().position(|&b| b == 0xFF).and_then(|i| {
            let s = std::str::from_utf8(&data[..i]).ok()?.parse::<Self::State>().ok()?;
            Some((s, &data[i + 1..]))
        });
        let (mut state, choices) = match parsed {
            Some(found) => found,
            None => {
                let Some((&pick, rest)) = data.split_first() else {
                    return;
                };
                let Some(s) = seeds.get(pick as usize % seeds.len().max(1)) else {
                    return;
                };
                (s.clone(), rest)
            }
        };
        let mut moves = Self::assert_state(&state, &|| "start".to_string());
        let mut rng = SplitMix(fnv(data));
        let mut bytes = choices.iter().take(MAX_INPUT_PLIES);
        let mut extra = 0;
        while !moves.is_empty() {
            let pick = match bytes.next() {
                Some(&b) => b as usize,
                None if extra < EXTRA_PLIES => {
                    extra += 1;
                    rng.next() as usize
                }
                None => return,
            };
            let Some(m) = moves.get(pick % moves.len()) else { return };
            (state, moves) = Self::apply_legal(&state, m);
        }
    }
}

/// FNV-1a of the input, the seed of the extra plies' generator.
fn fnv(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    })
}

/// SplitMix64: a tiny seeded generator for the extra plies.
struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

macro_rules! harness {
    ($name:ident, $krate:ident, $label:literal, starts = $starts:expr $(, full_form = $full:expr)? $(, legacy = $legacy:expr)?) => {
        #[doc = concat!("The ", $label, " harness.")]
        pub struct $name;
        impl Harness for $name {
            type State = $krate::State;
            type Config = $krate::Config;
            const NAME: &'static str = $label;
            fn validate(s: &Self::State) -> Result<(), String> {
                s.validate().map_err(|e| e.to_string())
            }
            fn check_move_ok(s: &Self::State, m: &$krate::Move) -> bool {
                s.check_move(m).is_ok()
            }
            fn validate_config(c: &Self::Config) -> Result<(), String> {
                c.validate().map_err(|e| e.to_string())
            }
            fn new_state(c: Self::Config) -> Result<Self::State, String> {
                $krate::State::new(c).map_err(|e| e.to_string())
            }
            fn configs() -> Vec<Self::Config> {
                $starts
            }
            $(
                fn legacy_spelling(s: &Self::State, printed: &str) -> Option<String> {
                    let legacy: fn(&Self::State, &str) -> Option<String> = $legacy;
                    legacy(s, printed)
                }
            )?
            $(
                fn full_form(s: &Self::State, m: &$krate::Move) -> $krate::Move {
                    let full: fn(&Self::State, &$krate::Move) -> $krate::Move = $full;
                    full(s, m)
                }
            )?
            fn seeds() -> &'static [Self::State] {
                static SEEDS: OnceLock<Vec<$krate::State>> = OnceLock::new();
                SEEDS.get_or_init(Self::make_seeds)
            }
        }
    };
}

harness!(
    Xobrainer,
    xobrainer,
    "xobrainer",
    starts = {
        use xobrainer::{BySide, Config, MatchFormat, TimeBomb, Variants};
        let base = Config {
            format: MatchFormat::OneRound,
            ..Config::default()
        };
        vec![
            Config::default(),
            Config {
                variants: Variants {
                    random: true,
                    mission: true,
                    ..Variants::default()
                },
                ..base.clone()
            },
            Config {
                variants: Variants {
                    map: true,
                    time_bomb: Some(TimeBomb::Secs20),
                    ..Variants::default()
                },
                ..base.clone()
            },
            Config {
                format: MatchFormat::Sets { best_of: 1 },
                team_sizes: BySide([2, 3]),
                ..Config::default()
            },
        ]
    }
);

harness!(
    Oduludo,
    oduludo,
    "oduludo",
    starts = {
        use oduludo::Config;
        vec![
            Config::default(),
            Config::with_players(4),
            Config::team(),
            Config::last_pawn(3),
        ]
    },
    legacy = |s, printed| {
        // A revision-2 config part (nine knob codes) reads as queen-alone
        // (decision 25): the printed text less its tenth knob code.
        if s.config().backward_rule != oduludo::BackwardRule::QueenAlone {
            return None;
        }
        let mut parts: Vec<&str> = printed.splitn(4, ' ').collect();
        let knobs = parts.get(2)?;
        let nine = knobs.get(..knobs.len().checked_sub(1)?)?;
        parts[2] = nine;
        Some(parts.join(" "))
    }
);

harness!(
    Numseq,
    numseq,
    "numseq",
    starts = {
        use numseq::Config;
        vec![
            Config::default(),
            Config::with_players(3),
            Config::with_players(4),
            Config::with_players(6),
        ]
    }
);

harness!(
    Deblockle,
    deblockle,
    "deblockle",
    starts = {
        use deblockle::{Config, SetupMode, SideBySide};
        let capped = Config {
            max_turns: Some(150),
            ..Config::default()
        };
        vec![
            Config::default(),
            Config {
                setup: SetupMode::Random,
                south_blocks: 2,
                north_blocks: 3,
                ..capped
            },
            Config {
                side_by_side: SideBySide::Forbidden,
                ..capped
            },
        ]
    },
    // D-R1: `State::complete` fills the face letter into a short turn.
    full_form = |s, m| s.complete(m).unwrap_or(*m)
);

//! The state type and pawn positions (`State::validate`, the invariants, is in invariants.rs).

use board_core::track::Track;

use crate::colour::{Colour, ColourSet, PawnKind};
use crate::config::{Config, ConfigError, ConfigProblem, Mode};
use crate::layout::{RING_LEN, SquareKind};

/// Pawns per colour: King, Queen, 3 Soldiers (index 0, 1, 2-4).
pub const PAWNS: usize = 5;

/// Where a pawn is. `Display` and `Debug` print the state notation: `H`
/// spaceship, `E` Earth, `X` out, `r17` ring square, `pG3` square 3 of
/// Green's path.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Loc {
    /// On its owner's spaceship (off the board).
    Ship,
    /// On ring square `0..52` (absolute; Green's Moon is 0, clockwise).
    Ring(u8),
    /// On square `index` (0-based from the ring) of a colour's coloured path.
    Path(Colour, u8),
    /// On Earth (either globe square).
    Earth,
    /// Out of the round (eliminated) or out of the game (Last Pawn removal).
    Out,
}

impl core::fmt::Display for Loc {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Loc::Ship => f.write_str("H"),
            Loc::Earth => f.write_str("E"),
            Loc::Out => f.write_str("X"),
            Loc::Ring(r) => write!(f, "r{r}"),
            Loc::Path(c, i) => write!(f, "p{}{i}", c.letter()),
        }
    }
}

impl core::fmt::Debug for Loc {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

impl Loc {
    /// Whether this is a square of the board (ring or path).
    pub const fn on_board(self) -> bool {
        matches!(self, Loc::Ring(_) | Loc::Path(..))
    }
}

/// One pawn: where it is and, if kidnapped, which colour holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pawn {
    /// Position (a prisoner is where its captor's group is).
    pub loc: Loc,
    /// The colour holding it prisoner, if any.
    pub captor: Option<Colour>,
}

impl Pawn {
    pub(crate) const SHIP: Pawn = Pawn {
        loc: Loc::Ship,
        captor: None,
    };
    pub(crate) const OUT: Pawn = Pawn {
        loc: Loc::Out,
        captor: None,
    };
    /// Whether the pawn is not a prisoner.
    pub const fn is_free(self) -> bool {
        self.captor.is_none()
    }
}

/// A colour's standing in the current round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayerStatus {
    /// The colour is not in the game.
    Absent,
    /// Still playing this round.
    Active,
    /// All pawns home this round.
    Finished,
    /// King sent back this round (or team out).
    Eliminated,
}

/// The pending decision: what the actor must decide now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Chance: who starts the first round (uniform over the players).
    StartRoll,
    /// Chance: the ordinary die of the player to move.
    Roll,
    /// The player chooses what to do with the roll: enter, step or pass.
    Move,
    /// The player's group holding the Queen landed on a Sun: jump forward or
    /// back (O-R9; under the `queen-alone` knob, O-R2, only the Queen alone).
    Sun {
        /// The Sun square.
        at: Loc,
        /// The moving group (pawn bits `5 * colour + index`).
        group: u32,
        /// Whether the move was made with a 6 (for a Star after a blocked jump).
        six: bool,
    },
    /// The player's group landed on an opposing group: send it back or kidnap it.
    Capture {
        /// The square.
        at: Loc,
        /// Whether the ODULUDO die is offered afterwards (landed on an ODULUDO ring).
        odu: bool,
    },
    /// On an ODULUDO ring: roll the ODULUDO die or not.
    Odu {
        /// The ODULUDO ring square.
        at: Loc,
    },
    /// Chance: the ODULUDO die.
    OduRoll {
        /// The ODULUDO ring square.
        at: Loc,
    },
    /// Last Pawn: the round is over; the loser starts the next round.
    RoundOver,
    /// The game is over.
    GameOver,
}

/// A whole game state: config, pawns, the pending decision ([`Phase`]),
/// flags (extra roll, tries, must-move pawns, used UFOs) and scores. Small
/// and `Copy`: undo is keeping the previous value. See the crate docs for the
/// rules.
///
/// `Display`/`FromStr` give a one-line notation that captures everything
/// exactly; parsing validates it with [`State::validate`]:
///
/// ```
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// use oduludo::{Config, State};
/// let s = State::new(Config::with_players(2))?;
/// assert_eq!(
///     s.to_string(),
///     "GB std mrncfmsunc M:.*S.O.UL.SJ/5s ; G:H,H,H,H,H B:H,H,H,H,H ; start ; \
///      t=G s=G d=0 x=0 y=0 z=0 m=0,0,0,0 u=0 st=a-a- w=- l=- e=- n=1 \
///      rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0"
/// );
/// assert_eq!(s.to_string().parse::<State>()?, s);
/// // Two opposing groups on one square are refused.
/// let bad = s.to_string().replace("G:H,H,H,H,H B:H,H,H,H,H", "G:H,H,H,H,r5 B:H,H,H,H,r5");
/// assert!(bad.parse::<State>().is_err());
/// # Ok(()) }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) config: Config,
    /// Every pawn, stored once: its [`pawn_code`] (index `5 * colour +
    /// pawn`): the location, with [`PRISONER`] set for a prisoner, whose
    /// captor is in `captors`. Square tests on all pawns are one vector
    /// compare.
    pub(crate) codes: [u8; 4 * PAWNS],
    /// The captor of each prisoner: bits `2 * b..2 * b + 2` hold the colour
    /// index of pawn `b`'s captor (`b = 5 * colour + pawn`), 0 for a free
    /// pawn, so that equal positions have equal values.
    pub(crate) captors: u64,
    /// Occupancy cache, one byte a ring square: entry `r` (ring square `r`,
    /// location code `r + 1`) has bit `colour` set when a free pawn of that
    /// colour stands there. Kept in
    /// step with `codes` by every write to them (`set_pawn`, `move_mask`,
    /// `move_own`, `refresh_board`; sorting a colour's Soldiers does not
    /// change it) and re-derived from scratch by [`State::validate`].
    /// The test for an opposing pawn on a ring square is one load and a bit
    /// test. Bit 4 ([`HELD`]) is set where a prisoner stands (a code
    /// `r + 1` with [`PRISONER`]), so that finding a moving group's
    /// prisoners is skipped with one test where there are none.
    pub(crate) board: [u8; BOARD_LEN],
    pub(crate) phase: Phase,
    /// Colours (bit `colour`) whose Soldiers moved since the last
    /// [`State::normalize`], which re-sorts only their Soldiers and clears
    /// it: always 0 between moves (every `apply` ends normalized), so it
    /// never shows in the notation or serde forms, and a loaded state has 0
    /// (its normal form is checked by [`State::validate`], which normalizes
    /// every colour). It lives in what was padding: the size is unchanged.
    pub(crate) unsorted: u8,
    pub(crate) turn: Colour,
    pub(crate) starter: Colour,
    pub(crate) roll: u8,
    pub(crate) extra: bool,
    pub(crate) tries: u8,
    pub(crate) sixes: u8,
    pub(crate) must_move: ByColour<u8>,
    pub(crate) ufo_used: u8,
    pub(crate) status: ByColour<PlayerStatus>,
    pub(crate) winner: Option<Colour>,
    pub(crate) loser: Option<Colour>,
    pub(crate) last_out: Option<Colour>,
    pub(crate) round: u16,
    pub(crate) round_score: ByColour<i32>,
    pub(crate) totals: ByColour<i32>,
    pub(crate) round_wins: ByColour<u8>,
    pub(crate) pawn_count: ByColour<u8>,
}

/// Set in a [`pawn_code`] for a prisoner.
const PRISONER: u8 = 0x80;

/// [`State::board`]: a prisoner stands on the ring square.
pub(crate) const HELD: u8 = 0x10;

/// [`State::board`]: the colour bits (a free pawn of the colour stands there).
pub(crate) const COLOUR_BITS: u8 = 0x0F;

/// The codes of the three places off the board.
const SHIP_CODE: u8 = 0;
pub(crate) const EARTH_CODE: u8 = 100;
pub(crate) const OUT_CODE: u8 = 101;

/// The code of ring squares that do not exist (`52..`); it reads back as
/// ring square 52.
const SPARE: u8 = 0x7F;

/// The code of path squares that do not exist (`8..`); it reads back as
/// Green's path square 8. Like [`SPARE`], never the code of a valid pawn
/// (validation refuses both locations).
const BAD_PATH: u8 = 0x7E;

/// Entries of [`State::board`]: one a ring square.
pub(crate) const BOARD_LEN: usize = RING_LEN as usize;

/// Whether a [`pawn_code`] is that of a free pawn on a ring square (codes
/// `1..=52`), which [`State::board`] records.
#[inline(always)]
pub(crate) const fn on_ring(code: u8) -> bool {
    code.wrapping_sub(1) < RING_LEN
}

/// The location a [`pawn_code`] names (its prisoner bit ignored): the
/// inverse of [`loc_code`].
pub(crate) const fn code_loc(code: u8) -> Loc {
    let code = code & !PRISONER;
    match code {
        SHIP_CODE => Loc::Ship,
        EARTH_CODE => Loc::Earth,
        OUT_CODE => Loc::Out,
        1..=RING_LEN => Loc::Ring(code - 1),
        56..=87 => match Colour::from_index(((code - 56) / 8) as usize) {
            Some(c) => Loc::Path(c, code & 7),
            None => Loc::Ring(RING_LEN),
        },
        BAD_PATH => Loc::Path(Colour::Green, 8),
        _ => Loc::Ring(RING_LEN),
    }
}

/// A number for each location a pawn can occupy (ring `0..52`, paths of at
/// most 8 squares), different for different locations and ordered as
/// [`Loc`]'s `Ord`; every other location (never a pawn's) gets [`SPARE`].
pub(crate) const fn loc_code(l: Loc) -> u8 {
    match l {
        Loc::Ship => SHIP_CODE,
        Loc::Ring(r) if r < RING_LEN => 1 + r,
        Loc::Path(c, i) if i < 8 => 56 + 8 * c as u8 + i,
        Loc::Earth => EARTH_CODE,
        Loc::Out => OUT_CODE,
        Loc::Ring(_) => SPARE,
        Loc::Path(..) => BAD_PATH,
    }
}

/// Whether a [`pawn_code`] is that of a free pawn on a ring or path square.
#[inline]
pub(crate) const fn free_on_board(code: u8) -> bool {
    code != SHIP_CODE && code < EARTH_CODE
}

/// The location code of a pawn, with [`PRISONER`] set for a prisoner.
pub(crate) const fn pawn_code(p: Pawn) -> u8 {
    loc_code(p.loc) | if p.captor.is_some() { PRISONER } else { 0 }
}

/// `codes` as three words XORed with `want` in every byte, so that a byte
/// equal to `want` is a zero byte: bytes 0-7, 8-15, and 16-19 padded with
/// four bytes that differ from `want`.
#[inline]
fn xor_words(codes: &[u8; 4 * PAWNS], want: u8) -> [u64; 3] {
    let splat = u64::from_ne_bytes([want; 8]);
    let word = |at: usize| {
        codes
            .get(at..at + 8)
            .and_then(|w| w.first_chunk::<8>())
            .map_or(!splat, |w| u64::from_le_bytes(*w))
    };
    let last = codes.last_chunk::<4>().map_or(u32::MAX, |w| u32::from_le_bytes(*w));
    let pad = u64::from(!want) * 0x0101_0101;
    let hi = u64::from(last) | pad << 32;
    [word(0) ^ splat, word(8) ^ splat, hi ^ splat]
}

/// The bytes of `codes` equal to `want`, as a bit mask (8 bytes at a time).
#[inline]
fn equal_bytes(codes: &[u8; 4 * PAWNS], want: u8) -> u32 {
    let [lo, mid, hi] = xor_words(codes, want);
    zero_bytes(lo) | zero_bytes(mid) << 8 | zero_bytes(hi) << 16
}

/// Whether some byte of `codes` equals `want` ([`equal_bytes`] not empty).
#[inline]
fn any_byte_equal(codes: &[u8; 4 * PAWNS], want: u8) -> bool {
    let [lo, mid, hi] = xor_words(codes, want);
    (zero_flags(lo) | zero_flags(mid) | zero_flags(hi)) & ALL_LANES != 0
}

/// Bit 7 of byte `k` set exactly when byte `k` of `x` is zero (no carries
/// across bytes).
#[inline]
const fn zero_flags(x: u64) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// Bit 7 of every byte.
const ALL_LANES: u64 = 0x8080_8080_8080_8080;

/// Per colour, bit 7 of the bytes of its pawns' codes in the three code
/// words of [`State::any_opponent_at_code`] (bytes 0-7, 8-15, 16-19).
const LANES: [[u64; 3]; 4] = {
    let mut t = [[0u64; 3]; 4];
    let mut c = 0;
    while c < 4 {
        let mut i = 0;
        while i < PAWNS {
            let byte = c * PAWNS + i;
            t[c][byte / 8] |= 0x80 << (8 * (byte % 8));
            i += 1;
        }
        c += 1;
    }
    t
};

/// For each set of a colour's pawns (bit `i`: pawn `i`), the bytes of
/// those pawns' codes in the colour's five codes read as a little-endian word.
const OWN_BYTES: [u64; 32] = {
    let mut t = [0u64; 32];
    let mut m = 0;
    while m < 32 {
        let mut i = 0;
        while i < PAWNS {
            if m & (1 << i) != 0 {
                t[m] |= 0xFF << (8 * i);
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// For each byte `m`, the little-endian word with byte `i` all ones where
/// bit `i` of `m` is set.
const BYTE_MASK: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut m = 0;
    while m < 256 {
        let mut i = 0;
        while i < 8 {
            if m & (1 << i) != 0 {
                t[m] |= 0xFF << (8 * i);
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// `codes` as three little-endian words: bytes 0-7, 8-15, and 16-19 with
/// four zero bytes above.
#[inline]
fn code_words(codes: &[u8; 4 * PAWNS]) -> [u64; 3] {
    let word = |at: usize| {
        codes
            .get(at..at + 8)
            .and_then(|w| w.first_chunk::<8>())
            .map_or(0, |w| u64::from_le_bytes(*w))
    };
    let last = codes.last_chunk::<4>().map_or(0, |w| u32::from_le_bytes(*w));
    [word(0), word(8), u64::from(last)]
}

/// Bit `k` set exactly when byte `k` (little-endian) of `x` is zero.
#[inline]
pub(crate) const fn zero_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // Bit 7 of each byte: set iff the byte is zero (no carries across bytes).
    let t = !(((x & LOW7) + LOW7) | x | LOW7);
    // Gather the eight flags into the top byte (products do not overlap).
    ((t >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Bit `k` set exactly when byte `k` (little-endian) of `x` is a code of a
/// free pawn on the board, `1..=99` ([`zero_bytes`]' trick: bit 7 of
/// `(b & 0x7F) + 28` is set from 100 on, with no carry out of the byte, and
/// bit 7 of `b` itself from 128 on).
#[inline]
pub(crate) const fn on_board_bytes(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const PLUS28: u64 = 0x1C1C_1C1C_1C1C_1C1C;
    let high = ((x & LOW7) + PLUS28) | x;
    let t = !(high | zero_flags(x)) & ALL_LANES;
    ((t >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The pawn bits of colour `c` in a group mask.
#[inline]
const fn colour_bits(c: Colour) -> u32 {
    0b11111 << (c as u32 * PAWNS as u32)
}

/// The Soldiers' bits of a group mask (pawns 2-4 of each colour).
const SOLDIERS: u32 = 0b11100 * 0b00001_00001_00001_00001;

/// The colours (bit `colour`) with a pawn in the group mask `mask`.
#[inline]
const fn colours_with(mask: u32) -> u8 {
    (mask & 0b11111 != 0) as u8
        | ((mask & 0b11111 << PAWNS != 0) as u8) << 1
        | ((mask & 0b11111 << (2 * PAWNS) != 0) as u8) << 2
        | ((mask & 0b11111 << (3 * PAWNS) != 0) as u8) << 3
}

/// Every pawn bit of a group mask (4 colours of 5 pawns).
pub(crate) const ALL_PAWNS: u32 = (1 << (4 * PAWNS)) - 1;

/// An integer key ordered exactly as the tuple `(pawn, f, g)` (derived `Ord`:
/// location variant, its fields, then the captor, then the flags).
const fn sort_key(p: Pawn, f: bool, g: bool) -> u32 {
    let loc = match p.loc {
        Loc::Ship => 0,
        Loc::Ring(r) => (1 << 10) | r as u32,
        Loc::Path(c, i) => (2 << 10) | (c as u32) << 8 | i as u32,
        Loc::Earth => 3 << 10,
        Loc::Out => 4 << 10,
    };
    let captor = match p.captor {
        None => 0,
        Some(c) => 1 + c as u32,
    };
    loc << 5 | captor << 2 | (f as u32) << 1 | g as u32
}

/// Bit of pawn `i` of colour `c` in a group mask.
pub(crate) const fn bit(c: Colour, i: usize) -> u32 {
    1 << (c as usize * PAWNS + i)
}

/// One value per colour, indexed by [`Colour`] (no panicking index).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ByColour<T>(pub [T; 4]);

impl<T> core::ops::Index<Colour> for ByColour<T> {
    type Output = T;
    #[inline]
    fn index(&self, c: Colour) -> &T {
        // ok: a colour's index is 0..4 (its discriminant), the array has 4.
        &self.0[c.index()]
    }
}

impl<T> core::ops::IndexMut<Colour> for ByColour<T> {
    #[inline]
    fn index_mut(&mut self, c: Colour) -> &mut T {
        // ok: a colour's index is 0..4 (its discriminant), the array has 4.
        &mut self.0[c.index()]
    }
}

impl State {
    /// A new game at its first decision (the chance move choosing the starter).
    ///
    /// # Errors
    /// [`ConfigError`] listing every violated setup rule.
    pub fn new(config: Config) -> Result<State, ConfigError> {
        config.validate()?;
        config.layout.track().map_err(|_| ConfigError {
            problems: alloc::vec![ConfigProblem::Layout(crate::layout::LayoutError::Malformed)],
        })?;
        let mut s = State {
            config,
            codes: [pawn_code(Pawn::OUT); 4 * PAWNS],
            captors: 0,
            board: [0; BOARD_LEN],
            phase: Phase::StartRoll,
            unsorted: 0,
            turn: Colour::Green,
            starter: Colour::Green,
            roll: 0,
            extra: false,
            tries: 0,
            sixes: 0,
            must_move: ByColour([0; 4]),
            ufo_used: 0,
            status: ByColour([PlayerStatus::Absent; 4]),
            winner: None,
            loser: None,
            last_out: None,
            round: 1,
            round_score: ByColour([0; 4]),
            totals: ByColour([0; 4]),
            round_wins: ByColour([0; 4]),
            pawn_count: ByColour([0; 4]),
        };
        for c in config.colours.iter() {
            s.pawn_count[c] = PAWNS as u8;
        }
        s.reset_round();
        if let Some(first) = config.colours.iter().next() {
            s.turn = first;
            s.starter = first;
        }
        s.normalize();
        Ok(s)
    }

    /// Puts every pawn in the round on its spaceship and resets the round's flags.
    pub(crate) fn reset_round(&mut self) {
        for c in Colour::ALL {
            let present = self.config.colours.contains(c);
            let n = self.pawn_count[c] as usize;
            self.status[c] = if present {
                PlayerStatus::Active
            } else {
                PlayerStatus::Absent
            };
            let base = c.index() * PAWNS;
            for (i, code) in self.codes.iter_mut().skip(base).take(PAWNS).enumerate() {
                *code = if present && i < n { SHIP_CODE } else { OUT_CODE };
            }
        }
        self.captors = 0;
        self.refresh_board();
        self.unsorted = 0b1111;
        self.must_move = ByColour([0; 4]);
        self.ufo_used = 0;
        self.winner = None;
        self.loser = None;
        self.last_out = None;
        self.round_score = ByColour([0; 4]);
        self.roll = 0;
        self.extra = false;
        self.tries = 0;
        self.sixes = 0;
    }

    // ----- public read access -----

    /// The setup.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The pending decision.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The colour whose turn it is (or who starts the next round).
    pub fn colour_to_move(&self) -> Colour {
        self.turn
    }
    /// The current roll of the ordinary die (0 when none is pending).
    pub fn roll(&self) -> u8 {
        self.roll
    }
    /// Pawn `i` (0 King, 1 Queen, 2-4 Soldiers) of `c`.
    pub fn pawn(&self, c: Colour, i: usize) -> Option<Pawn> {
        (i < PAWNS).then(|| self.pw(c, i))
    }
    /// The standing of `c` this round.
    pub fn status(&self, c: Colour) -> PlayerStatus {
        self.status[c]
    }
    /// The round score of `c` (prisoner bonus, elimination penalty).
    pub fn round_score(&self, c: Colour) -> i32 {
        self.round_score[c]
    }
    /// Last Pawn: total points of `c` over finished rounds.
    pub fn total(&self, c: Colour) -> i32 {
        self.totals[c]
    }
    /// Last Pawn: rounds won by `c`.
    pub fn round_wins(&self, c: Colour) -> u8 {
        self.round_wins[c]
    }
    /// Pawns `c` plays with this round (Last Pawn removes one per round won).
    pub fn pawn_count(&self, c: Colour) -> u8 {
        self.pawn_count[c]
    }
    /// The round number (1-based).
    pub fn round(&self) -> u16 {
        self.round
    }
    /// The round's winner once known (in team play, one partner).
    pub fn winner(&self) -> Option<Colour> {
        self.winner
    }
    /// The round's loser once known.
    pub fn loser(&self) -> Option<Colour> {
        self.loser
    }
    /// Whether the UFO of `c`'s parking is still there.
    pub fn ufo_available(&self, c: Colour) -> bool {
        self.config.colours.contains(c) && self.ufo_used & (1 << c.index()) == 0
    }
    /// Whether an extra roll is due after the current move.
    pub fn extra_roll_due(&self) -> bool {
        self.extra
    }
    /// Rolls made this turn without a pawn in play (the 3 tries).
    pub fn tries(&self) -> u8 {
        self.tries
    }
    /// Whether pawn `i` of `c` stood on an opponent's Moon at the end of its
    /// owner's turn and must be moved.
    pub fn must_move(&self, c: Colour, i: usize) -> bool {
        self.must_move[c] & (1 << i) != 0
    }
    /// The board-core track of the layout (route numbering, bounce).
    ///
    /// Built from the layout on each call (states do not store it, to stay
    /// small); the engine's own route arithmetic agrees with it (see
    /// `tests/suite/size.rs`).
    pub fn track(&self) -> Track {
        // A state's layout passed `Layout::track` in `State::new`, the only
        // constructor (parsing and serde go through it).
        #[allow(clippy::expect_used)]
        self.config.layout.track().expect("validated layout") // ok: validated in State::new
    }
    /// [`Layout::ring_route_len`](crate::Layout::ring_route_len) without
    /// the search: a state's layout is valid, with its one junction at
    /// offset 11 or 12.
    #[inline]
    pub(crate) fn rrl(&self) -> u8 {
        let [.., j11, _] = self.config.layout.galaxy;
        if j11 == SquareKind::Junction { 51 } else { 52 }
    }
    /// Route squares in all: ring, path and globes.
    #[inline]
    pub(crate) fn route_len(&self) -> u8 {
        self.rrl() + self.config.layout.path_len + self.config.layout.goal_len()
    }
    /// `k` squares forward from route `from`, bouncing back from the last
    /// globe (exact landing): [`Track::forward`] of this layout.
    pub(crate) fn forward(&self, from: u8, k: u8) -> Option<u8> {
        forward_on(self.route_len(), from, k)
    }

    // ----- geometry -----

    pub(crate) fn team_mates(&self, a: Colour, b: Colour) -> bool {
        a == b || (self.config.mode == Mode::Team && a.partner() == b)
    }
    /// The route index of `loc` on `c`'s route, if it lies on it.
    pub fn route_of(&self, c: Colour, loc: Loc) -> Option<u8> {
        match loc {
            Loc::Ring(r) if r < RING_LEN => {
                // Below 104: one subtraction reduces it modulo 52.
                let i = r + RING_LEN - c.moon();
                let i = if i >= RING_LEN { i - RING_LEN } else { i };
                (i < self.rrl()).then_some(i)
            }
            Loc::Path(p, i) if p == c && i < self.config.layout.path_len => Some(self.rrl() + i),
            _ => None,
        }
    }
    /// The square of route index `route` of `c` (Earth from the first globe on).
    pub fn loc_at(&self, c: Colour, route: u8) -> Loc {
        let rrl = self.rrl();
        if route < rrl {
            Loc::Ring((c.moon() + route) % RING_LEN)
        } else if route < rrl + self.config.layout.path_len {
            Loc::Path(c, route - rrl)
        } else {
            Loc::Earth
        }
    }
    pub(crate) fn is_safe(&self, loc: Loc) -> bool {
        match loc {
            Loc::Ring(r) => self.config.layout.kind(r).is_safe(),
            _ => true,
        }
    }
    pub(crate) fn colours(&self) -> ColourSet {
        self.config.colours
    }
    pub(crate) fn in_round(&self, c: Colour, i: usize) -> bool {
        self.status[c] != PlayerStatus::Absent && i < self.pawn_count[c] as usize
    }

    // ----- masks -----

    pub(crate) fn each_pawn(&self) -> impl Iterator<Item = (Colour, usize, Pawn)> + '_ {
        Colour::ALL
            .into_iter()
            .flat_map(move |c| (0..PAWNS).map(move |i| (c, i, self.pw(c, i))))
    }
    /// Pawn `i` of `c` (out of the game for an index beyond the pawns).
    #[inline]
    pub(crate) fn pw(&self, c: Colour, i: usize) -> Pawn {
        if i >= PAWNS {
            return Pawn::OUT;
        }
        let b = c.index() * PAWNS + i;
        self.codes.get(b).map_or(Pawn::OUT, |&code| self.pawn_of(b, code))
    }
    /// The pawn with bit `b` (`5 * colour + index`) and code `code`.
    #[inline]
    fn pawn_of(&self, b: usize, code: u8) -> Pawn {
        Pawn {
            loc: code_loc(code),
            captor: self.captor_bits(b),
        }
    }
    /// The captor of pawn `b` (`5 * colour + index`), if it is a prisoner.
    #[inline]
    fn captor_bits(&self, b: usize) -> Option<Colour> {
        let code = self.codes.get(b).copied().unwrap_or(0);
        if code & PRISONER != 0 {
            Colour::from_index(((self.captors >> ((2 * b) & 63)) & 3) as usize)
        } else {
            None
        }
    }
    /// The five pawns of `c` (King, Queen, Soldiers).
    pub(crate) fn pawns_of(&self, c: Colour) -> [Pawn; PAWNS] {
        core::array::from_fn(|i| self.pw(c, i))
    }
    /// Writes pawn `b`'s code and captor bits (no board update).
    #[inline]
    fn put_pawn(&mut self, b: usize, code: u8, captor: Option<Colour>) {
        if let Some(slot) = self.codes.get_mut(b) {
            *slot = code;
            let shift = (2 * b) & 63;
            let bits = captor.map_or(0, |k| k.index() as u64 & 3);
            self.captors = (self.captors & !(3 << shift)) | bits << shift;
        }
    }
    pub(crate) fn set_pawn(&mut self, c: Colour, i: usize, p: Pawn) {
        if i < PAWNS {
            // Only the Soldiers have an order to keep.
            self.unsorted |= u8::from(i >= 2) << c.index();
            let b = c.index() * PAWNS + i;
            let old = self.codes.get(b).copied().unwrap_or(SPARE);
            let new = pawn_code(p);
            self.put_pawn(b, new, p.captor);
            self.board_leave(c, old);
            self.board_enter(c, new);
            self.held_leave(old);
            self.held_enter(new);
        }
    }
    /// A prisoner left the square of code `code & !PRISONER` (its new code
    /// already written): the square's [`HELD`] bit clears unless another
    /// prisoner stays. Nothing for a free pawn's code.
    #[inline]
    fn held_leave(&mut self, code: u8) {
        if code & PRISONER != 0
            && on_ring(code & !PRISONER)
            && !any_byte_equal(&self.codes, code)
            && let Some(e) = self.board.get_mut((code & !PRISONER).wrapping_sub(1) as usize)
        {
            *e &= !HELD;
        }
    }
    /// A pawn now has code `code`: a prisoner on the ring sets the square's
    /// [`HELD`] bit.
    #[inline]
    fn held_enter(&mut self, code: u8) {
        if code & PRISONER != 0
            && on_ring(code & !PRISONER)
            && let Some(e) = self.board.get_mut((code & !PRISONER).wrapping_sub(1) as usize)
        {
            *e |= HELD;
        }
    }
    /// A free pawn of `c` left the square with code `code` (its new code
    /// already written): its colour's bit there clears unless another
    /// free pawn of `c` stays.
    #[inline]
    fn board_leave(&mut self, c: Colour, code: u8) {
        if on_ring(code)
            && !self.pawn_codes(c).contains(&code)
            && let Some(e) = self.board.get_mut(code.wrapping_sub(1) as usize)
        {
            *e &= !(1 << c.index());
        }
    }
    /// A pawn of `c` now has code `code`: a free pawn on the ring sets its
    /// colour's bit there.
    #[inline]
    fn board_enter(&mut self, c: Colour, code: u8) {
        if on_ring(code)
            && let Some(e) = self.board.get_mut(code.wrapping_sub(1) as usize)
        {
            *e |= 1 << c.index();
        }
    }
    /// The [`pawn_code`]s of `c`'s five pawns.
    #[inline]
    pub(crate) fn pawn_codes(&self, c: Colour) -> [u8; PAWNS] {
        let base = c.index() * PAWNS;
        self.codes
            .get(base..base + PAWNS)
            .and_then(|r| r.first_chunk::<PAWNS>())
            .copied()
            .unwrap_or([OUT_CODE; PAWNS])
    }
    /// Re-derives the [`State::board`] cache from the codes.
    pub(crate) fn refresh_board(&mut self) {
        self.board = self.derived_board();
    }
    /// The [`State::board`] cache computed from scratch from the codes.
    pub(crate) fn derived_board(&self) -> [u8; BOARD_LEN] {
        let mut board = [0; BOARD_LEN];
        for (b, &code) in self.codes.iter().enumerate() {
            if on_ring(code)
                && let Some(e) = board.get_mut(code.wrapping_sub(1) as usize)
            {
                *e |= 1 << (b / PAWNS);
            } else if code & PRISONER != 0
                && on_ring(code & !PRISONER)
                && let Some(e) = board.get_mut((code & !PRISONER).wrapping_sub(1) as usize)
            {
                *e |= HELD;
            }
        }
        board
    }
    /// Whether the captor bits are in their normal form: none beyond the 20
    /// pawns, none for a free pawn.
    pub(crate) fn captors_canonical(&self) -> bool {
        let mut prisoners = 0u64;
        for (b, &code) in self.codes.iter().enumerate() {
            if code & PRISONER != 0 {
                prisoners |= 3 << (2 * b);
            }
        }
        self.captors & !prisoners == 0
    }
    /// Every free pawn at `at`, as a mask (bit `5 * colour + index`).
    #[inline(always)]
    pub(crate) fn free_at(&self, at: Loc) -> u32 {
        equal_bytes(&self.codes, loc_code(at))
    }
    /// Every free pawn on the square with location code `code`, as a mask.
    #[inline(always)]
    pub(crate) fn free_at_code(&self, code: u8) -> u32 {
        equal_bytes(&self.codes, code)
    }
    /// The colour bits (bit `colour`, as in [`State::board`]) of `c`'s
    /// side: `c`, and its partner in team play.
    #[inline]
    pub(crate) fn side_mask(&self, c: Colour) -> u8 {
        let own = 1u8 << c.index();
        if self.config.mode == Mode::Team {
            own | 1 << c.partner().index()
        } else {
            own
        }
    }
    /// [`loc_code`] of [`State::loc_at`]`(c, route)`, computed from the route
    /// directly (no [`Loc`] in between).
    #[inline]
    pub(crate) fn route_code(&self, c: Colour, route: u8) -> u8 {
        self.route_code_on(self.rrl(), c, route)
    }
    /// [`State::route_code`] given `rrl` (`State::rrl`), for callers that
    /// know it already.
    #[inline]
    pub(crate) fn route_code_on(&self, rrl: u8, c: Colour, route: u8) -> u8 {
        if route < rrl {
            // Both are below 52, so one subtraction reduces the sum.
            let r = c.moon() + route;
            1 + if r >= RING_LEN { r - RING_LEN } else { r }
        } else if route < rrl + self.config.layout.path_len {
            56 + 8 * c as u8 + (route - rrl)
        } else {
            EARTH_CODE
        }
    }
    /// Free pawns of colours opposed to `c` on the square with location
    /// code `code` ([`State::opponents_at`] with no exclusion).
    #[inline(always)]
    pub(crate) fn opponents_at_code(&self, c: Colour, code: u8) -> u32 {
        let own = colour_bits(c);
        let side = if self.config.mode == Mode::Team {
            own | colour_bits(c.partner())
        } else {
            own
        };
        equal_bytes(&self.codes, code) & !side
    }
    /// Whether [`State::opponents_at_code`] is not empty, without
    /// gathering the mask: the zero-byte flags of the three code words
    /// are tested against the opposing side's byte lanes.
    #[inline(always)]
    pub(crate) fn any_opponent_at_code(&self, c: Colour, code: u8) -> bool {
        if on_ring(code) {
            // A ring square: its colours without the side's.
            let own = 1u8 << c.index();
            let side = if self.config.mode == Mode::Team {
                own | 1 << c.partner().index()
            } else {
                own
            };
            return self
                .board
                .get(code.wrapping_sub(1) as usize)
                .is_some_and(|&e| e & !side & COLOUR_BITS != 0);
        }
        self.any_opponent_on_path(c, code)
    }
    /// [`State::any_opponent_at_code`] off the ring: the codes compared.
    #[inline(never)]
    fn any_opponent_on_path(&self, c: Colour, code: u8) -> bool {
        let side = if self.config.mode == Mode::Team {
            LANES
                .get(c.index())
                .zip(LANES.get(c.partner().index()))
                .map_or([0; 3], |(a, b)| [a[0] | b[0], a[1] | b[1], a[2] | b[2]])
        } else {
            LANES.get(c.index()).copied().unwrap_or([0; 3])
        };
        let splat = u64::from_ne_bytes([code; 8]);
        let word = |at: usize| {
            self.codes
                .get(at..at + 8)
                .and_then(|w| w.first_chunk::<8>())
                .map_or(!splat, |w| u64::from_le_bytes(*w))
        };
        let last = self
            .codes
            .last_chunk::<4>()
            .map_or(0, |w| u64::from(u32::from_le_bytes(*w)));
        let [s0, s1, s2] = side;
        // After the XOR a byte is zero where a pawn has the code; bit 7 set
        // in the side's own bytes (and in the 4 bytes beyond the 20 pawns)
        // keeps those from counting. Then "some byte is zero": the lowest
        // zero byte borrows in `x - 0x01..01` with its bit 7 clear in `x`,
        // and without a zero byte no byte borrows, so none is flagged.
        const ONES: u64 = 0x0101_0101_0101_0101;
        let t0 = (word(0) ^ splat) | s0;
        let t1 = (word(8) ^ splat) | s1;
        let t2 = (last ^ splat) | s2 | !(u64::from(u32::MAX));
        (t0.wrapping_sub(ONES) & !t0 | t1.wrapping_sub(ONES) & !t1 | t2.wrapping_sub(ONES) & !t2) & ALL_LANES != 0
    }
    /// Whether any pawn is a prisoner (some code has [`PRISONER`] set).
    #[inline]
    fn any_prisoner(&self) -> bool {
        let (lo, hi) = self.codes.split_at(16);
        let lo = lo.first_chunk::<16>().map_or(0, |w| u128::from_le_bytes(*w));
        let hi = hi.first_chunk::<4>().map_or(0, |w| u32::from_le_bytes(*w));
        lo & u128::from_ne_bytes([PRISONER; 16]) != 0 || hi & u32::from_ne_bytes([PRISONER; 4]) != 0
    }
    /// Every prisoner at `at`, as a mask.
    #[inline]
    pub(crate) fn prisoners_at(&self, at: Loc) -> u32 {
        equal_bytes(&self.codes, loc_code(at) | PRISONER)
    }
    /// Free pawns of `c` at `at`, as a mask.
    #[inline]
    pub(crate) fn free_of(&self, c: Colour, at: Loc) -> u32 {
        self.free_at(at) & colour_bits(c)
    }
    /// The group of `c` at `at`: its free pawns and the prisoners it holds there.
    pub(crate) fn group_of(&self, c: Colour, at: Loc) -> u32 {
        self.group_with(c, at, self.free_of(c, at))
    }
    /// [`State::group_of`] given its free pawns `own` (`free_of(c, at)`).
    #[inline(always)]
    pub(crate) fn group_with(&self, c: Colour, at: Loc, own: u32) -> u32 {
        // On a ring square the board tells whether a prisoner stands there;
        // elsewhere, whether there is one at all.
        let none_here = match at {
            Loc::Ring(r) => self.board.get(usize::from(r)).is_some_and(|&e| e & HELD == 0),
            _ => !self.any_prisoner(),
        };
        if none_here {
            debug_assert_eq!(self.prisoners_at(at), 0);
            return own;
        }
        self.group_with_prisoners(c, at, own)
    }
    /// [`State::group_with`] when some pawn is a prisoner.
    #[inline(never)]
    fn group_with_prisoners(&self, c: Colour, at: Loc, own: u32) -> u32 {
        let want = loc_code(at) | PRISONER;
        // Usually no prisoner stands here: one test of the zero-byte flags
        // before gathering them into a mask.
        if !any_byte_equal(&self.codes, want) {
            debug_assert_eq!(self.prisoners_at(at), 0);
            return own;
        }
        let mut m = own;
        let mut held = equal_bytes(&self.codes, want);
        while held != 0 {
            let b = held.trailing_zeros() as usize;
            held &= held - 1;
            if (self.captors >> (2 * b)) & 3 == c.index() as u64 {
                m |= 1 << b;
            }
        }
        m
    }
    /// Free pawns at `at` of colours opposed to `c`, not in `exclude`.
    #[inline(always)]
    pub(crate) fn opponents_at(&self, c: Colour, at: Loc, exclude: u32) -> u32 {
        let own = colour_bits(c);
        let side = if self.config.mode == Mode::Team {
            own | colour_bits(c.partner())
        } else {
            own
        };
        self.free_at(at) & !side & !exclude
    }
    /// Free pawns of `c` in `mask`.
    pub(crate) fn own_free(&self, c: Colour, mask: u32) -> u32 {
        // Free: no prisoner bit in the pawn's code (tested on the five
        // codes at once: a byte is zero when its prisoner bit is clear).
        let base = c.index() * PAWNS;
        let code = |k: usize| self.codes.get(base + k).copied().unwrap_or(PRISONER);
        let x = u64::from_le_bytes([
            code(0),
            code(1),
            code(2),
            code(3),
            code(4),
            PRISONER,
            PRISONER,
            PRISONER,
        ]);
        let free = zero_bytes(x & ALL_LANES) & 0b11111;
        mask & free << (c.index() * PAWNS)
    }
    /// Moves every pawn of `mask` to `to`.
    ///
    /// A group (every pawn of `mask` on one square, the usual caller's
    /// case) moves without a loop over its pawns: the codes are rewritten
    /// a word at a time, and the board entries of the two squares are
    /// derived afresh (as [`State::derived_board`] derives them), so how
    /// many pawns and prisoners move, which follows the dice, takes no
    /// branch.
    pub(crate) fn move_mask(&mut self, mask: u32, to: Loc) {
        let mask = mask & ALL_PAWNS;
        let to_code = loc_code(to);
        let first = self.codes.get(mask.trailing_zeros() as usize).copied();
        let [w0, w1, w2] = code_words(&self.codes);
        let byte_mask = |bits: u32| BYTE_MASK.get((bits & 0xFF) as usize).copied().unwrap_or(0);
        let (m0, m1, m2) = (byte_mask(mask), byte_mask(mask >> 8), byte_mask(mask >> 16));
        let Some(first) = first else {
            // No pawn at all (a mask of 0): nothing moves.
            return;
        };
        let from = first & !PRISONER;
        let lows = u64::from_ne_bytes([!PRISONER; 8]);
        let fs = u64::from_ne_bytes([from; 8]);
        let strays = ((w0 ^ fs) & m0) | ((w1 ^ fs) & m1) | ((w2 ^ fs) & m2);
        if strays & lows != 0 {
            self.move_mask_scattered(mask, to_code);
            return;
        }
        self.unsorted |= colours_with(mask & SOLDIERS);
        // Each pawn keeps its prisoner bit (`to_code` never has it).
        let ts = u64::from_ne_bytes([to_code; 8]);
        let ps = u64::from_ne_bytes([PRISONER; 8]);
        let moved = |w: u64, m: u64| (w & !m) | (ts & m) | (w & m & ps);
        let (n0, n1, n2) = (moved(w0, m0), moved(w1, m1), moved(w2, m2));
        let [a0, a1, a2, a3, a4, a5, a6, a7] = n0.to_le_bytes();
        let [b0, b1, b2, b3, b4, b5, b6, b7] = n1.to_le_bytes();
        let [c0, c1, c2, c3, ..] = n2.to_le_bytes();
        self.codes = [
            a0, a1, a2, a3, a4, a5, a6, a7, b0, b1, b2, b3, b4, b5, b6, b7, c0, c1, c2, c3,
        ];
        self.rederive_square(from);
        self.rederive_square(to_code);
    }
    /// The [`State::board`] entry of the square with code `code`, derived
    /// from the codes (nothing off the ring).
    #[inline]
    fn rederive_square(&mut self, code: u8) {
        if on_ring(code) {
            let colours = colours_with(equal_bytes(&self.codes, code));
            let held = if any_byte_equal(&self.codes, code | PRISONER) {
                HELD
            } else {
                0
            };
            if let Some(e) = self.board.get_mut(code.wrapping_sub(1) as usize) {
                *e = colours | held;
            }
        }
    }
    /// [`State::move_mask`] of pawns on more than one square: pawn by pawn.
    #[inline(never)]
    fn move_mask_scattered(&mut self, mask: u32, to_code: u8) {
        let before = self.codes;
        // The colours whose Soldiers move (only they have an order to keep).
        self.unsorted |= colours_with(mask & SOLDIERS);
        let mut m = mask & ALL_PAWNS;
        while m != 0 {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            if let Some(code) = self.codes.get_mut(b) {
                *code = to_code | (*code & PRISONER);
            }
        }
        // Then the board, once every code is written (a prisoner's code
        // is never on it).
        let mut m = mask & ALL_PAWNS;
        while m != 0 {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            if let (Some(&old), Some(c)) = (before.get(b), Colour::from_index(b / PAWNS)) {
                if old & PRISONER == 0 {
                    self.board_leave(c, old);
                    self.board_enter(c, to_code);
                } else {
                    self.held_leave(old);
                    self.held_enter(to_code | PRISONER);
                }
            }
        }
    }
    /// [`State::move_mask`] for free pawns of `c` only (`own`: bit
    /// `index`), such as a group without prisoners: no prisoner bit to keep.
    #[inline(always)]
    pub(crate) fn move_own(&mut self, c: Colour, own: u8, to: Loc) {
        self.move_own_with::<false>(c, own, to);
    }
    /// [`State::move_own`] followed by what [`State::normalize`] does to
    /// `c`'s Soldiers, for a caller that normalizes next with no other
    /// colour marked: in the common case (`c` plays all five pawns, its
    /// Soldiers free) the Soldiers are sorted with their must-move flags
    /// by the branch-free network of `normalize_marked` before the row is
    /// written, whether or not they moved or were out of order (on a
    /// sorted row it changes nothing), and `c` is not marked unsorted.
    /// Otherwise `c` is marked, as by `move_own`. Either way the state
    /// after the caller's `normalize` is the same; here no branch follows
    /// whether a Soldier moved or came out of order (both follow the dice).
    #[inline(always)]
    pub(crate) fn move_own_sorted(&mut self, c: Colour, own: u8, to: Loc) {
        self.move_own_with::<true>(c, own, to);
    }
    #[inline(always)]
    fn move_own_with<const SORT: bool>(&mut self, c: Colour, own: u8, to: Loc) {
        let to_code = loc_code(to);
        let base = c.index() * PAWNS;
        let own = own & 0b11111;
        let from = self
            .codes
            .get(base + own.trailing_zeros() as usize)
            .copied()
            .unwrap_or(SPARE);
        // The colour's five codes as one word, the moving pawns' bytes
        // replaced at once (no loop over the pawns: how many move follows
        // the dice).
        let [r0, r1, r2, r3, r4] = self.pawn_codes(c);
        let word = u64::from_le_bytes([r0, r1, r2, r3, r4, 0, 0, 0]);
        let mask = OWN_BYTES.get(usize::from(own)).copied().unwrap_or(0);
        debug_assert_eq!(word & mask & ALL_LANES, 0, "move_own moves free pawns");
        let one_square = (word ^ u64::from_ne_bytes([from; 8])) & mask == 0;
        let mut moved = word & !mask | u64::from_ne_bytes([to_code; 8]) & mask;
        // Only the Soldiers have an order to keep.
        let marked = u8::from(own & 0b11100 != 0) << c.index();
        if SORT {
            let [_, _, s2, s3, s4, ..] = moved.to_le_bytes();
            // Free Soldiers on valid squares (codes below `SPARE`, no
            // prisoner bit), all three in the round: `normalize_marked`'s
            // free network, keys of the code and the flag.
            if self.pawn_count[c] as usize == PAWNS && s2.max(s3).max(s4) < SPARE {
                let mm = self.must_move[c];
                let key = |code: u8, k: u32| u32::from(code) << 1 | u32::from((mm >> (2 + k)) & 1);
                let (k2, k3, k4) = (key(s2, 0), key(s3, 1), key(s4, 2));
                let (a, b) = (k2.min(k3), k2.max(k3));
                let (b, d) = (b.min(k4), b.max(k4));
                let (a, b) = (a.min(b), a.max(b));
                self.must_move[c] = (mm & 0b11) | ((a & 1) << 2 | (b & 1) << 3 | (d & 1) << 4) as u8;
                let soldiers = u64::from(a >> 1) << 16 | u64::from(b >> 1) << 24 | u64::from(d >> 1) << 32;
                moved = moved & 0xFFFF | soldiers;
            } else {
                self.unsorted |= marked;
            }
        } else {
            self.unsorted |= marked;
        }
        let moved = moved.to_le_bytes();
        if let (Some(row), Some(new)) = (
            self.codes
                .get_mut(base..base + PAWNS)
                .and_then(|r| r.first_chunk_mut::<PAWNS>()),
            moved.first_chunk::<PAWNS>(),
        ) {
            *row = *new;
        }
        if one_square {
            // A group leaves one square: its bit stays only where a pawn of
            // `c` still stands (a Queen that jumped alone).
            self.board_leave(c, from);
        } else {
            self.board = self.derived_board();
        }
        self.board_enter(c, to_code);
    }
    /// [`State::move_mask`] of a group of `c` (its free pawns, and the
    /// prisoners it holds, never pawns of `c`): [`State::move_own`] when it
    /// holds none.
    #[inline]
    pub(crate) fn move_group(&mut self, c: Colour, group: u32, to: Loc) {
        let shift = c.index() * PAWNS;
        if group & !(0b11111 << shift) == 0 {
            self.move_own(c, (group >> shift) as u8, to);
        } else {
            self.move_mask(group, to);
        }
    }
    /// Whether `c` has a free pawn on the board.
    #[inline]
    pub(crate) fn has_pawn_in_play(&self, c: Colour) -> bool {
        // Free (no prisoner bit) and neither on the ship, Earth nor out: a
        // code in 1..EARTH_CODE (ring and path squares; `SPARE` and the
        // codes between `OUT_CODE` and it name no pawn's location), tested
        // on the five codes at once (three padding bytes of 0, the ship's).
        let [a, b, d, e, f] = self.pawn_codes(c);
        let x = u64::from_le_bytes([a, b, d, e, f, SHIP_CODE, SHIP_CODE, SHIP_CODE]);
        const ONES: u64 = 0x0101_0101_0101_0101;
        let low = x & (ONES * 0x7F);
        // Per byte, bit 7 of: `low < EARTH_CODE` (no borrow: 127 + 100 >
        // 127), `low > 0` (no carry: 127 + 127 < 256), and no prisoner bit.
        let below = ONES * (127 + EARTH_CODE as u64) - low;
        let above = low + ONES * 127;
        below & above & !x & (ONES * 0x80) != 0
    }
    /// Whether every pawn of `c` still in the round is on Earth or held
    /// prisoner (a player whose remaining pawns were all kidnapped needs
    /// nothing more).
    pub(crate) fn all_home(&self, c: Colour) -> bool {
        if self.status[c] == PlayerStatus::Absent {
            return true;
        }
        // The pawns in the round: each out, on Earth or a prisoner.
        let base = c.index() * PAWNS;
        let n = (self.pawn_count[c] as usize).min(PAWNS);
        let row = self.codes.get(base..base + n).unwrap_or(&[]);
        row.iter()
            .all(|&code| code >= PRISONER || code == EARTH_CODE || code == OUT_CODE)
    }

    /// Sorts each colour's Soldiers (with their must-move flags) so equal
    /// positions have one notation.
    ///
    /// The order is that of the tuple (pawn, must-move flag, Sun-group
    /// member); a sorting network over an order-preserving integer key
    /// stands in for a general sort (equal keys are equal tuples, so any
    /// correct sort gives the same sequence).
    #[inline]
    pub(crate) fn normalize(&mut self) {
        let unsorted = core::mem::take(&mut self.unsorted) & 0b1111;
        if unsorted == 0 {
            return;
        }
        // The common cases inline: no Sun group, and a marked colour whose
        // Soldiers are all in the round and in order with nothing to reorder
        // them: on valid squares strictly in order (the location comes
        // first in the order; a prisoner's code has its location's below
        // the prisoner bit), or free and merely in order with no flag to
        // tell equal ones apart. The general pass below would change
        // nothing for such a colour (with three Soldiers in the round no
        // flag drops).
        let mut rest = unsorted;
        if !matches!(self.phase, Phase::Sun { .. }) {
            let mut m = unsorted;
            while m != 0 {
                let ci = m.trailing_zeros();
                m &= m - 1;
                if let Some(c) = Colour::from_index(ci as usize)
                    && self.pawn_count[c] as usize == PAWNS
                {
                    // Each code read from the cache on its own (a missing
                    // one, never, would send the colour to the general pass).
                    let base = ci as usize * PAWNS;
                    let code = |k: usize| self.codes.get(base + k).copied().unwrap_or(SPARE);
                    let (c2, c3, c4) = (code(2), code(3), code(4));
                    let (l2, l3, l4) = (c2 & !PRISONER, c3 & !PRISONER, c4 & !PRISONER);
                    let strictly = l2 < l3 && l3 < l4 && l4 < SPARE;
                    let in_order = c2 <= c3 && c3 <= c4 && c4 < SPARE;
                    if strictly || (in_order && self.must_move[c] & 0b11100 == 0) {
                        rest &= !(1 << ci);
                    }
                }
            }
        }
        if rest != 0 {
            self.normalize_marked(rest);
        }
    }

    /// [`State::normalize`] of the colours in `unsorted` (bit `colour`).
    #[inline(never)]
    fn normalize_marked(&mut self, mut unsorted: u8) {
        let mut group = match self.phase {
            Phase::Sun { group, .. } => group,
            _ => 0,
        };
        // Only the colours marked unsorted, lowest first.
        while unsorted != 0 {
            let ci = unsorted.trailing_zeros() as usize;
            unsorted &= unsorted - 1;
            let (Some(mm), Some(&n)) = (self.must_move.0.get_mut(ci), self.pawn_count.0.get(ci)) else {
                continue;
            };
            let n = (n as usize).min(PAWNS);
            if n <= 3 {
                continue;
            }
            let cnt = n - 2;
            let gbits = (group >> (ci * PAWNS)) as u8;
            let base = ci * PAWNS;
            let code = |k: usize| self.codes.get(base + k).copied().unwrap_or(SPARE);
            let (c2, c3, c4) = (code(2), code(3), code(4));
            let loc = |code: u8| code & !PRISONER;
            if cnt == 3 && gbits & 0b11100 == 0 && loc(c2).max(loc(c3)).max(loc(c4)) < SPARE {
                // Three Soldiers on valid squares, none in a Sun group: a
                // branch-free sorting network over keys ordered as the tuples
                // (pawn, flag) (the location's code, then the captor, none
                // first, then the flag), each carrying its Soldier's index
                // (equal keys but for it are equal tuples). The Soldiers'
                // codes and captor bits are packed in one word each, so the
                // sorted order is written with shifts.
                if (c2 | c3 | c4) & PRISONER == 0 {
                    // Free Soldiers: keys of the code and the flag alone
                    // (no captor bits to read or move).
                    let key = |code: u8, k: u32| u32::from(code) << 1 | u32::from((*mm >> (2 + k)) & 1);
                    let (k2, k3, k4) = (key(c2, 0), key(c3, 1), key(c4, 2));
                    let (a, b) = (k2.min(k3), k2.max(k3));
                    let (b, d) = (b.min(k4), b.max(k4));
                    let (a, b) = (a.min(b), a.max(b));
                    *mm = (*mm & 0b11) | ((a & 1) << 2 | (b & 1) << 3 | (d & 1) << 4) as u8;
                    if let Some(row) = self.codes.get_mut(base + 2..base + 5) {
                        row.copy_from_slice(&[(a >> 1) as u8, (b >> 1) as u8, (d >> 1) as u8]);
                    }
                    continue;
                }
                let shift = (2 * (base + 2)) & 63;
                let raw = (self.captors >> shift) & 0x3F;
                // A free pawn's captor bits are 0 (`captors_canonical`);
                // masked all the same, as `captor_bits` reads them.
                let prisoner = |code: u8| u64::from(code >> 7) * 3;
                let cap_bits = raw & (prisoner(c2) | prisoner(c3) << 2 | prisoner(c4) << 4);
                let packed = u32::from(c2) | u32::from(c3) << 8 | u32::from(c4) << 16;
                let key = |code: u8, k: u32| {
                    let captor = if code & PRISONER != 0 {
                        1 + ((cap_bits >> (2 * k)) & 3) as u32
                    } else {
                        0
                    };
                    u32::from(loc(code)) << 6 | captor << 3 | u32::from((*mm >> (2 + k)) & 1) << 2 | k
                };
                let (k2, k3, k4) = (key(c2, 0), key(c3, 1), key(c4, 2));
                let (a, b) = (k2.min(k3), k2.max(k3));
                let (b, d) = (b.min(k4), b.max(k4));
                let (a, b) = (a.min(b), a.max(b));
                let mut new_mm = *mm & 0b11;
                let mut new_caps = 0u64;
                for (k, key) in [a, b, d].into_iter().enumerate() {
                    let src = key & 3;
                    if let Some(slot) = self.codes.get_mut(base + 2 + k) {
                        *slot = (packed >> (8 * src)) as u8;
                    }
                    new_caps |= ((cap_bits >> (2 * src)) & 3) << (2 * k);
                    new_mm |= (((key >> 2) & 1) as u8) << (2 + k);
                }
                *mm = new_mm;
                self.captors = (self.captors & !(0x3F << shift)) | new_caps << shift;
                continue;
            }
            // The captors of the Soldiers (read from the bits: only the
            // general pass below needs whole pawns).
            let captors = self.captors;
            let captor = |code: u8, b: usize| {
                if code & PRISONER != 0 {
                    Colour::from_index(((captors >> ((2 * b) & 63)) & 3) as usize)
                } else {
                    None
                }
            };
            let (s2, s3, s4) = (captor(c2, base + 2), captor(c3, base + 3), captor(c4, base + 4));
            // Free pawns on valid squares: the codes follow the pawns' order.
            // Strictly increasing, the flags cannot reorder them; merely
            // non-decreasing, they cannot when the Soldiers carry no flag.
            let strictly = c2 < c3 && (cnt == 2 || c3 < c4);
            let in_order = c2 <= c3 && (cnt == 2 || c3 <= c4);
            let no_flags = (*mm | gbits) & 0b11100 == 0;
            if c2.max(c3).max(c4) < SPARE && (strictly || (in_order && no_flags)) {
                // Only flags beyond the round's Soldiers drop (as below).
                *mm &= 0b11 | ((1 << cnt) - 1) << 2;
                continue;
            }
            let flags = |k: usize| (((*mm >> k) & 1) << 1 | ((gbits >> k) & 1)) as u32;
            // Sort keys ordered as the tuples (pawn, flag, group bit): from the
            // codes when every Soldier is free on a valid square, else in full.
            // Each item carries its pawn's captor and code.
            let mut items = if c2.max(c3).max(c4) < SPARE {
                let key = |code: u8, k: usize| (code as u32) << 2 | flags(k);
                [(key(c2, 2), (s2, c2)), (key(c3, 3), (s3, c3)), (key(c4, 4), (s4, c4))]
            } else {
                let key = |code: u8, captor: Option<Colour>, k: usize| {
                    let p = Pawn {
                        loc: code_loc(code),
                        captor,
                    };
                    sort_key(p, *mm & (1 << k) != 0, gbits & (1 << k) != 0)
                };
                [
                    (key(c2, s2, 2), (s2, c2)),
                    (key(c3, s3, 3), (s3, c3)),
                    (key(c4, s4, 4), (s4, c4)),
                ]
            };
            let [a, b, d] = &mut items;
            let sorted = a.0 <= b.0 && (cnt == 2 || b.0 <= d.0);
            if !sorted {
                if cnt == 3 {
                    if a.0 > b.0 {
                        core::mem::swap(a, b);
                    }
                    if b.0 > d.0 {
                        core::mem::swap(b, d);
                    }
                    if a.0 > b.0 {
                        core::mem::swap(a, b);
                    }
                } else if a.0 > b.0 {
                    core::mem::swap(a, b);
                }
            }
            // Flags of the round's Soldiers travel with them; others drop.
            let mut new_mm = *mm & 0b11;
            let mut new_g = gbits & 0b11;
            for (k, (key, _)) in items.iter().enumerate().take(cnt) {
                new_mm |= (((key >> 1) & 1) as u8) << (2 + k);
                new_g |= ((key & 1) as u8) << (2 + k);
            }
            // Sun-group bits beyond the round's Soldiers stay as they were.
            let keep = (0b11111u8 << (2 + cnt)) & 0b11111;
            new_g |= gbits & keep;
            *mm = new_mm;
            for (k, (_, (p, c))) in items.iter().enumerate().take(cnt) {
                self.put_pawn(ci * PAWNS + 2 + k, *c, *p);
            }
            let shift = ci * PAWNS;
            group = (group & !(0b11111 << shift)) | ((new_g as u32 & 0b11111) << shift);
        }
        if let Phase::Sun { group: g, .. } = &mut self.phase {
            *g = group;
        }
    }

    /// The kind of pawn `i`.
    pub fn kind_of(i: usize) -> PawnKind {
        PawnKind::of_index(i)
    }
}

/// [`State::forward`] on a route of `route_len` squares (`State::route_len`,
/// at least 1), for callers that know the length already.
#[inline]
pub(crate) fn forward_on(route_len: u8, from: u8, k: u8) -> Option<u8> {
    let last = route_len as u32 - 1;
    if from as u32 > last {
        return None;
    }
    let t = from as u32 + k as u32;
    if t <= last {
        return Some(t as u8);
    }
    if last == 0 {
        return Some(0);
    }
    let period = 2 * last;
    let m = t % period;
    Some((if m <= last { m } else { period - m }) as u8)
}

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;

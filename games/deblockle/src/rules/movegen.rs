//! Legal-move generation: the groups of turns a tip allows, counting,
//! random choice and `has_move`, on the tables of `hop.rs`.

use super::hop::{HOP_MASKS, hoops_walk, hop_targets, slide_table};
use crate::board::{ALL, STARS, Square, Squares};
use crate::config::{SetupMode, Side, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::layout;
use crate::moves::{MAX_LEGAL_MOVES, Move, TipHop};
use crate::state::{Phase, State};
use alloc::vec::Vec;
use board_core::MoveSink;
use board_core::arrayvec::ArrayVec;
use core::ops::ControlFlow;

/// The legal turns that tip one block in one direction: a single turn
/// without a hop (`targets` empty: Stop, a star removal, or a standing tip
/// under D1 "tip stands"), or one turn per hop destination in `targets`
/// (ascending square order). Move generation, counting, random choice and
/// `has_move` all walk these groups, so they list the same turns in the
/// same order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) from: Square,
    pub(crate) dir: Dir,
    pub(crate) top: Face,
    pub(crate) targets: Squares,
}

impl Group {
    /// How many turns the group holds (at least one).
    pub(crate) fn len(&self) -> u32 {
        if self.targets.is_empty() {
            1
        } else {
            self.targets.count()
        }
    }

    /// The group's `i`-th turn (`i < len()`).
    pub(crate) fn nth(&self, i: u32) -> TipHop {
        let to = if self.targets.is_empty() {
            None
        } else {
            let mut b = self.targets.0;
            for _ in 0..i {
                b &= b.wrapping_sub(1);
            }
            Square::from_index(b.trailing_zeros() as usize)
        };
        TipHop {
            from: self.from,
            dir: self.dir,
            top: Some(self.top),
            to,
        }
    }
}

/// In a [`TIPS`] entry: the face brought up is the Star (a removal).
pub(crate) const TIP_STAR: u64 = 1 << 11;
/// In a [`TIPS`] entry: the face brought up is Stop (a single turn).
pub(crate) const TIP_STOP: u64 = 1 << 12;
/// In a [`TIPS`] entry: the face brought up is the Slider.
pub(crate) const TIP_SLIDER: u64 = 1 << 13;
/// In a [`TIPS`] entry: the face brought up is Hoops.
pub(crate) const TIP_HOOPS: u64 = 1 << 14;

/// `TIPS[sq][cell]`: what tipping the block of cell code `cell` (see
/// `state::encode`: 1-24 South's orientations, 25-48 North's, in
/// [`Orientation::index`] order; every other code has no turn anywhere)
/// on square index `sq` does, per direction (n e
/// s w, 16 bits each from the low end), before any occupancy: the low
/// six bits are the tipped-to square index, or 63 when no turn can start
/// so (off the board, into a star space, the Star up anywhere but the
/// side's target star: [`super::hop::tip`]'s `OffBoard`, `IntoStar`,
/// `StarUpOffTarget`); bits 6-8 are the index of the face the tip brings
/// up ([`Orientation::tip`] then [`Orientation::top`]), so the low nine
/// bits index [`HOP_MASKS`]'s face row and square; one of bits
/// 11-14 names it again for a one-instruction test ([`TIP_STAR`],
/// [`TIP_STOP`], [`TIP_SLIDER`], [`TIP_HOOPS`]; Cross and X have none).
/// The step, the face and the star tests of [`super::hop::tip`] in one
/// lookup a block, indexed by the block's cell as it is stored (no side
/// test: the walks take blocks of the side to move, whose cells name it).
/// A square's row is 64 entries (cell codes 0-63, the code masked to six
/// bits), so the entry's address is the square shifted plus the code: no
/// multiply between the cell's load and the entry's.
pub(crate) static TIPS: [[u64; 64]; 49] = {
    let mut out = [[u64::MAX; 64]; 49];
    let mut s = 0;
    while s < 2 {
        let side = Side::ALL[s]; // ok: compile-time table, s < 2
        let target = side.target_star().index();
        let mut o = 0;
        while o < 24 {
            let mut sq = 0;
            while sq < 49 {
                let mut x = 0u64;
                let mut d = 0;
                while d < 4 {
                    let dir = Dir::ALL[d]; // ok: compile-time table, d < 4
                    let top = Orientation::ALL[o].tip(dir).top(); // ok: compile-time table, o < 24
                    let to = match Square::from_index(sq) {
                        Some(from) => from.step(dir),
                        None => None,
                    };
                    let at = match to {
                        Some(to) => to.index(),
                        None => 255,
                    };
                    let turn = if at >= 49 {
                        false
                    } else if matches!(top, Face::Star) {
                        at == target
                    } else {
                        (STARS.0 >> at) & 1 == 0
                    };
                    let at = if turn { at as u64 } else { 63 };
                    let bit = match top {
                        Face::Star => TIP_STAR,
                        Face::Stop => TIP_STOP,
                        Face::Slider => TIP_SLIDER,
                        Face::Hoops => TIP_HOOPS,
                        Face::Cross | Face::X => 0,
                    };
                    x |= (bit | ((top.index() as u64) << 6) | at) << (16 * d);
                    d += 1;
                }
                out[sq][1 + s * 24 + o] = x; // ok: compile-time table, s < 2, o < 24, sq < 49
                sq += 1;
            }
            o += 1;
        }
        s += 1;
    }
    out
};

/// [`Face::ALL`] padded to eight (a face index masked to three bits
/// needs no bounds check; `TIPS` holds only the first six).
const FACES: [Face; 8] = [
    Face::Star,
    Face::Stop,
    Face::Cross,
    Face::X,
    Face::Slider,
    Face::Hoops,
    Face::Star,
    Face::Star,
];

/// At most 16 groups: four blocks of a side, four tip directions each.
pub(crate) const MAX_GROUPS: usize = 16;

/// A fixed-capacity list of [`Group`]s (no heap), each packed in one
/// `u64`: the targets in bits 0-48, `from` in 49-54, `dir` in 55-56, `top`
/// in 57-59, and the group's length minus one, capped at 15, in 60-63 (128
/// bytes to fill instead of 256, and no popcount on the walk).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Groups {
    items: [u64; MAX_GROUPS],
    len: usize,
    /// Total turns over the groups.
    pub(crate) turns: u32,
}

impl Group {
    fn pack(&self, len: u32) -> u64 {
        (self.targets.0 & crate::board::ALL.0)
            | (self.from.index() as u64) << 49
            | (self.dir.index() as u64) << 55
            | (self.top.index() as u64) << 57
            | (u64::from(len.saturating_sub(1).min(15))) << 60
    }

    fn unpack(x: u64) -> Group {
        Group {
            // ok: every packed value holds a square index below 49, a
            // direction below 4 and a face below 6 (see `pack`).
            from: Square::from_index(((x >> 49) & 63) as usize).unwrap_or(crate::board::SOUTH_HOME_STAR),
            dir: Dir::ALL.get(((x >> 55) & 3) as usize).copied().unwrap_or(Dir::North),
            top: Face::from_index(((x >> 57) & 7) as usize).unwrap_or(Face::Star),
            targets: Squares(x & crate::board::ALL.0),
        }
    }

    /// [`Group::len`] of a packed group.
    fn packed_len(x: u64) -> u32 {
        match (x >> 60) as u32 {
            // 16 or more (a Hoops group can reach 16): count.
            15 => (x & crate::board::ALL.0).count_ones(),
            short => short + 1,
        }
    }
}

impl Groups {
    /// The `i`-th turn over all groups (`i < turns`).
    pub(crate) fn nth_turn(&self, mut i: u32) -> Option<TipHop> {
        for &x in self.items.iter().take(self.len) {
            let n = Group::packed_len(x);
            if i < n {
                return Some(Group::unpack(x).nth(i));
            }
            i -= n;
        }
        None
    }
}

/// Appends a group's turns to a list with room for them (see
/// [`State::gen_move_list`]): one `extend`, the length stored once.
#[inline(always)]
fn write_group(out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>, g: Group) -> ControlFlow<()> {
    let turn = TipHop {
        from: g.from,
        dir: g.dir,
        top: Some(g.top),
        to: None,
    };
    // At most 256 turns in all (`MAX_LEGAL_MOVES`) and the list started
    // with room for that many: `extend` never runs out of room (it would
    // panic, never overwrite).
    // Every generated hop set is of squares of the board: no mask.
    if g.targets.0 == 0 {
        // One move: no room is never the case (see above); it would drop it.
        let _ = out.try_push(Move::Turn(turn));
    } else {
        out.extend(
            g.targets
                .iter_board()
                .map(|to| Move::Turn(TipHop { to: Some(to), ..turn })),
        );
    }
    ControlFlow::Continue(())
}

/// What one block's tips share within [`State::for_each_group_on`]: the
/// block, the squares its tips may not land on, the squares its hops may
/// end on, and the node's rule switches that are not compiled in (`SBS`:
/// the side-by-side variant forbids touching; `WALK`: Hoops with
/// [`crate::config::HoopsPath::Unblocked`]).
#[derive(Clone, Copy)]
struct DirCtx<const SBS: bool, const WALK: bool> {
    from: Square,
    /// The other blocks, and bits 49-63 (a `TIPS` entry's square 63 is
    /// bit 63: no turn).
    blocked: u64,
    /// Squares a hop may end on: on the board, no block, no star space,
    /// beside no opposing block under the side-by-side variant.
    free: u64,
    /// Squares a turn may end on (all of them without the variant).
    allowed: Squares,
    stands: bool,
    slider: crate::config::SliderStop,
}

/// The hop destinations of the Slider and of Hoops with
/// [`crate::config::HoopsPath::Unblocked`] (`entry` has [`TIP_SLIDER`] or
/// [`TIP_HOOPS`]) from the entry's square, given `blocked` (the other
/// blocks, plus bits 49-63, masked off here): out of line, so that the walk
/// over the fixed patterns keeps its registers (and the walk keeps no
/// separate copy of the other blocks live).
#[inline(never)]
fn moving_targets(entry: u64, blocked: u64, allowed: Squares, free: u64, slider: crate::config::SliderStop) -> u64 {
    let i = (entry & 63) as usize;
    let rest = Squares(blocked & ALL.0);
    if entry & TIP_SLIDER != 0 {
        slide_table(i, rest.0, slider) & allowed.0
    } else {
        hoops_walk(i, rest) & free
    }
}

impl<const SBS: bool, const WALK: bool> DirCtx<SBS, WALK> {
    /// The group of tipping `from` towards `dir`, whose [`TIPS`] entry
    /// is the low 16 bits of `entry`, if it is not empty.
    #[inline(always)]
    fn group(&self, dir: Dir, entry: u64) -> Option<Group> {
        // The tipped-to square: off the board or onto a block (or 63, no
        // turn whatever the occupancy, see `TIPS`), no turn.
        // (`wrapping_shr` takes the shift mod 64: the square's six bits,
        // with no mask of its own.)
        if self.blocked.wrapping_shr(entry as u32) & 1 != 0 {
            return None;
        }
        let face = (entry >> 6) as usize & 7;
        // Cross, X, Hoops through blocks: a fixed pattern; the rest zero.
        let mut targets = HOP_MASKS.get((entry & 511) as usize).copied().unwrap_or(0) & self.free;
        // The hops that depend on the blocks on the way.
        let moving = if WALK { TIP_SLIDER | TIP_HOOPS } else { TIP_SLIDER };
        if entry & moving != 0 {
            targets = moving_targets(entry, self.blocked, self.allowed, self.free, self.slider);
        }
        let top = FACES.get(face).copied().unwrap_or(Face::Star);
        let group = Group {
            from: self.from,
            dir,
            top,
            targets: Squares(targets),
        };
        if targets != 0 {
            return Some(group);
        }
        // A single turn: the Star up on the target star (a removal, see
        // `TIPS`), Stop, or a tip that stands under D1 "tip stands".
        if entry & TIP_STAR != 0
            || ((entry & TIP_STOP != 0 || self.stands) && (!SBS || self.allowed.0.wrapping_shr(entry as u32) & 1 != 0))
        {
            return Some(group);
        }
        None
    }
}

impl State {
    /// Calls `f` with each non-empty [`Group`] of `side`'s legal turns (in
    /// play), blocks in square order, directions n e s w; stops early when
    /// `f` breaks.
    ///
    /// This is [`super::hop::tip`] then [`hop_targets`] per block and direction, with
    /// the tip unrolled into one [`TIPS`] lookup a block, the fixed hop
    /// patterns from [`HOP_MASKS`] and bit tests: the hot path of move
    /// generation, counting, random play and `has_move`.
    /// `tips_and_groups_agree` checks it against `tip` under every switch
    /// and the conformance check against `apply`.
    #[inline(always)]
    pub(crate) fn for_each_group(&self, side: Side, f: impl FnMut(Group) -> ControlFlow<()>) -> ControlFlow<()> {
        self.for_each_group_on(self.occupied(side), self.occupied(side.opponent()), f)
    }

    /// [`State::for_each_group`] with the occupancy given: `own` for the
    /// side's blocks (each must hold a block of that side in `cells`,
    /// which names the side: see [`TIPS`]) and `opp` for the opponent's. Counting a child's turns uses it with the
    /// parent's cells, when only the other side's blocks moved.
    ///
    /// The side-by-side variant and the Hoops path are compiled in (four
    /// walks, [`State::groups_on`]), chosen once here.
    #[inline(always)]
    fn for_each_group_on(
        &self,
        own: Squares,
        opp: Squares,
        f: impl FnMut(Group) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let sbs = self.config.side_by_side == crate::config::SideBySide::Forbidden;
        let walk = self.config.hoops_path == crate::config::HoopsPath::Unblocked;
        match (sbs, walk) {
            (false, true) => self.groups_on::<false, true>(own, opp, f),
            (false, false) => self.groups_on::<false, false>(own, opp, f),
            (true, true) => self.groups_on::<true, true>(own, opp, f),
            (true, false) => self.groups_on::<true, false>(own, opp, f),
        }
    }

    /// [`State::for_each_group_on`] for one setting of the side-by-side
    /// variant (`SBS`: forbidden) and the Hoops path (`WALK`: unblocked).
    #[inline(always)]
    fn groups_on<const SBS: bool, const WALK: bool>(
        &self,
        own: Squares,
        opp: Squares,
        mut f: impl FnMut(Group) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let all = own.or(opp);
        let stands = self.config.tip_without_hop == TipWithoutHop::TipStands;
        let slider = self.config.slider_stop;
        // Side-by-side variant: a turn may end on a square beside no opposing
        // block, and only if the mover's other blocks touch none either.
        // (Without the variant, nothing is beside an opposing block.)
        let opp_nb = if SBS { opp.neighbours() } else { Squares::EMPTY };
        let allowed = ALL.minus(opp_nb);
        let open = allowed.minus(STARS).0;
        for from in own.iter() {
            if SBS && !own.minus(from.bb()).and(opp_nb).is_empty() {
                continue;
            }
            let cell = self.cells.get(from.index()).copied().unwrap_or(0);
            let Some(x) = TIPS.get(from.index()).and_then(|t| t.get((cell & 63) as usize)) else {
                continue;
            };
            let x = *x;
            let rest = all.minus(from.bb());
            let ctx = DirCtx::<SBS, WALK> {
                from,
                blocked: rest.0 | !ALL.0,
                free: open & !rest.0,
                allowed,
                stands,
                slider,
            };
            // The four directions unrolled (n e s w), each one's entry of
            // `TIPS` in a register, no iterator state.
            ctx.group(Dir::North, x).map_or(ControlFlow::Continue(()), &mut f)?;
            ctx.group(Dir::East, x >> 16)
                .map_or(ControlFlow::Continue(()), &mut f)?;
            ctx.group(Dir::South, x >> 32)
                .map_or(ControlFlow::Continue(()), &mut f)?;
            ctx.group(Dir::West, x >> 48)
                .map_or(ControlFlow::Continue(()), &mut f)?;
        }
        ControlFlow::Continue(())
    }

    /// Appends `side`'s legal turns (in play) to `buf`, in the order of
    /// [`State::for_each_group`] (the same walk, group by group): the list
    /// generator's own loop, with no closure between the walk and the
    /// writes, so fewer of the walk's values go through the stack.
    #[inline(always)]
    fn list_turns(&self, side: Side, buf: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        let own = self.occupied(side);
        let opp = self.occupied(side.opponent());
        let sbs = self.config.side_by_side == crate::config::SideBySide::Forbidden;
        let walk = self.config.hoops_path == crate::config::HoopsPath::Unblocked;
        match (sbs, walk) {
            (false, true) => self.list_on::<false, true>(own, opp, buf),
            (false, false) => self.list_on::<false, false>(own, opp, buf),
            (true, true) => self.list_on::<true, true>(own, opp, buf),
            (true, false) => self.list_on::<true, false>(own, opp, buf),
        }
    }

    /// [`State::list_turns`] for one setting of the side-by-side variant
    /// and the Hoops path (see [`State::groups_on`]).
    #[inline(always)]
    fn list_on<const SBS: bool, const WALK: bool>(
        &self,
        own: Squares,
        opp: Squares,
        buf: &mut ArrayVec<Move, MAX_LEGAL_MOVES>,
    ) {
        let all = own.or(opp);
        let stands = self.config.tip_without_hop == TipWithoutHop::TipStands;
        let slider = self.config.slider_stop;
        let opp_nb = if SBS { opp.neighbours() } else { Squares::EMPTY };
        let allowed = ALL.minus(opp_nb);
        let open = allowed.minus(STARS).0;
        for from in own.iter() {
            if SBS && !own.minus(from.bb()).and(opp_nb).is_empty() {
                continue;
            }
            let cell = self.cells.get(from.index()).copied().unwrap_or(0);
            let Some(x) = TIPS.get(from.index()).and_then(|t| t.get((cell & 63) as usize)) else {
                continue;
            };
            let x = *x;
            let rest = all.minus(from.bb());
            let ctx = DirCtx::<SBS, WALK> {
                from,
                blocked: rest.0 | !ALL.0,
                free: open & !rest.0,
                allowed,
                stands,
                slider,
            };
            for (k, dir) in Dir::ALL.into_iter().enumerate() {
                if let Some(g) = ctx.group(dir, x >> (16 * k)) {
                    let _ = write_group(buf, g);
                }
            }
        }
    }

    /// Every non-empty group of `side`'s legal turns, with their total.
    pub(crate) fn groups(&self, side: Side) -> Groups {
        let mut g = Groups {
            items: [0; MAX_GROUPS],
            len: 0,
            turns: 0,
        };
        let _ = self.for_each_group(side, |grp| {
            // A valid state has at most four blocks a side (validate),
            // so every group fits.
            if let Some(slot) = g.items.get_mut(g.len) {
                let n = grp.len();
                *slot = grp.pack(n);
                g.len += 1;
                g.turns += n;
            }
            ControlFlow::Continue(())
        });
        g
    }

    /// Calls `f` with each legal turn of `side` (in play), each once; stops
    /// early when `f` breaks.
    pub(crate) fn for_each_turn(&self, side: Side, f: &mut impl FnMut(TipHop) -> ControlFlow<()>) -> ControlFlow<()> {
        self.for_each_group(side, |g| {
            for i in 0..g.len() {
                f(g.nth(i))?;
            }
            ControlFlow::Continue(())
        })
    }

    /// How many legal turns `side` has (in play): the sum of the groups'
    /// [`Group::len`]. The destinations are counted branch-free: per group
    /// a byte-wise popcount (eight bytes of at most 8 each), summed over the
    /// groups (at most 16 groups, so at most 128 a byte: no carry between
    /// bytes), and the eight bytes added once at the end.
    #[inline(always)]
    pub(crate) fn count_turns(&self, side: Side) -> u32 {
        self.count_turns_on(self.occupied(side), self.occupied(side.opponent()))
    }

    /// [`State::count_turns`] with the occupancy given (see
    /// [`State::for_each_group_on`]).
    #[inline(always)]
    fn count_turns_on(&self, own: Squares, opp: Squares) -> u32 {
        const M1: u64 = 0x5555_5555_5555_5555;
        const M2: u64 = 0x3333_3333_3333_3333;
        const M4: u64 = 0x0f0f_0f0f_0f0f_0f0f;
        const M8: u64 = 0x00ff_00ff_00ff_00ff;
        let mut bytes = 0u64;
        let mut singles = 0u32;
        let _ = self.for_each_group_on(own, opp, |g| {
            if g.targets.is_empty() {
                singles += 1;
            } else {
                let t = g.targets.0 & crate::board::ALL.0;
                let x = t - ((t >> 1) & M1);
                let x = (x & M2) + ((x >> 2) & M2);
                bytes += (x + (x >> 4)) & M4;
            }
            ControlFlow::Continue(())
        });
        // Four 16-bit lanes of at most 256 each, then their sum in the top lane.
        let lanes = (bytes & M8) + ((bytes >> 8) & M8);
        singles + (lanes.wrapping_mul(0x0001_0001_0001_0001) >> 48) as u32
    }

    /// Whether `side` has a legal turn in this position.
    #[inline]
    pub fn has_move(&self, side: Side) -> bool {
        self.surely_has_move(side) || self.has_move_walk(side)
    }

    /// [`State::has_move`] by the walk over the groups.
    #[inline(never)]
    fn has_move_walk(&self, side: Side) -> bool {
        self.for_each_group(side, |_| ControlFlow::Break(())).is_break()
    }

    /// A quick yes for [`State::has_move`] (`false`: not sure, walk the
    /// groups): without the side-by-side variant, some block has a tip
    /// that starts a turn (see [`TIPS`]: on the board, onto no block, no
    /// star space unless the Star comes up on the target star) and either
    /// ends the turn there (the Star, Stop, or any tip under D1 "tip
    /// stands") or shows a face with a fixed hop pattern (Cross, X) that
    /// reaches a free square. The Slider and Hoops are left to the walk.
    #[inline(always)]
    fn surely_has_move(&self, side: Side) -> bool {
        if self.config.side_by_side == crate::config::SideBySide::Forbidden {
            return false;
        }
        let stands = self.config.tip_without_hop == TipWithoutHop::TipStands;
        let own = self.occupied(side);
        let all = own.or(self.occupied(side.opponent()));
        for from in own.iter() {
            let cell = self.cells.get(from.index()).copied().unwrap_or(0);
            let Some(&x) = TIPS.get(from.index()).and_then(|t| t.get((cell & 63) as usize)) else {
                continue;
            };
            let rest = all.minus(from.bb()).0;
            let blocked = rest | !ALL.0;
            let free = ALL.minus(STARS).0 & !rest;
            for k in 0..4 {
                let e = x >> (16 * k);
                if (blocked >> (e & 63)) & 1 != 0 {
                    continue;
                }
                if stands || e & (TIP_STAR | TIP_STOP) != 0 {
                    return true;
                }
                if e & (TIP_SLIDER | TIP_HOOPS) == 0
                    && HOP_MASKS.get((e & 511) as usize).copied().unwrap_or(0) & free != 0
                {
                    return true;
                }
            }
        }
        false
    }

    /// The legal turns of `side` (whoever is to move), for analysis.
    pub fn turns_of(&self, side: Side) -> Vec<TipHop> {
        let mut v = Vec::new();
        let _ = self.for_each_turn(side, &mut |t| {
            v.push(t);
            ControlFlow::Continue(())
        });
        v
    }

    /// Whether the next setup step is a chance move.
    pub(crate) fn setup_needs_chance(&self, target: Side, rolled: &[u8; 6]) -> bool {
        match self.config.setup {
            SetupMode::Random => true,
            SetupMode::Fixed(_) => false,
            SetupMode::Standard => {
                let r: u32 = rolled.iter().map(|&c| c as u32).sum();
                self.occupied(target).count() + r < self.config.blocks(target) as u32
            }
        }
    }

    /// The next start square to fill for `target` during setup.
    pub(crate) fn next_start(&self, target: Side) -> Option<Square> {
        let starts = layout::start_squares(target, self.config.blocks(target)).ok()?;
        starts.get(self.occupied(target).count() as usize)
    }

    /// The move generator: appends the legal moves to `out` (see
    /// [`board_core::Game::legal_move_list_into`]; every other listing
    /// goes through it). In play, into an empty list (room for
    /// [`MAX_LEGAL_MOVES`]: every legal turn of any valid state fits, see
    /// there), each group is written in one `extend` (the list's length
    /// kept in a register, stored once per group), no capacity check and
    /// no `Move` dispatch per move. A list that already holds moves gets
    /// a fresh list's moves appended, past its capacity dropped (see
    /// [`board_core::movelist`]).
    pub(crate) fn gen_move_list(&self, out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        if !out.is_empty() {
            let mut fresh = ArrayVec::new();
            self.gen_move_list(&mut fresh);
            out.extend_moves(fresh);
            return;
        }
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => out.extend_moves(Orientation::ALL.into_iter().map(Move::Draw)),
                        _ => out.extend_moves(Face::ALL.into_iter().map(Move::Roll)),
                    }
                } else if let Some(square) = self.next_start(target) {
                    for o in Orientation::ALL {
                        if rolled.get(o.top().index()).copied().unwrap_or(0) > 0 {
                            MoveSink::push(out, Move::Place { square, orientation: o });
                        }
                    }
                }
            }
            Phase::Play => {
                if self.status.is_none() {
                    self.list_turns(self.to_move, out);
                }
            }
        }
    }

    /// How many moves [`State::gen_move_list`] appends, without building them
    /// (see [`board_core::Game::legal_move_count`]): in play the groups'
    /// lengths summed, in setup the chance outcomes or four rotations per
    /// rolled face.
    pub(crate) fn count_moves(&self) -> usize {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => Orientation::ALL.len(),
                        _ => Face::ALL.len(),
                    }
                } else if self.next_start(target).is_some() {
                    // Orientations are listed by top face, four each.
                    rolled.iter().filter(|&&c| c > 0).count() * 4
                } else {
                    0
                }
            }
            Phase::Play => {
                if self.status.is_some() {
                    return 0;
                }
                self.count_turns(self.to_move) as usize
            }
        }
    }

    /// How many moves the state after the legal turn `t` has (see
    /// [`board_core::Game::legal_move_count_after`]); in play, while the
    /// game goes on. The turn is not applied: it moves (or removes) one
    /// block of the side to move, so the opponent's blocks keep their
    /// cells here and only the occupancy changes. The rest is
    /// [`State::settle`] then [`State::count_moves`]: a side without
    /// blocks has won, the turn cap draws, else the opponent's turns, or
    /// if it has none the mover's own (counted on the applied state; both
    /// none: a draw, no moves).
    pub(crate) fn count_after_turn(&self, t: &TipHop) -> usize {
        let side = self.to_move;
        let cell = self.cells.get(t.from.index()).copied().unwrap_or(0);
        let base = crate::state::encode(side, Orientation::ALL[0]);
        let (Some(tips), true) = (
            TIPS.get(t.from.index()).and_then(|by_cell| by_cell.get(cell as usize)),
            self.occupied(side).has(t.from) && cell.wrapping_sub(base) < 24,
        ) else {
            // Not a block of the mover (not a legal turn): as applying does.
            return self.count_after_any(&Move::Turn(*t));
        };
        let star = (tips >> (16 * t.dir.index())) & TIP_STAR != 0;
        let mut mover = self.occupied(side).minus(t.from.bb());
        if !star {
            let at = t.from.step(t.dir).unwrap_or(t.from);
            mover = mover.or(t.to.unwrap_or(at).bb());
        }
        let opp = self.occupied(side.opponent());
        // `settle`: a win, then the turn cap.
        if mover.is_empty() || opp.is_empty() {
            return 0;
        }
        if self.turns.saturating_add(1) >= self.config.turn_cap() {
            return 0;
        }
        let n = self.count_turns_on(opp, mover);
        if n > 0 {
            return n as usize;
        }
        // The opponent is Deblockle'd: the mover again (rare; its block
        // moved, so on the applied state).
        self.count_after_any(&Move::Turn(*t))
    }

    /// [`board_core::Game::legal_move_count_after`]'s default: apply, count.
    #[cold]
    pub(crate) fn count_after_any(&self, mv: &Move) -> usize {
        let mut next = self.clone();
        next.play(mv);
        next.count_moves()
    }

    /// The squares the block would reach by the hop after a given tip,
    /// before the side-by-side variant (for error messages and analysis).
    pub(crate) fn raw_targets(&self, top: Face, at: Square, rest: Squares) -> Squares {
        hop_targets(top, at, rest, self.config.hoops_path, self.config.slider_stop)
    }
}

#[cfg(test)]
#[path = "../tests/movegen.rs"]
mod tests;

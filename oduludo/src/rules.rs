//! Applying moves: the turn state machine, movement, special squares,
//! capturing and kidnapping (spec sections 3-7).

use alloc::vec::Vec;

use crate::colour::{Colour, PawnKind};
use crate::config::{ArrivalRule, BonusRule, LightningRule, PrisonerRule, RollRule, SixRule, StackRule, UfoRule};
use crate::layout::SquareKind;
use crate::moves::{Move, MoveError, Square, SunDir};
use crate::state::{Loc, PAWNS, Pawn, Phase, State, Status, bit};

/// What happens when a jump or flight cannot arrive (D7).
#[derive(Clone, Copy)]
enum Block {
    /// The group settles on its departure square as after a normal move.
    Settle(bool),
    /// The group simply stays (it had settled already).
    Stay,
}

impl State {
    /// Applies `mv` in place. On error the state may be partly changed; callers
    /// work on a copy. `checked` enables the whole-position restrictions
    /// (must-move pawn, D1) that need move generation.
    pub(crate) fn apply_move(&mut self, mv: Move, checked: bool) -> Result<(), MoveError> {
        self.apply_inner(mv, checked)?;
        self.normalize();
        Ok(())
    }

    fn apply_inner(&mut self, mv: Move, checked: bool) -> Result<(), MoveError> {
        let chance_move = matches!(mv, Move::Start(_) | Move::Roll(_) | Move::Face(_));
        let chance_node = matches!(self.phase, Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. });
        if self.phase == Phase::GameOver {
            return Err(MoveError::GameOver);
        }
        if chance_node && !chance_move {
            return Err(MoveError::ChanceNode);
        }
        if !chance_node && chance_move {
            return Err(MoveError::NotChanceNode);
        }
        match (self.phase, mv) {
            (Phase::StartRoll, Move::Start(c)) => {
                if !self.colours().contains(c) {
                    return Err(MoveError::OutOfRange);
                }
                self.turn = c;
                self.starter = c;
                self.begin_roll();
                Ok(())
            }
            (Phase::Roll, Move::Roll(v)) => {
                if !(1..=6).contains(&v) {
                    return Err(MoveError::OutOfRange);
                }
                self.do_roll(v);
                Ok(())
            }
            (Phase::OduRoll { at }, Move::Face(v)) => {
                if !(1..=6).contains(&v) {
                    return Err(MoveError::OutOfRange);
                }
                self.phase = Phase::Move;
                let pending = self.do_face(at, v)?;
                self.after(pending);
                Ok(())
            }
            (Phase::Move, Move::Enter(_) | Move::Step { .. }) => {
                let orig = *self;
                let pending = self.do_move_phase(mv)?;
                if checked && !orig.moves_flagged(mv) && orig.flagged_move_exists() {
                    return Err(MoveError::MustMoveMoonPawn);
                }
                self.after(pending);
                Ok(())
            }
            (Phase::Move, Move::Pass) => {
                if checked && self.config.roll_rule == RollRule::MustUse && self.any_raw_move() {
                    return Err(MoveError::MustUseRoll);
                }
                self.finish_action();
                Ok(())
            }
            (Phase::Sun { at, group, six }, Move::Sun(dir)) => {
                self.phase = Phase::Move;
                let pending = self.sun_choice(at, group, six, dir)?;
                self.after(pending);
                Ok(())
            }
            (Phase::Capture { at, odu }, Move::SendBack | Move::Kidnap) => {
                let c = self.turn;
                let victims = self.opponents_at(c, at, 0);
                self.take(c, at, victims, mv == Move::Kidnap);
                if self.config.bonus_rule == BonusRule::CaptureAndEarth {
                    self.extra = true;
                }
                if odu {
                    self.phase = Phase::Odu { at };
                } else {
                    self.finish_action();
                }
                Ok(())
            }
            (Phase::Odu { at }, Move::Odulo(yes)) => {
                if yes {
                    self.phase = Phase::OduRoll { at };
                } else {
                    self.finish_action();
                }
                Ok(())
            }
            (Phase::RoundOver, Move::NextRound) => {
                self.next_round();
                Ok(())
            }
            _ => Err(MoveError::WrongDecision),
        }
    }

    fn after(&mut self, pending: bool) {
        if pending {
            self.normalize();
        } else {
            self.finish_action();
        }
    }

    fn begin_roll(&mut self) {
        self.phase = Phase::Roll;
        self.roll = 0;
    }

    fn do_roll(&mut self, v: u8) {
        let c = self.turn;
        self.roll = v;
        if v == 6 {
            self.sixes = self.sixes.saturating_add(1);
            if self.config.six_rule == SixRule::ThirdSixEndsTurn && self.sixes >= 3 {
                self.end_turn();
                return;
            }
            self.extra = true;
        }
        if !self.has_pawn_in_play(c) {
            self.tries = (self.tries + 1).min(3);
        }
        self.phase = Phase::Move;
    }

    /// Executes an `Enter` or `Step` in the `Move` phase without the
    /// whole-position restrictions. Returns whether a decision is pending.
    pub(crate) fn do_move_phase(&mut self, mv: Move) -> Result<bool, MoveError> {
        match mv {
            Move::Enter(kind) => self.do_enter(kind).map(|()| false),
            Move::Step { from, dist, back } => self.do_step(from, dist, back),
            _ => Err(MoveError::WrongDecision),
        }
    }

    fn do_enter(&mut self, kind: PawnKind) -> Result<(), MoveError> {
        let c = self.turn;
        if self.roll != 1 && self.roll != 6 {
            return Err(MoveError::EnterNeedsOneOrSix);
        }
        let range = match kind {
            PawnKind::King => 0..1,
            PawnKind::Queen => 1..2,
            PawnKind::Soldier => 2..PAWNS,
        };
        let i = range
            .into_iter()
            .find(|&i| self.in_round(c, i) && self.pw(c, i) == Pawn::SHIP)
            .ok_or(MoveError::NotOnShip)?;
        let moon = Loc::Ring(c.moon());
        if self.opponents_at(c, moon, 0) != 0 {
            return Err(MoveError::MoonBlocked);
        }
        self.set_pawn(
            c,
            i,
            Pawn {
                loc: moon,
                captor: None,
            },
        );
        Ok(())
    }

    fn do_step(&mut self, from: Square, dist: u8, back: bool) -> Result<bool, MoveError> {
        let c = self.turn;
        if dist != self.roll {
            return Err(MoveError::WrongDistance);
        }
        let at = match from {
            Square::Ring(r) if r < crate::layout::RING_LEN => Loc::Ring(r),
            Square::Path(p) if p < self.config.layout.path_len => Loc::Path(c, p),
            _ => return Err(MoveError::NoGroup),
        };
        let own = self.free_of(c, at);
        if own == 0 {
            return Err(MoveError::NoGroup);
        }
        let group = self.group_of(c, at);
        let r = self.route_of(c, at).ok_or(MoveError::NoGroup)?;
        let to = if back {
            if own & bit(c, 1) == 0 {
                return Err(MoveError::NotQueen);
            }
            if r >= self.config.layout.ring_route_len() || dist > r {
                return Err(MoveError::PastOwnMoon);
            }
            r - dist
        } else {
            self.track.forward(r, dist).ok_or(MoveError::NoGroup)?.to
        };
        self.must_move[c] &= !((own >> (c.index() * PAWNS)) as u8);
        self.land(c, group, to, dist == 6)
    }

    // ----- geometry along a route -----

    fn kind_at_route(&self, route: u8) -> SquareKind {
        if route < self.config.layout.ring_route_len() {
            self.config.layout.kind(route)
        } else {
            SquareKind::SafePlain
        }
    }
    fn ring_routes(&self) -> core::ops::Range<u8> {
        0..self.config.layout.ring_route_len()
    }
    pub(crate) fn next_of(&self, kind: SquareKind, r: u8) -> Option<u8> {
        self.ring_routes()
            .filter(|&s| s > r)
            .find(|&s| self.kind_at_route(s) == kind)
    }
    pub(crate) fn prev_of(&self, kind: SquareKind, r: u8) -> Option<u8> {
        self.ring_routes()
            .filter(|&s| s < r)
            .rev()
            .find(|&s| self.kind_at_route(s) == kind)
    }
    /// Whether `route` is the Sun at the top of the own coloured path.
    pub(crate) fn is_top_sun(&self, route: u8) -> bool {
        let rrl = self.config.layout.ring_route_len();
        route + 2 == rrl && self.kind_at_route(route) == SquareKind::Sun
    }
    fn lightning_target(&self, r: u8) -> Option<u8> {
        match self.prev_of(SquareKind::Lightning, r) {
            Some(l) => Some(l),
            None => match self.config.lightning_rule {
                LightningRule::OwnMoon if r > 0 => Some(0),
                _ => None,
            },
        }
    }

    /// Whether the group may arrive on Earth now (King last).
    pub(crate) fn king_last_ok(&self, c: Colour, group: u32) -> bool {
        if group & bit(c, 0) == 0 {
            return true;
        }
        (1..PAWNS).all(|i| {
            let p = self.pw(c, i);
            !self.in_round(c, i) || !p.is_free() || matches!(p.loc, Loc::Earth | Loc::Out) || group & bit(c, i) != 0
        })
    }

    fn fly_home(&mut self, group: u32) {
        self.move_mask(group, Loc::Earth);
        if self.config.bonus_rule == BonusRule::CaptureAndEarth {
            self.extra = true;
        }
    }

    /// The group (already lifted) ends a normal move on route `to`.
    fn land(&mut self, c: Colour, group: u32, to: u8, six: bool) -> Result<bool, MoveError> {
        let dest = self.loc_at(c, to);
        if dest == Loc::Earth {
            if !self.king_last_ok(c, group) {
                return Err(MoveError::KingNotLast);
            }
            self.fly_home(group);
            return Ok(false);
        }
        if self.opponents_at(c, dest, group) != 0 && self.is_safe(dest) {
            return Err(MoveError::SafeSquare);
        }
        self.move_mask(group, dest);
        let Loc::Ring(ring) = dest else {
            return self.settle(c, group, dest, six);
        };
        match self.kind_at_route(to) {
            SquareKind::Sun => {
                if self.is_top_sun(to) {
                    if self.king_last_ok(c, group) {
                        self.fly_home(group);
                        return Ok(false);
                    }
                    return self.settle(c, group, dest, six);
                }
                if group & bit(c, 1) != 0 && self.prev_of(SquareKind::Sun, to).is_some() {
                    let mut fwd = *self;
                    let first = fwd.sun_choice(dest, group, six, SunDir::Forward);
                    if first.is_err() {
                        let mut bk = *self;
                        bk.sun_choice(dest, group, six, SunDir::Back)?;
                    }
                    self.phase = Phase::Sun { at: dest, group, six };
                    return Ok(true);
                }
                match self.next_of(SquareKind::Sun, to) {
                    Some(s) => self.jump(c, group, dest, s, Block::Settle(six)),
                    None => self.settle(c, group, dest, six),
                }
            }
            SquareKind::Lightning => match self.lightning_target(to) {
                Some(d) => self.jump(c, group, dest, d, Block::Settle(six)),
                None => self.settle(c, group, dest, six),
            },
            SquareKind::Ufo => {
                let owner = Colour::from_index((ring / 13) as usize).unwrap_or(c);
                if self.ufo_available(owner) && self.king_last_ok(c, group) {
                    self.ufo_used |= 1 << owner.index();
                    self.fly_home(group);
                    return Ok(false);
                }
                self.settle(c, group, dest, six)
            }
            _ => self.settle(c, group, dest, six),
        }
    }

    /// The group stays on `at` after a normal move: take, stack, Star, ODULUDO ring.
    fn settle(&mut self, c: Colour, group: u32, at: Loc, six: bool) -> Result<bool, MoveError> {
        let opp = self.opponents_at(c, at, group);
        let kind = match at {
            Loc::Ring(r) => self.config.layout.kind(r),
            _ => SquareKind::SafePlain,
        };
        let star = kind == SquareKind::Star && !six;
        if opp != 0 {
            if self.is_safe(at) {
                return Err(MoveError::SafeSquare);
            }
            let mine = self.own_free(c, group).count_ones();
            if opp.count_ones() > mine {
                match self.config.stack_rule {
                    StackRule::NoTakingLarger => return Err(MoveError::GroupTooLarge),
                    StackRule::AnyTakesAny => {}
                    StackRule::LargerSendsAttackerBack => {
                        let defender = first_colour(opp).unwrap_or(c);
                        let attackers = self.own_free(c, group);
                        self.take(defender, at, attackers, false);
                        return Ok(false);
                    }
                }
            }
            self.rescue(c, at);
            if star {
                self.extra = true;
            }
            self.phase = Phase::Capture {
                at,
                odu: kind == SquareKind::Odulo,
            };
            return Ok(true);
        }
        if star {
            self.extra = true;
        }
        if kind == SquareKind::Odulo {
            self.phase = Phase::Odu { at };
            return Ok(true);
        }
        Ok(false)
    }

    /// The group jumps or flies from `from` to route `dest` and arrives there.
    fn jump(&mut self, c: Colour, group: u32, from: Loc, dest: u8, block: Block) -> Result<bool, MoveError> {
        if self.is_top_sun(dest) && self.king_last_ok(c, group) {
            self.fly_home(group);
            return Ok(false);
        }
        let to = self.loc_at(c, dest);
        let opp = self.opponents_at(c, to, group);
        if opp != 0 && self.is_safe(to) && self.config.arrival_rule == ArrivalRule::StayBehind {
            return match block {
                Block::Settle(six) => self.settle(c, group, from, six),
                Block::Stay => Ok(false),
            };
        }
        self.move_mask(group, to);
        if opp != 0 {
            self.rescue(c, to);
            self.phase = Phase::Capture { at: to, odu: false };
            return Ok(true);
        }
        Ok(false)
    }

    fn sun_choice(&mut self, at: Loc, group: u32, six: bool, dir: SunDir) -> Result<bool, MoveError> {
        let c = self.turn;
        let r = self.route_of(c, at).ok_or(MoveError::WrongDecision)?;
        match dir {
            SunDir::Forward => match self.next_of(SquareKind::Sun, r) {
                Some(s) => self.jump(c, group, at, s, Block::Settle(six)),
                None => self.settle(c, group, at, six),
            },
            SunDir::Back => match self.prev_of(SquareKind::Sun, r) {
                Some(s) => self.jump(c, group, at, s, Block::Settle(six)),
                None => Err(MoveError::NoPreviousSun),
            },
        }
    }

    /// The ODULUDO die face `v` for the turn's group on `at` (spec section 7).
    fn do_face(&mut self, at: Loc, v: u8) -> Result<bool, MoveError> {
        let c = self.turn;
        let group = self.group_of(c, at);
        let r = self.route_of(c, at).ok_or(MoveError::WrongDecision)?;
        match v {
            1 => {
                if self.king_last_ok(c, group) {
                    self.fly_home(group);
                }
                Ok(false)
            }
            2 | 3 => {
                let Some(s1) = self.next_of(SquareKind::Sun, r) else {
                    return Ok(false);
                };
                if self.is_top_sun(s1) {
                    return self.jump(c, group, at, s1, Block::Stay);
                }
                let target = self.next_of(SquareKind::Sun, s1).unwrap_or(s1);
                self.jump(c, group, at, target, Block::Stay)
            }
            4 => {
                let backup = *self;
                let to = self.track.forward(r, 3).map(|s| s.to).unwrap_or(r);
                match self.land(c, group, to, false) {
                    Ok(p) => Ok(p),
                    Err(_) => {
                        *self = backup;
                        self.phase = Phase::Move;
                        Ok(false)
                    }
                }
            }
            5 => match self.lightning_target(r) {
                Some(d) => self.jump(c, group, at, d, Block::Stay),
                None => Ok(false),
            },
            _ => {
                if r == 0 {
                    Ok(false)
                } else {
                    self.jump(c, group, at, 0, Block::Stay)
                }
            }
        }
    }

    /// Frees `c`'s own pawns held prisoner on `at`.
    fn rescue(&mut self, c: Colour, at: Loc) {
        for p in self.pawns[c].iter_mut() {
            if p.loc == at && p.captor.is_some() {
                p.captor = None;
            }
        }
    }

    /// `captor` takes the free pawns `victims` on `at`: kidnaps them or sends
    /// them back; prisoners they held pass on (D4); a King sent back eliminates.
    pub(crate) fn take(&mut self, captor: Colour, at: Loc, victims: u32, kidnap: bool) {
        let mut vcols = 0u8;
        for (o, i, _) in self.each_pawn() {
            if victims & bit(o, i) != 0 {
                vcols |= 1 << o.index();
            }
        }
        let go_home = self.config.prisoner_rule == PrisonerRule::GoHome;
        for c in Colour::ALL {
            for i in 0..PAWNS {
                let p = self.pw(c, i);
                let Some(held_by) = p.captor else { continue };
                if p.loc != at || vcols & (1 << held_by.index()) == 0 {
                    continue;
                }
                let np = if c == captor {
                    Pawn { loc: at, captor: None }
                } else if i == 0 || !go_home {
                    Pawn {
                        loc: at,
                        captor: Some(captor),
                    }
                } else {
                    self.home_pawn(c)
                };
                self.set_pawn(c, i, np);
            }
        }
        let mut kings_back = Vec::new();
        for c in Colour::ALL {
            for i in 0..PAWNS {
                if victims & bit(c, i) == 0 {
                    continue;
                }
                self.must_move[c] &= !(1 << i);
                if kidnap {
                    self.set_pawn(
                        c,
                        i,
                        Pawn {
                            loc: at,
                            captor: Some(captor),
                        },
                    );
                } else {
                    self.set_pawn(c, i, Pawn::SHIP);
                    if i == 0 {
                        kings_back.push(c);
                    }
                }
            }
        }
        for v in kings_back {
            self.eliminate(v);
            if self.config.mode == crate::Mode::Team {
                self.eliminate(v.partner());
            }
        }
    }

    /// Where a released prisoner of `c` goes: its spaceship; out if `c` is
    /// eliminated; Earth if `c` has already finished.
    fn home_pawn(&self, c: Colour) -> Pawn {
        match self.status[c] {
            Status::Eliminated | Status::Absent => Pawn::OUT,
            Status::Finished => Pawn {
                loc: Loc::Earth,
                captor: None,
            },
            Status::Active => Pawn::SHIP,
        }
    }

    /// `v` is out of the round: penalty, its pawns leave, its prisoners go home.
    fn eliminate(&mut self, v: Colour) {
        if matches!(self.status[v], Status::Eliminated | Status::Absent) {
            return;
        }
        let mut ship = 0;
        let mut board = 0;
        for (i, p) in self.pawns[v].iter().enumerate() {
            if !self.in_round(v, i) || p.loc == Loc::Out {
                continue;
            }
            if !p.is_free() || p.loc.on_board() {
                board += 1;
            } else if p.loc == Loc::Ship {
                ship += 1;
            }
        }
        self.round_score[v] -= 20 * ship + 10 * board;
        self.status[v] = Status::Eliminated;
        for p in self.pawns[v].iter_mut() {
            if !(p.loc == Loc::Earth && p.is_free()) {
                *p = Pawn::OUT;
            }
        }
        for c in Colour::ALL {
            for i in 0..PAWNS {
                if self.pw(c, i).captor == Some(v) {
                    let np = self.home_pawn(c);
                    self.set_pawn(c, i, np);
                }
            }
        }
        self.must_move[v] = 0;
        self.last_out = Some(v);
    }

    /// The turn's decisions are done: check the round, then roll again or pass the turn.
    pub(crate) fn finish_action(&mut self) {
        self.phase = Phase::Move;
        self.normalize();
        if self.check_round() {
            return;
        }
        let c = self.turn;
        if self.status[c] != Status::Active {
            self.end_turn();
        } else if self.extra {
            self.extra = false;
            self.begin_roll();
        } else if self.tries > 0 && self.tries < 3 && !self.has_pawn_in_play(c) {
            self.begin_roll();
        } else {
            self.end_turn();
        }
    }

    fn end_turn(&mut self) {
        let c = self.turn;
        let mut mm = 0u8;
        if self.status[c] == Status::Active {
            for (i, p) in self.pawns[c].iter().enumerate() {
                if let (Loc::Ring(r), true) = (p.loc, p.is_free())
                    && r % 13 == 0
                    && let Some(o) = Colour::from_index((r / 13) as usize)
                    && self.colours().contains(o)
                    && !self.team_mates(c, o)
                {
                    mm |= 1 << i;
                }
            }
        }
        self.must_move[c] = mm;
        self.roll = 0;
        self.extra = false;
        self.tries = 0;
        self.sixes = 0;
        let pos = |x: Colour| (x.index() + 4 - self.starter.index()) % 4;
        let mut next = c.next();
        for _ in 0..4 {
            if self.status[next] == Status::Active {
                break;
            }
            next = next.next();
        }
        if self.config.ufo_rule == UfoRule::OncePerTurnCycle && pos(next) <= pos(c) {
            self.ufo_used = 0;
        }
        self.turn = next;
        self.begin_roll();
        self.normalize();
    }

    // ----- move generation -----

    /// Enter and step moves that are legal before the must-move and D1 restrictions.
    pub(crate) fn raw_moves(&self, out: &mut Vec<Move>) {
        let c = self.turn;
        if self.roll == 1 || self.roll == 6 {
            for kind in [PawnKind::King, PawnKind::Queen, PawnKind::Soldier] {
                let m = Move::Enter(kind);
                let mut t = *self;
                if t.do_move_phase(m).is_ok() {
                    out.push(m);
                }
            }
        }
        let mut seen: [Option<Loc>; PAWNS] = [None; PAWNS];
        for (k, p) in self.pawns[c].iter().enumerate() {
            if !p.is_free() || !p.loc.on_board() || seen.contains(&Some(p.loc)) {
                continue;
            }
            if let Some(s) = seen.get_mut(k) {
                *s = Some(p.loc);
            }
            let from = match p.loc {
                Loc::Ring(r) => Square::Ring(r),
                Loc::Path(_, i) => Square::Path(i),
                _ => continue,
            };
            for back in [false, true] {
                let m = Move::Step {
                    from,
                    dist: self.roll,
                    back,
                };
                let mut t = *self;
                if t.do_move_phase(m).is_ok() {
                    out.push(m);
                }
            }
        }
    }

    fn any_raw_move(&self) -> bool {
        let mut v = Vec::new();
        self.raw_moves(&mut v);
        !v.is_empty()
    }

    /// Whether `mv` moves a pawn flagged as standing on an opponent's Moon.
    fn moves_flagged(&self, mv: Move) -> bool {
        let c = self.turn;
        let Move::Step { from, .. } = mv else {
            return false;
        };
        let at = match from {
            Square::Ring(r) => Loc::Ring(r),
            Square::Path(p) => Loc::Path(c, p),
        };
        let own = (self.free_of(c, at) >> (c.index() * PAWNS)) as u8;
        own & self.must_move[c] != 0
    }

    fn flagged_move_exists(&self) -> bool {
        if self.must_move[self.turn] == 0 {
            return false;
        }
        let mut v = Vec::new();
        self.raw_moves(&mut v);
        v.iter().any(|m| self.moves_flagged(*m))
    }

    /// Every legal move in the `Move` phase.
    pub(crate) fn move_phase_moves(&self, out: &mut Vec<Move>) {
        let mut raw = Vec::new();
        self.raw_moves(&mut raw);
        if self.must_move[self.turn] != 0 && raw.iter().any(|m| self.moves_flagged(*m)) {
            raw.retain(|m| self.moves_flagged(*m));
        }
        let empty = raw.is_empty();
        out.extend(raw);
        if empty || self.config.roll_rule == RollRule::MayPass {
            out.push(Move::Pass);
        }
    }

    /// The legal Sun directions in the `Sun` phase.
    pub(crate) fn sun_moves(&self, out: &mut Vec<Move>) {
        if let Phase::Sun { at, group, six } = self.phase {
            for dir in [SunDir::Forward, SunDir::Back] {
                let mut t = *self;
                if t.sun_choice(at, group, six, dir).is_ok() {
                    out.push(Move::Sun(dir));
                }
            }
        }
    }
}

fn first_colour(mask: u32) -> Option<Colour> {
    Colour::from_index(mask.trailing_zeros() as usize / PAWNS)
}

//! Finishing, winning and losing a round, scoring and the final outcome
//! (spec sections 8 and 9).

use alloc::vec::Vec;

use board_core::{Outcome, SeatOutcome, SeatResult};

use crate::colour::Colour;
use crate::config::{Mode, StandardEnd};
use crate::events::{Event, PawnCount, Score};
use crate::state::{EARTH_CODE, PAWNS, Phase, PlayerStatus, State};
use board_core::EventSink;

/// Round wins that end a Last Pawn game.
pub const LAST_PAWN_WINS: u8 = 5;
/// Points per prisoner held by the round winner.
pub const PRISONER_BONUS: i32 = 40;

impl State {
    /// Prisoners (of opponents) held by `c`.
    pub(crate) fn prisoners_held(&self, c: Colour) -> i32 {
        self.each_pawn()
            .filter(|(o, _, p)| p.captor == Some(c) && !self.team_mates(c, *o))
            .count() as i32
    }

    fn win_bonus<S: EventSink<Event>>(&mut self, c: Colour, sink: &mut S) {
        let n = self.prisoners_held(c);
        let b = PRISONER_BONUS * n;
        self.round_score[c] = self.round_score[c].saturating_add(b);
        if S::ON && n > 0 {
            sink.push(Event::PrisonerBonus {
                colour: c,
                prisoners: n as u8,
                points: b,
            });
        }
    }

    fn set_winner<S: EventSink<Event>>(&mut self, w: Colour, sink: &mut S) {
        self.winner = Some(w);
        if S::ON {
            sink.push(Event::Winner { colour: w });
        }
        self.win_bonus(w, sink);
        if self.config.mode == Mode::Team {
            self.win_bonus(w.partner(), sink);
        }
    }

    /// Updates finishers, the winner and the end of the round. Returns whether
    /// the round ended (the phase is then `RoundOver` or `GameOver`).
    #[inline(never)]
    pub(crate) fn check_round<S: EventSink<Event>>(&mut self, sink: &mut S) -> bool {
        let team = self.config.mode == Mode::Team;
        // An active colour has its King in the round (`validate`: at least
        // one pawn), so it can be all home only with its King's code at
        // Earth or beyond (Earth, out, a prisoner): without such a King, the
        // per-colour loop changes nothing.
        let king_home = |c: Colour| {
            self.status[c] == PlayerStatus::Active
                && self.codes.get(c.index() * PAWNS).is_some_and(|&k| k >= EARTH_CODE)
        };
        let maybe_home = Colour::ALL.into_iter().any(king_home);
        debug_assert!(
            maybe_home
                || !Colour::ALL
                    .into_iter()
                    .any(|c| self.status[c] == PlayerStatus::Active && self.all_home(c))
        );
        let mut c = self.turn;
        for _ in 0..if maybe_home { 4 } else { 0 } {
            if self.status[c] == PlayerStatus::Active && self.all_home(c) {
                self.status[c] = PlayerStatus::Finished;
                self.lapse_moon_flags(c);
                if S::ON {
                    sink.push(Event::Finished { colour: c });
                }
                if self.winner.is_none() && (!team || self.status[c.partner()] == PlayerStatus::Finished) {
                    self.set_winner(c, sink);
                }
            }
            c = c.next();
        }
        // Without an elimination this round (`last_out` names the last one;
        // `validate` holds it to that), every colour in play stands, at
        // least two: neither test below can name a winner.
        debug_assert!(
            self.last_out.is_some()
                || self
                    .colours()
                    .iter()
                    .all(|c| self.status[c] != PlayerStatus::Eliminated)
        );
        if self.winner.is_none() && self.last_out.is_some() {
            if team {
                for t in [Colour::Green, Colour::Red] {
                    let out = self.status[t] == PlayerStatus::Eliminated;
                    if out && self.winner.is_none() {
                        self.set_winner(t.next(), sink);
                    }
                }
            } else {
                let mut alive = self
                    .colours()
                    .iter()
                    .filter(|&c| self.status[c] != PlayerStatus::Eliminated);
                if let (Some(a), None) = (alive.next(), alive.next()) {
                    self.set_winner(a, sink);
                }
            }
        }
        let Some(w) = self.winner else {
            return false;
        };
        let actives = self
            .colours()
            .iter()
            .filter(|&c| self.status[c] == PlayerStatus::Active)
            .count();
        let ends = match self.config.mode {
            Mode::Team => true,
            Mode::Standard => self.config.standard_end == StandardEnd::FirstFinisher || actives <= 1,
            Mode::LastPawn => actives <= 1,
        };
        if ends {
            self.end_round(w, sink);
        }
        ends
    }

    /// The loser of a round that ends now with winner `w` (decision 12).
    pub(crate) fn round_loser(&self, w: Colour) -> Option<Colour> {
        let mut rest = self
            .colours()
            .iter()
            .filter(|&c| self.status[c] == PlayerStatus::Active && !self.team_mates(w, c));
        let (first, second) = (rest.next(), rest.next());
        match (first, second) {
            (Some(l), None) => Some(l),
            // No one is left unfinished: the last one eliminated; failing that
            // (Last Pawn needs a starter) the next opponent in play after the winner.
            (None, _) => self.last_out.or_else(|| self.next_opponent_in_play(w)),
            // Team play: the losing team, named by one partner (as the winner is).
            (Some(_), Some(_)) if self.config.mode == Mode::Team => self.next_opponent_in_play(w),
            // Several players still unfinished (Standard, D5): no loser is known.
            (Some(_), Some(_)) => None,
        }
    }

    fn end_round<S: EventSink<Event>>(&mut self, w: Colour, sink: &mut S) {
        self.loser = self.round_loser(w);
        self.roll = 0;
        self.extra = false;
        self.tries = 0;
        self.sixes = 0;
        if self.config.mode == Mode::LastPawn {
            for c in Colour::ALL {
                self.totals[c] = self.totals[c].saturating_add(self.round_score[c]);
            }
            self.round_wins[w] = self.round_wins[w].saturating_add(1);
            if self.round_wins[w] >= LAST_PAWN_WINS {
                self.phase = Phase::GameOver;
            } else {
                self.phase = Phase::RoundOver;
                if let Some(l) = self.loser {
                    self.turn = l;
                }
            }
        } else {
            self.phase = Phase::GameOver;
        }
        if S::ON {
            let scores = self
                .colours()
                .iter()
                .map(|c| Score {
                    colour: c,
                    round_score: self.round_score[c],
                    total: self.totals[c],
                    round_wins: self.round_wins[c],
                })
                .collect();
            let game_over = self.phase == Phase::GameOver;
            sink.push(Event::RoundOver {
                round: self.round,
                winner: w,
                loser: self.loser,
                scores,
                game_over,
                next: (!game_over).then_some(self.turn),
            });
        }
    }

    /// The first colour in play clockwise after `w` that is not `w`'s team-mate.
    fn next_opponent_in_play(&self, w: Colour) -> Option<Colour> {
        let mut c = w.next();
        for _ in 0..3 {
            if self.colours().contains(c) && !self.team_mates(w, c) {
                return Some(c);
            }
            c = c.next();
        }
        None
    }

    /// Last Pawn: the winner loses a pawn (Soldiers, then Queen, then King)
    /// and the loser starts the next round.
    pub(crate) fn next_round<S: EventSink<Event>>(&mut self, sink: &mut S) {
        if let Some(w) = self.winner {
            let n = self.pawn_count[w];
            self.pawn_count[w] = n.saturating_sub(1).max(1);
        }
        let l = self.loser.unwrap_or(self.turn);
        self.round = self.round.saturating_add(1);
        self.reset_round();
        self.starter = l;
        self.turn = l;
        self.phase = Phase::Roll;
        if S::ON {
            let pawns = self
                .colours()
                .iter()
                .map(|c| PawnCount {
                    colour: c,
                    pawns: self.pawn_count[c],
                })
                .collect();
            sink.push(Event::NextRound {
                round: self.round,
                starter: l,
                pawns,
            });
        }
    }

    /// The result once the game is over: see the crate docs ("Scoring").
    pub(crate) fn compute_outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let cols: Vec<Colour> = self.colours().iter().collect();
        let seats = match self.config.mode {
            Mode::LastPawn => {
                let key = |c: Colour| (self.totals[c], self.round_wins[c]);
                let best = cols.iter().map(|&c| key(c)).max()?;
                let tied = cols.iter().filter(|&&c| key(c) == best).count();
                cols.iter()
                    .map(|&c| SeatOutcome {
                        result: if key(c) != best {
                            SeatResult::Loss
                        } else if tied == 1 {
                            SeatResult::Win
                        } else {
                            SeatResult::Draw
                        },
                        score: self.totals[c],
                    })
                    .collect()
            }
            mode => cols
                .iter()
                .map(|&c| {
                    let won = self.winner.is_some_and(|w| self.team_mates(w, c));
                    let score = if mode == Mode::Team {
                        self.round_score[c].saturating_add(self.round_score[c.partner()])
                    } else {
                        self.round_score[c]
                    };
                    SeatOutcome {
                        result: if won { SeatResult::Win } else { SeatResult::Loss },
                        score,
                    }
                })
                .collect(),
        };
        Some(Outcome { seats })
    }
}

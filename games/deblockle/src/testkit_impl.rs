//! The board-core conformance hooks (feature `testkit`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::testkit::{Conformance, TestRng};
use rand_core::Rng;

use crate::board::Square;
use crate::cube::{Dir, Face, Orientation};
use crate::moves::{Move, TipHop};
use crate::state::{Phase, State};

fn pick<R: Rng>(rng: &mut R, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

fn any_square<R: Rng>(rng: &mut R) -> Square {
    Square::from_index(pick(rng, 49)).unwrap_or(crate::board::SOUTH_HOME_STAR) // ok: index < 49
}

fn any_face<R: Rng>(rng: &mut R) -> Face {
    Face::from_index(pick(rng, 6)).unwrap_or(Face::Star) // ok: index < 6
}

fn any_orientation<R: Rng>(rng: &mut R) -> Orientation {
    Orientation::from_index(pick(rng, 24)).unwrap_or_default() // ok: index < 24
}

impl Conformance for State {
    /// Near misses of every kind: all face rolls and a few drawn
    /// orientations (chance outcomes, at decision nodes too), placements on
    /// the right and wrong squares with every orientation, and for every
    /// block of either side each tip direction with the right face and a
    /// random one, ending nowhere or on random squares (occupied squares,
    /// star spaces, off-face squares), plus tips of empty squares.
    fn candidate_moves(&self, rng: &mut TestRng, out: &mut Vec<Move>) {
        out.extend(Face::ALL.into_iter().map(Move::Roll));
        for _ in 0..3 {
            out.push(Move::Draw(any_orientation(rng)));
        }
        let square = match self.phase {
            Phase::Setup { target, .. } => self.next_start(target).unwrap_or_else(|| any_square(rng)),
            Phase::Play => any_square(rng),
        };
        for o in Orientation::ALL {
            out.push(Move::Place { square, orientation: o });
        }
        out.push(Move::Place {
            square: any_square(rng),
            orientation: any_orientation(rng),
        });
        let mut froms: Vec<Square> = self.occupied_all().iter().collect();
        froms.push(any_square(rng));
        for from in froms {
            let o = self
                .block(from)
                .map(|b| b.orientation)
                .unwrap_or_else(|| any_orientation(rng));
            for dir in Dir::ALL {
                let top = o.tip(dir).top();
                out.push(Move::Turn(TipHop {
                    from,
                    dir,
                    top: Some(top),
                    to: None,
                }));
                // Squares near the tipped-to square, where hops land.
                let near = from.step(dir).unwrap_or(from);
                for _ in 0..5 {
                    let df = pick(rng, 7) as i8 - 3;
                    let dr = pick(rng, 7) as i8 - 3;
                    let to = Square::new((near.file() as i8 + df) as u8, (near.rank() as i8 + dr) as u8)
                        .unwrap_or_else(|| any_square(rng));
                    out.push(Move::Turn(TipHop {
                        from,
                        dir,
                        top: Some(top),
                        to: Some(to),
                    }));
                }
                let wrong = any_face(rng);
                out.push(Move::Turn(TipHop {
                    from,
                    dir,
                    top: Some(wrong),
                    to: if pick(rng, 2) == 0 { None } else { Some(any_square(rng)) },
                }));
            }
        }
    }

    fn validate_state(&self) -> Result<(), String> {
        State::validate(self).map_err(|e| e.to_string())?;
        // The move list never exceeds the fixed bound.
        if self.moves().len() > crate::MAX_LEGAL_MOVES {
            return Err("more legal moves than MAX_LEGAL_MOVES".to_string());
        }
        Ok(())
    }
}

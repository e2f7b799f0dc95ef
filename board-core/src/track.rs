//! Cyclic Ludo-style tracks: a ring shared by all seats, per-seat entry
//! squares, and per-seat home paths ending in goal squares.
//!
//! A seat's **route** is numbered `0 .. route_len()`:
//! * `0 .. ring_route_len` are ring squares, starting at the seat's entry
//!   square (route 0) and going clockwise (increasing ring index, mod
//!   `ring_len`);
//! * the next `home_len` indices are the seat's own home path;
//! * the last `goal_len` indices are the seat's goal squares.
//!
//! Positions off the route (a base or spaceship) are the game's business.

/// Why a track could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrackError {
    /// The ring was empty, or the route covered more ring squares than exist.
    #[error("ring of {ring_len} squares cannot carry a route of {ring_route_len} ring squares")]
    BadRing {
        /// Ring size.
        ring_len: u8,
        /// Ring squares on each route.
        ring_route_len: u8,
    },
    /// The route had no goal square, or was longer than 255 squares.
    #[error("route needs at least one goal square and at most 255 squares")]
    BadRoute,
    /// An entry square was off the ring, or more than [`MAX_TRACK_SEATS`] seats.
    #[error("entry square {entry} is off the ring of {ring_len}")]
    BadEntry {
        /// The entry given.
        entry: u8,
        /// Ring size.
        ring_len: u8,
    },
}

/// Most seats a [`Track`] supports.
pub const MAX_TRACK_SEATS: usize = 8;

/// Where a route index lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TrackSquare {
    /// Ring square with this absolute index (`0 .. ring_len`).
    Ring(u8),
    /// Square `index` (0-based from the ring) of a seat's home path.
    Home {
        /// Owner of the path.
        seat: u8,
        /// 0-based position along the path.
        index: u8,
    },
    /// Goal square `index` (0-based) of a seat.
    Goal {
        /// Owner of the goal.
        seat: u8,
        /// 0-based goal square.
        index: u8,
    },
}

/// The result of stepping forward with exact-landing bounce.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// Route index where the move ends.
    pub to: u8,
    /// Whether the count passed the last route square and came back.
    pub bounced: bool,
}

/// A ring with per-seat entries and home paths. See the module docs for
/// route numbering.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Track {
    ring_len: u8,
    ring_route_len: u8,
    home_len: u8,
    goal_len: u8,
    seats: u8,
    entries: [u8; MAX_TRACK_SEATS],
}

impl Track {
    /// A track of `ring_len` ring squares; each route covers `ring_route_len`
    /// ring squares from its seat's entry, then `home_len` home squares, then
    /// `goal_len` goal squares. `entries[s]` is seat `s`'s entry ring index.
    ///
    /// # Errors
    /// [`TrackError`] when the numbers do not make a track.
    pub fn new(
        ring_len: u8,
        ring_route_len: u8,
        home_len: u8,
        goal_len: u8,
        entries: &[u8],
    ) -> Result<Track, TrackError> {
        if ring_len == 0 || ring_route_len == 0 || ring_route_len > ring_len {
            return Err(TrackError::BadRing {
                ring_len,
                ring_route_len,
            });
        }
        let total = ring_route_len as u16 + home_len as u16 + goal_len as u16;
        if goal_len == 0 || total > 255 {
            return Err(TrackError::BadRoute);
        }
        if entries.len() > MAX_TRACK_SEATS {
            return Err(TrackError::BadEntry {
                entry: u8::MAX,
                ring_len,
            });
        }
        let mut e = [0u8; MAX_TRACK_SEATS];
        for (slot, &entry) in e.iter_mut().zip(entries) {
            if entry >= ring_len {
                return Err(TrackError::BadEntry { entry, ring_len });
            }
            *slot = entry;
        }
        Ok(Track {
            ring_len,
            ring_route_len,
            home_len,
            goal_len,
            seats: entries.len() as u8,
            entries: e,
        })
    }

    /// Ring size.
    pub const fn ring_len(&self) -> u8 {
        self.ring_len
    }
    /// Ring squares on each route.
    pub const fn ring_route_len(&self) -> u8 {
        self.ring_route_len
    }
    /// Home-path squares on each route.
    pub const fn home_len(&self) -> u8 {
        self.home_len
    }
    /// Goal squares on each route.
    pub const fn goal_len(&self) -> u8 {
        self.goal_len
    }
    /// Seats with an entry.
    pub const fn seats(&self) -> usize {
        self.seats as usize
    }
    /// Route squares in all: ring + home + goal.
    pub const fn route_len(&self) -> u8 {
        self.ring_route_len + self.home_len + self.goal_len
    }
    /// The last route index (the final goal square).
    pub const fn last(&self) -> u8 {
        self.route_len() - 1
    }
    /// The entry ring index of `seat`.
    pub fn entry(&self, seat: usize) -> Option<u8> {
        if seat < self.seats() {
            self.entries.get(seat).copied()
        } else {
            None
        }
    }

    /// Which square route index `idx` of `seat` is.
    pub fn square(&self, seat: usize, idx: u8) -> Option<TrackSquare> {
        let entry = self.entry(seat)?;
        if idx < self.ring_route_len {
            Some(TrackSquare::Ring(
                ((entry as u16 + idx as u16) % self.ring_len as u16) as u8,
            ))
        } else if idx < self.ring_route_len + self.home_len {
            Some(TrackSquare::Home {
                seat: seat as u8,
                index: idx - self.ring_route_len,
            })
        } else if idx <= self.last() {
            Some(TrackSquare::Goal {
                seat: seat as u8,
                index: idx - self.ring_route_len - self.home_len,
            })
        } else {
            None
        }
    }

    /// The route index of `square` for `seat`, if it lies on the seat's route.
    pub fn route_index(&self, seat: usize, square: TrackSquare) -> Option<u8> {
        let entry = self.entry(seat)?;
        match square {
            TrackSquare::Ring(r) if r < self.ring_len => {
                let i = ((r as u16 + self.ring_len as u16 - entry as u16) % self.ring_len as u16) as u8;
                (i < self.ring_route_len).then_some(i)
            }
            TrackSquare::Home { seat: s, index } if s as usize == seat && index < self.home_len => {
                Some(self.ring_route_len + index)
            }
            TrackSquare::Goal { seat: s, index } if s as usize == seat && index < self.goal_len => {
                Some(self.ring_route_len + self.home_len + index)
            }
            _ => None,
        }
    }

    /// Steps `k` squares forward from route index `from`. A count that passes
    /// the last route square bounces back for the remaining steps (exact
    /// landing), reflecting as often as needed. `None` if `from` is off the route.
    pub const fn forward(&self, from: u8, k: u8) -> Option<Step> {
        let last = self.last() as u32;
        if from as u32 > last {
            return None;
        }
        let t = from as u32 + k as u32;
        if t <= last {
            return Some(Step {
                to: t as u8,
                bounced: false,
            });
        }
        if last == 0 {
            return Some(Step { to: 0, bounced: true });
        }
        // Reflect in [0, last]: period 2*last.
        let period = 2 * last;
        let m = t % period;
        let to = if m <= last { m } else { period - m };
        Some(Step {
            to: to as u8,
            bounced: true,
        })
    }

    /// Steps `k` squares backward from route index `from`; `None` if that
    /// would go before route 0 (behind the entry) or `from` is off the route.
    pub const fn backward(&self, from: u8, k: u8) -> Option<u8> {
        if from > self.last() || k > from {
            None
        } else {
            Some(from - k)
        }
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Track {
    /// Deserializes through [`Track::new`], so an inconsistent track is an error.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(serde::Deserialize)]
        struct Raw {
            ring_len: u8,
            ring_route_len: u8,
            home_len: u8,
            goal_len: u8,
            seats: u8,
            entries: [u8; MAX_TRACK_SEATS],
        }
        let r = Raw::deserialize(d)?;
        let entries = r
            .entries
            .get(..r.seats as usize)
            .ok_or_else(|| serde::de::Error::custom("too many seats"))?;
        Track::new(r.ring_len, r.ring_route_len, r.home_len, r.goal_len, entries).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
#[path = "tests/track.rs"]
mod tests;

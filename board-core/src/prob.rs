//! Exact rational probabilities and deterministic sampling.

use core::fmt;
use core::str::FromStr;

/// An exact probability `num / den`, always reduced, with `0 <= num <= den`
/// and `den >= 1`. Never a float, so sums and expectations are exact and the
/// same on every platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Prob {
    num: u64,
    den: u64,
}

/// Why a probability could not be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProbError {
    /// The denominator was zero.
    #[error("probability denominator is zero")]
    ZeroDenominator,
    /// The numerator exceeded the denominator (probability above one).
    #[error("probability {num}/{den} is above one")]
    AboveOne {
        /// The numerator given.
        num: u64,
        /// The denominator given.
        den: u64,
    },
    /// An intermediate value did not fit in 64 bits.
    #[error("probability arithmetic overflowed")]
    Overflow,
    /// The text was not of the form `n/d` or `1`/`0`.
    #[error("malformed probability text")]
    Malformed,
}

const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Prob {
    /// Probability zero.
    pub const ZERO: Prob = Prob { num: 0, den: 1 };
    /// Probability one (certainty).
    pub const ONE: Prob = Prob { num: 1, den: 1 };

    /// `num / den`, reduced.
    ///
    /// # Errors
    /// [`ProbError::ZeroDenominator`] or [`ProbError::AboveOne`].
    pub const fn new(num: u64, den: u64) -> Result<Prob, ProbError> {
        if den == 0 {
            return Err(ProbError::ZeroDenominator);
        }
        if num > den {
            return Err(ProbError::AboveOne { num, den });
        }
        let g = gcd(num as u128, den as u128) as u64;
        let g = if g == 0 { 1 } else { g };
        Ok(Prob {
            num: num / g,
            den: den / g,
        })
    }

    /// One of `n` equally likely outcomes: `1/n`. `n == 0` gives [`Prob::ZERO`].
    pub const fn uniform(n: u64) -> Prob {
        if n == 0 { Prob::ZERO } else { Prob { num: 1, den: n } }
    }

    /// The reduced numerator.
    pub const fn numerator(self) -> u64 {
        self.num
    }
    /// The reduced denominator (at least 1).
    pub const fn denominator(self) -> u64 {
        self.den
    }
    /// Whether this is zero.
    pub const fn is_zero(self) -> bool {
        self.num == 0
    }

    /// The exact sum `self + other`.
    ///
    /// # Errors
    /// [`ProbError::AboveOne`] if the sum exceeds one, [`ProbError::Overflow`]
    /// if the reduced result does not fit in 64 bits.
    pub fn checked_add(self, other: Prob) -> Result<Prob, ProbError> {
        let (n, d) = add_raw(self.num as u128, self.den as u128, other.num as u128, other.den as u128);
        from_u128(n, d)
    }

    /// The exact sum of an iterator of probabilities.
    ///
    /// # Errors
    /// As [`Prob::checked_add`].
    pub fn checked_sum(probs: impl IntoIterator<Item = Prob>) -> Result<Prob, ProbError> {
        probs.into_iter().try_fold(Prob::ZERO, Prob::checked_add)
    }

    /// The exact product `self * other` (never above one).
    ///
    /// # Errors
    /// [`ProbError::Overflow`] if the reduced result does not fit in 64 bits.
    pub fn checked_mul(self, other: Prob) -> Result<Prob, ProbError> {
        let n = self.num as u128 * other.num as u128;
        let d = self.den as u128 * other.den as u128;
        from_u128(n, d)
    }

    /// An approximation as `f64`, for display and statistics only.
    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

fn add_raw(an: u128, ad: u128, bn: u128, bd: u128) -> (u128, u128) {
    let g = gcd(ad, bd).max(1);
    let l = ad / g * bd;
    (an * (l / ad) + bn * (l / bd), l)
}

fn from_u128(n: u128, d: u128) -> Result<Prob, ProbError> {
    let g = gcd(n, d).max(1);
    let (n, d) = (n / g, d / g);
    if n > d {
        return Err(ProbError::AboveOne {
            num: u64::try_from(n).unwrap_or(u64::MAX),
            den: u64::try_from(d).unwrap_or(u64::MAX),
        });
    }
    match (u64::try_from(n), u64::try_from(d)) {
        (Ok(num), Ok(den)) => Ok(Prob { num, den }),
        _ => Err(ProbError::Overflow),
    }
}

impl fmt::Display for Prob {
    /// `n/d`, or `0` / `1` for the extremes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

impl FromStr for Prob {
    type Err = ProbError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let (n, d) = match s.split_once('/') {
            Some((n, d)) => (n.trim(), d.trim()),
            None => (s, "1"),
        };
        let n: u64 = n.parse().map_err(|_| ProbError::Malformed)?;
        let d: u64 = d.parse().map_err(|_| ProbError::Malformed)?;
        Prob::new(n, d)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Prob {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(serde::Deserialize)]
        struct Raw {
            num: u64,
            den: u64,
        }
        let r = Raw::deserialize(d)?;
        Prob::new(r.num, r.den).map_err(serde::de::Error::custom)
    }
}

/// Why sampling failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SampleError {
    /// There were no outcomes.
    #[error("no outcomes to sample from")]
    Empty,
    /// The probabilities do not sum to exactly one.
    #[error("probabilities sum to {num}/{den}, not 1")]
    NotNormalised {
        /// Numerator of the actual sum.
        num: u64,
        /// Denominator of the actual sum.
        den: u64,
    },
    /// The common denominator of the outcomes does not fit in 64 bits.
    #[error("common denominator overflows 64 bits")]
    Overflow,
}

/// Samples an index into `probs` with the given exact probabilities.
///
/// # Algorithm (fixed; the same on every platform)
/// 1. `L` = the least common multiple of the denominators (must fit in `u64`).
///    Each outcome gets the weight `num * (L / den)`; the weights must sum to
///    exactly `L` (probabilities summing to one).
/// 2. Draw `r`, uniform in `0..L`, with [`crate::bots::uniform_index_u64`]
///    (multiply-shift with rejection, so the result is exactly uniform).
/// 3. Return the first index whose running weight sum exceeds `r`.
///
/// One `next_u64` call is used per attempt; with `L = 1` (a single certain
/// outcome) one call is still made, so the RNG stream does not depend on the
/// number of outcomes.
///
/// # Errors
/// [`SampleError::Empty`], [`SampleError::NotNormalised`] or
/// [`SampleError::Overflow`].
pub fn sample_index<R: rand_core::Rng + ?Sized>(probs: &[Prob], rng: &mut R) -> Result<usize, SampleError> {
    sample_by(probs.iter().copied(), rng)
}

/// [`sample_index`] over any re-iterable sequence of probabilities (no
/// allocation).
fn sample_by<I, R>(probs: I, rng: &mut R) -> Result<usize, SampleError>
where
    I: Iterator<Item = Prob> + Clone,
    R: rand_core::Rng + ?Sized,
{
    // Every outcome with the same denominator `d` (uniform outcomes, dice):
    // `L = d` and the weights are the numerators, so the general algorithm
    // below draws the same `r` and returns the same index; no 128-bit
    // arithmetic. Anything else (or a sum other than one, for its error)
    // takes the general path.
    let mut it = probs.clone();
    if let Some(first) = it.next() {
        let d = first.den;
        let mut total = first.num;
        let mut same = true;
        for p in it {
            if p.den != d {
                same = false;
                break;
            }
            total = total.saturating_add(p.num);
        }
        if same && total == d {
            let Some(r) = uniform_index_u64(d, rng) else {
                return Err(SampleError::Empty);
            };
            let mut acc: u64 = 0;
            for (i, p) in probs.enumerate() {
                acc += p.num;
                if r < acc {
                    return Ok(i);
                }
            }
            return Err(SampleError::Empty);
        }
    }
    sample_general(probs, rng)
}

/// Steps 1-3 of [`sample_index`] for any denominators (the LCM walk that
/// [`sample_by`] skips when every denominator is the same).
fn sample_general<I, R>(probs: I, rng: &mut R) -> Result<usize, SampleError>
where
    I: Iterator<Item = Prob> + Clone,
    R: rand_core::Rng + ?Sized,
{
    // `l` never exceeds u64 (checked at each step), so the LCM, the
    // weights and the draw are 64-bit; only the product that may overflow
    // and the running total are wider. (128-bit division and remainder are
    // library calls: they made a chance node of ~50 outcomes cost thousands
    // of instructions.)
    let mut l: u64 = 1;
    let mut any = false;
    for p in probs.clone() {
        any = true;
        let d = p.den.max(1);
        let wide = u128::from(l / gcd64(l, d).max(1)) * u128::from(d);
        l = u64::try_from(wide).map_err(|_| SampleError::Overflow)?;
    }
    if !any {
        return Err(SampleError::Empty);
    }
    // num <= den and den divides l, so each weight is at most l.
    let total: u128 = probs
        .clone()
        .map(|p| u128::from(p.num.saturating_mul(l / p.den.max(1))))
        .sum();
    if total != u128::from(l) {
        let l = u128::from(l);
        let s = from_u128(total, l).unwrap_or(Prob::ZERO);
        let g = gcd(total, l).max(1);
        return Err(SampleError::NotNormalised {
            num: u64::try_from(total / g).unwrap_or(s.num),
            den: u64::try_from(l / g).unwrap_or(s.den),
        });
    }
    let Some(r) = uniform_index_u64(l, rng) else {
        return Err(SampleError::Empty);
    };
    let mut acc: u64 = 0;
    for (i, p) in probs.enumerate() {
        // The weights sum to `l`, so the running sum stays <= l.
        acc = acc.saturating_add(p.num.saturating_mul(l / p.den.max(1)));
        if r < acc {
            return Ok(i);
        }
    }
    // The weights sum to `l > r`, so the loop always returns.
    Err(SampleError::Empty)
}

/// Greatest common divisor of two `u64`s (`gcd64(0, b) == b`).
const fn gcd64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Samples one outcome from `(outcome, probability)` pairs, as
/// [`sample_index`] does, and returns a reference to it. Allocates nothing.
///
/// # Errors
/// As [`sample_index`].
pub fn sample<'a, M, R: rand_core::Rng + ?Sized>(outcomes: &'a [(M, Prob)], rng: &mut R) -> Result<&'a M, SampleError> {
    let i = sample_by(outcomes.iter().map(|(_, p)| *p), rng)?;
    outcomes.get(i).map(|(m, _)| m).ok_or(SampleError::Empty)
}

/// A uniform index in `0..n` (`None` if `n == 0`, with no draw), by
/// multiply-shift with rejection (Lemire's method, fixed here so that a seed
/// names one game on every platform): draw `x = next_u64()`, let
/// `m = x * n` as a 128-bit product; while the low 64 bits of `m` are below
/// `2^64 mod n`, draw again; return the high 64 bits of `m`. Exactly uniform,
/// and the same draws as [`crate::sample_index`] over `n` equal outcomes.
#[inline]
pub fn uniform_index<R: rand_core::Rng + ?Sized>(n: usize, rng: &mut R) -> Option<usize> {
    let n = u64::try_from(n).ok()?;
    uniform_index_u64(n, rng).map(|i| i as usize)
}

/// [`uniform_index`] for a `u64` bound. The division that finds
/// `2^64 mod n` runs only when the low half of the product falls below `n`
/// (probability `n / 2^64`), so the common case is one multiplication.
///
/// This is the one uniform draw of the project: the engines' fast paths call
/// it (or [`crate::sample_index`], which draws through it), so a seeded game
/// is the same through the generic and the fast paths.
#[inline]
pub fn uniform_index_u64<R: rand_core::Rng + ?Sized>(n: u64, rng: &mut R) -> Option<u64> {
    if n == 0 {
        return None;
    }
    let mut m = u128::from(rng.next_u64()) * u128::from(n);
    if (m as u64) < n {
        // 2^64 mod n = (2^64 - n) mod n; the accepted low halves are the
        // 2^64 - (2^64 mod n) values at or above it.
        let threshold = n.wrapping_neg() % n;
        while (m as u64) < threshold {
            m = u128::from(rng.next_u64()) * u128::from(n);
        }
    }
    Some((m >> 64) as u64)
}

#[cfg(test)]
#[path = "tests/prob.rs"]
mod tests;

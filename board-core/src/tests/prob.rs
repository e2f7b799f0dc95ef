//! Unit tests of `prob`.
use super::*;
use alloc::string::ToString;
use proptest::prelude::*;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

#[test]
fn new_reduces_and_rejects() {
    assert_eq!(Prob::new(2, 4).unwrap(), Prob::new(1, 2).unwrap());
    assert_eq!(Prob::new(0, 7).unwrap(), Prob::ZERO);
    assert_eq!(Prob::new(1, 0), Err(ProbError::ZeroDenominator));
    assert_eq!(Prob::new(3, 2), Err(ProbError::AboveOne { num: 3, den: 2 }));
}

#[test]
fn sixths_sum_to_one() {
    let s = Prob::checked_sum(core::iter::repeat_n(Prob::uniform(6), 6)).unwrap();
    assert_eq!(s, Prob::ONE);
}

#[test]
fn text_round_trip() {
    for p in [Prob::ZERO, Prob::ONE, Prob::new(3, 7).unwrap()] {
        assert_eq!(p.to_string().parse::<Prob>().unwrap(), p);
    }
    assert_eq!("x/2".parse::<Prob>(), Err(ProbError::Malformed));
}

#[test]
fn sample_refuses_bad_input() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(sample_index(&[], &mut rng), Err(SampleError::Empty));
    let half = Prob::new(1, 2).unwrap();
    assert_eq!(
        sample_index(&[half], &mut rng),
        Err(SampleError::NotNormalised { num: 1, den: 2 })
    );
}

#[test]
fn sampling_is_pinned() {
    // Golden values: a change here changes every seeded game on every
    // machine (a die's rolls through the same-denominator shortcut, and a
    // mixed-denominator distribution through the general walk).
    let mut rng = ChaCha8Rng::seed_from_u64(42);
    let die = [Prob::uniform(6); 6];
    let rolls: alloc::vec::Vec<usize> = (0..12).map(|_| sample_index(&die, &mut rng).unwrap()).collect();
    let mixed = [
        Prob::new(1, 2).unwrap(),
        Prob::new(1, 3).unwrap(),
        Prob::new(1, 6).unwrap(),
    ];
    let draws: alloc::vec::Vec<usize> = (0..12).map(|_| sample_index(&mixed, &mut rng).unwrap()).collect();
    assert_eq!(rolls, [4, 5, 2, 3, 1, 0, 1, 4, 4, 1, 3, 5]);
    assert_eq!(draws, [2, 1, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0]);
}

#[test]
fn sampling_is_roughly_fair() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let p = [Prob::new(1, 4).unwrap(), Prob::new(3, 4).unwrap()];
    let n = 20_000;
    let hits = (0..n).filter(|_| sample_index(&p, &mut rng).unwrap() == 0).count();
    assert!((4_500..5_500).contains(&hits), "{hits}");
}

proptest! {
    #[test]
    fn uniform_sums_exactly(n in 1u64..200) {
        let s = Prob::checked_sum(core::iter::repeat_n(Prob::uniform(n), n as usize)).unwrap();
        prop_assert_eq!(s, Prob::ONE);
    }

    #[test]
    fn add_is_exact(a in 0u64..50, b in 1u64..50, c in 0u64..50, d in 1u64..50) {
        prop_assume!(a <= b && c <= d);
        let x = Prob::new(a, b).unwrap();
        let y = Prob::new(c, d).unwrap();
        if let Ok(s) = x.checked_add(y) {
            // s == a/b + c/d  <=>  s.num * b * d == (a*d + c*b) * s.den
            prop_assert_eq!(s.numerator() as u128 * (b * d) as u128,
                            (a * d + c * b) as u128 * s.denominator() as u128);
        } else {
            prop_assert!(a * d + c * b > b * d);
        }
    }

    #[test]
    fn sampling_is_deterministic_and_in_range(seed: u64, ws in proptest::collection::vec(1u64..20, 1..12)) {
        let total: u64 = ws.iter().sum();
        let probs: alloc::vec::Vec<Prob> = ws.iter().map(|&w| Prob::new(w, total).unwrap()).collect();
        let a = sample_index(&probs, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        let b = sample_index(&probs, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap();
        prop_assert_eq!(a, b);
        prop_assert!(a < probs.len());
    }

    #[test]
    fn same_denominator_shortcut_draws_as_the_general_rule(
        seed: u64,
        ws in proptest::collection::vec(0u64..20, 1..12),
        uniform in 1u64..40,
    ) {
        // Mixed denominators (after reduction), and n outcomes of 1/n (one
        // denominator: the shortcut): the same index and the same RNG state
        // as the 128-bit rule, and the same error for a bad sum.
        let total: u64 = ws.iter().sum::<u64>().max(1);
        let mixed: alloc::vec::Vec<Prob> = ws.iter().map(|&w| Prob::new(w, total).unwrap()).collect();
        let thirds = [Prob::new(1, 3).unwrap(); 2];
        let even = alloc::vec![Prob::new(1, uniform).unwrap(); uniform as usize];
        for probs in [&mixed[..], &even[..], &thirds[..]] {
            let (mut a, mut b) = (ChaCha8Rng::seed_from_u64(seed), ChaCha8Rng::seed_from_u64(seed));
            let fast = sample_by(probs.iter().copied(), &mut a);
            let general = sample_general(probs.iter().copied(), &mut b);
            prop_assert_eq!(fast, general);
            prop_assert_eq!(a.next_u64(), b.next_u64());
        }
    }

    #[test]
    fn uniform_index_u64_agrees_with_the_128_bit_rule(n in 1u64..=u64::MAX, xs in proptest::collection::vec(any::<u64>(), 1..8)) {
        // The 128-bit reference of multiply-shift with rejection: accept x
        // when (x * n) mod 2^64 >= 2^64 mod n, return (x * n) / 2^64.
        let rem = ((1u128 << 64) % n as u128) as u64;
        let expected = xs
            .iter()
            .map(|&x| x as u128 * n as u128)
            .find(|&m| (m as u64) >= rem)
            .map(|m| (m >> 64) as u64);
        struct Seq(alloc::vec::Vec<u64>, usize);
        impl rand_core::TryRng for Seq {
            type Error = core::convert::Infallible;
            fn try_next_u32(&mut self) -> Result<u32, Self::Error> { Ok(self.try_next_u64()? as u32) }
            fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
                // Past the end, answer u64::MAX: the low half of its product
                // is 2^64 - n >= 2^64 mod n, so it is accepted (giving n - 1).
                let x = self.0.get(self.1).copied().unwrap_or(u64::MAX);
                self.1 += 1;
                Ok(x)
            }
            fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> { dst.fill(0); Ok(()) }
        }
        let got = crate::bots::uniform_index_u64(n, &mut Seq(xs.clone(), 0));
        let expected = expected.unwrap_or(n - 1);
        prop_assert_eq!(got, Some(expected));
    }

    #[test]
    fn uniform_index_is_exactly_uniform_over_all_draws_for_small_words(n in 1u64..=40) {
        // Scaled down to 8-bit words (x in 0..256, product / 256), the same
        // rule accepts exactly 256 - (256 mod n) words and gives each result
        // the same number of them.
        let rem = 256 % n;
        let mut counts = alloc::vec![0u32; n as usize];
        let mut accepted = 0;
        for x in 0..256u64 {
            let m = x * n;
            if m % 256 >= rem {
                accepted += 1;
                counts[(m / 256) as usize] += 1;
            }
        }
        prop_assert_eq!(accepted, 256 - rem);
        prop_assert!(counts.iter().all(|&c| c as u64 == (256 - rem) / n));
    }
}

use super::*;
use alloc::vec;

/// The byte-parallel compare agrees with a plain loop on every byte value.
#[test]
fn equal_bytes_matches_a_plain_loop() {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    for round in 0..20_000 {
        let mut codes = [0u8; 4 * PAWNS];
        for c in codes.iter_mut() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            // Few distinct values, so equal bytes are common; all values in some rounds.
            *c = if round % 2 == 0 {
                [0u8, 0x7F, 0x80, 0xFF][(seed % 4) as usize]
            } else {
                seed as u8
            };
        }
        for want in [0u8, 1, 0x7F, 0x80, 0xFE, 0xFF, codes[0], codes[19]] {
            let plain = codes
                .iter()
                .enumerate()
                .fold(0u32, |m, (b, &c)| m | ((c == want) as u32) << b);
            assert_eq!(equal_bytes(&codes, want), plain, "{codes:?} {want}");
        }
    }
}

/// Location codes are distinct and ordered as the locations.
#[test]
fn loc_codes_follow_the_order_of_locations() {
    let mut locs = vec![Loc::Ship, Loc::Earth, Loc::Out];
    locs.extend((0..RING_LEN).map(Loc::Ring));
    for c in Colour::ALL {
        locs.extend((0..8).map(|i| Loc::Path(c, i)));
    }
    for a in &locs {
        for b in &locs {
            assert_eq!(a.cmp(b), loc_code(*a).cmp(&loc_code(*b)), "{a:?} {b:?}");
        }
    }
}

/// Issue 17: `normalize` re-sorts only the colours whose Soldiers moved
/// (`unsorted`). Along seeded random games in several modes (Last Pawn
/// plays rounds with fewer pawns), every state has no colour left marked
/// and equals its full normalization of all four colours.
#[test]
fn i17_incremental_normal_form_matches_the_full_one_along_seeded_games() {
    extern crate std;
    use board_core::{Actor, Game};
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;
    let scale: u64 = std::env::var("TABLETOP_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let configs = [
        Config::default(),
        Config::with_players(2),
        Config {
            mode: Mode::Team,
            ..Config::default()
        },
        Config {
            mode: Mode::LastPawn,
            ..Config::with_players(3)
        },
    ];
    let mut plies = 0u64;
    for (k, config) in configs.into_iter().enumerate() {
        for seed in 0..20 * scale {
            let mut rng = ChaCha8Rng::seed_from_u64(1000 * k as u64 + seed);
            let mut s = State::new(config).unwrap();
            for _ in 0..4000 {
                let mv = match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => s.sample_chance(&mut rng),
                    Actor::Seat(_) => s.random_move(&mut rng),
                };
                s.apply_unchecked(&mv.unwrap());
                plies += 1;
                assert_eq!(s.unsorted, 0, "a colour left unsorted in {s}");
                let mut full = s;
                full.unsorted = 0b1111;
                full.normalize();
                assert_eq!(full, s, "not in normal form: {s}");
            }
        }
    }
    assert!(plies > 10_000, "only {plies} plies");
}

/// The byte-parallel range test of move generation agrees with a plain loop
/// on every byte value in every lane.
#[test]
fn on_board_bytes_matches_a_plain_loop() {
    for b in 0..=255u8 {
        for lane in 0..8 {
            // The other lanes hold values on either side of the range's ends.
            let mut bytes = [0, 1, 99, 100, 0x80, 0xE3, 0xFF, 0x63];
            if let Some(x) = bytes.get_mut(lane) {
                *x = b;
            }
            let want = bytes
                .iter()
                .enumerate()
                .fold(0u32, |m, (k, &x)| m | u32::from((1..=99).contains(&x)) << k);
            assert_eq!(on_board_bytes(u64::from_le_bytes(bytes)), want, "{bytes:?}");
        }
    }
}

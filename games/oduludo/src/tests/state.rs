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

/// The opponent test of move generation and jumps (a borrow-based "some
/// byte is zero" over the codes with the side's own bytes masked) agrees
/// with the gathered mask, in both modes, for every colour, on code arrays
/// full of equal bytes and of the values next to the masks' edges.
#[test]
fn any_opponent_at_code_matches_the_gathered_mask() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for (round, cfg) in (0..8_000).zip([Config::default(), Config::team()].into_iter().cycle()) {
        let mut s = State::new(cfg).unwrap_or_else(|e| panic!("{e}"));
        for c in s.codes.iter_mut() {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            *c = if round % 2 == 0 {
                [0u8, 1, 0x7F, 0x80, 0x81, 0xFF][(seed % 6) as usize]
            } else {
                seed as u8
            };
        }
        for c in Colour::ALL {
            for want in [0u8, 1, 0x7F, 0x80, 0x81, 0xFF, s.codes[0], s.codes[19]] {
                assert_eq!(
                    s.any_opponent_at_code(c, want),
                    s.opponents_at_code(c, want) != 0,
                    "{:?} {c:?} {want}",
                    s.codes
                );
            }
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

/// `normalize` re-sorts only the colours whose Soldiers moved
/// (`unsorted`). Along seeded random games in several modes (Last Pawn
/// plays rounds with fewer pawns), every state has no colour left marked
/// and equals its full normalization of all four colours.
#[test]
fn incremental_normal_form_matches_the_full_one_along_seeded_games() {
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

/// `normalize` (its inline test, the sorting network and the
/// general pass) puts every order of a colour's Soldiers, with their
/// must-move flags and Sun-group bits, back into the normal form: along
/// seeded random games in several modes, each colour's Soldiers of each
/// state are permuted in every way, marked unsorted and normalized, which
/// must give the state back; and the normal form is sorted by the
/// (pawn, flag, group bit) tuples.
#[test]
fn normalize_sorts_every_order_of_the_soldiers_back() {
    extern crate std;
    use board_core::{Actor, Game};
    use rand_chacha::ChaCha8Rng;
    use rand_core::SeedableRng;
    const ORDERS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];
    let configs = [
        Config::default(),
        Config {
            mode: Mode::Team,
            ..Config::default()
        },
        Config {
            mode: Mode::LastPawn,
            ..Config::with_players(3)
        },
    ];
    let mut checked = 0u64;
    for (k, config) in configs.into_iter().enumerate() {
        for seed in 0..8 {
            let mut rng = ChaCha8Rng::seed_from_u64(7000 + 100 * k as u64 + seed);
            let mut s = State::new(config).unwrap();
            for _ in 0..3000 {
                let mv = match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => s.sample_chance(&mut rng),
                    Actor::Seat(_) => s.random_move(&mut rng),
                };
                s.apply_unchecked(&mv.unwrap());
                let group = match s.phase {
                    Phase::Sun { group, .. } => group,
                    _ => 0,
                };
                for c in Colour::ALL {
                    let ci = c.index();
                    let cnt = (s.pawn_count[c] as usize).min(PAWNS).saturating_sub(2);
                    // Sorted by the tuples in the normal form.
                    let tuple = |k: usize| {
                        let g = group >> (ci * PAWNS + k) & 1 != 0;
                        (s.pawns[c][k], s.must_move[c] & (1 << k) != 0, g)
                    };
                    for k in 2..1 + cnt {
                        assert!(tuple(k) <= tuple(k + 1), "not sorted: {s}");
                    }
                    if cnt < 2 {
                        continue;
                    }
                    for order in ORDERS.iter().filter(|o| cnt == 3 || o[2] == 2) {
                        let mut t = s;
                        let bit = |x: u32, k: usize| (x >> k) & 1;
                        let (mut mm, mut g) = (u32::from(s.must_move[c]) & 0b11, group >> (ci * PAWNS) & 0b11);
                        for (to, &from) in order.iter().enumerate() {
                            t.pawns[c][2 + to] = s.pawns[c][2 + from];
                            t.codes[ci * PAWNS + 2 + to] = s.codes[ci * PAWNS + 2 + from];
                            mm |= bit(u32::from(s.must_move[c]), 2 + from) << (2 + to);
                            g |= bit(group >> (ci * PAWNS), 2 + from) << (2 + to);
                        }
                        t.must_move[c] = mm as u8;
                        if let Phase::Sun { group: tg, .. } = &mut t.phase {
                            *tg = (*tg & !(0b11111 << (ci * PAWNS))) | g << (ci * PAWNS);
                        }
                        t.unsorted = 1 << ci;
                        t.normalize();
                        assert_eq!(t, s, "order {order:?} of {c} not sorted back in {s}");
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "only {checked} orders");
}

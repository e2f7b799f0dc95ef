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
        s.refresh_board();
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
                        (s.pw(c, k), s.must_move[c] & (1 << k) != 0, g)
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
                            let moved = s.pw(c, 2 + from);
                            t.put_pawn(ci * PAWNS + 2 + to, s.codes[ci * PAWNS + 2 + from], moved.captor);
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

/// Everything derived from the pawn codes (the occupancy board) equals its
/// recomputation from scratch, and the captor bits stay canonical.
fn assert_caches(s: &State) {
    assert_eq!(s.board, s.derived_board(), "occupancy board out of step: {s}");
    assert!(s.captors_canonical(), "captor bits of a free pawn: {s}");
    for c in Colour::ALL {
        for i in 0..PAWNS {
            let code = s.codes.get(c.index() * PAWNS + i).copied();
            assert_eq!(
                Some(pawn_code(s.pw(c, i))),
                code,
                "pawn {c:?} {i} does not read back: {s}"
            );
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    /// Along seeded random games of every mode, after every apply (the
    /// checked `apply`, `apply_unchecked`, the fused `random_step` and the
    /// generic `listed_step`), the occupancy board equals the board
    /// recomputed from the pawn codes.
    #[test]
    fn occupancy_equals_its_recomputation_after_every_apply(seed in proptest::prelude::any::<u64>(), which in 0usize..5) {
        use board_core::bots::{ListedBuffers, listed_step, sample_chance, uniform_index};
        use board_core::{Actor, Game};
        let cfg = match which {
            0 => Config::with_players(2),
            1 => Config::with_players(3),
            2 => Config::default(),
            3 => Config::team(),
            _ => Config::last_pawn(4),
        };
        let start = State::new(cfg).unwrap_or_else(|e| panic!("{e}"));
        assert_caches(&start);
        // Checked apply and apply_unchecked, move by move.
        let mut r = board_core::testkit::rng(seed);
        let mut s = start;
        for _ in 0..3_000 {
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).ok().flatten(),
                Actor::Seat(_) => {
                    let l = s.legal_moves();
                    uniform_index(l.len(), &mut r).and_then(|i| l.get(i).copied())
                }
            };
            let Some(m) = m else { break };
            let n = s.apply(&m).unwrap_or_else(|e| panic!("{e}"));
            assert_caches(&n);
            let mut u = s;
            u.apply_unchecked(&m);
            assert_eq!(u, n);
            s = n;
        }
        // The fused step and the generic step.
        let mut r = board_core::testkit::rng(seed);
        let mut s = start;
        for _ in 0..3_000 {
            if s.random_step(&mut r).is_none() {
                break;
            }
            assert_caches(&s);
        }
        let mut r = board_core::testkit::rng(seed ^ 1);
        let mut s = start;
        let mut bufs = ListedBuffers::<State>::new();
        for _ in 0..3_000 {
            if listed_step(&mut s, &mut bufs, &mut r).is_none() {
                break;
            }
            assert_caches(&s);
        }
    }
}

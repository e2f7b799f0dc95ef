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

use super::*;
use alloc::string::ToString;
use rand_core::SeedableRng;

#[test]
fn racer_takes_a_removal_when_it_can() {
    let s: State =
        "Sd5+S,Ng7=* S t0 play blocks=1/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none"
            .parse()
            .unwrap();
    let mut bot = RacerBot::new(rand_chacha::ChaCha8Rng::seed_from_u64(1));
    assert_eq!(bot.choose(&s).unwrap().to_string(), "d5n*");
    let det = board_core::bots::Determinize::determinize(
        &s,
        board_core::Seat(1),
        &mut rand_chacha::ChaCha8Rng::seed_from_u64(2),
    );
    assert_eq!(det, s);
}

//! Views are respected: for every seat, the SVG of a state and of a state
//! with everything that seat cannot see dealt anew (board-core's
//! `Determinize`) are identical, and the picture of a seat's view holds no
//! card the seat may not see. Property tests over seeded positions.

use crate::common;

use board_core::bots::Determinize;
use board_core::testkit::rng;
use board_core::{Game, Observe, Seat};
use common::positions;
use proptest::prelude::*;
use tabletop_svg::Options;
use xobrainer::MissionView;

fn cases() -> u32 {
    32 * common::scale() as u32
}

/// A seeded xobrainer position with Mission cards in play.
fn xobrainer_position(seed: u64, ply: usize) -> xobrainer::State {
    let configs = common::xobrainer_configs();
    let config = configs[1 + (seed as usize % 2)].clone(); // the Mission configs
    let start = xobrainer::State::new(config).expect("config");
    positions(&start, seed..seed + 1, ply.max(1), ply + 1)
        .pop()
        .map(|p| p.state)
        .expect("a position")
}

fn numseq_position(seed: u64, ply: usize) -> numseq::State {
    let configs = common::numseq_configs();
    let config = configs[seed as usize % configs.len()];
    let start = numseq::State::new(config).expect("config");
    positions(&start, seed..seed + 1, ply.max(1), ply + 1)
        .pop()
        .map(|p| p.state)
        .expect("a position")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn xobrainer_equal_views_draw_equal_pictures(seed in 0u64..10_000, ply in 0usize..160, redraw in 0u64..1000) {
        let s = xobrainer_position(seed, ply);
        for seat in Seat::all(s.num_seats()) {
            let other = s.determinize(seat, &mut rng(redraw));
            prop_assert_eq!(s.view(seat), other.view(seat));
            let o = Options::default().seat(seat);
            prop_assert_eq!(tabletop_svg::xobrainer::to_svg(&s, &o), tabletop_svg::xobrainer::to_svg(&other, &o));
        }
    }

    #[test]
    fn xobrainer_view_hides_the_other_mission_card(seed in 0u64..10_000, ply in 0usize..160) {
        let s = xobrainer_position(seed, ply);
        for seat in Seat::all(s.num_seats()) {
            let view = s.view(seat);
            let svg = tabletop_svg::xobrainer::to_svg(&s, &Options::default().seat(seat));
            // X-R2: a Mission card per player; a side's cards are drawn iff
            // the viewer knows at least one of them.
            for side in xobrainer::Side::ALL {
                let drawn = svg.contains(&format!("class=\"mission {} ", side.letter()));
                let of_side: Vec<MissionView> = view
                    .missions
                    .iter()
                    .zip(0u8..)
                    .filter(|&(_, i)| s.config().side_of(Seat(i)) == Some(side))
                    .map(|(m, _)| *m)
                    .collect();
                let known = of_side.iter().any(|m| matches!(m, MissionView::Known(_)));
                prop_assert_eq!(drawn, known, "seat {} and {}'s missions {:?}", seat.0, side, of_side);
                if of_side.contains(&MissionView::Hidden) {
                    prop_assert!(svg.contains("hidden"));
                }
            }
        }
    }

    #[test]
    fn numseq_equal_views_draw_equal_pictures(seed in 0u64..10_000, ply in 0usize..200, redraw in 0u64..1000) {
        let s = numseq_position(seed, ply);
        for seat in Seat::all(s.num_seats()) {
            let other = s.determinize(seat, &mut rng(redraw));
            prop_assert_eq!(s.view(seat), other.view(seat));
            let o = Options::default().seat(seat);
            prop_assert_eq!(tabletop_svg::numseq::to_svg(&s, &o), tabletop_svg::numseq::to_svg(&other, &o));
            prop_assert_eq!(tabletop_svg::numseq::view_to_svg(&s.view(seat), &o), tabletop_svg::numseq::to_svg(&s, &o));
        }
    }

    #[test]
    fn numseq_view_shows_only_the_own_hand(seed in 0u64..10_000, ply in 0usize..200) {
        let s = numseq_position(seed, ply);
        let seats = s.num_seats();
        for seat in Seat::all(seats) {
            let svg = tabletop_svg::numseq::to_svg(&s, &Options::default().seat(seat));
            for other in 0..seats {
                let face_up = svg.contains(&format!("class=\"hand seat-{other}\""));
                let backs = svg.contains(&format!("class=\"hand-hidden seat-{other}\""));
                prop_assert_eq!(face_up, other == seat.index(), "seat {} / hand {}", seat.0, other);
                prop_assert_eq!(backs, other != seat.index());
            }
            // The own hand, card by card, and no more cards than it holds.
            let own: Vec<numseq::Card> = s.hand(seat).collect();
            for c in &own {
                let card_class = format!("class=\"card {c}\"");
                prop_assert!(svg.contains(&card_class));
            }
            prop_assert_eq!(svg.matches("class=\"card ").count(), own.len());
        }
    }
}

#[test]
fn full_state_pictures_show_every_hand() {
    let s = numseq_position(3, 50);
    let svg = tabletop_svg::numseq::to_svg(&s, &Options::default());
    for seat in 0..s.num_seats() {
        assert!(svg.contains(&format!("class=\"hand seat-{seat}\"")));
    }
    assert!(!svg.contains("hand-hidden"));
}

#[test]
fn everything_public_games_draw_the_same_picture_for_every_seat_but_the_caption() {
    let o = oduludo::State::new(oduludo::Config::with_players(4)).expect("config");
    let d = deblockle::State::new(deblockle::Config::default()).expect("config");
    for seat in [Seat(0), Seat(1)] {
        let a = tabletop_svg::oduludo::to_svg(&o, &Options::default().seat(seat));
        let b = tabletop_svg::oduludo::to_svg(&o, &Options::default());
        let caption_free = a
            .replace(&format!(" · drawn for seat {}", seat.0), "")
            .replace(" (you)", "");
        assert!(caption_free == b, "seat {} changes more than the caption", seat.0);
        let _ = tabletop_svg::deblockle::to_svg(&d, &Options::default().seat(seat));
    }
}

#[test]
fn xobrainer_hidden_mission_is_drawn_only_in_the_full_picture() {
    // A Mission match in play: X's seat does not see O's card.
    let mut found = false;
    for seed in 0..20 {
        let s = xobrainer_position(seed * 2, 30); // an even seed: the Mission-only config
        let x_seat = Seat(0);
        if s.view(x_seat).missions.get(1) != Some(&MissionView::Hidden) {
            continue;
        }
        found = true;
        let seen = tabletop_svg::xobrainer::to_svg(&s, &Options::default().seat(x_seat));
        let full = tabletop_svg::xobrainer::to_svg(&s, &Options::default());
        assert!(seen.contains("mission hidden") && !seen.contains("class=\"mission O "));
        assert!(seen.contains("class=\"mission X "), "X sees its own card");
        assert!(full.contains("class=\"mission O ") && full.contains("class=\"mission X "));
    }
    assert!(found, "no position with a hidden Mission card");
}

//! Every state of seeded random games drawn and parsed: the full picture and
//! each seat's view, for the default configuration of each game (plus classic
//! Sequence at 4 players). The default run plays 3 games per game;
//! `TABLETOP_TEST_SCALE=N` plays `3 * N` (`TABLETOP_TEST_SCALE=100` draws
//! every state of 1,500 games: 300 per configuration).

use crate::common;

use board_core::testkit::rng;
use board_core::{Actor, Game, Seat};
use common::scale;
use tabletop_svg::Options;

fn parse(svg: &str, what: &dyn Fn() -> String) {
    match roxmltree::Document::parse(svg) {
        Ok(doc) => assert_eq!(doc.root_element().tag_name().name(), "svg", "{}", what()),
        Err(e) => panic!("{}: not XML: {e}", what()),
    }
}

fn play<G: Game>(name: &str, start: &G, games: u64, max_plies: usize, mut visit: impl FnMut(&G, &dyn Fn() -> String)) {
    for seed in 0..games {
        let mut r = rng(seed);
        let mut s = start.clone();
        for ply in 0..=max_plies {
            visit(&s, &|| format!("{name} game {seed} ply {ply}"));
            let mv = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => s.sample_chance(&mut r),
                Actor::Seat(_) => s.random_move(&mut r),
            };
            let Some(mv) = mv else { break };
            s.apply_unchecked(&mv);
        }
    }
}

fn games() -> u64 {
    3 * scale()
}

#[test]
fn every_xobrainer_state_draws_valid_svg() {
    let start = xobrainer::State::new(xobrainer::Config {
        variants: xobrainer::Variants {
            map: true,
            mission: true,
            random: true,
            ..xobrainer::Variants::default()
        },
        ..xobrainer::Config::default()
    })
    .expect("config");
    let mut n = 0;
    play("xobrainer", &start, games(), 20_000, |s, what| {
        parse(&tabletop_svg::xobrainer::to_svg(s, &Options::default()), what);
        for seat in Seat::all(s.num_seats()) {
            parse(
                &tabletop_svg::xobrainer::to_svg(s, &Options::default().seat(seat)),
                what,
            );
        }
        n += 1;
    });
    assert!(n > 0);
}

#[test]
fn every_oduludo_state_draws_valid_svg() {
    let start = oduludo::State::new(oduludo::Config::default()).expect("config");
    let mut n = 0;
    play("oduludo", &start, games(), 20_000, |s, what| {
        parse(&tabletop_svg::oduludo::to_svg(s, &Options::default()), what);
        n += 1;
    });
    assert!(n > 0);
}

#[test]
fn every_numseq_state_draws_valid_svg() {
    for config in [numseq::Config::default(), numseq::Config::classic(4)] {
        let start = numseq::State::new(config).expect("config");
        let mut n = 0;
        play("numseq", &start, games(), 20_000, |s, what| {
            parse(&tabletop_svg::numseq::to_svg(s, &Options::default()), what);
            for seat in Seat::all(s.num_seats()) {
                parse(&tabletop_svg::numseq::to_svg(s, &Options::default().seat(seat)), what);
            }
            n += 1;
        });
        assert!(n > 0);
    }
}

#[test]
fn every_deblockle_state_draws_valid_svg() {
    let start = deblockle::State::new(deblockle::Config {
        max_turns: Some(300),
        ..deblockle::Config::default()
    })
    .expect("config");
    let mut n = 0;
    play("deblockle", &start, games(), 20_000, |s, what| {
        parse(&tabletop_svg::deblockle::to_svg(s, &Options::default()), what);
        n += 1;
    });
    assert!(n > 0);
}

//! Drawing through the facade (`tabletop_svg::hosted`, feature `tabletop`):
//! the same bytes as each game's own module, squares by name both ways, and
//! a click area on every square of every game (`Options::hit_areas`).

use board_core::testkit::rng;
use tabletop::{Actor, DynGame, Seat, load_game};
use tabletop_svg::{Options, hosted};

/// `text` played `plies` seeded random plies (chance sampled).
fn played(text: &str, plies: usize, seed: u64) -> Box<dyn DynGame> {
    let mut game = load_game(text).unwrap();
    let mut r = rng(seed);
    for _ in 0..plies {
        match game.to_act() {
            Actor::Terminal => break,
            Actor::Chance => {
                game.sample_chance(&mut r).unwrap();
            }
            Actor::Seat(_) => {
                let mv = game.random_move(&mut r).unwrap();
                game.apply(&mv).unwrap();
            }
        }
    }
    game
}

/// The `data-square` names of an SVG's click areas, in document order.
fn hit_names(svg: &str, attr: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("hit"))
        .filter_map(|n| n.attribute(attr).map(str::to_string))
        .collect()
}

#[test]
fn hosted_pictures_are_the_modules_own() {
    let options: Options<String> = Options::default().seat(Seat(1)).hit_areas(true);
    let game = played("xobrainer(variants=mission)", 30, 1);
    let state = game
        .as_any()
        .downcast_ref::<tabletop::Hosted<xobrainer::State>>()
        .unwrap()
        .state();
    let own = tabletop_svg::xobrainer::to_svg(state, &Options::default().seat(Seat(1)).hit_areas(true));
    assert_eq!(hosted::to_svg(game.as_ref(), &options).unwrap(), own);

    let game = played("numseq", 40, 2);
    let state = game
        .as_any()
        .downcast_ref::<tabletop::Hosted<numseq::State>>()
        .unwrap()
        .state();
    let svg = hosted::to_svg(game.as_ref(), &Options::default().seat(Seat(0)).hit_areas(true)).unwrap();
    assert_eq!(
        svg,
        tabletop_svg::numseq::to_svg(state, &Options::default().seat(Seat(0)).hit_areas(true))
    );
}

#[test]
fn every_square_has_one_click_area_named_as_the_moves_name_it() {
    for (text, squares) in [
        ("xobrainer", 100),
        ("numseq", 100),
        ("deblockle", 49),
        ("oduludo(players=2)", 52 + 2 * 5 + 1),
        ("oduludo", 52 + 4 * 5 + 1),
    ] {
        let game = played(text, 25, 3);
        let svg = hosted::to_svg(game.as_ref(), &Options::default().hit_areas(true)).unwrap();
        let names = hit_names(&svg, "data-square");
        assert_eq!(names.len(), squares, "{text}");
        let mut unique = names.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{text}: a square named twice");
        // Every square a legal move touches has its click area.
        for mv in game.legal_moves() {
            for sq in hosted::move_squares(game.as_ref(), &mv) {
                assert!(
                    names.contains(&sq),
                    "{text}: {mv} touches {sq}, which has no click area"
                );
            }
        }
        for sq in hosted::target_squares(game.as_ref()) {
            assert!(names.contains(&sq), "{text}: target {sq}");
        }
        // Names go back in: marking every square marks each one.
        let marked = Options::default().targets(names.clone()).last_move(names.clone());
        let svg = hosted::to_svg(game.as_ref(), &marked).unwrap();
        for n in &names {
            assert!(svg.contains(&format!("\"target {n}\"")), "{text}: target {n} not drawn");
            assert!(
                svg.contains(&format!("\"last-move {n}\"")),
                "{text}: last move {n} not drawn"
            );
        }
        let plain = hosted::to_svg(game.as_ref(), &Options::default()).unwrap();
        assert!(
            !plain.contains("class=\"hit\""),
            "{text}: click areas only when asked for"
        );
    }
}

#[test]
fn unknown_square_names_are_left_out() {
    let game = played("oduludo(players=2)", 10, 4);
    let options = Options::default().targets(vec!["r52".into(), "pR0".into(), "r01".into(), "x".into(), "pG5".into()]);
    let svg = hosted::to_svg(game.as_ref(), &options).unwrap();
    assert!(!svg.contains("class=\"target"), "{svg}");
    assert!(hosted::move_squares(game.as_ref(), "not a move").is_empty());
}

#[test]
fn numseq_cards_in_the_viewers_hand_have_click_areas() {
    let game = played("numseq", 12, 5);
    let svg = hosted::to_svg(game.as_ref(), &Options::default().seat(Seat(0)).hit_areas(true)).unwrap();
    let cards = hit_names(&svg, "data-card");
    assert_eq!(cards.len(), 5, "seat 0's five cards, and none of seat 1's: {cards:?}");
}

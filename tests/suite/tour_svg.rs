//! The tour's `--svg` pictures: one SVG per game of its final position, and
//! the tour's text unchanged by asking for them.

use tabletop::GameSpec;
use tabletop_rules::games::GameKind;
use tabletop_rules::tour::{run, run_with_pictures};

#[test]
fn tour_pictures_are_the_final_positions_of_each_game() {
    let (text, svgs) = run_with_pictures(1, None, false, true);
    assert_eq!(text, run(1, None, false));
    // Named by game string: the four defaults, and the classic Sequence game
    // (N-R3) after numseq's default.
    let names: Vec<&str> = svgs.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names.len(), 5, "{names:?}");
    assert_eq!(
        [names[0], names[1], names[2], names[4]],
        GameKind::ALL.map(|g| g.name())
    );
    assert!(names[3].starts_with("numseq(preset=classic"), "{}", names[3]);
    for (name, svg) in &svgs {
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""), "{name}");
        assert!(svg.trim_end().ends_with("</svg>"), "{name}");
    }
    let (_, none) = run_with_pictures(1, Some(GameSpec::default_for(GameKind::Deblockle)), false, false);
    assert!(none.is_empty());
    let (_, one) = run_with_pictures(1, Some(GameSpec::default_for(GameKind::Deblockle)), false, true);
    assert_eq!(one.len(), 1);
}

//! Any game behind the `tabletop` facade's [`DynGame`] (feature
//! `tabletop`): the same pictures, with squares named by text, so a host
//! that only knows game strings (a server, a web page) can draw every game.
//!
//! Square names are the ones the pictures' `class` and `data-square`
//! attributes use: the square notation for XOBrainer, numseq and Deblockle
//! (`e5`, `c1`), and for ODULUDO `r17` on the ring, a coloured path square
//! by colour and index from the ring (`pG0`, `pB4`) and `earth`. Names that
//! are no square of the game are left out.
//!
//! ```
//! use tabletop_svg::{Options, hosted};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = tabletop::load_game("xobrainer")?;
//! game.apply("lot:X")?;
//! let before = game.clone();
//! game.apply("e5")?;
//! let last = hosted::move_squares(before.as_ref(), "e5");
//! assert_eq!(last, ["e5"]);
//! let options = Options::default().seat(tabletop::Seat(1)).last_move(last).hit_areas(true);
//! let svg = hosted::to_svg(game.as_ref(), &options).ok_or("one of the four games")?;
//! assert!(svg.contains("last-move e5") && svg.contains("data-square=\"e5\""));
//! # Ok(()) }
//! ```

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use board_core::grid::Coord;
use tabletop::{DynGame, Hosted};

use crate::Options;

/// The hosted game's state, if it is `Hosted<G>`.
fn state<G: tabletop::Engine>(game: &dyn DynGame) -> Option<&G> {
    game.as_any().downcast_ref::<Hosted<G>>().map(Hosted::state)
}

/// `options` with its squares read by `parse` (unknown names left out).
fn typed<H>(options: &Options<String>, parse: impl Fn(&str) -> Option<H>) -> Options<H> {
    Options {
        size: options.size,
        coordinates: options.coordinates,
        seat: options.seat,
        flip: options.flip,
        last_move: options.last_move.iter().filter_map(|s| parse(s)).collect(),
        targets: options.targets.iter().filter_map(|s| parse(s)).collect(),
        hit_areas: options.hit_areas,
    }
}

fn coord(name: &str) -> Option<Coord> {
    name.parse().ok()
}

fn square(name: &str) -> Option<deblockle::Square> {
    name.parse().ok()
}

fn names<H: ToString>(squares: Vec<H>) -> Vec<String> {
    squares.iter().map(ToString::to_string).collect()
}

/// The picture of `game` as its module's `to_svg` draws it (with
/// [`Options::seat`], only what that seat may see). `None` if `game` is
/// not one of the four engines hosted by the facade.
pub fn to_svg(game: &dyn DynGame, options: &Options<String>) -> Option<String> {
    if let Some(s) = state::<xobrainer::State>(game) {
        return Some(crate::xobrainer::to_svg(s, &typed(options, coord)));
    }
    if let Some(s) = state::<numseq::State>(game) {
        return Some(crate::numseq::to_svg(s, &typed(options, coord)));
    }
    if let Some(s) = state::<deblockle::State>(game) {
        return Some(crate::deblockle::to_svg(s, &typed(options, square)));
    }
    if let Some(s) = state::<oduludo::State>(game) {
        let config = s.config();
        return Some(crate::oduludo::to_svg(
            s,
            &typed(options, |n| crate::oduludo::parse_loc(n, config)),
        ));
    }
    None
}

/// The squares the move written `mv` touches when played in `before` (the
/// module's `move_squares`), by name; empty if `mv` is not a move of the
/// game.
pub fn move_squares(before: &dyn DynGame, mv: &str) -> Vec<String> {
    if state::<xobrainer::State>(before).is_some() {
        return mv
            .parse()
            .map(|m| names(crate::xobrainer::move_squares(&m)))
            .unwrap_or_default();
    }
    if state::<numseq::State>(before).is_some() {
        return mv
            .parse()
            .map(|m| names(crate::numseq::move_squares(&m)))
            .unwrap_or_default();
    }
    if state::<deblockle::State>(before).is_some() {
        return mv
            .parse()
            .map(|m| names(crate::deblockle::move_squares(&m)))
            .unwrap_or_default();
    }
    if let Some(s) = state::<oduludo::State>(before) {
        return mv
            .parse()
            .map(|m| {
                crate::oduludo::move_squares(s, &m)
                    .into_iter()
                    .map(crate::oduludo::loc_name)
                    .collect()
            })
            .unwrap_or_default();
    }
    Vec::new()
}

/// The squares the seat to act can move to now (the module's
/// `target_squares`), by name.
pub fn target_squares(game: &dyn DynGame) -> Vec<String> {
    if let Some(s) = state::<xobrainer::State>(game) {
        return names(crate::xobrainer::target_squares(s));
    }
    if let Some(s) = state::<numseq::State>(game) {
        return names(crate::numseq::target_squares(s));
    }
    if let Some(s) = state::<deblockle::State>(game) {
        return names(crate::deblockle::target_squares(s));
    }
    if let Some(s) = state::<oduludo::State>(game) {
        return crate::oduludo::target_squares(s)
            .into_iter()
            .map(crate::oduludo::loc_name)
            .collect();
    }
    Vec::new()
}

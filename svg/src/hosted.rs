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
//! A game of the registry without a [`Draw`] impl of its own (a new game,
//! before it has a drawing) is drawn as its text picture in a monospace SVG
//! ([`text_svg`]: with [`Options::seat`], that seat's view), with no squares.
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
//! let svg = hosted::to_svg(game.as_ref(), &options).ok_or("a game of the registry")?;
//! assert!(svg.contains("last-move e5") && svg.contains("data-square=\"e5\""));
//! # Ok(()) }
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::marker::PhantomData;

use tabletop::{DynGame, Engine, GameKind, Hosted};

use crate::{Draw, Options, escape_into};

/// The hosted game's state, if it is `Hosted<G>`.
fn state<G: Engine>(game: &dyn DynGame) -> Option<&G> {
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

/// One game's [`Draw`] impl behind plain functions of a `DynGame`.
struct Drawer {
    to_svg: fn(&dyn DynGame, &Options<String>) -> Option<String>,
    move_squares: fn(&dyn DynGame, &str) -> Vec<String>,
    target_squares: fn(&dyn DynGame) -> Vec<String>,
}

impl Drawer {
    fn of<G: Draw + Engine>() -> Drawer {
        Drawer {
            to_svg: |game, options| {
                let s = state::<G>(game)?;
                Some(s.to_svg(&typed(options, |n| s.square(n))))
            },
            move_squares: |before, mv| {
                let (Some(s), Ok(mv)) = (state::<G>(before), mv.parse::<G::Move>()) else {
                    return Vec::new();
                };
                s.move_squares(&mv).iter().map(G::square_name).collect()
            },
            target_squares: |game| {
                state::<G>(game).map_or_else(Vec::new, |s| s.target_squares().iter().map(G::square_name).collect())
            },
        }
    }
}

impl Drawer {
    /// The drawer of a game without a [`Draw`] impl: its text picture
    /// ([`text_svg`]), no squares.
    #[allow(dead_code, reason = "used only for a game of the registry without a Draw impl")]
    fn text<G: Engine>() -> Drawer {
        Drawer {
            to_svg: |game, options| {
                state::<G>(game)?;
                let text = match options.seat {
                    Some(seat) => game.view(seat)?,
                    None => game.picture(),
                };
                Some(text_svg(&text, options.size))
            },
            move_squares: |_, _| Vec::new(),
            target_squares: |_| Vec::new(),
        }
    }
}

/// Picks a game's drawer by its type: [`Drawer::of`] where the type has a
/// [`Draw`] impl, else [`Drawer::text`] (method resolution tries
/// `PickDraw`'s impl on `Pick<G>` before `PickText`'s on `&Pick<G>`; the
/// registry's types are concrete, so the choice is made at compile time).
struct Pick<G>(PhantomData<G>);

trait PickDraw {
    fn drawer(&self) -> Drawer;
}

impl<G: Draw + Engine> PickDraw for Pick<G> {
    fn drawer(&self) -> Drawer {
        Drawer::of::<G>()
    }
}

#[allow(dead_code, reason = "used only for a game of the registry without a Draw impl")]
trait PickText {
    fn drawer(&self) -> Drawer;
}

#[allow(dead_code, reason = "used only for a game of the registry without a Draw impl")]
impl<G: Engine> PickText for &Pick<G> {
    fn drawer(&self) -> Drawer {
        Drawer::text::<G>()
    }
}

/// A text picture as an SVG: one monospace `<text>` line per line of
/// `text` (escaped, spaces kept), on a white ground, `width` pixels wide
/// (the height follows the text's aspect ratio). What [`to_svg`] draws for
/// a game of the registry without a drawing of its own.
pub fn text_svg(text: &str, width: u32) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let columns = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0).max(1);
    let rows = lines.len().max(1);
    // Cells of 6 by 12 units (a monospace glyph is about half as wide as
    // high), with a margin of one cell.
    let (w, h) = (6 * (columns + 2), 12 * (rows + 1));
    let height = (u64::from(width) * h as u64).div_ceil(w as u64);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" viewBox=\"0 0 {w} {h}\">\
         <rect width=\"{w}\" height=\"{h}\" fill=\"#fff\"/>\
         <text font-family=\"monospace\" font-size=\"10\" fill=\"#000\" xml:space=\"preserve\">"
    );
    for (i, line) in lines.iter().enumerate() {
        svg.push_str(&format!("<tspan x=\"6\" y=\"{}\">", 12 * (i + 1)));
        escape_into(&mut svg, line);
        svg.push_str("</tspan>");
    }
    svg.push_str("</text></svg>");
    svg
}

/// The drawer of each game in the facade's registry: its [`Draw`] impl, or
/// the text picture for a game without one.
macro_rules! drawers {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        fn drawer(kind: GameKind) -> Drawer {
            match kind {
                $(GameKind::$kind => (&Pick::<$state>(PhantomData)).drawer(),)*
            }
        }
    };
}
tabletop::for_each_game!(drawers);

/// The drawer of the game `game` hosts, if it is one of the facade's games.
fn drawer_of(game: &dyn DynGame) -> Option<Drawer> {
    GameKind::from_name(game.name()).map(drawer)
}

/// The picture of `game` as its module's `to_svg` draws it (with
/// [`Options::seat`], only what that seat may see). `None` if `game` is
/// not one of the games hosted by the facade.
pub fn to_svg(game: &dyn DynGame, options: &Options<String>) -> Option<String> {
    (drawer_of(game)?.to_svg)(game, options)
}

/// The squares the move written `mv` touches when played in `before` (the
/// module's `move_squares`), by name; empty if `mv` is not a move of the
/// game.
pub fn move_squares(before: &dyn DynGame, mv: &str) -> Vec<String> {
    drawer_of(before).map_or_else(Vec::new, |d| (d.move_squares)(before, mv))
}

/// The squares the seat to act can move to now (the module's
/// `target_squares`), by name.
pub fn target_squares(game: &dyn DynGame) -> Vec<String> {
    drawer_of(game).map_or_else(Vec::new, |d| (d.target_squares)(game))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_without_a_drawing_is_drawn_as_its_text_picture() {
        let Ok(game) = tabletop::load_game("deblockle") else {
            panic!("deblockle loads");
        };
        let text = Drawer::text::<deblockle::State>();
        let Some(svg) = (text.to_svg)(game.as_ref(), &Options::default()) else {
            panic!("a hosted deblockle");
        };
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"600\""));
        for line in game.picture().lines() {
            assert!(svg.contains(&format!("\">{}</tspan>", crate::escape(line))), "{line:?}");
        }
        assert!((text.move_squares)(game.as_ref(), "roll:+").is_empty());
        let Some(north) = game.view(tabletop::Seat(1)) else {
            panic!("a north seat");
        };
        let seat = Options::default().seat(tabletop::Seat(1));
        assert_eq!((text.to_svg)(game.as_ref(), &seat), Some(text_svg(&north, 600)));
        let Ok(other) = tabletop::load_game("numseq") else {
            panic!("numseq loads");
        };
        assert_eq!((text.to_svg)(other.as_ref(), &Options::default()), None);
    }

    #[test]
    fn the_four_games_keep_their_drawings() {
        for kind in GameKind::ALL {
            let Ok(game) = tabletop::load_game(kind.name()) else {
                panic!("{kind:?} loads");
            };
            let svg = to_svg(game.as_ref(), &Options::default());
            assert!(
                svg.is_some_and(|s| !s.contains("font-family=\"monospace\" font-size=\"10\" fill=\"#000\" xml:space"))
            );
        }
    }
}

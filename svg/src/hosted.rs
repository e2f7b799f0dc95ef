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
//! let svg = hosted::to_svg(game.as_ref(), &options).ok_or("a game of the registry")?;
//! assert!(svg.contains("last-move e5") && svg.contains("data-square=\"e5\""));
//! # Ok(()) }
//! ```

use alloc::string::String;
use alloc::vec::Vec;

use tabletop::{DynGame, Engine, GameKind, Hosted};

use crate::{Draw, Options};

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

/// The drawer of each game in the facade's registry.
macro_rules! drawers {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        fn drawer(kind: GameKind) -> Drawer {
            match kind {
                $(GameKind::$kind => Drawer::of::<$state>(),)*
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

//! The registry: every game the facade hosts, one line each.

/// Calls the macro `$callback` with the list of games, one line per game:
/// `Kind(crate, $crate::crate::State) "what it is"`: the [`GameKind`]
/// variant, the engine crate, its state type and a one-line description.
///
/// This list is the registry: the facade builds [`GameKind`], the arms of
/// [`GameSpec`] and everything else that goes through every game from it,
/// and crates with a per-game trait of their own (the pictures'
/// `tabletop_svg::Draw`, the root binaries' `Showcase`) read it with their
/// own callback, so that a new game is one line here.
///
/// ```
/// macro_rules! names {
///     ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
///         [$(<$state as tabletop::Game>::INFO.name),*]
///     };
/// }
/// assert_eq!(tabletop::for_each_game!(names), ["xobrainer", "oduludo", "numseq", "deblockle"]);
/// ```
///
/// [`GameKind`]: crate::GameKind
/// [`GameSpec`]: crate::GameSpec
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback! {
            XOBrainer(xobrainer, $crate::xobrainer::State) "five in a row in shape or colour",
            Oduludo(oduludo, $crate::oduludo::State) "space Ludo",
            Numseq(numseq, $crate::numseq::State) "a numbers Sequence",
            Deblockle(deblockle, $crate::deblockle::State) "tip a cube, then hop",
        }
    };
}

/// `1` for each token, to count the registry's lines in a const.
macro_rules! one {
    ($x:tt) => {
        1
    };
}
pub(crate) use one;

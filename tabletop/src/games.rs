//! Each game's facade file (`games/<crate>.rs`, one per line of the
//! registry): its game-string parameters (`PARAMS`) and its search settings
//! ([`crate::SearchSettings`]).

macro_rules! game_modules {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        $(pub(crate) mod $krate;)*
    };
}
crate::for_each_game!(game_modules);

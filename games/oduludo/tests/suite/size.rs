//! Size guards: a `State` is copied on every `apply` (and on every trial
//! landing during move generation), a `Move` fills every move list. Growth
//! past these bounds is a performance regression to justify, not an accident.

use std::mem::size_of;

use oduludo::{Move, Pawn, State};

#[test]
fn state_and_move_stay_small() {
    eprintln!(
        "size_of State = {}, Move = {}, Pawn = {}",
        size_of::<State>(),
        size_of::<Move>(),
        size_of::<Pawn>()
    );
    assert!(size_of::<State>() <= 176, "State grew to {} bytes", size_of::<State>());
    assert!(size_of::<Move>() <= 4, "Move grew to {} bytes", size_of::<Move>());
    assert!(size_of::<Pawn>() <= 3, "Pawn grew to {} bytes", size_of::<Pawn>());
    assert!(size_of::<Option<Move>>() <= 4, "Option<Move> grew");
}

/// States do not store the board-core track; their route arithmetic must
/// agree with it on every layout, colour and ring square.
#[test]
fn route_arithmetic_agrees_with_the_track() {
    use board_core::track::TrackSquare;
    use oduludo::{Colour, Config, Globes, Layout, Loc};
    let mut layouts = vec![Layout::DEFAULT, Layout::ONE_SUN, Layout::JUNCTION_50];
    for path_len in 4..=6 {
        for globes in [Globes::InSequence, Globes::SideBySide] {
            layouts.push(Layout {
                path_len,
                globes,
                ..Layout::DEFAULT
            });
        }
    }
    for layout in layouts {
        let cfg = Config {
            layout,
            ..Config::with_players(4)
        };
        let s = State::new(cfg).unwrap();
        let track = layout.track().unwrap();
        assert_eq!(s.track(), track);
        for c in Colour::ALL {
            for r in 0..=255u8 {
                let want = track.route_index(c.index(), TrackSquare::Ring(r));
                assert_eq!(s.route_of(c, Loc::Ring(r)), want, "{layout} {c} r{r}");
            }
        }
    }
}

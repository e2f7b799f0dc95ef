//! Unit tests of `layout.rs`.

use super::*;

#[test]
fn presets_validate_and_round_trip() {
    for p in Preset::ALL {
        assert_eq!(validate_data(p.data()), Ok(()));
        assert_eq!(p.name().parse::<Preset>(), Ok(p));
        assert_eq!(*p.ruleset(), Layout::load(p.data()).unwrap());
    }
    assert_eq!("classic".parse::<Preset>(), Ok(Preset::Classic));
    assert_eq!("sequence".parse::<Preset>(), Err(UnknownPreset));
}

static BAD_CELLS: [Cell; 9] = [
    Cell::Number(1),
    Cell::Number(1),
    Cell::Corner,
    Cell::Number(2),
    Cell::Corner,
    Cell::Number(3),
    Cell::Corner,
    Cell::Number(3),
    Cell::Corner,
];
static BAD_CARDS: [CardSpec; 6] = [
    CardSpec {
        name: "1+1",
        action: Action::Place(1),
        count: 1,
    },
    CardSpec {
        name: "1+0",
        action: Action::Place(1),
        count: 0,
    },
    CardSpec {
        name: "1+0",
        action: Action::Place(1),
        count: 1,
    },
    CardSpec {
        name: "9-2",
        action: Action::Place(7),
        count: 1,
    },
    CardSpec {
        name: "bad name",
        action: Action::Wild,
        count: 1,
    },
    CardSpec {
        name: "2-",
        action: Action::Place(2),
        count: 1,
    },
];
static BAD: LayoutData = LayoutData {
    name: "bad",
    rows: 3,
    cols: 3,
    cells: &BAD_CELLS,
    cards: &BAD_CARDS,
    seatings: &crate::data::NUMSEQ_DEFAULT_V1_SEATINGS,
    sequences_by_sides: [2, 1],
    default_count: crate::SequenceCount::ByPlayers,
    label_names: &[],
};

#[test]
fn loader_reports_every_problem() {
    let err = Layout::load(&BAD).unwrap_err();
    use LayoutProblem::*;
    assert_eq!(
        err.problems,
        alloc::vec![
            CornerHoldsNumber {
                square: Coord::new(0, 0)
            },
            FreeSquareOffCorner {
                square: Coord::new(1, 1)
            },
            NumberNotTwice { number: 2, count: 1 },
            EquationWrong {
                card: Card::add(1, 1),
                answer: 1
            },
            ZeroCount { card: Card::add(1, 0) },
            DuplicateCard { card: Card::add(1, 0) },
            AnswerNotOnBoard {
                card: Card::sub(9, 2),
                answer: 7
            },
            BadCardName { index: 4 },
            EquationWrong {
                card: "2-".parse().unwrap(),
                answer: 2
            },
            DeckTooSmall { cards: 5, needed: 10 },
            DeckTooSmall { cards: 5, needed: 15 },
            DeckTooSmall { cards: 5, needed: 16 },
            DeckTooSmall { cards: 5, needed: 24 },
        ]
    );
}

/// Classic Sequence fits the same data model: a card board (each
/// non-Jack card twice, labels 1-48 standing for the cards), 104 cards,
/// two-eyed Jacks as `Wild`, one-eyed Jacks as `Remove`. (A synthetic
/// board layout; only the shape of the data is checked.)
#[test]
fn classic_sequence_fits_the_data_model() {
    const X: Cell = Cell::Corner;
    const fn n(v: u8) -> Cell {
        Cell::Number(v)
    }
    #[rustfmt::skip]
    static CELLS: [Cell; 100] = [
    X, n(1), n(2), n(3), n(4), n(5), n(6), n(7), n(8), X,
    n(9), n(10), n(11), n(12), n(13), n(14), n(15), n(16), n(17), n(18),
    n(19), n(20), n(21), n(22), n(23), n(24), n(25), n(26), n(27), n(28),
    n(29), n(30), n(31), n(32), n(33), n(34), n(35), n(36), n(37), n(38),
    n(39), n(40), n(41), n(42), n(43), n(44), n(45), n(46), n(47), n(48),
    n(1), n(2), n(3), n(4), n(5), n(6), n(7), n(8), n(9), n(10),
    n(11), n(12), n(13), n(14), n(15), n(16), n(17), n(18), n(19), n(20),
    n(21), n(22), n(23), n(24), n(25), n(26), n(27), n(28), n(29), n(30),
    n(31), n(32), n(33), n(34), n(35), n(36), n(37), n(38), n(39), n(40),
    X, n(41), n(42), n(43), n(44), n(45), n(46), n(47), n(48), X,
    ];
    #[rustfmt::skip]
    static CARDS: [CardSpec; 52] = [
    CardSpec { name: "AS", action: Action::Place(1), count: 2 },
    CardSpec { name: "2S", action: Action::Place(2), count: 2 },
    CardSpec { name: "3S", action: Action::Place(3), count: 2 },
    CardSpec { name: "4S", action: Action::Place(4), count: 2 },
    CardSpec { name: "5S", action: Action::Place(5), count: 2 },
    CardSpec { name: "6S", action: Action::Place(6), count: 2 },
    CardSpec { name: "7S", action: Action::Place(7), count: 2 },
    CardSpec { name: "8S", action: Action::Place(8), count: 2 },
    CardSpec { name: "9S", action: Action::Place(9), count: 2 },
    CardSpec { name: "10S", action: Action::Place(10), count: 2 },
    CardSpec { name: "QS", action: Action::Place(11), count: 2 },
    CardSpec { name: "KS", action: Action::Place(12), count: 2 },
    CardSpec { name: "AH", action: Action::Place(13), count: 2 },
    CardSpec { name: "2H", action: Action::Place(14), count: 2 },
    CardSpec { name: "3H", action: Action::Place(15), count: 2 },
    CardSpec { name: "4H", action: Action::Place(16), count: 2 },
    CardSpec { name: "5H", action: Action::Place(17), count: 2 },
    CardSpec { name: "6H", action: Action::Place(18), count: 2 },
    CardSpec { name: "7H", action: Action::Place(19), count: 2 },
    CardSpec { name: "8H", action: Action::Place(20), count: 2 },
    CardSpec { name: "9H", action: Action::Place(21), count: 2 },
    CardSpec { name: "10H", action: Action::Place(22), count: 2 },
    CardSpec { name: "QH", action: Action::Place(23), count: 2 },
    CardSpec { name: "KH", action: Action::Place(24), count: 2 },
    CardSpec { name: "AD", action: Action::Place(25), count: 2 },
    CardSpec { name: "2D", action: Action::Place(26), count: 2 },
    CardSpec { name: "3D", action: Action::Place(27), count: 2 },
    CardSpec { name: "4D", action: Action::Place(28), count: 2 },
    CardSpec { name: "5D", action: Action::Place(29), count: 2 },
    CardSpec { name: "6D", action: Action::Place(30), count: 2 },
    CardSpec { name: "7D", action: Action::Place(31), count: 2 },
    CardSpec { name: "8D", action: Action::Place(32), count: 2 },
    CardSpec { name: "9D", action: Action::Place(33), count: 2 },
    CardSpec { name: "10D", action: Action::Place(34), count: 2 },
    CardSpec { name: "QD", action: Action::Place(35), count: 2 },
    CardSpec { name: "KD", action: Action::Place(36), count: 2 },
    CardSpec { name: "AC", action: Action::Place(37), count: 2 },
    CardSpec { name: "2C", action: Action::Place(38), count: 2 },
    CardSpec { name: "3C", action: Action::Place(39), count: 2 },
    CardSpec { name: "4C", action: Action::Place(40), count: 2 },
    CardSpec { name: "5C", action: Action::Place(41), count: 2 },
    CardSpec { name: "6C", action: Action::Place(42), count: 2 },
    CardSpec { name: "7C", action: Action::Place(43), count: 2 },
    CardSpec { name: "8C", action: Action::Place(44), count: 2 },
    CardSpec { name: "9C", action: Action::Place(45), count: 2 },
    CardSpec { name: "10C", action: Action::Place(46), count: 2 },
    CardSpec { name: "QC", action: Action::Place(47), count: 2 },
    CardSpec { name: "KC", action: Action::Place(48), count: 2 },
    CardSpec { name: "JD", action: Action::Wild, count: 2 },
    CardSpec { name: "JC", action: Action::Wild, count: 2 },
    CardSpec { name: "JH", action: Action::Remove, count: 2 },
    CardSpec { name: "JS", action: Action::Remove, count: 2 },
    ];
    static CLASSIC: LayoutData = LayoutData {
        name: "classic-sequence-synthetic",
        rows: 10,
        cols: 10,
        cells: &CELLS,
        cards: &CARDS,
        seatings: &crate::data::NUMSEQ_DEFAULT_V1_SEATINGS,
        sequences_by_sides: [2, 1],
        default_count: crate::SequenceCount::ByPlayers,
        label_names: &[],
    };
    let r = Layout::load(&CLASSIC).unwrap();
    assert_eq!(r.deck_size(), 104);
    assert_eq!(
        r.kind_of("10H".parse().unwrap()).map(|k| r.action(k)),
        Some(Some(Action::Place(22)))
    );
    assert_eq!(r.squares_of(22).count(), 2);
    assert_eq!(
        r.action(r.kind_of("JS".parse().unwrap()).unwrap()),
        Some(Action::Remove)
    );
}

/// The hashed card lookup finds what a scan of the deck table finds: every
/// kind of every preset, near-miss names, and the first of repeated names
/// in unvalidated data.
#[test]
fn kind_of_is_the_first_kind_in_table_order() {
    let scan = |r: &Layout, c: Card| (0..r.kinds()).find(|&k| r.card(k) == Some(c));
    for p in Preset::ALL {
        let r = p.ruleset();
        for k in 0..r.kinds() {
            let c = r.card(k).unwrap();
            assert_eq!(r.kind_of(c), Some(k), "{c}");
        }
        for a in 0..=120u8 {
            for b in 0..=60u8 {
                for c in [Card::add(a, b), Card::sub(a, b)] {
                    assert_eq!(r.kind_of(c), scan(r, c), "{c}");
                }
            }
        }
        for name in ["PLUS", "MINUS", "PLU", "MINUSX", "X", "0", "1+1+1"] {
            if let Ok(c) = Card::new(name) {
                assert_eq!(r.kind_of(c), scan(r, c), "{c}");
            }
        }
    }
    static REPEATED: [CardSpec; 3] = [
        CardSpec {
            name: "1+0",
            action: Action::Place(1),
            count: 1,
        },
        CardSpec {
            name: "2+0",
            action: Action::Place(2),
            count: 1,
        },
        CardSpec {
            name: "1+0",
            action: Action::Place(1),
            count: 1,
        },
    ];
    static DATA: LayoutData = LayoutData {
        name: "repeated",
        rows: 3,
        cols: 3,
        cells: &BAD_CELLS,
        cards: &REPEATED,
        seatings: &crate::data::NUMSEQ_DEFAULT_V1_SEATINGS,
        sequences_by_sides: [2, 1],
        default_count: crate::SequenceCount::ByPlayers,
        label_names: &[],
    };
    let r = Layout::build(&DATA);
    assert_eq!(r.kind_of(Card::add(1, 0)), Some(0));
    assert_eq!(r.kind_of(Card::add(2, 0)), Some(1));
    assert_eq!(r.kind_of(Card::add(3, 0)), None);
}

/// The coordinate table is the grid's arithmetic.
#[test]
fn coord_table_is_the_grid() {
    for p in Preset::ALL {
        let r = p.ruleset();
        for i in 0..200 {
            assert_eq!(r.coord(i), r.grid().coord(i), "{i}");
        }
    }
}

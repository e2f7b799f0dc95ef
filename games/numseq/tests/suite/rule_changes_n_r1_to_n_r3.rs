//! Rules revision 2 (spec section 10): one test or more per change id,
//! named by it (`n_r1_...`, `n_r2_...`, `n_r3_...`).

use crate::common;

use board_core::{Actor, Game, Seat, SeatResult};
use common::*;
use numseq::{
    Action, CardSpec, Cell, Config, ConfigProblem, Layout, LayoutData, LayoutProblem, Move, MoveError, Phase, Preset,
    Seating, Side, State,
};

const P2: &str = "2:-:p";

fn h2(seat0: &str) -> String {
    format!("{seat0}/{H1}")
}

// ------------------------------------------------------------ N-R1

/// N-R1: a run of 6 gives two windows through the new chip that share four
/// squares; the player chooses which one locks. Each choice is its own
/// legal move, and the bare move is refused.
#[test]
fn n_r1_the_player_chooses_which_window_of_a_run_of_six_locks() {
    let s = st(P2, &board("a:b2,c2,e2,f2,g2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let moves: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("6+6@d2")).collect();
    assert_eq!(moves, ["6+6@d2/b2-f2", "6+6@d2/c2-g2"]);
    assert_eq!(err(&s, "6+6@d2"), MoveError::LockChoiceNeeded { square: sq("d2") });
    let left = mv(&s, "6+6@d2/b2-f2");
    assert_eq!(seqs(&left), "a:b2h");
    let right = mv(&s, "6+6@d2/c2-g2");
    assert_eq!(seqs(&right), "a:c2h");
    // The window's two ends may be written in either order.
    assert_eq!(mv(&s, "6+6@d2/g2-c2"), right);
    // A window that is not a lock choice is refused.
    assert_eq!(err(&s, "6+6@d2/d2-h2"), MoveError::BadLock { square: sq("d2") });
}

/// N-R1: the choice matters: keeping b2 free of the lock lets a later
/// SEQUENCE down column b share only one square with it.
#[test]
fn n_r1_lock_choices_round_trip_exactly_through_notation() {
    let s = st(P2, &board("a:b2,c2,e2,f2,g2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    for m in s.legal_moves() {
        let text = m.to_string();
        assert_eq!(text.parse::<numseq::Move>().unwrap(), m, "{text}");
    }
}

/// N-R1: when only one set of windows can lock, the move names no choice,
/// and naming one is refused.
#[test]
fn n_r1_a_single_choice_names_no_windows() {
    let s = st(P2, &board("a:b2,c2,d2,e2"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    assert!(legal(&s).contains(&"7+7@f2".to_string()));
    assert!(!legal(&s).iter().any(|m| m.starts_with("7+7@f2/")));
    assert_eq!(err(&s, "7+7@f2/b2-f2"), MoveError::BadLock { square: sq("f2") });
}

/// N-R1: a run of 9 completed in the middle: the two outer windows lock
/// together (they share the new chip only), or any one inner window alone.
#[test]
fn n_r1_run_of_nine_offers_both_outer_windows_or_one_inner_window() {
    let s = st(
        "4:-:p",
        &board("a:b2,c2,d2,e2,g2,h2,i2,j2"),
        "-",
        &format!("7+7.{F0_3}/{H4_REST}"),
        "play:0",
    );
    let moves: Vec<String> = legal(&s).into_iter().filter(|m| m.starts_with("7+7@f2")).collect();
    assert_eq!(
        moves,
        ["7+7@f2/b2-f2/f2-j2", "7+7@f2/c2-g2", "7+7@f2/d2-h2", "7+7@f2/e2-i2"]
    );
    let both = mv(&s, "7+7@f2/b2-f2/f2-j2");
    assert_eq!(both.winner(), Some(Side(0)));
    let one = mv(&s, "7+7@f2/d2-h2");
    assert_eq!((seqs(&one).as_str(), one.winner()), ("a:d2h", None));
}

// ------------------------------------------------------------ N-R2

/// Every square covered, alternating pairs so no side has five in a line,
/// except b1 (the number 1).
fn full_board_but_b1() -> String {
    let pattern = [
        "* . b b a a b b a *",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "b b a a b b a a b b",
        "a a b b a a b b a a",
        "* b a a b b a a b *",
    ];
    rows(&pattern.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

/// N-R2: a full board does not end the game while a side still has a
/// potential SEQUENCE (here: nothing is locked, so every window is one).
#[test]
fn n_r2_a_full_board_with_a_potential_sequence_goes_on() {
    let s = st(P2, &full_board_but_b1(), "-", &h2(&format!("1+0.{F0}")), "play:0");
    let s = mv(&s, "1+0@b1");
    assert!(!s.is_terminal(), "{}", s.picture());
    assert_eq!(s.phase(), Phase::Draw { resume: false });
    // The full board is a valid position to write and read back.
    assert_eq!(s.to_string().parse::<State>().unwrap(), s);
}

/// N-R2: the `max_turns` cap ends the game as a draw when reached.
#[test]
fn n_r2_max_turns_ends_the_game_as_a_draw() {
    let s = st(
        "2:-:p:2/3",
        &board("a:c2 b:c3"),
        "-",
        &h2(&format!("6+6.{F0}")),
        "play:0",
    );
    assert_eq!(s.config().max_turns, Some(3));
    assert_eq!(s.turns(), 2);
    let s = mv(&s, "6+6@d2");
    assert!(s.is_terminal());
    assert_eq!(s.turns(), 3);
    assert!(s.outcome().unwrap().is_draw());
    assert!(s.picture().contains("draw"));
    assert_eq!(s.to_string().parse::<State>().unwrap(), s);
}

fn play(s: State, moves: &[&str]) -> State {
    moves.iter().fold(s, |s, m| {
        let m: Move = m.parse().unwrap();
        s.apply(&m)
            .unwrap_or_else(|e| panic!("{m} refused: {e}\n{}", s.picture()))
    })
}

/// N-R2: when every square is covered and no side has a potential SEQUENCE
/// (each window is a side's own SEQUENCE or holds the other side's locked
/// chips), the game is a draw. Played on a custom ruleset (N-R3).
#[test]
fn n_r2_a_full_board_without_potential_is_a_draw() {
    let s = State::new(Config::new(tiny(), 2)).unwrap();
    let s = play(
        s,
        &[
            "deal:1+0",
            "deal:1+0",
            "deal:2+0",
            "deal:2+0", // seat 0: 1+0 2+0; seat 1 the same
            "1+0@b1",
            "draw:3+0",
            "1+0@b2",
            "draw:3+0",
            "2+0@c1",
            "draw:MINUS",
            "2+0@c2",
            "draw:PLUS",
            "3+0@d1", // side a: row 1 is a SEQUENCE (1 of 2)
        ],
    );
    assert_eq!((seqs(&s).as_str(), s.winner()), ("a:a1h", None));
    let s = play(s, &["shuffle", "draw:1+0", "3+0@d2"]);
    assert_eq!(seqs(&s), "a:a1h,b:a2h");
    assert!(s.is_terminal(), "{}", s.picture());
    assert!(s.outcome().unwrap().is_draw());
    assert!(s.picture().contains("no SEQUENCE possible, draw"), "{}", s.picture());
    // The state reads back with its ruleset.
    assert_eq!(State::parse_with(&s.to_string(), tiny()).unwrap(), s);
    assert!(
        s.to_string().parse::<State>().is_err(),
        "a custom ruleset is not known by name"
    );
}

// ------------------------------------------------------------ N-R3

/// N-R3: any validated ruleset plays, not only the presets; an invalid one
/// is refused with every problem.
#[test]
fn n_r3_a_custom_ruleset_is_playable_and_an_invalid_one_is_refused() {
    use board_core::testkit::{random_playout, rng};
    let start = State::new(Config::new(tiny(), 2)).unwrap();
    for seed in 0..50 {
        let p = random_playout(&start, &mut rng(seed), 2_000);
        assert!(p.final_state.is_terminal(), "seed {seed}");
    }
    assert!(State::new(Config::new(tiny(), 3)).is_err());
    static BAD_SEATINGS: [Seating; 2] = [
        Seating {
            players: 2,
            hand: 9,
            sides: &[2],
            sequences: 2,
        },
        Seating {
            players: 4,
            hand: 2,
            sides: &[3],
            sequences: 2,
        },
    ];
    static BAD: LayoutData = LayoutData {
        seatings: &BAD_SEATINGS,
        ..TINY
    };
    let e = Layout::load(&BAD).unwrap_err();
    assert_eq!(
        e.problems,
        [
            LayoutProblem::BadSeating { players: 2 },
            LayoutProblem::DeckTooSmall { cards: 8, needed: 18 },
            LayoutProblem::BadSeating { players: 4 },
            LayoutProblem::DeckTooSmall { cards: 8, needed: 8 },
        ]
    );
}

/// N-R3: the classic Sequence preset is known by name.
#[test]
fn n_r3_classic_preset_is_known_by_name() {
    let p: Preset = "classic".parse().expect("classic preset");
    assert_eq!(p.name(), "classic");
    assert_eq!(p.ruleset().deck_size(), 104);
}

/// N-R3: classic player counts, hand sizes, teams and SEQUENCEs needed.
#[test]
fn n_r3_classic_seating_hand_sizes_and_targets() {
    for (players, hand, sides, needed) in [
        (2, 7, 2, 2),
        (3, 6, 3, 1),
        (4, 6, 2, 2),
        (6, 5, 3, 1),
        (8, 4, 2, 2),
        (9, 4, 3, 1),
        (10, 3, 2, 2),
        (12, 3, 3, 1),
    ] {
        let s = State::new(Config::classic(players)).unwrap_or_else(|e| panic!("{players}: {e}"));
        assert_eq!(s.config().hand_size(), hand, "{players}");
        assert_eq!(usize::from(s.sides()), sides, "{players}");
        assert_eq!(s.sequences_to_win(), needed, "{players}");
        assert_eq!(s.num_seats(), players);
    }
}

/// N-R3: forbidden classic setups are typed config errors.
#[test]
fn n_r3_classic_forbidden_player_counts_are_config_errors() {
    for players in [5, 7, 11] {
        let e = State::new(Config::classic(players)).unwrap_err();
        assert!(
            e.problems
                .contains(&ConfigProblem::UnequalTeams { players: players as u8 }),
            "{players}: {e}"
        );
    }
    for players in [0, 1, 13] {
        let e = State::new(Config::classic(players)).unwrap_err();
        assert!(
            matches!(e.problems[0], ConfigProblem::PlayerCount { players: p, .. } if usize::from(p) == players),
            "{players}: {e}"
        );
    }
    let e = State::new(Config {
        teams: Some(4),
        ..Config::classic(8)
    })
    .unwrap_err();
    assert!(e.to_string().contains("8 players cannot play as 4 sides"), "{e}");
    let e = State::new(Config {
        teams: Some(3),
        ..Config::classic(8)
    })
    .unwrap_err();
    assert_eq!(e.problems, [ConfigProblem::Teams { players: 8, teams: 3 }]);
    let e = State::new(Config::classic(7)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid config: 7 players cannot form 2 or 3 equal teams"
    );
    let e = State::new(Config::classic(13)).unwrap_err();
    assert_eq!(
        e.to_string(),
        "invalid config: 13 players; ruleset classic takes 2, 3, 4, 6, 8, 9, 10 or 12"
    );
    // N-R2: a cap of zero turns is refused.
    let e = State::new(Config {
        max_turns: Some(0),
        ..Config::classic(2)
    })
    .unwrap_err();
    assert_eq!(e.problems, [ConfigProblem::MaxTurnsZero]);
}

/// N-R3: a classic game plays to its end through the same engine.
#[test]
fn n_r3_a_classic_game_plays_to_the_end() {
    use board_core::testkit::{random_playout, rng};
    let start = State::new(Config::classic(2)).unwrap();
    let p = random_playout(&start, &mut rng(11), 20_000);
    assert!(p.final_state.is_terminal());
    let o = p.final_state.outcome().unwrap();
    assert!(o.is_draw() || o.get(Seat(0)).unwrap().result != SeatResult::Draw);
    assert_eq!(start.to_act(), Actor::Chance);
}

/// N-R3: the classic board is `shared/data/classic-sequence-board.txt`
/// (copied into the crate as `data/classic-sequence-board.txt`), loads
/// through the same validating loader as the synthetic board, and the deck
/// is two 52-card decks with the Jacks as Plus and Minus.
#[test]
fn n_r3_classic_board_is_the_shared_data_file_and_the_deck_has_104_cards() {
    let text = include_str!("../../data/classic-sequence-board.txt");
    let shared =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/classic-sequence-board.txt");
    if let Ok(original) = std::fs::read_to_string(&shared) {
        assert_eq!(text, original, "the crate's copy differs from {}", shared.display());
    }
    let names = &numseq::data::CLASSIC_LABEL_NAMES;
    let cells: Vec<Cell> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .flat_map(|l| l.split_whitespace())
        .map(|t| match t {
            "**" => Cell::Corner,
            name => Cell::Number(names.iter().position(|n| *n == name).expect(name) as u8 + 1),
        })
        .collect();
    assert_eq!(cells, numseq::data::CLASSIC_BOARD);
    let r = Layout::load(&numseq::data::CLASSIC).expect("classic validates");
    assert_eq!(r, *Preset::Classic.ruleset());
    assert_eq!((r.deck_size(), r.kinds()), (104, 52));
    let count = |a: Action| {
        (0..r.kinds())
            .filter(|&k| r.action(k) == Some(a))
            .map(|k| r.count(k) as usize)
            .sum::<usize>()
    };
    assert_eq!((count(Action::Wild), count(Action::Remove)), (4, 4));
    let jack = |n: &str| r.action(r.kind_of(n.parse().unwrap()).unwrap()).unwrap();
    assert_eq!(
        [jack("JD"), jack("JC")],
        [Action::Wild; 2],
        "two-eyed Jacks place anywhere"
    );
    assert_eq!([jack("JS"), jack("JH")], [Action::Remove; 2], "one-eyed Jacks remove");
    // Every non-Jack card is on the board twice and places on its squares.
    for k in 0..r.kinds() {
        if let Some(Action::Place(n)) = r.action(k) {
            assert_eq!(r.squares_of(n).count(), 2);
            assert_eq!(r.count(k), 2);
        }
    }
    let s = State::new(Config::classic(2)).unwrap();
    assert!(s.picture().contains("  2S  3S  4S"), "{}", s.picture());
}

static NO_MINUS_CARDS: [CardSpec; 4] = [
    CardSpec {
        name: "1+0",
        action: Action::Place(1),
        count: 2,
    },
    CardSpec {
        name: "2+0",
        action: Action::Place(2),
        count: 2,
    },
    CardSpec {
        name: "3+0",
        action: Action::Place(3),
        count: 2,
    },
    CardSpec {
        name: "PLUS",
        action: Action::Wild,
        count: 2,
    },
];
static NO_MINUS: LayoutData = LayoutData {
    name: "tiny-no-minus",
    cards: &NO_MINUS_CARDS,
    ..TINY
};

/// N-R2, our decision: "a full board does not end the game while a Minus
/// could still change it", so with no removing card in the deck a full
/// board is a draw at once, potential SEQUENCEs or not. With a Minus in
/// the deck the same board plays on.
#[test]
fn n_r2_decision_a_full_board_is_a_draw_when_no_card_removes() {
    let fill = [
        "deal:1+0",
        "deal:2+0",
        "deal:3+0",
        "deal:1+0", // seat 0: 1+0 3+0; seat 1: 2+0 1+0
        "1+0@b1",
        "draw:2+0",
        "2+0@c1",
        "draw:3+0",
        "3+0@d1",
        "draw:PLUS",
        "1+0@b2",
        "draw:PLUS",
        "2+0@c2",
        "shuffle",
        "draw:1+0",
        "3+0@d2",
    ];
    let preset = Preset::Custom(Layout::load_leaked(&NO_MINUS).unwrap());
    let s = play(State::new(Config::new(preset, 2)).unwrap(), &fill);
    assert_eq!(seqs(&s), "-");
    assert!(s.is_terminal(), "{}", s.picture());
    assert!(s.outcome().unwrap().is_draw());
    // The same fill with a Minus in the deck: the game goes on.
    let with_minus = [
        "deal:1+0",
        "deal:2+0",
        "deal:3+0",
        "deal:1+0",
        "1+0@b1",
        "draw:2+0",
        "2+0@c1",
        "draw:3+0",
        "3+0@d1",
        "draw:PLUS",
        "1+0@b2",
        "draw:MINUS",
        "2+0@c2",
        "shuffle",
        "draw:1+0",
        "3+0@d2",
    ];
    let s = play(State::new(Config::new(tiny(), 2)).unwrap(), &with_minus);
    assert!(!s.is_terminal(), "{}", s.picture());
    assert_eq!(s.phase(), Phase::Draw { resume: false });
}

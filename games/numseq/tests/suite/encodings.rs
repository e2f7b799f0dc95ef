//! The numseq engine's action ids, chance ids, observation tensor,
//! information state and bounds (crate docs, "Action ids" and
//! "Observation tensor"), hidden hands included. Scale with
//! `TABLETOP_TEST_SCALE`.

use board_core::bots::Determinize;
use board_core::encoding::{
    ActionEncoding, ApplyIdError, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
};
use board_core::testkit::{check_encodings, rng};
use board_core::{Actor, Game, Observe, Seat};
use numseq::{Card, Config, Move, State};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn configs() -> Vec<Config> {
    let capped = |mut c: Config| {
        c.max_turns = Some(150);
        c
    };
    vec![
        capped(Config::with_players(2)),
        capped(Config::with_players(3)),
        capped(Config::with_players(4)),
        capped(Config::classic(2)),
        Config::with_players(2),
    ]
}

#[test]
fn encodings_hold_along_seeded_games() {
    let starts: Vec<State> = configs().into_iter().map(|c| State::new(c).expect("config")).collect();
    let report = check_encodings(&starts, 18, 2 * scale(), 20_000).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, 10 * scale());
}

/// Redeals what each seat cannot see (the draw pile, the other hands) and
/// checks that its tensor and information state do not change.
#[test]
fn equal_views_give_equal_tensors() {
    let mut r = rng(11);
    let mut changed = 0;
    for config in configs().into_iter().take(4) {
        let mut s = State::new(config).expect("config");
        for _ in 0..150 * scale() {
            for seat in Seat::all(s.num_seats()) {
                let other = s.determinize(seat, &mut r);
                assert_eq!(other.view(seat), s.view(seat));
                if other != s {
                    changed += 1;
                }
                assert_eq!(other.observation(seat), s.observation(seat));
                assert_eq!(other.information_state_string(seat), s.information_state_string(seat));
            }
            if board_core::bots::random_step(&mut s, &mut r).is_none() {
                break;
            }
        }
    }
    assert!(changed > 100, "hidden cards were redealt: {changed}");
}

/// Deals seat 0's hand, then gives seat 1 two different first cards:
/// seat 0's tensor and information state stay the same.
#[test]
fn another_seats_hidden_card_does_not_reach_a_seats_tensor() {
    let s = State::new(Config::with_players(2)).expect("config");
    let mut a = s.clone();
    let mut b = s;
    // The deal alternates seats; deal different cards to seat 1 only.
    let mut dealt = 0;
    while a.to_act() == Actor::Chance {
        let outs = a.chance_outcomes();
        let (first, last) = (outs[0].0, outs[outs.len() - 1].0);
        let to_seat_1 = dealt % 2 == 1;
        a = a.apply(&first).expect("deal");
        b = b
            .apply(if to_seat_1 && dealt == 1 { &last } else { &first })
            .expect("deal");
        dealt += 1;
    }
    assert_eq!(a.view(Seat(0)), b.view(Seat(0)), "the deal order is seat by seat");
    assert_eq!(a.observation(Seat(0)), b.observation(Seat(0)));
    assert_eq!(a.information_state_string(Seat(0)), b.information_state_string(Seat(0)));
    assert_ne!(a.observation(Seat(1)), b.observation(Seat(1)));
}

#[test]
fn id_table_and_errors() {
    let s = State::new(Config::with_players(2)).expect("config");
    let kinds = s.ruleset().kinds();
    assert_eq!(s.max_chance_outcomes(), 2 * kinds + 1);
    let n = s.num_distinct_actions();
    assert_eq!(s.action_from_id(n), Err(EncodingError::ActionOutOfRange { id: n, n }));
    assert_eq!(s.chance_id(&Move::Shuffle), Some(2 * kinds));
    assert_eq!(
        s.chance_from_id(2 * kinds + 1),
        Err(EncodingError::ChanceOutOfRange {
            id: 2 * kinds + 1,
            n: 2 * kinds + 1
        })
    );
    let plus = Card::PLUS;
    let k = s.ruleset().kind_of(plus).expect("PLUS");
    assert_eq!(s.action_id(&Move::Dead(plus)), Some(n - 2 * kinds + k));
    assert_eq!(s.action_id(&Move::Discard(plus)), Some(n - kinds + k));
    assert_eq!(s.chance_id(&Move::Draw(plus)), Some(kinds + k));
    // Every chance id and every action id reads back to a move with that id.
    for id in 0..2 * kinds + 1 {
        let mv = s.chance_from_id(id).expect("outcome");
        assert_eq!(s.chance_id(&mv), Some(id));
    }
    // A card the seat does not hold: the engine's own refusal.
    let mut p = s.clone();
    while p.to_act() == Actor::Chance {
        let o = p.chance_outcomes()[0].0;
        p = p.apply(&o).expect("deal");
    }
    let legal = p.legal_ids();
    let id = (0..n)
        .find(|i| !legal.contains(i) && p.action_from_id(*i).is_ok())
        .expect("an illegal id");
    let mv = p.action_from_id(id).expect("move");
    assert_eq!(
        p.apply_id(id),
        Err(ApplyIdError::Illegal(p.apply(&mv).expect_err("illegal")))
    );
}

#[test]
fn shape_and_bounds() {
    let s = State::new(Config::with_players(3)).expect("config");
    let shape = s.observation_shape();
    assert_eq!(shape[1..], [10, 10]);
    // 8 + 2 card planes (98 kinds on 100 squares) + 1 + 3 seats + 3 sides + 6 phases + 2.
    assert_eq!(shape[0], 8 + 2 + 1 + 3 + 3 + 6 + 2);
    assert!(s.observation(Seat(3)).is_err());
    assert_eq!(s.utility_sum(), UtilitySum::General);
    assert_eq!(
        State::new(Config::with_players(2)).expect("config").utility_sum(),
        UtilitySum::Constant(0.0)
    );
    assert_eq!(s.max_game_length(), None);
    let mut c = Config::with_players(2);
    c.max_turns = Some(40);
    assert_eq!(State::new(c).expect("config").max_game_length(), Some(80));
}

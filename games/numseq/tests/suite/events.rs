//! The events of every move, their redaction, the public board
//! rebuilt from them, and move hints; for the numbers game and classic
//! Sequence. Scale with `TABLETOP_TEST_SCALE`.

use crate::common;

use board_core::events::{Narrate, Redact};
use board_core::hints::{HintSet, MoveHints, Step};
use board_core::testkit::{check_events, check_move_hints, rng};
use board_core::{Actor, Game, Observe, Seat};
use common::*;
use numseq::{Config, EndReason, Event, Move, MoveError, Phase, PublicBoard, SequenceCount, Side, State};

const P2: &str = "2:-:p";
const P4: &str = "4:-:p";

fn h2(seat0: &str) -> String {
    format!("{seat0}/{H1}")
}
fn h4(seat0: &str) -> String {
    format!("{seat0}/{H4_REST}")
}

/// `mv` applied with its events; the result equals `apply`'s.
fn narrated(s: &State, m: &str) -> (State, Vec<Event>) {
    let m: Move = m.parse().unwrap();
    let mut events = Vec::new();
    let next = s
        .apply_narrated(&m, &mut events)
        .unwrap_or_else(|e| panic!("{m} refused: {e}\n{}", s.picture()));
    assert_eq!(next, s.apply(&m).unwrap(), "{m}: the same result as apply");
    (next, events)
}

fn lines(events: &[Event]) -> Vec<String> {
    events.iter().map(ToString::to_string).collect()
}

fn squares(text: &str) -> [board_core::grid::Coord; 5] {
    let v: Vec<_> = text.split(' ').map(sq).collect();
    v.try_into().unwrap()
}

fn scale() -> usize {
    board_core::testkit::test_scale()
}

fn capped(configs: &[Config], cap: u32) -> Vec<State> {
    configs
        .iter()
        .map(|c| {
            State::new(Config {
                max_turns: Some(cap),
                ..*c
            })
            .unwrap()
        })
        .collect()
}

fn numbers_configs() -> Vec<Config> {
    vec![
        Config::with_players(2),
        Config::with_players(3),
        Config::with_players(4),
        Config::with_players(6),
        Config {
            sequences: SequenceCount::BySides,
            ..Config::with_players(2)
        },
    ]
}

fn classic_configs() -> Vec<Config> {
    vec![
        Config::classic(2),
        Config::classic(3),
        Config::classic(4),
        Config::classic(6),
    ]
}

#[test]
fn events_match_apply_redact_safely_and_rebuild_the_board_numbers() {
    let initial = capped(&numbers_configs(), 120);
    let n = 24 * scale();
    let report = check_events(&initial, 1400, n, 400).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, n);
    eprintln!("{report:?}");
}

#[test]
fn events_match_apply_redact_safely_and_rebuild_the_board_classic() {
    let initial = capped(&classic_configs(), 120);
    let n = 12 * scale();
    let report = check_events(&initial, 1500, n, 400).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.games, n);
    eprintln!("{report:?}");
}

#[test]
fn every_legal_move_is_reached_through_the_hints_exactly_once() {
    let mut initial = capped(&numbers_configs(), 300);
    initial.extend(capped(&classic_configs(), 300));
    let n = 500 * scale();
    let checked = check_move_hints(&initial, 1600, n, 1000).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{checked}");
}

// ------------------------------------------------------------ each event kind

#[test]
fn a_deal_tells_the_card_only_to_the_seat_dealt_to() {
    let s = State::new(Config::with_players(2)).unwrap();
    let (_, events) = narrated(&s, "deal:1+0");
    let dealt = Event::Dealt {
        seat: Seat(0),
        card: Some(card("1+0")),
    };
    assert_eq!(events, std::slice::from_ref(&dealt));
    assert_eq!(dealt.seen_by(Seat(0)), dealt);
    assert_eq!(
        dealt.seen_by(Seat(1)),
        Event::Dealt {
            seat: Seat(0),
            card: None
        }
    );
    assert_eq!(
        dealt.public(),
        Event::Dealt {
            seat: Seat(0),
            card: None
        }
    );
    assert_eq!(dealt.to_string(), "seat 0 was dealt 1+0");
    assert_eq!(dealt.public().to_string(), "seat 0 was dealt a card");
}

#[test]
fn an_equation_card_is_played_then_its_chip_placed() {
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let (_, events) = narrated(&s, "6+6@d2");
    assert_eq!(
        events,
        [
            Event::CardPlayed {
                seat: Seat(0),
                card: card("6+6")
            },
            Event::ChipPlaced {
                side: Side(0),
                square: sq("d2")
            },
        ]
    );
    assert_eq!(
        lines(&events),
        ["seat 0 played 6+6", "a chip of side a was placed on d2"]
    );
    assert!(events.iter().all(|e| e.public() == *e), "nothing secret");
}

#[test]
fn a_minus_removes_the_chip_of_the_side_it_belonged_to() {
    let s = st(P2, &board("a:c2 b:c3"), "-", &h2(&format!("MINUS.{F0}")), "play:0");
    let (_, events) = narrated(&s, "MINUS@c3");
    assert_eq!(
        events,
        [
            Event::CardPlayed {
                seat: Seat(0),
                card: card("MINUS")
            },
            Event::ChipRemoved {
                side: Side(1),
                square: sq("c3")
            },
        ]
    );
    assert_eq!(lines(&events)[1], "the chip of side b on c3 was removed");
}

#[test]
fn a_sequence_locks_its_squares_then_the_game_is_over() {
    let s = st(P2, &board("a:b2,c2,d2,e2"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    let (next, events) = narrated(&s, "7+7@f2");
    assert_eq!(
        events,
        [
            Event::CardPlayed {
                seat: Seat(0),
                card: card("7+7")
            },
            Event::ChipPlaced {
                side: Side(0),
                square: sq("f2")
            },
            Event::SequenceLocked {
                side: Side(0),
                squares: squares("b2 c2 d2 e2 f2")
            },
            Event::GameOver {
                winner: Some(Side(0)),
                reason: EndReason::Sequences
            },
        ]
    );
    assert_eq!(
        lines(&events)[2..],
        [
            "side a completed a SEQUENCE on b2 c2 d2 e2 f2; its chips are locked",
            "game over: side a wins"
        ]
    );
    assert!(next.is_terminal());
}

#[test]
fn the_lock_choice_decides_which_squares_the_event_names() {
    let s = st(P2, &board("a:b2,c2,e2,f2,g2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let (_, events) = narrated(&s, "6+6@d2/c2-g2");
    assert_eq!(
        events[2],
        Event::SequenceLocked {
            side: Side(0),
            squares: squares("c2 d2 e2 f2 g2")
        }
    );
    let (_, events) = narrated(&s, "6+6@d2/b2-f2");
    assert_eq!(
        events[2],
        Event::SequenceLocked {
            side: Side(0),
            squares: squares("b2 c2 d2 e2 f2")
        }
    );
}

#[test]
fn two_sequences_at_once_are_two_events_row_first() {
    let s = st(
        P4,
        &board("a:b3,c3,e3,f3,d1,d2,d4,d5"),
        "-",
        &h4(&format!("11+11.{F0_3}")),
        "play:0",
    );
    let (_, events) = narrated(&s, "11+11@d3");
    assert_eq!(
        events[2..],
        [
            Event::SequenceLocked {
                side: Side(0),
                squares: squares("b3 c3 d3 e3 f3")
            },
            Event::SequenceLocked {
                side: Side(0),
                squares: squares("d1 d2 d3 d4 d5")
            },
            Event::GameOver {
                winner: Some(Side(0)),
                reason: EndReason::Sequences
            },
        ]
    );
}

#[test]
fn a_dead_card_swap_then_a_draw_only_its_seat_sees() {
    let s = st(P2, &board("a:f2 b:d7"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    let (s, events) = narrated(&s, "DEAD 7+7");
    assert_eq!(
        events,
        [Event::DeadCardSwapped {
            seat: Seat(0),
            card: card("7+7")
        }]
    );
    assert_eq!(lines(&events), ["seat 0 discarded the dead card 7+7 to draw another"]);
    let (s, events) = narrated(&s, "draw:1+0");
    let drew = Event::Drew {
        seat: Seat(0),
        card: Some(card("1+0")),
    };
    assert_eq!(events, std::slice::from_ref(&drew));
    assert_eq!(drew.seen_by(Seat(0)).to_string(), "seat 0 drew 1+0");
    assert_eq!(drew.seen_by(Seat(1)).to_string(), "seat 0 drew a card");
    assert_eq!(drew.public(), drew.seen_by(Seat(1)));
    assert_eq!(s.phase(), Phase::Play { swapped: true }, "the same seat plays on");
}

#[test]
fn a_teammate_does_not_see_the_drawn_card() {
    let s = st(P4, &board(""), "-", &h4(&format!("6+6.{F0_3}")), "play:0");
    let (s, _) = narrated(&s, "6+6@d2");
    let (_, events) = narrated(&s, "draw:1+0");
    assert_eq!(
        events[0].seen_by(Seat(2)),
        events[0].public(),
        "seat 2 is seat 0's teammate"
    );
}

#[test]
fn a_d4_discard_is_its_own_event() {
    let b = board("a:a2,a3,a4,i6,i7,i8,d2,e2,b7,c7");
    let s = st(P2, &b, "-", &h2("5+4.10+9.15+14.6+6.7+6"), "play*:0");
    let (_, events) = narrated(&s, "DISCARD 6+6");
    assert_eq!(
        events,
        [Event::CardDiscarded {
            seat: Seat(0),
            card: card("6+6")
        }]
    );
    assert_eq!(lines(&events), ["seat 0 had no other move and discarded 6+6"]);
}

#[test]
fn a_reshuffle_tells_how_many_cards_the_new_pile_holds() {
    let hands = [
        "23+22", "54-9", "22+22", "52-8", "24+23", "49-2", "24+24", "51-3", "23+23",
    ];
    let mut rest = full_deck();
    for h in hands {
        let i = rest.iter().position(|c| c == h).unwrap();
        rest.remove(i);
    }
    let (d0, d1) = rest.split_at(40);
    let s = st_full(
        P2,
        &board("a:d2"),
        "-",
        &h2(F0),
        &format!("{}/{}", d0.join("."), d1.join(".")),
        "shuffle:0",
    );
    let (s, events) = narrated(&s, "shuffle");
    assert_eq!(events, [Event::Reshuffled { cards: 91 }]);
    assert_eq!(
        lines(&events),
        ["the draw pile was empty: 91 discarded cards were shuffled into a new one"]
    );
    assert_eq!(s.draw_pile_len(), 91);
}

#[test]
fn the_turn_cap_ends_the_game_after_the_chip() {
    let s = st(
        "2:-:p:2/3",
        &board("a:c2 b:c3"),
        "-",
        &h2(&format!("6+6.{F0}")),
        "play:0",
    );
    let (_, events) = narrated(&s, "6+6@d2");
    assert_eq!(
        events[2..],
        [Event::GameOver {
            winner: None,
            reason: EndReason::TurnCap
        }]
    );
    assert_eq!(lines(&events)[2], "game over: a draw, the turn cap is reached");
}

#[test]
fn a_full_board_without_potential_is_a_draw_event_and_the_whole_game_replays() {
    let tiny = tiny();
    let start = State::new(Config::new(tiny, 2)).unwrap();
    let moves = [
        "deal:1+0",
        "deal:1+0",
        "deal:2+0",
        "deal:2+0",
        "1+0@b1",
        "draw:3+0",
        "1+0@b2",
        "draw:3+0",
        "2+0@c1",
        "draw:MINUS",
        "2+0@c2",
        "draw:PLUS",
        "3+0@d1",
        "shuffle",
        "draw:1+0",
        "3+0@d2",
    ];
    let mut board = start.public_board();
    let mut s = start;
    let mut all = Vec::new();
    for m in moves {
        let (next, events) = narrated(&s, m);
        for e in &events {
            board.replay(&e.public());
        }
        assert_eq!(board, next.public_board(), "after {m}");
        all.extend(events);
        s = next;
    }
    assert_eq!(
        all.last(),
        Some(&Event::GameOver {
            winner: None,
            reason: EndReason::FullBoard
        })
    );
    assert!(all.contains(&Event::Reshuffled { cards: 5 }), "{all:?}");
    assert_eq!(
        all.last().unwrap().to_string(),
        "game over: a draw, the board is full and no SEQUENCE can be made"
    );
}

#[test]
fn a_refused_move_appends_nothing_and_gives_apply_s_error() {
    let s = st(P2, &board("b:d2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let mut events = vec![Event::Reshuffled { cards: 1 }];
    for m in ["6+6@d2", "6+6@c2", "draw:1+0", "DEAD 6+6", "DISCARD 6+6", "99+1@b1"] {
        let m: Move = m.parse().unwrap();
        assert_eq!(s.apply_narrated(&m, &mut events).unwrap_err(), s.apply(&m).unwrap_err());
        assert_eq!(events.len(), 1, "{m}: nothing appended");
    }
    assert_eq!(
        s.apply_narrated(&"6+6@d2".parse().unwrap(), &mut events),
        Err(MoveError::Occupied { square: sq("d2") })
    );
}

#[test]
fn classic_cards_are_named_in_classic_notation() {
    let mut s = State::new(Config::classic(2)).unwrap();
    let mut r = rng(14);
    let mut seen = Vec::new();
    while !s.is_terminal() && seen.len() < 200 {
        let m = match s.to_act() {
            Actor::Chance => s.sample_chance(&mut r).unwrap(),
            _ => s.random_move(&mut r).unwrap(),
        };
        let mut events = Vec::new();
        s = s.apply_narrated(&m, &mut events).unwrap();
        seen.extend(events);
    }
    let played: Vec<String> = seen
        .iter()
        .filter(|e| matches!(e, Event::CardPlayed { .. }))
        .map(ToString::to_string)
        .collect();
    assert!(played.iter().all(|l| l.starts_with("seat ")), "{played:?}");
    assert!(
        played
            .iter()
            .any(|l| l.ends_with('H') || l.ends_with('S') || l.ends_with('D') || l.ends_with('C')),
        "{played:?}"
    );
}

// ------------------------------------------------------------ many games, cheaply

/// Every event kind shows up across seeded random games of both presets,
/// and the public board rebuilt from each seat's and a spectator's
/// redacted events equals the real one after every move (the cheap half
/// of `check_events`, over many more games).
#[test]
fn thousands_of_games_rebuild_the_public_board_from_redacted_events() {
    let mut initial = capped(&numbers_configs(), 150);
    initial.extend(capped(&classic_configs(), 150));
    let n = 1000 * scale();
    let mut kinds = std::collections::BTreeSet::new();
    let mut reasons = std::collections::BTreeSet::new();
    for g in 0..n {
        let start = &initial[g % initial.len()];
        let mut r = rng(14_000 + g as u64);
        let seats: Vec<Seat> = Seat::all(start.num_seats()).collect();
        let mut boards: Vec<PublicBoard> = (0..=seats.len()).map(|_| start.public_board()).collect();
        let mut s = start.clone();
        let mut events = Vec::new();
        while !s.is_terminal() {
            let m = match s.to_act() {
                Actor::Chance => s.sample_chance(&mut r).unwrap(),
                _ => s.random_move(&mut r).unwrap(),
            };
            events.clear();
            let next = s.apply_narrated(&m, &mut events).unwrap();
            assert!(!events.is_empty(), "{m}");
            for e in &events {
                kinds.insert(format!("{e:?}").split([' ', '{']).next().unwrap().to_string());
                if let Event::GameOver { reason, .. } = e {
                    reasons.insert(format!("{reason:?}"));
                }
                for (i, b) in boards.iter_mut().enumerate() {
                    b.replay(&seats.get(i).map_or_else(|| e.public(), |&seat| e.seen_by(seat)));
                }
            }
            let truth = next.public_board();
            for b in &boards {
                assert_eq!(*b, truth, "game {g} after {m}: {events:?}");
            }
            s = next;
        }
    }
    let all = [
        "CardDiscarded",
        "CardPlayed",
        "ChipPlaced",
        "ChipRemoved",
        "DeadCardSwapped",
        "Dealt",
        "Drew",
        "GameOver",
        "Reshuffled",
        "SequenceLocked",
    ];
    assert_eq!(kinds.iter().map(String::as_str).collect::<Vec<_>>(), all);
    assert!(
        reasons.contains("Sequences") && reasons.contains("TurnCap"),
        "{reasons:?}"
    );
}

// ------------------------------------------------------------ move hints

fn paths(s: &State) -> Vec<String> {
    s.move_hints()
        .iter()
        .map(|h| {
            let steps: Vec<String> = h.steps.iter().map(|st| format!("{:?}:{}", st.kind, st.label)).collect();
            format!("{} = {}", steps.join(" "), h.mv)
        })
        .collect()
}

#[test]
fn hints_are_card_then_square() {
    let s = st(P2, &board("b:b2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let hints = s.move_hints();
    let set = HintSet::new(&hints);
    let cards: Vec<&str> = set.next_steps(&[]).iter().map(|st| st.label.as_str()).collect();
    assert_eq!(cards, ["6+6", "22+22", "52-8", "23+22", "54-9"], "deck-table order");
    let after: Vec<&str> = set
        .next_steps(&[Step::card("6+6")])
        .iter()
        .map(|st| st.label.as_str())
        .collect();
    assert_eq!(after, ["d2", "b7"]);
    assert_eq!(
        set.complete(&[Step::card("6+6"), Step::square("b7")]),
        Some(&"6+6@b7".parse().unwrap())
    );
    assert_eq!(set.complete(&[Step::card("6+6")]), None);
    assert!(
        paths(&s).contains(&"Card:6+6 Square:d2 = 6+6@d2".to_string()),
        "{:?}",
        paths(&s)
    );
}

#[test]
fn a_lock_choice_is_a_choice_step_after_the_square() {
    let s = st(P2, &board("a:b2,c2,e2,f2,g2"), "-", &h2(&format!("6+6.{F0}")), "play:0");
    let p: Vec<String> = paths(&s).into_iter().filter(|p| p.starts_with("Card:6+6")).collect();
    assert_eq!(
        p,
        [
            "Card:6+6 Square:d2 Choice:b2-f2 = 6+6@d2/b2-f2",
            "Card:6+6 Square:d2 Choice:c2-g2 = 6+6@d2/c2-g2",
            "Card:6+6 Square:b7 = 6+6@b7",
        ]
    );
}

#[test]
fn a_dead_card_and_a_d4_discard_are_choices_after_the_card() {
    let s = st(P2, &board("a:f2 b:d7"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    assert!(paths(&s).contains(&"Card:7+7 Choice:dead = DEAD 7+7".to_string()));
    let b = board("a:a2,a3,a4,i6,i7,i8,d2,e2,b7,c7");
    let s = st(P2, &b, "-", &h2("5+4.10+9.15+14.6+6.7+6"), "play*:0");
    assert_eq!(paths(&s)[0], "Card:5+4 Choice:discard = DISCARD 5+4");
    assert_eq!(paths(&s).len(), 5);
}

#[test]
fn chance_and_the_end_give_no_hints() {
    let s = State::new(Config::with_players(2)).unwrap();
    assert!(s.move_hints().is_empty(), "the deal");
    let s = st(P2, &board("a:b2,c2,d2,e2"), "-", &h2(&format!("7+7.{F0}")), "play:0");
    assert!(mv(&s, "7+7@f2").move_hints().is_empty(), "over");
    let s = st(P2, &board(""), "-", &h2(&format!("6+6.{F0}")), "play:0");
    assert!(mv(&s, "6+6@d2").move_hints().is_empty(), "a draw is due");
}

// ------------------------------------------------------------ views

#[test]
fn a_view_pictures_the_game_from_its_seat() {
    let s = st(
        P4,
        &board("a:c2 B:b4,c4,d4,e4,f4 b:c3"),
        "b:b4h",
        &h4(&format!("6+6.{F0_3}")),
        "play:0",
    );
    let text = s.view(Seat(1)).to_string();
    assert!(text.contains("sequences: b:b4-f4"), "{text}");
    let hand: Vec<String> = s.hand(Seat(1)).map(|c| c.to_string()).collect();
    assert!(
        text.contains(&format!("you are seat 1 (b): hand {}", hand.join(" "))),
        "{text}"
    );
    assert!(text.contains("seat 0 (a): 4 cards | discards -"), "{text}");
    assert!(text.contains("seat 1 (b, you): 4 cards"), "{text}");
    assert!(text.contains("seat 3 (b): 4 cards"), "{text}");
    assert!(text.contains("seat 0 to play"), "{text}");
    assert!(!text.contains("6+6"), "seat 0's hand is hidden: {text}");
    let picture = s.picture();
    let board_lines: Vec<&str> = picture.lines().take(11).collect();
    assert!(
        text.starts_with(&board_lines.join("\n")),
        "the same board as the picture"
    );
}

#[cfg(feature = "serde")]
#[test]
fn a_view_round_trips_through_serde() {
    for config in [Config::with_players(4), Config::classic(3)] {
        let mut s = State::new(Config {
            max_turns: Some(40),
            ..config
        })
        .unwrap();
        let mut r = rng(7);
        while !s.is_terminal() {
            for seat in Seat::all(s.num_seats()) {
                let v = s.view(seat);
                let back: numseq::View = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
                assert_eq!(back, v);
                assert_eq!(back.to_string(), v.to_string());
            }
            let m = match s.to_act() {
                Actor::Chance => s.sample_chance(&mut r).unwrap(),
                _ => s.random_move(&mut r).unwrap(),
            };
            s = s.apply(&m).unwrap();
        }
    }
}

// ------------------------------------------------------------ serde of events

#[cfg(feature = "serde")]
#[test]
fn events_serialize_as_objects_tagged_by_type() {
    use serde_json::json;
    let cases = [
        (
            Event::Dealt {
                seat: Seat(1),
                card: None,
            },
            json!({"type": "dealt", "seat": 1, "card": null}),
        ),
        (
            Event::CardPlayed {
                seat: Seat(0),
                card: card("7+5"),
            },
            json!({"type": "card_played", "seat": 0, "card": "7+5"}),
        ),
        (
            Event::ChipPlaced {
                side: Side(0),
                square: sq("c3"),
            },
            json!({"type": "chip_placed", "side": "a", "square": "c3"}),
        ),
        (
            Event::ChipRemoved {
                side: Side(2),
                square: sq("e5"),
            },
            json!({"type": "chip_removed", "side": "c", "square": "e5"}),
        ),
        (
            Event::SequenceLocked {
                side: Side(1),
                squares: squares("b2 c2 d2 e2 f2"),
            },
            json!({"type": "sequence_locked", "side": "b", "squares": ["b2", "c2", "d2", "e2", "f2"]}),
        ),
        (
            Event::DeadCardSwapped {
                seat: Seat(0),
                card: card("9-2"),
            },
            json!({"type": "dead_card_swapped", "seat": 0, "card": "9-2"}),
        ),
        (
            Event::CardDiscarded {
                seat: Seat(0),
                card: card("PLUS"),
            },
            json!({"type": "card_discarded", "seat": 0, "card": "PLUS"}),
        ),
        (
            Event::Reshuffled { cards: 91 },
            json!({"type": "reshuffled", "cards": 91}),
        ),
        (
            Event::Drew {
                seat: Seat(1),
                card: Some(card("JD")),
            },
            json!({"type": "drew", "seat": 1, "card": "JD"}),
        ),
        (
            Event::GameOver {
                winner: Some(Side(0)),
                reason: EndReason::Sequences,
            },
            json!({"type": "game_over", "winner": "a", "reason": "sequences"}),
        ),
        (
            Event::GameOver {
                winner: None,
                reason: EndReason::TurnCap,
            },
            json!({"type": "game_over", "winner": null, "reason": "turn_cap"}),
        ),
    ];
    for (event, expected) in cases {
        assert_eq!(serde_json::to_value(&event).unwrap(), expected);
        assert_eq!(serde_json::from_value::<Event>(expected).unwrap(), event);
    }
}

// ------------------------------------------------------------ one whole game

// The events of one seeded 2-player game (seed 1575) as seat 0 hears them: tabletop's playthrough
// snapshot `numseq_two_players_whole_game_as_seat_0_hears_it` (tabletop/tests/suite/playthrough.rs)
// records it, with every state.

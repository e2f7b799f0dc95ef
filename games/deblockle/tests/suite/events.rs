//! Events, their completeness and redaction, move hints and views.
//! Unit tests per event kind (the event list written out), the
//! board-core checks over seeded games of every variant with its own events,
//! and one whole game's events as an insta snapshot. Scale the seeded runs
//! with `TABLETOP_TEST_SCALE` (default 1).

use crate::common;

use board_core::events::{Narrate, Redact};
use board_core::hints::{HintSet, MoveHints, Step};
use board_core::testkit::{check_events, check_move_hints};
use board_core::{Game, Observe, Seat};
use common::{mv, or, sq, state, tipping};
use deblockle::{
    BySide, Config, Dir, EndReason, Event, Face, HoopsPath, Move, SetupMode, Side, SideBySide, SliderStop, State,
    TipWithoutHop,
};

fn scale() -> usize {
    board_core::testkit::test_scale()
}

/// The events of `text` played on `s`, as Display lines.
fn said(s: &State, text: &str) -> Vec<String> {
    events(s, text).iter().map(ToString::to_string).collect()
}

fn events(s: &State, text: &str) -> Vec<Event> {
    let mut ev = Vec::new();
    let next = s.apply_narrated(&mv(text), &mut ev).unwrap();
    assert_eq!(Ok(next), s.apply(&mv(text)));
    ev
}

fn small(south: u8, north: u8, setup: SetupMode) -> Config {
    Config {
        south_blocks: south,
        north_blocks: north,
        setup,
        ..Config::default()
    }
}

// ---------------------------------------------------------------- setup

#[test]
fn standard_setup_rolls_placements_and_play_begins() {
    let s = State::new(small(1, 1, SetupMode::Standard)).unwrap();
    assert_eq!(
        events(&s, "roll:+"),
        [Event::Rolled {
            roller: Side::South,
            owner: Side::North,
            face: Face::Cross
        }]
    );
    let s = s.apply(&mv("roll:+")).unwrap();
    assert_eq!(
        events(&s, "d7@+="),
        [
            Event::Placed {
                roller: Side::South,
                owner: Side::North,
                square: sq("d7"),
                orientation: or("+=")
            },
            Event::SetUp { owner: Side::North }
        ]
    );
    let s = s.apply(&mv("d7@+=")).unwrap();
    assert_eq!(said(&s, "roll:x"), ["North rolled one of South's blocks: X on top"]);
    let s = s.apply(&mv("roll:x")).unwrap();
    assert_eq!(
        said(&s, "d1@x="),
        [
            "North placed one of South's blocks on d1: X on top, Slider facing north",
            "South's blocks are all set up",
            "Play begins: South moves first",
        ]
    );
}

#[test]
fn random_setup_draws() {
    let s = State::new(small(1, 2, SetupMode::Random)).unwrap();
    assert_eq!(
        said(&s, "roll:+="),
        ["North's block on c7 was set at random: Cross on top, Slider facing north"]
    );
    let s = s.apply(&mv("roll:+=")).unwrap();
    assert_eq!(
        said(&s, "roll:*+"),
        [
            "North's block on e7 was set at random: Star on top, Cross facing north",
            "North's blocks are all set up",
        ]
    );
    let s = s.apply(&mv("roll:*+")).unwrap();
    assert_eq!(
        events(&s, "roll:So"),
        [
            Event::Drawn {
                owner: Side::South,
                square: sq("d1"),
                orientation: or("So")
            },
            Event::SetUp { owner: Side::South },
            Event::PlayBegins { first: Side::South },
        ]
    );
}

// ---------------------------------------------------------------- turns

#[test]
fn tip_then_hop_by_cross() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    let o = or("=*").tip(Dir::West);
    assert_eq!(o.top(), Face::Cross);
    assert_eq!(
        events(&s, "c1w+a1"),
        [
            Event::Tipped {
                side: Side::South,
                from: sq("c1"),
                dir: Dir::West,
                to: sq("b1"),
                orientation: o
            },
            Event::Hopped {
                side: Side::South,
                face: Face::Cross,
                from: sq("b1"),
                path: vec![sq("a1")],
                to: sq("a1")
            },
        ]
    );
    assert_eq!(
        said(&s, "c1w+a1"),
        [
            "South tipped the block on c1 west onto b1: Cross up",
            "South's block hopped by Cross from b1 to a1",
        ]
    );
}

#[test]
fn hop_paths_of_slider_and_hoops() {
    let s = state(
        &[("Sa4", tipping(Dir::East, Face::Slider)), ("Ne4", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(
        said(&s, "a4e=d4"),
        [
            "South tipped the block on a4 east onto b4: Slider up",
            "South's block hopped by Slider from b4 to d4 (via c4)",
        ]
    );
    // Slider back over the square the block started on (E7).
    assert_eq!(said(&s, "a4e=a4")[1], "South's block hopped by Slider from b4 to a4");
    // Hoops from a1 around the block on b1: the first path in n, e, s, w order.
    let s = state(
        &[("Sa2", tipping(Dir::South, Face::Hoops)), ("Nb1", or("=*"))],
        "S",
        "blocks=1/1",
    );
    let ev = events(&s, "a2soc2");
    let Event::Hopped { path, .. } = &ev[1] else {
        panic!("{ev:?}")
    };
    assert_eq!(path, &[sq("a2"), sq("b2"), sq("c2")]);
    // Hoops across the star space d2; through a block with D2 switched.
    let s = state(
        &[("Sc1", tipping(Dir::East, Face::Hoops)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(
        said(&s, "c1eod4")[1],
        "South's block hopped by Hoops from d1 to d4 (via d2 d3)"
    );
    let s = state(
        &[("Sa2", tipping(Dir::South, Face::Hoops)), ("Nb1", or("=*"))],
        "S",
        "blocks=1/1 d2=through",
    );
    assert_eq!(
        said(&s, "a2sod1")[1],
        "South's block hopped by Hoops from a1 to d1 (via b1 c1)"
    );
}

#[test]
fn stop_and_a_standing_tip_end_the_turn_without_a_hop() {
    let s = state(
        &[("Sd4", tipping(Dir::North, Face::Stop)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1",
    );
    assert_eq!(
        said(&s, "d4nS"),
        ["South tipped the block on d4 north onto d5: Stop up, the turn ends"]
    );
    let s = state(
        &[("Sb1", tipping(Dir::West, Face::X)), ("Nb2", or("=*"))],
        "S",
        "blocks=1/1 d1=stands",
    );
    assert_eq!(said(&s, "b1wx"), ["South tipped the block on b1 west onto a1: X up"]);
}

#[test]
fn block_removed_on_the_opponents_home_star() {
    let s = state(
        &[
            ("Sc1", or("=*")),
            ("Sd5", tipping(Dir::North, Face::Star)),
            ("Ng7", or("=*")),
        ],
        "S",
        "blocks=3/1",
    );
    assert_eq!(
        events(&s, "d5n*")[1],
        Event::Removed {
            side: Side::South,
            square: sq("d6"),
            count: 2,
            of: 3
        }
    );
    assert_eq!(
        said(&s, "d5n*"),
        [
            "South tipped the block on d5 north onto d6: Star up",
            "South's block reached North's home star d6 Star up and left the board (South has removed 2 of 3)",
        ]
    );
}

#[test]
fn deblockled_side_is_skipped() {
    let s: State =
        "Sf5x=,Ng7+* S t184 play blocks=1/1 setup=random first=S sbs=allowed d1=illegal d2=unblocked d3=any max=400"
            .parse()
            .unwrap();
    assert_eq!(
        said(&s, "f5s=f7"),
        [
            "South tipped the block on f5 south onto f4: Slider up",
            "South's block hopped by Slider from f4 to f7 (via f5 f6)",
            "North is Deblockle'd (no legal move) and skipped: South moves again",
        ]
    );
    assert_eq!(events(&s, "f5s=f7")[2], Event::Skipped { side: Side::North });
}

#[test]
fn game_over_won_and_drawn() {
    let s = state(
        &[("Sd5", tipping(Dir::North, Face::Star)), ("Ng7", or("=*"))],
        "S",
        "blocks=2/1",
    );
    let ev = events(&s, "d5n*");
    assert_eq!(
        ev[2],
        Event::GameWon {
            side: Side::South,
            removed: BySide::new(2, 0)
        }
    );
    assert_eq!(
        ev[2].to_string(),
        "Game over: South removed all of its blocks and wins (blocks removed: South 2, North 0)"
    );
    // D5: neither side can move.
    let s: State = "Se6=x,Sd7=x,Ne7+*,Sf7o*,Ng7=* S t396 play blocks=4/4 setup=random first=S sbs=allowed d1=illegal d2=unblocked d3=any max=400"
        .parse()
        .unwrap();
    assert_eq!(
        said(&s, "e6w*"),
        [
            "South tipped the block on e6 west onto d6: Star up",
            "South's block reached North's home star d6 Star up and left the board (South has removed 2 of 4)",
            "Game over: a draw, neither side can move (blocks removed: South 2, North 2)",
        ]
    );
    // D6: the turn cap.
    let s = state(
        &[("Sd4", tipping(Dir::East, Face::Cross)), ("Ng7", or("=*"))],
        "S",
        "blocks=1/1 max=1",
    );
    assert_eq!(
        events(&s, "d4e+e5")[2],
        Event::GameDrawn {
            reason: EndReason::TurnCap,
            removed: BySide::new(0, 0)
        }
    );
    assert_eq!(
        said(&s, "d4e+e5")[2],
        "Game over: a draw, the turn limit is reached (blocks removed: South 0, North 0)"
    );
}

#[test]
fn refused_move_appends_nothing_and_redaction_hides_nothing() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    let mut ev = vec![Event::SetUp { owner: Side::North }];
    assert_eq!(
        s.apply_narrated(&mv("c3s*"), &mut ev),
        Err(s.apply(&mv("c3s*")).unwrap_err())
    );
    assert_eq!(ev, [Event::SetUp { owner: Side::North }]);
    for e in events(&s, "c1w+a1") {
        assert_eq!(e.seen_by(Seat(0)), e);
        assert_eq!(e.seen_by(Seat(1)), e);
        assert_eq!(e.public(), e);
    }
}

#[cfg(feature = "serde")]
#[test]
fn events_serialize_as_objects_tagged_by_type() {
    let s = State::new(Config::fixed(or("=*"), or("=*"))).unwrap();
    let ev = events(&s, "c1w+a1");
    let json = serde_json::to_value(&ev).unwrap();
    assert_eq!(
        json,
        serde_json::json!([
            {"type": "tipped", "side": "south", "from": "c1", "dir": "west", "to": "b1",
             "orientation": {"top": "cross", "north": "star"}},
            {"type": "hopped", "side": "south", "face": "cross", "from": "b1", "path": ["a1"], "to": "a1"},
        ])
    );
    let back: Vec<Event> = serde_json::from_value(json).unwrap();
    assert_eq!(back, ev);
    let over = Event::GameDrawn {
        reason: EndReason::NoMoves,
        removed: BySide::new(1, 2),
    };
    let json = serde_json::to_value(&over).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"type": "game_drawn", "reason": "no_moves", "removed": {"south": 1, "north": 2}})
    );
    assert_eq!(serde_json::from_value::<Event>(json).unwrap(), over);
    assert!(serde_json::from_value::<Event>(serde_json::json!({"type": "skipped", "side": "south", "x": 1})).is_err());
}

// ---------------------------------------------------------------- hints

fn labels(steps: Vec<&Step>) -> Vec<String> {
    steps.iter().map(|s| s.label.clone()).collect()
}

#[test]
fn hints_block_then_direction_then_target_or_an_explicit_end() {
    let s = state(
        &[
            ("Sc1", or("=*")),
            ("Sd5", tipping(Dir::North, Face::Star)),
            ("Sd3", tipping(Dir::North, Face::Stop)),
            ("Ng7", or("=*")),
        ],
        "S",
        "blocks=3/1",
    );
    let hints = s.move_hints();
    let set = HintSet::new(&hints);
    assert_eq!(labels(set.next_steps(&[])), ["c1", "d3", "d5"]);
    assert_eq!(labels(set.next_steps(&[Step::square("d5")])), ["n", "e", "s", "w"]);
    let removal = [Step::square("d5"), Step::direction("n")];
    assert_eq!(set.next_steps(&removal), [&Step::choice("remove")]);
    assert_eq!(
        set.complete(&[Step::square("d5"), Step::direction("n"), Step::choice("remove")]),
        Some(&mv("d5n*"))
    );
    assert_eq!(set.complete(&removal), None);
    assert_eq!(
        set.complete(&[Step::square("d3"), Step::direction("n"), Step::choice("stay")]),
        Some(&mv("d3nS"))
    );
    let c1w = [Step::square("c1"), Step::direction("w")];
    assert_eq!(labels(set.next_steps(&c1w)), ["a1", "c1", "b2"]);
    // A standing tip (D1 switch) stays too.
    let s = state(
        &[("Sb1", tipping(Dir::West, Face::X)), ("Nb2", or("=*"))],
        "S",
        "blocks=1/1 d1=stands",
    );
    let hints = s.move_hints();
    let h = hints.iter().find(|h| h.mv == mv("b1wx")).unwrap();
    assert_eq!(
        h.steps,
        [Step::square("b1"), Step::direction("w"), Step::choice("stay")]
    );
}

#[test]
fn hints_of_a_placement_and_none_at_chance() {
    let s = State::new(small(1, 1, SetupMode::Standard)).unwrap();
    assert!(s.move_hints().is_empty()); // chance rolls
    let s = s.apply(&mv("roll:+")).unwrap();
    let hints = s.move_hints();
    assert_eq!(hints.len(), 4);
    let set = HintSet::new(&hints);
    assert_eq!(labels(set.next_steps(&[])), ["d7"]);
    assert_eq!(labels(set.next_steps(&[Step::square("d7")])), ["+"]);
    assert_eq!(
        labels(set.next_steps(&[Step::square("d7"), Step::piece("+")])),
        ["*", "S", "=", "o"]
    );
    assert_eq!(
        set.complete(&[Step::square("d7"), Step::piece("+"), Step::choice("=")]),
        Some(&Move::Place {
            square: sq("d7"),
            orientation: or("+=")
        })
    );
}

// ---------------------------------------------------------------- views

#[test]
fn view_is_the_whole_state_drawn_from_the_seats_side() {
    let s = state(&[("Sa1", or("+=")), ("Ng7", or("x*"))], "S", "blocks=1/1");
    let south = s.view(Seat(0));
    assert_eq!(south.state, s);
    assert_eq!(south.side(), Some(Side::South));
    assert_eq!(
        south.to_string(),
        format!("Seat 0 plays South, blocks [f]\n{}", s.picture())
    );
    let north = s.view(Seat(1)).to_string();
    let lines: Vec<&str> = north.lines().collect();
    assert_eq!(lines[0], "Seat 1 plays North, blocks (f)");
    assert_eq!(lines[1], "   g  f  e  d  c  b  a");
    assert_eq!(lines[2], "1  .  .  .  .  .  . [+] 1");
    assert_eq!(lines[8], "7 (x) .  .  .  .  .  .  7");
    assert_eq!(lines[9], "   g  f  e  d  c  b  a");
    assert_eq!(lines[10], "removed: South 0/1, North 0/1; turns 0; South to move");
}

#[cfg(feature = "serde")]
#[test]
fn view_serde_round_trips() {
    let mut s = State::new(Config::default()).unwrap();
    let mut r = board_core::testkit::rng(3);
    for _ in 0..40 {
        for seat in [Seat(0), Seat(1)] {
            let v = s.view(seat);
            let json = serde_json::to_value(&v).unwrap();
            assert_eq!(json["seat"], serde_json::json!(seat.0));
            assert_eq!(json["state"], serde_json::to_value(&s).unwrap());
            assert_eq!(serde_json::from_value::<deblockle::View>(json).unwrap(), v);
        }
        let Some(m) = s.random_move(&mut r).or_else(|| s.sample_chance(&mut r)) else {
            break;
        };
        s = s.apply(&m).unwrap();
    }
}

// ---------------------------------------------------------------- seeded runs

/// Initial states of every variant with its own events: both setups (rolls,
/// placements, draws), the fixed one, fewer blocks, the side-by-side
/// variant, standing tips, Hoops through blocks, the strict slider, North
/// first, and a turn cap.
fn starts() -> Vec<State> {
    let base = Config {
        max_turns: Some(150),
        ..Config::default()
    };
    let fixed = SetupMode::Fixed(BySide::new([or("=*"); 4], [or("+*"), or("o+"), or("S+"), or("x=")]));
    [
        base,
        Config {
            setup: SetupMode::Random,
            south_blocks: 2,
            north_blocks: 3,
            ..base
        },
        Config { setup: fixed, ..base },
        Config {
            side_by_side: SideBySide::Forbidden,
            first: Side::North,
            ..base
        },
        Config {
            tip_without_hop: TipWithoutHop::TipStands,
            hoops_path: HoopsPath::ThroughBlocks,
            slider_stop: SliderStop::NaturalOnly,
            south_blocks: 1,
            north_blocks: 1,
            ..base
        },
        Config {
            max_turns: Some(12),
            setup: SetupMode::Random,
            ..base
        },
    ]
    .into_iter()
    .map(|c| State::new(c).unwrap())
    .collect()
}

#[test]
fn events_same_result_redaction_and_completeness_over_seeded_games() {
    let n = 300 * scale();
    let report = check_events(&starts(), 14, n, 400).unwrap();
    assert_eq!(report.games, n);
    assert!(report.plies > n * 10, "{report:?}");
}

#[test]
fn hints_reach_every_legal_move_once_over_seeded_games() {
    let n = 1000 * scale();
    let checked = check_move_hints(&starts(), 140, n, 400).unwrap();
    assert!(checked > n * 10);
}

// ---------------------------------------------------------------- snapshot

// One whole game between two racer bots (3 blocks a side) with every move's events: tabletop's
// playthrough snapshot `deblockle_three_blocks_racer_bots` (tabletop/tests/suite/playthrough.rs)
// records it, with every state.

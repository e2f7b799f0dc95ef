//! Whole seeded games between two racer bots, rendered as readable text
//! (every move in notation, pictures after the setup, after each removal and
//! at the end, the result) and kept as insta snapshots.

use std::fmt::Write;

use board_core::bots::{Bot, sample_chance};
use board_core::testkit::rng;
use board_core::{Actor, Game};
use deblockle::RacerBot;
use deblockle::{Config, HoopsPath, Phase, SetupMode, Side, SideBySide, SliderStop, State, TipWithoutHop};

fn render(config: Config, seed: u64) -> String {
    let mut out = String::new();
    let mut s = State::new(config).unwrap();
    let mut chance = rng(seed);
    let mut bots = [RacerBot::new(rng(seed + 1000)), RacerBot::new(rng(seed + 2000))];
    writeln!(out, "start: {s}").unwrap();
    let mut setup_line = String::new();
    let mut last_mover: Option<Side> = None;
    while !s.is_terminal() {
        let actor = s.to_act();
        let mv = match actor {
            Actor::Chance => sample_chance(&s, &mut chance).unwrap().unwrap(),
            Actor::Seat(seat) => bots[seat.index()].choose(&s).unwrap(),
            Actor::Terminal => unreachable!(),
        };
        let before = s.clone();
        s = s.apply(&mv).unwrap();
        if let Phase::Setup { .. } = before.phase() {
            let who = match actor {
                Actor::Seat(seat) => Side::from_seat(seat).unwrap().letter(),
                _ => '?',
            };
            write!(setup_line, "{who}:{mv} ").unwrap();
            if s.phase() == Phase::Play {
                writeln!(out, "setup (? = chance): {}", setup_line.trim_end()).unwrap();
                writeln!(out, "{}", s.picture()).unwrap();
            }
            continue;
        }
        let side = before.side_to_move();
        let mut note = String::new();
        if last_mover == Some(side) {
            note.push_str(&format!("  ({} was Deblockle'd)", side.opponent()));
        }
        last_mover = Some(side);
        let removal = s.removed(side) > before.removed(side);
        if removal {
            note.push_str("  (block removed)");
        }
        writeln!(out, "{:>3}. {} {mv}{note}", s.turns(), side.letter()).unwrap();
        if removal && !s.is_terminal() {
            writeln!(out, "{}", s.picture()).unwrap();
        }
    }
    writeln!(out, "final:\n{}", s.picture()).unwrap();
    writeln!(out, "outcome: {}", s.outcome().unwrap()).unwrap();
    writeln!(out, "final state: {s}").unwrap();
    out
}

#[test]
fn snapshot_default_game_seed_1() {
    let config = Config {
        max_turns: Some(300),
        ..Config::default()
    };
    insta::assert_snapshot!(render(config, 1));
}

#[test]
fn snapshot_variant_game_seed_5() {
    let config = Config {
        south_blocks: 2,
        north_blocks: 3,
        setup: SetupMode::Random,
        first: Side::North,
        side_by_side: SideBySide::Forbidden,
        tip_without_hop: TipWithoutHop::TipStands,
        hoops_path: HoopsPath::ThroughBlocks,
        slider_stop: SliderStop::NaturalOnly,
        max_turns: Some(300),
    };
    insta::assert_snapshot!(render(config, 5));
}

//! Whole seeded games rendered as text: moves in notation, the board after
//! the deal, after every SEQUENCE and at the end, and the result.

use std::fmt::Write;

use board_core::testkit::{random_playout, rng};
use board_core::{Actor, Game};
use numseq::{Config, Move, State};

fn render(config: Config, seed: u64) -> String {
    let start = State::new(config).unwrap();
    let p = random_playout(&start, &mut rng(seed), 5_000);
    let mut out = String::new();
    writeln!(out, "config: {config:?}, seed {seed}").unwrap();
    let mut s = start;
    let mut deal = Vec::new();
    let mut turn = 0;
    let mut line = String::new();
    let mut pictures: Vec<String> = Vec::new();
    let flush = |out: &mut String, line: &mut String, pictures: &mut Vec<String>| {
        if !line.is_empty() {
            writeln!(out, "{line}").unwrap();
            line.clear();
        }
        for p in pictures.drain(..) {
            writeln!(out, "{p}").unwrap();
        }
    };
    for m in &p.moves {
        let actor = s.to_act();
        let seqs_before = s.sequences().count();
        let next = s.apply(m).unwrap();
        match (actor, m) {
            (_, Move::Deal(c)) => deal.push(format!("{}<-{c}", s.phase_seat().0)),
            (Actor::Seat(_), _) if s.swap_used() => write!(line, "; {m}").unwrap(),
            (Actor::Seat(seat), _) => {
                flush(&mut out, &mut line, &mut pictures);
                turn += 1;
                line = format!("{turn:>3}. seat {} ({}): {m}", seat.0, s.side_of(seat).letter());
            }
            (_, m) => write!(line, ", {m}").unwrap(),
        }
        if matches!(m, Move::Deal(_)) && !matches!(next.to_act(), Actor::Chance) {
            writeln!(out, "deal: {}", deal.join(" ")).unwrap();
            writeln!(out, "{}", next.picture()).unwrap();
        }
        if next.sequences().count() > seqs_before && !next.is_terminal() {
            pictures.push(format!("SEQUENCE completed:\n{}", next.picture()));
        }
        s = next;
    }
    flush(&mut out, &mut line, &mut pictures);
    writeln!(out, "final position:\n{}", s.picture()).unwrap();
    writeln!(out, "notation: {s}").unwrap();
    writeln!(
        out,
        "result: {}",
        s.outcome().map(|o| o.to_string()).unwrap_or("unfinished".into())
    )
    .unwrap();
    out
}

#[test]
fn two_player_game() {
    insta::assert_snapshot!(render(Config::with_players(2), 7));
}

#[test]
fn six_player_game_three_teams() {
    insta::assert_snapshot!(render(Config::with_players(6), 3));
}

/// N-R3: a classic Sequence game, 4 players in 2 teams (2 SEQUENCEs win),
/// capped at 400 turns.
#[test]
fn classic_game_four_players_two_teams() {
    let config = Config {
        max_turns: Some(400),
        ..Config::classic(4)
    };
    insta::assert_snapshot!(render(config, 5));
}

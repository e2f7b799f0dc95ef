//! Whole seeded games rendered as readable text (moves in notation, pictures
//! at key moments, the result), recorded with insta.

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::rng;
use board_core::{Actor, Game};
use oduludo::*;
use std::fmt::Write;

/// Plays a seeded random game and renders it: one line per turn, a picture
/// at the start, after every capture, at each round's end and at the end.
fn render(cfg: Config, seed: u64) -> String {
    let mut r = rng(seed);
    let mut s = State::new(cfg).unwrap();
    let mut out = String::new();
    writeln!(out, "config: {cfg}\nseed: {seed}\n\n{}", s.picture()).unwrap();
    let mut line = String::new();
    let mut ply = 0;
    while ply < 20_000 {
        let mv = match s.to_act() {
            Actor::Terminal => break,
            Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
            Actor::Seat(_) => {
                let l = s.legal_moves();
                l[uniform_index(l.len(), &mut r).unwrap()]
            }
        };
        if let Move::Start(c) = mv {
            writeln!(out, "starter (chance): {c}").unwrap();
            s = s.apply(&mv).unwrap();
            ply += 1;
            continue;
        }
        if let Move::Roll(_) = mv
            && s.tries() == 0
            && !s.extra_roll_due()
            && !line.is_empty()
            && !line.starts_with(&format!("{}:", s.colour_to_move().letter()))
        {
            writeln!(out, "{line}").unwrap();
            line.clear();
        }
        if line.is_empty() {
            write!(line, "{}:", s.colour_to_move().letter()).unwrap();
        }
        write!(line, " {mv}").unwrap();
        let n = s.apply(&mv).unwrap();
        ply += 1;
        let capture = matches!(mv, Move::SendBack | Move::Kidnap);
        let round_end = matches!(n.phase(), Phase::RoundOver | Phase::GameOver);
        if capture || round_end || mv == Move::NextRound {
            writeln!(out, "{line}").unwrap();
            line.clear();
            let what = if round_end {
                format!(
                    "round {} over: winner {}, loser {}",
                    n.round(),
                    n.winner().map_or("-".into(), |c| c.to_string()),
                    n.loser().map_or("-".into(), |c| c.to_string())
                )
            } else if capture {
                format!("after {mv}")
            } else {
                format!("round {} begins", n.round())
            };
            writeln!(out, "\n-- ply {ply}, {what}\n{}", n.picture()).unwrap();
        }
        s = n;
    }
    if !line.is_empty() {
        writeln!(out, "{line}").unwrap();
    }
    writeln!(
        out,
        "\nfinal state: {s}\nresult: {}",
        s.outcome().map_or("unfinished".into(), |o| o.to_string())
    )
    .unwrap();
    out
}

#[test]
fn two_player_standard_game() {
    insta::assert_snapshot!(render(Config::with_players(2), 1));
}

#[test]
fn four_player_team_game() {
    insta::assert_snapshot!(render(Config::team(), 2));
}

#[test]
fn last_pawn_game() {
    insta::assert_snapshot!(render(Config::last_pawn(2), 3));
}

/// Chosen colours (O-R1): three players without Green, seated clockwise.
#[test]
fn three_players_without_green_game() {
    let cfg = Config::with_colours(&[Colour::Red, Colour::Blue, Colour::Purple], Mode::Standard).unwrap();
    insta::assert_snapshot!(render(cfg, 4));
}

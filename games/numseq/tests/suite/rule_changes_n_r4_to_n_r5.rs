//! Rules revision 3 (spec section 11): one test or more per change id,
//! named by it (`n_r4_...`, `n_r5_...`). Both ids write down what the
//! engine already did; these tests pin it.

use crate::common;

use board_core::{Actor, Game, Seat};
use common::{err, mv, settle};
use numseq::{Action, Config, ConfigProblem, Move, MoveError, Preset, Side, State};

// ------------------------------------------------------------ N-R4

/// Plays `turns` turns of `s` (chance settled by its first outcome), each
/// seat placing with the first legal placement, and returns for each turn
/// the seat that played and the side whose chip count grew.
fn placers(mut s: State, turns: usize) -> Vec<(Seat, Side)> {
    let mut out = vec![];
    for _ in 0..turns {
        s = settle(s);
        let Actor::Seat(seat) = s.to_act() else {
            panic!("no seat to act\n{}", s.picture())
        };
        let before: Vec<u32> = (0..s.sides()).map(|k| s.chips(Side(k)).count()).collect();
        let placement = s
            .legal_moves()
            .into_iter()
            .find(|m| {
                let t = s.apply(m).unwrap();
                (0..s.sides()).map(|k| t.chips(Side(k)).count()).sum::<u32>() == before.iter().sum::<u32>() + 1
            })
            .unwrap_or_else(|| panic!("no placement for {seat}\n{}", s.picture()));
        s = s.apply(&placement).unwrap();
        let grew: Vec<u8> = (0..s.sides())
            .filter(|&k| s.chips(Side(k)).count() == before[k as usize] + 1)
            .collect();
        assert_eq!(grew.len(), 1, "{placement}");
        out.push((seat, Side(grew[0])));
    }
    out
}

/// N-R4: where a player count allows 2 or 3 teams (6 players; classic 6
/// and 12), leaving `teams` out gives 3 teams.
#[test]
fn n_r4_six_players_and_classic_six_and_twelve_default_to_three_teams() {
    for (name, config) in [
        ("numseq 6", Config::with_players(6)),
        ("classic 6", Config::classic(6)),
        ("classic 12", Config::classic(12)),
    ] {
        assert_eq!(config.teams, None, "{name}");
        assert_eq!(config.sides(), 3, "{name}");
        let s = State::new(config).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(s.sides(), 3, "{name}");
        // Both are allowed: the other choice is a valid config, no other is.
        for teams in [2, 3] {
            assert!(
                Config {
                    teams: Some(teams),
                    ..config
                }
                .validate()
                .is_ok(),
                "{name}: {teams}"
            );
        }
        for teams in [1, 4, 6] {
            let e = Config {
                teams: Some(teams),
                ..config
            }
            .validate()
            .unwrap_err();
            assert_eq!(
                e.problems,
                [ConfigProblem::Teams {
                    players: config.players,
                    teams
                }],
                "{name}: {teams}"
            );
        }
    }
    // Counts that allow only one split keep it: 4, 8 and 10 in 2 teams, 9 in 3.
    for (config, sides) in [
        (Config::with_players(4), 2),
        (Config::classic(4), 2),
        (Config::classic(8), 2),
        (Config::classic(9), 3),
        (Config::classic(10), 2),
    ] {
        assert_eq!(usize::from(State::new(config).unwrap().sides()), sides, "{config:?}");
    }
}

/// N-R4: the config may choose 2 teams, and the team of seat `i` is
/// `i mod teams`, with 3 teams (the default) and with 2, in play: each
/// seat's placement adds a chip of that side.
#[test]
fn n_r4_choosing_two_teams_works_and_seat_i_plays_for_team_i_mod_teams() {
    for (name, config) in [
        ("numseq 6", Config::with_players(6)),
        ("classic 6", Config::classic(6)),
        ("classic 12", Config::classic(12)),
    ] {
        for (teams, chosen) in [(3u8, None), (2, Some(2)), (3, Some(3))] {
            let s = State::new(Config {
                teams: chosen,
                ..config
            })
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(s.sides(), teams, "{name} {chosen:?}");
            for seat in 0..config.players {
                assert_eq!(
                    s.side_of(Seat(seat)),
                    Side(seat % teams),
                    "{name} {chosen:?} seat {seat}"
                );
            }
            let played = placers(s, usize::from(config.players));
            for (i, (seat, side)) in played.into_iter().enumerate() {
                assert_eq!(seat, Seat(i as u8), "{name} {chosen:?}");
                assert_eq!(side, Side(i as u8 % teams), "{name} {chosen:?} seat {i}");
            }
        }
        // The SEQUENCE target follows the sides where the count is keyed on
        // them (classic: 2 with two teams, 1 with three).
        if config.preset == Preset::Classic {
            let two = State::new(Config {
                teams: Some(2),
                ..config
            })
            .unwrap();
            assert_eq!(
                (two.sequences_to_win(), State::new(config).unwrap().sequences_to_win()),
                (2, 1)
            );
        }
    }
}

// ------------------------------------------------------------ N-R5

/// N-R5: the classic deck holds 4 two-eyed Jacks (`JD`, `JC`, two each)
/// and 4 one-eyed Jacks (`JS`, `JH`, two each), the 8 Jacks of two 52-card
/// decks; with the 96 other cards, 104.
#[test]
fn n_r5_classic_deck_holds_four_two_eyed_and_four_one_eyed_jacks() {
    let deck = &numseq::data::CLASSIC_DECK;
    let count = |name: &str| deck.iter().filter(|c| c.name == name).map(|c| c.count).sum::<u8>();
    assert_eq!([count("JD"), count("JC"), count("JS"), count("JH")], [2; 4]);
    let by_action = |a: fn(Action) -> bool| {
        deck.iter()
            .filter(|c| a(c.action))
            .map(|c| usize::from(c.count))
            .sum::<usize>()
    };
    assert_eq!(by_action(|a| a == Action::Wild), 4, "two-eyed Jacks");
    assert_eq!(by_action(|a| a == Action::Remove), 4, "one-eyed Jacks");
    assert_eq!(by_action(|a| matches!(a, Action::Place(_))), 96);
    let jacks: Vec<(&str, Action)> = deck
        .iter()
        .filter(|c| !matches!(c.action, Action::Place(_)))
        .map(|c| (c.name, c.action))
        .collect();
    assert_eq!(
        jacks,
        [
            ("JD", Action::Wild),
            ("JC", Action::Wild),
            ("JS", Action::Remove),
            ("JH", Action::Remove)
        ]
    );
    // The loaded ruleset and a fresh game's draw pile agree.
    let r = Preset::Classic.ruleset();
    assert_eq!(r.deck_size(), 104);
    let s = State::new(Config::classic(2)).unwrap();
    let pile: Vec<(String, u8)> = s
        .draw_pile()
        .filter(|(c, _)| c.to_string().starts_with('J'))
        .map(|(c, n)| (c.to_string(), n))
        .collect();
    let mut pile = pile;
    pile.sort();
    assert_eq!(
        pile,
        [("JC".into(), 2), ("JD".into(), 2), ("JH".into(), 2), ("JS".into(), 2)]
    );
    // The deal's chance outcome for a Jack has the probability of 2 cards in 104.
    let jd = s
        .chance_outcomes()
        .into_iter()
        .find(|(m, _)| m.to_string() == "deal:JD")
        .unwrap();
    assert_eq!(jd.1, board_core::Prob::new(2, 104).unwrap());
}

/// The targets of `card` in `s`'s legal moves, sorted.
fn targets(s: &State, card: &str) -> Vec<String> {
    let prefix = format!("{card}@");
    let mut v: Vec<String> = s
        .legal_moves()
        .iter()
        .map(Move::to_string)
        .filter_map(|m| m.strip_prefix(&prefix).map(str::to_string))
        .collect();
    v.sort();
    v
}

/// N-R5: in play, a two-eyed Jack places on any empty square (not a
/// corner) like Plus, and a one-eyed Jack removes an unlocked opponent chip
/// like Minus; neither does the other's job.
#[test]
fn n_r5_two_eyed_jacks_place_anywhere_and_one_eyed_jacks_remove() {
    let mut s = State::new(Config::classic(2)).unwrap();
    // Seat 0: the four Jacks and AS 2S 3S; seat 1: 4S-9S and TS.
    for (a, b) in [
        ("JD", "4S"),
        ("JC", "5S"),
        ("JS", "6S"),
        ("JH", "7S"),
        ("AS", "8S"),
        ("2S", "9S"),
        ("3S", "TS"),
    ] {
        s = mv(&s, &format!("deal:{a}"));
        s = mv(&s, &format!("deal:{b}"));
    }
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    // Every square but the four corners is empty: 96 targets each.
    let r = s.ruleset();
    let empty: Vec<String> = r
        .playable()
        .indices()
        .map(|i| r.coord(i).unwrap().to_string())
        .collect();
    assert_eq!(empty.len(), 96);
    let mut all = empty.clone();
    all.sort();
    assert_eq!(targets(&s, "JD"), all);
    assert_eq!(targets(&s, "JC"), all);
    // Nothing to remove yet: the one-eyed Jacks have no move, and a removal
    // on an empty square is refused.
    assert_eq!((targets(&s, "JS"), targets(&s, "JH")), (vec![], vec![]));
    assert!(s.apply(&"JS@e5".parse().unwrap()).is_err());
    // A non-Jack card still places only on its two squares.
    assert_eq!(targets(&s, "AS"), ["b3", "j5"]);
    // A two-eyed Jack on e5 (it shows 5H, a card seat 0 does not hold).
    let s = mv(&s, "JD@e5");
    assert_eq!(s.chip_at("e5".parse().unwrap()), Some(Side(0)));
    let s = mv(&s, "draw:KS");
    // Seat 1 places its 4S on d1.
    let s = mv(&s, "4S@d1");
    let s = mv(&s, "draw:KH");
    assert_eq!(s.to_act(), Actor::Seat(Seat(0)));
    // One-eyed Jacks remove the opponent's chip and nothing else.
    assert_eq!(
        (targets(&s, "JS"), targets(&s, "JH")),
        (vec!["d1".to_string()], vec!["d1".to_string()])
    );
    assert!(s.apply(&"JH@e5".parse().unwrap()).is_err(), "own chip");
    // The other two-eyed Jack places anywhere still empty, not on a chip.
    let left: Vec<String> = all.iter().filter(|t| *t != "d1" && *t != "e5").cloned().collect();
    assert_eq!(targets(&s, "JC"), left);
    assert_eq!(
        err(&s, "JC@d1"),
        MoveError::Occupied {
            square: "d1".parse().unwrap()
        }
    );
    let t = mv(&s, "JS@d1");
    assert_eq!(t.chip_at("d1".parse().unwrap()), None);
    assert_eq!(t.chip_at("e5".parse().unwrap()), Some(Side(0)));
}

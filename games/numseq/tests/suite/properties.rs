//! Property tests: invariants along random legal games (cards conserved,
//! chips = placements - removals, locked chips never leave), views that leak
//! nothing, and fuzzing that no input panics.

use board_core::bots::Determinize;
use board_core::testkit::{random_playout, rng};
use board_core::{Game, Observe, Seat};
use numseq::{Action, Card, Config, Lock, Move, SequenceCount, State};
use proptest::prelude::*;

fn config(i: u8) -> Config {
    match i % 6 {
        0 => Config::with_players(2),
        1 => Config::with_players(3),
        2 => Config::with_players(4),
        3 => Config::with_players(6),
        4 => Config {
            teams: Some(2),
            ..Config::with_players(6)
        },
        _ => Config {
            sequences: SequenceCount::BySides,
            ..Config::with_players(2)
        },
    }
}

/// The states of a seeded random game, in order.
fn game(cfg: u8, seed: u64) -> (Vec<State>, Vec<Move>) {
    // Capped (N-R2): random play can keep a full board going a long time.
    let start = State::new(Config {
        max_turns: Some(300),
        ..config(cfg)
    })
    .unwrap();
    let p = random_playout(&start, &mut rng(seed), 3_000);
    let mut states = vec![start];
    for m in &p.moves {
        let next = states.last().unwrap().apply(m).unwrap();
        states.push(next);
    }
    (states, p.moves)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn cards_chips_and_locks_stay_consistent(cfg in 0u8..6, seed in any::<u64>()) {
        let (states, moves) = game(cfg, seed);
        prop_assert!(states.last().unwrap().is_terminal());
        let mut chips: std::collections::BTreeMap<usize, u8> = Default::default();
        for (i, m) in moves.iter().enumerate() {
            let (before, after) = (&states[i], &states[i + 1]);
            // Cards are conserved across hands, discards and the draw pile.
            let seats = after.num_seats();
            let hands: usize = Seat::all(seats).map(|s| after.hand_len(s)).sum();
            let discards: usize = Seat::all(seats).flat_map(|s| after.discards(s)).map(|(_, n)| n as usize).sum();
            prop_assert_eq!(hands + discards + after.draw_pile_len(), 100);
            // Chips on the board are the placements minus the removals.
            if let Move::Play(card, sq, _) = m {
                let r = before.ruleset();
                let idx = r.grid().index(*sq).unwrap();
                match r.action(r.kind_of(*card).unwrap()).unwrap() {
                    Action::Remove => { chips.remove(&idx); }
                    _ => { chips.insert(idx, before.side_of(before.phase_seat()).0); }
                }
            }
            let mut on_board = std::collections::BTreeMap::new();
            for side in 0..after.sides() {
                for idx in after.chips(numseq::Side(side)).indices() {
                    on_board.insert(idx, side);
                }
            }
            prop_assert_eq!(&on_board, &chips);
            // Locked chips never leave and stay locked.
            prop_assert_eq!(before.locked().0 & !after.locked().0, 0);
            prop_assert_eq!(after.locked().0 & !after.occupied().0, 0);
            prop_assert!(after.validate().is_ok());
        }
    }

    #[test]
    fn views_ignore_what_the_seat_cannot_see(cfg in 0u8..6, seed in any::<u64>(), pick in any::<prop::sample::Index>(), dseed in any::<u64>()) {
        let (states, _) = game(cfg, seed);
        let s = &states[pick.index(states.len())];
        for seat in Seat::all(s.num_seats()) {
            // Other hands and the draw pile dealt anew: same view, valid state.
            let other = s.determinize(seat, &mut rng(dseed));
            prop_assert!(other.validate().is_ok());
            prop_assert_eq!(s.view(seat), other.view(seat));
            prop_assert_eq!(other.hand(seat).collect::<Vec<_>>(), s.hand(seat).collect::<Vec<_>>());
            // Round trip through notation keeps the view too.
            let text = other.to_string();
            prop_assert_eq!(text.parse::<State>().unwrap().view(seat), s.view(seat));
        }
    }

    #[test]
    fn parsing_arbitrary_text_never_panics(text in ".{0,80}") {
        let _ = text.parse::<Move>();
        let _ = text.parse::<State>();
        let _ = text.parse::<Card>();
    }

    #[test]
    fn parsing_mutated_states_never_panics(cfg in 0u8..6, seed in any::<u64>(), pick in any::<prop::sample::Index>(),
                                           edits in prop::collection::vec((any::<prop::sample::Index>(), "[ -~]{0,3}"), 1..4)) {
        let (states, _) = game(cfg, seed);
        let mut text = states[pick.index(states.len())].to_string();
        for (at, insert) in edits {
            let i = at.index(text.len());
            let end = (i + 1).min(text.len());
            if text.is_char_boundary(i) && text.is_char_boundary(end) {
                text.replace_range(i..end, &insert);
            }
        }
        if let Ok(s) = text.parse::<State>() {
            prop_assert!(s.validate().is_ok());
            prop_assert_eq!(s.to_string().parse::<State>().unwrap(), s);
        }
    }

    #[test]
    fn applying_arbitrary_moves_never_panics(cfg in 0u8..6, seed in any::<u64>(), pick in any::<prop::sample::Index>(),
                                             moves in prop::collection::vec((0u8..6, "[0-9]{1,2}[+-][0-9]{1,2}|PLUS|MINUS", 0u8..12, 0u8..12), 1..20)) {
        let (states, _) = game(cfg, seed);
        let s = &states[pick.index(states.len())];
        for (kind, card, row, col) in moves {
            let card: Card = card.parse().unwrap();
            let sq = board_core::grid::Coord::new(row, col);
            let m = match kind {
                0 => Move::Play(card, sq, Lock::NONE),
                1 => Move::Dead(card),
                2 => Move::Discard(card),
                3 => Move::Draw(card),
                4 => Move::Deal(card),
                _ => Move::Shuffle,
            };
            let before = s.clone();
            match s.apply(&m) {
                Ok(next) => prop_assert!(next.validate().is_ok()),
                Err(_) => prop_assert_eq!(&before, s),
            }
            let mut fast = s.clone();
            fast.apply_unchecked(&m);
        }
    }
}

/// The whole move space (every card of the deck on every square, every
/// swap, discard, deal, draw and the shuffle) is accepted by `apply` exactly
/// when it is generated, along seeded games of every player count.
#[test]
fn whole_move_space_agrees_with_generation() {
    let r = numseq::Preset::NumseqDefaultV1.ruleset();
    let cards: Vec<Card> = (0..r.kinds()).map(|k| r.card(k).unwrap()).collect();
    let mut space = vec![Move::Shuffle];
    for &c in &cards {
        space.extend([Move::Dead(c), Move::Discard(c), Move::Deal(c), Move::Draw(c)]);
        for sq in r.grid().squares() {
            space.push(Move::Play(c, sq, Lock::NONE));
        }
    }
    let mut checked = 0;
    let mut locks = 0;
    for (cfg, seed) in [(0, 11), (1, 12), (2, 13), (3, 14), (4, 15), (5, 16)] {
        let (states, _) = game(cfg, seed);
        for s in states.iter().step_by(2) {
            let legal: std::collections::HashSet<Move> = s.legal_moves().into_iter().collect();
            for m in &space {
                assert_eq!(s.apply(m).is_ok(), legal.contains(m), "{m} in {s}");
            }
            // N-R1: every lock named on a legal placement's square, one bit
            // changed, is accepted exactly when generated.
            for m in &legal {
                if let Move::Play(c, sq, l) = *m
                    && !l.is_none()
                {
                    for text in [m.to_string(), format!("{c}@{sq}")] {
                        let v: Move = text.parse().unwrap();
                        assert_eq!(s.apply(&v).is_ok(), legal.contains(&v), "{v} in {s}");
                    }
                    locks += 1;
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 60);
    println!("{locks} lock choices checked");
}

/// `apply_unchecked` promises never to panic, whatever it is fed: illegal
/// moves repeated many times (a deal of a card not in the pile, then its
/// discard, hundreds of times, then shuffles) must not overflow a counter.
#[test]
fn unchecked_illegal_moves_never_panic() {
    let mut s = State::new(Config::default()).unwrap();
    let deal: Move = "deal:1+0".parse().unwrap();
    let discard: Move = "DISCARD 1+0".parse().unwrap();
    for _ in 0..600 {
        s.apply_unchecked(&deal);
        s.apply_unchecked(&discard);
        s.apply_unchecked(&"PLUS@b1".parse().unwrap());
    }
    for _ in 0..3 {
        s.apply_unchecked(&Move::Shuffle);
        s.apply_unchecked(&deal);
    }
    let _ = (
        s.to_string(),
        s.picture(),
        s.validate(),
        s.legal_moves(),
        s.chance_outcomes(),
    );
}

/// Notation mutated character by character (each position replaced by,
/// preceded by, or stripped of a character from the notation's alphabet), in
/// states of seeded games of every setup: whatever parses is a consistent
/// state that prints back to itself, whose generated moves are exactly the
/// moves of the whole move space that `apply` accepts, every accepted move
/// leads to a consistent state, a non-terminal state has a move, and chance
/// probabilities sum to one.
#[test]
fn notation_mutated_character_by_character_never_yields_a_bad_state() {
    let r = numseq::Preset::NumseqDefaultV1.ruleset();
    let mut space = vec![Move::Shuffle];
    for c in (0..r.kinds()).map(|k| r.card(k).unwrap()) {
        space.extend([Move::Dead(c), Move::Discard(c), Move::Deal(c), Move::Draw(c)]);
        space.extend(r.grid().squares().map(|sq| Move::Play(c, sq, Lock::NONE)));
    }
    let alphabet: Vec<char> = "abcABC*0123456789/-.:,+ pPsSuvdh@".chars().collect();
    let (mut tried, mut accepted) = (0, 0);
    for cfg in 0..6 {
        let (states, _) = game(cfg, 700 + cfg as u64);
        let picks = [0, states.len() / 3, 2 * states.len() / 3, states.len() - 1];
        for text in picks.iter().map(|&i| states[i].to_string()) {
            let chars: Vec<char> = text.chars().collect();
            for pos in 0..chars.len() {
                let mut variants = vec![];
                let mut cut = chars.clone();
                cut.remove(pos);
                variants.push(cut);
                for &c in &alphabet {
                    let mut v = chars.clone();
                    v[pos] = c;
                    variants.push(v);
                    let mut v = chars.clone();
                    v.insert(pos, c);
                    variants.push(v);
                }
                for v in variants {
                    let t: String = v.into_iter().collect();
                    tried += 1;
                    let Ok(s) = t.parse::<State>() else { continue };
                    accepted += 1;
                    assert_eq!(s.validate(), Ok(()), "{t}");
                    assert_eq!(s.to_string().parse::<State>().as_ref(), Ok(&s), "{t}");
                    if t == text || accepted % 7 != 0 {
                        continue;
                    }
                    let legal: std::collections::HashSet<Move> = s.legal_moves().into_iter().collect();
                    assert!(s.is_terminal() || !legal.is_empty(), "stuck: {t}");
                    if s.to_act() == board_core::Actor::Chance {
                        let total = board_core::Prob::checked_sum(s.chance_outcomes().into_iter().map(|o| o.1));
                        assert_eq!(total, Ok(board_core::Prob::ONE), "{t}");
                    }
                    for m in &space {
                        let next = s.apply(m);
                        assert_eq!(next.is_ok(), legal.contains(m), "{m} in {t}");
                        if let Ok(n) = next {
                            assert_eq!(n.validate(), Ok(()), "{m} in {t}");
                        }
                    }
                }
            }
        }
    }
    assert!(
        tried > 100_000 && accepted > 1_000,
        "{tried} tried, {accepted} accepted"
    );
}

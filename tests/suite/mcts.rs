//! MCTS on the four games through the generic trait: forced wins,
//! never an illegal move, no peeking at hidden information, determinism
//! across thread counts, and the tournament runner.

use board_core::bots::{Bot, random_step};
use board_core::mcts::{MctsBot, ParallelMctsBot};
use board_core::{Actor, Game, Observe, SeatResult};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use tabletop_rules::search::{BotSpec, SearchGame, mcts_config};
use tabletop_rules::tournament::{self, Options};

fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

fn scale() -> u64 {
    board_core::testkit::test_scale()
}

/// Positions of seeded random games where a seat acts: every `every`-th
/// decision point, `count` in all.
fn positions<G: Game>(initial: &G, count: usize, every: u64, seed: u64) -> Vec<G> {
    let mut out = Vec::new();
    let mut r = rng(seed);
    let mut s = initial.clone();
    let mut k = 0u64;
    let mut games = 0;
    while out.len() < count && games < 10_000 {
        if s.to_act().seat().is_some() {
            if k.is_multiple_of(every) {
                out.push(s.clone());
            }
            k += 1;
        }
        if random_step(&mut s, &mut r).is_none() {
            s = initial.clone();
            games += 1;
        }
    }
    out
}

/// The moves that end the game at once with a win for the seat to act.
fn winning_moves<G: Game>(s: &G) -> Vec<G::Move> {
    let Some(seat) = s.to_act().seat() else {
        return Vec::new();
    };
    s.legal_moves()
        .into_iter()
        .filter(|m| {
            s.apply(m)
                .ok()
                .and_then(|n| n.outcome())
                .is_some_and(|o| o.get(seat).is_some_and(|r| r.result == SeatResult::Win))
        })
        .collect()
}

/// Positions (from seeded random games) where the seat to act has an
/// immediate win among several moves that do not win, and MCTS at 1,000
/// iterations must take a win in each.
fn finds_immediate_wins<G: SearchGame>(initial: G, wanted: usize, seed: u64) -> usize {
    let mut found = 0;
    let mut r = rng(seed);
    let mut s = initial.clone();
    let mut games = 0;
    while found < wanted && games < 3000 {
        if s.to_act().seat().is_some() {
            let wins = winning_moves(&s);
            let n = s.legal_moves().len();
            if !wins.is_empty() && wins.len() * 2 <= n {
                let mut bot = MctsBot::new(mcts_config::<G>(1000), rng(found as u64));
                let mv = bot.choose(&s).expect("a move");
                assert!(
                    wins.contains(&mv),
                    "{}: chose {mv} instead of a win ({} of {n} moves win)\n{}",
                    G::NAME,
                    wins.len(),
                    tabletop_rules::showcase::Showcase::picture(&s)
                );
                found += 1;
            }
        }
        if random_step(&mut s, &mut r).is_none() {
            s = initial.clone();
            games += 1;
        }
    }
    found
}

/// A hand-built position, written in the game's state notation: it parses,
/// prints back the same, exactly the moves `wins` win at once, and MCTS at
/// `budget` iterations (five seeds) takes one of them.
fn takes_the_win_in<G: SearchGame + std::str::FromStr<Err: std::fmt::Debug>>(text: &str, wins: &[&str], budget: u32) {
    let s: G = text.parse().expect("the position parses");
    assert_eq!(s.to_string(), text, "{}: the notation round-trips", G::NAME);
    let wins: Vec<G::Move> = wins.iter().map(|m| m.parse().expect("a move")).collect();
    assert_eq!(winning_moves(&s), wins, "{}: the winning moves", G::NAME);
    let n = s.legal_moves().len();
    assert!(n > 2 * wins.len(), "{}: {n} legal moves, most do not win", G::NAME);
    for seed in 0..5 {
        let mv = MctsBot::new(mcts_config::<G>(budget), rng(seed))
            .choose(&s)
            .expect("a move");
        assert!(
            wins.contains(&mv),
            "{}, seed {seed}: chose {mv}\n{}",
            G::NAME,
            tabletop_rules::showcase::Showcase::picture(&s)
        );
    }
}

#[test]
fn xobrainer_hand_built_mcts_completes_the_five_in_a_row() {
    // One-round match, X to place a green X after 8 pieces each. X has
    // X X x X on row 6 (c6..f6), O blocks g6, so only b6 makes five X
    // shapes; O has four O shapes on row 1 (a1..d1) and wins at e1 next
    // unless X blocks there. 80 legal moves, one wins.
    let text = "round,-,1v1,std,std OOOo6/10/4x4O/X9/9O/2XXxXO3/10/X8X/10/7o2 play XX \
                15g5r:gggr:0g0r:0:-:- 5g15r:rrrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -";
    takes_the_win_in::<xobrainer::State>(text, &["b6"], 1000);
}

#[test]
fn deblockle_hand_built_mcts_takes_the_star_removal_that_wins() {
    // Four blocks each; both sides have removed three. South's last block
    // on d5 shows Cross with Stop facing north, so Star faces south: tipping
    // north brings Star up on d6, North's home star, and removes it. Every
    // other move (18 of 19) loses: North's last block on d3 shows Star to
    // the north and removes itself on d2 next turn.
    let text = "Nd3o*,Sd5+S S t90 play blocks=4/4 setup=standard first=S sbs=allowed \
                d1=illegal d2=unblocked d3=any max=300";
    takes_the_win_in::<deblockle::State>(text, &["d5n*"], 200);
}

#[test]
fn numseq_hand_built_mcts_makes_the_completing_placement() {
    // Two players, one SEQUENCE wins. Side a holds b1 c1 d1 (1, 2, 3) next
    // to the free corner a1; its hand has 2+2, and e1 is one of the two 4s
    // (the other, d6, completes nothing). 10 legal moves, one wins.
    let text = "numseq-default-v1 2:-:p *aaa5*/10/10/9b/10/4b5/10/1b8/10/*8* - \
                2+2.5+5.10+10.17+16.23+22/7+7.12+12.14+13.20+20.24+24 1+0.1+1.2+1/3+2.11+11.19+19 play:0";
    takes_the_win_in::<numseq::State>(text, &["2+2@e1"], 200);
}

fn xobrainer_round() -> xobrainer::State {
    let config = xobrainer::Config {
        format: xobrainer::MatchFormat::OneRound,
        ..xobrainer::Config::default()
    };
    xobrainer::State::new(config).expect("valid config")
}

#[test]
fn xobrainer_mcts_completes_five_in_a_row_that_wins() {
    // One-round match: five in a row wins the match.
    let found = finds_immediate_wins(xobrainer_round(), 5, 1);
    assert_eq!(found, 5);
}

#[test]
fn deblockle_mcts_takes_the_star_removal_that_wins() {
    // One block each: removing it wins.
    let config = deblockle::Config {
        south_blocks: 1,
        north_blocks: 1,
        max_turns: Some(300),
        ..deblockle::Config::default()
    };
    let found = finds_immediate_wins(deblockle::State::new(config).expect("valid config"), 5, 2);
    assert_eq!(found, 5);
}

#[test]
fn numseq_mcts_makes_the_completing_placement() {
    let found = finds_immediate_wins(numseq::State::new(numseq::Config::default()).expect("valid"), 3, 3);
    assert_eq!(found, 3);
}

/// MCTS (a few budgets, one and two trees) returns a legal move in each of
/// `count` seeded positions.
fn never_illegal<G: SearchGame>(initial: G, count: usize) {
    let pos = positions(&initial, count, 3, 7);
    assert_eq!(pos.len(), count, "{}", G::NAME);
    for (i, p) in pos.iter().enumerate() {
        let budget = [1, 2, 5, 16][i % 4];
        let config = mcts_config::<G>(budget).with_trees(1 + i % 2);
        let mut bot = MctsBot::new(config, rng(i as u64));
        let mv = bot.choose(p).expect("a seat acts");
        assert!(p.legal_moves().contains(&mv), "{}: {mv} is not legal", G::NAME);
        assert!(p.apply(&mv).is_ok());
    }
}

#[test]
fn never_an_illegal_move_over_seeded_positions_of_every_game() {
    let n = 600 * scale() as usize;
    never_illegal(xobrainer::State::new(xobrainer::Config::default()).expect("valid"), n);
    let mut mission = xobrainer::Config::default();
    mission.variants.mission = true;
    mission.variants.random = true;
    never_illegal(xobrainer::State::new(mission).expect("valid"), n / 2);
    never_illegal(oduludo::State::new(oduludo::Config::with_players(4)).expect("valid"), n);
    never_illegal(oduludo::State::new(oduludo::Config::team()).expect("valid"), n / 2);
    never_illegal(numseq::State::new(numseq::Config::default()).expect("valid"), n);
    let four = numseq::Config {
        players: 4,
        ..numseq::Config::default()
    };
    never_illegal(numseq::State::new(four).expect("valid"), n / 2);
    let deb = deblockle::Config {
        max_turns: Some(300),
        ..deblockle::Config::default()
    };
    never_illegal(deblockle::State::new(deb).expect("valid"), n);
}

/// Whole games between two MCTS bots (tree reuse on): every move legal.
fn full_game<G: SearchGame>(initial: G, iterations: u32, seed: u64) -> G {
    let mut bots: Vec<MctsBot<G, ChaCha8Rng>> = (0..initial.num_seats())
        .map(|s| MctsBot::new(mcts_config::<G>(iterations), rng(seed + s as u64)))
        .collect();
    let mut chance = rng(seed + 100);
    let mut s = initial;
    for _ in 0..20_000 {
        let mv = match s.to_act() {
            Actor::Terminal => break,
            Actor::Chance => s.sample_chance(&mut chance).expect("outcome"),
            Actor::Seat(seat) => bots[seat.index()].choose(&s).expect("a move"), // ok: one bot per seat
        };
        s = s.apply(&mv).expect("MCTS and chance moves are legal");
    }
    s
}

#[test]
fn whole_games_with_tree_reuse_stay_legal_and_replay() {
    let x = full_game(xobrainer_round(), 50, 1);
    assert!(x.is_terminal());
    assert_eq!(full_game(xobrainer_round(), 50, 1), x, "same seed, same game");
    let deb = deblockle::Config {
        max_turns: Some(60),
        ..deblockle::Config::default()
    };
    assert!(full_game(deblockle::State::new(deb).expect("valid"), 30, 2).is_terminal());
    assert!(
        full_game(
            oduludo::State::new(oduludo::Config::with_players(3)).expect("valid"),
            20,
            3
        )
        .is_terminal()
    );
    assert!(full_game(numseq::State::new(numseq::Config::default()).expect("valid"), 20, 4).is_terminal());
}

/// A state that `seat` cannot tell apart from `s` but that differs from it.
fn hidden_twin<G: SearchGame + Observe>(s: &G, seed: u64) -> Option<G> {
    let seat = s.to_act().seat()?;
    (0..50u64)
        .map(|k| s.determinize(seat, &mut rng(seed * 100 + k)))
        .find(|t| t != s && t.view(seat) == s.view(seat))
}

fn does_not_peek<G: SearchGame + Observe>(initial: G, count: usize) -> usize {
    let mut checked = 0;
    for (i, p) in positions(&initial, count, 5, 11).iter().enumerate() {
        let Some(twin) = hidden_twin(p, i as u64) else { continue };
        let a = MctsBot::new(mcts_config::<G>(200), rng(i as u64)).search(p);
        let b = MctsBot::new(mcts_config::<G>(200), rng(i as u64)).search(&twin);
        assert_eq!(a, b, "{}: the search saw hidden information", G::NAME);
        checked += 1;
    }
    checked
}

#[test]
fn information_set_mcts_gives_the_same_move_whatever_the_seat_cannot_see() {
    // numseq: other hands and the draw pile.
    let n = does_not_peek(numseq::State::new(numseq::Config::default()).expect("valid"), 20);
    assert!(n >= 15, "{n} numseq positions had a hidden twin");
    // XOBrainer with the Mission variant: the other side's secret card.
    let mut config = xobrainer::Config::default();
    config.variants.mission = true;
    let n = does_not_peek(xobrainer::State::new(config).expect("valid"), 20);
    assert!(n >= 15, "{n} xobrainer positions had a hidden twin");
}

#[test]
fn root_parallel_search_equals_sequential_whatever_the_thread_count() {
    fn check<G: SearchGame>(initial: G) {
        for p in positions(&initial, 3, 9, 5) {
            let config = || mcts_config::<G>(300).with_trees(4);
            let seq = MctsBot::new(config(), rng(3)).search(&p);
            for threads in [1, 2] {
                let pool = rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .build()
                    .expect("pool");
                let par = pool.install(|| ParallelMctsBot::new(MctsBot::new(config(), rng(3))).search(&p));
                assert_eq!(par, seq, "{} on {threads} threads", G::NAME);
            }
        }
    }
    check(xobrainer_round());
    check(oduludo::State::new(oduludo::Config::with_players(4)).expect("valid"));
    check(numseq::State::new(numseq::Config::default()).expect("valid"));
    check(deblockle::State::new(deblockle::Config::default()).expect("valid"));
}

#[test]
fn tournament_is_deterministic_whatever_the_thread_count_and_swaps_seats() {
    let bots = [BotSpec::Random, BotSpec::Mcts(30)];
    let options = Options {
        games: 6,
        seed: 4,
        ..Options::default()
    };
    let run = |threads| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        pool.install(|| tournament::run(&xobrainer_round(), &bots, &options))
    };
    let one = run(1);
    assert_eq!(run(2), one);
    assert_eq!(one.pairs.len(), 1);
    let p = &one.pairs[0]; // ok: one pair
    assert_eq!(p.games, 6);
    assert_eq!(p.wins + p.draws + p.losses, 6);
    assert!(p.low <= p.score && p.score <= p.high);
    let csv = one.csv();
    assert!(csv.starts_with("game,seed,bot_a,bot_b,games,wins,draws,losses,score,ci_low,ci_high,elo"));
    assert_eq!(csv.lines().count(), 2);
    assert!(one.table().contains("| random | mcts:30 | 6 |"));
}

#[test]
fn bot_names_parse_and_print() {
    assert_eq!("random".parse::<BotSpec>(), Ok(BotSpec::Random));
    assert_eq!("mc:500".parse::<BotSpec>(), Ok(BotSpec::Mc(500)));
    assert_eq!(" MCTS:1000 ".parse::<BotSpec>(), Ok(BotSpec::Mcts(1000)));
    for bad in ["mcts:0", "mcts:x", "alpha", "random:3", ""] {
        assert!(bad.parse::<BotSpec>().is_err(), "{bad:?}");
    }
    assert_eq!(BotSpec::Mcts(7).to_string(), "mcts:7");
}

#[test]
fn game_strings_build_the_game_or_say_what_is_wrong() {
    use tabletop_rules::search::{GameVisitor, with_game};
    struct Seats;
    impl GameVisitor for Seats {
        type Output = (String, usize);
        fn visit<G: SearchGame>(self, initial: G) -> (String, usize) {
            (G::NAME.to_string(), initial.num_seats())
        }
    }
    assert_eq!(with_game("oduludo", Seats), Ok(("oduludo".into(), 4)));
    assert_eq!(with_game("oduludo(players=2)", Seats), Ok(("oduludo".into(), 2)));
    assert_eq!(
        with_game("xobrainer(format=one-round)", Seats),
        Ok(("xobrainer".into(), 2))
    );
    assert_eq!(with_game("NumSeq(players=3)", Seats), Ok(("numseq".into(), 3)));
    assert_eq!(with_game("deblockle(max_turns=50)", Seats), Ok(("deblockle".into(), 2)));
    for bad in [
        "chess",
        "oduludo(players=9)",
        "oduludo(colour=red)",
        "xobrainer(format=bo2)",
        "numseq(players",
    ] {
        assert!(with_game(bad, Seats).is_err(), "{bad}");
    }
}

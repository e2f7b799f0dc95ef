//! Tuning harness for numseq's guided search (issue 30): plays two bots
//! against each other with the tournament runner's conventions (seats
//! swapped every game, games `2k` and `2k + 1` share their chance seed) and
//! prints the first bot's score with its 95% Wilson interval, and the mean
//! time per move of each bot.
//!
//! ```text
//! cargo run --release -p numseq --example numseq_guided_tune -- GAMES SEED A B
//! ```
//!
//! A bot is `mc:N` (flat Monte Carlo, N play-outs a move), `mcts:N`
//! (numseq's `mcts:N` settings: c = 0.5, closed-loop chance, uniform
//! play-outs) or `g:N[,c=C][,w=W][,k=K][,ol=0|1][,uni]` (MCTS guided by
//! [`numseq::Heuristics`] with exploration C, prior weight W, RAVE k,
//! open-loop chance, and `uni` for uniform play-outs with the priors),
//! `pol` (the play-out policy alone, no search) or `cheat:N` (the guided
//! search with the same options as `g:N`, but seeing every hand and the
//! draw pile's contents: a perfect-information yardstick; draws stay
//! random).

use std::time::{Duration, Instant};

use board_core::bots::{Bot, Determinize, MonteCarloBot};
use board_core::mcts::{Guided, Knowledge, MctsBot, MctsConfig, SearchSettings, derive_seed};
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, Seat, SeatResult};
use numseq::{Config, Heuristics, Move, State};
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;

#[derive(Clone, Debug)]
enum Spec {
    Pol,
    Cheat(Box<Spec>),
    Mc(u32),
    Mcts(u32),
    Guided {
        n: u32,
        c: f64,
        w: f64,
        k: f64,
        open: bool,
        uniform: bool,
        cut: usize,
    },
}

fn parse(s: &str) -> Spec {
    let mut parts = s.split(',');
    let head = parts.next().unwrap_or("");
    if head == "pol" {
        return Spec::Pol;
    }
    if let Some(rest) = s.strip_prefix("cheat:") {
        return Spec::Cheat(Box::new(parse(&format!("g:{rest}"))));
    }
    let (name, n) = head.split_once(':').expect("bot like mc:1000");
    let n: u32 = n.parse().expect("a budget");
    match name {
        "mc" => Spec::Mc(n),
        "mcts" => Spec::Mcts(n),
        "g" => {
            let mut spec = Spec::Guided {
                n,
                c: State::GUIDED_EXPLORATION,
                w: State::GUIDED_PRIOR_WEIGHT,
                k: State::GUIDED_RAVE,
                open: State::GUIDED_OPEN_LOOP_CHANCE,
                uniform: false,
                cut: State::GUIDED_ROLLOUT_PLIES,
            };
            if let Spec::Guided {
                c,
                w,
                k,
                open,
                uniform,
                cut,
                ..
            } = &mut spec
            {
                for p in parts {
                    match p.split_once('=') {
                        Some(("c", v)) => *c = v.parse().expect("c"),
                        Some(("w", v)) => *w = v.parse().expect("w"),
                        Some(("k", v)) => *k = v.parse().expect("k"),
                        Some(("ol", v)) => *open = v == "1",
                        Some(("cut", v)) => *cut = v.parse().expect("cut"),
                        None if p == "uni" => *uniform = true,
                        _ => panic!("unknown option {p}"),
                    }
                }
            }
            spec
        }
        _ => panic!("unknown bot {s}"),
    }
}

fn build(spec: &Spec, seed: u64) -> Box<dyn Bot<State>> {
    let rng = ChaCha8Rng::seed_from_u64(seed);
    match *spec {
        Spec::Pol => Box::new(Policy(rng)),
        Spec::Cheat(ref inner) => {
            let Spec::Guided {
                n, c, w, k, open, cut, ..
            } = **inner
            else {
                panic!("cheat:N takes g:N's options")
            };
            let config = MctsConfig::iterations(n)
                .with_leaf_value(cut, |s: &Open, seat| Heuristics::leaf_value(&s.0, seat))
                .with_exploration(c)
                .with_prior_weight(w)
                .with_rave(k)
                .with_open_loop_chance(open);
            Box::new(Cheat(MctsBot::guided(config, rng, OpenKnowledge)))
        }
        Spec::Mc(n) => Box::new(MonteCarloBot::new(rng, 1, State::ROLLOUT_PLIES).with_total_playouts(n as usize)),
        Spec::Mcts(n) => Box::new(MctsBot::new(
            MctsConfig::iterations(n)
                .with_exploration(State::EXPLORATION)
                .with_open_loop_chance(State::OPEN_LOOP_CHANCE),
            rng,
        )),
        Spec::Guided {
            n,
            c,
            w,
            k,
            open,
            uniform,
            cut,
        } => {
            let config = MctsConfig::iterations(n)
                .with_leaf_value(cut, <State as SearchSettings>::leaf_value)
                .with_exploration(c)
                .with_prior_weight(w)
                .with_rave(k)
                .with_open_loop_chance(open);
            if uniform {
                Box::new(MctsBot::new(config, rng).with_knowledge(Heuristics))
            } else {
                Box::new(MctsBot::guided(config, rng, Heuristics))
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [games, seed, a, b] = args.as_slice() else {
        eprintln!("usage: numseq_guided_tune GAMES SEED A B");
        std::process::exit(2);
    };
    let games: usize = games.parse().expect("games");
    let seed: u64 = seed.parse().expect("seed");
    let specs = [parse(a), parse(b)];
    let initial = State::new(Config::default()).expect("the default config");
    let mut total = 0.0;
    let (mut wins, mut draws) = (0, 0);
    let mut time = [Duration::ZERO; 2];
    let mut moves = [0u64; 2];
    let mut slowest = [Duration::ZERO; 2];
    for g in 0..games {
        let game_seed = derive_seed(seed, g as u64);
        let chance_seed = derive_seed(seed, (g as u64 / 2) | 1 << 31);
        // Seat s is bot A when s + g is even.
        let is_a = |s: usize| (s + g).is_multiple_of(2);
        let mut players: Vec<Box<dyn Bot<State>>> = (0..2)
            .map(|s| build(&specs[usize::from(!is_a(s))], derive_seed(game_seed, s as u64)))
            .collect();
        let mut chance = ChaCha8Rng::seed_from_u64(chance_seed);
        let mut state = initial.clone();
        for _ in 0..100_000 {
            let mv = match state.to_act() {
                Actor::Terminal => break,
                Actor::Chance => state.sample_chance(&mut chance),
                Actor::Seat(s) => {
                    let who = usize::from(!is_a(s.index()));
                    let t = Instant::now();
                    let mv = players[s.index()].choose(&state);
                    time[who] += t.elapsed();
                    slowest[who] = slowest[who].max(t.elapsed());
                    moves[who] += 1;
                    mv
                }
            };
            let mv = mv.expect("a move");
            state = state.apply(&mv).expect("a legal move");
        }
        let outcome = state.outcome().expect("the game ends");
        let won = |side_a: bool| {
            Seat::all(2)
                .any(|s| is_a(s.index()) == side_a && outcome.get(s).is_some_and(|o| o.result == SeatResult::Win))
        };
        let score = match (won(true), won(false)) {
            (true, false) => 1.0,
            (false, true) => 0.0,
            _ => 0.5,
        };
        total += score;
        wins += usize::from(score == 1.0);
        draws += usize::from(score == 0.5);
    }
    let n = games as f64;
    let p = total / n;
    let z2: f64 = 1.96 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    let per = |i: usize| time[i].as_secs_f64() * 1000.0 / moves[i].max(1) as f64;
    println!(
        "{a} vs {b}: {games} games seed {seed}: {wins}-{draws}-{} score {p:.3} ({:.3}..{:.3}); ms/move {:.1} / {:.1}, slowest {:.0} / {:.0}",
        games - wins - draws,
        centre - half,
        centre + half,
        per(0),
        per(1),
        slowest[0].as_secs_f64() * 1000.0,
        slowest[1].as_secs_f64() * 1000.0
    );
}

/// The play-out policy as a bot.
struct Policy(ChaCha8Rng);

impl Bot<State> for Policy {
    fn choose(&mut self, state: &State) -> Option<Move> {
        Heuristics.playout_move(state, &mut self.0)
    }
}

/// numseq with nothing hidden: the search sees every hand and the draw
/// pile's contents (the draws stay chance).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Open(State);

impl Game for Open {
    type Move = Move;
    type MoveList = <State as Game>::MoveList;
    type Error = <State as Game>::Error;
    const INFO: GameInfo = GameInfo {
        hidden_information: false,
        ..<State as Game>::INFO
    };
    fn num_seats(&self) -> usize {
        self.0.num_seats()
    }
    fn to_act(&self) -> Actor {
        self.0.to_act()
    }
    fn legal_moves_into<S: MoveSink<Move>>(&self, out: &mut S) {
        self.0.legal_moves_into(out)
    }
    fn legal_move_list_into(&self, list: &mut Self::MoveList) {
        self.0.legal_move_list_into(list)
    }
    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        self.0.chance_outcomes()
    }
    fn apply(&self, mv: &Move) -> Result<Self, Self::Error> {
        self.0.apply(mv).map(Open)
    }
    fn apply_unchecked(&mut self, mv: &Move) {
        self.0.apply_unchecked(mv)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.0.sample_chance(rng)
    }
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.0.random_move(rng)
    }
}

impl Determinize for Open {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self {
        self.clone()
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct OpenKnowledge;

impl Knowledge<Open> for OpenKnowledge {
    fn prior(&self, state: &Open, mv: &Move) -> f32 {
        Heuristics.prior(&state.0, mv)
    }
    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &Open, rng: &mut R) -> Option<Move> {
        Heuristics.playout_move(&state.0, rng)
    }
}

struct Cheat(MctsBot<Open, ChaCha8Rng, Guided<OpenKnowledge>, OpenKnowledge>);

impl Bot<State> for Cheat {
    fn choose(&mut self, state: &State) -> Option<Move> {
        self.0.choose(&Open(state.clone()))
    }
}

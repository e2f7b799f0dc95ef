//! One game at the table: the facade's [`DynGame`], the moves played (for
//! undo and for the bot's worker to replay), who the human is, what each
//! move told, and the picture from the human's seat. Plain Rust, tested
//! natively; `lib.rs` is the thin JavaScript face.
//!
//! ```
//! use tabletop::Seat;
//! use tabletop_web::session::{Players, Session};
//! # fn main() -> Result<(), String> {
//! let mut table = Session::new("xobrainer(format=one-round)", Players::Against(Seat(0)))?;
//! table.play("lot:X")?;                               // chance: X (seat 0, the human) starts
//! assert!(table.human_to_act());
//! let err = table.play("c3").unwrap_err();            // a knockout square wants an off-colour piece
//! assert!(err.starts_with("xobrainer: illegal move c3"), "{err}");
//! table.play("e5")?;
//! let reply = table.bot_move(50, 1).ok_or("the bot moves")?;
//! table.play(&reply)?;
//! assert!(table.svg(480, &[]).contains("data-square=\"e5\""));
//! assert!(table.undo() && table.human_to_act());       // back to the human's decision
//! # Ok(()) }
//! ```

use board_core::hints::Step;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use serde::Serialize;
use tabletop::{Actor, DynGame, DynHint, GameKind, GameSpec, Seat};
use tabletop_svg::Options;

use crate::clicks::{self, Click};

/// Who plays which seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Players {
    /// The human plays this seat; the bot plays every other seat.
    Against(Seat),
    /// The human plays every seat (hot seat); each seat's turn is drawn
    /// from that seat's view.
    HotSeat,
}

/// One move played, with the state before it (for undo).
#[derive(Debug)]
struct Ply {
    before: Box<dyn DynGame>,
    actor: Actor,
    mv: String,
    /// A chance outcome the viewer could not see (kept out of links and records).
    hidden: bool,
}

/// The seed of the chance outcome (`salt` 1) or bot search (`salt` 2) at
/// `ply` of a game seeded with `seed` (mulberry32's mixing): the same game
/// seed and moves give the same seeds, so a restored game goes on exactly
/// as it would have, and a chance outcome hidden from the player is stored
/// as `?` and drawn again from the seed.
pub fn seed_at(seed: u32, ply: usize, salt: u32) -> u32 {
    let ply = u32::try_from(ply).unwrap_or(u32::MAX);
    let mut t = seed
        .wrapping_add(ply.wrapping_add(1).wrapping_mul(0x6d2b_79f5))
        .wrapping_add(salt.wrapping_mul(0x9e37_79b9));
    t = (t ^ (t >> 15)).wrapping_mul(t | 1);
    t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
    t ^ (t >> 14)
}

/// A line of the narration panel.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    /// `you`, `bot`, `seat` (hot seat) or `chance`.
    pub who: &'static str,
    /// The seat that moved (none for chance).
    pub seat: Option<u8>,
    /// The seat's name in the game (`X`, `Green`, `South`), none for chance.
    pub name: Option<String>,
    /// The move in notation, or `None` for a chance outcome the viewer
    /// cannot see.
    pub mv: Option<String>,
    /// What happened: the engine's events in plain English when the game
    /// narrates its moves; empty until then (the page adds the state
    /// change it can see).
    pub events: Vec<String>,
}

/// What the page needs to draw its controls, as JSON.
#[derive(Debug, Serialize)]
pub struct Snapshot {
    /// The canonical game string.
    pub game: String,
    /// The game's name.
    pub name: &'static str,
    /// Seats at the table.
    pub seats: usize,
    /// The seats' names as the game names them ([`crate::plain::seat_names`]).
    pub seat_names: Vec<String>,
    /// The TimeBomb limit in seconds per move, if the game has one (the
    /// page keeps the clock and plays `timeout` when it runs out).
    pub time_bomb: Option<u32>,
    /// Notes on special squares the picture does not name
    /// ([`crate::plain::square_notes`]), as `[square, note]` pairs.
    pub square_notes: Vec<(String, String)>,
    /// The human's seat, or `None` in hot seat.
    pub human: Option<u8>,
    /// The seat whose view is drawn.
    pub viewer: Option<u8>,
    /// `seat`, `chance` or `terminal`.
    pub to_act: &'static str,
    /// The seat to act, if a seat acts.
    pub seat: Option<u8>,
    /// Whether the human decides now (so clicks are taken).
    pub human_to_act: bool,
    /// The human's click paths (empty unless `human_to_act`).
    pub hints: Vec<DynHint>,
    /// `engine` (the game's `MoveHints`) or `page` (made here from the
    /// legal moves and the squares each touches).
    pub hint_source: &'static str,
    /// The legal moves of the actor, when the human decides (empty
    /// otherwise, so the page never lists another seat's hand).
    pub legal_moves: Vec<String>,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeView>,
    /// Moves played so far.
    pub plies: usize,
    /// Whether [`Session::undo`] has something to take back (never once
    /// the game is over).
    pub can_undo: bool,
}

/// The end of the game as the page shows it.
#[derive(Debug, Serialize)]
pub struct OutcomeView {
    /// One sentence: `You win.`, `Seat 1 wins.`, `Draw.`
    pub text: String,
    /// Per seat: `win`, `draw` or `loss`.
    pub results: Vec<&'static str>,
    /// Per seat: the game's own score.
    pub scores: Vec<i32>,
}

/// A game at the table.
#[derive(Debug)]
pub struct Session {
    spec: String,
    game: Box<dyn DynGame>,
    players: Players,
    history: Vec<Ply>,
    /// The last seat that acted or is to act (the hot-seat viewer).
    last_seat: Seat,
}

impl Session {
    /// A new game from a game string.
    ///
    /// # Errors
    /// The game string's error, or a seat the game does not have.
    pub fn new(game_string: &str, players: Players) -> Result<Session, String> {
        let spec: GameSpec = game_string.parse().map_err(|e: tabletop::SpecError| e.to_string())?;
        let game = spec.start().map_err(|e| e.to_string())?;
        if let Players::Against(seat) = players
            && seat.index() >= game.num_seats()
        {
            return Err(format!(
                "{} has seats 0 to {}, not {}",
                game.name(),
                game.num_seats().saturating_sub(1),
                seat.0
            ));
        }
        Ok(Session {
            spec: spec.to_string(),
            game,
            players,
            history: Vec::new(),
            last_seat: Seat(0),
        })
    }

    /// The game `game_string` with `moves` played (the bot's worker
    /// rebuilds the table this way).
    ///
    /// # Errors
    /// As [`Session::new`], or the first move the engine refuses.
    pub fn replay(game_string: &str, moves: &[String]) -> Result<Session, String> {
        let mut s = Session::new(game_string, Players::HotSeat)?;
        for mv in moves {
            s.play(mv).map_err(|e| format!("replaying {mv}: {e}"))?;
        }
        Ok(s)
    }

    /// The game `game_string` for `players` with `moves` played: a game
    /// restored from a link, the browser's storage or a record. A move `?`
    /// is a chance outcome hidden from the player, drawn again with
    /// [`seed_at`]`(seed, ply, 1)` as it was first drawn.
    ///
    /// # Errors
    /// As [`Session::new`], the first move the engine refuses, or a `?`
    /// where no chance outcome is due.
    pub fn restore(game_string: &str, players: Players, moves: &[String], seed: u32) -> Result<Session, String> {
        let mut s = Session::new(game_string, players)?;
        for (i, mv) in moves.iter().enumerate() {
            if mv.trim() == "?" {
                let ply = s.history.len();
                s.chance(u64::from(seed_at(seed, ply, 1)))
                    .ok_or_else(|| format!("move {} (?): no chance outcome is due here", i + 1))?;
            } else {
                s.play(mv).map_err(|e| format!("move {} ({mv}): {e}", i + 1))?;
            }
        }
        Ok(s)
    }

    /// The moves played so far as a link or record keeps them: a chance
    /// outcome hidden from the player is `?` (see [`Session::restore`]).
    pub fn public_moves(&self) -> Vec<String> {
        self.history
            .iter()
            .map(|p| if p.hidden { String::from("?") } else { p.mv.clone() })
            .collect()
    }

    /// The canonical game string.
    pub fn game_string(&self) -> &str {
        &self.spec
    }

    /// The game.
    pub fn game(&self) -> &dyn DynGame {
        self.game.as_ref()
    }

    /// The moves played so far, in notation.
    pub fn moves(&self) -> Vec<String> {
        self.history.iter().map(|p| p.mv.clone()).collect()
    }

    /// Whether `seat` is played by the human.
    pub fn is_human(&self, seat: Seat) -> bool {
        match self.players {
            Players::Against(h) => h == seat,
            Players::HotSeat => true,
        }
    }

    /// The seat whose view is drawn and narrated: the human's, or in hot
    /// seat the seat to act (the last one that acted at chance and at the
    /// end).
    pub fn viewer(&self) -> Seat {
        match self.players {
            Players::Against(h) => h,
            Players::HotSeat => match self.game.to_act() {
                Actor::Seat(s) => s,
                _ => self.last_seat,
            },
        }
    }

    /// Whether the human decides now.
    pub fn human_to_act(&self) -> bool {
        matches!(self.game.to_act(), Actor::Seat(s) if self.is_human(s))
    }

    /// The human's click paths now: the engine's move hints when the game
    /// has them, else the page's own ([`clicks::page_hints`]); empty unless
    /// the human decides.
    pub fn hints(&self) -> (Vec<DynHint>, &'static str) {
        if !self.human_to_act() {
            return (Vec::new(), "none");
        }
        match self.game.move_hints() {
            Some(h) => (h, "engine"),
            None => (clicks::page_hints(self.game.as_ref()), "page"),
        }
    }

    /// What the clicks so far (`steps`, the newest last) make: a move, a
    /// path to go on with, or a refusal with the engine's reason.
    pub fn click(&self, steps: &[Step]) -> Click {
        let (hints, _) = self.hints();
        clicks::resolve(self.game.as_ref(), &hints, steps)
    }

    /// Plays `mv` (a seat's move or a chance outcome) and says what it did.
    ///
    /// # Errors
    /// The engine's refusal (`xobrainer: illegal move e5: square e5 is
    /// occupied`); the game is unchanged.
    pub fn play(&mut self, mv: &str) -> Result<Line, String> {
        let before = self.game.clone_box();
        let actor = self.game.to_act();
        let viewer = self.viewer();
        let events = self
            .game
            .apply_narrated(mv, Some(viewer))
            .map_err(|e| e.to_string())?
            .unwrap_or_default();
        let names = crate::plain::seat_names(before.as_ref());
        let line = match actor {
            Actor::Seat(s) => {
                self.last_seat = s;
                let name = names.get(s.index()).cloned();
                Line {
                    who: match self.players {
                        Players::HotSeat => "seat",
                        Players::Against(h) if h == s => "you",
                        Players::Against(_) => "bot",
                    },
                    seat: Some(s.0),
                    name,
                    mv: Some(mv.trim().to_string()),
                    events,
                }
            }
            _ => Line {
                who: "chance",
                seat: None,
                name: None,
                mv: visible_to(before.as_ref(), mv, self.game.as_ref(), viewer).then(|| mv.trim().to_string()),
                events,
            },
        };
        let hidden = line.who == "chance" && line.mv.is_none();
        self.history.push(Ply {
            before,
            actor,
            mv: mv.trim().to_string(),
            hidden,
        });
        Ok(line)
    }

    /// At a chance node, samples the outcome with ChaCha8 seeded by `seed`
    /// (the engine's exact probabilities) and plays it; `None` elsewhere.
    pub fn chance(&mut self, seed: u64) -> Option<Line> {
        if self.game.to_act() != Actor::Chance {
            return None;
        }
        let mut probe = self.game.clone_box();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mv = probe.sample_chance(&mut rng)?;
        self.play(&mv).ok()
    }

    /// The bot's move for the seat to act (MCTS, `iterations` per move,
    /// seeded), in notation; `None` unless a seat acts.
    pub fn bot_move(&self, iterations: u32, seed: u64) -> Option<String> {
        self.game.mcts_move(iterations, seed)
    }

    /// The move of the bot named by `bot` for the seat to act: a named
    /// level (`beginner`, `casual`, `strong`, `expert`) or any bot string
    /// of [`tabletop::BotSpec`], seeded ([`tabletop::DynGame::bot_move`]);
    /// `Ok(None)` unless a seat acts.
    ///
    /// # Errors
    /// The bot string's refusal, which lists the levels.
    pub fn bot_move_named(&self, bot: &str, seed: u64) -> Result<Option<String>, String> {
        self.game.bot_move(bot, seed).map_err(|e| e.to_string())
    }

    /// The bot string `level` runs in this game (`expert` is `guided:E`
    /// with the game's expert iterations); `None` if `level` names no level.
    pub fn level_bot(&self, level: &str) -> Option<String> {
        let level: tabletop::Level = level.parse().ok()?;
        Some(self.game.resolve_bot(tabletop::BotSpec::Level(level)).to_string())
    }

    /// Takes back the human's last move and everything after it (the
    /// bot's replies, chance), back to the human's decision; in hot seat,
    /// the last seat's move. `false` if there is nothing to take back, and
    /// once the game is over (a finished game is looked back on, not
    /// brought back to life).
    pub fn undo(&mut self) -> bool {
        if self.game.to_act() == Actor::Terminal {
            return false;
        }
        let Some(i) = self
            .history
            .iter()
            .rposition(|p| matches!(p.actor, Actor::Seat(s) if self.is_human(s)))
        else {
            return false;
        };
        self.history.truncate(i + 1);
        match self.history.pop() {
            Some(ply) => {
                self.game = ply.before;
                if let Actor::Seat(s) = ply.actor {
                    self.last_seat = s;
                }
                true
            }
            None => false, // ok: truncated to i + 1 >= 1 entries
        }
    }

    /// The picture from the viewer's seat (never another seat's hand or
    /// secret card), `size` pixels wide, with the last move outlined, the
    /// squares in `selected` marked and click areas on every square.
    pub fn svg(&self, size: u32, selected: &[String]) -> String {
        let last = self
            .history
            .last()
            .map(|p| tabletop_svg::hosted::move_squares(p.before.as_ref(), &p.mv))
            .unwrap_or_default();
        let options = Options::default()
            .size(size)
            .seat(self.viewer())
            .flipped(false)
            .last_move(last)
            .targets(selected.to_vec())
            .hit_areas(true);
        tabletop_svg::hosted::to_svg(self.game.as_ref(), &options).unwrap_or_default()
    }

    /// Everything the page's controls show.
    pub fn snapshot(&self) -> Snapshot {
        let (to_act, seat) = match self.game.to_act() {
            Actor::Seat(s) => ("seat", Some(s.0)),
            Actor::Chance => ("chance", None),
            Actor::Terminal => ("terminal", None),
        };
        let human_to_act = self.human_to_act();
        let (hints, hint_source) = self.hints();
        Snapshot {
            game: self.spec.clone(),
            name: self.game.name(),
            seats: self.game.num_seats(),
            seat_names: crate::plain::seat_names(self.game.as_ref()),
            time_bomb: crate::plain::time_bomb(self.game.as_ref()),
            square_notes: crate::plain::square_notes(self.game.as_ref()),
            human: match self.players {
                Players::Against(s) => Some(s.0),
                Players::HotSeat => None,
            },
            viewer: Some(self.viewer().0),
            to_act,
            seat,
            human_to_act,
            hints,
            hint_source,
            legal_moves: if human_to_act {
                self.game.legal_moves()
            } else {
                Vec::new()
            },
            outcome: self.outcome(),
            plies: self.history.len(),
            can_undo: to_act != "terminal"
                && self
                    .history
                    .iter()
                    .any(|p| matches!(p.actor, Actor::Seat(s) if self.is_human(s))),
        }
    }

    fn outcome(&self) -> Option<OutcomeView> {
        let o = self.game.outcome()?;
        let results: Vec<&'static str> = o
            .seats
            .iter()
            .map(|s| match s.result {
                board_core::SeatResult::Win => "win",
                board_core::SeatResult::Draw => "draw",
                board_core::SeatResult::Loss => "loss",
            })
            .collect();
        let winners: Vec<Seat> = o.winners().collect();
        let names = crate::plain::seat_names(self.game.as_ref());
        let text = if winners.is_empty() {
            String::from("Draw.")
        } else if let Players::Against(h) = self.players {
            if winners.contains(&h) {
                String::from("You win.")
            } else {
                format!("You lose: {} won.", seat_list(&winners, &names))
            }
        } else {
            format!("{} won.", seat_list(&winners, &names))
        };
        Some(OutcomeView {
            text,
            results,
            scores: o.seats.iter().map(|s| s.score).collect(),
        })
    }
}

/// `O`, `Blue 1 and Blue 2`, by the seats' names in the game.
fn seat_list(seats: &[Seat], names: &[String]) -> String {
    let names: Vec<String> = seats
        .iter()
        .map(|s| names.get(s.index()).cloned().unwrap_or_else(|| format!("seat {}", s.0)))
        .collect();
    match names.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
        [] => String::from("nobody"),
    }
}

/// Whether `viewer` can tell which chance outcome `mv` was: the game hides
/// nothing, or no other outcome at `before` leaves the viewer's view as
/// `after` leaves it. (Until the engines narrate their moves, this is how
/// the page keeps a card dealt to another seat secret.)
pub fn visible_to(before: &dyn DynGame, mv: &str, after: &dyn DynGame, viewer: Seat) -> bool {
    let hidden = GameKind::from_name(before.name()).is_none_or(|k| k.info().hidden_information);
    if !hidden {
        return true;
    }
    let Some(seen) = after.view(viewer) else {
        return true;
    };
    let mv = mv.trim();
    before.chance_outcomes().iter().all(|(other, _)| {
        if other == mv {
            return true;
        }
        let mut twin = before.clone_box();
        twin.apply(other).is_err() || twin.view(viewer).as_ref() != Some(&seen)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deal(s: &mut Session) -> Vec<Line> {
        let mut lines = Vec::new();
        let mut seed = 0;
        while let Some(line) = s.chance(seed) {
            lines.push(line);
            seed += 1;
        }
        lines
    }

    #[test]
    fn numseq_deals_keep_the_other_hand_secret() {
        let mut s = Session::new("numseq", Players::Against(Seat(0))).unwrap();
        let lines = deal(&mut s);
        assert!(!lines.is_empty());
        let shown = lines.iter().filter(|l| l.mv.is_some()).count();
        let hidden = lines.iter().filter(|l| l.mv.is_none()).count();
        assert!(shown > 0 && hidden > 0, "{lines:?}");
        // Seat 1's view tells the opposite story, as many cards each.
        let mut t = Session::new("numseq", Players::Against(Seat(1))).unwrap();
        let other = deal(&mut t);
        assert_eq!(
            other.iter().filter(|l| l.mv.is_none()).count(),
            shown,
            "the cards seat 0 saw are hidden from seat 1"
        );
        let svg = s.svg(600, &[]);
        assert!(svg.contains("hand seat-0") && !svg.contains("hand seat-1"));
    }

    #[test]
    fn public_chance_is_shown() {
        let mut s = Session::new("oduludo(players=2)", Players::Against(Seat(0))).unwrap();
        let line = s.chance(1).unwrap();
        assert!(line.mv.as_deref().unwrap().starts_with("start"), "{line:?}");
    }

    #[test]
    fn a_refused_move_keeps_the_engine_reason_and_the_state() {
        let mut s = Session::new("xobrainer", Players::Against(Seat(0))).unwrap();
        s.play("lot:X").unwrap();
        s.play("e5").unwrap();
        let before = s.game().notation();
        let err = s.play("e5").unwrap_err();
        assert!(err.contains("occupied"), "{err}");
        assert_eq!(s.game().notation(), before);
        assert_eq!(s.moves(), ["lot:X", "e5"]);
    }

    #[test]
    fn undo_goes_back_to_the_humans_decision() {
        let mut s = Session::new("xobrainer(format=one-round)", Players::Against(Seat(0))).unwrap();
        assert!(!s.undo());
        s.play("lot:X").unwrap();
        let start = s.game().notation();
        s.play("e5").unwrap();
        let reply = s.bot_move(20, 1).unwrap();
        s.play(&reply).unwrap();
        assert!(s.undo());
        assert_eq!(s.game().notation(), start);
        assert!(s.human_to_act());
        assert!(!s.undo(), "only the chance move is left");
    }

    #[test]
    fn the_bot_plays_the_engines_named_levels() {
        let mut s = Session::new("deblockle", Players::Against(Seat(0))).unwrap();
        assert_eq!(s.bot_move_named("strong", 1), Ok(None), "chance acts first");
        deal(&mut s);
        for level in ["beginner", "Casual"] {
            let mv = s.bot_move_named(level, 3).unwrap().unwrap();
            assert!(s.game().legal_moves().contains(&mv), "{level}: {mv}");
        }
        assert_eq!(s.bot_move_named("mcts:30", 2).unwrap(), s.bot_move(30, 2));
        let err = s.bot_move_named("grandmaster", 1).unwrap_err();
        assert!(err.contains("beginner, casual, strong or expert"), "{err}");
        assert_eq!(s.level_bot("strong").as_deref(), Some("guided:1000"));
        assert!(s.level_bot("expert").unwrap().starts_with("guided:"));
        assert_eq!(s.level_bot("mcts:5"), None);
    }

    #[test]
    fn replay_rebuilds_the_same_state() {
        let mut s = Session::new("deblockle", Players::HotSeat).unwrap();
        deal(&mut s);
        let mv = s.bot_move(30, 2).unwrap();
        s.play(&mv).unwrap();
        let r = Session::replay(s.game_string(), &s.moves()).unwrap();
        assert_eq!(r.game().notation(), s.game().notation());
        assert!(Session::replay("deblockle", &["nonsense".into()]).is_err());
    }

    #[test]
    fn finding_1_restore_rebuilds_the_game_for_the_same_players() {
        let mut s = Session::new("xobrainer(format=one-round)", Players::Against(Seat(1))).unwrap();
        deal(&mut s);
        while !s.human_to_act() {
            let mv = s.bot_move(10, 3).unwrap();
            s.play(&mv).unwrap();
        }
        let r = Session::restore(s.game_string(), Players::Against(Seat(1)), &s.moves(), 0).unwrap();
        assert_eq!(r.game().notation(), s.game().notation());
        assert_eq!(r.moves(), s.moves());
        assert!(r.human_to_act() && r.snapshot().human == Some(1));
        let err = Session::restore("xobrainer", Players::HotSeat, &["lot:X".into(), "zz9".into()], 0).unwrap_err();
        assert!(err.starts_with("move 2 (zz9)"), "{err}");
    }

    #[test]
    fn finding_1_links_keep_hidden_chance_as_a_question_mark_drawn_again_from_the_seed() {
        let seed = 77;
        let players = Players::Against(Seat(0));
        let mut s = Session::new("xobrainer(format=one-round,variants=mission)", players).unwrap();
        while s.chance(u64::from(seed_at(seed, s.moves().len(), 1))).is_some() {}
        let public = s.public_moves();
        assert!(
            public.iter().any(|m| m == "?"),
            "O's Mission card is hidden: {public:?}"
        );
        assert!(public.iter().all(|m| !m.starts_with("mission:1:")), "{public:?}");
        assert!(
            public.iter().any(|m| m.starts_with("mission:0:")),
            "X's own card is kept: {public:?}"
        );
        let r = Session::restore(s.game_string(), players, &public, seed).unwrap();
        assert_eq!(r.moves(), s.moves(), "the hidden card is drawn again exactly");
        assert!(Session::restore("xobrainer", players, &["?".into(), "?".into()], 1).is_err());
    }

    #[test]
    fn finding_9_undo_after_the_end_is_refused_and_the_result_stays() {
        let mut s = Session::new("deblockle(blocks=1,max_turns=4)", Players::Against(Seat(0))).unwrap();
        let mut seed = 0;
        while s.snapshot().outcome.is_none() {
            seed += 1;
            if s.chance(seed).is_none() {
                let mv = s.bot_move(5, seed).unwrap();
                s.play(&mv).unwrap();
            }
        }
        let snap = s.snapshot();
        assert!(!snap.can_undo);
        assert!(!s.undo());
        assert!(s.snapshot().outcome.is_some());
    }

    #[test]
    fn finding_5_lines_and_results_name_the_seats() {
        let mut s = Session::new("xobrainer(format=one-round)", Players::HotSeat).unwrap();
        s.play("lot:X").unwrap();
        let line = s.play("e5").unwrap();
        assert_eq!(line.name.as_deref(), Some("X"));
        assert_eq!(s.snapshot().seat_names, ["X", "O"]);
        assert_eq!(seat_list(&[Seat(0), Seat(1)], &s.snapshot().seat_names), "X and O");
    }

    #[test]
    fn a_seat_the_game_lacks_is_refused() {
        let err = Session::new("xobrainer", Players::Against(Seat(2))).unwrap_err();
        assert!(err.contains("seats 0 to 1"), "{err}");
        assert!(Session::new("chess", Players::HotSeat).is_err());
    }

    #[test]
    fn every_game_plays_to_the_end_with_the_bot_and_shows_the_result() {
        for spec in [
            "xobrainer(format=one-round)",
            "oduludo(players=2)",
            "numseq(max_turns=200)",
            "deblockle(max_turns=40)",
        ] {
            let mut s = Session::new(spec, Players::Against(Seat(0))).unwrap();
            let mut seed = 0;
            while s.snapshot().outcome.is_none() {
                seed += 1;
                assert!(seed < 20_000, "{spec} did not end");
                if s.chance(seed).is_some() {
                    continue;
                }
                let snap = s.snapshot();
                let mv = if snap.human_to_act {
                    // The human takes the first hint, click by click.
                    let hint = snap.hints.first().unwrap().clone();
                    let mut clicks = Vec::new();
                    let mut made = None;
                    for step in &hint.steps {
                        clicks.push(step.clone());
                        if let Click::Move { mv } = s.click(&clicks) {
                            made = Some(mv);
                        }
                    }
                    made.unwrap()
                } else {
                    s.bot_move(10, seed).unwrap()
                };
                s.play(&mv).unwrap();
            }
            let out = s.snapshot().outcome.unwrap();
            assert!(out.text.ends_with('.'), "{spec}: {}", out.text);
            assert_eq!(out.results.len(), s.game().num_seats());
        }
    }
}

//! # tabletop-web
//!
//! The reference web page of tabletop-rules, compiled to WebAssembly with
//! `wasm-bindgen`: a small JavaScript API over the `tabletop` facade
//! ([`tabletop::load_game`], [`tabletop::DynGame`]) and `tabletop-svg`.
//! Every rule decision is the engines': the page's JavaScript draws the
//! SVG it is given, turns clicks into [`board_core::hints::Step`]s and asks
//! [`Table::click`] what they make.
//!
//! Data crosses to JavaScript as JSON text (`JSON.parse` it); a refused
//! move is a JavaScript `Error` whose message is the engine's reason.
//!
//! The page itself (`www/`), the build (`build.sh`) and the browser test
//! (`test.sh`) are described in `web/README.md`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod clicks;
pub mod plain;
pub mod session;

use board_core::hints::Step;
use serde::Serialize;
use tabletop::{GameKind, Seat};
use wasm_bindgen::prelude::*;

use session::{Players, Session};

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|e| format!("{{\"error\":{:?}}}", e.to_string()))
}

/// A game at the table, for JavaScript.
#[wasm_bindgen]
pub struct Table {
    session: Session,
}

#[wasm_bindgen]
impl Table {
    /// A new game from a game string (`xobrainer(format=bo3)`). The human
    /// plays seat `human` and the bot every other seat; a negative `human`
    /// is hot seat (the human plays every seat).
    ///
    /// # Errors
    /// The game string's error, as the facade words it.
    #[wasm_bindgen(constructor)]
    pub fn new(game_string: &str, human: i32) -> Result<Table, JsError> {
        let players = match u8::try_from(human) {
            Ok(s) => Players::Against(Seat(s)),
            Err(_) => Players::HotSeat,
        };
        Session::new(game_string, players)
            .map(|session| Table { session })
            .map_err(|e| JsError::new(&e))
    }

    /// The game `game_string` with the moves of the JSON array
    /// `moves_json` played (the bot's worker rebuilds the table this way).
    ///
    /// # Errors
    /// A bad game string, bad JSON, or a move the engine refuses.
    pub fn replay(game_string: &str, moves_json: &str) -> Result<Table, JsError> {
        let moves: Vec<String> = serde_json::from_str(moves_json).map_err(|e| JsError::new(&e.to_string()))?;
        Session::replay(game_string, &moves)
            .map(|session| Table { session })
            .map_err(|e| JsError::new(&e))
    }

    /// The game `game_string` for the human at seat `human` (negative:
    /// hot seat) with the moves of the JSON array `moves_json` played: a
    /// game restored from a link, the browser's storage or a record; a move
    /// `?` is a hidden chance outcome drawn again from `seed` (see
    /// [`session::seed_at`]).
    ///
    /// # Errors
    /// A bad game string or seat, bad JSON, or a move the engine refuses.
    pub fn restore(game_string: &str, human: i32, moves_json: &str, seed: u32) -> Result<Table, JsError> {
        let moves: Vec<String> = serde_json::from_str(moves_json).map_err(|e| JsError::new(&e.to_string()))?;
        let players = match u8::try_from(human) {
            Ok(s) => Players::Against(Seat(s)),
            Err(_) => Players::HotSeat,
        };
        Session::restore(game_string, players, &moves, seed)
            .map(|session| Table { session })
            .map_err(|e| JsError::new(&e))
    }

    /// The moves as links and records keep them, a JSON array: a chance
    /// outcome hidden from the player is `?`.
    pub fn public_moves(&self) -> String {
        json(&self.session.public_moves())
    }

    /// The seed of the chance outcome (`salt` 1) or the bot's search
    /// (`salt` 2) at `ply` of the game seeded `seed`.
    pub fn seed_at(seed: u32, ply: u32, salt: u32) -> u32 {
        session::seed_at(seed, ply as usize, salt)
    }

    /// The canonical game string.
    pub fn game_string(&self) -> String {
        self.session.game_string().to_string()
    }

    /// The moves played so far, as a JSON array of notation strings.
    pub fn moves(&self) -> String {
        json(&self.session.moves())
    }

    /// Everything the controls show, as JSON: who acts, whether the human
    /// decides, the human's click paths (`hints`: `[{steps: [{kind,
    /// label}], move}]`) and legal moves, the result once over (see
    /// [`session::Snapshot`]).
    pub fn snapshot(&self) -> String {
        json(&self.session.snapshot())
    }

    /// What the clicks in the JSON array `steps_json` (`[{kind, label}]`,
    /// the newest last) make, as JSON tagged by `type`: `move` (with
    /// `move`), `partial` or `restart` (with the `next` steps), or
    /// `refused` (with `reason` in player words and the engine's `detail`). See [`clicks::Click`].
    ///
    /// # Errors
    /// `steps_json` is not such an array.
    pub fn click(&self, steps_json: &str) -> Result<String, JsError> {
        let steps: Vec<Step> = serde_json::from_str(steps_json).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(json(&self.session.click(&steps)))
    }

    /// Plays `mv` for the seat to act (or as the chance outcome) and
    /// returns the narration line as JSON (see [`session::Line`]).
    ///
    /// # Errors
    /// The engine's refusal, e.g. `xobrainer: illegal move e5: square e5
    /// is occupied`; nothing changes.
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        self.session.play(mv).map(|l| json(&l)).map_err(|e| JsError::new(&e))
    }

    /// At a chance node, samples an outcome (ChaCha8 seeded with `seed`,
    /// the engine's exact probabilities), plays it and returns its
    /// narration line as JSON (the move is `null` if the human's seat may
    /// not see it); `undefined` elsewhere.
    pub fn chance(&mut self, seed: u32) -> Option<String> {
        self.session.chance(u64::from(seed)).map(|l| json(&l))
    }

    /// The move MCTS picks for the seat to act with `iterations`
    /// iterations, seeded; `undefined` unless a seat acts.
    pub fn bot_move(&self, iterations: u32, seed: u32) -> Option<String> {
        self.session.bot_move(iterations, u64::from(seed))
    }

    /// The move of the bot named by `bot` for the seat to act: a named
    /// level (`beginner`, `casual`, `strong`, `expert`; see
    /// [`Table::levels`]) or any bot string of [`tabletop::BotSpec`]
    /// (`mcts:2000`, `guided:500`), seeded; `undefined` unless a seat acts.
    ///
    /// # Errors
    /// An unknown bot string, with the levels it expected.
    pub fn bot_move_named(&self, bot: &str, seed: u32) -> Result<Option<String>, JsError> {
        self.session
            .bot_move_named(bot, u64::from(seed))
            .map_err(|e| JsError::new(&e))
    }

    /// The engines' named strength levels, weakest first, as JSON: a list
    /// of `{"name": "strong", "describe": "guided search, ...",
    /// "budget_ms": 500}` ([`tabletop::Level`]; `budget_ms` is the
    /// intended time a move natively, a phone's browser may take twice as
    /// long), and the default level's name: `{"levels": [...], "default": "strong"}`.
    pub fn levels() -> String {
        #[derive(Serialize)]
        struct LevelJson {
            name: &'static str,
            describe: &'static str,
            budget_ms: u32,
        }
        #[derive(Serialize)]
        struct Levels {
            levels: Vec<LevelJson>,
            default: &'static str,
        }
        json(&Levels {
            levels: tabletop::Level::ALL
                .into_iter()
                .map(|l| LevelJson {
                    name: l.name(),
                    describe: l.describe(),
                    budget_ms: l.time_budget_ms(),
                })
                .collect(),
            default: tabletop::Level::DEFAULT.name(),
        })
    }

    /// The bot string the named `level` runs in this game (`expert` is
    /// `guided:E` with the game's expert iterations); `undefined` for a
    /// name that is not a level.
    pub fn level_bot(&self, level: &str) -> Option<String> {
        self.session.level_bot(level)
    }

    /// Takes back the human's last move and everything after it; `false`
    /// if there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// The picture from the viewer's seat, `size` pixels wide, with click
    /// areas (`.hit[data-square]`, `.hit[data-card]`), the last move
    /// outlined and the squares named in the JSON array `selected_json`
    /// marked as targets.
    pub fn svg(&self, size: u32, selected_json: &str) -> String {
        let selected: Vec<String> = serde_json::from_str(selected_json).unwrap_or_default();
        self.session.svg(size, &selected)
    }

    /// Every game of the facade's registry and its game-string parameters, as JSON:
    /// `[{name, params: [[name, valid values]]}]`.
    pub fn games() -> String {
        #[derive(Serialize)]
        struct Entry {
            name: &'static str,
            params: Vec<(&'static str, &'static str)>,
        }
        let list: Vec<Entry> = GameKind::ALL
            .into_iter()
            .map(|g| Entry {
                name: g.name(),
                params: g.params(),
            })
            .collect();
        json(&list)
    }
}

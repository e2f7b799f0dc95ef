//! Structured serde: the JSON of states, moves and configs read
//! field by field in plain `serde_json::Value` terms, partial configs,
//! validation on reading, and the notation as a string form.

use board_core::bots::{sample_chance, uniform_index};
use board_core::testkit::rng;
use board_core::{Actor, Game};
use oduludo::*;
use serde_json::{Value, json};

/// A seeded 3-player game played until a pawn is held prisoner and the
/// colour to move has a roll to use (a mid-game state).
fn mid_game() -> State {
    for seed in 0..200 {
        let mut r = rng(seed);
        let mut s = State::new(Config::with_players(3)).unwrap();
        for _ in 0..3_000 {
            let prisoner = Colour::ALL
                .iter()
                .any(|&c| (0..PAWNS).any(|i| s.pawn(c, i).is_some_and(|p| !p.is_free())));
            if prisoner && s.phase() == Phase::Move && s.roll() != 6 {
                return s;
            }
            let m = match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => sample_chance(&s, &mut r).unwrap().unwrap(),
                Actor::Seat(_) => {
                    let l = s.legal_moves();
                    l[uniform_index(l.len(), &mut r).unwrap()]
                }
            };
            s = s.apply(&m).unwrap();
        }
    }
    panic!("no mid-game state found")
}

#[test]
fn a_mid_game_state_reads_field_by_field() {
    let s = mid_game();
    let v: Value = serde_json::to_value(s).unwrap();
    // Config, phase and the turn's counters as named fields.
    assert_eq!(v["config"]["colours"], json!(["green", "red", "blue"]));
    assert_eq!(v["config"]["mode"], "standard");
    assert_eq!(v["config"]["layout"], "M:.*S.O.UL.SJ/5s");
    assert_eq!(v["config"]["roll_rule"], "must_use");
    assert_eq!(v["phase"], json!({"type": "move"}));
    let mover = v["colour_to_move"].as_str().unwrap();
    assert_eq!(mover, s.colour_to_move().to_string().to_lowercase());
    assert_eq!(v["roll"], json!(s.roll()));
    assert_eq!(v["extra_roll_due"], false);
    assert_eq!(v["round"], 1);
    assert_eq!(v["winner"], Value::Null);
    // Pieces by square: each colour's 5 pawns with where they stand.
    let players = v["players"].as_object().unwrap();
    assert_eq!(players.keys().collect::<Vec<_>>(), ["blue", "green", "red"]);
    assert!(v["players"].get("purple").is_none());
    let mut prisoners = 0;
    for (name, c) in [("green", Colour::Green), ("red", Colour::Red), ("blue", Colour::Blue)] {
        let p = &v["players"][name];
        assert_eq!(p["status"], "active");
        assert_eq!(p["pawn_count"], 5);
        assert_eq!(p["round_score"], 0);
        assert_eq!(p["total"], 0);
        let pawns = p["pawns"].as_array().unwrap();
        let kinds: Vec<&str> = pawns.iter().map(|x| x["kind"].as_str().unwrap()).collect();
        assert_eq!(kinds, ["king", "queen", "soldier", "soldier", "soldier"]);
        for (i, pawn) in pawns.iter().enumerate() {
            let real = s.pawn(c, i).unwrap();
            assert_eq!(pawn["at"], real.loc.to_string());
            match real.captor {
                Some(k) => {
                    prisoners += 1;
                    assert_eq!(pawn["captor"], k.to_string().to_lowercase());
                }
                None => assert_eq!(pawn["captor"], Value::Null),
            }
            assert_eq!(pawn["must_move"], s.must_move(c, i));
        }
    }
    assert!(prisoners > 0);
    // Back to the same state.
    assert_eq!(serde_json::from_value::<State>(v).unwrap(), s);
}

#[test]
fn phases_are_tagged_objects() {
    let s: State = "GB std mrncfmsun M:.*S.O.UL.SJ/5s ; G:r6,H,H,H,H B:r6,H,H,H,H ; cap:r6:1 ; \
                    t=G s=G d=2 x=0 y=0 z=0 m=0,0,0,0 u=0 st=a-a- w=- l=- e=- n=1 rs=0,0,0,0 tt=0,0,0,0 rw=0,0,0,0 pc=5,0,5,0"
        .parse()
        .unwrap();
    let v = serde_json::to_value(s).unwrap();
    assert_eq!(
        v["phase"],
        json!({"type": "capture", "square": "r6", "odulo_offer": true})
    );
    assert_eq!(v["roll"], 2);
    let s = s.apply(&Move::Kidnap).unwrap();
    let v = serde_json::to_value(s).unwrap();
    assert_eq!(v["phase"], json!({"type": "odulo", "square": "r6"}));
    assert_eq!(v["players"]["blue"]["pawns"][0]["captor"], "green");
    let s = State::new(Config::default()).unwrap();
    let v = serde_json::to_value(s).unwrap();
    assert_eq!(v["phase"], json!({"type": "start"}));
    assert_eq!(v["roll"], Value::Null);
}

#[test]
fn moves_are_tagged_objects_and_round_trip() {
    for (m, j) in [
        ("start:G", json!({"type": "start", "colour": "green"})),
        ("roll:6", json!({"type": "roll", "value": 6})),
        ("enter Q", json!({"type": "enter", "pawn": "queen"})),
        (
            "p3+2",
            json!({"type": "step", "from": "p3", "distance": 2, "back": false}),
        ),
        ("sun back", json!({"type": "sun", "direction": "back"})),
        ("sendback", json!({"type": "send_back"})),
        ("kidnap", json!({"type": "kidnap"})),
        ("odulo yes", json!({"type": "odulo", "roll": true})),
        ("face:3", json!({"type": "face", "value": 3})),
        ("pass", json!({"type": "pass"})),
        ("next", json!({"type": "next_round"})),
    ] {
        let mv: Move = m.parse().unwrap();
        assert_eq!(serde_json::to_value(mv).unwrap(), j, "{m}");
        assert_eq!(serde_json::from_value::<Move>(j).unwrap(), mv, "{m}");
    }
    let e = serde_json::from_value::<Move>(json!({"type": "step", "from": "q3", "distance": 2, "back": false}))
        .unwrap_err();
    assert!(e.to_string().contains("expected a square like r17 or p3"), "{e}");
}

#[test]
fn configs_accept_partial_json() {
    let c: Config = serde_json::from_str("{}").unwrap();
    assert_eq!(c, Config::default());
    let c: Config = serde_json::from_str(r#"{"mode": "team"}"#).unwrap();
    assert_eq!(c, Config::team());
    let c: Config =
        serde_json::from_str(r#"{"colours": ["blue", "green"], "six_rule": "third_six_ends_turn"}"#).unwrap();
    assert_eq!(c.colours, Config::with_players(2).colours);
    assert_eq!(c.six_rule, SixRule::ThirdSixEndsTurn);
    let e = serde_json::from_str::<Config>(r#"{"max_turns": 300}"#).unwrap_err();
    assert!(e.to_string().contains("unknown field `max_turns`"), "{e}");
    let e = serde_json::from_str::<Config>(r#"{"layout": "M:.*S/5s"}"#).unwrap_err();
    assert!(e.to_string().contains("galaxy pattern has 5 squares, not 13"), "{e}");
    assert_eq!(
        serde_json::to_value(Config::with_players(2)).unwrap(),
        json!({
            "colours": ["green", "blue"], "mode": "standard", "layout": "M:.*S.O.UL.SJ/5s",
            "roll_rule": "must_use", "ufo_rule": "once_per_round", "stack_rule": "no_taking_larger",
            "prisoner_rule": "pass_to_captor", "standard_end": "first_finisher", "lightning_rule": "own_moon",
            "arrival_rule": "stay_behind", "six_rule": "unlimited", "bonus_rule": "no_bonus",
            "backward_rule": "queen_carries"
        })
    );
}

#[test]
fn json_states_are_validated() {
    let s = mid_game();
    let v = serde_json::to_value(s).unwrap();
    let refused = |f: &dyn Fn(&mut Value)| {
        let mut w = v.clone();
        f(&mut w);
        serde_json::from_value::<State>(w).unwrap_err().to_string()
    };
    assert_eq!(
        refused(&|w| w["winner"] = "red".into()),
        "inconsistent state: Red is recorded as winner but has not won"
    );
    assert!(
        refused(&|w| w["players"]["green"]["round_score"] = 7.into())
            .starts_with("inconsistent state: the round score of Green is 7")
    );
    assert_eq!(
        refused(&|w| w["tries"] = 4.into()),
        "inconsistent state: the tries do not fit the turn"
    );
    assert_eq!(
        refused(&|w| w["players"]["green"]["pawns"][0]["kind"] = "queen".into()),
        "players: pawn 0 of Green is the King, not a Queen"
    );
    assert_eq!(
        refused(&|w| {
            w["players"]["purple"] = w["players"]["green"].clone();
        }),
        "players: Purple is not in play"
    );
    assert!(refused(&|w| w["players"]["red"]["pawns"][1]["at"] = "Z".into()).contains("no position \"Z\""));
}

/// The notation stays available as a string field.
#[test]
fn notation_is_a_string_form() {
    #[derive(serde::Serialize, serde::Deserialize)]
    struct Saved {
        #[serde(with = "board_core::notation_serde::as_notation")]
        state: State,
        #[serde(with = "board_core::notation_serde::as_notation")]
        last: Move,
    }
    let s = mid_game();
    let saved = Saved {
        state: s,
        last: Move::Roll(4),
    };
    let j = serde_json::to_value(&saved).unwrap();
    assert_eq!(j["state"], s.to_string());
    assert_eq!(j["last"], "roll:4");
    let back: Saved = serde_json::from_value(j).unwrap();
    assert_eq!(back.state, s);
    let bad = json!({"state": s.to_string().replace(" ; ", " ;  "), "last": "roll:4"});
    let e = serde_json::from_value::<Saved>(bad).err().unwrap();
    assert!(e.to_string().contains("separated by exactly one ASCII space"), "{e}");
}

#[test]
fn o_r9_a_revision_2_json_state_loads_under_queen_alone() {
    // Every saved state writes its whole config; one without `backward_rule`
    // was written by revision 2 and played under O-R2.
    let s = mid_game();
    let mut v = serde_json::to_value(s).unwrap();
    assert_eq!(v["config"]["backward_rule"], "queen_carries");
    v["config"].as_object_mut().unwrap().remove("backward_rule");
    let old: State = serde_json::from_value(v).unwrap();
    assert_eq!(old.config().backward_rule, BackwardRule::QueenAlone);
    assert_eq!(
        serde_json::to_value(old).unwrap()["config"]["backward_rule"],
        "queen_alone"
    );
    // A config on its own: a left-out field takes the default.
    let c: Config = serde_json::from_str(r#"{"mode": "standard"}"#).unwrap();
    assert_eq!(c.backward_rule, BackwardRule::QueenCarries);
    let c: Config = serde_json::from_str(r#"{"backward_rule": "queen_alone"}"#).unwrap();
    assert_eq!(c.backward_rule, BackwardRule::QueenAlone);
    let e = serde_json::from_str::<Config>(r#"{"backward_rule": "king_too"}"#).unwrap_err();
    assert!(e.to_string().contains("queen_carries"), "{e}");
}

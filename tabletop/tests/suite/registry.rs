//! Game strings: parsing, canonical display, round trips and every error.

use tabletop::{GameKind, GameSpec, InvalidConfig, SpecError};

fn parse(text: &str) -> GameSpec {
    match text.parse() {
        Ok(s) => s,
        Err(e) => panic!("{text}: {e}"),
    }
}

fn err(text: &str) -> SpecError {
    match text.parse::<GameSpec>() {
        Ok(s) => panic!("{text} parsed as {s}"),
        Err(e) => e,
    }
}

#[test]
fn the_issue_strings_parse_into_their_configs() {
    let GameSpec::XOBrainer(c) = parse("xobrainer(format=bo3,variants=random+mission)") else {
        panic!("not xobrainer")
    };
    assert_eq!(c.format, xobrainer::MatchFormat::Sets { best_of: 3 });
    assert!(c.variants.random && c.variants.mission && !c.variants.map);

    let GameSpec::Oduludo(c) = parse("oduludo(players=3,mode=last-pawn)") else {
        panic!()
    };
    assert_eq!(c, oduludo::Config::last_pawn(3));

    // O-R9's knob (rules revision 3).
    let GameSpec::Oduludo(c) = parse("oduludo(backward_rule=queen-alone)") else {
        panic!()
    };
    assert_eq!(c.backward_rule, oduludo::BackwardRule::QueenAlone);

    let GameSpec::Numseq(c) = parse("numseq(players=4)") else {
        panic!()
    };
    assert_eq!(c, numseq::Config::with_players(4));

    let GameSpec::Deblockle(c) = parse("deblockle(blocks=3,side_by_side=forbidden)") else {
        panic!()
    };
    assert_eq!((c.south_blocks, c.north_blocks), (3, 3));
    assert_eq!(c.side_by_side, deblockle::SideBySide::Forbidden);
}

#[test]
fn a_bare_name_is_the_default_config_and_displays_bare() {
    for kind in GameKind::ALL {
        let spec = parse(kind.name());
        assert_eq!(spec, GameSpec::default_for(kind));
        assert_eq!(spec.to_string(), kind.name());
        assert_eq!(parse(&format!("{}()", kind.name())), spec);
        assert_eq!(parse(&kind.name().to_uppercase()), spec, "names are case-insensitive");
    }
}

#[test]
fn display_is_canonical_and_round_trips() {
    for (text, canonical) in [
        (
            "xobrainer(format=bo3,variants=random+mission)",
            "xobrainer(format=bo3,variants=random+mission)",
        ),
        (
            "xobrainer( Variants = MISSION+random , format = BO3 )",
            "xobrainer(format=bo3,variants=random+mission)",
        ),
        ("xobrainer(format=bo5,variants=none)", "xobrainer"),
        (
            "xobrainer(time_bomb=20,variants=map)",
            "xobrainer(variants=map,time_bomb=20)",
        ),
        (
            "xobrainer(variants=map,time_bomb=20)",
            "xobrainer(variants=map,time_bomb=20)",
        ),
        (
            "xobrainer(format=one-round,x_players=2,o_players=3)",
            "xobrainer(format=one-round,x_players=2,o_players=3)",
        ),
        ("xobrainer(format=rounds7)", "xobrainer(format=rounds7)"),
        (
            "xobrainer(format=points50,layout=default-v0,deck=default)",
            "xobrainer(format=points50)",
        ),
        ("oduludo(players=3,mode=last-pawn)", "oduludo(players=3,mode=last-pawn)"),
        ("oduludo(players=4)", "oduludo"),
        ("oduludo(colours=gb)", "oduludo(players=2)"),
        ("oduludo(colours=RP)", "oduludo(colours=RP)"),
        ("oduludo(mode=team,layout=one-sun)", "oduludo(mode=team,layout=one-sun)"),
        ("oduludo(layout=M:.*S.O.ULSJ:/5s)", "oduludo(layout=junction-50)"),
        ("oduludo(layout=M:.*S.O.U.LSJ/6b)", "oduludo(layout=M:.*S.O.U.LSJ/6b)"),
        ("oduludo(backward_rule=queen-carries)", "oduludo"),
        (
            "oduludo(players=2,backward_rule=Queen-Alone)",
            "oduludo(players=2,backward_rule=queen-alone)",
        ),
        ("numseq(players=4)", "numseq(players=4)"),
        ("numseq(preset=numseq-default-v1,players=2)", "numseq"),
        (
            "numseq(players=6,teams=2,sequences=by-sides)",
            "numseq(players=6,teams=2,sequences=by-sides)",
        ),
        (
            "deblockle(blocks=3,side_by_side=forbidden)",
            "deblockle(blocks=3,side_by_side=forbidden)",
        ),
        (
            "deblockle(south_blocks=2,north_blocks=4)",
            "deblockle(south_blocks=2,north_blocks=4)",
        ),
        ("deblockle(south_blocks=3,north_blocks=3)", "deblockle(blocks=3)"),
        (
            "deblockle(max_turns=300,first=north)",
            "deblockle(first=north,max_turns=300)",
        ),
        ("deblockle(max_turns=none)", "deblockle"),
        (
            "deblockle(setup=fixed:=*=*=*=*/S+S+S+S+)",
            "deblockle(setup=fixed:=*=*=*=*/S+S+S+S+)",
        ),
    ] {
        let spec = parse(text);
        assert_eq!(spec.to_string(), canonical, "{text}");
        assert_eq!(parse(canonical), spec, "{canonical} reads back");
    }
}

/// A config that differs from the default in every field (so every table
/// line is read and shown), through its game string and back.
#[test]
fn every_field_of_every_config_round_trips() {
    let xob = xobrainer::Config {
        format: xobrainer::MatchFormat::Rounds(3),
        variants: xobrainer::Variants {
            time_bomb: Some(xobrainer::TimeBomb::Secs40),
            random: true,
            map: true,
            mission: true,
        },
        team_sizes: xobrainer::BySide([3, 2]),
        ..xobrainer::Config::default()
    };
    let odu = oduludo::Config {
        colours: oduludo::ColourSet::for_players(2),
        mode: oduludo::Mode::LastPawn,
        layout: oduludo::Layout::ONE_SUN,
        roll_rule: oduludo::RollRule::MayPass,
        ufo_rule: oduludo::UfoRule::OncePerTurnCycle,
        stack_rule: oduludo::StackRule::LargerSendsAttackerBack,
        prisoner_rule: oduludo::PrisonerRule::GoHome,
        standard_end: oduludo::StandardEnd::ContinueToLoser,
        lightning_rule: oduludo::LightningRule::Stay,
        arrival_rule: oduludo::ArrivalRule::TakeAnyway,
        six_rule: oduludo::SixRule::ThirdSixEndsTurn,
        bonus_rule: oduludo::BonusRule::CaptureAndEarth,
        backward_rule: oduludo::BackwardRule::QueenAlone,
    };
    let num = numseq::Config {
        players: 6,
        teams: Some(2),
        sequences: numseq::SequenceCount::BySides,
        ..numseq::Config::default()
    };
    let o = deblockle::Orientation::new(deblockle::Face::Slider, deblockle::Face::Star).expect("an orientation");
    let deb = deblockle::Config {
        south_blocks: 2,
        north_blocks: 3,
        setup: deblockle::SetupMode::Fixed(deblockle::BySide::new([o; 4], [deblockle::Orientation::default(); 4])),
        first: deblockle::Side::North,
        side_by_side: deblockle::SideBySide::Forbidden,
        tip_without_hop: deblockle::TipWithoutHop::TipStands,
        hoops_path: deblockle::HoopsPath::ThroughBlocks,
        slider_stop: deblockle::SliderStop::NaturalOnly,
        max_turns: Some(77),
    };
    for (spec, params) in [
        (GameSpec::XOBrainer(xob), 5),
        (GameSpec::Oduludo(odu), 13),
        (GameSpec::Numseq(num), 3),
        (GameSpec::Deblockle(deb), 9),
    ] {
        let text = spec.to_string();
        assert_eq!(text.matches(',').count() + 1, params, "{text}");
        assert_eq!(parse(&text), spec, "{text}");
    }
}

/// Names every field of every config, so a field added to a game's
/// `Config` fails to compile here until its parameter line is added to the
/// game's table (`PARAMS`, in the engine's `params.rs`) (and to this list).
#[test]
fn the_tables_cover_every_config_field() {
    let xobrainer::Config {
        layout: _,     // layout
        deck: _,       // deck
        format: _,     // format
        variants: _,   // variants, time_bomb
        team_sizes: _, // x_players, o_players
    } = xobrainer::Config::default();
    let oduludo::Config {
        colours: _, // players, colours
        mode: _,
        layout: _,
        roll_rule: _,
        ufo_rule: _,
        stack_rule: _,
        prisoner_rule: _,
        standard_end: _,
        lightning_rule: _,
        arrival_rule: _,
        six_rule: _,
        bonus_rule: _,
        backward_rule: _,
    } = oduludo::Config::default();
    let numseq::Config {
        players: _,
        teams: _,
        preset: _,
        sequences: _,
        max_turns: _,
    } = numseq::Config::default();
    let deblockle::Config {
        south_blocks: _, // blocks, south_blocks
        north_blocks: _, // blocks, north_blocks
        setup: _,
        first: _,
        side_by_side: _,
        tip_without_hop: _,
        hoops_path: _,
        slider_stop: _,
        max_turns: _,
    } = deblockle::Config::default();
    let names = |kind: GameKind| kind.params().into_iter().map(|(n, _)| n).collect::<Vec<_>>();
    assert_eq!(names(GameKind::XOBrainer).len(), 7);
    assert_eq!(names(GameKind::Oduludo).len(), 14);
    assert_eq!(names(GameKind::Numseq).len(), 5);
    assert_eq!(names(GameKind::Deblockle).len(), 10);
}

#[test]
fn every_listed_parameter_is_accepted_by_name() {
    for kind in GameKind::ALL {
        let params = kind.params();
        assert!(!params.is_empty());
        for (name, expected) in params {
            assert!(!expected.is_empty());
            // An unknown value names the parameter and its valid form.
            match err(&format!("{kind}({name}=@@)")) {
                SpecError::BadValue {
                    game,
                    param,
                    value,
                    expected: e,
                    column,
                } => {
                    assert_eq!((game, param, value.as_str(), e), (kind, name, "@@", expected));
                    assert_eq!(column, kind.name().len() + name.len() + 3);
                }
                other => panic!("{kind} {name}: {other:?}"),
            }
        }
    }
}

#[test]
fn unknown_game_lists_the_games() {
    let e = err("chess(players=2)");
    assert_eq!(
        e,
        SpecError::UnknownGame {
            name: "chess".into(),
            column: 1
        }
    );
    assert_eq!(
        e.to_string(),
        "unknown game \"chess\" at column 1; the games are xobrainer, oduludo, numseq, deblockle"
    );
}

#[test]
fn unknown_parameter_lists_the_parameters() {
    let e = err("numseq(player=4)");
    assert_eq!(
        e.to_string(),
        "numseq has no parameter \"player\" at column 8; its parameters are preset, players, teams, sequences, max_turns"
    );
}

#[test]
fn bad_value_gives_the_expected_form() {
    assert_eq!(
        err("oduludo(mode=lastpawn)").to_string(),
        "oduludo: bad value \"lastpawn\" for mode at column 14: expected one of: standard, last-pawn, team"
    );
    assert_eq!(
        err("xobrainer(format=best3)").to_string(),
        "xobrainer: bad value \"best3\" for format at column 18: expected bo<N> (best of N sets), rounds<N>, points<N> or one-round"
    );
    assert!(matches!(
        err("xobrainer(variants=random+chess)"),
        SpecError::BadValue { param: "variants", .. }
    ));
    assert!(matches!(
        err("xobrainer(time_bomb=15)"),
        SpecError::BadValue { param: "time_bomb", .. }
    ));
    assert!(matches!(
        err("xobrainer(layout=custom)"),
        SpecError::BadValue { param: "layout", .. }
    ));
    assert!(matches!(
        err("numseq(players=-1)"),
        SpecError::BadValue { param: "players", .. }
    ));
    assert!(matches!(
        err("numseq(players=+4)"),
        SpecError::BadValue { param: "players", .. }
    ));
    assert!(matches!(
        err("numseq(preset=classic2)"),
        SpecError::BadValue { param: "preset", .. }
    ));
    assert!(matches!(
        err("oduludo(players=5)"),
        SpecError::BadValue { param: "players", .. }
    ));
    assert!(matches!(
        err("oduludo(colours=BG)"),
        SpecError::BadValue { param: "colours", .. }
    ));
    assert!(matches!(
        err("oduludo(layout=M:.*S.O.U.LSJ/9s)"),
        SpecError::BadValue { param: "layout", .. }
    ));
    assert!(matches!(
        err("deblockle(setup=fixed:=*=*/S+S+S+S+)"),
        SpecError::BadValue { param: "setup", .. }
    ));
    assert!(matches!(
        err("deblockle(max_turns=1e3)"),
        SpecError::BadValue { param: "max_turns", .. }
    ));
}

#[test]
fn repeated_and_conflicting_parameters_are_refused() {
    assert_eq!(
        err("numseq(players=4,players=2)"),
        SpecError::Repeated {
            game: GameKind::Numseq,
            param: "players"
        }
    );
    assert_eq!(
        err("oduludo(players=2,colours=GB)").to_string(),
        "oduludo: colours and players set the same thing; give one of them"
    );
    assert!(matches!(
        err("deblockle(south_blocks=2,blocks=3)"),
        SpecError::Conflict {
            param: "blocks",
            other: "south_blocks",
            ..
        }
    ));
}

#[test]
fn the_games_config_validation_is_reported_whole() {
    // X-R5 allows up to 8 players a side, so 9 is the second problem.
    match err("xobrainer(format=bo4,x_players=9)") {
        SpecError::Invalid(InvalidConfig::XOBrainer(e)) => assert_eq!(e.problems.len(), 2),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        err("numseq(players=5)"),
        SpecError::Invalid(InvalidConfig::Numseq(_))
    ));
    assert!(matches!(
        err("oduludo(players=3,mode=team)"),
        SpecError::Invalid(InvalidConfig::Oduludo(_))
    ));
    assert!(matches!(
        // O-R1: any 2-4 colours may play, but team play needs all four.
        err("oduludo(colours=GR,mode=team)"),
        SpecError::Invalid(InvalidConfig::Oduludo(_))
    ));
    assert_eq!(
        err("deblockle(blocks=5)").to_string(),
        "deblockle: invalid config: South has 5 blocks, must be 1-4; North has 5 blocks, must be 1-4"
    );
}

#[test]
fn syntax_errors_give_the_column_and_the_expected_form() {
    let cases: [(&str, usize, &str); 9] = [
        ("", 1, "a game name like xobrainer, then optionally (param=value,...)"),
        (
            "  (players=2)",
            3,
            "a game name like xobrainer, then optionally (param=value,...)",
        ),
        (
            "num seq",
            4,
            "a game name like xobrainer, then optionally (param=value,...)",
        ),
        ("numseq(players=4", 17, "`)` closing the parameter list"),
        ("numseq(players=4))", 17, "`,` or the closing `)`"),
        ("numseq(players)", 8, "param=value"),
        ("numseq(players=4,)", 18, "param=value"),
        ("numseq(=4)", 8, "a parameter name before ="),
        ("numseq(players= )", 8, "a value after ="),
    ];
    for (text, col, exp) in cases {
        match err(text) {
            SpecError::Syntax { column, expected, .. } => {
                assert_eq!((column, expected), (col, exp), "{text:?}");
            }
            other => panic!("{text:?}: {other:?}"),
        }
    }
    assert_eq!(
        err("numseq(players)").to_string(),
        "expected param=value at column 8, found \"players\""
    );
}

#[test]
fn arbitrary_text_never_panics() {
    let pieces = [
        "xobrainer",
        "(",
        ")",
        ",",
        "=",
        "format",
        "bo3",
        " ",
        "é",
        "players",
        "+",
        "oduludo",
        "::",
    ];
    let mut seed = 7u64;
    for _ in 0..2000 {
        let mut text = String::new();
        for _ in 0..(seed % 9) {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
        }
        if let Ok(spec) = text.parse::<GameSpec>() {
            assert_eq!(parse(&spec.to_string()), spec, "{text:?}");
        }
        seed = seed.wrapping_add(1);
    }
}

#[cfg(feature = "serde")]
#[test]
fn a_game_spec_is_its_game_string_in_json() {
    let spec = parse("numseq( players = 4 )");
    let json = serde_json::to_value(&spec).expect("serializes");
    assert_eq!(json, serde_json::json!("numseq(players=4)"));
    let back: GameSpec = serde_json::from_value(json).expect("deserializes");
    assert_eq!(back, spec);
    let refused = serde_json::from_value::<GameSpec>(serde_json::json!("numseq(players=5)")).expect_err("refused");
    assert!(
        refused.to_string().contains("5 players cannot form 2 or 3 equal teams"),
        "{refused}"
    );
}

#[test]
fn every_param_spec_default_is_the_default_and_fits_its_kind() {
    use tabletop::board_core::params::Kind;
    for kind in GameKind::ALL {
        let specs = kind.param_specs();
        let names: Vec<&str> = specs.iter().map(|p| p.name).collect();
        let listed: Vec<&str> = kind.params().iter().map(|p| p.0).collect();
        assert_eq!(names, listed, "{kind}");
        for p in &specs {
            let Some(text) = &p.default else { continue };
            match p.kind {
                Kind::Int => assert!(text.parse::<u64>().is_ok(), "{kind}.{}: {text}", p.name),
                Kind::OptionalInt(word) => {
                    assert!(
                        text.parse::<u64>().is_ok() || *text == word,
                        "{kind}.{}: {text}",
                        p.name
                    );
                }
                Kind::Text => assert!(text.parse::<i64>().is_err(), "{kind}.{}: {text}", p.name),
            }
            let explicit = parse(&format!("{kind}({}={text})", p.name));
            assert_eq!(explicit.to_string(), kind.name(), "{kind}.{}", p.name);
        }
    }
}

#[test]
fn param_specs_give_the_kinds_and_the_shown_defaults() {
    use tabletop::board_core::params::Kind;
    let specs = |kind: GameKind| -> Vec<(&'static str, Kind, Option<String>)> {
        kind.param_specs()
            .into_iter()
            .map(|p| (p.name, p.kind, p.default))
            .collect()
    };
    let text = |t: &str| Some(t.to_string());
    assert_eq!(
        specs(GameKind::Numseq),
        [
            ("preset", Kind::Text, text("default-v1")),
            ("players", Kind::Int, text("2")),
            ("teams", Kind::OptionalInt("auto"), text("auto")),
            ("sequences", Kind::Text, text("by-players")),
            ("max_turns", Kind::OptionalInt("none"), text("none")),
        ]
    );
    let deblockle = specs(GameKind::Deblockle);
    assert_eq!(
        deblockle[..3],
        [
            ("blocks", Kind::Int, text("4")),
            ("south_blocks", Kind::Int, None),
            ("north_blocks", Kind::Int, None),
        ]
    );
    let xobrainer = specs(GameKind::XOBrainer);
    assert_eq!(xobrainer[2], ("time_bomb", Kind::OptionalInt("off"), text("off")));
    let oduludo = specs(GameKind::Oduludo);
    assert_eq!(
        oduludo[..2],
        [("players", Kind::Int, text("4")), ("colours", Kind::Text, None)]
    );
}

#[test]
fn hides_information_is_per_config_within_the_game_info() {
    for (text, hides) in [
        ("xobrainer", false),
        ("xobrainer(variants=random+map)", false),
        ("xobrainer(variants=mission)", true),
        ("oduludo", false),
        ("numseq", true),
        ("numseq(players=6)", true),
        ("deblockle", false),
    ] {
        let spec = parse(text);
        let start = match spec.start() {
            Ok(s) => s,
            Err(e) => panic!("{text}: {e}"),
        };
        assert_eq!(start.hides_information(), hides, "{text}");
        assert!(!hides || spec.kind().info().hidden_information, "{text}");
    }
}

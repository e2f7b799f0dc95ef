//! Every engine's `Config` round-trips through serde, and deserializing an
//! invalid config is an error (never a config that fails later).
#![cfg(feature = "serde")]

fn round_trip<C: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug>(c: &C) -> String {
    let json = serde_json::to_string(c).expect("serializes");
    let back: C = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(&back, c);
    json
}

#[test]
fn xobrainer_config_deserialization_validates() {
    let json = round_trip(&xobrainer::Config::default());
    let bad = json.replace("\"team_sizes\":{\"x\":1,\"o\":1}", "\"team_sizes\":{\"x\":0,\"o\":9}");
    assert_ne!(bad, json, "the test edits the team sizes");
    assert!(serde_json::from_str::<xobrainer::Config>(&bad).is_err());
}

#[test]
fn numseq_config_deserialization_validates() {
    let json = round_trip(&numseq::Config::default());
    let bad = json.replace("\"players\":2", "\"players\":5");
    assert_ne!(bad, json, "the test edits the player count");
    assert!(serde_json::from_str::<numseq::Config>(&bad).is_err());
}

#[test]
fn deblockle_config_deserialization_validates() {
    let json = round_trip(&deblockle::Config::default());
    let bad = json.replace("\"south_blocks\":4", "\"south_blocks\":0");
    assert_ne!(bad, json);
    assert!(serde_json::from_str::<deblockle::Config>(&bad).is_err());
}

#[test]
fn oduludo_config_deserialization_validates() {
    round_trip(&oduludo::Config::default());
    assert!(serde_json::from_str::<oduludo::Config>("\"nonsense\"").is_err());
}

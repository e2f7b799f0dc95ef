//! `numseq_json`: see `tabletop_rules_fuzz::check_json` and fuzz/README.md.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabletop_rules_fuzz::{Harness, Numseq};

fuzz_target!(|data: &[u8]| Numseq::check_json(data));

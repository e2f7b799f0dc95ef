//! `numseq_play`: see `tabletop_rules_fuzz::check_play` and fuzz/README.md.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabletop_rules_fuzz::{Harness, Numseq};

fuzz_target!(|data: &[u8]| Numseq::check_play(data));

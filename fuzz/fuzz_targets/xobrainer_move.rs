//! `xobrainer_move`: see `tabletop_rules_fuzz::check_move` and fuzz/README.md.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tabletop_rules_fuzz::{Harness, Xobrainer};

fuzz_target!(|data: &[u8]| Xobrainer::check_move(data));

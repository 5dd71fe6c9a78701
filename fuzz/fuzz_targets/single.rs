//! Every single-board kernel, every implementation this CPU runs (and the
//! crate's free function), against `KernelTable::scalar()`.
//!
//! Input: one byte picks the kernel, the rest are its arguments (boards,
//! squares as `u8 % 64`, files, directions, bytes), case after case.
#![no_main]

mod common;

use common::{check, kernels, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut inp = Input::new(data);
    let singles = kernels(false);
    let kernel = singles[inp.byte() as usize % singles.len()];
    // At least one case; at most 64 so that one input stays cheap.
    for _ in 0..64 {
        check(kernel, &mut inp);
        if inp.exhausted() {
            break;
        }
    }
});

//! Every batch kernel, every implementation this CPU runs, against the
//! scalar single-board kernel element by element: slices of every length up
//! to 72 (and some up to 384) at every alignment, output padding untouched,
//! in-place forms equal to the out-of-place result.
//!
//! Input: one byte picks the kernel, then the length, the parameter, each
//! input slice's alignment phase and contents, and the output's phase.
#![no_main]

mod common;

use common::{check, kernels, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut inp = Input::new(data);
    let batches = kernels(true);
    let kernel = batches[inp.byte() as usize % batches.len()];
    check(kernel, &mut inp);
});

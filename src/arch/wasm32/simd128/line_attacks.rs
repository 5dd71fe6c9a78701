//! `simd128` set-wise East attacks by subtraction, two boards per `v128`.
//!
//! Each rank is a byte, so `i8x16.sub` keeps every borrow inside its rank.
//! West has no form here: East on ranks mirrored by the nibble lookups
//! (wasm has no bit reversal) ran far behind the portable Kogge-Stone
//! loop, which LLVM vectorises for `simd128` itself (Wasmtime on an AMD
//! Zen 4 host): three mirrors cost more than the fill they replace.

use core::arch::wasm32::*;

use crate::arch::generic::pairs::zip_pairs;
use crate::arch::generic::subtraction;

/// East attacks of the rooks in every byte of both lanes: `o ^ (o - 2r)`
/// per byte (`i8x16.sub`, `generic::subtraction`).
///
/// The rook batch (`fill::east_by_subtraction`) writes the same trick as
/// an addition on the empty squares, which is what it is given. Calling
/// that one here with `!occupied` costs a `v128.not` (wasm has no NOR),
/// measurably slower than this form (Wasmtime on an AMD Zen 4 host), so each
/// keeps the form its input suits.
#[inline(always)]
fn east(rooks: v128, occupied: v128) -> v128 {
    // SAFETY: the build enables simd128.
    unsafe { subtraction::east(rooks, occupied) }
}

/// East attacks by per-byte subtraction, two boards at a time.
#[inline]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    // SAFETY: the build enables simd128; `v128` has two lanes.
    unsafe { zip_pairs(rooks, occupied, out, east) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::all::line_attacks as all;
    use crate::arch::testing::check_zip;

    #[test]
    fn batch_matches_portable() {
        check_zip(
            east_attacks_by_subtraction_batch,
            all::east_attacks_by_subtraction_swar,
        );
    }
}

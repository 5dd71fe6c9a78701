//! SSE2 set-wise subtraction: `o ^ (o - 2r)` per byte with `psubb` (the
//! shared body and why it works: `generic::subtraction`).
//!
//! Batch form only: on one board the moves into and out of an xmm register
//! cost what the SWAR masks cost (the two tie). West needs the ranks
//! mirrored, which SSE2 (no `pshufb`) does in about fifteen instructions:
//! the scalar Kogge-Stone west fill is faster.

use core::arch::x86_64::*;

use crate::arch::all::line_attacks::east_attacks_by_subtraction_swar;
use crate::arch::generic::subtraction;

/// East attacks of the rooks in every byte of `rooks` (boards per lane).
#[inline]
#[target_feature(enable = "sse2")]
fn east(rooks: __m128i, occupied: __m128i) -> __m128i {
    // SAFETY: SSE2 is enabled here.
    unsafe { subtraction::east(rooks, occupied) }
}

#[inline]
#[target_feature(enable = "sse2")]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    let len = out.len().min(rooks.len()).min(occupied.len());
    let mut i = 0;
    while i + 2 <= len {
        // SAFETY: `i + 2 <= len`, the length of all three slices.
        unsafe {
            let r = _mm_loadu_si128(rooks.as_ptr().add(i).cast());
            let o = _mm_loadu_si128(occupied.as_ptr().add(i).cast());
            _mm_storeu_si128(out.as_mut_ptr().add(i).cast(), east(r, o));
        }
        i += 2;
    }
    if i < len {
        out[i] = east_attacks_by_subtraction_swar(rooks[i], occupied[i]);
    }
}

/// The many-squares forms for two squares at a time, one per 64-bit lane
/// (the body shared by every width: `generic::line_attacks`); its
/// per-square batch forms left the crate, behind on every corpus file. SSE2 has no byte
/// shuffle: the byte swaps are word shuffles and shifts, the rank's bit
/// reversal three delta swaps (`sse2::flip`).
pub(crate) mod lanes {
    use core::arch::x86_64::__m128i;

    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::arch::x86_64::sse2::flip::mirror2;
    use crate::types::Square;

    lanes_batches!(squares "sse2", __m128i, |x| mirror2(x));
}

//! AVX2 knight, king and pawn batch forms: four boards per register, the
//! shared bodies (`generic::leapers`) with immediate-count shifts.
//! Single boards have no AVX2 form: each set is a handful of scalar
//! operations, which a register round trip would only lengthen.

use core::arch::x86_64::*;

use super::{map_quads, zip_quads};
use crate::arch::generic::leapers as body;
use crate::types::Color;

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn knight_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: AVX2 is enabled here (for the generic body too); the
    // pointer contract is forwarded from the caller.
    unsafe { map_quads(src, dst, len, |x| body::knight::<__m256i>(x)) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn king_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: as for `knight_attacks_batch`.
    unsafe { map_quads(src, dst, len, |x| body::king::<__m256i>(x)) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn pawn_attacks_batch(src: *const u64, dst: *mut u64, len: usize, color: Color) {
    // SAFETY: as for `knight_attacks_batch`; one loop per colour.
    unsafe {
        match color {
            Color::White => map_quads(src, dst, len, |x| body::pawn_attacks::<__m256i, true>(x)),
            Color::Black => map_quads(src, dst, len, |x| body::pawn_attacks::<__m256i, false>(x)),
        }
    }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn pawn_pushes_batch(pawns: &[u64], empty: &[u64], out: &mut [u64], color: Color) {
    match color {
        Color::White => zip_quads(pawns, empty, out, |p, e| {
            // SAFETY: AVX2 is enabled here (the closure inherits it).
            unsafe { body::pawn_pushes::<__m256i, true>(p, e) }
        }),
        Color::Black => zip_quads(pawns, empty, out, |p, e| {
            // SAFETY: AVX2 is enabled here (the closure inherits it).
            unsafe { body::pawn_pushes::<__m256i, false>(p, e) }
        }),
    }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn pawn_double_pushes_batch(
    pawns: &[u64],
    empty: &[u64],
    out: &mut [u64],
    color: Color,
) {
    match color {
        Color::White => zip_quads(pawns, empty, out, |p, e| {
            // SAFETY: AVX2 is enabled here (the closure inherits it).
            unsafe { body::pawn_double_pushes::<__m256i, true>(p, e) }
        }),
        Color::Black => zip_quads(pawns, empty, out, |p, e| {
            // SAFETY: AVX2 is enabled here (the closure inherits it).
            unsafe { body::pawn_double_pushes::<__m256i, false>(p, e) }
        }),
    }
}

//! `simd128` knight, king and pawn batch forms: two boards per `v128`
//! through the shared bodies (`generic::leapers`, its `pairs` forms); an
//! odd last board runs in lane 0 alone. Single boards have no `simd128`
//! form: each set is a handful of scalar operations.

use core::arch::wasm32::*;

use crate::arch::generic::leapers::pairs;
use crate::types::Color;

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn knight_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: the build enables simd128 (for the generic
    // body too); the pointer contract is forwarded from the caller.
    unsafe { pairs::knight::<v128>(src, dst, len) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn king_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: as for `knight_attacks_batch`.
    unsafe { pairs::king::<v128>(src, dst, len) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn pawn_attacks_batch(src: *const u64, dst: *mut u64, len: usize, color: Color) {
    // SAFETY: as for `knight_attacks_batch`.
    unsafe { pairs::pawn_attacks::<v128>(src, dst, len, color) }
}

#[inline]
pub(crate) fn pawn_pushes_batch(pawns: &[u64], empty: &[u64], out: &mut [u64], color: Color) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::pawn_pushes::<v128>(pawns, empty, out, color) }
}

#[inline]
pub(crate) fn pawn_double_pushes_batch(
    pawns: &[u64],
    empty: &[u64],
    out: &mut [u64],
    color: Color,
) {
    // SAFETY: the build enables simd128.
    unsafe { pairs::pawn_double_pushes::<v128>(pawns, empty, out, color) }
}

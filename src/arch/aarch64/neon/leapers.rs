//! NEON knight, king and pawn batch forms: two boards per `uint64x2_t`
//! through the shared bodies (`generic::leapers`, its `pairs` forms); an
//! odd last board runs in lane 0 alone. Single boards have no NEON form:
//! each set is a handful of scalar operations.

use core::arch::aarch64::*;

use crate::arch::generic::leapers::pairs;
use crate::types::Color;

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn knight_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: NEON, which every aarch64 target enables (for the generic
    // body too); the pointer contract is forwarded from the caller.
    unsafe { pairs::knight::<uint64x2_t>(src, dst, len) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn king_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: as for `knight_attacks_batch`.
    unsafe { pairs::king::<uint64x2_t>(src, dst, len) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
pub(crate) unsafe fn pawn_attacks_batch(src: *const u64, dst: *mut u64, len: usize, color: Color) {
    // SAFETY: as for `knight_attacks_batch`.
    unsafe { pairs::pawn_attacks::<uint64x2_t>(src, dst, len, color) }
}

#[inline]
pub(crate) fn pawn_pushes_batch(pawns: &[u64], empty: &[u64], out: &mut [u64], color: Color) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::pawn_pushes::<uint64x2_t>(pawns, empty, out, color) }
}

#[inline]
pub(crate) fn pawn_double_pushes_batch(
    pawns: &[u64],
    empty: &[u64],
    out: &mut [u64],
    color: Color,
) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { pairs::pawn_double_pushes::<uint64x2_t>(pawns, empty, out, color) }
}

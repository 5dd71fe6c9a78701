//! NEON diagonal shifts: `ushl` shifts every byte by its own signed count
//! (left when positive, right when negative, bits leaving the byte
//! dropped), which is the whole kernel in one instruction: rank `r` is byte
//! `r`, and its count is `r` or `7 - r`, negated for the right shifts.

use core::arch::aarch64::*;

use crate::arch::generic::pairs::map_pairs;

/// Per-rank signed counts for `ushl`, rank 0 first, twice (two boards per
/// register): positive shifts left, negative right.
const fn counts(bottom: bool, left: bool) -> [i8; 16] {
    let mut out = [0; 16];
    let mut i = 0;
    while i < 16 {
        let r = (i % 8) as i8;
        let s = if bottom { 7 - r } else { r };
        out[i] = if left { s } else { -s };
        i += 1;
    }
    out
}

/// One board: into a vector register, one `ushl` by the per-rank counts,
/// back.
#[inline(always)]
fn shift_one(x: u64, counts: &'static [i8; 16]) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables; `counts` has at
    // least 8 readable bytes.
    unsafe {
        let v = vreinterpret_u8_u64(vcreate_u64(x));
        let r = vshl_u8(v, vld1_s8(counts.as_ptr()));
        vget_lane_u64::<0>(vreinterpret_u64_u8(r))
    }
}

/// Two boards: one `ushl` by the per-rank counts.
#[inline(always)]
fn shift_pair(v: uint64x2_t, counts: &'static [i8; 16]) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables; `counts` has 16
    // readable bytes.
    unsafe {
        let r = vshlq_u8(vreinterpretq_u8_u64(v), vld1q_s8(counts.as_ptr()));
        vreinterpretq_u64_u8(r)
    }
}

macro_rules! entry_points {
    ($($(#[$doc:meta])* $single:ident, $batch:ident, $bottom:literal, $left:literal;)*) => {$(
        $(#[$doc])*
        /// One `ushl` (per-byte signed counts) on the board in a vector
        /// register.
        #[inline]
        pub(crate) fn $single(x: u64) -> u64 {
            shift_one(x, &const { counts($bottom, $left) })
        }

        $(#[$doc])*
        /// One `ushl` per two boards.
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_pairs(src, dst, len, |v| shift_pair(v, &const { counts($bottom, $left) })) }
        }
    )*};
}

entry_points! {
    /// Rank `r` shifted left by `7 - r` (diagonal shift "bottom left").
    bl_ushl, bl_ushl_batch, true, true;
    /// Rank `r` shifted left by `r` (diagonal shift "top left").
    tl_ushl, tl_ushl_batch, false, true;
    /// Rank `r` shifted right by `7 - r` (diagonal shift "bottom right").
    br_ushl, br_ushl_batch, true, false;
    /// Rank `r` shifted right by `r` (diagonal shift "top right").
    tr_ushl, tr_ushl_batch, false, false;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::aarch64::neon::flip::tests::{boards, mismatch, Batch};
    use crate::arch::all::diagonal_shift as portable;

    /// Name, NEON single form, NEON batch form, portable reference.
    type Case = (&'static str, fn(u64) -> u64, Batch, fn(u64) -> u64);
    const CASES: [Case; 4] = [
        ("bl", bl_ushl, bl_ushl_batch, portable::bl_linear),
        ("tl", tl_ushl, tl_ushl_batch, portable::tl_linear),
        ("br", br_ushl, br_ushl_batch, portable::br_linear),
        ("tr", tr_ushl, tr_ushl_batch, portable::tr_linear),
    ];

    #[test]
    fn singles_match_portable() {
        for (name, single, _, reference) in CASES {
            for x in boards() {
                assert_eq!(single(x), reference(x), "{name} {x:#018x}");
            }
        }
    }

    #[test]
    fn batches_match_portable() {
        for (name, _, batch, reference) in CASES {
            assert_eq!(mismatch(batch, reference), None, "{name}");
        }
    }

    /// The four kernels differ, so holding one to another's reference
    /// fails (the checks above can fail).
    #[test]
    fn kernels_are_told_apart() {
        for (i, (_, single, batch, _)) in CASES.iter().enumerate() {
            for (j, (_, _, _, reference)) in CASES.iter().enumerate() {
                if i != j {
                    assert!(boards().iter().any(|&x| single(x) != reference(x)));
                    assert!(mismatch(*batch, *reference).is_some());
                }
            }
        }
    }
}

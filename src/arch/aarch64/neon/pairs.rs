//! The NEON batch drivers: the map and zip shapes two boards per
//! `uint64x2_t`, four per loop iteration, an odd last board alone in lane 0.
//! Every NEON batch form of one board per lane runs through these.

use core::arch::aarch64::*;

use crate::arch::generic::vector::Vector;

/// One board in lane 0 (lane 1 zero).
///
/// # Safety
/// `p` valid for reading one board.
#[inline(always)]
unsafe fn load_one(p: *const u64) -> uint64x2_t {
    // SAFETY: one readable board (the caller).
    unsafe { vsetq_lane_u64::<0>(*p, vdupq_n_u64(0)) }
}

/// Lane 0 to `p`.
///
/// # Safety
/// `p` valid for writing one board.
#[inline(always)]
unsafe fn store_one(p: *mut u64, v: uint64x2_t) {
    // SAFETY: one writable board (the caller).
    unsafe { *p = vgetq_lane_u64::<0>(v) }
}

/// Calls `pair(i)` for `i = 0, 2, ..` while `i + 2 <= len`, two pairs per
/// loop iteration (short bodies such as a single step gain from the
/// unrolling; LLVM leaves this loop as written), and returns the number of
/// boards done (`len` rounded down to even).
#[inline(always)]
fn for_each_pair(len: usize, mut pair: impl FnMut(usize)) -> usize {
    let mut i = 0;
    while i + 4 <= len {
        pair(i);
        pair(i + 2);
        i += 4;
    }
    if i + 2 <= len {
        pair(i);
        i += 2;
    }
    i
}

/// The map shape, `dst[i] = body(src[i])` two boards at a time; an odd last
/// board in lane 0 alone.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline(always)]
pub(crate) unsafe fn map_pairs(
    src: *const u64,
    dst: *mut u64,
    len: usize,
    body: impl Fn(uint64x2_t) -> uint64x2_t,
) {
    let done = for_each_pair(len, |i| {
        // SAFETY: `i + 2 <= len` (caller: both pointers valid for `len`);
        // the pair is read before it is written, so `dst == src` works.
        unsafe { body(uint64x2_t::load_unaligned(src.add(i))).store_unaligned(dst.add(i)) }
    });
    if done < len {
        // SAFETY: board `done < len`, read before written.
        unsafe { store_one(dst.add(done), body(load_one(src.add(done)))) }
    }
}

/// The zip shape, `out[i] = body(a[i], b[i])` two boards at a time; an odd
/// last board in lane 0 alone.
#[inline(always)]
pub(crate) fn zip_pairs(
    a: &[u64],
    b: &[u64],
    out: &mut [u64],
    body: impl Fn(uint64x2_t, uint64x2_t) -> uint64x2_t,
) {
    let len = out.len().min(a.len()).min(b.len());
    let (a, b, out) = (a.as_ptr(), b.as_ptr(), out.as_mut_ptr());
    let done = for_each_pair(len, |i| {
        // SAFETY: `i + 2 <= len`, the length of all three slices.
        unsafe {
            let (x, y) = (
                uint64x2_t::load_unaligned(a.add(i)),
                uint64x2_t::load_unaligned(b.add(i)),
            );
            body(x, y).store_unaligned(out.add(i))
        }
    });
    if done < len {
        // SAFETY: board `done < len`, within all three slices.
        unsafe {
            let (x, y) = (load_one(a.add(done)), load_one(b.add(done)));
            store_one(out.add(done), body(x, y))
        }
    }
}

//! The batch drivers of the two-board widths (NEON's `uint64x2_t`, wasm's
//! `v128`): the map and zip shapes two boards per vector, four per loop
//! iteration, an odd last board alone in lane 0 (lane 1 zero). Every batch
//! form of one board per lane at those widths runs through these.

use super::vector::Vector;

/// One board in lane 0, the other lanes zero.
///
/// # Safety
/// The CPU supports `V`'s width; `p` valid for reading one board.
#[inline(always)]
unsafe fn load_one<V: Vector>(p: *const u64) -> V {
    let mut lanes = [0u64; 8];
    // SAFETY: one readable board (the caller); `lanes` holds at least
    // `V::LANES` boards (no width has more than eight).
    unsafe {
        lanes[0] = *p;
        V::load_unaligned(lanes.as_ptr())
    }
}

/// Lane 0 to `p`.
///
/// # Safety
/// The CPU supports `V`'s width; `p` valid for writing one board.
#[inline(always)]
unsafe fn store_one<V: Vector>(p: *mut u64, v: V) {
    let mut lanes = [0u64; 8];
    // SAFETY: `lanes` holds `V::LANES` boards; one writable board at `p`
    // (the caller).
    unsafe {
        v.store_unaligned(lanes.as_mut_ptr());
        *p = lanes[0];
    }
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
/// The CPU supports `V`'s width, which has two lanes; `src` and `dst`
/// valid for `len` boards; `dst` may equal `src`.
#[inline(always)]
pub(crate) unsafe fn map_pairs<V: Vector>(
    src: *const u64,
    dst: *mut u64,
    len: usize,
    body: impl Fn(V) -> V,
) {
    debug_assert_eq!(V::LANES, 2);
    let done = for_each_pair(len, |i| {
        // SAFETY: `i + 2 <= len` (caller: both pointers valid for `len`);
        // the pair is read before it is written, so `dst == src` works.
        unsafe { body(V::load_unaligned(src.add(i))).store_unaligned(dst.add(i)) }
    });
    if done < len {
        // SAFETY: board `done < len`, read before written.
        unsafe { store_one(dst.add(done), body(load_one(src.add(done)))) }
    }
}

/// The zip shape, `out[i] = body(a[i], b[i])` two boards at a time; an odd
/// last board in lane 0 alone.
///
/// # Safety
/// The CPU supports `V`'s width, which has two lanes.
#[inline(always)]
pub(crate) unsafe fn zip_pairs<V: Vector>(
    a: &[u64],
    b: &[u64],
    out: &mut [u64],
    body: impl Fn(V, V) -> V,
) {
    debug_assert_eq!(V::LANES, 2);
    let len = out.len().min(a.len()).min(b.len());
    let (a, b, out) = (a.as_ptr(), b.as_ptr(), out.as_mut_ptr());
    let done = for_each_pair(len, |i| {
        // SAFETY: `i + 2 <= len`, the length of all three slices.
        unsafe {
            let (x, y) = (V::load_unaligned(a.add(i)), V::load_unaligned(b.add(i)));
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

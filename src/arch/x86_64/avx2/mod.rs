//! AVX2 implementations: 256-bit vectors, four boards (or four directions) per register.

//! Every function here is `#[target_feature(enable = "...")]` and is only
//! reachable through a dispatch table built after detection. Those that
//! also enable `gfni` (the `_gfni` flips, `gf2p8affineqb` in its VEX form)
//! are `Avx2` implementations too, held only where the CPU has GFNI.

pub(crate) mod autovec;
pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
#[cfg(feature = "alternatives")]
pub(crate) mod king_safety;
pub(crate) mod leapers;
pub(crate) mod line_attacks;

use core::arch::x86_64::*;

// ------------------------------------------------------------ batch driver
//
// As `avx512::for_each_group` with 32-byte lines: a 32-byte store that is
// not 32-byte aligned splits a cache line every other store. Measured with
// the report (buffers 8 or 16 bytes past a line), the map and zip forms ran
// clearly slower than aligned. So the batch forms walk
// their boards in groups of four laid out on one buffer's 32-byte halves of
// lines: a partial head, aligned full groups, a partial tail. Partial groups
// go through `vpmaskmovq`, which neither reads nor writes (nor faults on)
// the masked-off lanes, so in-place calls stay correct.

/// One group of boards handed to a [`for_each_quad`] callback.
#[derive(Clone, Copy)]
pub(crate) enum Quad {
    /// Four boards; the anchor buffer's are 32-byte aligned.
    Full,
    /// One to three boards (the head or the tail).
    Part(usize),
}

impl Quad {
    /// All-ones in the lanes of the group's boards (`vpmaskmovq` masks).
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn lanes(n: usize) -> __m256i {
        _mm256_cmpgt_epi64(_mm256_set1_epi64x(n as i64), _mm256_setr_epi64x(0, 1, 2, 3))
    }

    /// The group's boards at `p` (any alignment); lanes past a partial group
    /// read as 0.
    ///
    /// # Safety
    /// `p` valid for reading [`Quad::len`] boards.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) unsafe fn load(self, p: *const u64) -> __m256i {
        // SAFETY: a full group reads 4 boards (caller), unaligned; a partial
        // group reads only its masked-in lanes.
        unsafe {
            match self {
                Quad::Full => _mm256_loadu_si256(p.cast()),
                Quad::Part(n) => _mm256_maskload_epi64(p.cast(), Quad::lanes(n)),
            }
        }
    }

    /// As [`Quad::load`] from the anchor buffer: a full group's load is
    /// aligned.
    ///
    /// # Safety
    /// `p` valid for reading [`Quad::len`] boards, 32-byte aligned if the
    /// group is full.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) unsafe fn load_anchor(self, p: *const u64) -> __m256i {
        // SAFETY: as `load`; a full group's `p` is 32-byte aligned (caller).
        unsafe {
            match self {
                Quad::Full => _mm256_load_si256(p.cast()),
                Quad::Part(n) => _mm256_maskload_epi64(p.cast(), Quad::lanes(n)),
            }
        }
    }

    /// Stores the group's lanes of `v` to the anchor buffer at `p`: a full
    /// group's store is aligned, a partial group writes only its lanes.
    ///
    /// # Safety
    /// `p` valid for writing [`Quad::len`] boards, 32-byte aligned if the
    /// group is full.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) unsafe fn store_anchor(self, p: *mut u64, v: __m256i) {
        // SAFETY: a full group writes 4 boards at a 32-byte-aligned `p`
        // (caller); a partial group writes only its masked-in lanes.
        unsafe {
            match self {
                Quad::Full => _mm256_store_si256(p.cast(), v),
                Quad::Part(n) => _mm256_maskstore_epi64(p.cast(), Quad::lanes(n), v),
            }
        }
    }
}

/// Calls `group(i, q)` for consecutive groups `q` of boards `i..i + q.len()`
/// covering `0..len`, such that every [`Quad::Full`] starts on a 32-byte
/// boundary of `anchor`: a partial head up to the first boundary, aligned
/// full groups (`UNROLL` per loop iteration), a partial tail. `anchor` is
/// only used for its address.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn for_each_quad<const UNROLL: usize>(
    anchor: *const u64,
    len: usize,
    mut group: impl FnMut(usize, Quad),
) {
    debug_assert!(anchor.is_aligned());
    // Boards before the first 32-byte boundary at or after `anchor`.
    let head = (anchor.addr().wrapping_neg() % 32 / 8).min(len);
    if head > 0 {
        group(0, Quad::Part(head));
    }
    // A counted loop unrolled by hand: LLVM does not unroll the driver's
    // loop much by itself, which costs short bodies (the extracts: 4 groups
    // per iteration, as the plain loop this replaced got).
    let full = (len - head) / 4;
    let unrolled = full / UNROLL * UNROLL;
    for j in (0..unrolled).step_by(UNROLL) {
        for u in 0..UNROLL {
            group(head + 4 * (j + u), Quad::Full);
        }
    }
    for j in unrolled..full {
        group(head + 4 * j, Quad::Full);
    }
    let done = head + 4 * full;
    if done < len {
        group(done, Quad::Part(len - done));
    }
}

/// The map shape, `dst[i] = body(src[i])` four boards at a time, with
/// aligned stores to `dst`.
///
/// # Safety
/// `src` and `dst` valid (and aligned) for `len` boards; `dst` may equal
/// `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn map_quads(
    src: *const u64,
    dst: *mut u64,
    len: usize,
    body: impl Fn(__m256i) -> __m256i,
) {
    for_each_quad::<2>(dst, len, |i, q| {
        // SAFETY: `for_each_quad` gives boards `i..i + q.len()` within
        // `0..len` (valid at both pointers, caller) and aligns full groups
        // of `dst`; the group is loaded before it is stored, so `dst == src`
        // works.
        unsafe {
            let v = q.load(src.add(i));
            q.store_anchor(dst.add(i), body(v));
        }
    })
}

/// The zip shape, `out[i] = body(a[i], b[i])` four boards at a time, with
/// aligned stores to `out`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn zip_quads(
    a: &[u64],
    b: &[u64],
    out: &mut [u64],
    body: impl Fn(__m256i, __m256i) -> __m256i,
) {
    let len = out.len().min(a.len()).min(b.len());
    let (a, b, out) = (a.as_ptr(), b.as_ptr(), out.as_mut_ptr());
    for_each_quad::<2>(out, len, |i, q| {
        // SAFETY: boards `i..i + q.len()` are within `0..len`, the length of
        // all three slices; full groups of `out` are aligned
        // (`for_each_quad`).
        unsafe {
            let (x, y) = (q.load(a.add(i)), q.load(b.add(i)));
            q.store_anchor(out.add(i), body(x, y));
        }
    })
}

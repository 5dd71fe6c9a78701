//! AVX-512 (F/BW/VL, plus VBMI and GFNI where used) implementations: eight boards (or eight directions) per register, mask registers and `gf2p8affineqb`.

//! Every function here is `#[target_feature(enable = "...")]` and is only
//! reachable through a dispatch table built after detection.

#[cfg(feature = "alternatives")]
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
// A 64-byte access that is not 64-byte aligned touches two cache lines, and
// a zmm store that splits a line costs about as much as two: measured with
// the report, a batch over buffers that start 8 or 16 bytes past a line
// took about half as long again as aligned (AVX2, whose 32-byte stores split
// only every other line, then wins). So the batch forms walk
// their boards in groups of eight laid out on one buffer's 64-byte lines:
//
// ```text
// buffer   |.. line ..|.. line ..|.. line ..|.. line ..|
// boards        [head ][  full   ][  full   ][tail]
//               masked   aligned   aligned   masked
// ```
//
// The masked head and tail touch only their own boards (masked-off lanes
// are neither read nor written and cannot fault), which also keeps in-place
// calls (`dst == src`) correct: every group is loaded before it is stored.

/// One group of boards handed to a [`for_each_group`] callback.
#[derive(Clone, Copy)]
pub(crate) enum Group {
    /// Eight boards; the anchor buffer's are 64-byte aligned.
    Full,
    /// Fewer than eight boards (the head or the tail): the lanes in the mask.
    Part(__mmask8),
}

impl Group {
    /// The lanes of the group's boards.
    #[inline]
    pub(crate) fn mask(self) -> __mmask8 {
        match self {
            Group::Full => 0xff,
            Group::Part(k) => k,
        }
    }

    /// The number of boards in the group.
    #[inline]
    pub(crate) fn len(self) -> usize {
        self.mask().count_ones() as usize
    }

    /// The group's boards at `p` (any alignment); lanes past a partial group
    /// read as 0.
    ///
    /// # Safety
    /// `p` valid for reading [`Group::len`] boards.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(crate) unsafe fn load(self, p: *const u64) -> __m512i {
        // SAFETY: a full group reads 8 boards (the caller's contract),
        // unaligned; a partial group reads only its masked-in lanes.
        unsafe {
            match self {
                Group::Full => _mm512_loadu_si512(p.cast()),
                Group::Part(k) => _mm512_maskz_loadu_epi64(k, p.cast()),
            }
        }
    }

    /// As [`Group::load`] from the anchor buffer: a full group's load is
    /// aligned.
    ///
    /// # Safety
    /// `p` valid for reading [`Group::len`] boards, 64-byte aligned if the
    /// group is full.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(crate) unsafe fn load_anchor(self, p: *const u64) -> __m512i {
        // SAFETY: as `load`; a full group's `p` is 64-byte aligned (caller).
        unsafe {
            match self {
                Group::Full => _mm512_load_si512(p.cast()),
                Group::Part(k) => _mm512_maskz_loadu_epi64(k, p.cast()),
            }
        }
    }

    /// Stores the group's lanes of `v` to the anchor buffer at `p`: a full
    /// group's store is aligned, a partial group writes only its lanes.
    ///
    /// # Safety
    /// `p` valid for writing [`Group::len`] boards, 64-byte aligned if the
    /// group is full.
    #[inline]
    #[target_feature(enable = "avx512f")]
    pub(crate) unsafe fn store_anchor(self, p: *mut u64, v: __m512i) {
        // SAFETY: a full group writes 8 boards at a 64-byte-aligned `p`
        // (caller); a partial group writes only its masked-in lanes.
        unsafe {
            match self {
                Group::Full => _mm512_store_si512(p.cast(), v),
                Group::Part(k) => _mm512_mask_storeu_epi64(p.cast(), k, v),
            }
        }
    }
}

/// Calls `group(i, g)` for consecutive groups `g` of boards `i..i + g.len()`
/// covering `0..len`, such that every [`Group::Full`] starts on a 64-byte
/// boundary of `anchor` (the buffer whose accesses should not split lines):
/// a partial head up to the first boundary, aligned full groups, a partial
/// tail. A 64-byte-aligned `anchor` has no head.
///
/// `anchor` is only used for its address.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn for_each_group(anchor: *const u64, len: usize, mut group: impl FnMut(usize, Group)) {
    debug_assert!(anchor.is_aligned());
    // Boards before the first 64-byte boundary at or after `anchor`.
    let head = (anchor.addr().wrapping_neg() % 64 / 8).min(len);
    let lanes = |n: usize| -> __mmask8 { ((1u16 << n) - 1) as u8 };
    if head > 0 {
        group(0, Group::Part(lanes(head)));
    }
    // A counted loop: LLVM unrolls it (a `while i + 8 <= len` loop it did
    // not, which cost short bodies such as the extracts a third).
    let full = (len - head) / 8;
    for j in 0..full / 2 {
        group(head + 16 * j, Group::Full);
        group(head + 16 * j + 8, Group::Full);
    }
    if full % 2 == 1 {
        group(head + 8 * (full - 1), Group::Full);
    }
    let done = head + 8 * full;
    if done < len {
        group(done, Group::Part(lanes(len - done)));
    }
}

/// The low `n` (< 16) lanes of a byte mask: a partial group's bytes.
#[inline]
pub(crate) fn byte_lanes(n: usize) -> __mmask16 {
    ((1u32 << n) - 1) as u16
}

/// The map shape, `dst[i] = body(src[i])` eight boards at a time, with
/// aligned stores to `dst`.
///
/// # Safety
/// `src` and `dst` valid (and aligned) for `len` boards; `dst` may equal
/// `src`.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) unsafe fn map_boards(
    src: *const u64,
    dst: *mut u64,
    len: usize,
    body: impl Fn(__m512i) -> __m512i,
) {
    for_each_group(dst, len, |i, g| {
        // SAFETY: `for_each_group` gives boards `i..i + g.len()` within
        // `0..len` (valid at both pointers, caller) and aligns full groups
        // of `dst`; the group is loaded before it is stored, so `dst == src`
        // works.
        unsafe {
            let v = g.load(src.add(i));
            g.store_anchor(dst.add(i), body(v));
        }
    })
}

/// The zip shape, `out[i] = body(a[i], b[i])` eight boards at a time, with
/// aligned stores to `out`.
#[inline]
#[target_feature(enable = "avx512f")]
pub(crate) fn zip_boards(
    a: &[u64],
    b: &[u64],
    out: &mut [u64],
    body: impl Fn(__m512i, __m512i) -> __m512i,
) {
    let len = out.len().min(a.len()).min(b.len());
    let (a, b, out) = (a.as_ptr(), b.as_ptr(), out.as_mut_ptr());
    for_each_group(out, len, |i, g| {
        // SAFETY: boards `i..i + g.len()` are within `0..len`, the length of
        // all three slices; full groups of `out` are aligned
        // (`for_each_group`).
        unsafe {
            let (x, y) = (g.load(a.add(i)), g.load(b.add(i)));
            g.store_anchor(out.add(i), body(x, y));
        }
    })
}

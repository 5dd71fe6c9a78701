//! SSE2 fills and set-wise attacks: batch forms, two boards per register.
//!
//! SSE2 has no per-lane shift counts, so a register holds two boards going
//! the same way. `psllq`/`psrlq` by a count of 64 or more give zero, so
//! `sll(x, left) | srl(x, right)` with the unused count set to 64 is a
//! signed shift chosen at run time without a branch.
//!
//! Every function enables `sse2` explicitly: intrinsics are only safe to
//! call inside a function that names their feature, baseline or not.
//!
//! Single-board set-wise attacks stay scalar: pairing a direction with its
//! opposite needs a byte swap of one lane in and out (no `pshufb` in SSE2),
//! which eats what the second lane saves over scalar Kogge-Stone.

use core::arch::x86_64::*;

use crate::arch::all::fill::{kogge_stone as scalar, occluded_fill_kogge_stone, shift_one_rotate};
use crate::types::Dir;

/// One direction for two boards.
#[derive(Clone, Copy)]
struct Step2 {
    /// Shift counts for 1, 2 and 4 steps, left and right.
    left: [__m128i; 3],
    right: [__m128i; 3],
    wrap: __m128i,
}

impl Step2 {
    #[inline]
    #[target_feature(enable = "sse2")]
    fn new(dir: Dir) -> Step2 {
        let s = dir.step() as i64;
        let (l, r) = if s > 0 { (s, 64) } else { (64, -s) };
        let count = |c: i64, k: u32| _mm_cvtsi64_si128((c << k).min(64));
        Step2 {
            left: [count(l, 0), count(l, 1), count(l, 2)],
            right: [count(r, 0), count(r, 1), count(r, 2)],
            wrap: _mm_set1_epi64x(dir.wrap_mask() as i64),
        }
    }

    /// `2^k` steps, no wrap mask.
    #[inline]
    #[target_feature(enable = "sse2")]
    fn shift(&self, x: __m128i, k: usize) -> __m128i {
        _mm_or_si128(
            _mm_sll_epi64(x, self.left[k]),
            _mm_srl_epi64(x, self.right[k]),
        )
    }

    /// Kogge-Stone (see `all::fill::occluded_fill_kogge_stone`).
    #[inline]
    #[target_feature(enable = "sse2")]
    fn occluded_fill(&self, gen: __m128i, pro: __m128i) -> __m128i {
        let mut pro = _mm_and_si128(pro, self.wrap);
        let mut g = gen;
        g = _mm_or_si128(g, _mm_and_si128(pro, self.shift(g, 0)));
        pro = _mm_and_si128(pro, self.shift(pro, 0));
        g = _mm_or_si128(g, _mm_and_si128(pro, self.shift(g, 1)));
        pro = _mm_and_si128(pro, self.shift(pro, 1));
        _mm_or_si128(g, _mm_and_si128(pro, self.shift(g, 2)))
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    fn one(&self, x: __m128i) -> __m128i {
        _mm_and_si128(self.shift(x, 0), self.wrap)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    fn attacks(&self, sliders: __m128i, empty: __m128i) -> __m128i {
        self.one(self.occluded_fill(sliders, empty))
    }
}

/// Two boards per step, the last odd one through `$single`.
macro_rules! map2 {
    ($src:ident, $dst:ident, $len:ident, |$x:ident| $body:expr, $single:expr) => {{
        let mut i = 0;
        while i + 2 <= $len {
            // SAFETY: boards `i..i + 2` are valid at both pointers; loaded
            // before stored, so `dst == src` works.
            unsafe {
                let $x = _mm_loadu_si128($src.add(i).cast());
                _mm_storeu_si128($dst.add(i).cast(), $body);
            }
            i += 2;
        }
        if i < $len {
            // SAFETY: `i < len`.
            unsafe { *$dst.add(i) = $single(*$src.add(i)) };
        }
    }};
}

macro_rules! zip2 {
    ($a:ident, $b:ident, $out:ident, |$x:ident, $y:ident| $body:expr, $single:expr) => {{
        let len = $out.len().min($a.len()).min($b.len());
        let (a, b, out) = ($a.as_ptr(), $b.as_ptr(), $out.as_mut_ptr());
        let mut i = 0;
        while i + 2 <= len {
            // SAFETY: `i + 2 <= len`, the length of all three slices.
            unsafe {
                let $x = _mm_loadu_si128(a.add(i).cast());
                let $y = _mm_loadu_si128(b.add(i).cast());
                _mm_storeu_si128(out.add(i).cast(), $body);
            }
            i += 2;
        }
        if i < len {
            $out[i] = $single($a[i], $b[i]);
        }
    }};
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[target_feature(enable = "sse2")]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    let step = Step2::new(dir);
    map2!(src, dst, len, |x| step.one(x), |b| shift_one_rotate(b, dir));
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[target_feature(enable = "sse2")]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    let step = Step2::new(dir);
    let all = _mm_set1_epi64x(-1);
    map2!(src, dst, len, |x| step.occluded_fill(x, all), |b| {
        scalar::fill(b, dir)
    });
}

#[target_feature(enable = "sse2")]
pub(crate) fn occluded_fill_batch(gen: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    let step = Step2::new(dir);
    zip2!(gen, pro, out, |g, p| step.occluded_fill(g, p), |g, p| {
        occluded_fill_kogge_stone(g, p, dir)
    });
}

#[target_feature(enable = "sse2")]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    let step = Step2::new(dir);
    zip2!(sliders, empty, out, |s, e| step.attacks(s, e), |s, e| {
        scalar::ray_attacks(s, e, dir)
    });
}

/// Union of the attacks in `dirs`, kept to four directions per call so the
/// compiler unrolls it and folds the shift counts.
#[inline]
#[target_feature(enable = "sse2")]
fn union2(sliders: __m128i, empty: __m128i, dirs: [Dir; 4]) -> __m128i {
    let mut acc = _mm_setzero_si128();
    for d in dirs {
        acc = _mm_or_si128(acc, Step2::new(d).attacks(sliders, empty));
    }
    acc
}

#[target_feature(enable = "sse2")]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    zip2!(
        rooks,
        empty,
        out,
        |s, e| union2(s, e, Dir::ORTHOGONAL),
        |s, e| { scalar::rook_attacks(s, e) }
    );
}

#[target_feature(enable = "sse2")]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    zip2!(
        bishops,
        empty,
        out,
        |s, e| union2(s, e, Dir::DIAGONAL),
        |s, e| { scalar::bishop_attacks(s, e) }
    );
}

#[target_feature(enable = "sse2")]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    zip2!(
        queens,
        empty,
        out,
        |s, e| _mm_or_si128(union2(s, e, Dir::ORTHOGONAL), union2(s, e, Dir::DIAGONAL)),
        scalar::queen_attacks
    );
}

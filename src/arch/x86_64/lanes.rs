//! The x86-64 widths of the batch per-square lanes
//! (`generic::line_attacks::Lanes`): how each loads and transposes its
//! squares' lines.

use core::arch::x86_64::*;

use crate::arch::generic::line_attacks::{row, Lanes};
use crate::types::Square;

/// Two squares: each row is two halves, `[bit, file]` and `[diagonal,
/// anti-diagonal]`; `punpck{l,h}qdq` pair up the two squares' halves.
impl Lanes for __m128i {
    #[inline(always)]
    unsafe fn sub(self, b: Self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_sub_epi64(self, b) }
    }
    #[inline(always)]
    unsafe fn zero_bytes(self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_cmpeq_epi8(self, _mm_setzero_si128()) }
    }
    #[inline(always)]
    unsafe fn lines(squares: *const Square) -> [Self; 4] {
        // SAFETY: two readable squares (the caller); each row is 32 bytes
        // and 32-byte aligned, so both halves are aligned loads.
        unsafe {
            let half = |j: usize, k: usize| _mm_load_si128(row(*squares.add(j)).add(2 * k).cast());
            let (a0, b0, a1, b1) = (half(0, 0), half(0, 1), half(1, 0), half(1, 1));
            [
                _mm_unpacklo_epi64(a0, a1),
                _mm_unpackhi_epi64(a0, a1),
                _mm_unpacklo_epi64(b0, b1),
                _mm_unpackhi_epi64(b0, b1),
            ]
        }
    }
}

/// Four squares: four row loads and eight shuffles (a gather costs more,
/// and computing the diagonals with variable shifts took longer on an AMD
/// EPYC family 0x19 model 0x01).
impl Lanes for __m256i {
    /// The bits as `1 << sq` and the files as the A-file shifted by the
    /// square's file, by per-lane shifts (`vpsllvq`): one 4-byte load for
    /// the four squares instead of four rows and their shuffles. Only
    /// `avx512/lanes-ymm-gfni`'s rook asks for this (`RookByShifts`); the
    /// forms that read the rows anyway, and the AVX2 forms without
    /// `vpternlogq`, ran slower with it on a Zen 4 (docs/measurements.md,
    /// "Architecture notes").
    #[cfg(feature = "avx512")]
    #[inline(always)]
    unsafe fn bits_and_files(squares: *const Square) -> [Self; 2] {
        const { assert!(core::mem::size_of::<Square>() == 1) };
        // SAFETY: AVX2 (the caller); four readable squares, one byte each.
        unsafe {
            let four = core::ptr::read_unaligned(squares.cast::<i32>());
            let index = _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(four));
            let bit = _mm256_sllv_epi64(_mm256_set1_epi64x(1), index);
            let file_a = _mm256_set1_epi64x(crate::types::FILE_A as i64);
            let file = _mm256_sllv_epi64(file_a, _mm256_and_si256(index, _mm256_set1_epi64x(7)));
            [bit, _mm256_xor_si256(file, bit)]
        }
    }
    #[inline(always)]
    unsafe fn sub(self, b: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_sub_epi64(self, b) }
    }
    #[inline(always)]
    unsafe fn zero_bytes(self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_cmpeq_epi8(self, _mm256_setzero_si256()) }
    }
    #[inline(always)]
    unsafe fn lines(squares: *const Square) -> [Self; 4] {
        // SAFETY: four readable squares (the caller); each row is 32 bytes
        // and 32-byte aligned.
        unsafe {
            let load = |j: usize| _mm256_load_si256(row(*squares.add(j)).cast());
            let (r0, r1, r2, r3) = (load(0), load(1), load(2), load(3));
            // [bit, diagonal] and [file, anti-diagonal] of squares 0, 1 and
            // of squares 2, 3 (per 128-bit half); then the halves regrouped.
            let (a, b) = (_mm256_unpacklo_epi64(r0, r1), _mm256_unpackhi_epi64(r0, r1));
            let (c, d) = (_mm256_unpacklo_epi64(r2, r3), _mm256_unpackhi_epi64(r2, r3));
            [
                _mm256_permute2x128_si256::<0x20>(a, c),
                _mm256_permute2x128_si256::<0x20>(b, d),
                _mm256_permute2x128_si256::<0x31>(a, c),
                _mm256_permute2x128_si256::<0x31>(b, d),
            ]
        }
    }
}

/// `vpermt2q` selections for the eight-square transpose (see
/// [`Lanes::lines`] of `__m512i`): lane `i` takes element `idx[i] & 7` of
/// the first operand, or of the second where `idx[i] & 8`.
#[cfg(feature = "avx512")]
mod select8 {
    /// From two row pairs `[r0 | r1]`, `[r2 | r3]`: bits then files.
    pub(super) const BITS_FILES: [i64; 8] = [0, 4, 8, 12, 1, 5, 9, 13];
    /// The same pairs: diagonals then anti-diagonals.
    pub(super) const DIAGONALS: [i64; 8] = [2, 6, 10, 14, 3, 7, 11, 15];
    /// From two half-transposed quads: the low halves of both.
    pub(super) const LOW: [i64; 8] = [0, 1, 2, 3, 8, 9, 10, 11];
    /// The high halves of both.
    pub(super) const HIGH: [i64; 8] = [4, 5, 6, 7, 12, 13, 14, 15];
}

/// Eight squares: eight 32-byte row loads paired into four registers
/// (`[r0 | r1]`, ...), then two rounds of `vpermt2q`: twelve shuffles for
/// eight squares.
#[cfg(feature = "avx512")]
impl Lanes for __m512i {
    #[inline(always)]
    unsafe fn sub(self, b: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_sub_epi64(self, b) }
    }
    #[inline(always)]
    unsafe fn zero_bytes(self) -> Self {
        // SAFETY: AVX-512 BW (the caller).
        unsafe { _mm512_movm_epi8(_mm512_testn_epi8_mask(self, self)) }
    }
    #[inline(always)]
    unsafe fn lines(squares: *const Square) -> [Self; 4] {
        // SAFETY: eight readable squares (the caller); each row is 32 bytes
        // and 32-byte aligned; the index arrays are 64 readable bytes.
        unsafe {
            let load = |j: usize| _mm256_load_si256(row(*squares.add(j)).cast());
            let pair =
                |j: usize| _mm512_inserti64x4::<1>(_mm512_castsi256_si512(load(j)), load(j + 1));
            let idx = |i: &[i64; 8]| _mm512_loadu_si512(i.as_ptr().cast());
            let (p01, p23, p45, p67) = (pair(0), pair(2), pair(4), pair(6));
            let (bits_files, diagonals) = (idx(&select8::BITS_FILES), idx(&select8::DIAGONALS));
            // [bit x4, file x4] and [diagonal x4, anti-diagonal x4] of
            // squares 0-3 and of squares 4-7.
            let t0 = _mm512_permutex2var_epi64(p01, bits_files, p23);
            let t1 = _mm512_permutex2var_epi64(p01, diagonals, p23);
            let u0 = _mm512_permutex2var_epi64(p45, bits_files, p67);
            let u1 = _mm512_permutex2var_epi64(p45, diagonals, p67);
            let (low, high) = (idx(&select8::LOW), idx(&select8::HIGH));
            [
                _mm512_permutex2var_epi64(t0, low, u0),
                _mm512_permutex2var_epi64(t0, high, u0),
                _mm512_permutex2var_epi64(t1, low, u1),
                _mm512_permutex2var_epi64(t1, high, u1),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    /// The eight-square transpose's selections, on a portable model of
    /// `vpermt2q` (this runs on every CPU; the instruction itself only on
    /// AVX-512 ones).
    #[cfg(feature = "avx512")]
    #[test]
    fn eight_square_transpose_selects_each_line() {
        use super::select8::*;
        let permute = |a: [u64; 8], idx: [i64; 8], b: [u64; 8]| {
            idx.map(|i| {
                if i & 8 == 0 {
                    a[(i & 7) as usize]
                } else {
                    b[(i & 7) as usize]
                }
            })
        };
        // Row j of square s is the value 10 * s + k for k = bit, file,
        // diagonal, anti-diagonal; a pair is [row s | row s + 1].
        let pair = |s: u64| core::array::from_fn(|i| 10 * (s + i as u64 / 4) + i as u64 % 4);
        let (t0, t1) = (
            permute(pair(0), BITS_FILES, pair(2)),
            permute(pair(0), DIAGONALS, pair(2)),
        );
        let (u0, u1) = (
            permute(pair(4), BITS_FILES, pair(6)),
            permute(pair(4), DIAGONALS, pair(6)),
        );
        let lines = [
            permute(t0, LOW, u0),
            permute(t0, HIGH, u0),
            permute(t1, LOW, u1),
            permute(t1, HIGH, u1),
        ];
        for (k, line) in lines.iter().enumerate() {
            let want: [u64; 8] = core::array::from_fn(|s| 10 * s as u64 + k as u64);
            assert_eq!(*line, want, "line {k}");
        }
    }
}

//! The x86-64 widths of the shared vector interface
//! (`generic::vector`): `__m128i` (SSE2), `__m256i` (AVX2) and `__m512i`
//! (AVX-512 F/BW).

use core::arch::x86_64::*;

use crate::arch::generic::flip::MIRROR_MATRIX;
use crate::arch::generic::vector::{ByteArith, ByteShuffle, GaloisAffine, Vector};

/// `vpshufb` indices reversing the bytes of both qwords of a 128-bit lane.
const SWAP_BYTES_INDEX: [u8; 16] = [7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8];

/// [`ByteArith`] by the width's `add_epi8`/`sub_epi8` (SSE2, AVX2,
/// AVX-512 BW: the width's own set, which the caller enables).
macro_rules! byte_arith {
    ($ty:ty, $add:ident, $sub:ident) => {
        impl ByteArith for $ty {
            #[inline(always)]
            unsafe fn add_bytes(self, b: Self) -> Self {
                // SAFETY: the width's features (the caller, see the trait docs).
                unsafe { $add(self, b) }
            }
            #[inline(always)]
            unsafe fn sub_bytes(self, b: Self) -> Self {
                // SAFETY: the width's features (the caller, see the trait docs).
                unsafe { $sub(self, b) }
            }
        }
    };
}

// ------------------------------------------------------------------ SSE2

impl Vector for __m128i {
    const LANES: usize = 2;
    /// Left and right shift counts; the unused one is 64 (shifts to zero,
    /// and folds away when the count is a constant).
    type Step = (__m128i, __m128i);

    #[inline(always)]
    unsafe fn splat(x: u64) -> Self {
        // SAFETY: SSE2 (the caller, see the trait docs).
        unsafe { _mm_set1_epi64x(x as i64) }
    }
    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_setzero_si128() }
    }
    #[inline(always)]
    unsafe fn load_unaligned(p: *const u64) -> Self {
        // SAFETY: SSE2 and 2 readable boards at `p` (the caller).
        unsafe { _mm_loadu_si128(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store_unaligned(self, p: *mut u64) {
        // SAFETY: SSE2 and 2 writable boards at `p` (the caller).
        unsafe { _mm_storeu_si128(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, b: Self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_and_si128(self, b) }
    }
    #[inline(always)]
    unsafe fn or(self, b: Self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_or_si128(self, b) }
    }
    #[inline(always)]
    unsafe fn xor(self, b: Self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_xor_si128(self, b) }
    }
    #[inline(always)]
    unsafe fn andnot(self, b: Self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_andnot_si128(self, b) }
    }
    #[inline(always)]
    unsafe fn shl(self, n: u32) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_sll_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn shr(self, n: u32) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_srl_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn step_by(n: i32) -> Self::Step {
        let (left, right) = if n >= 0 { (n, 64) } else { (64, -n) };
        // SAFETY: SSE2 (the caller).
        unsafe { (_mm_cvtsi32_si128(left), _mm_cvtsi32_si128(right)) }
    }
    /// A shift each way, one of them by 64 (zero).
    #[inline(always)]
    unsafe fn step(self, (left, right): Self::Step) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe { _mm_or_si128(_mm_sll_epi64(self, left), _mm_srl_epi64(self, right)) }
    }
    /// No `pshufb` in SSE2: reverse the four words (`pshuflw`/`pshufhw`),
    /// then swap the two bytes of every word by 16-bit shifts.
    #[inline(always)]
    unsafe fn swap_bytes(self) -> Self {
        // SAFETY: SSE2 (the caller).
        unsafe {
            let w =
                _mm_shufflehi_epi16::<0b00_01_10_11>(_mm_shufflelo_epi16::<0b00_01_10_11>(self));
            _mm_or_si128(_mm_slli_epi16::<8>(w), _mm_srli_epi16::<8>(w))
        }
    }
}

byte_arith!(__m128i, _mm_add_epi8, _mm_sub_epi8);

// ------------------------------------------------------------------ AVX2

impl Vector for __m256i {
    const LANES: usize = 4;
    /// Left and right shift counts; the unused one is 64 (shifts to zero,
    /// and folds away when the count is a constant).
    type Step = (__m128i, __m128i);

    #[inline(always)]
    unsafe fn splat(x: u64) -> Self {
        // SAFETY: AVX2 (the caller, see the trait docs).
        unsafe { _mm256_set1_epi64x(x as i64) }
    }
    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_setzero_si256() }
    }
    #[inline(always)]
    unsafe fn load_unaligned(p: *const u64) -> Self {
        // SAFETY: AVX2 and 4 readable boards at `p` (the caller).
        unsafe { _mm256_loadu_si256(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store_unaligned(self, p: *mut u64) {
        // SAFETY: AVX2 and 4 writable boards at `p` (the caller).
        unsafe { _mm256_storeu_si256(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, b: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_and_si256(self, b) }
    }
    #[inline(always)]
    unsafe fn or(self, b: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_or_si256(self, b) }
    }
    #[inline(always)]
    unsafe fn xor(self, b: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_xor_si256(self, b) }
    }
    #[inline(always)]
    unsafe fn andnot(self, b: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_andnot_si256(self, b) }
    }
    #[inline(always)]
    unsafe fn shl(self, n: u32) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_sll_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn shr(self, n: u32) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_srl_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn step_by(n: i32) -> Self::Step {
        let (left, right) = if n >= 0 { (n, 64) } else { (64, -n) };
        // SAFETY: SSE2, part of AVX2 (the caller).
        unsafe { (_mm_cvtsi32_si128(left), _mm_cvtsi32_si128(right)) }
    }
    /// A shift each way, one of them by 64 (zero).
    #[inline(always)]
    unsafe fn step(self, (left, right): Self::Step) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_or_si256(_mm256_sll_epi64(self, left), _mm256_srl_epi64(self, right)) }
    }
    #[inline(always)]
    unsafe fn swap_bytes(self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_shuffle_epi8(self, Self::broadcast_bytes(SWAP_BYTES_INDEX)) }
    }
}

impl ByteShuffle for __m256i {
    #[inline(always)]
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self {
        // SAFETY: AVX2 (the caller); the array is 16 readable bytes.
        unsafe { _mm256_broadcastsi128_si256(_mm_loadu_si128(bytes.as_ptr().cast())) }
    }
    #[inline(always)]
    unsafe fn lookup_bytes(self, table: Self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_shuffle_epi8(table, self) }
    }
    #[inline(always)]
    unsafe fn shr_words_4(self) -> Self {
        // SAFETY: AVX2 (the caller).
        unsafe { _mm256_srli_epi16::<4>(self) }
    }
}

/// `vgf2p8affineqb` on 256 bits (VEX): GFNI with AVX, no AVX-512 needed.
impl GaloisAffine for __m256i {
    #[inline(always)]
    unsafe fn affine(self, matrix: u64) -> Self {
        // SAFETY: AVX2 and GFNI (the caller).
        unsafe { _mm256_gf2p8affine_epi64_epi8::<0>(self, Self::splat(matrix)) }
    }
    #[inline(always)]
    unsafe fn affine_as_matrix(self, data: u64) -> Self {
        // SAFETY: AVX2 and GFNI (the caller).
        unsafe { _mm256_gf2p8affine_epi64_epi8::<0>(Self::splat(data), self) }
    }
}

byte_arith!(__m256i, _mm256_add_epi8, _mm256_sub_epi8);

// --------------------------------------------------------------- AVX-512

/// `vpternlogq` truth tables (operands a = 0xf0, b = 0xcc, c = 0xaa).
#[cfg(feature = "avx512")]
mod ternary {
    /// `a | (b & c)`.
    pub(super) const OR_AND: i32 = 0xf8;
    /// `(a ^ b) & c`.
    pub(super) const XOR_AND: i32 = 0x28;
    /// `a ^ b ^ c`.
    pub(super) const XOR3: i32 = 0x96;
}

#[cfg(feature = "avx512")]
impl Vector for __m512i {
    const LANES: usize = 8;
    /// The rotate-left count `n mod 64` in every lane (`vprolvq`).
    type Step = __m512i;

    #[inline(always)]
    unsafe fn splat(x: u64) -> Self {
        // SAFETY: AVX-512 F (the caller, see the trait docs).
        unsafe { _mm512_set1_epi64(x as i64) }
    }
    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_setzero_si512() }
    }
    #[inline(always)]
    unsafe fn load_unaligned(p: *const u64) -> Self {
        // SAFETY: AVX-512 F and 8 readable boards at `p` (the caller).
        unsafe { _mm512_loadu_si512(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store_unaligned(self, p: *mut u64) {
        // SAFETY: AVX-512 F and 8 writable boards at `p` (the caller).
        unsafe { _mm512_storeu_si512(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, b: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_and_si512(self, b) }
    }
    #[inline(always)]
    unsafe fn or(self, b: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_or_si512(self, b) }
    }
    #[inline(always)]
    unsafe fn xor(self, b: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_xor_si512(self, b) }
    }
    #[inline(always)]
    unsafe fn andnot(self, b: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_andnot_si512(self, b) }
    }
    #[inline(always)]
    unsafe fn or_and(self, b: Self, c: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_ternarylogic_epi64::<{ ternary::OR_AND }>(self, b, c) }
    }
    #[inline(always)]
    unsafe fn xor_and(self, b: Self, c: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_ternarylogic_epi64::<{ ternary::XOR_AND }>(self, b, c) }
    }
    #[inline(always)]
    unsafe fn xor3(self, b: Self, c: Self) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_ternarylogic_epi64::<{ ternary::XOR3 }>(self, b, c) }
    }
    #[inline(always)]
    unsafe fn shl(self, n: u32) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_sll_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn shr(self, n: u32) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_srl_epi64(self, _mm_cvtsi32_si128(n as i32)) }
    }
    #[inline(always)]
    unsafe fn step_by(n: i32) -> Self::Step {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_set1_epi64((n & 63) as i64) }
    }
    #[inline(always)]
    unsafe fn step(self, r: Self::Step) -> Self {
        // SAFETY: AVX-512 F (the caller).
        unsafe { _mm512_rolv_epi64(self, r) }
    }
    #[inline(always)]
    unsafe fn swap_bytes(self) -> Self {
        // SAFETY: AVX-512 BW (the caller).
        unsafe { _mm512_shuffle_epi8(self, Self::broadcast_bytes(SWAP_BYTES_INDEX)) }
    }
}

#[cfg(feature = "avx512")]
byte_arith!(__m512i, _mm512_add_epi8, _mm512_sub_epi8);

#[cfg(feature = "avx512")]
impl ByteShuffle for __m512i {
    #[inline(always)]
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self {
        // SAFETY: AVX-512 F (the caller); the array is 16 readable bytes.
        unsafe { _mm512_broadcast_i32x4(_mm_loadu_si128(bytes.as_ptr().cast())) }
    }
    #[inline(always)]
    unsafe fn lookup_bytes(self, table: Self) -> Self {
        // SAFETY: AVX-512 BW (the caller).
        unsafe { _mm512_shuffle_epi8(table, self) }
    }
    #[inline(always)]
    unsafe fn shr_words_4(self) -> Self {
        // SAFETY: AVX-512 BW (the caller).
        unsafe { _mm512_srli_epi16::<4>(self) }
    }
}

#[cfg(feature = "avx512")]
impl GaloisAffine for __m512i {
    #[inline(always)]
    unsafe fn affine(self, matrix: u64) -> Self {
        // SAFETY: AVX-512 F and GFNI (the caller).
        unsafe { _mm512_gf2p8affine_epi64_epi8::<0>(self, Self::splat(matrix)) }
    }
    #[inline(always)]
    unsafe fn affine_as_matrix(self, data: u64) -> Self {
        // SAFETY: AVX-512 F and GFNI (the caller).
        unsafe { _mm512_gf2p8affine_epi64_epi8::<0>(Self::splat(data), self) }
    }
}

// ------------------------------------------------- GFNI on one board

/// One board through the 128-bit `gf2p8affineqb`, data `d` with the board
/// `m` as the matrix: the single-board forms' body (the AVX2+GFNI and AVX-512
/// trees enable the features, so the one instruction is VEX or EVEX there).
///
/// # Safety
/// The CPU supports GFNI.
#[inline(always)]
pub(crate) unsafe fn one_board_as_matrix(d: u64, m: u64) -> u64 {
    // SAFETY: GFNI (the caller); the rest is SSE2, the x86-64 baseline.
    unsafe {
        let r =
            _mm_gf2p8affine_epi64_epi8::<0>(_mm_set1_epi64x(d as i64), _mm_cvtsi64_si128(m as i64));
        _mm_cvtsi128_si64(r) as u64
    }
}

/// One board's ranks mirrored: the board as data, `MIRROR_MATRIX` as the
/// matrix (the single-board forms' body, as [`one_board_as_matrix`]).
///
/// # Safety
/// The CPU supports GFNI.
#[inline(always)]
pub(crate) unsafe fn one_board_mirrored(x: u64) -> u64 {
    // SAFETY: GFNI (the caller); the rest is SSE2, the x86-64 baseline.
    unsafe {
        let r = _mm_gf2p8affine_epi64_epi8::<0>(
            _mm_cvtsi64_si128(x as i64),
            _mm_set1_epi64x(MIRROR_MATRIX as i64),
        );
        _mm_cvtsi128_si64(r) as u64
    }
}

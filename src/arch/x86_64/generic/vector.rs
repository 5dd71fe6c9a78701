//! One vector interface over the three x86-64 widths, so that an algorithm
//! whose steps are the same at every width is written once.
//!
//! As in the memchr crate, the methods are `unsafe` and `#[inline(always)]`
//! without target features of their own: each is only called from a
//! `#[target_feature]` entry point of a level that has the width's
//! instructions, and inlines into it. A generic body therefore compiles to
//! the same instructions as one written against the width's intrinsics (the
//! lane count, shift counts and masks are constants at the call).
//!
//! Where the widths differ in what they can do in one instruction, the trait
//! offers the operation and each width implements it its own way: a
//! fill's step is a rotate (`vprolvq`) on 512 bits and a shift below;
//! `a | (b & c)` is one `vpternlogq` on 512 bits and two operations below.
//!
//! Every board is a 64-bit lane: `LANES` boards per vector.

use core::arch::x86_64::*;

/// A vector of 64-bit lanes, each holding one board.
///
/// # Safety (all methods)
/// The CPU must support the instructions of the implementing width: SSE2
/// for `__m128i` (the x86-64 baseline), AVX2 for `__m256i`, AVX-512 F and
/// BW for `__m512i`. Callers are `#[target_feature]` functions that enable
/// them; the methods inline into those callers.
pub(crate) trait Vector: Copy {
    /// Boards per vector.
    const LANES: usize;

    /// A signed distance for [`Vector::step`], in the form the width's
    /// shift or rotate takes.
    type Step: Copy;

    /// `x` in every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn splat(x: u64) -> Self;

    /// All lanes zero.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn zero() -> Self;

    /// `LANES` boards from `p`, any alignment.
    ///
    /// # Safety
    /// The CPU supports the width; `p` is valid for reading `LANES` boards.
    unsafe fn load_unaligned(p: *const u64) -> Self;

    /// The lanes to `p`, any alignment.
    ///
    /// # Safety
    /// The CPU supports the width; `p` is valid for writing `LANES` boards.
    unsafe fn store_unaligned(self, p: *mut u64);

    /// `self & b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn and(self, b: Self) -> Self;

    /// `self | b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn or(self, b: Self) -> Self;

    /// `self ^ b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn xor(self, b: Self) -> Self;

    /// `!self & b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn andnot(self, b: Self) -> Self;

    /// `self | (b & c)` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn or_and(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.or(b.and(c)) }
    }

    /// `(self ^ b) & c` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn xor_and(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.xor(b).and(c) }
    }

    /// `self ^ b ^ c` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn xor3(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.xor(b).xor(c) }
    }

    /// Every lane shifted left by `n` (below 64). With a constant `n` after
    /// inlining this is the immediate-count shift.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn shl(self, n: u32) -> Self;

    /// Every lane shifted right by `n` (below 64), as [`Vector::shl`].
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn shr(self, n: u32) -> Self;

    /// The distance `n` (`-63..=63`) for [`Vector::step`].
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn step_by(n: i32) -> Self::Step;

    /// Every lane's bits moved `n` places up (down if `n < 0`), `n` from
    /// [`Vector::step_by`]. The bits moved past one end may or may not come
    /// back in at the other: a rotate (`vprolvq`) on 512 bits, a shift
    /// below, whichever is one instruction. Callers mask those bits off, as
    /// the avoid-wrap masks of the fills do.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn step(self, s: Self::Step) -> Self;

    /// The bytes of every lane reversed (a board's ranks mirrored
    /// vertically).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn swap_bytes(self) -> Self;
}

/// A vector with a byte shuffle inside each 128-bit lane (`pshufb`, which
/// SSE2 lacks).
pub(crate) trait ByteShuffle: Vector {
    /// The 16 bytes in every 128-bit lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self;

    /// Byte `i` of the result is byte `self[i] & 15` of `table` (of the same
    /// 128-bit lane), or zero if bit 7 of `self[i]` is set.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn lookup_bytes(self, table: Self) -> Self;

    /// Every 16-bit word shifted right by 4 (the high nibbles of its bytes
    /// brought down).
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn shr_words_4(self) -> Self;
}

/// A vector with GFNI's affine transform, `gf2p8affineqb` with immediate 0:
/// for every byte `x_b` of a qword `x`, with the 8x8 bit matrix `A` (a qword
/// too),
///
/// ```text
/// bit i of result byte b = parity(A.byte[7 - i] & x_b)
/// ```
///
/// Either operand may be the board: a constant matrix applied to every rank
/// of a board ([`GaloisAffine::affine`]), or the board as the matrix,
/// applied to constant data ([`GaloisAffine::affine_as_matrix`]). What each
/// role does to a board is told in `generic::flip` (the GFNI bodies).
///
/// The VEX (256-bit) form needs GFNI and AVX, the EVEX (512-bit) form GFNI
/// and AVX-512 F: the callers' `#[target_feature]` enables `gfni` besides
/// the width's set.
pub(crate) trait GaloisAffine: Vector {
    /// Every lane as the data, `matrix` as `A` in every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]) and GFNI.
    unsafe fn affine(self, matrix: u64) -> Self;

    /// Every lane as the matrix `A` of its qword, `data` as the data in
    /// every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]) and GFNI.
    unsafe fn affine_as_matrix(self, data: u64) -> Self;
}

/// `vpshufb` indices reversing the bytes of both qwords of a 128-bit lane.
const SWAP_BYTES_INDEX: [u8; 16] = [7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8];

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

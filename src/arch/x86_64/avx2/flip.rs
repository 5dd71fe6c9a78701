//! AVX2 flip kernels: the `vpsllvq` + `vpmovmskb` transpose for one board,
//! `vpshufb` nibble lookups for bit reversal, and four boards per register
//! for the batch forms.
//!
//! The `_gfni` forms use `gf2p8affineqb` in its VEX form, which needs GFNI
//! and AVX but not AVX-512 (Intel client CPUs since Alder Lake, and their
//! Atom cores since Gracemont): the same constants and roles as the AVX-512
//! forms (`generic::flip` tells how it works on a board), one board in an
//! `xmm` register or four per `ymm` register. Their functions enable
//! `"avx,avx2,gfni"`, so they are `Avx2` implementations that a table holds
//! only where the CPU has GFNI.

use core::arch::x86_64::*;

use super::map_quads;
use crate::arch::generic::flip::{
    self as generic, ANTI_TRANSPOSE_SWAPS, COLUMNS_DOWN, COLUMNS_UP, REVERSED_HIGH_NIBBLE,
    REVERSED_LOW_NIBBLE, TRANSPOSE_SWAPS,
};
use crate::arch::generic::vector::Vector;

/// The board in all four qwords, each qword shifted left by its own count,
/// then bit 7 of every byte gathered. Shifting a qword left by `s` (at most
/// 7) brings bit `7 - s` of every byte to bit 7 of the same byte, so qword
/// `i` contributes byte `7 - s_i` of the transpose (bit `f` = rank `f`'s
/// bit). Two such gathers of 32 bits make the 8 output ranks.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn gather_columns(x: u64, lo: __m256i, hi: __m256i) -> u64 {
    let v = _mm256_set1_epi64x(x as i64);
    let l = _mm256_movemask_epi8(_mm256_sllv_epi64(v, lo)) as u32 as u64;
    let h = _mm256_movemask_epi8(_mm256_sllv_epi64(v, hi)) as u32 as u64;
    l | (h << 32)
}

/// Shifts 7, 6, 5, 4 give transpose ranks 0..=3; shifts 3..=0 ranks 4..=7.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn flip_diagonal_movemask(x: u64) -> u64 {
    gather_columns(
        x,
        _mm256_setr_epi64x(7, 6, 5, 4),
        _mm256_setr_epi64x(3, 2, 1, 0),
    )
}

/// Clockwise is the transpose with its ranks reversed: the same gathers
/// with the shift counts in the opposite order (0..=3, then 4..=7).
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn rotate_90_clockwise_movemask(x: u64) -> u64 {
    gather_columns(
        x,
        _mm256_setr_epi64x(0, 1, 2, 3),
        _mm256_setr_epi64x(4, 5, 6, 7),
    )
}

/// (f, r) -> (f, 7 - r) -> (7 - r, f): byte swap, then transpose.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn rotate_90_anticlockwise_movemask(x: u64) -> u64 {
    flip_diagonal_movemask(x.swap_bytes())
}

/// (f, r) -> (f, 7 - r) -> (7 - r, 7 - f): byte swap, then rotate clockwise.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn flip_anti_diagonal_movemask(x: u64) -> u64 {
    rotate_90_clockwise_movemask(x.swap_bytes())
}

/// Bits of every byte reversed by two 16-entry `pshufb` lookups: the
/// reversed low nibble becomes the high nibble and vice versa.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn mirror_bytes128(v: __m128i) -> __m128i {
    // SAFETY: both tables are 16 bytes; unaligned loads.
    let (lut_lo, lut_hi) = unsafe {
        (
            _mm_loadu_si128(REVERSED_LOW_NIBBLE.as_ptr().cast()),
            _mm_loadu_si128(REVERSED_HIGH_NIBBLE.as_ptr().cast()),
        )
    };
    let nibble = _mm_set1_epi8(0x0f);
    let lo = _mm_and_si128(v, nibble);
    let hi = _mm_and_si128(_mm_srli_epi16::<4>(v), nibble);
    _mm_or_si128(_mm_shuffle_epi8(lut_lo, lo), _mm_shuffle_epi8(lut_hi, hi))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn mirror_horizontal_nibble_lut(x: u64) -> u64 {
    _mm_cvtsi128_si64(mirror_bytes128(_mm_cvtsi64_si128(x as i64))) as u64
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn rotate_180_nibble_lut(x: u64) -> u64 {
    mirror_horizontal_nibble_lut(x.swap_bytes())
}

// ------------------------------------------------------------------ GFNI

/// `gf2p8affineqb` of data `d` with the board `m` as the matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn board_as_matrix(d: u64, m: u64) -> u64 {
    // SAFETY: GFNI is enabled here.
    unsafe { crate::arch::x86_64::vector::one_board_as_matrix(d, m) }
}

/// The board as data, the mirror matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn mirror_horizontal_gfni(x: u64) -> u64 {
    // SAFETY: GFNI is enabled here.
    unsafe { crate::arch::x86_64::vector::one_board_mirrored(x) }
}

/// Byte swap, then the mirror matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn rotate_180_gfni(x: u64) -> u64 {
    mirror_horizontal_gfni(x.swap_bytes())
}

/// The byte-swapped board as matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn flip_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x.swap_bytes())
}

/// The board as matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn flip_anti_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x)
}

/// The byte-swapped board as matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn rotate_90_clockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x.swap_bytes())
}

/// The board as matrix.
#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
pub(crate) fn rotate_90_anticlockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x)
}

// ---------------------------------------------------------------- batch forms

// The shared bodies (`generic::flip`) at four boards per register.

#[inline]
#[target_feature(enable = "avx,avx2")]
fn swap_bytes4(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { x.swap_bytes() }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn mirror4(v: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::mirror_nibble_lut(v) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn rotate_180_4(v: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::rotate_180_nibble_lut(v) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn delta_swap4(x: __m256i, (s, mask): (u32, u64)) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::delta_swap(x, s, mask) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn transpose4(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::transpose(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn anti_transpose4(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::anti_transpose(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn rotate_90_clockwise4(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::rotate_90_clockwise(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn rotate_90_anticlockwise4(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { generic::rotate_90_anticlockwise(x) }
}

// The GFNI bodies (`generic::flip`) at four boards per register.

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn mirror4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::mirror_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn rotate_180_4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::rotate_180_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn transpose4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::transpose_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn anti_transpose4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::anti_transpose_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn rotate_90_clockwise4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::rotate_90_clockwise_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2,gfni")]
fn rotate_90_anticlockwise4_gfni(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here.
    unsafe { generic::rotate_90_anticlockwise_gfni(x) }
}

/// `vpshufb` indices rotating every qword down by `r` bytes (ranks), in
/// both 128-bit lanes (`generic::rotate_ranks_index`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn rotate_ranks_index(r: u8) -> __m256i {
    let index = generic::rotate_ranks_index(r);
    // SAFETY: `index` is 16 readable bytes; `loadu` takes any alignment.
    _mm256_broadcastsi128_si256(unsafe { _mm_loadu_si128(index.as_ptr().cast()) })
}

/// Files in `files[0]`, `[1]`, `[2]` rotate down 1, 2, 4 ranks (byte
/// rotations by `vpshufb`, the four-rank one by `vpshufd`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn pseudo_rotate4(x: __m256i, files: [u64; 3]) -> __m256i {
    let (by_1, by_2) = (rotate_ranks_index(1), rotate_ranks_index(2));
    // SAFETY: AVX2 is enabled here.
    unsafe {
        generic::pseudo_rotate(x, files, |x, k| match k {
            0 => _mm256_shuffle_epi8(x, by_1),
            1 => _mm256_shuffle_epi8(x, by_2),
            _ => _mm256_shuffle_epi32::<0b10_11_00_01>(x),
        })
    }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn pseudo_rotate_45_clockwise4(x: __m256i) -> __m256i {
    pseudo_rotate4(x, generic::PSEUDO_ROTATE_CLOCKWISE_FILES)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
fn pseudo_rotate_45_anticlockwise4(x: __m256i) -> __m256i {
    pseudo_rotate4(x, generic::PSEUDO_ROTATE_ANTICLOCKWISE_FILES)
}

macro_rules! avx2_map {
    ($features:literal: $($(#[$doc:meta])* $name:ident => $body:ident;)*) => {$(
        $(#[$doc])*
        /// Four boards per register ([`map_quads`]: aligned stores,
        /// masked head and tail).
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each group is read before it is written).
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_quads(src, dst, len, |v| $body(v)) }
        }
    )*};
}

avx2_map! { "avx,avx2,gfni":
    /// `gf2p8affineqb` with the mirror matrix.
    mirror_horizontal_gfni_batch => mirror4_gfni;
    /// Byte swap, then the mirror matrix.
    rotate_180_gfni_batch => rotate_180_4_gfni;
    /// Byte-swapped board as matrix.
    flip_diagonal_gfni_batch => transpose4_gfni;
    /// Board as matrix.
    flip_anti_diagonal_gfni_batch => anti_transpose4_gfni;
    /// Byte-swapped board as matrix.
    rotate_90_clockwise_gfni_batch => rotate_90_clockwise4_gfni;
    /// Board as matrix.
    rotate_90_anticlockwise_gfni_batch => rotate_90_anticlockwise4_gfni;
}

avx2_map! { "avx,avx2":
    /// Byte swap per qword (`vpshufb`).
    flip_vertical_shuffle_batch => swap_bytes4;
    /// Nibble lookup per byte (`vpshufb`).
    mirror_horizontal_nibble_lut_batch => mirror4;
    /// Byte swap, then nibble lookup.
    rotate_180_nibble_lut_batch => rotate_180_4;
    /// Three delta swaps per qword.
    flip_diagonal_delta_swap_batch => transpose4;
    /// Three delta swaps per qword.
    flip_anti_diagonal_delta_swap_batch => anti_transpose4;
    /// Transpose, then byte swap.
    rotate_90_clockwise_delta_swap_batch => rotate_90_clockwise4;
    /// Byte swap, then transpose.
    rotate_90_anticlockwise_delta_swap_batch => rotate_90_anticlockwise4;
    /// Byte rotations selected by file.
    pseudo_rotate_45_clockwise_shuffle_batch => pseudo_rotate_45_clockwise4;
    /// Byte rotations selected by file.
    pseudo_rotate_45_anticlockwise_shuffle_batch => pseudo_rotate_45_anticlockwise4;
}

// ------------------------------------------- eight boards in two registers

/// `lo`, `hi` of eight boards: ranks 0..=3 (low dwords) and ranks 4..=7
/// (high dwords) of boards `a` and `b` (four each), by `vshufps`.
/// Dword `i` of each lane: `a0, a1, b0, b1` of that lane.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn split_dwords(a: __m256i, b: __m256i) -> (__m256i, __m256i) {
    let (a, b) = (_mm256_castsi256_ps(a), _mm256_castsi256_ps(b));
    (
        _mm256_castps_si256(_mm256_shuffle_ps::<0b10_00_10_00>(a, b)),
        _mm256_castps_si256(_mm256_shuffle_ps::<0b11_01_11_01>(a, b)),
    )
}

/// The inverse of [`split_dwords`]: `vunpcklps`/`vunpckhps` interleave the
/// halves back into qwords.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn join_dwords(lo: __m256i, hi: __m256i) -> (__m256i, __m256i) {
    let (lo, hi) = (_mm256_castsi256_ps(lo), _mm256_castsi256_ps(hi));
    (
        _mm256_castps_si256(_mm256_unpacklo_ps(lo, hi)),
        _mm256_castps_si256(_mm256_unpackhi_ps(lo, hi)),
    )
}

/// The transpose of eight boards held as rank halves. The 4x4-block
/// exchange (the 28-bit delta swap) is then between registers: the high
/// nibbles of `lo` trade places with the low nibbles of `hi`, 32-bit
/// shifts by 4, two registers' worth of boards in each operation. The
/// other two delta swaps stay inside a dword. The three swaps commute.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn transpose_halves(lo: __m256i, hi: __m256i) -> (__m256i, __m256i) {
    let t = _mm256_and_si256(
        _mm256_xor_si256(lo, _mm256_slli_epi32::<4>(hi)),
        _mm256_set1_epi32(0xf0f0_f0f0_u32 as i32),
    );
    let lo = _mm256_xor_si256(lo, t);
    let hi = _mm256_xor_si256(hi, _mm256_srli_epi32::<4>(t));
    let swap = |x| {
        let x = delta_swap4(x, TRANSPOSE_SWAPS[0]);
        delta_swap4(x, TRANSPOSE_SWAPS[1])
    };
    (swap(lo), swap(hi))
}

/// [`transpose_halves`] for the anti-transpose: the 36-bit swap trades the
/// low nibbles of `lo` with the high nibbles of `hi`.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn anti_transpose_halves(lo: __m256i, hi: __m256i) -> (__m256i, __m256i) {
    let t = _mm256_and_si256(
        _mm256_xor_si256(lo, _mm256_srli_epi32::<4>(hi)),
        _mm256_set1_epi32(0x0f0f_0f0f),
    );
    let lo = _mm256_xor_si256(lo, t);
    let hi = _mm256_xor_si256(hi, _mm256_slli_epi32::<4>(t));
    let swap = |x| {
        let x = delta_swap4(x, ANTI_TRANSPOSE_SWAPS[0]);
        delta_swap4(x, ANTI_TRANSPOSE_SWAPS[1])
    };
    (swap(lo), swap(hi))
}

/// `start` four boards at a time, the `halves` transpose eight boards (two
/// registers) at a time, then `finish` four
/// at a time; the remainder goes through [`map_quads`] with `single`.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src` (each
/// group is read before it is written).
#[inline]
#[target_feature(enable = "avx,avx2")]
unsafe fn map_octs(
    src: *const u64,
    dst: *mut u64,
    len: usize,
    start: impl Fn(__m256i) -> __m256i,
    halves: impl Fn(__m256i, __m256i) -> (__m256i, __m256i),
    finish: impl Fn(__m256i) -> __m256i,
    single: impl Fn(__m256i) -> __m256i,
) {
    let full = len / 8 * 8;
    let mut i = 0;
    while i < full {
        // SAFETY: boards `i..i + 8` are within `0..full`, valid at both
        // pointers (caller); both groups are loaded before either store.
        unsafe {
            let a = start(_mm256_loadu_si256(src.add(i).cast()));
            let b = start(_mm256_loadu_si256(src.add(i + 4).cast()));
            let (lo, hi) = split_dwords(a, b);
            let (lo, hi) = halves(lo, hi);
            let (a, b) = join_dwords(lo, hi);
            _mm256_storeu_si256(dst.add(i).cast(), finish(a));
            _mm256_storeu_si256(dst.add(i + 4).cast(), finish(b));
        }
        i += 8;
    }
    // SAFETY: boards `full..len` are valid at both pointers (caller).
    unsafe { map_quads(src.add(full), dst.add(full), len - full, single) }
}

/// Eight boards per iteration, the block exchange between registers.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn flip_diagonal_split_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: forwarded from the caller.
    unsafe {
        map_octs(
            src,
            dst,
            len,
            |v| v,
            |l, h| transpose_halves(l, h),
            |v| v,
            |v| transpose4(v),
        )
    }
}

/// Eight boards per iteration, the block exchange between registers.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn flip_anti_diagonal_split_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: forwarded from the caller.
    unsafe {
        map_octs(
            src,
            dst,
            len,
            |v| v,
            |l, h| anti_transpose_halves(l, h),
            |v| v,
            |v| anti_transpose4(v),
        )
    }
}

/// Transpose, then byte swap.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn rotate_90_clockwise_split_batch(src: *const u64, dst: *mut u64, len: usize) {
    // SAFETY: forwarded from the caller.
    unsafe {
        map_octs(
            src,
            dst,
            len,
            |v| v,
            |l, h| transpose_halves(l, h),
            |v| swap_bytes4(v),
            |v| rotate_90_clockwise4(v),
        )
    }
}

/// Byte swap, then transpose.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn rotate_90_anticlockwise_split_batch(
    src: *const u64,
    dst: *mut u64,
    len: usize,
) {
    // SAFETY: forwarded from the caller.
    unsafe {
        map_octs(
            src,
            dst,
            len,
            |v| swap_bytes4(v),
            |l, h| transpose_halves(l, h),
            |v| v,
            |v| rotate_90_anticlockwise4(v),
        )
    }
}

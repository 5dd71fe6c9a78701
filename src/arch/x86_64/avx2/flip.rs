//! AVX2 flip kernels: the `vpsllvq` + `vpmovmskb` transpose for one board,
//! `vpshufb` nibble lookups for bit reversal, and four boards per register
//! for the batch forms.

use core::arch::x86_64::*;

use super::map_quads;

/// The board in all four qwords, each qword shifted left by its own count,
/// then bit 7 of every byte gathered. Shifting a qword left by `s` (at most
/// 7) brings bit `7 - s` of every byte to bit 7 of the same byte, so qword
/// `i` contributes byte `7 - s_i` of the transpose (bit `f` = rank `f`'s
/// bit). Two such gathers of 32 bits make the 8 output ranks.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn gather_columns(x: u64, lo: __m256i, hi: __m256i) -> u64 {
    let v = _mm256_set1_epi64x(x as i64);
    let l = _mm256_movemask_epi8(_mm256_sllv_epi64(v, lo)) as u32 as u64;
    let h = _mm256_movemask_epi8(_mm256_sllv_epi64(v, hi)) as u32 as u64;
    l | (h << 32)
}

/// Shifts 7, 6, 5, 4 give transpose ranks 0..=3; shifts 3..=0 ranks 4..=7.
#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn flip_diagonal_movemask(x: u64) -> u64 {
    gather_columns(
        x,
        _mm256_setr_epi64x(7, 6, 5, 4),
        _mm256_setr_epi64x(3, 2, 1, 0),
    )
}

/// Clockwise is the transpose with its ranks reversed: the same gathers
/// with the shift counts in the opposite order (0..=3, then 4..=7).
#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn rotate_90_clockwise_movemask(x: u64) -> u64 {
    gather_columns(
        x,
        _mm256_setr_epi64x(0, 1, 2, 3),
        _mm256_setr_epi64x(4, 5, 6, 7),
    )
}

/// (f, r) -> (f, 7 - r) -> (7 - r, f): byte swap, then transpose.
#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn rotate_90_anticlockwise_movemask(x: u64) -> u64 {
    flip_diagonal_movemask(x.swap_bytes())
}

/// (f, r) -> (f, 7 - r) -> (7 - r, 7 - f): byte swap, then rotate clockwise.
#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn flip_anti_diagonal_movemask(x: u64) -> u64 {
    rotate_90_clockwise_movemask(x.swap_bytes())
}

/// `rev4(n) << 4`, indexed by a low nibble `n`.
const REVERSED_LOW_NIBBLE: [u8; 16] = [
    0x00, 0x80, 0x40, 0xc0, 0x20, 0xa0, 0x60, 0xe0, 0x10, 0x90, 0x50, 0xd0, 0x30, 0xb0, 0x70, 0xf0,
];
/// `rev4(n)`, indexed by a high nibble `n`.
const REVERSED_HIGH_NIBBLE: [u8; 16] = [
    0x0, 0x8, 0x4, 0xc, 0x2, 0xa, 0x6, 0xe, 0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf,
];

/// Bits of every byte reversed by two 16-entry `pshufb` lookups: the
/// reversed low nibble becomes the high nibble and vice versa.
#[target_feature(enable = "avx,avx2")]
#[inline]
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

#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn mirror_horizontal_nibble_lut(x: u64) -> u64 {
    _mm_cvtsi128_si64(mirror_bytes128(_mm_cvtsi64_si128(x as i64))) as u64
}

#[target_feature(enable = "avx,avx2")]
#[inline]
pub(crate) fn rotate_180_nibble_lut(x: u64) -> u64 {
    mirror_horizontal_nibble_lut(x.swap_bytes())
}

// ---------------------------------------------------------------- batch forms

/// `vpshufb` indices (per 128-bit lane) that reverse the bytes of each qword.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn swap_bytes_index() -> __m256i {
    let lane = _mm_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
    _mm256_broadcastsi128_si256(lane)
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn swap_bytes4(x: __m256i) -> __m256i {
    _mm256_shuffle_epi8(x, swap_bytes_index())
}

/// The nibble lookup of `mirror_bytes128` on 32 bytes.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn mirror4(v: __m256i) -> __m256i {
    // SAFETY: both tables are 16 bytes; unaligned loads.
    let (lut_lo, lut_hi) = unsafe {
        (
            _mm256_broadcastsi128_si256(_mm_loadu_si128(REVERSED_LOW_NIBBLE.as_ptr().cast())),
            _mm256_broadcastsi128_si256(_mm_loadu_si128(REVERSED_HIGH_NIBBLE.as_ptr().cast())),
        )
    };
    let nibble = _mm256_set1_epi8(0x0f);
    let lo = _mm256_and_si256(v, nibble);
    let hi = _mm256_and_si256(_mm256_srli_epi16::<4>(v), nibble);
    _mm256_or_si256(
        _mm256_shuffle_epi8(lut_lo, lo),
        _mm256_shuffle_epi8(lut_hi, hi),
    )
}

/// Byte swap, then the nibble lookup.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn rotate_180_4(v: __m256i) -> __m256i {
    mirror4(swap_bytes4(v))
}

/// Exchange the bits of `mask` with those `S` places above them, per qword.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn delta_swap4<const S: i32>(x: __m256i, mask: u64) -> __m256i {
    let t = _mm256_and_si256(
        _mm256_xor_si256(x, _mm256_srli_epi64::<S>(x)),
        _mm256_set1_epi64x(mask as i64),
    );
    _mm256_xor_si256(_mm256_xor_si256(x, t), _mm256_slli_epi64::<S>(t))
}

/// Transpose: single squares, 2x2 blocks, 4x4 blocks (see `sse2::flip`).
#[target_feature(enable = "avx,avx2")]
#[inline]
fn transpose4(x: __m256i) -> __m256i {
    let x = delta_swap4::<7>(x, 0x00aa_00aa_00aa_00aa);
    let x = delta_swap4::<14>(x, 0x0000_cccc_0000_cccc);
    delta_swap4::<28>(x, 0x0000_0000_f0f0_f0f0)
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn anti_transpose4(x: __m256i) -> __m256i {
    let x = delta_swap4::<9>(x, 0x0055_0055_0055_0055);
    let x = delta_swap4::<18>(x, 0x0000_3333_0000_3333);
    delta_swap4::<36>(x, 0x0000_0000_0f0f_0f0f)
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn rotate_90_clockwise4(x: __m256i) -> __m256i {
    swap_bytes4(transpose4(x))
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn rotate_90_anticlockwise4(x: __m256i) -> __m256i {
    transpose4(swap_bytes4(x))
}

/// `vpshufb` indices rotating every qword down by `r` bytes (ranks):
/// destination byte `i` takes source byte `(i + r) mod 8`.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn rotate_ranks_index(r: u8) -> __m256i {
    let mut idx = [0u8; 16];
    for (i, b) in idx.iter_mut().enumerate() {
        *b = (i as u8 & 8) | ((i as u8 + r) & 7);
    }
    _mm256_broadcastsi128_si256(_mm_setr_epi8(
        idx[0] as i8,
        idx[1] as i8,
        idx[2] as i8,
        idx[3] as i8,
        idx[4] as i8,
        idx[5] as i8,
        idx[6] as i8,
        idx[7] as i8,
        idx[8] as i8,
        idx[9] as i8,
        idx[10] as i8,
        idx[11] as i8,
        idx[12] as i8,
        idx[13] as i8,
        idx[14] as i8,
        idx[15] as i8,
    ))
}

/// `x` where `k` is clear, `r` where it is set.
#[target_feature(enable = "avx,avx2")]
#[inline]
fn select4(x: __m256i, r: __m256i, k: u64) -> __m256i {
    let k = _mm256_set1_epi64x(k as i64);
    _mm256_xor_si256(x, _mm256_and_si256(k, _mm256_xor_si256(x, r)))
}

/// Files in `k1`, `k2`, `k4` rotate down 1, 2, 4 ranks (byte rotations by
/// `vpshufb`, selected by file mask).
#[target_feature(enable = "avx,avx2")]
#[inline]
fn pseudo_rotate4(x: __m256i, k1: u64, k2: u64, k4: u64) -> __m256i {
    let x = select4(x, _mm256_shuffle_epi8(x, rotate_ranks_index(1)), k1);
    let x = select4(x, _mm256_shuffle_epi8(x, rotate_ranks_index(2)), k2);
    select4(x, _mm256_shuffle_epi32::<0b10_11_00_01>(x), k4)
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn pseudo_rotate_45_clockwise4(x: __m256i) -> __m256i {
    pseudo_rotate4(
        x,
        0xaaaa_aaaa_aaaa_aaaa,
        0xcccc_cccc_cccc_cccc,
        0xf0f0_f0f0_f0f0_f0f0,
    )
}

#[target_feature(enable = "avx,avx2")]
#[inline]
fn pseudo_rotate_45_anticlockwise4(x: __m256i) -> __m256i {
    pseudo_rotate4(
        x,
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
    )
}

macro_rules! avx2_map {
    ($($(#[$doc:meta])* $name:ident => $body:ident;)*) => {$(
        $(#[$doc])*
        /// Four boards per register ([`map_quads`]: aligned stores,
        /// masked head and tail).
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each group is read before it is written).
        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_quads(src, dst, len, |v| $body(v)) }
        }
    )*};
}

avx2_map! {
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

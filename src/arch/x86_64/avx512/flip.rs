//! AVX-512 flip kernels: `gf2p8affineqb` (GFNI) as an 8x8 bit-matrix
//! engine, `vpshufb` byte swaps, `vprorq` + `vpternlogq` for the
//! pseudo-rotations, and eight boards per register for the batch forms.
//!
//! # `gf2p8affineqb` as a bit transform
//!
//! `_mm*_gf2p8affine_epi64_epi8(x, a, 0)` computes, for every byte `x_b` of
//! qword `j` of `x`, with `A` = qword `j` of `a`:
//!
//! ```text
//! bit i of result byte b = parity(A.byte[7 - i] & x_b)
//! ```
//!
//! Two ways to use it on a board:
//!
//! * board as data, constant `A`: a per-byte (per-rank) bit permutation.
//!   With `A.byte[m] = 1 << m` (`A = 0x8040_2010_0804_0201`) bit `i` of each
//!   byte takes bit `7 - i`: every rank is mirrored.
//! * board as the matrix `A`, constant data with one bit per byte,
//!   `x_b = 1 << c_b`: bit `i` of result byte `b` is bit `c_b` of
//!   `A.byte[7 - i]`, i.e. result square (file `i`, rank `b`) reads square
//!   (file `c_b`, rank `7 - i`) of `A`. With `A = board`:
//!   `c_b = b` is the anticlockwise rotation, `c_b = 7 - b` the
//!   anti-diagonal flip. With `A = swap_bytes(board)` (rank `7 - i` of `A` is
//!   rank `i` of the board): `c_b = b` is the transpose, `c_b = 7 - b` the
//!   clockwise rotation. One instruction, plus a `vpshufb` for the two
//!   that need the byte swap.

use core::arch::x86_64::*;

use super::map_boards;

/// Matrix that reverses the bits of every byte (see the module docs).
const MIRROR_MATRIX: i64 = 0x8040_2010_0804_0201_u64 as i64;
/// Data bytes `1 << b` (`c_b = b`).
const COLUMNS_UP: i64 = 0x8040_2010_0804_0201_u64 as i64;
/// Data bytes `1 << (7 - b)` (`c_b = 7 - b`).
const COLUMNS_DOWN: i64 = 0x0102_0408_1020_4080;

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
/// `gf2p8affineqb` of data `d` with the board `m` as the matrix.
#[inline]
fn board_as_matrix(d: i64, m: u64) -> u64 {
    let r = _mm_gf2p8affine_epi64_epi8::<0>(_mm_set1_epi64x(d), _mm_cvtsi64_si128(m as i64));
    _mm_cvtsi128_si64(r) as u64
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn mirror_horizontal_gfni(x: u64) -> u64 {
    let r = _mm_gf2p8affine_epi64_epi8::<0>(
        _mm_cvtsi64_si128(x as i64),
        _mm_set1_epi64x(MIRROR_MATRIX),
    );
    _mm_cvtsi128_si64(r) as u64
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn rotate_180_gfni(x: u64) -> u64 {
    mirror_horizontal_gfni(x.swap_bytes())
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn flip_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x.swap_bytes())
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn flip_anti_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x)
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn rotate_90_clockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x.swap_bytes())
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
pub(crate) fn rotate_90_anticlockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x)
}
}

// ---------------------------------------------------------------- batch forms

target_fn! { "avx512f,avx512bw,avx512vl" =>
/// `vpshufb` indices (per 128-bit lane) that reverse the bytes of each qword.
#[inline]
fn swap_bytes8(x: __m512i) -> __m512i {
    let lane = _mm_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
    _mm512_shuffle_epi8(x, _mm512_broadcast_i32x4(lane))
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn mirror8_gfni(x: __m512i) -> __m512i {
    _mm512_gf2p8affine_epi64_epi8::<0>(x, _mm512_set1_epi64(MIRROR_MATRIX))
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn rotate_180_8_gfni(x: __m512i) -> __m512i {
    mirror8_gfni(swap_bytes8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn transpose8_gfni(x: __m512i) -> __m512i {
    _mm512_gf2p8affine_epi64_epi8::<0>(_mm512_set1_epi64(COLUMNS_UP), swap_bytes8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn anti_transpose8_gfni(x: __m512i) -> __m512i {
    _mm512_gf2p8affine_epi64_epi8::<0>(_mm512_set1_epi64(COLUMNS_DOWN), x)
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn rotate_90_clockwise8_gfni(x: __m512i) -> __m512i {
    _mm512_gf2p8affine_epi64_epi8::<0>(_mm512_set1_epi64(COLUMNS_DOWN), swap_bytes8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl,gfni" =>
#[inline]
fn rotate_90_anticlockwise8_gfni(x: __m512i) -> __m512i {
    _mm512_gf2p8affine_epi64_epi8::<0>(_mm512_set1_epi64(COLUMNS_UP), x)
}
}

/// `vpternlogq` truth tables (operands a, b, c).
const XOR3: i32 = 0x96; // a ^ b ^ c
const XOR_AND: i32 = 0x28; // (a ^ b) & c
const SELECT: i32 = 0xca; // a ? b : c

target_fn! { "avx512f,avx512bw,avx512vl" =>
/// Delta swap in two `vpternlogq` and two shifts.
#[inline]
fn delta_swap8<const S: u32>(x: __m512i, mask: u64) -> __m512i {
    let t = _mm512_ternarylogic_epi64::<XOR_AND>(
        x,
        _mm512_srli_epi64::<S>(x),
        _mm512_set1_epi64(mask as i64),
    );
    _mm512_ternarylogic_epi64::<XOR3>(x, t, _mm512_slli_epi64::<S>(t))
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn transpose8(x: __m512i) -> __m512i {
    let x = delta_swap8::<7>(x, 0x00aa_00aa_00aa_00aa);
    let x = delta_swap8::<14>(x, 0x0000_cccc_0000_cccc);
    delta_swap8::<28>(x, 0x0000_0000_f0f0_f0f0)
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn anti_transpose8(x: __m512i) -> __m512i {
    let x = delta_swap8::<9>(x, 0x0055_0055_0055_0055);
    let x = delta_swap8::<18>(x, 0x0000_3333_0000_3333);
    delta_swap8::<36>(x, 0x0000_0000_0f0f_0f0f)
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn rotate_90_clockwise8(x: __m512i) -> __m512i {
    swap_bytes8(transpose8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn rotate_90_anticlockwise8(x: __m512i) -> __m512i {
    transpose8(swap_bytes8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
/// Nibble lookup (see `avx2::flip`) on 64 bytes, for CPUs without GFNI.
#[inline]
fn mirror8(v: __m512i) -> __m512i {
    let lut_lo = _mm512_broadcast_i32x4(_mm_setr_epi8(
        0x00,
        0x80u8 as i8,
        0x40,
        0xc0u8 as i8,
        0x20,
        0xa0u8 as i8,
        0x60,
        0xe0u8 as i8,
        0x10,
        0x90u8 as i8,
        0x50,
        0xd0u8 as i8,
        0x30,
        0xb0u8 as i8,
        0x70,
        0xf0u8 as i8,
    ));
    let lut_hi = _mm512_broadcast_i32x4(_mm_setr_epi8(
        0x0, 0x8, 0x4, 0xc, 0x2, 0xa, 0x6, 0xe, 0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf,
    ));
    let nibble = _mm512_set1_epi8(0x0f);
    let lo = _mm512_and_si512(v, nibble);
    let hi = _mm512_and_si512(_mm512_srli_epi16::<4>(v), nibble);
    _mm512_or_si512(
        _mm512_shuffle_epi8(lut_lo, lo),
        _mm512_shuffle_epi8(lut_hi, hi),
    )
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn rotate_180_8(x: __m512i) -> __m512i {
    mirror8(swap_bytes8(x))
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
/// Files in `k1`, `k2`, `k4` rotate down 1, 2, 4 ranks: `vprorq` by 8, 16,
/// 32 bits, merged by file mask with one `vpternlogq` each.
#[inline]
fn pseudo_rotate8(x: __m512i, k1: u64, k2: u64, k4: u64) -> __m512i {
    let k = |m: u64| _mm512_set1_epi64(m as i64);
    let x = _mm512_ternarylogic_epi64::<SELECT>(k(k1), _mm512_ror_epi64::<8>(x), x);
    let x = _mm512_ternarylogic_epi64::<SELECT>(k(k2), _mm512_ror_epi64::<16>(x), x);
    _mm512_ternarylogic_epi64::<SELECT>(k(k4), _mm512_ror_epi64::<32>(x), x)
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn pseudo_rotate_45_clockwise8(x: __m512i) -> __m512i {
    pseudo_rotate8(
        x,
        0xaaaa_aaaa_aaaa_aaaa,
        0xcccc_cccc_cccc_cccc,
        0xf0f0_f0f0_f0f0_f0f0,
    )
}
}

target_fn! { "avx512f,avx512bw,avx512vl" =>
#[inline]
fn pseudo_rotate_45_anticlockwise8(x: __m512i) -> __m512i {
    pseudo_rotate8(
        x,
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
    )
}
}

macro_rules! avx512_map {
    ($features:literal: $($(#[$doc:meta])* $name:ident => $body:ident;)*) => {$(
        target_fn! { $features =>
        $(#[$doc])*
        /// Eight boards per register ([`map_boards`]: aligned stores,
        /// masked head and tail).
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each group is read before it is written).
        #[inline]
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_boards(src, dst, len, |v| $body(v)) }
        }
        }
    )*};
}

avx512_map! { "avx512f,avx512bw,avx512vl,gfni":
    /// `gf2p8affineqb` with the mirror matrix.
    mirror_horizontal_gfni_batch => mirror8_gfni;
    /// Byte swap, then the mirror matrix.
    rotate_180_gfni_batch => rotate_180_8_gfni;
    /// Byte-swapped board as matrix.
    flip_diagonal_gfni_batch => transpose8_gfni;
    /// Board as matrix.
    flip_anti_diagonal_gfni_batch => anti_transpose8_gfni;
    /// Byte-swapped board as matrix.
    rotate_90_clockwise_gfni_batch => rotate_90_clockwise8_gfni;
    /// Board as matrix.
    rotate_90_anticlockwise_gfni_batch => rotate_90_anticlockwise8_gfni;
}

avx512_map! { "avx512f,avx512bw,avx512vl":
    /// Byte swap per qword (`vpshufb`).
    flip_vertical_shuffle_batch => swap_bytes8;
    /// Nibble lookup per byte (`vpshufb`).
    mirror_horizontal_nibble_lut_batch => mirror8;
    /// Byte swap, then nibble lookup.
    rotate_180_nibble_lut_batch => rotate_180_8;
    /// Three delta swaps per qword with `vpternlogq`.
    flip_diagonal_delta_swap_batch => transpose8;
    /// Three delta swaps per qword with `vpternlogq`.
    flip_anti_diagonal_delta_swap_batch => anti_transpose8;
    /// Transpose, then byte swap.
    rotate_90_clockwise_delta_swap_batch => rotate_90_clockwise8;
    /// Byte swap, then transpose.
    rotate_90_anticlockwise_delta_swap_batch => rotate_90_anticlockwise8;
    /// `vprorq` + `vpternlogq` selects.
    pseudo_rotate_45_clockwise_rotate_batch => pseudo_rotate_45_clockwise8;
    /// `vprorq` + `vpternlogq` selects.
    pseudo_rotate_45_anticlockwise_rotate_batch => pseudo_rotate_45_anticlockwise8;
}

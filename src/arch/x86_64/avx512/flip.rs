//! AVX-512 flip kernels: `gf2p8affineqb` (GFNI) as an 8x8 bit-matrix
//! engine, `vpshufb` byte swaps, `vprorq` + `vpternlogq` for the
//! pseudo-rotations, and eight boards per register for the batch forms.
//!
//! `gf2p8affineqb` as a bit transform, its constants and the batch bodies
//! are shared with the AVX2+GFNI forms (`generic::flip`, whose module docs
//! tell how it works on a board).

use core::arch::x86_64::*;

use super::map_boards;
use crate::arch::generic::flip::{self as generic, COLUMNS_DOWN, COLUMNS_UP};
use crate::arch::generic::vector::Vector;

/// `gf2p8affineqb` of data `d` with the board `m` as the matrix.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn board_as_matrix(d: u64, m: u64) -> u64 {
    // SAFETY: GFNI is enabled here.
    unsafe { crate::arch::x86_64::vector::one_board_as_matrix(d, m) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn mirror_horizontal_gfni(x: u64) -> u64 {
    // SAFETY: GFNI is enabled here.
    unsafe { crate::arch::x86_64::vector::one_board_mirrored(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn rotate_180_gfni(x: u64) -> u64 {
    mirror_horizontal_gfni(x.swap_bytes())
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn flip_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x.swap_bytes())
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn flip_anti_diagonal_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn rotate_90_clockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_DOWN, x.swap_bytes())
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn rotate_90_anticlockwise_gfni(x: u64) -> u64 {
    board_as_matrix(COLUMNS_UP, x)
}

// ---------------------------------------------------------------- batch forms

/// Byte swap per qword (`vpshufb`, the shared `Vector::swap_bytes`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn swap_bytes8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { x.swap_bytes() }
}

// The GFNI bodies (`generic::flip`) at eight boards per register.

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn mirror8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::mirror_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn rotate_180_8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::rotate_180_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn transpose8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::transpose_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn anti_transpose8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::anti_transpose_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn rotate_90_clockwise8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::rotate_90_clockwise_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn rotate_90_anticlockwise8_gfni(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { generic::rotate_90_anticlockwise_gfni(x) }
}

// The shared bodies (`generic::flip`) at eight boards per register: the
// delta swaps take two `vpternlogq` each through `Vector::xor_and`/`xor3`.

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn transpose8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::transpose(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn anti_transpose8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::anti_transpose(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn rotate_90_clockwise8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::rotate_90_clockwise(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn rotate_90_anticlockwise8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::rotate_90_anticlockwise(x) }
}

/// Nibble lookup per byte, for CPUs without GFNI.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn mirror8(v: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::mirror_nibble_lut(v) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn rotate_180_8(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { generic::rotate_180_nibble_lut(x) }
}

/// `vpternlogq` truth table `a ? b : c` (operands a = 0xf0, b = 0xcc, c = 0xaa).
const SELECT: i32 = 0xca;

/// Files in `k1`, `k2`, `k4` rotate down 1, 2, 4 ranks: `vprorq` by 8, 16,
/// 32 bits, merged by file mask with one `vpternlogq` each.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn pseudo_rotate8(x: __m512i, k1: u64, k2: u64, k4: u64) -> __m512i {
    let k = |m: u64| _mm512_set1_epi64(m as i64);
    let x = _mm512_ternarylogic_epi64::<SELECT>(k(k1), _mm512_ror_epi64::<8>(x), x);
    let x = _mm512_ternarylogic_epi64::<SELECT>(k(k2), _mm512_ror_epi64::<16>(x), x);
    _mm512_ternarylogic_epi64::<SELECT>(k(k4), _mm512_ror_epi64::<32>(x), x)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn pseudo_rotate_45_clockwise8(x: __m512i) -> __m512i {
    pseudo_rotate8(
        x,
        0xaaaa_aaaa_aaaa_aaaa,
        0xcccc_cccc_cccc_cccc,
        0xf0f0_f0f0_f0f0_f0f0,
    )
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn pseudo_rotate_45_anticlockwise8(x: __m512i) -> __m512i {
    pseudo_rotate8(
        x,
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0f0f_0f0f_0f0f_0f0f,
    )
}

macro_rules! avx512_map {
    ($features:literal: $($(#[$doc:meta])* $name:ident => $body:ident;)*) => {$(
        $(#[$doc])*
        /// Eight boards per register ([`map_boards`]: aligned stores,
        /// masked head and tail).
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each group is read before it is written).
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { map_boards(src, dst, len, |v| $body(v)) }
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

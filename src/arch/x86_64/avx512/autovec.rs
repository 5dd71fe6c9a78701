//! The portable batch loops of `arch::all`, compiled for AVX-512 (F, BW,
//! VL and DQ, the last for 64-bit `vpmullq` in the multiply formulas): the
//! same scalar formula, one board per iteration, which LLVM auto-vectorises
//! with 512-bit registers. They compete with the hand-written AVX-512 forms
//! in the registry as `avx512/autovec-<method>`.
//!
//! These use `#[target_feature]` directly, not the `multiversion` crate's
//! `target` attribute as the AVX2 copies do: for any `avx512*` target,
//! `multiversion` 0.9 also enables every AVX-512 extension of Ice Lake
//! (BITALG, IFMA, VNNI, VPOPCNTDQ, VAES and more), which the crate does not
//! detect, so a candidate could not state exactly the features its function
//! enables. The features here are the registry's `AVX512.union(AVX512DQ)`.

use crate::arch::all::{deposit as de, diagonal_shift as ds, extract as ex, flip as fl};
use crate::types::{File, Square};

/// Declares `$name` as the portable loop over `$single`, compiled for AVX-512.
macro_rules! avx512_loop {
    ($($shape:ident $(($p:ty))?, $name:ident, $single:path;)*) => {
        $(batch_loop!(#[target_feature(enable = "avx512f,avx512bw,avx512vl,avx512dq")] $shape $(($p))?, $name, $single);)*
    };
}

avx512_loop! {
    map, bl_binary_batch, ds::bl_binary;
    map, tl_binary_batch, ds::tl_binary;
    map, br_binary_batch, ds::br_binary;
    map, tr_binary_batch, ds::tr_binary;

    to_u8, extract_diagonal_multiply_batch, ex::diagonal_multiply;
    to_u8, extract_diagonal_rotate_batch, ex::diagonal_rotate;
    to_u8, extract_anti_diagonal_multiply_batch, ex::anti_diagonal_multiply;
    to_u8, extract_anti_diagonal_rotate_batch, ex::anti_diagonal_rotate;
    to_u8(File), extract_file_multiply_batch, ex::file_multiply;
    to_u8(Square), extract_diagonal_through_multiply_shift_batch, ex::diagonal_through_multiply_shift;
    to_u8(Square), extract_anti_diagonal_through_multiply_batch, ex::anti_diagonal_through_multiply;

    from_u8, deposit_diagonal_multiply_batch, de::diagonal_multiply;
    from_u8, deposit_anti_diagonal_multiply_batch, de::anti_diagonal_multiply;
    from_u8(File), deposit_file_multiply_batch, de::file_multiply;
    from_u8(File), deposit_file_binary_batch, de::file_binary;
    from_u8(Square), deposit_diagonal_through_multiply_batch, de::diagonal_through_multiply;
    from_u8(Square), deposit_anti_diagonal_through_multiply_batch, de::anti_diagonal_through_multiply;

    map, flip_vertical_swap_bytes_batch, fl::flip_vertical_swap_bytes;
    map, mirror_horizontal_delta_swap_batch, fl::mirror_horizontal_delta_swap;
    map, mirror_horizontal_reverse_bits_batch, fl::mirror_horizontal_reverse_bits;
    map, rotate_180_reverse_bits_batch, fl::rotate_180_reverse_bits;
    map, flip_diagonal_delta_swap_batch, fl::flip_diagonal_delta_swap;
    map, flip_anti_diagonal_delta_swap_batch, fl::flip_anti_diagonal_delta_swap;
    map, rotate_90_clockwise_delta_swap_batch, fl::rotate_90_clockwise_delta_swap;
    map, rotate_90_anticlockwise_delta_swap_batch, fl::rotate_90_anticlockwise_delta_swap;
    map, rotate_90_anticlockwise_swap_bytes_batch, fl::rotate_90_anticlockwise_swap_bytes;
    map, pseudo_rotate_45_clockwise_delta_swap_batch, fl::pseudo_rotate_45_clockwise_delta_swap;
    map, pseudo_rotate_45_anticlockwise_delta_swap_batch, fl::pseudo_rotate_45_anticlockwise_delta_swap;
}

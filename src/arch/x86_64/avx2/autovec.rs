//! The portable batch loops of `arch::all`, compiled for AVX2: the same
//! scalar formula, one board per iteration, which LLVM auto-vectorises with
//! 256-bit registers. They compete with the hand-written AVX2 forms in the
//! registry as `avx2/autovec-<method>` (the method of the portable loop);
//! the measurements decide which one a table takes.
//!
//! The clones come from the `multiversion` crate's `target` attribute, which
//! only adds `#[target_feature(enable = ...)]` for the named target; its
//! run-time dispatch (`#[multiversion]`) is not used, because the crate's
//! own table chooses among candidates after detection. The target
//! `x86_64+avx+avx2` enables exactly the registry's `AVX2` feature set.

use crate::arch::all::{deposit as de, diagonal_shift as ds, extract as ex, flip as fl};
use crate::types::{File, Square};

/// Declares `$name` as the portable loop over `$single`, compiled for AVX2.
macro_rules! avx2_loop {
    ($($shape:ident $(($p:ty))?, $name:ident, $single:path;)*) => {
        $(batch_loop!(#[multiversion::target("x86_64+avx+avx2")] $shape $(($p))?, $name, $single);)*
    };
}

avx2_loop! {
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

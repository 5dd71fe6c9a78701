//! The portable batch loops of `arch::all`, compiled for AVX-512 (F, BW,
//! VL): the same scalar formula, one board per iteration, which LLVM
//! auto-vectorises with 512-bit registers (`vprolq` for the rotates,
//! `vpternlogq` for the masked merges). They compete with the hand-written
//! AVX-512 forms in the registry as `avx512/autovec-<method>`.
//!
//! These are `batch_loop!("..." => ...)` with a `#[target_feature]`, not the
//! `multiversion` crate's `target` attribute: for any `avx512*` target,
//! `multiversion` 0.9 also enables every AVX-512 extension of Ice Lake
//! (BITALG, IFMA, VNNI, VPOPCNTDQ, VAES and more), which this crate does not
//! detect, so a candidate could not state exactly the features its function
//! enables.

use crate::arch::all::{diagonal_shift as ds, flip as fl};

/// Declares each `$name` as the portable loop over `$single`, compiled for
/// AVX-512.
macro_rules! avx512_loop {
    ($($shape:ident, $name:ident, $single:path;)*) => {
        $(batch_loop!("avx512f,avx512bw,avx512vl" => $shape, $name, $single);)*
    };
}

avx512_loop! {
    map, bl_binary_batch, ds::bl_binary;
    map, tl_binary_batch, ds::tl_binary;
    map, br_binary_batch, ds::br_binary;
    map, tr_binary_batch, ds::tr_binary;

    map, flip_vertical_swap_bytes_batch, fl::flip_vertical_swap_bytes;
    map, mirror_horizontal_reverse_bits_batch, fl::mirror_horizontal_reverse_bits;
    map, rotate_180_reverse_bits_batch, fl::rotate_180_reverse_bits;
    map, pseudo_rotate_45_clockwise_delta_swap_batch, fl::pseudo_rotate_45_clockwise_delta_swap;
    map, pseudo_rotate_45_anticlockwise_delta_swap_batch, fl::pseudo_rotate_45_anticlockwise_delta_swap;
}

// The set-wise leapers and pawns (`all::leapers`): a few shifts and masks
// per board. They tie the shared `generic::leapers` bodies at AVX-512 (Zen 4,
// `report --kernel leapers --rounds 9`: within 4 % on all five kernels).
use crate::arch::all::leapers as lp;
use crate::types::Color;

batch_loop!("avx512f,avx512bw,avx512vl" => map, knight_attacks_shift_batch, lp::knight_attacks);
batch_loop!("avx512f,avx512bw,avx512vl" => map, king_attacks_shift_batch, lp::king_attacks);
batch_loop!("avx512f,avx512bw,avx512vl" => map(Color), pawn_attacks_shift_batch, lp::pawn_attacks);
batch_loop!("avx512f,avx512bw,avx512vl" => zip(Color), pawn_pushes_shift_batch, lp::pawn_pushes);
batch_loop!("avx512f,avx512bw,avx512vl" => zip(Color), pawn_double_pushes_shift_batch, lp::pawn_double_pushes);

//! The portable batch loops of `arch::all`, compiled for AVX2: the same
//! scalar formula, one board per iteration, which LLVM auto-vectorises with
//! 256-bit registers. They compete with the hand-written AVX2 forms in the
//! registry as `avx2/autovec-<method>` (`<method>` names the portable
//! formula); the measurements beside the registry lists decide the order.
//!
//! Each copy is `batch_loop!("avx,avx2" => ...)`: the loop with
//! `#[target_feature(enable = "avx,avx2")]`, which the generated
//! `arch::target_features` records for the registry. (These once used the `multiversion`
//! crate's `target("x86_64+avx+avx2")` attribute, which adds the same
//! attribute; its run-time dispatch was never used, since the crate's own
//! table chooses among candidates after detection.)
//!
//! Only the loops that win or tie at their level are here. Measured and
//! left out (well behind the hand-written AVX2 form): the
//! diagonal shifts (binary), every extract and every deposit (AVX2 has no
//! 64-bit multiply, and the byte narrowing vectorises poorly), the
//! delta-swap `mirror_horizontal` and `rotate_90_anticlockwise`.

use crate::arch::all::flip as fl;

/// Declares each `$name` as the portable loop over `$single`, compiled for
/// AVX2.
macro_rules! avx2_loop {
    ($($shape:ident, $name:ident, $single:path;)*) => {
        $(batch_loop!("avx,avx2" => $shape, $name, $single);)*
    };
}

avx2_loop! {
    map, flip_vertical_swap_bytes_batch, fl::flip_vertical_swap_bytes;
    map, mirror_horizontal_reverse_bits_batch, fl::mirror_horizontal_reverse_bits;
    map, rotate_180_reverse_bits_batch, fl::rotate_180_reverse_bits;
    map, flip_diagonal_delta_swap_batch, fl::flip_diagonal_delta_swap;
    map, flip_anti_diagonal_delta_swap_batch, fl::flip_anti_diagonal_delta_swap;
    map, rotate_90_clockwise_delta_swap_batch, fl::rotate_90_clockwise_delta_swap;
    map, rotate_90_anticlockwise_swap_bytes_batch, fl::rotate_90_anticlockwise_swap_bytes;
    map, pseudo_rotate_45_clockwise_delta_swap_batch, fl::pseudo_rotate_45_clockwise_delta_swap;
    map, pseudo_rotate_45_anticlockwise_delta_swap_batch, fl::pseudo_rotate_45_anticlockwise_delta_swap;
}

// The set-wise leapers and pawns (`all::leapers`): a few shifts and masks
// per board. They tie the shared `generic::leapers` bodies at AVX2 (Zen 4,
// `report --kernel leapers --rounds 9`: within 4 % on all five kernels).
use crate::arch::all::leapers as lp;
use crate::types::Color;

batch_loop!("avx,avx2" => map, knight_attacks_shift_batch, lp::knight_attacks);
batch_loop!("avx,avx2" => map, king_attacks_shift_batch, lp::king_attacks);
batch_loop!("avx,avx2" => map(Color), pawn_attacks_shift_batch, lp::pawn_attacks);
batch_loop!("avx,avx2" => zip(Color), pawn_pushes_shift_batch, lp::pawn_pushes);
batch_loop!("avx,avx2" => zip(Color), pawn_double_pushes_shift_batch, lp::pawn_double_pushes);

//! The features of every `#[target_feature]` function of the `avx2`,
//! `bmi2`, `avx512` (x86-64) and `sve2` (aarch64) trees, as its attribute
//! writes them: one constant per function, at the function's path below
//! `arch::x86_64` or `arch::aarch64`. The
//! registry reads a candidate's features here, so they are written once,
//! at the function.
//!
//! Generated from the sources by `tests/target_features.rs`; do not edit.
//! Regenerate with `UPDATE_TARGET_FEATURES=1 cargo test --test target_features`.

#![allow(dead_code, non_upper_case_globals, unused_imports)]

use crate::features::Features;

// Each distinct list once: the compiler's const evaluator parses a
// list's names, so a function's constant names its set instead of
// parsing its own copy (over 500 parses made a dependent's build
// slower by about a second).
pub(crate) const AVX_AVX2: Features = Features::parse("avx,avx2");
pub(crate) const AVX_AVX2_AVX512F_AVX512BW_AVX512VL_GFNI: Features =
    Features::parse("avx,avx2,avx512f,avx512bw,avx512vl,gfni");
pub(crate) const AVX_AVX2_BMI2: Features = Features::parse("avx,avx2,bmi2");
pub(crate) const AVX_AVX2_GFNI: Features = Features::parse("avx,avx2,gfni");
pub(crate) const AVX_AVX2_GFNI_BMI2: Features = Features::parse("avx,avx2,gfni,bmi2");
pub(crate) const AVX512F: Features = Features::parse("avx512f");
pub(crate) const AVX512F_AVX512BW: Features = Features::parse("avx512f,avx512bw");
pub(crate) const AVX512F_AVX512BW_AVX512VBMI_GFNI: Features =
    Features::parse("avx512f,avx512bw,avx512vbmi,gfni");
pub(crate) const AVX512F_AVX512BW_AVX512VL: Features = Features::parse("avx512f,avx512bw,avx512vl");
pub(crate) const AVX512F_AVX512BW_AVX512VL_AVX512VBMI_GFNI: Features =
    Features::parse("avx512f,avx512bw,avx512vl,avx512vbmi,gfni");
pub(crate) const AVX512F_AVX512BW_AVX512VL_GFNI: Features =
    Features::parse("avx512f,avx512bw,avx512vl,gfni");
pub(crate) const BMI2: Features = Features::parse("bmi2");
pub(crate) const SVE2_SVE2_BITPERM: Features = Features::parse("sve2,sve2-bitperm");

pub(crate) mod avx2 {
    use crate::features::Features;

    pub(crate) const for_each_quad: Features = crate::arch::target_features::AVX_AVX2;
    pub(crate) const map_quads: Features = crate::arch::target_features::AVX_AVX2;
    pub(crate) const zip_quads: Features = crate::arch::target_features::AVX_AVX2;

    pub(crate) mod autovec {
        use crate::features::Features;

        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_vertical_swap_bytes_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const king_attacks_shift_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const knight_attacks_shift_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror_horizontal_reverse_bits_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_attacks_shift_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_double_pushes_shift_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_pushes_shift_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_anticlockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_clockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_180_reverse_bits_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_anticlockwise_swap_bytes_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_compare: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const anti_diagonal_compare_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const anti_diagonal_through_compare: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const anti_diagonal_through_compare_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const bits_to_bytes: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const diagonal_broadcast_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const diagonal_through_compare: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const diagonal_through_compare_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const file_compare_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const spread_batch: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod diagonal_shift {
        use crate::features::Features;

        pub(crate) const bl_multiply_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const br_multiply_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const lanes: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const shift_left: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const shift_right: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const tl_multiply_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const tr_multiply_batch: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_movemask_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const anti_diagonal_through_movemask_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const compare_mask: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const diagonal_movemask_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const diagonal_through_movemask_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const file_movemask_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const line_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const movemask_batch: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod fill {
        use crate::features::Features;

        pub(crate) const attacks_by_direction: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const attacks_by_direction_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const attacks_by_direction_dumb7: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const attacks_by_direction_quads_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const bishop_attacks: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const bishop_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const bishop_attacks_dumb7: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const east_by_add4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const fill_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const occluded_fill_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const or_lanes: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const queen_attacks: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const queen_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const queen_attacks_dumb7: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const ray4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const ray_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rook_attacks: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rook_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rook_attacks_dumb7: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const shift4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const shift_one_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const side_attacks: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const side_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const side_attacks_kogge_stone_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const splat: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const transpose_qwords4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const union4: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod flip {
        use crate::features::Features;

        pub(crate) const anti_transpose4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const anti_transpose4_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const anti_transpose_halves: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const board_as_matrix: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const delta_swap4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_anti_diagonal_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const flip_anti_diagonal_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const flip_anti_diagonal_movemask: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_anti_diagonal_split_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_diagonal_gfni: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const flip_diagonal_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const flip_diagonal_movemask: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_diagonal_split_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const flip_vertical_shuffle_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const gather_columns: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const join_dwords: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const map_octs: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror4_gfni: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const mirror_bytes128: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror_horizontal_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const mirror_horizontal_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const mirror_horizontal_nibble_lut: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror_horizontal_nibble_lut_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_anticlockwise4: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_anticlockwise_shuffle_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_clockwise4: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pseudo_rotate_45_clockwise_shuffle_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_180_4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_180_4_gfni: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_180_gfni: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_180_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_180_nibble_lut: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_180_nibble_lut_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_anticlockwise4: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_anticlockwise4_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_anticlockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_anticlockwise_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_anticlockwise_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_anticlockwise_movemask: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_anticlockwise_split_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_clockwise4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_clockwise4_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_clockwise_gfni: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_clockwise_gfni_batch: Features =
            crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const rotate_90_clockwise_movemask: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_90_clockwise_split_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const rotate_ranks_index: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const split_dwords: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const swap_bytes4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const transpose4: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const transpose4_gfni: Features = crate::arch::target_features::AVX_AVX2_GFNI;
        pub(crate) const transpose_halves: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod king_safety {
        use crate::features::Features;

        pub(crate) const classify: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const finish: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const king_safety: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const king_safety_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const king_safety_lanes: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const king_safety_lanes_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const lanes: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const reduce: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod leapers {
        use crate::features::Features;

        pub(crate) const king_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const knight_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_attacks_batch: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_double_pushes_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const pawn_pushes_batch: Features = crate::arch::target_features::AVX_AVX2;
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const east: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const east_attacks_by_subtraction_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const mirror: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const queen_attacks_from: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const queen_attacks_from_batch: Features =
            crate::arch::target_features::AVX_AVX2;
        pub(crate) const three_lines: Features = crate::arch::target_features::AVX_AVX2;
        pub(crate) const west_attacks_by_subtraction_batch: Features =
            crate::arch::target_features::AVX_AVX2;

        pub(crate) mod hyperbola_bswap {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from: Features = crate::arch::target_features::AVX_AVX2;
            pub(crate) const bishop_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const queen_attacks_from: Features = crate::arch::target_features::AVX_AVX2;
            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const rook_attacks_from: Features = crate::arch::target_features::AVX_AVX2;
            pub(crate) const rook_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
        }

        pub(crate) mod lanes {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const bishop_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const rook_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2;
            pub(crate) const rook_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2;
        }

        pub(crate) mod lanes_gfni {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
            pub(crate) const bishop_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
            pub(crate) const rook_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
            pub(crate) const rook_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2_GFNI;
        }
    }
}

pub(crate) mod avx512 {
    use crate::features::Features;

    pub(crate) const for_each_group: Features = crate::arch::target_features::AVX512F;
    pub(crate) const map_boards: Features = crate::arch::target_features::AVX512F;
    pub(crate) const zip_boards: Features = crate::arch::target_features::AVX512F;

    pub(crate) mod autovec {
        use crate::features::Features;

        pub(crate) const bl_binary_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const br_binary_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const flip_vertical_swap_bytes_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const king_attacks_shift_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const knight_attacks_shift_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const mirror_horizontal_reverse_bits_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_attacks_shift_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_double_pushes_shift_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_pushes_shift_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_anticlockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_clockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_180_reverse_bits_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const tl_binary_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const tr_binary_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_mask: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const anti_diagonal_mask_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const anti_diagonal_through_mask: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const anti_diagonal_through_mask_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const diagonal_mask_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const diagonal_through_mask: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const diagonal_through_mask_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const file_mask_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const select_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const select_ranks: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod diagonal_shift {
        use crate::features::Features;

        pub(crate) const bl_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_AVX512VBMI_GFNI;
        pub(crate) const bl_sllv_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const br_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_AVX512VBMI_GFNI;
        pub(crate) const br_sllv_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const shift_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VBMI_GFNI;
        pub(crate) const shift_sllv: Features = crate::arch::target_features::AVX512F_AVX512BW;
        pub(crate) const tl_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_AVX512VBMI_GFNI;
        pub(crate) const tl_sllv_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const tr_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_AVX512VBMI_GFNI;
        pub(crate) const tr_sllv_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const vector: Features = crate::arch::target_features::AVX512F;
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const anti_diagonal_through_test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const diagonal_test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const diagonal_through_test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const file_test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const test_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod fill {
        use crate::features::Features;

        pub(crate) const attacks_by_direction: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const attacks_by_direction_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const attacks_by_direction_dumb7: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const bishop_attacks: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const bishop_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const fill_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const four_rays: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const lane_rays_kogge_stone: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const load_sides: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const occluded_fill_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const or_lanes_256: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const or_lanes_512: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const queen_attacks: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const queen_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const queen_attacks_dumb7: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const ray_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rays_dumb7: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rays_kogge_stone: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rook_attacks: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rook_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const shift_one_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const side_attacks: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const side_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const side_attacks_kogge_stone_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const store8: Features = crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const union8: Features = crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod flip {
        use crate::features::Features;

        pub(crate) const anti_transpose8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const anti_transpose8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const board_as_matrix: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const flip_anti_diagonal_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const flip_anti_diagonal_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const flip_diagonal_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const flip_diagonal_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const flip_diagonal_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const flip_vertical_shuffle_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const mirror8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const mirror8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const mirror_horizontal_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const mirror_horizontal_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const mirror_horizontal_nibble_lut_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_anticlockwise8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_anticlockwise_rotate_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_clockwise8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pseudo_rotate_45_clockwise_rotate_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_180_8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_180_8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_180_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_180_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_180_nibble_lut_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_90_anticlockwise8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_90_anticlockwise8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_90_anticlockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_90_anticlockwise_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_90_anticlockwise_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_90_clockwise8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_90_clockwise8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const rotate_90_clockwise_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const rotate_90_clockwise_gfni_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const swap_bytes8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const transpose8: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const transpose8_gfni: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
    }

    pub(crate) mod king_safety {
        use crate::features::Features;

        pub(crate) const king_safety: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const king_safety_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod leapers {
        use crate::features::Features;

        pub(crate) const king_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const knight_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_attacks_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_double_pushes_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const pawn_pushes_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const east: Features = crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const east_attacks_by_subtraction_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        pub(crate) const four_lines: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const mirror: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const or_pair: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const queen_attacks_from: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const reverse_bits: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const west: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const west_attacks_by_subtraction: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        pub(crate) const west_attacks_by_subtraction_batch: Features =
            crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;

        pub(crate) mod lanes {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
            pub(crate) const bishop_attacks_from_squares: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL;
        }

        pub(crate) mod lanes_gfni {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_squares: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
            pub(crate) const rook_attacks_from_squares: Features =
                crate::arch::target_features::AVX512F_AVX512BW_AVX512VL_GFNI;
        }

        pub(crate) mod lanes_ymm_gfni {
            use crate::features::Features;

            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2_AVX512F_AVX512BW_AVX512VL_GFNI;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2_AVX512F_AVX512BW_AVX512VL_GFNI;
            pub(crate) const rook_attacks_from_batch: Features =
                crate::arch::target_features::AVX_AVX2_AVX512F_AVX512BW_AVX512VL_GFNI;
            pub(crate) const rook_attacks_from_squares: Features =
                crate::arch::target_features::AVX_AVX2_AVX512F_AVX512BW_AVX512VL_GFNI;
        }
    }
}

pub(crate) mod bmi2 {
    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_pdep: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_pdep_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_through_pdep: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_through_pdep_batch: Features =
            crate::arch::target_features::BMI2;
        pub(crate) const diagonal_pdep: Features = crate::arch::target_features::BMI2;
        pub(crate) const diagonal_through_pdep: Features = crate::arch::target_features::BMI2;
        pub(crate) const diagonal_through_pdep_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const file_pdep: Features = crate::arch::target_features::BMI2;
        pub(crate) const file_pdep_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const line_pdep: Features = crate::arch::target_features::BMI2;
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_pext: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_pext_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_through_pext: Features = crate::arch::target_features::BMI2;
        pub(crate) const anti_diagonal_through_pext_batch: Features =
            crate::arch::target_features::BMI2;
        pub(crate) const diagonal_pext: Features = crate::arch::target_features::BMI2;
        pub(crate) const diagonal_pext_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const diagonal_through_pext: Features = crate::arch::target_features::BMI2;
        pub(crate) const diagonal_through_pext_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const file_pext: Features = crate::arch::target_features::BMI2;
        pub(crate) const file_pext_batch: Features = crate::arch::target_features::BMI2;
        pub(crate) const gather_line: Features = crate::arch::target_features::BMI2;
        pub(crate) const pext_batch: Features = crate::arch::target_features::BMI2;
    }

    pub(crate) mod king_safety {
        use crate::features::Features;

        pub(crate) const king_safety: Features = crate::arch::target_features::BMI2;
        pub(crate) const king_safety_batch: Features = crate::arch::target_features::BMI2;
    }

    pub(crate) mod line_attacks {
        pub(crate) use self::pext::*;

        pub(crate) mod lanes_pext {
            pub(crate) mod gfni {
                use crate::features::Features;

                pub(crate) const queen_attacks_from_batch: Features =
                    crate::arch::target_features::AVX_AVX2_GFNI_BMI2;
                pub(crate) const queen_attacks_from_squares: Features =
                    crate::arch::target_features::AVX_AVX2_GFNI_BMI2;
                pub(crate) const rook_attacks_from_batch: Features =
                    crate::arch::target_features::AVX_AVX2_GFNI_BMI2;
                pub(crate) const rook_attacks_from_squares: Features =
                    crate::arch::target_features::AVX_AVX2_GFNI_BMI2;
            }

            pub(crate) mod nibble {
                use crate::features::Features;

                pub(crate) const bishop_attacks_from_batch: Features =
                    crate::arch::target_features::AVX_AVX2_BMI2;
                pub(crate) const bishop_attacks_from_squares: Features =
                    crate::arch::target_features::AVX_AVX2_BMI2;
                pub(crate) const queen_attacks_from_squares: Features =
                    crate::arch::target_features::AVX_AVX2_BMI2;
                pub(crate) const rook_attacks_from_squares: Features =
                    crate::arch::target_features::AVX_AVX2_BMI2;
            }
        }

        pub(crate) mod pext {
            use crate::features::Features;

            pub(crate) const answer: Features = crate::arch::target_features::BMI2;
            pub(crate) const bishop_attacks_from: Features = crate::arch::target_features::BMI2;
            pub(crate) const bishop_attacks_from_batch: Features =
                crate::arch::target_features::BMI2;
            pub(crate) const bishop_attacks_from_squares: Features =
                crate::arch::target_features::BMI2;
            pub(crate) const queen_attacks_from: Features = crate::arch::target_features::BMI2;
            pub(crate) const queen_attacks_from_batch: Features =
                crate::arch::target_features::BMI2;
            pub(crate) const queen_attacks_from_squares: Features =
                crate::arch::target_features::BMI2;
            pub(crate) const rook_attacks_from: Features = crate::arch::target_features::BMI2;
            pub(crate) const rook_attacks_from_batch: Features = crate::arch::target_features::BMI2;
            pub(crate) const rook_attacks_from_squares: Features =
                crate::arch::target_features::BMI2;
        }
    }
}

pub(crate) mod sve2 {
    pub(crate) mod bitperm {
        use crate::features::Features;

        pub(crate) const bdep: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const bdep_batch: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const bext: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const bext_batch: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_bdep: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_bdep_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_through_bdep: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_through_bdep_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_bdep: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_bdep_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_through_bdep: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_through_bdep_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const file_bdep: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const file_bdep_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const line_bdep: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_bext: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_bext_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_through_bext: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const anti_diagonal_through_bext_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_bext: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_bext_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_through_bext: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const diagonal_through_bext_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const file_bext: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const file_bext_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const gather_line: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const answer: Features = crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const bishop_attacks_from: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const bishop_attacks_from_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const queen_attacks_from: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const queen_attacks_from_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const rook_attacks_from: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
        pub(crate) const rook_attacks_from_batch: Features =
            crate::arch::target_features::SVE2_SVE2_BITPERM;
    }
}

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

pub(crate) mod avx2 {
    use crate::features::Features;

    pub(crate) const for_each_quad: Features = Features::parse("avx,avx2");
    pub(crate) const map_quads: Features = Features::parse("avx,avx2");
    pub(crate) const zip_quads: Features = Features::parse("avx,avx2");

    pub(crate) mod autovec {
        use crate::features::Features;

        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const flip_diagonal_delta_swap_batch: Features = Features::parse("avx,avx2");
        pub(crate) const flip_vertical_swap_bytes_batch: Features = Features::parse("avx,avx2");
        pub(crate) const king_attacks_shift_batch: Features = Features::parse("avx,avx2");
        pub(crate) const knight_attacks_shift_batch: Features = Features::parse("avx,avx2");
        pub(crate) const mirror_horizontal_reverse_bits_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const pawn_attacks_shift_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pawn_double_pushes_shift_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pawn_pushes_shift_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_anticlockwise_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_clockwise_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_180_reverse_bits_batch: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_anticlockwise_swap_bytes_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            Features::parse("avx,avx2");
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_compare: Features = Features::parse("avx,avx2");
        pub(crate) const anti_diagonal_compare_batch: Features = Features::parse("avx,avx2");
        pub(crate) const anti_diagonal_through_compare: Features = Features::parse("avx,avx2");
        pub(crate) const anti_diagonal_through_compare_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const bits_to_bytes: Features = Features::parse("avx,avx2");
        pub(crate) const diagonal_broadcast_batch: Features = Features::parse("avx,avx2");
        pub(crate) const diagonal_through_compare: Features = Features::parse("avx,avx2");
        pub(crate) const diagonal_through_compare_batch: Features = Features::parse("avx,avx2");
        pub(crate) const file_compare_batch: Features = Features::parse("avx,avx2");
        pub(crate) const spread_batch: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod diagonal_shift {
        use crate::features::Features;

        pub(crate) const bl_multiply_batch: Features = Features::parse("avx,avx2");
        pub(crate) const br_multiply_batch: Features = Features::parse("avx,avx2");
        pub(crate) const lanes: Features = Features::parse("avx,avx2");
        pub(crate) const shift_left: Features = Features::parse("avx,avx2");
        pub(crate) const shift_right: Features = Features::parse("avx,avx2");
        pub(crate) const tl_multiply_batch: Features = Features::parse("avx,avx2");
        pub(crate) const tr_multiply_batch: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_movemask_batch: Features = Features::parse("avx,avx2");
        pub(crate) const anti_diagonal_through_movemask_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const compare_mask: Features = Features::parse("avx,avx2");
        pub(crate) const diagonal_movemask_batch: Features = Features::parse("avx,avx2");
        pub(crate) const diagonal_through_movemask_batch: Features = Features::parse("avx,avx2");
        pub(crate) const file_movemask_batch: Features = Features::parse("avx,avx2");
        pub(crate) const line_batch: Features = Features::parse("avx,avx2");
        pub(crate) const movemask_batch: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod fill {
        use crate::features::Features;

        pub(crate) const attacks_by_direction: Features = Features::parse("avx,avx2");
        pub(crate) const attacks_by_direction_batch: Features = Features::parse("avx,avx2");
        pub(crate) const attacks_by_direction_dumb7: Features = Features::parse("avx,avx2");
        pub(crate) const attacks_by_direction_quads_batch: Features = Features::parse("avx,avx2");
        pub(crate) const bishop_attacks: Features = Features::parse("avx,avx2");
        pub(crate) const bishop_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const bishop_attacks_dumb7: Features = Features::parse("avx,avx2");
        pub(crate) const east_by_add4: Features = Features::parse("avx,avx2");
        pub(crate) const fill_batch: Features = Features::parse("avx,avx2");
        pub(crate) const occluded_fill_batch: Features = Features::parse("avx,avx2");
        pub(crate) const or_lanes: Features = Features::parse("avx,avx2");
        pub(crate) const queen_attacks: Features = Features::parse("avx,avx2");
        pub(crate) const queen_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const queen_attacks_dumb7: Features = Features::parse("avx,avx2");
        pub(crate) const ray4: Features = Features::parse("avx,avx2");
        pub(crate) const ray_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const rook_attacks: Features = Features::parse("avx,avx2");
        pub(crate) const rook_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const rook_attacks_dumb7: Features = Features::parse("avx,avx2");
        pub(crate) const shift4: Features = Features::parse("avx,avx2");
        pub(crate) const shift_one_batch: Features = Features::parse("avx,avx2");
        pub(crate) const side_attacks: Features = Features::parse("avx,avx2");
        pub(crate) const side_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const side_attacks_kogge_stone_batch: Features = Features::parse("avx,avx2");
        pub(crate) const splat: Features = Features::parse("avx,avx2");
        pub(crate) const transpose_qwords4: Features = Features::parse("avx,avx2");
        pub(crate) const union4: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod flip {
        use crate::features::Features;

        pub(crate) const anti_transpose4: Features = Features::parse("avx,avx2");
        pub(crate) const anti_transpose4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const anti_transpose_halves: Features = Features::parse("avx,avx2");
        pub(crate) const board_as_matrix: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const delta_swap4: Features = Features::parse("avx,avx2");
        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const flip_anti_diagonal_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const flip_anti_diagonal_gfni_batch: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const flip_anti_diagonal_movemask: Features = Features::parse("avx,avx2");
        pub(crate) const flip_anti_diagonal_split_batch: Features = Features::parse("avx,avx2");
        pub(crate) const flip_diagonal_delta_swap_batch: Features = Features::parse("avx,avx2");
        pub(crate) const flip_diagonal_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const flip_diagonal_gfni_batch: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const flip_diagonal_movemask: Features = Features::parse("avx,avx2");
        pub(crate) const flip_diagonal_split_batch: Features = Features::parse("avx,avx2");
        pub(crate) const flip_vertical_shuffle_batch: Features = Features::parse("avx,avx2");
        pub(crate) const gather_columns: Features = Features::parse("avx,avx2");
        pub(crate) const join_dwords: Features = Features::parse("avx,avx2");
        pub(crate) const map_octs: Features = Features::parse("avx,avx2");
        pub(crate) const mirror4: Features = Features::parse("avx,avx2");
        pub(crate) const mirror4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const mirror_bytes128: Features = Features::parse("avx,avx2");
        pub(crate) const mirror_horizontal_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const mirror_horizontal_gfni_batch: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const mirror_horizontal_nibble_lut: Features = Features::parse("avx,avx2");
        pub(crate) const mirror_horizontal_nibble_lut_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate4: Features = Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_anticlockwise4: Features = Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_anticlockwise_shuffle_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_clockwise4: Features = Features::parse("avx,avx2");
        pub(crate) const pseudo_rotate_45_clockwise_shuffle_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_180_4: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_180_4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_180_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_180_gfni_batch: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_180_nibble_lut: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_180_nibble_lut_batch: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_anticlockwise4: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_anticlockwise4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_anticlockwise_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_90_anticlockwise_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_anticlockwise_gfni_batch: Features =
            Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_anticlockwise_movemask: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_anticlockwise_split_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_90_clockwise4: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_clockwise4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            Features::parse("avx,avx2");
        pub(crate) const rotate_90_clockwise_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_clockwise_gfni_batch: Features =
            Features::parse("avx,avx2,gfni");
        pub(crate) const rotate_90_clockwise_movemask: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_90_clockwise_split_batch: Features = Features::parse("avx,avx2");
        pub(crate) const rotate_ranks_index: Features = Features::parse("avx,avx2");
        pub(crate) const split_dwords: Features = Features::parse("avx,avx2");
        pub(crate) const swap_bytes4: Features = Features::parse("avx,avx2");
        pub(crate) const transpose4: Features = Features::parse("avx,avx2");
        pub(crate) const transpose4_gfni: Features = Features::parse("avx,avx2,gfni");
        pub(crate) const transpose_halves: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod leapers {
        use crate::features::Features;

        pub(crate) const king_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const knight_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pawn_attacks_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pawn_double_pushes_batch: Features = Features::parse("avx,avx2");
        pub(crate) const pawn_pushes_batch: Features = Features::parse("avx,avx2");
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const east: Features = Features::parse("avx,avx2");
        pub(crate) const east_attacks_by_subtraction_batch: Features = Features::parse("avx,avx2");
        pub(crate) const mirror: Features = Features::parse("avx,avx2");
        pub(crate) const queen_attacks_from: Features = Features::parse("avx,avx2");
        pub(crate) const queen_attacks_from_batch: Features = Features::parse("avx,avx2");
        pub(crate) const three_lines: Features = Features::parse("avx,avx2");
        pub(crate) const west_attacks_by_subtraction_batch: Features = Features::parse("avx,avx2");

        pub(crate) mod hyperbola_bswap {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from: Features = Features::parse("avx,avx2");
            pub(crate) const bishop_attacks_from_batch: Features = Features::parse("avx,avx2");
            pub(crate) const queen_attacks_from: Features = Features::parse("avx,avx2");
            pub(crate) const queen_attacks_from_batch: Features = Features::parse("avx,avx2");
            pub(crate) const rook_attacks_from: Features = Features::parse("avx,avx2");
            pub(crate) const rook_attacks_from_batch: Features = Features::parse("avx,avx2");
        }

        pub(crate) mod lanes {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features = Features::parse("avx,avx2");
            pub(crate) const bishop_attacks_from_squares: Features = Features::parse("avx,avx2");
            pub(crate) const queen_attacks_from_batch: Features = Features::parse("avx,avx2");
            pub(crate) const queen_attacks_from_squares: Features = Features::parse("avx,avx2");
            pub(crate) const rook_attacks_from_batch: Features = Features::parse("avx,avx2");
            pub(crate) const rook_attacks_from_squares: Features = Features::parse("avx,avx2");
        }

        pub(crate) mod lanes_gfni {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features = Features::parse("avx,avx2,gfni");
            pub(crate) const bishop_attacks_from_squares: Features =
                Features::parse("avx,avx2,gfni");
            pub(crate) const queen_attacks_from_batch: Features = Features::parse("avx,avx2,gfni");
            pub(crate) const queen_attacks_from_squares: Features =
                Features::parse("avx,avx2,gfni");
            pub(crate) const rook_attacks_from_batch: Features = Features::parse("avx,avx2,gfni");
            pub(crate) const rook_attacks_from_squares: Features = Features::parse("avx,avx2,gfni");
        }
    }
}

pub(crate) mod avx512 {
    use crate::features::Features;

    pub(crate) const for_each_group: Features = Features::parse("avx512f");
    pub(crate) const map_boards: Features = Features::parse("avx512f");
    pub(crate) const zip_boards: Features = Features::parse("avx512f");

    pub(crate) mod autovec {
        use crate::features::Features;

        pub(crate) const bl_binary_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const br_binary_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const flip_diagonal_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const flip_vertical_swap_bytes_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const king_attacks_shift_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const knight_attacks_shift_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const mirror_horizontal_reverse_bits_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_attacks_shift_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_double_pushes_shift_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_pushes_shift_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_anticlockwise_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_clockwise_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_180_reverse_bits_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_anticlockwise_swap_bytes_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const tl_binary_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const tr_binary_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_mask: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const anti_diagonal_mask_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const anti_diagonal_through_mask: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const anti_diagonal_through_mask_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const diagonal_mask_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const diagonal_through_mask: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const diagonal_through_mask_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const file_mask_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const select_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const select_ranks: Features = Features::parse("avx512f,avx512bw,avx512vl");
    }

    pub(crate) mod diagonal_shift {
        use crate::features::Features;

        pub(crate) const bl_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,avx512vbmi,gfni");
        pub(crate) const bl_sllv_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const br_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,avx512vbmi,gfni");
        pub(crate) const br_sllv_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const shift_gfni: Features = Features::parse("avx512f,avx512bw,avx512vbmi,gfni");
        pub(crate) const shift_sllv: Features = Features::parse("avx512f,avx512bw");
        pub(crate) const tl_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,avx512vbmi,gfni");
        pub(crate) const tl_sllv_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const tr_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,avx512vbmi,gfni");
        pub(crate) const tr_sllv_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const vector: Features = Features::parse("avx512f");
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_test_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const anti_diagonal_through_test_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const diagonal_test_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const diagonal_through_test_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const file_test_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const test_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
    }

    pub(crate) mod fill {
        use crate::features::Features;

        pub(crate) const attacks_by_direction: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const attacks_by_direction_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const attacks_by_direction_dumb7: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const bishop_attacks: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const bishop_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const fill_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const four_rays: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const lane_rays_kogge_stone: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const load_sides: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const occluded_fill_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const or_lanes_256: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const or_lanes_512: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const queen_attacks: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const queen_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const queen_attacks_dumb7: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const ray_attacks_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rays_dumb7: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rays_kogge_stone: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rook_attacks: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rook_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const shift_one_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const side_attacks: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const side_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const side_attacks_kogge_stone_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const store8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const union8: Features = Features::parse("avx512f,avx512bw,avx512vl");
    }

    pub(crate) mod flip {
        use crate::features::Features;

        pub(crate) const anti_transpose8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const anti_transpose8_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const board_as_matrix: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const flip_anti_diagonal_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const flip_anti_diagonal_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const flip_anti_diagonal_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const flip_diagonal_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const flip_diagonal_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const flip_diagonal_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const flip_vertical_shuffle_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const mirror8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const mirror8_gfni: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const mirror_horizontal_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const mirror_horizontal_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const mirror_horizontal_nibble_lut_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_anticlockwise8: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_anticlockwise_rotate_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_clockwise8: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pseudo_rotate_45_clockwise_rotate_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_180_8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_180_8_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_180_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_180_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_180_nibble_lut_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_anticlockwise8: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_anticlockwise8_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_90_anticlockwise_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_anticlockwise_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_90_anticlockwise_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_90_clockwise8: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_clockwise8_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_90_clockwise_delta_swap_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const rotate_90_clockwise_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rotate_90_clockwise_gfni_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const swap_bytes8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const transpose8: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const transpose8_gfni: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
    }

    pub(crate) mod leapers {
        use crate::features::Features;

        pub(crate) const king_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const knight_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_attacks_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_double_pushes_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const pawn_pushes_batch: Features = Features::parse("avx512f,avx512bw,avx512vl");
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const bishop_attacks_from: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const bishop_attacks_from_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const east: Features = Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const east_attacks_by_subtraction_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl");
        pub(crate) const four_lines: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const mirror: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const or_pair: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const queen_attacks_from: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const queen_attacks_from_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const reverse_bits: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rook_attacks_from: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const rook_attacks_from_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const west: Features = Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const west_attacks_by_subtraction: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");
        pub(crate) const west_attacks_by_subtraction_batch: Features =
            Features::parse("avx512f,avx512bw,avx512vl,gfni");

        pub(crate) mod lanes {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_batch: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
            pub(crate) const bishop_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
            pub(crate) const queen_attacks_from_batch: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
            pub(crate) const queen_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
            pub(crate) const rook_attacks_from_batch: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
            pub(crate) const rook_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl");
        }

        pub(crate) mod lanes_gfni {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl,gfni");
            pub(crate) const queen_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl,gfni");
            pub(crate) const rook_attacks_from_squares: Features =
                Features::parse("avx512f,avx512bw,avx512vl,gfni");
        }
    }
}

pub(crate) mod bmi2 {
    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_pdep: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_pdep_batch: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_through_pdep: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_through_pdep_batch: Features = Features::parse("bmi2");
        pub(crate) const diagonal_pdep: Features = Features::parse("bmi2");
        pub(crate) const diagonal_through_pdep: Features = Features::parse("bmi2");
        pub(crate) const diagonal_through_pdep_batch: Features = Features::parse("bmi2");
        pub(crate) const file_pdep: Features = Features::parse("bmi2");
        pub(crate) const file_pdep_batch: Features = Features::parse("bmi2");
        pub(crate) const line_pdep: Features = Features::parse("bmi2");
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_pext: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_pext_batch: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_through_pext: Features = Features::parse("bmi2");
        pub(crate) const anti_diagonal_through_pext_batch: Features = Features::parse("bmi2");
        pub(crate) const diagonal_pext: Features = Features::parse("bmi2");
        pub(crate) const diagonal_pext_batch: Features = Features::parse("bmi2");
        pub(crate) const diagonal_through_pext: Features = Features::parse("bmi2");
        pub(crate) const diagonal_through_pext_batch: Features = Features::parse("bmi2");
        pub(crate) const file_pext: Features = Features::parse("bmi2");
        pub(crate) const file_pext_batch: Features = Features::parse("bmi2");
        pub(crate) const gather_line: Features = Features::parse("bmi2");
        pub(crate) const pext_batch: Features = Features::parse("bmi2");
    }

    pub(crate) mod line_attacks {
        pub(crate) use self::pext::*;

        pub(crate) mod obstruction_difference {
            use crate::features::Features;

            pub(crate) const bishop_attacks_from: Features = Features::parse("lzcnt,bmi1");
            pub(crate) const bishop_attacks_from_batch: Features = Features::parse("lzcnt,bmi1");
            pub(crate) const queen_attacks_from: Features = Features::parse("lzcnt,bmi1");
            pub(crate) const queen_attacks_from_batch: Features = Features::parse("lzcnt,bmi1");
            pub(crate) const rook_attacks_from: Features = Features::parse("lzcnt,bmi1");
            pub(crate) const rook_attacks_from_batch: Features = Features::parse("lzcnt,bmi1");
        }

        pub(crate) mod pext {
            use crate::features::Features;

            pub(crate) const answer: Features = Features::parse("bmi2");
            pub(crate) const bishop_attacks_from: Features = Features::parse("bmi2");
            pub(crate) const bishop_attacks_from_batch: Features = Features::parse("bmi2");
            pub(crate) const bishop_attacks_from_squares: Features = Features::parse("bmi2");
            pub(crate) const queen_attacks_from: Features = Features::parse("bmi2");
            pub(crate) const queen_attacks_from_batch: Features = Features::parse("bmi2");
            pub(crate) const queen_attacks_from_squares: Features = Features::parse("bmi2");
            pub(crate) const rook_attacks_from: Features = Features::parse("bmi2");
            pub(crate) const rook_attacks_from_batch: Features = Features::parse("bmi2");
            pub(crate) const rook_attacks_from_squares: Features = Features::parse("bmi2");
        }
    }
}

pub(crate) mod sve2 {
    pub(crate) mod bitperm {
        use crate::features::Features;

        pub(crate) const bdep: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const bdep_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const bext: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const bext_batch: Features = Features::parse("sve2,sve2-bitperm");
    }

    pub(crate) mod deposit {
        use crate::features::Features;

        pub(crate) const anti_diagonal_bdep: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_bdep_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_through_bdep: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_through_bdep_batch: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_bdep: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_bdep_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_through_bdep: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_through_bdep_batch: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const file_bdep: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const file_bdep_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const line_bdep: Features = Features::parse("sve2,sve2-bitperm");
    }

    pub(crate) mod extract {
        use crate::features::Features;

        pub(crate) const anti_diagonal_bext: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_bext_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_through_bext: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const anti_diagonal_through_bext_batch: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_bext: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_bext_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_through_bext: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const diagonal_through_bext_batch: Features =
            Features::parse("sve2,sve2-bitperm");
        pub(crate) const file_bext: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const file_bext_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const gather_line: Features = Features::parse("sve2,sve2-bitperm");
    }

    pub(crate) mod line_attacks {
        use crate::features::Features;

        pub(crate) const answer: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const bishop_attacks_from: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const bishop_attacks_from_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const queen_attacks_from: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const queen_attacks_from_batch: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const rook_attacks_from: Features = Features::parse("sve2,sve2-bitperm");
        pub(crate) const rook_attacks_from_batch: Features = Features::parse("sve2,sve2-bitperm");
    }
}

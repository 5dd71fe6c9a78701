//! Flips and rotations.
//!
//! Figures: ns per board on the development machine (Intel Xeon, AVX-512 +
//! GFNI, 2 cores), release build; single calls over an array of 4096 boards
//! through the table, batch forms over 4096 boards.

use super::prelude::*;
use all::flip as fl;

registry! {
    flip_vertical => [
        Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::flip_vertical_swap_bytes),
    ];
    mirror_horizontal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::mirror_horizontal_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/nibble_lut", Avx2, AVX2, avx2::flip::mirror_horizontal_nibble_lut),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::mirror_horizontal_delta_swap),
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::mirror_horizontal_reverse_bits),
    ];
    flip_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::flip_diagonal_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::flip::flip_diagonal_movemask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::flip::flip_diagonal_movemask),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_diagonal_delta_swap),
    ];
    flip_anti_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::flip_anti_diagonal_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::flip::flip_anti_diagonal_movemask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::flip::flip_anti_diagonal_movemask),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_anti_diagonal_delta_swap),
    ];
    rotate_180 => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_180_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/nibble_lut", Avx2, AVX2, avx2::flip::rotate_180_nibble_lut),
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::rotate_180_reverse_bits),
    ];
    rotate_90_clockwise => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_90_clockwise_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::flip::rotate_90_clockwise_movemask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::flip::rotate_90_clockwise_movemask),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_clockwise_delta_swap),
    ];
    rotate_90_anticlockwise => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_90_anticlockwise_gfni),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/movemask", Avx2, AVX2, avx2::flip::rotate_90_anticlockwise_movemask),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/movemask", Sse2, SSE2, sse2::flip::rotate_90_anticlockwise_movemask),
        Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::rotate_90_anticlockwise_swap_bytes),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_anticlockwise_delta_swap),
    ];
    pseudo_rotate_45_clockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_clockwise_delta_swap),
    ];
    pseudo_rotate_45_anticlockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_anticlockwise_delta_swap),
    ];
    flip_vertical_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/shuffle", Avx512, AVX512, avx512::flip::flip_vertical_shuffle_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shuffle", Avx2, AVX2, avx2::flip::flip_vertical_shuffle_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/shuffle", Sse2, SSE2, sse2::flip::flip_vertical_shuffle_batch),
        Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::flip_vertical_swap_bytes_batch),
    ];
    mirror_horizontal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::mirror_horizontal_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/nibble_lut", Avx512, AVX512, avx512::flip::mirror_horizontal_nibble_lut_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/nibble_lut", Avx2, AVX2, avx2::flip::mirror_horizontal_nibble_lut_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::mirror_horizontal_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::mirror_horizontal_delta_swap_batch),
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::mirror_horizontal_reverse_bits_batch),
    ];
    flip_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::flip_diagonal_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/delta_swap", Avx512, AVX512, avx512::flip::flip_diagonal_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/delta_swap", Avx2, AVX2, avx2::flip::flip_diagonal_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::flip_diagonal_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_diagonal_delta_swap_batch),
    ];
    flip_anti_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::flip_anti_diagonal_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/delta_swap", Avx512, AVX512, avx512::flip::flip_anti_diagonal_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/delta_swap", Avx2, AVX2, avx2::flip::flip_anti_diagonal_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::flip_anti_diagonal_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_anti_diagonal_delta_swap_batch),
    ];
    rotate_180_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_180_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/nibble_lut", Avx512, AVX512, avx512::flip::rotate_180_nibble_lut_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/nibble_lut", Avx2, AVX2, avx2::flip::rotate_180_nibble_lut_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::rotate_180_delta_swap_batch),
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::rotate_180_reverse_bits_batch),
    ];
    rotate_90_clockwise_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_90_clockwise_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/delta_swap", Avx512, AVX512, avx512::flip::rotate_90_clockwise_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/delta_swap", Avx2, AVX2, avx2::flip::rotate_90_clockwise_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::rotate_90_clockwise_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_clockwise_delta_swap_batch),
    ];
    rotate_90_anticlockwise_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/gfni", Avx512, AVX512.union(GFNI), avx512::flip::rotate_90_anticlockwise_gfni_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/delta_swap", Avx512, AVX512, avx512::flip::rotate_90_anticlockwise_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/delta_swap", Avx2, AVX2, avx2::flip::rotate_90_anticlockwise_delta_swap_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::rotate_90_anticlockwise_delta_swap_batch),
        Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::rotate_90_anticlockwise_swap_bytes_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_anticlockwise_delta_swap_batch),
    ];
    pseudo_rotate_45_clockwise_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rotate", Avx512, AVX512, avx512::flip::pseudo_rotate_45_clockwise_rotate_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shuffle", Avx2, AVX2, avx2::flip::pseudo_rotate_45_clockwise_shuffle_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::pseudo_rotate_45_clockwise_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_clockwise_delta_swap_batch),
    ];
    pseudo_rotate_45_anticlockwise_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx512/rotate", Avx512, AVX512, avx512::flip::pseudo_rotate_45_anticlockwise_rotate_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("avx2/shuffle", Avx2, AVX2, avx2::flip::pseudo_rotate_45_anticlockwise_shuffle_batch),
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/delta_swap", Sse2, SSE2, sse2::flip::pseudo_rotate_45_anticlockwise_delta_swap_batch),
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_anticlockwise_delta_swap_batch),
    ];
}

//! Flips and rotations.

use super::prelude::*;
use all::flip as fl;

registry! {
    flip_vertical => [Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::flip_vertical_swap_bytes),];
    mirror_horizontal => [
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::mirror_horizontal_reverse_bits),
    ];
    flip_diagonal => [Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_diagonal_delta_swap),];
    flip_anti_diagonal => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_anti_diagonal_delta_swap),
    ];
    rotate_180 => [Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::rotate_180_reverse_bits),];
    rotate_90_clockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_clockwise_delta_swap),
    ];
    rotate_90_anticlockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_anticlockwise_delta_swap),
    ];
    pseudo_rotate_45_clockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_clockwise_delta_swap),
    ];
    pseudo_rotate_45_anticlockwise => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_anticlockwise_delta_swap),
    ];

    flip_vertical_batch => [
        Candidate::new("scalar/swap_bytes", Scalar, NONE, fl::flip_vertical_swap_bytes_batch),
    ];
    mirror_horizontal_batch => [
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::mirror_horizontal_reverse_bits_batch),
    ];
    flip_diagonal_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_diagonal_delta_swap_batch),
    ];
    flip_anti_diagonal_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::flip_anti_diagonal_delta_swap_batch),
    ];
    rotate_180_batch => [
        Candidate::new("scalar/reverse_bits", Scalar, NONE, fl::rotate_180_reverse_bits_batch),
    ];
    rotate_90_clockwise_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_clockwise_delta_swap_batch),
    ];
    rotate_90_anticlockwise_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::rotate_90_anticlockwise_delta_swap_batch),
    ];
    pseudo_rotate_45_clockwise_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_clockwise_delta_swap_batch),
    ];
    pseudo_rotate_45_anticlockwise_batch => [
        Candidate::new("scalar/delta_swap", Scalar, NONE, fl::pseudo_rotate_45_anticlockwise_delta_swap_batch),
    ];
}

//! Extracts.

use super::prelude::*;
use all::extract as ex;

registry! {
    extract_diagonal => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply),
    ];
    extract_anti_diagonal => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply),
    ];
    extract_file => [Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply),];
    extract_diagonal_through => [
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply),
    ];
    extract_anti_diagonal_through => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply),
    ];

    extract_diagonal_batch => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_multiply_batch),
    ];
    extract_anti_diagonal_batch => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_multiply_batch),
    ];
    extract_file_batch => [Candidate::new("scalar/multiply", Scalar, NONE, ex::file_multiply_batch),];
    extract_diagonal_through_batch => [
        Candidate::new("scalar/multiply-shift", Scalar, NONE, ex::diagonal_through_multiply_shift_batch),
        Candidate::new("scalar/rotate", Scalar, NONE, ex::diagonal_through_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::diagonal_through_multiply_batch),
    ];
    extract_anti_diagonal_through_batch => [
        Candidate::new("scalar/rotate", Scalar, NONE, ex::anti_diagonal_through_rotate_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, ex::anti_diagonal_through_multiply_batch),
    ];
}

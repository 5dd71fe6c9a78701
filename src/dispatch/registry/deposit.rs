//! Deposits.

use super::prelude::*;
use all::deposit as de;

registry! {
    deposit_diagonal => [Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply),];
    deposit_anti_diagonal => [Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply),];
    deposit_file => [Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply),];
    deposit_diagonal_through => [Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply),];
    deposit_anti_diagonal_through => [
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply),
    ];

    deposit_diagonal_batch => [Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply_batch),];
    deposit_anti_diagonal_batch => [
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply_batch),
    ];
    deposit_file_batch => [Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply_batch),];
    deposit_diagonal_through_batch => [
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply_batch),
    ];
    deposit_anti_diagonal_through_batch => [
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply_batch),
    ];
}

//! Deposits.

use super::prelude::*;
use all::deposit as de;

registry! {
    deposit_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/broadcast", Sse2, SSE2, sse2::deposit::diagonal_broadcast),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply),
    ];
    deposit_anti_diagonal => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply),
    ];
    deposit_file => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::file_compare),
        Candidate::new("scalar/binary", Scalar, NONE, de::file_binary),
        Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply),
    ];
    deposit_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::diagonal_through_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply),
    ];
    deposit_anti_diagonal_through => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_through_compare),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply),
    ];

    deposit_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/broadcast", Sse2, SSE2, sse2::deposit::diagonal_broadcast_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_multiply_batch),
    ];
    deposit_anti_diagonal_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_multiply_batch),
    ];
    deposit_file_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::file_compare_batch),
        Candidate::new("scalar/binary", Scalar, NONE, de::file_binary_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::file_multiply_batch),
    ];
    deposit_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::diagonal_through_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::diagonal_through_multiply_batch),
    ];
    deposit_anti_diagonal_through_batch => [
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        Candidate::new("sse2/compare", Sse2, SSE2, sse2::deposit::anti_diagonal_through_compare_batch),
        Candidate::new("scalar/multiply", Scalar, NONE, de::anti_diagonal_through_multiply_batch),
    ];
}

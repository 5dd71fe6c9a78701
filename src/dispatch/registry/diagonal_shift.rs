//! Diagonal shifts.

use super::prelude::*;
use all::diagonal_shift as ds;

registry! {
    diagonal_shift_bl => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::bl_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::bl_linear),
    ];
    diagonal_shift_tl => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::tl_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tl_linear),
    ];
    diagonal_shift_br => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::br_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::br_linear),
    ];
    diagonal_shift_tr => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::tr_binary),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tr_linear),
    ];

    diagonal_shift_bl_batch => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::bl_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::bl_linear_batch),
    ];
    diagonal_shift_tl_batch => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::tl_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tl_linear_batch),
    ];
    diagonal_shift_br_batch => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::br_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::br_linear_batch),
    ];
    diagonal_shift_tr_batch => [
        Candidate::new("scalar/binary", Scalar, NONE, ds::tr_binary_batch),
        Candidate::new("scalar/linear", Scalar, NONE, ds::tr_linear_batch),
    ];
}

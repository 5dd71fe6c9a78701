//! AVX2 diagonal shift kernels.

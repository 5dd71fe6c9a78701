//! AVX2 deposit kernels.

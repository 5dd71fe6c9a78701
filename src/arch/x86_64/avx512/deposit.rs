//! AVX512 deposit kernels.

//! AVX512 diagonal shift kernels.

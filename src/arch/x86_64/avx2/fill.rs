//! AVX2 fill kernels.

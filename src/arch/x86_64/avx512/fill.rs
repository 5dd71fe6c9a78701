//! AVX512 fill kernels.

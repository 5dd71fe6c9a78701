//! AVX512 flip kernels.

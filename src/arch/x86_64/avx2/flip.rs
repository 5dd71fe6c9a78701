//! AVX2 flip kernels.

//! AVX2 line attacks kernels.

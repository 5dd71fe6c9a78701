//! AVX512 line attacks kernels.

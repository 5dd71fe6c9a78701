//! AVX2 extract kernels.

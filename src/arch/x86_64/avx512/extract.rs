//! AVX512 extract kernels.

//! SSE2 extract kernels.

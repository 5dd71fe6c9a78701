//! SSE2 deposit kernels.

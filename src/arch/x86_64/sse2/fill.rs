//! SSE2 fill kernels.

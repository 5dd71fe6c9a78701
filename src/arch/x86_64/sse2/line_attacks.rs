//! SSE2 line attacks kernels.

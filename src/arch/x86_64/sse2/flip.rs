//! SSE2 flip kernels.

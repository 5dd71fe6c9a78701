//! SSE2 diagonal shift kernels.

//! Test inputs shared by the NEON and SVE2 unit tests (`arch::testing`).

pub(crate) use crate::arch::testing::boards;

//! SSE2 knight, king and pawn kernels: none registered.
//!
//! The portable forms (`all::leapers`) are a handful of shifts, masks and
//! ORs per board, and their batch loops are plain loops over independent
//! boards that LLVM may vectorise at the build's baseline (SSE2 on x86-64)
//! by itself; a hand-written two-board form was not written or measured
//! (issue #38). The AVX2 and AVX-512 batch forms share the bodies of
//! `generic::leapers`.

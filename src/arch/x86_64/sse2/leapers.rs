//! SSE2 knight, king and pawn kernels: none registered.
//!
//! The portable forms (`all::leapers`) are a handful of shifts, masks and
//! ORs per board, and their batch loops are plain loops over independent
//! boards, which LLVM vectorises at the x86-64 baseline by itself (in the
//! release build the portable knight and pawn-push loops run two boards per
//! `xmm` register: `psrlq`/`psllq` by immediates, `pand`, `por`). A
//! hand-written SSE2 form would be the same code, so none was written
//! (issue #38). The AVX2 and AVX-512 batch forms share the bodies of
//! `generic::leapers`.

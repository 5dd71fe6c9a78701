//! SSE2 fill kernels: none registered.
//!
//! Measured (Sapphire Rapids class, batch of 4096): two boards per register
//! with run-time shift counts (`psllq`/`psrlq xmm, xmm`, the unused way set
//! to 64) ran no better than scalar rotates for fills and rays, and about
//! twice as long as scalar for the rook/queen unions;
//! pairing a direction with its opposite in one register needs a byte swap
//! in and out of one lane (no `pshufb`), which costs what the lane saves.
//! The scalar Kogge-Stone fills are the SSE2-level choice.

//! SSE2 fill kernels: none registered.
//!
//! Measured (Sapphire Rapids class, batch of 4096): two boards per register
//! with run-time shift counts (`psllq`/`psrlq xmm, xmm`, the unused way set
//! to 64) ran 1.0-1.8 ns a board for fills and rays, no better than scalar
//! rotates, and 7.5-15 ns for the rook/queen unions against 3-6 ns scalar;
//! pairing a direction with its opposite in one register needs a byte swap
//! in and out of one lane (no `pshufb`), which costs what the lane saves.
//! The scalar Kogge-Stone fills are the SSE2-level choice.

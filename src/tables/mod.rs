//! The `const` per-square tables that need no dispatch and no
//! implementation: the leapers' attacks and the geometry of lines, built at
//! compile time from the pieces' steps and the line masks. Every function is
//! a `const fn`, the same on every CPU; the implementations (`arch`) read
//! them as the crate's users do.

mod leapers;
mod lines;

pub use leapers::{king_attacks_from, knight_attacks_from, pawn_attacks_from};
pub use lines::{aligned, between, bishop_rays, line_through, rook_rays};

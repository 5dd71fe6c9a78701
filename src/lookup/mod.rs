//! Per-square lookups that need no dispatch: the leapers' attacks, the
//! geometry of lines, and slider attacks usable in `const` initialisers.
//! Every function is a `const fn`, the same on every CPU.

mod leapers;
mod lines;
mod sliders;

pub use leapers::{king_attacks_from, knight_attacks_from, pawn_attacks_from};
pub use lines::{aligned, between, bishop_rays, line_through, rook_rays};
pub use sliders::{bishop_attacks_from_const, queen_attacks_from_const, rook_attacks_from_const};

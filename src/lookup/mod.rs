//! Per-square lookups that need no dispatch: the leapers' attacks, the
//! geometry of lines, and slider attacks usable in `const` initialisers,
//! each a `const fn`, the same on every CPU; and the attackers of a square
//! and the sliders' x-rays, built on them and on the inlined slider lookups
//! (with a `const fn` form of each).

mod attackers;
mod leapers;
mod lines;
mod sliders;

pub use attackers::{
    attackers_to, attackers_to_const, xray_bishop_attacks, xray_bishop_attacks_const,
    xray_rook_attacks, xray_rook_attacks_const,
};
pub use leapers::{king_attacks_from, knight_attacks_from, pawn_attacks_from};
pub use lines::{aligned, between, bishop_rays, line_through, rook_rays};
pub use sliders::{bishop_attacks_from_const, queen_attacks_from_const, rook_attacks_from_const};

//! Per-square lookups written over the implementations: slider attacks
//! usable in `const` initialisers (the portable Hyperbola Quintessence of
//! `arch`). The `const` tables the implementations read themselves (the
//! leapers, the lines) stand below `arch`, in `tables`.

pub(crate) mod attackers;
pub(crate) mod en_passant;
mod sliders;

pub use sliders::{bishop_attacks_from_const, queen_attacks_from_const, rook_attacks_from_const};

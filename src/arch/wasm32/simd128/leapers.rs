//! `simd128` knight, king and pawn batch forms: two boards per `v128`
//! through the shared bodies (`generic::leapers`) and the two-board
//! drivers (`generic::pairs`); an odd last board runs in lane 0 alone.
//! Single boards have no `simd128` form: each set is a handful of scalar
//! operations.

use core::arch::wasm32::*;

use crate::arch::generic::leapers::leaper_batches;
use crate::arch::generic::pairs::{map_pairs, zip_pairs};

// The tree is compiled only where the build enables simd128: the attribute
// restates it.
leaper_batches!("simd128", v128, map_pairs, zip_pairs);

//! NEON knight, king and pawn batch forms: two boards per `uint64x2_t`
//! through the shared bodies (`generic::leapers`) and the two-board
//! drivers (`generic::pairs`); an odd last board runs in lane 0 alone.
//! Single boards have no NEON form: each set is a handful of scalar
//! operations.

use core::arch::aarch64::*;

use crate::arch::generic::leapers::leaper_batches;
use crate::arch::generic::pairs::{map_pairs, zip_pairs};

// NEON, which every aarch64 target enables: the attribute restates it.
leaper_batches!("neon", uint64x2_t, map_pairs, zip_pairs);

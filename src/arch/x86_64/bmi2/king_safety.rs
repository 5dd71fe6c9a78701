//! Checks and pins on one king: the snipers scan (`all/king_safety.rs`)
//! with its two lookups from the king by `pext`.

use super::line_attacks::{bishop_attacks_from, rook_attacks_from};
use crate::arch::all::king_safety::scan_with;
use crate::king_safety::KingSafety;
use crate::types::{Color, Side, Square};

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    // The closures inherit this function's BMI2.
    scan_with(
        king,
        ours,
        theirs,
        us,
        |sq, o| rook_attacks_from(sq, o),
        |sq, o| bishop_attacks_from(sq, o),
    )
}

// The single form in a loop, compiled with the level's features.
batch_loop!("bmi2" => from_king(Color), king_safety_batch, king_safety);

//! Per-square attacks at the `bmi2` level: the `pext`-indexed table
//! (`pext.rs`, only with the `pext-table` feature) and obstruction
//! difference with `lzcnt`.

#[cfg(feature = "pext-table")]
mod pext;
#[cfg(feature = "pext-table")]
pub(crate) use pext::*;
/// The many-squares and per-square batch forms on AVX2 lanes and `pext`
/// together.
#[cfg(feature = "pext-table")]
pub(crate) mod lanes_pext;

/// Obstruction difference (`arch/all/line_attacks/obstruction_difference`)
/// compiled with `lzcnt` for the most significant bit instead of `bsr`.
pub(crate) mod obstruction_difference {
    use crate::arch::all::line_attacks::obstruction_difference as od;
    use crate::types::Square;

    #[inline]
    #[target_feature(enable = "lzcnt,bmi1")]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
        od::rook(sq, occupied)
    }

    #[inline]
    #[target_feature(enable = "lzcnt,bmi1")]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
        od::bishop(sq, occupied)
    }

    #[inline]
    #[target_feature(enable = "lzcnt,bmi1")]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
        od::queen(sq, occupied)
    }

    batch_loop!( "lzcnt,bmi1" =>
        #[inline]
        from_sq,
        rook_attacks_from_batch,
        rook_attacks_from
    );
    batch_loop!( "lzcnt,bmi1" =>
        #[inline]
        from_sq,
        bishop_attacks_from_batch,
        bishop_attacks_from
    );
    batch_loop!( "lzcnt,bmi1" =>
        #[inline]
        from_sq,
        queen_attacks_from_batch,
        queen_attacks_from
    );
}

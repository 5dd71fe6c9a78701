//! Per-square attacks by the `pext`-indexed table, with `bext` for `pext`
//! (the method of `bmi2::line_attacks`, whose table this shares).
//!
//! `bext` packs the occupancy of a slider's relevant squares into a dense
//! index into the square's block of answers (the arch-neutral
//! [`tables::PACKED`], 849 KiB evaluated at compile time into `.rodata`).
//! A lookup is one slot load, `bext` (with the moves of its operands to and
//! from a vector register), and the answer load. A square's rook and bishop
//! masks and blocks share one 32-byte slot, so a queen reads one line of
//! them and its two `bext`s and loads are independent.

use super::bitperm::bext;
use crate::arch::all::line_attacks::tables::pext_slot;
use crate::types::Square;

#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
fn answer(block: *const u64, occupied: u64, mask: u64) -> u64 {
    // SAFETY: `bext` by a mask of `n` bits is below `2^n`, the size of the
    // square's block, which lies inside `tables::PACKED`.
    unsafe { *block.add(bext(occupied, mask) as usize) }
}

/// Rook attacks from `sq`: the rook block's answer at the `bext` index.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.rook_block, occupied, s.rook_mask)
}

/// Bishop attacks from `sq`: the bishop block's answer at the `bext` index.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.bishop_block, occupied, s.bishop_mask)
}

/// Queen attacks from `sq`: the rook and the bishop lookups of one slot.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.rook_block, occupied, s.rook_mask) | answer(s.bishop_block, occupied, s.bishop_mask)
}

batch_loop!( "sve2,sve2-bitperm" =>
    #[inline]
    from_sq,
    rook_attacks_from_batch,
    rook_attacks_from
);
batch_loop!( "sve2,sve2-bitperm" =>
    #[inline]
    from_sq,
    bishop_attacks_from_batch,
    bishop_attacks_from
);
batch_loop!( "sve2,sve2-bitperm" =>
    #[inline]
    from_sq,
    queen_attacks_from_batch,
    queen_attacks_from
);

#[cfg(all(test, feature = "std"))]
mod tests {
    use std::vec;

    use super::super::bitperm::tests::{have_bitperm, xorshift};
    use crate::arch::all::line_attacks::kindergarten as reference;
    use crate::types::Square;

    #[test]
    fn lookups_match_kindergarten() {
        if !have_bitperm() {
            return;
        }
        let mut boards = xorshift(300);
        boards.extend([0, !0]);
        boards.extend((0..64).map(|i| 1u64 << i));
        // Sparser boards, as in games.
        let more: vec::Vec<u64> = xorshift(600).chunks(2).map(|p| p[0] & p[1]).collect();
        boards.extend(more);
        for &occ in &boards {
            for sq in (0..64).map(|i| Square::new(i).unwrap()) {
                // SAFETY: SVE2 BitPerm was detected above.
                unsafe {
                    assert_eq!(
                        super::rook_attacks_from(sq, occ),
                        reference::rook_attacks_from(sq, occ)
                    );
                    assert_eq!(
                        super::bishop_attacks_from(sq, occ),
                        reference::bishop_attacks_from(sq, occ)
                    );
                    assert_eq!(
                        super::queen_attacks_from(sq, occ),
                        reference::queen_attacks_from(sq, occ)
                    );
                }
            }
        }
    }

    #[test]
    fn batches_match_kindergarten() {
        if !have_bitperm() {
            return;
        }
        let boards = xorshift(40);
        let squares: vec::Vec<Square> = boards
            .iter()
            .map(|&x| Square::new((x >> 58) as u8).unwrap())
            .collect();
        for len in (0..=9).chain([33]) {
            let (sq, occ) = (&squares[..len], &boards[..len]);
            let mut out = vec![0u64; len];
            // SAFETY (each call): SVE2 BitPerm was detected above.
            unsafe { super::rook_attacks_from_batch(sq, occ, &mut out) };
            for k in 0..len {
                assert_eq!(out[k], reference::rook_attacks_from(sq[k], occ[k]));
            }
            unsafe { super::bishop_attacks_from_batch(sq, occ, &mut out) };
            for k in 0..len {
                assert_eq!(out[k], reference::bishop_attacks_from(sq[k], occ[k]));
            }
            unsafe { super::queen_attacks_from_batch(sq, occ, &mut out) };
            for k in 0..len {
                assert_eq!(out[k], reference::queen_attacks_from(sq[k], occ[k]));
            }
        }
    }
}

//! Per-square attacks by `pext`-indexed tables.
//!
//! `pext` packs the occupancy of a slider's relevant squares into a dense
//! index into the square's block of answers (see
//! [`tables`](crate::arch::all::line_attacks::tables): 102 400 rook and
//! 5 248 bishop `u64`, **841 KiB**, evaluated at compile time into
//! `.rodata`). A lookup is one slot load, `pext`, an add and the answer
//! load: no once-check, no bounds check. A square's rook and bishop masks
//! and offsets share one 32-byte slot, so a queen reads one line of them and
//! its two `pext`s and loads are independent of each other.

use core::arch::x86_64::_pext_u64;

use crate::arch::all::line_attacks::tables::{self, PACKED as ANSWERS};
use crate::types::Square;

/// One square's relevant squares and answer blocks for both pieces: 32
/// bytes, two to a cache line. The blocks are pointers rather than offsets
/// into `ANSWERS`, which saves the add (and the table's address) per lookup.
#[repr(C, align(32))]
struct Slot {
    rook_mask: u64,
    bishop_mask: u64,
    rook_block: *const u64,
    bishop_block: *const u64,
}

// SAFETY: the pointers point into `ANSWERS`, an immutable `static`, so
// sharing them between threads shares only reads of immutable data.
unsafe impl Sync for Slot {}

static SLOTS: [Slot; 64] = {
    const EMPTY: Slot = Slot {
        rook_mask: 0,
        bishop_mask: 0,
        rook_block: core::ptr::null(),
        bishop_block: core::ptr::null(),
    };
    let mut slots = [EMPTY; 64];
    let mut sq = 0;
    while sq < 64 {
        let (rook_block, bishop_block) = tables::blocks(&ANSWERS, sq);
        slots[sq] = Slot {
            rook_mask: tables::ROOK_MASKS[sq],
            bishop_mask: tables::BISHOP_MASKS[sq],
            rook_block,
            bishop_block,
        };
        sq += 1;
    }
    slots
};

#[inline(always)]
fn slot(sq: Square) -> &'static Slot {
    // SAFETY: a `Square`'s index is below 64.
    unsafe { SLOTS.get_unchecked(sq.index() as usize) }
}

target_fn! { "bmi2" =>
#[inline]
fn answer(block: *const u64, occupied: u64, mask: u64) -> u64 {
    // SAFETY: `pext` by a mask of `n` bits is below `2^n`, the size of the
    // square's block, which lies inside `ANSWERS`.
    unsafe { *block.add(_pext_u64(occupied, mask) as usize) }
}
}

target_fn! { "bmi2" =>
#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = slot(sq);
    answer(s.rook_block, occupied, s.rook_mask)
}
}

target_fn! { "bmi2" =>
#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = slot(sq);
    answer(s.bishop_block, occupied, s.bishop_mask)
}
}

target_fn! { "bmi2" =>
#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = slot(sq);
    answer(s.rook_block, occupied, s.rook_mask) | answer(s.bishop_block, occupied, s.bishop_mask)
}
}

batch_loop!( "bmi2" =>
    #[inline]
    from_sq,
    rook_attacks_from_batch,
    rook_attacks_from
);
batch_loop!( "bmi2" =>
    #[inline]
    from_sq,
    bishop_attacks_from_batch,
    bishop_attacks_from
);
batch_loop!( "bmi2" =>
    #[inline]
    from_sq,
    queen_attacks_from_batch,
    queen_attacks_from
);

#[cfg(test)]
mod tests {
    #[test]
    fn table_sizes() {
        assert_eq!(super::tables::ENTRIES, 102_400 + 5_248);
        assert_eq!(core::mem::size_of::<super::Slot>(), 32);
    }
}

//! Per-square attacks by `pext`-indexed tables.
//!
//! `pext` packs the occupancy of a slider's relevant squares into a dense
//! index into the square's block of answers (see
//! [`tables`](crate::arch::all::line_attacks::tables): 102 400 rook and
//! 5 248 bishop `u64` with a cache line between blocks, **849 KiB**,
//! evaluated at compile time into
//! `.rodata`). A lookup is one slot load, `pext`, an add and the answer
//! load: no once-check, no bounds check. A square's rook and bishop masks
//! and offsets share one 32-byte slot, so a queen reads one line of them and
//! its two `pext`s and loads are independent of each other.

use core::arch::x86_64::_pext_u64;

use crate::arch::all::line_attacks::tables::pext_slot;
use crate::types::Square;

#[inline]
#[target_feature(enable = "bmi2")]
fn answer(block: *const u64, occupied: u64, mask: u64) -> u64 {
    // SAFETY: `pext` by a mask of `n` bits is below `2^n`, the size of the
    // square's block, which lies inside `tables::PACKED`.
    unsafe { *block.add(_pext_u64(occupied, mask) as usize) }
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.rook_block, occupied, s.rook_mask)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.bishop_block, occupied, s.bishop_mask)
}

#[inline]
#[target_feature(enable = "bmi2")]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = pext_slot(sq);
    answer(s.rook_block, occupied, s.rook_mask) | answer(s.bishop_block, occupied, s.bishop_mask)
}

/// The same lookups for code compiled without BMI2: `pext` written as
/// inline assembly, which the compiler inlines into any caller whatever its
/// target features (a `#[target_feature]` function cannot inline into a
/// caller without them). The crate's free functions run these in place of
/// an indirect call where the inlined policy chose `bmi2/pext`
/// (`selection::inlined`, `selection::slots`): in a loop of lookups the call
/// is the larger cost.
pub(crate) mod inline_asm {
    use crate::arch::all::line_attacks::inlined::Slots;
    use crate::arch::all::line_attacks::tables::{PextSlot as Slot, PEXT_SLOTS as SLOTS};

    /// `pext(value, mask)`.
    ///
    /// # Safety
    /// The CPU must support BMI2.
    #[inline(always)]
    unsafe fn pext(value: u64, mask: u64) -> u64 {
        let packed: u64;
        // SAFETY: the caller guarantees BMI2; `pext` reads and writes only
        // the named registers and leaves the flags alone.
        unsafe {
            core::arch::asm!(
                "pext {packed}, {value}, {mask}",
                packed = lateout(reg) packed,
                value = in(reg) value,
                mask = in(reg) mask,
                options(pure, nomem, nostack, preserves_flags),
            );
        }
        packed
    }

    /// # Safety
    /// The CPU must support BMI2.
    #[inline(always)]
    unsafe fn answer(block: *const u64, occupied: u64, mask: u64) -> u64 {
        // SAFETY: BMI2 by the caller; the index is in the block as in
        // `super::answer`.
        unsafe { *block.add(pext(occupied, mask) as usize) }
    }

    /// `bmi2/pext` run inlined by the free functions, its slots' address
    /// passed in (`crate::arch::all::line_attacks::inlined`).
    pub(crate) struct Pext;

    impl Slots for Pext {
        type Slot = Slot;

        #[inline(always)]
        fn slots() -> &'static [Slot; 64] {
            &SLOTS
        }

        /// # Safety
        /// The CPU must support BMI2.
        #[inline(always)]
        unsafe fn rook(s: &Slot, occupied: u64) -> u64 {
            // SAFETY: BMI2 by the caller.
            unsafe { answer(s.rook_block, occupied, s.rook_mask) }
        }

        /// # Safety
        /// The CPU must support BMI2.
        #[inline(always)]
        unsafe fn bishop(s: &Slot, occupied: u64) -> u64 {
            // SAFETY: BMI2 by the caller.
            unsafe { answer(s.bishop_block, occupied, s.bishop_mask) }
        }
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
batch_loop!( "bmi2" =>
    #[inline]
    squares,
    rook_attacks_from_squares,
    rook_attacks_from
);
batch_loop!( "bmi2" =>
    #[inline]
    squares,
    bishop_attacks_from_squares,
    bishop_attacks_from
);
batch_loop!( "bmi2" =>
    #[inline]
    squares,
    queen_attacks_from_squares,
    queen_attacks_from
);

#[cfg(test)]
mod tests {
    #[cfg(feature = "std")]
    #[test]
    fn inline_asm_agrees_with_the_target_feature_form() {
        use super::inline_asm::Pext;
        use crate::arch::all::line_attacks::inlined::Inlined;
        use crate::types::Square;
        if !std::is_x86_feature_detected!("bmi2") || cfg!(miri) {
            return;
        }
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..200 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for sq in (0..64).map(|i| Square::new(i).unwrap()) {
                // SAFETY: BMI2 was detected above; `Pext::table()` is the table.
                unsafe {
                    assert_eq!(
                        Pext::rook(Pext::table(), sq, x),
                        super::rook_attacks_from(sq, x)
                    );
                    assert_eq!(
                        Pext::bishop(Pext::table(), sq, x),
                        super::bishop_attacks_from(sq, x)
                    );
                    assert_eq!(
                        Pext::queen(Pext::table(), sq, x),
                        super::queen_attacks_from(sq, x)
                    );
                }
            }
        }
    }

    #[test]
    fn table_sizes() {
        use crate::arch::all::line_attacks::tables;
        assert_eq!(core::mem::size_of::<tables::PextSlot>(), 32);
    }
}

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
    use crate::arch::all::line_attacks::inlined::Inlined;
    use crate::arch::all::line_attacks::tables::{PextSlot as Slot, PEXT_SLOTS as SLOTS};
    use crate::types::Square;

    /// `pext(value, mask)` with the mask read by the instruction itself,
    /// at byte `offset` from `table` (the square's slot, `offset` bytes
    /// into the slots, plus the mask's place in it, `MASK`): one micro-fused
    /// load-and-`pext` addressed from the two registers the lookup already
    /// holds, as the compiler emits for `_pext_u64` of a loaded mask in the
    /// token's loop. A mask passed in a register costs a load instruction of
    /// its own (and a slot address passed in one, an `lea`): so the loop of
    /// the rook's free function ran eleven instructions a lookup, the
    /// token's eight and a half (unrolled twice, which LLVM never does to a
    /// loop holding inline assembly); this form saves the load
    /// (`docs/report.md`).
    ///
    /// # Safety
    /// The CPU must support BMI2, and `table + offset + MASK` holds a mask.
    #[inline(always)]
    unsafe fn pext<const MASK: usize>(value: u64, table: *const Slot, offset: usize) -> u64 {
        let packed: u64;
        // SAFETY: the caller guarantees BMI2 and the mask's address; `pext`
        // reads the named registers and the mask, writes only `packed` and
        // leaves the flags alone.
        unsafe {
            core::arch::asm!(
                "pext {packed}, {value}, qword ptr [{table} + {offset} + {mask}]",
                packed = lateout(reg) packed,
                value = in(reg) value,
                table = in(reg) table,
                offset = in(reg) offset,
                mask = const MASK,
                options(pure, readonly, nostack, preserves_flags),
            );
        }
        packed
    }

    const ROOK_MASK: usize = core::mem::offset_of!(Slot, rook_mask);
    const BISHOP_MASK: usize = core::mem::offset_of!(Slot, bishop_mask);

    /// The rook's attacks from `sq`, its slot `offset` bytes into `table`.
    ///
    /// # Safety
    /// The CPU must support BMI2; `table` is [`table()`] and `offset` the
    /// byte offset of a square's slot.
    #[inline(always)]
    unsafe fn rook(table: *const Slot, offset: usize, occupied: u64) -> u64 {
        // SAFETY: by the caller; the index is in the block as in
        // `super::answer`.
        unsafe {
            let block = (*table.byte_add(offset)).rook_block;
            *block.add(pext::<ROOK_MASK>(occupied, table, offset) as usize)
        }
    }

    /// The bishop's attacks, as [`rook`].
    ///
    /// # Safety
    /// As [`rook`].
    #[inline(always)]
    unsafe fn bishop(table: *const Slot, offset: usize, occupied: u64) -> u64 {
        // SAFETY: as in `rook`.
        unsafe {
            let block = (*table.byte_add(offset)).bishop_block;
            *block.add(pext::<BISHOP_MASK>(occupied, table, offset) as usize)
        }
    }

    /// `bmi2/pext` run inlined by the free functions, its slots' address
    /// passed in (`crate::arch::all::line_attacks::inlined`). Not through
    /// [`Slots`](crate::arch::all::line_attacks::inlined::Slots): the mask is
    /// addressed from the table and the slot's offset, which a slot
    /// reference would not keep in two registers.
    pub(crate) struct Pext;

    /// The byte offset of `sq`'s slot in the slots.
    #[inline(always)]
    fn offset(sq: Square) -> usize {
        sq.index() as usize * core::mem::size_of::<Slot>()
    }

    impl Inlined for Pext {
        #[inline(always)]
        fn table() -> *const () {
            SLOTS.as_ptr().cast()
        }

        /// # Safety
        /// The CPU must support BMI2, and `table` is [`Pext::table`].
        #[inline(always)]
        unsafe fn rook(table: *const (), sq: Square, occupied: u64) -> u64 {
            // SAFETY: by the caller; a `Square`'s index is below 64, so its
            // slot is in the table.
            unsafe { rook(table.cast(), offset(sq), occupied) }
        }

        /// # Safety
        /// As for the rook.
        #[inline(always)]
        unsafe fn bishop(table: *const (), sq: Square, occupied: u64) -> u64 {
            // SAFETY: as for the rook.
            unsafe { bishop(table.cast(), offset(sq), occupied) }
        }

        /// Both `pext`s in one `asm!`, next to each other and ahead of the
        /// answers' loads, as the token's loop orders them. Two `asm!`
        /// blocks left the rook's answer load between them, and that order
        /// ran the queen's free function 4 to 25 % behind its token on AMD
        /// Zen 3 (the same instructions, the loops aligned alike); this one
        /// 0 to 8 % (`docs/report.md`).
        ///
        /// # Safety
        /// As for the rook.
        #[inline(always)]
        unsafe fn queen(table: *const (), sq: Square, occupied: u64) -> u64 {
            let (table, offset): (*const Slot, usize) = (table.cast(), offset(sq));
            let (rook, bishop): (u64, u64);
            // SAFETY: the caller guarantees BMI2 and the table; a `Square`'s
            // index is below 64, so its slot and both masks are in it. The
            // `pext`s read the named registers and the masks and write only
            // `rook` (not an input's register: the second reads them after
            // it) and `bishop`, leaving the flags alone.
            unsafe {
                core::arch::asm!(
                    "pext {rook}, {value}, qword ptr [{table} + {offset} + {rook_mask}]",
                    "pext {bishop}, {value}, qword ptr [{table} + {offset} + {bishop_mask}]",
                    rook = out(reg) rook,
                    bishop = lateout(reg) bishop,
                    value = in(reg) occupied,
                    table = in(reg) table,
                    offset = in(reg) offset,
                    rook_mask = const ROOK_MASK,
                    bishop_mask = const BISHOP_MASK,
                    options(pure, readonly, nostack, preserves_flags),
                );
                // SAFETY: the indices are in their blocks as in `super::answer`.
                let slot = &*table.byte_add(offset);
                *slot.rook_block.add(rook as usize) | *slot.bishop_block.add(bishop as usize)
            }
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

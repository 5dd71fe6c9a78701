//! Per-square attacks by fixed-shift "black" magics with overlapping blocks.
//!
//! Like fancy magics, `index = f(occupied) * magic >> shift` picks an answer
//! from a per-square block, with two differences that make a lookup cheaper
//! and the table smaller:
//!
//! * the occupancy is OR-ed with the complement of the relevant mask instead
//!   of AND-ed with it: the irrelevant squares read as always occupied, which
//!   gives the magic search more freedom (the name "black": the unused bits
//!   are ones);
//! * the shift is the same for every square (52 for a rook: 12 index bits,
//!   55 for a bishop: 9), an immediate instead of a load, and the blocks of
//!   different squares overlap wherever their answers agree or one block
//!   leaves a gap, so all rook and bishop blocks fit in 87 988 answers
//!   (**687 KiB**, against 849 KiB for this crate's fancy magics).
//!
//! The constants are the published ones found by Volker Annuss and Niklas
//! Fiekas (talkchess.com, "Black magic bitboards" thread, 2017). They are
//! not trusted: the build script builds the table from this crate's own
//! attack answers (`answers.rs`, which holds the constants), and the build
//! fails if any two occupancies with different attacks share an entry, or
//! an index falls outside the table.

use super::answers::black::{BISHOP, BISHOP_SHIFT, ENTRIES, ROOK, ROOK_SHIFT};
use super::inlined::Slots;
use super::tables;
use crate::types::Square;

static ANSWERS: [u64; ENTRIES] = tables::built_table!("black_magic.bin");

#[cfg(all(test, feature = "std"))]
#[test]
#[cfg_attr(miri, ignore)] // two tables built: minutes under Miri
fn built_table_is_the_black_magic_answers() {
    let packed = tables::rebuilt(super::answers::Indexing::Packed);
    let mut black: std::boxed::Box<[u64; ENTRIES]> =
        std::vec![0; ENTRIES].into_boxed_slice().try_into().unwrap();
    super::answers::black::answers(&packed, &mut black);
    assert!(black[..] == ANSWERS[..]);
}

/// One square's lookup data for both pieces in one cache line; the blocks
/// are pointers into `ANSWERS` (no add of an offset per lookup).
#[repr(C, align(64))]
pub(crate) struct Slot {
    rook_outside: u64,
    rook_magic: u64,
    rook_block: *const u64,
    bishop_outside: u64,
    bishop_magic: u64,
    bishop_block: *const u64,
}

// SAFETY: the pointers point into `ANSWERS`, an immutable `static`, so
// sharing them between threads shares only reads of immutable data.
unsafe impl Sync for Slot {}

static SLOTS: [Slot; 64] = {
    const EMPTY: Slot = Slot {
        rook_outside: 0,
        rook_magic: 0,
        rook_block: core::ptr::null(),
        bishop_outside: 0,
        bishop_magic: 0,
        bishop_block: core::ptr::null(),
    };
    let mut slots = [EMPTY; 64];
    let base = ANSWERS.as_ptr();
    let mut sq = 0;
    while sq < 64 {
        slots[sq] = Slot {
            rook_outside: !tables::ROOK_MASKS[sq],
            rook_magic: ROOK[sq].0,
            // SAFETY: `answers` placed every index of this block inside
            // `ANSWERS` (or failed to compile), so the block start is too.
            rook_block: unsafe { base.add(ROOK[sq].1 as usize) },
            bishop_outside: !tables::BISHOP_MASKS[sq],
            bishop_magic: BISHOP[sq].0,
            // SAFETY: as above.
            bishop_block: unsafe { base.add(BISHOP[sq].1 as usize) },
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

#[inline(always)]
fn answer(block: *const u64, occupied: u64, outside: u64, magic: u64, shift: u32) -> u64 {
    let index = ((occupied | outside).wrapping_mul(magic) >> shift) as usize;
    // SAFETY: `occupied | outside` is one of the occupancies `answers`
    // enumerated for this square (the irrelevant squares all set), so the
    // index is one it checked to lie inside `ANSWERS`.
    unsafe { *block.add(index) }
}

#[inline(always)]
fn rook(s: &Slot, occupied: u64) -> u64 {
    answer(
        s.rook_block,
        occupied,
        s.rook_outside,
        s.rook_magic,
        ROOK_SHIFT,
    )
}

#[inline(always)]
fn bishop(s: &Slot, occupied: u64) -> u64 {
    answer(
        s.bishop_block,
        occupied,
        s.bishop_outside,
        s.bishop_magic,
        BISHOP_SHIFT,
    )
}

#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    rook(slot(sq), occupied)
}

#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    bishop(slot(sq), occupied)
}

/// Both lookups from one slot: their loads are independent.
#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let s = slot(sq);
    rook(s, occupied) | bishop(s, occupied)
}

/// Black magic run inlined by the free functions, its slots' address
/// passed in (`super::inlined`).
pub(crate) struct BlackMagic;

impl Slots for BlackMagic {
    type Slot = Slot;

    #[inline(always)]
    fn slots() -> &'static [Slot; 64] {
        &SLOTS
    }

    #[inline(always)]
    unsafe fn rook(slot: &Slot, occupied: u64) -> u64 {
        rook(slot, occupied)
    }

    #[inline(always)]
    unsafe fn bishop(slot: &Slot, occupied: u64) -> u64 {
        bishop(slot, occupied)
    }
}

batch_loop!(from_sq, rook_attacks_from_batch, rook_attacks_from);
batch_loop!(from_sq, bishop_attacks_from_batch, bishop_attacks_from);
batch_loop!(from_sq, queen_attacks_from_batch, queen_attacks_from);
batch_loop!(squares, rook_attacks_from_squares, rook_attacks_from);
batch_loop!(squares, bishop_attacks_from_squares, bishop_attacks_from);
batch_loop!(squares, queen_attacks_from_squares, queen_attacks_from);

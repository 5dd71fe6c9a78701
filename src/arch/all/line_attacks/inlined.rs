//! The per-square lookups the crate's free functions run inlined in the
//! caller (`pext` as inline assembly, black magic, the portable Hyperbola
//! Quintessence): one trait, [`Inlined`], whose lookups take the address of
//! their table, so that a caller which already holds it in a register (the
//! selection's inlined tag) saves the load of it per lookup. Which lookup
//! runs is the selection's choice (`selection::kinds`).
//!
//! The two table lookups keep one slot per square at a static address
//! ([`Slots`]): the code that finds a square's slot from that address is
//! written once, here.

use super::{
    bishop_attacks_from_hyperbola, queen_attacks_from_hyperbola, rook_attacks_from_hyperbola,
};
use crate::types::Square;

/// A per-square lookup that runs inlined anywhere, whatever the caller's
/// target features, with the address of its table passed in.
pub(crate) trait Inlined {
    /// The address the lookups take: their table's, or for a lookup with
    /// no table an anchor of its own. Aligned to 4 bytes or more, so that
    /// the two low bits of a tag that carries it are free.
    fn table() -> *const ();

    /// The squares a rook on `sq` attacks.
    ///
    /// # Safety
    /// `table` is [`Inlined::table`], and the CPU has the instructions the
    /// lookup executes beyond the build's baseline (for `pext`, BMI2).
    unsafe fn rook(table: *const (), sq: Square, occupied: u64) -> u64;

    /// The squares a bishop on `sq` attacks (as [`Inlined::rook`]).
    ///
    /// # Safety
    /// As for [`Inlined::rook`].
    unsafe fn bishop(table: *const (), sq: Square, occupied: u64) -> u64;

    /// The squares a queen on `sq` attacks (as [`Inlined::rook`]).
    ///
    /// # Safety
    /// As for [`Inlined::rook`].
    unsafe fn queen(table: *const (), sq: Square, occupied: u64) -> u64;
}

/// A lookup by one slot per square, the 64 slots at a static address:
/// [`Inlined`] follows, with the slot of a square found from that address.
pub(crate) trait Slots {
    /// One square's lookup data for both pieces.
    type Slot: 'static;

    /// The slots, in square order.
    fn slots() -> &'static [Self::Slot; 64];

    /// The rook's answer from `slot`.
    ///
    /// # Safety
    /// The CPU has the instructions the lookup executes beyond the build's
    /// baseline.
    unsafe fn rook(slot: &Self::Slot, occupied: u64) -> u64;

    /// The bishop's answer from `slot` (as [`Slots::rook`]).
    ///
    /// # Safety
    /// As for [`Slots::rook`].
    unsafe fn bishop(slot: &Self::Slot, occupied: u64) -> u64;
}

/// The slot of `sq` in the slots at `table`.
///
/// # Safety
/// `table` is the address of `S::slots()`.
#[inline(always)]
unsafe fn slot_in<S: Slots>(table: *const (), sq: Square) -> &'static S::Slot {
    // SAFETY: `table` points at the 64 slots (the caller), and a `Square`'s
    // index is below 64.
    unsafe { &*table.cast::<S::Slot>().add(sq.index() as usize) }
}

impl<S: Slots> Inlined for S {
    #[inline(always)]
    fn table() -> *const () {
        S::slots().as_ptr().cast()
    }

    #[inline(always)]
    unsafe fn rook(table: *const (), sq: Square, occupied: u64) -> u64 {
        // SAFETY: `table` is `S::slots()`'s address, and the CPU has what
        // the lookup executes (the caller).
        unsafe { S::rook(slot_in::<S>(table, sq), occupied) }
    }

    #[inline(always)]
    unsafe fn bishop(table: *const (), sq: Square, occupied: u64) -> u64 {
        // SAFETY: as for the rook.
        unsafe { S::bishop(slot_in::<S>(table, sq), occupied) }
    }

    /// Both lookups from one slot: their loads are independent.
    #[inline(always)]
    unsafe fn queen(table: *const (), sq: Square, occupied: u64) -> u64 {
        // SAFETY: as for the rook.
        unsafe {
            let s = slot_in::<S>(table, sq);
            S::rook(s, occupied) | S::bishop(s, occupied)
        }
    }
}

/// `scalar/hyperbola`, the portable Hyperbola Quintessence: no table beyond
/// the line masks, correct on every CPU.
pub(crate) struct Hyperbola;

/// The address a [`Hyperbola`] tag carries, only so that the tag is not
/// null (the lookup has no table).
static HYPERBOLA_ANCHOR: u64 = 0;

impl Inlined for Hyperbola {
    #[inline(always)]
    fn table() -> *const () {
        (&raw const HYPERBOLA_ANCHOR).cast()
    }

    #[inline(always)]
    unsafe fn rook(_: *const (), sq: Square, occupied: u64) -> u64 {
        rook_attacks_from_hyperbola(sq, occupied)
    }

    #[inline(always)]
    unsafe fn bishop(_: *const (), sq: Square, occupied: u64) -> u64 {
        bishop_attacks_from_hyperbola(sq, occupied)
    }

    #[inline(always)]
    unsafe fn queen(_: *const (), sq: Square, occupied: u64) -> u64 {
        queen_attacks_from_hyperbola(sq, occupied)
    }
}

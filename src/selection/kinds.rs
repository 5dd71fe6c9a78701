//! The per-square free functions' inlined lookups, by kind: what a kind is,
//! the kind of a decision, each kind's table, and the lookup of a kind run
//! inlined. The kinds come from the registry's rows
//! (`registry/line_attacks.rs`, `with_inlined_kinds!`): `pext` as inline
//! assembly, black magic, and the portable Hyperbola Quintessence. (Data:
//! which kind runs is the inlined decision's, `decision.rs`; where it is
//! kept, the constructor's `before_main.rs` and the tags of `slots.rs`.)
//!
//! A kind is a small number: it is what the constructor stores for each
//! per-square free function (`before_main::KINDS`), and the two low bits of
//! a tag (`slots.rs`), whose other bits are the address of the kind's
//! table ([`table`]).

use super::method::Method;
// The lookups' trait, for the callers' [`WithLookup`] runs.
pub(crate) use crate::arch::all::line_attacks::inlined::Inlined as Lookup;
// The king's checks and pins over any two lookups: the free `king_safety`
// runs it with the rook's and the bishop's inlined kinds (`slots.rs`).
pub(crate) use crate::arch::all::king_safety::scan_with as king_safety_scan;
use crate::types::Square;

/// No inlined lookup: a tag not set yet (a call through the slot), or a
/// many-squares form whose table choice has no inlined loop (a call
/// through the table).
pub(crate) const NONE: u8 = 0;
/// `bmi2/pext`, its `pext` as inline assembly (x86-64 only).
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) const PEXT: u8 = 1;
/// `scalar/black_magic`.
#[cfg_attr(not(feature = "magic-table"), allow(dead_code))]
pub(crate) const BLACK_MAGIC: u8 = 2;
/// `scalar/hyperbola`: correct everywhere, no table.
pub(crate) const PORTABLE: u8 = 3;

/// The two low bits of a tag: its kind (the rest is the table's address).
pub(crate) const BITS: usize = 0b11;

/// The piece a lookup is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Piece {
    Rook,
    Bishop,
    Queen,
}

/// Runs a lookup of the kind chosen at run time (see [`with_lookup`]).
pub(crate) trait WithLookup {
    /// What the run returns.
    type Output;

    /// Runs with the lookup `L`, whose table is at `table`.
    ///
    /// # Safety
    /// `table` is `L::table()`, and the CPU runs `L` (the caller of
    /// [`with_lookup`]).
    // Unused in a build with neither the magic nor the `pext` table.
    #[allow(dead_code)]
    unsafe fn run<L: Lookup>(self, table: *const ()) -> Self::Output;

    /// Runs with the portable lookup, whose table is at `table` (the kinds
    /// with no table lookup here end up in this one).
    fn portable(self, table: *const ()) -> Self::Output;
}

/// `piece`'s lookup by `L` on `sq`.
///
/// # Safety
/// As for the lookups of [`Lookup`].
#[inline(always)]
pub(crate) unsafe fn attacks<L: Lookup>(
    piece: Piece,
    table: *const (),
    sq: Square,
    occupied: u64,
) -> u64 {
    // SAFETY: by the caller.
    unsafe {
        match piece {
            Piece::Rook => L::rook(table, sq, occupied),
            Piece::Bishop => L::bishop(table, sq, occupied),
            Piece::Queen => L::queen(table, sq, occupied),
        }
    }
}

macro_rules! kinds {
    (
        tables {
            $(
                $(#[$cfg:meta])*
                $KIND:ident: $Method:ident => $Lookup:path;
            )*
        }
        portable {
            $PORTABLE:ident: $PortableMethod:ident => $Portable:path;
        }
    ) => {
        /// The kind of a decision's `method` ([`NONE`] for a method with no
        /// inlined lookup in this build).
        pub(crate) const fn of(method: Option<Method>) -> u8 {
            match method {
                $($(#[$cfg])* Some(Method::$Method) => $KIND,)*
                Some(Method::$PortableMethod) => $PORTABLE,
                _ => NONE,
            }
        }

        /// Whether `kind` is the kind of a table lookup, whether or not this
        /// build has its table (the many-squares forms run those inlined,
        /// after checking the lengths; for any other kind they call the
        /// table).
        pub(crate) const fn has_table(kind: u8) -> bool {
            $(kind == $KIND ||)* false
        }

        /// The method of `kind`'s lookup (`describe()` names a token
        /// flavour's by it).
        pub(crate) const fn method(kind: u8) -> Option<Method> {
            $($(#[$cfg])* if kind == $KIND {
                return Some(Method::$Method);
            })*
            if kind == $PORTABLE {
                return Some(Method::$PortableMethod);
            }
            None
        }

        /// The address of `kind`'s table (null for [`NONE`]); aligned so
        /// that a tag's two low bits are free.
        pub(crate) fn table(kind: u8) -> *const () {
            $(
                $(#[$cfg])*
                if kind == $KIND {
                    return <$Lookup as Lookup>::table();
                }
            )*
            if kind == $PORTABLE {
                return <$Portable as Lookup>::table();
            }
            core::ptr::null()
        }

        /// Runs `w` with `kind`'s lookup, its table at `table`: one branch
        /// per table kind, each with its own copy of `w`'s code (a loop of
        /// lookups is unswitched here, once, not tested per lookup), and
        /// the portable lookup for every other kind.
        ///
        /// # Safety
        /// `table` is [`table`]`(kind)`, and `kind` is [`PEXT`] only where
        /// the CPU has BMI2 (the kinds the inlined decision chose name a
        /// lookup this CPU runs: `before_main.rs`, `slots.rs`).
        #[inline(always)]
        pub(crate) unsafe fn with_lookup_in<W: WithLookup>(
            kind: u8,
            table: *const (),
            w: W,
        ) -> W::Output {
            $(
                $(#[$cfg])*
                if kind == $KIND {
                    // SAFETY: by the caller.
                    return unsafe { w.run::<$Lookup>(table) };
                }
            )*
            let _ = kind;
            w.portable(table)
        }

        /// [`with_lookup_in`] with each kind's table at its static address
        /// (a constant in the caller's code).
        ///
        /// # Safety
        /// `kind` is [`PEXT`] only where the CPU has BMI2.
        #[inline(always)]
        pub(crate) unsafe fn with_lookup<W: WithLookup>(kind: u8, w: W) -> W::Output {
            $(
                $(#[$cfg])*
                if kind == $KIND {
                    // SAFETY: by the caller; the table is the lookup's own.
                    return unsafe { w.run::<$Lookup>(<$Lookup as Lookup>::table()) };
                }
            )*
            let _ = kind;
            w.portable(<$Portable as Lookup>::table())
        }

        /// The portable lookup's `piece` on `sq`, its table (an anchor) at
        /// `table`; it needs nothing of the CPU.
        #[inline(always)]
        pub(crate) fn portable(piece: Piece, table: *const (), sq: Square, occupied: u64) -> u64 {
            // SAFETY: the portable lookup executes nothing beyond the
            // baseline and reads no table.
            unsafe { attacks::<$Portable>(piece, table, sq, occupied) }
        }
    };
}

super::registry::with_inlined_kinds!(kinds);

/// Whether the free functions of this build can run `method` inlined
/// (whichever kernel).
pub(crate) const fn has(method: Method) -> bool {
    of(Some(method)) != NONE
}

/// One lookup of a piece.
struct One {
    piece: Piece,
    sq: Square,
    occupied: u64,
}

impl WithLookup for One {
    type Output = u64;

    #[inline(always)]
    unsafe fn run<L: Lookup>(self, table: *const ()) -> u64 {
        // SAFETY: by the caller.
        unsafe { attacks::<L>(self.piece, table, self.sq, self.occupied) }
    }

    #[inline(always)]
    fn portable(self, table: *const ()) -> u64 {
        portable(self.piece, table, self.sq, self.occupied)
    }
}

/// `piece`'s lookup of `kind` on `sq`, each kind's table at its static
/// address; the portable lookup for a kind with no table lookup.
///
/// # Safety
/// `kind` is [`PEXT`] only where the CPU has BMI2.
#[inline(always)]
pub(crate) unsafe fn lookup(kind: u8, piece: Piece, sq: Square, occupied: u64) -> u64 {
    // SAFETY: by the caller.
    unsafe {
        with_lookup(
            kind,
            One {
                piece,
                sq,
                occupied,
            },
        )
    }
}

/// [`lookup`] with the table at `table`.
///
/// # Safety
/// `table` is [`table`]`(kind)`, and `kind` is [`PEXT`] only where the CPU
/// has BMI2.
#[inline(always)]
pub(crate) unsafe fn lookup_in(
    kind: u8,
    table: *const (),
    piece: Piece,
    sq: Square,
    occupied: u64,
) -> u64 {
    // SAFETY: by the caller.
    unsafe {
        with_lookup_in(
            kind,
            table,
            One {
                piece,
                sq,
                occupied,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each kind's table leaves a tag's two low bits free, and only
    /// [`NONE`] has none.
    #[test]
    fn tables_leave_the_kind_bits_free() {
        for kind in [PEXT, BLACK_MAGIC, PORTABLE] {
            assert_eq!(table(kind).addr() & BITS, 0, "kind {kind}");
        }
        assert!(table(NONE).is_null());
        assert!(!table(PORTABLE).is_null());
    }

    /// The methods that have an inlined form are the rows' (with their
    /// tables' cargo features).
    #[test]
    fn the_rows_kinds() {
        assert_eq!(of(Some(Method::ScalarHyperbola)), PORTABLE);
        assert_eq!(
            of(Some(Method::ScalarBlackMagic)),
            if cfg!(feature = "magic-table") {
                BLACK_MAGIC
            } else {
                NONE
            }
        );
        assert_eq!(
            has(Method::Bmi2Pext),
            cfg!(all(
                target_arch = "x86_64",
                feature = "pext-table",
                not(miri)
            ))
        );
        assert_eq!(of(Some(Method::ScalarMagic)), NONE);
        assert_eq!(of(None), NONE);
    }
}

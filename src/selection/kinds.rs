//! The per-square free functions' inlined lookups, by kind: what a kind is,
//! the kind of a decision, each kind's table, and the lookup of a kind run
//! inlined. The kinds come from the registry's rows
//! (`registry/line_attacks.rs`, `with_inlined_kinds!`): `pext` as inline
//! assembly, black magic, and the portable Hyperbola Quintessence. (Data:
//! which kind runs is the inlined decision's, `decision.rs`; where it is
//! kept, the constructor's `before_main.rs` and the tags of `slots.rs`.)
//!
//! A kind ([`Kind`]) is what the constructor stores for each free function
//! (`before_main::KINDS`), and, as its number, the two low bits of a tag
//! (`slots.rs`), whose other bits are the address of the kind's table
//! ([`table`]).

use super::method::Method;
// The lookups' trait, for the callers' [`WithLookup`] runs.
pub(crate) use crate::arch::all::line_attacks::inlined::Inlined as Lookup;
// The king's checks and pins over any two lookups: the free `king_safety`
// runs it with the rook's and the bishop's inlined kinds (`slots.rs`).
pub(crate) use crate::arch::all::king_safety::scan_with as king_safety_scan;
use crate::types::Square;

/// A kind of lookup: which inlined lookup a free function runs, or which
/// call it makes instead. A plain enum for the code that decides and reads
/// kinds; where a kind lives in a word (a tag's two low bits, `slots.rs`;
/// the token's atomic, `choices.rs`) it is stored `as u8` and read back by
/// [`Kind::from_bits`].
// `pub`, in this crate-private module, because the tokens' sealed traits
// carry a kind (`token.rs`, `Sealed::LOOKUP`): a `pub(crate)` type there is
// a `private_interfaces` warning. Nothing outside the crate can name it.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// No inlined lookup: a tag not set yet (a call through the slot), a
    /// method with no inlined form in this build, or a token's table's own
    /// lookups. Zero, so that a null tag is a tag with no kind.
    NotInlined = 0,
    /// `bmi2/pext`, its `pext` as inline assembly (x86-64 only).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    Pext = 1,
    /// `scalar/black_magic`.
    #[cfg_attr(not(feature = "magic-table"), allow(dead_code))]
    BlackMagic = 2,
    /// `scalar/hyperbola`: correct everywhere, no table.
    Portable = 3,
    /// A many-squares form calls the active table (its table choice has no
    /// inlined loop). Never in a tag: it needs no bits there.
    CallTable = 4,
}

impl Kind {
    /// The kind stored as `bits` (`kind as u8`); a tag's two low bits are
    /// one of the first four.
    #[inline(always)]
    pub(crate) const fn from_bits(bits: u8) -> Kind {
        match bits {
            0 => Kind::NotInlined,
            1 => Kind::Pext,
            2 => Kind::BlackMagic,
            3 => Kind::Portable,
            4 => Kind::CallTable,
            _ => panic!("not a kind"),
        }
    }
}

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
                $Kind:ident: $Method:ident => $Lookup:path;
            )*
        }
        portable {
            $PortableKind:ident: $PortableMethod:ident => $Portable:path;
        }
    ) => {
        /// The kind of a decision's `method` ([`Kind::NotInlined`] for a
        /// method with no inlined lookup in this build).
        pub(crate) const fn of(method: Option<Method>) -> Kind {
            match method {
                $($(#[$cfg])* Some(Method::$Method) => Kind::$Kind,)*
                Some(Method::$PortableMethod) => Kind::$PortableKind,
                _ => Kind::NotInlined,
            }
        }

        /// Whether `kind` is the kind of a table lookup, whether or not this
        /// build has its table (the many-squares forms run those inlined,
        /// after checking the lengths; for any other kind they call the
        /// table).
        pub(crate) const fn has_table(kind: Kind) -> bool {
            $(matches!(kind, Kind::$Kind) ||)* false
        }

        /// The method of `kind`'s lookup (`describe()` names a token
        /// flavour's by it).
        pub(crate) const fn method(kind: Kind) -> Option<Method> {
            $($(#[$cfg])* if matches!(kind, Kind::$Kind) {
                return Some(Method::$Method);
            })*
            if matches!(kind, Kind::$PortableKind) {
                return Some(Method::$PortableMethod);
            }
            None
        }

        /// The address of `kind`'s table (null for a kind with no lookup,
        /// and for a table lookup this build lacks); aligned so that a
        /// tag's two low bits are free.
        pub(crate) fn table(kind: Kind) -> *const () {
            $(
                $(#[$cfg])*
                if kind == Kind::$Kind {
                    return <$Lookup as Lookup>::table();
                }
            )*
            if kind == Kind::$PortableKind {
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
        /// `table` is [`table`]`(kind)`, and `kind` is [`Kind::Pext`] only
        /// where the CPU has BMI2 (the kinds the inlined decision chose name
        /// a lookup this CPU runs: `before_main.rs`, `slots.rs`).
        #[inline(always)]
        pub(crate) unsafe fn with_lookup_in<W: WithLookup>(
            kind: Kind,
            table: *const (),
            w: W,
        ) -> W::Output {
            $(
                $(#[$cfg])*
                if kind == Kind::$Kind {
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
        /// `kind` is [`Kind::Pext`] only where the CPU has BMI2.
        #[inline(always)]
        pub(crate) unsafe fn with_lookup<W: WithLookup>(kind: Kind, w: W) -> W::Output {
            $(
                $(#[$cfg])*
                if kind == Kind::$Kind {
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
    !matches!(of(Some(method)), Kind::NotInlined)
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
/// `kind` is [`Kind::Pext`] only where the CPU has BMI2.
#[inline(always)]
pub(crate) unsafe fn lookup(kind: Kind, piece: Piece, sq: Square, occupied: u64) -> u64 {
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
/// `table` is [`table`]`(kind)`, and `kind` is [`Kind::Pext`] only where
/// the CPU has BMI2.
#[inline(always)]
pub(crate) unsafe fn lookup_in(
    kind: Kind,
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

    /// Each kind's table leaves a tag's two low bits free, and the kinds
    /// with no lookup have none; each kind a tag holds fits in those bits
    /// and is read back as itself.
    #[test]
    fn tables_leave_the_kind_bits_free() {
        for kind in [Kind::Pext, Kind::BlackMagic, Kind::Portable] {
            assert_eq!(table(kind).addr() & BITS, 0, "kind {kind:?}");
        }
        assert!(table(Kind::NotInlined).is_null());
        assert!(table(Kind::CallTable).is_null());
        assert!(!table(Kind::Portable).is_null());
        for kind in [
            Kind::NotInlined,
            Kind::Pext,
            Kind::BlackMagic,
            Kind::Portable,
        ] {
            assert_eq!(kind as usize & BITS, kind as usize, "kind {kind:?}");
            assert_eq!(Kind::from_bits(kind as u8), kind);
        }
        assert_eq!(Kind::from_bits(Kind::CallTable as u8), Kind::CallTable);
    }

    /// The methods that have an inlined form are the rows' (with their
    /// tables' cargo features).
    #[test]
    fn the_rows_kinds() {
        assert_eq!(of(Some(Method::ScalarHyperbola)), Kind::Portable);
        assert_eq!(
            of(Some(Method::ScalarBlackMagic)),
            if cfg!(feature = "magic-table") {
                Kind::BlackMagic
            } else {
                Kind::NotInlined
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
        assert_eq!(of(Some(Method::ScalarMagic)), Kind::NotInlined);
        assert_eq!(of(None), Kind::NotInlined);
    }
}

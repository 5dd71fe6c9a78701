//! The per-square free functions' inlined lookups, by kind: what a kind is,
//! the kind of a decision, and the lookup of a kind run inlined. The kinds
//! come from the registry's rows (`registry/line_attacks.rs`,
//! `with_inlined_kinds!`): `pext` as inline assembly, black magic, and the
//! portable Hyperbola Quintessence. Which kind runs is the inlined
//! decision's (`decision.rs`); the constructor keeps it
//! (`before_main::KINDS`).

use super::method::Method;
// The lookups' trait, for the callers' [`WithLookup`] runs.
pub(crate) use crate::arch::all::line_attacks::inlined::Inlined as Lookup;
// The king's checks and pins over any two lookups: the free `king_safety`
// runs it with the rook's and the bishop's inlined kinds (`slots.rs`).
pub(crate) use crate::arch::all::king_safety::scan_with as king_safety_scan;
use crate::types::Square;

/// A kind of lookup: which inlined lookup a free function runs, or which
/// call it makes instead. A plain enum for the code that decides and reads
/// kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// No inlined lookup: a method with no inlined form in this build.
    NotInlined,
    /// `bmi2/pext`, its `pext` as inline assembly (x86-64 only).
    #[cfg_attr(
        not(all(target_arch = "x86_64", feature = "pext-table")),
        allow(dead_code)
    )]
    Pext,
    /// `scalar/black_magic`.
    #[cfg_attr(not(feature = "magic-table"), allow(dead_code))]
    BlackMagic,
    /// `scalar/hyperbola`: correct everywhere, no table.
    Portable,
    /// The free function calls the active table: a many-squares form whose
    /// table choice has no inlined loop, or a per-square lookup where
    /// nothing fixed an inlined one (no constructor runs).
    CallTable,
}

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

    /// Runs with the lookup `L`.
    ///
    /// # Safety
    /// The CPU runs `L` (the caller of [`with_lookup`]).
    // Unused in a build with neither the magic nor the `pext` table.
    #[allow(dead_code)]
    unsafe fn run<L: Lookup>(self) -> Self::Output;

    /// Runs with the portable lookup (the kinds with no table lookup here
    /// end up in this one).
    fn portable(self) -> Self::Output;
}

/// `piece`'s lookup by `L` on `sq`, with `L`'s own table (at its static
/// address, a constant in the caller's code).
///
/// # Safety
/// The CPU runs `L`.
#[inline(always)]
pub(crate) unsafe fn attacks<L: Lookup>(piece: Piece, sq: Square, occupied: u64) -> u64 {
    let table = L::table();
    // SAFETY: by the caller; the table is the lookup's own.
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

        /// The method of `kind`'s lookup (`describe()` and wisdom name a
        /// kind by it).
        pub(crate) const fn method(kind: Kind) -> Option<Method> {
            $($(#[$cfg])* if matches!(kind, Kind::$Kind) {
                return Some(Method::$Method);
            })*
            if matches!(kind, Kind::$PortableKind) {
                return Some(Method::$PortableMethod);
            }
            None
        }

        /// Runs `w` with `kind`'s lookup, each kind's table at its static
        /// address (a constant in the caller's code): one branch per table
        /// kind, each with its own copy of `w`'s code (a loop of lookups is
        /// unswitched here, once, not tested per lookup), and the portable
        /// lookup for every other kind.
        ///
        /// # Safety
        /// `kind` is [`Kind::Pext`] only where the CPU has BMI2.
        #[inline(always)]
        pub(crate) unsafe fn with_lookup<W: WithLookup>(kind: Kind, w: W) -> W::Output {
            $(
                $(#[$cfg])*
                if kind == Kind::$Kind {
                    // SAFETY: by the caller; the table is the lookup's own.
                    return unsafe { w.run::<$Lookup>() };
                }
            )*
            let _ = kind;
            w.portable()
        }

        /// The portable lookup's `piece` on `sq`; it needs nothing of the
        /// CPU.
        #[inline(always)]
        pub(crate) fn portable(piece: Piece, sq: Square, occupied: u64) -> u64 {
            // SAFETY: the portable lookup executes nothing beyond the
            // baseline and reads no table but its own anchor.
            unsafe { attacks::<$Portable>(piece, sq, occupied) }
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
    unsafe fn run<L: Lookup>(self) -> u64 {
        // SAFETY: by the caller.
        unsafe { attacks::<L>(self.piece, self.sq, self.occupied) }
    }

    #[inline(always)]
    fn portable(self) -> u64 {
        portable(self.piece, self.sq, self.occupied)
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

#[cfg(test)]
mod tests {
    use super::*;

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

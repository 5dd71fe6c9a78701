//! The per-square free functions' inlined lookups, by kind: a decision's
//! kind and that lookup run inlined. The kinds are the registry's rows
//! (`with_inlined_kinds!`); `before_main::KINDS` holds the ones that run.

use super::method::Method;
pub(crate) use crate::arch::all::line_attacks::inlined::Inlined as Lookup;
// Run by the free `king_safety` with the rook's and bishop's inlined lookups.
pub(crate) use crate::arch::all::king_safety::scan_with as king_safety_scan;
use crate::types::Square;

/// A kind of lookup: which inlined lookup a free function runs, or which call instead.
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
    /// The free function calls the active table (no inlined lookup fixed).
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

    /// Runs with the portable lookup (for every kind with no table lookup here).
    fn portable(self) -> Self::Output;
}

/// `piece`'s lookup by `L` on `sq`, with `L`'s table at its static address.
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
        /// The kind of a decision's `method`.
        pub(crate) const fn of(method: Option<Method>) -> Kind {
            match method {
                $($(#[$cfg])* Some(Method::$Method) => Kind::$Kind,)*
                Some(Method::$PortableMethod) => Kind::$PortableKind,
                _ => Kind::NotInlined,
            }
        }

        /// Whether `kind` is a table lookup's (the many-squares forms inline those).
        pub(crate) const fn has_table(kind: Kind) -> bool {
            $(matches!(kind, Kind::$Kind) ||)* false
        }

        /// The method of `kind`'s lookup (`describe()` and wisdom name a kind by it).
        pub(crate) const fn method(kind: Kind) -> Option<Method> {
            $($(#[$cfg])* if matches!(kind, Kind::$Kind) {
                return Some(Method::$Method);
            })*
            if matches!(kind, Kind::$PortableKind) {
                return Some(Method::$PortableMethod);
            }
            None
        }

        /// Runs `w` with `kind`'s lookup: a branch, so a copy of `w` (a loop of
        /// lookups unswitched once, here), per table kind; else the portable one.
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

        /// The portable lookup's `piece` on `sq`; it needs nothing of the CPU.
        #[inline(always)]
        pub(crate) fn portable(piece: Piece, sq: Square, occupied: u64) -> u64 {
            // SAFETY: the portable lookup executes nothing beyond the
            // baseline and reads no table but its own anchor.
            unsafe { attacks::<$Portable>(piece, sq, occupied) }
        }
    };
}

super::registry::with_inlined_kinds!(kinds);

/// Whether this build's free functions can run `method` inlined.
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

/// `piece`'s lookup of `kind` on `sq` (the portable one for a kind with no table).
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

    /// The methods with an inlined form are the rows' (with their tables' features).
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

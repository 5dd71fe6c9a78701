//! One function pointer per single-board kernel, for the crate's free
//! functions (generated from the catalogue).
//!
//! Calling through the active table costs a load of the table's address, a
//! null check (the table is chosen on first use), a load of the entry and an
//! indirect call. Here each kernel has its own `AtomicPtr`, which starts out
//! pointing at a "first call" function of the same signature: that function
//! settles the active table, points every slot at its implementations and
//! forwards the call. From then on a call is one relaxed load and an
//! indirect call (the scheme `memchr` uses).
//!
//! The per-square lookups (`rook_/bishop_/queen_attacks_from`) go one step
//! further. An engine calls them in its hottest loops, where the indirect
//! call costs more than a table lookup (about 0.6 ns of the 1.9 ns of a
//! queen lookup through a pointer on an Intel Xeon, family 6 model 0xcf).
//! So each also has a tag, set beside its slot, that says whether the
//! chosen implementation is one the free function can run in place:
//! `bmi2/pext` (its `pext` as inline assembly, which needs no target
//! feature on the caller), `scalar/black_magic` or `scalar/magic`. A call
//! is then one relaxed load of the tag, a predictable branch and the
//! inlined lookup; any other choice goes through the slot as before.
//!
//! [`point_at`] is also what [`install_calibrated`](super::install_calibrated)
//! calls, so the free functions follow a calibrated table.

use core::sync::atomic::{AtomicPtr, AtomicU8, Ordering};

use super::table::sig;
use super::{Kernels, ACTIVE};
use crate::types::{Dir, File, Square};

/// The in-place fast path of a free function: nothing for most kernels; for
/// the per-square lookups, a `return` of the inlined implementation when
/// its tag says the active table chose it (see the module docs).
macro_rules! in_place {
    (rook_attacks_from($sq:ident, $occupied:ident)) => {
        in_place!(@ rook_attacks_from, ROOK, $sq, $occupied)
    };
    (bishop_attacks_from($sq:ident, $occupied:ident)) => {
        in_place!(@ bishop_attacks_from, BISHOP, $sq, $occupied)
    };
    (queen_attacks_from($sq:ident, $occupied:ident)) => {
        in_place!(@ queen_attacks_from, QUEEN, $sq, $occupied)
    };
    (@ $name:ident, $TAG:ident, $sq:ident, $occupied:ident) => {
        match in_place::$TAG.load(Ordering::Relaxed) {
            #[cfg(all(target_arch = "x86_64", feature = "pext-table", not(miri)))]
            in_place::PEXT => {
                // SAFETY: the tag is `PEXT` only after `point_at` saw
                // `bmi2/pext` in the active table, which was built from the
                // detected features, so this CPU has BMI2.
                return unsafe {
                    crate::arch::x86_64::bmi2::line_attacks::inline_asm::$name($sq, $occupied)
                };
            }
            #[cfg(feature = "magic-table")]
            in_place::BLACK_MAGIC => {
                return crate::arch::all::line_attacks::black_magic::$name($sq, $occupied);
            }
            #[cfg(feature = "magic-table")]
            in_place::MAGIC => return crate::arch::all::line_attacks::magic::$name($sq, $occupied),
            _ => {}
        }
    };
    ($other:ident($($arg:ident),*)) => {};
}

/// The per-square kernels' tags: which implementation the free function
/// runs in place (`CALL`: none, call through the slot).
mod in_place {
    use super::*;
    use crate::Kernel;

    pub(super) const CALL: u8 = 0;
    pub(super) const PEXT: u8 = 1;
    pub(super) const BLACK_MAGIC: u8 = 2;
    pub(super) const MAGIC: u8 = 3;

    pub(super) static ROOK: AtomicU8 = AtomicU8::new(CALL);
    pub(super) static BISHOP: AtomicU8 = AtomicU8::new(CALL);
    pub(super) static QUEEN: AtomicU8 = AtomicU8::new(CALL);

    /// The tag for an implementation, `CALL` for one the free function
    /// cannot run in place in this build.
    pub(super) fn tag(name: &str) -> u8 {
        match name {
            "bmi2/pext"
                if cfg!(all(
                    target_arch = "x86_64",
                    feature = "pext-table",
                    not(miri)
                )) =>
            {
                PEXT
            }
            "scalar/black_magic" if cfg!(feature = "magic-table") => BLACK_MAGIC,
            "scalar/magic" if cfg!(feature = "magic-table") => MAGIC,
            _ => CALL,
        }
    }

    /// Whether every tag is the one of `table`'s implementation.
    #[cfg(all(test, feature = "std"))]
    pub(super) fn all_point_at(table: &Kernels) -> bool {
        [
            (&ROOK, Kernel::RookAttacksFrom),
            (&BISHOP, Kernel::BishopAttacksFrom),
            (&QUEEN, Kernel::QueenAttacksFrom),
        ]
        .iter()
        .all(|(t, k)| t.load(Ordering::SeqCst) == tag(table.implementation(*k).name()))
    }

    /// Sets the tags from `table` (after its slots: a tag is only a
    /// shortcut to the same implementation the slot holds).
    pub(super) fn point_at(table: &Kernels) {
        for (tag, kernel) in [
            (&ROOK, Kernel::RookAttacksFrom),
            (&BISHOP, Kernel::BishopAttacksFrom),
            (&QUEEN, Kernel::QueenAttacksFrom),
        ] {
            tag.store(
                self::tag(table.implementation(kernel).name()),
                Ordering::SeqCst,
            );
        }
    }
}

macro_rules! define_slots {
    (
        single {
            $(
                $(#[$doc:meta])*
                [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;
            )*
        }
        batch { $($batch:tt)* }
    ) => {
        /// The slots: each holds a `sig::<kernel>` function pointer, as a
        /// raw pointer (`AtomicPtr` has no function-pointer form).
        #[allow(non_upper_case_globals)]
        mod slot {
            use super::*;
            $(
                pub(super) static $name: AtomicPtr<()> =
                    AtomicPtr::new(first_call::$name as sig::$name as *mut ());
            )*
        }

        /// What each slot holds until the first call.
        mod first_call {
            use super::*;
            $(
                /// Points every slot at the active table and forwards the
                /// call. `unsafe fn` only to have the slot's type; it has no
                /// precondition.
                #[cold]
                pub(super) unsafe fn $name($($arg: $ty),*) -> $ret {
                    point_at_active().$name($($arg),*)
                }
            )*
        }

        $(
            /// Calls the kernel through its slot.
            #[inline(always)]
            pub(crate) fn $name($($arg: $ty),*) -> $ret {
                in_place!($name($($arg),*));
                // Relaxed: the pointee is code, not data written by another
                // thread; any value the slot ever holds is callable here.
                let f = slot::$name.load(Ordering::Relaxed);
                // SAFETY: the slot only ever holds a `sig::$name` cast to a
                // raw pointer: its first-call function, or the entry of a
                // table built for this CPU (`point_at`), so the cast back is
                // to the type it came from, and calling it executes only
                // features the CPU has (the table's `caps` were detected).
                unsafe { core::mem::transmute::<*mut (), sig::$name>(f)($($arg),*) }
            }
        )*

        /// Whether every slot holds `table`'s implementation.
        #[cfg(all(test, feature = "std"))]
        fn all_point_at(table: &Kernels) -> bool {
            true $(&& slot::$name.load(Ordering::SeqCst) == table.$name.f as *mut ())*
                && in_place::all_point_at(table)
        }

        /// Points every slot at `table`'s implementation. `table` must be
        /// the active one (or about to be replaced by a later call).
        pub(super) fn point_at(table: &Kernels) {
            $(slot::$name.store(table.$name.f as *mut (), Ordering::SeqCst);)*
            in_place::point_at(table);
        }
    };
}

with_catalogue!(define_slots);

/// Settles the active table and points every slot at it. Should
/// `install_calibrated` replace the table meanwhile, the loop points the
/// slots again: both sides store with `SeqCst`, and `install_calibrated`
/// stores `ACTIVE` before its slots, so either its slot stores come last,
/// or the load below sees its table.
#[cold]
fn point_at_active() -> &'static Kernels {
    loop {
        let table = super::kernels();
        point_at(table);
        if core::ptr::eq(ACTIVE.load(Ordering::SeqCst), table) {
            return table;
        }
    }
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::Square;

    #[test]
    fn free_functions_follow_the_calibrated_table() {
        // A first call points the slots at the active table ...
        let before = crate::queen_attacks_from(Square::A1, 1 << 9);
        assert_eq!(
            before,
            crate::kernels().queen_attacks_from(Square::A1, 1 << 9)
        );
        assert!(all_point_at(crate::kernels()));
        // ... and calibrating points them at the calibrated one.
        let calibrated = crate::calibrate();
        assert!(all_point_at(calibrated));
        assert_eq!(crate::queen_attacks_from(Square::A1, 1 << 9), before);
    }
}

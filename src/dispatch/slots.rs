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
//! [`point_at`] is also what [`install_calibrated`](super::install_calibrated)
//! calls, so the free functions follow a calibrated table.

use core::sync::atomic::{AtomicPtr, Ordering};

use super::table::sig;
use super::{Kernels, ACTIVE};
use crate::types::{Dir, File, Square};

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
        }

        /// Points every slot at `table`'s implementation. `table` must be
        /// the active one (or about to be replaced by a later call).
        pub(super) fn point_at(table: &Kernels) {
            $(slot::$name.store(table.$name.f as *mut (), Ordering::SeqCst);)*
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

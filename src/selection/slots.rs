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
//! The per-square lookups (`rook_/bishop_/queen_attacks_from`) run their
//! lookup inlined instead, where it is fixed before `main` or by the build
//! (`super::before_main`): an engine calls them in its hottest loops,
//! where an indirect call costs more than the lookup. Where neither fixes
//! it (no `std`, Miri, a platform with no constructor), they call through
//! their slot like every other kernel.
//!
//! [`point_at`] is also what `calibrated::install_calibrated`
//! calls, so the free functions follow a calibrated table (the inlined
//! choice is the same at the calibrated table's level).

use core::sync::atomic::{AtomicPtr, Ordering};

use super::active::{kernels, ACTIVE};
use super::kernel::{sig, Kernel};
use super::kinds;
use super::method::Method;
use super::table::KernelTable;

/// The inlined fast path of a free function: nothing for most kernels; for
/// the per-square lookups, a `return` of the lookup fixed before `main`
/// (see the module docs).
macro_rules! inlined {
    (rook_attacks_from($sq:ident, $occupied:ident)) => {
        inlined!(@ rook_attacks_from, 0, $sq, $occupied)
    };
    (bishop_attacks_from($sq:ident, $occupied:ident)) => {
        inlined!(@ bishop_attacks_from, 1, $sq, $occupied)
    };
    (queen_attacks_from($sq:ident, $occupied:ident)) => {
        inlined!(@ queen_attacks_from, 2, $sq, $occupied)
    };
    (@ $name:ident, $index:literal, $sq:ident, $occupied:ident) => {
        // Where a constructor fixed the lookup before `main`, or where no
        // CPU could make another choice (`before_main::FIXED`): a plain
        // load or none, and the inlined lookup, no call on any path
        // (`before_main`). Elsewhere, a call through the slot.
        if const { super::before_main::inlined_path($index) } {
            return super::before_main::$name($sq, $occupied);
        }
    };
    // The king's checks and pins: where the rook's and the bishop's
    // lookups are fixed before `main` (or by the build), the snipers scan
    // with those two lookups, inlined, no call on any path: on positions of
    // games the scan an engine writes beat every form called through a
    // pointer (AMD Zen 3, the report's king-safety section).
    (king_safety($king:ident, $ours:ident, $theirs:ident, $us:ident)) => {
        if const { super::before_main::inlined_path(0) && super::before_main::inlined_path(1) } {
            return kinds::king_safety_scan(
                $king,
                $ours,
                $theirs,
                $us,
                #[inline(always)]
                |sq, occupied| super::before_main::rook_attacks_from(sq, occupied),
                #[inline(always)]
                |sq, occupied| super::before_main::bishop_attacks_from(sq, occupied),
            );
        }
    };
    // A side's attack map: where the active table holds one of the SIMD
    // forms, a direct call of that function instead of the indirect one.
    // The same code runs either way, but a direct call of an `#[inline]`
    // `#[target_feature]` function inlines into a caller compiled with its
    // features (a node inside `Token::enter`), where an engine calls it
    // once a position; elsewhere it stays a call, a direct one. Which form
    // is a byte beside the slot, not the slot's address: an `#[inline]`
    // function has a copy in each codegen unit that names it, so the
    // table's copy and the caller's are different addresses.
    (side_attacks($side:ident, $occupied:ident, $color:ident)) => {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        match direct::SIDE_ATTACKS_NOW.load(Ordering::Relaxed) {
            direct::AVX2 => {
                // SAFETY: the byte is `AVX2` only where a table built for
                // this CPU holds the AVX2 form (`direct::point_at`), whose
                // features were detected.
                return unsafe { crate::arch::x86_64::avx2::fill::side_attacks($side, $occupied, $color) };
            }
            #[cfg(feature = "avx512")]
            direct::AVX512 => {
                // SAFETY: as above, with AVX-512 F, BW and VL.
                return unsafe { crate::arch::x86_64::avx512::fill::side_attacks($side, $occupied, $color) };
            }
            _ => {}
        }
    };
    ($other:ident($($arg:ident),*)) => {};
}

/// Whether the free function of `kernel` calls the implementation of
/// `method` directly where its slot holds it (`inlined!`), for
/// `describe()`.
pub(crate) fn called_directly(kernel: Kernel, method: Method) -> bool {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    return kernel == Kernel::SideAttacks && direct::SIDE_ATTACKS.contains(&method);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    return {
        let _ = (kernel, method);
        false
    };
}

/// The functions a free function calls directly where the active table
/// holds them (`inlined!`): a byte per kernel says which.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod direct {
    use super::{Kernel, KernelTable, Method, Ordering};
    use core::sync::atomic::AtomicU8;

    /// No direct call: through the slot.
    pub(super) const NONE: u8 = 0;
    /// `arch::x86_64::avx2::fill::side_attacks`.
    pub(super) const AVX2: u8 = 1;
    /// `arch::x86_64::avx512::fill::side_attacks`.
    #[cfg_attr(not(feature = "avx512"), allow(dead_code))]
    pub(super) const AVX512: u8 = 2;

    /// The registry's methods of the functions above, in code order from 1.
    pub(super) const SIDE_ATTACKS: &[Method] = &[
        Method::Avx2KoggeStone,
        #[cfg(feature = "avx512")]
        Method::Avx512KoggeStone,
    ];

    /// Which function the free `side_attacks` calls directly.
    pub(super) static SIDE_ATTACKS_NOW: AtomicU8 = AtomicU8::new(NONE);

    /// The byte for `method`'s `side_attacks`.
    pub(super) fn code(method: Method) -> u8 {
        match SIDE_ATTACKS.iter().position(|&m| m == method) {
            Some(i) => i as u8 + 1,
            None => NONE,
        }
    }

    /// Sets the byte for `table` (built for this CPU), beside its slots.
    pub(super) fn point_at(table: &KernelTable) {
        let method = table.implementation(Kernel::SideAttacks).method();
        SIDE_ATTACKS_NOW.store(code(method), Ordering::SeqCst);
    }
}

/// A single-board row's slot (`static`), its first-call function
/// (`first_call`) and the function that calls through it (`call`).
macro_rules! slot {
    ($what:ident $(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
        slot!(@ $what $name ($($arg: $ty),*) -> $ret);
    };
    (@ static $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty) => {
        pub(super) static $name: AtomicPtr<()> =
            AtomicPtr::new(first_call::$name as sig::$name as *mut ());
    };
    (@ first_call $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty) => {
        /// Points every slot at the active table and forwards the call.
        /// `unsafe fn` only to have the slot's type; it has no precondition.
        #[cold]
        pub(super) unsafe fn $name($($arg: $ty),*) -> $ret {
            point_at_active().$name($($arg),*)
        }
    };
    (@ call $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty) => {
        /// Calls the kernel through its slot.
        #[inline(always)]
        pub(crate) fn $name($($arg: $ty),*) -> $ret {
            inlined!($name($($arg),*));
            // Relaxed: the pointee is code, not data written by another
            // thread; any value the slot ever holds is callable here.
            let f = slot::$name.load(Ordering::Relaxed);
            // SAFETY: the slot only ever holds a `sig::$name` cast to a raw
            // pointer: its first-call function, or the entry of a table
            // built for this CPU (`point_at`), so the cast back is to the
            // type it came from, and calling it executes only features the
            // CPU has (the table's `caps` were detected).
            unsafe { core::mem::transmute::<*mut (), sig::$name>(f)($($arg),*) }
        }
    };
}

/// The slots: each holds a `sig::<kernel>` function pointer, as a raw
/// pointer (`AtomicPtr` has no function-pointer form).
#[allow(non_upper_case_globals)]
mod slot {
    use super::*;
    with_catalogue!(single slot(static));
}

/// What each slot holds until the first call.
mod first_call {
    use super::*;
    with_catalogue!(single slot(first_call));
}

with_catalogue!(single slot(call));

macro_rules! point_at {
    ($($Variant:ident $name:ident $info:tt)*) => {
        /// Whether every slot holds `table`'s implementation.
        #[cfg(all(test, feature = "std"))]
        pub(crate) fn all_point_at(table: &KernelTable) -> bool {
            true $(&& slot::$name.load(Ordering::SeqCst) == table.$name.f as *mut ())*
        }

        /// Points every slot at `table`'s implementation. `table` must be
        /// the active one (or about to be replaced by a later call).
        pub(super) fn point_at(table: &KernelTable) {
            $(slot::$name.store(table.$name.f as *mut (), Ordering::SeqCst);)*
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            direct::point_at(table);
        }
    };
}

with_catalogue!(kernels single point_at);

/// Settles the active table and points every slot at it. Should
/// `install_calibrated` replace the table meanwhile, the loop points the
/// slots again: both sides store with `SeqCst`, and `install_calibrated`
/// stores `ACTIVE` before its slots, so either its slot stores come last,
/// or the load below sees its table.
#[cold]
fn point_at_active() -> &'static KernelTable {
    loop {
        let table = kernels();
        point_at(table);
        if core::ptr::eq(ACTIVE.load(Ordering::SeqCst), table) {
            return table;
        }
    }
}

#[cfg(all(test, feature = "std", target_arch = "x86_64"))]
mod tests {

    /// The byte `inlined!` reads names the registry's rows of the functions
    /// it calls: each direct form's method gets its code, every other
    /// method none (a call through the slot).
    #[test]
    fn the_direct_calls_are_the_registrys_rows() {
        #[cfg(feature = "avx512")]
        use super::direct::AVX512;
        use super::direct::{code, AVX2, NONE};
        use crate::selection::method::Method;
        let list = crate::selection::registry::side_attacks();
        for c in list {
            let expected = match c.info.method() {
                Method::Avx2KoggeStone => AVX2,
                #[cfg(feature = "avx512")]
                Method::Avx512KoggeStone => AVX512,
                _ => NONE,
            };
            assert_eq!(code(c.info.method()), expected, "{}", c.info.name());
        }
        assert!(list.iter().any(|c| code(c.info.method()) == AVX2));
        #[cfg(feature = "avx512")]
        assert!(list.iter().any(|c| code(c.info.method()) == AVX512));
    }
}

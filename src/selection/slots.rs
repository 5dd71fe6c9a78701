//! One function pointer per single-board kernel, for the free functions: an
//! `AtomicPtr` that starts at a "first call" function, which points every
//! slot at the active table and forwards the call; then a call is one relaxed
//! load and an indirect call, with no table load or null check (as `memchr`
//! does). [`point_at`] also serves `install_calibrated`.

use core::sync::atomic::{AtomicPtr, Ordering};

use super::active::{kernels, ACTIVE};
use super::kernel::{sig, Kernel};
use super::kinds;
use super::method::Method;
use super::table::KernelTable;

/// A free function's fast path before its slot: nothing for most kernels.
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
        // Where `before_main` fixes the lookup: inlined, no call on any path.
        if const { super::before_main::inlined_path($index) } {
            return super::before_main::$name($sq, $occupied);
        }
    };
    // King safety: where the rook's and bishop's lookups are fixed, the snipers
    // scan with both inlined (it beat every form called through a pointer).
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
    // A side's attack map: a direct call of the active table's SIMD form,
    // which inlines into a caller compiled with its features (`Token::enter`).
    // A byte says which form, not the slot's address: an `#[inline]`
    // function has a copy, so an address, per codegen unit.
    (side_attacks($side:ident, $occupied:ident, $color:ident)) => {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
        match direct::SIDE_ATTACKS_NOW.load(Ordering::Relaxed) {
            direct::AVX2 => {
                // SAFETY: the byte is `AVX2` only where a table built for
                // this CPU, whose features were detected, holds that form.
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

/// Whether `kernel`'s free function calls `method`'s implementation directly.
pub(crate) fn called_directly(kernel: Kernel, method: Method) -> bool {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    return kernel == Kernel::SideAttacks && direct::SIDE_ATTACKS.contains(&method);
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    return {
        let _ = (kernel, method);
        false
    };
}

/// The functions a free function calls directly (`inlined!`), a byte per kernel.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod direct {
    use super::{Kernel, KernelTable, Method, Ordering};
    use core::sync::atomic::AtomicU8;

    pub(super) const NONE: u8 = 0;
    pub(super) const AVX2: u8 = 1;
    #[cfg_attr(not(feature = "avx512"), allow(dead_code))]
    pub(super) const AVX512: u8 = 2;

    /// The direct forms' methods, by code from 1 (`AVX2`, `AVX512`).
    pub(super) const SIDE_ATTACKS: &[Method] = &[
        Method::Avx2KoggeStone,
        #[cfg(feature = "avx512")]
        Method::Avx512KoggeStone,
    ];

    /// Which function the free `side_attacks` calls directly.
    pub(super) static SIDE_ATTACKS_NOW: AtomicU8 = AtomicU8::new(NONE);

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

/// A single-board row's slot, its first-call function and its free function.
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
            // Relaxed: the pointee is code; any value the slot holds is callable.
            let f = slot::$name.load(Ordering::Relaxed);
            // SAFETY: the slot only ever holds a `sig::$name` cast to a raw
            // pointer: its first-call function or the entry of a table built
            // for this CPU (`point_at`), whose `caps` were detected.
            unsafe { core::mem::transmute::<*mut (), sig::$name>(f)($($arg),*) }
        }
    };
}

/// The slots: `sig::<kernel>`s as raw pointers (`AtomicPtr` has no function-pointer form).
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

        /// Points every slot at `table`, the active one (or soon replaced).
        pub(super) fn point_at(table: &KernelTable) {
            $(slot::$name.store(table.$name.f as *mut (), Ordering::SeqCst);)*
            #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
            direct::point_at(table);
        }
    };
}

with_catalogue!(kernels single point_at);

/// Settles the active table and points every slot at it. Both sides store
/// with `SeqCst` and `install_calibrated` stores `ACTIVE` before its slots,
/// so if it replaces the table meanwhile, either its slot stores come last
/// or the load below sees its table and the loop points the slots again.
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

    /// The byte `inlined!` reads: a code per direct form's method, else none.
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

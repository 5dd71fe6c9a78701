//! The calibrated table: built once by `calibrate()` and made the active
//! one, with the free functions' slots pointed at it (run-time state).

#[cfg(feature = "std")]
use core::sync::atomic::Ordering;

#[cfg(feature = "std")]
use super::active::{kernels, ACTIVE};
#[cfg(feature = "std")]
use super::once::Once;
#[cfg(feature = "std")]
use super::slots;
#[cfg(feature = "std")]
use super::table::KernelTable;

#[cfg(feature = "std")]
static CALIBRATED: Once<KernelTable> = Once::new();

/// Builds the calibrated table once (with `measure`) and makes it the active
/// one. See [`crate::calibrate`].
#[cfg(feature = "std")]
pub(crate) fn install_calibrated(measure: fn() -> KernelTable) -> &'static KernelTable {
    // Settle the default choice first, so a later first call of `kernels()`
    // cannot overwrite the calibrated table.
    kernels();
    let table = CALIBRATED.get_or_init(measure);
    // SeqCst, and before the slots: see `slots::point_at_active`, which
    // must not leave a slot pointing at the table this one replaces.
    ACTIVE.store(
        table as *const KernelTable as *mut KernelTable,
        Ordering::SeqCst,
    );
    slots::point_at(table);
    table
}

/// Whether the active table is the calibrated one.
pub(crate) fn calibrated() -> bool {
    #[cfg(feature = "std")]
    {
        let active = ACTIVE.load(Ordering::Acquire);
        CALIBRATED.get().is_some_and(|c| core::ptr::eq(c, active))
    }
    #[cfg(not(feature = "std"))]
    {
        false
    }
}

//! The calibrated table: built once by `calibrate()` and made the active
//! one, with the free functions' slots pointed at it (run-time state).

#[cfg(feature = "std")]
use super::choices::{self, ChoiceSource};
#[cfg(feature = "std")]
use super::once::Once;
#[cfg(feature = "std")]
use super::table::KernelTable;

#[cfg(feature = "std")]
static CALIBRATED: Once<KernelTable> = Once::new();

/// Builds the calibrated table once (with `measure`) and makes it the active
/// one. See [`crate::calibrate`].
#[cfg(feature = "std")]
pub(crate) fn install_calibrated(measure: fn() -> KernelTable) -> &'static KernelTable {
    let table = CALIBRATED.get_or_init(measure);
    choices::install_table(table, ChoiceSource::Calibration);
    table
}

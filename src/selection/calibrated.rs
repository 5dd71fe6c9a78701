//! The calibrated choices: measured once by `calibrate()` and installed,
//! with the free functions' slots pointed at the calibrated table
//! (run-time state).

#[cfg(feature = "std")]
use super::choices::{self, Choices};
#[cfg(feature = "std")]
use super::once::Once;
#[cfg(feature = "std")]
use super::table::KernelTable;

#[cfg(feature = "std")]
static CALIBRATED: Once<Choices> = Once::new();

/// Measures the choices once (with `measure`) and installs the table's;
/// the inline choices only where they are the ones in force
/// (only a constructor may change those: `choices.rs`). Returns the
/// calibrated table. See [`crate::calibrate`].
#[cfg(feature = "std")]
pub(crate) fn install_calibrated(measure: fn() -> Choices) -> &'static KernelTable {
    let c = calibrated_choices(measure);
    choices::install_table(&c.table, c.sources[0]);
    &c.table
}

/// The calibrated choices, measured (with `measure`) on first use: the
/// constructor's for `BITBOARD_SIMD=calibrate` and `calibrate()`'s are one.
#[cfg(feature = "std")]
pub(crate) fn calibrated_choices(measure: fn() -> Choices) -> &'static Choices {
    CALIBRATED.get_or_init(measure)
}

//! The calibrated choices, measured once and installed (run-time state).

#[cfg(feature = "std")]
use super::choices::{self, Choices};
#[cfg(feature = "std")]
use super::once::Once;
#[cfg(feature = "std")]
use super::table::KernelTable;

#[cfg(feature = "std")]
static CALIBRATED: Once<Choices> = Once::new();

/// Measures the choices once (with `measure`) and installs their table,
/// which it returns; the inline ones only a constructor may change
/// (`choices.rs`). See [`crate::calibrate`].
#[cfg(feature = "std")]
pub(crate) fn install_calibrated(measure: fn() -> Choices) -> &'static KernelTable {
    let c = calibrated_choices(measure);
    choices::install_table(&c.table, c.sources[0]);
    &c.table
}

/// The calibrated choices, measured on first use: one for the constructor
/// (`BITBOARD_SIMD=calibrate`) and `calibrate()`.
#[cfg(feature = "std")]
pub(crate) fn calibrated_choices(measure: fn() -> Choices) -> &'static Choices {
    CALIBRATED.get_or_init(measure)
}

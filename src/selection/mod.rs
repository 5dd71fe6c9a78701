//! Detection and dispatch: the one place where the running CPU decides which
//! implementation of each kernel runs.
//!
//! Four layers, each importing only from the layers below it (a check in
//! CI, `tools/check-layers.py`, reads the `mod` lines below and every
//! path in the files):
//!
//! 1. **Data**: the kernels and methods, each kernel's implementations in
//!    preference order (`registry/`), the CPU classes and their measured
//!    orders (generated from `reports/`), the inlined per-square orders and
//!    the kinds of lookup those run (`kinds`).
//! 2. **Decision**: [`decide`], a pure `const fn` of a kernel, a CPU
//!    ([`Target`]), a level and a [`Use`]; what no CPU changes (`fixed`);
//!    the [`KernelTable`] built from it, and the two tables no detection is
//!    needed for.
//! 3. **State**: the detected CPU, the active level (`BITBOARD_SIMD`), the
//!    per-level and active tables, the constructor that fixes the
//!    per-square lookups before `main`, the free functions' slots, the
//!    calibrated table.
//! 4. **Face**: [`describe`]. (The free functions, tokens and calibration,
//!    `api.rs`, `token.rs` and `calibrate.rs`, sit above this module.)
//!
//! This file declares the layers and re-exports; it holds no logic.

// 1. Data.
mod class;
mod form;
pub(crate) mod implementation;
pub(crate) mod inlined;
pub(crate) mod kernel;
pub(crate) mod kinds;
mod method;
mod orders;
pub(crate) mod registry;

// 2. Decision.
pub(crate) mod decision;
pub(crate) mod fixed;
pub(crate) mod table;

// 3. State.
mod active;
pub(crate) mod before_main;
mod calibrated;
pub(crate) mod choices;
mod cpu;
mod level;
mod once;
pub(crate) mod slots;

// 4. Face.
mod describe;

pub(crate) use active::active;
pub use active::kernels;
#[cfg(feature = "startup-choices")]
pub(crate) use calibrated::calibrated_choices;
#[cfg(feature = "std")]
pub(crate) use calibrated::install_calibrated;
pub use choices::ChoiceSource;
pub use class::CpuClass;
pub use cpu::{available_levels, cpu};
pub(crate) use decision::STATIC_DISPATCH;
pub use decision::{decide, Decision, PextSpeed, Skip, Target, Use, Why};
pub use describe::{describe, Description};
pub(crate) use fixed::{INLINES_PORTABLE, TOKEN_ROWS};
pub use implementation::Implementation;
pub use kernel::Kernel;
pub(crate) use kinds::king_safety_scan;
#[cfg(all(
    feature = "std",
    any(initialisers = "elf", initialisers = "macho", initialisers = "pe")
))]
pub(crate) use level::calibrate_requested;
pub use level::{token_level, EnvCap};
pub use method::Method;
pub use table::KernelTable;
pub(crate) use table::COMPILE_TIME;

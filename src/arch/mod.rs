//! Implementations, one tree per instruction set, one file per kernel
//! family:
//!
//! * `all/`: portable Rust, the fallback on every target and the reference
//!   every SIMD variant is tested against;
//! * `x86_64/sse2/` (the x86-64 baseline), `x86_64/avx2/`, `x86_64/bmi2/`
//!   and `x86_64/avx512/` (AVX-512 F/BW/VL, with GFNI and VBMI where used;
//!   compiled with the `avx512` cargo feature only); `aarch64/neon/` and
//!   `aarch64/sve2/`; `wasm32/simd128/` (where the build enables
//!   `simd128`: wasm has no run-time detection). The two 849 KiB
//!   per-square attack tables (`all/line_attacks.rs`, `mod magic`, and
//!   `x86_64/bmi2/line_attacks.rs`) need `magic-table` (and
//!   `alternatives`) and `pext-table`;
//! * `generic/`: bodies written once over a vector trait for every width
//!   of every architecture (fills, flips and their GFNI forms, the batch
//!   per-square lanes), with no `#[target_feature]` function of their own:
//!   each tree's entry points (for the lanes, written into the tree by
//!   `lanes_batches!`) call them with their width and features. The widths
//!   implement the trait in their own tree (`x86_64/vector.rs`,
//!   `x86_64/lanes.rs`).
//!
//! Nothing here is public: `crate::selection` registers these functions and
//! hands them out through tables built after detection.

// Without the `alternatives` feature the implementations no CPU class
// chooses have no registry row (`#[cfg(feature = "alternatives")]` before
// it), so nothing calls them. A module whose every row is such a row is
// not compiled at all without it (its `mod` line has the same gate): a
// dependent's build does not type-check it, nor carry its tables. The
// builds that have it (the tests, the benches, the report, `clippy
// --all-targets`) still warn of code nothing uses.
// On aarch64 that is every NEON and SVE2 row, so the shared bodies and the
// macros that write their entry points go unused there too.
#![cfg_attr(
    not(feature = "alternatives"),
    allow(dead_code, unused_macros, unused_imports)
)]

// Every `#[target_feature]` function of the `avx2`, `bmi2` and `avx512`
// trees is a plain item with its `#[target_feature(enable = "...")]`; the
// registry reads a candidate's features from `target_features`, a mirror of
// those trees generated from the attributes (a test regenerates it and fails
// when the committed file is stale), so each set is written once, at the
// function.
pub(crate) mod target_features;

pub(crate) mod all;
// The bodies shared by every vector width, where some tree uses them.
#[cfg(target_arch = "aarch64")]
pub(crate) mod aarch64;
#[cfg(any(
    all(target_arch = "x86_64", target_feature = "sse2"),
    all(target_arch = "aarch64", target_feature = "neon"),
    all(target_arch = "wasm32", target_feature = "simd128")
))]
pub(crate) mod generic;
// Test inputs and checks of the two-board trees (NEON, wasm `simd128`).
#[cfg(all(
    test,
    any(
        all(target_arch = "aarch64", target_feature = "neon"),
        all(target_arch = "wasm32", target_feature = "simd128")
    )
))]
pub(crate) mod testing;
#[cfg(target_arch = "wasm32")]
pub(crate) mod wasm32;
#[cfg(target_arch = "x86_64")]
pub(crate) mod x86_64;

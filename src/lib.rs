//! 8x8 bit-board kernels with run-time CPU dispatch.
//!
//! Every kernel of the catalogue (fills and sliding attacks, diagonal
//! shifts, extracts, deposits, flips and rotations, and a slice form of
//! each) has several implementations: portable Rust, SSE2, and on CPUs that
//! have them AVX2, BMI2 and AVX-512/GFNI. The first call detects the CPU and
//! fills a table of function pointers with the preferred implementation of
//! each kernel; later calls of a free function cost one relaxed load of
//! that kernel's pointer and an indirect call, except where every CPU's
//! token runs the same portable code (the flips, diagonal shifts, fills,
//! most extracts and deposits), which the free function runs inlined. The
//! per-square lookups
//! (`rook_/bishop_/queen_attacks_from`) never call: their lookup is chosen
//! before `main` (see below) and runs inlined. One binary built for plain
//! x86-64 therefore runs the best code on every x86-64 CPU and never
//! executes an instruction the CPU lacks; on other targets the portable
//! implementations run.
//!
//! Board convention: little-endian rank-file mapping, square
//! `s = 8 * rank + file`, `a1 = 0`, `h8 = 63`; byte `r` of a `u64` is rank `r`
//! and its least significant bit the a-file.
//!
//! ```
//! use bitboard_simd::{extract_diagonal, flip_vertical, rook_attacks_from, Square};
//!
//! let d4 = Square::new(27).unwrap();
//! let attacks = rook_attacks_from(d4, 0);
//! assert_eq!(attacks.count_ones(), 14);
//! assert_eq!(flip_vertical(1), 1 << 56);
//! assert_eq!(extract_diagonal(!0), 0xff);
//!
//! // What runs here, and why:
//! println!("{}", bitboard_simd::describe());
//! ```
//!
//! * [`kernels`] is the active table; [`KernelTable::for_level`] pins a level.
//! * `BITBOARD_SIMD=<level>` (with `std`) caps the level: `scalar`, `sse2`,
//!   `avx2`, `bmi2`, `avx512`. A value that is not a level, or a level above
//!   the CPU's, is ignored with one warning line on stderr.
//! * Built with a level's target features enabled (`-C target-cpu=native`,
//!   or `-C target-feature=+avx2,+bmi1,+bmi2,+lzcnt,...`), the free functions
//!   call that level's implementations directly, without a pointer.
//! * `calibrate()` (opt-in, `std`) measures every implementation here and
//!   installs the fastest of each kernel.
//! * `rook_/bishop_/queen_attacks_from` run their lookup (`pext`, black
//!   magic or the portable Hyperbola Quintessence) inlined in the caller.
//!   Where the platform runs constructors (Linux and other ELF systems,
//!   macOS, Windows, with `std`), the crate's constructor chooses it before
//!   `main` and the free function reads that choice with a plain load, so a
//!   loop whose output is a `&mut [u64]` parameter (or a local) loads and
//!   tests it once, outside the loop: such a loop runs at token speed. A
//!   loop that also calls an opaque function or stores through a pointer
//!   held in a struct reloads the choice each time (a load and a
//!   predictable branch); use a token there.
//! * In hot loops, [`dispatch`] a generic operation once and call the kernels
//!   as methods of the [`Token`] it receives: they inline; a recursive
//!   search runs each node in [`Token::enter`].
//! * The `introspection` feature adds what the selection decides and why
//!   (`decide`, `Method`, `CpuClass`, `Implementation`, CPUID records). It
//!   is outside the semver promise, as is which implementation a kernel runs
//!   on a given CPU; everything else the default features export is covered.

#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]

// `bench` also brings `std` in: the benches' and the report's inputs
// (`inputs`) are the crate's, and those programs build against a `no_std`
// library in CI too.
#[cfg(any(feature = "std", feature = "bench"))]
extern crate std;

// The modules, floor by floor from the ground up (`// N. Name.`): a module
// uses only modules of its own floor or below (`tools/check-layers.py`
// reads these lines and holds it; `docs/layout.md` draws the house). The
// `#[macro_use]` modules come before the floors that call their macros.

// 1. Ground. What names nothing of the crate.
#[macro_use]
mod macros;
pub mod build_info;
mod compass;
mod types;

// 2. Facts. The line masks, the instruction-set features and levels, the
// kernel catalogue (the list every kernel is generated from), and the
// result types over the masks (a king's checks and pins).
#[macro_use]
mod features;
pub mod masks;
#[macro_use]
mod catalogue;
mod bitboard;
mod king_safety;

// 3. Tables. The `const` per-square tables, and the CPU's detection.
mod detect;
mod tables;

// 4. Implementations. One tree per instruction set.
mod arch;

// 5. Selection. What is written over the implementations: the selection
// (detection and dispatch), and the `const` sliders.
mod lookup;
mod selection;

// 6. Tokens. Dispatch once, then every kernel inlined. Private: the tokens
// are exported once, at the root.
mod token;

// 7. Functions. The free functions, calibration, and what is written
// over the free functions: the attackers of a square, the x-rays, the
// legal en-passant captures, the piece kinds' attacks.
mod api;
mod attackers;
#[cfg(feature = "std")]
mod calibrate;
mod en_passant;
#[cfg(any(feature = "std", feature = "bench"))]
#[doc(hidden)]
pub mod inputs;
mod piece;
// The constructor: where the platform runs one (`before_main::RUNS`).
#[cfg(all(
    feature = "std",
    not(miri),
    any(initialisers = "elf", initialisers = "macho", initialisers = "pe")
))]
mod start;
#[cfg(feature = "std")]
mod wisdom;

pub use api::*;
pub use attackers::{
    attackers_to, attackers_to_const, xray_bishop_attacks, xray_bishop_attacks_const,
    xray_rook_attacks, xray_rook_attacks_const,
};
pub use bitboard::Bitboard;
#[cfg(feature = "std")]
pub use calibrate::{calibrate, measure_fastest};
pub use detect::Cpu;
pub use en_passant::{en_passant_captures, en_passant_captures_const};
introspection! {
    pub use detect::CpuidLeaves;
}
pub use features::{Features, Level};
pub use king_safety::KingSafety;
pub use lookup::{bishop_attacks_from_const, queen_attacks_from_const, rook_attacks_from_const};
pub use piece::Piece;
pub use selection::{
    available_levels, cpu, describe, kernels, ChoiceSource, Description, EnvCap, Kernel,
    KernelTable,
};
pub use tables::{
    aligned, between, bishop_rays, king_attacks_from, knight_attacks_from, line_through,
    pawn_attacks_from, rook_rays,
};
introspection! {
    pub use selection::{
        decide, CpuClass, Decision, Implementation, Method, PextSpeed, Skip, Target, Use, Why,
    };
}
pub use token::{
    dispatch, run_with, token_level, Avx2Token, Avx512Token, Bmi2Token, LevelToken, NeonToken,
    ScalarToken, Simd128Token, Sse2Token, Sve2Token, Token, WithToken,
};
/// The tokens pinned to one implementation, and what a level's token
/// runs (the report's; outside semver).
#[cfg(feature = "introspection")]
pub use token::{pinned, token_implementation};
pub use types::{Color, Dir, File, ParseError, RangeError, Rank, Side, Square, Squares};
#[cfg(feature = "std")]
pub use wisdom::{install_wisdom, wisdom, Wisdom, WisdomError};

/// The README's examples, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// docs/engine.md's example, compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../docs/engine.md")]
pub struct EngineDocDoctests;

/// docs/board.md's example, compiled and run as a doc test.
#[cfg(doctest)]
#[doc = include_str!("../docs/board.md")]
pub struct BoardDocDoctests;

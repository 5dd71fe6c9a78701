//! How this copy of the crate was built, recorded by `build.rs` (the report
//! prints it beside the CPU it ran on).
//!
//! ```
//! println!("{} {} [{}]", bitboard_simd::build_info::TARGET, bitboard_simd::build_info::PROFILE,
//!     bitboard_simd::build_info::TARGET_FEATURES);
//! assert!(!bitboard_simd::build_info::TARGET.is_empty());
//! ```

include!(concat!(env!("OUT_DIR"), "/build_info.rs"));

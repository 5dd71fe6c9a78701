//! The smallest useful program: one kernel, `flip_vertical`. Its binary size
//! shows what the crate costs with default features and with the minimal
//! set (the appendix of FIGURES.md, "Binary size"):
//!
//! ```sh
//! cargo build --release --example size_probe
//! cargo build --release --example size_probe --no-default-features --features std
//! ```
//!
//! The input comes from the command line so the call cannot be folded away.

fn main() {
    let board = std::env::args().count() as u64;
    println!("{:#018x}", bitboard_simd::flip_vertical(board));
}

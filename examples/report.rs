//! Placeholder until the benchmark report lands: prints the dispatch
//! description.
fn main() {
    println!("{}", bitboard_simd::describe());
}

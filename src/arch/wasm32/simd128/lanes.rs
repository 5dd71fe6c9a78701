//! `simd128` per-square attacks for many squares, two per `v128`
//! (`generic::line_attacks`; the width is in `vector.rs`): the rank's bit
//! reversal is the shared nibble lookup (`i8x16.swizzle`).

use core::arch::wasm32::v128;

use crate::arch::generic::flip::mirror_nibble_lut;
use crate::arch::generic::line_attacks::lanes_batches;
use crate::types::Square;

// The mirror runs inside the entry points' `unsafe` block (the build
// enables simd128).
lanes_batches!("simd128", v128, |x| mirror_nibble_lut(x));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::all::line_attacks::hyperbola_bswap as hq;

    #[test]
    fn batches_match_single_squares() {
        let boards = crate::arch::testing::boards();
        let squares: [Square; 67] = core::array::from_fn(|i| Square::ALL[(i * 29 + 5) % 64]);
        type Batch = fn(&[Square], &[u64], &mut [u64]);
        type Single = fn(Square, u64) -> u64;
        let cases: [(Batch, Single); 3] = [
            (rook_attacks_from_batch, hq::rook_attacks_from),
            (bishop_attacks_from_batch, hq::bishop_attacks_from),
            (queen_attacks_from_batch, hq::queen_attacks_from),
        ];
        for (batch, single) in cases {
            for chunk in boards.chunks(67) {
                let n = chunk.len();
                let mut out = [0xdead; 67];
                batch(&squares[..n], chunk, &mut out[..n]);
                for i in 0..n {
                    assert_eq!(
                        out[i],
                        single(squares[i], chunk[i]),
                        "{:?} {:#x}",
                        squares[i],
                        chunk[i]
                    );
                }
            }
        }
    }
}

//! The deposit batch body of the two-board widths (NEON's `uint64x2_t`,
//! wasm's `v128`): sixteen bytes spread over sixteen boards by a byte
//! lookup, bit `r` kept in byte `r`, then moved onto the line by the
//! width's own last step.
//!
//! Every line of the catalogue has one square per rank it crosses, so a
//! deposit is "bit `r` of the byte goes to byte `r`, onto the file `f_r`
//! of the line's rank-`r` square":
//!
//! ```text
//! bits = 0b0000_0101   lookup     & 1 << r    place
//! byte 0: 00000101 -> 00000101 -> 00000001 -> the rank-0 square (or 0)
//! byte 1: 00000101 -> 00000101 -> 00000000 -> 0
//! byte 2: 00000101 -> 00000101 -> 00000100 -> the rank-2 square
//! ```
//!
//! The lookup (NEON `tbl`, wasm `i8x16.swizzle`) with the indices
//! `[2k; 8] ++ [2k + 1; 8]` copies input bytes `2k` and `2k + 1` over the
//! two boards of vector `k`; the AND with [`DIAGONAL`] keeps bit `r` of
//! byte `r`, which is the a1-h8 deposit itself. The placing step is the
//! caller's: NEON shifts every byte by its own count (`ushl`), wasm, which
//! has no per-byte shift, compares the byte with its rank bit and ANDs the
//! line.

use super::chunks::by_chunks;
use super::vector::ByteShuffle;
use crate::masks::DIAGONAL;

/// `[2k; 8] ++ [2k + 1; 8]`: input bytes `2k` and `2k + 1` over the two
/// boards of a vector.
const fn spread_indices(k: usize) -> [u8; 16] {
    let mut idx = [0; 16];
    let mut j = 0;
    while j < 16 {
        idx[j] = (2 * k + j / 8) as u8;
        j += 1;
    }
    idx
}

/// Sixteen boards per step from one 16-byte load: vector `k` is bytes `2k`
/// and `2k + 1` spread over two boards, ANDed with the rank bits, then
/// `place`d (the identity for the a1-h8 diagonal). The tail goes through a
/// zero-padded chunk ([`by_chunks`] of sixteen, what one 16-byte
/// vector of bytes holds).
///
/// # Safety
/// The CPU supports `V`'s width, which has two lanes.
#[inline(always)]
pub(crate) unsafe fn spread_batch<V: ByteShuffle>(
    input: &[u8],
    out: &mut [u64],
    place: impl Fn(V) -> V,
) {
    debug_assert_eq!(V::LANES, 2);
    // SAFETY: forwarded from the caller.
    let (rank_bit, idx) = unsafe {
        (
            V::splat(DIAGONAL),
            core::array::from_fn::<V, 8, _>(|k| V::broadcast_bytes(spread_indices(k))),
        )
    };
    by_chunks::<16, _, _>(input, out, |i, o| {
        // The sixteen bytes as two little-endian words: byte `j` of the
        // vector is input byte `j`.
        let (low, high) = i.split_at(8);
        let (Ok(low), Ok(high)) = (low.try_into(), high.try_into()) else {
            unreachable!()
        };
        let words = [u64::from_le_bytes(low), u64::from_le_bytes(high)];
        // SAFETY: the width from the caller; `words` holds two boards and
        // `o` sixteen (eight stores of two).
        unsafe {
            let v = V::load_unaligned(words.as_ptr());
            for (k, idx) in idx.iter().enumerate() {
                let board = place(idx.lookup_bytes(v).and(rank_bit));
                board.store_unaligned(o.as_mut_ptr().add(2 * k));
            }
        }
    })
}

//! `simd128`'s width of the shared vector interfaces (`generic::vector`,
//! `generic::line_attacks::Lanes`): two boards per `v128`.
//!
//! wasm's shifts take one count for every lane and shift left or right by
//! it, so a fill's signed step is a shift chosen by its sign (a constant
//! after inlining, or a branch the loop carries). `i8x16_swizzle` is the
//! byte lookup (index 16 or more gives zero, which the nibble lookups never
//! use) and, by an index LLVM cannot fold ([`permutation`]), the constant
//! byte permutation.
//!
//! The build enables `simd128` wherever this module exists, so the
//! intrinsics are safe to call: the trait's `unsafe` only stands for the
//! other widths (and the pointer arguments).

use core::arch::wasm32::*;

use crate::arch::generic::line_attacks::{row, Lanes};
use crate::arch::generic::vector::{ByteArith, ByteShuffle, Vector};
use crate::types::Square;

impl Vector for v128 {
    const LANES: usize = 2;
    /// The signed distance: left when positive, right when negative.
    type Step = i32;

    #[inline(always)]
    unsafe fn splat(x: u64) -> Self {
        u64x2_splat(x)
    }
    #[inline(always)]
    unsafe fn zero() -> Self {
        u64x2_splat(0)
    }
    #[inline(always)]
    unsafe fn load_unaligned(p: *const u64) -> Self {
        // SAFETY: two readable boards at `p` (the caller); `v128.load`
        // takes any alignment.
        unsafe { v128_load(p.cast()) }
    }
    #[inline(always)]
    unsafe fn store_unaligned(self, p: *mut u64) {
        // SAFETY: two writable boards at `p` (the caller); any alignment.
        unsafe { v128_store(p.cast(), self) }
    }
    #[inline(always)]
    unsafe fn and(self, b: Self) -> Self {
        v128_and(self, b)
    }
    #[inline(always)]
    unsafe fn or(self, b: Self) -> Self {
        v128_or(self, b)
    }
    #[inline(always)]
    unsafe fn xor(self, b: Self) -> Self {
        v128_xor(self, b)
    }
    #[inline(always)]
    unsafe fn andnot(self, b: Self) -> Self {
        // `v128.andnot a b` is `a & !b`.
        v128_andnot(b, self)
    }
    #[inline(always)]
    unsafe fn shl(self, n: u32) -> Self {
        u64x2_shl(self, n)
    }
    #[inline(always)]
    unsafe fn shr(self, n: u32) -> Self {
        u64x2_shr(self, n)
    }
    #[inline(always)]
    unsafe fn step_by(n: i32) -> Self::Step {
        n
    }
    #[inline(always)]
    unsafe fn step(self, s: Self::Step) -> Self {
        if s >= 0 {
            u64x2_shl(self, s as u32)
        } else {
            u64x2_shr(self, s.unsigned_abs())
        }
    }
    #[inline(always)]
    unsafe fn swap_bytes(self) -> Self {
        i8x16_swizzle(self, permutation(SWAP_BYTES))
    }
}

/// A constant byte permutation as a value LLVM cannot see through, for
/// `i8x16.swizzle(x, permutation(..))`: every index below 64.
///
/// A constant byte permutation reaches the module as `i8x16.shuffle a b`
/// with `b` unused, and LLVM names that operand after whatever local is
/// free, often the previous loop iteration's result. Cranelift (Wasmtime)
/// then shuffles from both inputs, so each iteration waits for the last:
/// the anticlockwise quarter turn (byte swap, then transpose) ran nearly
/// three times as long as the clockwise one (the same work in the other
/// order). `i8x16.swizzle` has one input, but LLVM turns a swizzle by a
/// constant back into the shuffle. So the index comes out of
/// `i16x8.q15mulr_sat` by `0x7fff`, which leaves every lane below `0x4000`
/// as it is (`(x * 0x7fff + 0x4000) >> 15 = x` there) and which LLVM does
/// not fold: the index is computed once, before a loop, and each
/// permutation is one swizzle. Where the shuffle's stray operand made no
/// chain the swizzle costs a little (a few per cent; docs/measurements.md,
/// "Architecture notes").
#[inline(always)]
pub(crate) fn permutation(bytes: [u8; 16]) -> v128 {
    debug_assert!(bytes.iter().all(|&b| b < 64));
    // SAFETY: the array is 16 readable bytes; `v128.load` takes any
    // alignment.
    let index = unsafe { v128_load(bytes.as_ptr().cast()) };
    i16x8_q15mulr_sat(index, i16x8_splat(0x7fff))
}

/// [`Vector::swap_bytes`]'s permutation: each qword's bytes reversed.
const SWAP_BYTES: [u8; 16] = [7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8];

impl ByteArith for v128 {
    #[inline(always)]
    unsafe fn add_bytes(self, b: Self) -> Self {
        i8x16_add(self, b)
    }
    #[inline(always)]
    unsafe fn sub_bytes(self, b: Self) -> Self {
        i8x16_sub(self, b)
    }
}

impl ByteShuffle for v128 {
    #[inline(always)]
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self {
        // SAFETY: the array is 16 readable bytes.
        unsafe { v128_load(bytes.as_ptr().cast()) }
    }
    #[inline(always)]
    unsafe fn lookup_bytes(self, table: Self) -> Self {
        // Indices 16..=127 give zero here and not `table[i & 15]` as
        // `pshufb`'s do; the callers' indices are nibbles.
        i8x16_swizzle(table, self)
    }
    #[inline(always)]
    unsafe fn shr_words_4(self) -> Self {
        u16x8_shr(self, 4)
    }
}

/// Two squares: each 32-byte row is two vectors, `[bit, file]` and
/// `[diagonal, anti-diagonal]`; `i64x2.shuffle` pairs up the two squares'
/// halves.
impl Lanes for v128 {
    #[inline(always)]
    unsafe fn sub(self, b: Self) -> Self {
        i64x2_sub(self, b)
    }
    #[inline(always)]
    unsafe fn zero_bytes(self) -> Self {
        i8x16_eq(self, u64x2_splat(0))
    }
    #[inline(always)]
    unsafe fn lines(squares: *const Square) -> [Self; 4] {
        // SAFETY: two readable squares (the caller); each row is 32
        // readable bytes (`hyperbola_bswap::Lines`), read as two vectors.
        unsafe {
            let rows = |j: usize| {
                let r = row(*squares.add(j));
                (v128::load_unaligned(r), v128::load_unaligned(r.add(2)))
            };
            let (r0, r1) = (rows(0), rows(1));
            [
                i64x2_shuffle::<0, 2>(r0.0, r1.0),
                i64x2_shuffle::<1, 3>(r0.0, r1.0),
                i64x2_shuffle::<0, 2>(r0.1, r1.1),
                i64x2_shuffle::<1, 3>(r0.1, r1.1),
            ]
        }
    }
}

/// The two lanes.
#[inline(always)]
pub(crate) fn lanes(v: v128) -> [u64; 2] {
    [u64x2_extract_lane::<0>(v), u64x2_extract_lane::<1>(v)]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `permutation` hands back the index it was given: every value its
    /// callers may use (below 64) in every byte, beside every other value.
    #[test]
    fn permutation_keeps_its_bytes() {
        for v in 0..64u8 {
            for w in [0u8, 7, 15, 63] {
                for pos in 0..16 {
                    let mut bytes = [w; 16];
                    bytes[pos] = v;
                    // SAFETY: 16 readable bytes, any alignment.
                    let want = unsafe { v128_load(bytes.as_ptr().cast()) };
                    assert_eq!(lanes(permutation(bytes)), lanes(want), "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn lines_transpose_two_rows() {
        crate::arch::testing::check_lines::<v128>(lanes);
    }

    #[test]
    fn steps_shifts_and_bytes() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let y = x.rotate_left(23) & 0x00ff_0f00_f0ff_0001;
            // SAFETY: the build enables simd128.
            unsafe {
                let (v, w) = (u64x2(x, y), u64x2(y, x));
                assert_eq!(lanes(v.sub(w)), [x.wrapping_sub(y), y.wrapping_sub(x)]);
                let zero = |b: u64| {
                    u64::from_le_bytes(b.to_le_bytes().map(|b| if b == 0 { 0xff } else { 0 }))
                };
                assert_eq!(lanes(v.zero_bytes()), [zero(x), zero(y)]);
                assert_eq!(lanes(v.swap_bytes()), [x.swap_bytes(), y.swap_bytes()]);
                assert_eq!(lanes(v.andnot(w)), [!x & y, !y & x]);
                for n in [-63, -9, -8, -7, -1, 1, 7, 8, 9, 63] {
                    let want = |b: u64| if n > 0 { b << n } else { b >> -n };
                    assert_eq!(lanes(v.step(v128::step_by(n))), [want(x), want(y)], "{n}");
                }
            }
        }
    }
}

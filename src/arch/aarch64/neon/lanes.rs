//! NEON's width of the batch per-square lanes
//! (`generic::line_attacks::Lanes`): two squares per `uint64x2_t`.

use core::arch::aarch64::*;

use crate::arch::generic::line_attacks::{row, Lanes};
use crate::types::Square;

/// Two squares: each 32-byte row is two vectors, `[bit, file]` and
/// `[diagonal, anti-diagonal]`; `zip1`/`zip2` pair up the two squares'
/// halves (as `punpck{l,h}qdq` on SSE2).
impl Lanes for uint64x2_t {
    #[inline(always)]
    unsafe fn sub(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vsubq_u64(self, b) }
    }
    #[inline(always)]
    unsafe fn zero_bytes(self) -> Self {
        // `cmeq x, #0`: all ones where the byte is zero.
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vreinterpretq_u64_u8(vceqzq_u8(vreinterpretq_u8_u64(self))) }
    }
    #[inline(always)]
    unsafe fn lines(squares: *const Square) -> [Self; 4] {
        // SAFETY: two readable squares (the caller); each row is 32
        // readable bytes (`hyperbola_bswap::Lines`), read as two vectors.
        unsafe {
            let rows = |j: usize| vld1q_u64_x2(row(*squares.add(j)));
            let (r0, r1) = (rows(0), rows(1));
            [
                vzip1q_u64(r0.0, r1.0),
                vzip2q_u64(r0.0, r1.0),
                vzip1q_u64(r0.1, r1.1),
                vzip2q_u64(r0.1, r1.1),
            ]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arch::generic::vector::Vector;

    fn lanes(v: uint64x2_t) -> [u64; 2] {
        let mut out = [0; 2];
        // SAFETY: two writable boards.
        unsafe { v.store_unaligned(out.as_mut_ptr()) };
        out
    }

    #[test]
    fn lines_transpose_two_rows() {
        crate::arch::testing::check_lines::<uint64x2_t>(lanes);
    }

    #[test]
    fn sub_and_zero_bytes() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let y = x.rotate_left(23) & 0x00ff_0f00_f0ff_0001;
            // SAFETY: NEON, which every aarch64 target enables.
            let (s, nz) = unsafe {
                let (v, w) = (uint64x2_t::splat(x), uint64x2_t::splat(y));
                (lanes(v.sub(w)), lanes(w.zero_bytes()))
            };
            assert_eq!(s, [x.wrapping_sub(y); 2]);
            let want = u64::from_le_bytes(y.to_le_bytes().map(|b| if b == 0 { 0xff } else { 0 }));
            assert_eq!(nz, [want; 2], "{y:#x}");
        }
    }
}

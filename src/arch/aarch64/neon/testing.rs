//! Test inputs shared by the NEON and SVE2 unit tests.

extern crate std;
use std::vec::Vec;

/// All 64 single-square boards, 0, !0, a few fixed boards (ranks, files,
/// both long diagonals, checkers) and 4000 xorshift boards, every third of
/// them sparse, where the rays of the attack kernels run far.
pub(crate) fn boards() -> Vec<u64> {
    let mut v: Vec<u64> = (0..64).map(|i| 1u64 << i).collect();
    v.extend([
        0,
        !0,
        0x0000_0000_0000_00ff,
        0xff00_0000_0000_0000,
        0x0101_0101_0101_0101,
        0x8080_8080_8080_8080,
        0x8040_2010_0804_0201,
        0x0102_0408_1020_4080,
        0x8142_2418_1824_4281,
        0x55aa_55aa_55aa_55aa,
        0xff00_ff00_ff00_ff00,
        0x0123_4567_89ab_cdef,
    ]);
    let mut x = 0x2545_f491_4f6c_dd1du64;
    for i in 0..4000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push(if i % 3 == 0 {
            x & x.rotate_left(17) & x.rotate_left(41)
        } else {
            x
        });
    }
    v
}

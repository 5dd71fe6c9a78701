//! Test inputs and checks shared by the SIMD trees' unit tests (NEON, SVE2,
//! wasm `simd128`).

extern crate std;
use std::{vec, vec::Vec};

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

/// Pairs (sliders, empty) from [`boards`], with the sliders' squares empty
/// or not.
pub(crate) fn pairs() -> Vec<(u64, u64)> {
    let b = boards();
    let n = b.len();
    (0..n)
        .map(|i| (b[i], b[(i * 7 + 3) % n]))
        .chain((0..n).map(|i| (b[i], !b[i] & b[(i * 5 + 1) % n])))
        .collect()
}

/// Batch lengths that cover the loops' unrolled, paired and odd tails.
pub(crate) const LENGTHS: [usize; 11] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 33];

/// A map-shaped batch (`batch(src, dst, len)`) against `single`, out of
/// place and in place, over slices of `boards` at a few offsets.
pub(crate) fn check_map(
    boards: &[u64],
    batch: impl Fn(*const u64, *mut u64, usize),
    single: impl Fn(u64) -> u64,
) {
    for start in [0, 64, 100] {
        for len in LENGTHS {
            let src = &boards[start..start + len];
            let want: Vec<u64> = src.iter().map(|&x| single(x)).collect();
            let mut out = vec![0xdead; len];
            batch(src.as_ptr(), out.as_mut_ptr(), len);
            assert_eq!(out, want, "len {len} start {start}");
            let mut buf = src.to_vec();
            batch(buf.as_ptr(), buf.as_mut_ptr(), len);
            assert_eq!(buf, want, "len {len} start {start} in place");
        }
    }
    let want: Vec<u64> = boards.iter().map(|&x| single(x)).collect();
    let mut out = vec![0; boards.len()];
    batch(boards.as_ptr(), out.as_mut_ptr(), boards.len());
    assert_eq!(out, want, "all boards");
}

/// A zip-shaped batch against `single` over [`pairs`].
pub(crate) fn check_zip(
    batch: impl Fn(&[u64], &[u64], &mut [u64]),
    single: impl Fn(u64, u64) -> u64,
) {
    let p = pairs();
    let (a, b): (Vec<u64>, Vec<u64>) = p.iter().copied().unzip();
    for len in LENGTHS {
        for start in [0, 60, 3000] {
            let (a, b) = (&a[start..start + len], &b[start..start + len]);
            let want: Vec<u64> = a.iter().zip(b).map(|(&x, &y)| single(x, y)).collect();
            let mut out = vec![0xdead; len];
            batch(a, b, &mut out);
            assert_eq!(out, want, "len {len} start {start}");
        }
    }
    let want: Vec<u64> = p.iter().map(|&(x, y)| single(x, y)).collect();
    let mut out = vec![0; p.len()];
    batch(&a, &b, &mut out);
    assert_eq!(out, want);
}

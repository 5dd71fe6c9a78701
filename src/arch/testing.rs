//! Test inputs and checks shared by the SIMD trees' unit tests (NEON, SVE2,
//! wasm `simd128`).

extern crate std;
use std::{vec, vec::Vec};

use crate::types::Dir;

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

/// A batch from one element type to another (`batch(input, output)`)
/// against `one`, element by element: every length of [`LENGTHS`] at the
/// three `starts` into `all` (over an output filled with `marker`), then
/// all of `all` at once.
fn check_elementwise<I: Copy + core::fmt::Debug, O: Copy + PartialEq + core::fmt::Debug>(
    all: &[I],
    starts: [usize; 3],
    marker: O,
    batch: impl Fn(&[I], &mut [O]),
    one: impl Fn(I) -> O,
) {
    for start in starts {
        for len in LENGTHS {
            let input = &all[start..start + len];
            let mut out = vec![marker; len];
            batch(input, &mut out);
            for (k, &x) in input.iter().enumerate() {
                assert_eq!(out[k], one(x), "len {len} start {start} element {k}: {x:?}");
            }
        }
    }
    let mut out = vec![marker; all.len()];
    batch(all, &mut out);
    for (&o, &x) in out.iter().zip(all) {
        assert_eq!(o, one(x), "{x:?}");
    }
}

/// An extract batch (`batch(boards, bytes)`) against `one` board by board,
/// over [`boards`] ([`check_elementwise`]).
pub(crate) fn check_extract_batch(batch: impl Fn(&[u64], &mut [u8]), one: impl Fn(u64) -> u8) {
    check_elementwise(&boards(), [0, 64, 100], 0xa5, batch, one)
}

/// Every byte, twice over in a scrambled order (so that neighbouring
/// boards differ), then a few xorshift bytes: the deposits' inputs.
pub(crate) fn bytes() -> Vec<u8> {
    let mut v: Vec<u8> = (0..=255u8).collect();
    v.extend((0..=255u8).map(|b| b.wrapping_mul(167).wrapping_add(13)));
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..500 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        v.push((x >> 29) as u8);
    }
    v
}

/// A deposit batch (`batch(bytes, boards)`) against `one`, as
/// [`check_extract_batch`] over [`bytes`].
pub(crate) fn check_deposit_batch(batch: impl Fn(&[u8], &mut [u64]), one: impl Fn(u8) -> u64) {
    check_elementwise(&bytes(), [0, 200, 300], 0xa5a5_a5a5_a5a5_a5a5, batch, one)
}

/// The fill and set-wise attack forms of a two-board tree, each checked
/// against the portable Kogge-Stone forms by [`check_fills`].
pub(crate) struct Fills {
    pub(crate) rook: fn(u64, u64) -> u64,
    pub(crate) bishop: fn(u64, u64) -> u64,
    pub(crate) queen: fn(u64, u64) -> u64,
    pub(crate) by_direction: fn(u64, u64) -> [u64; 8],
    pub(crate) shift_one_batch: unsafe fn(*const u64, *mut u64, usize, Dir),
    pub(crate) fill_batch: unsafe fn(*const u64, *mut u64, usize, Dir),
    pub(crate) occluded_fill_batch: fn(&[u64], &[u64], &mut [u64], Dir),
    pub(crate) ray_attacks_batch: fn(&[u64], &[u64], &mut [u64], Dir),
    pub(crate) rook_batch: fn(&[u64], &[u64], &mut [u64]),
    pub(crate) bishop_batch: fn(&[u64], &[u64], &mut [u64]),
    pub(crate) queen_batch: fn(&[u64], &[u64], &mut [u64]),
    pub(crate) by_direction_batch: fn(&[u64], &[u64], &mut [[u64; 8]]),
}

/// Every form of `f` against the portable ones, over [`pairs`] and
/// [`boards`], at the [`LENGTHS`] and in place.
pub(crate) fn check_fills(f: Fills) {
    use crate::arch::all::fill::{self as all, kogge_stone as ks};
    for (s, e) in pairs() {
        assert_eq!((f.rook)(s, e), ks::rook_attacks(s, e), "{s:#x} {e:#x}");
        assert_eq!((f.bishop)(s, e), ks::bishop_attacks(s, e), "{s:#x} {e:#x}");
        assert_eq!((f.queen)(s, e), ks::queen_attacks(s, e), "{s:#x} {e:#x}");
        let want = ks::attacks_by_direction(s, e);
        assert_eq!((f.by_direction)(s, e), want, "{s:#x} {e:#x}");
    }
    let b = boards();
    for d in Dir::ALL {
        // SAFETY: `check_map` passes buffers of `len` boards.
        let shift = |s, o, n| unsafe { (f.shift_one_batch)(s, o, n, d) };
        check_map(&b, shift, |x| all::shift_one_rotate(x, d));
        // SAFETY: as above.
        let fill = |s, o, n| unsafe { (f.fill_batch)(s, o, n, d) };
        check_map(&b, fill, |x| ks::fill(x, d));
        check_zip(
            |a, b, o| (f.occluded_fill_batch)(a, b, o, d),
            |g, p| all::occluded_fill_kogge_stone(g, p, d),
        );
        check_zip(
            |a, b, o| (f.ray_attacks_batch)(a, b, o, d),
            |s, e| ks::ray_attacks(s, e, d),
        );
    }
    check_zip(f.rook_batch, ks::rook_attacks);
    check_zip(f.bishop_batch, ks::bishop_attacks);
    check_zip(f.queen_batch, ks::queen_attacks);
    let p = pairs();
    let (a, b): (Vec<u64>, Vec<u64>) = p.iter().copied().unzip();
    for len in LENGTHS.into_iter().chain([p.len()]) {
        let want: Vec<[u64; 8]> = (0..len)
            .map(|i| ks::attacks_by_direction(a[i], b[i]))
            .collect();
        let mut out = vec![[0xdead; 8]; len];
        (f.by_direction_batch)(&a[..len], &b[..len], &mut out);
        assert_eq!(out, want, "len {len}");
    }
}

/// [`Lanes::lines`](crate::arch::generic::line_attacks::Lanes::lines) of a
/// two-square width: lane `j` of line `k` is line `k` of square `j`'s row.
pub(crate) fn check_lines<V: crate::arch::generic::line_attacks::Lanes>(lanes: fn(V) -> [u64; 2]) {
    use crate::arch::generic::line_attacks::row;
    use crate::types::Square;
    for a in Square::ALL {
        for b in [Square::ALL[(a.index() as usize * 37 + 11) % 64], a] {
            let squares = [a, b];
            // SAFETY: two readable squares; the caller's tree supports `V`.
            let got = unsafe { V::lines(squares.as_ptr()) };
            for (k, line) in got.iter().enumerate() {
                // SAFETY: rows are 32 readable bytes.
                let want = unsafe { [*row(a).add(k), *row(b).add(k)] };
                assert_eq!(lanes(*line), want, "{a:?} {b:?} line {k}");
            }
        }
    }
}

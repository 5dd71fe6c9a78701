//! Flip bodies shared by the SSE2, AVX2 and AVX-512 batch forms: one board
//! per 64-bit lane, the same delta swaps and byte swaps at every width, and
//! the GFNI bodies of the AVX2+GFNI and AVX-512 forms.
//!
//! # `gf2p8affineqb` as a bit transform
//!
//! `_mm*_gf2p8affine_epi64_epi8(x, a, 0)` computes, for every byte `x_b` of
//! qword `j` of `x`, with `A` = qword `j` of `a`:
//!
//! ```text
//! bit i of result byte b = parity(A.byte[7 - i] & x_b)
//! ```
//!
//! Two ways to use it on a board ([`GaloisAffine`]):
//!
//! * board as data, constant `A` ([`GaloisAffine::affine`]): a per-byte
//!   (per-rank) bit permutation. With `A.byte[m] = 1 << m`
//!   ([`MIRROR_MATRIX`]) bit `i` of each byte takes bit `7 - i`: every rank
//!   is mirrored.
//! * board as the matrix `A`, constant data with one bit per byte,
//!   `x_b = 1 << c_b` ([`GaloisAffine::affine_as_matrix`]): bit `i` of
//!   result byte `b` is bit `c_b` of `A.byte[7 - i]`, i.e. result square
//!   (file `i`, rank `b`) reads square (file `c_b`, rank `7 - i`) of `A`.
//!   With `A = board`: `c_b = b` ([`COLUMNS_UP`]) is the anticlockwise
//!   rotation, `c_b = 7 - b` ([`COLUMNS_DOWN`]) the anti-diagonal flip.
//!   With `A = swap_bytes(board)` (rank `7 - i` of `A` is rank `i` of the
//!   board): `c_b = b` is the transpose, `c_b = 7 - b` the clockwise
//!   rotation. One instruction, plus a `vpshufb` for the two that need the
//!   byte swap.
//!
//! The single-board forms (`avx2::flip`, `avx512::flip`) use the same
//! constants and roles on one board in an `xmm` register, with the byte
//! swap by `bswap` in a general register.
// On wasm32 no width has GFNI: its bodies and constants go unused there.
#![cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]

use super::vector::{ByteShuffle, GaloisAffine, Vector};

/// `x` with the bits of `mask` exchanged with those `s` places above them,
/// per lane (`mask` must not overlap `mask << s`): two shifts and three
/// logic operations (two `vpternlogq` on 512 bits).
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn delta_swap<V: Vector>(x: V, s: u32, mask: u64) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let t = x.xor_and(x.shr(s), V::splat(mask));
        x.xor3(t, t.shl(s))
    }
}

/// The three [`delta_swap`]s of a transpose about a1-h8, as `(distance,
/// mask)`: single squares (7), 2x2 blocks (14), 4x4 blocks (28). They
/// commute; the AVX2 eight-board transpose does the last one between
/// registers.
pub(crate) const TRANSPOSE_SWAPS: [(u32, u64); 3] = [
    (7, 0x00aa_00aa_00aa_00aa),
    (14, 0x0000_cccc_0000_cccc),
    (28, 0x0000_0000_f0f0_f0f0),
];

/// The same for the flip about a8-h1: 9, 18 and 36 bits apart.
pub(crate) const ANTI_TRANSPOSE_SWAPS: [(u32, u64); 3] = [
    (9, 0x0055_0055_0055_0055),
    (18, 0x0000_3333_0000_3333),
    (36, 0x0000_0000_0f0f_0f0f),
];

/// Transpose (flip about a1-h8): swap the squares 7, 14 and 28 bits apart
/// across the diagonal (single squares, 2x2 blocks, 4x4 blocks).
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn transpose<V: Vector>(x: V) -> V {
    let [(s1, m1), (s2, m2), (s4, m4)] = TRANSPOSE_SWAPS;
    // SAFETY: forwarded from the caller.
    unsafe { delta_swap(delta_swap(delta_swap(x, s1, m1), s2, m2), s4, m4) }
}

/// Flip about a8-h1: the same three swaps, 9, 18 and 36 bits apart.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn anti_transpose<V: Vector>(x: V) -> V {
    let [(s1, m1), (s2, m2), (s4, m4)] = ANTI_TRANSPOSE_SWAPS;
    // SAFETY: forwarded from the caller.
    unsafe { delta_swap(delta_swap(delta_swap(x, s1, m1), s2, m2), s4, m4) }
}

/// Clockwise: (f, r) -> (r, f) -> (r, 7 - f), transpose then byte swap.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn rotate_90_clockwise<V: Vector>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { transpose(x).swap_bytes() }
}

/// Anticlockwise: byte swap, then transpose.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn rotate_90_anticlockwise<V: Vector>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { transpose(x.swap_bytes()) }
}

/// The pseudo-rotations' file masks: file `f` rotates down `f` ranks
/// (clockwise) or `7 - f` (anticlockwise), so the files with bit `k` of
/// that count set take a rotation by `2^k` ranks, the masks' entry `k`.
pub(crate) const PSEUDO_ROTATE_CLOCKWISE_FILES: [u64; 3] = [
    0xaaaa_aaaa_aaaa_aaaa,
    0xcccc_cccc_cccc_cccc,
    0xf0f0_f0f0_f0f0_f0f0,
];
pub(crate) const PSEUDO_ROTATE_ANTICLOCKWISE_FILES: [u64; 3] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0f0f_0f0f_0f0f_0f0f,
];

/// Byte indices rotating every qword down by `r` bytes (ranks), for a
/// 16-byte byte shuffle: destination byte `i` takes source byte
/// `(i + r) mod 8` of its qword.
pub(crate) const fn rotate_ranks_index(r: u8) -> [u8; 16] {
    let mut index = [0u8; 16];
    let mut i = 0;
    while i < 16 {
        index[i] = (i as u8 & 8) | ((i as u8 + r) & 7);
        i += 1;
    }
    index
}

/// A pseudo-rotation by 45 degrees: three rank rotations of the whole
/// board, each kept on the files `files[k]` names. `rotate(x, k)` rotates
/// every board of `x` down `2^k` ranks (a byte permutation per qword, which
/// each width does its own way).
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn pseudo_rotate<V: Vector>(
    mut x: V,
    files: [u64; 3],
    rotate: impl Fn(V, usize) -> V,
) -> V {
    for (k, mask) in files.into_iter().enumerate() {
        // SAFETY: forwarded from the caller.
        x = unsafe { x.xor(x.xor_and(rotate(x, k), V::splat(mask))) };
    }
    x
}

/// `rev4(n) << 4`, indexed by a low nibble `n`.
pub(crate) const REVERSED_LOW_NIBBLE: [u8; 16] = [
    0x00, 0x80, 0x40, 0xc0, 0x20, 0xa0, 0x60, 0xe0, 0x10, 0x90, 0x50, 0xd0, 0x30, 0xb0, 0x70, 0xf0,
];
/// `rev4(n)`, indexed by a high nibble `n`.
pub(crate) const REVERSED_HIGH_NIBBLE: [u8; 16] = [
    0x0, 0x8, 0x4, 0xc, 0x2, 0xa, 0x6, 0xe, 0x1, 0x9, 0x5, 0xd, 0x3, 0xb, 0x7, 0xf,
];

/// Bits of every byte reversed (each rank mirrored) by two 16-entry byte
/// lookups: the reversed low nibble becomes the high nibble and vice versa.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn mirror_nibble_lut<V: ByteShuffle>(v: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let lut_lo = V::broadcast_bytes(REVERSED_LOW_NIBBLE);
        let lut_hi = V::broadcast_bytes(REVERSED_HIGH_NIBBLE);
        let nibble = V::splat(0x0f0f_0f0f_0f0f_0f0f);
        let lo = v.and(nibble);
        let hi = v.shr_words_4().and(nibble);
        lo.lookup_bytes(lut_lo).or(hi.lookup_bytes(lut_hi))
    }
}

/// Byte swap, then the nibble lookup.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn rotate_180_nibble_lut<V: ByteShuffle>(v: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { mirror_nibble_lut(v.swap_bytes()) }
}

// ------------------------------------------------------------------ GFNI

/// Matrix that reverses the bits of every byte, `A.byte[m] = 1 << m` (see
/// the module docs).
pub(crate) const MIRROR_MATRIX: u64 = 0x8040_2010_0804_0201;
/// Data bytes `1 << b` (`c_b = b`, see the module docs).
pub(crate) const COLUMNS_UP: u64 = 0x8040_2010_0804_0201;
/// Data bytes `1 << (7 - b)` (`c_b = 7 - b`).
pub(crate) const COLUMNS_DOWN: u64 = 0x0102_0408_1020_4080;

/// Every rank mirrored: the board as data, [`MIRROR_MATRIX`] as the matrix.
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn mirror_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { x.affine(MIRROR_MATRIX) }
}

/// Byte swap, then the mirror matrix.
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn rotate_180_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { mirror_gfni(x.swap_bytes()) }
}

/// Transpose: the byte-swapped board as the matrix, data [`COLUMNS_UP`].
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn transpose_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { x.swap_bytes().affine_as_matrix(COLUMNS_UP) }
}

/// Flip about a8-h1: the board as the matrix, data [`COLUMNS_DOWN`].
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn anti_transpose_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { x.affine_as_matrix(COLUMNS_DOWN) }
}

/// Clockwise: the byte-swapped board as the matrix, data [`COLUMNS_DOWN`].
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn rotate_90_clockwise_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { x.swap_bytes().affine_as_matrix(COLUMNS_DOWN) }
}

/// Anticlockwise: the board as the matrix, data [`COLUMNS_UP`].
///
/// # Safety
/// The CPU supports `V`'s width and GFNI (see [`GaloisAffine`]).
#[inline(always)]
pub(crate) unsafe fn rotate_90_anticlockwise_gfni<V: GaloisAffine>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { x.affine_as_matrix(COLUMNS_UP) }
}

/// The GFNI bodies without GFNI hardware: [`GaloisAffine`] for one board in
/// a general register, by the definition of `gf2p8affineqb`, so the bodies
/// above (their constants, which operand is the board, their byte swaps)
/// run here and are held to the portable flips. What this cannot check is
/// the instruction itself against the definition (the kernel tests do that
/// on CPUs with GFNI).
#[cfg(test)]
mod gfni_model {
    use super::*;
    use crate::arch::all::flip as portable;

    /// `gf2p8affineqb` of one qword with immediate 0: bit `i` of result
    /// byte `b` is the parity of `A.byte[7 - i] & x.byte[b]`.
    fn gf2p8affineqb(x: u64, a: u64) -> u64 {
        let mut r = 0;
        for b in 0..8 {
            let x_b = (x >> (8 * b)) as u8;
            for i in 0..8 {
                let row = (a >> (8 * (7 - i))) as u8;
                r |= u64::from((row & x_b).count_ones() & 1) << (8 * b + i);
            }
        }
        r
    }

    /// One board, the model's vector of one lane.
    #[derive(Clone, Copy)]
    struct Lane(u64);

    impl Vector for Lane {
        const LANES: usize = 1;
        type Step = i32;

        unsafe fn splat(x: u64) -> Self {
            Lane(x)
        }
        unsafe fn zero() -> Self {
            Lane(0)
        }
        unsafe fn load_unaligned(p: *const u64) -> Self {
            // SAFETY: `p` is valid for one board (the caller).
            Lane(unsafe { p.read_unaligned() })
        }
        unsafe fn store_unaligned(self, p: *mut u64) {
            // SAFETY: `p` is valid for one board (the caller).
            unsafe { p.write_unaligned(self.0) }
        }
        unsafe fn and(self, b: Self) -> Self {
            Lane(self.0 & b.0)
        }
        unsafe fn or(self, b: Self) -> Self {
            Lane(self.0 | b.0)
        }
        unsafe fn xor(self, b: Self) -> Self {
            Lane(self.0 ^ b.0)
        }
        unsafe fn andnot(self, b: Self) -> Self {
            Lane(!self.0 & b.0)
        }
        unsafe fn shl(self, n: u32) -> Self {
            Lane(self.0 << n)
        }
        unsafe fn shr(self, n: u32) -> Self {
            Lane(self.0 >> n)
        }
        unsafe fn step_by(n: i32) -> i32 {
            n
        }
        unsafe fn step(self, n: i32) -> Self {
            Lane(if n >= 0 { self.0 << n } else { self.0 >> -n })
        }
        unsafe fn swap_bytes(self) -> Self {
            Lane(self.0.swap_bytes())
        }
    }

    impl GaloisAffine for Lane {
        unsafe fn affine(self, matrix: u64) -> Self {
            Lane(gf2p8affineqb(self.0, matrix))
        }
        unsafe fn affine_as_matrix(self, data: u64) -> Self {
            Lane(gf2p8affineqb(data, self.0))
        }
    }

    /// Two facts of the instruction's documentation, to hold the model to:
    /// `0x0102_0408_1020_4080` is the identity matrix, and
    /// `0x8040_2010_0804_0201` reverses the bits of every byte.
    #[test]
    fn the_model_follows_the_definition() {
        for x in [0x0123_4567_89ab_cdef_u64, 0x8000_0000_0000_0001, !0, 0] {
            assert_eq!(gf2p8affineqb(x, 0x0102_0408_1020_4080), x);
            let reversed = u64::from_le_bytes(x.to_le_bytes().map(u8::reverse_bits));
            assert_eq!(gf2p8affineqb(x, 0x8040_2010_0804_0201), reversed);
        }
    }

    #[test]
    fn the_gfni_bodies_are_the_flips() {
        // Every single square, fixed boards, then random ones.
        let random = core::iter::successors(Some(0x9e37_79b9_7f4a_7c15_u64), |x| {
            Some(
                x.wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407),
            )
        });
        let boards = (0..64)
            .map(|s| 1u64 << s)
            .chain([0, !0, 0x0123_4567_89ab_cdef, 0x8100_0000_0000_00ff])
            .chain(random.take(2000));
        for b in boards {
            // SAFETY: `Lane` needs no CPU feature.
            let gfni = |body: unsafe fn(Lane) -> Lane| unsafe { body(Lane(b)) }.0;
            assert_eq!(
                gfni(mirror_gfni),
                portable::mirror_horizontal_reverse_bits(b),
                "{b:#018x}"
            );
            assert_eq!(
                gfni(rotate_180_gfni),
                portable::rotate_180_reverse_bits(b),
                "{b:#018x}"
            );
            assert_eq!(
                gfni(transpose_gfni),
                portable::flip_diagonal_delta_swap(b),
                "{b:#018x}"
            );
            assert_eq!(
                gfni(anti_transpose_gfni),
                portable::flip_anti_diagonal_delta_swap(b),
                "{b:#018x}"
            );
            assert_eq!(
                gfni(rotate_90_clockwise_gfni),
                portable::rotate_90_clockwise_delta_swap(b),
                "{b:#018x}"
            );
            assert_eq!(
                gfni(rotate_90_anticlockwise_gfni),
                portable::rotate_90_anticlockwise_swap_bytes(b),
                "{b:#018x}"
            );
        }
    }
}

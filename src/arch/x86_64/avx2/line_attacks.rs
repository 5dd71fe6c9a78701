//! AVX2 per-square attacks and set-wise subtraction.
//!
//! Per-square: Hyperbola Quintessence on the file, diagonal and
//! anti-diagonal in three lanes of one register, the reverse direction by a
//! byte swap of each lane (`vpshufb`), which reverses the order of a line
//! with one square per rank. A rank has all its squares in one byte, so a
//! byte swap does not reverse it: the rank comes from the first-rank table
//! in a scalar register, in parallel with the vector work.
//!
//! Subtraction: `o ^ (o - 2r)` per byte (`vpsubb`), four boards per
//! register; West on ranks mirrored by a nibble lookup (`vpshufb`).

use core::arch::x86_64::*;

use core::mem::transmute;

use super::zip_quads;
use crate::arch::all::line_attacks::FIRST_RANK_ATTACKS;
use crate::arch::generic::subtraction;
use crate::masks::{anti_diagonal_through, diagonal_through, file};
use crate::types::Square;

/// Rank attacks by the first-rank table: the rank's inner six squares index
/// the table, the answer byte is shifted back onto the rank.
#[inline]
fn rank_attacks_by_table(sq: Square, occupied: u64) -> u64 {
    let shift = 8 * sq.rank().index() as u32;
    let inner = (occupied >> (shift + 1)) as usize & 63;
    (FIRST_RANK_ATTACKS[sq.file().index() as usize][inner] as u64) << shift
}

/// [file, diagonal, anti-diagonal, 0] through each square, without it.
#[repr(C, align(32))]
struct Lines([[u64; 4]; 64]);

static LINES: Lines = {
    let mut t = [[0; 4]; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        let s = sq.bit();
        t[i] = [
            file(sq.file()) ^ s,
            diagonal_through(sq) ^ s,
            anti_diagonal_through(sq) ^ s,
            0,
        ];
        i += 1;
    }
    Lines(t)
};

/// `vpshufb` indices reversing the bytes of each 64-bit lane.
// SAFETY: same size; every bit pattern is a valid `__m256i`.
const BYTE_SWAP: __m256i = unsafe {
    transmute::<[u8; 32], __m256i>([
        7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13,
        12, 11, 10, 9, 8,
    ])
};

/// Attacks along the file, diagonal and anti-diagonal through `sq`.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn three_lines(sq: Square, occupied: u64) -> __m256i {
    // SAFETY: `sq.index() < 64`; rows are 32 bytes and 32-byte aligned.
    let line = unsafe { _mm256_load_si256(LINES.0.as_ptr().add(sq.index() as usize).cast()) };
    let o = _mm256_and_si256(_mm256_set1_epi64x(occupied as i64), line);
    let s = _mm256_set1_epi64x(sq.bit() as i64);
    let forward = _mm256_sub_epi64(o, s);
    let swap = |x| _mm256_shuffle_epi8(x, BYTE_SWAP);
    let backward = swap(_mm256_sub_epi64(
        swap(o),
        _mm256_set1_epi64x(sq.bit().swap_bytes() as i64),
    ));
    _mm256_and_si256(_mm256_xor_si256(forward, backward), line)
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let v = three_lines(sq, occupied);
    let x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    let lines = _mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))) as u64;
    lines | rank_attacks_by_table(sq, occupied)
}

/// One board at a time (the lines are a table row per square; four boards
/// per register would need gathers).
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn queen_attacks_from_batch(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
    for ((o, &sq), &occ) in out.iter_mut().zip(squares).zip(occupied) {
        *o = queen_attacks_from(sq, occ);
    }
}

// ---------------------------------------------------------- subtraction

#[inline]
#[target_feature(enable = "avx,avx2")]
fn east(rooks: __m256i, occupied: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { subtraction::east(rooks, occupied) }
}

/// Files reversed inside every rank (`generic::flip`'s nibble lookup).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn mirror(x: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { crate::arch::generic::flip::mirror_nibble_lut(x) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    zip_quads(rooks, occupied, out, |r, o| east(r, o))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn west_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    // SAFETY: AVX2 is enabled here (and in `mirror`).
    zip_quads(rooks, occupied, out, |r, o| unsafe {
        subtraction::west(r, o, |x| mirror(x))
    })
}

/// The published Hyperbola Quintessence (`arch/all/line_attacks/
/// hyperbola_bswap`) compiled for the `avx2` level. The single-board form
/// is the same scalar code; registered at this level so that the `avx2`
/// token (and an AVX2 CPU without fast `pext`) prefers it, while plain
/// x86-64 keeps a method that does not lose when its loop is vectorised
/// with SSE2 only (no `pshufb` for the byte swaps there).
pub(crate) mod hyperbola_bswap {
    use crate::arch::all::line_attacks::hyperbola_bswap as hq;
    use crate::types::Square;

    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
        hq::rook_attacks_from(sq, occupied)
    }

    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
        hq::bishop_attacks_from(sq, occupied)
    }

    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
        hq::queen_attacks_from(sq, occupied)
    }

    batch_loop!( "avx,avx2" =>
        #[inline]
        from_sq,
        rook_attacks_from_batch,
        rook_attacks_from
    );
    batch_loop!( "avx,avx2" =>
        #[inline]
        from_sq,
        bishop_attacks_from_batch,
        bishop_attacks_from
    );
    batch_loop!( "avx,avx2" =>
        #[inline]
        from_sq,
        queen_attacks_from_batch,
        queen_attacks_from
    );
}

/// Per-square attacks for four squares at a time, one per 64-bit lane
/// (the body shared by every width: `generic::line_attacks`). The rank's
/// byte-wise bit reversal is a nibble lookup (`vpshufb`), as `mirror` does
/// for West. (Ranks from the first-rank table in the scalar registers,
/// beside the vector work, took longer on an AMD EPYC family 0x19 model
/// 0x01.)
pub(crate) mod lanes {
    use core::arch::x86_64::__m256i;

    use crate::arch::generic::flip::mirror_nibble_lut;
    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    lanes_batches!("avx,avx2", __m256i, |x| mirror_nibble_lut(x));
}

/// The same four lanes with the rank's bit reversal by `gf2p8affineqb`
/// (one instruction for the nibble lookup's six), for CPUs with GFNI in its
/// VEX form and no AVX-512 (Intel clients since Alder Lake).
pub(crate) mod lanes_gfni {
    use core::arch::x86_64::__m256i;

    use crate::arch::generic::flip::mirror_gfni;
    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    lanes_batches!("avx,avx2,gfni", __m256i, |x| mirror_gfni(x));
}

//! AVX-512 per-square attacks and set-wise subtraction.
//!
//! Per-square attacks: Hyperbola Quintessence on the four lines through the
//! square at once, one line per 64-bit lane (file, rank, diagonal,
//! anti-diagonal). `o - s` gives the ray towards higher squares; the ray
//! towards lower squares is the same subtraction on the bit-reversed board.
//! A byte swap (`vpshufb`) followed by `gf2p8affineqb` with the bit-reversal
//! matrix reverses all 64 bits, which reverses the order of the squares on
//! every line, ranks included (a byte swap alone leaves a rank's squares in
//! order, which is why scalar code needs a separate rank method).

use core::arch::x86_64::*;
use core::mem::transmute;

use super::zip_boards;
use crate::arch::generic::flip::mirror_gfni;
use crate::arch::generic::subtraction;
use crate::masks::{anti_diagonal_through, diagonal_through, file, rank};
use crate::types::Square;

/// Lines through each square without the square itself, in lane order
/// [file, rank, diagonal, anti-diagonal]; aligned for whole-vector loads.
#[repr(C, align(32))]
struct Lines([[u64; 4]; 64]);

const fn lines(reversed: bool) -> Lines {
    let mut t = [[0; 4]; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        let s = sq.bit();
        let l = [
            file(sq.file()) ^ s,
            rank(sq.rank()) ^ s,
            diagonal_through(sq) ^ s,
            anti_diagonal_through(sq) ^ s,
        ];
        let mut k = 0;
        while k < 4 {
            t[i][k] = if reversed { l[k].reverse_bits() } else { l[k] };
            k += 1;
        }
        i += 1;
    }
    Lines(t)
}

/// 2 KiB each.
static LINES: Lines = lines(false);
static REVERSED_LINES: Lines = lines(true);

/// `vpshufb` indices reversing the bytes of each 64-bit lane.
// SAFETY: same size; every bit pattern is a valid `__m256i`.
const BYTE_SWAP: __m256i = unsafe {
    transmute::<[u8; 32], __m256i>([
        7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13,
        12, 11, 10, 9, 8,
    ])
};
/// All 64 bits of every lane reversed.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn reverse_bits(x: __m256i) -> __m256i {
    // SAFETY: AVX2 and GFNI are enabled here. The bytes swapped, then the
    // bits of every byte (`generic::flip`'s mirror matrix).
    unsafe { mirror_gfni(_mm256_shuffle_epi8(x, BYTE_SWAP)) }
}

/// `a ^ b) & c` as a `vpternlogq` truth table (a = 0xf0, b = 0xcc, c = 0xaa).
const A_XOR_B_AND_C: i32 = 0x28;

/// The attacks along the four lines through `sq`, one per lane.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn four_lines(sq: Square, occupied: u64) -> __m256i {
    let i = sq.index() as usize;
    // SAFETY: `i < 64`; each row is 32 bytes and 32-byte aligned.
    let (line, reversed_line) = unsafe {
        (
            _mm256_load_si256(LINES.0.as_ptr().add(i).cast()),
            _mm256_load_si256(REVERSED_LINES.0.as_ptr().add(i).cast()),
        )
    };
    let occ = _mm256_set1_epi64x(occupied as i64);
    // Reversing the broadcast occupancy does not wait for the table load.
    let reversed_occ = reverse_bits(occ);
    let forward = _mm256_sub_epi64(
        _mm256_and_si256(occ, line),
        _mm256_set1_epi64x(sq.bit() as i64),
    );
    let backward = reverse_bits(_mm256_sub_epi64(
        _mm256_and_si256(reversed_occ, reversed_line),
        _mm256_set1_epi64x((1u64 << 63 >> sq.index()) as i64),
    ));
    _mm256_ternarylogic_epi64::<A_XOR_B_AND_C>(forward, backward, line)
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn or_pair(x: __m128i) -> u64 {
    _mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))) as u64
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let v = four_lines(sq, occupied);
    or_pair(_mm_or_si128(
        _mm256_castsi256_si128(v),
        _mm256_extracti128_si256::<1>(v),
    ))
}

// ---------------------------------------------------------- subtraction

/// East attacks by `o ^ (o - 2r)` per byte (`generic::subtraction`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn east(rooks: __m512i, occupied: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW are enabled here.
    unsafe { subtraction::east(rooks, occupied) }
}

/// Files reversed inside every rank: one `gf2p8affineqb`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn mirror(x: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here.
    unsafe { mirror_gfni(x) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
fn west(rooks: __m512i, occupied: __m512i) -> __m512i {
    // SAFETY: AVX-512 F/BW and GFNI are enabled here (and in `mirror`).
    unsafe { subtraction::west(rooks, occupied, |x| mirror(x)) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn west_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64 {
    let v = west(
        _mm512_castsi128_si512(_mm_cvtsi64_si128(rooks as i64)),
        _mm512_castsi128_si512(_mm_cvtsi64_si128(occupied as i64)),
    );
    _mm_cvtsi128_si64(_mm512_castsi512_si128(v)) as u64
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    zip_boards(rooks, occupied, out, |r, o| east(r, o))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl,gfni")]
pub(crate) fn west_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    zip_boards(rooks, occupied, out, |r, o| west(r, o))
}

/// Per-square attacks for eight squares at a time, one per 64-bit lane (the
/// body shared by every width: `generic::line_attacks`), the rank's bit
/// reversal by nibble lookup (`vpshufb`), so that AVX-512 CPUs without GFNI
/// run it too.
pub(crate) mod lanes {
    use core::arch::x86_64::__m512i;

    use crate::arch::generic::flip::mirror_nibble_lut;
    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    // The rook's forms left: behind on every corpus file.
    lanes_batches!(@pieces "avx512f,avx512bw,avx512vl", __m512i, |x| mirror_nibble_lut(x);
        bishop_attacks_from_batch bishop_attacks_from_squares bishop bishop_single FromRows;
        queen_attacks_from_batch queen_attacks_from_squares queen queen_single FromRows;
    );
}

/// The many-squares forms at eight squares a vector with the rank's bit
/// reversal by `gf2p8affineqb` (one instruction for the nibble lookup's
/// six; AVX-512 CPUs with GFNI: Ice Lake and later, Zen 4 and later).
pub(crate) mod lanes_gfni {
    use core::arch::x86_64::__m512i;

    use crate::arch::generic::flip::mirror_gfni;
    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    lanes_batches!(squares "avx512f,avx512bw,avx512vl,gfni", __m512i, |x| mirror_gfni(x));
}

/// The lanes at four squares a 256-bit vector, as `avx2/lanes-gfni` runs
/// them, compiled with AVX-512VL and BW: the same instructions in their
/// EVEX forms, and where an `and`, `or`, `xor` or `andnot` feeds another,
/// one `vpternlogq` for the two (three in the rook's step). On a Zen 4,
/// whose 512-bit operations take two passes through 256-bit units, this
/// runs the rook and queen 8 to 17 % ahead of `avx2/lanes-gfni` and ahead
/// of the 512-bit forms (the registry's figures); the rook's bits and
/// files come by shifts, not from the rows (`RookByShifts`). The bishop's
/// lanes gain less and trail `bmi2/lanes-pext`, so it has no form here.
pub(crate) mod lanes_ymm_gfni {
    use core::arch::x86_64::__m256i;

    use crate::arch::generic::flip::mirror_gfni;
    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    lanes_batches!(@pieces "avx,avx2,avx512f,avx512bw,avx512vl,gfni", __m256i, |x| mirror_gfni(x);
        rook_attacks_from_batch rook_attacks_from_squares rook rook_single RookByShifts;
        queen_attacks_from_batch queen_attacks_from_squares queen queen_single FromRows;
    );
}

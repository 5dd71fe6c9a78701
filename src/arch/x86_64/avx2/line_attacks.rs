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
use crate::arch::all::line_attacks::rank_attacks_by_table;
use crate::masks::{anti_diagonal_through, diagonal_through, file};
use crate::types::Square;

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
    // See `sse2::line_attacks`: byte lanes keep borrows inside ranks.
    let o = _mm256_or_si256(occupied, rooks);
    _mm256_xor_si256(o, _mm256_sub_epi8(o, _mm256_add_epi8(rooks, rooks)))
}

/// `NIBBLE_REVERSED[i]` is `i` with its four bits reversed, shifted left by
/// `shift`, repeated for both 128-bit halves (`vpshufb` looks up per half).
const fn nibble_table(shift: u32) -> __m256i {
    let mut t = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        t[i] = (((i as u8 % 16).reverse_bits() >> 4) as u32 * (1 << shift)) as u8;
        i += 1;
    }
    // SAFETY: same size; any bit pattern is a valid `__m256i`.
    unsafe { transmute::<[u8; 32], __m256i>(t) }
}
const LOW_TO_HIGH: __m256i = nibble_table(4);
const HIGH_TO_LOW: __m256i = nibble_table(0);

/// Files reversed inside every rank: each nibble looked up reversed, the
/// two nibbles swapped.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn mirror(x: __m256i) -> __m256i {
    let nibble = _mm256_set1_epi8(0x0f);
    let low = _mm256_and_si256(x, nibble);
    let high = _mm256_and_si256(_mm256_srli_epi16::<4>(x), nibble);
    _mm256_or_si256(
        _mm256_shuffle_epi8(LOW_TO_HIGH, low),
        _mm256_shuffle_epi8(HIGH_TO_LOW, high),
    )
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    zip_quads(rooks, occupied, out, |r, o| east(r, o))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn west_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    zip_quads(rooks, occupied, out, |r, o| {
        mirror(east(mirror(r), mirror(o)))
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

/// Per-square attacks for four squares at a time, one per 64-bit lane. The
/// lines through each square come from the byte-swap form's 32-byte rows
/// (`all::line_attacks::hyperbola_bswap`: bit, file, diagonal,
/// anti-diagonal), four rows loaded and transposed so that each register
/// holds one line of all four squares: four loads and eight shuffles, where a
/// gather would cost more, and computing the diagonals with variable shifts
/// took longer (queen 1.86 against 1.62 ns a board, AMD EPYC family 0x19
/// model 0x01, same run). The file and both diagonals run Hyperbola
/// Quintessence with a byte swap (`vpshufb`) for the downward ray, as in the
/// single-board form; the rank runs it with the bits of each byte reversed
/// instead (a nibble lookup, as `mirror` does for West), because a byte swap
/// leaves a rank's squares in order. (Ranks from the first-rank table in the
/// scalar registers, beside the vector work, took longer: 2.02 ns.)
pub(crate) mod lanes {
    use core::arch::x86_64::*;

    use crate::arch::all::line_attacks::hyperbola_bswap as hq;
    use crate::types::Square;

    /// Four squares, one per lane, and their lines.
    #[derive(Clone, Copy)]
    struct Sliders {
        /// The squares' bits, and the same byte-swapped.
        bit: __m256i,
        bit_swapped: __m256i,
        /// The file, diagonal and anti-diagonal through each square, without
        /// it.
        file: __m256i,
        diagonal: __m256i,
        anti_diagonal: __m256i,
        /// The square indices.
        square: __m256i,
    }

    /// Each lane's bytes in reverse order.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn swap_bytes(x: __m256i) -> __m256i {
        _mm256_shuffle_epi8(x, super::BYTE_SWAP)
    }

    /// The four squares at `squares[0..4]`.
    ///
    /// # Safety
    /// `squares` is valid for reading four `Square`s.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    unsafe fn sliders(squares: *const Square) -> Sliders {
        // SAFETY: four readable squares (caller); each row is 32 bytes and
        // 32-byte aligned.
        let row = |j| unsafe {
            _mm256_load_si256((hq::lines(*squares.add(j)) as *const hq::Lines).cast())
        };
        let (r0, r1, r2, r3) = (row(0), row(1), row(2), row(3));
        // [bit, diagonal] and [file, anti-diagonal] of squares 0, 1 and of
        // squares 2, 3; then the 128-bit halves regrouped.
        let (a, b) = (_mm256_unpacklo_epi64(r0, r1), _mm256_unpackhi_epi64(r0, r1));
        let (c, d) = (_mm256_unpacklo_epi64(r2, r3), _mm256_unpackhi_epi64(r2, r3));
        let bit = _mm256_permute2x128_si256::<0x20>(a, c);
        // SAFETY: four readable bytes (caller); `Square` is a transparent
        // `u8`, so they are the four indices.
        let bytes = unsafe { squares.cast::<u32>().read_unaligned() };
        Sliders {
            bit,
            bit_swapped: swap_bytes(bit),
            file: _mm256_permute2x128_si256::<0x20>(b, d),
            diagonal: _mm256_permute2x128_si256::<0x31>(a, c),
            anti_diagonal: _mm256_permute2x128_si256::<0x31>(b, d),
            // The `and` changes nothing (squares are below 64) but tells the
            // compiler so: without it, it guards the rank's `vpsllvq`
            // against counts of 64 and more with five more instructions.
            square: _mm256_and_si256(
                _mm256_cvtepu8_epi64(_mm_cvtsi32_si128(bytes as i32)),
                _mm256_set1_epi64x(63),
            ),
        }
    }

    /// Hyperbola Quintessence on lines with one square per rank (`line`
    /// without the slider's square): `o - s` flips the squares from the
    /// slider up to the first blocker, the same on byte-swapped boards gives
    /// the downward ray.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn one_per_rank(s: &Sliders, occupied: __m256i, line: __m256i) -> __m256i {
        let o = _mm256_and_si256(occupied, line);
        let up = _mm256_sub_epi64(o, s.bit);
        let down = swap_bytes(_mm256_sub_epi64(swap_bytes(o), s.bit_swapped));
        _mm256_and_si256(_mm256_xor_si256(up, down), line)
    }

    /// The rank: the same subtraction, the downward ray on boards whose
    /// bytes have their bits reversed (the slider's reversed bit is
    /// `1 << (square ^ 7)`). Borrows leaving the rank are masked off.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn rank(s: &Sliders, occupied: __m256i) -> __m256i {
        let rank8 = _mm256_and_si256(s.square, _mm256_set1_epi64x(56));
        let line = _mm256_xor_si256(_mm256_sllv_epi64(_mm256_set1_epi64x(0xff), rank8), s.bit);
        let o = _mm256_and_si256(occupied, line);
        let up = _mm256_sub_epi64(o, s.bit);
        let reversed = _mm256_sllv_epi64(
            _mm256_set1_epi64x(1),
            _mm256_xor_si256(s.square, _mm256_set1_epi64x(7)),
        );
        let down = super::mirror(_mm256_sub_epi64(super::mirror(o), reversed));
        _mm256_and_si256(_mm256_xor_si256(up, down), line)
    }

    /// The batch loop: four squares per step, the tail one at a time.
    macro_rules! lanes_batch {
        ($name:ident, $single:path, |$s:ident, $o:ident| $body:expr) => {
            #[inline]
            #[target_feature(enable = "avx,avx2")]
            pub(crate) fn $name(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
                let len = out.len().min(squares.len()).min(occupied.len());
                let quads = len / 4 * 4;
                for i in (0..quads).step_by(4) {
                    // SAFETY: `i + 4 <= len`, the length of all three
                    // slices.
                    unsafe {
                        let $s = &sliders(squares.as_ptr().add(i));
                        let $o = _mm256_loadu_si256(occupied.as_ptr().add(i).cast());
                        _mm256_storeu_si256(out.as_mut_ptr().add(i).cast(), $body);
                    }
                }
                for i in quads..len {
                    out[i] = $single(squares[i], occupied[i]);
                }
            }
        };
    }

    lanes_batch!(rook_attacks_from_batch, hq::rook_attacks_from, |s, o| {
        _mm256_or_si256(one_per_rank(s, o, s.file), rank(s, o))
    });
    lanes_batch!(
        bishop_attacks_from_batch,
        hq::bishop_attacks_from,
        |s, o| {
            _mm256_or_si256(
                one_per_rank(s, o, s.diagonal),
                one_per_rank(s, o, s.anti_diagonal),
            )
        }
    );
    lanes_batch!(queen_attacks_from_batch, hq::queen_attacks_from, |s, o| {
        _mm256_or_si256(
            _mm256_or_si256(one_per_rank(s, o, s.file), rank(s, o)),
            _mm256_or_si256(
                one_per_rank(s, o, s.diagonal),
                one_per_rank(s, o, s.anti_diagonal),
            ),
        )
    });
}

//! NEON per-square attacks and set-wise subtraction.
//!
//! aarch64 reverses bits in one instruction: `rbit` for a `u64`
//! (`u64::reverse_bits`), `rbit v.16b` for every byte of a vector. A full
//! bit reversal turns the board half round, which reverses the order of the
//! squares on every line, the rank included, so Hyperbola Quintessence needs
//! neither the byte swap (which leaves a rank in order) nor the first-rank
//! table. The per-byte reversal mirrors the files of every rank: the rank
//! of the batch lanes (`generic::line_attacks`) and West from East.

use core::arch::aarch64::*;

use crate::arch::generic::pairs::zip_pairs;
use crate::arch::generic::subtraction;
// Hyperbola Quintessence on any line through the slider, the downward ray by
// a full bit reversal: one `rbit` each way on aarch64, so it serves every
// line, the rank included.
use crate::arch::all::line_attacks::hyperbola_by_bit_reversal as line_attacks;
use crate::arch::generic::line_attacks::row;
use crate::types::Square;

/// The files of every rank mirrored (the bits of every byte reversed).
#[inline(always)]
fn mirror(x: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vreinterpretq_u64_u8(vrbitq_u8(vreinterpretq_u8_u64(x))) }
}

// ----------------------------------------------------- per-square attacks

/// A square's bit and lines: its row of `hyperbola_bswap` (bit, file,
/// diagonal, anti-diagonal, each line without the square).
#[inline(always)]
fn square_lines(sq: Square) -> [u64; 4] {
    // SAFETY: a row is 32 readable bytes (four `u64`).
    unsafe { *row(sq).cast::<[u64; 4]>() }
}

/// The rank through the square, without it.
#[inline(always)]
fn rank_line(sq: Square, bit: u64) -> u64 {
    (0xff << (sq.index() & 56)) ^ bit
}

/// Rook attacks from `sq`: the file and the rank, both by `rbit`.
#[inline]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    let [bit, file, _, _] = square_lines(sq);
    line_attacks(bit, occupied, file) | line_attacks(bit, occupied, rank_line(sq, bit))
}

/// Bishop attacks from `sq`: both diagonals by `rbit`.
#[inline]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    let [bit, _, diagonal, anti_diagonal] = square_lines(sq);
    line_attacks(bit, occupied, diagonal) | line_attacks(bit, occupied, anti_diagonal)
}

/// Queen attacks from `sq`: all four lines by `rbit`.
#[inline]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let [bit, file, diagonal, anti_diagonal] = square_lines(sq);
    line_attacks(bit, occupied, file)
        | line_attacks(bit, occupied, rank_line(sq, bit))
        | line_attacks(bit, occupied, diagonal)
        | line_attacks(bit, occupied, anti_diagonal)
}

/// Per-square attacks for two squares at a time, one per 64-bit lane (the
/// body shared by every width: `generic::line_attacks`); the rank's
/// per-byte bit reversal is one `rbit v.16b`.
pub(crate) mod lanes {
    use core::arch::aarch64::uint64x2_t;

    use crate::arch::generic::line_attacks::lanes_batches;
    use crate::types::Square;

    lanes_batches!("neon", uint64x2_t, |x| super::mirror(x));
}

// ---------------------------------------------------------- subtraction

/// East attacks of the rooks in every byte of both lanes: `o ^ (o - 2r)`
/// per byte (`sub v.16b`, `generic::subtraction`).
#[inline(always)]
fn east(rooks: uint64x2_t, occupied: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { subtraction::east(rooks, occupied) }
}

/// West attacks: East on mirrored ranks (`rbit v.16b`, one instruction).
#[inline(always)]
fn west(rooks: uint64x2_t, occupied: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { subtraction::west(rooks, occupied, mirror) }
}

/// One board through a two-board body, in lane 0.
#[inline(always)]
fn one(rooks: u64, occupied: u64, body: impl Fn(uint64x2_t, uint64x2_t) -> uint64x2_t) -> u64 {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vgetq_lane_u64::<0>(body(vdupq_n_u64(rooks), vdupq_n_u64(occupied))) }
}

/// East attacks of every rook by per-byte subtraction, one board in a
/// vector register.
#[inline]
pub(crate) fn east_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64 {
    one(rooks, occupied, east)
}

/// West attacks of every rook: per-byte subtraction on ranks mirrored by
/// `rbit v.16b`, one board in a vector register.
#[inline]
pub(crate) fn west_attacks_by_subtraction(rooks: u64, occupied: u64) -> u64 {
    one(rooks, occupied, west)
}

/// East attacks by per-byte subtraction, two boards at a time.
#[inline]
pub(crate) fn east_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { zip_pairs(rooks, occupied, out, east) }
}

/// West attacks by per-byte subtraction on mirrored ranks, two boards at a
/// time.
#[inline]
pub(crate) fn west_attacks_by_subtraction_batch(rooks: &[u64], occupied: &[u64], out: &mut [u64]) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { zip_pairs(rooks, occupied, out, west) }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use std::{vec, vec::Vec};

    use super::*;
    use crate::arch::aarch64::neon::testing::boards;
    use crate::arch::all::line_attacks::{self as all, hyperbola_bswap as hq};
    use crate::types::Dir;

    #[test]
    fn single_square_forms_match_portable() {
        let b = boards();
        for sq in Square::ALL {
            for &o in &b {
                assert_eq!(
                    rook_attacks_from(sq, o),
                    hq::rook_attacks_from(sq, o),
                    "{sq:?} {o:#x}"
                );
                assert_eq!(
                    bishop_attacks_from(sq, o),
                    hq::bishop_attacks_from(sq, o),
                    "{sq:?} {o:#x}"
                );
                assert_eq!(
                    queen_attacks_from(sq, o),
                    hq::queen_attacks_from(sq, o),
                    "{sq:?} {o:#x}"
                );
                // The slider's own square occupied or not.
                let o = o | sq.bit();
                assert_eq!(
                    rook_attacks_from(sq, o),
                    all::rook_attacks_from_hyperbola(sq, o)
                );
                assert_eq!(
                    queen_attacks_from(sq, o),
                    all::queen_attacks_from_hyperbola(sq, o)
                );
            }
        }
    }

    const LENGTHS: [usize; 11] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 33];

    #[test]
    fn lanes_batches_match_portable() {
        let b = boards();
        let squares: Vec<Square> = (0..b.len())
            .map(|i| Square::ALL[(i * 29 + 5) % 64])
            .collect();
        // The `#[target_feature]` entry points coerce to `unsafe fn` (as in
        // the registry's signatures).
        type Batch = unsafe fn(&[Square], &[u64], &mut [u64]);
        type Single = fn(Square, u64) -> u64;
        let forms: [(Batch, Single); 3] = [
            (lanes::rook_attacks_from_batch, hq::rook_attacks_from),
            (lanes::bishop_attacks_from_batch, hq::bishop_attacks_from),
            (lanes::queen_attacks_from_batch, hq::queen_attacks_from),
        ];
        for (batch, single) in forms {
            for len in LENGTHS.into_iter().chain([b.len()]) {
                let want: Vec<u64> = (0..len).map(|i| single(squares[i], b[i])).collect();
                let mut out = vec![0xdead; len];
                // SAFETY: NEON, which every aarch64 target enables.
                unsafe { batch(&squares[..len], &b[..len], &mut out) };
                assert_eq!(out, want, "len {len}");
            }
        }
    }

    #[test]
    fn subtraction_matches_portable() {
        let b = boards();
        let n = b.len();
        let pairs: Vec<(u64, u64)> = (0..n)
            .map(|i| (b[i], b[(i * 7 + 3) % n]))
            .chain((0..n).map(|i| (b[i], b[(i * 11 + 1) % n] & !b[i])))
            .collect();
        let ray =
            |r: u64, o: u64, d| crate::arch::all::fill::kogge_stone::ray_attacks(r, !(o | r), d);
        for &(r, o) in &pairs {
            assert_eq!(
                east_attacks_by_subtraction(r, o),
                ray(r, o, Dir::East),
                "{r:#x} {o:#x}"
            );
            assert_eq!(
                west_attacks_by_subtraction(r, o),
                ray(r, o, Dir::West),
                "{r:#x} {o:#x}"
            );
            assert_eq!(
                east_attacks_by_subtraction(r, o),
                all::east_attacks_by_subtraction_swar(r, o)
            );
            assert_eq!(
                west_attacks_by_subtraction(r, o),
                all::west_attacks_by_subtraction_swar(r, o)
            );
        }
        let (r, o): (Vec<u64>, Vec<u64>) = pairs.iter().copied().unzip();
        type Batch = fn(&[u64], &[u64], &mut [u64]);
        type Single = fn(u64, u64) -> u64;
        let forms: [(Batch, Single); 2] = [
            (
                east_attacks_by_subtraction_batch,
                all::east_attacks_by_subtraction_swar,
            ),
            (
                west_attacks_by_subtraction_batch,
                all::west_attacks_by_subtraction_swar,
            ),
        ];
        for (batch, single) in forms {
            for len in LENGTHS.into_iter().chain([r.len()]) {
                let want: Vec<u64> = (0..len).map(|i| single(r[i], o[i])).collect();
                let mut out = vec![0xdead; len];
                batch(&r[..len], &o[..len], &mut out);
                assert_eq!(out, want, "len {len}");
            }
        }
    }
}

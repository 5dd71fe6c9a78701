//! SSE2 deposit kernels.
//!
//! Every line of the catalogue has exactly one square per rank it crosses,
//! so every deposit is "spread bit `r` over byte `r`, then keep the line":
//!
//! ```text
//! bits = 0b0000_0101        broadcast        & 0x80..02_01     == sel   & line
//! byte 0: 00000101 -> 00000101 & 00000001 -> 00000001 -> 0xff -> a1 (or c1, ...)
//! byte 1: 00000101 -> 00000101 & 00000010 -> 00000000 -> 0x00 -> -
//! byte 2: 00000101 -> 00000101 & 00000100 -> 00000100 -> 0xff -> the rank-3 square
//! ```
//!
//! Broadcast is `pshufd`/`punpck*`, the test is `pand` + `pcmpeqb`: no
//! multiply, no carries, and the same code serves every line, only the final
//! mask differs. For the a1-h8 diagonal the compare is not even needed:
//! byte `r` AND bit `r` already is square (r, r).

use core::arch::x86_64::*;

use crate::masks::{anti_diagonal_through, diagonal_through, file, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

/// Bit `r` of every byte `r` (repeated in both qwords): the per-rank test bit.
const RANK_BIT: i64 = DIAGONAL as i64;

/// Byte `r` of the result is `0xff` if bit `r` of `bits` is set, else 0.
#[inline]
#[target_feature(enable = "sse2")]
fn bits_to_bytes(bits: u8) -> u64 {
    let sel = _mm_set1_epi64x(RANK_BIT);
    let v = _mm_and_si128(_mm_set1_epi8(bits as i8), sel);
    _mm_cvtsi128_si64(_mm_cmpeq_epi8(v, sel)) as u64
}

/// Byte `r` of the result is bit `r` of `bits`, in place: the diagonal.
#[inline]
#[target_feature(enable = "sse2")]
fn broadcast_diagonal(bits: u8) -> u64 {
    let v = _mm_and_si128(_mm_set1_epi8(bits as i8), _mm_set1_epi64x(RANK_BIT));
    _mm_cvtsi128_si64(v) as u64
}

#[inline]
pub(crate) fn anti_diagonal_compare(bits: u8) -> u64 {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { bits_to_bytes(bits) & ANTI_DIAGONAL }
}

#[inline]
pub(crate) fn anti_diagonal_through_compare(bits: u8, sq: Square) -> u64 {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { bits_to_bytes(bits) & anti_diagonal_through(sq) }
}

/// Deposits 16 bytes per iteration, two boards per register: three rounds
/// of self-interleaving (`punpck{l,h}{bw,wd,dq}` of a register with itself)
/// turn byte `i` into eight copies of byte `i` in qword `i`, then each board
/// is `(copies & sel == sel) & line` (or `copies & sel` when `COMPARE` is
/// false, which is the a1-h8 diagonal itself). The tail is done one board
/// at a time the same way.
#[inline]
#[target_feature(enable = "sse2")]
fn spread_batch<const COMPARE: bool>(input: &[u8], out: &mut [u64], line: u64) {
    let sel = _mm_set1_epi64x(RANK_BIT);
    let line_v = _mm_set1_epi64x(line as i64);
    let mut ins = input.chunks_exact(16);
    let mut outs = out.chunks_exact_mut(16);
    for (i, o) in (&mut ins).zip(&mut outs) {
        // SAFETY: `i` has 16 bytes; unaligned load.
        let v = unsafe { _mm_loadu_si128(i.as_ptr().cast()) };
        let mut k = 0;
        for b2 in [_mm_unpacklo_epi8(v, v), _mm_unpackhi_epi8(v, v)] {
            for b4 in [_mm_unpacklo_epi16(b2, b2), _mm_unpackhi_epi16(b2, b2)] {
                for b8 in [_mm_unpacklo_epi32(b4, b4), _mm_unpackhi_epi32(b4, b4)] {
                    let hit = _mm_and_si128(b8, sel);
                    let board = if COMPARE {
                        _mm_and_si128(_mm_cmpeq_epi8(hit, sel), line_v)
                    } else {
                        hit
                    };
                    // SAFETY: `o` has 16 boards and `k + 2 <= 16`; unaligned store.
                    unsafe { _mm_storeu_si128(o.as_mut_ptr().add(k).cast(), board) };
                    k += 2;
                }
            }
        }
    }
    for (o, &b) in outs.into_remainder().iter_mut().zip(ins.remainder()) {
        *o = if COMPARE {
            bits_to_bytes(b) & line
        } else {
            broadcast_diagonal(b)
        };
    }
}

pub(crate) fn diagonal_broadcast_batch(input: &[u8], out: &mut [u64]) {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { spread_batch::<false>(input, out, DIAGONAL) }
}

pub(crate) fn anti_diagonal_compare_batch(input: &[u8], out: &mut [u64]) {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { spread_batch::<true>(input, out, ANTI_DIAGONAL) }
}

pub(crate) fn file_compare_batch(input: &[u8], out: &mut [u64], f: File) {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { spread_batch::<true>(input, out, file(f)) }
}

pub(crate) fn diagonal_through_compare_batch(input: &[u8], out: &mut [u64], sq: Square) {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { spread_batch::<true>(input, out, diagonal_through(sq)) }
}

pub(crate) fn anti_diagonal_through_compare_batch(input: &[u8], out: &mut [u64], sq: Square) {
    // SAFETY: SSE2 is enabled at compile time (this module only exists then).
    unsafe { spread_batch::<true>(input, out, anti_diagonal_through(sq)) }
}

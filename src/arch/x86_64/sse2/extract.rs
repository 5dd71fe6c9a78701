//! SSE2 extracts: a line's bit in every byte reduced to one bit per rank,
//! either by `psadbw` or by `pmovmskb`.
//!
//! * SAD: with the line masked out, every byte holds at most its line bit,
//!   and no two ranks of a line share a file, so the sum of a board's eight
//!   bytes (`psadbw` against zero) is their OR. The bits come out indexed by
//!   *file*: right for a1-h8 (file = rank), reversed for h1-a8 (file =
//!   7 - rank), offset for the lines through a square.
//! * movemask: `pmovmskb` collects the top bit of every byte, so each
//!   byte's line bit is first turned into its top bit: `pcmpeqb` of
//!   `x & line` with `line` sets the whole byte exactly when the line bit is
//!   set (any line, no per-byte shift needed); for a file one 64-bit shift
//!   by `7 - file` brings the file bit of every byte to bit 7.

use core::arch::x86_64::*;

use crate::masks::{anti_diagonal_through, diagonal_through, ANTI_DIAGONAL, DIAGONAL};
use crate::types::{File, Square};

// ------------------------------------------------------------------ helpers

/// `f - r` of `sq`: the file of the diagonal's square on rank 0 (negative
/// when the diagonal starts on a higher rank).
#[inline]
fn diagonal_offset(sq: Square) -> i32 {
    sq.file().index() as i32 - sq.rank().index() as i32
}

/// `f + r - 7` of `sq`: how far the anti-diagonal lies east of h1-a8.
#[inline]
fn anti_diagonal_offset(sq: Square) -> i32 {
    sq.file().index() as i32 + sq.rank().index() as i32 - 7
}

/// `b >> k` for `k >= 0`, `b << -k` otherwise (bits leaving the byte drop).
#[inline]
fn shift_byte(b: u8, k: i32) -> u8 {
    if k >= 0 {
        b >> k
    } else {
        b << -k
    }
}

/// The ranks a line through a square covers, as extract bits: the line's
/// extract from the full board. For the diagonal (offset `d`) the ranks
/// `max(0, -d)..=min(7, 7 - d)`; the anti-diagonal's are those of the
/// diagonal with offset `-d` (both lose `|d|` ranks at the same end).
#[inline]
fn covered_ranks(d: i32) -> u8 {
    shift_byte(0xff, d)
}

/// The ranks on which `line` has a square, as extract bits (once per batch).
pub(crate) fn line_ranks(line: u64) -> u8 {
    (0..8).fold(0, |ranks, r| {
        ranks | (((line >> (8 * r)) as u8 != 0) as u8) << r
    })
}

/// The per-board sum of the bytes of `v & line` (two boards), in the low
/// 16 bits of each 64-bit half.
#[inline]
#[target_feature(enable = "sse2")]
fn sad(v: __m128i, line: __m128i) -> __m128i {
    _mm_sad_epu8(_mm_and_si128(v, line), _mm_setzero_si128())
}

/// One board's SAD: its line bits indexed by file.
#[inline]
#[target_feature(enable = "sse2")]
fn sad_one(x: u64, line: u64) -> u8 {
    _mm_cvtsi128_si32(sad(
        _mm_cvtsi64_si128(x as i64),
        _mm_cvtsi64_si128(line as i64),
    )) as u8
}

/// The movemask of `(v & line) == line`: bit `8k + r` set when board `k`'s
/// rank-`r` byte holds its line bit (and when `line` has no bit on that
/// rank; callers clear those).
#[inline]
#[target_feature(enable = "sse2")]
fn compare_mask(v: __m128i, line: __m128i) -> u32 {
    _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(v, line), line)) as u32
}

#[inline]
#[target_feature(enable = "sse2")]
fn compare_one(x: u64, line: u64) -> u8 {
    compare_mask(_mm_cvtsi64_si128(x as i64), _mm_cvtsi64_si128(line as i64)) as u8
}

/// The top bit of every byte after a 64-bit left shift by `7 - file`: the
/// bit of byte `r` at position 7 came from bit `file` of the same byte.
#[inline]
#[target_feature(enable = "sse2")]
fn file_mask(v: __m128i, file: File) -> u32 {
    let count = _mm_cvtsi32_si128(7 - file.index() as i32);
    _mm_movemask_epi8(_mm_sll_epi64(v, count)) as u32
}

/// Reverses the bits of every byte (three swap steps; the 16-bit shifts
/// only move bits across a byte boundary into positions the mask clears).
#[inline]
#[target_feature(enable = "sse2")]
fn reverse_bits_per_byte(v: __m128i) -> __m128i {
    let swap = |v: __m128i, k: i32, m: i8| {
        let m = _mm_set1_epi8(m);
        let (high, low) = match k {
            1 => (_mm_srli_epi16(v, 1), _mm_slli_epi16(_mm_and_si128(v, m), 1)),
            2 => (_mm_srli_epi16(v, 2), _mm_slli_epi16(_mm_and_si128(v, m), 2)),
            _ => (_mm_srli_epi16(v, 4), _mm_slli_epi16(_mm_and_si128(v, m), 4)),
        };
        _mm_or_si128(_mm_and_si128(high, m), low)
    };
    swap(swap(swap(v, 1, 0x55), 2, 0x33), 4, 0x0f)
}

/// Every byte shifted right by `k` (left by `-k` if negative).
#[inline]
#[target_feature(enable = "sse2")]
fn shift_bytes(v: __m128i, k: i32) -> __m128i {
    let mask = _mm_set1_epi8(shift_byte(0xff, k) as i8);
    let shifted = if k >= 0 {
        _mm_srl_epi16(v, _mm_cvtsi32_si128(k))
    } else {
        _mm_sll_epi16(v, _mm_cvtsi32_si128(-k))
    };
    _mm_and_si128(shifted, mask)
}

// --------------------------------------------------------------- single

/// The SAD of the masked diagonal is the extract itself (file = rank).
pub(crate) fn diagonal_sad(x: u64) -> u8 {
    // SAFETY: SSE2 is enabled for this build (the module only exists with
    // target_feature = "sse2").
    unsafe { sad_one(x, DIAGONAL) }
}

/// The SAD gives the anti-diagonal indexed by file = 7 - rank: reversed.
pub(crate) fn anti_diagonal_sad(x: u64) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { sad_one(x, ANTI_DIAGONAL) }.reverse_bits()
}

/// The SAD gives bit `file = rank + d`; shifting by `d` re-indexes by rank.
pub(crate) fn diagonal_through_sad(x: u64, sq: Square) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    let by_file = unsafe { sad_one(x, diagonal_through(sq)) };
    shift_byte(by_file, diagonal_offset(sq))
}

/// The SAD gives bit `file = 7 + d - rank`; reversed that is `rank - d`.
pub(crate) fn anti_diagonal_through_sad(x: u64, sq: Square) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    let by_file = unsafe { sad_one(x, anti_diagonal_through(sq)) };
    shift_byte(by_file.reverse_bits(), -anti_diagonal_offset(sq))
}

pub(crate) fn diagonal_movemask(x: u64) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { compare_one(x, DIAGONAL) }
}

pub(crate) fn anti_diagonal_movemask(x: u64) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { compare_one(x, ANTI_DIAGONAL) }
}

pub(crate) fn file_movemask(x: u64, file: File) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { _mm_movemask_epi8(_mm_cvtsi64_si128((x << (7 - file.index())) as i64)) as u8 }
}

pub(crate) fn diagonal_through_movemask(x: u64, sq: Square) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    let hits = unsafe { compare_one(x, diagonal_through(sq)) };
    hits & covered_ranks(diagonal_offset(sq))
}

pub(crate) fn anti_diagonal_through_movemask(x: u64, sq: Square) -> u8 {
    // SAFETY: SSE2 is enabled for this build.
    let hits = unsafe { compare_one(x, anti_diagonal_through(sq)) };
    hits & covered_ranks(-anti_diagonal_offset(sq))
}

// ---------------------------------------------------------------- batch

/// Loads boards `i` and `i + 1`.
///
/// # Safety
/// `i + 2 <= input.len()`.
#[inline]
#[target_feature(enable = "sse2")]
unsafe fn load_pair(input: &[u64], i: usize) -> __m128i {
    debug_assert!(i + 2 <= input.len());
    // SAFETY: the caller guarantees both boards are in bounds.
    unsafe { _mm_loadu_si128(input.as_ptr().add(i).cast()) }
}

/// SAD over sixteen boards per step: eight `psadbw` results (two boards
/// each, as 64-bit lanes) narrowed by three packs into sixteen bytes, then
/// `REVERSE`d and shifted right by `shift` per byte; the rest one by one.
#[inline]
#[target_feature(enable = "sse2")]
fn sad_batch<const REVERSE: bool>(
    input: &[u64],
    out: &mut [u8],
    line: u64,
    shift: i32,
    one: impl Fn(u64) -> u8,
) {
    let n = input.len().min(out.len());
    let vline = _mm_set1_epi64x(line as i64);
    let mut i = 0;
    while i + 16 <= n {
        let mut s = [_mm_setzero_si128(); 8];
        for (k, s) in s.iter_mut().enumerate() {
            // SAFETY: `i + 2k + 2 <= i + 16 <= n <= input.len()`.
            *s = sad(unsafe { load_pair(input, i + 2 * k) }, vline);
        }
        // 64-bit lanes [b, 0] read as 32-bit lanes [b, 0, b', 0]: a signed
        // pack of two of them gives [b, b', b'', b'''] as 32-bit lanes.
        let q0 = _mm_packs_epi32(_mm_packs_epi32(s[0], s[1]), _mm_packs_epi32(s[2], s[3]));
        let q1 = _mm_packs_epi32(_mm_packs_epi32(s[4], s[5]), _mm_packs_epi32(s[6], s[7]));
        let mut bytes = _mm_packus_epi16(q0, q1);
        if REVERSE {
            bytes = reverse_bits_per_byte(bytes);
        }
        bytes = shift_bytes(bytes, shift);
        // SAFETY: `i + 16 <= n <= out.len()`.
        unsafe { _mm_storeu_si128(out.as_mut_ptr().add(i).cast(), bytes) };
        i += 16;
    }
    for (o, &x) in out[i..n].iter_mut().zip(&input[i..n]) {
        *o = one(x);
    }
}

/// Two boards per step: a 16-bit movemask from `mask` (bit `8k + r` for
/// board `k`), kept where `keep` is set; the rest one by one.
#[inline]
#[target_feature(enable = "sse2")]
fn movemask_batch(
    input: &[u64],
    out: &mut [u8],
    mask: impl Fn(__m128i) -> u32,
    keep: u8,
    one: impl Fn(u64) -> u8,
) {
    let n = input.len().min(out.len());
    let keep = u16::from_le_bytes([keep, keep]);
    let mut i = 0;
    while i + 2 <= n {
        // SAFETY: `i + 2 <= n <= input.len()`.
        let m = mask(unsafe { load_pair(input, i) }) as u16 & keep;
        out[i..i + 2].copy_from_slice(&m.to_le_bytes());
        i += 2;
    }
    if i < n {
        out[i] = one(input[i]);
    }
}

pub(crate) fn diagonal_sad_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { sad_batch::<false>(input, out, DIAGONAL, 0, diagonal_sad) }
}

pub(crate) fn anti_diagonal_sad_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: SSE2 is enabled for this build.
    unsafe { sad_batch::<true>(input, out, ANTI_DIAGONAL, 0, anti_diagonal_sad) }
}

pub(crate) fn diagonal_through_sad_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let one = |x| diagonal_through_sad(x, sq);
    let (line, d) = (diagonal_through(sq), diagonal_offset(sq));
    // SAFETY: SSE2 is enabled for this build.
    unsafe { sad_batch::<false>(input, out, line, d, one) }
}

pub(crate) fn anti_diagonal_through_sad_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let one = |x| anti_diagonal_through_sad(x, sq);
    let (line, d) = (anti_diagonal_through(sq), anti_diagonal_offset(sq));
    // SAFETY: SSE2 is enabled for this build.
    unsafe { sad_batch::<true>(input, out, line, -d, one) }
}

pub(crate) fn diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: SSE2 is enabled for this build (here and in the closure).
    unsafe {
        let line = _mm_set1_epi64x(DIAGONAL as i64);
        let mask = |v| compare_mask(v, line);
        movemask_batch(input, out, mask, 0xff, diagonal_movemask)
    }
}

pub(crate) fn anti_diagonal_movemask_batch(input: &[u64], out: &mut [u8]) {
    // SAFETY: SSE2 is enabled for this build (here and in the closure).
    unsafe {
        let line = _mm_set1_epi64x(ANTI_DIAGONAL as i64);
        let mask = |v| compare_mask(v, line);
        movemask_batch(input, out, mask, 0xff, anti_diagonal_movemask)
    }
}

pub(crate) fn file_movemask_batch(input: &[u64], out: &mut [u8], file: File) {
    // SAFETY: SSE2 is enabled for this build (here and in the closure).
    unsafe {
        let mask = |v| file_mask(v, file);
        movemask_batch(input, out, mask, 0xff, |x| file_movemask(x, file))
    }
}

pub(crate) fn diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let keep = covered_ranks(diagonal_offset(sq));
    // SAFETY: SSE2 is enabled for this build (here and in the closure).
    unsafe {
        let line = _mm_set1_epi64x(diagonal_through(sq) as i64);
        let mask = |v| compare_mask(v, line);
        movemask_batch(input, out, mask, keep, |x| diagonal_through_movemask(x, sq))
    }
}

pub(crate) fn anti_diagonal_through_movemask_batch(input: &[u64], out: &mut [u8], sq: Square) {
    let keep = covered_ranks(-anti_diagonal_offset(sq));
    // SAFETY: SSE2 is enabled for this build (here and in the closure).
    unsafe {
        let line = _mm_set1_epi64x(anti_diagonal_through(sq) as i64);
        let mask = |v| compare_mask(v, line);
        movemask_batch(input, out, mask, keep, |x| {
            anti_diagonal_through_movemask(x, sq)
        })
    }
}

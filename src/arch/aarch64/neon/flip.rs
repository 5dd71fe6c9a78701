//! NEON flip kernels, batch forms only.
//!
//! One board in a general register is already served by one or two
//! instructions for the cheap flips (`rev` is the vertical flip, `rbit` the
//! 180-degree rotation, `rbit` + `rev` the horizontal mirror), and the
//! transposes and pseudo-rotations are a dozen general-register operations
//! whose shifted operands (`eor x, y, z, lsl #28`, `ror` likewise) fold a
//! shift into each logic step: moving the board to a vector register and
//! back costs more than NEON saves there, so the single kernels stay
//! portable (`crate::arch::all::flip`) on aarch64.
//!
//! The batch forms: `rev64` swaps the bytes (ranks) of each 64-bit lane and
//! `rbit` reverses the bits of every byte (mirrors every rank) in one
//! instruction, two boards per `uint64x2_t` (`generic::pairs::map_pairs`). The
//! transposes and quarter turns take eight boards at a time as rank
//! registers (`ld4`, [`Ranks`]), where every step of the transpose is a
//! whole-register bit exchange and the byte swap of a rotation costs
//! nothing.
//!
//! Not here, because the portable loops already compile to as good or
//! better NEON code (LLVM vectorises `crate::arch::all::flip`'s batch
//! loops): the pseudo-rotations (`shl` + `usra` + `bit` per step, which a
//! `tbl` form and a rank-register form did not beat in the llvm-mca
//! models), and the shared delta swaps of `generic::flip` at two boards per
//! register. The latter lose to the vectorised portable loop: LLVM turns
//! the disjoint `t ^ (t << s)` of `generic::flip::delta_swap` into a
//! multiply by `1 + 2^s`, which NEON lacks for 64-bit lanes, and moves
//! every lane to a general register and back for it.

use core::arch::aarch64::*;

use crate::arch::generic::pairs::map_pairs;
use crate::arch::generic::vector::Vector;

// ------------------------------------------------------------ batch drivers

/// Eight boards as four registers of rank pairs, the layout `ld4` (bytes)
/// gives: byte `2b` of register `k` is rank `k` of board `b`, byte `2b + 1`
/// is rank `k + 4` of board `b`.
///
/// A transpose's delta swaps (7, 14 and 28 bits apart, see
/// `generic::flip::TRANSPOSE_SWAPS`) then become bit exchanges between
/// whole registers (ranks `r` and `r + 1`, `r` and `r + 2`), or between the
/// two bytes of a halfword (ranks `r` and `r + 4`), sixteen ranks at a time;
/// and a byte swap of every board (ranks in reverse order) is a renaming of
/// the registers plus `rev16`.
type Ranks = [uint8x16_t; 4];

/// `f` on every group of eight boards of `src`, loaded as [`Ranks`] by
/// `ld4` and stored back by `st4`; a last partial group goes through a
/// zero-padded copy on the stack.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src` (each
/// group is read before it is written).
#[inline(always)]
unsafe fn map_octs(src: *const u64, dst: *mut u64, len: usize, f: impl Fn(Ranks) -> Ranks) {
    let run = |s: *const u64, d: *mut u64| {
        // SAFETY: eight boards (64 bytes) readable at `s` and writable at
        // `d` (the callers below); loaded before stored.
        unsafe {
            let v = vld4q_u8(s.cast());
            let [a, b, c, e] = f([v.0, v.1, v.2, v.3]);
            vst4q_u8(d.cast(), uint8x16x4_t(a, b, c, e));
        }
    };
    let full = len / 8 * 8;
    let mut i = 0;
    while i < full {
        // SAFETY: boards `i..i + 8` are within `0..len` (caller).
        unsafe { run(src.add(i), dst.add(i)) }
        i += 8;
    }
    if full < len {
        let mut buf = [0u64; 8];
        // SAFETY: boards `full..len` are valid at both pointers (caller) and
        // fit in `buf` (fewer than eight); `buf` is a separate stack array.
        unsafe {
            core::ptr::copy_nonoverlapping(src.add(full), buf.as_mut_ptr(), len - full);
            run(buf.as_ptr(), buf.as_mut_ptr());
            core::ptr::copy_nonoverlapping(buf.as_ptr(), dst.add(full), len - full);
        }
    }
}

// ------------------------------------------------------------ pair bodies

/// Ranks in reverse order: `rev64` on bytes.
#[inline(always)]
fn swap_bytes2(x: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { x.swap_bytes() }
}

/// Every rank mirrored: `rbit` reverses the bits of every byte, which is
/// exactly a rank with its files in reverse order.
#[inline(always)]
fn mirror2(x: uint64x2_t) -> uint64x2_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vreinterpretq_u64_u8(vrbitq_u8(vreinterpretq_u8_u64(x))) }
}

/// Ranks reversed and every rank mirrored: `rev64`, then `rbit`.
#[inline(always)]
fn rotate_180_2(x: uint64x2_t) -> uint64x2_t {
    mirror2(swap_bytes2(x))
}

// ------------------------------------------------------ rank-register bodies

/// `dst` with the bits of `mask` taken from `src` (`bit`).
#[inline(always)]
fn insert(dst: uint8x16_t, src: uint8x16_t, mask: u8) -> uint8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vbslq_u8(vdupq_n_u8(mask), src, dst) }
}

/// The bit exchange of a transpose between a register of lower ranks `p`
/// and one of the ranks `K` above them `q` (`K` = 1 or 2): the bits of
/// `mask` in `p` trade places with those `K` files lower in `q`, i.e. bit
/// `f` of rank `r` with bit `f - K` of rank `r + K`.
#[inline(always)]
fn exchange_down<const K: i32>(p: uint8x16_t, q: uint8x16_t, mask: u8) -> (uint8x16_t, uint8x16_t) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        (
            insert(p, vshlq_n_u8::<K>(q), mask),
            insert(q, vshrq_n_u8::<K>(p), mask >> K),
        )
    }
}

/// The same for the flip about a8-h1: bit `f` of rank `r` with bit `f + K`
/// of rank `r + K`.
#[inline(always)]
fn exchange_up<const K: i32>(p: uint8x16_t, q: uint8x16_t, mask: u8) -> (uint8x16_t, uint8x16_t) {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        (
            insert(p, vshrq_n_u8::<K>(q), mask),
            insert(q, vshlq_n_u8::<K>(p), mask << K),
        )
    }
}

/// The even bytes of `even`, the odd bytes of `odd`.
#[inline(always)]
fn merge_bytes(even: uint8x16_t, odd: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vbslq_u8(vreinterpretq_u8_u16(vdupq_n_u16(0x00ff)), even, odd) }
}

/// The 4x4-block exchange between the two bytes (ranks `k` and `k + 4`) of
/// every halfword of `x`, given `r` = `x` with its bytes swapped:
/// `sli #4` puts the low nibble of `r` over the low nibble of `x`, `sri #4`
/// the high nibble of `r` under the high nibble of `x`; each byte takes the
/// one its role asks for. Transpose (`ANTI` false): the lower rank keeps its
/// low nibble and takes the upper rank's low nibble as its high one.
#[inline(always)]
fn exchange_halves<const ANTI: bool>(x: uint8x16_t, r: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe {
        let sli = vsliq_n_u8::<4>(x, r);
        let sri = vsriq_n_u8::<4>(x, r);
        if ANTI {
            merge_bytes(sri, sli)
        } else {
            merge_bytes(sli, sri)
        }
    }
}

/// Bytes swapped in every halfword (`rev16`): ranks `k` and `k + 4`.
#[inline(always)]
fn rev16(x: uint8x16_t) -> uint8x16_t {
    // SAFETY: NEON, which every aarch64 target enables.
    unsafe { vrev16q_u8(x) }
}

/// The 7- and 14-bit delta swaps of a transpose (`ANTI` false) or the 9-
/// and 18-bit ones of the anti-transpose, as register exchanges: ranks `r`
/// and `r + 1` (registers 0-1, 2-3), then `r` and `r + 2` (0-2, 1-3).
#[inline(always)]
fn exchange_near<const ANTI: bool>([a, b, c, d]: Ranks) -> Ranks {
    if ANTI {
        let (a, b) = exchange_up::<1>(a, b, 0x55);
        let (c, d) = exchange_up::<1>(c, d, 0x55);
        let (a, c) = exchange_up::<2>(a, c, 0x33);
        let (b, d) = exchange_up::<2>(b, d, 0x33);
        [a, b, c, d]
    } else {
        let (a, b) = exchange_down::<1>(a, b, 0xaa);
        let (c, d) = exchange_down::<1>(c, d, 0xaa);
        let (a, c) = exchange_down::<2>(a, c, 0xcc);
        let (b, d) = exchange_down::<2>(b, d, 0xcc);
        [a, b, c, d]
    }
}

/// Transpose of eight boards: the near exchanges, then the 4x4 blocks
/// inside every halfword.
#[inline(always)]
fn transpose8(x: Ranks) -> Ranks {
    exchange_near::<false>(x).map(|v| exchange_halves::<false>(v, rev16(v)))
}

/// Flip about a8-h1 of eight boards.
#[inline(always)]
fn anti_transpose8(x: Ranks) -> Ranks {
    exchange_near::<true>(x).map(|v| exchange_halves::<true>(v, rev16(v)))
}

/// Clockwise: transpose, then reverse the ranks. Rank `k` of the result is
/// rank `7 - k` of the transpose, held (with rank `3 - k`) by register
/// `3 - k` in its other byte: the block exchange of register `3 - k` with
/// the roles of `x` and its byte swap exchanged yields register `k`
/// directly, so the byte swap costs nothing.
#[inline(always)]
fn rotate_90_clockwise8(x: Ranks) -> Ranks {
    let [a, b, c, d] = exchange_near::<false>(x);
    [d, c, b, a].map(|v| exchange_halves::<true>(rev16(v), v))
}

/// Anticlockwise: reverse the ranks, then transpose; the reversal goes
/// into the block exchange as in [`rotate_90_clockwise8`], then the near
/// exchanges (the three swaps of a transpose commute).
#[inline(always)]
fn rotate_90_anticlockwise8(x: Ranks) -> Ranks {
    let [a, b, c, d] = x;
    exchange_near::<false>([d, c, b, a].map(|v| exchange_halves::<false>(rev16(v), v)))
}

// ------------------------------------------------------------ entry points

macro_rules! neon_map {
    ($driver:ident: $($(#[$doc:meta])* $name:ident => $body:ident;)*) => {$(
        $(#[$doc])*
        ///
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`
        /// (each group is read before it is written).
        pub(crate) unsafe fn $name(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { $driver(src, dst, len, $body) }
        }
    )*};
}

neon_map! { map_pairs:
    /// Ranks reversed: `rev64`, two boards per register.
    flip_vertical_rev_batch => swap_bytes2;
    /// Every rank mirrored: `rbit` on bytes, two boards per register.
    mirror_horizontal_rbit_batch => mirror2;
    /// `rev64` then `rbit`, two boards per register.
    rotate_180_rbit_batch => rotate_180_2;
}

neon_map! { map_octs:
    /// Transpose of eight boards as rank registers (`ld4`/`st4`).
    flip_diagonal_ld4_batch => transpose8;
    /// Flip about a8-h1 of eight boards as rank registers (`ld4`/`st4`).
    flip_anti_diagonal_ld4_batch => anti_transpose8;
    /// Transpose with the rank reversal folded into the block exchange,
    /// eight boards as rank registers (`ld4`/`st4`).
    rotate_90_clockwise_ld4_batch => rotate_90_clockwise8;
    /// Rank reversal folded into the block exchange, then the transpose's
    /// near exchanges, eight boards as rank registers (`ld4`/`st4`).
    rotate_90_anticlockwise_ld4_batch => rotate_90_anticlockwise8;
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::arch::all::flip as portable;

    /// How many boards [`boards`] gives.
    pub(crate) const BOARDS: usize = 64 + 5 + 4000;

    /// Every single square, 0, all ones, fixed boards, then pseudo-random
    /// ones (an LCG).
    pub(crate) fn boards() -> [u64; BOARDS] {
        let mut out = [0; BOARDS];
        let fixed = [
            0,
            !0,
            0x0123_4567_89ab_cdef,
            0x8100_0000_0000_00ff,
            0x55aa_33cc_0ff0_a5c3,
        ];
        let mut x = 0x9e37_79b9_7f4a_7c15_u64;
        for (i, b) in out.iter_mut().enumerate() {
            *b = if i < 64 {
                1 << i
            } else if i < 69 {
                fixed[i - 64]
            } else {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                x
            };
        }
        out
    }

    /// A batch kernel of the map shape.
    pub(crate) type Batch = unsafe fn(*const u64, *mut u64, usize);

    /// The first disagreement of `batch` with `single`, as (length, in
    /// place), on every length 0..=9 and 33 (windows moving through
    /// [`boards`], so every board is seen), out of place and in place; an
    /// out-of-place call must not write past `len`.
    pub(crate) fn mismatch(batch: Batch, single: fn(u64) -> u64) -> Option<(usize, bool)> {
        let all = boards();
        for len in (0..=9).chain([33]) {
            let mut start = 0;
            while start + len <= BOARDS {
                let src = &all[start..start + len];
                let mut expected = [0u64; 33];
                for (e, &x) in expected.iter_mut().zip(src) {
                    *e = single(x);
                }
                let mut out = [0xdead_beef_u64; 34];
                // SAFETY: `src` and `out` hold at least `len` boards.
                unsafe { batch(src.as_ptr(), out.as_mut_ptr(), len) };
                if out[..len] != expected[..len] || out[len] != 0xdead_beef {
                    return Some((len, false));
                }
                let mut inplace = [0u64; 33];
                inplace[..len].copy_from_slice(src);
                let p = inplace.as_mut_ptr();
                // SAFETY: `p` holds `len` boards; in place is allowed.
                unsafe { batch(p, p, len) };
                if inplace[..len] != expected[..len] {
                    return Some((len, true));
                }
                start += len.max(1);
            }
        }
        None
    }

    #[test]
    fn batches_match_portable() {
        type Case = (&'static str, Batch, fn(u64) -> u64);
        let cases: [Case; 7] = [
            (
                "flip_vertical_rev",
                flip_vertical_rev_batch,
                portable::flip_vertical_swap_bytes,
            ),
            (
                "mirror_horizontal_rbit",
                mirror_horizontal_rbit_batch,
                portable::mirror_horizontal_reverse_bits,
            ),
            (
                "rotate_180_rbit",
                rotate_180_rbit_batch,
                portable::rotate_180_reverse_bits,
            ),
            (
                "flip_diagonal_ld4",
                flip_diagonal_ld4_batch,
                portable::flip_diagonal_delta_swap,
            ),
            (
                "flip_anti_diagonal_ld4",
                flip_anti_diagonal_ld4_batch,
                portable::flip_anti_diagonal_delta_swap,
            ),
            (
                "rotate_90_clockwise_ld4",
                rotate_90_clockwise_ld4_batch,
                portable::rotate_90_clockwise_delta_swap,
            ),
            (
                "rotate_90_anticlockwise_ld4",
                rotate_90_anticlockwise_ld4_batch,
                portable::rotate_90_anticlockwise_swap_bytes,
            ),
        ];
        for (name, batch, single) in cases {
            assert_eq!(mismatch(batch, single), None, "{name}");
        }
    }

    /// The check above can fail: a batch that gets one board wrong, one
    /// that writes past the end, and a flip held to the wrong reference are
    /// each caught.
    #[test]
    fn mismatch_catches_errors() {
        unsafe fn one_wrong(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller.
            unsafe { flip_vertical_rev_batch(src, dst, len) };
            if len > 4 {
                // SAFETY: board 4 is in bounds.
                unsafe { *dst.add(4) ^= 1 << 63 };
            }
        }
        unsafe fn past_end(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: forwarded from the caller; the test's buffers have
            // room for one more board.
            unsafe { flip_vertical_rev_batch(src, dst, len + 1) };
        }
        let flip = portable::flip_vertical_swap_bytes;
        assert_eq!(mismatch(one_wrong, flip), Some((5, false)));
        assert_eq!(mismatch(past_end, flip), Some((0, false)));
        assert!(mismatch(
            flip_diagonal_ld4_batch,
            portable::rotate_90_clockwise_delta_swap
        )
        .is_some());
    }
}

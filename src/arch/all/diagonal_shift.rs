//! Diagonal shifts in portable Rust: each rank shifted by a different
//! amount, bits leaving a byte dropped.

/// The reference's "linear" method: one rank at a time.
#[inline]
fn per_rank(x: u64, shift: impl Fn(u8, u32) -> u8) -> u64 {
    let mut out = 0;
    for r in 0..8 {
        let byte = (x >> (8 * r)) as u8;
        out |= (shift(byte, r) as u64) << (8 * r);
    }
    out
}

#[inline]
pub(crate) fn bl_linear(x: u64) -> u64 {
    per_rank(x, |b, r| b << (7 - r))
}

#[inline]
pub(crate) fn tl_linear(x: u64) -> u64 {
    per_rank(x, |b, r| b << r)
}

#[inline]
pub(crate) fn br_linear(x: u64) -> u64 {
    per_rank(x, |b, r| b >> (7 - r))
}

#[inline]
pub(crate) fn tr_linear(x: u64) -> u64 {
    per_rank(x, |b, r| b >> r)
}

/// The masks of one step of the "binary" method: the ranks whose shift has
/// bit `step` set (`moved`), restricted to the bits that stay inside their
/// byte after shifting by `1 << step` (`landing`).
struct Step {
    /// Ranks that do not move in this step (whole bytes).
    keep: u64,
    /// Bits of the moving ranks that a shift of `1 << step` fills from
    /// their own byte.
    landing: u64,
}

/// Builds the three steps for a per-rank shift amount `amount(r)` in
/// `0..8`, shifting left (`left`) or right.
const fn steps(amount: [u32; 8], left: bool) -> [Step; 3] {
    let mut out = [
        Step {
            keep: 0,
            landing: 0,
        },
        Step {
            keep: 0,
            landing: 0,
        },
        Step {
            keep: 0,
            landing: 0,
        },
    ];
    let mut step = 0;
    while step < 3 {
        let k = 1 << step;
        let mut r = 0;
        while r < 8 {
            if amount[r] & k != 0 {
                let byte: u64 = if left { (0xff << k) & 0xff } else { 0xff >> k };
                out[step].landing |= byte << (8 * r);
            } else {
                out[step].keep |= 0xff << (8 * r);
            }
            r += 1;
        }
        step += 1;
    }
    out
}

/// The reference's "binary" method: the shift of each rank is split into
/// its 4, 2 and 1 parts, and each part is one whole-word shift applied to
/// the ranks that need it. Masking with `landing` drops the bits that
/// crossed in from the neighbouring byte; `keep` saves the ranks that stay.
///
/// ```text
///  bl: rank r moves left by 7 - r = 4a + 2b + c; an x marks a rank that
///  takes part in the step.
///  rank   7 6 5 4 3 2 1 0
///  << 4   . . . . x x x x
///  << 2   . . x x . . x x
///  << 1   . x . x . x . x
/// ```
#[inline(always)]
fn binary<const LEFT: bool>(mut x: u64, steps: &[Step; 3]) -> u64 {
    // Largest step first (the order is irrelevant for correctness: each
    // step's masks only depend on the rank, and ranks never mix).
    let mut i = 3;
    while i > 0 {
        i -= 1;
        let s = &steps[i];
        let moved = if LEFT { x << (1 << i) } else { x >> (1 << i) };
        x = (x & s.keep) | (moved & s.landing);
    }
    x
}

const BL_STEPS: [Step; 3] = steps([7, 6, 5, 4, 3, 2, 1, 0], true);
const TL_STEPS: [Step; 3] = steps([0, 1, 2, 3, 4, 5, 6, 7], true);
const BR_STEPS: [Step; 3] = steps([7, 6, 5, 4, 3, 2, 1, 0], false);
const TR_STEPS: [Step; 3] = steps([0, 1, 2, 3, 4, 5, 6, 7], false);

#[inline]
pub(crate) fn bl_binary(x: u64) -> u64 {
    binary::<true>(x, &BL_STEPS)
}

#[inline]
pub(crate) fn tl_binary(x: u64) -> u64 {
    binary::<true>(x, &TL_STEPS)
}

#[inline]
pub(crate) fn br_binary(x: u64) -> u64 {
    binary::<false>(x, &BR_STEPS)
}

#[inline]
pub(crate) fn tr_binary(x: u64) -> u64 {
    binary::<false>(x, &TR_STEPS)
}

batch_loop!(map, bl_linear_batch, bl_linear);
batch_loop!(map, tl_linear_batch, tl_linear);
batch_loop!(map, br_linear_batch, br_linear);
batch_loop!(map, tr_linear_batch, tr_linear);
batch_loop!(map, bl_binary_batch, bl_binary);
batch_loop!(map, tl_binary_batch, tl_binary);
batch_loop!(map, br_binary_batch, br_binary);
batch_loop!(map, tr_binary_batch, tr_binary);

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

batch_loop!(map, bl_linear_batch, bl_linear);
batch_loop!(map, tl_linear_batch, tl_linear);
batch_loop!(map, br_linear_batch, br_linear);
batch_loop!(map, tr_linear_batch, tr_linear);

//! Set-wise East and West attacks by subtraction, per byte: every width
//! with byte arithmetic ([`ByteArith`]: SSE2, AVX2, AVX-512 BW, NEON,
//! wasm `simd128`).
//!
//! A rank is a byte, so `o - 2r` in byte lanes borrows through the empty
//! squares east of each rook and stops at the first occupied one, and no
//! borrow leaves its rank: the masks the portable SWAR form needs to fence
//! the ranks off are not needed. West is East on mirrored ranks; each
//! width brings its own mirror (`rbit`, `gf2p8affineqb`, nibble lookups).

use super::vector::ByteArith;

/// East attacks of the rooks in every byte: `o ^ (o - 2r)`. `o` holds the
/// rooks, so that a rook stops the borrow of the one west of it on the same
/// rank; `2r` (`r + r` per byte) drops a rook on the h-file, which attacks
/// nothing east.
///
/// # Safety
/// The CPU supports `V`'s width (see `generic::vector::Vector`).
#[inline(always)]
pub(crate) unsafe fn east<V: ByteArith>(rooks: V, occupied: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = occupied.or(rooks);
        o.xor(o.sub_bytes(rooks.add_bytes(rooks)))
    }
}

/// West attacks: [`east`] on ranks mirrored by `mirror` (files reversed in
/// every byte), mirrored back.
///
/// # Safety
/// As [`east`]; `mirror` may be called on `V`.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
#[inline(always)]
pub(crate) unsafe fn west<V: ByteArith>(rooks: V, occupied: V, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    mirror(unsafe { east(mirror(rooks), mirror(occupied)) })
}

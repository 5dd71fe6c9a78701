//! Leaper and pawn bodies shared by every vector width's batch forms: one
//! board per 64-bit lane, each set a few constant shifts, masks and ORs
//! (the portable forms in `all::leapers`, lane by lane). The shift counts
//! are constants after inlining, so every width emits its immediate-count
//! shifts (`vpsllq`/`vpsrlq imm`, `shl`/`ushr`, `i64x2.shl`/`shr_u`).
//!
//! A pawn body takes its colour as the const parameter `WHITE`: the batch
//! entry points choose one copy of their loop per colour, outside the loop.

use super::vector::Vector;
use crate::arch::all::leapers::{NOT_A, NOT_AB, NOT_GH, NOT_H, RANK_2, RANK_7};

/// Knight attacks of every lane: the one- and two-file sideways steps,
/// each then moved two and one ranks up and down.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn knight<V: Vector>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let one = x
            .shr(1)
            .and(V::splat(NOT_H))
            .or(x.shl(1).and(V::splat(NOT_A)));
        let two = x
            .shr(2)
            .and(V::splat(NOT_GH))
            .or(x.shl(2).and(V::splat(NOT_AB)));
        one.shl(16).or(one.shr(16)).or(two.shl(8).or(two.shr(8)))
    }
}

/// King attacks of every lane: the sideways steps, and the row they make
/// with the kings moved a rank up and down.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn king<V: Vector>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let side = x
            .shr(1)
            .and(V::splat(NOT_H))
            .or(x.shl(1).and(V::splat(NOT_A)));
        let row = side.or(x);
        side.or(row.shl(8)).or(row.shr(8))
    }
}

/// Both capture squares of every pawn of every lane (White's toward rank
/// 8 if `WHITE`, else Black's toward rank 1).
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn pawn_attacks<V: Vector, const WHITE: bool>(p: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        if WHITE {
            p.shl(9)
                .and(V::splat(NOT_A))
                .or(p.shl(7).and(V::splat(NOT_H)))
        } else {
            p.shr(7)
                .and(V::splat(NOT_A))
                .or(p.shr(9).and(V::splat(NOT_H)))
        }
    }
}

/// One rank forward (White's way if `WHITE`), no mask.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
unsafe fn forward<V: Vector, const WHITE: bool>(x: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        if WHITE {
            x.shl(8)
        } else {
            x.shr(8)
        }
    }
}

/// Single pushes of every lane onto its empty squares.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn pawn_pushes<V: Vector, const WHITE: bool>(p: V, empty: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { forward::<V, WHITE>(p).and(empty) }
}

/// Double pushes of every lane: the start rank's pawns, two ranks forward
/// through and onto empty squares.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn pawn_double_pushes<V: Vector, const WHITE: bool>(p: V, empty: V) -> V {
    let start = if WHITE { RANK_2 } else { RANK_7 };
    // SAFETY: forwarded from the caller.
    unsafe {
        let once = forward::<V, WHITE>(p.and(V::splat(start))).and(empty);
        forward::<V, WHITE>(once).and(empty)
    }
}

/// The batch forms of the two-board widths (NEON's, wasm's), through the
/// pair drivers (`generic::pairs`).
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
pub(crate) mod pairs {
    use crate::arch::generic::pairs::{map_pairs, zip_pairs};
    use crate::arch::generic::vector::Vector;
    use crate::types::Color;

    /// # Safety
    /// The CPU supports `V`'s width (two lanes); `src` and `dst` valid for
    /// `len` boards; `dst` may equal `src`.
    #[inline(always)]
    pub(crate) unsafe fn knight<V: Vector>(src: *const u64, dst: *mut u64, len: usize) {
        // SAFETY: forwarded from the caller.
        unsafe { map_pairs(src, dst, len, |x: V| super::knight(x)) }
    }

    /// # Safety
    /// As [`knight`].
    #[inline(always)]
    pub(crate) unsafe fn king<V: Vector>(src: *const u64, dst: *mut u64, len: usize) {
        // SAFETY: forwarded from the caller.
        unsafe { map_pairs(src, dst, len, |x: V| super::king(x)) }
    }

    /// # Safety
    /// As [`knight`].
    #[inline(always)]
    pub(crate) unsafe fn pawn_attacks<V: Vector>(
        src: *const u64,
        dst: *mut u64,
        len: usize,
        color: Color,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            match color {
                Color::White => map_pairs(src, dst, len, |x: V| super::pawn_attacks::<V, true>(x)),
                Color::Black => map_pairs(src, dst, len, |x: V| super::pawn_attacks::<V, false>(x)),
            }
        }
    }

    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn pawn_pushes<V: Vector>(
        pawns: &[u64],
        empty: &[u64],
        out: &mut [u64],
        color: Color,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            match color {
                Color::White => zip_pairs(pawns, empty, out, |p: V, e| {
                    super::pawn_pushes::<V, true>(p, e)
                }),
                Color::Black => zip_pairs(pawns, empty, out, |p: V, e| {
                    super::pawn_pushes::<V, false>(p, e)
                }),
            }
        }
    }

    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn pawn_double_pushes<V: Vector>(
        pawns: &[u64],
        empty: &[u64],
        out: &mut [u64],
        color: Color,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            match color {
                Color::White => zip_pairs(pawns, empty, out, |p: V, e| {
                    super::pawn_double_pushes::<V, true>(p, e)
                }),
                Color::Black => zip_pairs(pawns, empty, out, |p: V, e| {
                    super::pawn_double_pushes::<V, false>(p, e)
                }),
            }
        }
    }
}

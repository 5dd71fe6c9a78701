//! Leaper and pawn bodies shared by every vector width's batch forms: one
//! board per 64-bit lane, each set a few constant shifts, masks and ORs
//! (the portable forms in `all::leapers`, lane by lane). The shift counts
//! are constants after inlining, so every width emits its immediate-count
//! shifts (`vpsllq`/`vpsrlq imm`, `shl`/`ushr`, `i64x2.shl`/`shr_u`).
//!
//! A pawn body takes its colour as the const parameter `WHITE`: the batch
//! entry points (`leaper_batches!`, one call per width) choose one copy of
//! their loop per colour, outside the loop.

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

/// The five batch entry points of one width (`knight_attacks_batch`,
/// `king_attacks_batch`, `pawn_attacks_batch`, `pawn_pushes_batch`,
/// `pawn_double_pushes_batch`) as `#[target_feature]` functions over the
/// bodies above: `leaper_batches!("features", Vector, map, zip)`, with the
/// width's map and zip drivers (`map_quads`/`zip_quads` for AVX2,
/// `map_boards`/`zip_boards` for AVX-512, `map_pairs`/`zip_pairs` of
/// `generic::pairs` for the two-board widths) in scope at the call. A pawn
/// form chooses one loop per colour, outside the loop.
macro_rules! leaper_batches {
    ($features:literal, $V:ty, $map:ident, $zip:ident) => {
        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) unsafe fn knight_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
            use $crate::arch::generic::leapers as body;
            // SAFETY: the width's instructions are enabled here (for the
            // generic body too); the pointer contract is forwarded from the
            // caller.
            unsafe { $map(src, dst, len, |x: $V| body::knight::<$V>(x)) }
        }

        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) unsafe fn king_attacks_batch(src: *const u64, dst: *mut u64, len: usize) {
            use $crate::arch::generic::leapers as body;
            // SAFETY: as for `knight_attacks_batch`.
            unsafe { $map(src, dst, len, |x: $V| body::king::<$V>(x)) }
        }

        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) unsafe fn pawn_attacks_batch(
            src: *const u64,
            dst: *mut u64,
            len: usize,
            color: $crate::types::Color,
        ) {
            use $crate::arch::generic::leapers as body;
            use $crate::types::Color;
            // SAFETY: as for `knight_attacks_batch`; one loop per colour.
            unsafe {
                match color {
                    Color::White => $map(src, dst, len, |x: $V| body::pawn_attacks::<$V, true>(x)),
                    Color::Black => $map(src, dst, len, |x: $V| body::pawn_attacks::<$V, false>(x)),
                }
            }
        }

        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn pawn_pushes_batch(
            pawns: &[u64],
            empty: &[u64],
            out: &mut [u64],
            color: $crate::types::Color,
        ) {
            use $crate::arch::generic::leapers as body;
            use $crate::types::Color;
            // SAFETY: the width's instructions are enabled here (the
            // closures inherit them), which is all the zip driver and the
            // body ask; one loop per colour.
            unsafe {
                match color {
                    Color::White => $zip(pawns, empty, out, |p: $V, e: $V| {
                        body::pawn_pushes::<$V, true>(p, e)
                    }),
                    Color::Black => $zip(pawns, empty, out, |p: $V, e: $V| {
                        body::pawn_pushes::<$V, false>(p, e)
                    }),
                }
            }
        }

        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn pawn_double_pushes_batch(
            pawns: &[u64],
            empty: &[u64],
            out: &mut [u64],
            color: $crate::types::Color,
        ) {
            use $crate::arch::generic::leapers as body;
            use $crate::types::Color;
            // SAFETY: as for `pawn_pushes_batch`.
            unsafe {
                match color {
                    Color::White => $zip(pawns, empty, out, |p: $V, e: $V| {
                        body::pawn_double_pushes::<$V, true>(p, e)
                    }),
                    Color::Black => $zip(pawns, empty, out, |p: $V, e: $V| {
                        body::pawn_double_pushes::<$V, false>(p, e)
                    }),
                }
            }
        }
    };
}
pub(crate) use leaper_batches;

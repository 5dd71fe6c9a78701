//! A side's attack map for many positions at once, shared by the AVX2 and
//! AVX-512 batch forms: one position per 64-bit lane (the fields of
//! `V::LANES` sides gathered lane by lane), every lane stepping the same
//! direction. The sliders are the set-wise fills of `generic::fill` (four
//! orthogonal directions from the rooks and queens, four diagonal ones from
//! the bishops and queens), the leapers those of `generic::leapers`: the
//! single form's set-wise definition, lane by lane, with the shift counts
//! and masks broadcast once per call instead of once per position.

use super::fill::union;
use super::leapers::{king, knight, pawn_attacks};
use super::vector::Vector;
use crate::types::{Dir, Side};

/// The widest vector: 8 boards (AVX-512).
const MAX_LANES: usize = 8;

/// One group of positions, a field a vector: `[pawns, knights, bishops |
/// queens, rooks | queens, king, !occupied]`.
pub(crate) type Fields<V> = [V; 6];

/// The fields of the (at most `V::LANES`) positions of `sides` and
/// `occupied`, in lanes `0..sides.len()`, gathered element by element; the
/// other lanes hold an empty side on a full board.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
pub(crate) unsafe fn gather<V: Vector>(sides: &[Side], occupied: &[u64]) -> Fields<V> {
    let mut f = [[0u64; MAX_LANES]; 6];
    for (i, (s, &occ)) in sides.iter().zip(occupied).enumerate() {
        f[0][i] = s.pawns;
        f[1][i] = s.knights;
        f[2][i] = s.bishops | s.queens;
        f[3][i] = s.rooks | s.queens;
        f[4][i] = s.king;
        f[5][i] = !occ;
    }
    // SAFETY: the CPU supports the width (the caller); every row holds
    // `MAX_LANES >= V::LANES` boards.
    f.map(|row| unsafe { V::load_unaligned(row.as_ptr()) })
}

/// The attack maps of a group's positions, one a lane (White's pawn
/// captures if `WHITE`).
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
#[inline(always)]
unsafe fn attacks<V: Vector, const WHITE: bool>([p, n, d, o, k, e]: Fields<V>) -> V {
    // SAFETY: the CPU supports the width (the caller).
    unsafe {
        union(o, e, &Dir::ORTHOGONAL)
            .or(union(d, e, &Dir::DIAGONAL))
            .or(knight(n).or(king(k)).or(pawn_attacks::<V, WHITE>(p)))
    }
}

/// `out[i] = side_attacks(sides[i], occupied[i], color)` for the first
/// `min` of the three lengths (White's pawn captures if `WHITE`), `V::LANES`
/// positions per vector, each full group's fields from `load` (given
/// `V::LANES` sides and occupancies: [`gather`], or a width's own
/// transposition); the last, partial, group by [`gather`] and through a
/// buffer.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]); `V::LANES <= 8`.
#[inline(always)]
pub(crate) unsafe fn side_attacks<V: Vector, const WHITE: bool>(
    sides: &[Side],
    occupied: &[u64],
    out: &mut [u64],
    load: impl Fn(&[Side], &[u64]) -> Fields<V>,
) {
    debug_assert!(V::LANES <= MAX_LANES);
    let len = out.len().min(sides.len()).min(occupied.len());
    let (sides, occupied, out) = (&sides[..len], &occupied[..len], &mut out[..len]);
    let mut groups = out.chunks_exact_mut(V::LANES);
    let (mut s, mut o) = (
        sides.chunks_exact(V::LANES),
        occupied.chunks_exact(V::LANES),
    );
    for ((r, s), o) in (&mut groups).zip(&mut s).zip(&mut o) {
        // SAFETY: the width as the caller's; `r` holds `V::LANES` boards.
        unsafe { attacks::<V, WHITE>(load(s, o)).store_unaligned(r.as_mut_ptr()) }
    }
    let r = groups.into_remainder();
    if !r.is_empty() {
        let mut buf = [0u64; MAX_LANES];
        // SAFETY: the width as the caller's; `buf` holds `MAX_LANES >=
        // V::LANES` boards.
        unsafe {
            let fields = gather::<V>(s.remainder(), o.remainder());
            attacks::<V, WHITE>(fields).store_unaligned(buf.as_mut_ptr())
        }
        r.copy_from_slice(&buf[..r.len()]);
    }
}

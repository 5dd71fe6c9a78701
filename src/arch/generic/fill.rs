//! Fill bodies shared by the AVX2 and AVX-512 batch forms: one board per
//! 64-bit lane, every lane stepping the same direction. The step is
//! [`Vector::step`]: a rotate on 512 bits, a shift on 256; either way the
//! avoid-wrap mask (`all::fill::AVOID_WRAP`) clears what crossed the a/h
//! files or came round the end, so the algorithms are the scalar ones.

use super::vector::Vector;
use crate::arch::all::fill::AVOID_WRAP;
use crate::types::Dir;

/// One direction for `V::LANES` boards: its step of 1, 2 and 4 squares and
/// its avoid-wrap mask, broadcast.
#[derive(Clone, Copy)]
pub(crate) struct Step<V: Vector> {
    by: [V::Step; 3],
    wrap: V,
}

impl<V: Vector> Step<V> {
    /// # Safety
    /// The CPU supports `V`'s width (see [`Vector`]).
    #[inline(always)]
    pub(crate) unsafe fn new(dir: Dir) -> Self {
        let n = dir.step() as i32;
        // SAFETY: forwarded from the caller; `|4n| <= 36`, within a lane.
        unsafe {
            Step {
                by: [V::step_by(n), V::step_by(2 * n), V::step_by(4 * n)],
                wrap: V::splat(AVOID_WRAP[dir.index()]),
            }
        }
    }

    /// One step of every board, masked.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (see [`Vector`]).
    #[inline(always)]
    pub(crate) unsafe fn one(self, x: V) -> V {
        // SAFETY: forwarded from the caller.
        unsafe { x.step(self.by[0]).and(self.wrap) }
    }

    /// Kogge-Stone occluded fill (see `all::fill::occluded_fill_kogge_stone`):
    /// steps of 1, 2 and 4, the propagator halving its reach each time. The
    /// masked propagator keeps a doubled step from crossing what two single
    /// steps may not.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (see [`Vector`]).
    #[inline(always)]
    pub(crate) unsafe fn occluded_fill(self, generators: V, pro: V) -> V {
        let [s1, s2, s4] = self.by;
        // SAFETY: forwarded from the caller.
        unsafe {
            let mut pro = pro.and(self.wrap);
            let mut g = generators;
            g = g.or_and(pro, g.step(s1));
            pro = pro.and(pro.step(s1));
            g = g.or_and(pro, g.step(s2));
            pro = pro.and(pro.step(s2));
            g.or_and(pro, g.step(s4))
        }
    }

    /// Attacks in this direction: the occluded fill, one step further.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (see [`Vector`]).
    #[inline(always)]
    pub(crate) unsafe fn attacks(self, sliders: V, empty: V) -> V {
        // SAFETY: forwarded from the caller.
        unsafe { self.one(self.occluded_fill(sliders, empty)) }
    }
}

/// Union of the attacks in `dirs` of `V::LANES` boards.
///
/// # Safety
/// The CPU supports `V`'s width (see [`Vector`]).
// wasm's singles and batches write their directions out (`union_of!`).
#[cfg(not(target_arch = "wasm32"))]
#[inline(always)]
pub(crate) unsafe fn union<V: Vector>(sliders: V, empty: V, dirs: &[Dir]) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let mut acc = V::zero();
        for &d in dirs {
            acc = acc.or(Step::<V>::new(d).attacks(sliders, empty));
        }
        acc
    }
}

/// The batch forms of the two-board widths (NEON's, wasm's), through the
/// pair drivers (`generic::pairs`): one board per lane, two per vector.
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
pub(crate) mod pairs {
    use super::{union_of, Step, Vector};
    use crate::arch::generic::pairs::{map_pairs, zip_pairs};
    use crate::types::Dir;

    /// One step of every board.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes); `src` and `dst` valid for
    /// `len` boards; `dst` may equal `src`.
    #[inline(always)]
    pub(crate) unsafe fn shift_one<V: Vector>(
        src: *const u64,
        dst: *mut u64,
        len: usize,
        dir: Dir,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            let step = Step::<V>::new(dir);
            map_pairs(src, dst, len, |x| step.one(x))
        }
    }

    /// Kogge-Stone fill on an empty board (propagator all ones).
    ///
    /// # Safety
    /// As [`shift_one`].
    #[inline(always)]
    pub(crate) unsafe fn fill<V: Vector>(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
        // SAFETY: forwarded from the caller.
        unsafe {
            let (step, all) = (Step::<V>::new(dir), V::splat(!0));
            map_pairs(src, dst, len, |x| step.occluded_fill(x, all))
        }
    }

    /// Kogge-Stone occluded fill.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn occluded_fill<V: Vector>(
        generators: &[u64],
        pro: &[u64],
        out: &mut [u64],
        dir: Dir,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            let step = Step::<V>::new(dir);
            zip_pairs(generators, pro, out, |g, p| step.occluded_fill(g, p))
        }
    }

    /// Attacks in one direction (the occluded fill, one step further).
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn ray_attacks<V: Vector>(
        sliders: &[u64],
        empty: &[u64],
        out: &mut [u64],
        dir: Dir,
    ) {
        // SAFETY: forwarded from the caller.
        unsafe {
            let step = Step::<V>::new(dir);
            zip_pairs(sliders, empty, out, |s, e| step.attacks(s, e))
        }
    }

    /// Rook attacks (four fills per pair), the directions written out
    /// ([`union_of!`]) so that every step is a constant.
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn rook<V: Vector>(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
        // SAFETY: forwarded from the caller.
        unsafe {
            zip_pairs(rooks, empty, out, |s, e| {
                union_of!(V, s, e, [North, East, South, West])
            })
        }
    }

    /// Bishop attacks (four fills per pair), as [`rook`].
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn bishop<V: Vector>(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
        // SAFETY: forwarded from the caller.
        unsafe {
            zip_pairs(bishops, empty, out, |s, e| {
                union_of!(V, s, e, [NorthEast, NorthWest, SouthEast, SouthWest])
            })
        }
    }

    /// Queen attacks (eight fills per pair), as [`rook`].
    ///
    /// # Safety
    /// The CPU supports `V`'s width (two lanes).
    #[inline(always)]
    pub(crate) unsafe fn queen<V: Vector>(queens: &[u64], empty: &[u64], out: &mut [u64]) {
        // SAFETY: forwarded from the caller.
        unsafe {
            zip_pairs(queens, empty, out, |s, e| {
                union_of!(
                    V,
                    s,
                    e,
                    [North, NorthEast, East, SouthEast, South, SouthWest, West, NorthWest]
                )
            })
        }
    }
}

/// `union` with the directions written out: `union_of!(V, sliders, empty,
/// [North, East])`. Each direction is a constant where its `Step` is built,
/// so a width whose step depends on the sign (wasm's) shifts by a constant;
/// a loop over a slice of directions may stay a loop with the counts in
/// registers.
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
macro_rules! union_of {
    ($V:ty, $sliders:expr, $empty:expr, [$($d:ident),+ $(,)?]) => {{
        let (s, e): ($V, $V) = ($sliders, $empty);
        <$V as $crate::arch::generic::vector::Vector>::zero()
            $(.or($crate::arch::generic::fill::Step::<$V>::new($crate::types::Dir::$d).attacks(s, e)))+
    }};
}
#[cfg(any(target_arch = "aarch64", target_arch = "wasm32"))]
pub(crate) use union_of;

//! AVX2 fills and set-wise attacks.
//!
//! Four directions per register with per-lane shift counts
//! (`vpsllvq`/`vpsrlvq`). A count of 64 or more shifts a lane to zero, so
//! `sllv(x, left) | srlv(x, right)` with one of the two counts set to 64 is a
//! per-lane signed shift: four directions of either sign in one register.
//! The queen's eight directions split into a left-shift register
//! `[N, NE, E, NW]` and a right-shift register `[S, SW, W, SE]`, which need
//! one shift each per step.
//!
//! Batch forms put four boards in a register instead.

use core::arch::x86_64::*;

use super::{map_quads, zip_quads};
use core::mem::transmute;

use crate::arch::all::side::leaper_attacks;
use crate::arch::generic::fill::{union, Step};
use crate::arch::generic::side;
use crate::arch::generic::vector::Vector;
use crate::types::{Color, Dir, Side};

/// Per-lane left and right shift counts and the wrap mask of four
/// directions, and the same counts doubled and quadrupled for Kogge-Stone.
#[derive(Clone, Copy)]
pub(super) struct Lanes {
    left: [__m256i; 3],
    right: [__m256i; 3],
    wrap: __m256i,
}

/// `dirs` as lanes; counts of 64 stand for "no shift this way".
const fn lanes(dirs: [Dir; 4]) -> Lanes {
    let mut left = [[64u64; 4]; 3];
    let mut right = [[64u64; 4]; 3];
    let mut wrap = [0u64; 4];
    let mut i = 0;
    while i < 4 {
        let step = dirs[i].step() as i64;
        let mut k = 0;
        while k < 3 {
            let amount = step.unsigned_abs() << k;
            if step > 0 {
                left[k][i] = amount;
            } else {
                right[k][i] = amount;
            }
            k += 1;
        }
        wrap[i] = dirs[i].wrap_mask();
        i += 1;
    }
    // SAFETY: `[u64; 4]` and `__m256i` have the same size and every bit
    // pattern is valid for both.
    unsafe {
        Lanes {
            left: transmute::<[[u64; 4]; 3], [__m256i; 3]>(left),
            right: transmute::<[[u64; 4]; 3], [__m256i; 3]>(right),
            wrap: transmute::<[u64; 4], __m256i>(wrap),
        }
    }
}

const ROOK: Lanes = lanes(Dir::ORTHOGONAL);
const BISHOP: Lanes = lanes(Dir::DIAGONAL);
/// Left shifts only (their right counts are all 64 and unused).
pub(super) const POSITIVE: Lanes = lanes([Dir::North, Dir::NorthEast, Dir::East, Dir::NorthWest]);
/// Right shifts only.
pub(super) const NEGATIVE: Lanes = lanes([Dir::South, Dir::SouthWest, Dir::West, Dir::SouthEast]);

/// How a group of lanes steps: both ways, only left, or only right.
#[derive(Clone, Copy)]
pub(super) enum Way {
    Both,
    Left,
    Right,
}

impl Lanes {
    /// `x` moved by `2^k` steps in every lane's direction (no wrap mask).
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn shift(&self, way: Way, x: __m256i, k: usize) -> __m256i {
        match way {
            Way::Both => _mm256_or_si256(
                _mm256_sllv_epi64(x, self.left[k]),
                _mm256_srlv_epi64(x, self.right[k]),
            ),
            Way::Left => _mm256_sllv_epi64(x, self.left[k]),
            Way::Right => _mm256_srlv_epi64(x, self.right[k]),
        }
    }

    /// Kogge-Stone attacks: the propagator carries the wrap mask, so a
    /// doubled step only crosses squares that two single steps may cross.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    pub(super) fn kogge_stone(&self, way: Way, sliders: __m256i, empty: __m256i) -> __m256i {
        let mut pro = _mm256_and_si256(empty, self.wrap);
        let mut g = sliders;
        g = _mm256_or_si256(g, _mm256_and_si256(pro, self.shift(way, g, 0)));
        pro = _mm256_and_si256(pro, self.shift(way, pro, 0));
        g = _mm256_or_si256(g, _mm256_and_si256(pro, self.shift(way, g, 1)));
        pro = _mm256_and_si256(pro, self.shift(way, pro, 1));
        g = _mm256_or_si256(g, _mm256_and_si256(pro, self.shift(way, g, 2)));
        _mm256_and_si256(self.shift(way, g, 0), self.wrap)
    }

    /// Dumb7Fill attacks: six single steps, then the final one.
    #[inline]
    #[target_feature(enable = "avx,avx2")]
    fn dumb7(&self, way: Way, sliders: __m256i, empty: __m256i) -> __m256i {
        let pro = _mm256_and_si256(empty, self.wrap);
        let mut g = sliders;
        for _ in 0..6 {
            g = _mm256_or_si256(g, _mm256_and_si256(pro, self.shift(way, g, 0)));
        }
        _mm256_and_si256(self.shift(way, g, 0), self.wrap)
    }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(super) fn or_lanes(v: __m256i) -> u64 {
    let x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    _mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))) as u64
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(super) fn splat(x: u64) -> __m256i {
    _mm256_set1_epi64x(x as i64)
}

macro_rules! by_method {
    ($method:ident, $rook:ident, $bishop:ident, $queen:ident, $by_dir:ident) => {
        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) fn $rook(rooks: u64, empty: u64) -> u64 {
            or_lanes(ROOK.$method(Way::Both, splat(rooks), splat(empty)))
        }

        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) fn $bishop(bishops: u64, empty: u64) -> u64 {
            or_lanes(BISHOP.$method(Way::Both, splat(bishops), splat(empty)))
        }

        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) fn $queen(queens: u64, empty: u64) -> u64 {
            let (s, e) = (splat(queens), splat(empty));
            or_lanes(_mm256_or_si256(
                POSITIVE.$method(Way::Left, s, e),
                NEGATIVE.$method(Way::Right, s, e),
            ))
        }

        /// `[N, NE, E, NW]` and `[S, SW, W, SE]` swap their last lanes to
        /// become `Dir` order: `[N, NE, E, SE]`, `[S, SW, W, NW]`.
        #[inline]
        #[target_feature(enable = "avx,avx2")]
        pub(crate) fn $by_dir(sliders: u64, empty: u64) -> [u64; 8] {
            let (s, e) = (splat(sliders), splat(empty));
            let pos = POSITIVE.$method(Way::Left, s, e);
            let neg = NEGATIVE.$method(Way::Right, s, e);
            let low = _mm256_blend_epi32::<0b1100_0000>(pos, neg);
            let high = _mm256_blend_epi32::<0b1100_0000>(neg, pos);
            // SAFETY: two `__m256i` are 64 bytes, like `[u64; 8]`, and
            // every bit pattern is valid for both.
            unsafe { transmute::<[__m256i; 2], [u64; 8]>([low, high]) }
        }
    };
}

by_method!(
    kogge_stone,
    rook_attacks,
    bishop_attacks,
    queen_attacks,
    attacks_by_direction
);

/// A side's attack map: the four positive-step directions in one register
/// and the four negative ones in another, each lane with its own
/// generators (`[N, NE, E, NW]` and `[S, SW, W, SE]`: rooks and queens in
/// the orthogonal lanes 0 and 2, bishops and queens in the diagonal lanes 1
/// and 3), the leapers set-wise in general-purpose registers meanwhile.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn side_attacks(side: Side, occupied: u64, color: Color) -> u64 {
    let sliders = _mm256_blend_epi32::<0b1100_1100>(
        splat(side.rooks | side.queens),
        splat(side.bishops | side.queens),
    );
    let e = splat(!occupied);
    let rays = or_lanes(_mm256_or_si256(
        POSITIVE.kogge_stone(Way::Left, sliders, e),
        NEGATIVE.kogge_stone(Way::Right, sliders, e),
    ));
    rays | leaper_attacks(side, color)
}
// The single form in a loop, compiled with the level's features (the
// baseline the batch form below is measured against).
batch_loop!("avx,avx2" => from_side(Color), side_attacks_kogge_stone_batch, side_attacks);

/// Many positions' attack maps, four positions per register (one a lane),
/// each direction in turn (`generic::side`).
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn side_attacks_batch(sides: &[Side], occupied: &[u64], out: &mut [u64], color: Color) {
    // SAFETY: AVX2 is enabled here (for the generic body and, as the
    // closures inherit it, the gathers too); four lanes.
    unsafe {
        match color {
            Color::White => {
                side::side_attacks::<__m256i, true>(sides, occupied, out, |s, o| side::gather(s, o))
            }
            Color::Black => side::side_attacks::<__m256i, false>(sides, occupied, out, |s, o| {
                side::gather(s, o)
            }),
        }
    }
}

by_method!(
    dumb7,
    rook_attacks_dumb7,
    bishop_attacks_dumb7,
    queen_attacks_dumb7,
    attacks_by_direction_dumb7
);

// ------------------------------------------------------------- batch forms

/// One direction for four boards (the shared body, `generic::fill`): the
/// shift counts broadcast (the non-vector-count forms `vpsllq`/`vpsrlq`
/// take one count for all lanes).
type Step4 = Step<__m256i>;

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: AVX2 is enabled here (for the generic body too); the
    // pointer contract is forwarded from the caller.
    unsafe {
        let step = Step4::new(dir);
        map_quads(src, dst, len, |x| step.one(x))
    }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    let all = _mm256_set1_epi64x(-1);
    // SAFETY: AVX2 is enabled here (for the generic body too); the
    // pointer contract is forwarded from the caller.
    unsafe {
        let step = Step4::new(dir);
        map_quads(src, dst, len, |x| step.occluded_fill(x, all))
    }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn occluded_fill_batch(generators: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: AVX2 is enabled here.
    let step = unsafe { Step4::new(dir) };
    zip_quads(generators, pro, out, |g, p| {
        // SAFETY: AVX2 is enabled here (the closure inherits it).
        unsafe { step.occluded_fill(g, p) }
    })
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: AVX2 is enabled here.
    let step = unsafe { Step4::new(dir) };
    zip_quads(sliders, empty, out, |s, e| {
        // SAFETY: AVX2 is enabled here (the closure inherits it).
        unsafe { step.attacks(s, e) }
    })
}

/// Union of the attacks in `dirs` of four boards (`generic::fill::union`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn union4(sliders: __m256i, empty: __m256i, dirs: &[Dir]) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    unsafe { union(sliders, empty, dirs) }
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    zip_quads(rooks, empty, out, |s, e| union4(s, e, &Dir::ORTHOGONAL))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    zip_quads(bishops, empty, out, |s, e| union4(s, e, &Dir::DIAGONAL))
}

#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    // Split into unions the compiler unrolls (one loop over all eight
    // directions took about three times as long).
    zip_quads(queens, empty, out, |s, e| {
        _mm256_or_si256(
            union4(s, e, &[Dir::North]),
            _mm256_or_si256(
                union4(s, e, &[Dir::NorthEast]),
                _mm256_or_si256(
                    union4(s, e, &[Dir::East, Dir::SouthEast, Dir::South]),
                    union4(s, e, &[Dir::SouthWest, Dir::West, Dir::NorthWest]),
                ),
            ),
        )
    })
}

/// One board at a time, its eight directions in two registers.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn attacks_by_direction_batch(sliders: &[u64], empty: &[u64], out: &mut [[u64; 8]]) {
    for ((o, &s), &e) in out.iter_mut().zip(sliders).zip(empty) {
        *o = attacks_by_direction(s, e);
    }
}

/// `v` shifted by the immediate `S`: left (towards h8) if `LEFT`, else
/// right. `LEFT` is a constant, so only one shift is emitted.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn shift4<const LEFT: bool, const S: i32>(v: __m256i) -> __m256i {
    if LEFT {
        _mm256_slli_epi64::<S>(v)
    } else {
        _mm256_srli_epi64::<S>(v)
    }
}

/// Kogge-Stone ray of four boards in one direction that shifts by `S1`,
/// left if `LEFT` (`S2 = 2 * S1`, `S4 = 4 * S1`: stable Rust has no const
/// arithmetic on generic counts). Immediate counts: one uop per shift, where
/// the broadcast-count forms of `Step4` take two on Intel.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn ray4<const LEFT: bool, const S1: i32, const S2: i32, const S4: i32>(
    sliders: __m256i,
    empty: __m256i,
    wrap: __m256i,
) -> __m256i {
    let mut pro = _mm256_and_si256(empty, wrap);
    let mut g = sliders;
    g = _mm256_or_si256(g, _mm256_and_si256(pro, shift4::<LEFT, S1>(g)));
    pro = _mm256_and_si256(pro, shift4::<LEFT, S1>(pro));
    g = _mm256_or_si256(g, _mm256_and_si256(pro, shift4::<LEFT, S2>(g)));
    pro = _mm256_and_si256(pro, shift4::<LEFT, S2>(pro));
    g = _mm256_or_si256(g, _mm256_and_si256(pro, shift4::<LEFT, S4>(g)));
    _mm256_and_si256(shift4::<LEFT, S1>(g), wrap)
}

/// East rays of four boards by byte-wise addition. Each rank is a byte
/// with the a-file in bit 0. With `e'` the empty squares other than the
/// sliders, `e' + 2s` carries from just above each slider through the empty
/// squares east of it and stops at (sets) the first occupied one, so
/// `e' ^ (e' + 2s)` is exactly the squares from the slider's neighbour to
/// the blocker. `vpaddb` drops the carry out of the h-file, and a slider's
/// own square stops the carry of a slider west of it, where that slider's
/// ray continues anyway. Four operations in place of Kogge-Stone's sixteen.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn east_by_add4(sliders: __m256i, empty: __m256i) -> __m256i {
    // SAFETY: AVX2 is enabled here.
    let others_empty = unsafe { sliders.andnot(empty) };
    let sum = _mm256_add_epi8(others_empty, _mm256_add_epi8(sliders, sliders));
    _mm256_xor_si256(others_empty, sum)
}

/// Four `[a, b, c, d]` registers (one direction, boards 0..4 each) to four
/// registers of one board each, directions `a..=d`: a 4x4 qword transpose.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn transpose_qwords4(a: __m256i, b: __m256i, c: __m256i, d: __m256i) -> [__m256i; 4] {
    let ab_even = _mm256_unpacklo_epi64(a, b); // a0 b0 a2 b2
    let ab_odd = _mm256_unpackhi_epi64(a, b); // a1 b1 a3 b3
    let cd_even = _mm256_unpacklo_epi64(c, d);
    let cd_odd = _mm256_unpackhi_epi64(c, d);
    [
        _mm256_permute2x128_si256::<0x20>(ab_even, cd_even),
        _mm256_permute2x128_si256::<0x20>(ab_odd, cd_odd),
        _mm256_permute2x128_si256::<0x31>(ab_even, cd_even),
        _mm256_permute2x128_si256::<0x31>(ab_odd, cd_odd),
    ]
}

/// Four boards per register, one register per direction with immediate
/// shift counts, then two 4x4 qword transposes into the per-board
/// `[u64; 8]` layout. The same lane-work as the single-board form (eight
/// qword lanes per board), but no broadcasts or blends, and the four
/// boards' chains are independent.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn attacks_by_direction_quads_batch(
    sliders: &[u64],
    empty: &[u64],
    out: &mut [[u64; 8]],
) {
    let len = out.len().min(sliders.len()).min(empty.len());
    let full = len / 4 * 4;
    let wrap = |d: Dir| splat(d.wrap_mask());
    let (wn, wne, wse) = (wrap(Dir::North), wrap(Dir::NorthEast), wrap(Dir::SouthEast));
    let (ws, wsw, ww, wnw) = (
        wrap(Dir::South),
        wrap(Dir::SouthWest),
        wrap(Dir::West),
        wrap(Dir::NorthWest),
    );
    let mut i = 0;
    while i < full {
        // SAFETY: `i + 4 <= full <= len`, within both input slices; and
        // `out[i..i + 4]` is 4 * 64 bytes, written as eight 32-byte halves.
        unsafe {
            let s = _mm256_loadu_si256(sliders.as_ptr().add(i).cast());
            let e = _mm256_loadu_si256(empty.as_ptr().add(i).cast());
            let n = ray4::<true, 8, 16, 32>(s, e, wn);
            let ne = ray4::<true, 9, 18, 36>(s, e, wne);
            let ea = east_by_add4(s, e);
            let se = ray4::<false, 7, 14, 28>(s, e, wse);
            let so = ray4::<false, 8, 16, 32>(s, e, ws);
            let sw = ray4::<false, 9, 18, 36>(s, e, wsw);
            let we_ = ray4::<false, 1, 2, 4>(s, e, ww);
            let nw = ray4::<true, 7, 14, 28>(s, e, wnw);
            let low = transpose_qwords4(n, ne, ea, se);
            let high = transpose_qwords4(so, sw, we_, nw);
            let dst = out.as_mut_ptr().add(i).cast::<__m256i>();
            for b in 0..4 {
                _mm256_storeu_si256(dst.add(2 * b), low[b]);
                _mm256_storeu_si256(dst.add(2 * b + 1), high[b]);
            }
        }
        i += 4;
    }
    for j in full..len {
        out[j] = attacks_by_direction(sliders[j], empty[j]);
    }
}

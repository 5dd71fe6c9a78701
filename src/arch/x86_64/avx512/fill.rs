//! AVX-512 fills and set-wise attacks.
//!
//! The Dumb7Fill text's "generalised rays" in one instruction stream: lane
//! `d` of a zmm register holds direction `d` (in [`Dir::index`] order), and
//! `vprolvq` rotates every lane by its own step (mod 64). A rotate is a shift
//! that brings bits in at the other end; the per-lane avoid-wrap mask clears
//! those together with the squares that wrapped across the a/h files, so
//! the same three instructions serve all eight directions.
//!
//! Batch forms put eight boards in a register instead (one direction, or
//! each direction in turn for the unions).

use core::arch::x86_64::*;
use core::mem::{offset_of, transmute};

use super::{map_boards, zip_boards};
use crate::arch::all::fill::{AVOID_WRAP, ROTATE};
use crate::arch::all::side::leaper_attacks;
use crate::arch::generic::fill::{union, Step};
use crate::arch::generic::side;
use crate::arch::generic::vector::Vector;
use crate::types::{Color, Dir, Side};

/// `[f(0), .., f(7)]` widened to `u64` lanes.
const fn lanes(f: [u32; 8], times: u32) -> [u64; 8] {
    let mut out = [0; 8];
    let mut i = 0;
    while i < 8 {
        out[i] = (f[i] * times % 64) as u64;
        i += 1;
    }
    out
}

// SAFETY (all four): `[u64; 8]` and `__m512i` have the same size and every
// bit pattern is a valid `__m512i`.
/// One step per lane, as a left-rotate count.
const ROT: __m512i = unsafe { transmute(lanes(ROTATE, 1)) };
/// Two and four steps (Kogge-Stone's doubling).
const ROT2: __m512i = unsafe { transmute(lanes(ROTATE, 2)) };
const ROT4: __m512i = unsafe { transmute(lanes(ROTATE, 4)) };
/// The avoid-wrap mask of each lane's direction.
const WRAP: __m512i = unsafe { transmute(AVOID_WRAP) };

/// `a | (b & c)` as a `vpternlogq` truth table (a = 0xf0, b = 0xcc, c = 0xaa).
const A_OR_B_AND_C: i32 = 0xf8;

/// Kogge-Stone attacks of `sliders` in the eight directions of the lanes of
/// `rot`/`rot2`/`rot4`/`wrap`. 256- and 512-bit forms share the algorithm.
macro_rules! kogge_stone_attacks {
    ($sliders:expr, $empty:expr, $rot:expr, $rot2:expr, $rot4:expr, $wrap:expr,
     $rolv:ident, $and:ident, $ternary:ident) => {{
        let mut pro = $and($empty, $wrap);
        let mut g = $sliders;
        g = $ternary::<A_OR_B_AND_C>(g, pro, $rolv(g, $rot));
        pro = $and(pro, $rolv(pro, $rot));
        g = $ternary::<A_OR_B_AND_C>(g, pro, $rolv(g, $rot2));
        pro = $and(pro, $rolv(pro, $rot2));
        g = $ternary::<A_OR_B_AND_C>(g, pro, $rolv(g, $rot4));
        $and($rolv(g, $rot), $wrap)
    }};
}

/// Dumb7Fill attacks: six single steps through the propagator (the seventh
/// square of a ray is reached by the final shift whatever is on it), then
/// the final step.
macro_rules! dumb7_attacks {
    ($sliders:expr, $empty:expr, $rot:expr, $wrap:expr, $rolv:ident, $and:ident, $ternary:ident) => {{
        let pro = $and($empty, $wrap);
        let mut g = $sliders;
        for _ in 0..6 {
            g = $ternary::<A_OR_B_AND_C>(g, pro, $rolv(g, $rot));
        }
        $and($rolv(g, $rot), $wrap)
    }};
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(super) fn rays_kogge_stone(sliders: u64, empty: u64) -> __m512i {
    lane_rays_kogge_stone(_mm512_set1_epi64(sliders as i64), empty)
}

/// [`rays_kogge_stone`] with each lane's own generators.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn lane_rays_kogge_stone(sliders: __m512i, empty: u64) -> __m512i {
    kogge_stone_attacks!(
        sliders,
        _mm512_set1_epi64(empty as i64),
        ROT,
        ROT2,
        ROT4,
        WRAP,
        _mm512_rolv_epi64,
        _mm512_and_si512,
        _mm512_ternarylogic_epi64
    )
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn rays_dumb7(sliders: u64, empty: u64) -> __m512i {
    dumb7_attacks!(
        _mm512_set1_epi64(sliders as i64),
        _mm512_set1_epi64(empty as i64),
        ROT,
        WRAP,
        _mm512_rolv_epi64,
        _mm512_and_si512,
        _mm512_ternarylogic_epi64
    )
}

/// The rook (even lanes) or bishop (odd lanes) half of the 8-lane constants.
macro_rules! half {
    ($v:expr, $odd:expr) => {
        // Lanes 2i + odd gathered into one ymm register.
        _mm512_castsi512_si256(_mm512_permutexvar_epi64(
            _mm512_setr_epi64($odd, 2 + $odd, 4 + $odd, 6 + $odd, 0, 0, 0, 0),
            $v,
        ))
    };
}

/// Four directions (every other lane of the 8-lane layout) in a ymm register.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn four_rays(sliders: u64, empty: u64, odd: i64) -> __m256i {
    kogge_stone_attacks!(
        _mm256_set1_epi64x(sliders as i64),
        _mm256_set1_epi64x(empty as i64),
        half!(ROT, odd),
        half!(ROT2, odd),
        half!(ROT4, odd),
        half!(WRAP, odd),
        _mm256_rolv_epi64,
        _mm256_and_si256,
        _mm256_ternarylogic_epi64
    )
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn or_lanes_256(v: __m256i) -> u64 {
    let x = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256::<1>(v));
    _mm_cvtsi128_si64(_mm_or_si128(x, _mm_unpackhi_epi64(x, x))) as u64
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(super) fn or_lanes_512(v: __m512i) -> u64 {
    or_lanes_256(_mm256_or_si256(
        _mm512_castsi512_si256(v),
        _mm512_extracti64x4_epi64::<1>(v),
    ))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn rook_attacks(rooks: u64, empty: u64) -> u64 {
    or_lanes_256(four_rays(rooks, empty, 0))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn bishop_attacks(bishops: u64, empty: u64) -> u64 {
    or_lanes_256(four_rays(bishops, empty, 1))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn queen_attacks(queens: u64, empty: u64) -> u64 {
    or_lanes_512(rays_kogge_stone(queens, empty))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn queen_attacks_dumb7(queens: u64, empty: u64) -> u64 {
    or_lanes_512(rays_dumb7(queens, empty))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn attacks_by_direction(sliders: u64, empty: u64) -> [u64; 8] {
    // SAFETY: same size, every bit pattern is a valid `[u64; 8]`.
    unsafe { transmute(rays_kogge_stone(sliders, empty)) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn attacks_by_direction_dumb7(sliders: u64, empty: u64) -> [u64; 8] {
    // SAFETY: same size, every bit pattern is a valid `[u64; 8]`.
    unsafe { transmute(rays_dumb7(sliders, empty)) }
}

/// A side's attack map: the eight directions in the eight lanes, each lane
/// with its own generators (rooks and queens in the orthogonal, even, lanes;
/// bishops and queens in the diagonal, odd, ones), one Kogge-Stone fill
/// for all; the leapers set-wise in general-purpose registers meanwhile.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn side_attacks(side: Side, occupied: u64, color: Color) -> u64 {
    let sliders = _mm512_mask_blend_epi64(
        0b1010_1010,
        _mm512_set1_epi64((side.rooks | side.queens) as i64),
        _mm512_set1_epi64((side.bishops | side.queens) as i64),
    );
    or_lanes_512(lane_rays_kogge_stone(sliders, !occupied)) | leaper_attacks(side, color)
}

// ------------------------------------------------------------- batch forms

// The single form in a loop, compiled with the level's features (the
// baseline the batch form below is measured against).
batch_loop!("avx512f,avx512bw,avx512vl" => from_side(Color), side_attacks_kogge_stone_batch, side_attacks);

/// Many positions' attack maps, eight positions per register (one a lane),
/// each direction in turn (`generic::side`); eight sides' fields
/// transposed from six full-width loads ([`load_sides`]).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn side_attacks_batch(sides: &[Side], occupied: &[u64], out: &mut [u64], color: Color) {
    // SAFETY: AVX-512 is enabled here (for the generic body too); eight
    // lanes.
    unsafe {
        match color {
            Color::White => {
                side::side_attacks::<__m512i, true>(sides, occupied, out, |s, o| load_sides(s, o))
            }
            Color::Black => {
                side::side_attacks::<__m512i, false>(sides, occupied, out, |s, o| load_sides(s, o))
            }
        }
    }
}

/// A `Side` is six `u64` fields and nothing else: eight of them are 48
/// qwords, every one a field.
const SIDE_QWORDS: usize = 6;
const _: () = assert!(size_of::<Side>() == SIDE_QWORDS * 8 && align_of::<Side>() == 8);

/// Where each field lies in a `Side`, in qwords (whatever order the
/// compiler laid them out in), in the order of the struct's declaration.
const FIELD_QWORDS: [usize; 6] = [
    offset_of!(Side, pawns) / 8,
    offset_of!(Side, knights) / 8,
    offset_of!(Side, bishops) / 8,
    offset_of!(Side, rooks) / 8,
    offset_of!(Side, queens) / 8,
    offset_of!(Side, king) / 8,
];

/// For the field at qword `k` of a side, and each pair `p` of the six
/// loaded registers (qwords `16p..16p + 16` of eight sides): the
/// `vpermt2q` index of every lane (position `i`'s field is qword `6i + k`),
/// and the lanes whose qword lies in that pair.
const fn transpose(k: usize) -> ([[u64; 8]; 3], [u8; 3]) {
    let (mut idx, mut mask) = ([[0u64; 8]; 3], [0u8; 3]);
    let mut i = 0;
    while i < 8 {
        let q = SIDE_QWORDS * i + k;
        idx[q / 16][i] = (q % 16) as u64;
        mask[q / 16] |= 1 << i;
        i += 1;
    }
    (idx, mask)
}

/// [`transpose`] of every field, the indices as vectors.
const TRANSPOSE: [([__m512i; 3], [u8; 3]); 6] = {
    let mut out = [([zero512(); 3], [0u8; 3]); 6];
    let mut f = 0;
    while f < 6 {
        let (idx, mask) = transpose(FIELD_QWORDS[f]);
        // SAFETY: `[[u64; 8]; 3]` and `[__m512i; 3]` have the same size and
        // every bit pattern is a valid `__m512i`.
        out[f] = (
            unsafe { transmute::<[[u64; 8]; 3], [__m512i; 3]>(idx) },
            mask,
        );
        f += 1;
    }
    out
};

/// An all-zero `__m512i` in a constant.
const fn zero512() -> __m512i {
    // SAFETY: same size, every bit pattern is a valid `__m512i`.
    unsafe { transmute([0u64; 8]) }
}

/// The fields of eight positions (`generic::side::Fields`): the sides as
/// six full-width loads, each field's eight qwords picked from them by
/// three two-register permutes and merged by their lanes.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn load_sides(sides: &[Side], occupied: &[u64]) -> side::Fields<__m512i> {
    assert!(sides.len() == 8 && occupied.len() == 8);
    let p = sides.as_ptr().cast::<u64>();
    // SAFETY: `sides` holds eight `Side`s, 48 `u64` without padding (the
    // assertion on its size beside `SIDE_QWORDS`), read unaligned;
    // `occupied` holds eight boards; AVX-512 F is enabled here.
    let (z, occ) = unsafe {
        (
            [0, 1, 2, 3, 4, 5].map(|j| _mm512_loadu_si512(p.add(8 * j).cast())),
            _mm512_loadu_si512(occupied.as_ptr().cast()),
        )
    };
    let field = |f: usize| {
        let ([i0, i1, i2], [_, m1, m2]) = TRANSPOSE[f];
        let low = _mm512_permutex2var_epi64(z[0], i0, z[1]);
        let mid = _mm512_permutex2var_epi64(z[2], i1, z[3]);
        let high = _mm512_permutex2var_epi64(z[4], i2, z[5]);
        _mm512_mask_blend_epi64(m2, _mm512_mask_blend_epi64(m1, low, mid), high)
    };
    let queens = field(4);
    [
        field(0),
        field(1),
        _mm512_or_si512(field(2), queens),
        _mm512_or_si512(field(3), queens),
        field(5),
        _mm512_ternarylogic_epi64::<0x55>(occ, occ, occ), // !occ
    ]
}

/// Eight boards per register, one direction: the same rotate and mask in
/// every lane (broadcast), so the single-board algorithms carry over (the
/// shared body, `generic::fill`).
type Step8 = Step<__m512i>;

/// Stores 8 boards to `p`.
///
/// # Safety
/// `p` valid for writing 8 `u64`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
unsafe fn store8(p: *mut u64, v: __m512i) {
    // SAFETY: the caller guarantees 8 writable boards; unaligned store;
    // AVX-512 F is enabled here.
    unsafe { v.store_unaligned(p) }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) unsafe fn shift_one_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    // SAFETY: AVX-512 is enabled here (for the generic body too); the
    // pointer contract is forwarded from the caller.
    unsafe {
        let step = Step8::new(dir);
        map_boards(src, dst, len, |x| step.one(x))
    }
}

/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) unsafe fn fill_batch(src: *const u64, dst: *mut u64, len: usize, dir: Dir) {
    let all = _mm512_set1_epi64(-1);
    // SAFETY: AVX-512 is enabled here (for the generic body too); the
    // pointer contract is forwarded from the caller.
    unsafe {
        let step = Step8::new(dir);
        map_boards(src, dst, len, |x| step.occluded_fill(x, all))
    }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn occluded_fill_batch(generators: &[u64], pro: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: AVX-512 is enabled here.
    let step = unsafe { Step8::new(dir) };
    zip_boards(generators, pro, out, |g, p| {
        // SAFETY: AVX-512 is enabled here (the closure inherits it).
        unsafe { step.occluded_fill(g, p) }
    })
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn ray_attacks_batch(sliders: &[u64], empty: &[u64], out: &mut [u64], dir: Dir) {
    // SAFETY: AVX-512 is enabled here.
    let step = unsafe { Step8::new(dir) };
    zip_boards(sliders, empty, out, |s, e| {
        // SAFETY: AVX-512 is enabled here (the closure inherits it).
        unsafe { step.attacks(s, e) }
    })
}

/// Union of the attacks in `dirs` of 8 boards (`generic::fill::union`).
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
fn union8(sliders: __m512i, empty: __m512i, dirs: &[Dir]) -> __m512i {
    // SAFETY: AVX-512 is enabled here.
    unsafe { union(sliders, empty, dirs) }
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn rook_attacks_batch(rooks: &[u64], empty: &[u64], out: &mut [u64]) {
    zip_boards(rooks, empty, out, |s, e| union8(s, e, &Dir::ORTHOGONAL))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn bishop_attacks_batch(bishops: &[u64], empty: &[u64], out: &mut [u64]) {
    zip_boards(bishops, empty, out, |s, e| union8(s, e, &Dir::DIAGONAL))
}

#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn queen_attacks_batch(queens: &[u64], empty: &[u64], out: &mut [u64]) {
    zip_boards(queens, empty, out, |s, e| union8(s, e, &Dir::ALL))
}

/// One board per register (its eight directions), stored as is.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn attacks_by_direction_batch(sliders: &[u64], empty: &[u64], out: &mut [[u64; 8]]) {
    for ((o, &s), &e) in out.iter_mut().zip(sliders).zip(empty) {
        // SAFETY: `o` is a valid, writable `[u64; 8]` (64 bytes).
        unsafe { store8(o.as_mut_ptr(), rays_kogge_stone(s, e)) }
    }
}

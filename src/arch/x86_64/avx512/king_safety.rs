//! Checks and pins on one king with AVX-512: the eight directions from the
//! king in the eight lanes of one register, with no branch on the
//! position.
//!
//! One Kogge-Stone fill from the king (`fill.rs`: lane `d` rotates by
//! direction `d`'s step), with their pieces as the only blockers, gives
//! each lane's ray up to and including the first piece of theirs. That
//! piece is a slider of the lane's kind (rooks and queens in the
//! orthogonal, even, lanes; bishops and queens in the diagonal, odd, ones)
//! exactly where the ray meets those sliders, as no other piece of theirs
//! is on it: one `vptestmq` gives the lanes. Our pieces on each ray are
//! counted without a popcount, into mask registers: `m == 0` (the slider
//! gives check, `vptestnmq`) and `m & (m - 1) != 0` (two or more: no pin,
//! `vptestmq`). Zero-masked moves then keep the checking rays, the pinned
//! pieces and the pin rays.

use core::arch::x86_64::*;

use super::fill::{or_lanes_512, rays_kogge_stone};
use crate::arch::all::king_safety::{assemble, leaper_checkers};
use crate::king_safety::KingSafety;
use crate::types::{Color, Side, Square};

/// The diagonal (odd) lanes.
const DIAGONAL_LANES: __mmask8 = 0b1010_1010;

/// See the module's text; the leapers' checks in general-purpose
/// registers meanwhile.
#[inline]
#[target_feature(enable = "avx512f,avx512bw,avx512vl")]
pub(crate) fn king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all = theirs.occupied();
    let rays = rays_kogge_stone(king.bit(), !all);
    let kinds = _mm512_mask_blend_epi64(
        DIAGONAL_LANES,
        _mm512_set1_epi64((theirs.rooks | theirs.queens) as i64),
        _mm512_set1_epi64((theirs.bishops | theirs.queens) as i64),
    );
    let slider = _mm512_test_epi64_mask(rays, kinds);
    let m = _mm512_and_si512(rays, _mm512_set1_epi64((ours & !all) as i64));
    let none = _mm512_testn_epi64_mask(m, m);
    let several = _mm512_test_epi64_mask(m, _mm512_sub_epi64(m, _mm512_set1_epi64(1)));
    let check = slider & none;
    let pin = slider & !none & !several;
    let check_ray = or_lanes_512(_mm512_maskz_mov_epi64(check, rays));
    let pinned = or_lanes_512(_mm512_maskz_mov_epi64(pin, m));
    // Folding halves twice keeps a lane's parity: the low 64 bits gather
    // the orthogonal lanes, the high ones the diagonal lanes.
    let pins = _mm512_maskz_mov_epi64(pin, rays);
    let pins = _mm256_or_si256(
        _mm512_castsi512_si256(pins),
        _mm512_extracti64x4_epi64::<1>(pins),
    );
    let pins = _mm_or_si128(
        _mm256_castsi256_si128(pins),
        _mm256_extracti128_si256::<1>(pins),
    );
    let pin_orthogonal = _mm_cvtsi128_si64(pins) as u64;
    let pin_diagonal = _mm_extract_epi64::<1>(pins) as u64;
    let checkers = (check_ray & all) | leaper_checkers(king, &theirs, us);
    assemble(
        king,
        checkers,
        check_ray,
        pinned,
        pin_orthogonal,
        pin_diagonal,
    )
}

// The single form in a loop, compiled with the level's features.
batch_loop!("avx512f,avx512bw,avx512vl" => from_king(Color), king_safety_batch, king_safety);

//! Checks and pins on one king with AVX2: the eight directions from the
//! king in the lanes of two registers, with no branch on the position.
//!
//! One Kogge-Stone fill from the king per register (the four positive-step
//! directions `[N, NE, E, NW]` by left shifts, the four negative ones
//! `[S, SW, W, SE]` by right shifts: `fill.rs`), with their pieces as the
//! only blockers, gives each lane's ray up to and including the first piece
//! of theirs. That piece is a slider of the lane's kind (rooks and queens
//! in the orthogonal lanes 0 and 2, bishops and queens in the diagonal
//! lanes 1 and 3) exactly where the ray meets those sliders, since no other
//! piece of theirs is on it. Our pieces on the ray are then counted without
//! a popcount: `m == 0` (the slider gives check) and `m & (m - 1) == 0`
//! (exactly one: it is pinned), each a lane mask from a compare.

use core::arch::x86_64::*;

use super::fill::{or_lanes, splat, Way, NEGATIVE, POSITIVE};
use crate::arch::all::king_safety::{assemble, leaper_checkers, occupancy};
use crate::king_safety::KingSafety;
use crate::types::{Color, Side, Square};

/// What one register's four lanes contribute: the rays that give check,
/// the pinned pieces, and the pin rays.
#[derive(Clone, Copy)]
struct Found {
    check: __m256i,
    pinned: __m256i,
    pins: __m256i,
}

/// Four lanes' rays (`rays`), against the sliders of each lane's kind
/// (`kinds`) and our pieces (`mine`).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn classify(rays: __m256i, kinds: __m256i, mine: __m256i) -> Found {
    let zero = _mm256_setzero_si256();
    // All ones in a lane whose first piece of theirs is a slider of its kind.
    let slider = _mm256_xor_si256(
        _mm256_cmpeq_epi64(_mm256_and_si256(rays, kinds), zero),
        _mm256_set1_epi64x(-1),
    );
    let m = _mm256_and_si256(rays, mine);
    let none = _mm256_cmpeq_epi64(m, zero);
    let at_most_one = _mm256_cmpeq_epi64(
        _mm256_and_si256(m, _mm256_add_epi64(m, _mm256_set1_epi64x(-1))),
        zero,
    );
    let check = _mm256_and_si256(slider, none);
    let pin = _mm256_andnot_si256(none, _mm256_and_si256(slider, at_most_one));
    Found {
        check: _mm256_and_si256(check, rays),
        pinned: _mm256_and_si256(pin, m),
        pins: _mm256_and_si256(pin, rays),
    }
}

/// See the module's text; the leapers' checks in general-purpose
/// registers meanwhile.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all = occupancy(&theirs);
    let (king_bit, empty) = (splat(king.bit()), splat(!all));
    let kinds = _mm256_blend_epi32::<0b1100_1100>(
        splat(theirs.rooks | theirs.queens),
        splat(theirs.bishops | theirs.queens),
    );
    let mine = splat(ours & !all);
    let up = classify(
        POSITIVE.kogge_stone(Way::Left, king_bit, empty),
        kinds,
        mine,
    );
    let down = classify(
        NEGATIVE.kogge_stone(Way::Right, king_bit, empty),
        kinds,
        mine,
    );
    let check_ray = or_lanes(_mm256_or_si256(up.check, down.check));
    let pinned = or_lanes(_mm256_or_si256(up.pinned, down.pinned));
    // Lanes 0 and 2 are orthogonal, 1 and 3 diagonal in both registers:
    // folding the halves keeps the kinds apart.
    let pins = _mm256_or_si256(up.pins, down.pins);
    let pins = _mm_or_si128(
        _mm256_castsi256_si128(pins),
        _mm256_extracti128_si256::<1>(pins),
    );
    let pin_orthogonal = _mm_cvtsi128_si64(pins) as u64;
    let pin_diagonal = _mm_extract_epi64::<1>(pins) as u64;
    let checkers = (check_ray & all) | leaper_checkers(king, &theirs, us);
    assemble(checkers, check_ray, pinned, pin_orthogonal, pin_diagonal)
}

// The single form in a loop, compiled with the level's features.
batch_loop!("avx,avx2" => from_king(Color), king_safety_batch, king_safety);

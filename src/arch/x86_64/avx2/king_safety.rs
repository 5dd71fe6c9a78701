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

use super::fill::{splat, Way, NEGATIVE, POSITIVE};
use crate::arch::all::king_safety::{assemble, leaper_checkers, through_ours, DIRECTION_RAYS};
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
    // All ones in a lane whose first piece of theirs is not a slider of
    // its kind.
    let no_slider = _mm256_cmpeq_epi64(_mm256_and_si256(rays, kinds), zero);
    let m = _mm256_and_si256(rays, mine);
    let none = _mm256_cmpeq_epi64(m, zero);
    let at_most_one = _mm256_cmpeq_epi64(
        _mm256_and_si256(m, _mm256_add_epi64(m, _mm256_set1_epi64x(-1))),
        zero,
    );
    let check = _mm256_andnot_si256(no_slider, none);
    let pin = _mm256_andnot_si256(none, _mm256_andnot_si256(no_slider, at_most_one));
    Found {
        check: _mm256_and_si256(check, rays),
        pinned: _mm256_and_si256(pin, m),
        pins: _mm256_and_si256(pin, rays),
    }
}

/// `[OR of a's lanes, OR of b's lanes, c0 | c2, c1 | c3]`: three
/// horizontal reductions in one transpose (two unpacks, two cross-half
/// permutes, two ORs).
#[inline]
#[target_feature(enable = "avx,avx2")]
fn reduce(a: __m256i, b: __m256i, c: __m256i) -> __m256i {
    // [a0|a1, b0|b1, a2|a3, b2|b3]
    let ab = _mm256_or_si256(_mm256_unpacklo_epi64(a, b), _mm256_unpackhi_epi64(a, b));
    // [a0|a1, b0|b1, c0, c1] | [a2|a3, b2|b3, c2, c3]
    _mm256_or_si256(
        _mm256_permute2x128_si256::<0x20>(ab, c),
        _mm256_permute2x128_si256::<0x31>(ab, c),
    )
}

/// What both forms end with: the two registers' rays of each kind ORed
/// and reduced (lanes 0 and 2 are orthogonal, 1 and 3 diagonal in both
/// registers, so the reduction keeps the pin rays' kinds apart; its lanes
/// are the result's first four fields, the checking rays in place of the
/// checkers), the leapers' checks added, and the rest assembled.
#[inline]
#[target_feature(enable = "avx,avx2")]
fn finish(king: Square, theirs: &Side, us: Color, all: u64, a: Found, b: Found) -> KingSafety {
    let found = reduce(
        _mm256_or_si256(a.check, b.check),
        _mm256_or_si256(a.pinned, b.pinned),
        _mm256_or_si256(a.pins, b.pins),
    );
    let check_ray = _mm_cvtsi128_si64(_mm256_castsi256_si128(found)) as u64;
    let checkers = (check_ray & all) | leaper_checkers(king, theirs, us);
    let mut safety = assemble(king, checkers, check_ray, 0, 0, 0);
    // SAFETY: `KingSafety` is `repr(C)`, five `u64` and the king's square:
    // the first four are 32 bytes at its start. Then the first gets the checkers back.
    unsafe { _mm256_storeu_si256((&raw mut safety).cast(), found) };
    safety.checkers = checkers;
    safety
}

/// See the module's text; the leapers' checks in general-purpose
/// registers meanwhile.
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn king_safety(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let all = theirs.occupied();
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
    finish(king, &theirs, us, all, up, down)
}

/// The lanes form: the eight directions from the king in the lanes of two
/// registers (`[N, NE, E, SE]`, `[S, SW, W, NW]`: [`DIRECTION_RAYS`]'s
/// order, the orthogonal directions in the even lanes of both), each lane's
/// ray up to and including the first piece of theirs taken from a rook's
/// and a bishop's attacks from the king with their pieces as the only
/// blockers (`rook`, `bishop`: two lookups, not a fill); then as
/// [`king_safety`].
#[inline]
#[target_feature(enable = "avx,avx2")]
fn lanes(king: Square, ours: u64, theirs: Side, us: Color, rook: u64, bishop: u64) -> KingSafety {
    let all = theirs.occupied();
    let even_odd = |even: u64, odd: u64| _mm256_blend_epi32::<0b1100_1100>(splat(even), splat(odd));
    let through = even_odd(rook, bishop);
    let kinds = even_odd(theirs.rooks | theirs.queens, theirs.bishops | theirs.queens);
    let mine = splat(ours & !all);
    let rays = DIRECTION_RAYS.0[king.index() as usize].as_ptr();
    // SAFETY: a square's eight rays are 64 bytes, two unaligned loads.
    let (low, high) = unsafe {
        (
            _mm256_loadu_si256(rays.cast()),
            _mm256_loadu_si256(rays.add(4).cast()),
        )
    };
    let low = classify(_mm256_and_si256(through, low), kinds, mine);
    let high = classify(_mm256_and_si256(through, high), kinds, mine);
    finish(king, &theirs, us, all, low, high)
}

/// The lanes form with the portable lookups (black magic, where the crate
/// has its table).
#[inline]
#[target_feature(enable = "avx,avx2")]
pub(crate) fn king_safety_lanes(king: Square, ours: u64, theirs: Side, us: Color) -> KingSafety {
    let (rook, bishop) = through_ours(king, theirs.occupied());
    lanes(king, ours, theirs, us, rook, bishop)
}

// The single form in a loop, compiled with the level's features.
batch_loop!("avx,avx2" => from_king(Color), king_safety_batch, king_safety);
batch_loop!("avx,avx2" => from_king(Color), king_safety_lanes_batch, king_safety_lanes);

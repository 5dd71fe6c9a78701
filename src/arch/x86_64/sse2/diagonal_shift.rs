//! SSE2 diagonal shifts: 16-bit multiplies by powers of two stand in for
//! the per-byte variable shift SSE2 lacks.
//!
//! A 16-bit lane holds two ranks (`lo` = even rank, `hi` = odd rank).
//! Multiplying by `1 << s` shifts the whole lane, so each multiply serves
//! one of the two bytes:
//!
//! ```text
//!  left, even byte:  mullo(lane, 1 << s) & 0x00ff   the low byte of the
//!                    product is lo << s truncated; hi's bits land above it
//!  left, odd byte:   mullo(lane & 0xff00, 1 << s)   the 16-bit product
//!                    drops the bits leaving hi; the low byte stays 0
//!  right, any byte:  mullo(byte, 1 << (8 - s))  with the byte alone in the
//!                    low half: the high half of byte << (8 - s) is
//!                    byte >> s (s = 0 needs 1 << 8, still 16 bits)
//! ```
//!
//! (`mulhi_epu16(byte << 8, 1 << (8 - s))` would give `byte >> s` in one
//! multiply, but LLVM rewrites a high multiply by powers of two as a
//! per-lane variable shift and expands that into eight shifts on SSE2.)

use core::arch::x86_64::*;

/// Per-rank shift amounts, rank 0 first.
pub(crate) type Shifts = [u32; 8];

/// `byte_r << (7 - r)` / `byte_r >> (7 - r)`.
pub(crate) const BOTTOM: Shifts = [7, 6, 5, 4, 3, 2, 1, 0];
/// `byte_r << r` / `byte_r >> r`.
pub(crate) const TOP: Shifts = [0, 1, 2, 3, 4, 5, 6, 7];

/// The 16-bit multipliers for a left shift of the even (`odd == false`) or
/// odd ranks: lane `j` of a board covers ranks `2j` and `2j + 1`. Four lanes
/// per board, repeated for every board of a vector (`LANES` = 8 for SSE2,
/// 16 for AVX2).
pub(crate) const fn left_multipliers<const LANES: usize>(s: Shifts, odd: bool) -> [u16; LANES] {
    let mut out = [0; LANES];
    let mut j = 0;
    while j < LANES {
        out[j] = 1 << s[(2 * j + odd as usize) % 8];
        j += 1;
    }
    out
}

/// The 16-bit multipliers for a right shift of the even or odd ranks, each
/// byte alone in the low half of its lane: `1 << (8 - s)`.
pub(crate) const fn right_multipliers<const LANES: usize>(s: Shifts, odd: bool) -> [u16; LANES] {
    let mut out = [0; LANES];
    let mut j = 0;
    while j < LANES {
        out[j] = 1 << (8 - s[(2 * j + odd as usize) % 8]);
        j += 1;
    }
    out
}

/// The 16-bit multipliers of one board widened to a rank per lane:
/// `1 << (8 - s)` for a right shift (the result in the high half).
const fn right_multipliers_unpacked(s: Shifts) -> [u16; 8] {
    let mut out = [0; 8];
    let mut j = 0;
    while j < 8 {
        out[j] = 1 << (8 - s[j]);
        j += 1;
    }
    out
}

/// [`BOTTOM`] or [`TOP`].
pub(crate) const fn shifts(bottom: bool) -> Shifts {
    if bottom {
        BOTTOM
    } else {
        TOP
    }
}

/// The 16-bit multipliers for a left shift of unpacked bytes (one rank per
/// lane): `1 << s`.
const fn left_multipliers_unpacked(s: Shifts) -> [u16; 8] {
    let mut out = [0; 8];
    let mut j = 0;
    while j < 8 {
        out[j] = 1 << s[j];
        j += 1;
    }
    out
}

/// Eight 16-bit lanes from an array.
#[inline]
#[target_feature(enable = "sse2")]
fn lanes(a: [u16; 8]) -> __m128i {
    let a = a.map(|x| x as i16);
    _mm_setr_epi16(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7])
}

/// Left shift of every byte of two boards by its rank's amount (split into
/// even and odd bytes as in the module docs).
#[inline]
#[target_feature(enable = "sse2")]
fn shift_left_pair<const BOTTOM_UP: bool>(v: __m128i) -> __m128i {
    let even = _mm_and_si128(
        _mm_mullo_epi16(
            v,
            lanes(const { left_multipliers(shifts(BOTTOM_UP), false) }),
        ),
        _mm_set1_epi16(0x00ff),
    );
    let odd = _mm_mullo_epi16(
        _mm_and_si128(v, _mm_set1_epi16(0xff00_u16 as i16)),
        lanes(const { left_multipliers(shifts(BOTTOM_UP), true) }),
    );
    _mm_or_si128(even, odd)
}

/// Right shift of every byte of two boards by its rank's amount, as a
/// left shift into the byte above: with one byte alone in the low half of
/// a lane, `mullo(byte, 1 << (8 - s))` holds `byte >> s` in its high half.
/// Odd bytes are moved down first, even bytes are moved up after.
#[inline]
#[target_feature(enable = "sse2")]
fn shift_right_pair<const BOTTOM_UP: bool>(v: __m128i) -> __m128i {
    let even = _mm_and_si128(v, _mm_set1_epi16(0x00ff));
    let odd = _mm_srli_epi16(v, 8);
    let even = _mm_mullo_epi16(
        even,
        lanes(const { right_multipliers(shifts(BOTTOM_UP), false) }),
    );
    let odd = _mm_mullo_epi16(
        odd,
        lanes(const { right_multipliers(shifts(BOTTOM_UP), true) }),
    );
    _mm_or_si128(
        _mm_srli_epi16(even, 8),
        _mm_and_si128(odd, _mm_set1_epi16(0xff00_u16 as i16)),
    )
}

/// One board, rank `r` shifted by `s[r]` (left if `LEFT`). Left: widen to
/// one rank per lane, multiply, mask the overflow off and pack. Right: as
/// the pair form with one half used.
#[inline]
#[target_feature(enable = "sse2")]
fn shift_one<const LEFT: bool, const BOTTOM_UP: bool>(x: u64) -> u64 {
    let v = _mm_cvtsi64_si128(x as i64);
    let zero = _mm_setzero_si128();
    let shifted = if LEFT {
        let m = lanes(const { left_multipliers_unpacked(shifts(BOTTOM_UP)) });
        let wide = _mm_unpacklo_epi8(v, zero);
        _mm_and_si128(_mm_mullo_epi16(wide, m), _mm_set1_epi16(0x00ff))
    } else {
        let m = lanes(const { right_multipliers_unpacked(shifts(BOTTOM_UP)) });
        _mm_srli_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(v, zero), m), 8)
    };
    _mm_cvtsi128_si64(_mm_packus_epi16(shifted, shifted)) as u64
}

/// Two boards at a time, an odd last board alone.
///
/// # Safety
/// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
#[inline]
#[target_feature(enable = "sse2")]
unsafe fn map_pairs<const LEFT: bool, const BOTTOM_UP: bool>(
    src: *const u64,
    dst: *mut u64,
    len: usize,
) {
    let mut i = 0;
    while i + 2 <= len {
        // SAFETY: boards `i` and `i + 1` are in bounds (`i + 2 <= len`) and
        // the caller guarantees both pointers valid for `len` boards; the
        // pair is loaded before it is stored, so `dst == src` is fine.
        unsafe {
            let v = _mm_loadu_si128(src.add(i).cast());
            let r = if LEFT {
                shift_left_pair::<BOTTOM_UP>(v)
            } else {
                shift_right_pair::<BOTTOM_UP>(v)
            };
            _mm_storeu_si128(dst.add(i).cast(), r);
        }
        i += 2;
    }
    if i < len {
        // SAFETY: `i < len`, pointers valid as above.
        unsafe { *dst.add(i) = shift_one::<LEFT, BOTTOM_UP>(*src.add(i)) }
    }
}

macro_rules! entry_points {
    ($($single:ident, $batch:ident, $left:literal, $bottom:literal;)*) => {$(
        pub(crate) fn $single(x: u64) -> u64 {
            // SAFETY: SSE2 is enabled for this build (the module only
            // exists with target_feature = "sse2").
            unsafe { shift_one::<$left, $bottom>(x) }
        }

        /// # Safety
        /// `src` and `dst` valid for `len` boards; `dst` may equal `src`.
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            // SAFETY: pointers as the caller guarantees; SSE2 is enabled
            // for this build.
            unsafe { map_pairs::<$left, $bottom>(src, dst, len) }
        }
    )*};
}

entry_points! {
    bl_multiply, bl_multiply_batch, true, true;
    tl_multiply, tl_multiply_batch, true, false;
    br_multiply, br_multiply_batch, false, true;
    tr_multiply, tr_multiply_batch, false, false;
}

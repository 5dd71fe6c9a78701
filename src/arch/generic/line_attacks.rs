//! Per-square attacks for many squares at once, one square per 64-bit lane
//! (`LANES` squares per vector), written once for every width.
//!
//! The lines through each square come from the byte-swap form's 32-byte
//! rows (`all::line_attacks::hyperbola_bswap`: bit, file, diagonal,
//! anti-diagonal): `LANES` rows are loaded and transposed so that each
//! register holds one line of all its squares ([`Lanes::lines`], the one
//! step each width does its own way). The file and both diagonals run
//! Hyperbola Quintessence with a byte swap for the downward ray, as the
//! single-board form does. A rank has all its squares in one byte, so a
//! byte swap leaves them in order: the rank runs the same subtraction with
//! the bits of every byte reversed instead, by whatever reversal the width
//! does best (a nibble lookup, `gf2p8affineqb`, delta swaps), passed in as
//! `mirror`.

use super::vector::Vector;
use crate::arch::all::line_attacks::hyperbola_bswap as hq;
use crate::types::Square;

/// A vector that can hold `LANES` squares' lines.
///
/// # Safety (all methods)
/// The CPU supports the width's instructions (see [`Vector`]).
pub(crate) trait Lanes: Vector {
    /// `self - b` in every 64-bit lane.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn sub(self, b: Self) -> Self;

    /// `0xff` in every byte that is not zero, `0` in every byte that is.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn nonzero_bytes(self) -> Self;

    /// The rows of `squares[0..LANES]` as `[bit, file, diagonal,
    /// anti_diagonal]`, lane `j` of each from square `j`.
    ///
    /// # Safety
    /// The CPU supports the width; `squares` is valid for reading `LANES`
    /// squares.
    unsafe fn lines(squares: *const Square) -> [Self; 4];
}

/// `LANES` squares, one per lane, and their lines (each without the
/// square).
#[derive(Clone, Copy)]
pub(crate) struct Sliders<V> {
    bit: V,
    bit_swapped: V,
    file: V,
    diagonal: V,
    anti_diagonal: V,
}

/// The squares at `squares[0..V::LANES]`.
///
/// # Safety
/// The CPU supports `V`'s width; `squares` is valid for reading `V::LANES`
/// squares.
#[inline(always)]
unsafe fn sliders<V: Lanes>(squares: *const Square) -> Sliders<V> {
    // SAFETY: forwarded from the caller.
    unsafe {
        let [bit, file, diagonal, anti_diagonal] = V::lines(squares);
        Sliders {
            bit,
            bit_swapped: bit.swap_bytes(),
            file,
            diagonal,
            anti_diagonal,
        }
    }
}

/// Hyperbola Quintessence on lines with one square per rank: `o - s` flips
/// the squares from the slider up to the first blocker; the same on
/// byte-swapped boards gives the downward ray.
///
/// # Safety
/// The CPU supports `V`'s width.
#[inline(always)]
unsafe fn one_per_rank<V: Lanes>(s: &Sliders<V>, occupied: V, line: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = occupied.and(line);
        let up = o.sub(s.bit);
        let down = o.swap_bytes().sub(s.bit_swapped).swap_bytes();
        up.xor_and(down, line)
    }
}

/// The rank: its line is the slider's byte (`nonzero_bytes` of the bit),
/// the downward ray the same subtraction on boards with every byte's bits
/// reversed. A borrow leaving the rank is masked off with the line.
///
/// # Safety
/// The CPU supports `V`'s width; `mirror` reverses the bits of every byte.
#[inline(always)]
unsafe fn rank<V: Lanes>(s: &Sliders<V>, occupied: V, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let line = s.bit.nonzero_bytes().xor(s.bit);
        let o = occupied.and(line);
        let up = o.sub(s.bit);
        let down = mirror(mirror(o).sub(mirror(s.bit)));
        up.xor_and(down, line)
    }
}

/// Rook: the file and the rank.
///
/// # Safety
/// As [`rank`].
#[inline(always)]
pub(crate) unsafe fn rook<V: Lanes>(s: &Sliders<V>, o: V, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { one_per_rank(s, o, s.file).or(rank(s, o, mirror)) }
}

/// Bishop: both diagonals.
///
/// # Safety
/// The CPU supports `V`'s width.
#[inline(always)]
pub(crate) unsafe fn bishop<V: Lanes>(s: &Sliders<V>, o: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { one_per_rank(s, o, s.diagonal).or(one_per_rank(s, o, s.anti_diagonal)) }
}

/// Queen: all four lines.
///
/// # Safety
/// As [`rank`].
#[inline(always)]
pub(crate) unsafe fn queen<V: Lanes>(s: &Sliders<V>, o: V, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { rook(s, o, mirror).or(bishop(s, o)) }
}

/// The batch loop: `V::LANES` squares per step through `piece` (a closure
/// over [`rook`], [`bishop`] or [`queen`]), each step's occupancies from
/// `occupancy(i)` (lanes `i..i + LANES`), the tail through `tail`.
///
/// # Safety
/// The CPU supports `V`'s width, `piece` and `occupancy` may be called on
/// it, and `occupancy(i)` may read lanes `i..i + LANES` for `i + LANES <=
/// len`.
#[inline(always)]
unsafe fn groups<V: Lanes>(
    squares: &[Square],
    out: &mut [u64],
    len: usize,
    occupancy: impl Fn(usize) -> V,
    piece: impl Fn(&Sliders<V>, V) -> V,
    tail: impl FnOnce(&[Square], &mut [u64]),
) {
    let whole = len / V::LANES * V::LANES;
    for i in (0..whole).step_by(V::LANES) {
        // SAFETY: `i + LANES <= len <= squares.len(), out.len()`; the width
        // and `occupancy` from the caller.
        unsafe {
            let s = sliders::<V>(squares.as_ptr().add(i));
            piece(&s, occupancy(i)).store_unaligned(out.as_mut_ptr().add(i));
        }
    }
    tail(&squares[whole..len], &mut out[whole..len]);
}

/// The per-square batch: one occupancy per square, loaded with its lanes;
/// the tail one at a time through `single`.
///
/// # Safety
/// The CPU supports `V`'s width, and `piece` may be called on it.
#[inline(always)]
pub(crate) unsafe fn batch<V: Lanes>(
    squares: &[Square],
    occupied: &[u64],
    out: &mut [u64],
    piece: impl Fn(&Sliders<V>, V) -> V,
    single: fn(Square, u64) -> u64,
) {
    let len = out.len().min(squares.len()).min(occupied.len());
    let whole = len / V::LANES * V::LANES;
    // SAFETY: `i + LANES <= len <= occupied.len()` for every step; the rest
    // from the caller.
    unsafe {
        groups::<V>(
            squares,
            out,
            len,
            |i| V::load_unaligned(occupied.as_ptr().add(i)),
            piece,
            |squares, out| {
                for ((o, &sq), &occ) in out.iter_mut().zip(squares).zip(&occupied[whole..]) {
                    *o = single(sq, occ);
                }
            },
        )
    }
}

/// Many squares, one occupancy: broadcast once, so a step loads only its
/// squares' lines. The tail (fewer than `LANES` squares) runs as one more
/// vector on a padded copy, so twelve squares cost two AVX-512 vectors
/// rather than one and four single lookups.
///
/// # Safety
/// The CPU supports `V`'s width (at most [`MAX_LANES`] lanes), and `piece`
/// may be called on it.
#[inline(always)]
pub(crate) unsafe fn squares<V: Lanes>(
    squares: &[Square],
    occupied: u64,
    out: &mut [u64],
    piece: impl Fn(&Sliders<V>, V) -> V,
) {
    const { assert!(V::LANES <= MAX_LANES) };
    let len = out.len().min(squares.len());
    // SAFETY: the width from the caller.
    let o = unsafe { V::splat(occupied) };
    let piece = &piece;
    let tail = |squares: &[Square], out: &mut [u64]| {
        if squares.is_empty() {
            return;
        }
        let mut padded = [Square::A1; MAX_LANES];
        padded[..squares.len()].copy_from_slice(squares);
        let mut result = [0u64; MAX_LANES];
        // SAFETY: `padded` holds `MAX_LANES >= LANES` squares and `result`
        // as many boards; the width from the caller.
        unsafe { piece(&sliders::<V>(padded.as_ptr()), o).store_unaligned(result.as_mut_ptr()) };
        out.copy_from_slice(&result[..out.len()]);
    };
    // SAFETY: the occupancy is a register; the rest from the caller.
    unsafe { groups::<V>(squares, out, len, |_| o, piece, tail) }
}

/// The widest vector's lanes (AVX-512: eight boards).
pub(crate) const MAX_LANES: usize = 8;

/// A square's row (`hq::lines`) as a pointer to its 32 bytes.
#[inline(always)]
pub(crate) fn row(sq: Square) -> *const u64 {
    (hq::lines(sq) as *const hq::Lines).cast()
}

/// The single-board forms for the tails.
pub(crate) use hq::{
    bishop_attacks_from as bishop_single, queen_attacks_from as queen_single,
    rook_attacks_from as rook_single,
};

/// The three batch forms (`rook_`, `bishop_`, `queen_attacks_from_batch`)
/// and the three many-squares forms (`*_attacks_from_squares`) of one
/// width as `#[target_feature]` entry points:
/// `lanes_batches!("features", Vector, |x| bit reversal of every byte of x)`.
macro_rules! lanes_batches {
    ($features:literal, $V:ty, |$x:ident| $mirror:expr) => {
        lanes_batches!(@one $features, $V, |$x| $mirror, rook_attacks_from_batch, rook, rook_single);
        lanes_batches!(@one $features, $V, |$x| $mirror, bishop_attacks_from_batch, bishop, bishop_single);
        lanes_batches!(@one $features, $V, |$x| $mirror, queen_attacks_from_batch, queen, queen_single);
        lanes_batches!(@squares $features, $V, |$x| $mirror, rook_attacks_from_squares, rook);
        lanes_batches!(@squares $features, $V, |$x| $mirror, bishop_attacks_from_squares, bishop);
        lanes_batches!(@squares $features, $V, |$x| $mirror, queen_attacks_from_squares, queen);
    };
    (@one $features:literal, $V:ty, |$x:ident| $mirror:expr, $name:ident, $piece:ident, $single:ident) => {
        /// Many squares at once, one per 64-bit lane
        /// (`generic::line_attacks`); the tail one at a time.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $name(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
            use $crate::arch::generic::line_attacks as lanes;
            // SAFETY: the width's instructions are enabled here, and the
            // mirror reverses the bits of every byte, as the bodies need.
            unsafe {
                lanes::batch::<$V>(
                    squares,
                    occupied,
                    out,
                    |s, o| lanes_batches!(@piece $piece, s, o, |$x: $V| $mirror),
                    lanes::$single,
                )
            }
        }
    };
    (@squares $features:literal, $V:ty, |$x:ident| $mirror:expr, $name:ident, $piece:ident) => {
        /// Many squares, one occupancy (broadcast), one square per 64-bit
        /// lane (`generic::line_attacks`); the tail as one padded vector.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $name(squares: &[Square], occupied: u64, out: &mut [u64]) {
            use $crate::arch::generic::line_attacks as lanes;
            // SAFETY: as for the per-square batch forms.
            unsafe {
                lanes::squares::<$V>(squares, occupied, out, |s, o| {
                    lanes_batches!(@piece $piece, s, o, |$x: $V| $mirror)
                })
            }
        }
    };
    (@piece bishop, $s:ident, $o:ident, $mirror:expr) => { lanes::bishop($s, $o) };
    (@piece $piece:ident, $s:ident, $o:ident, $mirror:expr) => { lanes::$piece($s, $o, $mirror) };
}
pub(crate) use lanes_batches;

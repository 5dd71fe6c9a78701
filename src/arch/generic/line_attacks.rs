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
//! `mirror`. How a step gets its lines is a [`Load`]: from the rows
//! ([`FromRows`]), or for a rook, where the width can, its bits and files
//! by per-lane shifts with no row read (`RookByShifts`).

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

    /// `0xff` in every byte that is zero, `0` in every byte that is not.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn zero_bytes(self) -> Self;

    /// The rows of `squares[0..LANES]` as `[bit, file, diagonal,
    /// anti_diagonal]`, lane `j` of each from square `j`.
    ///
    /// # Safety
    /// The CPU supports the width; `squares` is valid for reading `LANES`
    /// squares.
    unsafe fn lines(squares: *const Square) -> [Self; 4];

    /// The bits and the files (each without its square) of
    /// `squares[0..LANES]`, lane `j` from square `j`: by default from the
    /// rows ([`Lanes::lines`]); a width with per-lane shifts may compute
    /// them instead (see [`RookByShifts`]).
    ///
    /// # Safety
    /// As [`Lanes::lines`].
    // Only `avx512/lanes-ymm-gfni`'s rook asks for it.
    #[cfg(all(target_arch = "x86_64", feature = "avx512"))]
    #[inline(always)]
    unsafe fn bits_and_files(squares: *const Square) -> [Self; 2] {
        // SAFETY: forwarded from the caller.
        let [bit, file, _, _] = unsafe { Self::lines(squares) };
        [bit, file]
    }
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

/// How a step reads its squares' lines: [`FromRows`] or [`RookByShifts`].
pub(crate) trait Load {
    /// The squares at `squares[0..V::LANES]`.
    ///
    /// # Safety
    /// The CPU supports `V`'s width; `squares` is valid for reading
    /// `V::LANES` squares.
    unsafe fn sliders<V: Lanes>(squares: *const Square) -> Sliders<V>;
}

/// Every line from the rows ([`Lanes::lines`]).
pub(crate) struct FromRows;

impl Load for FromRows {
    #[inline(always)]
    unsafe fn sliders<V: Lanes>(squares: *const Square) -> Sliders<V> {
        // SAFETY: forwarded from the caller.
        let [bit, file, diagonal, anti_diagonal] = unsafe { V::lines(squares) };
        // SAFETY: the width from the caller.
        unsafe { with_swapped(bit, file, diagonal, anti_diagonal) }
    }
}

/// For a rook: the bits and files by [`Lanes::bits_and_files`], so that
/// where the width computes them no row is read (the diagonals, which a
/// rook does not use, are left for the compiler to drop). It pays only
/// where the rook's logic is cheap enough for the rows' loads and shuffles
/// to show: `avx512/lanes-ymm-gfni`'s rook (`x86_64::lanes`, with the
/// figures).
#[cfg(all(target_arch = "x86_64", feature = "avx512"))]
pub(crate) struct RookByShifts;

#[cfg(all(target_arch = "x86_64", feature = "avx512"))]
impl Load for RookByShifts {
    #[inline(always)]
    unsafe fn sliders<V: Lanes>(squares: *const Square) -> Sliders<V> {
        // SAFETY: forwarded from the caller.
        let [bit, file] = unsafe { V::bits_and_files(squares) };
        // SAFETY: as above.
        let [_, _, diagonal, anti_diagonal] = unsafe { V::lines(squares) };
        // SAFETY: the width from the caller.
        unsafe { with_swapped(bit, file, diagonal, anti_diagonal) }
    }
}

/// The sliders of these lines.
///
/// # Safety
/// The CPU supports `V`'s width.
#[inline(always)]
unsafe fn with_swapped<V: Lanes>(bit: V, file: V, diagonal: V, anti_diagonal: V) -> Sliders<V> {
    Sliders {
        // SAFETY: the width from the caller.
        bit_swapped: unsafe { bit.swap_bytes() },
        bit,
        file,
        diagonal,
        anti_diagonal,
    }
}

/// Hyperbola Quintessence on lines with one square per rank: `o - s` flips
/// the squares from the slider up to the first blocker; the same on
/// byte-swapped boards gives the downward ray.
///
/// # Safety
/// The CPU supports `V`'s width.
#[inline(always)]
unsafe fn one_per_rank<V: Lanes>(s: &Sliders<V>, occupied: Occupied<V>, line: V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let o = occupied.board.and(line);
        let up = o.sub(s.bit);
        let down = o.swap_bytes().sub(s.bit_swapped).swap_bytes();
        up.xor_and(down, line)
    }
}

/// A step's occupancies: every lane's own, or one broadcast to every lane
/// with its mirror computed once per call (the rank then mirrors two
/// vectors a step, not three).
#[derive(Clone, Copy)]
pub(crate) struct Occupied<V> {
    board: V,
    /// `mirror(board)`, where computed once for many steps.
    mirrored: Option<V>,
}

/// The rank: its line is the slider's byte less the slider (every byte
/// but that one is zero in the bit), the downward ray the same subtraction
/// on boards with every byte's bits reversed. A borrow leaving the rank is
/// masked off with the line. The line is kept as its complement, so that
/// each mask is one `andnot`.
///
/// # Safety
/// The CPU supports `V`'s width; `mirror` reverses the bits of every byte,
/// and `occupied.mirrored` is `mirror(occupied.board)`.
#[inline(always)]
unsafe fn rank<V: Lanes>(s: &Sliders<V>, occupied: Occupied<V>, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe {
        let other_ranks = s.bit.zero_bytes();
        let not_line = other_ranks.or(s.bit);
        let o = not_line.andnot(occupied.board);
        let up = o.sub(s.bit);
        let bit_mirrored = mirror(s.bit);
        let o_mirrored = match occupied.mirrored {
            // mirror(board & line) = mirror(board) & !(other ranks | mirror(bit)).
            Some(m) => other_ranks.or(bit_mirrored).andnot(m),
            None => mirror(o),
        };
        let down = mirror(o_mirrored.sub(bit_mirrored));
        not_line.andnot(up.xor(down))
    }
}

/// Rook: the file and the rank.
///
/// # Safety
/// As [`rank`].
#[inline(always)]
pub(crate) unsafe fn rook<V: Lanes>(s: &Sliders<V>, o: Occupied<V>, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { one_per_rank(s, o, s.file).or(rank(s, o, mirror)) }
}

/// Bishop: both diagonals.
///
/// # Safety
/// The CPU supports `V`'s width.
#[inline(always)]
pub(crate) unsafe fn bishop<V: Lanes>(s: &Sliders<V>, o: Occupied<V>) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { one_per_rank(s, o, s.diagonal).or(one_per_rank(s, o, s.anti_diagonal)) }
}

/// Queen: all four lines.
///
/// # Safety
/// As [`rank`].
#[inline(always)]
pub(crate) unsafe fn queen<V: Lanes>(s: &Sliders<V>, o: Occupied<V>, mirror: impl Fn(V) -> V) -> V {
    // SAFETY: forwarded from the caller.
    unsafe { rook(s, o, mirror).or(bishop(s, o)) }
}

/// The batch loop: `V::LANES` squares per step, their lines read by `L`,
/// through `piece` (a closure over [`rook`], [`bishop`] or [`queen`]), the
/// tail one at a time through `single`.
///
/// # Safety
/// The CPU supports `V`'s width, and `piece` may be called on it.
#[inline(always)]
pub(crate) unsafe fn batch<V: Lanes, L: Load>(
    squares: &[Square],
    occupied: &[u64],
    out: &mut [u64],
    piece: impl Fn(&Sliders<V>, Occupied<V>) -> V,
    single: fn(Square, u64) -> u64,
) {
    let len = out.len().min(squares.len()).min(occupied.len());
    let whole = len / V::LANES * V::LANES;
    for i in (0..whole).step_by(V::LANES) {
        // SAFETY: `i + LANES <= len`, the length of all three slices; the
        // width from the caller.
        unsafe {
            let s = L::sliders::<V>(squares.as_ptr().add(i));
            let o = Occupied {
                board: V::load_unaligned(occupied.as_ptr().add(i)),
                mirrored: None,
            };
            piece(&s, o).store_unaligned(out.as_mut_ptr().add(i));
        }
    }
    for i in whole..len {
        out[i] = single(squares[i], occupied[i]);
    }
}

/// Many squares, one occupancy: broadcast and mirrored once, so a step
/// reads only its squares' lines (by `L`). Where `LANES` does not divide the length,
/// the last step overlaps the one before (it writes the same boards again:
/// a board depends only on its square), so twelve squares cost two AVX-512
/// vectors; fewer squares than lanes run as one vector on a padded copy.
/// `piece` has one call site, so that it is inlined.
///
/// # Safety
/// The CPU supports `V`'s width (at most [`MAX_LANES`] lanes), `piece` and
/// `mirror` may be called on it, and `mirror` reverses the bits of every
/// byte.
#[inline(always)]
pub(crate) unsafe fn squares<V: Lanes, L: Load>(
    squares: &[Square],
    occupied: u64,
    out: &mut [u64],
    mirror: impl Fn(V) -> V,
    piece: impl Fn(&Sliders<V>, Occupied<V>) -> V,
) {
    const { assert!(V::LANES <= MAX_LANES) };
    let len = out.len().min(squares.len());
    let Some(&last) = squares[..len].last() else {
        return;
    };
    // SAFETY: the width from the caller.
    let board = unsafe { V::splat(occupied) };
    let o = Occupied {
        board,
        mirrored: Some(mirror(board)),
    };
    // The padded copy (the missing lanes repeat the last square) and its
    // results, used only when `len < LANES`.
    // (Initialised in that branch only: the common path writes no stack.)
    let short = len < V::LANES;
    let mut padded: [Square; MAX_LANES];
    let mut result: [u64; MAX_LANES];
    let (src, dst, steps) = if short {
        padded = [last; MAX_LANES];
        padded[..len].copy_from_slice(&squares[..len]);
        result = [0; MAX_LANES];
        (padded.as_ptr(), result.as_mut_ptr(), V::LANES)
    } else {
        (squares.as_ptr(), out.as_mut_ptr(), len)
    };
    for i in (0..steps).step_by(V::LANES) {
        let at = i.min(steps - V::LANES);
        // SAFETY: `at + LANES <= steps`, and `src` and `dst` are valid for
        // `steps` elements (`padded`/`result` hold `MAX_LANES >= LANES`;
        // else both slices hold `len`); the width from the caller.
        unsafe { piece(&L::sliders::<V>(src.add(at)), o).store_unaligned(dst.add(at)) };
    }
    if short {
        // SAFETY: `dst` points at `result` here, whose first `len` boards
        // the step above wrote.
        out[..len].copy_from_slice(unsafe { core::slice::from_raw_parts(dst, len) });
    }
}

// Only x86-64's lanes beside `pext` (`bmi2::line_attacks::lanes_pext`)
// share their squares so: hence the `cfg`s below.

/// Where a shared step's occupancies come from: one for every square
/// ([`squares_shared`]) or each square its own ([`batch_shared`]).
///
/// # Safety (both methods)
/// The CPU supports `V`'s width; `i + V::LANES` (`lanes`) or `i + 1`
/// (`one`) is at most the length the shared body was given.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
trait Occupancies<V> {
    unsafe fn lanes(&self, i: usize) -> Occupied<V>;
    unsafe fn one(&self, i: usize) -> u64;
}

/// One occupancy, broadcast (and mirrored) once per call.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
impl<V: Lanes> Occupancies<V> for (Occupied<V>, u64) {
    #[inline(always)]
    unsafe fn lanes(&self, _: usize) -> Occupied<V> {
        self.0
    }
    #[inline(always)]
    unsafe fn one(&self, _: usize) -> u64 {
        self.1
    }
}

/// Each square its own occupancy, read from the caller's slice.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
impl<V: Lanes> Occupancies<V> for *const u64 {
    #[inline(always)]
    unsafe fn lanes(&self, i: usize) -> Occupied<V> {
        Occupied {
            // SAFETY: `i + LANES` is within the slice (the trait's contract).
            board: unsafe { V::load_unaligned(self.add(i)) },
            mirrored: None,
        }
    }
    #[inline(always)]
    unsafe fn one(&self, i: usize) -> u64 {
        // SAFETY: `i` is within the slice (the trait's contract).
        unsafe { *self.add(i) }
    }
}

/// The lanes and a scalar lookup sharing the squares: each step runs
/// `V::LANES` squares in the lanes and the next `SCALAR` through `single`
/// (its instructions on the integer ports, the lanes' on the vector ones,
/// so an out-of-order core runs the two at once); a tail of at least
/// `V::LANES` squares runs one more vector, the rest `single`.
///
/// # Safety
/// The CPU supports `V`'s width, `piece` and `single` may be called on it;
/// `squares` and `out` hold at least `len` elements, and `occupied` answers
/// for `len` squares.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
#[inline(always)]
unsafe fn shared<V: Lanes, const SCALAR: usize>(
    squares: &[Square],
    occupied: impl Occupancies<V>,
    out: &mut [u64],
    len: usize,
    piece: impl Fn(&Sliders<V>, Occupied<V>) -> V,
    single: impl Fn(Square, u64) -> u64,
) {
    let (squares, out) = (&squares[..len], &mut out[..len]);
    let step = V::LANES + SCALAR;
    // (No closures here: a closure would not inherit the caller's target
    // features, and the lanes' intrinsics would become calls;
    // `tools/check-lanes-code.py` fails on such a call.)
    let mut i = 0;
    while i + step <= len {
        // SAFETY: `i + step <= len`, within `squares`, `out` and the
        // occupancies (the caller); the width from the caller.
        unsafe { shared_vector(squares, &occupied, out, i, &piece) };
        for j in i + V::LANES..i + step {
            // SAFETY: `j < len`, within the occupancies (the caller).
            out[j] = single(squares[j], unsafe { occupied.one(j) });
        }
        i += step;
    }
    if len - i >= V::LANES {
        // SAFETY: `i + LANES <= len`; as above.
        unsafe { shared_vector(squares, &occupied, out, i, &piece) };
        i += V::LANES;
    }
    for j in i..len {
        // SAFETY: `j < len`, as above.
        out[j] = single(squares[j], unsafe { occupied.one(j) });
    }
}

/// [`shared`]'s vector step at `i`.
///
/// # Safety
/// The CPU supports `V`'s width and `piece` may be called on it; `i +
/// V::LANES` is within `squares`, `out` and the occupancies.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
#[inline(always)]
unsafe fn shared_vector<V: Lanes>(
    squares: &[Square],
    occupied: &impl Occupancies<V>,
    out: &mut [u64],
    i: usize,
    piece: &impl Fn(&Sliders<V>, Occupied<V>) -> V,
) {
    // SAFETY: forwarded from the caller.
    unsafe {
        piece(
            &FromRows::sliders::<V>(squares.as_ptr().add(i)),
            occupied.lanes(i),
        )
        .store_unaligned(out.as_mut_ptr().add(i))
    }
}

/// Many squares, one occupancy, [`shared`] between the lanes and `single`;
/// the occupancy broadcast and mirrored once per call.
///
/// # Safety
/// The CPU supports `V`'s width; `piece`, `mirror` and `single` may be
/// called on it, and `mirror` reverses the bits of every byte.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
#[inline(always)]
pub(crate) unsafe fn squares_shared<V: Lanes, const SCALAR: usize>(
    squares: &[Square],
    occupied: u64,
    out: &mut [u64],
    mirror: impl Fn(V) -> V,
    piece: impl Fn(&Sliders<V>, Occupied<V>) -> V,
    single: impl Fn(Square, u64) -> u64,
) {
    let len = out.len().min(squares.len());
    // SAFETY: the width from the caller.
    let board = unsafe { V::splat(occupied) };
    let o = Occupied {
        board,
        mirrored: Some(mirror(board)),
    };
    // SAFETY: `len` is within both slices; the rest from the caller.
    unsafe { shared::<V, SCALAR>(squares, (o, occupied), out, len, piece, single) }
}

/// Each square its own occupancy ([`batch`]'s shape), [`shared`] between
/// the lanes and `single`.
///
/// # Safety
/// The CPU supports `V`'s width; `piece` and `single` may be called on it.
#[cfg(all(target_arch = "x86_64", feature = "pext-table"))]
#[inline(always)]
pub(crate) unsafe fn batch_shared<V: Lanes, const SCALAR: usize>(
    squares: &[Square],
    occupied: &[u64],
    out: &mut [u64],
    piece: impl Fn(&Sliders<V>, Occupied<V>) -> V,
    single: impl Fn(Square, u64) -> u64,
) {
    let len = out.len().min(squares.len()).min(occupied.len());
    // SAFETY: `len` is within all three slices; the rest from the caller.
    unsafe { shared::<V, SCALAR>(squares, occupied.as_ptr(), out, len, piece, single) }
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
/// `lanes_batches!("features", Vector, |x| bit reversal of every byte of x)`;
/// `lanes_batches!(squares "features", ..)` for the many-squares forms only;
/// `lanes_batches!(@pieces "features", .., |x| ..; batch squares piece
/// single load; ..)` for both forms of the pieces named, each step's lines
/// read by `load` (a [`Load`]).
macro_rules! lanes_batches {
    ($features:literal, $V:ty, |$x:ident| $mirror:expr) => {
        lanes_batches!(@one $features, $V, |$x| $mirror, rook_attacks_from_batch, rook, rook_single, FromRows);
        lanes_batches!(@one $features, $V, |$x| $mirror, bishop_attacks_from_batch, bishop, bishop_single, FromRows);
        lanes_batches!(@one $features, $V, |$x| $mirror, queen_attacks_from_batch, queen, queen_single, FromRows);
        lanes_batches!(squares $features, $V, |$x| $mirror);
    };
    // Both forms of the pieces named: `@pieces "features", Vector, |x|
    // mirror; batch squares piece single load; ..` (`load` a [`Load`]).
    (@pieces $features:literal, $V:ty, |$x:ident| $mirror:expr;
        $($batch:ident $squares:ident $piece:ident $single:ident $load:ident;)*) => {$(
        lanes_batches!(@one $features, $V, |$x| $mirror, $batch, $piece, $single, $load);
        lanes_batches!(@squares $features, $V, |$x| $mirror, $squares, $piece, $load);
    )*};
    // The many-squares forms only.
    (squares $features:literal, $V:ty, |$x:ident| $mirror:expr) => {
        lanes_batches!(@squares $features, $V, |$x| $mirror, rook_attacks_from_squares, rook, FromRows);
        lanes_batches!(@squares $features, $V, |$x| $mirror, bishop_attacks_from_squares, bishop, FromRows);
        lanes_batches!(@squares $features, $V, |$x| $mirror, queen_attacks_from_squares, queen, FromRows);
    };
    (@one $features:literal, $V:ty, |$x:ident| $mirror:expr, $name:ident, $piece:ident, $single:ident, $load:ident) => {
        /// Many squares at once, one per 64-bit lane
        /// (`generic::line_attacks`); the tail one at a time.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $name(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
            use $crate::arch::generic::line_attacks as lanes;
            // SAFETY: the width's instructions are enabled here, and the
            // mirror reverses the bits of every byte, as the bodies need.
            unsafe {
                lanes::batch::<$V, lanes::$load>(
                    squares,
                    occupied,
                    out,
                    |s, o| lanes_batches!(@piece $piece, s, o, |$x: $V| $mirror),
                    lanes::$single,
                )
            }
        }
    };
    (@squares $features:literal, $V:ty, |$x:ident| $mirror:expr, $name:ident, $piece:ident, $load:ident) => {
        /// Many squares, one occupancy (broadcast), one square per 64-bit
        /// lane (`generic::line_attacks`); the tail as one padded vector.
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $name(squares: &[Square], occupied: u64, out: &mut [u64]) {
            use $crate::arch::generic::line_attacks as lanes;
            // SAFETY: as for the per-square batch forms.
            unsafe {
                lanes::squares::<$V, lanes::$load>(squares, occupied, out, |$x: $V| $mirror, |s, o| {
                    lanes_batches!(@piece $piece, s, o, |$x: $V| $mirror)
                })
            }
        }
    };
    (@piece bishop, $s:ident, $o:ident, $mirror:expr) => { lanes::bishop($s, $o) };
    (@piece $piece:ident, $s:ident, $o:ident, $mirror:expr) => { lanes::$piece($s, $o, $mirror) };
}
pub(crate) use lanes_batches;

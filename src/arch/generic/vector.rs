//! One vector interface over every width (the x86-64 ones in
//! `x86_64::vector`, NEON's in `aarch64::neon::vector`, wasm's in
//! `wasm32::simd128::vector`), so that an
//! algorithm whose steps are the same at every width is written once.
//!
//! As in the memchr crate, the methods are `unsafe` and `#[inline(always)]`
//! without target features of their own: each is only called from a
//! `#[target_feature]` entry point of a level that has the width's
//! instructions, and inlines into it. A generic body therefore compiles to
//! the same instructions as one written against the width's intrinsics (the
//! lane count, shift counts and masks are constants at the call).
//!
//! Where the widths differ in what they can do in one instruction, the trait
//! offers the operation and each width implements it its own way: a
//! fill's step is a rotate (`vprolvq`) on 512 bits and a shift below;
//! `a | (b & c)` is one `vpternlogq` on 512 bits and two operations below.
//!
//! Every board is a 64-bit lane: `LANES` boards per vector.

/// A vector of 64-bit lanes, each holding one board.
///
/// # Safety (all methods)
/// The CPU must support the instructions of the implementing width: SSE2
/// for `__m128i` (the x86-64 baseline), AVX2 for `__m256i`, AVX-512 F and
/// BW for `__m512i`. Callers are `#[target_feature]` functions that enable
/// them; the methods inline into those callers.
// `andnot`, `xor3`, `shl` and `shr` serve the flips, shared on x86-64 and
// wasm32 only (`andnot` on x86-64 only).
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(crate) trait Vector: Copy {
    /// Boards per vector.
    const LANES: usize;

    /// A signed distance for [`Vector::step`], in the form the width's
    /// shift or rotate takes.
    type Step: Copy;

    /// `x` in every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn splat(x: u64) -> Self;

    /// All lanes zero.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn zero() -> Self;

    /// `LANES` boards from `p`, any alignment.
    ///
    /// # Safety
    /// The CPU supports the width; `p` is valid for reading `LANES` boards.
    unsafe fn load_unaligned(p: *const u64) -> Self;

    /// The lanes to `p`, any alignment.
    ///
    /// # Safety
    /// The CPU supports the width; `p` is valid for writing `LANES` boards.
    unsafe fn store_unaligned(self, p: *mut u64);

    /// `self & b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn and(self, b: Self) -> Self;

    /// `self | b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn or(self, b: Self) -> Self;

    /// `self ^ b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn xor(self, b: Self) -> Self;

    /// `!self & b`.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn andnot(self, b: Self) -> Self;

    /// `self | (b & c)` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn or_and(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.or(b.and(c)) }
    }

    /// `(self ^ b) & c` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn xor_and(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.xor(b).and(c) }
    }

    /// `self ^ b ^ c` (one `vpternlogq` on 512 bits).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    #[inline(always)]
    unsafe fn xor3(self, b: Self, c: Self) -> Self {
        // SAFETY: forwarded from the caller.
        unsafe { self.xor(b).xor(c) }
    }

    /// Every lane shifted left by `n` (below 64). With a constant `n` after
    /// inlining this is the immediate-count shift.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn shl(self, n: u32) -> Self;

    /// Every lane shifted right by `n` (below 64), as [`Vector::shl`].
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn shr(self, n: u32) -> Self;

    /// The distance `n` (`-63..=63`) for [`Vector::step`].
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn step_by(n: i32) -> Self::Step;

    /// Every lane's bits moved `n` places up (down if `n < 0`), `n` from
    /// [`Vector::step_by`]. The bits moved past one end may or may not come
    /// back in at the other: a rotate (`vprolvq`) on 512 bits, a shift
    /// below, whichever is one instruction. Callers mask those bits off, as
    /// the avoid-wrap masks of the fills do.
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn step(self, s: Self::Step) -> Self;

    /// The bytes of every lane reversed (a board's ranks mirrored
    /// vertically).
    ///
    /// # Safety
    /// The CPU supports the width (see the trait docs).
    unsafe fn swap_bytes(self) -> Self;
}

/// A vector with a byte shuffle inside each 128-bit lane (`pshufb`, which
/// SSE2 lacks; `i8x16.swizzle` on wasm; `tbl` on NEON). Used by the shared
/// flips (x86-64, wasm32) and the shared deposit batch (NEON, wasm32).
// `shr_words_4` serves the flips, which aarch64 does not share.
#[cfg_attr(target_arch = "aarch64", allow(dead_code))]
pub(crate) trait ByteShuffle: Vector {
    /// The 16 bytes in every 128-bit lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self;

    /// Byte `i` of the result is byte `self[i] & 15` of `table` (of the same
    /// 128-bit lane), or zero if bit 7 of `self[i]` is set.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn lookup_bytes(self, table: Self) -> Self;

    /// Every 16-bit word shifted right by 4 (the high nibbles of its bytes
    /// brought down).
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn shr_words_4(self) -> Self;
}

/// Wrapping addition and subtraction per byte (`paddb`/`psubb`, `add`/`sub
/// v.16b`, `i8x16.add`/`sub`): with one rank a byte, no carry or borrow
/// leaves its rank. Used by the set-wise East and West attacks by
/// subtraction (`generic::subtraction`).
pub(crate) trait ByteArith: Vector {
    /// `self + b` in every byte, the carry out of each byte dropped.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn add_bytes(self, b: Self) -> Self;

    /// `self - b` in every byte, the borrow out of each byte dropped.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]).
    unsafe fn sub_bytes(self, b: Self) -> Self;
}

/// A vector with GFNI's affine transform, `gf2p8affineqb` with immediate 0:
/// for every byte `x_b` of a qword `x`, with the 8x8 bit matrix `A` (a qword
/// too),
///
/// ```text
/// bit i of result byte b = parity(A.byte[7 - i] & x_b)
/// ```
///
/// Either operand may be the board: a constant matrix applied to every rank
/// of a board ([`GaloisAffine::affine`]), or the board as the matrix,
/// applied to constant data ([`GaloisAffine::affine_as_matrix`]). What each
/// role does to a board is told in `generic::flip` (the GFNI bodies).
///
/// The VEX (256-bit) form needs GFNI and AVX, the EVEX (512-bit) form GFNI
/// and AVX-512 F: the callers' `#[target_feature]` enables `gfni` besides
/// the width's set. (Declared on wasm32 too, where the shared flips compile
/// but no width has it.)
#[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
pub(crate) trait GaloisAffine: Vector {
    /// Every lane as the data, `matrix` as `A` in every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]) and GFNI.
    unsafe fn affine(self, matrix: u64) -> Self;

    /// Every lane as the matrix `A` of its qword, `data` as the data in
    /// every lane.
    ///
    /// # Safety
    /// The CPU supports the width (see [`Vector`]) and GFNI.
    unsafe fn affine_as_matrix(self, data: u64) -> Self;
}

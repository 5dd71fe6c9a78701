//! NEON's width of the shared vector interface (`generic::vector`): two
//! boards per `uint64x2_t`.
//!
//! NEON is part of every aarch64 CPU (the `aarch64` targets enable it), so
//! these need no detection. `ushl` shifts each lane left by a signed count
//! (right when it is negative), so a fill's step in either direction is one
//! instruction.

use core::arch::aarch64::*;

use crate::arch::generic::vector::{ByteArith, ByteShuffle, Vector};

impl Vector for uint64x2_t {
    const LANES: usize = 2;
    /// The signed shift count in every lane (`ushl`: left when positive,
    /// right when negative).
    type Step = int64x2_t;

    #[inline(always)]
    unsafe fn splat(x: u64) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vdupq_n_u64(x) }
    }
    #[inline(always)]
    unsafe fn zero() -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vdupq_n_u64(0) }
    }
    #[inline(always)]
    unsafe fn load_unaligned(p: *const u64) -> Self {
        // SAFETY: two readable boards at `p` (the caller); `ld1` takes any
        // alignment of its elements, and `p` is a `u64` pointer.
        unsafe { vld1q_u64(p) }
    }
    #[inline(always)]
    unsafe fn store_unaligned(self, p: *mut u64) {
        // SAFETY: two writable boards at `p` (the caller).
        unsafe { vst1q_u64(p, self) }
    }
    #[inline(always)]
    unsafe fn and(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vandq_u64(self, b) }
    }
    #[inline(always)]
    unsafe fn or(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vorrq_u64(self, b) }
    }
    #[inline(always)]
    unsafe fn xor(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { veorq_u64(self, b) }
    }
    #[inline(always)]
    unsafe fn andnot(self, b: Self) -> Self {
        // `bic b, self` is `b & !self`.
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vbicq_u64(b, self) }
    }
    #[inline(always)]
    unsafe fn shl(self, n: u32) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vshlq_u64(self, vdupq_n_s64(n as i64)) }
    }
    #[inline(always)]
    unsafe fn shr(self, n: u32) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vshlq_u64(self, vdupq_n_s64(-(n as i64))) }
    }
    #[inline(always)]
    unsafe fn step_by(n: i32) -> Self::Step {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vdupq_n_s64(n as i64) }
    }
    #[inline(always)]
    unsafe fn step(self, s: Self::Step) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vshlq_u64(self, s) }
    }
    #[inline(always)]
    unsafe fn swap_bytes(self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vreinterpretq_u64_u8(vrev64q_u8(vreinterpretq_u8_u64(self))) }
    }
}

impl ByteArith for uint64x2_t {
    #[inline(always)]
    unsafe fn add_bytes(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe {
            vreinterpretq_u64_u8(vaddq_u8(
                vreinterpretq_u8_u64(self),
                vreinterpretq_u8_u64(b),
            ))
        }
    }
    #[inline(always)]
    unsafe fn sub_bytes(self, b: Self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe {
            vreinterpretq_u64_u8(vsubq_u8(
                vreinterpretq_u8_u64(self),
                vreinterpretq_u8_u64(b),
            ))
        }
    }
}

impl ByteShuffle for uint64x2_t {
    #[inline(always)]
    unsafe fn broadcast_bytes(bytes: [u8; 16]) -> Self {
        // SAFETY: the array is 16 readable bytes.
        unsafe { vreinterpretq_u64_u8(vld1q_u8(bytes.as_ptr())) }
    }
    #[inline(always)]
    unsafe fn lookup_bytes(self, table: Self) -> Self {
        // `tbl` gives zero for every index of 16 or more (not
        // `table[i & 15]` as `pshufb` does); the callers' indices are
        // below 16.
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe {
            vreinterpretq_u64_u8(vqtbl1q_u8(
                vreinterpretq_u8_u64(table),
                vreinterpretq_u8_u64(self),
            ))
        }
    }
    #[inline(always)]
    unsafe fn shr_words_4(self) -> Self {
        // SAFETY: NEON, which every aarch64 target enables.
        unsafe { vreinterpretq_u64_u16(vshrq_n_u16::<4>(vreinterpretq_u16_u64(self))) }
    }
}

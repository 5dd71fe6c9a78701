//! The SVE2 BitPerm primitives as inline assembly (stable Rust has no SVE
//! intrinsics): `bext` and `bdep`, which are `pext` and `pdep` in every
//! 64-bit lane of a `z` register, on one board and as vector-length-agnostic
//! loops over a batch.
//!
//! # Registers
//!
//! The single-board forms name `v0` and `v1` as their operands (the
//! compiler moves the values in and out with `fmov`): an SVE operand has to
//! be written `z0`, which no `asm!` register class names, so the registers
//! are fixed. The loops name `v0`..`v2` and `p0` as clobbered.
//!
//! Writing `z0`..`z2` also writes their bits above 128 (when the vector
//! length is more than 128 bits), which `v0`..`v2` do not name. That is
//! sound: in the standard procedure call standard (AAPCS64) those bits of
//! every `z` register are caller-saved scratch (only the low 64 bits of
//! `v8`..`v15` are callee-saved, and these are not touched), so no caller
//! keeps anything there across a call; and within the Rust code around
//! the `asm!` every value the compiler can keep in `z0` (a NEON value, or a
//! scalable one should it vectorise with SVE) also occupies the low bits
//! that the operand or clobber claims, so it is never live across the block.

use core::arch::asm;

/// `pext(x, mask)`: the bits of `x` where `mask` is set, packed from bit 0
/// in order.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn bext(x: u64, mask: u64) -> u64 {
    let packed: u64;
    // SAFETY: SVE2 BitPerm is enabled (the target feature); the block reads
    // and writes only `z0` and `z1` (see the module docs for their upper
    // bits), no memory and no flags.
    unsafe {
        asm!(
            "bext z0.d, z0.d, z1.d",
            inlateout("v0") x => packed,
            in("v1") mask,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    packed
}

/// `pdep(x, mask)`: the low bits of `x`, in order, to the set bits of
/// `mask`, everything else 0.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn bdep(x: u64, mask: u64) -> u64 {
    let spread: u64;
    // SAFETY: as for `bext`.
    unsafe {
        asm!(
            "bdep z0.d, z0.d, z1.d",
            inlateout("v0") x => spread,
            in("v1") mask,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    spread
}

/// `out[i] = (bext(input[i], mask) << shift) as u8` for every `i`, VL/64
/// boards per step: `whilelo` makes the predicate of the boards left (so
/// the last step needs no separate tail), `ld1d` loads them, `bext` packs
/// each lane, `lsl` shifts, and `st1b` stores the low byte of every lane.
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn bext_batch(input: &[u64], out: &mut [u8], mask: u64, shift: u32) {
    let n = input.len().min(out.len());
    // SAFETY: SVE2 BitPerm is enabled (the target feature). The loop reads
    // `input[i]` and writes `out[i]` only for the lanes `whilelo` makes
    // active, which are `i < n <= len` of both slices. It writes `z0`..`z2`
    // (see the module docs), `p0` and the flags, named below.
    unsafe {
        asm!(
            "dup z1.d, {mask}",
            "dup z2.d, {shift}",
            "mov {i}, #0",
            "whilelo p0.d, {i}, {n}",
            "b.none 2f",
            "1:",
            "ld1d {{ z0.d }}, p0/z, [{src}, {i}, lsl #3]",
            "bext z0.d, z0.d, z1.d",
            "lsl z0.d, p0/m, z0.d, z2.d",
            "st1b {{ z0.d }}, p0, [{dst}, {i}]",
            "incd {i}",
            "whilelo p0.d, {i}, {n}",
            "b.first 1b",
            "2:",
            mask = in(reg) mask,
            shift = in(reg) u64::from(shift),
            n = in(reg) n,
            src = in(reg) input.as_ptr(),
            dst = in(reg) out.as_mut_ptr(),
            i = out(reg) _,
            out("v0") _,
            out("v1") _,
            out("v2") _,
            out("p0") _,
            options(nostack),
        );
    }
}

/// `out[i] = bdep(input[i] >> shift, mask)` for every `i`, VL/64 boards per
/// step: `ld1b` loads a byte into every active 64-bit lane (zero-extended),
/// `lsr` shifts, `bdep` spreads, `st1d` stores (predicated by `whilelo` as
/// in [`bext_batch`]).
#[inline]
#[target_feature(enable = "sve2,sve2-bitperm")]
pub(crate) fn bdep_batch(input: &[u8], out: &mut [u64], mask: u64, shift: u32) {
    let n = input.len().min(out.len());
    // SAFETY: as for `bext_batch`: only the lanes `i < n` are read from
    // `input` and written to `out`.
    unsafe {
        asm!(
            "dup z1.d, {mask}",
            "dup z2.d, {shift}",
            "mov {i}, #0",
            "whilelo p0.d, {i}, {n}",
            "b.none 2f",
            "1:",
            "ld1b {{ z0.d }}, p0/z, [{src}, {i}]",
            "lsr z0.d, p0/m, z0.d, z2.d",
            "bdep z0.d, z0.d, z1.d",
            "st1d {{ z0.d }}, p0, [{dst}, {i}, lsl #3]",
            "incd {i}",
            "whilelo p0.d, {i}, {n}",
            "b.first 1b",
            "2:",
            mask = in(reg) mask,
            shift = in(reg) u64::from(shift),
            n = in(reg) n,
            src = in(reg) input.as_ptr(),
            dst = in(reg) out.as_mut_ptr(),
            i = out(reg) _,
            out("v0") _,
            out("v1") _,
            out("v2") _,
            out("p0") _,
            options(nostack),
        );
    }
}

#[cfg(all(test, feature = "std"))]
pub(crate) mod tests {
    use std::{println, vec, vec::Vec};

    /// Whether the CPU has SVE2 BitPerm; prints a note when it has not (the
    /// caller then skips its test).
    pub(crate) fn have_bitperm() -> bool {
        let have = std::arch::is_aarch64_feature_detected!("sve2-bitperm");
        if !have {
            println!("no SVE2 BitPerm on this CPU: test skipped");
        }
        have
    }

    fn pext(x: u64, mut mask: u64) -> u64 {
        let mut r = 0;
        let mut k = 0;
        while mask != 0 {
            let bit = mask & mask.wrapping_neg();
            r |= u64::from(x & bit != 0) << k;
            k += 1;
            mask ^= bit;
        }
        r
    }

    fn pdep(x: u64, mut mask: u64) -> u64 {
        let mut r = 0;
        let mut k = 0;
        while mask != 0 {
            let bit = mask & mask.wrapping_neg();
            if x >> k & 1 != 0 {
                r |= bit;
            }
            k += 1;
            mask ^= bit;
        }
        r
    }

    pub(crate) fn xorshift(n: usize) -> Vec<u64> {
        let mut x = 0x2545_f491_4f6c_dd1d_u64;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            })
            .collect()
    }

    #[test]
    fn bext_bdep_match_the_bit_loops() {
        if !have_bitperm() {
            return;
        }
        let values = xorshift(3000);
        for pair in values.chunks_exact(2) {
            for (x, m) in [(pair[0], pair[1]), (pair[0], !0), (pair[0], 0)] {
                // SAFETY: SVE2 BitPerm was detected above.
                unsafe {
                    assert_eq!(super::bext(x, m), pext(x, m), "{x:#x} {m:#x}");
                    assert_eq!(super::bdep(x, m), pdep(x, m), "{x:#x} {m:#x}");
                }
            }
        }
    }

    #[test]
    fn batches_match_the_bit_loops() {
        if !have_bitperm() {
            return;
        }
        let values = xorshift(100);
        let bytes: Vec<u8> = values.iter().map(|&x| x as u8).collect();
        let mask = 0x0102_0408_1020_4080;
        for len in (0..=9).chain([33, 100]) {
            for shift in [0, 3] {
                let mut out = vec![0xa5u8; len + 1];
                // SAFETY: SVE2 BitPerm was detected above.
                unsafe { super::bext_batch(&values[..len], &mut out[..len], mask, shift) };
                for (k, &x) in values[..len].iter().enumerate() {
                    assert_eq!(out[k], (pext(x, mask) << shift) as u8, "len {len}");
                }
                assert_eq!(out[len], 0xa5, "len {len}: wrote past the end");
                let mut out = vec![0xa5a5u64; len + 1];
                // SAFETY: SVE2 BitPerm was detected above.
                unsafe { super::bdep_batch(&bytes[..len], &mut out[..len], mask, shift) };
                for (k, &b) in bytes[..len].iter().enumerate() {
                    assert_eq!(out[k], pdep(u64::from(b) >> shift, mask), "len {len}");
                }
                assert_eq!(out[len], 0xa5a5, "len {len}: wrote past the end");
            }
        }
    }
}

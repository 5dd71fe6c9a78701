//! Portable implementations of every kernel (plain Rust, any target).

/// Defines a portable batch form as a loop over a single-board function.
/// The shapes match the implementation signatures in `selection::table`.
/// Leading attributes go on the function: the per-level copies in
/// `x86_64/*/autovec.rs` pass their `target_feature`s, so the same loop is
/// compiled (and auto-vectorised) for that level.
macro_rules! batch_loop {
    ($($features:literal =>)? $(#[$attr:meta])* map, $batch:ident, $single:path) => {
        /// Batch loop. # Safety: `src` and `dst` valid for `len` boards; `dst`
        /// may equal `src`.
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize) {
            for i in 0..len {
                // SAFETY: `i < len` and the caller guarantees both pointers
                // are valid for `len` boards; board `i` is read before it is
                // written, so `dst == src` is fine.
                unsafe { *dst.add(i) = $single(*src.add(i)) }
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* map($p:ty), $batch:ident, $single:path) => {
        /// Batch loop. # Safety: as for the unparameterised map shape.
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) unsafe fn $batch(src: *const u64, dst: *mut u64, len: usize, p: $p) {
            for i in 0..len {
                // SAFETY: as for the unparameterised map shape.
                unsafe { *dst.add(i) = $single(*src.add(i), p) }
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* zip, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(a: &[u64], b: &[u64], out: &mut [u64]) {
            for ((o, &a), &b) in out.iter_mut().zip(a).zip(b) {
                *o = $single(a, b);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* zip($p:ty), $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(a: &[u64], b: &[u64], out: &mut [u64], p: $p) {
            for ((o, &a), &b) in out.iter_mut().zip(a).zip(b) {
                *o = $single(a, b, p);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* to_u8, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(input: &[u64], out: &mut [u8]) {
            for (o, &x) in out.iter_mut().zip(input) {
                *o = $single(x);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* to_u8($p:ty), $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(input: &[u64], out: &mut [u8], p: $p) {
            for (o, &x) in out.iter_mut().zip(input) {
                *o = $single(x, p);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* from_u8, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(input: &[u8], out: &mut [u64]) {
            for (o, &b) in out.iter_mut().zip(input) {
                *o = $single(b);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* from_u8($p:ty), $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(input: &[u8], out: &mut [u64], p: $p) {
            for (o, &b) in out.iter_mut().zip(input) {
                *o = $single(b, p);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* by_dir, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(a: &[u64], b: &[u64], out: &mut [[u64; 8]]) {
            for ((o, &a), &b) in out.iter_mut().zip(a).zip(b) {
                *o = $single(a, b);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* from_sq, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(squares: &[crate::types::Square], occupied: &[u64], out: &mut [u64]) {
            for ((o, &sq), &occ) in out.iter_mut().zip(squares).zip(occupied) {
                *o = $single(sq, occ);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* from_side($p:ty), $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(sides: &[crate::types::Side], occupied: &[u64], out: &mut [u64], p: $p) {
            for ((o, &side), &occ) in out.iter_mut().zip(sides).zip(occupied) {
                *o = $single(side, occ, p);
            }
        }
    };
    ($($features:literal =>)? $(#[$attr:meta])* squares, $batch:ident, $single:path) => {
        $(#[$attr])*
        $(#[target_feature(enable = $features)])?
        pub(crate) fn $batch(squares: &[crate::types::Square], occupied: u64, out: &mut [u64]) {
            for (o, &sq) in out.iter_mut().zip(squares) {
                *o = $single(sq, occupied);
            }
        }
    };
}

pub(crate) mod deposit;
pub(crate) mod diagonal_shift;
pub(crate) mod extract;
pub(crate) mod fill;
pub(crate) mod flip;
pub(crate) mod leapers;
pub(crate) mod line_attacks;
pub(crate) mod side;

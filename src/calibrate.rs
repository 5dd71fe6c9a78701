//! Opt-in calibration: time every implementation this CPU supports, briefly,
//! and install the fastest of each kernel (needs `std` for the clock).
//!
//! The built-in preference order is measured on a few machines and written
//! down in `src/selection/registry/`; calibration is for users who prefer a
//! measurement on the machine at hand. It is never done unless asked for:
//! dispatch stays deterministic by default.
//!
//! ```
//! let table = bitboard_simd::calibrate();
//! assert!(std::ptr::eq(table, bitboard_simd::kernels()));
//! println!("{}", bitboard_simd::describe()); // says "calibrated"
//! ```

use std::hint::black_box;
use std::time::{Duration, Instant};
use std::vec;
use std::vec::Vec;

use crate::selection::{self, Kernel, KernelTable};
use crate::types::{Color, Dir, File, Side, Square};

/// Elements per timed call (batch) or calls per sample (single).
const N: usize = 64;
/// Samples per implementation; the fastest counts (least disturbed).
const SAMPLES: usize = 3;

/// Deterministic sample arguments of every parameter type.
trait Sample: Copy {
    fn sample(i: usize) -> Self;
}

const fn mix(i: usize) -> u64 {
    let mut x = (i as u64)
        .wrapping_add(1)
        .wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^= x >> 31;
    x = x.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x ^ (x >> 29)
}

impl Sample for u64 {
    fn sample(i: usize) -> u64 {
        // About a third of the squares set, as in a middle game.
        mix(i) & (mix(i + 7919) | mix(i + 104_729))
    }
}
impl Sample for u8 {
    fn sample(i: usize) -> u8 {
        mix(i) as u8
    }
}
impl Sample for Square {
    fn sample(i: usize) -> Square {
        Square::ALL[(mix(i) % 64) as usize]
    }
}
impl Sample for File {
    fn sample(i: usize) -> File {
        File::ALL[(mix(i) % 8) as usize]
    }
}
impl Sample for Dir {
    fn sample(i: usize) -> Dir {
        Dir::ALL[(mix(i) % 8) as usize]
    }
}
impl Sample for Color {
    fn sample(i: usize) -> Color {
        Color::ALL[(mix(i) % 2) as usize]
    }
}

impl Sample for Side {
    /// A sparse side: each field about 1 bit in 16 (4 squares).
    fn sample(i: usize) -> Side {
        let sparse = |k: usize| {
            let j = i.wrapping_mul(8).wrapping_add(k);
            mix(j) & mix(j ^ 0x55) & mix(j ^ 0xaa) & mix(j ^ 0xff)
        };
        Side {
            pawns: sparse(0) & 0x00ff_ffff_ffff_ff00,
            knights: sparse(1),
            bishops: sparse(2),
            rooks: sparse(3),
            queens: sparse(4),
            king: 1 << (mix(i ^ 0x1234) % 64),
        }
    }
}

/// `N` samples of an input slice's element type, the `j`th input slice's
/// (each slice its own samples).
fn samples<T: Sample>(j: usize) -> Vec<T> {
    (0..N).map(|i| T::sample(i + j * N)).collect()
}

/// The fastest of `SAMPLES` runs of `f`. `dyn`: one copy of this loop
/// serves the 75 timed closures (generic, it was compiled 75 times).
fn best_of(f: &mut dyn FnMut()) -> Duration {
    (0..SAMPLES)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

/// How long `table`'s implementation of `kernel` takes on the sample
/// inputs (the fastest of a few short runs). Written once for every row of
/// the catalogue: a single-board kernel is called `N` times on samples of
/// its argument types, a batch kernel once on `N` elements of its input
/// slices' element types, its other parameters sampled once, into an
/// output of its output element (which is `Default`).
#[inline]
fn time(kernel: Kernel, table: &KernelTable) -> Duration {
    let table = black_box(table);
    // One `if` per catalogue row; the inputs are made outside the timed
    // closures.
    macro_rules! time_single {
        ($(#[$doc:meta])* [$family:ident] $Variant:ident $name:ident ($($arg:ident: $ty:ty),*) -> $ret:ty;) => {
            if kernel == Kernel::$Variant {
                return best_of(&mut || {
                    for i in 0..N {
                        // A different sample for each argument.
                        let (i, mut k) = (black_box(i) * 4, 0);
                        $(let $arg = <$ty as Sample>::sample(i + { k += 1; k });)*
                        let _ = k;
                        black_box(table.$name($($arg),*));
                    }
                });
            }
        };
    }
    macro_rules! time_batch {
        ([$family:ident] $Variant:ident $name:ident = $shape:ident of $Single:ident $single:ident $(, $in_place:ident)?
            ($($x:ident: $X:ty),+; $($p:ident: $P:ty),*) -> $O:ty;) => {
            if kernel == Kernel::$Variant {
                let mut j = 0;
                $(let $x: Vec<$X> = samples({ j += 1; j });)+
                let _ = j;
                $(let $p = <$P as Sample>::sample(1);)*
                let mut output: Vec<$O> = vec![<$O>::default(); N];
                return best_of(&mut || {
                    table.$name($(&$x,)+ $($p,)* &mut output);
                    black_box(&output);
                });
            }
        };
    }
    with_catalogue!(single time_single);
    with_catalogue!(batch time_batch);
    unreachable!("{kernel} is not in the catalogue")
}

/// A table with, for every kernel, the implementation that measured fastest
/// here, among those the active level allows. Takes a few milliseconds
/// (every supported implementation of the 87 kernels, a few short runs each).
///
/// ```
/// use bitboard_simd::{measure_fastest, Kernel};
///
/// let table = measure_fastest();
/// println!("fastest extract here: {}", table.implementation(Kernel::ExtractDiagonalBatch).name());
/// assert_eq!(table.flip_vertical(1), 1 << 56);
/// ```
// `#[inline]` here and on the code only calibration runs (`time`,
// `KernelTable::with_method`): a program compiles them only if it calls
// `calibrate` or `measure_fastest`, so a dependent that does not is spared
// the machine code of a timed closure per kernel.
#[inline]
pub fn measure_fastest() -> KernelTable {
    let base = *selection::kernels();
    let mut table = base;
    for &kernel in Kernel::ALL {
        let mut best: Option<(Duration, selection::Method)> = None;
        for candidate in base.variants(kernel) {
            // Warm the code and the buffers once, then time.
            time(kernel, &candidate);
            let t = time(kernel, &candidate);
            if best.is_none_or(|(b, _)| t < b) {
                best = Some((t, candidate.implementation(kernel).method()));
            }
        }
        if let Some((_, method)) = best
            && let Some(t) = table.with_method(kernel, method)
        {
            table = t;
        }
    }
    table
}

/// Measures ([`measure_fastest`]) and installs the result as the active
/// table, used by [`kernels`](crate::kernels) and the free functions from
/// then on. Measured once: later calls return the same table.
///
/// Not applied to the free functions of a build that enables `avx2` or more
/// at compile time (they call the compile-time table directly), nor to
/// [`dispatch`](fn@crate::dispatch)'s tokens.
#[inline]
pub fn calibrate() -> &'static KernelTable {
    selection::install_calibrated(measure_fastest)
}

#[cfg(test)]
mod tests {
    use super::*;

    // Correctness only: speed is shown by the report and the benches, never
    // asserted in a test. Skipped under Miri, where timing every
    // implementation takes minutes.
    #[test]
    #[cfg_attr(miri, ignore)]
    fn calibration_picks_supported_implementations_that_work() {
        let table = measure_fastest();
        for (kernel, imp) in table.iter() {
            assert!(
                selection::cpu().features().contains(imp.requires()),
                "{kernel}: {}",
                imp.name()
            );
        }
        assert_eq!(table.flip_vertical(1), 1 << 56);
        let scalar = KernelTable::scalar();
        for &x in &[0u64, !0, 0x0000_1000_0800_2400, 0x8142_2418_1824_4281] {
            assert_eq!(table.queen_attacks(x, !x), scalar.queen_attacks(x, !x));
            assert_eq!(table.extract_diagonal(x), scalar.extract_diagonal(x));
        }
    }

    #[test]
    fn free_functions_follow_the_calibrated_table() {
        use crate::selection::slots::all_point_at;
        use crate::types::Square;
        // A first call through a slot (whether or not the free function
        // runs a portable implementation inlined on this architecture)
        // points the slots at the active table ...
        assert_eq!(crate::selection::slots::extract_anti_diagonal(!0), 0xff);
        let before = crate::api::queen_attacks_from(Square::A1, 1 << 9);
        assert_eq!(
            before,
            selection::kernels().queen_attacks_from(Square::A1, 1 << 9)
        );
        assert!(all_point_at(selection::kernels()));
        // ... and calibrating points them at the calibrated one.
        let calibrated = calibrate();
        assert!(all_point_at(calibrated));
        assert_eq!(crate::api::queen_attacks_from(Square::A1, 1 << 9), before);
    }
}

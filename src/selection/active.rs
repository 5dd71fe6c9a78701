//! The tables of the levels this CPU supports, built on first use, and the
//! active one ([`kernels`]) (run-time state).

use core::sync::atomic::{AtomicPtr, Ordering};

use super::cpu::cpu;
use super::decision::{Target, Use, STATIC_DISPATCH};
use super::level::choice;
use super::once::Once;
use super::table::{KernelTable, COMPILE_TIME, SCALAR};
use crate::features::Level;

/// One lazily built table per level (the scalar slot stays unused).
static TABLES: [Once<KernelTable>; Level::ALL.len()] = [const { Once::new() }; Level::ALL.len()];

impl KernelTable {
    /// The table for `level`, or `None` if this CPU does not support it (the
    /// `BITBOARD_SIMD` cap does not apply to an explicit request).
    ///
    /// ```
    /// use bitboard_simd::{KernelTable, Level};
    ///
    /// let scalar = KernelTable::for_level(Level::Scalar).unwrap();
    /// assert_eq!(scalar.level(), Level::Scalar);
    /// if let Some(avx512) = KernelTable::for_level(Level::Avx512) {
    ///     assert_eq!(avx512.rotate_180(1), 1 << 63);
    /// }
    /// ```
    pub fn for_level(level: Level) -> Option<&'static KernelTable> {
        if level == Level::Scalar {
            return Some(&SCALAR);
        }
        let cpu = cpu();
        if !cpu.features().contains(level.required()) {
            return None;
        }
        Some(TABLES[level as usize].get_or_init(|| {
            // SAFETY: a table's features are the target's within the
            // level's allowed set, and the target's were detected on this CPU.
            unsafe { KernelTable::build(Target::of(cpu), level, Use::Table) }
        }))
    }
}

pub(crate) static ACTIVE: AtomicPtr<KernelTable> = AtomicPtr::new(core::ptr::null_mut());

/// The dispatcher's table: the CPU's highest level, capped by
/// `BITBOARD_SIMD` (with `std`), chosen on the first call.
///
/// ```
/// let t = bitboard_simd::kernels();
/// assert_eq!(t.mirror_horizontal(1), 1 << 7);
/// println!("running {} kernels", t.level());
/// ```
#[inline]
pub fn kernels() -> &'static KernelTable {
    // Acquire pairs with the release in `install`/`install_calibrated`.
    let table = ACTIVE.load(Ordering::Acquire);
    if table.is_null() {
        return install();
    }
    // SAFETY: non-null values of ACTIVE come from `install`, which stores
    // `&'static KernelTable`.
    unsafe { &*table }
}

#[cold]
fn install() -> &'static KernelTable {
    let choice = choice();
    // `choice.level` never exceeds the CPU's highest level.
    let table = KernelTable::for_level(choice.level).unwrap_or(KernelTable::scalar());
    // Only the first installer wins: a thread that raced here must not
    // overwrite a table `calibrate()` installed in the meantime.
    let ours = table as *const KernelTable as *mut KernelTable;
    match ACTIVE.compare_exchange(
        core::ptr::null_mut(),
        ours,
        Ordering::AcqRel,
        Ordering::Acquire,
    ) {
        Ok(_) => table,
        // SAFETY: non-null values of ACTIVE are `&'static KernelTable` (stored
        // here or by `install_calibrated`).
        Err(current) => unsafe { &*current },
    }
}

/// The table the crate's free functions use: the compile-time table when
/// the build enables `Avx2` or more, else the dispatcher's.
#[inline(always)]
pub(crate) fn active() -> &'static KernelTable {
    if STATIC_DISPATCH {
        &COMPILE_TIME
    } else {
        kernels()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::selection::class::CpuClass;
    use crate::selection::decision::decide;
    use crate::selection::kernel::Kernel;

    /// The tables [`KernelTable::for_level`] built are the decision's.
    #[test]
    fn the_running_cpus_tables() {
        let target = Target::of(cpu());
        for level in crate::selection::cpu::available_levels() {
            let table = KernelTable::for_level(level).unwrap();
            for &kernel in Kernel::ALL {
                assert_eq!(
                    Some(table.implementation(kernel)),
                    decide(kernel, target, level, Use::Table).implementation(),
                    "{level} {kernel}"
                );
            }
        }
    }

    #[test]
    fn choice_matches_the_built_table() {
        let cpu = cpu();
        let level = cpu.highest_level();
        let table = KernelTable::for_level(level).unwrap();
        let class = CpuClass::of(cpu);
        for &kernel in Kernel::ALL {
            assert_eq!(
                class.choice(kernel, cpu.features(), cpu.pext_slow()).name(),
                table.implementation(kernel).name(),
                "{}",
                kernel.name()
            );
        }
    }
}

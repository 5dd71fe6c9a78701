//! What the per-square free functions (`rook_/bishop_/queen_attacks_from`)
//! may run inlined, and each CPU class's order of those lookups (data).
//!
//! A free function runs its lookup inlined in the caller's loop when the
//! lookup is one it has inlined code for (a kind of `kinds.rs`:
//! `bmi2/pext`, `scalar/black_magic`, `scalar/hyperbola`; see
//! `before_main.rs` and `slots.rs`); otherwise it calls through its slot,
//! which holds the active table's choice. The inlined order is kept apart
//! from the table's order: the table's order follows figures measured
//! through a function pointer, while a lookup inlined in a loop ranks
//! differently (the lookup's own latency and port use, not the call,
//! decide). The evidence for each class is therefore the report's inlined
//! figures (`inlined_ns`: the implementation inlined through a token) and
//! its peers section (the free function beside cozy-chess, same run).
//!
//! The one decision (`decision.rs`, use `Inline`) reads these orders: the
//! first method of the class's list whose registered implementation is in
//! this build, whose required features the active table may use, and which
//! does not use `pext` where `pext` is slow.
//!
//! The many-squares free functions (`*_attacks_from_squares`) run either the
//! loop of that inlined lookup or the table's form ([`SquaresForm`]), per
//! class and piece: generated from the positions sections of the class's
//! corpus files (`orders/derived.rs`, `SQUARES_FORMS`; the rule is
//! `tools/derive-orders.py`'s documentation), the loop for a class without
//! files.

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;
use super::orders::{INLINED, SQUARES_FORMS};

pub(crate) use super::form::SquaresForm;

use CpuClass::*;
use Method::{Bmi2Pext, ScalarBlackMagic, ScalarHyperbola};

/// The inlined methods each class tries, best first (the same for the
/// rook, bishop and queen). Each ends in `scalar/hyperbola`, which every
/// build has, for builds without the magic and `pext` tables. The classes
/// with corpus files take the generated orders (`orders/derived.rs`,
/// `INLINED`: `tools/derive-orders.py`, use `inline`): the lookup inlined
/// through the report's token, in a loop the compiler cannot vectorise
/// (`engine_ns`) where a file has it, else `inlined_ns` without
/// `scalar/hyperbola`, whose loop of independent lookups the compiler runs
/// in vector registers, which an engine's per-square call never does. A
/// lookup inlined in a loop ranks on its own latency and port use, not on
/// the call, so these orders are apart from the table's. Below, the
/// classes without a file.
const UNMEASURED: &[(CpuClass, &[Method])] = &[
    // Every Intel CPU with BMI2 has a fast pext (one micro-op since Haswell), as have the
    // intel-avx512 files' Xeons, inlined through the bmi2 token as well.
    (IntelAvx2, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // Unknown vendors and non-x86 targets: no pext verdict to rest on, so the portable
    // lookup, as for amd-zen1-2 (slow pext).
    (Other, &[ScalarBlackMagic, ScalarHyperbola]),
];

/// The kernels whose free functions run inlined, in the order of the
/// kinds fixed before `main` (`before_main`).
pub(crate) const KERNELS: [Kernel; 3] = [
    Kernel::RookAttacksFrom,
    Kernel::BishopAttacksFrom,
    Kernel::QueenAttacksFrom,
];

const _: () = assert!(
    KERNELS[0] as u16 == Kernel::RookAttacksFrom as u16
        && KERNELS[1] as u16 == Kernel::BishopAttacksFrom as u16
        && KERNELS[2] as u16 == Kernel::QueenAttacksFrom as u16
);

/// The many-squares kernels (`*_attacks_from_squares`), in the order of
/// [`KERNELS`]: the `i`th is the `i`th per-square kernel's, and its kind is
/// fixed before `main` after the per-square ones (`before_main`).
pub(crate) const SQUARES: [Kernel; 3] = [
    Kernel::RookAttacksFromSquares,
    Kernel::BishopAttacksFromSquares,
    Kernel::QueenAttacksFromSquares,
];

// The `i`th many-squares kernel is the `i`th per-square kernel's form, as
// the catalogue says (`Kernel::single`).
const _: () = {
    let mut i = 0;
    while i < SQUARES.len() {
        assert!(SQUARES[i].single() as u16 == KERNELS[i] as u16);
        i += 1;
    }
};

/// The many-squares form of `class` for the `piece`th kernel of [`SQUARES`]:
/// its generated form where it has corpus files (`orders/derived.rs`,
/// `SQUARES_FORMS`: `tools/derive-orders.py`, from the files' positions
/// sections), else the loop, as for a class whose files do not settle the
/// table's form ahead.
pub(crate) const fn squares_form(class: CpuClass, piece: usize) -> SquaresForm {
    let mut i = 0;
    while i < SQUARES_FORMS.len() {
        if SQUARES_FORMS[i].0 as u8 == class as u8 {
            return SQUARES_FORMS[i].1[piece];
        }
        i += 1;
    }
    SquaresForm::Loop
}

/// The index of `kernel` in [`SQUARES`], if it is a many-squares kernel.
pub(crate) const fn squares_piece(kernel: Kernel) -> Option<usize> {
    let mut i = 0;
    while i < SQUARES.len() {
        if SQUARES[i] as u16 == kernel as u16 {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// Whether `kernel`'s free function may run inlined.
pub(crate) const fn runs_inlined(kernel: Kernel) -> bool {
    let mut i = 0;
    while i < KERNELS.len() {
        if KERNELS[i] as u16 == kernel as u16 {
            return true;
        }
        i += 1;
    }
    false
}

/// The list of `class`: its generated order where it has corpus files,
/// else [`UNMEASURED`]'s.
pub(crate) const fn order(class: CpuClass) -> &'static [Method] {
    match find(INLINED, class) {
        Some(order) => order,
        None => match find(UNMEASURED, class) {
            Some(order) => order,
            None => &[],
        },
    }
}

const fn find(
    list: &'static [(CpuClass, &'static [Method])],
    class: CpuClass,
) -> Option<&'static [Method]> {
    let mut i = 0;
    while i < list.len() {
        if list[i].0 as u8 == class as u8 {
            return Some(list[i].1);
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_class_has_an_order() {
        for class in CpuClass::ALL {
            assert!(!order(class).is_empty(), "{class}");
            for &method in order(class) {
                assert!(matches!(
                    method,
                    Method::Bmi2Pext | Method::ScalarBlackMagic | Method::ScalarHyperbola
                ));
            }
        }
    }

    /// The classes with corpus files name their many-squares forms once,
    /// the others none (they take the loop), and the many-squares kernels
    /// are the per-square kernels' own.
    #[test]
    fn every_class_has_a_many_squares_order() {
        for class in CpuClass::ALL {
            let named = SQUARES_FORMS.iter().filter(|(c, _)| *c == class).count();
            let measured = find(INLINED, class).is_some();
            assert_eq!(named, usize::from(measured), "{class}");
            if !measured {
                for piece in 0..SQUARES.len() {
                    assert_eq!(squares_form(class, piece), SquaresForm::Loop, "{class}");
                }
            }
        }
        for (i, kernel) in SQUARES.into_iter().enumerate() {
            assert_eq!(squares_piece(kernel), Some(i));
            let single = KERNELS[i].name();
            assert_eq!(kernel.name().strip_prefix(single), Some("_squares"));
        }
        assert_eq!(squares_piece(Kernel::RookAttacksFrom), None);
    }

    #[test]
    #[cfg(all(
        target_arch = "x86_64",
        feature = "pext-table",
        feature = "magic-table"
    ))]
    fn inline_methods_require_what_their_code_executes() {
        use crate::features::Features;
        let row = |kernel: Kernel, method: Method| {
            kernel
                .implementations()
                .find(|i| i.method() == method)
                .unwrap()
        };
        for kernel in KERNELS {
            // Every method of an inlined order is registered for the kernel.
            for class in CpuClass::ALL {
                for &method in order(class) {
                    row(kernel, method);
                }
            }
            let pext = row(kernel, Method::Bmi2Pext);
            assert_eq!(pext.requires(), Features::BMI2);
            assert!(pext.uses_pext());
            let black_magic = row(kernel, Method::ScalarBlackMagic);
            assert_eq!(black_magic.requires(), Features::NONE);
            assert!(!black_magic.uses_pext());
        }
    }
}

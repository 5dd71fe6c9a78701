//! What the per-square free functions (`rook_/bishop_/queen_attacks_from`)
//! may run inlined, and each CPU class's order of those lookups (data).
//!
//! A free function runs its lookup inlined in the caller's loop when it has
//! inlined code for it (a kind of `kinds.rs`; see `before_main.rs`,
//! `slots.rs`), else it calls through its slot. Inlined, a lookup ranks on its
//! own latency and port use, not the call's, so these orders are kept apart
//! from the table's and rest on the report's inlined and peers figures. The
//! decision (`decision.rs`, use `Inline`) takes the first method that is
//! built, allowed by the active table, and not a slow `pext`.
//!
//! The many-squares free functions run the loop of that lookup or the table's
//! form ([`SquaresForm`]), per class and piece, generated from the corpus
//! (`orders/derived.rs`); the loop for a class without files.

use super::class::CpuClass;
use super::kernel::Kernel;
use super::method::Method;
use super::orders::{INLINED, SQUARES_FORMS};

pub(crate) use super::form::SquaresForm;

use CpuClass::*;
use Method::{Bmi2Pext, ScalarBlackMagic, ScalarHyperbola};

/// The inlined methods of the classes without corpus files, best first (the
/// same for rook, bishop and queen; `orders/derived.rs` has the others,
/// measured in a loop the compiler cannot vectorise, like an engine's
/// per-square call). Each ends in `scalar/hyperbola`, which every build has.
const UNMEASURED: &[(CpuClass, &[Method])] = &[
    // Every Intel CPU with BMI2 has a fast pext, as inlined on the intel-avx512 Xeons.
    (IntelAvx2, &[Bmi2Pext, ScalarBlackMagic, ScalarHyperbola]),
    // No pext verdict to rest on: the portable lookups, as for amd-zen1-2.
    (Other, &[ScalarBlackMagic, ScalarHyperbola]),
];

/// The kernels whose free functions run inlined, in `before_main`'s order of kinds.
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

/// The many-squares kernels, in the order of [`KERNELS`] (the `i`th is the
/// `i`th per-square kernel's); their kinds are fixed after the per-square ones.
pub(crate) const SQUARES: [Kernel; 3] = [
    Kernel::RookAttacksFromSquares,
    Kernel::BishopAttacksFromSquares,
    Kernel::QueenAttacksFromSquares,
];

const _: () = {
    let mut i = 0;
    while i < SQUARES.len() {
        assert!(SQUARES[i].single() as u16 == KERNELS[i] as u16);
        i += 1;
    }
};

/// The many-squares form of `class` for the `piece`th kernel of [`SQUARES`]:
/// its generated form where it has corpus files, else the loop.
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

/// The inlined order of `class`: generated where it has corpus files, else [`UNMEASURED`]'s.
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

    /// Only the classes with corpus files name many-squares forms, once each.
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

//! The [`Kernel`] enum and each kernel's implementation signature
//! ([`sig`]), generated from the catalogue (`src/catalogue.rs`). Data: the
//! registry (`registry/`) types its rows with these signatures and adds
//! each kernel's list of implementations.

use core::fmt;

use crate::types::{Color, Dir, File, Side, Square};

/// The implementation signature of each batch shape (see `catalogue.rs`).
macro_rules! batch_fn {
    (map) => { unsafe fn(*const u64, *mut u64, usize) };
    (map($p:ty)) => { unsafe fn(*const u64, *mut u64, usize, $p) };
    (zip) => { unsafe fn(&[u64], &[u64], &mut [u64]) };
    (zip($p:ty)) => { unsafe fn(&[u64], &[u64], &mut [u64], $p) };
    (to_u8) => { unsafe fn(&[u64], &mut [u8]) };
    (to_u8($p:ty)) => { unsafe fn(&[u64], &mut [u8], $p) };
    (from_u8) => { unsafe fn(&[u8], &mut [u64]) };
    (from_u8($p:ty)) => { unsafe fn(&[u8], &mut [u64], $p) };
    (by_dir) => { unsafe fn(&[u64], &[u64], &mut [[u64; 8]]) };
    (from_sq) => { unsafe fn(&[Square], &[u64], &mut [u64]) };
    (squares) => { unsafe fn(&[Square], u64, &mut [u64]) };
    (from_side($p:ty)) => { unsafe fn(&[Side], &[u64], &mut [u64], $p) };
}

macro_rules! define_kernel {
    (
        single {
            $(
                $(#[$doc:meta])*
                [$family:ident] $Variant:ident $name:ident ( $($arg:ident : $ty:ty),* ) -> $ret:ty;
            )*
        }
        batch {
            $(
                [$bfamily:ident] $BVariant:ident $bname:ident = $shape:ident $(($p:ty))? [$($barg:ident),*]
                    of $SingleVariant:ident $single:ident $(, $in_place:ident)?;
            )*
        }
    ) => {
        /// Names every kernel of the catalogue, single-board and batch forms.
        ///
        /// ```
        /// use bitboard_simd::Kernel;
        ///
        /// let k: Kernel = "extract_diagonal".parse().unwrap();
        /// assert_eq!(k, Kernel::ExtractDiagonal);
        /// assert_eq!(k.family(), "extract");
        /// assert!(Kernel::ExtractDiagonalBatch.is_batch());
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        pub enum Kernel {
            $($Variant,)*
            $($BVariant,)*
        }

        impl Kernel {
            /// Every kernel: the single-board forms, then the batch forms.
            pub const ALL: &'static [Kernel] = &[$(Kernel::$Variant,)* $(Kernel::$BVariant,)*];

            /// The public function's name, e.g. `"diagonal_shift_bl"`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($name),)*
                    $(Kernel::$BVariant => stringify!($bname),)*
                }
            }

            /// The kernel family (`fill`, `line_attacks`, `leapers`,
            /// `diagonal_shift`, `extract`, `deposit` or `flip`): the file name of its
            /// implementations under `src/arch/`.
            pub const fn family(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($family),)*
                    $(Kernel::$BVariant => stringify!($bfamily),)*
                }
            }

            /// Whether this is a slice form.
            pub const fn is_batch(self) -> bool {
                match self {
                    $(Kernel::$Variant => false,)*
                    $(Kernel::$BVariant => true,)*
                }
            }

            /// The single-board kernel of a batch form (itself for a
            /// single-board kernel).
            pub const fn single(self) -> Kernel {
                match self {
                    $(Kernel::$Variant => self,)*
                    $(Kernel::$BVariant => Kernel::$SingleVariant,)*
                }
            }
        }

        /// Each kernel's implementation signature, named like the kernel:
        /// the registry's candidate lists are typed with these.
        #[allow(non_camel_case_types)]
        pub(crate) mod sig {
            use super::*;
            $(pub(crate) type $name = unsafe fn($($ty),*) -> $ret;)*
            $(pub(crate) type $bname = batch_fn!($shape $(($p))?);)*
        }
    };
}

with_catalogue!(define_kernel);

const _: () = {
    // Tables indexed by `Kernel as usize` rely on `ALL`'s order.
    let mut i = 0;
    while i < Kernel::ALL.len() {
        assert!(Kernel::ALL[i] as usize == i);
        i += 1;
    }
};

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Kernel {
    type Err = crate::types::ParseError;

    /// Parses a kernel's function name (`"flip_vertical"`).
    fn from_str(s: &str) -> Result<Kernel, Self::Err> {
        Kernel::ALL
            .iter()
            .copied()
            .find(|k| k.name() == s)
            .ok_or(crate::types::ParseError::new(
                "kernel",
                "a function name of the catalogue, e.g. flip_vertical",
            ))
    }
}

//! The [`Kernel`] enum and each kernel's implementation signature ([`sig`]), generated
//! from the catalogue; the registry (`registry/`) types its rows with them.

use core::fmt;

macro_rules! define_kernel {
    ($($Variant:ident $name:ident [$family:ident $batch:literal $Single:ident])*) => {
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
        }

        impl Kernel {
            /// Every kernel: the single-board forms, then the batch forms.
            pub const ALL: &'static [Kernel] = &[$(Kernel::$Variant,)*];

            /// The public function's name, e.g. `"diagonal_shift_bl"`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($name),)*
                }
            }

            /// The kernel family: the file name of its implementations under `src/arch/`.
            pub const fn family(self) -> &'static str {
                match self {
                    $(Kernel::$Variant => stringify!($family),)*
                }
            }

            /// Whether this is a slice form.
            pub const fn is_batch(self) -> bool {
                match self {
                    $(Kernel::$Variant => $batch,)*
                }
            }

            /// The single-board kernel of a batch form (itself for a single-board one).
            pub const fn single(self) -> Kernel {
                match self {
                    $(Kernel::$Variant => Kernel::$Single,)*
                }
            }
        }
    };
}

with_catalogue!(kernels define_kernel);

/// Each kernel's implementation signature, named like the kernel (`catalogue/shapes/`).
#[allow(non_camel_case_types)]
pub(crate) mod sig {
    with_catalogue!(every => sig);
}

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

//! Methods as typed values, named by registry rows and every order. An implementation's
//! identity is its kernel and method; names are for display, parsing and reports only.

use core::fmt;

macro_rules! methods {
    ($($Variant:ident = $name:literal,)*) => {
        /// A method of implementing a kernel, named `level/method` (e.g. [`Method::Sse2Sad`] is
        /// `"sse2/sad"`). The prefix names its code's module under `src/arch/` (`scalar`: the
        /// portable code); the [`Level`](crate::Level) comes from the features it enables.
        ///
        /// ```
        /// use bitboard_simd::Method;
        ///
        /// assert_eq!(Method::Bmi2Pext.name(), "bmi2/pext");
        /// assert_eq!("sse2/sad".parse::<Method>(), Ok(Method::Sse2Sad));
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[allow(missing_docs)]
        #[non_exhaustive]
        pub enum Method {
            $($Variant,)*
        }

        impl Method {
            /// Every method.
            pub const ALL: &'static [Method] = &[$(Method::$Variant,)*];

            /// The display name, `level/method`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(Method::$Variant => $name,)*
                }
            }
        }
    };
}

methods! {
    Avx2AutovecDeltaSwap = "avx2/autovec-delta_swap",
    Avx2AutovecReverseBits = "avx2/autovec-reverse_bits",
    Avx2AutovecShift = "avx2/autovec-shift",
    Avx2AutovecSwapBytes = "avx2/autovec-swap_bytes",
    Avx2Broadcast = "avx2/broadcast",
    Avx2Compare = "avx2/compare",
    Avx2DeltaSwap = "avx2/delta_swap",
    Avx2Dumb7fill = "avx2/dumb7fill",
    Avx2Gfni = "avx2/gfni",
    Avx2Hyperbola = "avx2/hyperbola",
    Avx2HyperbolaBswap = "avx2/hyperbola_bswap",
    Avx2KoggeStone = "avx2/kogge_stone",
    Avx2Lanes = "avx2/lanes",
    Avx2LanesGfni = "avx2/lanes-gfni",
    Avx2Movemask = "avx2/movemask",
    Avx2Multiply = "avx2/multiply",
    Avx2NibbleLut = "avx2/nibble_lut",
    Avx2Pshufb = "avx2/pshufb",
    Avx2Psubb = "avx2/psubb",
    Avx2Quads = "avx2/quads",
    Avx2Shift = "avx2/shift",
    Avx2Shuffle = "avx2/shuffle",
    Avx2Split = "avx2/split",
    Avx512AutovecBinary = "avx512/autovec-binary",
    Avx512AutovecDeltaSwap = "avx512/autovec-delta_swap",
    Avx512AutovecReverseBits = "avx512/autovec-reverse_bits",
    Avx512AutovecShift = "avx512/autovec-shift",
    Avx512AutovecSwapBytes = "avx512/autovec-swap_bytes",
    Avx512DeltaSwap = "avx512/delta_swap",
    Avx512Dumb7fill = "avx512/dumb7fill",
    Avx512Gfni = "avx512/gfni",
    Avx512KoggeStone = "avx512/kogge_stone",
    Avx512Lanes = "avx512/lanes",
    Avx512LanesGfni = "avx512/lanes-gfni",
    Avx512LanesYmmGfni = "avx512/lanes-ymm-gfni",
    Avx512Mask = "avx512/mask",
    Avx512NibbleLut = "avx512/nibble_lut",
    Avx512Psubb = "avx512/psubb",
    Avx512Rolv = "avx512/rolv",
    Avx512Rotate = "avx512/rotate",
    Avx512Shift = "avx512/shift",
    Avx512Shuffle = "avx512/shuffle",
    Avx512Sllv = "avx512/sllv",
    Avx512Test = "avx512/test",
    Bmi2Pdep = "bmi2/pdep",
    Bmi2Pext = "bmi2/pext",
    Bmi2LanesPext = "bmi2/lanes-pext",
    Bmi2LanesGfniPext = "bmi2/lanes-gfni-pext",
    NeonAddp = "neon/addp",
    NeonHyperbolaRbit = "neon/hyperbola_rbit",
    NeonKoggeStone = "neon/kogge_stone",
    NeonLanes = "neon/lanes",
    NeonLd4 = "neon/ld4",
    NeonRbit = "neon/rbit",
    NeonRev = "neon/rev",
    NeonShift = "neon/shift",
    NeonSub = "neon/sub",
    NeonTbl = "neon/tbl",
    NeonUshl = "neon/ushl",
    ScalarBinary = "scalar/binary",
    ScalarBlackMagic = "scalar/black_magic",
    ScalarDeltaSwap = "scalar/delta_swap",
    ScalarDumb7fill = "scalar/dumb7fill",
    ScalarHyperbola = "scalar/hyperbola",
    ScalarHyperbolaBswap = "scalar/hyperbola_bswap",
    ScalarKindergarten = "scalar/kindergarten",
    ScalarKoggeStone = "scalar/kogge_stone",
    ScalarLinear = "scalar/linear",
    ScalarLoop = "scalar/loop",
    ScalarMagic = "scalar/magic",
    ScalarMultiply = "scalar/multiply",
    ScalarMultiplyShift = "scalar/multiply-shift",
    ScalarReverseBits = "scalar/reverse_bits",
    ScalarRotate = "scalar/rotate",
    ScalarShift = "scalar/shift",
    ScalarSwapBytes = "scalar/swap_bytes",
    ScalarSwar = "scalar/swar",
    Sse2Broadcast = "sse2/broadcast",
    Sse2Compare = "sse2/compare",
    Sse2DeltaSwap = "sse2/delta_swap",
    Sse2Lanes = "sse2/lanes",
    Sse2Movemask = "sse2/movemask",
    Sse2Multiply = "sse2/multiply",
    Sse2Psubb = "sse2/psubb",
    Sse2Sad = "sse2/sad",
    Sse2Shuffle = "sse2/shuffle",
    Simd128Bitmask = "simd128/bitmask",
    Simd128Compare = "simd128/compare",
    Simd128DeltaSwap = "simd128/delta_swap",
    Simd128KoggeStone = "simd128/kogge_stone",
    Simd128Lanes = "simd128/lanes",
    Simd128Multiply = "simd128/multiply",
    Simd128Shift = "simd128/shift",
    Simd128Sub = "simd128/sub",
    Simd128Swizzle = "simd128/swizzle",
    Sve2Bdep = "sve2/bdep",
    Sve2Bext = "sve2/bext",
    Sve2Pext = "sve2/pext",
}

impl Method {
    /// Whether two methods are the same (`==` in a `const fn`).
    pub(crate) const fn is(self, other: Method) -> bool {
        self as u16 == other as u16
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::str::FromStr for Method {
    type Err = crate::types::ParseError;

    /// Parses a method's display name (`"scalar/multiply"`).
    fn from_str(s: &str) -> Result<Method, Self::Err> {
        Method::ALL
            .iter()
            .copied()
            .find(|m| m.name() == s)
            .ok_or(crate::types::ParseError::new(
                "method",
                "level/method, e.g. scalar/multiply",
            ))
    }
}

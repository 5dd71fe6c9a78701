//! Many squares, one occupancy, in two pipelines at once: each step runs
//! four squares in AVX2 lanes (`generic::line_attacks`) and the next four
//! through the `pext` table. The lanes' instructions go to the vector
//! units, the lookups' to the integer ones and the load ports, so an
//! out-of-order core runs both at once: on a Zen 4 a call of 4096 squares
//! took 0.46 ns a rook against 0.56 for the lanes alone and 0.63 for
//! `pext` alone; at twelve squares a call the gain is smaller or gone (the
//! registry's figures).

use core::arch::x86_64::__m256i;

use crate::arch::generic::line_attacks as lanes;
use crate::types::Square;

/// Squares per step looked up by `pext` beside the lanes' four: equal
/// halves ran the batch fastest on that Zen 4 (rook 0.464, queen 0.717 ns
/// a board, against 0.471 and 0.742 with two, 0.507 and 0.819 with eight).
const SCALAR: usize = 4;

/// `shared!("features", mirror: name piece single; ..)`: a many-squares
/// form on the lanes of `piece` (`rook`, `bishop`, `queen` of
/// `generic::line_attacks`, the rank mirrored by `mirror`) and the `pext`
/// lookup `single`.
macro_rules! shared {
    ($features:literal, $mirror:ident: $($name:ident $piece:ident $single:ident;)*) => {$(
        /// Many squares, one occupancy: four squares a step in AVX2 lanes,
        /// the next four by `pext` (`lanes_pext`).
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $name(squares: &[Square], occupied: u64, out: &mut [u64]) {
            // SAFETY: AVX2 (with GFNI where the mirror uses it) and BMI2
            // are enabled here, as the lanes and `pext` need; the mirror
            // reverses the bits of every byte.
            unsafe {
                lanes::squares_shared::<__m256i, SCALAR>(
                    squares,
                    occupied,
                    out,
                    |x| $mirror(x),
                    |s, o| lanes::lanes_batches!(@piece $piece, s, o, |x: __m256i| $mirror(x)),
                    |sq, occ| super::super::$single(sq, occ),
                )
            }
        }
    )*};
}

/// The rank's bits reversed by a nibble lookup (`vpshufb`). The bishop has
/// no rank, so its form is here only.
pub(crate) mod nibble {
    use super::*;
    use crate::arch::generic::flip::mirror_nibble_lut;

    shared!("avx,avx2,bmi2", mirror_nibble_lut:
        rook_attacks_from_squares rook rook_attacks_from;
        bishop_attacks_from_squares bishop bishop_attacks_from;
        queen_attacks_from_squares queen queen_attacks_from;
    );
}

/// The rank's bits reversed by `gf2p8affineqb` (GFNI in its VEX form).
/// Every CPU with GFNI also runs `avx2/lanes-gfni`, which leads these at
/// an engine's twelve squares a call (the registry's figures), so they are
/// built with `alternatives` only.
#[cfg(feature = "alternatives")]
pub(crate) mod gfni {
    use super::*;
    use crate::arch::generic::flip::mirror_gfni;

    shared!("avx,avx2,gfni,bmi2", mirror_gfni:
        rook_attacks_from_squares rook rook_attacks_from;
        queen_attacks_from_squares queen queen_attacks_from;
    );
}

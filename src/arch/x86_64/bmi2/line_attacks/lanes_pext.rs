//! Many squares in two pipelines at once: each step runs four squares in
//! AVX2 lanes (`generic::line_attacks`) and the next few through the
//! `pext` table. The lanes' instructions go to the vector units, the
//! lookups' to the integer ones and the load ports, so an out-of-order core
//! runs both at once. On a Zen 4 it leads both the lanes alone and `pext`
//! alone over one occupancy for 4096 squares (`*_attacks_from_squares`; at
//! twelve squares a call the gain is smaller or gone) and leads the lanes
//! alone where each square has its own occupancy (`*_attacks_from_batch`);
//! docs/measurements.md, "Many squares" and "Architecture notes".

use core::arch::x86_64::__m256i;

use crate::arch::generic::line_attacks as lanes;
use crate::types::Square;

/// Squares per step looked up by `pext` beside the lanes' four, one
/// occupancy: equal halves ran 4096 squares fastest on that Zen 4 (against
/// two and eight; docs/measurements.md, "Architecture notes").
const SQUARES_SCALAR: usize = 4;

/// The same, each square its own occupancy: there the lanes mirror every
/// step's occupancies for the rank, so they take a larger share: two ran
/// best over the rook, bishop and queen on that Zen 4 (docs/measurements.md,
/// "Architecture notes").
const BATCH_SCALAR: usize = 2;

/// `shared!("features", mirror: #[attrs] squares name = piece single; #[attrs]
/// batch name = piece single; ..)`: the many-squares form (`squares`) or
/// the per-square batch form (`batch`) `name`, with its attributes, on the
/// lanes of `piece` (`rook`, `bishop`, `queen` of `generic::line_attacks`,
/// the rank mirrored by `mirror`) and the `pext` lookup `single`.
macro_rules! shared {
    ($features:literal, $mirror:ident: $(
        $(#[$attr:meta])* $kind:ident $name:ident = $piece:ident $single:ident;
    )*) => {$(
        shared!(@$kind $features, $mirror, [$(#[$attr])*] $name, $piece, $single);
    )*};
    (@squares $features:literal, $mirror:ident, [$(#[$attr:meta])*] $squares:ident, $piece:ident, $single:ident) => {
        /// Many squares, one occupancy: four squares a step in AVX2 lanes,
        /// the next four by `pext` (`lanes_pext`).
        $(#[$attr])*
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $squares(squares: &[Square], occupied: u64, out: &mut [u64]) {
            // SAFETY: AVX2 (with GFNI where the mirror uses it) and BMI2
            // are enabled here, as the lanes and `pext` need; the mirror
            // reverses the bits of every byte.
            unsafe {
                lanes::squares_shared::<__m256i, SQUARES_SCALAR>(
                    squares,
                    occupied,
                    out,
                    |x| $mirror(x),
                    |s, o| lanes::lanes_batches!(@piece $piece, s, o, |x: __m256i| $mirror(x)),
                    |sq, occ| super::super::$single(sq, occ),
                )
            }
        }
    };
    (@batch $features:literal, $mirror:ident, [$(#[$attr:meta])*] $batch:ident, $piece:ident, $single:ident) => {
        /// Each square its own occupancy: four squares a step in AVX2
        /// lanes, the next two by `pext` (`lanes_pext`).
        $(#[$attr])*
        #[inline]
        #[target_feature(enable = $features)]
        pub(crate) fn $batch(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
            // SAFETY: AVX2 (with GFNI where the mirror uses it) and BMI2
            // are enabled here, as the lanes and `pext` need; the mirror
            // reverses the bits of every byte.
            unsafe {
                lanes::batch_shared::<__m256i, BATCH_SCALAR>(
                    squares,
                    occupied,
                    out,
                    |s, o| lanes::lanes_batches!(@piece $piece, s, o, |x: __m256i| $mirror(x)),
                    |sq, occ| super::super::$single(sq, occ),
                )
            }
        }
    };
}

/// The rank's bits reversed by a nibble lookup (`vpshufb`). The bishop has
/// no rank, so its form is here only.
pub(crate) mod nibble {
    use super::*;
    use crate::arch::generic::flip::mirror_nibble_lut;

    // Where there is GFNI, its rook and queen batch forms (`gfni`) lead;
    // the nibble mirror's trailed on every corpus file and left.
    shared!("avx,avx2,bmi2", mirror_nibble_lut:
        squares rook_attacks_from_squares = rook rook_attacks_from;
        squares bishop_attacks_from_squares = bishop bishop_attacks_from;
        batch bishop_attacks_from_batch = bishop bishop_attacks_from;
        squares queen_attacks_from_squares = queen queen_attacks_from;
    );
}

/// The rank's bits reversed by `gf2p8affineqb` (GFNI in its VEX form).
/// Every CPU with GFNI also runs `avx2/lanes-gfni`, which leads the
/// many-squares forms here at an engine's twelve squares a call (the
/// registry's figures), so those are built with `alternatives` only.
pub(crate) mod gfni {
    use super::*;
    use crate::arch::generic::flip::mirror_gfni;

    shared!("avx,avx2,gfni,bmi2", mirror_gfni:
        #[cfg(feature = "alternatives")]
        squares rook_attacks_from_squares = rook rook_attacks_from;
        batch rook_attacks_from_batch = rook rook_attacks_from;
        #[cfg(feature = "alternatives")]
        squares queen_attacks_from_squares = queen queen_attacks_from;
        batch queen_attacks_from_batch = queen queen_attacks_from;
    );
}

//! AVX2 knight, king and pawn batch forms: four boards per register, the
//! shared bodies (`generic::leapers`) with immediate-count shifts.
//! Single boards have no AVX2 form: each set is a handful of scalar
//! operations, which a register round trip would only lengthen.

use core::arch::x86_64::*;

use super::{map_quads, zip_quads};
use crate::arch::generic::leapers::leaper_batches;

leaper_batches!("avx,avx2", __m256i, map_quads, zip_quads);

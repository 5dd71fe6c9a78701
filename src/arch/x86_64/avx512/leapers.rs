//! AVX-512 knight, king and pawn batch forms: eight boards per register, the
//! shared bodies (`generic::leapers`) with immediate-count shifts.
//! Single boards have no AVX-512 form: each set is a handful of scalar
//! operations, which a register round trip would only lengthen.

use core::arch::x86_64::*;

use super::{map_boards, zip_boards};
use crate::arch::generic::leapers::leaper_batches;

leaper_batches!("avx512f,avx512bw,avx512vl", __m512i, map_boards, zip_boards);

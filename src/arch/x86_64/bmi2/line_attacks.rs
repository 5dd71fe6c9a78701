//! Per-square attacks by `pext`-indexed tables.
//!
//! The attacks of a slider on `sq` depend only on the occupancy of its
//! "relevant" squares: the squares of its rays minus each ray's last square
//! (whether the edge square is occupied never changes the attack set). `pext`
//! packs those bits into a dense index, so each square owns a block of
//! `2^bits` answers: 4096 for a rook in a corner, 32 for a bishop in the
//! centre. In all, 102 400 rook and 5 248 bishop entries of 8 bytes:
//! **800 KiB + 41 KiB** (one shared array of 107 648 `u64`), in `.bss`,
//! filled on first use (about a millisecond) behind the crate's `no_std`
//! once-cell, so a program that never calls these pays neither the build
//! time nor the memory.

use core::arch::x86_64::_pext_u64;
use core::cell::UnsafeCell;

use crate::arch::all::line_attacks::kogge_stone;
use crate::dispatch::Once;
use crate::types::Square;

/// Relevant squares and block offset of one square for one piece.
#[derive(Clone, Copy)]
struct Slot {
    mask: u64,
    offset: u32,
}

/// The squares a ray from `sq` walks through, minus the ray's last square.
const fn relevant(sq: usize, steps: [(i32, i32); 4]) -> u64 {
    let mut mask = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = steps[d];
        let (mut f, mut r) = ((sq % 8) as i32 + df, (sq / 8) as i32 + dr);
        // Keep a square only if the next one along the ray is on the board.
        while f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 {
            mask |= 1 << (8 * r + f);
            f += df;
            r += dr;
        }
        d += 1;
    }
    mask
}

const ROOK_STEPS: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const BISHOP_STEPS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// Rook slots (blocks 0..102 400) followed by bishop slots.
const SLOTS: ([Slot; 64], [Slot; 64], usize) = {
    let mut rook = [Slot { mask: 0, offset: 0 }; 64];
    let mut bishop = [Slot { mask: 0, offset: 0 }; 64];
    let mut offset = 0usize;
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant(sq, ROOK_STEPS);
        rook[sq] = Slot {
            mask,
            offset: offset as u32,
        };
        offset += 1 << mask.count_ones();
        sq += 1;
    }
    let mut sq = 0;
    while sq < 64 {
        let mask = relevant(sq, BISHOP_STEPS);
        bishop[sq] = Slot {
            mask,
            offset: offset as u32,
        };
        offset += 1 << mask.count_ones();
        sq += 1;
    }
    (rook, bishop, offset)
};
static ROOK: [Slot; 64] = SLOTS.0;
static BISHOP: [Slot; 64] = SLOTS.1;
/// 102 400 + 5 248 entries.
const ENTRIES: usize = SLOTS.2;

/// The answers, written once by the thread that wins `BUILT`.
struct Answers(UnsafeCell<[u64; ENTRIES]>);

// SAFETY: the array is only written inside `BUILT.get_or_init` (by one
// thread, before `BUILT` is published) and only read after it returned.
unsafe impl Sync for Answers {}

static ANSWERS: Answers = Answers(UnsafeCell::new([0; ENTRIES]));
static BUILT: Once<()> = Once::new();

/// Software `pdep`: the low bits of `index` spread onto the set bits of
/// `mask` (only used to enumerate occupancies while building).
fn deposit(mut index: u64, mut mask: u64) -> u64 {
    let mut out = 0;
    while mask != 0 {
        let low = mask & mask.wrapping_neg();
        if index & 1 != 0 {
            out |= low;
        }
        index >>= 1;
        mask &= mask - 1;
    }
    out
}

#[cold]
fn build() {
    // SAFETY: called only from `BUILT.get_or_init`, which runs it at most
    // once and before any reader can see the table (see `Answers`).
    let answers = unsafe { &mut *ANSWERS.0.get() };
    for sq in Square::ALL {
        let i = sq.index() as usize;
        for (slot, attacks) in [
            (
                ROOK[i],
                kogge_stone::rook_attacks_from as fn(Square, u64) -> u64,
            ),
            (BISHOP[i], kogge_stone::bishop_attacks_from),
        ] {
            for index in 0..1u64 << slot.mask.count_ones() {
                // `pext(deposit(index, mask), mask) == index`, so this fills
                // exactly the entry a lookup of that occupancy reads.
                let occupied = deposit(index, slot.mask);
                answers[slot.offset as usize + index as usize] = attacks(sq, occupied);
            }
        }
    }
}

#[inline]
#[target_feature(enable = "bmi2")]
fn lookup(slot: Slot, occupied: u64) -> u64 {
    BUILT.get_or_init(build);
    let index = slot.offset as usize + _pext_u64(occupied, slot.mask) as usize;
    // SAFETY: `BUILT` is initialised, so the array is complete and no longer
    // written. `pext` by a mask of `n` bits is below `2^n`, the size of the
    // slot's block, and every block lies inside the `ENTRIES` array.
    unsafe { *(*ANSWERS.0.get()).get_unchecked(index) }
}

#[target_feature(enable = "bmi2")]
pub(crate) fn rook_attacks_from(sq: Square, occupied: u64) -> u64 {
    lookup(ROOK[sq.index() as usize], occupied)
}

#[target_feature(enable = "bmi2")]
pub(crate) fn bishop_attacks_from(sq: Square, occupied: u64) -> u64 {
    lookup(BISHOP[sq.index() as usize], occupied)
}

#[target_feature(enable = "bmi2")]
pub(crate) fn queen_attacks_from(sq: Square, occupied: u64) -> u64 {
    let i = sq.index() as usize;
    lookup(ROOK[i], occupied) | lookup(BISHOP[i], occupied)
}

macro_rules! from_sq_batch {
    ($batch:ident, $single:ident) => {
        #[target_feature(enable = "bmi2")]
        pub(crate) fn $batch(squares: &[Square], occupied: &[u64], out: &mut [u64]) {
            for ((o, &sq), &occ) in out.iter_mut().zip(squares).zip(occupied) {
                *o = $single(sq, occ);
            }
        }
    };
}

from_sq_batch!(rook_attacks_from_batch, rook_attacks_from);
from_sq_batch!(bishop_attacks_from_batch, bishop_attacks_from);
from_sq_batch!(queen_attacks_from_batch, queen_attacks_from);

#[cfg(test)]
mod tests {
    #[test]
    fn table_sizes() {
        assert_eq!(super::ENTRIES, 102_400 + 5_248);
    }
}
